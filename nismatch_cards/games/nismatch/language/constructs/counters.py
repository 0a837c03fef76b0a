"""Counters (rulebook 1: «Fichas/Contadores … de otros efectos»): putting them on Partes, taking
them off (as an effect or as a cost), and reading them in conditions and amounts.

A counter is a plain token on a Parte, kept while the Parte stays on its Unidad or in a Taller,
like its damage (docs/rulings.md 33). The qualifier «con 2 o más contadores» is a selection's
(``Selection.counters``, in selection.py); the rest of the construct is here.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..catalogue import builds, construct
from ..nodes import Node, Op, Place
from .amounts import Amount, Comparison, count_words
from .effects_parts import ON_BOARD, object_text, pronoun_forms, with_pronoun
from .selection import It, Target, ThisCard

GRAMMAR = f"""
put_counters: ("pon" | "coloca") counter_amount ("en" | "sobre") selection       -> put_counters
            | {pronoun_forms("ponle")} counter_amount                            -> put_counters_it
remove_counters: "quita" counter_amount "de" selection                           -> remove_counters
               | "quita" "todos los contadores" "de" selection                   -> remove_all_counters
               | {pronoun_forms("quítale")} counter_amount                       -> remove_counters_it
               | {pronoun_forms("quítale")} "todos los contadores"               -> remove_all_counters_it
counter_amount: number ("contador" | "contadores")
this_has_counters: "esta parte" have comparison ("contador" | "contadores")
counters_on: ("contador" | "contadores") ("en" | "de" | "sobre") selection
"""

#: What the greedy bot counts a counter as worth, on a Parte of its own (taken off, the opposite).
COUNTER_VALUE = 0.4


def counters_words(n: int) -> str:
    """«un contador», «3 contadores»."""
    return count_words(n, "contador", "contadores", article="un")


@construct(
    "efecto", "Poner contadores",
    grammar=GRAMMAR,
    summary="«pon N contadores en <selección>» (o «ponle N contadores» a lo seleccionado): deja N contadores sobre "
            "cada Parte, equipada o en un Taller. Un contador no hace nada por sí mismo: lo leen otras habilidades, "
            "con «Si esta Parte tiene 3 o más contadores», «por cada contador en esta Parte», «una Parte con "
            "contadores» o el coste «Quita 2 contadores de esta Parte». Los contadores siguen en la Parte mientras "
            "esté en su Unidad o en un Taller, como su daño, y se pierden cuando va a otro sitio (a la mano, al "
            "Depósito de Chatarra…) (docs/rulings.md 33). Son públicos: todos los pilotos los ven.",
    examples=(
        ("CAR 1 | Pon un contador en esta Parte",
         "Carga la Parte: cada vez que la activas gana un contador, que otras habilidades suyas gastan o cuentan."),
        ("CAR 2 | Selecciona una Parte de tu oponente; ponle 2 contadores",
         "La Parte elegida recibe 2 contadores; con «destruye una Parte de tu oponente con 2 o más contadores» se "
         "puede rematar después."),
        ("Cuando esta Parte reciba daño; pon un contador en esta Parte",
         "Una Disparado: cada vez que esta Parte recibe daño, gana un contador."),
    ),
)
@dataclass(frozen=True)
class PutCounters(Node):
    accepts = (ON_BOARD, (Place.UNIT, Place.TALLER))

    amount: Amount
    target: Target

    def text(self, ctx) -> str:
        counters = counters_words(self.amount.n)
        if isinstance(self.target, It):
            return f"{with_pronoun('ponle', ctx)} {counters}"
        return f"pon {counters} en {object_text(self.target, ctx)}"

    def bot_on_card(self, ev, inst: int) -> float:
        if not ev.on_board(inst):
            return 0.0
        return COUNTER_VALUE * self.amount.n * (-1 if ev.enemy(inst) else 1)

    def run(self, g, r) -> None:
        g.take(r, self.target, self)

    def apply(self, g, r, cards, tag) -> None:
        for inst in cards:
            g.add_counters(inst, self.amount.n)


@construct(
    "efecto", "Quitar contadores",
    grammar="",
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
    ),
)
@dataclass(frozen=True)
class RemoveCounters(Node):
    """``amount`` None: every counter («todos los contadores»)."""

    accepts = (ON_BOARD, (Place.UNIT, Place.TALLER))

    amount: Amount | None
    target: Target

    def text(self, ctx) -> str:
        counters = "todos los contadores" if self.amount is None else counters_words(self.amount.n)
        if isinstance(self.target, It):
            return f"{with_pronoun('quítale', ctx)} {counters}"
        return f"quita {counters} de {object_text(self.target, ctx)}"

    def bot_on_card(self, ev, inst: int) -> float:
        if not ev.on_board(inst):
            return 0.0
        removed = ev.game.counters[inst] if self.amount is None else min(self.amount.n, ev.game.counters[inst])
        return COUNTER_VALUE * removed * (1 if ev.enemy(inst) else -1)

    def bot_cost(self) -> float:
        """Greedy bot, as a cost: the counters it spends."""
        return COUNTER_VALUE * (self.amount.n if self.amount is not None else 1)

    def run(self, g, r) -> None:
        g.take(r, self.target, self)

    def apply(self, g, r, cards, tag) -> None:
        for inst in cards:
            g.remove_counters(inst, None if self.amount is None else self.amount.n)

    def pays_with(self, g, inst: int) -> bool:
        """As a cost, only a Parte with enough counters pays (6.1)."""
        return g.counters[inst] >= (1 if self.amount is None else self.amount.n)


@construct(
    "condición", "Contadores de esta Parte",
    grammar="",
    summary="«Si esta Parte tiene 3 o más contadores» (tras «mientras», «tenga»): cuenta los contadores de la Parte "
            "que lleva la habilidad, al activarla y al resolverse (6.1.1), o mientras dure, en una Pasiva. Para "
            "otras Partes, el calificativo «con 2 o más contadores», «con contadores» o «sin contadores»: «Si "
            "tienes una Parte con 3 o más contadores».",
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

    def text(self, ctx) -> str:
        c = self.comparison
        noun = "contador" if c == Comparison(Op.EXACTLY, 1) else "contadores"
        return f"esta Parte {'tenga' if ctx.subjunctive else 'tiene'} {c.text()} {noun}"

    def holds(self, g, p: int, source: int) -> bool:
        return self.comparison.test(g.counters[source])


@construct(
    "cantidad", "Contar contadores",
    grammar="",
    summary="Una cantidad que cuenta contadores: «por cada contador en esta Parte» multiplica, «igual al número de "
            "contadores en esta Parte» es lo contado; en vez de «esta Parte», una selección de todas («en todas tus "
            "Partes», «en cada Parte de tu oponente») los suma. Se cuentan al resolverse el efecto.",
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

    def text(self, ctx, plural: bool = False, **_) -> str:
        return f"{'contadores' if plural else 'contador'} en {self.target.text(ctx)}"

    def tally(self, g, p: int, source: int) -> int:
        """Engine: how many counters there are now."""
        if isinstance(self.target, ThisCard):
            return g.counters[source]
        return sum(g.counters[i] for i in g.matching(self.target, p, source))


@builds("counter_amount")
def _counter_amount(children):
    return Amount(children[0])


def _parts(children) -> list:
    return [c for c in children if not hasattr(c, "start_pos")]


@builds("put_counters", "put_counters_it")
def _put(children):
    amount, *target = _parts(children)
    return PutCounters(amount, target[0] if target else It())


@builds("remove_counters", "remove_all_counters", "remove_counters_it", "remove_all_counters_it")
def _remove(children):
    """«quita N contadores de …», «quita todos los contadores de …», «quítale …»: no Amount is «todos»."""
    parts = _parts(children)
    amount = next((c for c in parts if isinstance(c, Amount)), None)
    return RemoveCounters(amount, next((c for c in parts if not isinstance(c, Amount)), It()))


@builds("this_has_counters")
def _this_has(children):
    return ThisHasCounters(next(c for c in children if isinstance(c, Comparison)))


@builds("counters_on")
def _counters_on(children):
    return CountersOn(_parts(children)[0])
