"""The art frame each pack declares for a card type (``arte`` of the type: NM055 and the docs read it)
is the frame its face template really draws: the art's box, laid out by WeasyPrint, for one card of
each type of every bundled pack; and ``arte_posicion`` reaches the image as ``object-position``."""
from __future__ import annotations

import base64
import io
from dataclasses import replace

import pytest
from PIL import Image

from nismatch_cards.cards.loader import load
from nismatch_cards.paths import bundled_cards
from nismatch_cards.render.renderer import Renderer

PX_MM = 25.4 / 96  # WeasyPrint lays out in CSS pixels


def _data_url() -> str:
    buffer = io.BytesIO()
    Image.new("RGB", (8, 8), (200, 0, 0)).save(buffer, "PNG")
    return "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode()


def _boxes(box):
    yield box
    for child in getattr(box, "children", None) or []:
        yield from _boxes(child)


@pytest.mark.parametrize("pack", ["nismatch", "unmatched", "mamlejet-kohanim", "knockdown"])
def test_each_types_art_frame_is_the_one_its_template_draws(pack):
    from weasyprint import HTML

    project = load([bundled_cards(pack)]).project
    url = _data_url()
    first = {}
    for card_set in project.sets.values():
        for card in card_set.cards.values():
            first.setdefault(card.type, (card_set, card))
    assert set(first) == set(project.pack.types)
    for type_id, (card_set, card) in first.items():
        frame = project.pack.types[type_id].art
        assert frame is not None, type_id
        positioned = replace(card, fields={**card.fields, "arte_posicion": "50% 20%"})
        card_set.cards[card.id] = positioned
        try:
            renderer = Renderer(card_set, project.game, art_url=lambda c: url)
            html = renderer.images_html([card.id], "t", builtin=True)
        finally:
            card_set.cards[card.id] = card
        page = HTML(string=html).render().pages[0]
        images = [b for b in _boxes(page._page_box)
                  if getattr(b, "element_tag", None) == "img" and b.element.get("src") == url]
        assert len(images) == 1, type_id
        size = (images[0].width * PX_MM, images[0].height * PX_MM)
        assert size == pytest.approx((frame.width, frame.height), abs=0.06), type_id
        assert "object-position: 50% 20%" in images[0].element.get("style"), type_id
