"""Turns in the ability text: the per-turn limit the designer writes («Una vez por turno»), the
duration «hasta el final del próximo turno de tu oponente» and one-shot delayed triggers («La
próxima vez que …») (rulebook 3.2 (5), 3.3, 4.7, 5.3.7)."""
from __future__ import annotations

from dataclasses import dataclass

from ..catalogue import builds, construct
from ..nodes import Node, Timing
from .durations import Duration


@construct(
    "duración", "Hasta el final del próximo turno de tu oponente",
    grammar="turns/opponents_turn.lark",
    summary="«hasta el final del próximo turno de tu oponente»: el cambio o la prohibición acaba en la Fase Final "
            "(5.3.7) del siguiente turno que juegue un oponente tuyo. Resuelta en tu turno, cubre el resto de tu "
            "turno y todo el siguiente de tu oponente; resuelta en el turno de un oponente (una Relámpago, una "
            "Disparado), ese turno no cuenta y acaba al final del siguiente turno de un oponente. En 2vs2 y "
            "Batalla Real, «tu oponente» es cualquiera de ellos: acaba con el primer turno de un oponente que "
            "empiece después (docs/rulings.md 42). Para que dure hasta que vuelvas a jugar, escribe «hasta el "
            "inicio de tu próximo turno».",
    examples=(
        ("CAR 1 | Tu Unidad gana +2 DEF hasta el final del próximo turno de tu oponente",
         "Resuelta en tu turno, tu Unidad tiene 2 DEF más el resto de tu turno y todo el de tu oponente, también "
         "en la Guerrilla que te declare; vuelve a la normalidad en su Fase Final (5.3.7)."),
        ("CAR 2 | Tu oponente no puede declarar Guerrillas hasta el final del próximo turno de tu oponente",
         "Jugada como Relámpago en el turno de tu oponente, ese turno no cuenta: tampoco podrá declarar en su "
         "siguiente turno, y sí en el otro (docs/rulings.md 42)."),
    ),
)
@dataclass(frozen=True)
class OpponentsTurnDuration(Duration):
    """«hasta el final del próximo turno de tu oponente»: a :class:`Duration` the engine ends at the end of
    the next turn an opponent of its controller plays (``Units._armed``, ``turns._expired``)."""

    timing: Timing | None = Timing.END_OF_OPPONENTS_NEXT_TURN

    def text(self, ctx) -> str:
        return "hasta el final del próximo turno de tu oponente"


@builds("d_opponents_next_end")
def _opponents_next_end(children):
    return OpponentsTurnDuration()


@construct(
    "requisito", "Usos por turno",
    grammar="turns/per_turn.lark",
    summary="«Una vez por turno», «Dos veces por turno», «N veces por turno» (con «Solo» delante, si quieres): "
            "cuántas veces por turno se usa la habilidad de esta carta. Se escribe como un requisito («Una vez por "
            "turno; …») o al final, tras un punto («…. Solo una vez por turno»): significa lo mismo, y se imprime "
            "como requisito. Cada activación cuenta, también la de una Disparado al saltar; la cuenta vuelve a cero al "
            "empezar cada turno y cuando la Parte vuelve a equiparse (3.2 (5)). Sin él, vale el límite de la "
            "etiqueta (`usos_por_turno`: una vez las Normal, Relámpago y Guerrilla; sin límite las Disparado, 3.3); "
            "con él, vale el del texto, porque la carta dice lo contrario (3.2 (5), docs/rulings.md 43). "
            "`nismatch validar` da un error si una Pasiva lo lleva o si se escribe dos veces, y un aviso si el texto "
            "permite más usos que la etiqueta.",
    examples=(
        ("Una vez por turno; Cuando robes una carta; gana 1 CAR",
         "Una Disparado que sin el límite saltaría con cada carta robada (3.3): gana 1 CAR con la primera carta "
         "que robas en cada turno, y con las demás de ese turno no salta."),
        ("Cuando una Parte tuya sea destruida; Una vez por turno; roba una carta",
         "Robas con la primera Parte tuya destruida en cada turno, aunque una Guerrilla destruya dos; escrito al "
         "final tras un punto, «Solo una vez por turno», es lo mismo."),
        ("CAR 1 | Dos veces por turno; Selecciona una Parte de tu oponente; hazle 1 punto de daño",
         "Una Relámpago que se puede activar dos veces en cada turno, en vez de una (3.2 (5)); `nismatch validar` "
         "avisa de que el texto permite más usos que la etiqueta (NM088)."),
    ),
)
@dataclass(frozen=True)
class PerTurn(Node):
    """«N veces por turno»: the ability's per-turn limit, which replaces its etiqueta's (``AbilityInfo.uses``)."""

    times: int

    def text(self, ctx) -> str:
        return "una vez por turno" if self.times == 1 else f"{TIMES_WORDS.get(self.times, self.times)} veces por turno"


TIMES_WORDS = {2: "dos", 3: "tres", 4: "cuatro", 5: "cinco", 6: "seis", 7: "siete", 8: "ocho", 9: "nueve", 10: "diez"}


@builds("times")
def _times(children):
    return PerTurn(children[0] if isinstance(children[0], int) else 1)


@builds("per_turn")
def _per_turn(children):
    return children[-1]


@builds("per_turn_end")
def _per_turn_end(children):
    return ("trailing", children[-1])


@construct(
    "requisito", "La próxima vez que …",
    grammar="turns/next_time.lark",
    summary="«La próxima vez que <suceso> [este turno]; <efecto>»: el efecto no se hace al resolverse la "
            "habilidad, sino la próxima vez que pase el suceso, una sola vez. Al resolverse deja preparado un "
            "disparador de un solo uso (3.3); cuando el suceso pasa, el efecto sube a las marchas como una "
            "Disparado de quien la activó, se puede responder y se resuelve (4.7.1.2), y el disparador desaparece. "
            "Los sucesos son los de los disparadores («una Parte tuya sea destruida», «tu oponente active una Carta "
            "de Apoyo», «robes una carta»…). Con «este turno», si no pasa antes del final del turno, ya no pasa "
            "nada; sin él, espera el resto de la partida. Lo seleccionado al activarla se guarda: al saltar, lo que "
            "ya no valga se pierde (6.1.1.1); si no selecciona nada, el pronombre nombra la carta del suceso "
            "(docs/rulings.md 44). Va el último de los requisitos; si no, `nismatch validar` lo dice (NM089).",
    examples=(
        ("CAR 1 | La próxima vez que tu oponente active una Carta de Apoyo este turno; roba una carta",
         "Al resolverse no pasa nada; si tu oponente juega una Carta de Apoyo antes del final del turno, robas una "
         "carta (una vez), y si no la juega, nada (docs/rulings.md 44)."),
        ("CAR 2 | La próxima vez que una Parte tuya sea destruida; roba 2 cartas",
         "Espera lo que haga falta: cuando destruyan una de tus Partes, en una Guerrilla o por un efecto, robas 2 "
         "cartas una sola vez."),
        ("CAR 1 | Selecciona una Parte de tu oponente; La próxima vez que tu oponente declare una Guerrilla este "
         "turno; hazle 3 puntos de daño",
         "Eliges la Parte al activarla; si tu oponente declara una Guerrilla en ese turno, la Parte recibe 3 "
         "puntos de daño, si sigue donde estaba (6.1.1.1)."),
    ),
)
@dataclass(frozen=True)
class NextTime(Node):
    """«La próxima vez que …»: the rest of the ability waits for ``event`` (a trigger of
    :mod:`.triggers`), once; ``this_turn``: only until the end of the turn it resolved in."""

    event: Node
    this_turn: bool = False

    def text(self, ctx) -> str:
        event = self.event.text(ctx).removeprefix("Cuando ")
        return f"la próxima vez que {event}" + (" este turno" if self.this_turn else "")

    def later(self, ability):
        """The ability that fires when the event happens: the event as its trigger, then the effect."""
        from .ability import Ability

        return Ability(None, (self.event,), ability.effect)


@builds("next_time")
def _next_time(children):
    return NextTime(children[0], len(children) > 1)


@builds("next_time_equipped")
def _next_time_equipped(children):
    """«… sea equipada este turno»: the words of the filter «equipada este turno» (constructs/filters_more.py), which
    the tokenizer takes as one, are here the event «sea equipada» and «este turno»."""
    from .triggers import CardEvent, CardEventKind

    return NextTime(CardEvent(children[0], CardEventKind.EQUIPPED), True)


@builds("this_turn")
def _this_turn(children):
    return True
