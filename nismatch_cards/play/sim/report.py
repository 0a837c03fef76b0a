"""``simular --informe DIR``: the figures as one HTML page with inline SVG charts, for every game.

What only one game has comes from its figures (a table per card when the game counts them, the battlefields when it
has them) and from its :class:`~nismatch_cards.play.game.GameDefinition` (its name, the names of its end kinds and
what the page says of how a deal is started again and of a swap study's baseline: ``notes``).

The page uses the reference site's stylesheet (copied from ``render/templates/site.css`` to
``DIR/static/site.css``), draws its charts as plain SVG written here, and loads nothing else:
it works opened from the file system, with no network and no script.
"""
from __future__ import annotations

import math
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup, escape

from nismatch_cards.cards.wording import plural
from nismatch_cards.safeio import make_folder, record, write_atomically
from .stats import IDENTICAL, MIN_SPLIT, UNMEASURED, UNTESTED
from .text import (
    CARD_WORDS, LEVEL_NOTE, STANDS_OUT, ceiling_text, decimal, false_verdicts_text, levels_agreement_text, match_word,
    num, num_g, pct, points, rate_text, rho_detail, same_sign_text, seeds_text, stable_cards_text, stand_out_summary,
    stands_out_flag, thousands, unbalanced_text, whole_run_text,
)

HERE = Path(__file__).resolve().parent
SITE_CSS = Path(__file__).resolve().parents[2] / "render" / "templates" / "site.css"
#: Chart colours; a verdict's are those of the card-strength table's cells (``open``: «sin concluir», amber).
COLOURS = {"a": "#4aa3df", "b": "#e07b22", "tie": "#9aa0a6", "up": "#2f7d4f", "down": "#a3342b",
           "flat": "#555555", "open": "#b8860b", "band": "#eef2f5"}
UNMEASURED_LABELS = {UNTESTED: "sin probar", IDENTICAL: "igual que su básica"}  # no interval to draw
VERDICT_COLOURS = {"aporta": COLOURS["up"], "resta": COLOURS["down"], "como_la_basica": COLOURS["flat"],
                   "sin_concluir": COLOURS["open"]}


def files(folder: Path) -> list[Path]:
    """The files a report in ``folder`` is made of: the page and its stylesheet."""
    return [folder / "index.html", folder / "static" / "site.css"]


def write(folder: Path, results: dict, pace, game) -> Path:
    """Write ``folder/index.html`` (and its stylesheet), atomically, and list them as the toolchain's
    (``nismatch_cards/safeio.py``); returns the page's path. ``pace`` (text.Pace): what the figures it promises
    would cost on this machine (None: not said); ``game``: the game's definition."""
    folder = Path(folder)
    page_path, css = files(folder)
    make_folder(css.parent)
    write_atomically(css, SITE_CSS.read_bytes())
    page = write_atomically(page_path, render(results, pace, game))
    record(folder, [css, page])
    return page


def render(results: dict, pace, game) -> str:
    """The page of ``results`` for the game of definition ``game`` (its name, end names and ``notes``)."""
    end_names = {kind: game.end_names.get(kind, kind.replace("_", " ")) for kind in results["niveles"][0]["finales"]} \
        if results["niveles"] else {}
    env = Environment(loader=FileSystemLoader(HERE / "templates"), autoescape=select_autoescape(["html", "j2"]),
                      trim_blocks=True, lstrip_blocks=True)
    env.filters["pct"] = pct
    env.filters["num"] = num
    env.filters["num_g"] = num_g
    env.filters["points"] = points
    env.filters["thousands"] = thousands
    env.globals["count"] = count
    levels = []
    first = game.notes.get("primero")  # the kind of card the game's card tables list first
    for lv in results["niveles"]:
        by_deck: dict[str, list[dict]] = {}
        for row in lv.get("cartas", ()):
            by_deck.setdefault(row["mazo"], []).append(row)
        levels.append({
            "r": lv,
            "decks": [{"name": name, "rows": sorted(rows, key=lambda r: (r["tipo"] != first, r["nombre"]))}
                      for name, rows in by_deck.items()],
            "length": length_chart(lv["duracion"].get("histograma_turnos", []), lv["nivel"]),
            "ends": ends_chart(lv["finales"], lv["nivel"], end_names),
            "matrix": matrix_rows(lv["matriz"]) if "matriz" in lv and not results["contra_todos"] else None,
            "swaps": swap_chart(lv["sustituciones"], results["efecto_minimo"], lv["nivel"])
            if "sustituciones" in lv else None,
        })
    comparison = results.get("comparacion", {})
    swaps = None
    if results["mazo_estudiado"]:
        first = results["niveles"][0]["sustituciones"]
        order = sorted(range(len(first)), key=lambda k: (first[k]["veredicto"] in UNMEASURED,
                                                         -(first[k]["efecto"] or 0)))
        swaps = [{"cells": [lv["sustituciones"][k] for lv in results["niveles"]],
                  "depends": bool(comparison.get("cartas")) and comparison["cartas"][k]["depende_del_nivel"]}
                 for k in order]
    return env.get_template("report.html.j2").render(
        r=results, levels=levels, wins=wins_chart(results["niveles"]), swaps=swaps, comparison=comparison,
        game=game, notes=game.notes, rate_text=rate_text,
        end_names=end_names, min_split=MIN_SPLIT, card_words=CARD_WORDS, match_word=match_word, level_note=LEVEL_NOTE,
        seeds_text=seeds_text, stands_out=STANDS_OUT, stand_out=stand_out_summary(results["niveles"]) if swaps else [],
        ceiling_text=ceiling_text, unbalanced=unbalanced_text(), stable_cards=stable_cards_text,
        false_verdicts=false_verdicts_text(results) if "veredictos_cartas" in results else None,
        whole_run=whole_run_text, same_sign=same_sign_text, stands_out_flag=stands_out_flag, pace=pace,
        decimal=decimal, rho_detail=rho_detail, levels_agreement=levels_agreement_text)


def count(n: int, one: str, many: str) -> str:
    """«1 partida», «1.000 partidas»."""
    return plural(n, one, many, thousands(n))


# --- SVG ------------------------------------------------------------------------------------


def _svg(width: int, height: int, body: list[str], label: str) -> Markup:
    return Markup(
        f'<svg class="chart" viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" '
        f'aria-label="{escape(label)}" xmlns="http://www.w3.org/2000/svg">'
        f'<title>{escape(label)}</title>{"".join(body)}</svg>')


def _text(x: float, y: float, text: str, cls: str = "chart__label", anchor: str = "start") -> str:
    return f'<text class="{cls}" x="{x:.1f}" y="{y:.1f}" text-anchor="{anchor}">{escape(text)}</text>'


#: Generous widths of characters of a chart label in em (DejaVu Sans, the charts' font), to make room for labels.
_NARROW, _THIN, _WIDE, _WIDER = "iljI|!.,:;'·", "ftr ()", "wOQDGHNUC", "mMW"
BOLD = 1.14  # DejaVu Sans Bold is about this much wider
LABEL_PX = 12  # .chart__label in site.css


def text_width(text: str, bold: bool = False) -> float:
    """A width in pixels at least that of ``text`` written as a chart label."""
    em = sum(0.30 if c in _NARROW else 0.42 if c in _THIN else 1.0 if c in _WIDER else 0.82 if c in _WIDE
             else 0.74 if c.isupper() else 0.64 for c in text)
    return em * LABEL_PX * (BOLD if bold else 1.0)


def _label_width(labels, least: float) -> float:
    """Room for the longest of ``labels`` written right-aligned before a bar, and at least ``least``."""
    return max([least] + [math.ceil(text_width(t)) + 16 for t in labels])


def _wrap(text: str, width: float, bold: bool = False) -> list[str]:
    """``text`` in lines that fit in ``width`` pixels, broken between words (a word too long for a line, anywhere)."""
    lines, line = [], ""
    for word in text.split():
        while text_width(word, bold) > width and len(word) > 1:  # the longest piece that fits, on a line of its own
            cut = 1
            while text_width(word[:cut + 1], bold) <= width:
                cut += 1
            if line:
                lines.append(line)
                line = ""
            lines.append(word[:cut])
            word = word[cut:]
        if line and text_width(f"{line} {word}", bold) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return lines + [line] if line or not lines else lines


def _axis(x0: float, x1: float, y_top: float, y_bottom: float, spans=None) -> list[str]:
    """A 0–100 % axis with grid lines every 25 %, from ``y_top`` to the axis or over each (top, bottom) of ``spans``."""
    out = []
    for k in range(5):
        x = x0 + (x1 - x0) * k / 4
        for top, bottom in spans or [(y_top, y_bottom)]:
            out.append(f'<line class="chart__grid" x1="{x:.1f}" y1="{top:.1f}" x2="{x:.1f}" y2="{bottom:.1f}"/>')
        out.append(_text(x, y_bottom + 12, f"{25 * k} %", "chart__tick", "middle"))
    out.append(f'<line class="chart__axis" x1="{x0}" y1="{y_bottom:.1f}" x2="{x1}" y2="{y_bottom:.1f}"/>')
    return out


def _whisker(x0: float, scale: float, y: float, r: dict, colour: str) -> list[str]:
    lo, hi = r["ic95"]
    out = [f'<line x1="{x0 + lo * scale:.1f}" y1="{y:.1f}" x2="{x0 + hi * scale:.1f}" y2="{y:.1f}" '
           f'stroke="#1b1e23" stroke-width="1.5"/>']
    for v in (lo, hi):
        out.append(f'<line x1="{x0 + v * scale:.1f}" y1="{y - 4:.1f}" x2="{x0 + v * scale:.1f}" y2="{y + 4:.1f}" '
                   f'stroke="#1b1e23" stroke-width="1.5"/>')
    if r["tasa"] is not None:
        out.append(f'<circle cx="{x0 + r["tasa"] * scale:.1f}" cy="{y:.1f}" r="4" fill="{colour}"/>')
    return out


def wins_chart(levels: list[dict]) -> Markup:
    """Stacked bars per pairing and level: wins of each deck and draws, with the 95 % interval of the first deck.
    Each pairing is a heading over its levels' bars, broken into lines when it is longer than the chart, so that
    no name is cut, however long."""
    label_w = _label_width([lv["nivel"] for lv in levels], 90)
    bar_w, row_h, line_h = 420, 26, 16
    width = label_w + bar_w + 20
    heads, body, spans = [], [], []
    y = 6
    for k, first in enumerate(levels[0]["enfrentamientos"]):
        for line in _wrap(f"{first['mazo_a']} – {first['mazo_b']}", width, bold=True):
            heads.append(f'<text class="chart__label" x="0" y="{y + 12}" font-weight="bold">{escape(line)}</text>')
            y += line_h
        top = y
        for lv in levels:
            m = lv["enfrentamientos"][k]
            body.append(_text(label_w - 8, y + 17, lv["nivel"], anchor="end"))
            x = label_w
            for key, colour in (("victorias_a", COLOURS["a"]), ("tablas", COLOURS["tie"]),
                                ("victorias_b", COLOURS["b"])):
                share = m[key]["tasa"] or 0.0
                w = share * bar_w
                body.append(f'<rect x="{x:.1f}" y="{y + 4}" width="{w:.1f}" height="18" fill="{colour}">'
                            f'<title>{escape(pct(share))}</title></rect>')
                x += w
            body += _whisker(label_w, bar_w, y + 13, m["victorias_a"], "#ffffff")
            y += row_h
        spans.append((top, y))
        y += 8
    bottom = y
    grid = _axis(label_w, label_w + bar_w, 0, bottom, spans)
    return _svg(width, bottom + 20, grid + heads + body, "Victorias por enfrentamiento y nivel de juego")


def length_chart(histogram: list[list[int]], level: str) -> Markup:
    """Games by length in turns."""
    if not histogram:
        return Markup("")
    width, height, left, bottom = 640, 220, 40, 190
    top_count = max(c for _, c in histogram)
    lo, hi = histogram[0][0], histogram[-1][0]
    span = max(1, hi - lo + 1)
    bar = (width - left - 10) / span
    body = [f'<line class="chart__axis" x1="{left}" y1="{bottom}" x2="{width - 10}" y2="{bottom}"/>']
    for t, c in histogram:
        h = (bottom - 20) * c / top_count
        x = left + (t - lo) * bar
        body.append(f'<rect class="chart__bar" x="{x:.1f}" y="{bottom - h:.1f}" width="{max(bar - 1, 1):.1f}" '
                    f'height="{h:.1f}"><title>{count(t, "turno", "turnos")}: {count(c, "partida", "partidas")}</title></rect>')
    step = max(1, span // 10)
    for t in range(lo, hi + 1, step):
        body.append(_text(left + (t - lo + 0.5) * bar, bottom + 14, str(t), "chart__tick", "middle"))
    body.append(_text(left - 4, 24, str(top_count), "chart__tick", "end"))
    return _svg(width, height + 10, body, f"Partidas por número de turnos ({level})")


def ends_chart(ends: dict, level: str, end_names: dict) -> Markup:
    label_w, bar_w, row_h = 230, 300, 26
    height = 20 + row_h * len(ends) + 26
    body = _axis(label_w, label_w + bar_w, 14, height - 26)
    for k, (kind, r) in enumerate(ends.items()):
        y = 18 + k * row_h
        body.append(_text(label_w - 8, y + 12, end_names[kind], anchor="end"))
        w = (r["tasa"] or 0.0) * bar_w
        body.append(f'<rect class="chart__bar" x="{label_w}" y="{y}" width="{w:.1f}" height="16"/>')
        body.append(_text(label_w + w + 6, y + 12, f"{r['exitos']} ({pct(r['tasa'])})", "chart__value"))
    return _svg(label_w + bar_w + 110, height, body, f"Cómo acabaron las partidas ({level})")


def swap_chart(rows: list[dict], minimum: float, level: str) -> Markup:
    """Per studied card: the change of win rate with the card instead of its baseline, with its 95 % interval,
    over a band of ± the minimum effect; untested cards are listed without a mark."""
    ordered = sorted(rows, key=lambda r: (r["veredicto"] in UNMEASURED, -(r["efecto"] or 0)))
    label_w = _label_width([f"{r['nombre']} ×{r['copias']}" for r in rows], 230)
    bar_w, row_h = 420, 22
    reach = max([0.05] + [max(abs(r["ic95"][0]), abs(r["ic95"][1])) for r in rows if r["veredicto"] not in UNMEASURED])
    reach = 0.05 if reach <= 0.05 else math.ceil(reach * 10) / 10  # ticks every 2.5 or every 5·k points
    height = 24 + row_h * len(ordered) + 26
    bottom = height - 26
    x = lambda v: label_w + (v + reach) / (2 * reach) * bar_w  # noqa: E731
    body = [f'<rect x="{x(-minimum):.1f}" y="14" width="{x(minimum) - x(-minimum):.1f}" height="{bottom - 14}" '
            f'fill="{COLOURS["band"]}"/>']
    for k in range(5):
        v = -reach + k * reach / 2
        body.append(f'<line class="chart__grid" x1="{x(v):.1f}" y1="14" x2="{x(v):.1f}" y2="{bottom}"/>')
        tick = "0" if abs(v) < 1e-9 else points(v, 0 if round(1000 * v) % 10 == 0 else 1)
        body.append(_text(x(v), bottom + 12, tick, "chart__tick", "middle"))
    body.append(f'<line class="chart__axis" x1="{x(0):.1f}" y1="14" x2="{x(0):.1f}" y2="{bottom}"/>')
    for k, r in enumerate(ordered):
        y = 22 + k * row_h
        body.append(_text(label_w - 8, y + 4, f"{r['nombre']} ×{r['copias']}", anchor="end"))
        if r["veredicto"] in UNMEASURED:
            body.append(_text(x(-reach) + 4, y + 4, UNMEASURED_LABELS[r["veredicto"]], "chart__tick"))
            continue
        lo, hi = r["ic95"]
        colour = VERDICT_COLOURS[r["veredicto"]]
        body.append(f'<line x1="{x(max(lo, -reach)):.1f}" y1="{y:.1f}" x2="{x(min(hi, reach)):.1f}" y2="{y:.1f}" '
                    f'stroke="{colour}" stroke-width="2"/>')
        body.append(f'<circle cx="{x(r["efecto"]):.1f}" cy="{y:.1f}" r="4" fill="{colour}">'
                    f'<title>{escape(points(r["efecto"]))} ({escape(points(lo))} a {escape(points(hi))})</title></circle>')
    return _svg(label_w + bar_w + 20, height, body, f"Fuerza de cada carta frente a su básica ({level})")


def matrix_rows(mx: dict) -> list[dict]:
    rows = []
    for i, name in enumerate(mx["mazos"]):
        cells = []
        for r in mx["victorias"][i]:
            if r is None:
                cells.append({"text": "—", "style": ""})
                continue
            t = r["tasa"] or 0.0
            # white at 50 %, blue when the row deck wins, orange when it loses
            if t >= 0.5:
                k = (t - 0.5) * 2
                colour = (int(255 - k * (255 - 74)), int(255 - k * (255 - 163)), int(255 - k * (255 - 223)))
            else:
                k = (0.5 - t) * 2
                colour = (int(255 - k * (255 - 224)), int(255 - k * (255 - 123)), int(255 - k * (255 - 34)))
            cells.append({"text": pct(t), "ci": f"{pct(r['ic95'][0])}–{pct(r['ic95'][1])}",
                          "style": "background: #%02x%02x%02x" % colour})
        rows.append({"name": name, "cells": cells, "total": mx["total"][i]})
    return rows
