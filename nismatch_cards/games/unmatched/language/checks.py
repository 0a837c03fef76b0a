"""What the card language checks beyond its grammar, card by card: a hero's ability speaks of the hero's own state
(``estado`` on its Carta de Personaje: «GRANDE» and «PEQUEÑA» for Alice's «tamaño»), so a value or a state it names
that the card does not declare is an error at the designer's word (NM020), not a text that silently does nothing.
"""
from __future__ import annotations

import re

from . import TextError, nodes as N, normalise, pack_lexicon, parse


def _named_states(text: N.Text) -> list[tuple[str, str]]:
    """(kind, word) of every state value («valor») and state name («nombre») the text names."""
    found = []
    for sentence in text.sentences:
        if isinstance(sentence, N.While):
            found.append(("valor", sentence.state))
        for effect in getattr(sentence, "effects", ()):
            if isinstance(effect, N.ChooseState):
                found += [("valor", effect.first), ("valor", effect.second)]
            elif isinstance(effect, N.ChangeState):
                found.append(("nombre", effect.state))
    return found


def state_problems(card, document, path: tuple, pack) -> list:
    """The NM020 errors of the ability of a hero's card (``card.get("habilidad")``) naming an undeclared state."""
    ability = card.get("habilidad")
    if not isinstance(ability, str):
        return []
    try:
        text = parse(ability, pack_lexicon(pack))
    except TextError:
        return []  # the grammar's own error is already reported
    state = card.get("estado") or {}
    name, values = state.get("nombre") or "", list(state.get("valores") or ())
    declared = {"valor": {normalise(v) for v in values}, "nombre": {normalise(name)} if name else set()}
    problems, seen = [], {}
    for kind, word in _named_states(text):
        nth = seen[word] = seen.get(word, -1) + 1  # the same word again is its next occurrence, in text order
        if normalise(word) in declared[kind]:
            continue
        matches = list(re.finditer(rf"\b{re.escape(word)}\b", ability))
        where = matches[min(nth, len(matches) - 1)] if matches else None
        if not state:
            message = f"«{word}» es un estado que la carta de {card.name} no declara"
            hint = "declara el estado del héroe en su carta: «estado: {nombre: tamaño, valores: [GRANDE, PEQUEÑA]}»"
        elif kind == "valor":
            message = f"«{word}» no es un valor del estado «{name}» de {card.name}"
            hint = "sus valores son " + " y ".join(f"«{v}»" for v in values)
        else:
            message = f"«{word}» no es el estado de {card.name}"
            hint = f"su estado es «{name}»"
        problems.append(document.text_diagnostic(path + ("habilidad",), ability, where.start() if where else 0,
                                                 "NM020", message, hint))
    return problems
