"""Continuous abilities as designers write them: what is equipped in which zones («Mientras tengas equipadas las
dos Piernas», «Con los dos Brazos equipados», «una Parte en cada Brazo», «Mientras no tengas ninguna Parte
equipada en la Cabeza»; rulebook 2.1, 4.1.2), groups of Partes as the subject of a stat change («Las Partes
Legendarias de tu Unidad tienen +2 PG», 4.3–4.5), cost changes of the Cartas de Apoyo your opponents play («Las
Cartas de Apoyo de velocidad Normal que jueguen tus oponentes cuestan 1 CAR más», 3.3, 6.1), the event of a Parte
joining the Unidad from a Taller («Cuando esta Parte se una a tu Unidad desde un Taller», 2.3) and what you did
this turn («Si no activaste ninguna habilidad este turno», «Si no gastaste Carga este turno», 4.1, 4.7).

Each builds the node of the construct that already means it (:class:`~.conditions.Has`, a selection,
:class:`~.costs.CostChange`, :class:`~.events.EquippedFrom`, :class:`~.past.Past`); only the zones a Unidad has
filled print their own words (:class:`EquippedZones`). docs/rulings.md 140–143.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..catalogue import builds, construct
from ..lexer import normalise
from ..nodes import Activatable, Node, Noun, Op, Place, Player
from .amounts import Comparison
from .conditions import PLAYER_WORDS, Has, have_word
from .events import EquippedFrom
from .filters import Deactivated, OfKind
from .requirements import Condition
from .triggers import PlayerEvent, PlayerEventKind
from .selection import FilterClash, Selection, _q_all, _selection, ordered

ZONES_GRAMMAR = """
%extend test: equipped_zones
%extend condition: "con" zone_pair equipped_word active_word?            -> condition_equipped_with
                 | "con" zone_pair active_word? equipped_word            -> condition_equipped_with
                 | "con" zone_part active_word? equipped_word? active_word? "en" zone_each -> condition_equipped_with
equipped_zones: have equipped_word zone_pair active_word?                                -> ez_pair
              | have zone_pair active_word? equipped_word active_word?                   -> ez_pair
              | have zone_part active_word? equipped_word? active_word? "en" zone_each   -> ez_pair
              | "tu" "unidad" have equipped_word zone_pair active_word?                  -> ez_pair
              | "tu" "unidad" have zone_pair active_word? equipped_word active_word?     -> ez_pair
              | "tu" "unidad" have zone_part active_word? equipped_word? active_word? "en" zone_each -> ez_pair
zone_pair: ("las" | "los" | "tus") number zone_plural                     -> zone_pair
         | ("ambas" | "ambos") zone_plural                                -> zone_both
zone_each: "cada" zone_singular                                          -> zone_both
         | ("ambas" | "ambos") zone_plural                                -> zone_both
         | ("las" | "los" | "tus") number zone_plural                     -> zone_pair
!zone_plural: "piernas" | "brazos"
!zone_singular: "pierna" | "brazo"
!zone_part: "partes"
!equipped_word: "equipadas" | "equipados" | "equipada" | "equipado"
!active_word: "activas" | "activos" | "activa" | "activo"
"""

_KINDS = {"pierna": "pierna", "piernas": "pierna", "brazo": "brazo", "brazos": "brazo"}


@construct(
    "condición", "Zonas equipadas",
    grammar=ZONES_GRAMMAR,
    summary="Lo que tienes equipado en las zonas de tu Unidad (2.1: una Cabeza, un Torso, dos Brazos y dos "
            "Piernas): «Mientras tengas equipadas las dos Piernas» (o «los dos Brazos», «ambos Brazos», «Con las "
            "dos Piernas equipadas», «Si tu Unidad tiene los dos Brazos equipados», «Si tienes una Parte en cada "
            "Brazo», «Partes activas en ambos Brazos»), que se cumple con dos Partes de tipo Pierna (o Brazo) en tu "
            "Unidad. Con «activas», solo cuentan las activas (4.1.2); sin esa palabra, también las Desactivadas, que "
            "siguen equipadas (docs/rulings.md 140). «las tres Piernas» no existe: solo hay dos zonas de cada. Una "
            "zona vacía se dice con las palabras de siempre: «Mientras no tengas Partes de tipo Cabeza equipadas» "
            "(o «ninguna Parte equipada en la Cabeza»).",
    examples=(
        ("Mientras tengas equipadas las dos Piernas; tu Unidad gana +1 VEL",
         "Una Pasiva: con dos Partes de tipo Pierna en tu Unidad, activas o Desactivadas, tu Unidad tiene 1 VEL "
         "más; si destruyen una, deja de tenerlo."),
        ("Si tienes equipados los dos Brazos activos; tu Unidad gana +2 FUE",
         "Una Pasiva: solo mientras los dos Brazos estén equipados y activos."),
        ("Si tienes equipadas las dos Piernas; tu Unidad gana +2 VEL",
         "«Con las dos Piernas equipadas, tu Unidad gana +2 VEL» se lee así: una Pasiva que da 2 VEL más con las dos "
         "zonas de Pierna ocupadas."),
    ),
)
@dataclass(frozen=True)
class EquippedZones(Has):
    """A :class:`Has` of 2 or more of the pilot's own Partes of kind Brazo (or Pierna) in the Unidad: both zones."""

    def text(self, ctx) -> str:
        kind = self.counted.get(OfKind).kind
        ending = "os" if kind == "brazo" else "as"
        active = f" activ{ending}" if self.counted.get(Deactivated) is not None else ""
        zones = "los dos Brazos" if kind == "brazo" else "las dos Piernas"
        return f"{have_word(Player.YOU, ctx.subjunctive)} equipad{ending} {zones}{active}"

    def bot_value(self, ev, it: list[int]) -> float:
        """A condition adds no value of its own: the effect it guards is valued."""
        return 0.0


class NotTwoZones(FilterClash):
    """«las tres Piernas»: a Unidad has two zones of Brazo and two of Pierna (2.1)."""

    def __init__(self, n: int):
        Exception.__init__(self)
        self.n = n

    def error(self, text: str) -> tuple[str, int, str]:
        words = normalise(text)
        column = max(words.find(" piernas"), words.find(" brazos")) + 1
        return (f"una Unidad tiene dos zonas de Brazo y dos de Pierna (2.1), no {self.n}", max(column, 1),
                "escribe «las dos Piernas» o «los dos Brazos»")


@dataclass(frozen=True)
class _Zone:
    """The kind of Parte the zones named take (the builders' own value)."""

    kind: str


def _values(children) -> list:
    return [c for c in children if not hasattr(c, "start_pos")]


@builds("zone_pair")
def _zone_pair(children):
    n, kind = _values(children)
    if n != 2:
        raise NotTwoZones(n)
    return _Zone(kind)


@builds("zone_both")
def _zone_both(children):
    return _Zone(_values(children)[-1])


@builds("zone_plural", "zone_singular")
def _zone_kind(children):
    return _KINDS[str(children[0])]


@builds("active_word")
def _active_word(children):
    return Deactivated(False)


@builds("equipped_word", "zone_part")
def _zone_filler(children):
    return None


def _zones(children) -> EquippedZones:
    """Both zones of the kind the words name, active or not: 2 or more Partes of it in the Unidad (2.1)."""
    values = _values(children)
    zone = next(v for v in values if isinstance(v, _Zone))
    filters = [OfKind(zone.kind)] + ([Deactivated(False)] if any(isinstance(v, Deactivated) for v in values) else [])
    counted = Selection(Noun.PART, place=Place.UNIT, filters=ordered(filters))
    return EquippedZones(Player.YOU, counted, Comparison(Op.AT_LEAST, 2))


@builds("ez_pair")
def _ez_pair(children):
    return _zones(children)


@builds("condition_equipped_with")
def _condition_equipped_with(children):
    return Condition(_zones(children))


GROUP_GRAMMAR = """
%extend stat_subject: "las" "partes" qualifier*                            -> group_parts
"""


@construct(
    "selección", "Las Partes de un grupo",
    grammar=GROUP_GRAMMAR,
    summary="Un grupo de Partes que gana o pierde FUE, DEF, VEL o PG, sin «todas»: «Las Partes Legendarias de tu "
            "Unidad tienen +2 PG», «Tus Partes de tipo Brazo ganan +1 FUE», «Las Partes de tus Brazos tienen +2 "
            "PG» se leen como «Todas las Partes tuyas de rareza Legendaria equipadas ganan +2 PG»: cada Parte que "
            "cumpla lo que dice, también las que se equipen después, mientras valga la Pasiva (4.3–4.5, "
            "docs/rulings.md 141).",
    examples=(
        ("Todas las Partes tuyas de rareza Legendaria equipadas ganan +2 PG",
         "«Las Partes Legendarias de tu Unidad tienen +2 PG» se lee así: una Pasiva que da 2 PG más a cada Parte "
         "Legendaria equipada en tu Unidad."),
        ("Si esta Parte está equipada; todas tus Partes de tipo Brazo ganan +1 FUE",
         "«Mientras esta Parte esté equipada, tus Partes de tipo Brazo ganan +1 FUE» se lee así: cada uno de tus "
         "Brazos suma 1 FUE más."),
    ),
)
@dataclass(frozen=True)
class GroupOfParts(Node):
    """A marker for the documentation: «las Partes …» as a subject builds a :class:`~.selection.Selection` of all."""

    @staticmethod
    def shown_in(ability) -> bool:
        """Whether ``ability`` shows it: a selection of every Parte it names."""
        from ..nodes import CountKind
        return any(isinstance(node, Selection) and node.count is not None and node.count.kind is CountKind.ALL
                   for node in ability.walk())


@builds("group_parts")
def _group_parts(children):
    return _selection([_q_all(children), (Noun.PART, True), *_values(children)])


COST_GRAMMAR = """
%extend cost_subject: "las" cost_noun cost_tag? speed_tag? played_by                     -> cs_played
speed_tag: "de" "velocidad" speed_name
!speed_name: "normal" | "relampago"
played_by: ("que jueguen" | "que activen" | "que usen") ("tus oponentes" | "tu oponente" | "un oponente")
"""

_SPEEDS = {"normal": "normal", "relampago": "relampago"}


@construct(
    "efecto", "Cambiar el coste de lo que juegan tus oponentes",
    grammar=COST_GRAMMAR,
    summary="«Las Cartas de Apoyo de velocidad Normal que jueguen tus oponentes cuestan 1 CAR más» (o «… que activen "
            "tus oponentes», «Las habilidades Relámpago que usen tus oponentes …»): el cambio de coste de lo que "
            "activa cada oponente, con la etiqueta que diga (3.3: Normal o Relámpago), como «Las Cartas de Apoyo "
            "Normales de tu oponente cuestan 1 CAR más» (6.1, docs/rulings.md 142).",
    examples=(
        ("Las Cartas de Apoyo Normales de tu oponente cuestan 1 CAR más",
         "«Las Cartas de Apoyo de velocidad Normal que jueguen tus oponentes cuestan 1 punto de Carga más» se lee "
         "así: cada oponente paga 1 CAR más por sus Cartas de Apoyo Normales; las Relámpago cuestan lo impreso."),
    ),
)
@dataclass(frozen=True)
class PlayedByOpponents(Node):
    """A marker for the documentation: «… que jueguen tus oponentes» builds a :class:`~.costs.CostChange`."""

    @staticmethod
    def shown_in(ability) -> bool:
        from .costs import CostChange
        return any(isinstance(node, CostChange) and node.player is Player.OPPONENT for node in ability.walk())


@builds("speed_tag")
def _speed_tag(children):
    return _SPEEDS[_values(children)[-1]]


@builds("speed_name")
def _speed_name(children):
    return str(children[0])


@builds("played_by")
def _played_by(children):
    return None


@builds("cs_played")
def _cs_played(children):
    values = [v for v in _values(children) if v is not None]
    what = next(v for v in values if isinstance(v, Activatable))
    tags = [v for v in values if isinstance(v, str) and not isinstance(v, Activatable)]
    if len(tags) > 1 and tags[0] != tags[1]:
        raise SpeedClash(tags)
    return Player.OPPONENT, what, tags[0] if tags else None, False


class SpeedClash(FilterClash):
    """«Las Cartas de Apoyo Normales de velocidad Relámpago»: two etiquetas for one card (3.3)."""

    def __init__(self, tags: list[str]):
        Exception.__init__(self)
        self.tags = tags

    def error(self, text: str) -> tuple[str, int, str]:
        column = normalise(text).find("de velocidad") + 1
        return ("una carta tiene una sola etiqueta (3.3): Normal o Relámpago, no las dos", max(column, 1),
                "deja solo una: «de velocidad Normal» o «de velocidad Relámpago»")


JOINS_GRAMMAR = """
%extend event: selection joins_unit "desde" equip_origin                 -> equip_from
joins_unit: "se una a tu unidad" | "sea equipada" | "se equipe" | "vuelva a tu unidad" | "sea unida a tu unidad"
"""


@construct(
    "disparador", "Cuando esta Parte se une a tu Unidad desde…",
    grammar=JOINS_GRAMMAR,
    summary="«Cuando esta Parte se una a tu Unidad desde un Taller» (o «sea equipada desde un Taller», «vuelva a "
            "tu Unidad desde un Taller», «… desde tu mano»): el mismo suceso que «Cuando equipes esta Parte desde "
            "un Taller», porque solo tú equipas Partes en tu Unidad (2.3, 5.3.3).",
    examples=(
        ("Cuando equipes esta Parte desde un Taller; roba una carta",
         "«Cuando esta Parte se una a tu Unidad desde un Taller, roba una carta» se lee así: al volver de un "
         "Taller a tu Unidad, robas una carta; equipada desde la mano, no."),
    ),
)
@dataclass(frozen=True)
class JoinsUnit(Node):
    """A marker for the documentation: «… se una a tu Unidad desde …» builds an :class:`~.events.EquippedFrom`."""

    @staticmethod
    def shown_in(ability) -> bool:
        return any(isinstance(node, EquippedFrom) for node in ability.walk())


@builds("joins_unit")
def _joins_unit(children):
    return None


NTH_DRAW_GRAMMAR = """
%extend event: player ("robe" | "roba") "su" ordinal "carta" same_turn?         -> nth_draw_player
             | "robes" "tu" ordinal "carta" same_turn?                         -> nth_draw_you
!ordinal: "primera" | "segunda" | "tercera" | "cuarta" | "quinta"
same_turn: "en" UNA "mismo" "turno" | "en" "el" "mismo" "turno" | "del" "turno" | "de" "cada" "turno"
         | "en" "cada" "turno"
"""

ORDINALS = ("primera", "segunda", "tercera", "cuarta", "quinta")
#: The key of ``Game.this_turn`` counting a pilot's draws: ``(DRAWN, pilot)``.
DRAWN = "robadas"


@construct(
    "disparador", "Cuando un piloto roba su segunda carta",
    grammar=NTH_DRAW_GRAMMAR,
    summary="«Cuando un oponente robe su segunda carta en un mismo turno» (o «Cuando robes tu segunda carta», "
            "«… su tercera carta del turno»): salta cuando ese piloto roba la carta que hace esa cuenta en el turno "
            "en curso, de la primera a la quinta, sea en su Fase de Robo (5.3.2) o por un efecto; una vez por turno, "
            "porque la cuenta empieza de cero en cada turno (5.3.1, docs/rulings.md 144). Robar no es añadir a la mano "
            "un Botín de Guerra ni una carta buscada en el Arsenal.",
    examples=(
        ("Cuando tu oponente robe su segunda carta en un mismo turno; roba una carta",
         "En el turno de tu oponente, salta con la primera carta que robe además de la de su Fase de Robo; en tu "
         "turno, con la segunda que robe por efectos."),
        ("Cuando robes tu tercera carta en un mismo turno; gana 1 CAR",
         "Solo la tercera carta que robes en el turno: robando 2 de golpe tras la de la Fase de Robo, ganas 1 CAR."),
    ),
)
@dataclass(frozen=True)
class NthDraw(PlayerEvent):
    """A :class:`PlayerEvent` of kind DRAWS that only the ``nth`` card a pilot draws in the turn fires."""

    nth: int = 2

    READS_TURN = True  # ``Game.any_past``: the engine counts the draws of the turn in ``this_turn``

    def text(self, ctx) -> str:
        ordinal = ORDINALS[self.nth - 1]
        if self.player is Player.YOU:
            return f"Cuando robes tu {ordinal} carta en un mismo turno"
        return f"Cuando {PLAYER_WORDS[self.player]} robe su {ordinal} carta en un mismo turno"

    def matches(self, g, owner: int, source: int, kind, card: int, player: int, what) -> bool:
        """Engine: a draw by a pilot this names, whose count this turn (``Zones.draw``) is ``nth``."""
        return super().matches(g, owner, source, kind, card, player, what) \
            and g.this_turn.get((DRAWN, player), 0) == self.nth


@builds("ordinal")
def _ordinal(children):
    return ORDINALS.index(str(children[0])) + 1


@builds("same_turn")
def _same_turn(children):
    return None


@builds("nth_draw_player")
def _nth_draw_player(children):
    player, nth = [v for v in _values(children) if v is not None]
    return NthDraw(player, PlayerEventKind.DRAWS, nth=nth)


@builds("nth_draw_you")
def _nth_draw_you(children):
    nth = next(v for v in _values(children) if isinstance(v, int))
    return NthDraw(Player.YOU, PlayerEventKind.DRAWS, nth=nth)


NEGATES_GRAMMAR = """
%extend event: player ("niegue" | "niega") negated_yours                      -> player_negates
negated_yours: ("una de tus habilidades" | UNA "habilidad" "tuya")                              -> ny_ability
             | ("una de tus cartas de apoyo" | UNA "carta de apoyo" "tuya")                     -> ny_support
             | ("una de tus habilidades o cartas de apoyo" | UNA "habilidad o carta de apoyo" "tuya") -> ny_either
"""

NEGATED_WORDS = {Activatable.ABILITY: "una de tus habilidades", Activatable.SUPPORT: "una de tus Cartas de Apoyo",
                 Activatable.EITHER: "una de tus habilidades o Cartas de Apoyo"}


@construct(
    "disparador", "Cuando tu oponente niega lo tuyo",
    grammar=NEGATES_GRAMMAR,
    summary="«Cada vez que un oponente niegue una de tus habilidades o Cartas de Apoyo» (o «… una de tus "
            "habilidades», «… una de tus Cartas de Apoyo», «una habilidad tuya»): salta cuando una marcha tuya queda "
            "negada (4.7.2.1) por una habilidad o Carta de Apoyo de un oponente; si no llega a negarse (no se puede "
            "negar), no salta. Se resuelve después de la marcha que niega, como toda Disparado (4.7.1.2, "
            "docs/rulings.md 145).",
    examples=(
        ("Cuando tu oponente niegue una de tus habilidades o Cartas de Apoyo; roba una carta",
         "Tu oponente niega la Carta de Apoyo que jugaste: se resuelve sin efecto y tú robas una carta."),
        ("Cuando tu oponente niegue una de tus habilidades; gana 1 CAR",
         "Solo las habilidades de tus Partes: si niega una Carta de Apoyo tuya, no salta."),
    ),
)
@dataclass(frozen=True)
class NegatedYours(PlayerEvent):
    """A :class:`PlayerEvent` of kind NEGATES: a pilot ``player`` names negates a marcha of the owner's, of kind
    ``what`` (the engine says whose marcha and whether it is a Carta de Apoyo in ``what``)."""

    def text(self, ctx) -> str:
        return f"Cuando {PLAYER_WORDS[self.player]} niegue {NEGATED_WORDS[self.what]}"

    def matches(self, g, owner: int, source: int, kind, card: int, player: int, what) -> bool:
        if kind is not PlayerEventKind.NEGATES or player < 0 or player not in g.players(self.player, owner):
            return False
        controller, support = what
        if controller != owner:
            return False
        return self.what is Activatable.EITHER or support == (self.what is Activatable.SUPPORT)

    def bot_value(self, ev, it: list[int]) -> float:
        """A trigger adds no value of its own: the effect it fires is valued."""
        return 0.0


@builds("player_negates")
def _player_negates(children):
    player, what = _values(children)
    return NegatedYours(player, PlayerEventKind.NEGATES, what)


@builds("ny_ability")
def _ny_ability(children):
    return Activatable.ABILITY


@builds("ny_support")
def _ny_support(children):
    return Activatable.SUPPORT


@builds("ny_either")
def _ny_either(children):
    return Activatable.EITHER
