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

from ..catalogue import builds, construct
from ..nodes import Noun, Op, Place, Stat
from .amounts import Comparison
from .selection import (
    KINDS, PLACE_NAMES, NOUN_NAMES, PRINTED_KIND, RARITIES, Filter, Qualifier, adjective, words,
)

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


GRAMMAR = """
%extend qualifier: ("danada" | "danadas" | "danado" | "danados")              -> s_damaged
          | ("sin dano" | "intacta" | "intactas" | "intacto" | "intactos") -> s_undamaged
          | ("desactivada" | "desactivadas" | "desactivado" | "desactivados") -> s_deactivated
          | ("activa" | "activas" | "activo" | "activos")              -> s_active
          | "de tipo" kind_name                                        -> f_kind
          | "de rareza" rarity_name                                    -> f_rarity
          | "con" stat_name comparison                                 -> f_stat
          | "con coste" comparison                                     -> f_cost
          | "con" comparison ("contador" | "contadores")               -> f_counters
          | "con contadores"                                           -> f_some_counters
          | "sin contadores"                                           -> f_no_counters

!kind_name: "cabeza" | "torso" | "brazo" | "pierna" | "brazo izquierdo" | "brazo derecho"
          | "pierna izquierda" | "pierna derecha" | "generador" | "generadora" | "gastador" | "gastadora"
!rarity_name: "chatarra" | "vendible" | "pura" | "legendaria"
"""


@construct(
    "selección", "Filtro: daño",
    grammar=GRAMMAR,
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

    def holds(self, game, p: int, source: int, inst: int) -> bool:
        return bool(game.damage[inst]) == self.damaged

    def problems(self, noun: Noun, place: Place | None) -> list[tuple[str, str]]:
        found = []
        if noun in _CARDS_OR_PARTS and place not in _ON_BOARD:
            found.append((f"solo las Partes equipadas o en un Taller tienen daño, no las que están {PLACE_NAMES[place]}",
                          "quita «dañada» / «sin daño», o selecciona Partes equipadas"))
        return found + _only_parts("dañada", noun)


@construct(
    "selección", "Filtro: activa o desactivada",
    grammar="",
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

    def holds(self, game, p: int, source: int, inst: int) -> bool:
        return game.loc[inst] == Z_UNIT and bool(game.deact[inst]) == self.deactivated

    def problems(self, noun: Noun, place: Place | None) -> list[tuple[str, str]]:
        found = []
        if place is not Place.UNIT and noun in _CARDS_OR_PARTS:
            found.append(("solo las Partes equipadas están activas o desactivadas (4.1.2)",
                          "quita «desactivada» / «activa», o selecciona Partes equipadas"))
        return found + _only_parts("desactivada", noun)


@construct(
    "selección", "Filtro: tipo",
    grammar="",
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

    def holds(self, game, p: int, source: int, inst: int) -> bool:
        return self.kind in game.cards[inst].kinds

    def problems(self, noun: Noun, place: Place | None) -> list[tuple[str, str]]:
        return _only_parts("de tipo", noun)


@construct(
    "selección", "Filtro: rareza",
    grammar="",
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

    def holds(self, game, p: int, source: int, inst: int) -> bool:
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
    grammar="",
    summary="«con FUE 3 o más» (PG, CAR, FUE, DEF o VEL) compara la estadística impresa en la carta, no la de la "
            "Unidad ni la que le queda.",
    examples=(
        ("CAR 2 | Selecciona una Parte de tu oponente con FUE 3 o más; hazle 2 puntos de daño",
         "Eliges una Parte de tu oponente con 3 FUE impresa o más, que recibe 2 puntos de daño."),
    ),
)
@dataclass(frozen=True)
class StatIs(Filter):
    stat: Stat
    comparison: Comparison

    ORDER = 50

    def text(self, noun: Noun, plural: bool) -> str:
        return f"con {self.stat.value.upper()} {self.comparison.text()}"

    def holds(self, game, p: int, source: int, inst: int) -> bool:
        return self.comparison.test(printed_stat(game.cards[inst], self.stat))

    def problems(self, noun: Noun, place: Place | None) -> list[tuple[str, str]]:
        return _only_parts("con una estadística", noun)


@construct(
    "selección", "Filtro: coste",
    grammar="",
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

    def holds(self, game, p: int, source: int, inst: int) -> bool:
        return self.comparison.test(max([ab.cost for ab in game.cards[inst].abilities], default=0))

    def problems(self, noun: Noun, place: Place | None) -> list[tuple[str, str]]:
        if noun in (Noun.PART, Noun.BOTIN):
            return [("«con coste» se dice de las Cartas de Apoyo y de las habilidades, no de las Partes",
                     "usa «con CAR n o más» para la Carga de una Parte")]
        return []


@construct(
    "selección", "Filtro: contadores",
    grammar="",
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

    def holds(self, game, p: int, source: int, inst: int) -> bool:
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
    comparison = next(c for c in children if isinstance(c, Comparison))
    return Qualifier("filter", StatIs(stat, comparison), *words(children))


@builds("f_cost")
def _f_cost(children):
    comparison = next(c for c in children if isinstance(c, Comparison))
    return Qualifier("filter", CostIs(comparison), *words(children))


@builds("f_counters")
def _f_counters(children):
    comparison = next(c for c in children if isinstance(c, Comparison))
    return Qualifier("filter", CountersAre(comparison), *words(children))

