"""Meaning checks beyond the schema and the grammar: what the rulebook says a card, a deck
and a ruleset must be. Each check returns diagnostics; none raises."""
from __future__ import annotations

import dataclasses
import difflib
from pathlib import Path

from ..diagnostics import Diagnostic, display_path
from .model import Card, CardAbility, Deck
from .ruleset import Ruleset
from .schema import document_value
from .yamlfile import YamlDocument

_STATS = ("pg", "car", "fue", "def", "vel")


def check_ruleset(ruleset: Ruleset, document: YamlDocument) -> list[Diagnostic]:
    problems = []
    if ruleset.starting_zone not in ruleset.zone_ids:
        problems.append(document.diagnostic(
            "NM010", ("zona_inicial",), f"«zona_inicial» nombra la zona «{ruleset.starting_zone}», que no está en «zonas»",
            "usa el id de una de las zonas"))
    for i, card_type in enumerate(ruleset.card_types.values()):
        for j, tag in enumerate(card_type.tags):
            if tag not in ruleset.tags:
                problems.append(document.diagnostic(
                    "NM010", ("tipos", i, "etiquetas", j), f"la etiqueta «{tag}» no está en «etiquetas»",
                    "define la etiqueta o quítala de la lista"))
    if ruleset.deck_min > ruleset.deck_max:
        problems.append(document.diagnostic(
            "NM010", ("arsenal",), "el mínimo del arsenal es mayor que el máximo", "corrige «minimo» o «maximo»"))
    return problems


def check_card(card: Card, document: YamlDocument, path: tuple, ruleset: Ruleset, set_folder: Path) -> list[Diagnostic]:
    problems = []
    if card.is_part:
        for stat in _STATS:
            bounds = ruleset.stat_ranges[stat]
            value = card.stat(stat)
            if not bounds.minimum <= value <= bounds.maximum:
                problems.append(document.diagnostic(
                    "NM034", path + (stat,),
                    f"{stat.upper()} {value} está fuera del rango del reglamento ({bounds.minimum} a {bounds.maximum})",
                    f"usa un valor entre {bounds.minimum} y {bounds.maximum}"))
    for ability in card.abilities:
        if not ability.prototype:
            problems += _check_ability(card, ability, document, path, ruleset)
    if card.art is not None:
        art_path = path + ("arte",)
        try:
            card.art.relative_to(set_folder.resolve())
        except ValueError:
            problems.append(document.diagnostic(
                "NM050", art_path, f"el arte «{document_value(document, art_path)}» queda fuera de la carpeta del set",
                "pon la imagen dentro de la carpeta del set y usa una ruta relativa sin «..»"))
        else:
            if not card.art.is_file():
                problems.append(document.diagnostic(
                    "NM051", art_path, f"no existe la imagen «{document_value(document, art_path)}»",
                    "comprueba el nombre del archivo; se imprimirá un marco vacío en su lugar", severity="warning"))
    return problems


def _check_ability(card: Card, ability: CardAbility, document: YamlDocument, card_path: tuple,
                   ruleset: Ruleset) -> list[Diagnostic]:
    """NISMATCH's meaning checks of one ability (language/checks.py), placed in the file."""
    from ..games.nismatch.language.checks import AbilityContext, TagRules, ability_problems

    problems = []
    tag = ruleset.tags[ability.tag]
    text_path = _text_path_for(document, card_path, ability)
    card_type = ruleset.card_types[card.kind]
    if ability.tag not in card_type.tags:
        allowed = ", ".join(card_type.tags)
        problems.append(document.diagnostic(
            "NM032", text_path[:-1] + ("etiqueta",),
            f"la etiqueta «{ability.tag}» no se admite en una {card_type.name}",
            f"etiquetas admitidas: {allowed}"))
    rules = TagRules(tag.id, tag.name, tag.cost, tag.trigger, passive=tag.speed is None and tag.trigger != "obligatorio")
    kinds = frozenset(ruleset.zone_ids) | frozenset(z.type for z in ruleset.zones)
    for problem in ability_problems(ability.ast, AbilityContext(rules, card.is_part, kinds)):
        node = problem.node
        offset = node.span.start if node is not None and getattr(node, "span", None) else 0
        found = document.text_diagnostic(text_path, ability.text, offset, problem.code, problem.message, problem.hint)
        problems.append(dataclasses.replace(found, severity=problem.severity))
    return problems


def _text_path_for(document: YamlDocument, card_path: tuple, ability: CardAbility) -> tuple:
    """The path of the ``texto`` this ability came from (found by its source position)."""
    abilities = document_value(document, card_path).get("habilidades") or []
    for i in range(len(abilities)):
        path = card_path + ("habilidades", i, "texto")
        if ability.source and document.where(path) == (ability.source.line, ability.source.column):
            return path
    return card_path + ("habilidades",)


def check_deck(deck: Deck, document: YamlDocument, project) -> list[Diagnostic]:
    problems = []
    ruleset: Ruleset = project.ruleset
    card_set = project.sets.get(deck.set_code)
    if card_set is None and deck.set_code in project.broken_sets:
        pass  # its set.yaml has errors, reported there
    elif card_set is None:
        hint = _suggest(deck.set_code, project.sets) or (
            "sets cargados: " + ", ".join(project.sets) if project.sets else "no se ha cargado ningún set")
        problems.append(document.diagnostic("NM042", ("set",), f"el set «{deck.set_code}» no existe", hint))
    else:
        unreadable = project.unreadable_files.get(deck.set_code, [])
        for card_id, copies in deck.cards.items():
            if (deck.set_code, card_id) in project.invalid_cards:
                problems.append(document.diagnostic(
                    "NM045", ("cartas", card_id), f"la carta «{card_id}» tiene errores: el mazo no se puede usar",
                    f"corrige antes la carta en {display_path(project.invalid_cards[deck.set_code, card_id])}", key=True))
            elif card_id not in card_set.cards:
                hint = _suggest(card_id, card_set.cards) or "comprueba el id en los archivos del set"
                if unreadable:
                    hint += "; o puede estar en " + ", ".join(display_path(f) for f in unreadable) + \
                        ", que no se pudo leer"
                problems.append(document.diagnostic(
                    "NM041", ("cartas", card_id), f"la carta «{card_id}» no existe en el set «{deck.set_code}»",
                    hint, key=True))
            if ruleset.max_copies is not None and copies > ruleset.max_copies:
                problems.append(document.diagnostic(
                    "NM043", ("cartas", card_id), f"{copies} copias de «{card_id}»; el máximo es {ruleset.max_copies}",
                    f"deja {ruleset.max_copies} copias como mucho"))
        known = [card_set.cards[c] for c in deck.cards if c in card_set.cards]
        if known and len(known) == len(deck.cards) and not any(c.is_part for c in known):
            problems.append(document.diagnostic(
                "NM044", ("cartas",), "el mazo no tiene ninguna Parte",
                "la partida empieza colocando una Parte en el Torso (reglamento 5.1): añade Partes", key=True))
    if not ruleset.deck_min <= deck.size <= ruleset.deck_max:
        problems.append(document.diagnostic(
            "NM040", ("cartas",), f"el mazo tiene {deck.size} {'carta' if deck.size == 1 else 'cartas'}; un Arsenal tiene entre {ruleset.deck_min} y "
            f"{ruleset.deck_max} (reglamento 1.3)",
            "añade cartas" if deck.size < ruleset.deck_min else "quita cartas", key=True))
    return problems


def _suggest(word: str, options) -> str:
    match = difflib.get_close_matches(word, list(options), n=1, cutoff=0.6)
    return f"¿quisiste decir «{match[0]}»?" if match else ""
