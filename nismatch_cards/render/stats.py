"""Set statistics for the HTML reference, and the inline SVG charts that show them.

Charts are plain SVG written here (no script, no chart library, nothing fetched), so the site
works offline from the file system.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from markupsafe import Markup, escape

from ..cards.model import Card, Deck
from ..games.nismatch.rules import Ruleset

STATS = ("pg", "fue", "def", "vel")
SERIES_COLOURS = ("#f5c518", "#e07b22", "#4aa3df", "#2f7d4f", "#a3342b", "#7d4fa0")


@dataclass
class SetStats:
    cards: int
    parts: int
    supports: int
    zones: list[dict]  # {id, name, count, hist: {stat: Counter}, mean: {stat: float}}
    car: list[dict]  # {label, generated, upkeep, abilities}
    rarity: list[dict]  # {id, name, parte, apoyo}
    tags: list[dict]  # {id, name, count}
    costs: Counter  # ability cost -> count
    decks: list[dict]  # {name, size, generated, upkeep, abilities}


def compute(cards: list[Card], ruleset: Ruleset, decks: list[Deck] | None = None) -> SetStats:
    parts = [c for c in cards if c.is_part]
    zones = []
    for zone in ruleset.zones:
        here = [c for c in parts if c.zone == zone.id]
        zones.append({
            "id": zone.id, "name": zone.name, "count": len(here),
            "hist": {s: Counter(c.stat(s) for c in here) for s in STATS + ("car",)},
            "mean": {s: (sum(c.stat(s) for c in here) / len(here) if here else 0.0) for s in STATS + ("car",)},
        })
    car = []
    for zone in ruleset.zones:
        here = [c for c in parts if c.zone == zone.id]
        car.append(_car_row(zone.name, here))
    car.append(_car_row("Apoyo", [c for c in cards if not c.is_part]))
    rarity = [{"id": r, "name": ruleset.rarity_names.get(r, r),
               "parte": sum(1 for c in parts if c.rarity == r),
               "apoyo": sum(1 for c in cards if not c.is_part and c.rarity == r)} for r in ruleset.rarities]
    tag_counts = Counter(a.tag for c in cards for a in c.abilities)
    tags = [{"id": t, "name": ruleset.tags[t].name, "count": tag_counts.get(t, 0)} for t in ruleset.tags]
    costs = Counter(a.ast.cost for c in cards for a in c.abilities if a.ast.cost is not None)
    by_id = {c.id: c for c in cards}
    deck_rows = []
    for deck in decks or []:
        copies = [by_id[i] for i in deck.card_list() if i in by_id]
        row = _car_row(deck.name, copies)
        row["size"] = deck.size
        deck_rows.append(row)
    return SetStats(len(cards), len(parts), len(cards) - len(parts), zones, car, rarity, tags, costs, deck_rows)


def _car_row(label: str, cards: list[Card]) -> dict:
    return {
        "label": label,
        "generated": sum(c.car for c in cards if c.car > 0),
        "upkeep": sum(-c.car for c in cards if c.car < 0),
        "abilities": sum(a.ast.cost or 0 for c in cards for a in c.abilities),
    }


# --- SVG ------------------------------------------------------------------------------------


def _svg(width: int, height: int, body: list[str], label: str) -> Markup:
    return Markup(
        f'<svg class="chart" viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" '
        f'aria-label="{escape(label)}" xmlns="http://www.w3.org/2000/svg">'
        f'<title>{escape(label)}</title>{"".join(body)}</svg>')


def bar_chart(label: str, bars: list[tuple[str, float]], width: int = 520, colour: str = "#4aa3df") -> Markup:
    """Horizontal bars, one per ``(label, value)``."""
    row, left = 22, 150
    height = row * len(bars) + 10
    top = max((v for _, v in bars), default=0) or 1
    body = []
    for i, (name, value) in enumerate(bars):
        y = 5 + i * row
        w = (width - left - 50) * value / top
        body.append(f'<text x="{left - 8}" y="{y + 14}" text-anchor="end" class="chart__label">{escape(name)}</text>')
        body.append(f'<rect x="{left}" y="{y + 2}" width="{w:.1f}" height="{row - 6}" fill="{colour}"><title>'
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
