"""The HTML reference: a static site that works from the file system and from any static host.

Pages: a gallery with search and filters (``galeria.js``, no framework), one page per card with
its parsed ability shown as structure, a glossary of the ability language generated from the
grammar and the AST with the designers' explanations and examples read from
``docs/ability-language.md`` (:mod:`.langdoc`), the ruleset's constants, and set statistics with
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
from ..games.nismatch.language import ast as A
from ..games.nismatch.language.parser import GRAMMAR_FILE
from . import stats as S
from .faces import environment, set_back, stylesheet
from .langdoc import construct_docs, guide_sections
from .pdf import Renderer

STATIC = ("site.css", "galeria.js")
MANIFEST = ".nismatch-build.json"

NODE_NAMES = {
    "SelectParts": "Seleccionar Partes", "OpponentActivates": "Si tu oponente activa…",
    "CountCondition": "Condición de cantidad", "ThisPartIs": "Estado de esta Parte",
    "DiscardCost": "Descartar", "RevealCost": "Mostrar", "DeactivateCost": "Desactivar una Parte tuya",
    "Trigger": "Disparador", "Damage": "Daño", "MoveToTaller": "Mover al Taller", "Negate": "Negar",
    "Destroy": "Destruir", "SendTo": "Enviar a una zona", "ReturnToHand": "Devolver a la mano",
    "Repair": "Reparar", "Draw": "Robar", "GainCar": "Ganar CAR", "StatChange": "Cambio de estadística",
    "Deactivate": "Desactivar", "Activate": "Activar", "TakeBotin": "Tomar Botín de Guerra",
    "OpponentDiscards": "El oponente descarta", "Both": "Varios efectos («y»)", "Ability": "Habilidad",
}
#: AST node → grammar rule (and the aliases of its alternatives, when it is one of several).
GRAMMAR_RULES = {
    "SelectParts": ("select", None), "OpponentActivates": ("condition", "c_opponent_activates"),
    "CountCondition": ("condition", "c_count"), "ThisPartIs": ("condition", "c_this_part"),
    "DiscardCost": ("req_cost", "r_discard"), "RevealCost": ("req_cost", "r_reveal"),
    "DeactivateCost": ("req_cost", "r_deactivate"), "Trigger": ("trigger", None), "Both": ("effect", None),
}
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


def grammar_rules(text: str) -> dict[str, list[str]]:
    """``name → lines`` of every rule in the Lark grammar (comments dropped)."""
    rules: dict[str, list[str]] = {}
    current = None
    for line in text.splitlines():
        stripped = re.sub(r"(?<=\S)\s{2,}", " ", line.split("//", 1)[0].rstrip())
        match = re.match(r"^[?!]?([a-z_]+)\s*:", stripped)
        if match:
            current = match.group(1)
            rules[current] = [stripped]
        elif current and stripped.strip().startswith("|"):
            rules[current].append(stripped)
        elif not stripped.strip():
            current = None
    return rules


def rule_for(node: str, rules: dict[str, list[str]]) -> str:
    """The grammar rule that reads ``node`` (only its own alternatives when it shares a rule)."""
    name, alias = GRAMMAR_RULES.get(node, (re.sub(r"(?<!^)(?=[A-Z])", "_", node).lower(), None))
    lines = rules.get(name, [])
    if not alias:
        return "\n".join(lines)
    picked = []
    for line in lines:
        if f"-> {alias}" not in line:
            continue
        body = re.sub(r"^\s*(\|\s*|[?!]?[a-z_]+\s*:\s*)", "", line)
        picked.append((f"{name}: " if not picked else " " * len(name) + " | ") + body)
    return "\n".join(picked)


def ast_tree(node) -> Markup:
    """An AST node as nested HTML: node type, its Spanish name, then its fields."""
    if dataclasses.is_dataclass(node):
        kind = type(node).__name__
        rows = []
        for f in dataclasses.fields(node):
            if f.name == "span":
                continue
            rows.append(Markup('<li><span class="ast__field">{}</span> {}</li>').format(f.name, ast_tree(getattr(node, f.name))))
        return Markup('<div class="ast__node"><span class="ast__type">{}</span> <span class="ast__name">{}</span>'
                      '<ul>{}</ul></div>').format(kind, NODE_NAMES.get(kind, ""), Markup("").join(rows))
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
    rules = grammar_rules(GRAMMAR_FILE.read_text(encoding="utf-8"))

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
        abilities = [dict(a, tree=ast_tree(a["ast"]), canonical=_canonical(a["ast"])) for a in face.abilities]
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
    all_abilities = [(e, a) for e in entries for a in e["face"].abilities]
    guide = guide_sections()
    explained = construct_docs([t.__name__ for t in A.REQUIREMENT_TYPES + A.EFFECT_TYPES])
    for group, types in (("Requisitos", A.REQUIREMENT_TYPES), ("Efectos", A.EFFECT_TYPES)):
        items = []
        for node_type in types:
            name = node_type.__name__
            used = [(e, a) for e, a in all_abilities if name in A.node_names(a["ast"])]
            items.append({"type": name, "name": NODE_NAMES.get(name, name), "doc": (node_type.__doc__ or "").strip(),
                          "guide": explained.get(name), "rule": rule_for(name, rules), "examples": used[:3],
                          "count": len(used)})
        intro = guide[group].html if guide and group in guide else None
        glossary.append({"title": group, "intro": intro, "items": items})
    write("glosario.html", "site/glossary.html.j2", glossary=glossary,
          ability_rule="\n".join(rules.get("ability", []) + [""] + rules.get("cost", [])),
          tags=list(ruleset.tags.values()))

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


def _canonical(ability: A.Ability) -> str:
    from ..games.nismatch.language.printer import to_text

    return to_text(ability)


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
