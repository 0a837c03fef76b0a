"""Set statistics for the HTML reference, and the inline SVG charts that show them.

The generic statistics page charts, for each set, how many cards have each value of the fields
the pack names in ``sitio.graficos``. Charts are plain SVG written here (no script, no chart
library, nothing fetched), so the site works offline from the file system.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Iterable, Mapping

from markupsafe import Markup, escape

from ..cards.pack import BOOLEAN, ENUM, INTEGER, Field, Pack

SERIES_COLOURS = ("#f5c518", "#e07b22", "#4aa3df", "#2f7d4f", "#a3342b", "#7d4fa0")
#: An integer field with at most this many values lists all of them (a chart shows the gaps).
MAX_INTEGER_OPTIONS = 20


class PackFields:
    """Where each field id sits in each card type of a pack (top level, or inside lists and groups),
    to read a card's values of a field, the values a field may take, and its printed name."""

    def __init__(self, pack: Pack):
        self.pack = pack
        self._paths: dict[tuple[str, str], list[tuple[str, ...]]] = {}
        self._fields: dict[str, Field | None] = {}

    def field(self, field_id: str) -> Field | None:
        """The first field called ``field_id`` in the pack's card types."""
        if field_id not in self._fields:
            self._fields[field_id] = next((f for t in self.pack.types.values() for f in _walk(t.fields, field_id)), None)
        return self._fields[field_id]

    def values(self, card, field_id: str) -> list:
        """The values of ``field_id`` on ``card`` (its type for «tipo»); each item of a list. A
        ``booleano`` its type declares but the card leaves out is false (so «no» filters and counts it)."""
        if field_id == "tipo":
            return [card.type]
        key = (card.type, field_id)
        if key not in self._paths:
            card_type = self.pack.types.get(card.type)
            self._paths[key] = _paths(card_type.fields, field_id) if card_type else []
        f = self.field(field_id)
        absent = False if f is not None and f.kind == BOOLEAN else None
        found: list = []
        for path in self._paths[key]:
            _follow(card.fields, path, found, absent)
        return found

    def label(self, field_id: str) -> str:
        f = self.field(field_id)
        return "Tipo" if field_id == "tipo" else (f.name if f is not None else field_id)

    def options(self, field_id: str, present: Iterable = ()) -> list[tuple[str, str]]:
        """``(value, label)`` a field may take: its enumeration's values, else the values ``present``
        (and every integer of a short declared range)."""
        if field_id == "tipo":
            return [(t.id, t.name) for t in self.pack.types.values()]
        item = _item(self.field(field_id))
        kind = item.kind if item is not None else None
        if kind == ENUM and item.enum in self.pack.enums:
            return [(v.id, v.name) for v in self.pack.enums[item.enum].values]
        if kind == BOOLEAN:
            return [("True", "sí"), ("False", "no")]
        values = set(present)
        if kind == INTEGER and item.minimum is not None and item.maximum is not None \
                and item.maximum - item.minimum <= MAX_INTEGER_OPTIONS:
            values |= set(range(item.minimum, item.maximum + 1))  # the whole declared range, gaps included
        ordered = sorted(values, key=lambda v: (0, v, "") if isinstance(v, int) else (1, 0, str(v)))
        return [(str(v), str(v)) for v in ordered]

    def colours(self, field_id: str) -> dict[str, str]:
        """The colour of each value of an enumeration field whose values have one."""
        from .faces import css_colour

        item = _item(self.field(field_id))
        enum = self.pack.enums.get(item.enum) if item is not None and item.enum else None
        return {v.id: css_colour(v.get("color")) for v in enum.values} if enum else {}

    def chart(self, cards: list, field_id: str, title: str) -> Markup:
        """Bars: how many cards (or list items) have each value of ``field_id``, in the colours of
        its enumeration when its values have one."""
        present = [v for c in cards for v in self.values(c, field_id)]
        counts = Counter(str(v) for v in present)
        colours = self.colours(field_id)
        return bar_chart(title, [(label, counts.get(value, 0), colours.get(value))
                                 for value, label in self.options(field_id, present)])


def _item(f: Field | None) -> Field | None:
    """A field, or the field of its items when it is a list."""
    return f.items if f is not None and f.items is not None else f


def _walk(fields: Mapping[str, Field], field_id: str) -> Iterable[Field]:
    for key, f in fields.items():
        if key == field_id:
            yield f
        yield from _walk(f.items.fields if f.items is not None else f.fields, field_id)


def _paths(fields: Mapping[str, Field], field_id: str) -> list[tuple[str, ...]]:
    """Every path of keys from a card's fields down to ``field_id`` (lists are walked through)."""
    found = []
    for key, f in fields.items():
        if key == field_id:
            found.append((key,))
        found += [(key,) + path for path in _paths(f.items.fields if f.items is not None else f.fields, field_id)]
    return found


def _follow(data: Any, path: tuple[str, ...], found: list, absent: Any = None) -> None:
    """The values at ``path`` below ``data`` into ``found``; a last key left out counts as ``absent``
    unless that is None."""
    if isinstance(data, list):
        for item in data:
            _follow(item, path, found, absent)
        return
    if not path:
        found.append(data)
        return
    value = data.get(path[0]) if hasattr(data, "get") else None
    if value is None and len(path) == 1:
        value = absent
    if value is not None:
        _follow(value, path[1:], found, absent)


# --- SVG ------------------------------------------------------------------------------------


def _svg(width: int, height: int, body: list[str], label: str) -> Markup:
    return Markup(
        f'<svg class="chart" viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" '
        f'aria-label="{escape(label)}" xmlns="http://www.w3.org/2000/svg">'
        f'<title>{escape(label)}</title>{"".join(body)}</svg>')


def bar_chart(label: str, bars: list[tuple], width: int = 520, colour: str = "#4aa3df") -> Markup:
    """Horizontal bars, one per ``(label, value)`` or ``(label, value, colour)``."""
    row, left = 22, 150
    height = row * len(bars) + 10
    top = max((bar[1] for bar in bars), default=0) or 1
    body = []
    for i, (name, value, *own) in enumerate(bars):
        y = 5 + i * row
        w = (width - left - 50) * value / top
        fill, edge = (own[0], ' stroke="#555" stroke-width="0.5"') if own and own[0] else (colour, "")
        body.append(f'<text x="{left - 8}" y="{y + 14}" text-anchor="end" class="chart__label">{escape(name)}</text>')
        body.append(f'<rect x="{left}" y="{y + 2}" width="{w:.1f}" height="{row - 6}" fill="{fill}"{edge}><title>'
                    f'{escape(name)}: {value:g}</title></rect>')
        body.append(f'<text x="{left + w + 6:.1f}" y="{y + 14}" class="chart__value">{value:g}</text>')
    return _svg(width, height, body, label)


def grouped_bars(label: str, groups: list[str], series: list[tuple[str, list[float]]], width: int = 640,
                 height: int = 240) -> Markup:
    """Vertical bars: for each group (x axis) one bar per series, with a legend."""
    left, bottom, top_pad = 36, 48, 26
    plot_h = height - bottom - top_pad
    top = max((v for _, values in series for v in values), default=0) or 1
    group_w = (width - left - 10) / max(1, len(groups))
    bar_w = max(4.0, (group_w - 12) / max(1, len(series)))
    body = [f'<line x1="{left}" y1="{top_pad + plot_h}" x2="{width - 5}" y2="{top_pad + plot_h}" class="chart__axis"/>']
    for tick in _ticks(top):
        y = top_pad + plot_h - plot_h * tick / top
        body.append(f'<line x1="{left}" y1="{y:.1f}" x2="{width - 5}" y2="{y:.1f}" class="chart__grid"/>')
        body.append(f'<text x="{left - 5}" y="{y + 4:.1f}" text-anchor="end" class="chart__tick">{tick:g}</text>')
    for g, name in enumerate(groups):
        x0 = left + g * group_w + 6
        for s, (series_name, values) in enumerate(series):
            value = values[g]
            h = plot_h * value / top
            x = x0 + s * bar_w
            body.append(f'<rect x="{x:.1f}" y="{top_pad + plot_h - h:.1f}" width="{bar_w - 2:.1f}" height="{h:.1f}" '
                        f'fill="{SERIES_COLOURS[s % len(SERIES_COLOURS)]}"><title>{escape(name)} · '
                        f'{escape(series_name)}: {value:g}</title></rect>')
        body.append(f'<text x="{x0 + group_w / 2 - 6:.1f}" y="{top_pad + plot_h + 16}" text-anchor="middle" '
                    f'class="chart__label">{escape(name)}</text>')
    x = left
    for s, (series_name, _) in enumerate(series):
        body.append(f'<rect x="{x}" y="6" width="12" height="12" fill="{SERIES_COLOURS[s % len(SERIES_COLOURS)]}"/>')
        body.append(f'<text x="{x + 16}" y="16" class="chart__legend">{escape(series_name)}</text>')
        x += 24 + 7 * len(series_name)
    return _svg(width, height, body, label)


def histogram(label: str, counts: Counter, low: int, high: int, width: int = 150, height: int = 70) -> Markup:
    """A small histogram of integer values from ``low`` to ``high``."""
    values = list(range(low, high + 1))
    top = max(counts.values(), default=0) or 1
    bottom = 14
    bar_w = (width - 4) / max(1, len(values))
    body = []
    for i, v in enumerate(values):
        n = counts.get(v, 0)
        h = (height - bottom - 4) * n / top
        x = 2 + i * bar_w
        body.append(f'<rect x="{x:.1f}" y="{height - bottom - h:.1f}" width="{max(1.0, bar_w - 1):.1f}" '
                    f'height="{h:.1f}" class="chart__bar"><title>{v}: {n}</title></rect>')
        if len(values) <= 9 or v % 2 == 0:
            body.append(f'<text x="{x + bar_w / 2:.1f}" y="{height - 3}" text-anchor="middle" '
                        f'class="chart__tick">{v}</text>')
    return _svg(width, height, body, label)


def _ticks(top: float) -> list[float]:
    step = 1
    for candidate in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500):
        step = candidate
        if top / candidate <= 5:
            break
    return [step * k for k in range(1, int(top // step) + 1)]
