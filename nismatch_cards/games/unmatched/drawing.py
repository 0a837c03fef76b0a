"""Battlefields drawn: an SVG at playing size (the reference site, the print-and-play PDF, the Tabletop
Simulator board) and plain text for the terminal (``jugar``).

The SVG's unit is the millimetre of the printed board: spaces are circles filled with their zone's
colour, split in halves or thirds when a space is in two or three zones, with a white ring; adjacency
is a line between centres; a start space carries its number on a white disc; every space its id.
The text drawing places each space at its position scaled to characters, with the connections
between them, and lists the zones, the start spaces and the fighters below.
"""
from __future__ import annotations

import math
from html import escape
from typing import Mapping

from .board import Battlefield
from .maps import BattlefieldMap

BOARD_COLOUR = "#f3ecd9"
LINE_COLOUR = "#5b5346"
INK = "#1f1c18"


def _wedge(cx: float, cy: float, r: float, start: float, end: float) -> str:
    """An SVG path of the circle's sector from angle ``start`` to ``end`` (radians, clockwise from up)."""
    x0, y0 = cx + r * math.sin(start), cy - r * math.cos(start)
    x1, y1 = cx + r * math.sin(end), cy - r * math.cos(end)
    large = 1 if end - start > math.pi else 0
    return f"M{cx:.2f},{cy:.2f} L{x0:.2f},{y0:.2f} A{r:.2f},{r:.2f} 0 {large} 1 {x1:.2f},{y1:.2f} Z"


def battlefield_svg(board: BattlefieldMap, fighters: Mapping[str, str] | None = None, *,
                    title: bool = True) -> str:
    """The map as a standalone SVG document, ``width``×``height`` mm; ``fighters`` (space id → a
    short label) marks who stands where."""
    field, r = board.battlefield, board.diameter / 2
    w, h = board.width, board.height
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:g}mm" height="{h:g}mm" viewBox="0 0 {w:g} {h:g}" '
           f'role="img" aria-label="{escape(board.name)}" class="campo-de-batalla">']
    if title:
        out.append(f"<title>{escape(board.name)}</title>")
    out.append(f'<rect x="0" y="0" width="{w:g}" height="{h:g}" fill="{BOARD_COLOUR}"/>')
    out.append(f'<rect x="2" y="2" width="{w - 4:g}" height="{h - 4:g}" fill="none" stroke="{LINE_COLOUR}" '
               f'stroke-width="1"/>')
    out.append(f'<g stroke="{LINE_COLOUR}" stroke-width="{max(1.5, r / 7):.2f}" stroke-linecap="round">')
    for a, b in _edges(field):
        sa, sb = field.spaces[a], field.spaces[b]
        out.append(f'<line x1="{sa.x:g}" y1="{sa.y:g}" x2="{sb.x:g}" y2="{sb.y:g}"/>')
    out.append("</g>")
    for space in field.spaces.values():
        zones = sorted(space.zones, key=list(board.zones).index)
        colours = [board.zones[z].colour for z in zones]
        names = ", ".join(board.zones[z].name for z in zones)
        out.append(f'<g class="casilla" data-casilla="{escape(space.id)}"><title>{escape(space.id)}: {escape(names)}'
                   f'{f" (casilla inicial {space.start})" if space.start else ""}</title>')
        if len(colours) == 1:
            out.append(f'<circle cx="{space.x:g}" cy="{space.y:g}" r="{r:g}" fill="{colours[0]}"/>')
        else:
            step = 2 * math.pi / len(colours)
            offset = -math.pi / 2 if len(colours) == 2 else 0.0  # halves split top to bottom
            for i, colour in enumerate(colours):
                out.append(f'<path d="{_wedge(space.x, space.y, r, offset + i * step, offset + (i + 1) * step)}" '
                           f'fill="{colour}"/>')
        out.append(f'<circle cx="{space.x:g}" cy="{space.y:g}" r="{r - 0.9:g}" fill="none" stroke="#ffffff" '
                   f'stroke-width="1.8"/>')
        out.append(f'<circle cx="{space.x:g}" cy="{space.y:g}" r="{r:g}" fill="none" stroke="{INK}" stroke-width="0.6"/>')
        if space.start is not None:
            out.append(f'<circle cx="{space.x:g}" cy="{space.y - r * 0.12:g}" r="{r * 0.42:.2f}" fill="#ffffff" '
                       f'stroke="{INK}" stroke-width="0.8"/>')
            out.append(f'<text x="{space.x:g}" y="{space.y - r * 0.12:g}" font-size="{r * 0.6:.2f}" '
                       f'font-weight="bold" text-anchor="middle" dominant-baseline="central" fill="{INK}" '
                       f'font-family="sans-serif">{space.start}</text>')
        label = fighters.get(space.id) if fighters else None
        if label:
            out.append(f'<circle cx="{space.x:g}" cy="{space.y:g}" r="{r * 0.55:.2f}" fill="{INK}"/>')
            out.append(f'<text x="{space.x:g}" y="{space.y:g}" font-size="{r * 0.45:.2f}" text-anchor="middle" '
                       f'dominant-baseline="central" fill="#ffffff" font-family="sans-serif">{escape(label)}</text>')
        label_at = f'x="{space.x:g}" y="{space.y + r * 0.68:.2f}" font-size="{r * 0.3:.2f}" text-anchor="middle" ' \
                   f'dominant-baseline="central" font-family="sans-serif"'
        # a white halo under the id (a stroke drawn first: not every renderer knows «paint-order»)
        out.append(f'<text {label_at} fill="#ffffff" stroke="#ffffff" stroke-width="{r * 0.1:.2f}">{escape(space.id)}</text>')
        out.append(f'<text {label_at} fill="{INK}">{escape(space.id)}</text>')
        out.append("</g>")
    out.append("</svg>")
    return "\n".join(out)


def _edges(field: Battlefield) -> list[tuple[str, str]]:
    """Each connection once, in the order of the spaces."""
    order = {s: i for i, s in enumerate(field.spaces)}
    return [(a, b) for a in field.spaces for b in sorted(field.adjacent(a), key=order.get) if order[a] < order[b]]


# --- the terminal --------------------------------------------------------------------------------


def _line_char(dx: float, dy: float) -> str:
    """The character that draws a line of that slope (a character is about twice as tall as wide)."""
    angle = math.degrees(math.atan2(dy, dx)) % 180
    if angle < 22.5 or angle >= 157.5:
        return "─"
    if angle < 67.5:
        return "╲"
    if angle < 112.5:
        return "│"
    return "╱"


def board_text(battlefield: Battlefield, fighters: Mapping[str, str] | None = None, width: int = 78) -> str:
    """``battlefield`` as plain text ``width`` characters wide: each space as ``(id)`` (``[id]`` for a start
    space, ``{label}`` where ``fighters`` — space id → a short label of 1 to 3 characters — puts someone)
    at its position, the connections as lines between them, then the start spaces, the zones and the
    fighters. A space ``fighters`` names that the map lacks is a ``ValueError``."""
    fighters = dict(fighters or {})
    unknown = [s for s in fighters if s not in battlefield.spaces]
    if unknown:
        raise ValueError(f"la casilla «{unknown[0]}» no está en el mapa «{battlefield.id}»")
    spaces = list(battlefield.spaces.values())
    labels = {s.id: _label(s.id, s.start, fighters.get(s.id)) for s in spaces}
    margin = max(len(text) for text in labels.values())
    xs, ys = [s.x for s in spaces], [s.y for s in spaces]
    span_x, span_y = (max(xs) - min(xs)) or 1.0, (max(ys) - min(ys)) or 1.0
    columns = max(width - margin, 10)
    rows = max(round(columns * span_y / span_x / 2.2), 5)

    def place(x: float, y: float) -> tuple[int, int]:
        return round((y - min(ys)) / span_y * (rows - 1)), round((x - min(xs)) / span_x * (columns - 1)) + margin // 2

    grid = [[" "] * (columns + margin) for _ in range(rows)]
    for a, b in _edges(battlefield):
        (r0, c0), (r1, c1) = place(battlefield.spaces[a].x, battlefield.spaces[a].y), \
            place(battlefield.spaces[b].x, battlefield.spaces[b].y)
        char = _line_char(c1 - c0, (r1 - r0) * 2.2)
        steps = max(abs(r1 - r0), abs(c1 - c0), 1)
        for i in range(steps + 1):
            row, column = round(r0 + (r1 - r0) * i / steps), round(c0 + (c1 - c0) * i / steps)
            grid[row][column] = char
    for space in spaces:
        row, column = place(space.x, space.y)
        text = labels[space.id]
        start = min(max(column - len(text) // 2, 0), columns + margin - len(text))
        grid[row][start:start + len(text)] = list(text)
    lines = ["".join(row).rstrip() for row in grid]
    lines.append("")
    lines.append(f"{battlefield.name}: (casilla)  [casilla inicial]  {{luchador}}")
    starts = battlefield.starts()
    if starts:
        lines.append("Casillas iniciales: " + ", ".join(f"{i} {s}" for i, s in enumerate(starts, 1)))
    zones = sorted({z for s in spaces for z in s.zones})
    for zone in zones:
        lines.append(f"Zona {zone}: " + " ".join(s.id for s in spaces if zone in s.zones))
    for space, label in fighters.items():
        lines.append(f"{label} en {space} ({', '.join(sorted(battlefield.zones(space)))})")
    return "\n".join(lines)


def _label(space: str, start: int | None, fighter: str | None) -> str:
    if fighter:
        return "{" + fighter[:3] + "}"
    return f"[{space}]" if start is not None else f"({space})"
