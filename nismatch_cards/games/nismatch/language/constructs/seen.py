"""Dice and hand sizes (issue 26): the faces of a die written as designers write them («con 1 o 2, …; con
3, 4 o 5, …; si no, …»), two dice («si sacas dobles»), the result of a die as an amount («tantos puntos
de daño como el resultado») and discarding down to a hand size («descarta hasta tener 3 cartas en tu
mano»). Searching with the place first and «baraja» alone are :class:`~.effects_cards.Search`'s and
:class:`~.effects_cards.Shuffle`'s; who sees what is the engine's (docs/rulings.md 62).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..lexer import normalise
from ..nodes import Node
from .effects_control import Effects, Outcome, Roll
from .selection import FilterClash

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide, Resolution

# --- the faces of a die ------------------------------------------------------------------------------


@construct(
    "efecto", "Caras de un dado",
    grammar="seen/faces.lark",
    summary="Las opciones de «tira un dado» también se escriben con las caras que las hacen salir: «si sale 1 o 2», "
            "«si sale 3, 4 o 5» (o «con 1 o 2», «con un 6», «con 3 o más»), o como intervalo: «con 3 a 5», «de 3 a 5», "
            "«si sale entre 3 y 5», «3-5:» son las caras de la primera a la última (docs/rulings.md 108). Tras «tira "
            "un dado» va «:», «;» o «.». "
            "Como siempre, vale la primera opción cuyo número sale, todos ven el resultado y nadie lo sabe antes "
            "(docs/rulings.md 34, 63).",
    examples=(
        ("CAR 2 | Selecciona una Parte de tu oponente; tira un dado: si sale 1 o 2, hazle 1 punto de daño; si sale "
         "3, 4 o 5, hazle 2 puntos de daño; si sale 6, destrúyela",
         "Con 1 o 2 la Parte elegida recibe 1 punto de daño, con 3 a 5 recibe 2 y con un 6 queda destruida."),
    ),
)
@dataclass(frozen=True)
class Faces(Node):
    """«si sale 1 o 2», «con 3, 4 o 5»: the results an outcome of a die is done on."""

    values: tuple[int, ...]
    listed: bool = field(default=True, compare=False)  # written one by one («3, 4 o 5»), not as «3 a 5»

    def test(self, result: int) -> bool:
        return result in self.values

    @property
    def result_text(self) -> str:
        *first, last = self.values
        return f"si sale {', '.join(map(str, first))} o {last}"


@construct(
    "efecto", "Si no sale ninguna",
    summary="«si no, …» como última opción de «tira un dado» (o de «tira dos dados») se hace cuando no ha salido "
            "ninguna de las anteriores (docs/rulings.md 63).",
    examples=(
        ("CAR 0 | Tira un dado: si sale 1 o 2, haz 2 puntos de daño a esta Parte; si no, gana 2 CAR",
         "Una apuesta: con 1 o 2 esta Parte recibe 2 puntos de daño, y con 3 o más ganas 2 CAR."),
    ),
)
@dataclass(frozen=True)
class Otherwise(Node):
    """«si no»: the outcome done when none before it came out (the last one)."""

    def test(self, result: int) -> bool:
        return True

    def test_dice(self, results: tuple[int, ...]) -> bool:
        return True

    result_text = "si no"


@builds("outcome_faces")
def _outcome_faces(children):
    values = [c for c in children if isinstance(c, int) and not isinstance(c, bool)]
    mode = children[-1]
    return Outcome(Faces(tuple(dict.fromkeys(values))), mode)


@builds("outcome_range")
def _outcome_range(children):
    """«con 3 a 5», «entre 3 y 5», «3-5:»: every face from the first number to the second (ruling 108)."""
    low, high = [c for c in children if isinstance(c, int) and not isinstance(c, bool)][-2:]
    if low > high:
        raise EmptyRange(low, high)
    return Outcome(Faces(tuple(range(low, high + 1)), listed=False), children[-1])


class EmptyRange(FilterClash):
    """«con 5 a 3»: a range of faces whose first number is the larger covers none (ruling 108)."""

    def __init__(self, low: int, high: int):
        Exception.__init__(self)
        self.low, self.high = low, high

    def error(self, text: str) -> tuple[str, int, str]:
        found = re.search(rf"\b{self.low}\s*(a|al|y|-)\s*{self.high}\b", normalise(text))
        return (f"«{self.low} a {self.high}» no cubre ninguna cara: va del número menor al mayor",
                found.start() + 1 if found else 1, f"escribe «{self.high} a {self.low}»")


@builds("outcome_else")
def _outcome_else(children):
    return Outcome(Otherwise(), children[-1])


# --- two dice ------------------------------------------------------------------------------------


@construct(
    "efecto", "Tirar dos dados: dobles",
    grammar="seen/dice.lark",
    summary="«tira dos dados: si sacas dobles, A; si no, B»: quien controla la habilidad tira dos veces el dado del "
            "juego (5.2); si los dos salen iguales se hace A, y si no, B (o nada, si no hay «si no»). Todos ven las "
            "dos tiradas y nadie las sabe antes (docs/rulings.md 63).",
    examples=(
        ("CAR 2 | Tira dos dados: si sacas dobles, roba 3 cartas; si no, gana 1 CAR",
         "Con un dado de 6 caras salen dobles una vez de cada 6: entonces robas 3 cartas, y si no, ganas 1 CAR."),
    ),
)
@dataclass(frozen=True)
class Doubles(Node):
    """«si sacas dobles»: both dice show the same result."""

    def test(self, result: int) -> bool:
        return False  # one die has no doubles: only :class:`Roll` with ``dice=2`` asks

    def test_dice(self, results: tuple[int, ...]) -> bool:
        return len(set(results)) == 1

    result_text = "si sacas dobles"


@builds("doubles_outcome")
def _doubles_outcome(children):
    return Outcome(Doubles(), children[-1])


@builds("roll_doubles")
def _roll_doubles(children):
    return Roll(tuple(c for c in children if isinstance(c, Outcome)), dice=2)


# --- the result of a die as an amount --------------------------------------------------------------


@construct(
    "efecto", "Tirar un dado y usar el resultado",
    grammar="seen/result.lark",
    summary="«tira un dado y <efectos>»: quien controla la habilidad tira el dado del juego (5.2) y lo que sigue "
            "puede usar lo que ha salido como cantidad: «puntos de daño igual al resultado», «cartas igual a la "
            "mitad del resultado redondeando hacia arriba» (o «hacia abajo»). Todos ven el resultado; un bot, al "
            "elegir, cuenta con el resultado medio (docs/rulings.md 64). «el resultado» sin una tirada antes no "
            "dice cuánto vale (NM100).",
    examples=(
        ("CAR 1 | Selecciona una Parte de tu oponente; tira un dado y hazle puntos de daño igual al resultado",
         "La Parte elegida recibe tantos puntos de daño como salga en el dado: de 1 a 6."),
        ("CAR 1 | Selecciona una Parte de tu oponente; tira un dado y hazle puntos de daño igual a la mitad del "
         "resultado redondeando hacia arriba",
         "Con 1 o 2 la Parte recibe 1 punto de daño, con 3 o 4 recibe 2 y con 5 o 6 recibe 3."),
    ),
)
@dataclass(frozen=True)
class RollThen(Node):
    """«tira un dado y …»: roll, then ``effects``, whose amounts may be the result (:class:`RollResult`)."""

    effects: tuple[Node, ...]

    def text(self, ctx) -> str:
        return "tira un dado y " + Effects(self.effects).text(ctx)

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        return ev.effects_gain(self.effects, it)

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        return self.bot_value(ev, [inst])

    def run(self, g: GameSide, r: Resolution) -> None:
        r.rolled = g.roll_die(r.controller)
        g.insert_effects(r, self.effects)


@construct(
    "cantidad", "El resultado del dado",
    summary="«igual al resultado» es lo que ha salido en el último dado que ha tirado la habilidad («tira un dado y "
            "…», o «tira un dado: …» en sus opciones); «igual a la mitad del resultado redondeando hacia arriba» (o "
            "«hacia abajo») es su mitad: con un 5, 3 hacia arriba y 2 hacia abajo (docs/rulings.md 64).",
    examples=(
        ("CAR 1 | Tira un dado y roba cartas igual a la mitad del resultado redondeando hacia abajo",
         "Con 1 no robas, con 2 o 3 robas una carta, con 4 o 5 dos y con 6 tres."),
        ("CAR 1 | Selecciona una Parte tuya; tira un dado: si sale 4 o más, repárale PG igual al resultado",
         "Con 4, 5 o 6 la Parte elegida se repara tantos PG como ha salido; con menos, nada."),
    ),
)
@dataclass(frozen=True)
class RollResult(Node):
    """«el resultado» of the die rolled by the same resolution (``half``: its half, rounded ``up`` or down)."""

    half: bool = False
    up: bool = True

    def text(self, ctx=None, **_) -> str:
        if not self.half:
            return "el resultado"
        return f"la mitad del resultado redondeando hacia {'arriba' if self.up else 'abajo'}"

    def amount_text(self, plural: str) -> str:
        return f"{plural} igual al resultado" if not self.half else f"{plural} igual a {self.text()}"

    def tally(self, g: GameSide, p: int, source: int) -> int:
        """Engine: the result rolled by the resolution under way; before any roll (a bot weighing the
        ability), the middle result of the game's die."""
        r = g.resolving
        rolled = r.rolled if r is not None and r.rolled > 0 else (g.ruleset.initiative_die + 1) // 2
        if not self.half:
            return rolled
        return (rolled + 1) // 2 if self.up else rolled // 2


@builds("roll_then")
def _roll_then(children):
    from .effects_control import join_stat_changes

    return RollThen(join_stat_changes(tuple(c for c in children if not hasattr(c, "start_pos"))))


@builds("equal_roll")
def _equal_roll(children):
    return RollResult()


@builds("equal_half_roll")
def _equal_half_roll(children):
    return RollResult(half=True, up=str(children[-1]).endswith("arriba"))


@builds("half_rounding")
def _half_rounding(children):
    return children[0]


# --- discarding down to a hand size ----------------------------------------------------------------


@construct(
    "efecto", "Descartar hasta tener",
    grammar="seen/down.lark",
    summary="«descarta hasta tener N cartas en tu mano» (o «descarta hasta quedarte con N»): al resolverse, si tienes "
            "más de N cartas en la mano, eliges cuáles descartas hasta quedarte con N; si tienes N o menos, no "
            "descartas nada. Tu oponente no ve cuáles te quedas; las descartadas van al Depósito de Chatarra, a "
            "la vista (docs/rulings.md 65).",
    examples=(
        ("CAR 0 | Roba 3 cartas y descarta hasta tener 3 cartas en tu mano",
         "Robas 3 y luego eliges qué cartas descartas hasta que te quedan 3: sirve para escoger las mejores."),
    ),
)
@dataclass(frozen=True)
class DiscardDownTo(Node):
    n: int

    def text(self, ctx) -> str:
        return f"descarta hasta tener {'una carta' if self.n == 1 else f'{self.n} cartas'} en tu mano"

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        return -ev.hand_value(inst)

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        hand = ev.game.pilots[ev.p].hand
        values = sorted(ev.hand_value(c) for c in hand if c != ev.source)
        return -sum(values[:max(0, len(values) - self.n)])

    def run(self, g: GameSide, r: Resolution) -> None:
        hand = list(g.pilots[r.controller].hand)
        extra = len(hand) - self.n
        if extra > 0:
            g.ask(r, r.controller, hand, extra, extra, self, "down")

    def resume(self, g: GameSide, r: Resolution, chosen, tag) -> None:
        for inst in chosen:
            g.discard(inst)


@builds("discard_down")
def _discard_down(children):
    return DiscardDownTo(next(c for c in children if isinstance(c, int) and not isinstance(c, bool)))


# --- checks ----------------------------------------------------------------------------------------

RESULT_WITHOUT_ROLL = "«el resultado» no dice cuánto vale: no se ha tirado ningún dado antes"
HINT_RESULT_WITHOUT_ROLL = "escribe delante «tira un dado y …», o un número"


def result_problems(ability) -> list[tuple[Node, str, str]]:
    """NM100: «igual al resultado» in a clause that no die roll comes before (the node, message, hint)."""
    rolls = (RollThen, Roll)
    if not hasattr(ability, "requirements"):  # a keyword: its text is checked where it is defined
        return []
    return [(clause, RESULT_WITHOUT_ROLL, HINT_RESULT_WITHOUT_ROLL)
            for clause in (*ability.requirements, *ability.simple_effects())
            if not isinstance(clause, rolls) and any(isinstance(node, RollResult) for node in clause.walk())]
