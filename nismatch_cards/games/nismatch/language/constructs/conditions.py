"""Conditions: what must be true, in requirements («Si …», «Mientras …») and in durations («… mientras …»).

A condition is checked on activation and again on resolution (6.1.1); in a Pasiva it is checked
continuously. «Si» takes the indicative («Si esta Parte está dañada»), «Mientras» the subjunctive
(«Mientras esta Parte esté dañada»); both moods are read either way.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..catalogue import builds, construct
from ..nodes import Activatable, Node, Op, Player, Stat
from .amounts import Comparison
from .selection import Selection

GRAMMAR = """
?test: has | there_is | unit_has | this_is | activates | is_turn

has: have comparison counted                      -> has_you
   | "no" have counted                            -> has_you_none
   | player have comparison counted               -> has_player
   | player "no" have counted                     -> has_player_none
   | have "mas" counted "que" player              -> has_more
   | have "menos" counted "que" player            -> has_fewer
!have: "tienes" | "tengas" | "tiene" | "tenga"

there_is: ("hay" | "haya") comparison counted
        | "no" ("hay" | "haya") counted           -> there_is_none

unit_has: "tu" "unidad" have comparison stat_name -> unit_has

this_is: "esta parte" ("esta" | "este") this_state
!this_state: "danada" | "desactivada" | "activa" | "sin dano" | "equipada" | "en" UNA "taller"

activates: player ("activa" | "active" | "juega" | "juegue") activatable
activatable: UNA "habilidad"                          -> a_ability
           | UNA "carta de apoyo"                     -> a_support
           | UNA "habilidad" "o" "carta de apoyo"     -> a_either

is_turn: ("es" | "sea") "tu" "turno"            -> my_turn
       | "no" ("es" | "sea") "tu" "turno"         -> not_my_turn

!player: "tu oponente" | "un oponente" | "tu companero" | "cada piloto"
"""

PLAYERS = {"tu oponente": Player.OPPONENT, "un oponente": Player.OPPONENT, "tu companero": Player.TEAMMATE,
           "cada piloto": Player.EACH}
PLAYER_WORDS = {Player.OPPONENT: "tu oponente", Player.TEAMMATE: "tu compañero", Player.EACH: "cada piloto"}


def have_word(player: Player, subjunctive: bool) -> str:
    if player is Player.YOU:
        return "tengas" if subjunctive else "tienes"
    return "tenga" if subjunctive else "tiene"


@construct(
    "condición", "Tener cartas",
    grammar=GRAMMAR,
    summary="Cuenta lo que tiene un piloto: «Si tienes 3 o más Partes equipadas», «Si tu oponente tiene 2 o "
            "menos cartas en su mano», «Si no tienes cartas en tu mano», «Si tienes más Partes equipadas que "
            "tu oponente». Sin más, «Botines de Guerra» son los que ha reclamado (docs/rulings.md 9).",
    examples=(
        "CAR 1 | Si tienes 3 o más Partes equipadas; roba una carta",
        "CAR 1 | Si tu oponente tiene 2 o menos cartas en su mano; roba una carta",
        "CAR 1 | Si no tienes cartas en tu mano; roba 2 cartas",
        "CAR 2 | Si tienes menos Botines de Guerra que tu oponente; toma el primer Botín de Guerra",
        "CAR 1 | Si tienes 2 o más Partes dañadas; gana 2 CAR",
    ),
)
@dataclass(frozen=True)
class Has(Node):
    """``player`` has ``comparison`` of ``counted``; with ``than``, more (or fewer) than that pilot."""

    player: Player
    counted: Selection
    comparison: Comparison | None = None  # None with ``than``
    than: Player | None = None
    more: bool = True

    def text(self, ctx) -> str:
        subject = "" if self.player is Player.YOU else PLAYER_WORDS[self.player] + " "
        have = have_word(self.player, ctx.subjunctive)
        if self.than is not None:
            return f"{subject}{have} {'más' if self.more else 'menos'} {self.counted.text(ctx, plural=True)} " \
                   f"que {PLAYER_WORDS[self.than]}"
        c = self.comparison
        if c.op is Op.EXACTLY and c.n == 0:
            return f"{subject}no {have} {self.counted.text(ctx, plural=True)}"
        return f"{subject}{have} {c.text()} {self.counted.text(ctx, plural=c.n != 1)}"

    def holds(self, g, p: int, source: int) -> bool:
        """Engine: the count of ``counted`` for each pilot the clause names; «tu oponente» is any of them."""
        pilots = g.players(self.player, p)
        if self.than is not None:
            mine = g.count(self.counted, p, source, subject=p)
            others = [g.count(self.counted, p, source, subject=q) for q in g.players(self.than, p)]
            return any((mine > o) if self.more else (mine < o) for o in others)
        return any(self.comparison.test(g.count(self.counted, p, source, subject=q)) for q in pilots)


@builds("has_you")
def _has_you(children):
    _have, comparison, counted = children
    return Has(Player.YOU, counted, comparison)


@builds("has_you_none")
def _has_you_none(children):
    return Has(Player.YOU, children[-1], Comparison(Op.EXACTLY, 0))


@builds("has_player")
def _has_player(children):
    player, _have, comparison, counted = children
    return Has(player, counted, comparison)


@builds("has_player_none")
def _has_player_none(children):
    return Has(children[0], children[-1], Comparison(Op.EXACTLY, 0))


@builds("has_more")
def _has_more(children):
    counted, than = children[-2:]
    return Has(Player.YOU, counted, None, than, True)


@builds("has_fewer")
def _has_fewer(children):
    counted, than = children[-2:]
    return Has(Player.YOU, counted, None, than, False)


@builds("player")
def _player(children):
    return PLAYERS[str(children[0])]


@builds("have")
def _have(children):
    return str(children[0])


@construct(
    "condición", "Haber cartas",
    grammar="",
    summary="Cuenta en toda la mesa: «Si hay 4 o más Partes dañadas», «Si no hay Partes desactivadas».",
    examples=("CAR 2 | Si hay 4 o más Partes dañadas; destruye todas las Partes dañadas",),
)
@dataclass(frozen=True)
class ThereIs(Node):
    counted: Selection
    comparison: Comparison

    def text(self, ctx) -> str:
        verb = "haya" if ctx.subjunctive else "hay"
        c = self.comparison
        if c.op is Op.EXACTLY and c.n == 0:
            return f"no {verb} {self.counted.text(ctx, plural=True)}"
        return f"{verb} {c.text()} {self.counted.text(ctx, plural=c.n != 1)}"

    def holds(self, g, p: int, source: int) -> bool:
        return self.comparison.test(g.count_anywhere(self.counted, p, source))


@builds("there_is")
def _there_is(children):
    comparison, counted = [c for c in children if not hasattr(c, "start_pos")]
    return ThereIs(counted, comparison)


@builds("there_is_none")
def _there_is_none(children):
    return ThereIs(children[-1], Comparison(Op.EXACTLY, 0))


@construct(
    "condición", "Estadística de tu Unidad",
    grammar="",
    summary="«Si tu Unidad tiene 5 o más FUE»: la suma de sus Partes activas y los cambios que duran (4.3–4.5).",
    examples=("CAR 1 | Si tu Unidad tiene 4 o más FUE; roba una carta",),
)
@dataclass(frozen=True)
class UnitHas(Node):
    stat: Stat
    comparison: Comparison

    def text(self, ctx) -> str:
        return f"tu Unidad {have_word(Player.OPPONENT, ctx.subjunctive)} {self.comparison.text()} {self.stat.value.upper()}"

    def holds(self, g, p: int, source: int) -> bool:
        return self.comparison.test(g.stat(p, self.stat.value))


@builds("unit_has")
def _unit_has(children):
    comparison = next(c for c in children if isinstance(c, Comparison))
    stat = next(c for c in children if isinstance(c, Stat))
    return UnitHas(stat, comparison)


THIS_STATES = {"danada": "dañada", "desactivada": "desactivada", "activa": "activa", "sin dano": "sin daño",
               "en un taller": "en un Taller", "equipada": "equipada"}


@construct(
    "condición", "Estado de esta Parte",
    grammar="",
    summary="«Si esta Parte está dañada», «… desactivada», «… activa», «… sin daño», «… en un Taller», «… "
            "equipada»: el estado de la Parte que lleva la habilidad.",
    examples=("Si esta Parte está dañada; tu Unidad gana +2 FUE",
              "CAR 0 | Si esta Parte está desactivada; activa esta Parte",
              "Mientras esta Parte esté sin daño; tu Unidad gana +1 DEF"),
)
@dataclass(frozen=True)
class ThisIs(Node):
    state: str  # a key of THIS_STATES

    def text(self, ctx) -> str:
        return f"esta Parte {'esté' if ctx.subjunctive else 'está'} {THIS_STATES[self.state]}"

    def holds(self, g, p: int, source: int) -> bool:
        return g.part_is(source, self.state)


@builds("this_is")
def _this_is(children):
    return ThisIs(children[-1])


@builds("this_state")
def _this_state(children):
    return "en un taller" if str(children[0]) == "en" else str(children[0])


ACTIVATABLE_WORDS = {Activatable.ABILITY: "una habilidad", Activatable.SUPPORT: "una Carta de Apoyo",
                     Activatable.EITHER: "una habilidad o Carta de Apoyo"}


@construct(
    "condición", "Si tu oponente activa…",
    grammar="",
    summary="Responde a la última marcha de un oponente (4.7): «Si tu oponente activa una habilidad», «… una "
            "Carta de Apoyo», «… una habilidad o Carta de Apoyo». «niégala» la niega.",
    examples=("CAR 1 | Si tu oponente activa una habilidad o Carta de Apoyo; niégala",
              "CAR 2 | Si tu oponente activa una Carta de Apoyo; niégala y roba una carta"),
)
@dataclass(frozen=True)
class Activates(Node):
    player: Player
    what: Activatable

    def text(self, ctx) -> str:
        verb = "active" if ctx.subjunctive else "activa"
        return f"{PLAYER_WORDS[self.player]} {verb} {ACTIVATABLE_WORDS[self.what]}"

    def holds(self, g, p: int, source: int) -> bool:
        """Engine: the marcha on top is an activation of a pilot the clause names (4.7)."""
        if not g.stack:
            return False
        top = g.stack[-1]
        if top.controller not in g.players(self.player, p):
            return False
        if self.what is Activatable.ABILITY:
            return not top.support
        return top.support if self.what is Activatable.SUPPORT else True


@builds("activates")
def _activates(children):
    player, what = [c for c in children if isinstance(c, (Player, Activatable))]
    return Activates(player, what)


@builds("a_ability")
def _a_ability(children):
    return Activatable.ABILITY


@builds("a_support")
def _a_support(children):
    return Activatable.SUPPORT


@builds("a_either")
def _a_either(children):
    return Activatable.EITHER


@construct(
    "condición", "Turno",
    grammar="",
    summary="«Si es tu turno», «Si no es tu turno».",
    examples=("CAR 1 | Si no es tu turno; tu Unidad gana +2 DEF hasta el final del turno",),
)
@dataclass(frozen=True)
class IsTurn(Node):
    mine: bool = True

    def text(self, ctx) -> str:
        verb = "sea" if ctx.subjunctive else "es"
        return f"{'' if self.mine else 'no '}{verb} tu turno"

    def holds(self, g, p: int, source: int) -> bool:
        return (g.active == p) == self.mine


@builds("my_turn")
def _my_turn(children):
    return IsTurn(True)


@builds("not_my_turn")
def _not_my_turn(children):
    return IsTurn(False)


Test = Has | ThereIs | UnitHas | ThisIs | Activates | IsTurn
