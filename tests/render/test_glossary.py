"""The site's glossary shows every construct of the ability language from the same catalogue as
docs/ability-language.md: its name, what it means, its examples in canonical form each with what it
does in a game, its grammar, and the cards of the set that use it."""
from __future__ import annotations

import html
import re

import pytest

from nismatch_cards.games.nismatch.language import catalogue, guide, parse, to_text

from .helpers import CARDS, run


@pytest.fixture(scope="module")
def glossary(tmp_path_factory) -> str:
    out = tmp_path_factory.mktemp("glosario")
    result = run("build", "html", "--cards", str(CARDS), "--out", str(out))
    assert result.exit_code == 0, result.output
    return (out / "html" / "glosario.html").read_text(encoding="utf-8")


def item(page: str, construct: str) -> str:
    match = re.search(rf'<section class="glossary__item" id="{construct}">(.*?)</section>', page, re.S)
    assert match, f"el glosario no tiene «{construct}»"
    return match.group(1)


def plain(fragment: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", fragment)).split())


@pytest.mark.parametrize("entry", guide.entries(), ids=lambda e: e.id)
def test_every_construct_is_explained_with_its_examples(glossary, entry):
    shown = plain(item(glossary, entry.id))
    assert entry.name in shown
    assert plain(str(entry.summary_html)) in shown
    for example in entry.examples:
        assert f"{to_text(parse(example.text))} {example.explanation}" in shown, "cada ejemplo, con lo que hace"


def test_blocks_are_in_the_catalogue_order(glossary):
    titles = re.findall(r'<h2 id="([^"]+)">', glossary)
    blocks = [b.replace(" ", "-") for b in catalogue.BLOCKS if b in catalogue.by_block()]
    assert [t for t in titles if t != "etiquetas"] == blocks


def test_constructs_used_by_the_set_link_to_their_cards(glossary):
    damage = item(glossary, "Damage")
    assert "Ninguna carta lo usa" not in damage
    assert re.search(r'En las cartas: \d+ habilidades', damage)
    assert 'href="carta-base-' in damage


def test_grammar_is_shown_folded_and_reachable_by_keyboard(glossary):
    selection = item(glossary, "Selection")
    assert '<details class="glossary__grammar"><summary>Gramática</summary><pre class="grammar" tabindex="0">' in selection
    assert "qualifier" in selection
