"""Every face of every bundled pack, and every print-and-play sheet, carries the set's version
(``version`` of set.yaml), so that a proof printed before a change can be told from one after."""
from __future__ import annotations

import re

import pytest

from nismatch_cards.paths import bundled_cards
from nismatch_cards.render.faces import card_order
from nismatch_cards.render.layout import PAPER_NAMES
from nismatch_cards.render.pdf import SheetOptions, sheet_pages
from nismatch_cards.render.renderer import Renderer

from .helpers import REPO, load_pack_folder

#: How each pack prints the collector line: code or name, version, number/total.
LINES = {
    "nismatch": "{code} {version} · {number:03d}/{total:03d}",
    "mamlejet-kohanim": "{code} {version} · {number:03d}/{total:03d}",
    "knockdown": "{code} {version} · {number:02d}/{total:02d}",
    "unmatched": "{version} · {number}/{total}",
}


@pytest.mark.parametrize("pack", sorted(LINES))
def test_every_face_of_every_pack_carries_its_set_version(pack):
    gp, project = load_pack_folder(bundled_cards(pack))
    for card_set in project.sets.values():
        renderer = Renderer(card_set, gp)
        cards = card_order(card_set, gp)
        for number, card in enumerate(cards, 1):
            line = LINES[pack].format(code=card_set.code.upper(), version=f"v{card_set.version}", number=number,
                                      total=len(cards))
            text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", str(renderer.face_html(card.id))))
            assert line in text, f"{card_set.code}/{card.id}: falta «{line}»"


def test_every_sheet_caption_names_the_set_and_its_version():
    gp, project = load_pack_folder(REPO / "cards")
    card_set = project.sets["base"]
    renderer = Renderer(card_set, gp)
    pages = sheet_pages(renderer, list(card_set.cards), SheetOptions("a4", backs="none"))
    assert [p.label for p in pages][:2] == [f"NISMATCH — Set Base v1.0 · hoja {n}/10 · caras · {PAPER_NAMES['a4']}"
                                            for n in (1, 2)]
    assert all(" v1.0 · hoja " in p.label for p in pages)


def test_a_version_written_with_its_v_is_printed_with_one():
    from dataclasses import replace

    gp, project = load_pack_folder(REPO / "cards")
    assert replace(project.sets["base"], version="v2").version_label == "v2"
    assert replace(project.sets["base"], version="2.1").version_label == "v2.1"
