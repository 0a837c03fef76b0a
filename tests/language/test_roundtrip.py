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

from nismatch_cards.games.nismatch.language import AbilitySyntaxError, parse, to_text
from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language.printer import effect_text, requirement_text

PROPERTY = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
FUZZ = settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def parse_ok(text: str) -> A.Ability:
    """``parse(text)``, failing with the parser's message if it raises."""
    try:
        return parse(text)
    except AbilitySyntaxError as error:
        pytest.fail(f"{text!r} no se analiza: {error}")


# --- strategies: every AST the grammar can express ------------------------------------------

# Numbers on a card go from 0 to 99 (the parser rejects larger ones: test_errors.py).
MAX_NUMBER = 99
counts = st.integers(min_value=1, max_value=MAX_NUMBER)
amounts = st.integers(min_value=0, max_value=MAX_NUMBER)
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
costs = st.one_of(
    st.builds(A.DiscardCost, counts, st.sampled_from(A.CardKind)),
    st.builds(A.RevealCost, counts, st.sampled_from(A.CardKind)),
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
        st.integers(min_value=-MAX_NUMBER, max_value=MAX_NUMBER),
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


def _sentence(text: str) -> str:
    """``text`` starting with a capital letter, as the first clause of an ability is printed."""
    return text[:1].upper() + text[1:]


@PROPERTY
@given(abilities)
def test_spans_slice_the_printed_clauses(ability):
    text = to_text(ability)
    parsed = parse_ok(text)
    select = ability.requirement(A.SelectParts)
    plural = select is not None and (select.count > 1 or select.up_to)
    for requirement in parsed.requirements:
        assert text[requirement.span.start:requirement.span.end] == requirement_text(requirement)
    # an ability without requirements starts with its effect, which then starts the sentence
    first = _sentence if not parsed.requirements else (lambda clause: clause)
    assert text[parsed.effect.span.start:parsed.effect.span.end] == first(effect_text(parsed.effect, plural))
    for i, simple in enumerate(parsed.simple_effects()):
        expected = effect_text(simple, plural)
        assert text[simple.span.start:simple.span.end] == (first(expected) if i == 0 else expected)
    assert parsed.span == A.Span(0, len(text))


@PROPERTY
@given(abilities)
def test_capital_letters_of_the_printed_text(ability):
    """The text, and the part after «CAR n |», start with a capital letter, as does each
    requirement; the effect after «;» and each effect after «y» start in lower case."""
    text = to_text(ability)
    parsed = parse_ok(text)
    assert text[0].isupper()
    body = text.split(" | ", 1)[1] if ability.cost is not None else text
    assert body[0].isupper(), body
    for requirement in parsed.requirements:
        assert text[requirement.span.start].isupper(), text
    starts = [simple.span.start for simple in parsed.simple_effects()]
    if not parsed.requirements:
        assert text[starts.pop(0)].isupper(), text
    for start in starts:
        assert text[start].islower(), text


def _strip_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


SPELLINGS = {
    "upper": str.upper,
    "lower": str.lower,
    "no accents": _strip_accents,
    "decomposed accents (NFD)": lambda t: unicodedata.normalize("NFD", t),
    "final dot": lambda t: t + ".",
    "blanks around": lambda t: f"  {t} . ",
    "byte-order mark": lambda t: "\ufeff" + t,
    "zero-width spaces": lambda t: t.replace(" ", "\u200b"),
}


@PROPERTY
@given(abilities, st.sampled_from(sorted(SPELLINGS)))
def test_spelling_does_not_change_the_ast(ability, spelling):
    assert parse_ok(SPELLINGS[spelling](to_text(ability))) == ability


@settings(max_examples=50, deadline=None)
@given(counts, effects)
def test_reveal_any_card_round_trips(count, effect):
    ability = A.Ability(1, (A.RevealCost(count, A.CardKind.ANY),), effect)
    assert parse_ok(to_text(ability)) == ability


@pytest.mark.parametrize(
    "ability",
    [
        A.Ability(None, (), A.Draw(100)),
        A.Ability(100, (), A.Draw(1)),
        A.Ability(None, (), A.StatChange(A.Stat.DEF, -100, A.Subject.MY_UNIT)),
    ],
)
def test_numbers_above_99_are_printed_but_not_read_back(ability):
    """The AST does not limit numbers; a text with one above 99 is rejected with a clear message."""
    with pytest.raises(AbilitySyntaxError) as caught:
        parse(to_text(ability))
    assert caught.value.message == "el número «100» es demasiado grande"


# --- to_text(parse(t)) == t for canonical texts ---------------------------------------------

CANONICAL = [
    # rulebook 6.1.1.1 (4.7.2.1 writes «hazle dos puntos de daño», printed with the digit)
    "CAR 1 | Selecciona una Parte; hazle 2 puntos de daño",
    # rulebook 4.7.2.1, Marchas 2 and 3
    "CAR 1 | Selecciona una Parte; muévela al Taller",
    "CAR 1 | Si tu oponente activa una habilidad o Carta de Apoyo; niégala",
    "Roba una carta",
    "CAR 0 | Roba 2 cartas",
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
    "CAR 1 | Muestra una carta de tu mano; roba 2 cartas",
    "CAR 1 | Muestra 3 cartas de tu mano; gana 1 CAR",
    "CAR 2 | Muestra una Parte de tu mano; toma los 2 primeros Botines de Guerra",
    "CAR 1 | Muestra una Carta de Apoyo de tu mano; tu oponente descarta una carta",
    "CAR 0 | Desactiva una Parte tuya; gana 3 CAR",
    "CAR 1 | Desactiva 2 Partes tuyas; tu oponente descarta 2 cartas",
    "CAR 1 | Si tienes 3 o más Partes equipadas; tu Unidad gana +2 FUE hasta el final del turno",
    "Si tu oponente tiene 2 o menos cartas en su mano; la Unidad de tu oponente pierde 1 VEL",
    "CAR 1 | Si tu oponente tiene 2 o menos cartas en su mano; roba una carta",
    "CAR 1 | Si tienes 4 o más Botines de Guerra; gana 1 CAR",
    "CAR 1 | Si tienes 1 o menos cartas en tu mano; roba 2 cartas",
    "CAR 1 | Si tu oponente activa una habilidad; niégala",
    "CAR 2 | Si tu oponente activa una Carta de Apoyo; niégala",
    "Si esta Parte está dañada; esta Parte gana +2 DEF",
    "CAR 1 | Si esta Parte está desactivada; activa esta Parte",
    "Cuando esta Parte sea destruida; roba una carta",
    "Cuando equipes esta Parte; gana 1 CAR",
    "Cuando esta Parte reciba daño; Selecciona una Parte de tu oponente; hazle 1 punto de daño",
    "Cuando tu oponente declare una Guerrilla; tu Unidad gana +2 DEF hasta el final del turno",
    "Al comienzo de tu turno; repara 1 PG a esta Parte",
    "Al final de tu turno; mueve esta Parte al Taller",
    "CAR 1 | Al final de tu turno; haz 1 punto de daño a esta Parte y gana 2 CAR",
    "CAR 1 | Cuando esta Parte reciba daño; envía esta Parte al Depósito de Chatarra y toma el primer Botín de Guerra",
    "CAR 2 | Selecciona una Parte; destruye esta Parte y destrúyela",
    "CAR 1 | Devuelve esta Parte a la mano de su dueño y roba una carta",
    "CAR 1 | Desactiva esta Parte y gana 2 CAR y roba una carta",
    # an effect written first starts the sentence; after «y» it stays in lower case
    "CAR 1 | Tu Unidad gana +1 FUE y tu Unidad pierde 1 VEL hasta el final del turno",
    "Roba una carta y tu oponente descarta una carta",
    "CAR 2 | Tu oponente descarta 2 cartas",
    "CAR 99 | Roba 99 cartas",
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
        ("devuélvela a la mano de su piloto", "Devuélvela a la mano de su dueño"),
        ("niégalo", "Niégala"),
        ("toma los 1 primeros Botines de Guerra", "Toma el primer Botín de Guerra"),
        # capital letters: the first letter of the text and of the part after «CAR n |»
        ("roba una carta", "Roba una carta"),
        ("CAR 1 | roba una carta", "CAR 1 | Roba una carta"),
        ("+1 DEF y +1 FUE", "Tu Unidad gana +1 DEF y tu Unidad gana +1 FUE"),
        # after «;» the effect is in lower case, whoever it names
        ("Si esta Parte está dañada; Esta Parte gana +2 DEF", "Si esta Parte está dañada; esta Parte gana +2 DEF"),
        ("Si tienes 3 o más Partes equipadas; TU UNIDAD GANA +1 DEF", "Si tienes 3 o más Partes equipadas; tu Unidad gana +1 DEF"),
        ("CAR 1 | Descarta una carta; La Unidad de tu oponente gana -1 FUE",
         "CAR 1 | Descarta una carta; la Unidad de tu oponente pierde 1 FUE"),
        ("CAR 1 | Selecciona una Parte; Hazle 2 puntos de daño", "CAR 1 | Selecciona una Parte; hazle 2 puntos de daño"),
        ("car 1 | muestra una carta de tu mano; roba una carta", "CAR 1 | Muestra una carta de tu mano; roba una carta"),
        ("roba 099 cartas", "Roba 99 cartas"),
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


@FUZZ
@given(st.text())
@example("")
@example("CAR 1 | Selecciona una Parte; hazle 2 puntos de daño")
@example("İ")  # str.lower() makes two characters of it
@example("ǅ")
@example("\u0303")  # a combining mark with nothing to compose with
@example("roba ² cartas")  # str.isdigit() but not a decimal digit
@example("roba ① carta")
@example("roba ３ cartas")  # full-width digit
@example("roba 99999999999999999999999 cartas")
@example("\ufeff\u200b")
@example("Selecciona una Parte tuya tuya; xyz")  # a filter clash before an unknown word
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
        "primeros", "una", "un", "dos", "diez", "0", "1", "2", "20", "99", "100", "007", "²", "Prte", ",",
        "!", "−", "\u200b", "n\u0303",
    }
)


@FUZZ
@given(st.lists(st.sampled_from(VOCABULARY), max_size=16), st.sampled_from([" ", "", "  ", "\t"]))
def test_fuzz_keyword_soup(words, separator):
    """Near-miss texts made of the language's own words reach far deeper into the grammar."""
    _outcome(separator.join(words))


@FUZZ
@given(abilities, st.integers(min_value=0, max_value=400), st.integers(min_value=0, max_value=8),
       st.text(max_size=3))
def test_fuzz_mutated_valid_text(ability, at, cut, insert):
    """A valid text with a few characters cut out and others put in."""
    text = to_text(ability)
    at %= len(text) + 1
    _outcome(text[:at] + insert + text[at + cut:])
