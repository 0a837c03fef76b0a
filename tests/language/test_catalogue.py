"""The catalogue of constructs is the one place each construct lives, and everything made from it
agrees: the grammar has a builder for every rule and no conflict, every AST node is a documented
construct with examples that parse to it, the reference in docs/ is the catalogue's, and the card
texts of the bundled sets still print exactly as before."""
from __future__ import annotations

import json
import re
from dataclasses import fields, is_dataclass
from pathlib import Path

import pytest
from lark import Lark

from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language import catalogue, guide, parse, parser, to_text
from nismatch_cards.games.nismatch.language.nodes import Node, node_names
from nismatch_cards.games.nismatch.language.printer import ability_parts

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = [(c, text) for c in catalogue.load().values() for text, _explanation in c.examples]


def test_grammar_has_no_conflicts():
    """Strict LALR: no shift/reduce or reduce/reduce conflict hidden by Lark's default resolution."""
    Lark(catalogue.grammar(), start="ability", parser="lalr", lexer=parser._TokenListLexer, strict=True)


def test_the_grammar_lives_in_grammar_files_one_per_construct_or_family():
    """The design card's layout: every rule is in grammar/nismatch/*.lark, each file is named by a construct's
    catalogue entry, and no construct module keeps grammar in a Python string."""
    grammar_dir = REPO / "grammar" / "nismatch"
    files = {p.relative_to(grammar_dir).as_posix() for p in grammar_dir.rglob("*.lark")} - {"ability.lark"}
    named = {c.grammar_file for c in catalogue.load().values() if c.grammar_file}
    assert files == named
    modules = REPO / "nismatch_cards" / "games" / "nismatch" / "language" / "constructs"
    rule_in_a_string = re.compile(r'^[a-z_]+:\s+"', re.MULTILINE)
    assert [p.name for p in modules.glob("*.py") if rule_in_a_string.search(p.read_text(encoding="utf-8"))] == []


def test_every_grammar_rule_has_a_builder():
    missing = {str(r.alias or r.origin.name) for r in parser._parser().rules
               if not r.options.expand1 and str(r.alias or r.origin.name) not in catalogue.BUILDERS
               and not str(r.origin.name).startswith("__")}
    assert missing == set()


def test_every_node_class_is_a_construct_or_a_part_of_one():
    parts = {A.Unit, A.Rest, A.Outcome, A.IfDone, A.Case}  # documented with the construct that uses them
    for name in dir(A):
        value = getattr(A, name)
        if isinstance(value, type) and issubclass(value, Node) and value is not Node:
            assert value in catalogue.CATALOGUE or value in parts, f"{name} no está en el catálogo"


@pytest.mark.parametrize("construct", list(catalogue.load().values()), ids=lambda c: c.id)
def test_every_construct_is_documented(construct):
    assert construct.name and len(construct.summary) > 30
    if construct.block not in ("palabra clave",):
        assert construct.examples, f"{construct.id} no tiene ejemplos"


@pytest.mark.parametrize("construct, text", EXAMPLES, ids=[f"{c.id}-{i}" for i, (c, _) in enumerate(EXAMPLES)])
def test_every_example_parses_round_trips_and_shows_its_construct(construct, text):
    ability = parse(text)
    assert to_text(ability) == text, "los ejemplos se escriben en forma canónica, como se imprimen"
    assert parse(to_text(ability)) == ability
    if construct.id not in ("Count", "It", "OfThem", "Effects", "Ability", "Amount", "Comparison"):
        assert _shows(construct, ability), f"el ejemplo «{text}» no usa {construct.id}"


def _shows(construct, ability) -> bool:
    """Whether ``ability`` uses ``construct``: its node, or for «al azar» (a qualifier) a selection drawn at random."""
    if construct.node is A.AtRandom:
        return any(isinstance(node, A.Selection) and node.random for node in ability.walk())
    if hasattr(construct.node, "shown_in"):  # a phrasing of other nodes (constructs/references.py)
        return construct.node.shown_in(ability)
    return construct.id in node_names(ability)


@pytest.mark.parametrize("construct", list(catalogue.load().values()), ids=lambda c: c.id)
def test_every_example_says_what_it_does_in_one_sentence(construct):
    """Each example is ``(text, explanation)``: one Spanish sentence on what happens when it is played."""
    for example in construct.examples:
        assert isinstance(example, tuple) and len(example) == 2, f"{construct.id}: {example!r} no tiene explicación"
        text, explanation = example
        assert explanation[:1].isupper() or explanation[:1] == "«", explanation
        assert explanation.endswith(".") and len(explanation) <= 220, explanation
        assert not re.search(r"\.\s+[A-ZÁÉÍÓÚÑ¿«]", explanation[:-1]), f"una sola frase: {explanation}"


def test_docs_reference_shows_each_example_with_its_explanation():
    written = guide.reference()
    for entry in guide.entries():
        for example in entry.examples:
            assert f"- `{example.text}`\\\n  {example.explanation}\n" in written


def test_docs_reference_is_the_catalogue():
    """docs/ability-language.md is generated: python -m nismatch_cards.games.nismatch.language.guide, run as a
    designer runs it, in a process of its own (in a process that ran other tests first, a refusal's nearest example
    has been seen to differ: noted on issue 26)."""
    import subprocess
    import sys

    written = (REPO / "docs" / "ability-language.md").read_text(encoding="utf-8")
    printed = subprocess.run([sys.executable, "-m", "nismatch_cards.games.nismatch.language.guide"], cwd=REPO,
                             capture_output=True, text=True, encoding="utf-8", check=True).stdout
    assert written == printed, (
        "docs/ability-language.md no está al día: python -m nismatch_cards.games.nismatch.language.guide "
        "> docs/ability-language.md")


def test_bundled_cards_print_as_before():
    """The canonical text (and its parts on the face) of every ability of the bundled sets is unchanged."""
    before = json.loads((Path(__file__).parent / "bundled-canonical.json").read_text(encoding="utf-8"))
    for text, want in before.items():
        ability = parse(text)
        parts = ability_parts(ability)
        got = {"canonica": to_text(ability), "requisitos": parts["requirements"], "efecto": parts["effect"]}
        assert got == want, text


def test_nodes_are_never_copied():
    import copy

    ability = parse("CAR 1 | Selecciona una Parte; hazle 2 puntos de daño")
    assert copy.deepcopy(ability) is ability and copy.copy(ability.effect) is ability.effect


def test_every_node_field_is_typed_data():
    """Nodes hold nodes, enums, numbers, strings, booleans or tuples of those: JSON-ready (nismatch parse --json)."""
    ability = parse("CAR 2 | Si tienes 3 o más Partes equipadas; Busca una Parte en tu Arsenal, añádela a tu mano "
                    "y baraja tu Arsenal")

    def walk(value):
        if is_dataclass(value):
            for f in fields(value):
                walk(getattr(value, f.name))
        elif isinstance(value, tuple):
            for item in value:
                walk(item)
        else:
            assert value is None or isinstance(value, (int, str, bool)), value
    walk(ability)
