"""References: the noun phrases designers use to name cards, pilots and game quantities, and the conditions on them.

* «una de tus Partes», «cada una de tus Partes», «dos de las Partes de tu oponente»: a selection said with «de»;
* «un Brazo enemigo», «la Cabeza de un oponente», «uno de tus Brazos»: a Parte named by its zone (4.1);
* «una Parte Legendaria», «Partes Puras o Legendarias»: the rarity as an adjective;
* «una Parte de la Unidad atacante», «del defensor»: the pilots of the Guerrilla being fought (5.3.5);
* conditions on game quantities: «Mientras tu Carga sea 0», «Si tu VEL es mayor que la de cada oponente»,
  «Si tu Arsenal tiene 10 cartas o menos», «Mientras tu zona de Torso esté vacía», «Mientras a esta Parte le
  queden 5 PG o más», «Si esta es la única Parte de tipo Brazo de tu Unidad».

Most of them are read into the nodes the language already has (a :class:`~.selection.Selection`, a
:class:`~.conditions.Has`); the new meanings are :class:`CargaIs`, :class:`UnitVs`, :class:`ThisPGLeft` and
:class:`OnlyOne`.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..lexer import register_printed
from ..nodes import CountKind, Node, Noun, Op, Place, Player, Stat, Whose
from .amounts import Comparison
from .conditions import EVERY, PLAYER_WORDS, Has, have_word
from .filters import OfKind, OfRarity, any_of
from .selection import OWNER_WORDS, Count, Filter, Qualifier, Selection, _selection, words

if TYPE_CHECKING:
    from ..seam import GameSide

#: A Parte named by its zone (4.1): the word, singular and plural, and the kind of :class:`OfKind` it means.
ZONE_NOUNS = {
    "cabeza": "cabeza", "cabezas": "cabeza", "torso": "torso", "torsos": "torso", "brazo": "brazo",
    "brazos": "brazo", "pierna": "pierna", "piernas": "pierna", "brazo izquierdo": "brazo_izquierdo",
    "brazo derecho": "brazo_derecho", "pierna izquierda": "pierna_izquierda", "pierna derecha": "pierna_derecha",
}
ZONE_PLURALS = {"cabezas", "torsos", "brazos", "piernas"}
#: The rarity said as an adjective («una Parte Legendaria»), in every gender and number.
RARITY_ADJECTIVES = {
    "chatarra": "chatarra", "vendible": "vendible", "vendibles": "vendible", "pura": "pura", "puras": "pura",
    "legendaria": "legendaria", "legendarias": "legendaria",
}


OWNER_WORDS[Whose.ATTACKER] = "de la Unidad atacante"
OWNER_WORDS[Whose.DEFENDER] = "de la Unidad defensora"


@construct(
    "selección", "Una de tus Partes; un Brazo enemigo",
    grammar="references/said_otherwise.lark",
    summary="Otras maneras de decir una selección. **Con «de»**: «una de tus Partes» es «una Parte tuya», «cada una "
            "de tus Partes» es «cada Parte tuya», «dos de las Partes de tu oponente» es «2 Partes de tu oponente», "
            "«hasta dos de tus Partes», «uno de tus Generadores». **Por su zona** (4.1): «un Brazo», «la Cabeza», "
            "«una Pierna», «uno de tus Brazos» son Partes de tipo Brazo, Cabeza o Pierna (sin lugar, equipadas): «un "
            "Brazo enemigo» es «una Parte de tu oponente de tipo Brazo», y «la Cabeza de un oponente», la Parte de "
            "tipo Cabeza que tenga equipada (si no tiene, ninguna). «una Parte equipada en la Cabeza» o «en la zona de "
            "Torso» dice lo mismo con «en». **La rareza como adjetivo**: «una Parte Legendaria», «Partes Puras o "
            "Legendarias» son «de rareza Legendaria», «de rareza Pura o Legendaria».",
    examples=(
        ("CAR 1 | Selecciona una Parte tuya; dale +1 DEF hasta el final del turno",
         "«Selecciona una de tus Partes; …» se lee así: eliges una de tus Partes equipadas."),
        ("CAR 2 | Selecciona una Parte de tu oponente de tipo Brazo; hazle 2 puntos de daño",
         "«Selecciona un Brazo enemigo» se lee así: eliges una Parte equipada de tu oponente de zona Brazo (izquierdo "
         "o derecho), que recibe 2 puntos de daño."),
        ("CAR 0 | Muestra una Parte de rareza Legendaria de tu mano; gana 1 CAR",
         "«Muestra una Parte Legendaria de tu mano» se lee así: enseñas una Parte de rareza Legendaria de tu mano."),
    ),
)
@dataclass(frozen=True)
class SaidOtherwise(Node):
    """A marker for the documentation: these phrasings build :class:`~.selection.Selection` nodes."""

    @staticmethod
    def shown_in(ability) -> bool:
        """Whether ``ability`` shows it: a selection, in the words these phrasings are printed with."""
        return any(isinstance(node, Selection) for node in ability.walk())


@construct(
    "selección", "La Unidad atacante y la defensora",
    summary="«una Parte de la Unidad atacante» (o «del atacante») y «una Parte de la Unidad defensora» (o «del "
            "defensor») nombran las Partes del piloto que declaró la Guerrilla de esta fase y las del piloto contra "
            "el que la declaró (5.3.5). Solo hay atacante y defensor desde que se declara la Guerrilla hasta que "
            "acaba la fase de Guerrilla; fuera de ella no hay ninguno, y la selección no toma nada (docs/rulings.md "
            "81). Tú puedes ser cualquiera de los dos.",
    examples=(
        ("CAR 1 | Selecciona una Parte de la Unidad atacante; hazle 1 punto de daño",
         "En respuesta a una Guerrilla (Relámpago): eliges una Parte equipada del piloto que la declaró, que recibe "
         "1 punto de daño; fuera de una Guerrilla no se puede activar."),
        ("CAR 2 | Selecciona una Parte de la Unidad defensora; desactívala",
         "Eliges una Parte equipada del piloto contra el que se declaró la Guerrilla de este turno y queda "
         "desactivada antes de la batalla."),
    ),
)
@dataclass(frozen=True)
class Fighters(Node):
    """A marker for the documentation: the owners ``Whose.ATTACKER`` and ``Whose.DEFENDER`` of a selection."""

    @staticmethod
    def shown_in(ability) -> bool:
        return any(isinstance(node, Selection) and node.owner in (Whose.ATTACKER, Whose.DEFENDER)
                   for node in ability.walk())


@construct(
    "selección", "Filtro: de la misma zona que esta Parte",
    summary="«de la misma zona que esta Parte» (o «… que esta») toma las Partes impresas para la misma zona de la "
            "Unidad que la Parte que lleva la habilidad: Cabeza, Torso, Brazo Izquierdo… (4.1); un Brazo Derecho no "
            "es de la misma zona que un Brazo Izquierdo (docs/rulings.md 82). «de la misma zona» sin decir de qué "
            "Parte no se lee: el lenguaje aún no nombra la Parte descartada o seleccionada.",
    examples=(
        ("Cuando esta Parte sea destruida; busca una Parte de la misma zona que esta Parte en tu Arsenal, añádela a "
         "tu mano y baraja tu Arsenal",
         "Al destruirse, miras tu Arsenal y eliges una Parte impresa para su misma zona, que va a tu mano."),
    ),
)
@dataclass(frozen=True)
class SameZoneAsThis(Filter):
    ORDER = 35

    def text(self, noun: Noun, plural: bool) -> str:
        return "de la misma zona que esta Parte"

    def holds(self, game: GameSide, p: int, source: int, inst: int) -> bool:
        zone = game.cards[inst].zone
        return zone >= 0 and zone == game.cards[source].zone

    def problems(self, noun: Noun, place: Place | None) -> list[tuple[str, str]]:
        if noun in (Noun.CARD, Noun.PART):
            return []
        return [("solo una Parte tiene zona: «de la misma zona» no se dice de otras cartas",
                 "selecciona Partes, o quita «de la misma zona que esta Parte»")]


# --- selection builders ------------------------------------------------------------------------------------------


def _noun_of(value) -> tuple:
    """(noun, plural, qualifiers) of a ``some_noun``: a plain noun, a role (Generador) or a zone (Brazo)."""
    if len(value) == 3:
        noun, plural, qualifier = value
        return noun, plural, [qualifier]
    noun, plural = value
    return noun, plural, []


def _said_with_de(count: Count, children) -> Selection:
    """«una de tus Partes»: the Selection of ``count`` × the noun, the owner «tus» and the qualifiers after it
    (``children``: the «of_whose» token, the noun, the qualifiers)."""
    whose, some, *qualifiers = children
    noun, plural, extra = _noun_of(some)
    if str(whose) == "tus":
        qualifiers.append(Qualifier("owner", Whose.YOU, whose.start_pos, whose.end_pos))
    return _selection([count, (noun, plural), *extra, *qualifiers])


@builds("some_noun")
def _some_noun(children):
    return children[0]


@builds("of_whose")
def _of_whose(children):
    return children[0]  # the token, where «tus» was written


@builds("of_yours")
def _of_yours(children):
    return _said_with_de(Count(CountKind.EXACTLY, children[0]), children[1:])


@builds("up_to_of_yours")
def _up_to_of_yours(children):
    return _said_with_de(Count(CountKind.UP_TO, children[0]), children[1:])


@builds("each_of_yours")
def _each_of_yours(children):
    return _said_with_de(Count(CountKind.EACH, 0), children[1:])


@builds("zone_noun")
def _zone_noun(children):
    word = str(children[0])
    return Noun.PART, word in ZONE_PLURALS, Qualifier("filter", OfKind(ZONE_NOUNS[word]), *words(children))


@builds("zone_selection")
def _zone_selection(children):
    count, (noun, plural, kind), *qualifiers = children
    return _selection([count, (noun, plural), kind, *qualifiers])


@builds("zone_counted")
def _zone_counted(children):
    (noun, plural, kind), *qualifiers = children
    return _selection([None, (noun, plural), kind, *qualifiers])


@builds("rarity_adjective", "rarity_adjective_pair")
def _rarity_word(children):
    return children[0]


@builds("f_rarity_adjective")
def _f_rarity_adjective(children):
    return Qualifier("filter", OfRarity(RARITY_ADJECTIVES[str(children[0])]), *words(children))


@builds("f_rarity_adjective_pair")
def _f_rarity_adjective_pair(children):
    names = str(children[0]).split(" o ")
    return Qualifier("filter", any_of(OfRarity(RARITY_ADJECTIVES[n]) for n in names), *words(children))


@builds("f_same_zone")
def _f_same_zone(children):
    return Qualifier("filter", SameZoneAsThis(), *words(children))


@builds("p_in_zone")
def _p_in_zone(children):
    """«equipada en la Cabeza», «en la zona de Torso»: a Parte of that zone, equipped (4.1)."""
    start, end = words(children)
    _noun, _plural, kind = next(c for c in children if isinstance(c, tuple))
    return [Qualifier("place_unit", Place.UNIT, start, end), kind]


def _fighter(whose: Whose):
    def build(children):
        return Qualifier("owner", whose, *words(children))
    return build


builds("w_attacker")(_fighter(Whose.ATTACKER))
builds("w_defender")(_fighter(Whose.DEFENDER))


# --- conditions on game quantities -------------------------------------------------------------------------------


_PILES = {"mano": Place.HAND, "arsenal": Place.ARSENAL, "deposito de chatarra": Place.SCRAPYARD,
          "zona de demolicion": Place.DEMOLITION}


@construct(
    "condición", "Tu Carga",
    grammar="references/conditions.lark",
    summary="«Mientras tu Carga sea 0», «Si tu Carga es 3 o más», «Si no tienes Carga»: la Carga que tienes en ese "
            "momento (2④, 5.1), que puede ser negativa. Otras cantidades del juego se dicen con lo que ya sabe el "
            "lenguaje: «Si tu Arsenal tiene 10 cartas o menos» es «Si tienes 10 o menos cartas en tu Arsenal», «Si "
            "tu Unidad tiene 3 Partes equipadas o menos», «Mientras tu zona de Torso esté vacía» (o «Mientras tu "
            "Unidad no tenga Parte equipada en el Torso») es «Mientras no tengas Partes de tipo Torso equipadas», y "
            "«Con las dos Piernas equipadas», «Mientras tengas 2 o más Partes de tipo Pierna equipadas» "
            "(docs/rulings.md 82).",
    examples=(
        ("Mientras tu CAR sea exactamente 0; tu Unidad gana +1 FUE",
         "Una Pasiva: mientras no te quede Carga (ni la debas), tu Unidad tiene 1 FUE más."),
        ("CAR 0 | Si tu CAR es 2 o menos; gana 2 CAR",
         "Solo con 2 de Carga o menos al activarla y al resolverse: ganas 2."),
    ),
)
@dataclass(frozen=True)
class CargaIs(Node):
    comparison: Comparison

    def text(self, ctx) -> str:
        return f"tu CAR {'sea' if ctx.subjunctive else 'es'} {self.comparison.text()}"

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        return self.comparison.test(g.pilots[p].car)


@construct(
    "condición", "Tu Unidad contra la de otro piloto",
    summary="«Si tu VEL es mayor que la de cada oponente» (o «menor»; FUE, DEF o VEL), «Si tu Unidad tiene más FUE "
            "que la de tu oponente»: compara la estadística de tu Unidad con la de la Unidad de otros pilotos en ese "
            "momento (4.3–4.5). «mayor» es estrictamente mayor: con la misma, no se cumple. Con «cada oponente» ha "
            "de cumplirse con todos; con «tu oponente» o «un oponente», con uno cualquiera (docs/rulings.md 83).",
    examples=(
        ("Si tu Unidad tiene más VEL que la de cada oponente; tu Unidad gana +1 FUE",
         "Una Pasiva: mientras tu Unidad sea la más rápida de la mesa (sin empates), tiene 1 FUE más."),
        ("CAR 1 | Si tu Unidad tiene menos FUE que la de tu oponente; roba una carta",
         "«Si tu FUE es menor que la de un oponente» se lee así: basta con uno que tenga más FUE que tú."),
    ),
)
@dataclass(frozen=True)
class UnitVs(Node):
    stat: Stat
    more: bool
    player: Player

    def text(self, ctx) -> str:
        return f"tu Unidad {have_word(Player.OPPONENT, ctx.subjunctive)} {'más' if self.more else 'menos'} " \
               f"{self.stat.value.upper()} que la de {PLAYER_WORDS[self.player]}"

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        mine = g.stat(p, self.stat.value)
        others = [g.stat(q, self.stat.value) for q in g.players(self.player, p)]
        every = all if self.player in EVERY else any
        return bool(others) and every(mine > o if self.more else mine < o for o in others)


@construct(
    "condición", "PG que le quedan a esta Parte",
    summary="«Mientras a esta Parte le queden 5 PG o más» (o «… 2 PG o menos», «exactamente 1 PG»): sus PG "
            "máximos menos el daño que tiene (4.2). «Mientras esta Parte tenga 5 PG o más restantes» se lee así; "
            "«esta Parte tiene daño» es «está dañada», y «no tiene daño», «está sin daño».",
    examples=(
        ("Mientras a esta Parte le queden 2 PG o menos; tu Unidad gana +2 FUE",
         "Una Pasiva: cuando esta Parte está a punto de caer (2 PG o menos por perder), tu Unidad tiene 2 FUE más."),
    ),
)
@dataclass(frozen=True)
class ThisPGLeft(Node):
    comparison: Comparison

    def text(self, ctx) -> str:
        verb = "queden" if ctx.subjunctive or self.comparison.n != 1 else "quede"
        from .filters import amount_text
        return f"a esta Parte le {verb} {amount_text(self.comparison, 'PG')}"

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        return self.comparison.test(g.max_pg(source) - g.damage[source])


@construct(
    "condición", "Esta es la única",
    summary="«Si esta es la única Parte de tipo Brazo de tu Unidad»: esta Parte cumple la selección y ninguna otra "
            "carta la cumple. Una selección que esta Parte no puede cumplir (de otro piloto, o que no es una Parte) "
            "no se cumple nunca: `nismatch validar` lo dice (NM111).",
    examples=(
        ("CAR 2 | Si esta es la única Parte tuya de tipo Brazo; tu Unidad gana +3 FUE hasta el final del turno",
         "«Si esta es la única Parte de Brazo de tu Unidad» se lee así: con otro Brazo equipado no se puede "
         "activar."),
    ),
)
@dataclass(frozen=True)
class OnlyOne(Node):
    counted: Selection

    def text(self, ctx) -> str:
        return f"esta {'sea' if ctx.subjunctive else 'es'} la única {self.counted.text(ctx, plural=False)}"

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        counted = self.counted
        return g.fits(counted, p, -1, source) and g.count(counted, p, -1) == 1

    def problems(self) -> list[tuple[str, str]]:
        counted = self.counted
        if counted.noun not in (Noun.PART, Noun.CARD) or counted.owner not in (None, Whose.YOU, Whose.ANY) \
                or counted.where() not in (Place.UNIT, Place.TALLER) or counted.other:
            return [(NEVER_THIS, HINT_NEVER_THIS)]
        return []


NEVER_THIS = "«esta es la única …» nombra una selección que esta Parte no cumple nunca"
HINT_NEVER_THIS = "nombra tus Partes equipadas o en un Taller: «la única Parte de tipo Brazo de tu Unidad»"


@builds("is_word", "unit_stat", "more_less", "own_pile")
def _word(children):
    return str(children[0])


@builds("than_whom")
def _than_whom(children):
    return children[0]


@builds("than_player")
def _than_player(children):
    return children[0]


@builds("than_opponent")
def _than_opponent(children):
    return Player.OPPONENT


@builds("than_teammate")
def _than_teammate(children):
    return Player.TEAMMATE


@builds("carga_is")
def _carga_is(children):
    return CargaIs(next(c for c in children if isinstance(c, Comparison)))


@builds("carga_none")
def _carga_none(children):
    return CargaIs(Comparison(Op.AT_MOST, 0))


@builds("unit_vs")
def _unit_vs(children):
    stat, _is, less, player = children
    return UnitVs(Stat(stat), not less, player)


@builds("unit_vs_more")
def _unit_vs_more(children):
    _have, more, stat, player = children
    return UnitVs(Stat(stat), more == "mas", player)


def _pile(place: Place, noun: Noun) -> Selection:
    return Selection(noun, None, Whose.YOU, place)


@builds("pile_has")
def _pile_has(children):
    pile, _have, comparison, (noun, _plural) = children
    return Has(Player.YOU, _pile(_PILES[pile], noun), comparison)


@builds("pile_has_after")
def _pile_has_after(children):
    pile, _have, n, (noun, _plural), op = children
    return Has(Player.YOU, _pile(_PILES[pile], noun), Comparison(op, n))


def _equipped(counted: Selection) -> Selection:
    """What «tu Unidad tiene …» counts: your Partes on it."""
    return counted if counted.place is not None else replace(counted, place=Place.UNIT)


@builds("unit_has_parts")
def _unit_has_parts(children):
    comparison, counted = children[-2:]
    return Has(Player.YOU, _equipped(counted), comparison)


@builds("unit_has_parts_after")
def _unit_has_parts_after(children):
    n, counted, op = children[-3:]
    return Has(Player.YOU, _equipped(counted), Comparison(op, n))


def _zone_parts(zone) -> Selection:
    _noun, _plural, kind = zone
    return Selection(Noun.PART, None, None, Place.UNIT, (kind.value,))


@builds("zone_empty")
def _zone_empty(children):
    return Has(Player.YOU, _zone_parts(children[0]), Comparison(Op.EXACTLY, 0))


@builds("zone_filled")
def _zone_filled(children):
    return Has(Player.YOU, _zone_parts(children[0]), Comparison(Op.AT_LEAST, 1))


@builds("this_pg_left")
def _this_pg_left(children):
    return ThisPGLeft(next(c for c in children if isinstance(c, Comparison)))


@builds("only_one")
def _only_one(children):
    return OnlyOne(children[-1])


# --- checks ------------------------------------------------------------------------------------------------------

FIGHTER_IN_NORMAL = "una habilidad Normal solo se usa en una Fase Principal (4.6.1), y allí no hay Unidad atacante ni " \
                    "defensora: no toma nunca nada"
HINT_FIGHTER_IN_NORMAL = "cambia la etiqueta a «relampago» (o «disparado»), que se usan durante una Guerrilla"


def _clauses(ability) -> tuple:
    if not hasattr(ability, "requirements"):  # a keyword: its text is checked where it is defined
        return ()
    return (*ability.requirements, *ability.simple_effects())


def only_one_problems(ability) -> list[tuple[Node, str, str]]:
    """NM111: «esta es la única …» of a selection this Parte never meets (the clause, message, hint)."""
    return [(clause, message, hint) for clause in _clauses(ability) for node in clause.walk()
            if isinstance(node, OnlyOne) for message, hint in node.problems()]


def fighter_problems(ability, normal: bool) -> list[tuple[Node, str, str]]:
    """NM112: «la Unidad atacante» or «defensora» in a Normal ability, used only where there is none
    (docs/rulings.md 81)."""
    if not normal:
        return []
    return [(clause, FIGHTER_IN_NORMAL, HINT_FIGHTER_IN_NORMAL) for clause in _clauses(ability)
            if any(isinstance(node, Selection) and node.owner in (Whose.ATTACKER, Whose.DEFENDER)
                   for node in clause.walk())]


register_printed("Cabezas", "Torsos", "Brazos", "Piernas", "Vendibles", "Puras", "Legendarias", "única", "atacante",
                 "defensora", "vacía")
