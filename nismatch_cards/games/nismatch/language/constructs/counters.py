"""Counters (rulebook 1: «Fichas/Contadores … de otros efectos»): putting them on Partes, taking
them off (as an effect or as a cost), and reading them in conditions and amounts.

A counter is a plain token on a Parte, kept while the Parte stays on its Unidad or in a Taller,
like its damage (docs/rulings.md 33). The qualifier «con 2 o más contadores» is a selection's
(``Selection.counters``, in selection.py); the rest of the construct is here.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Node, Op, Place
from ..lexer import normalise
from .amounts import Amount, Comparison, comparison_in, count_words
from .effects_parts import ON_BOARD, Repair, object_text, with_pronoun
from .selection import It, Target, ThisCard

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide, Resolution


#: What the greedy bot counts a counter as worth, on a Parte of its own (taken off, the opposite).
COUNTER_VALUE = 0.4


def counters_words(n: int, name: str | None = None) -> str:
    """«un contador», «3 contadores», «un contador de Óxido»."""
    return count_words(n, "contador", "contadores", article="un") + named(name)


def named(name: str | None) -> str:
    """« de Óxido» after the word «contador(es)», or nothing for plain counters."""
    return "" if name is None else f" de {name}"


def counter_key(name: str | None) -> str | None:
    """The kind of counter the engine keeps: names written with other case or accents are the same kind."""
    return None if name is None else normalise(name)


@construct(
    "efecto", "Poner contadores",
    grammar="counters.lark",
    summary="«pon N contadores en <selección>» (o «ponle N contadores» a lo seleccionado): deja N contadores sobre "
            "cada Parte, equipada o en un Taller. Un contador no hace nada por sí mismo: lo leen otras habilidades, "
            "con «Si esta Parte tiene 3 o más contadores», «por cada contador en esta Parte», «una Parte con "
            "contadores» o el coste «Quita 2 contadores de esta Parte». Los contadores siguen en la Parte mientras "
            "esté en su Unidad o en un Taller, como su daño, y se pierden cuando va a otro sitio (a la mano, al "
            "Depósito de Chatarra…) (docs/rulings.md 33). Son públicos: todos los pilotos los ven. Un contador puede "
            "tener nombre, una palabra tras «de»: «pon un contador de Blindaje en esta Parte», «ponle 2 contadores de "
            "Óxido»; cada nombre es una clase aparte, que solo leen los textos que la nombran, y sin nombre es otra "
            "(docs/rulings.md 66). «contador de daño» no es un nombre: quitarlos repara (docs/rulings.md 67).",
    examples=(
        ("CAR 1 | Pon un contador en esta Parte",
         "Carga la Parte: cada vez que la activas gana un contador, que otras habilidades suyas gastan o cuentan."),
        ("CAR 2 | Selecciona una Parte de tu oponente; ponle 2 contadores",
         "La Parte elegida recibe 2 contadores; con «destruye una Parte de tu oponente con 2 o más contadores» se "
         "puede rematar después."),
        ("Cuando esta Parte reciba daño; pon un contador en esta Parte",
         "Una Disparado: cada vez que esta Parte recibe daño, gana un contador."),
        ("CAR 1 | Selecciona una Parte de tu oponente; ponle un contador de Óxido",
         "Un contador con nombre: «por cada contador de Óxido en …» o «quita todos los contadores de Óxido de …» lo "
         "leen; «quítale todos los contadores», sin nombre, no (docs/rulings.md 66)."),
    ),
)
@dataclass(frozen=True)
class PutCounters(Node):
    accepts = (ON_BOARD, (Place.UNIT, Place.TALLER))

    amount: Amount
    target: Target
    name: str | None = None  # «contador de Óxido»: the designer's name, as written (docs/rulings.md 66)

    def text(self, ctx) -> str:
        counters = counters_words(self.amount.n, self.name)
        if isinstance(self.target, It):
            return f"{with_pronoun('ponle', ctx)} {counters}"
        return f"pon {counters} en {object_text(self.target, ctx)}"

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        if not ev.on_board(inst):
            return 0.0
        return COUNTER_VALUE * self.amount.n * (-1 if ev.enemy(inst) else 1)

    def run(self, g: GameSide, r: Resolution) -> None:
        g.take(r, self.target, self)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        for inst in cards:
            g.add_counters(inst, self.amount.n, counter_key(self.name))


@construct(
    "efecto", "Quitar contadores",
    summary="«quita N contadores de <selección>» (o «quítale N contadores»; «quita todos los contadores de …» los "
            "quita todos): si la Parte tiene menos, se le quitan los que tenga. Como coste, antes del último «;» "
            "(«Quita 2 contadores de esta Parte; …»), se paga al activar: sin esos contadores no se puede activar, y "
            "quitados no vuelven aunque la habilidad se niegue (docs/rulings.md 19, 33).",
    examples=(
        ("CAR 0 | Quita 3 contadores de esta Parte; Selecciona una Parte de tu oponente; hazle 3 puntos de daño",
         "Un coste: solo puedes activarla con 3 contadores o más en esta Parte, y los quitas al activarla."),
        ("CAR 1 | Selecciona una Parte de tu oponente con contadores; quítale todos los contadores",
         "Limpia una Parte de tu oponente: le quitas todos sus contadores al resolverse."),
        ("CAR 1 | Selecciona una Parte de tu oponente; hazle 1 punto de daño por cada contador en esta Parte y quita "
         "todos los contadores de esta Parte",
         "Los efectos van en orden: el daño cuenta los contadores de esta Parte antes de que se quiten."),
        ("CAR 0 | Quita un contador de Escudo de esta Parte; roba una carta",
         "Un coste de contadores con nombre: solo con un contador de Escudo en esta Parte; los de otra clase no "
         "pagan (docs/rulings.md 66)."),
    ),
)
@dataclass(frozen=True)
class RemoveCounters(Node):
    """``amount`` None: every counter («todos los contadores»)."""

    accepts = (ON_BOARD, (Place.UNIT, Place.TALLER))

    amount: Amount | None
    target: Target
    name: str | None = None

    def text(self, ctx) -> str:
        counters = "todos los contadores" + named(self.name) if self.amount is None \
            else counters_words(self.amount.n, self.name)
        if isinstance(self.target, It):
            return f"{with_pronoun('quítale', ctx)} {counters}"
        return f"quita {counters} de {object_text(self.target, ctx)}"

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        if not ev.on_board(inst):
            return 0.0
        had = ev.game.counters_of(inst, counter_key(self.name))
        removed = had if self.amount is None else min(self.amount.n, had)
        return COUNTER_VALUE * removed * (1 if ev.enemy(inst) else -1)

    def bot_cost(self) -> float:
        """Greedy bot, as a cost: the counters it spends."""
        return COUNTER_VALUE * (self.amount.n if self.amount is not None else 1)

    def run(self, g: GameSide, r: Resolution) -> None:
        g.take(r, self.target, self)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        for inst in cards:
            g.remove_counters(inst, None if self.amount is None else self.amount.n, counter_key(self.name))

    def pays_with(self, g: GameSide, inst: int) -> bool:
        """As a cost, only a Parte with enough counters pays (6.1)."""
        return g.counters_of(inst, counter_key(self.name)) >= (1 if self.amount is None else self.amount.n)


@construct(
    "condición", "Contadores de esta Parte",
    summary="«Si esta Parte tiene 3 o más contadores» (tras «mientras», «tenga»): cuenta los contadores de la Parte "
            "que lleva la habilidad, al activarla y al resolverse (6.1.1), o mientras dure, en una Pasiva. Para "
            "otras Partes, el calificativo «con 2 o más contadores», «con contadores» o «sin contadores»: «Si "
            "tienes una Parte con 3 o más contadores». Con nombre, «Si esta Parte tiene 2 o más contadores de "
            "Trofeo», cuenta solo los de ese nombre (docs/rulings.md 66).",
    examples=(
        ("Mientras esta Parte tenga 2 o más contadores; tu Unidad gana +2 FUE",
         "Una Pasiva: con 2 contadores o más en esta Parte, tu Unidad tiene 2 FUE más."),
        ("CAR 0 | Si esta Parte tiene exactamente 3 contadores; roba 2 cartas",
         "Solo con 3 contadores justos, al activarla y otra vez al resolverse."),
    ),
)
@dataclass(frozen=True)
class ThisHasCounters(Node):
    comparison: Comparison
    name: str | None = None

    def text(self, ctx) -> str:
        c = self.comparison
        noun = "contador" if c == Comparison(Op.EXACTLY, 1) else "contadores"
        return f"esta Parte {'tenga' if ctx.subjunctive else 'tiene'} {c.text()} {noun}{named(self.name)}"

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        return self.comparison.test(g.counters_of(source, counter_key(self.name)))


@construct(
    "cantidad", "Contar contadores",
    summary="Una cantidad que cuenta contadores: «por cada contador en esta Parte» multiplica, «igual al número de "
            "contadores en esta Parte» es lo contado; en vez de «esta Parte», una selección de todas («en todas tus "
            "Partes», «en cada Parte de tu oponente») los suma. Se cuentan al resolverse el efecto. «por cada "
            "contador de Sobrecarga en esta Parte» cuenta solo los de ese nombre (docs/rulings.md 66).",
    examples=(
        ("CAR 1 | Selecciona una Parte de tu oponente; hazle 1 punto de daño por cada contador en esta Parte",
         "Con 3 contadores en esta Parte al resolverse, la Parte elegida recibe 3 puntos de daño."),
        ("CAR 1 | Roba cartas igual al número de contadores en todas tus Partes",
         "Suma los contadores de tus Partes equipadas y robas tantas cartas."),
    ),
)
@dataclass(frozen=True)
class CountersOn(Node):
    """The counters on ``target``: «esta Parte», or every card of a selection without a choice."""

    target: Target
    name: str | None = None

    def text(self, ctx, plural: bool = False, **_) -> str:
        return f"{'contadores' if plural else 'contador'}{named(self.name)} en {self.target.text(ctx)}"

    def tally(self, g: GameSide, p: int, source: int) -> int:
        """Engine: how many counters (of its name) there are now."""
        key = counter_key(self.name)
        if isinstance(self.target, ThisCard):
            return g.counters_of(source, key)
        return sum(g.counters_of(i, key) for i in g.matching(self.target, p, source))


@dataclass(frozen=True)
class _Counted:
    """«2 contadores de Óxido» while it is built: how many, and the name (None: plain counters)."""

    amount: Amount | None
    name: str | None


def _name(token) -> str | None:
    """The name of a «contador de …» token as the designer wrote it, capitalised; None for plain counters."""
    if getattr(token, "type", "") not in ("NAMED_COUNTER", "ALL_NAMED_COUNTERS"):
        return None
    return str(token)[:1].upper() + str(token)[1:]


@builds("counter_noun", "all_counters")
def _counter_noun(children):
    return _Counted(None, _name(children[0]) if children else None)


@builds("counter_amount")
def _counter_amount(children):
    return _Counted(Amount(children[0]), children[-1].name)


def _parts(children) -> list:
    return [c for c in children if not hasattr(c, "start_pos")]


@builds("put_counters", "put_counters_it")
def _put(children):
    counted, *target = _parts(children)
    return PutCounters(counted.amount, target[0] if target else It(), counted.name)


@builds("remove_counters", "remove_all_counters", "remove_counters_it", "remove_all_counters_it")
def _remove(children):
    """«quita N contadores de …», «quita todos los contadores de …», «quítale …»: no Amount is «todos»."""
    parts = _parts(children)
    counted = next(c for c in parts if isinstance(c, _Counted))
    return RemoveCounters(counted.amount, next((c for c in parts if not isinstance(c, _Counted)), It()), counted.name)


@builds("remove_damage_counters", "remove_damage_counters_it")
def _remove_damage(children):
    """«quítale 2 contadores de daño»: damage counters are the PG a Parte has lost (rulebook 1, 2③), so taking
    them off repairs it (docs/rulings.md 67)."""
    parts = _parts(children)
    return Repair(Amount(parts[0]), parts[1] if len(parts) > 1 else It())


@builds("this_has_counters")
def _this_has(children):
    name = next((c.name for c in children if isinstance(c, _Counted)), None)
    return ThisHasCounters(comparison_in(children), name)


@builds("counters_on")
def _counters_on(children):
    counted, target = _parts(children)[:2]
    return CountersOn(target, counted.name)
