"""Amounts and stat changes as designers write them: «tantos puntos de daño como Partes tengas en tus Talleres»,
«+1 FUE por cada Parte dañada», «tanta FUE como el resultado», «por cada contador de daño en esta Parte»,
«repárala por completo» / «recupera todos sus PG», and a cap on counters («(máximo 3)»)."""
from __future__ import annotations

from dataclasses import dataclass

from ..catalogue import builds, construct
from ..nodes import Node, Whose
from .amounts import Amount
from .counters import PutCounters, _Counted
from .durations import Duration
from .effects_parts import ON_BOARD, StatChange, Unit, object_text, pronoun_forms, with_pronoun
from .selection import It, Qualifier, Target, ThisCard, _selection
from ..nodes import Place, Player

GRAMMAR_AS_MANY = """
%extend damage_amount: "tantos" ("puntos de dano" | "punto de dano") "como" as_many  -> amount_equal
%extend pg_amount: "tantos" "pg" "como" as_many                                    -> amount_equal
%extend card_amount: "tantas" "cartas" "como" as_many                              -> amount_equal
%extend car_amount: ("tanta" | "tantos") "car" "como" as_many                       -> amount_equal
as_many: as_many_head                                                       -> as_many_plain
       | as_many_head ("tengas" | "tienes") qualifier*                      -> as_many_yours
       | as_many_head ("tenga" | "tiene") ("tu oponente" | "un oponente") qualifier* -> as_many_opponents
       | as_many_head ("haya" | "hay") qualifier*                           -> as_many_there
       | counter_noun ("haya" | "hay")? ("en" | "sobre") selection          -> counters_on
       | DAMAGE_COUNTER ("haya" | "hay")? ("en" | "sobre") selection        -> damage_on
       | "el resultado"                                                     -> equal_roll
as_many_head: noun qualifier*
            | role_noun qualifier*                                          -> as_many_role
%extend counters_on: DAMAGE_COUNTER ("en" | "de" | "sobre") selection       -> damage_on
"""


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
    return _selection([*head.items, *more])


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
    grammar=GRAMMAR_AS_MANY,
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

    def tally(self, g, p: int, source: int) -> int:
        """Engine: the damage on the card now, or on every card of a selection, added up."""
        if isinstance(self.target, ThisCard):
            return g.damage[source] if g.part_is(source, "equipada") or g.part_is(source, "en un taller") else 0
        return sum(g.damage[i] for i in g.matching(self.target, p, source))


@builds("damage_on")
def _damage_on(children):
    return DamageOn(next(c for c in children if not hasattr(c, "start_pos")))


_GAIN = '("gana" | "ganan" | "obtiene" | "obtienen")'
_LOSE = '("pierde" | "pierden")'
_AS_MANY = '("tanta" | "tantos" | "tanto") stat_name "como" as_many'
GRAMMAR_STATS = f"""
%extend stat_change: stat_subject {_GAIN} signed stat_name per_each duration?          -> stat_gain_per
                   | stat_subject {_LOSE} number stat_name per_each duration?          -> stat_lose_per
                   | {pronoun_forms("dale")} signed stat_name per_each duration?       -> stat_it_per
                   | signed stat_name per_each duration?                               -> stat_bare_per
                   | stat_subject {_GAIN} {_AS_MANY} duration?                         -> stat_gain_equal
                   | stat_subject {_GAIN} stat_name equal_to duration?                 -> stat_gain_equal
                   | stat_subject {_LOSE} {_AS_MANY} duration?                         -> stat_lose_equal
                   | stat_subject {_LOSE} stat_name equal_to duration?                 -> stat_lose_equal
                   | {pronoun_forms("dale")} {_AS_MANY} duration?                      -> stat_it_equal
                   | {pronoun_forms("dale")} stat_name equal_to duration?              -> stat_it_equal
"""


@construct(
    "efecto", "Cambiar estadísticas por cada …",
    grammar=GRAMMAR_STATS,
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


def _stat_counted(subject, children, sign: int, equal: bool, bare: bool = False) -> CountedStatChange:
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
