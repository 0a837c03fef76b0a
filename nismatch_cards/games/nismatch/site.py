"""NISMATCH's part of the reference site: the parsed structure of each ability on the card pages,
the glossary of the ability language, the ruleset's constants and the set statistics.

The generic site (``render/html.py``) calls these through the plug-in (``plugin.py``):
``card_sections`` for the card pages, ``site_context`` for what NISMATCH's own page templates
(``packs/nismatch/templates/site/``) read under ``nismatch``, and ``site_pages`` for the glossary.
"""
from __future__ import annotations

import dataclasses
import re
from collections import Counter
from functools import lru_cache
from typing import Any

from markupsafe import Markup

from ...render import stats as S
from ...render.html import SitePage
from . import cards as nm
from .faces import rules
from .language import guide, parse, to_text, tree
from .language.nodes import node_names
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
STATS = ("pg", "fue", "def", "vel")


# --- the parsed structure, for the card pages ------------------------------------------------


def ast_tree(node) -> Markup:
    """An AST node as nested HTML lists, in the Spanish of ``nismatch analizar`` (``language/tree.py``):
    construct names, field labels and values in words."""
    return Markup('<ul class="ast__tree">{}</ul>').format(_ast_item(tree.tree(node)))


def _ast_item(branch: tree.Branch) -> Markup:
    parts = []
    if branch.label is not None:
        parts.append(Markup('<span class="ast__field">{}</span>').format(branch.label + (":" if branch.text else "")))
    if branch.text:
        parts.append(Markup('<span class="{}">{}</span>').format(
            "ast__name" if branch.construct else "ast__value", branch.text))
    item = Markup(" ").join(parts)
    if branch.children:
        item += Markup("<ul>{}</ul>").format(Markup("").join(_ast_item(child) for child in branch.children))
    return Markup("<li>{}</li>").format(item)


# --- the plug-in's site hooks ---------------------------------------------------------------------


def card_sections(face, env) -> list[Markup]:
    """One section per ability: its cost, requirements and effect, and the parsed structure."""
    macro = env.get_template("site/habilidad.html.j2").module.ability
    return [Markup(macro(a, number, ast_tree(a["ast"]) if a["ast"] is not None else None))
            for number, a in enumerate(face.extras["abilities"], 1)]


def site_context(site) -> dict[str, Any]:
    """What NISMATCH's page templates read (``nismatch.…``): its filters, constants and statistics."""
    ruleset = rules(site.pack)
    faces = [e.face for e in site.entries]
    car_values = sorted({f.card.get("car") for f in faces if f.type.id == "parte"})
    filters = {
        "tipo": [(t.id, t.name) for t in ruleset.card_types.values()],
        "zona": [(z.id, z.name) for z in ruleset.zones],
        "rareza": [(r, ruleset.rarity_names[r]) for r in ruleset.rarities],
        "etiqueta": [(t.id, t.name) for t in ruleset.tags.values()],
        "velocidad": [("normal", "Normal"), ("relampago", "Relámpago"), ("pasiva", "Sin velocidad (Pasiva)"),
                      ("ninguna", "Sin habilidades")],
        "car": [(str(v), f"{v:+d}" if v else "0") for v in car_values],
    }
    constants = [(label, _value(getattr(ruleset, key))) for key, label in RULESET_LABELS]
    set_stats = []
    for code, renderer in site.renderers.items():
        cards = [f.card for f in renderer.faces.values()]
        decks = [(d, site.project.deck_cards(d)) for d in site.project.decks if code in d.set_codes]
        data = compute(cards, site.pack, decks)
        set_stats.append({"set": renderer.card_set, "data": data, "charts": _charts(data, ruleset)})
    return {"nismatch": {"ruleset": ruleset, "filters": filters, "constants": constants, "set_stats": set_stats}}


def site_pages(site) -> list[SitePage]:
    """The glossary of the ability language: every construct of the catalogue (the same entries as
    docs/ability-language.md) with the cards of the set that use it."""
    glossary = []
    all_abilities = [(e, a, node_names(a["ast"])) for e in site.entries for a in e.face.extras["abilities"]
                     if a["ast"] is not None]
    for block, title, items in guide.by_block():
        shown = []
        for item in items:
            used = [(e, a) for e, a, names in all_abilities if item.id in names]
            shown.append({"entry": item, "examples": used[:3], "count": len(used),
                          "canonical": [_canonical(x.text) for x in item.examples]})
        glossary.append({"block": block, "title": title, "items": shown})
    ruleset = rules(site.pack)
    context = {"glossary": glossary, "tags": list(ruleset.tags.values()), "keywords": ruleset.keywords,
               "tag_names": {t.id: t.name for t in ruleset.tags.values()}}
    return [SitePage("glosario.html", "Glosario", "site/glossary.html.j2", context)]


@lru_cache(maxsize=None)
def _canonical(text: str) -> str:
    """A guide example as the printer writes it (the guide's examples are the same in every build)."""
    return to_text(parse(text))


def _value(value) -> str:
    if value is None:
        return "sin límite"
    if isinstance(value, tuple):
        return ", ".join(str(v) for v in value)
    return str(value)


# --- set statistics -------------------------------------------------------------------------------


@dataclasses.dataclass
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


#: Width of one deck's bars in the chart of Carga by deck: room for a name like «Saqueadores de la Sima».
DECK_GROUP_WIDTH = 160


def compute(cards: list, pack, decks: list | None = None) -> SetStats:
    """The statistics of a set's ``cards``; ``decks``: ``(deck, its cards)`` of the decks that use the set."""
    ruleset = rules(pack)
    parts = [c for c in cards if c.type == "parte"]
    abilities = {id(c): nm.abilities(c, ruleset.keywords, ruleset.lexicon) for c in cards}
    zones = []
    for zone in ruleset.zones:
        here = [c for c in parts if c.get("zona") == zone.id]
        zones.append({
            "id": zone.id, "name": zone.name, "count": len(here),
            "hist": {s: Counter(c.get(s, 0) for c in here) for s in STATS + ("car",)},
            "mean": {s: (sum(c.get(s, 0) for c in here) / len(here) if here else 0.0) for s in STATS + ("car",)},
        })
    car = [_car_row(zone.name, [c for c in parts if c.get("zona") == zone.id], abilities) for zone in ruleset.zones]
    car.append(_car_row("Apoyo", [c for c in cards if c.type != "parte"], abilities))
    rarity = [{"id": r, "name": ruleset.rarity_names.get(r, r),
               "parte": sum(1 for c in parts if c.get("rareza") == r),
               "apoyo": sum(1 for c in cards if c.type != "parte" and c.get("rareza") == r)} for r in ruleset.rarities]
    tag_counts = Counter(a.tag for found in abilities.values() for a in found)
    tags = [{"id": t, "name": ruleset.tags[t].name, "count": tag_counts.get(t, 0)} for t in ruleset.tags]
    costs = Counter(cost for found in abilities.values() for cost in map(_cost, found) if cost is not None)
    deck_rows = []
    for deck, deck_cards in decks or []:
        abilities.update((id(c), nm.abilities(c, ruleset.keywords, ruleset.lexicon)) for c in deck_cards if id(c) not in abilities)
        row = _car_row(deck.name, deck_cards, abilities)
        row["size"] = deck.size
        deck_rows.append(row)
    return SetStats(len(cards), len(parts), len(cards) - len(parts), zones, car, rarity, tags, costs, deck_rows)


def _car_row(label: str, cards: list, abilities: dict) -> dict:
    """Carga generated and upkept by ``cards``, and the CAR their abilities cost (``abilities``: by ``id()`` of the card)."""
    return {
        "label": label,
        "generated": sum(c.get("car", 0) for c in cards if c.get("car", 0) > 0),
        "upkeep": sum(-c.get("car", 0) for c in cards if c.get("car", 0) < 0),
        "abilities": sum(_cost(a) or 0 for c in cards for a in abilities[id(c)]),
    }


def _cost(ability) -> int | None:
    """The «CAR n» an ability costs; None for none (a prototype's: the one its free text prints, docs/rulings.md 74)."""
    if ability.ast is None:
        return nm.printed_cost(ability.text)[0]
    return ability.ast.cost


def _charts(data: SetStats, ruleset) -> dict:
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
                                          ("Coste de habilidades", [d["abilities"] for d in data.decks])],
                                         width=max(760, DECK_GROUP_WIDTH * len(data.decks) + 50))
    ranges = {s: (ruleset.stat_ranges[s].minimum, ruleset.stat_ranges[s].maximum) for s in STATS + ("car",)
              if s in ruleset.stat_ranges}
    hist = []
    for zone in data.zones:
        row = {"zone": zone, "cells": []}
        for stat in STATS + ("car",):
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
