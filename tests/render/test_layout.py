"""Sheets for any card size: as many cards as fit with their bleed, the page turned to landscape
only when that fits more, a clear Spanish message when not one card fits. Expected figures are
worked out here from the paper and card sizes."""
from __future__ import annotations

import pytest

from nismatch_cards.render.layout import Layout


@pytest.mark.parametrize("paper, page", [("a4", (210.0, 297.0)), ("letter", (215.9, 279.4))])
def test_poker_cards_go_three_by_three_on_a_portrait_page(paper, page):
    layout = Layout.create(paper, card=(63.5, 88.9))
    assert (layout.cols, layout.rows, layout.page_w, layout.page_h) == (3, 3, *page)
    assert layout.left == pytest.approx((page[0] - 3 * 63.5) / 2)


def test_a_fighter_sheet_goes_alone_on_a_landscape_a4():
    layout = Layout.create("a4", card=(210, 148))
    assert (layout.page_w, layout.page_h, layout.cols, layout.rows) == (297.0, 210.0, 1, 1)
    assert (layout.left, layout.top) == pytest.approx(((297 - 210) / 2, (210 - 148) / 2))
    assert layout.cut_xs() == pytest.approx([43.5, 253.5])
    assert layout.cut_ys() == pytest.approx([31.0, 179.0])


def test_the_page_turns_when_that_fits_more_cards():
    """Mini cards 44 × 63 mm with 3 mm bleed: 4 × 4 = 16 upright, 6 × 3 = 18 turned."""
    layout = Layout.create("a4", card=(44, 63))
    assert layout.landscape and (layout.cols, layout.rows) == (6, 3)


def test_a_wider_bleed_fits_fewer_cards():
    """Poker cards with 20 mm of bleed on Letter: (215.9 − 40) / 63.5 → 2 columns, (279.4 − 40) / 88.9 → 2 rows."""
    layout = Layout.create("letter", bleed=20, card=(63.5, 88.9))
    assert (layout.cols, layout.rows, layout.landscape) == (2, 2, False)


def test_a_card_that_fits_nowhere_is_a_spanish_error():
    with pytest.raises(ValueError) as error:
        Layout.create("a4", card=(210, 297))
    assert str(error.value) == "una carta de 210 × 297 mm con 3 mm de sangrado no cabe en una hoja A4"


def test_a_card_beside_an_empty_place_gets_its_whole_bleed_there():
    """A last sheet of 4 poker cards on A4 (cards butted, no gutter): a card shares no cut with an empty
    place, so its bleed runs the full 3 mm into it; between two cards each bleeds to the shared cut."""
    layout = Layout.create("a4", card=(63.5, 88.9))
    assert (layout.gutter_x, layout.gutter_y) == (0.0, 0.0)

    def sides(slot):  # left, top, right, bottom bleed around the trim box
        t, c = slot.trim, slot.clip
        return tuple(round(v, 6) for v in (t.x - c.x, t.y - c.y, c.right - t.right, c.y + c.h - t.y - t.h))

    slots = layout.slots(4)
    assert [sides(s) for s in slots] == [
        (3, 3, 0, 0),  # row 0, col 0: cards to its right and below
        (0, 3, 0, 3),  # row 0, col 1: nothing below
        (0, 3, 3, 3),  # row 0, col 2: the grid's edge on the right, nothing below
        (3, 0, 3, 3),  # row 1, col 0: nothing to its right nor below
    ]
    backs = layout.slots(4, mirrored=True)  # the same cards from behind: left and right swap
    assert [sides(s) for s in backs] == [(0, 3, 3, 0), (0, 3, 0, 3), (3, 3, 0, 3), (3, 0, 3, 3)]
    assert [sides(s) for s in layout.slots()][4] == (0, 0, 0, 0)  # a full sheet: the middle card shares every cut
