"""Round trips between text and AST, and a fuzz of the parser.

* ``parse(to_text(ast)) == ast`` for arbitrary ASTs the grammar can express (hypothesis);
* ``to_text(parse(t)) == t`` for canonical texts;
* any text either parses or raises AbilitySyntaxError — never another exception.
"""
from __future__ import annotations

import unicodedata

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from nismatch_cards.language import AbilitySyntaxError, parse, to_text
from nismatch_cards.language import ast as A
from nismatch_cards.language.printer import effect_text, requirement_text

PROPERTY = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
FUZZ = settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def parse_ok(text: str) -> A.Ability:
    """``parse(text)``, failing with the parser's message if it raises.

    The message leaves the ``except`` block on purpose: AbilitySyntaxError is a frozen dataclass,
    so hypothesis (``add_note``) and contextlib (``__traceback__``) cannot touch it
    (see test_errors.py::test_error_survives_a_context_manager).
    """
    try:
        return parse(text)
    except AbilitySyntaxError as error:
        message = str(error)
    pytest.fail(f"{text!r} no se analiza: {message}")


# --- strategies: every AST the grammar can express ------------------------------------------

counts = st.integers(min_value=1, max_value=20)
amounts = st.integers(min_value=0, max_value=20)
targets = st.sampled_from(A.Target)
ZONES = ["cabeza", "torso", "brazo", "pierna",
         "brazo_izquierdo", "brazo_derecho", "pierna_izquierda", "pierna_derecha"]

select_parts = st.builds(
    A.SelectParts,
    count=counts,
    up_to=st.booleans(),
    owner=st.sampled_from(A.Owner),
    zone=st.none() | st.sampled_from(ZONES),
    damaged=st.booleans(),
    deactivated=st.booleans(),
    in_taller=st.booleans(),
)
conditions = st.one_of(
    st.builds(A.OpponentActivates, st.sampled_from(A.Activatable)),
    st.builds(A.CountCondition, st.sampled_from(A.Player), amounts, st.booleans(), st.sampled_from(A.Measure)),
    st.builds(A.ThisPartIs, st.sampled_from(A.PartState)),
)
# RevealCost(kind=CardKind.ANY) is left out: «Muestra una carta de tu mano» does not parse
# (grammar defect, see test_reveal_any_card_round_trips below and test_grammar.py).
REVEALABLE = [A.CardKind.PART, A.CardKind.SUPPORT]
costs = st.one_of(
    st.builds(A.DiscardCost, counts, st.sampled_from(A.CardKind)),
    st.builds(A.RevealCost, counts, st.sampled_from(REVEALABLE)),
    st.builds(A.DeactivateCost, counts),
)
triggers = st.builds(A.Trigger, st.sampled_from(A.TriggerEvent))
requirements = st.one_of(select_parts, conditions, costs, triggers)

simple_effects = st.one_of(
    st.builds(A.Damage, amounts, targets),
    st.builds(A.MoveToTaller, targets),
    st.just(A.Negate()),
    st.builds(A.Destroy, targets),
    st.builds(A.SendTo, st.sampled_from(A.Pile), targets),
    st.builds(A.ReturnToHand, targets),
    st.builds(A.Repair, amounts, targets),
    st.builds(A.Draw, counts),
    st.builds(A.GainCar, amounts),
    st.builds(
        A.StatChange,
        st.sampled_from(A.Stat),
        st.integers(min_value=-20, max_value=20),
        st.sampled_from(A.Subject),
        st.none() | st.sampled_from(A.Duration),
    ),
    st.builds(A.Deactivate, targets),
    st.builds(A.Activate, targets),
    st.builds(A.TakeBotin, counts),
    st.builds(A.OpponentDiscards, counts),
)
both = st.lists(simple_effects, min_size=2, max_size=4).map(lambda effects: A.Both(tuple(effects)))
effects = st.one_of(simple_effects, both)

abilities = st.builds(
    A.Ability,
    cost=st.none() | amounts,
    requirements=st.lists(requirements, max_size=4).map(tuple),
    effect=effects,
)


# --- parse(to_text(ast)) == ast -------------------------------------------------------------


@PROPERTY
@given(abilities)
def test_parse_of_printed_ast_is_the_ast(ability):
    assert parse_ok(to_text(ability)) == ability


@PROPERTY
@given(abilities)
def test_printing_is_stable(ability):
    text = to_text(ability)
    assert to_text(parse_ok(text)) == text


@PROPERTY
@given(abilities)
def test_spans_slice_the_printed_clauses(ability):
    text = to_text(ability)
    parsed = parse_ok(text)
    select = ability.requirement(A.SelectParts)
    plural = select is not None and (select.count > 1 or select.up_to)
    for requirement in parsed.requirements:
        assert text[requirement.span.start:requirement.span.end] == requirement_text(requirement)
    assert text[parsed.effect.span.start:parsed.effect.span.end] == effect_text(parsed.effect, plural)
    for simple in parsed.simple_effects():
        assert text[simple.span.start:simple.span.end] == effect_text(simple, plural)
    assert parsed.span == A.Span(0, len(text))


def _strip_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@PROPERTY
@given(abilities, st.sampled_from([str.upper, str.lower, _strip_accents, lambda t: t + ".", lambda t: f"  {t} . "]))
def test_case_accents_and_final_dot_do_not_change_the_ast(ability, spelling):
    assert parse_ok(spelling(to_text(ability))) == ability


@pytest.mark.xfail(strict=True, reason="grammar: «Muestra una carta de tu mano» does not parse (LALR conflict on «de»)")
@settings(max_examples=20, deadline=None)
@given(counts, effects)
def test_reveal_any_card_round_trips(count, effect):
    ability = A.Ability(1, (A.RevealCost(count, A.CardKind.ANY),), effect)
    assert parse_ok(to_text(ability)) == ability


# --- to_text(parse(t)) == t for canonical texts ---------------------------------------------

CANONICAL = [
    # rulebook 6.1.1.1 (4.7.2.1 writes «hazle dos puntos de daño», printed with the digit)
    "CAR 1 | Selecciona una Parte; hazle 2 puntos de daño",
    # rulebook 4.7.2.1, Marchas 2 and 3
    "CAR 1 | Selecciona una Parte; muévela al Taller",
    "CAR 1 | Si tu oponente activa una habilidad o Carta de Apoyo; niégala",
    "roba una carta",
    "CAR 0 | roba 2 cartas",
    "Tu Unidad gana +1 DEF",
    "Tu Unidad pierde 1 VEL",
    "La Unidad de tu oponente pierde 2 FUE hasta el final del turno",
    "Esta Parte gana +3 FUE hasta el inicio de tu próximo turno",
    "CAR 2 | Selecciona hasta 2 Partes de tu oponente dañadas desactivadas en un Taller de tipo Brazo Izquierdo; hazles 1 punto de daño",
    "CAR 1 | Selecciona una Parte tuya de tipo Cabeza; repárale 2 PG",
    "CAR 1 | Selecciona 2 Partes tuyas; repárales 1 PG y dales +1 DEF hasta el final del turno",
    "CAR 3 | Selecciona una Parte de tu oponente; destrúyela",
    "CAR 2 | Selecciona una Parte; envíala a la Zona de Demolición",
    "CAR 2 | Selecciona 2 Partes; envíalas al Depósito de Chatarra",
    "CAR 1 | Selecciona una Parte de tu oponente; devuélvela a la mano de su dueño",
    "CAR 1 | Selecciona una Parte tuya desactivada; actívala",
    "CAR 1 | Selecciona una Parte de tu oponente; desactívala",
    "CAR 1 | Selecciona una Parte tuya dañada; muévela al Taller",
    "CAR 1 | Descarta una carta; roba 2 cartas",
    "CAR 1 | Descarta una Parte; gana 2 CAR",
    "CAR 1 | Descarta 2 Cartas de Apoyo; toma el primer Botín de Guerra",
    "CAR 2 | Muestra una Parte de tu mano; toma los 2 primeros Botines de Guerra",
    "CAR 1 | Muestra una Carta de Apoyo de tu mano; tu oponente descarta una carta",
    "CAR 0 | Desactiva una Parte tuya; gana 3 CAR",
    "CAR 1 | Desactiva 2 Partes tuyas; tu oponente descarta 2 cartas",
    "CAR 1 | Si tienes 3 o más Partes equipadas; Tu Unidad gana +2 FUE hasta el final del turno",
    "CAR 1 | Si tu oponente tiene 2 o menos cartas en su mano; roba una carta",
    "CAR 1 | Si tienes 4 o más Botines de Guerra; gana 1 CAR",
    "CAR 1 | Si tienes 1 o menos cartas en tu mano; roba 2 cartas",
    "CAR 1 | Si tu oponente activa una habilidad; niégala",
    "CAR 2 | Si tu oponente activa una Carta de Apoyo; niégala",
    "Si esta Parte está dañada; Esta Parte gana +2 DEF",
    "CAR 1 | Si esta Parte está desactivada; activa esta Parte",
    "Cuando esta Parte sea destruida; roba una carta",
    "Cuando equipes esta Parte; gana 1 CAR",
    "Cuando esta Parte reciba daño; Selecciona una Parte de tu oponente; hazle 1 punto de daño",
    "Cuando tu oponente declare una Guerrilla; Tu Unidad gana +2 DEF hasta el final del turno",
    "Al comienzo de tu turno; repara 1 PG a esta Parte",
    "Al final de tu turno; mueve esta Parte al Taller",
    "CAR 1 | Al final de tu turno; haz 1 punto de daño a esta Parte y gana 2 CAR",
    "CAR 1 | Cuando esta Parte reciba daño; envía esta Parte al Depósito de Chatarra y toma el primer Botín de Guerra",
    "CAR 2 | Selecciona una Parte; destruye esta Parte y destrúyela",
    "CAR 1 | devuelve esta Parte a la mano de su dueño y roba una carta",
    "CAR 1 | desactiva esta Parte y gana 2 CAR y roba una carta",
]


@pytest.mark.parametrize("text", CANONICAL)
def test_canonical_text_prints_back_identically(text):
    assert to_text(parse_ok(text)) == text


@pytest.mark.parametrize(
    "text, canonical",
    [
        ("CAR 1 | Selecciona una Parte; hazle dos puntos de daño", "CAR 1 | Selecciona una Parte; hazle 2 puntos de daño"),
        ("car 1|selecciona una parte;muevela al taller.", "CAR 1 | Selecciona una Parte; muévela al Taller"),
        ("+1 DEF", "Tu Unidad gana +1 DEF"),
        ("Tu Unidad gana -1 DEF", "Tu Unidad pierde 1 DEF"),
        ("Selecciona dos Partes; hazle 1 punto de daño", "Selecciona 2 Partes; hazles 1 punto de daño"),
        ("Selecciona una Parte en los Talleres; actívala", "Selecciona una Parte en un Taller; actívala"),
        ("devuélvela a la mano de su piloto", "devuélvela a la mano de su dueño"),
        ("niégalo", "niégala"),
        ("toma los 1 primeros Botines de Guerra", "toma el primer Botín de Guerra"),
        ("Si tienes 3 o más cartas en la mano; roba una carta", "Si tienes 3 o más cartas en tu mano; roba una carta"),
    ],
)
def test_non_canonical_text_prints_canonically(text, canonical):
    assert to_text(parse_ok(text)) == canonical
    assert parse_ok(canonical) == parse_ok(text)


# --- fuzz: parse or AbilitySyntaxError, nothing else ------------------------------------------


def _outcome(text: str) -> str:
    """Parse ``text``; an AbilitySyntaxError is fine, any other exception fails the test."""
    try:
        ability = parse(text)
    except AbilitySyntaxError as error:
        assert 1 <= error.column <= len(text) + 1, (text, error.column)
        assert error.message and error.hint
        return "error"
    assert isinstance(ability, A.Ability)
    return "ok"


# Characters that are str.isdigit() but not decimal («²», «①») crash the tokenizer with
# ValueError: a known defect pinned by test_errors.py::test_superscript_and_circled_digits_are_a_
# syntax_error. They are kept out of the fuzz so it does not fail at random on that one bug;
# drop this filter when the parser is fixed.
_not_pseudo_digit = st.characters().filter(lambda c: c.isdecimal() or not c.isdigit())


@FUZZ
@given(st.text(alphabet=_not_pseudo_digit))
@example("")
@example("CAR 1 | Selecciona una Parte; hazle 2 puntos de daño")
@example("İ")  # str.lower() makes two characters of it
@example("ǅ")
@example("\u0303")
def test_fuzz_arbitrary_text(text):
    _outcome(text)


VOCABULARY = sorted(
    {
        "car", "|", ";", ".", "+", "-", "y", "o", "a", "al", "de", "del", "el", "en", "la", "los",
        "selecciona", "hasta", "parte", "partes", "tuya", "tuyas", "dañada", "desactivada", "taller",
        "talleres", "tipo", "brazo", "izquierdo", "pierna", "derecha", "si", "tu", "su", "oponente",
        "activa", "habilidad", "carta", "cartas", "apoyo", "tienes", "tiene", "más", "menos", "equipadas",
        "mano", "botín", "botines", "guerra", "esta", "está", "descarta", "muestra", "desactiva",
        "cuando", "sea", "destruida", "equipes", "reciba", "daño", "declare", "guerrilla", "comienzo",
        "final", "turno", "hazle", "haz", "punto", "puntos", "muévela", "mueve", "niégala", "destrúyela",
        "destruye", "envíala", "envía", "depósito", "chatarra", "zona", "demolición", "devuélvela",
        "devuelve", "dueño", "repárale", "repara", "pg", "roba", "gana", "pierde", "dale", "unidad",
        "fue", "def", "vel", "inicio", "próximo", "desactívala", "actívala", "toma", "primer",
        "primeros", "una", "un", "dos", "diez", "0", "1", "2", "20", "Prte", ",", "!", "−",
    }
)


@FUZZ
@given(st.lists(st.sampled_from(VOCABULARY), max_size=16), st.sampled_from([" ", "", "  ", "\t"]))
def test_fuzz_keyword_soup(words, separator):
    """Near-miss texts made of the language's own words reach far deeper into the grammar."""
    _outcome(separator.join(words))


@FUZZ
@given(abilities, st.integers(min_value=0, max_value=400), st.integers(min_value=0, max_value=8),
       st.text(alphabet=_not_pseudo_digit, max_size=3))
def test_fuzz_mutated_valid_text(ability, at, cut, insert):
    """A valid text with a few characters cut out and others put in."""
    text = to_text(ability)
    at %= len(text) + 1
    _outcome(text[:at] + insert + text[at + cut:])
