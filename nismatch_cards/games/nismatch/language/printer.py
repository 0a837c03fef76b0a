"""Canonical printer: an ability AST back to card text.

``parse(to_text(ability)) == ability`` for every ability (property-tested). The canonical form
follows the rulebook's own examples: «CAR 1 | Selecciona una Parte; hazle 2 puntos de daño»: requirements
start with a capital letter, the effect after «;» does not.
"""
from __future__ import annotations

from functools import singledispatch

from . import ast as A

_ZONE_NAMES = {
    "cabeza": "Cabeza", "torso": "Torso", "brazo": "Brazo", "pierna": "Pierna",
    "brazo_izquierdo": "Brazo Izquierdo", "brazo_derecho": "Brazo Derecho",
    "pierna_izquierda": "Pierna Izquierda", "pierna_derecha": "Pierna Derecha",
}
_MEASURES = {
    A.Measure.EQUIPPED_PARTS: "Partes equipadas",
    A.Measure.HAND_CARDS: "cartas en {possessive} mano",
    A.Measure.BOTINES: "Botines de Guerra",
}
_ACTIVATABLE = {
    A.Activatable.ABILITY: "una habilidad",
    A.Activatable.SUPPORT: "una Carta de Apoyo",
    A.Activatable.EITHER: "una habilidad o Carta de Apoyo",
}
_TRIGGERS = {
    A.TriggerEvent.DESTROYED: "Cuando esta Parte sea destruida",
    A.TriggerEvent.EQUIPPED: "Cuando equipes esta Parte",
    A.TriggerEvent.DAMAGED: "Cuando esta Parte reciba daño",
    A.TriggerEvent.OPPONENT_DECLARES_GUERRILLA: "Cuando tu oponente declare una Guerrilla",
    A.TriggerEvent.TURN_START: "Al comienzo de tu turno",
    A.TriggerEvent.TURN_END: "Al final de tu turno",
}
_PILES = {A.Pile.SCRAPYARD: "al Depósito de Chatarra", A.Pile.DEMOLITION: "a la Zona de Demolición"}
_SUBJECTS = {
    A.Subject.MY_UNIT: "tu Unidad",
    A.Subject.OPPONENT_UNIT: "la Unidad de tu oponente",
    A.Subject.THIS_PART: "esta Parte",
}
_DURATIONS = {
    A.Duration.END_OF_TURN: " hasta el final del turno",
    A.Duration.START_OF_NEXT_TURN: " hasta el inicio de tu próximo turno",
}


def count(n: int, singular: str, plural: str, article: str = "una") -> str:
    """«una carta», «2 cartas»."""
    return f"{article} {singular}" if n == 1 else f"{n} {plural}"


def to_text(ability: A.Ability) -> str:
    """The canonical text of ``ability``."""
    select = ability.requirement(A.SelectParts)
    plural = select is not None and (select.count > 1 or select.up_to)
    clauses = [requirement_text(r) for r in ability.requirements]
    clauses.append(effect_text(ability.effect, plural))
    body = "; ".join(clauses)
    body = body[:1].upper() + body[1:]  # a pasiva starts with its effect: «Tu Unidad gana +1 DEF»
    return body if ability.cost is None else f"CAR {ability.cost} | {body}"


@singledispatch
def requirement_text(requirement) -> str:
    raise TypeError(f"not a requirement: {requirement!r}")


@requirement_text.register
def _(r: A.SelectParts) -> str:
    plural = r.count > 1 or r.up_to
    words = ["Selecciona", "hasta" if r.up_to else None, count(r.count, "Parte", "Partes")]
    if r.owner is A.Owner.OPPONENT:
        words.append("de tu oponente")
    elif r.owner is A.Owner.OWN:
        words.append("tuyas" if plural else "tuya")
    if r.damaged:
        words.append("dañadas" if plural else "dañada")
    if r.deactivated:
        words.append("desactivadas" if plural else "desactivada")
    if r.in_taller:
        words.append("en un Taller")
    if r.zone:
        words.append(f"de tipo {_ZONE_NAMES[r.zone]}")
    return " ".join(w for w in words if w)


@requirement_text.register
def _(r: A.OpponentActivates) -> str:
    return f"Si tu oponente activa {_ACTIVATABLE[r.what]}"


@requirement_text.register
def _(r: A.CountCondition) -> str:
    who, possessive = ("tienes", "tu") if r.player is A.Player.SELF else ("tu oponente tiene", "su")
    more = "más" if r.at_least else "menos"
    return f"Si {who} {r.amount} o {more} {_MEASURES[r.measure].format(possessive=possessive)}"


@requirement_text.register
def _(r: A.ThisPartIs) -> str:
    return "Si esta Parte está " + ("dañada" if r.state is A.PartState.DAMAGED else "desactivada")


def _cards(n: int, kind: A.CardKind) -> str:
    if kind is A.CardKind.PART:
        return count(n, "Parte", "Partes")
    if kind is A.CardKind.SUPPORT:
        return count(n, "Carta de Apoyo", "Cartas de Apoyo")
    return count(n, "carta", "cartas")


@requirement_text.register
def _(r: A.DiscardCost) -> str:
    return f"Descarta {_cards(r.count, r.kind)}"


@requirement_text.register
def _(r: A.RevealCost) -> str:
    return f"Muestra {_cards(r.count, r.kind)} de tu mano"


@requirement_text.register
def _(r: A.DeactivateCost) -> str:
    return f"Desactiva {count(r.count, 'Parte tuya', 'Partes tuyas')}"


@requirement_text.register
def _(r: A.Trigger) -> str:
    return _TRIGGERS[r.event]


def effect_text(effect, plural: bool = False) -> str:
    """The text of one effect; ``plural`` when it acts on several selected Partes («hazles»)."""
    if isinstance(effect, A.Both):
        return " y ".join(_simple(e, plural) for e in effect.effects)
    return _simple(effect, plural)


def _pronoun(target: A.Target, plural: bool, verb: str, verb_this: str, rest: str = "") -> str:
    """«muévela al Taller» / «muévelas al Taller» / «mueve esta Parte al Taller»."""
    if target is A.Target.THIS_PART:
        text = f"{verb_this} esta Parte"
    else:
        text = verb + ("s" if plural else "")
    return f"{text} {rest}" if rest else text


def _points(n: int) -> str:
    return f"{n} punto de daño" if n == 1 else f"{n} puntos de daño"


def _simple(e, plural: bool) -> str:
    match e:
        case A.Damage(amount=n, target=A.Target.THIS_PART):
            return f"haz {_points(n)} a esta Parte"
        case A.Damage(amount=n):
            return f"hazle{'s' if plural else ''} {_points(n)}"
        case A.MoveToTaller(target=t):
            return _pronoun(t, plural, "muévela", "mueve", "al Taller")
        case A.Negate():
            return "niégala"
        case A.Destroy(target=t):
            return _pronoun(t, plural, "destrúyela", "destruye")
        case A.SendTo(pile=pile, target=t):
            return _pronoun(t, plural, "envíala", "envía", _PILES[pile])
        case A.ReturnToHand(target=t):
            return _pronoun(t, plural, "devuélvela", "devuelve", "a la mano de su dueño")
        case A.Repair(amount=n, target=A.Target.THIS_PART):
            return f"repara {n} PG a esta Parte"
        case A.Repair(amount=n):
            return f"repárale{'s' if plural else ''} {n} PG"
        case A.Draw(count=n):
            return f"roba {count(n, 'carta', 'cartas')}"
        case A.GainCar(amount=n):
            return f"gana {n} CAR"
        case A.StatChange():
            return _stat_change(e, plural)
        case A.Deactivate(target=t):
            return _pronoun(t, plural, "desactívala", "desactiva")
        case A.Activate(target=t):
            return _pronoun(t, plural, "actívala", "activa")
        case A.TakeBotin(count=1):
            return "toma el primer Botín de Guerra"
        case A.TakeBotin(count=n):
            return f"toma los {n} primeros Botines de Guerra"
        case A.OpponentDiscards(count=n):
            return f"tu oponente descarta {count(n, 'carta', 'cartas')}"
    raise TypeError(f"not an effect: {e!r}")


def _stat_change(e: A.StatChange, plural: bool) -> str:
    duration = _DURATIONS[e.duration] if e.duration else ""
    signed = f"+{e.amount}" if e.amount >= 0 else f"-{-e.amount}"
    stat = e.stat.value.upper()
    if e.subject is A.Subject.SELECTED:
        return f"dale{'s' if plural else ''} {signed} {stat}{duration}"
    if e.amount >= 0:
        return f"{_SUBJECTS[e.subject]} gana {signed} {stat}{duration}"
    return f"{_SUBJECTS[e.subject]} pierde {-e.amount} {stat}{duration}"
