"""Amounts that count or measure, as designers write them: «por cada 5 cartas de tu Depósito de Chatarra», «…, hasta
un máximo de +3», «tantos PG como PG máximos tenga esa Parte», «la mitad de sus PG, redondeando hacia arriba», «el
resultado menos 1», «por cada contador de Blindaje que tenga». They extend :class:`~.amounts.Amount` (``per``), the
«tantos … como» of constructs/amounts_more.py and the counters of constructs/counters.py."""
from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass, replace
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Node, Stat
from .amounts import TO_CHECK, Amount, UnitStat
from .counters import CountersOn, _Counted
from .seen import RollResult
from .filters import printed_stat
from .part_stats import part_stat
from .selection import It, Selection, Target, ThisCard

if TYPE_CHECKING:
    from ..seam import GameSide


@construct(
    "cantidad", "Por cada N …, hasta un máximo",
    grammar="amounts_counted/count.lark",
    summary="«por cada 5 cartas en tu Depósito de Chatarra» cuenta grupos enteros: con 12 cartas, 2 (las que sobran no "
            "suman). «hasta un máximo de 3» (o «+3», «3 puntos de daño», «, como máximo 3», «con un máximo de 3») "
            "tras «por cada …» pone un tope a lo que suma el efecto: «+1 FUE por cada Parte dañada, hasta un máximo de +3» no pasa de +3 aunque haya 5 Partes "
            "dañadas (docs/rulings.md 128). Un tope menor que lo que suma una sola no se admite: `nismatch validar` "
            "lo dice (NM157). Los contadores «que tenga» (o «en ella», «sobre ella») son los de la Parte nombrada "
            "justo antes; sin ninguna, los de esta Parte (docs/rulings.md 129).",
    examples=(
        ("Tu Unidad gana +1 FUE por cada 5 cartas en tu Depósito de Chatarra hasta un máximo de 3",
         "Una Pasiva: con 4 cartas en tu Depósito no suma nada; con 5 a 9, +1 FUE; con 15 o más, +3 y no más."),
        ("CAR 2 | Selecciona una Parte de tu oponente; hazle 1 punto de daño por cada Parte tuya dañada hasta un "
         "máximo de 3",
         "Con 2 Partes tuyas dañadas, 2 puntos de daño; con 4, solo 3."),
        ("CAR 1 | Selecciona una Parte de tu oponente; tira un dado y hazle puntos de daño igual al resultado menos 1",
         "Con un 1 no recibe daño; con un 6, 5 puntos (docs/rulings.md 132)."),
    ),
)
@dataclass(frozen=True)
class Measured(Node):
    """What an amount counts or measures (``inner``: a counted :class:`Selection` or a node with ``tally``), taken
    in groups of ``every``, halved (rounded ``up`` or down), less ``minus``; ``most`` caps what the effect adds up
    (applied by ``Game.amount`` and :class:`~.amounts_more.CountedStatChange`)."""

    inner: Node
    every: int = 1
    most: int | None = None
    half: bool = False
    up: bool = False
    minus: int = 0

    def text(self, ctx=None, plural: bool = False, **_) -> str:
        """After «por cada»: «5 cartas en tu Depósito de Chatarra hasta un máximo de 3»."""
        counted = (f"{self.every} {self.inner.text(ctx, plural=True)}" if self.every > 1
                   else self.inner.text(ctx, plural=plural))
        return counted + self.cap_text()

    def cap_text(self) -> str:
        return "" if self.most is None else f" hasta un máximo de {self.most}"

    def measure_text(self, ctx=None) -> str:
        """After «igual a»: «la mitad de sus PG redondeando hacia arriba», «el resultado menos 1»."""
        inner = self.inner.text(ctx)
        if self.half:
            inner = f"la mitad de {inner} redondeando hacia {'arriba' if self.up else 'abajo'}"
        if self.minus:
            inner = f"{inner} menos {self.minus}"
        return inner + self.cap_text()

    def amount_text(self, plural: str) -> str:
        measured = self.measure_text()
        return f"{plural} igual {'al ' + measured[3:] if measured.startswith('el ') else 'a ' + measured}"

    def tally(self, g: GameSide, p: int, source: int) -> int:
        """Engine: the count or measure now, grouped, halved and lessened (never below 0); the cap is the caller's,
        since it bounds the whole amount («2 por cada …, hasta un máximo de 5»)."""
        inner = self.inner
        if type(inner) is Selection:
            value = g.count(inner, p, source) if inner.owner else g.count_anywhere(inner, p, source)
        else:
            value = inner.tally(g, p, source)
        if self.half:
            value = (value + 1) // 2 if self.up else value // 2
        value = max(value - self.minus, 0)
        return value // self.every if self.every > 0 else 0

    def bounded(self, value: int) -> int:
        """``value`` within the cap (a loss too: «pierde 1 FUE por cada …, hasta un máximo de 3»)."""
        if self.most is None:
            return value
        return max(-self.most, min(self.most, value))


@builds("per_each_group")
def _per_each_group(children):
    values = [c for c in children if not hasattr(c, "start_pos")]
    every, counted = values[0], values[1]
    return Measured(counted, every=every, most=values[2] if len(values) > 2 else None)


@builds("per_each_capped")
def _per_each_capped(children):
    counted, most = [c for c in children if not hasattr(c, "start_pos")]
    return Measured(counted, most=most)


@builds("cap_unit")
def _cap_unit(children):
    """«puntos de daño», «cartas» after a cap: the unit the effect already says."""
    return children[0]


@builds("per_cap")
def _per_cap(children):
    return next(c for c in children if isinstance(c, int) and not hasattr(c, "start_pos"))


@builds("counters_on_it")
def _counters_on_it(children):
    counted = next(c for c in children if isinstance(c, _Counted))
    OWN[0] = True
    return CountersOn(It(), counted.name)


@builds("counters_had")
def _counters_had(children):
    """«contadores de Blindaje que tenga (esta Parte)»: with no Parte named, the one named before (bound at the end of
    the ability: :func:`own_counters`)."""
    counted = next(c for c in children if isinstance(c, _Counted))
    target = next((c for c in children if isinstance(c, (It, ThisCard))), None)
    OWN[0] = OWN[0] or target is None
    return CountersOn(target or It(), counted.name)


#: Whether the reading being built has a «que tenga» / «en ella» count that :func:`own_counters` must bind.
OWN = [False]


def own_counters(requirements: tuple, effect: Node) -> Node:
    """``effect`` with its counts of «contadores … que tenga» bound: to the cards named before when a clause names
    some (a «Selecciona …», a trigger's card), else to this Parte (docs/rulings.md 129)."""
    if not OWN[0]:
        return effect
    OWN[0] = False
    from ..binding import introduced

    if any(introduced(c) is not None for c in (*requirements, *effect.walk())):
        return effect
    return _rebound(effect)


def _rebound(node):
    """``node`` with every ``CountersOn(It())`` inside it made ``CountersOn(ThisCard())``."""
    if isinstance(node, CountersOn):
        return replace(node, target=ThisCard()) if isinstance(node.target, It) else node
    if isinstance(node, tuple):
        return tuple(_rebound(n) for n in node)
    if not is_dataclass(node) or isinstance(node, type):
        return node
    changed = {f.name: new for f in fields(node) if f.init
               for old in (getattr(node, f.name),) for new in (_rebound(old),) if new is not old}
    return replace(node, **changed) if changed else node


#: What a bot counts «sus PG», «su FUE» as before the card is chosen: a middling Parte's.
GUESS = 2


@construct(
    "cantidad", "Una estadística de una Parte; la mitad; menos N",
    grammar="amounts_counted/measure.lark",
    summary="Una cantidad que mide una Parte al resolverse: «tantos PG como PG máximos tenga esa Parte», «tanto daño "
            "como PG tenga esta Parte», «puntos de daño igual a la FUE de la Parte seleccionada», «igual a sus PG». "
            "Los «PG» de una Parte equipada o en un Taller son los que le quedan; «PG máximos», los impresos con sus "
            "cambios; fuera de la mesa, los impresos. Su FUE, DEF o VEL es la impresa con los cambios hechos sobre "
            "ella (docs/rulings.md 130). «la mitad de …» se escribe con su redondeo, «redondeando hacia arriba» o "
            "«hacia abajo» (docs/rulings.md 131); «… menos 1» resta, sin bajar de 0, y vale también con «el "
            "resultado» de un dado (docs/rulings.md 132). Sin Parte nombrada antes, «sus PG» no dice de qué Parte.",
    examples=(
        ("CAR 2 | Selecciona una Parte tuya; repárale PG igual a la mitad de sus PG máximos redondeando hacia abajo",
         "Una Parte de 5 PG máximos recupera 2 PG (sin pasar de sus PG máximos)."),
        ("CAR 1 | Selecciona una Parte de tu oponente; hazle puntos de daño igual a la FUE de esta Parte menos 1",
         "Escrito «hazle tanto daño como la FUE de esta Parte menos 1»: con 3 FUE, 2 puntos; con 1, ninguno."),
        ("CAR 2 | Selecciona una Parte de tu oponente; hazle puntos de daño igual a los PG de esta Parte",
         "Escrito «hazle tanto daño como PG tenga esta Parte»: con 3 PG que le quedan a esta Parte, 3 puntos."),
    ),
)
@dataclass(frozen=True)
class CardStat(Node):
    """«los PG de esta Parte», «su FUE»: a stat of ``target`` (this card, or the cards named before: the first of
    them); ``kind`` «máximos» for the PG máximos (the PG are those left, «PG restantes»: docs/rulings.md 130)."""

    stat: Stat
    target: Target
    kind: str = ""

    def text(self, ctx=None, **_) -> str:
        pg = self.stat is Stat.PG
        name = self.stat.value.upper() + (f" {self.kind}" if self.kind else "")
        if isinstance(self.target, It):
            return f"{'sus' if pg else 'su'} {name}"
        return f"{'los' if pg else 'la'} {name} de {self.target.text(ctx)}"

    def amount_text(self, plural: str) -> str:
        return f"{plural} igual a {self.text()}"

    def tally(self, g: GameSide, p: int, source: int) -> int:
        """Engine: the stat of the card now; 0 when the card named before has gone (docs/rulings.md 130). Outside a
        resolution (a bot weighing the ability before choosing its card), :data:`GUESS`."""
        measure = getattr(self.target, "measure", None)  # «la Parte descartada» (constructs/cards_zones.py)
        if measure is not None:
            return measure(g, self.stat, self.kind)
        if isinstance(self.target, ThisCard):
            inst = source
        else:
            r = g.resolving
            if r is None:
                return GUESS
            alive = [i for i, s in r.it if g.serial[i] == s]
            if not alive:
                return 0
            inst = alive[0]
        return card_stat(g, inst, self.stat, self.kind)


def card_stat(g: GameSide, inst: int, stat: Stat, kind: str = "") -> int:
    """The PG of card ``inst`` now (equipped or in a Taller: those it has left, or ``kind`` «máximos» its PG máximos;
    elsewhere its printed PG), or its FUE, DEF or VEL (the printed one, and on the board the changes given to it:
    :func:`~.part_stats.part_stat`; docs/rulings.md 130). A card has no CAR of its own here: 0 (NM080 says so)."""
    on_board = g.part_is(inst, "equipada") or g.part_is(inst, "en un taller")
    if stat is Stat.CAR:
        return 0
    if stat is not Stat.PG:
        return max(part_stat(g, inst, stat), 0) if on_board else printed_stat(g.cards[inst], stat)
    if not on_board:
        return g.cards[inst].pg
    most = g.max_pg(inst)
    return most if kind == "máximos" else max(most - g.damage[inst], 0)


_STAT_WORDS = {"pg": (Stat.PG, ""), "pg maximos": (Stat.PG, "máximos"), "pg restantes": (Stat.PG, ""),
               "pg actuales": (Stat.PG, ""), "fue": (Stat.FUE, ""), "def": (Stat.DEF, ""),
               "vel": (Stat.VEL, "")}


@builds("card_stat_word", "pg_word")
def _card_stat_word(children):
    return _STAT_WORDS[" ".join(str(c) for c in children)]


def _word(children) -> tuple[Stat, str]:
    """The stat and kind of «PG máximos», «FUE» (a ``card_stat_word``, or a ``stat_name``: no kind)."""
    return next((c for c in children if isinstance(c, tuple)), None) or (next(c for c in children if isinstance(c, Stat)), "")


@builds("card_stat", "card_stat_its", "as_many_card_stat")
def _card_stat(children):
    target = next((c for c in children if isinstance(c, Node)), It())
    return CardStat(*_word(children)[:1], target, _word(children)[1])


@builds("card_ref_it")
def _card_ref_it(children):
    return It()


@builds("as_many_unit_stat")
def _as_many_unit_stat(children):
    return UnitStat(_word(children)[0])


@builds("stat_gain_as_its")
def _stat_gain_as_its(children):
    """«tu Unidad gana tanta DEF como la de esa Parte»: the stat named once, measured on the card."""
    from .amounts_more import CountedStatChange
    from .durations import Duration

    TO_CHECK[0] = True  # constructs/amounts_more.py's check_counted: a count with no duration is a Pasiva's
    subject, *values = [c for c in children if not hasattr(c, "start_pos")]
    stat = next(v for v in values if isinstance(v, Stat))
    target = next(v for v in values if isinstance(v, Node) and not isinstance(v, Duration))
    duration = next((v for v in values if isinstance(v, Duration)), None)
    return CountedStatChange(subject, stat, 1, duration, count=Amount(1, CardStat(stat, target), equal=True))


@builds("measured", "measure_of", "half_measure")
def _measured(children):
    return next(c for c in children if isinstance(c, Node))


def _capped(children):
    ints = [c for c in children if isinstance(c, int) and not hasattr(c, "start_pos")]
    return ints


@builds("measure_plain")
def _measure_plain(children):
    stat = next(c for c in children if isinstance(c, CardStat))
    ints = _capped(children)
    return Measured(stat, most=ints[0]) if ints else stat


@builds("measure_minus")
def _measure_minus(children):
    inner = next(c for c in children if isinstance(c, Node))
    ints = _capped(children)
    return Measured(inner, minus=ints[0], most=ints[1] if len(ints) > 1 else None)


@builds("roll_minus")
def _roll_minus(children):
    ints = _capped(children)
    return Measured(RollResult(), minus=ints[0], most=ints[1] if len(ints) > 1 else None)


@builds("measure_half")
def _measure_half(children):
    inner = next(c for c in children if isinstance(c, Node))
    up = any(str(c).endswith("arriba") for c in children if isinstance(c, str) or hasattr(c, "start_pos"))
    ints = _capped(children)
    return Measured(inner, half=True, up=up, most=ints[0] if ints else None)


CAP_BELOW = "el máximo es menor que lo que suma uno solo"
NO_GROUP = "«por cada 0 …» no forma ningún grupo"
NO_CAR = "una Parte no tiene CAR que medir"


def count_problems(ability) -> list[tuple]:
    """``(node, code, message, hint)``: NM157 «2 puntos de daño por cada …, hasta un máximo de 1»; NM158 «la CAR de
    esta Parte»; NM159 «por cada 0 cartas»."""
    found = []
    clauses = (*ability.requirements, *ability.simple_effects()) if hasattr(ability, "requirements") else (ability,)
    for clause in clauses:  # the clause is what is reported: it has the span
        for node in clause.walk():
            if isinstance(node, CardStat) and node.stat is Stat.CAR:
                found.append((clause, "NM158", NO_CAR, "mide sus PG, su FUE, su DEF o su VEL"))
            if isinstance(node, Measured) and node.every < 1:
                found.append((clause, "NM159", NO_GROUP, "cuenta de 1 en 1 («por cada carta») o en grupos de 2 o más"))
            each = getattr(node, "count", None) or getattr(node, "amount", None)
            if not isinstance(each, Amount) or not isinstance(each.per, Measured) or each.per.most is None \
                    or each.equal:
                continue
            n = abs(node.amount) if isinstance(getattr(node, "amount", None), int) else each.n
            if each.per.most < n:
                found.append((clause, "NM157", CAP_BELOW, f"sube el máximo a {n} o más, o quítalo"))
    return found


@construct(
    "efecto", "Más o menos Carga por cada …",
    grammar="amounts_counted/car.lark",
    summary="«Esta Parte genera 1 CAR más por cada Gastador activo de tu Unidad, hasta un máximo de 3», «Esta Parte "
            "consume 1 CAR más por cada Parte desactivada de tu Unidad», «Tus Generadores producen 1 CAR más por cada "
            "Parte dañada de tu oponente»: como el cambio de Carga de una Pasiva (docs/rulings.md 90, 106), con lo "
            "que cuenta contado cada vez que se cuenta la Carga (en la Recarga, y al Desactivar o reactivar una "
            "Parte); el máximo limita el cambio entero (docs/rulings.md 128, 133).",
    examples=(
        ("Esta Parte genera 1 CAR más por cada Parte tuya activa de tipo Gastador equipada hasta un máximo de 3",
         "Con 2 Gastadores activos en tu Unidad, esta Parte produce 2 CAR más en tu Recarga; con 5, solo 3 más."),
    ),
)
@dataclass(frozen=True)
class CountedCarRate(Node):
    """The documentation of :class:`~.rule_changes.CarRate` with a count (its ``count`` field)."""

    @staticmethod
    def shown_in(ability) -> bool:
        return any(getattr(node, "count", None) is not None and type(node).__name__ == "CarRate"
                   for node in ability.walk())


def _car_rate_per(children, build):
    """The :class:`~.rule_changes.CarRate` of the words before the count, with the count (the value after «N CAR
    más»)."""
    from .rule_changes import _More
    i = next(k for k, c in enumerate(children) if isinstance(c, _More))
    rate = build([*children[:i + 1], *children[i + 2:]])
    return replace(rate, count=Amount(1, children[i + 1]))


@builds("car_rate_produce_per")
def _car_rate_produce_per(children):
    from .rule_changes import _car_rate_produce
    return _car_rate_per(children, _car_rate_produce)


@builds("car_rate_consume_per")
def _car_rate_consume_per(children):
    from .rule_changes import _car_rate_consume
    return _car_rate_per(children, _car_rate_consume)


@builds("car_rate_unit_per")
def _car_rate_unit_per(children):
    from .rule_changes import _car_rate_unit
    return _car_rate_per(children, _car_rate_unit)
