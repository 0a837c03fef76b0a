"""Card faces of any game: the data each face is drawn from, and the text fitting its templates use.

A card type's face is the macro ``face(f)`` of its template (``plantilla`` in the pack), rendered
once; that markup feeds the PDF sheets, the print-shop file, the PNG images and the site. ``f`` is
a :class:`Face`: the card, its type and size, its number in the set, and its fields ready to print
(enum values as :class:`~nismatch_cards.cards.pack.EnumValue`, texts as escaped markup with the
pack's icons drawn where the text writes ``{icono}``), plus whatever the game's plug-in adds
(``face_extras``). WeasyPrint runs no scripts, so text is fitted here, by measuring it with the
font's own metrics: templates call :func:`fit_line` and :func:`fit_text` (Jinja globals).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import Any, Callable, Iterable, Mapping

from markupsafe import Markup, escape

from ..cards.fields import is_prototype
from ..cards.model import Card, CardSet
from ..cards.pack import ENUM, GROUP, LIST, RANGE, TEXT, Back, CardSize, CardType, EnumValue, Field
from .layout import mm
from ..cards.packs import LoadedPack as GamePack
from .resources import data_url, file_url, font_file, inside

#: Safe zone: nothing important closer than this to the cut (mm).
SAFE = 3.0
PT_PER_MM = 72 / 25.4
NAME_SIZES = (10.5, 10.0, 9.5, 9.0, 8.5, 8.0, 7.5, 7.0, 6.5, 6.0)
TEXT_SIZES = (8.0, 7.75, 7.5, 7.25, 7.0, 6.75, 6.5, 6.25, 6.0, 5.75, 5.5, 5.25, 5.0, 4.75, 4.5)
LINE_HEIGHT = 1.18
PARAGRAPH_GAP = 0.35  # em between paragraphs
_ICON = re.compile(r"\{(?:([1-9][0-9]?) )?([a-z0-9]+(?:[-_][a-z0-9]+)*)\}")  # «{2 rojo}»: the icon twice
_COLOUR = re.compile(r"^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,20})$")


# --- text measurement ---------------------------------------------------------------------


@lru_cache(maxsize=None)
def _font(style: str):
    from PIL import ImageFont

    pattern = {"regular": "DejaVu Sans Condensed", "bold": "DejaVu Sans Condensed:bold",
               "italic": "DejaVu Sans Condensed:italic"}[style]
    file = font_file(pattern)
    try:
        return ImageFont.truetype(file, 100) if file else None
    except OSError:
        return None


def text_width(text: str, size_pt: float, style: str = "regular") -> float:
    """Width of ``text`` in points at ``size_pt``; an estimate if the font is not installed."""
    font = _font(style)
    if font is None:
        return len(text) * size_pt * (0.58 if style == "bold" else 0.52)
    return font.getlength(text) * size_pt / 100


@dataclass(frozen=True)
class Run:
    """A piece of a paragraph: words of one style, or an unbreakable chip (a tag, a cost, an icon)."""

    text: str
    style: str = "regular"
    scale: float = 1.0
    chip: bool = False
    padding_pt: float = 0.0


def _lines(runs: Iterable[Run], size: float, width_pt: float) -> int:
    """Lines taken by ``runs`` wrapped greedily in ``width_pt`` (how browsers break at spaces)."""
    lines, used = 1, 0.0
    space = text_width(" ", size)
    for run in runs:
        pieces = [run.text] if run.chip else run.text.split()
        for piece in pieces:
            w = text_width(piece, size * run.scale, run.style) + run.padding_pt
            needed = w if used == 0 else used + space + w
            if needed > width_pt and used > 0:
                lines += 1
                used = w
            else:
                used = needed
    return lines


def paragraphs_height(paragraphs: list[list[Run]], size: float, width_pt: float) -> float:
    """Height in points of ``paragraphs`` set at ``size`` in a box ``width_pt`` wide."""
    height = 0.0
    for i, runs in enumerate(paragraphs):
        scale = max((r.scale for r in runs if not r.chip), default=1.0)
        height += _lines(runs, size, width_pt) * size * scale * LINE_HEIGHT
        if i:
            height += size * PARAGRAPH_GAP
    return height


@dataclass(frozen=True)
class Fit:
    """The font size (pt) chosen for a text box, and whether the text fits at it."""

    size: float
    fits: bool


def fit_size(paragraphs: list[list[Run]], width_mm: float, height_mm: float,
             sizes: tuple[float, ...] = TEXT_SIZES) -> Fit:
    """The largest size in ``sizes`` at which the paragraphs fit; the smallest, not fitting, if none does."""
    width_pt, height_pt = width_mm * PT_PER_MM * 0.97, height_mm * PT_PER_MM
    for size in sizes:
        if paragraphs_height(paragraphs, size, width_pt) <= height_pt:
            return Fit(size, True)
    return Fit(sizes[-1], False)


def fit_line(text: Any, width_mm: float, sizes: tuple[float, ...] = NAME_SIZES, style: str = "bold") -> float:
    """Jinja global: the largest size (pt) at which ``text`` fits on one line ``width_mm`` wide."""
    for size in sizes:
        if text_width(str(text), size, style) <= width_mm * PT_PER_MM:
            return size
    return sizes[-1]


def fit_text(*paragraphs: Any, width: float, height: float, sizes: tuple[float, ...] = TEXT_SIZES,
             style: str = "regular", scale: float = 1.0) -> Fit:
    """Jinja global: the size at which ``paragraphs`` fill a box ``width`` × ``height`` mm.

    Each argument is a :class:`Text` field, a plain string (set in ``style`` at ``scale``), a list
    of :class:`Run` (one paragraph a plug-in built), None (left out) or a list of those.
    """
    return fit_size(_paragraphs(paragraphs, style, scale), width, height, tuple(sizes))


def _paragraphs(items: Iterable[Any], style: str, scale: float) -> list[list[Run]]:
    found: list[list[Run]] = []
    for item in items:
        if item is None or item == "":
            continue
        if isinstance(item, Text):
            found += item.paragraphs
        elif isinstance(item, str):
            found += [[Run(line, style, scale)] for line in item.splitlines() if line.strip()]
        elif isinstance(item, (list, tuple)) and item and all(isinstance(r, Run) for r in item):
            found.append(list(item))
        elif isinstance(item, (list, tuple)):
            found += _paragraphs(item, style, scale)
        else:
            found.append([Run(str(item), style, scale)])
    return found


# --- fields ready to print ----------------------------------------------------------------------


@dataclass(frozen=True)
class Text:
    """A text field ready to print: ``html`` is escaped, with the pack's icons for ``{icono}``.

    Printed in a template (``{{ f.fields.texto }}``) it gives the markup; ``str()`` gives the text
    as written, and :func:`fit_text` measures its :attr:`paragraphs` (an icon counts as a chip).
    """

    raw: str
    html: Markup
    paragraphs: tuple[tuple[Run, ...], ...]

    def __html__(self) -> str:
        return str(self.html)

    def __str__(self) -> str:
        return self.raw

    def __bool__(self) -> bool:
        return bool(self.raw.strip())


def css_colour(value: Any, default: str = "") -> str:
    """Jinja global: ``value`` if it is a plain CSS colour (``#c0392b``, ``crimson``), else ``default``."""
    return value if isinstance(value, str) and _COLOUR.match(value) else default


def _luminance(colour: str) -> float:
    """WCAG relative luminance of ``#rgb`` or ``#rrggbb``."""
    digits = colour.lstrip("#")
    digits = "".join(c * 2 for c in digits) if len(digits) == 3 else digits[:6]
    channels = [int(digits[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def ink(background: Any) -> str:
    """Jinja global: black or white, whichever reads better on ``background`` (a ``#rrggbb`` colour,
    such as one a card gives): the better of the two always has at least 4.5:1 contrast (WCAG AA).
    White for anything that is not a hex colour."""
    colour = css_colour(background)
    if not colour.startswith("#") or len(colour.lstrip("#")) not in (3, 6, 8):
        return "#ffffff"
    return "#000000" if (_luminance(colour) + 0.05) / 0.05 >= 1.05 / (_luminance(colour) + 0.05) else "#ffffff"


class Icons:
    """The pack's icons as markup: a glyph in a span, or the pack's SVG file as an image."""

    def __init__(self, gp: GamePack):
        self.gp = gp

    def html(self, icon_id: str) -> Markup | None:
        icon = self.gp.pack.icons.get(icon_id)
        if icon is None:
            return None
        colour = css_colour(icon.color)
        style = Markup(' style="color: {}"').format(colour) if colour else Markup("")
        svg = self.gp.asset(icon.svg) if icon.svg else None
        if svg is not None:
            return Markup('<img class="icon icon--{}" src="{}" alt="{}" title="{}">').format(
                icon.id, data_url(svg), icon.name, icon.name)
        return Markup('<span class="icon icon--{}" title="{}"{}>{}</span>').format(
            icon.id, icon.name, style, icon.glyph or icon.name)

    def text(self, raw: str, icons: bool = True) -> Text:
        """``raw`` as a :class:`Text`: escaped, line breaks kept, ``{id}`` drawn when ``icons`` (``{N id}``: N times)."""
        html, paragraphs = [], []
        for line in raw.split("\n"):
            pieces, runs = [], []
            last = 0
            for match in _ICON.finditer(line) if icons else ():
                drawn = self.html(match.group(2))
                if drawn is None:
                    continue  # not an icon of the pack: the text keeps it as written
                times = int(match.group(1) or 1)
                before = line[last:match.start()]
                icon = self.gp.pack.icons[match.group(2)]
                pieces += [escape(before), *[drawn] * times]
                runs += ([Run(before)] if before.strip() else []) + [Run(icon.glyph or icon.name, chip=True,
                                                                         padding_pt=1.0)] * times
                last = match.end()
            rest = line[last:]
            pieces.append(escape(rest))
            runs += [Run(rest)] if rest.strip() else []
            html.append(Markup("").join(pieces))
            if runs:
                paragraphs.append(tuple(runs))
        return Text(raw, Markup("<br>").join(html), tuple(paragraphs))


def range_text(value: Any) -> str:
    """A «rango» as printed: ``1-3``, or ``2`` when both ends are the same."""
    low, high = getattr(value, "low", None), getattr(value, "high", None)
    if low is None:
        return str(value)
    return f"{low}" if low == high else f"{low}-{high}"


class FieldPrinter:
    """Turns a card's field values into what templates print (see :class:`Face`)."""

    def __init__(self, gp: GamePack):
        self.gp = gp
        self.icons = Icons(gp)
        self.languages = (gp.hook("languages") or dict)()  # texts written in a game's own language

    def value(self, f: Field, value: Any, prototype: bool = False) -> Any:
        """``value`` of field ``f`` as printed; in a prototype group, a language's text as written."""
        pack = self.gp.pack
        if f.kind == ENUM:
            return pack.enum_value(f.enum, value) or EnumValue(str(value), str(value))
        if f.kind == TEXT:
            style = pack.text_styles.get(f.style) if f.style else None
            language = self.languages.get(style.language) if style and style.language and not prototype else None
            text = language.canonical(str(value), pack) if language is not None else str(value)
            return self.icons.text(text, style.icons if style else True)
        if f.kind == LIST and f.items is not None:
            return [self.value(f.items, v, prototype) for v in value or ()]
        if f.kind == GROUP:
            prototype = prototype or is_prototype(f, value)
            return {k: self.value(sub, value[k], prototype) for k, sub in f.fields.items() if k in (value or {})}
        if f.kind == RANGE:
            return range_text(value)
        return value


def shown(value: Any) -> str:
    """A display value as plain words (search, captions): names of enum values, texts as written."""
    if isinstance(value, EnumValue):
        return value.name
    if isinstance(value, bool):
        return "sí" if value else "no"
    if isinstance(value, list):
        return " ".join(shown(v) for v in value)
    if isinstance(value, dict):
        return " ".join(shown(v) for v in value.values())
    return str(value)


# --- faces ------------------------------------------------------------------------------------


@dataclass
class Face:
    """Everything a card face template needs.

    ``fields`` holds the card's fields ready to print, by id: numbers as written, enum values as
    ``EnumValue`` (``.id``, ``.name``, ``.get("color")``), lists of them (cost pips), texts as
    :class:`Text`, groups as dicts, ranges as «1-3». ``extras`` is what the game's plug-in adds.
    """

    card: Card
    type: CardType
    size: CardSize
    number: int
    total: int
    card_set: CardSet
    gp: GamePack = field(repr=False)
    printer: FieldPrinter = field(repr=False)
    art_url: str | None = None
    extras: Mapping[str, Any] = field(default_factory=dict)

    @property
    def id(self) -> str:
        return self.card.id

    @property
    def name(self) -> str:
        return self.card.name

    @property
    def set_code(self) -> str:
        return self.card_set.code

    @property
    def set_name(self) -> str:
        return self.card_set.name

    @property
    def set_version(self) -> str:
        """The set's version as printed: «v1.0» (faces carry it so that printed proofs can be told apart)."""
        return self.card_set.version_label

    @property
    def pack(self):
        return self.gp.pack

    @cached_property
    def fields(self) -> dict[str, Any]:
        prototype = "prototipo" in self.type.fields and self.card.fields.get("prototipo") is True  # the whole card
        return {k: self.printer.value(f, self.card.fields[k], prototype)
                for k, f in self.type.fields.items() if self.card.fields.get(k) is not None}

    def entries(self, group: str | None = None) -> list[tuple[Field, Any]]:
        """``(field, value)`` of the card's fields in the type's order (of group ``group``'s fields)."""
        fields, values = self.type.fields, self.fields
        if group is not None:
            fields, values = self.type.fields[group].fields, self.fields.get(group) or {}
        return [(f, values[k]) for k, f in fields.items() if k in values]


@dataclass
class BackFace:
    """What a back template (macro ``back(b)``) draws: a back of the pack at one card size."""

    back: Back | None
    size: CardSize
    card_set: CardSet
    pack: Any
    image_url: str | None = None


def card_order(card_set: CardSet, gp: GamePack) -> list[Card]:
    """The set's cards in print order: by type as the pack lists them, then as the game's plug-in
    sorts them inside a type (``sort_key``; NISMATCH: Partes by zone), then as written."""
    types = {t: i for i, t in enumerate(gp.pack.types)}
    sort_key = gp.hook("sort_key") or (lambda card, pack: ())
    written = {card.id: i for i, card in enumerate(card_set.cards.values())}
    return sorted(card_set.cards.values(),
                  key=lambda c: (types.get(c.type, len(types)), sort_key(c, gp.pack), written[c.id]))


def build_faces(card_set: CardSet, gp: GamePack,
                art_url: Callable[[Card], str | None] | None = None) -> dict[str, Face]:
    """A :class:`Face` for every card of ``card_set``, numbered in print order. ``art_url`` gives
    the URL of a card's art (the site's copy); by default, the file itself."""
    cards = card_order(card_set, gp)
    art_url = art_url or (lambda card: file_url(card.art))
    printer = FieldPrinter(gp)
    extras = gp.hook("face_extras")
    faces = {}
    for number, card in enumerate(cards, 1):
        card_type = gp.pack.types[card.type]
        faces[card.id] = Face(card, card_type, gp.pack.sizes[card_type.size], number, len(cards), card_set, gp,
                              printer, art_url(card),
                              extras(card, gp.pack) if extras else {})
    return faces


def card_zoom(size: CardSize, longest: float = 88.9) -> float:
    """Jinja global: the zoom that shows a card no larger than a poker card on screen."""
    return round(min(1.0, longest / max(size.width, size.height)), 3)


def template_globals(gp: GamePack) -> dict[str, Any]:
    """What every face, back and page template may call besides its data."""
    icons = Icons(gp)
    return {"fit_line": fit_line, "fit_text": fit_text, "Run": Run, "css_colour": css_colour, "ink": ink, "icon": icons.html,
            "card_zoom": card_zoom, "mm": mm, "SAFE": SAFE, "NAME_SIZES": NAME_SIZES, "TEXT_SIZES": TEXT_SIZES}
