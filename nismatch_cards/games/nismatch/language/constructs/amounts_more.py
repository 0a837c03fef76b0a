"""Amounts and stat changes as designers write them: «tantos puntos de daño como Partes tengas en tus Talleres»,
«+1 FUE por cada Parte dañada», «tanta FUE como el resultado», «por cada contador de daño en esta Parte»,
«repárala por completo» / «recupera todos sus PG», and a cap on counters («(máximo 3)»)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..lexer import register_printed
from ..nodes import Node, Whose
from .amounts import TO_CHECK, Amount
from .counters import PutCounters, _Counted, counter_key
from .durations import Duration
from .effects_parts import ON_BOARD, StatChange, Unit, object_text, with_pronoun
from .selection import FilterClash, It, Qualifier, Target, ThisCard, _selection
from ..nodes import Place, Player

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide, Resolution


@dataclass(frozen=True)
class _Head:
    """«Partes dañadas» before «tengas», «haya …»: the noun and its qualifiers, made a selection at the end."""

    items: tuple


@builds("as_many_head")
def _as_many_head(children):
    return _Head((None, *children))


@builds("as_many_role")
def _as_many_role(children):
    (noun, plural, role), *qualifiers = children
    return _Head((None, (noun, plural), role, *qualifiers))


def _counted(children, owner: Whose | None):
    """The selection counted: the head's noun and qualifiers, ``owner`` (the subject of «tengas», «tenga tu
    oponente») and the qualifiers after the verb, where «su»/«tus» is that subject's («tenga tu oponente en su
    Unidad»)."""
    head = next(c for c in children if isinstance(c, _Head))
    more = [q for c in children if isinstance(c, (Qualifier, list)) for q in (c if isinstance(c, list) else [c])]
    if owner is not None:
        more = [q for q in more if not (q.field == "owner" and q.value in (owner, Whose.THEIRS))]
        more.append(Qualifier("owner", owner, -1, -1))
    counted = _selection([*head.items, *more])
    if counted.owner is Whose.THEIRS:  # «como Partes haya en su Unidad»: checked by check_counted
        TO_CHECK[0] = True
    return counted


@builds("as_many_plain", "as_many_there")
def _as_many_plain(children):
    """«como Partes dañadas», «como Partes dañadas haya en tu Unidad»: the cards counted, whoever's they are
    unless a qualifier says."""
    return _counted(children, None)


@builds("as_many_yours")
def _as_many_yours(children):
    """«como Partes tengas en tus Talleres»: your cards."""
    return _counted(children, Whose.YOU)


@builds("as_many_opponents")
def _as_many_opponents(children):
    """«como Partes desactivadas tenga tu oponente»: an opponent's cards (docs/rulings.md 13)."""
    return _counted(children, Whose.OPPONENT)


@construct(
    "cantidad", "Tantos … como …; contadores de daño",
    grammar="amounts_more/as_many.lark",
    summary="«tantos puntos de daño como Partes tengas en tus Talleres», «tantas cartas como Partes dañadas tenga tu "
            "oponente», «tantos PG como contadores haya en esta Parte», «tanta CAR como el resultado»: una cantidad "
            "igual a lo contado al resolverse el efecto, como «… igual al número de …», que es como se imprime. "
            "«tengas» cuenta las tuyas; «tenga tu oponente», las de tu oponente; «haya», las de todos salvo que un "
            "calificativo diga de quién. «tanto daño como …» es «tantos puntos de daño como …». Los «contadores de "
            "daño» de una Parte son los PG que ha perdido (1, 2③, docs/rulings.md 67): «por cada contador de daño en "
            "esta Parte» los cuenta.",
    examples=(
        ("CAR 1 | Selecciona una Parte de tu oponente; hazle puntos de daño igual al número de contadores de daño en "
         "esta Parte",
         "Escrito «hazle tanto daño como contadores de daño haya en esta Parte»: con 2 puntos de daño en esta Parte, "
         "la elegida recibe 2."),
        ("CAR 2 | Roba una carta por cada contador de daño en todas tus Partes",
         "Suma el daño de tus Partes equipadas al resolverse y robas tantas cartas: con 1 y 2 puntos de daño, 3."),
    ),
)
@dataclass(frozen=True)
class DamageOn(Node):
    """«contadores de daño en esta Parte»: the damage on a Parte (its lost PG, rulebook 1, 2③; docs/rulings.md 67)."""

    target: Target

    def text(self, ctx, plural: bool = False, **_) -> str:
        return f"{'contadores' if plural else 'contador'} de daño en {self.target.text(ctx)}"

    def tally(self, g: GameSide, p: int, source: int) -> int:
        """Engine: the damage on the card now, or on every card of a selection, added up."""
        if isinstance(self.target, ThisCard):
            return g.damage[source] if g.part_is(source, "equipada") or g.part_is(source, "en un taller") else 0
        return sum(g.damage[i] for i in g.matching(self.target, p, source))


@builds("damage_on")
def _damage_on(children):
    return DamageOn(next(c for c in children if not hasattr(c, "start_pos")))


@construct(
    "efecto", "Cambiar estadísticas por cada …",
    grammar="amounts_more/stats.lark",
    summary="Un cambio de FUE, DEF o VEL que cuenta: «tu Unidad gana +1 FUE por cada Parte tuya dañada», «esta Parte "
            "gana +1 DEF por cada contador de Blindaje en esta Parte», «dale +1 FUE por cada contador de daño en esta "
            "Parte», o «gana tanta FUE como el resultado» (que se imprime «gana FUE igual al resultado»), «pierde "
            "tanta DEF como Partes desactivadas tengas». En una Pasiva cuenta en todo momento y sigue a lo contado; "
            "las condiciones que leen estadísticas no lo ven, como los cambios con condición (docs/rulings.md 39, "
            "78). Con una duración cuenta una vez, al resolverse, y ese número dura lo que dure (docs/rulings.md 79).",
    examples=(
        ("Tu Unidad gana +1 FUE por cada contador de daño en esta Parte",
         "Una Pasiva: cuanto más dañada esté esta Parte, más FUE tiene tu Unidad; al repararla, la pierde."),
        ("CAR 2 | Tu Unidad gana +1 FUE por cada Parte de tu oponente desactivada hasta el final del turno",
         "Se cuenta al resolverse: con 2 Partes desactivadas de tu oponente, +2 FUE hasta el final del turno, "
         "aunque luego se activen."),
        ("CAR 1 | Tira un dado y tu Unidad gana FUE igual al resultado hasta el final del turno",
         "Escrito «tu Unidad gana tanta FUE como el resultado»: con un 4, +4 FUE hasta el final del turno."),
    ),
)
@dataclass(frozen=True)
class CountedStatChange(StatChange):
    """A :class:`StatChange` whose amount counts: ``amount`` for each of ``count.per``, or as many as it
    (``count.equal``; ``amount`` is then the sign). Printed, run and weighed by :class:`StatChange`."""

    count: Amount | None = None

    def value(self, amount_of) -> int:
        """As :meth:`StatChange.value`, within the cap of a «…, hasta un máximo de +3» (constructs/amounts_counted.py)."""
        value = super().value(amount_of)
        per = self.count.per if self.count is not None else None
        return value if getattr(per, "most", None) is None else per.bounded(value)


def _stat_counted(subject, children, sign: int, equal: bool, bare: bool = False) -> CountedStatChange:
    TO_CHECK[0] = True
    values = [c for c in children if not hasattr(c, "start_pos") and c is not subject]
    duration = values.pop() if values and isinstance(values[-1], Duration) else None
    if equal:
        stat, per = values
        return CountedStatChange(subject, stat, sign, duration, bare, count=Amount(1, per, equal=True))
    n, stat, per = values
    return CountedStatChange(subject, stat, sign * n, duration, bare, count=Amount(1, per))


@builds("stat_gain_per")
def _stat_gain_per(children):
    return _stat_counted(children[0], children[1:], 1, False)


@builds("stat_lose_per")
def _stat_lose_per(children):
    return _stat_counted(children[0], children[1:], -1, False)


@builds("stat_it_per")
def _stat_it_per(children):
    return _stat_counted(It(), children, 1, False)


@builds("stat_bare_per")
def _stat_bare_per(children):
    return _stat_counted(Unit(Player.YOU), children, 1, False, bare=True)


@builds("stat_gain_equal")
def _stat_gain_equal(children):
    return _stat_counted(children[0], children[1:], 1, True)


@builds("stat_lose_equal")
def _stat_lose_equal(children):
    return _stat_counted(children[0], children[1:], -1, True)


@builds("stat_it_equal")
def _stat_it_equal(children):
    return _stat_counted(It(), children, 1, True)


@construct(
    "efecto", "Reparar por completo",
    grammar="amounts_more/repair_all.lark",
    summary="«repárala por completo» o «repara por completo <selección>»: la Parte, equipada o en un Taller, pierde "
            "todo su daño y vuelve a sus PG impresos (2③). También se lee «recupera todos sus PG», «repárala "
            "completamente», «quítale todos los contadores de daño» (docs/rulings.md 67) y «<selección> recupera "
            "todos sus PG». Una Parte sin daño se queda como está.",
    examples=(
        ("CAR 2 | Selecciona una Parte tuya en un Taller; repárala por completo",
         "Escrito «recupera todos sus PG»: la Parte elegida vuelve a sus PG impresos, sin esperar a la "
         "Reconstrucción (5.3.3)."),
        ("CAR 3 | Repara por completo cada Parte tuya",
         "Todas tus Partes equipadas pierden todo su daño al resolverse; las de tus Talleres no."),
    ),
)
@dataclass(frozen=True)
class RepairAll(Node):
    accepts = (ON_BOARD, (Place.UNIT, Place.TALLER))

    target: Target

    def text(self, ctx) -> str:
        if isinstance(self.target, It):
            return f"{with_pronoun('repárala', ctx)} por completo"
        return f"repara por completo {object_text(self.target, ctx)}"

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        """Greedy bot: as «repárale N PG» with N its whole damage."""
        healed = ev.game.damage[inst] * ev.W_REPAIR
        if not ev.enemy(inst) and healed and ev.endangered(inst):
            healed *= 2
        return -healed if ev.enemy(inst) else healed

    def run(self, g: GameSide, r: Resolution) -> None:
        g.take(r, self.target, self)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        for inst in cards:
            g.repair(inst, g.damage[inst])


@builds("repair_all_it")
def _repair_all_it(children):
    TO_CHECK[0] = True
    return RepairAll(It())


@builds("repair_all_sel")
def _repair_all_sel(children):
    return RepairAll(next(c for c in children if not hasattr(c, "start_pos")))


register_printed("máximo")


@construct(
    "efecto", "Contadores hasta un máximo",
    grammar="amounts_more/cap.lark",
    summary="«pon un contador de Blindaje en esta Parte hasta un máximo de 3» (o «(máximo 3)», «, como máximo 3»): "
            "como «pon … contadores», pero la Parte no pasa de ese número de contadores de esa clase: con 3, no "
            "recibe más; con 2, recibe uno aunque se pongan 2 (docs/rulings.md 80). Un máximo menor que lo que se "
            "pone de una vez no se admite: `nismatch validar` lo dice (NM109).",
    examples=(
        ("Cuando esta Parte reciba daño; pon un contador de Trofeo en esta Parte hasta un máximo de 3",
         "Cada vez que recibe daño gana un contador de Trofeo, hasta tener 3: el cuarto golpe ya no le pone otro."),
        ("CAR 1 | Selecciona una Parte de tu oponente; ponle 2 contadores de Óxido hasta un máximo de 4",
         "La Parte elegida recibe 2 contadores de Óxido, o 1 si ya tenía 3, o ninguno si ya tenía 4."),
    ),
)
@dataclass(frozen=True)
class CappedPutCounters(PutCounters):
    """«pon N contadores … hasta un máximo de M»: no card gets more than ``most`` of them (of its name)."""

    most: int = 0

    def text(self, ctx) -> str:
        return f"{super().text(ctx)} hasta un máximo de {self.most}"

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        room = max(0, self.most - ev.game.counters_of(inst, counter_key(self.name)))
        return super().bot_on_card(ev, inst) * min(self.amount.n, room) / self.amount.n

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        key = counter_key(self.name)
        for inst in cards:
            room = self.most - g.counters_of(inst, key)
            if room > 0:
                g.add_counters(inst, min(self.amount.n, room), key)


@builds("put_counters_capped")
def _put_capped(children):
    parts = [c for c in children if not hasattr(c, "start_pos")]
    counted = next(c for c in parts if isinstance(c, _Counted))
    most = parts[-1]
    target = next((c for c in parts[:-1] if not isinstance(c, _Counted)), It())
    return CappedPutCounters(counted.amount, target, counted.name, most)


@builds("counter_cap")
def _counter_cap(children):
    return next(c for c in children if isinstance(c, int) and not hasattr(c, "start_pos"))


CAP_BELOW = "el máximo de contadores es menor que los que se ponen de una vez"


def cap_problems(ability) -> list[tuple]:
    """NM109: «pon 3 contadores … hasta un máximo de 2»: ``(node, message, hint)``."""
    return [(node, CAP_BELOW, f"pon como mucho {node.most} o sube el máximo a {node.amount.n} o más")
            for node in ability.walk() if isinstance(node, CappedPutCounters) and node.most < node.amount.n]


class CountedNotPassive(FilterClash):
    """«+1 DEF por cada contador …» with no duration in an ability with a cost or a trigger: it is a Pasiva's
    (it counts at all times) written after another ability; read as this ability's effect it would count once and
    last the whole game (docs/rulings.md 78, 79), so that reading fails."""

    def __init__(self):
        Exception.__init__(self)

    @staticmethod
    def error(text: str) -> tuple[str, int, str]:
        """The message, its column (the count: «por cada», «tanta …», «igual …») and the hint."""
        normal = text.lower()
        found = [i for i in (normal.find(w) for w in ("por cada", "tanta", "tanto", "igual a")) if i >= 0]
        return ("un cambio de estadísticas que cuenta («+1 DEF por cada …») sin duración solo lo tiene una Pasiva",
                min(found) + 1 if found else 1,
                "si es una Pasiva, escríbela como habilidad aparte, sin coste ni disparador; si no, añade una duración: "
                "«… hasta el final del turno»")


class WhoseUnsaid(FilterClash):
    """«hazle 1 punto de daño por cada Parte desactivada en su Unidad»: a count of «su …» in a clause with no pilot
    for «su» (after «Selecciona una Parte», the Parte's owner, which a count cannot name): that reading fails."""

    def __init__(self):
        Exception.__init__(self)

    @staticmethod
    def error(text: str) -> tuple[str, int, str]:
        normal = text.lower()
        at = max(normal.rfind(" su "), normal.rfind(" sus "))
        return ("«su» no dice de quién son las cartas que se cuentan", at + 2 if at >= 0 else 1,
                "escribe de quién: «por cada Parte de tu oponente desactivada», «por cada Parte tuya dañada»")


class NothingNamed(FilterClash):
    """«recupera todos sus PG» («repárala por completo») with nothing selected before it for «sus» to name."""

    def __init__(self):
        Exception.__init__(self)

    @staticmethod
    def error(text: str) -> tuple[str, int, str]:
        normal = text.lower()
        found = [i for i in (normal.find(w) for w in ("todos sus", "todo su", "por completo", "completamente")) if i >= 0]
        return ("«sus PG» habla de una Parte seleccionada, y ningún requisito selecciona una",
                min(found) + 1 if found else 1, "di qué Parte: «repara por completo esta Parte»")


def check_counted(cost, requirements, effect) -> None:
    """Refuse (:class:`CountedNotPassive`) a counted stat change with no duration in an ability that cannot be a
    Pasiva: one with a cost, or with a requirement that is no condition (a trigger, a selection, a cost); and
    (:class:`WhoseUnsaid`) a count of «su …» that no pilot of its clause owns (bound by a «Selecciona a un
    oponente» already); and (:class:`NothingNamed`) a full repair of «sus PG» with nothing selected."""
    if not TO_CHECK[0]:
        return
    TO_CHECK[0] = False
    from ..binding import introduced
    from .requirements import Condition

    if not any(introduced(c) is not None for c in (*requirements, *effect.walk())) and \
            any(isinstance(node, RepairAll) and isinstance(node.target, It) for node in effect.walk()):
        raise NothingNamed()  # «Si esta Parte está en un Taller, recupera todos sus PG»: «sus» is of nothing selected
    for node in effect.walk():
        subject = getattr(node, "player", None)
        if subject is not None and subject is not Player.YOU:
            continue  # «tu oponente roba una carta por cada carta de su mano»: the subject's
        for value in (getattr(node, "amount", None), getattr(node, "count", None)):
            if isinstance(value, Amount) and getattr(value.per, "owner", None) is Whose.THEIRS \
                    and value.per.place in (Place.UNIT, Place.TALLER):  # «en su Unidad», which prints as nobody's
                raise WhoseUnsaid()
    if cost is None and all(isinstance(r, Condition) for r in requirements):
        return
    if any(isinstance(node, CountedStatChange) and node.duration is None for node in effect.walk()):
        raise CountedNotPassive()
