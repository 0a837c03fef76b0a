"""Pasivas that change the numbers of the rules themselves: the Carga that Generadores produce, Gastadores
consume and the Unidad generates in the Fase de Recarga (rulebook 4.1, 4.1.1, 5.3.1), and the PG the Partes of
the Talleres recover in the Fase de Reconstrucción (2.3, 5.3.3); the Unidades of other pilots as the subject of
a stat change («Las Unidades de tus oponentes tienen -1 VEL», 4.3–4.5); and the battle of a Guerrilla as a
duration («hasta el final de la batalla», 5.3.5). docs/rulings.md 90–92.

The engine reads them through :func:`part_car`, :func:`base_car` and :func:`taller_repair`, called where the
rules compute each number; a game without such a Pasiva pays one empty-tuple test (``Game.rule_changes``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Node, Player, Stat, Timing
from .amounts import counted_text
from .durations import Duration
from .effects_parts import Unit
from .filters import OfKind
from .selection import FilterClash, Selection, ThisCard
from ..lexer import normalise
from ..nodes import CountKind, Noun, Place, Whose

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide, Resolution

#: What a :class:`CarRate` changes: the Carga of each Generador, of each Gastador, or the Unidad's own.
GENERATORS, SPENDERS, UNIT = "generadores", "gastadores", "unidad"


@construct(
    "efecto", "Cambiar la Carga de Generadores, Gastadores o la Unidad",
    grammar="rule_changes/car_rate.lark",
    summary="Una Pasiva que cambia la Carga que se cuenta en la Fase de Recarga (4.1, 5.3.1): «Tus Generadores "
            "producen 1 punto de Carga más» (o «generan 1 CAR adicional», «Cada uno de tus Generadores produce …»), "
            "«Tus Gastadores consumen 1 punto más» (o «1 CAR menos»), «Cada uno de tus otros Generadores …» (sin "
            "contar esta Parte), «Los Generadores de tu oponente producen 1 CAR menos» y «Tu Unidad genera 1 punto "
            "de Carga más» (sobre los 2 de la Unidad). Un Generador es una Parte de CAR positiva y un Gastador, de "
            "CAR negativa (4.1); solo cuentan los activos (4.1.2). Vale mientras la Parte de la Pasiva esté "
            "equipada y activa (y su condición, «Mientras …», se cumpla) en el momento en que se cuenta la Carga: en "
            "la Recarga, y al Desactivar o reactivar una Parte, que quita o devuelve lo que produce o consume en "
            "ese momento. Un Generador no baja de 0 ni un Gastador pasa a producir (docs/rulings.md 90). «Esta Parte "
            "genera 1 CAR más» (o «1 punto de Carga adicional») cambia solo la de la Parte de la Pasiva: si es un "
            "Gastador, consume 1 menos; «Esta Parte consume 1 CAR más», al revés (docs/rulings.md 106). Solo en "
            "una Pasiva.",
    examples=(
        ("Tus Generadores producen 1 CAR más",
         "En tu Fase de Recarga, cada Generador activo de tu Unidad produce 1 CAR más: con dos de CAR 1, empiezas "
         "el turno con 2 + 2 + 2 = 6 CAR."),
        ("Tus Gastadores consumen 1 CAR menos",
         "Cada Gastador activo tuyo consume 1 CAR menos en tu Recarga: uno de CAR -2 consume 1, y uno de CAR -1, "
         "nada."),
        ("Los Generadores de tu oponente producen 1 CAR menos",
         "En la Recarga de tu oponente, cada uno de sus Generadores activos produce 1 CAR menos."),
        ("Si no tienes Partes de tipo Torso; esta Parte genera 1 CAR más",
         "Mientras no tengas un Torso equipado, esta Parte (un Generador de CAR 1) produce 2 en tu Recarga."),
        ("Si no tienes Partes de tipo Gastador; tu Unidad genera 1 CAR más",
         "Mientras no tengas Gastadores equipados, tu Recarga suma 3 CAR de la Unidad en lugar de 2."),
    ),
)
@dataclass(frozen=True)
class CarRate(Node):
    """What each Generador (``role`` GENERATORS) or Gastador (SPENDERS) of ``player``'s Unidad produces or
    consumes more (``n`` > 0) or less, or (UNIT) the Carga the Unidad itself generates; ``others`` leaves out the
    Parte of the Pasiva."""

    role: str
    player: Player
    n: int
    others: bool = False
    this: bool = False  # «Esta Parte genera 1 CAR más»: only the Parte of the Pasiva, Generador or Gastador
    #: «… 1 CAR más por cada Gastador activo de tu Unidad»: ``n`` for each (constructs/amounts_counted.py)
    count: "Node | None" = field(default=None, metadata={"omit_unset": True})

    def rate(self, g: GameSide, source: int) -> int:
        """Engine: ``n``, or ``n`` for each card the count finds now (within its cap)."""
        if self.count is None:
            return self.n
        value = self.n * g.amount(self.count, g.owner[source], source)
        bounded = getattr(self.count.per, "bounded", None)  # «…, hasta un máximo de 3»
        return value if bounded is None else bounded(value)

    def text(self, ctx) -> str:
        sense = f"{abs(self.n)} CAR {'más' if self.n > 0 else 'menos'}"
        if self.count is not None:
            sense += f" por cada {counted_text(self.count.per, ctx, False)}"
        if self.this:
            return f"esta Parte {'genera' if self.role == GENERATORS else 'consume'} {sense}"
        if self.role == UNIT:
            return f"tu Unidad genera {sense}"
        verb = "producen" if self.role == GENERATORS else "consumen"
        noun = "Generadores" if self.role == GENERATORS else "Gastadores"
        if self.player is Player.YOU:
            return f"tus {'otros ' if self.others else ''}{noun} {verb} {sense}"
        return f"los {noun} de tu oponente {verb} {sense}"

    def covers(self, g: GameSide, owner: int, source: int, inst: int) -> bool:
        """Engine: whether this Pasiva, on ``source`` of ``owner``, changes what Parte ``inst`` produces."""
        if self.this or self.others:
            return (inst == source) == self.this
        holder = g.owner[inst]
        return holder == owner if self.player is Player.YOU else g.is_opponent(owner, holder)

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """A Pasiva is valued by the Parte that has it: about two Partes' worth of Carga each turn."""
        sign = -1 if self.player is Player.OPPONENT else 1
        more = self.n if self.role != SPENDERS else -self.n
        return ev.W_CAR_GAIN * sign * more * (1 if self.role == UNIT or self.this else 2)

    def run(self, g: GameSide, r: Resolution) -> None:
        """Engine: nothing when resolved; as a Pasiva it is read where the Carga is counted (:func:`part_car`)."""


def _values(children) -> list:
    """The built children (tokens of the grammar's words left out)."""
    return [c for c in children if not hasattr(c, "start_pos")]


@dataclass(frozen=True)
class _Producers:
    """Whose Partes, of which role, a :class:`CarRate` is about (the builders' own value, not a node)."""

    player: Player
    role: str
    others: bool = False


@builds("cp_yours")
def _cp_yours(children):
    return _Producers(Player.YOU, GENERATORS)


@builds("cp_yours_others")
def _cp_yours_others(children):
    return _Producers(Player.YOU, GENERATORS, others=True)


@builds("cp_opponent")
def _cp_opponent(children):
    return _Producers(Player.OPPONENT, GENERATORS)


@builds("cs_yours_spenders")
def _cs_yours_spenders(children):
    return _Producers(Player.YOU, SPENDERS)


@builds("cs_yours_other_spenders")
def _cs_yours_other_spenders(children):
    return _Producers(Player.YOU, SPENDERS, others=True)


@builds("cs_opponent_spenders")
def _cs_opponent_spenders(children):
    return _Producers(Player.OPPONENT, SPENDERS)


class NotARole(FilterClash):
    """«Tus Brazos producen 1 CAR más», «Tus Generadores consumen …»: only Generadores produce and only
    Gastadores consume (4.1); the error names both."""

    def __init__(self, verb: str):
        Exception.__init__(self)
        self.verb = verb

    def error(self, text: str) -> tuple[str, int, str]:
        column = normalise(text).find(f" {self.verb}") + 2
        return (f"«{self.verb}» habla de cada Generador o Gastador tuyo o de tu oponente (4.1): producen los "
                "Generadores y consumen los Gastadores", column,
                "escribe «Tus Generadores producen 1 CAR más» o «Los Gastadores de tu oponente consumen 1 CAR más»")


def _producers(children, role: str) -> CarRate:
    """The :class:`CarRate` of «<Partes> producen|consumen N CAR más»: they must be every Generador (or Gastador) of
    yours or of your opponent's, with «otros» or not, and the verb the one of their role (4.1)."""
    verb = next(c.verb for c in children if isinstance(c, _Verb))
    n = next(c.n for c in children if isinstance(c, _More))
    parts = next((c for c in children if isinstance(c, (Selection, _Producers, ThisCard))), None)
    if isinstance(parts, ThisCard):  # «Esta Parte genera 1 CAR más»: its own Carga, whatever its role (ruling 106)
        return CarRate(role, Player.YOU, n, this=True)
    if isinstance(parts, Selection):
        parts = _selected(parts)
    if parts is None or parts.role != role:
        raise NotARole(verb)
    return CarRate(role, parts.player, n, parts.others)


def _selected(sel: Selection) -> "_Producers | None":
    """«Todos tus Gastadores», «Cada Generador de tu oponente», «Todos tus otros Generadores» as a :class:`_Producers`."""
    roles = {(OfKind("generador"),): GENERATORS, (OfKind("gastador"),): SPENDERS}
    owner = {Whose.YOU: Player.YOU, Whose.OPPONENT: Player.OPPONENT}.get(sel.owner)
    every = sel.count is None or sel.count.kind in (CountKind.ALL, CountKind.EACH)
    if (sel.noun is not Noun.PART or sel.filters not in roles or owner is None or not every
            or sel.place not in (None, Place.UNIT) or sel.random or sel.other and owner is not Player.YOU):
        return None
    return _Producers(owner, roles[sel.filters], sel.other)


@dataclass(frozen=True)
class _Verb:
    """The verb as written («producen», «gastan»): the builders' own value, not a node."""

    verb: str


@builds("produce_verb", "consume_verb")
def _verb(children):
    return _Verb(str(children[0]))


@builds("car_rate_produce")
def _car_rate_produce(children):
    return _producers(children, GENERATORS)


@builds("car_rate_consume")
def _car_rate_consume(children):
    return _producers(children, SPENDERS)


@builds("car_sense")
def _car_sense(children):
    return 1 if str(children[0]) == "mas" else -1


@builds("car_points")
def _car_points(children):
    return 1 if str(children[0]).endswith("mas") else -1


@builds("car_more")
def _car_more(children):
    n, sense = _values(children)
    return _More(n * sense)


@builds("car_rate_unit")
def _car_rate_unit(children):
    return CarRate(UNIT, Player.YOU, next(c.n for c in children if isinstance(c, _More)))


@dataclass(frozen=True)
class _More:
    """«1 CAR más» (``n`` 1), «1 punto menos» (-1): the builders' own value, not a node."""

    n: int


@construct(
    "efecto", "Cambiar lo que reparan los Talleres",
    grammar="rule_changes/repair.lark",
    summary="Una Pasiva que cambia los PG que recupera cada Parte de tus Talleres en tu Fase de Reconstrucción "
            "(2.3, 5.3.3: 2 PG): «Las Partes de tus Talleres recuperan 1 PG más» (o «Tus Partes en los Talleres "
            "recuperan 1 PG adicional», «Cada Parte de tus Talleres recupera …», «Tus Talleres reparan 1 PG más»), "
            "«… 1 PG menos», y «Las Partes que estén en tus Talleres recuperan 3 PG en lugar de 2» (el número de "
            "después de «en lugar de» es el del reglamento, 2). «en tu fase de Reconstrucción» puede ir detrás o "
            "no: es cuando se reparan. Vale mientras la Parte de la Pasiva esté equipada y activa (4.1.2) al "
            "empezar tu Fase de Reconstrucción; varias se suman, y un «en lugar de» cuenta antes que los «más» y "
            "«menos» (docs/rulings.md 91). Solo en una Pasiva.",
    examples=(
        ("Las Partes de tus Talleres recuperan 1 PG más",
         "En tu Fase de Reconstrucción, cada Parte de tus Talleres recupera 3 PG en lugar de 2."),
        ("Las Partes de tus Talleres recuperan 4 PG en lugar de 2",
         "Tus Talleres reparan el doble: una Parte con 4 puntos de daño queda reparada en un turno."),
    ),
)
@dataclass(frozen=True)
class TallerRate(Node):
    """What each Parte of your Talleres recovers in your Fase de Reconstrucción: ``n`` more (negative: less), or
    ``n`` instead of ``instead_of`` (the rulebook's 2)."""

    n: int
    instead_of: int | None = None

    def text(self, ctx) -> str:
        if self.instead_of is not None:
            return f"las Partes de tus Talleres recuperan {self.n} PG en lugar de {self.instead_of}"
        return f"las Partes de tus Talleres recuperan {abs(self.n)} PG {'más' if self.n > 0 else 'menos'}"

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """A Pasiva is valued by the Parte that has it: PG repaired now and then."""
        more = self.n - (self.instead_of or 0) if self.instead_of is not None else self.n
        return 0.5 * ev.W_REPAIR * more

    def run(self, g: GameSide, r: Resolution) -> None:
        """Engine: nothing when resolved; as a Pasiva it is read in the Reconstrucción (:func:`taller_repair`)."""


@builds("taller_rate")
def _taller_rate(children):
    values = _values(children)
    n = next(v for v in values if isinstance(v, int))
    sense = next(v for v in values if isinstance(v, (_More, _Instead)))
    if isinstance(sense, _Instead):
        return TallerRate(n, sense.of)
    return TallerRate(n * sense.n)


@dataclass(frozen=True)
class _Instead:
    """«en lugar de 2»: the builders' own value, not a node."""

    of: int


@builds("rs_more")
def _rs_more(children):
    return _More(1 if "mas" in str(children[0]) else -1)


@builds("rs_instead")
def _rs_instead(children):
    return _Instead(_values(children)[-1])


@builds("tp_yours", "recharge_words", "reconstruction_words", "repair_verb")
def _filler(children):
    return _Filler()


@dataclass(frozen=True)
class _Filler:
    """Words that restate what the construct already means («en tu fase de Reconstrucción»)."""


@construct(
    "selección", "Las Unidades de otros pilotos",
    grammar="rule_changes/units.lark",
    summary="Quién gana o pierde FUE, DEF o VEL puede ser la Unidad de cada oponente («Las Unidades de tus "
            "oponentes tienen -1 VEL», «La Unidad de cada uno de tus oponentes …»), la de tu compañero («La Unidad "
            "de cada uno de tus compañeros tiene +1 DEF», 2vs2) o la de cada piloto («Cada Unidad pierde 1 VEL»). "
            "En una Pasiva vale mientras la Parte esté equipada y activa (4.1.2), para cada uno de ellos; en otra "
            "etiqueta, con una duración, como cualquier cambio de estadísticas (4.3–4.5).",
    examples=(
        ("La Unidad de cada oponente pierde 1 VEL",
         "Una Pasiva: en 2vs2 y Batalla Real, la Unidad de cada oponente tiene 1 VEL menos, y eso cuenta al ordenar "
         "la ronda (5.2)."),
        ("Si esta Parte está dañada; la Unidad de cada piloto pierde 1 VEL",
         "Una Pasiva: mientras esta Parte esté dañada, todas las Unidades, también la tuya, tienen 1 VEL menos."),
    ),
)
@dataclass(frozen=True)
class OtherUnits(Unit):
    """The Unidad of each opponent (``Player.EACH_OPPONENT``) or of each pilot (``Player.EACH``): a :class:`Unit`
    that only this grammar builds («la Unidad de tu compañero» is a plain one, constructs/players.py)."""


@builds("unit_each_opponent")
def _unit_each_opponent(children):
    return OtherUnits(Player.EACH_OPPONENT)


@builds("unit_each")
def _unit_each(children):
    return OtherUnits(Player.EACH)


@construct(
    "duración", "Hasta el final de la batalla",
    grammar="rule_changes/battle.lark",
    summary="«hasta el final de la batalla» (o «durante esta batalla», «durante esta Guerrilla», «hasta el final "
            "de la Guerrilla»): dura lo que queda de la Guerrilla en curso, hasta su final, cuando «las Unidades "
            "se retiran y acaba la fase de Guerrilla» (5.3.5). Solo hay una batalla en curso durante la Fase de "
            "Guerrilla, así que solo vale en una habilidad de Guerrilla (3.3); en otra etiqueta, `nismatch validar` "
            "dice: «hasta el final de la batalla» solo vale en una habilidad de Guerrilla (NM117, docs/rulings.md "
            "92).",
    examples=(
        ("CAR 1 | Tu Unidad gana +2 FUE hasta el final de la batalla",
         "Una habilidad de Guerrilla: tu Unidad ataca o defiende con 2 FUE más en esta batalla, y el cambio acaba "
         "con la fase de Guerrilla (5.3.5)."),
    ),
)
@dataclass(frozen=True)
class BattleDuration(Duration):
    """Until the end of the battle in course: the end of the Fase de Guerrilla (5.3.5), as ``Timing.END_OF_PHASE``."""

    def text(self, ctx) -> str:
        return "hasta el final de la batalla"


@builds("d_end_of_battle")
def _end_of_battle(children):
    return BattleDuration(Timing.END_OF_PHASE)


_STAT_WORDS = {Stat.FUE: "FUE", Stat.DEF: "DEF", Stat.VEL: "VEL"}
_ALL_STATS = (Stat.FUE, Stat.DEF, Stat.VEL)


@construct(
    "efecto", "Seguir sumando estadísticas Desactivada",
    grammar="rule_changes/keeps.lark",
    summary="«Esta Parte sigue sumando sus estadísticas aunque esté Desactivada» (o «sigue dando su FUE …», «… su "
            "FUE y su DEF …», «Aunque esté Desactivada, esta Parte …»): una Pasiva que deja a la Parte, equipada y "
            "Desactivada, sumar a su Unidad su FUE, DEF o VEL impresas, contra lo que dice 4.1.2; los cambios que se "
            "le hayan dado («dale +2 FUE») no, y sigue sin generar ni consumir Carga y sin poder usar sus otras "
            "habilidades (docs/rulings.md 91). Activa, la Parte suma como siempre. Solo en una Pasiva.",
    examples=(
        ("Esta Parte sigue sumando sus estadísticas aunque esté Desactivada",
         "Desactivada por Carga negativa o por un efecto, la Parte sigue sumando su FUE, DEF y VEL a tu Unidad; "
         "no genera Carga ni puedes activar sus habilidades."),
        ("Esta Parte sigue sumando su FUE aunque esté Desactivada",
         "Desactivada, suma solo su FUE: su DEF y su VEL no cuentan."),
    ),
)
@dataclass(frozen=True)
class KeepsStats(Node):
    """«Esta Parte sigue sumando ``stats`` aunque esté Desactivada»: a Pasiva read by ``Units._stat`` through
    ``Game.keeps_stats``."""

    stats: tuple = _ALL_STATS

    def text(self, ctx) -> str:
        kept = "sus estadísticas" if self.stats == _ALL_STATS else " y ".join(f"su {_STAT_WORDS[x]}" for x in self.stats)
        return f"esta Parte sigue sumando {kept} aunque esté Desactivada"

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """Valued by the Parte that has it: little, it only counts once the Parte is deactivated."""
        return 0.2 * len(self.stats)

    def run(self, g: GameSide, r: Resolution) -> None:
        """Engine: nothing when resolved; as a Pasiva it is read where the stats are counted (:func:`keeps_stats`)."""


@builds("keeps_stats")
def _keeps_stats(children):
    return KeepsStats(next(c for c in children if isinstance(c, tuple)))


@builds("kept_all")
def _kept_all(children):
    return _ALL_STATS


@builds("kept_some")
def _kept_some(children):
    found = [c for c in _values(children) if isinstance(c, Stat)]
    return tuple(x for x in _ALL_STATS if x in found)


@builds("kept_stat")
def _kept_stat(children):
    return next(c for c in _values(children) if isinstance(c, Stat))


@builds("keep_verb", "while_off")
def _keep_words(children):
    return _Filler()


def keeps_stats(cards) -> dict:
    """``Game.keeps_stats``: the card → ((Pasiva, stat indexes), …) of «Esta Parte sigue sumando … aunque esté
    Desactivada»."""
    found = {}
    for inst, info in enumerate(cards):
        kept = tuple((ab, tuple(_ALL_STATS.index(x) for x in e.stats)) for ab in info.passives for e in ab.effects
                     if type(e) is KeepsStats)
        if kept:
            found[inst] = kept
    return found


def counts_deactivated(g: GameSide, inst: int, s: int) -> bool:
    """Whether the deactivated Parte ``inst`` still adds its stat ``s`` (0 FUE, 1 DEF, 2 VEL) to its Unidad."""
    kept = g.keeps_stats.get(inst)
    if kept is None:
        return False
    return any(s in stats and g.conditions_hold(g.owner[inst], inst, ab) for ab, stats in kept)


ATTACKER, DEFENDER = "atacante", "defensor"
BATTLE_DAMAGE_ONLY = "el daño de la batalla solo se cambia en una habilidad de Guerrilla"


@construct(
    "efecto", "Cambiar el daño de la batalla",
    grammar="rule_changes/battle_damage.lark",
    summary="Durante una Guerrilla declarada, antes de la batalla: «el atacante recibe 2 puntos de daño más» (o «la "
            "Unidad atacante …», «Si el resultado de la batalla es negativo, el atacante recibe …»), «el defensor "
            "recibe 1 punto de daño menos», «el daño de esta batalla aumenta en 1» (para quien lo reciba) o «se "
            "reduce en 1». La batalla resta la DEF del defensor a la FUE del atacante (5.3.5): si el resultado es "
            "positivo, el daño es para una Parte del defensor; si es negativo, para una del atacante; con 0 nadie "
            "recibe daño, y nada que cambiar. El cambio se suma a ese daño, que no baja de 0, y acaba con la batalla "
            "(docs/rulings.md 92). Solo en una habilidad de Guerrilla o en una Disparado de «Cuando declares una "
            "Guerrilla» (NM117); resuelta sin una batalla por librar, no hace nada.",
    examples=(
        ("CAR 2 | El atacante recibe 2 puntos de daño más",
         "De Guerrilla, para el defensor: si su DEF supera en 1 la FUE del atacante, la Parte del atacante que "
         "elija recibe 3 puntos de daño en lugar de 1."),
        ("CAR 1 | El daño de esta batalla aumenta en 1",
         "Quien reciba el daño de esta batalla recibe 1 punto más; si la batalla queda en 0, nadie recibe nada."),
    ),
)
@dataclass(frozen=True)
class BattleDamage(Node):
    """The damage the battle of the Guerrilla in course deals changes by ``n``: to the attacker's Unidad
    (``receiver`` ATTACKER), the defender's, or whoever receives it (None)."""

    n: int
    receiver: str | None = None

    battle_only = BATTLE_DAMAGE_ONLY  # it lasts the battle: «Durante esta batalla, …» is read (timing.py)

    def text(self, ctx) -> str:
        if self.receiver is None:
            return f"el daño de esta batalla {'aumenta' if self.n > 0 else 'se reduce'} en {abs(self.n)}"
        points = "punto" if abs(self.n) == 1 else "puntos"
        if self.receiver == "tu":  # «tu Unidad recibe 2 puntos de daño menos» (constructs/battle.py)
            return f"tu Unidad recibe {abs(self.n)} {points} de daño {'más' if self.n > 0 else 'menos'}"
        return f"el {self.receiver} recibe {abs(self.n)} {points} de daño {'más' if self.n > 0 else 'menos'}"

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """Damage to the other side of the battle is worth it, to one's own side it costs."""
        g = ev.game
        if self.receiver is None:
            return 0.0
        pilot = ev.p if self.receiver == "tu" else g.active if self.receiver == ATTACKER else g.guerrilla_target
        sign = 1 if pilot >= 0 and g.is_opponent(ev.p, pilot) else -1
        return 0.5 * ev.W_CAR_GAIN * sign * self.n

    def run(self, g: GameSide, r: Resolution) -> None:
        """Engine: the change waits for the battle (``Combat.add_battle_damage``)."""
        pilot = -1 if self.receiver is None else r.controller if self.receiver == "tu" else \
            g.active if self.receiver == ATTACKER else g.guerrilla_target
        g.add_battle_damage(self.n, pilot, r.controller, r.source)


def _battle_n(children) -> int:
    values = _values(children)
    n = next(v for v in values if isinstance(v, int))
    sense = next((v for v in values if isinstance(v, _More)), _More(1))
    return n * sense.n


@builds("battle_sense")
def _battle_sense(children):
    return _More(1 if str(children[0]) == "mas" else -1)


@builds("br_attacker")
def _br_attacker(children):
    return _Receiver(ATTACKER)


@builds("br_defender")
def _br_defender(children):
    return _Receiver(DEFENDER)


@dataclass(frozen=True)
class _Receiver:
    """Who receives the battle's damage: the builders' own value, not a node."""

    who: str


@builds("battle_damage")
def _battle_damage(children):
    return BattleDamage(_battle_n(children), next(c.who for c in children if isinstance(c, _Receiver)))


@builds("battle_damage_more", "battle_damage_any")
def _battle_damage_more(children):
    return BattleDamage(_battle_n(children))


@builds("battle_damage_less")
def _battle_damage_less(children):
    return BattleDamage(-_battle_n(children))


@builds("attacker_words", "defender_words", "this_battle_damage", "battle_here")
def _battle_words(children):
    return _Filler()


@construct(
    "condición", "Ser el atacante o el defensor",
    grammar="rule_changes/role.lark",
    summary="«Si eres el defensor» (o «Eres el defensor;» sin «Si», «Si te han declarado una Guerrilla», «Mientras "
            "seas el atacante»): se cumple durante una Guerrilla declarada, hasta el final de la batalla, para el "
            "piloto al que se la declararon (el defensor) o para el que la declaró (el atacante) (5.3.5). Fuera de "
            "ella no se cumple, así que una habilidad con ella no se puede activar. Como toda condición, se mira al "
            "activar y al resolverse (6.1.1).",
    examples=(
        ("CAR 2 | Si eres el defensor; el atacante recibe 2 puntos de daño más",
         "Una habilidad de Guerrilla que solo puedes activar cuando te declaran una: si la batalla acaba en "
         "negativo, la Parte del atacante que elijas recibe 2 puntos de daño más."),
        ("Mientras seas el atacante; tu Unidad gana +1 FUE",
         "Una Pasiva: en cada Guerrilla que declares, tu Unidad ataca con 1 FUE más; fuera de ella, no."),
    ),
)
@dataclass(frozen=True)
class BattleRole(Node):
    """You are the defender (``attacker`` False) or the attacker of the Guerrilla declared now (5.3.5)."""

    attacker: bool = False

    def text(self, ctx) -> str:
        return f"{'seas' if ctx.subjunctive else 'eres'} el {'atacante' if self.attacker else 'defensor'}"

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        if g.phase != _GUERRILLA or g.guerrilla_state == 0:
            return False
        return p == g.active if self.attacker else p == g.guerrilla_target


@builds("role_defender")
def _role_defender(children):
    return BattleRole(False)


@builds("role_attacker")
def _role_attacker(children):
    return BattleRole(True)


BATTLE_ONLY = "«hasta el final de la batalla» solo vale en una habilidad de Guerrilla"
HINT_BATTLE_ONLY = ("cambia la etiqueta a «guerrilla», que se usa durante la batalla (5.3.5); o escribe «hasta el "
                    "final del turno»")


HINT_FIGHTER_ONLY = ("cambia la etiqueta a «guerrilla», o empieza con «Cuando declares una Guerrilla» o «Si eres el "
                     "defensor»; fuera de una batalla, escribe «la Unidad de tu oponente»")


def battle_problems(ability, tag: str) -> list:
    """NM117: «hasta el final de la batalla» and «el atacante recibe …» in an ability not used during a battle: one
    of etiqueta Guerrilla (3.3), a Disparado fired by the declaration of a Guerrilla, or one «Si eres el defensor»."""
    from .events_more import InGuerrilla
    from .triggers import PlayerEvent, PlayerEventKind

    if tag == "guerrilla" or any(isinstance(r, PlayerEvent) and r.event is PlayerEventKind.DECLARES
                                 or type(getattr(r, "test", None)) in (BattleRole, InGuerrilla)  # «Si eres el defensor»
                                 for r in ability.requirements):
        return []  # used during a battle: a Guerrilla ability, «Cuando declares una Guerrilla», «Si eres el defensor»
    found = []
    for e in ability.simple_effects():
        if type(e) is BattleDamage:
            found.append((e, BATTLE_DAMAGE_ONLY, HINT_BATTLE_ONLY))
        elif getattr(e, "battle_only", None):  # «tu Unidad usa su VEL en lugar de su FUE» (constructs/battle.py)
            found.append((e, e.battle_only, getattr(e, "battle_hint", HINT_BATTLE_ONLY)))
        elif any(type(node) is BattleDuration for node in e.walk()):
            found.append((e, BATTLE_ONLY, HINT_BATTLE_ONLY))
        elif fighter := next((n for n in e.walk() if getattr(n, "battle_only", None)), None):
            found.append((e, fighter.battle_only, HINT_FIGHTER_ONLY))  # «la Unidad defensora» (stats_more.py)
    return found


# --- engine -----------------------------------------------------------------------------------------------------

#: The Pasivas read here, by node class.
RATES = (CarRate, TallerRate)


def rule_changes(cards) -> tuple:
    """``Game.rule_changes``: every (card, Pasiva, effect) of the game that changes a rule's number (and those of
    other modules that say ``RULE_CHANGE``: «La DEF de tu Unidad no puede ser inferior a 1», constructs/battle_time.py)."""
    return tuple((inst, ab, e) for inst, info in enumerate(cards) for ab in info.passives
                 for e in ab.effects if type(e) in RATES or getattr(e, "RULE_CHANGE", False))


def _live(g: GameSide, inst: int, ab) -> bool:
    """The Parte ``inst`` of a Pasiva is equipped and active (4.1.2), or in a Taller with a Pasiva written for it
    (docs/rulings.md 193), and its conditions hold."""
    loc = g.loc[inst]
    return (loc == _Z_UNIT and not g.deact[inst] or loc == _Z_TALLER and ab.in_taller) and \
        g.conditions_hold(g.owner[inst], inst, ab)


def part_car(g: GameSide, inst: int) -> int:
    """The Carga Parte ``inst`` produces (> 0) or consumes (< 0) now: its CAR, changed by the Pasivas of the
    Partes in play («Tus Generadores producen 1 CAR más»); a Generador never below 0, a Gastador never above."""
    car = g.cards[inst].car
    if not car or not g.rule_changes:
        return car
    role = GENERATORS if car > 0 else SPENDERS
    change = 0
    for source, ab, e in g.rule_changes:
        if type(e) is not CarRate:
            continue
        if e.this:  # «esta Parte genera 1 CAR más»: on a Gastador, it consumes 1 less (ruling 106)
            if source == inst and _live(g, source, ab):
                change += e.rate(g, source) if e.role == role else -e.rate(g, source)
        elif e.role == role and e.covers(g, g.owner[source], source, inst) and _live(g, source, ab):
            change += e.rate(g, source)
    return max(0, car + change) if car > 0 else min(0, car - change)


def base_car(g: GameSide, p: int) -> int:
    """The Carga pilot ``p``'s Unidad generates by itself in the Recarga (4.1: 2), changed by «Tu Unidad genera
    1 CAR más»."""
    car = g.ruleset.base_car
    for source, ab, e in g.rule_changes:
        if type(e) is CarRate and e.role == UNIT and g.owner[source] == p and _live(g, source, ab):
            car += e.rate(g, source)
    return max(0, car)


def taller_repair(g: GameSide, p: int, inst: int = -1) -> int:
    """The PG Parte ``inst`` of ``p``'s Talleres recovers in the Reconstrucción (5.3.3: 2), changed by the Pasivas
    of ``p``'s Partes and its own («Esta Parte recupera 1 PG más», constructs/workshops.py): the largest «N en lugar
    de 2» first, then every «N más» and «N menos»; never below 0."""
    repair = g.ruleset.taller_repair
    if not g.rule_changes:
        return repair
    live = [e for source, ab, e in g.rule_changes
            if (type(e) is TallerRate and g.owner[source] == p or source == inst and getattr(e, "OWN_TALLER", False))
            and _live(g, source, ab)]
    instead = [e.n for e in live if e.instead_of is not None]
    if instead:
        repair = max(instead)
    return max(0, repair + sum(e.n for e in live if e.instead_of is None))


_Z_UNIT = 5  # engine.state.Z_UNIT (the language does not import the engine)
_Z_TALLER = 6  # engine.state.Z_TALLER
_GUERRILLA = 6  # engine.state.GUERRILLA
