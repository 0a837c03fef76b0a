"""The PG máximos of a Parte, and setting, exchanging or doubling a stat (rulebook 4.2: a Parte is destroyed when
its damage reaches its PG máximos; 4.3–4.5: the stats of a Unidad; docs/rulings.md 113, 114)."""
from __future__ import annotations

from dataclasses import dataclass, replace

from ..catalogue import builds, construct
from ..nodes import Node, Player, Stat
from .durations import Duration
from .effects_parts import StatChange, Unit, pronoun_forms
from .selection import It, Selection

# «aumenta en», «se incrementa en», «se reduce en» and «disminuye en» are terms of their own (constructs/rule_changes.py)
_UP = ('(("aumentan" | "suben" | "sube" | "se incrementan" | "crecen" | "crece") "en" | "aumenta en" '
       '| "se incrementa en")')
_DOWN = '(("se reducen" | "disminuyen" | "bajan" | "baja") "en" | "se reduce en" | "disminuye en")'
_MAX = '("pg maximos" | "pg maximo")'
GRAMMAR_MAX_PG = f"""
%extend stat_change: max_pg_of {_UP} number duration?                                        -> max_pg_up
                   | max_pg_of {_DOWN} number duration?                                      -> max_pg_down
                   | stat_subject ("gana" | "ganan" | "obtiene" | "obtienen") signed {_MAX} duration? -> max_pg_gain
                   | stat_subject ("pierde" | "pierden") number {_MAX} duration?              -> max_pg_lose
                   | {pronoun_forms("dale")} signed {_MAX} duration?                             -> max_pg_it
                   | ("gana" | "ganan" | "obtiene" | "obtienen") signed stat_name duration?   -> stat_bare_verb
                   | ("gana" | "ganan" | "obtiene" | "obtienen") signed {_MAX} duration?      -> max_pg_bare
                   | ("pierde" | "pierden") number {_MAX} duration?                           -> max_pg_bare_lose
max_pg_of: ("sus" | "su") {_MAX}               -> max_pg_its
         | "los" {_MAX} "de" selection          -> max_pg_of_sel
"""


@construct(
    "efecto", "Cambiar los PG máximos",
    grammar=GRAMMAR_MAX_PG,
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

    def bot_on_card(self, ev, inst: int) -> float:
        if not ev.on_board(inst):
            return 0.0
        amount = self.value(ev.amount)
        if amount < 0:  # like damage that no Taller repairs
            return ev.damage_score(inst, -amount)
        return -0.5 * ev.damage_score(inst, amount)  # room for damage: the reverse of half as much damage

    def bot_value(self, ev, it: list[int]) -> float:
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
