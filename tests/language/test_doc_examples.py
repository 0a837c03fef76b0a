"""docs/ability-language.md cannot drift from the parser.

* every example line ``- «…» …`` parses;
* together the examples show every construct of the language (each requirement and effect
  class, each enum value, each zone, the pronoun and «esta Parte» forms);
* every ```error block shows exactly what the parser says: the text, then
  ``columna N: mensaje``, then ``pista: …``;
* an example that differs from its canonical form only in capital letters is written in the
  canonical form, so the guide shows the capitalisation the tool prints.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from nismatch_cards.games.nismatch.language import AbilitySyntaxError, parse, to_text
from nismatch_cards.games.nismatch.language import ast as A

DOC = Path(__file__).resolve().parents[2] / "docs" / "ability-language.md"
TEXT = DOC.read_text(encoding="utf-8")

EXAMPLES = re.findall(r"^- «([^»]+)»", TEXT, flags=re.MULTILINE)
ERROR_BLOCKS = re.findall(r"^```error\n(.*?)\n```", TEXT, flags=re.MULTILINE | re.DOTALL)


def parse_ok(text: str) -> A.Ability:
    """``parse(text)``, failing with the parser's message."""
    try:
        return parse(text)
    except AbilitySyntaxError as error:
        pytest.fail(f"el ejemplo {text!r} de {DOC.name} no se analiza: {error}")


def test_doc_has_examples():
    assert len(EXAMPLES) >= 100
    assert len(ERROR_BLOCKS) >= 9


@pytest.mark.parametrize("text", EXAMPLES)
def test_example_parses(text):
    parse_ok(text)


@pytest.mark.parametrize("block", ERROR_BLOCKS)
def test_error_block_is_what_the_parser_says(block):
    text, message, hint = block.split("\n")
    with pytest.raises(AbilitySyntaxError) as caught:
        parse(text)
    assert message == str(caught.value)
    assert hint == f"pista: {caught.value.hint}"


@pytest.mark.parametrize(
    "kind",
    ["no se esperaba", "acaba antes de tiempo", "¿quisiste decir", "demasiado grande", "filtros que chocan",
     "ya estaba completa", "falta un número", "falta «una»", "repite el filtro", "el «;» separa"],
)
def test_error_blocks_show_every_kind_of_message(kind):
    assert any(kind in block for block in ERROR_BLOCKS), kind


@pytest.mark.parametrize("text", EXAMPLES)
def test_example_has_the_canonical_capital_letters(text):
    canonical = to_text(parse_ok(text))
    if canonical.lower() == text.lower():
        assert text == canonical


def test_rulebook_abilities_are_quoted_verbatim():
    for quote in (
        "CAR 1 | Selecciona una Parte; hazle dos puntos de daño",
        "CAR 1 | Selecciona una Parte; muévela al Taller",
        "CAR 1 | Si tu oponente activa una habilidad o Carta de Apoyo; niégala",
        "CAR 1 | Selecciona una Parte; hazle 2 puntos de daño",
    ):
        assert quote in EXAMPLES


# --- coverage: the examples show the whole language ------------------------------------------


def _nodes():
    abilities = [parse_ok(text) for text in EXAMPLES]
    requirements = [r for a in abilities for r in a.requirements]
    effects = [e for a in abilities for e in a.simple_effects()]
    return abilities, requirements, effects


ABILITIES, REQUIREMENTS, EFFECTS = _nodes()


def test_every_node_class_has_an_example():
    shown = {type(n) for n in REQUIREMENTS + EFFECTS} | {type(a.effect) for a in ABILITIES}
    missing = set(A.REQUIREMENT_TYPES + A.EFFECT_TYPES) - shown
    assert not missing, sorted(t.__name__ for t in missing)


@pytest.mark.parametrize(
    "values, shown",
    [
        (set(A.Activatable), {r.what for r in REQUIREMENTS if isinstance(r, A.OpponentActivates)}),
        (set(A.Measure), {r.measure for r in REQUIREMENTS if isinstance(r, A.CountCondition)}),
        (set(A.Player), {r.player for r in REQUIREMENTS if isinstance(r, A.CountCondition)}),
        ({True, False}, {r.at_least for r in REQUIREMENTS if isinstance(r, A.CountCondition)}),
        (set(A.PartState), {r.state for r in REQUIREMENTS if isinstance(r, A.ThisPartIs)}),
        (set(A.CardKind), {r.kind for r in REQUIREMENTS if isinstance(r, A.DiscardCost)}),
        (set(A.CardKind), {r.kind for r in REQUIREMENTS if isinstance(r, A.RevealCost)}),
        (set(A.TriggerEvent), {r.event for r in REQUIREMENTS if isinstance(r, A.Trigger)}),
        (set(A.Owner), {r.owner for r in REQUIREMENTS if isinstance(r, A.SelectParts)}),
        ({"cabeza", "torso", "brazo", "pierna", "brazo_izquierdo", "brazo_derecho", "pierna_izquierda",
          "pierna_derecha", None}, {r.zone for r in REQUIREMENTS if isinstance(r, A.SelectParts)}),
        ({True, False}, {r.up_to for r in REQUIREMENTS if isinstance(r, A.SelectParts)}),
        ({True}, {r.damaged for r in REQUIREMENTS if isinstance(r, A.SelectParts)} - {False}),
        ({True}, {r.deactivated for r in REQUIREMENTS if isinstance(r, A.SelectParts)} - {False}),
        ({True}, {r.in_taller for r in REQUIREMENTS if isinstance(r, A.SelectParts)} - {False}),
        (set(A.Pile), {e.pile for e in EFFECTS if isinstance(e, A.SendTo)}),
        (set(A.Stat), {e.stat for e in EFFECTS if isinstance(e, A.StatChange)}),
        (set(A.Subject), {e.subject for e in EFFECTS if isinstance(e, A.StatChange)}),
        (set(A.Duration) | {None}, {e.duration for e in EFFECTS if isinstance(e, A.StatChange)}),
        ({1, -1}, {(e.amount > 0) - (e.amount < 0) for e in EFFECTS if isinstance(e, A.StatChange)}),
        ({1, 2}, {min(e.count, 2) for e in EFFECTS if isinstance(e, A.TakeBotin)}),
        ({None, 0, 1}, {a.cost if a.cost is None else min(a.cost, 1) for a in ABILITIES}),
    ],
)
def test_every_value_has_an_example(values, shown):
    assert values <= shown, values - shown


@pytest.mark.parametrize("kind", A.TARGETED_EFFECTS)
def test_every_targeted_effect_shows_both_targets(kind):
    assert {e.target for e in EFFECTS if isinstance(e, kind)} == set(A.Target)


# Spellings that parse to the same AST as another one, so the checks above cannot see them.
SPELLINGS = [
    "hazles", "muévelas", "destrúyelas", "envíalas", "devuélvelas", "repárales", "desactívalas",
    "actívalas", "dales", "niégalo", "a un Taller", "a los Talleres", "en los Talleres", "de su piloto",
    "en la mano", "tuyas", "dañadas", "desactivadas", " pierde ", " gana -", "+1 DEF»", "dos", "una",
]


@pytest.mark.parametrize("spelling", SPELLINGS)
def test_every_spelling_is_mentioned(spelling):
    assert spelling in TEXT
