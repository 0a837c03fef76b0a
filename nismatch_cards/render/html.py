"""The HTML reference: a static site that works from the file system and from any static host.

Pages: a gallery with search and filters (``galeria.js``, no framework), one page per card with
its parsed ability shown as structure, a glossary of the ability language generated from the
grammar and the AST with the designers' explanations and examples read from
``docs/ability-language.md`` (both from the language's construct catalogue), the ruleset's constants, and set statistics with
inline SVG charts.
Everything is relative and offline: no CDN, no fetch, no web fonts.
"""
from __future__ import annotations

import dataclasses
import json
import re
import shutil
import unicodedata
from enum import Enum
from pathlib import Path

from markupsafe import Markup

from ..cards.loader import Project
from ..cards.model import Card, CardSet
from ..games.nismatch.language import catalogue, guide
from . import stats as S
from .faces import environment, set_back, stylesheet
from .pdf import Renderer

STATIC = ("site.css", "galeria.js")
MANIFEST = ".nismatch-build.json"

RULESET_LABELS = [
    ("deck_min", "Cartas mínimas en el Arsenal"), ("deck_max", "Cartas máximas en el Arsenal"),
    ("max_copies", "Copias máximas de una carta"), ("hand_size", "Mano inicial"),
    ("free_mulligans", "Mulligans gratis"), ("mulligan_penalty", "Cartas de menos por mulligan"),
    ("draw_per_turn", "Robo por turno"), ("botines_initial", "Botines de Guerra iniciales"),
    ("botines_to_win", "Botines de Guerra para ganar"),
    ("botines_per_destroyed_part", "Botines por Parte destruida"),
    ("botines_per_attack_without_parts", "Botines por atacar a una Unidad sin Partes"),
    ("base_car", "Carga base por turno"), ("talleres", "Talleres"), ("taller_repair", "PG reparados en el Taller"),
    ("taller_turns_before_reequip", "Turnos en el Taller antes de reequipar"),
    ("parts_per_turn", "Partes equipadas por turno"), ("initiative_die", "Dado de iniciativa (caras)"),
    ("starting_zone", "Zona de la primera Parte"), ("turn_limit", "Límite técnico de turnos del motor"),
]


def _plain(text: str) -> str:
    """Lower case without accents: what the search box compares."""
    text = unicodedata.normalize("NFD", text.lower())
    return "".join(c for c in text if unicodedata.category(c) != "Mn")


def page_name(card_set: CardSet, card: Card) -> str:
    return f"carta-{card_set.code}-{card.id}.html"


# --- grammar and AST, for the glossary and the card pages --------------------------------------


def ast_tree(node) -> Markup:
    """An AST node as nested HTML: node type, its Spanish name, then its fields."""
    if dataclasses.is_dataclass(node):
        kind = type(node).__name__
        rows = []
        for f in dataclasses.fields(node):
            if f.name == "span":
                continue
            rows.append(Markup('<li><span class="ast__field">{}</span> {}</li>').format(f.name, ast_tree(getattr(node, f.name))))
        construct = catalogue.of(node)
        return Markup('<div class="ast__node"><span class="ast__type">{}</span> <span class="ast__name">{}</span>'
                      '<ul>{}</ul></div>').format(kind, construct.name if construct else "", Markup("").join(rows))
    if isinstance(node, tuple):
        if not node:
            return Markup('<span class="ast__value">—</span>')
        return Markup('<ol class="ast__list">{}</ol>').format(
            Markup("").join(Markup("<li>{}</li>").format(ast_tree(n)) for n in node))
    if isinstance(node, Enum):
        return Markup('<span class="ast__value">{}</span>').format(node.value)
    return Markup('<span class="ast__value">{}</span>').format("—" if node is None else node)


# --- the site ---------------------------------------------------------------------------------


def _copy_art(card_set: CardSet, site: Path) -> dict[Path, str]:
    """Copy the set's art (and back) into ``arte/<set>/``; returns source → site-relative URL."""
    urls = {}
    folder = card_set.folder.resolve()
    files = {c.art for c in card_set.cards.values() if c.art is not None and c.art.is_file()}
    back = set_back(card_set)
    if back:
        files.add(back)
    for source in sorted(files):
        relative = source.resolve().relative_to(folder)
        target = site / "arte" / card_set.code / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        if not target.exists() or target.stat().st_mtime < source.stat().st_mtime:
            shutil.copy2(source, target)
        urls[source] = "arte/" + card_set.code + "/" + relative.as_posix()
    return urls


def build_site(project: Project, site: Path, templates: Path | None = None, sets: list[str] | None = None) -> dict:
    """Write the site into ``site`` (``build/html``); only files it wrote before are ever removed."""
    site.mkdir(parents=True, exist_ok=True)
    codes = sets or list(project.sets)
    written: list[str] = []
    renderers: dict[str, Renderer] = {}
    for code in codes:
        card_set = project.sets[code]
        urls = _copy_art(card_set, site)
        written += urls.values()
        back = set_back(card_set)
        renderers[code] = Renderer(card_set, project.ruleset, templates,
                                   art_url=lambda card, urls=urls: urls.get(card.art),
                                   back_url=urls.get(back) if back else None)
    env = environment(templates)
    ruleset = project.ruleset

    entries = []  # gallery items
    for code, renderer in renderers.items():
        card_set = renderer.card_set
        for face in renderer.faces.values():
            card = face.card
            text = " ".join([card.name, card.id, face.kind_name, face.zone_name or "", face.rarity_name,
                             *face.tag_names, *(a["body"] for a in face.abilities), card.flavour or ""])
            entries.append({
                "face": face, "html": renderer.face_html(card.id), "set": card_set, "page": page_name(card_set, card),
                "search": _plain(text), "tags": " ".join(face.tags),
                "speed": " ".join(face.speed) if face.speed else ("pasiva" if face.tags else "ninguna"),
                "car": str(card.car) if card.is_part else "",
            })

    common = {"ruleset": ruleset, "sets": [r.card_set for r in renderers.values()], "generated_for": codes}

    def write(name: str, template: str, **context) -> None:
        html = env.get_template(template).render(**common, **context, page=name)
        (site / name).write_text(html, encoding="utf-8")
        written.append(name)

    static = site / "static"
    static.mkdir(exist_ok=True)
    for name in ("card.css",) + STATIC:
        (static / name).write_text(stylesheet(env, name), encoding="utf-8")
        written.append(f"static/{name}")

    car_values = sorted({int(e["car"]) for e in entries if e["car"]})
    filters = {
        "tipo": [(t.id, t.name) for t in ruleset.card_types.values()],
        "zona": [(z.id, z.name) for z in ruleset.zones],
        "rareza": [(r, ruleset.rarity_names[r]) for r in ruleset.rarities],
        "etiqueta": [(t.id, t.name) for t in ruleset.tags.values()],
        "velocidad": [("normal", "Normal"), ("relampago", "Relámpago"), ("pasiva", "Sin velocidad (Pasiva)"),
                      ("ninguna", "Sin habilidades")],
        "car": [(str(v), f"{v:+d}" if v else "0") for v in car_values],
    }
    write("index.html", "site/index.html.j2", entries=entries, filters=filters)

    for i, entry in enumerate(entries):
        face = entry["face"]
        abilities = [dict(a, tree=ast_tree(a["ast"]), canonical=_canonical(a["ast"])) if a["ast"] is not None else a
                     for a in face.abilities]
        source = face.card.source
        where = None
        if source:
            try:
                where = f"{source.file.resolve().relative_to(entry['set'].folder.resolve().parent).as_posix()}:{source.line}"
            except ValueError:
                where = f"{source.file.name}:{source.line}"
        write(entry["page"], "site/card.html.j2", entry=entry, face=face, abilities=abilities, where=where,
              previous=entries[i - 1]["page"] if i else None,
              next=entries[i + 1]["page"] if i + 1 < len(entries) else None)

    glossary = []
    all_abilities = [(e, a) for e in entries for a in e["face"].abilities if a["ast"] is not None]
    for block, title, items in guide.by_block():
        shown = []
        for item in items:
            used = [(e, a) for e, a in all_abilities if item.id in A_node_names(a["ast"])]
            shown.append({"entry": item, "examples": used[:3], "count": len(used),
                          "canonical": [_canonical_text(x.text) for x in item.examples]})
        glossary.append({"block": block, "title": title, "items": shown})
    write("glosario.html", "site/glossary.html.j2", glossary=glossary, tags=list(ruleset.tags.values()))

    constants = [(label, _value(getattr(ruleset, key))) for key, label in RULESET_LABELS]
    write("reglamento.html", "site/ruleset.html.j2", constants=constants)

    set_stats = []
    for code, renderer in renderers.items():
        cards = [f.card for f in renderer.faces.values()]
        data = S.compute(cards, ruleset, [d for d in project.decks if d.set_code == code])
        set_stats.append({"set": renderer.card_set, "data": data, "charts": _charts(data, ruleset)})
    write("estadisticas.html", "site/stats.html.j2", set_stats=set_stats)

    _remove_stale(site, written)
    return {"folder": site, "cards": len(entries), "pages": sum(1 for w in written if w.endswith(".html"))}


def _canonical(ability) -> str:
    from ..games.nismatch.language.printer import to_text

    return to_text(ability)


def _canonical_text(text: str) -> str:
    from ..games.nismatch.language import parse

    return _canonical(parse(text))


def A_node_names(node) -> set[str]:
    from ..games.nismatch.language.nodes import node_names

    return node_names(node)


def _value(value) -> str:
    if value is None:
        return "sin límite"
    if isinstance(value, tuple):
        return ", ".join(str(v) for v in value)
    return str(value)


def _charts(data: S.SetStats, ruleset) -> dict:
    charts = {
        "rarity": S.grouped_bars("Cartas por rareza", [r["name"] for r in data.rarity],
                                 [("Partes", [r["parte"] for r in data.rarity]),
                                  ("Cartas de Apoyo", [r["apoyo"] for r in data.rarity])], height=220),
        "car": S.grouped_bars("CAR generada frente a gastada, por zona", [row["label"] for row in data.car],
                              [("Generada (Partes con CAR > 0)", [row["generated"] for row in data.car]),
                               ("Mantenimiento (CAR < 0)", [row["upkeep"] for row in data.car]),
                               ("Coste de habilidades", [row["abilities"] for row in data.car])], width=760),
        "tags": S.bar_chart("Habilidades por etiqueta", [(t["name"], t["count"]) for t in data.tags]),
        "costs": S.bar_chart("Habilidades por coste de CAR", [(f"CAR {c}", n) for c, n in sorted(data.costs.items())],
                             colour="#f5c518"),
    }
    charts["decks"] = None
    if data.decks:
        charts["decks"] = S.grouped_bars("CAR de cada mazo (por copias)", [d["label"] for d in data.decks],
                                         [("Generada", [d["generated"] for d in data.decks]),
                                          ("Mantenimiento", [d["upkeep"] for d in data.decks]),
                                          ("Coste de habilidades", [d["abilities"] for d in data.decks])], width=760)
    ranges = {s: (ruleset.stat_ranges[s].minimum, ruleset.stat_ranges[s].maximum) for s in S.STATS + ("car",)
              if s in ruleset.stat_ranges}
    hist = []
    for zone in data.zones:
        row = {"zone": zone, "cells": []}
        for stat in S.STATS + ("car",):
            counts = zone["hist"][stat]
            low, high = ranges.get(stat, (0, 10))
            if counts:
                low, high = min(low, min(counts)), max(max(counts), min(high, max(counts) + 2))
                if stat == "pg":
                    low = max(low, min(counts) - 1)
            row["cells"].append({"stat": stat, "mean": zone["mean"][stat],
                                 "svg": S.histogram(f"{stat.upper()} en {zone['name']}", counts, low, high)})
        hist.append(row)
    charts["hist"] = hist
    return charts


def _remove_stale(site: Path, written: list[str]) -> None:
    """Delete pages this command wrote last time and not now (a renamed card), and nothing else."""
    manifest = site / MANIFEST
    try:
        before = set(json.loads(manifest.read_text(encoding="utf-8")))
    except (OSError, ValueError):
        before = set()
    now = set(written)
    for name in sorted(before - now):
        path = (site / name).resolve()
        if site.resolve() in path.parents and path.is_file():
            path.unlink()
    manifest.write_text(json.dumps(sorted(now), ensure_ascii=False, indent=0), encoding="utf-8")
