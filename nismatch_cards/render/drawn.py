"""What a card's face shows once WeasyPrint has laid it out: its texts, where each one is drawn
and which field it prints, for ``nismatch validar --caras`` (NM198 a field the face does not show,
NM199 texts that overlap, NM200 text cut at an edge, NM243 a character no installed font draws).

Each face is drawn by its real template with its fields marked: a value printed as it is (a
number, a text, an enum's name…) comes out wrapped in ``<nm-campo data-k=ID>``, an inline element
that changes nothing of the layout; a value the template transforms (``| upper``, arithmetic) is
looked for by its words in the drawn text. Then the box tree tells what is drawn where, and what
a box with ``overflow: hidden`` or the card's edge cuts. Laying faces out costs tens of
milliseconds a card: ``construir`` does not, it keeps the cheap measurements of ``fitting.py``.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any, Iterator

from markupsafe import escape

from ..cards.model import CardSet
from ..cards.pack import BOOLEAN, GROUP, LIST, EnumValue, Field
from ..cards.packs import LoadedPack as GamePack
from .faces import Face, Text, shown
from .renderer import Renderer
from .resources import ResourceRefused, TemplateProblem, laid_out

PX_PER_MM = 96 / 25.4
#: How far (mm) a text may reach past a box that cuts it, or into another text, before it counts:
#: glyph boxes include the font's line gap, which overlaps harmlessly.
TOLERANCE = 0.4
_TAG = "nm-campo"
_OPEN = re.compile(rf"<{_TAG} data-k=[^>]*>|</{_TAG}>")
_ATTRIBUTE = re.compile(r"""=\s*("[^"]*"|'[^']*')""")


# --- fields marked ------------------------------------------------------------------------------


def _marked(key: str, text: str) -> str:
    return f"<{_TAG} data-k={key}>{escape(text)}</{_TAG}>"


class _Str(str):
    """A printed string that says which field it comes from when printed as it is."""

    key = ""

    def __html__(self) -> str:
        return _marked(self.key, str(self))


class _Int(int):
    key = ""

    def __html__(self) -> str:
        return _marked(self.key, str(self))


@dataclass(frozen=True)
class _Text(Text):
    key: str = ""

    def __html__(self) -> str:
        return f"<{_TAG} data-k={self.key}>{self.html}</{_TAG}>"


def _mark(value: Any, key: str) -> Any:
    """``value`` (a field ready to print) that prints inside a marker of field ``key``."""
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, Text):
        return _Text(value.raw, value.html, value.paragraphs, key)
    if isinstance(value, EnumValue):
        return EnumValue(value.id, _mark(value.name, key), value.attributes)
    if isinstance(value, int):
        marked: Any = _Int(value)
    elif isinstance(value, str):
        marked = _Str(value)
    elif isinstance(value, list):
        return [_mark(v, key) for v in value]
    elif isinstance(value, dict):
        return {k: _mark(v, f"{key}.{k}") for k, v in value.items()}
    else:
        return value
    marked.key = key
    return marked


def _unmark_attributes(html: str) -> str:
    """A marker printed inside an attribute (``class="coste-{{ f.fields.coste }}"``) taken out again."""
    return _ATTRIBUTE.sub(lambda m: _OPEN.sub("", m.group(0)) if _TAG in m.group(0) else m.group(0), html)


# --- the box tree -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Rect:
    """A rectangle on the card, in mm from its top left corner."""

    left: float
    top: float
    right: float
    bottom: float

    def overlap(self, other: "Rect") -> tuple[float, float]:
        """How far (mm) the two overlap across and down; negative where they are apart."""
        return min(self.right, other.right) - max(self.left, other.left), \
            min(self.bottom, other.bottom) - max(self.top, other.top)

    def inside(self, other: "Rect", tolerance: float = TOLERANCE) -> bool:
        return (self.left >= other.left - tolerance and self.top >= other.top - tolerance
                and self.right <= other.right + tolerance and self.bottom <= other.bottom + tolerance)

    def clipped(self, other: "Rect") -> "Rect":
        return Rect(max(self.left, other.left), max(self.top, other.top), min(self.right, other.right),
                    min(self.bottom, other.bottom))


@dataclass(frozen=True)
class Piece:
    """A run of text (or an image in a line) as drawn: its rectangle, the field it prints (or ``""``),
    the paragraph (block) it belongs to, the rectangle its boxes let show, and whether an
    ellipsis stands for what did not fit."""

    text: str
    rect: Rect
    field: str
    block: int
    clip: Rect
    ellipsis: bool = False
    image: bool = False
    missing: str = ""  # the characters no font had a glyph for (printed as empty boxes)

    @property
    def cut(self) -> bool:
        return self.ellipsis or not self.rect.inside(self.clip)

    @property
    def seen(self) -> bool:
        width, height = self.rect.overlap(self.clip)
        return width > 0 and height > 0


@dataclass
class DrawnFace:
    """A card's face as laid out: the face it was drawn from, the card's rectangle, its pieces."""

    face: Face
    card: Rect
    pieces: list[Piece] = field(default_factory=list)
    problem: str | None = None  # why its template could not draw it (``construir`` stops on it)

    def hidden(self) -> list[str]:
        """The fields with a value this face shows nowhere (see :func:`hidden_fields`)."""
        return hidden_fields(self.face, self)

    def overlaps(self) -> list[tuple[Piece, Piece]]:
        return overlaps(self)

    def missing_glyphs(self) -> list[tuple[Piece, str]]:
        """Texts with characters that no installed font draws, each with those characters."""
        return [(p, p.missing) for p in self.pieces if p.missing and p.seen]

    def cut(self) -> list[tuple[Piece, bool]]:
        """Texts cut, each with whether it is the card's edge that cuts it."""
        return [(p, not p.rect.inside(self.card)) for p in cut_texts(self)]

    @property
    def words(self) -> str:
        return _plain(" ".join(p.text for p in self.pieces if p.seen))


def _rect(box) -> Rect:
    """A box's border box on the card, in mm."""
    x, y, w, h = box.border_box_x(), box.border_box_y(), box.border_width(), box.border_height()
    return Rect(x / PX_PER_MM, y / PX_PER_MM, (x + w) / PX_PER_MM, (y + h) / PX_PER_MM)


def _ink(text_box) -> Rect:
    """Where a run of text puts ink: its line's width, from the top of its capitals and ascenders to the
    bottom of its descenders (the box itself also holds the font's line gap, which overlaps harmlessly)."""
    size = text_box.style["font_size"]
    baseline = text_box.content_box_y() + text_box.baseline
    x = text_box.content_box_x()
    return Rect(x / PX_PER_MM, (baseline - 0.76 * size) / PX_PER_MM, (x + text_box.width) / PX_PER_MM,
                (baseline + 0.24 * size) / PX_PER_MM)


def _visible(style) -> bool:
    colour = style["color"]
    return style["visibility"] == "visible" and getattr(colour, "alpha", 1) > 0 and style["font_size"] > 0


def _pieces(box, clip: Rect, key: str, block: int, ellipsis: bool, out: list[Piece]) -> None:
    from weasyprint.formatting_structure import boxes

    element = box.element
    if box.element_tag == _TAG and element is not None:
        key = element.get("data-k") or key
    if isinstance(box, (boxes.BlockContainerBox, boxes.FlexContainerBox)):
        block = id(box)
        ellipsis = box.style["text_overflow"] == "ellipsis"
    if isinstance(box, boxes.TextBox):
        if box.text.strip() and _visible(box.style):
            out.append(Piece(box.text.strip(), _ink(box), key, block, clip,
                             ellipsis and box.text.rstrip().endswith("…"), missing=_missing(box)))
        return
    if isinstance(box, boxes.InlineReplacedBox) and box.style["visibility"] == "visible":
        words = element.get("alt") or element.get("title") or "" if element is not None else ""
        out.append(Piece(words, _rect(box), key, block, clip, image=True))
        return
    if box.style["overflow"] != "visible" and not isinstance(box, boxes.InlineBox):
        x, y = box.padding_box_x(), box.padding_box_y()
        clip = clip.clipped(Rect(x / PX_PER_MM, y / PX_PER_MM, (x + box.padding_width()) / PX_PER_MM,
                                 (y + box.padding_height()) / PX_PER_MM))
    for child in getattr(box, "children", None) or ():
        _pieces(child, clip, key, block, ellipsis, out)


def _missing(text_box) -> str:
    """The characters of a laid-out run of text that its fonts, and every fallback font, lack: Pango
    marks their glyphs unknown, and WeasyPrint prints them as an empty box (.notdef)."""
    from weasyprint.text.ffi import ffi, pango

    layout = text_box.pango_layout
    layout.reactivate(text_box.style)  # laid out, WeasyPrint keeps only its text
    try:
        line, _ = layout.get_first_line()
        missing = []
        run = line.runs
        while run != ffi.NULL:
            glyphs = run.data.glyphs
            for info in glyphs.glyphs[0:glyphs.num_glyphs]:
                if info.glyph & pango.PANGO_GLYPH_UNKNOWN_FLAG and info.glyph != pango.PANGO_GLYPH_EMPTY:
                    missing.append(chr(info.glyph - pango.PANGO_GLYPH_UNKNOWN_FLAG))
            run = run.next
    finally:
        layout.deactivate()
    return "".join(dict.fromkeys(c for c in missing if not c.isspace()))


def _plain(text: str) -> str:
    """Letters and digits only, without accents or case: how a value is looked for in the drawn text."""
    folded = unicodedata.normalize("NFKD", text.casefold())
    return " ".join(re.findall(r"[^\W_]+", "".join(c for c in folded if not unicodedata.combining(c))))


def drawn_faces(card_set: CardSet, gp: GamePack, keys: list[str] | None = None) -> dict[str, DrawnFace]:
    """Every card of ``card_set`` (or those of ``keys``) laid out by its type's template with its fields
    marked; a card whose template fails has only its ``problem``, and the cards of a document whose
    resources fail are left out (building says why)."""
    renderer = Renderer(card_set, gp)
    for face in renderer.faces.values():
        face.__dict__["fields"] = {k: _mark(v, k) for k, v in face.fields.items()}
    found: dict[str, DrawnFace] = {}
    for size, keys in renderer.by_size(list(renderer.faces) if keys is None else keys):
        drawable = []
        for key in keys:
            try:
                renderer.face_html(key)
                drawable.append(key)
            except TemplateProblem as problem:
                found[key] = DrawnFace(renderer.faces[key], Rect(0, 0, size.width, size.height), problem=str(problem))
        if not drawable:
            continue
        html = _unmark_attributes(renderer.images_html(drawable, card_set.name, builtin=True))
        try:
            document = laid_out(html, renderer.reach)
        except (TemplateProblem, ResourceRefused):
            continue
        card = Rect(0, 0, size.width, size.height)
        for key, page in zip(drawable, document.pages):
            face = DrawnFace(renderer.faces[key], card)
            _pieces(page._page_box, card, "", 0, False, face.pieces)
            found[key] = face
    return found


# --- what the face shows ------------------------------------------------------------------------


def _leaves(value: Any, f: Field, key: str) -> Iterator[tuple[str, str]]:
    """``(field key, words)`` of every value a field holds that can be printed as words; an enum's
    value as its name, its id or any of its words (a symbol: ``simbolo: "א"``)."""
    if f.kind == BOOLEAN or isinstance(value, bool) or value is None:
        return
    if f.kind == GROUP and isinstance(value, dict):
        for sub_key, sub in f.fields.items():
            if sub_key in value:
                yield from _leaves(value[sub_key], sub, f"{key}.{sub_key}")
    elif f.kind == LIST and isinstance(value, list) and f.items is not None:
        for item in value:
            yield from _leaves(item, f.items, key)
    elif isinstance(value, EnumValue):
        for text in (value.name, value.id, *(v for v in value.attributes.values() if isinstance(v, str))):
            yield key, text
    else:
        yield key, shown(value)


def hidden_fields(face: Face, drawn: DrawnFace) -> list[str]:
    """The card's fields with a value that its drawn face shows nowhere, in the type's order
    (those the type says are printed otherwise or not at all, ``impreso``, are not looked for)."""
    marked = {p.field for p in drawn.pieces if p.field and p.seen}
    words = f" {drawn.words} "
    pieces = {f" {_plain(p.text)} " for p in drawn.pieces if p.seen}
    hidden = []
    for key, f in face.type.fields.items():
        value = face.fields.get(key)
        if value is None or f.printed is not True:
            continue
        leaves = list(_leaves(value, f, key))
        if not leaves:
            continue
        if any(k == key or k.startswith(key + ".") for k in marked):
            continue
        if any(_found(_plain(text), words, pieces) for _, text in leaves):
            continue
        hidden.append(key)
    return hidden


def _found(plain: str, words: str, pieces: set[str]) -> bool:
    """Whether a value's words are drawn: a short one («2», «Sí») as words of one text, a long one
    anywhere (a paragraph runs over several lines)."""
    if not plain:
        return False
    if len(plain) > 12 and f" {plain} " in words:
        return True
    return any(f" {plain} " in piece for piece in pieces)


def overlaps(drawn: DrawnFace) -> list[tuple[Piece, Piece]]:
    """Pairs of texts or inline icons (a badge's symbol) of different paragraphs drawn over each other (each
    pair once, in drawing order)."""
    found = []
    texts = [p for p in drawn.pieces if p.seen]
    for i, first in enumerate(texts):
        for second in texts[i + 1:]:
            if first.block == second.block:
                continue
            width, height = first.rect.clipped(first.clip).overlap(second.rect.clipped(second.clip))
            if width > TOLERANCE and height > TOLERANCE:
                found.append((first, second))
    return found


def cut_texts(drawn: DrawnFace) -> list[Piece]:
    """Texts that a box of the face, or the card's edge, cuts (or ends with «…» for what did not fit)."""
    return [p for p in drawn.pieces if not p.image and p.cut]

