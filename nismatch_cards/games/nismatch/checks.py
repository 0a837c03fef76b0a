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
        if prototype or tag_id not in ruleset.tags:
            continue
        try:
            ast = nm.parse_text(text, ruleset.keywords, ruleset.lexicon)
        except AbilitySyntaxError:
            continue
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
