"""A game's boards printed at playing size and sent to Tabletop Simulator.

Print-and-play: a board larger than the paper is split into tiles, one a page, through the same
WeasyPrint engine as the cards (:func:`.resources.pdf_bytes`). Neighbouring tiles share an
``OVERLAP`` strip: a tile that has a neighbour to its right (or below) draws a dashed line where
that neighbour begins, and the neighbour draws its cut line on its own edge, so that cutting the
neighbour there and laying it on the dashed line rebuilds the board. Each page names its tile
(«B2»: row B, column 2) and its neighbours; the first page is the assembly guide.

Tabletop Simulator: the board is a ``Custom_Board`` object of a saved object (the same save format
as the decks of :mod:`.tts`), whose image is the board drawn to PNG, 4096 px on its longer side.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any

from .layout import PAPERS
from .pdf import join_pdfs
from .resources import Reach, pdf_bytes

#: Unprinted margin of a page (mm): most home printers cannot print closer to the edge.
MARGIN = 10.0
#: The strip two neighbouring tiles share (mm): room to glue or tape one over the other.
OVERLAP = 15.0
ROWS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


@dataclass(frozen=True)
class Tile:
    """One page of the board: its row and column (from 0) and the part of the board it shows, in mm."""

    row: int
    column: int
    x: float
    y: float
    width: float
    height: float

    @property
    def name(self) -> str:
        """«B2»: row letter, column number."""
        return f"{ROWS[self.row]}{self.column + 1}"


@dataclass(frozen=True)
class TilePlan:
    """How a board is split on one paper: the page's size (turned when landscape fits fewer pages)
    and its tiles, row by row."""

    page_width: float
    page_height: float
    rows: int
    columns: int
    tiles: tuple[Tile, ...]

    @property
    def landscape(self) -> bool:
        return self.page_width > self.page_height

    def tile(self, row: int, column: int) -> Tile | None:
        if 0 <= row < self.rows and 0 <= column < self.columns:
            return self.tiles[row * self.columns + column]
        return None


def _count(length: float, window: float) -> int:
    """Tiles of ``window`` mm, overlapping by :data:`OVERLAP`, to cover ``length`` mm."""
    return 1 if length <= window else math.ceil((length - OVERLAP) / (window - OVERLAP))


def tile_plan(width: float, height: float, paper: str = "a4") -> TilePlan:
    """The tiles of a ``width`` × ``height`` mm board on ``paper`` (``a4`` or ``letter``), in the
    orientation that needs fewer pages (portrait when equal)."""
    short, long = sorted(PAPERS[paper])
    best = None
    for page_w, page_h in ((short, long), (long, short)):
        window_w, window_h = page_w - 2 * MARGIN, page_h - 2 * MARGIN
        columns, rows = _count(width, window_w), _count(height, window_h)
        if best is None or rows * columns < best[0]:
            best = (rows * columns, page_w, page_h, window_w, window_h, rows, columns)
    _, page_w, page_h, window_w, window_h, rows, columns = best
    step_x, step_y = window_w - OVERLAP, window_h - OVERLAP
    tiles = tuple(Tile(r, c, c * step_x, r * step_y, min(window_w, width - c * step_x), min(window_h, height - r * step_y))
                  for r in range(rows) for c in range(columns))
    return TilePlan(page_w, page_h, rows, columns, tiles)


def _css(plan: TilePlan) -> str:
    return f"""
@page {{ size: {plan.page_width:g}mm {plan.page_height:g}mm; margin: 0; }}
html, body {{ margin: 0; padding: 0; font-family: "DejaVu Sans", sans-serif; color: #1f1c18; }}
.page {{ position: relative; width: {plan.page_width:g}mm; height: {plan.page_height:g}mm; overflow: hidden;
         page-break-after: always; }}
.page:last-child {{ page-break-after: auto; }}
.window {{ position: absolute; left: {MARGIN:g}mm; top: {MARGIN:g}mm; overflow: hidden; }}
.window > svg {{ position: absolute; }}
.marks {{ position: absolute; left: {MARGIN:g}mm; top: {MARGIN:g}mm; }}
.label {{ position: absolute; left: {MARGIN:g}mm; right: {MARGIN:g}mm; font-size: 7pt; line-height: 1.2; }}
.label--top {{ top: 2.5mm; }}
.label--bottom {{ bottom: 2.5mm; text-align: right; }}
.guide h1 {{ font-size: 16pt; margin: 0 0 3mm; }}
.guide p {{ font-size: 9pt; margin: 0 0 2mm; }}
.guide__board {{ position: relative; }}
.guide__board svg {{ position: absolute; left: 0; top: 0; }}
"""


def _tile_page(board_svg: str, plan: TilePlan, tile: Tile, title: str, number: int) -> str:
    """One tile: the board moved under its window, the cut and overlap lines, and its labels."""
    w, h = tile.width, tile.height
    right, below = plan.tile(tile.row, tile.column + 1), plan.tile(tile.row + 1, tile.column)
    left, above = plan.tile(tile.row, tile.column - 1), plan.tile(tile.row - 1, tile.column)
    marks = []
    if right is not None:  # where the next tile begins: lay its cut edge here
        x = right.x - tile.x
        marks.append(f'<line x1="{x:g}" y1="0" x2="{x:g}" y2="{h:g}" stroke="#1f1c18" stroke-width="0.35" '
                     f'stroke-dasharray="3 2"/>')
        marks.append(f'<text x="{x + 1.5:g}" y="{h / 2:g}" font-size="3" fill="#1f1c18" '
                     f'transform="rotate(90 {x + 1.5:g} {h / 2:g})" text-anchor="middle">'
                     f'solapa: aquí va el borde de {right.name}</text>')
    if below is not None:
        y = below.y - tile.y
        marks.append(f'<line x1="0" y1="{y:g}" x2="{w:g}" y2="{y:g}" stroke="#1f1c18" stroke-width="0.35" '
                     f'stroke-dasharray="3 2"/>')
        marks.append(f'<text x="{w / 2:g}" y="{y + 4:g}" font-size="3" fill="#1f1c18" text-anchor="middle">'
                     f'solapa: aquí va el borde de {below.name}</text>')
    if left is not None:  # cut here, then lay this edge on the dashed line of the tile to the left
        marks.append(f'<line x1="0" y1="0" x2="0" y2="{h:g}" stroke="#1f1c18" stroke-width="0.5"/>')
    if above is not None:
        marks.append(f'<line x1="0" y1="0" x2="{w:g}" y2="0" stroke="#1f1c18" stroke-width="0.5"/>')
    how = _how_to_join(left, above)
    return f"""<section class="page">
<div class="label label--top"><strong>{escape(title)}</strong> · hoja {escape(tile.name)} ({number} de {len(plan.tiles)}) ·
{escape(how)}</div>
<div class="window" style="width: {w:g}mm; height: {h:g}mm">
{board_svg.replace('<svg ', f'<svg style="left: {-tile.x:g}mm; top: {-tile.y:g}mm" ', 1)}
</div>
<svg class="marks" xmlns="http://www.w3.org/2000/svg" width="{w:g}mm" height="{h:g}mm" viewBox="0 0 {w:g} {h:g}">
{''.join(marks)}
</svg>
<div class="label label--bottom">fila {ROWS[tile.row]}, columna {tile.column + 1} · a tamaño de juego: no
imprimas «ajustado a la página»</div>
</section>"""


def _how_to_join(left: Tile | None, above: Tile | None) -> str:
    """What to do with a tile's cut edges: «Recorta por la línea continua el borde izquierdo y ponlo sobre
    la línea discontinua de A1.»"""
    if left is not None and above is not None:
        return ("Recorta por la línea continua el borde izquierdo y el de arriba; pon el izquierdo sobre la línea "
                f"discontinua de {left.name} y el de arriba sobre la de {above.name}.")
    if left is None and above is None:
        return "Es la hoja de arriba a la izquierda: no se recorta."
    side, other = ("izquierdo", left) if left is not None else ("de arriba", above)
    return f"Recorta por la línea continua el borde {side} y ponlo sobre la línea discontinua de {other.name}."


def _guide_page(board_svg: str, plan: TilePlan, title: str, width: float, height: float, description: str) -> str:
    """The first page: the whole board small, with the tiles drawn over it."""
    room_w, room_h = plan.page_width - 2 * MARGIN, plan.page_height - 2 * MARGIN - 40
    scale = min(room_w / width, room_h / height)
    shown_w, shown_h = width * scale, height * scale
    small = board_svg.replace(f'width="{width:g}mm" height="{height:g}mm"',
                              f'width="{shown_w:.2f}mm" height="{shown_h:.2f}mm"', 1)
    grid = "".join(
        f'<rect x="{t.x:g}" y="{t.y:g}" width="{t.width:g}" height="{t.height:g}" fill="none" stroke="#c0392b" '
        f'stroke-width="{1.2 / scale:.2f}" stroke-dasharray="{4 / scale:.1f} {2 / scale:.1f}"/>'
        f'<rect x="{t.x + t.width / 2 - 6 / scale:.1f}" y="{t.y + t.height / 2 - 4 / scale:.1f}" width="{12 / scale:.1f}" '
        f'height="{8 / scale:.1f}" fill="#ffffff" stroke="#c0392b" stroke-width="{0.5 / scale:.2f}"/>'
        f'<text x="{t.x + t.width / 2:g}" y="{t.y + t.height / 2:g}" font-size="{6 / scale:.1f}" fill="#c0392b" '
        f'font-weight="bold" text-anchor="middle" dominant-baseline="central">{t.name}</text>' for t in plan.tiles)
    return f"""<section class="page guide"><div style="position: absolute; left: {MARGIN:g}mm; top: {MARGIN:g}mm;
width: {room_w:g}mm">
<h1>{escape(title)}</h1>
<p>{escape(description)}</p>
<p>Tablero de {width:g} × {height:g} mm en {len(plan.tiles)} hojas ({plan.rows} filas, {plan.columns} columnas). Imprime
a tamaño real (100 %), recorta cada hoja por su línea continua y ponla sobre la línea discontinua de la hoja de su
izquierda y de la de arriba: las franjas de {OVERLAP:g} mm se solapan.</p>
<div class="guide__board" style="width: {shown_w:.2f}mm; height: {shown_h:.2f}mm">
{small}
<svg xmlns="http://www.w3.org/2000/svg" width="{shown_w:.2f}mm" height="{shown_h:.2f}mm" viewBox="0 0 {width:g} {height:g}">
{grid}</svg>
</div></div></section>"""


def board_tiles_html(board_svg: str, width: float, height: float, title: str, paper: str = "a4",
                     description: str = "") -> str:
    """The print-and-play document of a board drawn as ``board_svg`` (``width`` × ``height`` mm)."""
    plan = tile_plan(width, height, paper)
    pages = [_guide_page(board_svg, plan, title, width, height, description)]
    pages += [_tile_page(board_svg, plan, tile, title, i) for i, tile in enumerate(plan.tiles, 1)]
    return (f'<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>{escape(title)}</title>'
            f'<style>{_css(plan)}</style></head><body>{"".join(pages)}</body></html>')


def build_board_pdf(board: Any, svg: str, out: Path, paper: str = "a4") -> Path:
    """Write the print-and-play PDF of ``board`` (a map with ``name``, ``width``, ``height`` and
    ``description``; ``svg`` its drawing at playing size) into ``out``."""
    html = board_tiles_html(svg, board.width, board.height, board.name, paper, board.description)
    data = pdf_bytes(html, Reach.of(out.parent, ()), {})
    join_pdfs([data], out, board.name)
    return out


# --- Tabletop Simulator ---------------------------------------------------------------------------

#: TTS keeps no physical size: a custom board is re-scaled to its image's proportions (its knowledge base,
#: «Asset Creation»). The board comes at this scale; TTS's scale tool makes it larger or smaller.
TTS_BOARD_SCALE = 1.0


def tts_board(name: str, image_url: str, description: str = "") -> dict:
    """A TTS saved object holding one ``Custom_Board`` (locked on the table) with the board's image."""
    from .tts import COLOUR, _guid

    scale = TTS_BOARD_SCALE
    board = {
        "GUID": _guid(name, "tablero"), "Name": "Custom_Board",
        "Transform": {"posX": 0.0, "posY": 1.0, "posZ": 0.0, "rotX": 0.0, "rotY": 0.0, "rotZ": 0.0,
                      "scaleX": scale, "scaleY": 1.0, "scaleZ": scale},
        "Nickname": name, "Description": description, "GMNotes": "", "ColorDiffuse": dict(COLOUR),
        "Locked": True, "Grid": True, "Snap": True, "IgnoreFoW": False, "MeasureMovement": False,
        "DragSelectable": True, "Autoraise": True, "Sticky": True, "Tooltip": True, "GridProjection": False,
        "Hands": False, "LuaScript": "", "LuaScriptState": "", "XmlUI": "",
        "CustomImage": {"ImageURL": image_url, "ImageSecondaryURL": "", "ImageScalar": 1.0, "WidthScale": 0.0},
    }
    return {
        "SaveName": "", "Date": "", "VersionNumber": "", "GameMode": "", "GameType": "", "GameComplexity": "",
        "Tags": [], "Gravity": 0.5, "PlayArea": 0.5, "Table": "", "Sky": "", "Note": "", "TabStates": {},
        "LuaScript": "", "LuaScriptState": "", "XmlUI": "", "ObjectStates": [board],
    }


#: TTS loads images up to 4096 px a side (its knowledge base, «Asset Creation»).
TTS_MAX_PX = 4096


def board_png(svg: str, width: float, height: float, reach_base: Path, max_px: int = TTS_MAX_PX):
    """The board drawn as a Pillow RGB image whose longer side is ``max_px`` pixels (one less when rounded down)."""
    from .png import rasterise

    html = (f'<!DOCTYPE html><html><head><meta charset="utf-8"><style>@page {{ size: {width:g}mm {height:g}mm; '
            f'margin: 0; }} html, body {{ margin: 0; }} svg {{ display: block; }}</style></head><body>{svg}'
            f'</body></html>')
    data = pdf_bytes(html, Reach.of(reach_base, ()), {})
    dpi = max_px / (max(width, height) / 25.4)
    return rasterise(data, dpi)[0]


def build_board_files(boards: list, draw, out: Path, papers: list[str] | None, png: bool,
                      tts_url: str | None = None) -> list[Path]:
    """For each board: ``pdf/mapa-<id>-<paper>.pdf`` (print-and-play tiles) for each of ``papers``, and
    when ``png``, ``png/mapas/<id>.png`` and the Tabletop Simulator saved object ``png/tts/mapa-<id>.json``
    (its image read from ``tts_url`` or the file itself). ``draw(board)`` is the board's SVG."""
    import json

    from ..safeio import atomic_file, make_folder, record, write_atomically
    from .png import saved_object_thumbnail
    from .tts import sheet_url

    written: list[Path] = []
    for board in boards:
        svg = draw(board)
        for paper in papers or ():
            written.append(build_board_pdf(board, svg, out / "pdf" / f"mapa-{board.id}-{paper}.pdf", paper))
        if not png:
            continue
        image = board_png(svg, board.width, board.height, out)
        picture = make_folder(out / "png" / "mapas") / f"{board.id}.png"
        with atomic_file(picture) as handle:
            image.save(handle, "PNG")
        saved = make_folder(out / "png" / "tts") / f"mapa-{board.id}.json"
        write_atomically(saved, json.dumps(tts_board(board.name, sheet_url(picture, tts_url), board.description),
                                           ensure_ascii=False, indent=2))
        thumbnail = saved.with_suffix(".png")  # what TTS shows in its list of saved objects
        with atomic_file(thumbnail) as handle:
            saved_object_thumbnail(picture.read_bytes()).save(handle, "PNG")
        record(out / "png", [picture, saved, thumbnail])
        written += [picture, saved, thumbnail]
    return written
