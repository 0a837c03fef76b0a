"""Readings that mean what was written, and who acts (issue 26, round 8).

A reading that drops part of the meaning is worse than a refusal. Here: what the printer needs to say who acts
(«Cada piloto descarta una carta y tú robas una carta»: without «tú», a reader gives the draw to every pilot), and
the refusal of a text whose second sentence would be read as part of a targeted effect.
"""
from __future__ import annotations

from .nodes import Player

#: The imperative of an effect a pilot does, and its «tú» form (each read back by a lexicon line «tú robas: roba»).
YOU_FORMS = {"roba": "robas", "descarta": "descartas", "gana": "ganas", "pierde": "pierdes", "baraja": "barajas",
             "mira": "miras", "busca": "buscas", "muestra": "muestras", "toma": "tomas"}


def subject(effect) -> Player | None:
    """The pilot who does ``effect``, when it says («tu oponente descarta»: the opponent; «roba»: you)."""
    player = getattr(effect, "player", None)
    return player if isinstance(player, Player) else None


def with_you(text: str, effect, before) -> str:
    """``text`` of ``effect`` with «tú» when the effect before it was done by another pilot: «Cada piloto descarta
    una carta y tú robas una carta», not «… y roba una carta», which reads as every pilot drawing."""
    if subject(effect) is not Player.YOU or subject(before) in (None, Player.YOU):
        return text
    verb, space, rest = text.partition(" ")
    if verb not in YOU_FORMS:
        return text
    return f"tú {YOU_FORMS[verb]}{space}{rest}"


def names_pilot(ability) -> bool:
    """Whether the ability's «tu oponente» may be one pilot it names (a «Selecciona a un oponente», a trigger on what
    one did, a response to one's marcha: docs/rulings.md 13), not any of them: only plain conditions say not."""
    from .constructs.conditions import Activates
    from .constructs.requirements import Condition
    from .constructs.triggers import PhaseEvent
    from .nodes import Player, Turn

    effect = getattr(ability, "effect", None)
    says_opponent = effect is not None and any(
        getattr(node, name, None) is Player.OPPONENT for node in effect.walk() for name in ("player", "who", "than"))

    def names_none(r) -> bool:  # a plain condition, or a moment of your own turn («Al comienzo de tu Fase de Robo»)
        return (isinstance(r, Condition) and not isinstance(r.test, Activates)) or (  # whose effect names no opponent
            isinstance(r, PhaseEvent) and r.turn is Turn.YOURS and not says_opponent)

    return not all(names_none(r) for r in getattr(ability, "requirements", ()))


def refusal(ability, text: str) -> tuple[str, int, str] | None:
    """(message, column, hint) when ``ability``, read from ``text``, would not mean what was written, else None:
    a «)» that closes nothing, or a sentence after a targeted effect that the reading would make depend on the
    target («Selecciona una carta …; ponla en … . Roba una carta.»: a separate sentence is not lost with it)."""
    depth = 0
    for column, ch in enumerate(text, 1):
        if ch == "(":
            depth += 1
        elif ch == ")":
            if depth == 0:
                return ("este «)» no cierra ningún «(»", column, "quita el «)» o escribe el «(» donde empieza lo que "
                        "encierra")
            depth -= 1
    from .constructs.picks import refusal as two_selections_overlap

    return _each_opponent_chosen(ability, text) or two_selections_overlap(ability) or \
        _sentence_after_target(ability, text)


def _each_opponent_chosen(ability, text: str) -> tuple[str, int, str] | None:
    """«Selecciona una Parte de cada oponente»: one target of each opponent on activation is not in the language
    (an effect does it, constructs/pilots_each.py)."""
    from .nodes import Whose

    for requirement in getattr(ability, "requirements", ()):
        for node in requirement.walk():
            if getattr(node, "owner", None) is Whose.EACH_OPPONENT:
                column = requirement.span.start + 1 if requirement.span is not None else 1
                mend = _chosen_in_the_effect(ability, requirement)
                hint = (f"¿quisiste decir: «{mend}»? (eliges una de cada oponente al resolverse)" if mend else
                        "escribe el efecto sin «Selecciona», con «… de cada oponente» en él (como en «Haz 1 punto de "
                        "daño a una Parte de cada oponente»: eliges una de cada uno al resolverse); si no, marca la "
                        "habilidad con «prototipo: true»")
                return ("«… de cada oponente» en un requisito aún no existe: se elige al resolverse, en el efecto",
                        column, hint)
    return None


def _chosen_in_the_effect(ability, requirement) -> str | None:
    """The ability with ``requirement``'s selection written in its effect, where «hazle» named it, when that reads
    back as written: «CAR 2 | Selecciona una Parte de cada oponente; hazle 1 punto de daño» is «CAR 2 | Haz 1 punto
    de daño a una Parte de cada oponente»."""
    from dataclasses import fields, is_dataclass, replace

    from .constructs.requirements import Select
    from .constructs.selection import It
    from .parser import AbilitySyntaxError, parse
    from .printer import to_text

    if not isinstance(requirement, Select) or getattr(ability, "effect", None) is None:
        return None
    found = []

    def put(node):
        if type(node) is It:
            found.append(node)
            return requirement.what
        if isinstance(node, tuple):
            return tuple(put(n) for n in node)
        if is_dataclass(node) and not isinstance(node, type):
            changed = {f.name: put(getattr(node, f.name)) for f in fields(node) if f.init}
            return replace(node, **changed) if any(changed[k] is not getattr(node, k) for k in changed) else node
        return node

    effect = put(ability.effect)
    if len(found) != 1:
        return None
    mended = to_text(replace(ability, requirements=tuple(r for r in ability.requirements if r is not requirement),
                             effect=effect))
    try:
        return mended if to_text(parse(mended)) == mended else None
    except AbilitySyntaxError:
        return None


def _sentence_after_target(ability, text: str) -> tuple[str, int, str] | None:
    from .constructs.effects_control import Effects
    from .constructs.requirements import Select
    from .constructs.selection import It, OfThem, Rest

    effect = getattr(ability, "effect", None)
    if not isinstance(effect, Effects) or not any(isinstance(r, Select) for r in ability.requirements):
        return None
    effects = effect.effects
    for before, after in zip(effects, effects[1:]):
        if before.span is None or after.span is None or "." not in text[before.span.end:after.span.start]:
            continue
        if _depends(after, (It, OfThem, Rest)):
            continue  # «… . Destrúyela.», «Si queda destruida, …», «Su Unidad …»: it goes with the target
        from .printer import to_text

        written = text[after.span.start:after.span.end]
        joined = to_text(ability)
        return (f"«{written}» va en otra frase: ¿se hace aunque se pierda lo seleccionado?", after.span.start + 1,
                f"si solo se hace con lo seleccionado, escribe «{joined}»; si se hace siempre (también sin nada que "
                "seleccionar o si se pierde el objetivo, 6.1.1.1), el lenguaje aún no lo dice: hazlo en dos "
                "habilidades o marca esta con «prototipo: true» (se imprime tal cual y no se juega)")
    return None


def _depends(effect, pronouns: tuple) -> bool:
    """Whether ``effect`` names what was selected or what the effect before it did: a pronoun («destrúyela»), the
    target's pilot («su Unidad»), or a result («Si queda destruida», «Si lo haces»)."""
    from dataclasses import fields

    from .nodes import Whose

    for node in effect.walk():
        if isinstance(node, pronouns) or type(node).__name__.startswith("If"):
            return True
        if any(getattr(node, f.name) in (Player.THAT, Whose.THEIRS) for f in fields(node)
               if isinstance(getattr(node, f.name), str)):
            return True
    return False


def selected_loses(effect, who: Player):
    """«Selecciona a un oponente; pierde 2 CAR»: a bare loss of Carga right after choosing a pilot is that pilot's
    (nobody chooses an opponent to lose Carga themselves), as a bare «pierde 2 DEF» is its Unidad's
    (constructs/players.py). Only the first effect: «…; tu oponente descarta y pierde 1 CAR» names its subject."""
    from dataclasses import replace

    from .constructs.effects_control import CarChange, Effects

    effects = effect.effects if isinstance(effect, Effects) else (effect,)
    first = effects[0]
    if not (isinstance(first, CarChange) and first.lose and first.player is Player.YOU and first.span is None):
        return effect
    changed = replace(first, player=who)
    return replace(effect, effects=(changed, *effects[1:])) if isinstance(effect, Effects) else changed
