"""The PG máximos of a Parte, and setting, exchanging or doubling a stat (rulebook 4.2: a Parte is destroyed when
its damage reaches its PG máximos; 4.3–4.5: the stats of a Unidad; docs/rulings.md 113, 114)."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Node, Player, Stat
from .durations import Duration
from .effects_parts import StatChange, Unit
from .selection import It, Selection

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide, Resolution


@construct(
    "efecto", "Cambiar los PG máximos",
    grammar="part_stats/max_pg.lark",
    summary="«dale +2 PG hasta …», «<Parte> gana +2 PG», «sus PG máximos aumentan en 2» (o «se reducen en 2», "
            "«los PG máximos de <selección> …», «gana +2 PG máximos»): cambia los PG máximos de una Parte (4.2), no "
            "su daño. Se imprime «gana +N PG» / «dale -N PG». Vale mientras la Parte siga en juego: como su daño, va "
            "con ella de la Unidad a un Taller y de vuelta; si va a la mano o a un montón, se pierde "
            "(docs/rulings.md 113); «permanentemente» es «durante el resto de la partida». Una Parte cuyo daño llega a sus PG "
            "máximos queda destruida (4.2) en cuanto bajan: por quien los bajó, o por nadie si bajan porque acaba un "
            "cambio o deja de valer una Pasiva (docs/rulings.md 113). Una Unidad no tiene PG: con «tu Unidad gana "
            "+2 PG», `nismatch validar` lo dice (NM081). Sin sujeto, tras un «Selecciona …», es de lo seleccionado: "
            "«Selecciona una Parte tuya; hasta el final del turno, tiene +3 PG».",
    examples=(
        ("CAR 4 | Selecciona una Parte de tu oponente; dale -2 PG durante el resto de la partida",
         "Una Parte de 5 PG pasa a tener 3 mientras siga en su zona; si ya tenía 3 puntos de daño o más, queda "
         "destruida al instante y reclamas el Botín de Guerra (4.2, 2②)."),
        ("CAR 2 | Selecciona una Parte tuya; dale +3 PG hasta el inicio de tu próximo turno",
         "Aguanta 3 puntos de daño más durante el turno de tu oponente; al acabar, si su daño llega a sus PG "
         "impresos, queda destruida sin que nadie reclame Botín (docs/rulings.md 113)."),
        ("Mientras esta Parte esté equipada; cada Parte tuya de tipo Brazo gana +2 PG",
         "Una Pasiva: tus Brazos equipados tienen 2 PG máximos más mientras esta Parte esté equipada y activa."),
    ),
)
@dataclass(frozen=True)
class PgChange(StatChange):
    """A :class:`StatChange` of PG: the PG máximos of Partes (the engine's ``MAX_PG`` mods, ``Units.max_pg``)."""

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        if not ev.on_board(inst):
            return 0.0
        amount = self.value(ev.amount)
        if amount < 0:  # like damage that no Taller repairs
            return ev.damage_score(inst, -amount)
        return -0.5 * ev.damage_score(inst, amount)  # room for damage: the reverse of half as much damage

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        return 0.0 if isinstance(self.subject, Unit) else ev.on_cards(self, self.subject, it)


def _max_pg(subject, children, sign: int = 1):
    values = [c for c in children if not hasattr(c, "start_pos") and not isinstance(c, (Selection, It))]
    amount, *rest = values
    return PgChange(subject, Stat.PG, sign * amount, rest[0] if rest else None)


@builds("max_pg_its")
def _max_pg_its(children):
    return It()


@builds("max_pg_of_sel")
def _max_pg_of_sel(children):
    return children[-1]


@builds("max_pg_up")
def _max_pg_up(children):
    return _max_pg(children[0], children[1:])


@builds("max_pg_down")
def _max_pg_down(children):
    return _max_pg(children[0], children[1:], sign=-1)


@builds("max_pg_gain")
def _max_pg_gain(children):
    return _max_pg(children[0], children[1:])


@builds("max_pg_lose")
def _max_pg_lose(children):
    return _max_pg(children[0], children[1:], sign=-1)


@builds("max_pg_it")
def _max_pg_it(children):
    return _max_pg(It(), children)


@builds("max_pg_bare")
def _max_pg_bare(children):
    return _bare(_max_pg(Unit(Player.YOU), children))


@builds("max_pg_bare_lose")
def _max_pg_bare_lose(children):
    return _bare(_max_pg(Unit(Player.YOU), children, sign=-1))


def _bare(change: PgChange) -> PgChange:
    """Written with no subject: :func:`~.effects_parts.bind_bare` gives it the selected cards (or your Unidad)."""
    return replace(change, bare=True)


@builds("stat_bare_verb")
def _stat_bare_verb(children):
    from .effects_parts import _stat

    return _stat(Unit(Player.YOU), children, bare=True)


# ---------------------------------------------------------------------------------------------- setting a stat

UNIT_STATS = (Stat.FUE, Stat.DEF, Stat.VEL)


class _Rewrite:
    """A stat written anew at resolution (set, exchanged, doubled): what changes is worked out then, and kept as
    a change of that stat for the duration, as «la FUE de tu Unidad pasa a ser igual a …» (docs/rulings.md 51,
    114). A mixin of the nodes below, which have a ``subject`` and a ``duration``."""

    def deltas(self, now) -> list[tuple[Stat, int]]:
        """``(stat, change)`` pairs that make the rewrite happen, given ``now(stat)``: the stat's value now."""
        raise NotImplementedError

    def _changes(self, now) -> list[StatChange]:
        return [StatChange(Unit(Player.YOU), stat, delta, self.duration) for stat, delta in self.deltas(now) if delta]

    def run(self, g: GameSide, r: Resolution) -> None:
        if isinstance(self.subject, Unit):
            for q in g.players(self.subject.player, r.controller):
                for change in self._changes(lambda s, q=q: g.stat(q, s.value)):
                    g.add_mod(change, r.controller, r.source, pilot=q)
            return
        g.take(r, self.subject, self)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        for inst in cards:
            for change in self._changes(lambda s, inst=inst: part_stat(g, inst, s)):
                g.add_mod(change, r.controller, r.source, part=inst)

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        g = ev.game
        if isinstance(self.subject, Unit):
            return max((sum(ev.stat_gain(c, q) for c in self._changes(lambda s, q=q: g.stat(q, s.value)))
                        for q in g.players(self.subject.player, ev.p)), default=0.0)
        return ev.on_cards(self, self.subject, it)

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        g = ev.game
        if not ev.active(inst):
            return 0.0
        return sum(ev.stat_gain(c, g.owner[inst]) for c in self._changes(lambda s: part_stat(g, inst, s)))


def part_stat(g: GameSide, inst: int, stat: Stat) -> int:
    """What Parte ``inst`` gives its Unidad of ``stat`` by itself: the printed value and the changes given to it
    (the Pasivas of other cards that give it more are theirs, docs/rulings.md 114)."""
    s = UNIT_STATS.index(stat)
    total = g.cards[inst].stats[s]
    serial = g.serial[inst]
    for m in g.mods:
        if m.stat == s and m.pilot < 0 and m.part == inst and m.serial == serial and (
                m.test is None or m.test.holds(g, m.expire_pilot, m.source)):
            total += m.amount
    return total


def _stat_of(subject, stat: Stat, ctx) -> str:
    """«su FUE», «la FUE de tu Unidad», «la FUE de cada Parte tuya»."""
    name = stat.value.upper()
    if isinstance(subject, It):
        return f"su {name}"
    return f"la {name} de {subject.text(ctx)}"


def _after(duration, ctx) -> str:
    return f" {duration.text(ctx)}" if duration is not None else ""


@construct(
    "efecto", "Fijar una estadística",
    grammar="part_stats/set.lark",
    summary="«su FUE pasa a ser 0 hasta …» (o «la DEF de tu Unidad pasa a ser 5», «tu VEL pasa a ser 1»; también "
            "«queda en», «se convierte en»): al resolverse, la Parte seleccionada (o la Unidad) gana o pierde lo que "
            "le falta o le sobra para valer ese número, hasta que acabe la duración; lo que cambie después se suma "
            "como siempre (como «pasa a ser igual a», docs/rulings.md 51 y 114). La FUE de una Parte es la que ella "
            "da a su Unidad: la impresa y los cambios que se le dieron. Solo FUE, DEF y VEL: con PG o CAR, `nismatch "
            "validar` lo dice (NM141).",
    examples=(
        ("CAR 2 | Selecciona una Parte de tu oponente; su FUE pasa a ser 0 hasta el inicio de tu próximo turno",
         "Un Brazo de 3 FUE deja de sumar FUE a su Unidad hasta tu próxima Recarga: pierde 3 FUE, y un +1 FUE que "
         "se le dé después sí cuenta."),
        ("CAR 1 | La DEF de tu Unidad pasa a ser 6 hasta el final del turno",
         "Con 2 DEF, tu Unidad gana 4 DEF hasta la Fase Final; con 8, perdería 2."),
    ),
)
@dataclass(frozen=True)
class StatSet(_Rewrite, Node):
    subject: object  # Unit, It or a Selection of Partes
    stat: Stat
    value: int
    duration: Duration | None = None

    def text(self, ctx) -> str:
        return f"{_stat_of(self.subject, self.stat, ctx)} pasa a ser {self.value}{_after(self.duration, ctx)}"

    def deltas(self, now) -> list[tuple[Stat, int]]:
        return [(self.stat, self.value - now(self.stat))] if self.stat in UNIT_STATS else []


@builds("stat_of_its")
def _stat_of_its(children):
    return It(), children[-1]


@builds("stat_of_yours")
def _stat_of_yours(children):
    return Unit(Player.YOU), children[-1]


@builds("stat_of_sel")
def _stat_of_sel(children):
    stat, *subject = [c for c in children if not hasattr(c, "start_pos")]
    return (subject[0] if subject else Unit(Player.OPPONENT)), stat


@builds("stat_set_unit")
def _stat_set_unit(children):
    stat, value, *rest = [c for c in children if not hasattr(c, "start_pos")]
    return StatSet(Unit(Player.YOU), stat, value, rest[0] if rest else None)


@builds("stat_set")
def _stat_set(children):
    (subject, stat), value, *rest = [c for c in children if not hasattr(c, "start_pos")]
    return StatSet(subject, stat, value, rest[0] if rest else None)


@construct(
    "efecto", "Intercambiar dos estadísticas",
    grammar="part_stats/swap.lark",
    summary="«intercambia la FUE y la DEF de tu Unidad hasta el final del turno» (o «tu FUE y tu DEF», o «su FUE y "
            "su DEF» de una Parte seleccionada): al resolverse, cada una pasa a valer lo que valía la otra en ese "
            "momento, hasta que acabe la duración; lo que cambie después se suma como siempre (docs/rulings.md 114).",
    examples=(
        ("CAR 2 | Intercambia la FUE y la DEF de tu Unidad hasta el final del turno",
         "Con 2 FUE y 5 DEF, tu Unidad ataca con 5 FUE y defiende con 2 DEF hasta la Fase Final."),
    ),
)
@dataclass(frozen=True)
class StatSwap(_Rewrite, Node):
    subject: object
    first: Stat
    second: Stat
    duration: Duration | None = None

    def text(self, ctx) -> str:
        first, second = self.first.value.upper(), self.second.value.upper()
        if isinstance(self.subject, It):
            return f"intercambia su {first} y su {second}{_after(self.duration, ctx)}"
        return f"intercambia la {first} y la {second} de {self.subject.text(ctx)}{_after(self.duration, ctx)}"

    def deltas(self, now) -> list[tuple[Stat, int]]:
        if self.first not in UNIT_STATS or self.second not in UNIT_STATS or self.first is self.second:
            return []
        a, b = now(self.first), now(self.second)
        return [(self.first, b - a), (self.second, a - b)]


@builds("swap_of")
def _swap_of(children):
    first, second, subject = [c for c in children if not hasattr(c, "start_pos")]
    return subject, first, second


@builds("swap_its")
def _swap_its(children):
    first, second = [c for c in children if not hasattr(c, "start_pos")]
    return It(), first, second


@builds("swap_yours")
def _swap_yours(children):
    first, second = [c for c in children if not hasattr(c, "start_pos")]
    return Unit(Player.YOU), first, second


@builds("stat_swap")
def _stat_swap(children):
    (subject, first, second), *rest = [c for c in children if not hasattr(c, "start_pos")]
    return StatSwap(subject, first, second, rest[0] if rest else None)


@construct(
    "efecto", "Duplicar una estadística",
    grammar="part_stats/double.lark",
    summary="«la FUE de tu Unidad se duplica hasta el final del turno» (o «tu FUE se duplica», «duplica la FUE de "
            "tu Unidad», «su FUE se duplica» de una Parte seleccionada): al resolverse gana tanto como vale en ese "
            "momento, hasta que acabe la duración; lo que cambie después se suma como siempre, sin duplicarse "
            "(docs/rulings.md 114).",
    examples=(
        ("CAR 3 | La FUE de tu Unidad se duplica hasta el final del turno",
         "Antes de tu Guerrilla, con 4 FUE, tu Unidad gana 4 FUE hasta la Fase Final; un +1 FUE posterior suma 1."),
    ),
)
@dataclass(frozen=True)
class StatDouble(_Rewrite, Node):
    subject: object
    stat: Stat
    duration: Duration | None = None

    def text(self, ctx) -> str:
        return f"{_stat_of(self.subject, self.stat, ctx)} se duplica{_after(self.duration, ctx)}"

    def deltas(self, now) -> list[tuple[Stat, int]]:
        return [(self.stat, now(self.stat))] if self.stat in UNIT_STATS else []


@builds("stat_double_unit")
def _stat_double_unit(children):
    stat, *rest = [c for c in children if not hasattr(c, "start_pos")]
    return StatDouble(Unit(Player.YOU), stat, rest[0] if rest else None)


@builds("stat_double")
def _stat_double(children):
    (subject, stat), *rest = [c for c in children if not hasattr(c, "start_pos") and not isinstance(c, str)]
    return StatDouble(subject, stat, rest[0] if rest else None)
