"""More filters: where a Parte is equipped and what happened to it, superlatives, rarity ranges, and what an
activated ability selects.

* where: «equipada en tus Piernas», «en un Brazo» (a :class:`~.filters.OfKind`, as «equipada en la Cabeza» of
  constructs/references.py), and the condition «Mientras esta Parte esté equipada en la Cabeza»
  (:class:`ThisEquippedIn`);
* history: «que no haya recibido daño este turno» (:class:`DamagedThisTurn`), «equipada este turno»
  (:class:`EquippedThisTurn`), «que lleve al menos un turno en tu Taller» (:class:`TallerTurns`);
* «que sea objetivo de una habilidad» (:class:`Targeted`);
* superlatives: «con más PG restantes», «con menos FUE» (:class:`Most`, docs/rulings.md 101);
* «de rareza Pura o inferior» (:class:`RarityRange`, the order of 3.2⑦);
* «Si tu oponente activa una habilidad que seleccione una Parte tuya» (:class:`ActivatesSelecting`).

Each filter is a :class:`~.selection.Filter` (see constructs/filters.py); the history filters read
``Game.this_turn`` (kept only in games whose cards need it, ``Game.any_past``) or ``Game.taller_turns``.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..lexer import register_printed
from ..nodes import Activatable, Node, Noun, Place, Player, Stat, Whose
from .amounts import Comparison
from .conditions import Activates
from .filters import RARITIES, W_UNIT_COMPARISON, OfKind, _only_parts, printed_stat
from .selection import PLACE_NAMES, PRINTED_KIND, Filter, Qualifier, Selection, ThisCard, words

if TYPE_CHECKING:
    from ..seam import GameSide

#: ``engine.state``: where a card is (the language is loaded before the engine).
Z_UNIT, Z_TALLER, Z_STACK = 5, 6, 7
#: The order of the rarities (rulebook 3.2⑦).
RARITY_ORDER = ("chatarra", "vendible", "pura", "legendaria")
#: What ``Game.this_turn`` keeps for «equipada este turno»: ``(EQUIPPED, instance)``.
EQUIPPED = "equipada"

#: A zone as printed after «en»: singular, plural.
_ZONE_WORDS = {
    "cabeza": ("la Cabeza", "la Cabeza"), "torso": ("el Torso", "el Torso"),
    "brazo": ("un Brazo", "los Brazos"), "pierna": ("una Pierna", "las Piernas"),
}


def zone_words(kind: str, plural: bool) -> str:
    """«la Cabeza», «un Brazo», «los Brazos», «el Brazo Izquierdo», «la Pierna Derecha»."""
    if kind in _ZONE_WORDS:
        return _ZONE_WORDS[kind][1 if plural else 0]
    printed = PRINTED_KIND[kind]
    return f"{'la' if printed.startswith('Pierna') else 'el'} {printed}"


# --- where a Parte is equipped ------------------------------------------------------------------------------------


def _in_zone(children, owner: Whose | None) -> list[Qualifier]:
    start, end = words(children)
    _noun, _plural, kind = next(c for c in children if isinstance(c, tuple))
    found = [Qualifier("place_unit", Place.UNIT, start, end), kind]  # «en tus Piernas»: of that zone (4.1), equipped
    return found + ([Qualifier("owner", owner, start, end)] if owner is not None else [])


@construct(
    "selección", "Equipada en tus Piernas",
    grammar="filters_more/in_your_zones.lark",
    summary="«equipada en tus Piernas», «en los Brazos», «en cualquier Pierna»: como «equipada en la "
            "Cabeza» (Partes de ese tipo de zona, equipadas, 4.1) con otras palabras. «en tus …» es además «tuya», y "
            "«en sus …», del piloto del que se habla.",
    examples=(
        ("Tu Unidad gana +1 VEL por cada Parte tuya de tipo Pierna equipada",
         "«Tu Unidad tiene +1 VEL por cada Parte equipada en tus Piernas» se lee así: una Pasiva que suma 1 VEL por "
         "cada Pierna que tengas equipada, activa o no."),
    ),
)
@dataclass(frozen=True)
class InYourZones(Node):
    """A marker for the documentation: these phrasings build :class:`~.selection.Selection` nodes."""

    @staticmethod
    def shown_in(ability) -> bool:
        return any(isinstance(node, Selection) and node.get(OfKind) is not None for node in ability.walk())


@builds("p_in_own_zone")
def _p_in_own_zone(children):
    """«en tus Piernas»: yours, equipped there; «en sus Brazos»: the pilot's the clause is about."""
    mine = any(str(c) == "tus" for c in children if hasattr(c, "start_pos"))
    return _in_zone(children, Whose.YOU if mine else Whose.THEIRS)


@builds("p_in_any_zone")
def _p_in_any_zone(children):
    return _in_zone(children, None)


@construct(
    "condición", "Esta Parte equipada en una zona",
    summary="«Mientras esta Parte esté equipada en el Torso» (o «… en la Cabeza», «… en el Brazo Izquierdo», «… en "
            "tu zona de Torso»; «equipada» puede no decirse): la Parte que lleva la habilidad ocupa "
            "esa zona de tu Unidad (4.1). Una Parte va siempre a la zona impresa, también la que se colocó bocabajo "
            "en el Torso al empezar (5.1), así que en una Parte de otra zona la condición no se cumple nunca.",
    examples=(
        ("Mientras esta Parte esté equipada en el Torso; tu Unidad gana +2 DEF",
         "Una Pasiva de un Torso: tu Unidad tiene 2 DEF más mientras esté equipado; en un Taller, no."),
        ("Mientras esta Parte esté equipada en el Brazo Izquierdo; tu Unidad gana +2 FUE",
         "«Mientras esta Parte esté en el Brazo Izquierdo, tu Unidad tiene +2 FUE» se lee así."),
    ),
)
@dataclass(frozen=True)
class ThisEquippedIn(Node):
    kind: str

    def text(self, ctx) -> str:
        return f"esta Parte {'esté' if ctx.subjunctive else 'está'} equipada en {zone_words(self.kind, False)}"

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        return g.loc[source] == Z_UNIT and g.slot[source] in g.zone_match.get(self.kind, ())


@builds("this_equipped_in")
def _this_equipped_in(children):
    _noun, _plural, kind = next(c for c in children if isinstance(c, tuple))
    return ThisEquippedIn(kind.value.kind)


# --- what happened to it ------------------------------------------------------------------------------------------


@construct(
    "selección", "Filtro: recibió daño este turno",
    summary="«que no haya recibido daño este turno» (o «que no ha recibido», «que no recibió»; sin «no», las que sí): "
            "si la Parte recibió daño de verdad en el turno en curso, no el prevenido, aunque luego se reparara "
            "(como «Si esta Parte recibió daño este turno», docs/rulings.md 47).",
    examples=(
        ("Al final de tu turno; repara 1 PG a cada Parte tuya equipada que no haya recibido daño este turno",
         "«Al final de tu turno, cada Parte de tu Unidad que no haya recibido daño este turno recupera 1 PG» se lee "
         "así: las que pasaron el turno sin daño pierden un punto de daño."),
    ),
)
@dataclass(frozen=True)
class DamagedThisTurn(Filter):
    damaged: bool

    ORDER = 16
    AFTER_PLACE = True
    READS_TURN = True  # ``Game.any_past``: the engine keeps ``this_turn``

    def text(self, noun: Noun, plural: bool) -> str:
        return f"que {'' if self.damaged else 'no '}{'hayan' if plural else 'haya'} recibido daño este turno"

    def holds(self, game: GameSide, p: int, source: int, inst: int) -> bool:
        return (inst in game.this_turn) == self.damaged

    def problems(self, noun: Noun, place: Place | None) -> list[tuple[str, str]]:
        return _only_parts("recibido daño", noun)

    def bot_weight(self, game: GameSide, p: int, inst: int) -> float:
        """«que no haya recibido daño»: a response that damages it before the marcha resolves undoes the choice."""
        return 1.0 if self.damaged else W_UNIT_COMPARISON


@builds("f_not_damaged_turn")
def _f_not_damaged_turn(children):
    return Qualifier("filter", DamagedThisTurn(False), *words(children))


@builds("f_damaged_turn")
def _f_damaged_turn(children):
    return Qualifier("filter", DamagedThisTurn(True), *words(children))


@construct(
    "selección", "Filtro: equipada este turno",
    summary="«una Parte equipada este turno»: una Parte equipada que llegó a su Unidad en el turno en curso, desde "
            "donde fuera (la mano, un Taller, un efecto).",
    examples=(
        ("CAR 2 | Selecciona una Parte de tu oponente equipada este turno; desactívala",
         "Solo una Parte que tu oponente haya unido a su Unidad en este turno; las que ya estaban, no."),
    ),
)
@dataclass(frozen=True)
class EquippedThisTurn(Filter):
    ORDER = 0
    AFTER_PLACE = True  # printed right after «equipada»
    READS_TURN = True

    def text(self, noun: Noun, plural: bool) -> str:
        return "este turno"

    def holds(self, game: GameSide, p: int, source: int, inst: int) -> bool:
        return game.loc[inst] == Z_UNIT and (EQUIPPED, inst) in game.this_turn

    def problems(self, noun: Noun, place: Place | None) -> list[tuple[str, str]]:
        return _only_parts("equipada este turno", noun)


@builds("f_equipped_turn")
def _f_equipped_turn(children):
    start, end = words(children)
    return [Qualifier("place_unit", Place.UNIT, start, end), Qualifier("filter", EquippedThisTurn(), start, end)]


@construct(
    "selección", "Filtro: turnos en un Taller",
    summary="«que lleve al menos un turno en tu Taller» (o «… 2 turnos o más en un Taller»; «que lleve un turno» es "
            "al menos uno): las Partes de un Taller que han pasado ahí al menos tantas Fases de Reconstrucción de su "
            "dueño, las que cuenta el reglamento para volver a equiparlas (5.3.3, docs/rulings.md 102). «en tu "
            "Taller» es además «tuya».",
    examples=(
        ("CAR 2 | Selecciona una Parte tuya en un Taller que lleve al menos 1 turno allí; repárale 2 PG",
         "Solo una Parte de tus Talleres que ya pasó allí una Fase de Reconstrucción tuya."),
    ),
)
@dataclass(frozen=True)
class TallerTurns(Filter):
    comparison: Comparison

    ORDER = 17
    AFTER_PLACE = True

    def text(self, noun: Noun, plural: bool) -> str:
        n = self.comparison.n
        return f"que {'lleven' if plural else 'lleve'} al menos {n} {'turno' if n == 1 else 'turnos'} allí"

    def holds(self, game: GameSide, p: int, source: int, inst: int) -> bool:
        return game.loc[inst] == Z_TALLER and self.comparison.test(game.taller_turns[inst])

    def problems(self, noun: Noun, place: Place | None) -> list[tuple[str, str]]:
        found = [] if place is Place.TALLER else [
            (f"solo una Parte de un Taller lleva turnos en él, no las que están {PLACE_NAMES.get(place, 'equipadas')}",
             "selecciona Partes «en un Taller»")]
        return found + _only_parts("que lleve … turnos", noun)


@builds("f_taller_turns")
def _f_taller_turns(children):
    start, end = words(children)
    comparison = next(c for c in children if isinstance(c, Comparison))
    tokens = [str(c) for c in children if hasattr(c, "start_pos")]
    found = [Qualifier("filter", TallerTurns(comparison), start, end)]
    if "alli" in tokens:
        return found
    found.append(Qualifier("place", Place.TALLER, start, end))
    if "tu" in tokens or "tus" in tokens:
        found.append(Qualifier("owner", Whose.YOU, start, end))
    elif "su" in tokens or "sus" in tokens:
        found.append(Qualifier("owner", Whose.THEIRS, start, end))
    return found


@construct(
    "selección", "Filtro: objetivo de una habilidad",
    summary="«que sea objetivo de una habilidad» (o «… de una habilidad o Carta de Apoyo», «seleccionada por una "
            "habilidad»): una Parte que una marcha aún sin resolver ni negar, de cualquier piloto, seleccionó con su "
            "«Selecciona …» (6.1.1). Cuentan también las Cartas de Apoyo, cuyo efecto es su habilidad (3.2⑤, "
            "docs/rulings.md 103). «… de tu oponente» detrás no se lee así: diría de quién es la Parte.",
    examples=(
        ("CAR 1 | Selecciona una Parte tuya que sea objetivo de una habilidad o Carta de Apoyo; muévela al Taller",
         "En respuesta: eliges una Parte tuya que una habilidad o Carta de Apoyo de las marchas ha seleccionado y la "
         "pones a salvo en un Taller; al resolverse, aquella ya no la encuentra (6.1.1.1)."),
    ),
)
@dataclass(frozen=True)
class Targeted(Filter):
    ORDER = 18
    AFTER_PLACE = True

    def text(self, noun: Noun, plural: bool) -> str:
        return f"que {'sean' if plural else 'sea'} objetivo de una habilidad o Carta de Apoyo"

    def holds(self, game: GameSide, p: int, source: int, inst: int) -> bool:
        serial = game.serial[inst]
        for m in game.stack:
            if m.negated:
                continue
            for target in m.targets:
                if target[0] == inst and target[1] == serial:
                    return True
        return False


@builds("f_targeted")
def _f_targeted(children):
    return Qualifier("filter", Targeted(), *words(children))


# --- superlatives -------------------------------------------------------------------------------------------------

MEASURES = {"pg restantes": "PG restantes", "pg actuales": "PG restantes", "pg maximos": "PG máximos",
            "fue": "FUE", "def": "DEF", "vel": "VEL", "dano": "daño", "puntos de dano": "daño"}


@construct(
    "selección", "Filtro: la que más o la que menos",
    summary="«con más PG restantes», «con menos FUE», «de mayor DEF», «con más daño»: de las cartas que cumplen todo "
            "lo demás de la selección (de quién, dónde y los otros filtros), las que tienen más (o menos) de eso. "
            "PG restantes son sus PG máximos menos su daño (4.2); FUE, DEF, VEL y PG máximos, los impresos. Si "
            "empatan varias, todas son «la que más» y quien elige escoge entre ellas (docs/rulings.md 101). Se "
            "comprueba al elegir y otra vez al resolverse (6.1.1.1). «con más PG», sin decir cuáles, no se lee.",
    examples=(
        ("CAR 2 | Selecciona una Parte de tu oponente con más PG restantes; hazle 3 puntos de daño",
         "«Selecciona la Parte enemiga con más PG restantes» se lee así: eliges la Parte equipada de tus oponentes "
         "a la que más PG le quedan (si empatan, una de ellas)."),
        ("CAR 1 | Destruye la Parte de tu oponente con menos PG restantes",
         "Al resolverse quedan destruidas la Parte de tu oponente con menos PG restantes, o una de las empatadas."),
    ),
)
@dataclass(frozen=True)
class Most(Filter):
    measure: str  # a key of MEASURES' values' source: «PG restantes», «PG máximos», «FUE», «DEF», «VEL», «daño»
    most: bool  # True «más», False «menos»

    ORDER = 1000  # last: the engine compares among the cards the other filters let through (Selections.qualifies)
    AFTER_PLACE = True
    AMONG = True

    def text(self, noun: Noun, plural: bool) -> str:
        return f"con {'más' if self.most else 'menos'} {self.measure}"

    def holds(self, game: GameSide, p: int, source: int, inst: int) -> bool:
        return True  # said by :meth:`best`, which sees the whole selection

    def value(self, game: GameSide, inst: int) -> int:
        if self.measure == "PG restantes":
            return game.cards[inst].pg - game.damage[inst]
        if self.measure == "daño":
            return game.damage[inst]
        return printed_stat(game.cards[inst], Stat.PG if self.measure == "PG máximos" else Stat(self.measure.lower()))

    def best(self, game: GameSide, sel: Selection, p: int, source: int, inst: int) -> bool:
        """Whether no other card ``sel`` could take, in the same place, has more (or less) than ``inst``: ties all
        pass (docs/rulings.md 101)."""
        rest = _without_most(sel)
        zone, mine = game.loc[inst], self.value(game, inst)
        for q in game.owners_of(sel.owner, p, p):
            if not game.pilots[q].alive:
                continue
            for other in game.zone_cards(q, zone):
                if other < 0 or other == inst or not game.qualifies(rest, p, source, other):
                    continue
                theirs = self.value(game, other)
                if theirs > mine if self.most else theirs < mine:
                    return False
        return True

    def problems(self, noun: Noun, place: Place | None) -> list[tuple[str, str]]:
        found = []
        if self.measure == "daño" and noun in (Noun.CARD, Noun.PART) and place not in (Place.UNIT, Place.TALLER, None):
            found.append((f"solo las Partes equipadas o en un Taller tienen daño, no las que están {PLACE_NAMES[place]}",
                          "quita «con más daño», o selecciona Partes equipadas"))
        return found + _only_parts(f"con {'más' if self.most else 'menos'} {self.measure}", noun)

    def bot_weight(self, game: GameSide, p: int, inst: int) -> float:
        """A response may make another card the one with most before the marcha resolves (ruling 101)."""
        return W_UNIT_COMPARISON


_WITHOUT: dict = {}


def _without_most(sel: Selection) -> Selection:
    """``sel`` without its superlative (the last filter), once per selection."""
    found = _WITHOUT.get(sel)
    if found is None:
        found = _WITHOUT[sel] = replace(sel, filters=sel.filters[:-1])
    return found


@builds("f_most")
def _f_most(children):
    most = str(children[-2]) in ("mas", "mayor")
    return Qualifier("filter", Most(MEASURES[children[-1]], most), *words(children))


@builds("most_word")
def _token(children):
    return children[0]


@builds("measure")
def _measure(children):
    return " ".join(str(c) for c in children)


# --- rarity ranges ------------------------------------------------------------------------------------------------


@construct(
    "selección", "Filtro: rareza o inferior",
    summary="«de rareza Pura o inferior» (o «o menor»; «o superior», «o mayor»): esa rareza o las que van antes (o "
            "después) en el orden del reglamento: Chatarra, Vendible, Pura y Legendaria (3.2⑦).",
    examples=(
        ("CAR 3 | Busca una Parte de rareza Pura o inferior en tu Arsenal, añádela a tu mano y baraja tu Arsenal",
         "Eliges en tu Arsenal una Parte Chatarra, Vendible o Pura, nunca Legendaria."),
    ),
)
@dataclass(frozen=True)
class RarityRange(Filter):
    rarity: str
    up: bool  # True «o superior», False «o inferior»

    ORDER = 41

    @property
    def key(self) -> str:
        return "OfRarity"  # «de rareza Pura de rareza Vendible o inferior» says the rarity twice

    def text(self, noun: Noun, plural: bool) -> str:
        return f"de rareza {RARITIES[self.rarity]} o {'superior' if self.up else 'inferior'}"

    def holds(self, game: GameSide, p: int, source: int, inst: int) -> bool:
        rarity = game.cards[inst].rarity
        if rarity not in RARITY_ORDER:
            return False
        diff = RARITY_ORDER.index(rarity) - RARITY_ORDER.index(self.rarity)
        return diff >= 0 if self.up else diff <= 0


@builds("f_rarity_range")
def _f_rarity_range(children):
    rarity, _o, word = str(children[-1]).split(" ")
    return Qualifier("filter", RarityRange(rarity, word in ("superior", "mayor")), *words(children))


@builds("rarity_range")
def _rarity_range(children):
    return children[0]


# --- conditions ---------------------------------------------------------------------------------------------------


@construct(
    "condición", "Si tu oponente activa una habilidad que selecciona…",
    summary="«Si tu oponente activa una habilidad que seleccione una Parte tuya» (o «… una Carta de Apoyo …», «… una "
            "habilidad o Carta de Apoyo …»; «que selecciona», «una de tus Partes», «esta Parte»): como «Si tu "
            "oponente activa una habilidad», pero solo si la marcha de arriba seleccionó, con su «Selecciona …», una "
            "carta que cumple lo dicho (6.1.1). «niégala» niega esa marcha (4.7.2.1).",
    examples=(
        ("CAR 1 | Si tu oponente activa una Carta de Apoyo que selecciona esta Parte; niégala",
         "Solo en respuesta a una Carta de Apoyo de un oponente que ha elegido esta Parte, que queda negada."),
    ),
)
@dataclass(frozen=True)
class ActivatesSelecting(Activates):
    target: Node | None = None  # a Selection, or «esta Parte»

    def text(self, ctx) -> str:
        verb = "seleccione" if ctx.subjunctive else "selecciona"
        return f"{Activates.text(self, ctx)} que {verb} {self.target.text(ctx)}"

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        """Engine: the marcha on top is that activation and one of its live targets fits ``target``."""
        if not Activates.holds(self, g, p, source):
            return False
        for target in g.stack[-1].targets:
            inst = target[0]
            if target[1] == g.serial[inst] and (inst == source if isinstance(self.target, ThisCard)
                                                else g.fits(self.target, p, source, inst)):
                return True
        return False


@builds("activates_selecting")
def _activates_selecting(children):
    player = next(c for c in children if isinstance(c, Player))
    what = next(c for c in children if isinstance(c, Activatable))
    target = next(c for c in children if isinstance(c, (Selection, ThisCard)))
    return ActivatesSelecting(player, what, target)


register_printed("inferior", "superior", "restantes", "objetivo", "allí")


# --- empty zones --------------------------------------------------------------------------------------------------


@construct(
    "cantidad", "Por cada zona vacía de tu Unidad",
    grammar="filters_more/empty_zones.lark",
    summary="«por cada zona vacía de tu Unidad» (o «… zona libre …»): cuenta, al resolverse, las zonas de tu Unidad "
            "(Cabeza, Torso, dos Brazos, dos Piernas, 4.1) sin ninguna Parte equipada.",
    examples=(
        ("Cuando equipes esta Parte; roba una carta por cada zona vacía de tu Unidad",
         "Con la Cabeza, el Torso y esta Parte equipados, quedan 3 zonas vacías: robas 3 cartas."),
    ),
)
@dataclass(frozen=True)
class EmptyZones(Node):
    def text(self, ctx, plural: bool = False, **_) -> str:
        return "zonas vacías de tu Unidad" if plural else "zona vacía de tu Unidad"

    def tally(self, g: GameSide, p: int, source: int) -> int:
        """Engine: the zones of ``p``'s Unidad with no Parte now."""
        return sum(1 for inst in g.pilots[p].unit if inst < 0)


@builds("per_empty_zone")
def _per_empty_zone(children):
    return EmptyZones()


register_printed("vacía", "vacías")
