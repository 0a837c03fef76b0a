"""Events and what happened, in more of the words designers write them (rulebook 3.3, 4.7.2.1, 5.3; issue 26,
round 7): the passive «Cuando se niegue una de tus habilidades», where the damage came from («Cuando esta Parte
reciba daño de una habilidad de tu oponente»), an event during a phase («Cuando equipes esta Parte durante la Fase
de Reconstrucción»), the end of a Guerrilla you took part in, and what you did or did not do this turn («Si no has
declarado ninguna Guerrilla este turno», «Si has equipado una Parte desde tu mano este turno»).

Each event is a :class:`CardEvent`, :class:`PlayerEvent` or :class:`PhaseEvent` with one more thing to match, so
pronouns, checks and the engine read it as the event it refines.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Activatable, Node, Op, Phase, Player, Turn
from .amounts import Comparison
from .turns import NextTime
from .battle import DeclaredGuerrilla
from .replacements import DamageOrigin
from .conditions import PLAYER_WORDS
from .selection import NotACost
from .statics import NEGATED_WORDS, NegatedYours
from .triggers import PHASE_WORDS, CardEvent, CardEventKind, PhaseEvent, PlayerEvent, PlayerEventKind

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide


def _values(children) -> list:
    """The built values among a rule's children (keyword tokens left out)."""
    return [c for c in children if not hasattr(c, "start_pos")]


# --- «Cuando se niegue una de tus habilidades» ----------------------------------------------------------------


@construct(
    "disparador", "Cuando se niega lo tuyo",
    grammar="events_worded/wordings.lark",
    summary="En pasiva, sin decir quién: «Cuando se niegue una de tus habilidades» (o «… una de tus Cartas de "
            "Apoyo», «… una de tus habilidades o Cartas de Apoyo», «Cuando una de tus habilidades sea negada»): "
            "salta cuando una marcha tuya queda negada (4.7.2.1), la niegue quien la niegue, también tú mismo o tu "
            "compañero (docs/rulings.md 156). «Cuando tu oponente niegue …» solo salta con lo que niegan tus "
            "oponentes. En el mismo archivo, «Cuando tu oponente juegue una Carta de Apoyo» (o «juega», «Cuando "
            "juegues …») es «Cuando tu oponente active una Carta de Apoyo»: jugar una Carta de Apoyo es activarla "
            "(4.6).",
    examples=(
        ("Cuando se niegue una de tus habilidades; roba una carta",
         "Escrita «Cada vez que se niegue una de tus habilidades, roba una carta»: robas cuando cualquier piloto "
         "niega una habilidad de tus Partes; si niegan una Carta de Apoyo tuya, no."),
        ("Cuando se niegue una de tus habilidades o Cartas de Apoyo; gana 1 CAR",
         "Tu oponente niega la Carta de Apoyo que jugaste: se resuelve sin efecto y tú ganas 1 CAR (4.7.2.1)."),
    ),
)
@dataclass(frozen=True)
class NegatedAnyone(NegatedYours):
    """A :class:`NegatedYours` by any pilot (``player`` EACH)."""

    def text(self, ctx) -> str:
        return f"Cuando se niegue {NEGATED_WORDS[self.what]}"


@builds("negated_passive")
def _negated_passive(children):
    what = next(c for c in children if isinstance(c, Activatable))
    return NegatedAnyone(Player.EACH, PlayerEventKind.NEGATES, what)


@builds("negated_by")
def _negated_by(children):
    """«Cuando una de tus habilidades sea negada por un oponente»: «Cuando tu oponente niegue …»."""
    what, player = _values(children)
    return NegatedYours(player, PlayerEventKind.NEGATES, what)


@builds("next_time_led")
def _next_time_led(children):
    """«Este turno, la próxima vez que …»: «La próxima vez que … este turno» (constructs/turns.py)."""
    return NextTime(_values(children)[-1], True)


# --- «Cuando esta Parte reciba daño de una habilidad de tu oponente» ------------------------------------------


ORIGIN_YOURS = {DamageOrigin.ABILITY: "de una de tus habilidades", DamageOrigin.SUPPORT: "de una de tus Cartas de Apoyo",
                DamageOrigin.CARD: "de un efecto tuyo"}


@construct(
    "disparador", "Cuando una carta recibe daño de algo",
    grammar="events_worded/damage_from.lark",
    summary="«Cuando <selección> reciba daño de una habilidad» (de una Parte), «… de una Carta de Apoyo», «… de una "
            "habilidad o Carta de Apoyo» (o «de un efecto»), «… de una Guerrilla» (o «en una Guerrilla»: el daño de "
            "la batalla, 5.3.5); con quién lo hace: «de una habilidad de tu oponente» (o «de una habilidad enemiga»), "
            "«de una de tus habilidades» (o «de una habilidad tuya»), o solo «… reciba daño de tu oponente». Como "
            "«Cuando <selección> reciba daño», pero solo con el daño de ese origen, con las palabras de los reemplazos "
            "(«fuera a recibir daño de una Guerrilla»); hace el daño quien controla la habilidad o la Carta de Apoyo, "
            "o quien gana la batalla (docs/rulings.md 157). El daño prevenido o reemplazado no cuenta.",
    examples=(
        ("Cuando esta Parte reciba daño de una habilidad de tu oponente; Selecciona una Parte de tu oponente; "
         "hazle 1 punto de daño",
         "Escrita «Cuando esta Parte reciba daño de una habilidad de un oponente, haz 1 punto de daño a una Parte "
         "de la Unidad de ese oponente»: el daño de una Guerrilla o de sus Cartas de Apoyo no la hace saltar."),
        ("Cuando una Parte de tu oponente reciba daño de una de tus habilidades; gana 1 CAR",
         "Cada vez que una habilidad de tus Partes daña una Parte de tu oponente, ganas 1 CAR; con tus Cartas de "
         "Apoyo o tu Guerrilla, no."),
        ("Cuando esta Parte reciba daño de una Guerrilla; roba una carta",
         "Escrita «… reciba daño en una Guerrilla»: solo el daño de la batalla (5.3.5), ataques o defiendas; el de "
         "las habilidades no cuenta."),
    ),
)
@dataclass(frozen=True)
class DamagedFrom(CardEvent):
    """A :class:`CardEvent` of kind DAMAGED from ``origin`` (None: any), done by ``whose`` (None: anybody). The
    engine passes the card whose ability or Carta de Apoyo did the damage in ``what`` (-1: a Guerrilla's battle)."""

    origin: DamageOrigin | None = None
    whose: Player | None = None

    def text(self, ctx) -> str:
        head = f"Cuando {self.subject.text(ctx)} reciba daño"
        if self.whose is Player.YOU:
            return f"{head} {ORIGIN_YOURS[self.origin]}"
        words = "" if self.origin is None else f" {self.origin.value}"
        return head + words + (" de tu oponente" if self.whose is Player.OPPONENT else "")

    def named_opponent(self, player: int) -> int:
        """«… de una habilidad de tu oponente; … tu oponente …»: the pilot who did it."""
        return player if self.whose is Player.OPPONENT else -1

    def matches(self, g: GameSide, owner: int, source: int, kind, card: int, player: int, what) -> bool:
        if not CardEvent.matches(self, g, owner, source, kind, card, player, what) or not isinstance(what, int):
            return False
        if self.whose is not None and (player < 0 or player not in g.players(self.whose, owner)):
            return False
        origin = self.origin
        if origin is None:
            return True
        if origin is DamageOrigin.BATTLE:
            return what < 0
        return what >= 0 and (origin is DamageOrigin.CARD or g.cards[what].is_part == (origin is DamageOrigin.ABILITY))

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """A trigger adds no value of its own: the effect it fires is valued."""
        return 0.0


@builds("damaged_from")
def _damaged_from(children):
    subject, (origin, by_opponent) = _values(children)
    if origin is DamageOrigin.BATTLE and by_opponent:
        raise NotACost()  # «de una Guerrilla de un oponente»: not a reading this has
    return DamagedFrom(subject, CardEventKind.DAMAGED, origin, Player.OPPONENT if by_opponent else None)


@builds("damaged_from_yours")
def _damaged_from_yours(children):
    subject, origin = _values(children)
    return DamagedFrom(subject, CardEventKind.DAMAGED, origin, Player.YOU)


# --- «Cuando equipes esta Parte durante la Fase de Reconstrucción» --------------------------------------------


def _phase_text(phase: Phase, yours: bool) -> str:
    return f" durante {'tu' if yours else 'la'} {PHASE_WORDS[phase]}"


def _in_phase(g: GameSide, owner: int, phase: Phase, yours: bool) -> bool:
    from ...engine.turns import PHASES

    return PHASES.get(g.phase) is phase and (not yours or g.active == owner)


@construct(
    "disparador", "Un suceso durante una fase",
    grammar="events_worded/during.lark",
    summary="Un disparador de «Cuando …» seguido de «durante la <fase>» (la de cualquier turno) o «durante tu "
            "<fase>» (solo en tus turnos): «Cuando equipes esta Parte durante la Fase de Reconstrucción», «Cuando "
            "una Parte tuya sea destruida durante la Fase de Guerrilla», «Cuando robes una carta durante tu Fase "
            "Principal 1». Salta como el disparador sin la fase, pero solo si el suceso pasa en esa fase (5.3), sea "
            "por una acción del turno o por una habilidad activada en ella (docs/rulings.md 158).",
    examples=(
        ("Cuando equipes esta Parte durante la Fase de Reconstrucción; Selecciona otra Parte tuya; repárale 3 PG",
         "Al unirla en la Reconstrucción (5.3.3), otra de tus Partes recupera 3 PG; colocada desde la mano en la "
         "Fase Principal (5.3.4), no salta."),
        ("Cuando una Parte tuya sea destruida durante la Fase de Guerrilla; gana 1 CAR",
         "Con la Parte que pierdes en la batalla, o por una habilidad activada en la Fase de Guerrilla, ganas 1 "
         "CAR (5.3.5)."),
        ("Cuando esta Parte sea descartada durante tu Fase Final; roba 2 cartas",
         "Solo si la descartas en la Fase Final de tus turnos, como coste o por un efecto."),
    ),
)
@dataclass(frozen=True)
class CardEventDuring(CardEvent):
    """A :class:`CardEvent` that only fires during ``phase``: of any turn, or of the owner's if ``yours``."""

    phase: Phase = Phase.GUERRILLA
    yours: bool = False

    def text(self, ctx) -> str:
        return CardEvent.text(self, ctx) + _phase_text(self.phase, self.yours)

    def matches(self, g: GameSide, owner: int, source: int, kind, card: int, player: int, what) -> bool:
        return CardEvent.matches(self, g, owner, source, kind, card, player, what) and \
            _in_phase(g, owner, self.phase, self.yours)

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        return 0.0


@construct(
    "disparador", "Un piloto hace algo durante una fase",
    summary="«Cuando <piloto> <hace algo> durante la <fase>» o «durante tu <fase>»: los disparadores de «Cuando un "
            "piloto hace algo» («Cuando robes una carta», «Cuando tu oponente active una Carta de Apoyo», «Cuando "
            "equipes una Parte»…) limitados a una fase, como en «Un suceso durante una fase» (docs/rulings.md 158).",
    examples=(
        ("Cuando equipes una Parte durante la Fase de Reconstrucción; gana 1 CAR",
         "Cada Parte que equipas en tu Reconstrucción (5.3.3) te da 1 CAR; las que equipas en la Fase Principal, "
         "no."),
        ("Cuando tu oponente active una Carta de Apoyo durante la Fase de Guerrilla; roba una carta",
         "Robas cuando tu oponente juega una Carta de Apoyo en una Fase de Guerrilla, de cualquier turno."),
        ("Cuando tu oponente robe una carta durante tu Fase Principal 1; gana 1 CAR",
         "Solo las cartas que tu oponente roba en tu turno, en tu Fase Principal 1: las de su Fase de Robo no."),
    ),
)
@dataclass(frozen=True)
class PlayerEventDuring(PlayerEvent):
    """A :class:`PlayerEvent` that only fires during ``phase``: of any turn, or of the owner's if ``yours``."""

    phase: Phase = Phase.GUERRILLA
    yours: bool = False

    def text(self, ctx) -> str:
        return PlayerEvent.text(self, ctx) + _phase_text(self.phase, self.yours)

    def matches(self, g: GameSide, owner: int, source: int, kind, card: int, player: int, what) -> bool:
        return PlayerEvent.matches(self, g, owner, source, kind, card, player, what) and \
            _in_phase(g, owner, self.phase, self.yours)

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        return 0.0


def _during(event, when) -> Node:
    """The event of a trigger, limited to a phase; an event that says more than a plain card's or pilot's
    («Cuando tu oponente equipe una Parte de tipo Brazo durante …») has no such reading yet."""
    phase, yours = when
    if type(event) is CardEvent:
        return CardEventDuring(event.subject, event.event, phase, yours)
    if type(event) is PlayerEvent:
        return PlayerEventDuring(event.player, event.event, event.what, phase, yours)
    raise NotACost()


@builds("card_event_during")
def _card_event_during(children):
    subject, kind, when = _values(children)
    return _during(CardEvent(subject, kind), when)


@builds("you_equip_during")
def _you_equip_during(children):
    from .triggers import _you_equip

    subject, when = _values(children)
    return _during(_you_equip([subject]), when)


@builds("you_event_during")
def _you_event_during(children):
    from .triggers import _you_event

    kind_what, when = _values(children)
    return _during(_you_event([kind_what]), when)


@builds("player_event_during")
def _player_event_during(children):
    from .triggers import _player_event

    player, kind_what, when = _values(children)
    return _during(_player_event([player, kind_what]), when)


@builds("ep_each")
def _ep_each(children):
    return _values(children)[-1], False


@builds("ep_yours")
def _ep_yours(children):
    return _values(children)[-1], True


@builds("ep_each_rebuild")
def _ep_each_rebuild(children):
    return Phase.RECONSTRUCCION, False


@builds("ep_your_rebuild")
def _ep_your_rebuild(children):
    return Phase.RECONSTRUCCION, True


@builds("ep_your_recharge")
def _ep_your_recharge(children):
    return Phase.RECARGA, True


@builds("ep_each_recharge")
def _ep_each_recharge(children):
    return Phase.RECARGA, False


# --- «Al final de cada Fase de Guerrilla en la que participes» ------------------------------------------------


@construct(
    "disparador", "Al final de una Guerrilla en la que participas",
    grammar="events_worded/fought.lark",
    summary="«Al final de cada Fase de Guerrilla en la que participes» (o «… en la que participe tu Unidad»): "
            "salta al terminar la Fase de Guerrilla de cualquier turno en que tu Unidad atacó o defendió, es decir, "
            "en la que declaraste una Guerrilla o te la declararon (5.3.5, docs/rulings.md 159). En el mismo "
            "archivo, «Al final de cada Fase de Guerrilla» (sin más) es «Al final de la Fase de Guerrilla».",
    examples=(
        ("Al final de cada Fase de Guerrilla en la que participes; Si esta Parte está dañada; repara 1 PG a esta "
         "Parte",
         "Tras cada Guerrilla en la que atacas o defiendes, al acabar esa fase, esta Parte recupera 1 PG si tiene "
         "daño; en los turnos sin Guerrilla, o con una entre otros pilotos, no salta."),
    ),
)
@dataclass(frozen=True)
class FoughtPhaseEnd(PhaseEvent):
    """The end of a Fase de Guerrilla (``PhaseEvent(False, GUERRILLA, EACH)``) in which the owner attacked or
    defended."""

    def text(self, ctx) -> str:
        return "Al final de cada Fase de Guerrilla en la que participes"

    def matches(self, g: GameSide, owner: int, source: int, kind, card: int, player: int, what) -> bool:
        """Engine: ``guerrilla_target`` (the defender) is set by the declaration and kept until the next turn."""
        return PhaseEvent.matches(self, g, owner, source, kind, card, player, what) and g.guerrilla_target >= 0 \
            and owner in (g.active, g.guerrilla_target)

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        return 0.0


@builds("at_end_fought")
def _at_end_fought(children):
    return FoughtPhaseEnd(False, Phase.GUERRILLA, Turn.EACH)


@builds("fought_phase")
def _fought_phase(children):
    return None


# --- «Si no has declarado ninguna Guerrilla este turno», «Si has equipado una Parte desde tu mano este turno» ---


@construct(
    "condición", "No haber declarado una Guerrilla este turno",
    grammar="events_worded/past.lark",
    summary="«Si no has declarado ninguna Guerrilla este turno» (o «Si no declaraste ninguna Guerrilla», «si no "
            "has atacado este turno»): lo contrario de «Haber declarado una Guerrilla este turno»; se cumple en los "
            "turnos de los demás pilotos y en el tuyo mientras no declares una (5.3.5). En el mismo archivo: «Haber "
            "equipado una Parte desde tu mano este turno».",
    examples=(
        ("Al final de tu turno; Si no has declarado ninguna Guerrilla este turno; repara 2 PG a esta Parte",
         "Escrita «Al final de tu turno, si no declaraste ninguna Guerrilla, esta Parte recupera 2 PG»: en un turno "
         "sin atacar, al llegar a tu Fase Final, esta Parte recupera 2 PG."),
    ),
)
@dataclass(frozen=True)
class NoGuerrillaDeclared(DeclaredGuerrilla):
    """Not :class:`DeclaredGuerrilla`: you declared no Guerrilla this turn (or it is not your turn)."""

    def text(self, ctx) -> str:
        return f"no {'hayas' if ctx.subjunctive else 'has'} declarado ninguna Guerrilla este turno"

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        return not DeclaredGuerrilla.holds(self, g, p, source)


@builds("no_guerrilla_declared")
def _no_guerrilla_declared(children):
    return NoGuerrillaDeclared()


#: ``Game.this_turn`` key of the Partes a pilot equipped from the hand this turn: ``(FROM_HAND, pilot)``.
FROM_HAND = "equipadas_desde_la_mano"


@construct(
    "condición", "Haber equipado una Parte desde tu mano este turno",
    summary="«Si has equipado una Parte desde tu mano este turno» (o «Si este turno has equipado una Parte desde tu "
            "mano», «Si equipaste …», con «no … ninguna Parte» lo contrario): se cumple si en el turno en curso "
            "pasó de tu mano a tu Unidad alguna Parte, como la acción de la Fase Principal (5.3.4), en la "
            "Reconstrucción (5.3.3) o por un efecto (docs/rulings.md 160).",
    examples=(
        ("CAR 1 | Si has equipado una Parte desde tu mano este turno; roba 2 cartas",
         "Escrita «CAR 1 | Si este turno has equipado una Parte desde tu mano; roba dos cartas»: tras equipar tu "
         "Parte del turno, pagas 1 CAR y robas 2 cartas."),
        ("CAR 0 | Si no has equipado ninguna Parte desde tu mano este turno; gana 1 CAR",
         "Solo mientras no hayas equipado ninguna Parte de tu mano en este turno."),
    ),
)
@dataclass(frozen=True)
class EquippedFromHand(Node):
    """You equipped a Parte from your hand this turn (``negated``: you did not)."""

    negated: bool = False

    READS_TURN = True  # ``Game.any_past``: the engine keeps ``this_turn``

    def text(self, ctx) -> str:
        have = "hayas" if ctx.subjunctive else "has"
        if self.negated:
            return f"no {have} equipado ninguna Parte desde tu mano este turno"
        return f"{have} equipado una Parte desde tu mano este turno"

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        """Engine: ``Zones.move`` counts a Parte that goes from the hand to its owner's Unidad."""
        return bool(g.this_turn.get((FROM_HAND, p), 0)) != self.negated


@builds("equipped_from_hand")
def _equipped_from_hand(children):
    return EquippedFromHand()


@builds("not_equipped_from_hand")
def _not_equipped_from_hand(children):
    return EquippedFromHand(negated=True)


@builds("equip_hand")
def _passthrough(children):
    values = _values(children)
    return values[0] if values else None
