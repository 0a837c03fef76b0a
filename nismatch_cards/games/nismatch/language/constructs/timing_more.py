"""Time as designers write it, beyond «Al comienzo de …»: a phase trigger written «En tu Fase de Recarga» or
«Durante tu Fase de Recarga»; and a delayed effect written after the
effects done now («Roba una carta. Al final del turno, descarta una carta», «devuélvela a tu mano al final
del turno») (rulebook 4.7, 5.3; docs/rulings.md 93–96)."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..lexer import register_printed
from ..nodes import Node, Phase, Timing, Turn
from .effects_control import Effects, _effects
from .timing import Later, LongDuration, lasting
from .triggers import PHASE_WORDS, PhaseEvent
from .turns import NextTime

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide, Resolution

# --- «En tu Fase de Recarga, …» -----------------------------------------------------------------


@construct(
    "disparador", "En tu Fase de …",
    grammar="timing_more/during.lark",
    summary="«En tu Fase de Recarga, <efecto>» (o «Durante tu Fase …», «En cada Fase de Guerrilla», «En la Fase "
            "Final de tu oponente»): el disparador de una Disparado que salta una vez en cada fase así, al "
            "empezarla, como «Al comienzo de tu Fase …» (5.3; docs/rulings.md 93). Un cambio de estadísticas o "
            "una prohibición sin duración escrita dura esa fase: «Durante tu Fase de Guerrilla, tu Unidad gana "
            "+2 FUE» acaba con la Fase de Guerrilla, no sigue el resto de la partida. Para un turno entero escribe "
            "«Al comienzo de tu turno» y la duración.",
    examples=(
        ("En tu Fase Final; Si esta Parte está dañada; repara 1 PG a esta Parte",
         "Al empezar tu Fase Final (5.3.7), si esta Parte tiene daño, recupera 1 PG: una vez en cada turno tuyo."),
        ("En tu Fase de Guerrilla; tu Unidad gana +2 FUE hasta el final de la fase",
         "Al empezar tu Fase de Guerrilla (5.3.5) tu Unidad gana 2 FUE, que se van cuando acaba esa fase; "
         "«Durante tu Fase de Guerrilla, tu Unidad gana +2 FUE», sin duración, se lee así (docs/rulings.md 93)."),
        ("En la Fase de Recarga de tu oponente; gana 1 CAR",
         "Ganas 1 CAR al empezar cada Fase de Recarga de un oponente (5.3.1), para responder en su turno."),
    ),
)
@dataclass(frozen=True)
class DuringPhase(PhaseEvent):
    """«En / Durante <fase>»: a :class:`~.triggers.PhaseEvent` at the start of the phase (ruling 93); the
    builder of the ability gives its lasting effects «hasta el final de la fase» (:func:`for_the_phase`)."""

    def text(self, ctx) -> str:
        name = PHASE_WORDS[self.phase]
        return {Turn.YOURS: f"En tu {name}", Turn.EACH: f"En cada {name}",
                Turn.OPPONENTS: f"En la {name} de tu oponente"}[self.turn]


@builds("during_phase")
def _during_phase(children):
    phase, turn = children[-1]
    return DuringPhase(True, phase, turn)


@builds("during_your_recharge")
def _during_your_recharge(children):
    return DuringPhase(True, Phase.RECARGA, Turn.YOURS)


@builds("during_each_recharge")
def _during_each_recharge(children):
    return DuringPhase(True, Phase.RECARGA, Turn.EACH)


@builds("during_your_rebuild")
def _during_your_rebuild(children):
    return DuringPhase(True, Phase.RECONSTRUCCION, Turn.YOURS)


@builds("during_each_rebuild")
def _during_each_rebuild(children):
    return DuringPhase(True, Phase.RECONSTRUCCION, Turn.EACH)


def for_the_phase(requirements: tuple, effect: Node) -> Node:
    """With a «En tu Fase …» trigger, a lasting effect written without a duration lasts that phase (ruling 93)."""
    if not any(isinstance(r, DuringPhase) for r in requirements):
        return effect
    phase = LongDuration(Timing.END_OF_PHASE)
    effects = effect.effects if isinstance(effect, Effects) else (effect,)
    filled = tuple(replace(e, duration=phase) if lasting(e) and e.duration is None else e for e in effects)
    if filled == effects:
        return effect
    return Effects(filled) if isinstance(effect, Effects) else filled[0]


# --- «Roba una carta. Al final del turno, descarta una carta» -----------------------------------


@construct(
    "efecto", "Después de los efectos: «Al final del turno, …»",
    grammar="timing_more/later.lark",
    summary="Tras los efectos que se hacen al resolverse, un momento más tarde y lo que pasa entonces: «Roba una "
            "carta. Al final del turno, descarta una carta», «…; al comienzo de tu próxima Fase de Recarga, pierde "
            "3 CAR», «…, y tras la Fase de Recarga de tu próximo turno, …»; o «al final del turno» detrás de un solo "
            "efecto: «devuélvela a tu mano al final del turno». Los momentos son los de «Más tarde: al comienzo de tu "
            "próximo turno …». Lo de antes se hace al resolverse; lo de después espera, una sola vez, y entonces "
            "sube a las marchas como una Disparado de quien la activó (4.7.1.2). Sus pronombres nombran lo que "
            "nombraban al llegar a ese punto (lo seleccionado, la carta del suceso o la movida), si sigue en el "
            "mismo sitio (6.1.1.1; docs/rulings.md 94). Un momento detrás de un efecto es solo de ese efecto: en "
            "«roba una carta y descarta una carta al final del turno» robas ya (docs/rulings.md 94).",
    examples=(
        ("CAR 1 | Roba 2 cartas y al final del turno, descarta una carta",
         "Robas 2 cartas al resolverse; en la Fase Final de ese turno (5.3.7) la habilidad sube a las marchas y "
         "descartas una."),
        ("CAR 0 | Gana 3 CAR y al final de tu próxima Fase de Recarga, pierde 3 CAR",
         "Los 3 CAR son para ahora; al acabar tu siguiente Fase de Recarga (5.3.1) pierdes 3, y si tu Carga queda "
         "negativa, Desactivas Partes como en cualquier Recarga (4.1.1)."),
        ("Cuando esta Parte sea destruida; devuélvela a la mano de su dueño al final del turno",
         "Destruida, va al Depósito de Chatarra y en la Fase Final vuelve a la mano de su dueño, si sigue en el "
         "Depósito (docs/rulings.md 94)."),
        ("CAR 1 | Selecciona una Parte de tu oponente; hazle 1 punto de daño y al final de tu próximo turno, hazle "
         "2 puntos de daño",
         "La Parte recibe 1 punto de daño ya, y 2 más al final de tu siguiente turno, si sigue donde estaba."),
    ),
)
@dataclass(frozen=True)
class Delayed(Node):
    """Effects done later, once: ``when`` (a :class:`~.turns.NextTime` or :class:`~.timing.Later`), then
    ``effect``. The last effect of an ability; the engine keeps it as the ability's ``later``."""

    when: NextTime
    effect: Node
    #: no effect is done now: written «devuélvela … al final del turno», as no requirement reads it
    alone: bool = field(default=False, metadata={"omit_unset": True})

    def text(self, ctx) -> str:
        if self.alone:
            return f"{self.effect.text(ctx)} {self.when.text(ctx)}"
        return f"{self.when.text(ctx)}, {self.effect.text(ctx)}"

    def later(self):
        """The ability that fires at ``when``: its event as the trigger, then ``effect``."""
        from .ability import Ability

        return Ability(None, (self.when.event,), self.effect)

    def run(self, g: GameSide, r: Resolution) -> None:
        g.wait_later(r, self.when)

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """Worth what its effects are, a bit less: later, and the board will have changed."""
        effects = self.effect.effects if isinstance(self.effect, Effects) else (self.effect,)
        total = 0.0
        for e in effects:
            value = getattr(e, "bot_value", None)
            target = getattr(e, "target", None) or getattr(e, "what", None)
            if value is not None:
                total += value(ev, it)
            elif target is not None and hasattr(e, "bot_on_card"):  # «hazle 2 puntos de daño»: on its cards
                total += ev.best_cards(e, target, it)[0]
        return total * (0.8 if isinstance(self.when, Later) else 0.5)


register_printed("próxima")


def _split(children):
    return [c for c in children if not hasattr(c, "start_pos")]


@builds("effects_then_later")
def _effects_then_later(children):
    parts = _split(children)
    at = next(i for i, c in enumerate(parts) if isinstance(c, NextTime))
    return _effects([*parts[:at], Delayed(parts[at], _effects(parts[at + 1:]))])


@builds("effects_later_at")
def _effects_later_at(children):
    *now, last, when = _split(children)
    return _effects([*now, Delayed(when, last, alone=not now)])
