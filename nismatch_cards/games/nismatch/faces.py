"""NISMATCH's additions to a card face (the plug-in's ``face_extras`` and ``sort_key``).

Ability text comes from the AST through the language printer (never pasted from the YAML), with
the «CAR n» cost set apart (rulebook 6.1); the face template (``packs/nismatch/templates/
carta.html.j2``) fits it in its box from the paragraphs built here, the tags and cost as chips.
"""
from __future__ import annotations

from typing import Any

from ...render.faces import Run
from .language.ast import Keyword
from .language.printer import ability_parts, to_text, written_parts
from . import cards as nm
from .rules import Ruleset


def rules(pack) -> Ruleset:
    """NISMATCH's rules read from ``pack`` (built once per pack by the plug-in)."""
    from .plugin import NISMATCH

    return NISMATCH.ruleset(pack)


def ability_body(parts: dict) -> str:
    """Requirements and effect joined as on the card: «Selecciona una Parte; hazle 2 puntos de daño»."""
    return "; ".join([*parts["requirements"], parts["effect"]])


def _paragraph_runs(abilities: list[dict]) -> list[list[Run]]:
    runs = []
    for a in abilities:
        row = [Run(a["tag_name"].upper(), "bold", 0.78, chip=True, padding_pt=4.0)]
        if a["cost"] is not None:
            row += [Run(f"CAR {a['cost']}", "bold", chip=True), Run("|", "regular")]
        row.append(Run(a["body"]))
        if a["reminder"]:
            row.append(Run(f"({a['reminder']})", "italic"))
        runs.append(row)
    return runs


def _canonical_beside(ability) -> str | None:
    """The canonical reading of an ability the designer wrote otherwise (the site shows it beside the
    designer's words), or None when they are the same words."""
    if ability.prototype or isinstance(ability.ast, Keyword):
        return None
    canonical = to_text(ability.ast)
    written = " ".join(ability.text.split()).rstrip(".")
    return None if canonical == written else canonical


def sort_key(card, pack) -> tuple:
    """Partes in the order of their zones (rulebook 2⑥); Cartas de Apoyo as written."""
    return (pack.enums["zona"].ids.index(card.get("zona")) if card.get("zona") in pack.enums["zona"].ids else 99,)


def face_extras(card, pack) -> dict[str, Any]:
    """What NISMATCH's face and site templates read beyond the card's fields."""
    ruleset = rules(pack)
    abilities = []
    for ability in nm.abilities(card, ruleset.keywords, ruleset.lexicon):
        if ability.prototype:  # free text, printed as written
            parts = {"cost": None, "requirements": [], "effect": ability.text, "reminder": None}
        else:
            parts = written_parts(ability.ast, ability.text)
        expansion = ability_parts(ability.ast.ability) if isinstance(ability.ast, Keyword) else None
        tag = ruleset.tags.get(ability.tag)
        abilities.append({"tag": ability.tag, "tag_name": tag.name if tag else ability.tag,
                          "speed": tag.speed if tag else None, **parts, "body": ability_body(parts),
                          "ast": ability.ast, "prototype": ability.prototype,
                          "expansion": expansion, "canonical": _canonical_beside(ability)})
    flavour = card.get("ambientacion")
    paragraphs = _paragraph_runs(abilities) + ([[Run(flavour, "italic", 0.9)]] if flavour else [])
    car = card.get("car", 0)
    tags = list(dict.fromkeys(a["tag"] for a in abilities))
    tag_names = [ruleset.tags[t].name if t in ruleset.tags else t for t in tags]
    zone = pack.enum_value("zona", card.get("zona")) if card.get("zona") else None
    rarity = pack.enum_value("rareza", card.get("rareza"))
    return {
        "abilities": abilities,
        "tags": tags,
        "tag_names": tag_names,
        "speed": sorted({a["speed"] for a in abilities if a["speed"]}),
        "stats": [{"key": k, "label": k.upper(), "value": card.get(k, 0)} for k in ("fue", "def", "vel")]
        if card.type == "parte" else [],
        "car_label": f"+{car}" if car > 0 else (f"−{-car}" if car < 0 else "0"),
        "car_role": "generador" if car > 0 else ("gastador" if car < 0 else "neutro"),
        "paragraphs": paragraphs,
        "search": " ".join([card.name, card.id, pack.types[card.type].name, zone.name if zone else "",
                            rarity.name if rarity else card.get("rareza", ""), *tag_names,
                            *(a["body"] for a in abilities), *(a["reminder"] for a in abilities if a["reminder"]),
                            flavour or ""]),
    }
