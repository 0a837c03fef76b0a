"""Another pilot's turn and its things: a duration that ends with the next turn of the pilot the ability is about
(«hasta el final de su próximo turno», «… del próximo turno de ese oponente / de su dueño»), a ban whose subject
is the pilot selected before («Selecciona a un oponente; no puede …»), the mode of play written before the cost
(«Solo 2vs2. CAR 2 | …») and selecting an opponent by the Botines it has claimed (rulebook 2②, 5.1, 5.3.1,
5.3.7, 6.1; docs/rulings.md 116–118)."""
from __future__ import annotations

import re
import threading
from dataclasses import dataclass, fields, is_dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..lexer import normalise
from ..nodes import Node, Phase, Player, Timing, Turn, Whose
from .durations import Duration
from .timing import Later
from .triggers import PhaseEvent
from .selection import FilterClash, Qualifier, words

if TYPE_CHECKING:
    from ..seam import GameSide

# --- «hasta el final de su próximo turno» -----------------------------------------------------------------

#: Who «su» / «ese piloto» names: the pilot the ability is about, or the owner of the Parte it changes.
THAT, OWNER = "ese piloto", "su dueño"


#: «… del siguiente turno de tu oponente» read through the lexicon: the turn of any opponent (docs/rulings.md 42)
ANY_OPPONENT = "tu oponente"

# --- «Selecciona a un oponente; no puede …» ----------------------------------------------------------------


NO_PILOT = "«su próximo turno» no dice de qué piloto es el turno"
HINT_NO_PILOT = ("selecciona antes al piloto («Selecciona a un oponente; …») o haz el efecto sobre una Parte suya "
                 "(«Selecciona una Parte de tu oponente; dale -2 FUE hasta el final de su próximo turno»); para tu "
                 "turno, «hasta el final de tu próximo turno»")


@construct(
    "duración", "Hasta el próximo turno de ese piloto",
    grammar="pilots_more/their_turn.lark",
    summary="«hasta el final de su próximo turno», «hasta el final del próximo turno de ese oponente» (o «de ese "
            "piloto»), «hasta el inicio del próximo turno de su dueño» (o «de su controlador», «de su "
            "propietario»): el cambio o la prohibición acaba al final (Fase Final, 5.3.7) o al inicio (Fase de "
            "Recarga, 5.3.1) del siguiente turno de un piloto concreto, no de cualquier oponente: del piloto "
            "seleccionado antes («Selecciona a un oponente; …») o del que nombra el disparador («Cuando tu "
            "oponente …»); si no hay ninguno, del dueño de la Parte que cambia, o del piloto al que se le prohíbe "
            "(«Cada oponente no puede … hasta el final de su próximo turno»: cada uno, hasta su turno). «de su "
            "dueño» es siempre el de la Parte que cambia. Resuelta en el turno de ese piloto, ese turno no cuenta "
            "(docs/rulings.md 116). Si el texto no dice de qué piloto es «su» turno (tu Unidad gana algo y no "
            "seleccionas a nadie), `nismatch validar` lo dice (NM151).",
    examples=(
        ("CAR 2 | Selecciona una Parte de tu oponente; dale -2 FUE hasta el final del próximo turno de ese piloto",
         "Escrita también «… hasta el final de su próximo turno»: la Parte aporta 2 FUE menos hasta que acaba el "
         "siguiente turno de su dueño, aunque en Batalla Real otro oponente juegue antes."),
        ("CAR 2 | Selecciona a un oponente; tu oponente no puede activar habilidades hasta el final del próximo "
         "turno de ese piloto",
         "Escrita también «Selecciona a un oponente; hasta el final de su próximo turno, no puede activar "
         "habilidades»: el oponente elegido no activa habilidades hasta que acabe su siguiente turno."),
        ("CAR 1 | Selecciona una Parte de tu oponente; dale -1 DEF hasta el inicio del próximo turno de su dueño",
         "La Parte aporta 1 DEF menos hasta que su dueño empieza su siguiente turno (5.3.1)."),
    ),
)
@dataclass(frozen=True)
class TheirTurnDuration(Duration):
    """A :class:`Duration` ending at the start (``START_OF_NEXT_TURN``) or the end (``END_OF_NEXT_TURN``) of the next
    turn of one pilot: ``of`` is :data:`THAT` (the pilot the ability names, else the one changed) or :data:`OWNER`
    (the owner of the Parte changed). The engine keeps it like «tu próximo turno», with that pilot
    (:meth:`turn_pilot`)."""

    of: str = THAT

    def text(self, ctx) -> str:
        head = "hasta el final" if self.timing is Timing.END_OF_NEXT_TURN else "hasta el inicio"
        return f"{head} del próximo turno de {self.of}"

    def turn_pilot(self, g: GameSide, controller: int, pilot: int, part: int) -> int:
        """Engine: whose next turn ends it: the pilot named while the marcha resolves («Selecciona a un oponente»,
        the one a Disparado's event names) for «ese piloto», else the owner of the Parte changed, else the pilot
        changed or banned (docs/rulings.md 116)."""
        named = g.named_opponent
        if self.of == THAT and named is not None and named[0] == controller:
            return named[1]
        if part >= 0:
            return g.owner[part]
        return pilot if pilot >= 0 else controller


def _their(children, timing: Timing) -> Duration:
    from .timing import LongDuration
    from .turns import OpponentsTurnDuration

    of = next((c for c in children if c in (THAT, OWNER, ANY_OPPONENT)), THAT)
    if of == ANY_OPPONENT:
        return OpponentsTurnDuration() if timing is Timing.END_OF_NEXT_TURN else \
            LongDuration(Timing.START_OF_OPPONENTS_NEXT_TURN)
    return TheirTurnDuration(timing, of=of)


@builds("d_their_end")
def _their_end(children):
    return _their(children, Timing.END_OF_NEXT_TURN)


@builds("d_their_start")
def _their_start(children):
    return _their(children, Timing.START_OF_NEXT_TURN)


@builds("tp_that")
def _tp_that(children):
    return THAT


@builds("tp_owner")
def _tp_owner(children):
    return OWNER


@builds("tp_any_opponent")
def _tp_any_opponent(children):
    return ANY_OPPONENT


def their_turn_problems(ability) -> list[tuple]:
    """(node, message, hint) for «su próximo turno» with nobody to name (NM151): no pilot selected, no event that
    names one, and the effect changes no Parte and bans no other pilot; for «Al final de su próximo turno, …», no
    card selected either."""
    from .effects_control import Restrict
    from .effects_parts import StatChange, Unit
    from .players import SelectPlayer

    from .requirements import Select

    if any(isinstance(r, SelectPlayer) or hasattr(r, "named_opponent") for r in ability.requirements):
        return []
    found = [] if any(isinstance(r, Select) for r in ability.requirements) else \
        [(node, NO_PILOT, HINT_NO_PILOT) for node in ability.walk() if isinstance(node, TheirLater)]
    for effect in ability.simple_effects():
        duration = getattr(effect, "duration", None)
        if not isinstance(duration, TheirTurnDuration) or duration.of != THAT:
            continue
        if isinstance(effect, StatChange) and isinstance(effect.subject, Unit):
            about_other = effect.subject.player is not Player.YOU
        elif isinstance(effect, Restrict):
            about_other = effect.player is not Player.YOU
        else:
            about_other = True  # a Parte's change: its owner's turn
        if not about_other:
            found.append((effect, NO_PILOT, HINT_NO_PILOT))
    return found


@construct(
    "efecto", "Prohibir al piloto seleccionado",
    grammar="pilots_more/that_ban.lark",
    summary="«Selecciona a un oponente; no puede <actividad> <duración>»: sin sujeto, la prohibición es para el "
            "piloto seleccionado antes, como «ese piloto no puede …», y se imprime «tu oponente no puede …» "
            "(docs/rulings.md 13, 52); sin un piloto seleccionado no nombra a nadie y `nismatch validar` lo dice "
            "(NM090). La duración también se escribe delante, con una coma, con sujeto o sin él («…; hasta el final "
            "de su próximo turno, no puede activar habilidades», «Hasta el final de tu próximo turno, tu oponente no "
            "puede declarar Guerrillas»).",
    examples=(
        ("CAR 2 | Selecciona a un oponente; tu oponente no puede declarar Guerrillas hasta el final del próximo "
         "turno de ese piloto",
         "Escrita también «Selecciona a un oponente; no puede declarar Guerrillas hasta el final de su próximo "
         "turno»: en Batalla Real, solo el oponente elegido no declara Guerrillas, hasta que acabe su siguiente "
         "turno."),
    ),
)
@dataclass(frozen=True)
class SelectedBan(Node):
    """A marker for the documentation: these phrasings build :class:`~.effects_control.Restrict` nodes."""

    @staticmethod
    def shown_in(ability) -> bool:
        """Whether ``ability`` shows it: a pilot selected, then a ban on them."""
        from .effects_control import Restrict
        from .players import SelectPlayer

        return ability.requirement(SelectPlayer) is not None and any(
            isinstance(e, Restrict) and e.player is Player.OPPONENT for e in ability.simple_effects())


@builds("restrict_that", "restrict_that_first")
def _restrict_that(children):
    from .effects_control import Restrict

    parts = [c for c in children if not hasattr(c, "start_pos")]
    duration = next(c for c in parts if isinstance(c, Duration))
    activity = next(c for c in parts if c is not duration)
    return Restrict(Player.THAT, activity, duration)


@builds("ban_that")
def _ban_that(children):
    """«no puede activar habilidades» with no subject and no duration: a Pasiva's ban, or a ban whose duration is
    written before it («Hasta el final de su próximo turno, no puede …», constructs/timing.py)."""
    from .modes import Ban

    (activity,) = [c for c in children if not hasattr(c, "start_pos")]
    return Ban(Player.THAT, activity)


# --- «Solo 2vs2. CAR 2 | …» ----------------------------------------------------------------------------------


@construct(
    "condición", "Solo en un modo, delante del coste",
    grammar="pilots_more/mode_first.lark",
    summary="«Solo 2vs2. CAR 2 | …», «Solo Batalla Real. CAR 1 | …», «Solo 1vs1:» (o «Solo en 2vs2.»), escrito "
            "delante del coste de Carga: es el «Modo de juego» como primer requisito, y se imprime detrás del coste, "
            "«CAR 2 | Si se juega en 2vs2; …»: en los demás modos la habilidad no se puede activar (5.1, "
            "docs/rulings.md 109). Detrás del coste («CAR 2 | Solo 2vs2. Selecciona …») y sin coste («Solo 2vs2. Tu "
            "Unidad gana …») ya se leía así.",
    examples=(
        ("CAR 2 | Si se juega en 2vs2; Selecciona una Parte de tu compañero; repárale 3 PG",
         "Escrita «Solo 2vs2», delante del coste, y «de la Unidad de tu aliado»: solo se activa en 2vs2, y repara 3 "
         "PG a una Parte de tu compañero."),
    ),
)
@dataclass(frozen=True)
class ModeFirst(Node):
    """A marker for the documentation: a mode written before the cost builds :class:`~.modes.GameMode` first."""

    @staticmethod
    def shown_in(ability) -> bool:
        from .modes import GameMode

        first = ability.requirements[0] if ability.requirements else None
        return isinstance(getattr(first, "test", None), GameMode)


@builds("ability_mode_first")
def _ability_mode_first(children):
    """«Solo 2vs2. CAR 2 | …»: the ability after the mode, with the mode as its first requirement."""
    from dataclasses import replace

    from .ability import _ability
    from .requirements import Condition

    mode, *rest = [c for c in children if not hasattr(c, "start_pos")]
    ability = _ability(rest)
    return replace(ability, requirements=(Condition(mode), *ability.requirements))


# --- «Selecciona a un oponente que haya reclamado más Botines de Guerra que tú» ------------------------------


@construct(
    "requisito", "Seleccionar a un oponente con más Botines que tú",
    grammar="pilots_more/richer.lark",
    summary="«Selecciona a un oponente que haya reclamado más Botines de Guerra que tú» (o «que tenga más Botines "
            "de Guerra que tú», «con más Botines de Guerra que tú»): como «Selecciona a un oponente», pero solo "
            "puedes elegir a uno que haya reclamado más Botines de Guerra que tú (los reclamados, no los que le "
            "quedan en su pila, 2②); si no hay ninguno, no puedes activarla, y si al resolverse ya no tiene más "
            "que tú, la habilidad se resuelve sin efecto (6.1.1.1, docs/rulings.md 52, 117). «Selecciona al "
            "oponente con más Botines de Guerra» es «al oponente que haya reclamado más Botines de Guerra».",
    examples=(
        ("CAR 3 | Selecciona a un oponente que haya reclamado más Botines de Guerra que tú; roba 2 cartas",
         "Con 1 Botín reclamado, puedes elegir a un oponente que tenga 2 o más, y robas 2 cartas; si ninguno tiene "
         "más que tú, no se puede activar."),
    ),
)
@dataclass(frozen=True)
class RicherOpponent(Node):
    """A marker for the documentation: this phrasing builds :class:`~.players.SelectPlayer` with ``richer``."""

    @staticmethod
    def shown_in(ability) -> bool:
        from .players import SelectPlayer

        selected = ability.requirement(SelectPlayer)
        return selected is not None and selected.richer


@builds("select_richer")
def _select_richer(children):
    from .players import SelectPlayer

    return SelectPlayer(Player.OPPONENT, richer=True)


@builds("more_than_you")
def _more_than_you(children):
    return True


# --- «… de la Unidad del piloto que la destruyó» -------------------------------------------------------------


class NoDestroyer(FilterClash):
    """«del piloto que la destruyó» in an ability no destruction fires: nobody to name."""

    def __init__(self):
        Exception.__init__(self)

    @staticmethod
    def error(text: str) -> tuple[str, int, str]:
        found = re.search(r"\b(que la destruy|la destruy)", normalise(text))
        return ("«el piloto que la destruyó» solo nombra a alguien en una habilidad que salta al destruirse una "
                "Parte", found.start() + 1 if found else 1,
                "empieza con «Cuando esta Parte sea destruida, …» o «Cuando tu oponente destruya esta Parte, …»")


@construct(
    "selección", "La Unidad del piloto que la destruyó",
    grammar="pilots_more/destroyer.lark",
    summary="«Cuando esta Parte sea destruida, haz 1 punto de daño a cada Parte de la Unidad del piloto que la "
            "destruyó» (o «de la Unidad que la destruyó», «del oponente que la destruyó»), y «Cuando esta Parte sea "
            "destruida por un oponente, …»: el piloto que la destruyó es el oponente que lo hizo, con el daño de "
            "una Guerrilla o con una habilidad suya (4.2, 5.3.5): la habilidad es «Cuando tu oponente destruya esta "
            "Parte; …», y sus Partes son las «de tu oponente», solo las de ese piloto (docs/rulings.md 13, 119). Si "
            "la destruyes tú, o nadie (sus PG máximos bajan), no salta. Sin una destrucción que haga saltar la "
            "habilidad, el texto no se lee.",
    examples=(
        ("Cuando tu oponente destruya esta Parte; haz 1 punto de daño a cada Parte de tu oponente equipada",
         "Escrita «Cuando esta Parte sea destruida, haz un punto de daño a cada Parte equipada de la Unidad del "
         "piloto que la destruyó»: en Batalla Real solo recibe daño la Unidad del oponente que la destruyó."),
    ),
)
@dataclass(frozen=True)
class TheDestroyer(Node):
    """A marker for the documentation: these phrasings build :class:`~.events.DestroyedBy` by an opponent, and
    the selections of its effect are that opponent's."""

    @staticmethod
    def shown_in(ability) -> bool:
        from .events import DestroyedBy

        return any(isinstance(r, DestroyedBy) and r.by is Player.OPPONENT for r in ability.requirements)


#: Whether this thread's parse (since :func:`forget_destroyers`) built a «del piloto que la destruyó»: when it did
#: not, :func:`bind_destroyer` has nothing to look for (it walks the whole ability otherwise, on every text parsed).
_built = threading.local()


def forget_destroyers() -> None:
    """Start a parse: no «del piloto que la destruyó» built yet (the parser calls it before running the automaton)."""
    _built.destroyer = False


@builds("w_destroyer")
def _w_destroyer(children):
    _built.destroyer = True
    return Qualifier("owner", Whose.DESTROYER, *words(children))


@builds("destroyed_by_player")
def _destroyed_by_player(children):
    """«Cuando esta Parte sea destruida por un oponente»: «Cuando tu oponente destruya esta Parte»."""
    from .events import DestroyedBy
    from .triggers import CardEventKind

    subject, happening, player = [c for c in children if not hasattr(c, "start_pos")]
    if happening is not CardEventKind.DESTROYED:
        raise FilterClash(Qualifier("event", happening, -1, -1), Qualifier("event", happening, -1, -1))
    return DestroyedBy(subject, CardEventKind.DESTROYED, player)


def bind_destroyer(requirements: tuple, effect: Node) -> tuple[tuple, Node]:
    """«Cuando esta Parte sea destruida, … del piloto que la destruyó»: the destroyer is the opponent who destroyed
    it (docs/rulings.md 119), so the trigger is «Cuando tu oponente destruya …» and its selections are «de tu
    oponente»; unchanged when nothing names the destroyer; :class:`NoDestroyer` when no destruction fires it."""
    from .events import DestroyedBy
    from .triggers import CardEvent, CardEventKind

    if not getattr(_built, "destroyer", True):  # unknown (a parse that did not say it began): look
        return requirements, effect
    bound = tuple(_opponents(r) for r in requirements), _opponents(effect)
    if bound == (requirements, effect):
        return requirements, effect
    requirements, effect = bound
    at = next((i for i, r in enumerate(requirements) if isinstance(r, CardEvent)), None)
    trigger = requirements[at] if at is not None else None
    if trigger is None or trigger.event is not CardEventKind.DESTROYED or \
            isinstance(trigger, DestroyedBy) and trigger.by is not Player.OPPONENT:
        raise NoDestroyer()
    if type(trigger) is CardEvent:
        trigger = DestroyedBy(trigger.subject, CardEventKind.DESTROYED, Player.OPPONENT)
    elif type(trigger) is not DestroyedBy:
        raise NoDestroyer()
    return (*requirements[:at], trigger, *requirements[at + 1:]), effect


def _opponents(value):
    """``value`` with every ``Whose.DESTROYER`` made ``Whose.OPPONENT`` (the same object when there is none).

    It runs on every ability parsed, so a node's fields are looked up once per class (:func:`_walked_fields`)."""
    if value is Whose.DESTROYER:
        return Whose.OPPONENT
    if isinstance(value, tuple):
        items = tuple([_opponents(v) for v in value])
        return items if any(a is not b for a, b in zip(items, value)) else value
    if not isinstance(value, Node):
        return value
    changes = None
    for name in _walked_fields(type(value)):
        old = getattr(value, name)
        new = _opponents(old)
        if new is not old:
            changes = changes or {}
            changes[name] = new
    return replace(value, **changes) if changes else value


@lru_cache(maxsize=None)
def _walked_fields(cls: type) -> tuple[str, ...]:
    """The fields of a node class that :func:`_opponents` looks into (all but ``span``)."""
    return tuple(f.name for f in fields(cls) if f.name != "span") if is_dataclass(cls) else ()


# --- «Al final del próximo turno de ese oponente, …» ----------------------------------------------------------


@dataclass(frozen=True)
class TheirTurnEvent(PhaseEvent):
    """The start or end of any turn: the engine keeps only that of the pilot the delay names (``of_named``)."""

    of: str = THAT

    #: engine (``Resolution._fire_delayed``): only the turn of the pilot stored with the delay fires it
    of_named = True


@construct(
    "requisito", "Más tarde: al final del próximo turno de ese piloto",
    grammar="pilots_more/their_moment.lark",
    summary="«Al final del próximo turno de ese oponente, <efecto>» (o «Al comienzo de su próximo turno», «… del "
            "próximo turno de su dueño»): como «Al final del próximo turno de tu oponente», el efecto espera y se "
            "hace una sola vez, pero en el turno de un piloto concreto: el seleccionado antes («Selecciona a un "
            "oponente»), el que nombra el disparador, o si no el dueño de la carta seleccionada (docs/rulings.md "
            "116). «Próximo turno» nunca es el turno en curso. Si ese piloto ya no juega, no pasa nada.",
    examples=(
        ("CAR 2 | Selecciona una Parte de tu oponente; Al final del próximo turno de ese piloto; hazle 3 puntos de "
         "daño",
         "Escrita «…; al final del próximo turno de ese oponente, hazle tres puntos de daño»: en Batalla Real, la "
         "Parte recibe el daño al acabar el turno de su dueño, no el del primero que juegue."),
    ),
)
@dataclass(frozen=True)
class TheirLater(Later):
    """A :class:`~.timing.Later` at the start or end of the next turn of one pilot (``event``, a
    :class:`TheirTurnEvent`)."""

    def text(self, ctx) -> str:
        head = "al comienzo" if self.event.start else "al final"
        return f"{head} del próximo turno de {self.event.of}"


def _their_later(children, start: bool) -> Later:
    of = next((c for c in children if c in (THAT, OWNER, ANY_OPPONENT)), THAT)
    if of == ANY_OPPONENT:  # «al final del siguiente turno de tu oponente»: any opponent's (constructs/timing.py)
        return Later(PhaseEvent(start, Phase.TURN, Turn.OPPONENTS), next_turn=True)
    return TheirLater(TheirTurnEvent(start, Phase.TURN, Turn.EACH, of=of), next_turn=True)


@builds("la_their_end")
def _la_their_end(children):
    return _their_later(children, False)


@builds("la_their_start")
def _la_their_start(children):
    return _their_later(children, True)
