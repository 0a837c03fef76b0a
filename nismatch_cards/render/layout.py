"""Sheet geometry for print-and-play: where each card, its bleed and its crop marks go (mm).

All positions are measured from the top-left corner of the page, in millimetres, and are the
single source of truth: the templates place cards and marks from them and the tests check the
PDF against them.

A sheet holds cards of one size: as many columns and rows as fit with their bleed (poker cards:
3 × 3 on A4 and Letter), centred on the page; the page is turned to landscape when that fits more
(a 210 × 148 mm fighter sheet). When there is room (page margin left for the crop marks plus a
printer's unprintable border), neighbouring cards are spaced by twice the bleed so every card has
its full bleed; otherwise they are butted and share cut lines (the frame colour at the edge of
every face is the same, so a slightly-off cut still looks clean), and only the outer edges of the
grid carry bleed.
"""
from __future__ import annotations

from dataclasses import dataclass

PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
PAPER_NAMES = {"a4": "A4", "letter": "Carta (Letter)"}
#: The word ``--papel`` takes for each paper: «carta», the Spanish name of US Letter («letter» is accepted too).
PAPER_WORDS = {"a4": "a4", "carta": "letter"}
#: Poker size (mm), the size of a card when none is given.
POKER = (63.5, 88.9)
#: Border most home printers cannot print on (mm); marks are kept inside it when choosing gutters.
PRINTER_MARGIN = 4.0
#: Width of a crop mark line (mm, ≈ 0.4 pt).
MARK_WIDTH = 0.15
DEFAULT_BLEED = 3.0
DEFAULT_CROP_LENGTH = 5.0
DEFAULT_CROP_GAP = 1.0  # default offset beyond the bleed edge


def mm(value: float) -> str:
    """A length for a Spanish message: ``63,5``."""
    return f"{value:g}".replace(".", ",")


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def grow(self, amount: float) -> "Rect":
        return Rect(self.x - amount, self.y - amount, self.w + 2 * amount, self.h + 2 * amount)


@dataclass(frozen=True)
class Mark:
    """A crop mark: a line segment on the page (x1, y1) → (x2, y2), horizontal or vertical."""

    x1: float
    y1: float
    x2: float
    y2: float

    @property
    def vertical(self) -> bool:
        return self.x1 == self.x2

    def rect(self, width: float = MARK_WIDTH) -> Rect:
        """The filled rectangle drawn for this mark, centred on its line."""
        if self.vertical:
            return Rect(self.x1 - width / 2, min(self.y1, self.y2), width, abs(self.y2 - self.y1))
        return Rect(min(self.x1, self.x2), self.y1 - width / 2, abs(self.x2 - self.x1), width)


@dataclass(frozen=True)
class Slot:
    """One card on a sheet: its trim box, the part of its bleed that is drawn, and grid place."""

    index: int
    row: int
    col: int
    trim: Rect
    clip: Rect


@dataclass(frozen=True)
class Layout:
    paper: str
    page_w: float  # of the page as laid out: wider than tall when turned to landscape
    page_h: float
    bleed: float
    crop_length: float
    crop_offset: float
    gutter_x: float
    gutter_y: float
    left: float
    top: float
    card_w: float = POKER[0]
    card_h: float = POKER[1]
    cols: int = 3
    rows: int = 3

    @property
    def per_page(self) -> int:
        return self.cols * self.rows

    @property
    def landscape(self) -> bool:
        return self.page_w > self.page_h

    @classmethod
    def create(cls, paper: str = "a4", bleed: float = DEFAULT_BLEED, crop_length: float = DEFAULT_CROP_LENGTH,
               crop_offset: float | None = None, card: tuple[float, float] = POKER) -> "Layout":
        """The sheet for cards ``card`` (width, height in mm) on ``paper``; ``ValueError`` (in Spanish)
        when the options make no sense or not one card fits."""
        if paper not in PAPERS:
            raise ValueError(f"papel desconocido «{paper}»: usa {', '.join(PAPERS)}")
        if bleed < 0 or crop_length < 0 or (crop_offset is not None and crop_offset < 0):
            raise ValueError("el sangrado y las marcas de corte no pueden ser negativos")
        card_w, card_h = card
        width, height = PAPERS[paper]
        offset = bleed + DEFAULT_CROP_GAP if crop_offset is None else crop_offset

        def count(page: float, size: float) -> int:
            return max(0, int((page - 2 * bleed + 1e-9) // size))

        portrait = count(width, card_w) * count(height, card_h)
        turned = count(height, card_w) * count(width, card_h)
        page_w, page_h = (height, width) if turned > portrait else (width, height)
        cols, rows = count(page_w, card_w), count(page_h, card_h)
        if cols * rows == 0:
            raise ValueError(f"una carta de {mm(card_w)} × {mm(card_h)} mm con {mm(bleed)} mm de sangrado no cabe "
                             f"en una hoja {PAPER_NAMES[paper]}")

        def gutter(page: float, size: float, n: int) -> float:
            spaced = n * size + (n - 1) * 2 * bleed
            margin = (page - spaced) / 2
            return 2 * bleed if bleed and margin >= max(offset, bleed) + crop_length + PRINTER_MARGIN else 0.0

        gx, gy = gutter(page_w, card_w, cols), gutter(page_h, card_h, rows)
        grid_w = cols * card_w + (cols - 1) * gx
        grid_h = rows * card_h + (rows - 1) * gy
        return cls(paper, page_w, page_h, bleed, crop_length, offset, gx, gy,
                   (page_w - grid_w) / 2, (page_h - grid_h) / 2, card_w, card_h, cols, rows)

    # --- cards -----------------------------------------------------------------------------

    def trim(self, row: int, col: int) -> Rect:
        return Rect(self.left + col * (self.card_w + self.gutter_x),
                    self.top + row * (self.card_h + self.gutter_y), self.card_w, self.card_h)

    def _clip(self, row: int, col: int, trim: Rect, filled: int) -> Rect:
        """The trim box grown by the bleed, but only half-way into a gap shared with a neighbour: a card
        with no neighbour on a side (the edge of the grid, or an empty place of a sheet's last row or
        column, the first ``filled`` places being taken) gets its whole bleed there."""
        def side(neighbour: tuple[int, int], gap: float) -> float:
            r, c = neighbour
            taken = 0 <= r < self.rows and 0 <= c < self.cols and r * self.cols + c < filled
            return min(self.bleed, gap / 2) if taken else self.bleed

        left = side((row, col - 1), self.gutter_x)
        right = side((row, col + 1), self.gutter_x)
        top = side((row - 1, col), self.gutter_y)
        bottom = side((row + 1, col), self.gutter_y)
        return Rect(trim.x - left, trim.y - top, trim.w + left + right, trim.h + top + bottom)

    def slots(self, count: int | None = None, mirrored: bool = False, offset: tuple[float, float] = (0, 0)) -> list[Slot]:
        """The first ``count`` places of a sheet, row by row.

        ``mirrored`` gives the back of the sheet for long-edge duplex: the card printed at column
        ``c`` on the face is at column ``cols - 1 - c`` on the back. ``offset`` (mm, x and y)
        moves everything to compensate a printer that does not line the two sides up.
        """
        dx, dy = offset
        filled = self.per_page if count is None else count
        slots = []
        for index in range(filled):
            row, col = divmod(index, self.cols)
            place = self.cols - 1 - col if mirrored else col
            trim = self.trim(row, place)
            clip = self._clip(row, col, trim, filled)
            if mirrored:  # the back of the same card: its sides swap left for right
                clip = Rect(2 * trim.x + trim.w - clip.right, clip.y, clip.w, clip.h)
            slots.append(Slot(index, row, col, Rect(trim.x + dx, trim.y + dy, trim.w, trim.h),
                              Rect(clip.x + dx, clip.y + dy, clip.w, clip.h)))
        return slots

    # --- cut lines and marks ------------------------------------------------------------------

    def cut_xs(self) -> list[float]:
        xs = []
        for col in range(self.cols):
            rect = self.trim(0, col)
            xs += [rect.x, rect.right]
        return sorted(set(round(x, 6) for x in xs))

    def cut_ys(self) -> list[float]:
        ys = []
        for row in range(self.rows):
            rect = self.trim(row, 0)
            ys += [rect.y, rect.bottom]
        return sorted(set(round(y, 6) for y in ys))

    @property
    def grid(self) -> Rect:
        first, last = self.trim(0, 0), self.trim(self.rows - 1, self.cols - 1)
        return Rect(first.x, first.y, last.right - first.x, last.bottom - first.y)

    def marks(self) -> list[Mark]:
        """Crop marks in the margins, one pair per cut line, stopping ``crop_offset`` short of the
        card and never running off the page."""
        grid = self.grid
        marks = []
        if self.crop_length <= 0:
            return marks
        top_start, bottom_start = grid.y - self.crop_offset, grid.bottom + self.crop_offset
        left_start, right_start = grid.x - self.crop_offset, grid.right + self.crop_offset
        top_end = max(0.0, top_start - self.crop_length)
        bottom_end = min(self.page_h, bottom_start + self.crop_length)
        left_end = max(0.0, left_start - self.crop_length)
        right_end = min(self.page_w, right_start + self.crop_length)
        for x in self.cut_xs():
            if top_start - top_end > 0.3:
                marks.append(Mark(x, top_end, x, top_start))
            if bottom_end - bottom_start > 0.3:
                marks.append(Mark(x, bottom_start, x, bottom_end))
        for y in self.cut_ys():
            if left_start - left_end > 0.3:
                marks.append(Mark(left_end, y, left_start, y))
            if right_end - right_start > 0.3:
                marks.append(Mark(right_start, y, right_end, y))
        return marks
