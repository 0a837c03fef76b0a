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
        if isinstance(sentence, N.While) and sentence.state:
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


# --- names and traits a text uses, against its hero (NM166, NM167) -----------------------------------------------

def _named(node, found: list) -> None:
    """(kind, word) of every fighter name («luchador») and card trait («rasgo») ``node`` names, in text order."""
    import dataclasses

    if isinstance(node, (list, tuple)):
        for item in node:
            _named(item, found)
        return
    if not dataclasses.is_dataclass(node):
        return
    if isinstance(node, N.Fighters) and node.kind in ("nombre", "cada_nombre") and node.name:
        found.append(("luchador", node.name))
    elif isinstance(node, N.Where) and node.name:
        found.append(("luchador", node.name))
    elif isinstance(node, N.ReturnDefeated):
        found.append(("luchador", node.name))
    for f in dataclasses.fields(node):
        value = getattr(node, f.name)
        if f.name == "trait" and isinstance(value, str):
            found.append(("rasgo", value))
        elif not isinstance(value, (str, int, bool, type(None))):
            _named(value, found)


def _texts(card) -> list[tuple[tuple, str]]:
    """(path, text) of every text of ``card``: its ability, its scheme text, each window of its effect."""
    found = [((key,), card.get(key)) for key in ("habilidad", "texto") if isinstance(card.get(key), str)]
    effect = card.get("efecto")
    if isinstance(effect, dict) and effect.get("prototipo") is not True:
        found += [(("efecto", key), text) for key, text in effect.items() if isinstance(text, str)]
    return found


def name_problems(cards: list, places: dict, pack, character_type: str) -> list:
    """NM166 for a fighter name and NM167 for a trait that a card's text names and its hero does not have: the
    fighters of the set's Carta de Personaje (the hero and its sidekicks), the traits («rasgos») of the set's cards.
    A set with no Carta de Personaje names no hero: its names are not checked, its traits are."""
    import difflib

    heroes = [c for c in cards if c.type == character_type]
    fighters = {}
    for hero in heroes:
        fighters[normalise(hero.name)] = hero.name
        for sidekick in hero.get("acolitos") or ():
            if isinstance(sidekick, dict) and isinstance(sidekick.get("nombre"), str):
                fighters[normalise(sidekick["nombre"])] = sidekick["nombre"]
    traits = {normalise(t): t for c in cards for t in (c.get("rasgos") or ()) if isinstance(t, str)}
    lexicon = pack_lexicon(pack)
    problems = []
    for card in cards:
        place = places.get(card.id)
        if place is None:
            continue
        document, path = place
        for text_path, text in _texts(card):
            try:
                parsed = parse(text, lexicon)
            except TextError:
                continue  # the grammar's own error is already reported
            found: list = []
            _named(parsed.sentences, found)
            seen: dict = {}
            for kind, word in found:
                nth = seen[word] = seen.get(word, -1) + 1
                key = normalise(word)
                known = fighters if kind == "luchador" else traits
                if kind == "luchador" and (not heroes or key in known or key.rstrip("s") in known):
                    continue
                if kind == "rasgo" and key in known:
                    continue
                matches = list(re.finditer(re.escape(word), text, re.IGNORECASE))
                where = matches[min(nth, len(matches) - 1)].start() if matches else 0
                near = difflib.get_close_matches(key, list(known), n=1, cutoff=0.6)
                guess = f"¿quisiste decir «{known[near[0]]}»? " if near else ""
                if kind == "luchador":
                    hero = " y ".join(h.name for h in heroes)
                    message = f"«{word}» no es ningún luchador de {hero}"
                    hint = (f"{guess}los luchadores de {hero} son {', '.join(sorted(known.values()))}; un nombre que no es "
                            "de sus luchadores no haría nada en la partida")
                    code = "NM166"
                else:
                    message = f"«{word}» no es un rasgo de ninguna carta del set"
                    hint = (f"{guess}declara el rasgo en las cartas que lo llevan («rasgos: [{word.upper()}]»)"
                            + (f"; los rasgos del set son {', '.join(sorted(known.values()))}" if known else ""))
                    code = "NM167"
                problems.append(document.text_diagnostic(path + text_path, text, where, code, message, hint))
    return problems


# --- what a text says against when it is played (NM195, NM196, NM197, NM215, NM216) ---------------------------------------------

#: The ability moments that are not in a combat (texts.ABILITY_MOMENTS).
OUT_OF_COMBAT = ("al_colocar", "comienzo_del_turno", "maniobra", "final_del_turno")
_COMBAT_CLASSES = {"ataque": "defensa", "defensa": "ataque"}  # a card's class → the class of the rival's card


def _walk(node):
    """``node`` and every node inside it, depth first."""
    import dataclasses

    if isinstance(node, (list, tuple)):
        for item in node:
            yield from _walk(item)
    elif dataclasses.is_dataclass(node):
        yield node
        for f in dataclasses.fields(node):
            yield from _walk(getattr(node, f.name))


def _combat_word(node) -> str:
    """The word of ``node`` that speaks of the combat being fought, or empty."""
    if isinstance(node, N.Fighters) and node.kind in ("defensor", "atacante"):
        return node.kind
    if isinstance(node, N.Cond) and node.kind in ("ganaste", "perdiste"):
        return node.kind
    if isinstance(node, N.Cond) and node.kind in _COMBAT_CONDS:
        return _COMBAT_CONDS[node.kind]
    if isinstance(node, (N.ChangeValue, N.SetValue, N.DiscardBoost)):
        return "valor"
    if isinstance(node, N.Cancel):
        return "anula"
    return ""


#: Conditions that read the combat being fought, by the word that says it.
_COMBAT_CONDS = {"herido": "daño", "no_herido": "daño", "sin_defensa": "jugado", "defendiendo": "esta carta",
                 "atacando": "esta carta"}
#: The class of a card that can never be played so: «para defender» on an Ataque, «para atacar» on a Defensa.
_NEVER_PLAYED_AS = {"defendiendo": "ataque", "atacando": "defensa"}


def _sentences_out_of_combat(card, text_path: tuple, text: N.Text) -> list:
    """The sentences of a text that are played out of any combat: all of a scheme's; an ability's at a moment
    out of combat («Al comienzo de tu turno», «Al final de tu turno», «Cuando hagas una maniobra»…)."""
    if text_path == ("texto",):
        return list(text.sentences)
    if text_path == ("habilidad",):
        return [s for s in text.sentences if isinstance(s, N.Trigger) and s.moment in OUT_OF_COMBAT]
    return []


def _sentences_before_the_result(text_path: tuple, text: N.Text) -> list:
    """The sentences played before the combat has a result (rulings.md U59): a card's INMEDIATAMENTE and DURANTE EL
    COMBATE, an ability's «Cuando … ataca» and «Mientras …»."""
    if text_path in (("efecto", "inmediatamente"), ("efecto", "durante_el_combate")):
        return list(text.sentences)
    if text_path == ("habilidad",):
        return [s for s in text.sentences if isinstance(s, N.Trigger) and s.moment == "ataque"]
    return []


def _at(text: str, word: str, nth: int) -> int:
    matches = list(re.finditer(rf"\b{re.escape(normalise(word))}\b", normalise(text)))
    return matches[min(nth, len(matches) - 1)].start() if matches else 0


def play_problems(card, document, path: tuple, pack) -> list:
    """NM195: «Si lo haces» after a sentence with nothing optional to do; NM196: a text played out of a combat that
    speaks of one (the defender, a card's value, «anula», «si ganaste»: it would do nothing); NM197: «la carta de
    Ataque de tu rival» on an attack card (the rival's card in that combat is a defence)."""
    lexicon = pack_lexicon(pack)
    problems = []
    for text_path, source in _texts(card):
        try:
            text = parse(source, lexicon)
        except TextError:
            continue  # the grammar's own error is already reported
        place = path + text_path

        def problem(word: str, nth: int, code: str, message: str, hint: str) -> None:
            problems.append(document.text_diagnostic(place, source, _at(source, word, nth), code, message, hint))

        did = 0
        for before, sentence in zip((None,) + text.sentences, text.sentences):
            conds = getattr(sentence, "conds", ())
            if any(c.kind == "lo_haces" for c in conds):
                optional = [e for e in getattr(before, "effects", ())
                            if isinstance(e, (N.Discard, N.DiscardBoost)) and e.optional]
                if not optional:
                    problem("si lo haces", did, "NM195", "«Si lo haces» no sigue a nada que se pueda hacer o no",
                            "pon antes una frase con «Puedes descartar 1 carta de tu mano.»; para un efecto que "
                            "se hace siempre, quita «Si lo haces,»")
                did += 1
        seen: dict = {}
        for sentence in _sentences_out_of_combat(card, text_path, text):
            for node in _walk(sentence):
                word = _combat_word(node)
                if not word:
                    continue
                nth = seen[word] = seen.get(word, -1) + 1
                where = "una estratagema" if text_path == ("texto",) else "este momento de la habilidad"
                problem(word, nth, "NM196", f"«{word}» habla de un combate, y {where} no se juega en ninguno",
                        "en la partida no haría nada: pon el efecto en una carta de combate («efecto: "
                        "{despues_del_combate: …}») o en «Cuando … ataca» / «Después de atacar»")
        for sentence in _sentences_before_the_result(text_path, text):
            for node in _walk(sentence):
                if isinstance(node, N.Cond) and node.kind in ("ganaste", "perdiste"):
                    nth = seen[node.kind] = seen.get(node.kind, -1) + 1
                    problem(node.kind, nth, "NM215", f"«si {node.kind} el combate» antes de que el combate tenga "
                            "resultado: se gana o se pierde al hacer el daño, después de esta ventana",
                            "pon el efecto en «despues_del_combate» (o la habilidad en «Después de atacar, …»)")
        if str(card.get("clase") or "") == "defensa":
            for node in _walk(text.sentences):
                if isinstance(node, N.ExtraAction):
                    problem("gana", 0, "NM216", "una carta de Defensa se juega en el turno de tu rival: no tienes "
                            "acciones que ganar", "pon «Gana 1 acción adicional este turno» en una carta de Ataque, "
                            "Multiuso o de Estratagema")
        problems += _own_combat_problems(card, document, path, text_path, source, text)
        rival_class = _COMBAT_CLASSES.get(str(card.get("clase") or ""))
        if text_path[0] == "efecto" and rival_class:
            named = [n for n in _walk(text.sentences) if isinstance(n, (N.ChangeValue, N.Cancel))
                     and getattr(n, "rival", True) and n.kind and n.kind != rival_class]
            for nth, node in enumerate(named):
                problem(node.kind, nth, "NM197",
                        f"en un combate de esta carta de {card.get('clase').capitalize()}, la carta de tu rival es "
                        f"de {rival_class.capitalize()}, no de {node.kind.capitalize()}",
                        f"escribe «la carta de {rival_class.capitalize()} de tu rival» o solo «la carta de tu "
                        "rival»")
    return problems


def _own_combat_problems(card, document, path: tuple, text_path: tuple, source: str, text: N.Text) -> list:
    """NM234: «Si tu rival no jugó carta de Defensa» on a Defensa (your rival attacks: it always played a card);
    NM235: «Si juegas esta carta para defender» on an Ataque (or «para atacar» on a Defensa); NM236: «Después del
    combate, …» in a card's window before the damage or in a scheme, where it is never played (rulings.md U63)."""
    clase = str(card.get("clase") or "")
    problems = []

    def problem(pattern: str, nth: int, code: str, message: str, hint: str) -> None:
        found = list(re.finditer(pattern, normalise(source)))
        where = found[min(nth, len(found) - 1)].start() if found else 0
        problems.append(document.text_diagnostic(path + text_path, source, where, code, message, hint))

    if text_path not in (("efecto", "despues_del_combate"), ("habilidad",)):
        for nth, _ in enumerate(s for s in text.sentences if isinstance(s, N.Trigger)
                                and s.moment == "tras_el_combate"):
            problem(r"\bdespues del combate\b", nth, "NM236", "«Después del combate, …» en esta ventana no se juega "
                    "nunca: los efectos de una carta tras el combate van en su campo «despues_del_combate»",
                    "pasa la frase, sin «Después del combate,», al campo «despues_del_combate» de la carta")
    if text_path[0] != "efecto":
        return problems
    conds = [n for n in _walk(text.sentences) if isinstance(n, N.Cond)]
    if clase == "defensa":
        for nth, _ in enumerate(c for c in conds if c.kind == "sin_defensa"):
            problem(r"\bno (ha jugado|jugo|juega)\b", nth, "NM234", "en una carta de Defensa tu rival es quien ataca, y siempre juega su carta: "
                    "«no jugó carta de Defensa» no se cumpliría nunca",
                    "pon la condición en una carta de Ataque o Multiuso; para tu propia defensa, escribe el efecto "
                    "sin ella")
    for nth, cond in enumerate(c for c in conds if _NEVER_PLAYED_AS.get(c.kind) == clase):
        use = "defender" if cond.kind == "defendiendo" else "atacar"
        problem(r"\b(usado|jugado|usas|juegas) esta carta\b", nth, "NM235", f"una carta de {clase.capitalize()} no se juega para {use}: la condición "
                "no se cumpliría nunca", "pon la condición en una carta Multiuso, o quítala")
    return problems
