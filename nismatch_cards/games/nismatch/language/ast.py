"""Typed AST of NISMATCH ability text: ``[CAR n |] requisito; … ; efecto`` (rulebook 6.1).

Every node is a frozen dataclass. ``span`` records where the node was written in the
source text; it is left out of equality so that ``parse(print(ast)) == ast`` holds.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields, is_dataclass
from enum import Enum
from typing import Union


@dataclass(frozen=True)
class Span:
    """Half-open character range ``[start, end)`` inside one ability text."""

    start: int
    end: int


def _span() -> Span | None:
    return field(default=None, compare=False, repr=False, kw_only=True)


class Owner(str, Enum):
    """Whose Partes a selection may pick."""

    ANY = "cualquiera"
    OWN = "propia"
    OPPONENT = "oponente"


class Player(str, Enum):
    SELF = "tu"
    OPPONENT = "oponente"


class Measure(str, Enum):
    """What a count condition counts."""

    EQUIPPED_PARTS = "partes_equipadas"
    HAND_CARDS = "cartas_en_mano"
    BOTINES = "botines"


class PartState(str, Enum):
    DAMAGED = "danada"
    DEACTIVATED = "desactivada"


class Activatable(str, Enum):
    """What the opponent activates in «Si tu oponente activa …»."""

    ABILITY = "habilidad"
    SUPPORT = "carta_de_apoyo"
    EITHER = "habilidad_o_carta_de_apoyo"


class CardKind(str, Enum):
    """Cards named by a cost: «carta», «Parte», «Carta de Apoyo»."""

    ANY = "carta"
    PART = "parte"
    SUPPORT = "apoyo"


class TriggerEvent(str, Enum):
    """Game events that fire a disparado ability (rulebook 3.3)."""

    DESTROYED = "destruida"
    EQUIPPED = "equipada"
    DAMAGED = "danada"
    OPPONENT_DECLARES_GUERRILLA = "guerrilla_declarada"
    TURN_START = "comienzo_de_turno"
    TURN_END = "final_de_turno"


class Target(str, Enum):
    """The Parte an effect acts on."""

    SELECTED = "seleccionada"  # the Partes chosen by «Selecciona …» (enclitic pronoun: «hazle»)
    THIS_PART = "esta_parte"  # the Parte that carries the ability («esta Parte»)


class Pile(str, Enum):
    SCRAPYARD = "deposito_de_chatarra"
    DEMOLITION = "zona_de_demolicion"


class Stat(str, Enum):
    FUE = "fue"
    DEF = "def"
    VEL = "vel"


class Subject(str, Enum):
    """Who gains or loses stats."""

    MY_UNIT = "tu_unidad"
    OPPONENT_UNIT = "unidad_oponente"
    THIS_PART = "esta_parte"
    SELECTED = "seleccionada"


class Duration(str, Enum):
    END_OF_TURN = "final_del_turno"  # 5.3.7
    START_OF_NEXT_TURN = "inicio_de_tu_proximo_turno"  # 5.3.1


# --- Requirements (before the last «;», rulebook 6.1) -----------------------------------


@dataclass(frozen=True)
class SelectParts:
    """«Selecciona [hasta] n Parte(s) [de tu oponente|tuya] [dañada] [desactivada] [en un Taller] [de tipo X]»."""

    count: int
    up_to: bool = False
    owner: Owner = Owner.ANY
    zone: str | None = None  # a zone type (brazo) or a zone id (brazo_izquierdo)
    damaged: bool = False
    deactivated: bool = False
    in_taller: bool = False
    span: Span | None = _span()


@dataclass(frozen=True)
class OpponentActivates:
    """«Si tu oponente activa una habilidad o Carta de Apoyo»: the marcha to respond to."""

    what: Activatable
    span: Span | None = _span()


@dataclass(frozen=True)
class CountCondition:
    """«Si tienes 3 o más Partes equipadas», «Si tu oponente tiene 2 o menos cartas en su mano»."""

    player: Player
    amount: int
    at_least: bool  # «o más» when true, «o menos» when false
    measure: Measure
    span: Span | None = _span()


@dataclass(frozen=True)
class ThisPartIs:
    """«Si esta Parte está dañada|desactivada»."""

    state: PartState
    span: Span | None = _span()


@dataclass(frozen=True)
class DiscardCost:
    """«Descarta una carta»."""

    count: int
    kind: CardKind = CardKind.ANY
    span: Span | None = _span()


@dataclass(frozen=True)
class RevealCost:
    """«Muestra una Parte de tu mano»."""

    count: int
    kind: CardKind = CardKind.PART
    span: Span | None = _span()


@dataclass(frozen=True)
class DeactivateCost:
    """«Desactiva una Parte tuya»."""

    count: int
    span: Span | None = _span()


@dataclass(frozen=True)
class Trigger:
    """«Cuando esta Parte sea destruida», «Al comienzo de tu turno»… (disparado only)."""

    event: TriggerEvent
    span: Span | None = _span()


Requirement = Union[
    SelectParts, OpponentActivates, CountCondition, ThisPartIs, DiscardCost, RevealCost, DeactivateCost, Trigger
]
CONDITIONS = (OpponentActivates, CountCondition, ThisPartIs)
COSTS = (DiscardCost, RevealCost, DeactivateCost)


# --- Effects (after the last «;») --------------------------------------------------------


@dataclass(frozen=True)
class Damage:
    """«hazle 2 puntos de daño»."""

    amount: int
    target: Target = Target.SELECTED
    span: Span | None = _span()


@dataclass(frozen=True)
class MoveToTaller:
    """«muévela al Taller»."""

    target: Target = Target.SELECTED
    span: Span | None = _span()


@dataclass(frozen=True)
class Negate:
    """«niégala»: the activation named by «Si tu oponente activa …» resolves without effect."""

    span: Span | None = _span()


@dataclass(frozen=True)
class Destroy:
    """«destrúyela»."""

    target: Target = Target.SELECTED
    span: Span | None = _span()


@dataclass(frozen=True)
class SendTo:
    """«envíala al Depósito de Chatarra», «envíala a la Zona de Demolición»."""

    pile: Pile
    target: Target = Target.SELECTED
    span: Span | None = _span()


@dataclass(frozen=True)
class ReturnToHand:
    """«devuélvela a la mano de su dueño»."""

    target: Target = Target.SELECTED
    span: Span | None = _span()


@dataclass(frozen=True)
class Repair:
    """«repárale 2 PG»: removes damage."""

    amount: int
    target: Target = Target.SELECTED
    span: Span | None = _span()


@dataclass(frozen=True)
class Draw:
    """«roba una carta»."""

    count: int
    span: Span | None = _span()


@dataclass(frozen=True)
class GainCar:
    """«gana 2 CAR»."""

    amount: int
    span: Span | None = _span()


@dataclass(frozen=True)
class StatChange:
    """«Tu Unidad gana +2 FUE hasta el final del turno»; a pasiva static when ``duration`` is None."""

    stat: Stat
    amount: int  # signed: «gana +2» is 2, «pierde 1» is -1
    subject: Subject = Subject.MY_UNIT
    duration: Duration | None = None
    span: Span | None = _span()


@dataclass(frozen=True)
class Deactivate:
    """«desactívala»."""

    target: Target = Target.SELECTED
    span: Span | None = _span()


@dataclass(frozen=True)
class Activate:
    """«actívala»."""

    target: Target = Target.SELECTED
    span: Span | None = _span()


@dataclass(frozen=True)
class TakeBotin:
    """«toma el primer Botín de Guerra»: the top card of your Botines de Guerra to your hand."""

    count: int
    span: Span | None = _span()


@dataclass(frozen=True)
class OpponentDiscards:
    """«tu oponente descarta una carta» (the opponent chooses which)."""

    count: int
    span: Span | None = _span()


@dataclass(frozen=True)
class Both:
    """Effects joined with «y», resolved left to right."""

    effects: tuple["Effect", ...]
    span: Span | None = _span()


SimpleEffect = Union[
    Damage, MoveToTaller, Negate, Destroy, SendTo, ReturnToHand, Repair, Draw, GainCar,
    StatChange, Deactivate, Activate, TakeBotin, OpponentDiscards,
]
Effect = Union[SimpleEffect, Both]
TARGETED_EFFECTS = (Damage, MoveToTaller, Destroy, SendTo, ReturnToHand, Repair, Deactivate, Activate)


@dataclass(frozen=True)
class Ability:
    """One ability: optional «CAR n» cost, requirements in order, and the effect."""

    cost: int | None
    requirements: tuple[Requirement, ...]
    effect: Effect
    span: Span | None = _span()

    def simple_effects(self) -> tuple[SimpleEffect, ...]:
        """The effect, with «y» chains flattened."""
        return self.effect.effects if isinstance(self.effect, Both) else (self.effect,)

    def requirement(self, kind: type) -> object | None:
        """The first requirement of ``kind``, or None."""
        return next((r for r in self.requirements if isinstance(r, kind)), None)


REQUIREMENT_TYPES: tuple[type, ...] = (
    SelectParts, OpponentActivates, CountCondition, ThisPartIs, DiscardCost, RevealCost, DeactivateCost, Trigger,
)
EFFECT_TYPES: tuple[type, ...] = (
    Damage, MoveToTaller, Negate, Destroy, SendTo, ReturnToHand, Repair, Draw, GainCar,
    StatChange, Deactivate, Activate, TakeBotin, OpponentDiscards, Both,
)


def node_names(node) -> set[str]:
    """Names of every AST node class in ``node`` (a node, or a tuple of them), itself included."""
    found = set()
    if is_dataclass(node):
        found.add(type(node).__name__)
        for f in fields(node):
            found |= node_names(getattr(node, f.name))
    elif isinstance(node, tuple):
        for item in node:
            found |= node_names(item)
    return found
