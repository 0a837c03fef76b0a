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


def find_field(pack: Pack, field_id: str) -> Field | None:
    """The first field called ``field_id`` in any card type, top-level or inside lists and groups."""
    def walk(fields: Mapping[str, Field]) -> Iterable[Field]:
        for key, f in fields.items():
            if key == field_id:
                yield f
            yield from walk(f.items.fields if f.items is not None else f.fields)

    return next((f for t in pack.types.values() for f in walk(t.fields)), None)


def values_of(data: Any, field_id: str) -> list:
    """Every value written under ``field_id`` in a card's fields, at any depth (lists, groups)."""
    if isinstance(data, list):
        return [v for item in data for v in values_of(item, field_id)]
    if not isinstance(data, Mapping):
        return []
    found = []
    for key, value in data.items():
        if key == field_id:
            found += [v for v in (value if isinstance(value, list) else [value]) if not isinstance(v, (Mapping, list))]
        found += values_of(value, field_id)
    return found


def value_options(pack: Pack, field_id: str, present: Iterable) -> list[tuple[str, str]]:
    """``(value, label)`` of a field: every value of its enumeration, else the values cards have."""
    if field_id == "tipo":
        return [(t.id, t.name) for t in pack.types.values()]
    f = find_field(pack, field_id)
    kind = f.items.kind if f is not None and f.items is not None else (f.kind if f is not None else None)
    enum = (f.items.enum if f.items is not None else f.enum) if f is not None else None
    if kind == ENUM and enum in pack.enums:
        return [(v.id, v.name) for v in pack.enums[enum].values]
    if kind == BOOLEAN:
        return [("True", "sí"), ("False", "no")]
    values = set(present)
    item = f.items if f is not None and f.items is not None else f
    if kind == INTEGER and item.minimum is not None and item.maximum is not None \
            and item.maximum - item.minimum <= MAX_INTEGER_OPTIONS:
        values |= set(range(item.minimum, item.maximum + 1))  # the whole declared range, gaps included
    ordered = sorted(values, key=lambda v: (0, v, "") if kind == INTEGER and isinstance(v, int) else (1, 0, str(v)))
    return [(str(v), str(v)) for v in ordered]


def field_label(pack: Pack, field_id: str) -> str:
    if field_id == "tipo":
        return "Tipo"
    f = find_field(pack, field_id)
    return f.name if f is not None else field_id


def card_values(card, field_id: str) -> list:
    """The values of ``field_id`` on ``card`` (its type for «tipo»)."""
    return [card.type] if field_id == "tipo" else values_of(card.fields, field_id)


def counts_chart(pack: Pack, cards: list, field_id: str, title: str) -> Markup:
    """Bars: how many cards (or list items) have each value of ``field_id``, in the colours of its
    enumeration when its values have one."""
    from .faces import css_colour

    counts = Counter(str(v) for c in cards for v in card_values(c, field_id))
    options = value_options(pack, field_id, [v for c in cards for v in card_values(c, field_id)])
    f = find_field(pack, field_id)
    enum = pack.enums.get((f.items or f).enum) if f is not None else None
    colours = {v.id: css_colour(v.get("color")) for v in enum.values} if enum else {}
    return bar_chart(title, [(label, counts.get(value, 0), colours.get(value)) for value, label in options])


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
