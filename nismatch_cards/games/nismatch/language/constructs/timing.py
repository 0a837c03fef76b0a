"""Time in the ability text, beyond the turn: durations that end with the phase, the round or never,
or at the start of an opponent's next turn; a duration written before its effects («Hasta el final del
turno, tu Unidad gana +2 FUE»); and how many times an ability may be used in a round or in the whole
game («Una vez por ronda», «Una sola vez por partida») (rulebook 3.2 (5), 5.3, 5.4; docs/rulings.md 58–61)."""
from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Node, Phase, Timing, Turn
from .durations import Duration
from .selection import FilterClash, Qualifier
from .triggers import PHASE_WORDS, PhaseEvent
from .turns import TIMES_WORDS, NextTime

if TYPE_CHECKING:
    from ..seam import GameSide


WORDS = {Timing.END_OF_PHASE: "hasta el final de la fase", Timing.END_OF_ROUND: "hasta el final de la ronda",
         Timing.START_OF_OPPONENTS_NEXT_TURN: "hasta el inicio del próximo turno de tu oponente",
         Timing.REST_OF_GAME: "durante el resto de la partida"}


@construct(
    "duración", "Hasta el final de la fase o de la ronda, hasta el próximo turno de tu oponente, para siempre",
    grammar="timing/long_duration.lark",
    summary="Cuatro duraciones más. «hasta el final de la fase» (o «de esta fase», «de esa fase», «hasta que "
            "termine la fase»): acaba cuando termina la fase en que se resuelve, sea del turno de quien sea; en la "
            "Fase Final, con el turno (5.3). «hasta el final de la ronda»: acaba cuando termina el turno del último "
            "piloto de la ronda (con sus turnos extra), antes de volver a calcular el orden por VEL (5.4, "
            "docs/rulings.md 58). «hasta el inicio del próximo turno de tu oponente»: acaba al empezar (Fase de "
            "Recarga, 5.3.1) el siguiente turno de un oponente tuyo; en 2vs2 y Batalla Real, el primero de "
            "cualquiera de ellos (docs/rulings.md 42). «durante el resto de la partida» (o «de forma permanente», "
            "«permanentemente», «a partir de ahora»): no acaba nunca; un cambio sobre una Parte dura mientras la "
            "Parte siga en su sitio. Una duración también se puede escribir delante, con una coma: «Hasta el "
            "final del turno, tu Unidad gana +2 FUE» es lo mismo que escribirla detrás, y vale para cada efecto "
            "que la admite (cambios de estadísticas, prohibiciones); si ninguno la admite, el texto no se lee.",
    examples=(
        ("CAR 1 | Tu Unidad gana +3 DEF hasta el final de la fase",
         "Jugada en la Guerrilla de tu oponente, tu Unidad tiene 3 DEF más en esa batalla y vuelve a la normalidad "
         "cuando acaba la Fase de Guerrilla (5.3.5)."),
        ("CAR 2 | Tu Unidad gana +1 VEL hasta el final de la ronda",
         "El +1 VEL dura los turnos que queden de la ronda y se va justo antes de calcular el orden de la "
         "siguiente (5.4): no adelanta tu turno en ella (docs/rulings.md 58)."),
        ("CAR 2 | Selecciona una Parte de tu oponente; dale -2 FUE hasta el inicio del próximo turno de tu oponente",
         "La Parte aporta 2 FUE menos hasta que su piloto (o, en Batalla Real, el primer oponente que juegue) "
         "empieza su siguiente turno (5.3.1)."),
        ("CAR 3 | Tu Unidad gana +1 DEF durante el resto de la partida",
         "El +1 DEF no acaba con ningún turno: tu Unidad lo tiene hasta el final de la partida."),
        ("CAR 1 | Tu Unidad gana +4 VEL hasta el final de la ronda",
         "Escrita «Hasta el final de la ronda, tu Unidad tiene +4 VEL», con la duración delante, se lee igual."),
    ),
)
@dataclass(frozen=True)
class LongDuration(Duration):
    """A :class:`Duration` that ends with the phase, the round, an opponent's next start or never
    (``Units._timed_mod``, ``turns._expired``, ``Turns._new_round``, ``Turns._start_turn``)."""

    def text(self, ctx) -> str:
        return WORDS[self.timing]


@builds("d_end_of_phase")
def _end_of_phase(children):
    return LongDuration(Timing.END_OF_PHASE)


@builds("d_end_of_round")
def _end_of_round(children):
    return LongDuration(Timing.END_OF_ROUND)


@builds("d_opponents_next_start")
def _opponents_next_start(children):
    return LongDuration(Timing.START_OF_OPPONENTS_NEXT_TURN)


@builds("d_rest_of_game")
def _rest_of_game(children):
    return LongDuration(Timing.REST_OF_GAME)


# --- a duration written first -------------------------------------------------------------------


class UntakenDuration(FilterClash):
    """A duration written before effects none of which lasts («Hasta el final del turno, roba una carta»)."""

    def __init__(self):
        place = Qualifier("duration", None, -1, -1)
        super().__init__(place, place)

    @staticmethod
    def error(text: str) -> tuple[str, int, str]:
        """The message, the column of the duration (its first word) and the hint."""
        found = re.search(r"\b(hasta|durante|mientras|a partir|de (forma|manera) permanente|permanentemente|para "
                          r"siempre|por el resto|para el resto|el resto)\b", text, re.IGNORECASE)
        return ("ningún efecto de los que siguen dura un tiempo: la duración escrita delante no se aplica a nada",
                found.start() + 1 if found else 1,
                "una duración va con un cambio de estadísticas («gana +2 FUE») o una prohibición («no puede …»); "
                "quítala, o escribe el efecto que debe durar")


def lasting(effect) -> bool:
    """Whether ``effect`` takes a duration (a stat change, a restriction, «no puede seleccionarla»…)."""
    return any(f.name == "duration" for f in fields(effect)) if isinstance(effect, Node) else False


@builds("effects_led")
def _effects_led(children):
    """«Hasta …, <efectos>»: the duration of each effect that takes one and has none of its own."""
    from .effects_control import _effects

    duration, *rest = children
    if getattr(duration, "test", None) is not None:  # «Mientras X, …» is the Pasiva's condition, not a duration
        raise FilterClash(Qualifier("duration", None, -1, -1), Qualifier("duration", None, -1, -1))
    effects = [_banned_for(c, duration) for c in rest if not hasattr(c, "start_pos")]
    battle = type(duration).__name__ == "BattleDuration"  # «Durante esta batalla, tu Unidad usa su VEL …»
    if not any(lasting(e) or battle and getattr(e, "battle_only", None) for e in effects):
        raise UntakenDuration()
    return _effects([replace(e, duration=duration) if lasting(e) and e.duration is None else e for e in effects])


def _banned_for(effect, duration):
    """«Hasta …, tu oponente no puede …»: the ban read without a duration (a Pasiva's) is «Prohibir» with this one."""
    from .effects_control import Restrict
    from .modes import Ban

    return Restrict(effect.player, effect.activity, duration) if type(effect) is Ban else effect


# --- uses per round and per game ----------------------------------------------------------------


ROUND, GAME = "ronda", "partida"
PERIODS = {ROUND: "ronda", GAME: "partida"}


@construct(
    "requisito", "Usos por ronda o por partida",
    grammar="timing/period.lark",
    summary="«Una vez por ronda», «Dos veces por ronda», «Una vez por partida» (o «Una sola vez por partida», "
            "«Solo una vez por ronda»), al principio como requisito o al final tras un punto, como «Una vez por "
            "turno»: cuántas veces se usa la habilidad de esta carta en una ronda (todos los pilotos juegan su "
            "turno, 5.4) o en toda la partida. El límite de la etiqueta sigue valiendo en cada turno (3.2 (5)). "
            "La cuenta por ronda vuelve a cero al empezar cada ronda y cuando la Parte vuelve a equiparse, como la "
            "de cada turno; la de la partida no vuelve nunca, aunque la carta cambie de sitio: cada copia tiene la "
            "suya (docs/rulings.md 59). «La primera vez en cada turno que <suceso>, …» es «Una vez por turno; "
            "Cuando <suceso>; …», y «Puedes activar esta habilidad hasta tres veces por turno», «Tres veces por "
            "turno» (docs/rulings.md 60).",
    examples=(
        ("Una vez por ronda; Cuando una Parte de tu compañero sea destruida; roba una carta",
         "En 2vs2, robas con la primera Parte de tu compañero destruida en cada ronda, sea en el turno que sea; "
         "las demás de esa ronda no hacen saltar la habilidad."),
        ("CAR 0 | Una vez por partida; busca una carta en tu Arsenal y añádela a tu mano",
         "Una Normal que se activa una sola vez en toda la partida, aunque la Parte vuelva a equiparse "
         "(docs/rulings.md 59)."),
    ),
)
@dataclass(frozen=True)
class PerPeriod(Node):
    """«N veces por ronda / por partida»: a limit the engine counts in ``Game.long_uses`` besides the
    per-turn one of the etiqueta (``AbilityInfo.long_limit``)."""

    uses: int
    period: str = ROUND

    def text(self, ctx) -> str:
        times = "una vez" if self.uses == 1 else f"{TIMES_WORDS.get(self.uses, self.uses)} veces"
        return f"{times} por {self.period}"


def _period(children, period: str) -> PerPeriod:
    return PerPeriod(children[0] if isinstance(children[0], int) else 1, period)


@builds("times_round")
def _times_round(children):
    return _period(children, ROUND)


@builds("times_game")
def _times_game(children):
    return _period(children, GAME)


# --- effects that happen later ------------------------------------------------------------------


@construct(
    "requisito", "Más tarde: al comienzo de tu próximo turno …",
    grammar="timing/later.lark",
    summary="«Al comienzo de tu próximo turno; <efecto>» (o «Al final de tu próximo turno», «Al comienzo / Al final "
            "del próximo turno de tu oponente», «Al final del turno», «Al comienzo de tu próxima Fase de Recarga», "
            "«Al final de la próxima Fase de Guerrilla de tu oponente»…): el efecto no se hace al resolverse la "
            "habilidad, sino en ese momento, una sola vez, como «La próxima vez que …»: sube a las marchas como "
            "una Disparado de quien la activó (4.7.1.2), con lo seleccionado al activarla (si ya no vale, se "
            "pierde, 6.1.1.1). «Próximo turno» nunca es el turno en curso (tampoco el de tu oponente, si se "
            "resuelve en él), y «próxima Fase» nunca es la fase en curso; «Al final del turno» es el del turno en "
            "curso (5.3.7). En 2vs2 y Batalla Real, «tu oponente» es el primero de ellos que juegue "
            "(docs/rulings.md 42, 61). Si el piloto ya no juega, no pasa nada.",
    examples=(
        ("CAR 1 | Al comienzo de tu próximo turno; roba 2 cartas",
         "Al resolverse no pasa nada; al empezar tu siguiente turno (5.3.1) la habilidad sube a las marchas y "
         "robas 2 cartas, una sola vez."),
        ("CAR 2 | Selecciona una Parte de tu oponente; Al final del próximo turno de tu oponente; hazle 3 puntos "
         "de daño",
         "Eliges la Parte al activarla; al final del siguiente turno de tu oponente recibe 3 puntos de daño, si "
         "sigue donde estaba (6.1.1.1)."),
        ("CAR 1 | Al comienzo de tu próxima Fase de Recarga; gana 2 CAR",
         "Los 2 CAR llegan al empezar tu siguiente Fase de Recarga, después de ajustar la Carga de ese turno "
         "(5.3.1), y se pueden gastar en él."),
        ("CAR 0 | Al final del turno; roba una carta",
         "Robas una carta en la Fase Final del turno en que se resuelve (5.3.7), no en el siguiente."),
    ),
)
@dataclass(frozen=True)
class Later(NextTime):
    """A delayed effect at a fixed moment: a «La próxima vez que …» (:class:`~.turns.NextTime`) whose event is
    the start or end of a turn or phase (``event``, a :class:`~.triggers.PhaseEvent`); ``next_turn``: of a turn
    after the one it resolves in, else of a phase occurrence after the current one («Al final del turno»:
    neither)."""

    next_turn: bool = True

    def text(self, ctx) -> str:
        e = self.event
        head = "al comienzo" if e.start else "al final"
        if e.phase is Phase.TURN:
            if e.turn is Turn.EACH:
                return f"{head} del turno"
            return f"{head} de tu próximo turno" if e.turn is Turn.YOURS else f"{head} del próximo turno de tu oponente"
        name = PHASE_WORDS[e.phase]
        return f"{head} de tu próxima {name}" if e.turn is Turn.YOURS else f"{head} de la próxima {name} de tu oponente"

    def after(self, g: GameSide) -> int:
        """Engine: the moment (``turn * 16 + phase``) it must come after: the turn it resolves in, or the phase
        occurrence; -1 for «Al final del turno» (the end of this one)."""
        if self.event.turn is Turn.EACH:
            return -1
        return g.turn * 16 + (15 if self.next_turn else g.phase)


def _later(start: bool, phase: Phase, turn: Turn) -> Later:
    return Later(PhaseEvent(start, phase, turn), next_turn=phase is Phase.TURN)


@builds("la_your_start")
def _la_your_start(children):
    return _later(True, Phase.TURN, Turn.YOURS)


@builds("la_your_end")
def _la_your_end(children):
    return _later(False, Phase.TURN, Turn.YOURS)


@builds("la_opponents_start")
def _la_opponents_start(children):
    return _later(True, Phase.TURN, Turn.OPPONENTS)


@builds("la_opponents_end")
def _la_opponents_end(children):
    return _later(False, Phase.TURN, Turn.OPPONENTS)


@builds("la_end_of_turn")
def _la_end_of_turn(children):
    return Later(PhaseEvent(False, Phase.TURN, Turn.EACH), next_turn=False)


def _phase_of(children) -> Phase:
    return next(c for c in children if isinstance(c, Phase))


@builds("la_your_phase_start")
def _la_your_phase_start(children):
    return _later(True, _phase_of(children), Turn.YOURS)


@builds("la_your_phase_end")
def _la_your_phase_end(children):
    return _later(False, _phase_of(children), Turn.YOURS)


@builds("la_opponents_phase_start")
def _la_opponents_phase_start(children):
    return _later(True, _phase_of(children), Turn.OPPONENTS)


@builds("la_opponents_phase_end")
def _la_opponents_phase_end(children):
    return _later(False, _phase_of(children), Turn.OPPONENTS)
