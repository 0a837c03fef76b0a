"""Filters: the qualifiers of a selection that test each card it may take («dañada», «de tipo Brazo»,
«de rareza Pura», «con FUE 3 o más», «con coste 2 o menos», «con contadores»).

Each filter is one small node (:class:`~.selection.Filter`) with its words, its test in a game and its
checks; a selection holds a tuple of them. To add one: a frozen dataclass deriving from ``Filter``
with ``ORDER``, ``text``, ``holds`` (and ``problems`` or ``bot_weight`` if it needs them), registered
with ``@construct("selección", …)`` and a grammar ``%extend qualifier: … -> name`` whose builder
returns ``Qualifier("filter", node, *words(children))``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..lexer import register_printed
from ..nodes import Noun, Op, Place, Stat, Whose
from .amounts import Comparison, comparison_in
from .selection import (
    KINDS, PLACE_NAMES, NOUN_NAMES, PRINTED_KIND, RARITIES, Filter, Qualifier, adjective, words,
)

if TYPE_CHECKING:
    from ..seam import GameSide

#: ``engine.state.Z_UNIT``: the zone of an equipped Parte (the language is loaded before the engine).
Z_UNIT = 5
#: The places where a Parte has damage and counters: equipped, or in a Taller (2③, 4.2).
_ON_BOARD = (Place.UNIT, Place.TALLER, None)
_CARDS_OR_PARTS = (Noun.CARD, Noun.PART)


def _only_parts(word: str, noun: Noun) -> list[tuple[str, str]]:
    """«dañada» said of what is not a Parte."""
    if noun in _CARDS_OR_PARTS:
        return []
    return [(f"«{word}» solo se dice de las Partes, no de {NOUN_NAMES[noun]}", "selecciona Partes, o quita ese calificativo")]


@construct(
    "selección", "Filtro: daño",
    grammar="filters/damaged.lark",
    summary="«dañada» toma solo las Partes con algún punto de daño; «sin daño» (o «intacta»), las que no tienen "
            "ninguno. Solo las Partes equipadas o en un Taller tienen daño (`nismatch validar` lo dice de las de "
            "otro lugar). Se comprueba al elegir y otra vez al resolverse (6.1.1.1).",
    examples=(
        ("CAR 3 | Destruye todas las Partes dañadas",
         "Al resolverse quedan destruidas todas las Partes equipadas que tengan algún daño, de todos los pilotos."),
        ("CAR 1 | Selecciona una Parte tuya sin daño; dale +1 DEF hasta el final del turno",
         "Solo puedes elegir una Parte tuya equipada sin ningún daño."),
    ),
)
@dataclass(frozen=True)
class Damaged(Filter):
    damaged: bool  # True «dañada», False «sin daño»

    ORDER = 10

    def text(self, noun: Noun, plural: bool) -> str:
        return adjective("dañada", noun, plural) if self.damaged else "sin daño"

    def holds(self, game: GameSide, p: int, source: int, inst: int) -> bool:
        return bool(game.damage[inst]) == self.damaged

    def problems(self, noun: Noun, place: Place | None) -> list[tuple[str, str]]:
        found = []
        if noun in _CARDS_OR_PARTS and place not in _ON_BOARD:
            found.append((f"solo las Partes equipadas o en un Taller tienen daño, no las que están {PLACE_NAMES[place]}",
                          "quita «dañada» / «sin daño», o selecciona Partes equipadas"))
        return found + _only_parts("dañada", noun)


@construct(
    "selección", "Filtro: activa o desactivada",
    summary="«desactivada» toma las Partes equipadas desactivadas; «activa», las equipadas que no lo están "
            "(4.1.2). Solo una Parte equipada está activa o desactivada.",
    examples=(
        ("CAR 3 | Destruye todas las Partes de cualquier piloto desactivadas",
         "Quedan destruidas las Partes desactivadas de todas las Unidades."),
    ),
)
@dataclass(frozen=True)
class Deactivated(Filter):
    deactivated: bool  # True «desactivada», False «activa»

    ORDER = 20

    def text(self, noun: Noun, plural: bool) -> str:
        return adjective("desactivada" if self.deactivated else "activa", noun, plural)

    def holds(self, game: GameSide, p: int, source: int, inst: int) -> bool:
        return game.loc[inst] == Z_UNIT and bool(game.deact[inst]) == self.deactivated

    def problems(self, noun: Noun, place: Place | None) -> list[tuple[str, str]]:
        found = []
        if place is not Place.UNIT and noun in _CARDS_OR_PARTS:
            found.append(("solo las Partes equipadas están activas o desactivadas (4.1.2)",
                          "quita «desactivada» / «activa», o selecciona Partes equipadas"))
        return found + _only_parts("desactivada", noun)


@construct(
    "selección", "Filtro: tipo",
    summary="«de tipo Brazo» toma las Partes de un tipo de zona (Cabeza, Torso, Brazo, Pierna) o de una zona del "
            "reglamento (Brazo Izquierdo…), según la zona impresa en la carta; «de tipo Generador» o «de tipo "
            "Gastador», según su CAR impresa sea positiva o negativa (4.1). Un tipo que el reglamento no tiene es "
            "un error (NM036).",
    examples=(
        ("CAR 2 | Busca una Parte de tipo Brazo en tu Arsenal, añádela a tu mano y baraja tu Arsenal",
         "Miras tu Arsenal y eliges una Parte de Brazo (izquierdo o derecho), que va a tu mano."),
    ),
)
@dataclass(frozen=True)
class OfKind(Filter):
    kind: str  # a zone type, a zone id, «generador» or «gastador»

    ORDER = 30

    def text(self, noun: Noun, plural: bool) -> str:
        return f"de tipo {PRINTED_KIND.get(self.kind, self.kind)}"

    def holds(self, game: GameSide, p: int, source: int, inst: int) -> bool:
        return self.kind in game.cards[inst].kinds

    def problems(self, noun: Noun, place: Place | None) -> list[tuple[str, str]]:
        return _only_parts("de tipo", noun)


@construct(
    "selección", "Filtro: rareza",
    summary="«de rareza Pura» toma las cartas de esa rareza (Chatarra, Vendible, Pura o Legendaria).",
    examples=(
        ("CAR 2 | Busca una Parte de rareza Pura en tu Arsenal, añádela a tu mano y baraja tu Arsenal",
         "Miras tu Arsenal, eliges una Parte de rareza Pura (si no hay, ninguna) y la añades a tu mano."),
    ),
)
@dataclass(frozen=True)
class OfRarity(Filter):
    rarity: str

    ORDER = 40

    def text(self, noun: Noun, plural: bool) -> str:
        return f"de rareza {RARITIES.get(self.rarity, self.rarity)}"

    def holds(self, game: GameSide, p: int, source: int, inst: int) -> bool:
        return game.cards[inst].rarity == self.rarity


_STAT_INDEX = {Stat.FUE: 0, Stat.DEF: 1, Stat.VEL: 2}


def printed_stat(info, stat: Stat) -> int:
    """The ``stat`` printed on a card (its :class:`CardInfo`)."""
    if stat is Stat.PG:
        return info.pg
    if stat is Stat.CAR:
        return info.car
    return info.stats[_STAT_INDEX[stat]]


@construct(
    "selección", "Filtro: estadística impresa",
    summary="«con FUE 3 o más» (PG, CAR, FUE, DEF o VEL) compara la estadística impresa en la carta, no la de la "
            "Unidad ni la que le queda.",
    examples=(
        ("CAR 2 | Selecciona una Parte de tu oponente con FUE 3 o más; hazle 2 puntos de daño",
         "Eliges una Parte de tu oponente con 3 FUE impresa o más, que recibe 2 puntos de daño."),
        ("CAR 1 | Selecciona una Parte de tu oponente con PG 4 o menos; hazle 1 punto de daño",
         "«con 4 PG máximos o menos» y «cuyos PG máximos sean 4 o menos» se leen así: cuentan los PG impresos en "
         "la carta (sus PG máximos, 4.2), no los que le quedan."),
    ),
)
@dataclass(frozen=True)
class StatIs(Filter):
    stat: Stat
    comparison: Comparison

    ORDER = 50

    def text(self, noun: Noun, plural: bool) -> str:
        return f"con {self.stat.value.upper()} {self.comparison.text()}"

    def holds(self, game: GameSide, p: int, source: int, inst: int) -> bool:
        return self.comparison.test(printed_stat(game.cards[inst], self.stat))

    def problems(self, noun: Noun, place: Place | None) -> list[tuple[str, str]]:
        return _only_parts("con una estadística", noun)


@construct(
    "selección", "Filtro: coste",
    summary="«con coste 2 o menos» compara el coste de Carga de la habilidad más cara de la carta: se dice de las "
            "Cartas de Apoyo y de las habilidades, no de las Partes (para ellas, «con CAR …»).",
    examples=(
        ("CAR 1 | Selecciona una Carta de Apoyo con coste 2 o menos de tu mano; envíala al Depósito de Chatarra y "
         "roba 2 cartas",
         "Eliges una Carta de Apoyo de tu mano cuya habilidad cueste 2 CAR o menos."),
    ),
)
@dataclass(frozen=True)
class CostIs(Filter):
    comparison: Comparison

    ORDER = 60

    def text(self, noun: Noun, plural: bool) -> str:
        return f"con coste {self.comparison.text()}"

    def holds(self, game: GameSide, p: int, source: int, inst: int) -> bool:
        return self.comparison.test(max([ab.cost for ab in game.cards[inst].abilities], default=0))

    def problems(self, noun: Noun, place: Place | None) -> list[tuple[str, str]]:
        if noun in (Noun.PART, Noun.BOTIN):
            return [("«con coste» se dice de las Cartas de Apoyo y de las habilidades, no de las Partes",
                     "usa «con CAR n o más» para la Carga de una Parte")]
        return []


@construct(
    "selección", "Filtro: contadores",
    summary="«con contadores», «sin contadores», «con 2 o más contadores»: los contadores que tiene la Parte "
            "(docs/rulings.md 33); solo las Partes equipadas o en un Taller los tienen.",
    examples=(
        ("CAR 1 | Destruye todas las Partes de tu oponente con 3 o más contadores",
         "Quedan destruidas las Partes equipadas de tu oponente que tengan 3 contadores o más."),
    ),
)
@dataclass(frozen=True)
class CountersAre(Filter):
    comparison: Comparison

    ORDER = 70

    def text(self, noun: Noun, plural: bool) -> str:
        return counters_qualifier_text(self.comparison)

    def holds(self, game: GameSide, p: int, source: int, inst: int) -> bool:
        return self.comparison.test(game.counters[inst])

    def problems(self, noun: Noun, place: Place | None) -> list[tuple[str, str]]:
        found = []
        if noun in _CARDS_OR_PARTS and place not in _ON_BOARD:
            found.append((f"solo las Partes equipadas o en un Taller tienen contadores, no las que están "
                          f"{PLACE_NAMES[place]}",
                          "quita «con contadores», o selecciona Partes equipadas (docs/rulings.md 33)"))
        return found + _only_parts("con contadores", noun)


def counters_qualifier_text(comparison: Comparison) -> str:
    """«con contadores», «sin contadores», «con 2 o más contadores»."""
    if comparison == Comparison(Op.AT_LEAST, 1):
        return "con contadores"
    if comparison == Comparison(Op.EXACTLY, 0):
        return "sin contadores"
    return f"con {comparison.text()} {'contador' if comparison == Comparison(Op.EXACTLY, 1) else 'contadores'}"


# --- builders --------------------------------------------------------------------------------


def _filter(node: Filter):
    def build(children):
        return Qualifier("filter", node, *words(children))
    return build


builds("s_damaged")(_filter(Damaged(True)))
builds("s_undamaged")(_filter(Damaged(False)))
builds("s_deactivated")(_filter(Deactivated(True)))
builds("s_active")(_filter(Deactivated(False)))
builds("f_some_counters")(_filter(CountersAre(Comparison(Op.AT_LEAST, 1))))
builds("f_no_counters")(_filter(CountersAre(Comparison(Op.EXACTLY, 0))))


@builds("kind_name", "rarity_name")
def _name_token(children):
    return children[0]  # the token itself: its place ends the qualifier as written


@builds("f_kind")
def _f_kind(children):
    return Qualifier("filter", OfKind(KINDS[str(children[-1])]), *words(children))


@builds("f_rarity")
def _f_rarity(children):
    return Qualifier("filter", OfRarity(str(children[-1])), *words(children))


@builds("f_stat")
def _f_stat(children):
    stat = next(c for c in children if isinstance(c, Stat))
    comparison = comparison_in(children)
    return Qualifier("filter", StatIs(stat, comparison), *words(children))


@builds("f_cost")
def _f_cost(children):
    comparison = next(c for c in children if isinstance(c, Comparison))
    return Qualifier("filter", CostIs(comparison), *words(children))


@builds("f_counters")
def _f_counters(children):
    comparison = next(c for c in children if isinstance(c, Comparison))
    return Qualifier("filter", CountersAre(comparison), *words(children))


# --- filters designers write with a relative clause or a comparison (issue 26) ----------------------------


def amount_text(comparison: Comparison, unit: str | tuple[str, str]) -> str:
    """«3 PG o menos», «2 o más puntos de daño», «exactamente 1 punto de daño» (``unit``: «PG», printed
    after the number, or a (singular, plural) pair, printed after the comparison)."""
    n, op = comparison.n, comparison.op
    if op is Op.EXACTLY:
        word = unit if isinstance(unit, str) else unit[0 if n == 1 else 1]
        return f"exactamente {n} {word}"
    more = "más" if op is Op.AT_LEAST else "menos"
    return f"{n} {unit} o {more}" if isinstance(unit, str) else f"{n} o {more} {unit[1]}"


#: How much of an effect's value on a card the bot counts when the card is picked by comparing with a Unidad's
#: stats: a «+2 FUE hasta el final del turno» in response may undo the comparison before the marcha resolves.
W_UNIT_COMPARISON = 0.9
#: The stats a Unidad has (4.3–4.5): it has no PG nor CAR of its own.
UNIT_STATS = (Stat.FUE, Stat.DEF, Stat.VEL)
NO_UNIT_STAT = "una Unidad no tiene PG ni CAR: solo FUE, DEF y VEL (4.3–4.5)"


@construct(
    "selección", "Filtro: puntos de daño",
    grammar="filters/more.lark",
    summary="«con 2 o más puntos de daño», «que tenga al menos un contador de daño»: cuántos puntos de daño tiene "
            "la Parte (4.2). «al menos uno» es lo mismo que «dañada», y «ninguno», que «sin daño». Como «dañada», "
            "solo se dice de Partes equipadas o en un Taller. Se dice también «con al menos 2 puntos de daño», "
            "«con 2 o más contadores de daño», «que tengan como mucho 1 punto de daño».",
    examples=(
        ("CAR 2 | Destruye una Parte de tu oponente con 2 o más puntos de daño",
         "Al resolverse destruyes una Parte equipada de tu oponente que tenga al menos 2 puntos de daño; si ya no "
         "los tiene (la repararon en respuesta), no pasa nada (6.1.1.1)."),
        ("CAR 1 | Selecciona una Parte tuya con 1 o menos puntos de daño; dale +2 DEF hasta el final del turno",
         "«que tenga como mucho un punto de daño» se lee así; «que tenga al menos un contador de daño» es "
         "«dañada», y «que no tenga ningún daño», «sin daño»."),
    ),
)
@dataclass(frozen=True)
class DamagePoints(Filter):
    comparison: Comparison

    ORDER = 12

    @property
    def key(self) -> str:
        return "Damaged"  # «dañada con 2 o más puntos de daño» says the damage twice

    def text(self, noun: Noun, plural: bool) -> str:
        return f"con {amount_text(self.comparison, ('punto de daño', 'puntos de daño'))}"

    def holds(self, game: GameSide, p: int, source: int, inst: int) -> bool:
        return self.comparison.test(game.damage[inst])

    def problems(self, noun: Noun, place: Place | None) -> list[tuple[str, str]]:
        return Damaged(True).problems(noun, place)


@construct(
    "selección", "Filtro: PG que le quedan",
    summary="«a la que le queden 3 PG o menos» (o «al menos 3 PG», «exactamente 1 PG»): los PG máximos de la "
            "Parte menos el daño que tiene (4.2). Una Parte fuera de la Unidad y de los Talleres no tiene daño: le "
            "quedan todos. Para los PG impresos se dice «con 4 PG máximos o menos» o «cuyos PG máximos sean 4 o "
            "menos» (es «con PG 4 o menos»).",
    examples=(
        ("CAR 2 | Destruye una Parte de tu oponente a la que le queden 2 PG o menos",
         "Al resolverse destruyes una Parte equipada de tu oponente a la que le falten como mucho 2 PG para "
         "quedar destruida."),
    ),
)
@dataclass(frozen=True)
class PGLeft(Filter):
    comparison: Comparison

    ORDER = 14
    AFTER_PLACE = True

    def text(self, noun: Noun, plural: bool) -> str:
        whom = ("a los que les" if plural else "al que le") if noun is Noun.BOTIN else \
            ("a las que les" if plural else "a la que le")
        return f"{whom} {'queden' if plural or self.comparison.n != 1 else 'quede'} {amount_text(self.comparison, 'PG')}"

    def holds(self, game: GameSide, p: int, source: int, inst: int) -> bool:
        return self.comparison.test(game.max_pg(inst) - game.damage[inst])

    def problems(self, noun: Noun, place: Place | None) -> list[tuple[str, str]]:
        return _only_parts("le queden … PG", noun)


RELATION_WORDS = {True: ("menor", "menores"), False: ("mayor", "mayores")}


@construct(
    "selección", "Filtro: estadística comparada con tu Unidad",
    summary="«cuyos PG máximos sean menores que la FUE de tu Unidad», «cuya DEF sea mayor que la VEL de tu "
            "Unidad»: compara una estadística impresa en la carta con la de tu Unidad en ese momento (con sus "
            "cambios en vigor, 4.3–4.5). «menor» es estrictamente menor: con los mismos puntos no vale. Se "
            "comprueba al elegir y otra vez al resolverse (6.1.1.1), así que subir tu FUE en respuesta puede "
            "hacerla válida o no. La Unidad no tiene PG ni CAR: `nismatch validar` lo dice.",
    examples=(
        ("CAR 2 | Destruye una Parte de tu oponente cuyos PG máximos sean menores que la FUE de tu Unidad",
         "Con 5 FUE en tu Unidad, al resolverse destruyes una Parte de tu oponente de 4 PG impresos o menos."),
    ),
)
@dataclass(frozen=True)
class StatVsUnit(Filter):
    stat: Stat  # printed on the card
    less: bool  # True «menor(es) que», False «mayor(es) que»
    unit_stat: Stat  # of your Unidad

    ORDER = 55
    AFTER_PLACE = True

    def text(self, noun: Noun, plural: bool) -> str:
        relation = RELATION_WORDS[self.less]
        unit = f"que la {self.unit_stat.value.upper()} de tu Unidad"
        if self.stat is Stat.PG:
            return f"cuyos PG máximos sean {relation[1]} {unit}"
        return f"cuya {self.stat.value.upper()} sea {relation[0]} {unit}"

    def holds(self, game: GameSide, p: int, source: int, inst: int) -> bool:
        mine = game.stat(p, self.unit_stat.value) if self.unit_stat in UNIT_STATS else 0  # no PG, CAR: NM080
        theirs = printed_stat(game.cards[inst], self.stat)
        return theirs < mine if self.less else theirs > mine

    def problems(self, noun: Noun, place: Place | None) -> list[tuple[str, str]]:
        found = [] if self.unit_stat in UNIT_STATS else [(NO_UNIT_STAT, "compara con la FUE, la DEF o la VEL de tu Unidad")]
        return found + _only_parts("con una estadística", noun)

    def bot_weight(self, game: GameSide, p: int, inst: int) -> float:
        return W_UNIT_COMPARISON


@construct(
    "selección", "Filtro: la Unidad de su dueño",
    summary="«cuya Unidad tenga menos VEL que la tuya» (o más; FUE, DEF o VEL): compara la Unidad del dueño de la "
            "carta con la tuya, en ese momento (4.3–4.5). «menos» es estrictamente menos: tus propias cartas nunca "
            "lo cumplen. Con «de cada Unidad» (o «de todas las Unidades», «de cualquier Unidad»; «incluida la "
            "tuya» no cambia nada) se toman las Partes equipadas de todos los pilotos: «cada Parte de cada Unidad "
            "con menos VEL que la tuya» es «cada Parte de cualquier piloto equipada cuya Unidad tenga menos VEL "
            "que la tuya».",
    examples=(
        ("CAR 3 | Haz 1 punto de daño a cada Parte de cualquier piloto equipada cuya Unidad tenga menos VEL que la "
         "tuya",
         "Al resolverse, cada Parte equipada de los pilotos con menos VEL que tú recibe 1 punto de daño; con la "
         "misma VEL, ninguna."),
        ("CAR 2 | Selecciona una Parte de tu oponente cuya Unidad tenga más FUE que la tuya; desactívala",
         "Solo si tu oponente tiene más FUE que tú puedes elegir una de sus Partes (y al resolverse lo sigue "
         "teniendo, 6.1.1.1)."),
    ),
)
@dataclass(frozen=True)
class OwnerUnitStat(Filter):
    stat: Stat
    less: bool  # True «menos … que la tuya», False «más … que la tuya»

    ORDER = 80
    AFTER_PLACE = True

    def text(self, noun: Noun, plural: bool) -> str:
        return f"cuya Unidad tenga {'menos' if self.less else 'más'} {self.stat.value.upper()} que la tuya"

    def holds(self, game: GameSide, p: int, source: int, inst: int) -> bool:
        if self.stat not in UNIT_STATS:
            return False  # a Unidad has no PG nor CAR (NM080 says so)
        mine, theirs = game.stat(p, self.stat.value), game.stat(game.owner[inst], self.stat.value)
        return theirs < mine if self.less else theirs > mine

    def problems(self, noun: Noun, place: Place | None) -> list[tuple[str, str]]:
        return [] if self.stat in UNIT_STATS else [(NO_UNIT_STAT, "compara la FUE, la DEF o la VEL de las Unidades")]

    def bot_weight(self, game: GameSide, p: int, inst: int) -> float:
        return W_UNIT_COMPARISON


@construct(
    "selección", "Filtro: uno u otro",
    summary="«de rareza Chatarra o Vendible», «de tipo Brazo o Pierna»: la carta cumple uno cualquiera de los "
            "valores. El orden no cambia nada.",
    examples=(
        ("CAR 2 | Busca una Parte de rareza Chatarra o Vendible en tu Arsenal, añádela a tu mano y baraja tu "
         "Arsenal",
         "Miras tu Arsenal y eliges una Parte de rareza Chatarra o de rareza Vendible, que va a tu mano."),
    ),
)
@dataclass(frozen=True)
class AnyOf(Filter):
    options: tuple[Filter, ...]  # of one class, in the order :func:`any_of` sorts them

    @property
    def ORDER(self) -> int:  # noqa: N802 (printed where its options are)
        return self.options[0].ORDER

    @property
    def key(self) -> str:
        return self.options[0].key

    def text(self, noun: Noun, plural: bool) -> str:
        texts = [o.text(noun, plural) for o in self.options]
        head = texts[0].rsplit(" ", 1)[0] if " " in texts[0] else ""
        for text in texts:  # «de tipo Brazo Izquierdo»: the words all of them begin with
            while head and not text.startswith(head + " "):
                head = head.rsplit(" ", 1)[0] if " " in head else ""
        cut = len(head) + 1 if head else 0
        return texts[0][:cut] + " o ".join(t[cut:] for t in texts)

    def holds(self, game: GameSide, p: int, source: int, inst: int) -> bool:
        for option in self.options:
            if option.holds(game, p, source, inst):
                return True
        return False

    def problems(self, noun: Noun, place: Place | None) -> list[tuple[str, str]]:
        return self.options[0].problems(noun, place)


def any_of(options) -> Filter:
    """One filter that any of ``options`` (of one class) meets: the option itself if there is one."""
    unique = tuple(sorted(set(options), key=repr))
    return unique[0] if len(unique) == 1 else AnyOf(unique)


# --- builders of the filters above ----------------------------------------------------------------


@builds("f_damage_points")
def _f_damage_points(children):
    comparison = next(c for c in children if isinstance(c, Comparison))
    if comparison == Comparison(Op.AT_LEAST, 1):
        node = Damaged(True)  # «al menos un contador de daño» is «dañada»
    elif comparison.n == 0 and comparison.op is not Op.AT_LEAST:
        node = Damaged(False)  # «exactamente 0», «0 o menos»: «sin daño»
    else:
        node = DamagePoints(comparison)
    return Qualifier("filter", node, *words(children))


@builds("f_pg_left")
def _f_pg_left(children):
    comparison = next(c for c in children if isinstance(c, Comparison))
    return Qualifier("filter", PGLeft(comparison), *words(children))


@builds("f_max_pg")
def _f_max_pg(children):
    comparison = next(c for c in children if isinstance(c, Comparison))
    return Qualifier("filter", StatIs(Stat.PG, comparison), *words(children))


@builds("relation")
def _relation(children):
    return str(children[0]).startswith("menor")


@builds("fewer_more")
def _fewer_more(children):
    return str(children[0]) == "menos"


@builds("f_max_pg_vs_unit")
def _f_max_pg_vs_unit(children):
    less = next(c for c in children if isinstance(c, bool))
    stat = next(c for c in children if isinstance(c, Stat))
    return Qualifier("filter", StatVsUnit(Stat.PG, less, stat), *words(children))


@builds("f_stat_vs_unit")
def _f_stat_vs_unit(children):
    less = next(c for c in children if isinstance(c, bool))
    own, unit = [c for c in children if isinstance(c, Stat)]
    return Qualifier("filter", StatVsUnit(own, less, unit), *words(children))


@builds("f_owner_unit")
def _f_owner_unit(children):
    less = next(c for c in children if isinstance(c, bool))
    stat = next(c for c in children if isinstance(c, Stat))
    return Qualifier("filter", OwnerUnitStat(stat, less), *words(children))


@builds("p_every_unit")
def _p_every_unit(children):
    start, end = words(children)
    return [Qualifier("owner", Whose.ANY, start, end), Qualifier("place_unit", Place.UNIT, start, end)]


@builds("p_every_unit_vs")
def _p_every_unit_vs(children):
    return _p_every_unit(children) + [_f_owner_unit(children)]


@builds("rarity_pair", "kind_pair")
def _pair(children):
    return children[0]  # the token: «chatarra o vendible»


@builds("f_rarity_any")
def _f_rarity_any(children):
    names = str(children[-1]).split(" o ")
    return Qualifier("filter", any_of(OfRarity(name) for name in names), *words(children))


@builds("f_kind_any")
def _f_kind_any(children):
    names = str(children[-1]).split(" o ")
    return Qualifier("filter", any_of(OfKind(KINDS[name]) for name in names), *words(children))


register_printed("máximo", "máximos", "Generadores", "Gastadores")
