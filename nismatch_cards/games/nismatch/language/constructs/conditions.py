"""Conditions: what must be true, in requirements («Si …», «Mientras …») and in durations («… mientras …»).

A condition is checked on activation and again on resolution (6.1.1); in a Pasiva it is checked
continuously. «Si» takes the indicative («Si esta Parte está dañada»), «Mientras» the subjunctive
(«Mientras esta Parte esté dañada»); both moods are read either way.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Activatable, Node, Noun, Op, Player, Stat
from .amounts import Comparison, comparison_in
from .selection import Selection

if TYPE_CHECKING:
    from ..seam import GameSide


PLAYERS = {"tu oponente": Player.OPPONENT, "un oponente": Player.OPPONENT, "tu companero": Player.TEAMMATE,
           "cada piloto": Player.EACH, "ese piloto": Player.THAT, "cada oponente": Player.EACH_OPPONENT,
           "cada uno de los demas pilotos": Player.OTHERS}  # the last three: constructs/players.py
PLAYER_WORDS = {Player.OPPONENT: "tu oponente", Player.TEAMMATE: "tu compañero", Player.EACH: "cada piloto",
                Player.THAT: "ese piloto", Player.EACH_OPPONENT: "cada oponente",
                Player.OTHERS: "cada uno de los demás pilotos"}

#: Pilots a condition is about all of («Si cada oponente tiene …»), not any of.
EVERY = (Player.EACH_OPPONENT, Player.OTHERS)


#: «tienes Botines de Guerra» counts those claimed in the game (docs/rulings.md 9): printed as the rulebook says it.
CLAIMED = {"tienes": "has reclamado", "tengas": "hayas reclamado", "tiene": "ha reclamado", "tenga": "haya reclamado"}


def _pilot_words(player: Player, ctx) -> str:
    """«tu oponente» of a condition is any of them (docs/rulings.md 13): printed «algún oponente», unless the ability
    names one (a «Selecciona a un oponente», a trigger on what one did), whom «tu oponente» then is."""
    if player is Player.OPPONENT and not getattr(ctx, "names_pilot", True):
        return "algún oponente"
    return PLAYER_WORDS[player]


def have_word(player: Player, subjunctive: bool) -> str:
    if player is Player.YOU:
        return "tengas" if subjunctive else "tienes"
    return "tenga" if subjunctive else "tiene"


@construct(
    "condición", "Tener cartas",
    grammar="conditions.lark",
    summary="Lo que tiene un piloto, para «Si …» y «Mientras …»: «Si tienes 3 o más Partes equipadas», «Si tu "
            "oponente tiene 2 o menos cartas en su mano», «Si no tienes cartas en tu mano», «Si tienes más (o menos) "
            "Partes equipadas que tu oponente». Cuenta solo las cartas de ese piloto; para toda la mesa, «Si hay …». "
            "Una Parte sin lugar es una Parte equipada, y los Botines de Guerra sin lugar son los que ha reclamado "
            "(docs/rulings.md 9). Con «tu oponente», basta con que lo cumpla uno de tus oponentes (docs/rulings.md "
            "13).",
    examples=(
        ("CAR 1 | Si tienes 3 o más Partes equipadas; roba una carta",
         "Cuenta tus Partes equipadas, activas o desactivadas, al activarla y otra vez al resolverse; si para "
         "entonces tienes menos de 3, no robas (6.1.1)."),
        ("CAR 1 | Si algún oponente tiene 2 o menos cartas en su mano; roba una carta",
         "«su mano» es la de tu oponente: si tiene 3 cartas o más, no puedes activarla."),
        ("CAR 1 | Si no tienes cartas en tu mano; roba 2 cartas",
         "Solo con la mano vacía, al activarla y al resolverse: entonces robas 2 cartas."),
        ("CAR 1 | Si tienes más Partes equipadas que algún oponente; roba 2 cartas",
         "Compara tus Partes equipadas con las de tu oponente (en 2vs2, con las de alguno de ellos): si tienes "
         "más, robas 2 cartas."),
        ("CAR 2 | Si has reclamado menos Botines de Guerra que algún oponente; toma el primer Botín de Guerra",
         "Compara los Botines que ha reclamado cada uno (docs/rulings.md 9): si vas por detrás, reclamas el "
         "primero de tu montón, y con 5 ganas (1.1)."),
        ("CAR 1 | Si tienes 2 o más Partes dañadas; gana 2 CAR",
         "Cuenta tus Partes equipadas con daño; las de tus Talleres no cuentan, porque una Parte sin lugar es una "
         "Parte equipada."),
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
        subject = "" if self.player is Player.YOU else _pilot_words(self.player, ctx) + " "
        have = have_word(self.player, ctx.subjunctive)
        if self.counted.noun is Noun.BOTIN and self.counted.place is None:  # those claimed (ruling 9), not held
            have = CLAIMED[have]
        if self.than is not None:
            return f"{subject}{have} {'más' if self.more else 'menos'} {self.counted.text(ctx, plural=True)} " \
                   f"que {_pilot_words(self.than, ctx)}"
        c = self.comparison
        if c.op is Op.EXACTLY and c.n == 0:
            return f"{subject}no {have} {self.counted.text(ctx, plural=True)}"
        return f"{subject}{have} {c.text()} {self.counted.text(ctx, plural=c.n != 1)}"

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        """Engine: the count of ``counted`` for each pilot the clause names; «tu oponente» is any of them, «cada
        oponente» and «cada uno de los demás pilotos» every one (docs/rulings.md 53)."""
        pilots = g.players(self.player, p)
        if self.than is not None:
            mine = g.count(self.counted, p, source, subject=p)
            others = [g.count(self.counted, p, source, subject=q) for q in g.players(self.than, p)]
            every = all if self.than in EVERY else any
            return every((mine > o) if self.more else (mine < o) for o in others)
        every = all if self.player in EVERY else any
        return every(self.comparison.test(g.count(self.counted, p, source, subject=q)) for q in pilots)


@builds("has_you")
def _has_you(children):
    _have, comparison, counted = children
    return Has(Player.YOU, counted, comparison)


@builds("after_at_least")
def _after_at_least(children):
    return Op.AT_LEAST


@builds("after_at_most")
def _after_at_most(children):
    return Op.AT_MOST


def _counted_after(children) -> tuple:
    """«4 Botines de Guerra o más», «2 cartas o menos»: the comparison after what it counts. (A bare «4 Botines
    de Guerra» has no reading: «4 o más» or «exactamente 4», the refusal says.)"""
    number, counted, op = [c for c in children if not hasattr(c, "start_pos")]
    return counted, Comparison(op, number)


@builds("has_you_after")
def _has_you_after(children):
    counted, comparison = _counted_after(children[1:])
    return Has(Player.YOU, counted, comparison)


@builds("has_player_after")
def _has_player_after(children):
    counted, comparison = _counted_after(children[2:])
    return Has(children[0], counted, comparison)


@builds("has_player_more")
def _has_player_more(children):
    """«tu oponente tiene más Botines de Guerra que tú» is «tienes menos Botines de Guerra que tu oponente»."""
    return Has(Player.YOU, children[-1], None, children[0], False)


@builds("has_player_fewer")
def _has_player_fewer(children):
    return Has(Player.YOU, children[-1], None, children[0], True)


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
    summary="Lo que hay en toda la mesa, sumando las cartas de todos los pilotos: «Si hay 4 o más Partes dañadas», "
            "«Si no hay Partes desactivadas». Para contar solo las tuyas o las de un oponente, «Si tienes …» o «Si tu "
            "oponente tiene …».",
    examples=(
        ("CAR 2 | Si hay 4 o más Partes dañadas; destruye todas las Partes dañadas",
         "Cuenta las Partes equipadas con daño de todas las Unidades, también las tuyas; con 4 o más, todas ellas "
         "quedan destruidas y reclamas un Botín por cada una de tu oponente (2②)."),
        ("CAR 1 | Si no hay Partes desactivadas; Selecciona una Parte de tu oponente; desactívala",
         "Solo si ninguna Unidad tiene una Parte desactivada, al activarla y al resolverse: entonces la Parte de "
         "tu oponente que eliges queda desactivada."),
        ("CAR 0 | Si hay 2 o más Partes en un Taller; gana 2 CAR",
         "Cuenta las Partes de los Talleres de todos los pilotos: con 2 o más, ganas 2 CAR."),
    ),
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

    def holds(self, g: GameSide, p: int, source: int) -> bool:
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
    summary="«Si tu Unidad tiene 5 o más FUE» (o DEF, o VEL): la estadística de tu Unidad en ese momento, es "
            "decir, la suma de sus Partes activas, sus Pasivas y los cambios que siguen en vigor, nunca menos de 0 "
            "(4.3–4.5, docs/rulings.md 20). Solo de tu Unidad: el lenguaje no compara la de un oponente.",
    examples=(
        ("CAR 1 | Si tu Unidad tiene 4 o más FUE; roba una carta",
         "Cuenta la FUE de tu Unidad con los cambios en vigor, como un «+2 FUE hasta el final del turno» que se "
         "resolvió antes."),
        ("CAR 1 | Si tu Unidad tiene 2 o menos DEF; tu Unidad gana +2 DEF hasta el final del turno",
         "Como Relámpago en respuesta a una Guerrilla declarada contra ti: si tu Unidad tiene poca DEF, gana 2 "
         "para esa batalla y hasta el final del turno (5.3.5, 5.3.7)."),
        ("Si tu Unidad tiene 3 o más VEL; esta Parte gana +1 FUE",
         "Una Pasiva: mientras tu Unidad tenga 3 VEL o más, suma 1 FUE más por esta Parte (docs/rulings.md 20)."),
    ),
)
@dataclass(frozen=True)
class UnitHas(Node):
    stat: Stat
    comparison: Comparison

    def text(self, ctx) -> str:
        return f"tu Unidad {have_word(Player.OPPONENT, ctx.subjunctive)} {self.comparison.text()} {self.stat.value.upper()}"

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        return self.comparison.test(g.stat(p, self.stat.value))


@builds("unit_has")
def _unit_has(children):
    comparison = comparison_in(children)
    stat = next(c for c in children if isinstance(c, Stat))
    if stat is Stat.CAR:  # «tu Unidad tiene 0 CAR»: the Carga of its pilot (4.1, FAQ; docs/rulings.md 151)
        from .references import CargaIs
        return CargaIs(comparison)
    return UnitHas(stat, comparison)


THIS_STATES = {"danada": "dañada", "desactivada": "desactivada", "activa": "activa", "sin dano": "sin daño",
               "en un taller": "en un Taller", "equipada": "equipada"}


@construct(
    "condición", "Estado de esta Parte",
    summary="El estado de la Parte que lleva la habilidad: «Si esta Parte está dañada», «… sin daño», «… "
            "desactivada», «… activa», «… equipada», «… en un Taller» (tras «mientras», «esté»). Las habilidades de "
            "una Parte desactivada no se usan (4.1.2), salvo las que piden «Si esta Parte está desactivada», escritas "
            "para eso (docs/rulings.md 16); y una Parte en un Taller no activa habilidades. Detrás de «mientras» "
            "hace que un cambio dure lo que dure ese estado: «mientras esta Parte esté equipada». En una Carta de "
            "Apoyo, `nismatch validar` dice: una Carta de Apoyo no es una Parte: no puede decir «esta Parte».",
    examples=(
        ("Si esta Parte está dañada; tu Unidad gana +2 FUE",
         "Una Pasiva: mientras esta Parte tenga algún daño (y esté activa), tu Unidad tiene 2 FUE más; si se "
         "repara del todo, deja de tenerlos."),
        ("Mientras esta Parte esté sin daño; tu Unidad gana +1 DEF",
         "Una Pasiva: tu Unidad tiene 1 DEF más mientras esta Parte no tenga ningún daño."),
        ("CAR 0 | Si esta Parte está desactivada; activa esta Parte",
         "Se puede activar con la Parte desactivada, porque lo pide su condición (docs/rulings.md 16): vuelve a "
         "estar activa y su Carga cuenta otra vez al instante (docs/rulings.md 7)."),
        ("CAR 0 | Tu Unidad gana +2 FUE mientras esta Parte esté equipada",
         "Tu Unidad gana 2 FUE mientras esta Parte siga en tu Unidad: si la destruyen, va a un Taller o vuelve a "
         "la mano, el +2 deja de contar."),
        ("CAR 1 | La Unidad de tu oponente pierde 1 VEL mientras esta Parte esté activa",
         "La Unidad de tu oponente tiene 1 VEL menos, también al ordenar las rondas (5.2, 5.4), hasta que esta "
         "Parte deja la Unidad o se desactiva, aunque luego vuelva a activarse (docs/rulings.md 28)."),
    ),
)
@dataclass(frozen=True)
class ThisIs(Node):
    state: str  # a key of THIS_STATES

    def text(self, ctx) -> str:
        return f"esta Parte {'esté' if ctx.subjunctive else 'está'} {THIS_STATES[self.state]}"

    def holds(self, g: GameSide, p: int, source: int) -> bool:
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
    summary="Para responder a una activación (4.7): «Si tu oponente activa una habilidad», «… una Carta de Apoyo» o "
            "«… una habilidad o Carta de Apoyo». Se cumple si la marcha de arriba, la última, es de un oponente y de "
            "esa clase, así que la habilidad ha de poder responder: Relámpago (4.6.2). «niégala» niega esa marcha "
            "(4.7.2.1). Sin artículo («Si tu oponente activa habilidad»), la pista es: falta «una» antes de "
            "«habilidad».",
    examples=(
        ("CAR 1 | Si tu oponente activa una habilidad o Carta de Apoyo; niégala",
         "La marcha 3 del ejemplo del reglamento (4.7.2.1): respondes a lo último que activó tu oponente y, al "
         "resolverse, esa marcha queda negada y se resuelve sin efecto."),
        ("CAR 1 | Si tu oponente activa una habilidad; niégala",
         "Solo responde a habilidades de Partes, no a Cartas de Apoyo; lo que tu oponente pagó por ella no se le "
         "devuelve (docs/rulings.md 19)."),
        ("CAR 2 | Si tu oponente activa una Carta de Apoyo; niégala y roba una carta",
         "La Carta de Apoyo negada se resuelve sin efecto y va igualmente al Depósito de Chatarra; tú robas una "
         "carta (docs/rulings.md 19)."),
    ),
)
@dataclass(frozen=True)
class Activates(Node):
    player: Player
    what: Activatable

    def text(self, ctx) -> str:
        verb = "active" if ctx.subjunctive else "activa"
        return f"{PLAYER_WORDS[self.player]} {verb} {ACTIVATABLE_WORDS[self.what]}"

    def holds(self, g: GameSide, p: int, source: int) -> bool:
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
    summary="«Si es tu turno» o «Si no es tu turno», según quién sea el piloto activo. Sirve a las Relámpago que "
            "hacen algo distinto en el turno propio y en el ajeno (4.6.2).",
    examples=(
        ("CAR 1 | Si no es tu turno; tu Unidad gana +2 DEF hasta el final del turno",
         "Una Relámpago para el turno de otro: tu Unidad tiene 2 DEF más hasta que acabe ese turno, a tiempo para "
         "su Guerrilla (5.3.5, 5.3.7)."),
        ("CAR 1 | Si es tu turno; roba una carta",
         "Solo en tu propio turno: en el de otro piloto no se puede activar."),
    ),
)
@dataclass(frozen=True)
class IsTurn(Node):
    mine: bool = True

    def text(self, ctx) -> str:
        verb = "sea" if ctx.subjunctive else "es"
        return f"{'' if self.mine else 'no '}{verb} tu turno"

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        return (g.active == p) == self.mine


@builds("my_turn")
def _my_turn(children):
    return IsTurn(True)


@builds("not_my_turn")
def _not_my_turn(children):
    return IsTurn(False)


Test = Has | ThereIs | UnitHas | ThisIs | Activates | IsTurn
