"""NISMATCH's own checks of a card's abilities, beyond the grammar: what an ability means in the
game (language/checks.py: the etiqueta's rules of 3.3, 4.6 and 6.1, pronouns and what each
effect can act on), placed in the card's file."""
from __future__ import annotations

import dataclasses

from nismatch_cards.cards.model import Card
from nismatch_cards.diagnostics import Diagnostic
from . import cards as nm
from .language import AbilitySyntaxError
from .language.ast import Keyword
from .language.checks import AbilityContext, TagRules, ability_problems
from .rules import Ruleset


def check_card(card: Card, document, path: tuple, ruleset: Ruleset) -> list[Diagnostic]:
    """Every problem of the card's abilities whose text parses (grammar errors are reported apart;
    a prototype's free text is not the language's). A keyword ability is checked as the text it
    stands for, its problems placed at the keyword."""
    problems = []
    kinds = frozenset(ruleset.zone_ids) | frozenset(z.type for z in ruleset.zones)
    for i, tag_id, text, prototype in nm.written_abilities(card):
        if prototype or (tag_id is not None and tag_id not in ruleset.tags):
            if prototype and tag_id is None:
                problems.append(_untagged(document, path + ("habilidades", i), ruleset, card))
            continue
        try:
            ast = nm.parse_text(text, ruleset.keywords, ruleset.lexicon)
        except AbilitySyntaxError:
            continue
        written = _written_tag_problem(document, path + ("habilidades", i), text, ast, tag_id, ruleset, card)
        if written is not None:
            problems.append(written)
            continue
        if nm.ability_tag(tag_id, ast) is None:
            problems.append(_untagged(document, path + ("habilidades", i), ruleset, card))
            continue
        tag_id = nm.ability_tag(tag_id, ast)
        tag = ruleset.tags[tag_id]
        if isinstance(ast, Keyword) and ast.definition.tag != tag_id:
            wanted = ruleset.tags[ast.definition.tag]
            problems.append(document.diagnostic(
                "NM086", path + ("habilidades", i, "etiqueta"), f"«{ast.name}» es una habilidad {wanted.name}",
                f"pon «etiqueta: {wanted.id}» (así la declara el reglamento del juego)"))
            continue
        context = AbilityContext(TagRules.of(tag), nm.is_part(card), kinds, die=ruleset.initiative_die)
        text_path = path + ("habilidades", i, "texto")
        for problem in ability_problems(ast, context):
            node = problem.node
            if isinstance(ast, Keyword):  # the node is in the definition's text: point at the keyword
                message, offset = f"en la palabra clave «{ast.text()}», {problem.message}", 0
            else:
                message, offset = problem.message, node.span.start if getattr(node, "span", None) else 0
            found = document.text_diagnostic(text_path, text, offset, problem.code, message, problem.hint)
            problems.append(dataclasses.replace(found, severity=problem.severity))
    return problems


def _card_tags(ruleset: Ruleset, card: Card) -> tuple[str, ...]:
    """The etiquetas an ability of ``card``'s type may carry (an Apoyo: Normal or Relámpago, 3.1)."""
    card_type = ruleset.card_types.get(card.type)
    return card_type.tags if card_type is not None else tuple(ruleset.tags)


def _written_tag_problem(document, path: tuple, text: str, ast, tag_id: str | None, ruleset: Ruleset,
                         card: Card) -> Diagnostic | None:
    """The etiqueta written in the text («Relámpago. CAR 2 | …», constructs/frame.py) against the card's: one meaning,
    written twice only if both agree (docs/rulings.md 172)."""
    speed = getattr(ast, "speed", None)
    if speed is None:
        return None
    allowed = _card_tags(ruleset, card)
    if speed.tag not in allowed or speed.tag not in ruleset.tags:
        names = " o ".join(f"«{ruleset.tags[t].name}»" for t in allowed if t in ruleset.tags)
        kind = ruleset.card_types[card.type].name if card.type in ruleset.card_types else card.type
        return document.text_diagnostic(
            path + ("texto",), text, speed.span.start, "NM205",
            f"el texto dice que la habilidad es {speed.text()}, y una {kind} no tiene habilidades {speed.text()}",
            f"una habilidad de una {kind} es {names}: escribe una de ellas, o quítala del texto")
    if tag_id is not None and tag_id != speed.tag:
        written = ruleset.tags[speed.tag].name
        return document.text_diagnostic(
            path + ("texto",), text, speed.span.start, "NM203",
            f"el texto dice que la habilidad es {written} y su etiqueta, {ruleset.tags[tag_id].name}",
            f"deja una sola: quita «{text[speed.span.start:speed.span.end]}» del texto, o pon «etiqueta: {speed.tag}» "
            "(dicen lo mismo)")
    return None


def _untagged(document, path: tuple, ruleset: Ruleset, card: Card) -> Diagnostic:
    """An ability whose etiqueta neither the card data nor its text gives (docs/rulings.md 172)."""
    tags = ", ".join(t for t in _card_tags(ruleset, card) if t in ruleset.tags)
    return document.diagnostic(
        "NM204", path, "la habilidad no dice su etiqueta (reglamento 3.3)",
        f"pon «etiqueta:» ({tags}) o escríbela al principio del texto: «Relámpago. CAR 1 | …»")
