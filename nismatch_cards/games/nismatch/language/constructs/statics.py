"""Continuous abilities as designers write them: what is equipped in which zones («Mientras tengas equipadas las
dos Piernas», «Con los dos Brazos equipados», «una Parte en cada Brazo»; rulebook 2.1, 4.1.2, read through the
lexicon as «2 o más Partes de tipo Pierna equipadas»), groups of Partes as the subject of a stat change («Las Partes
Legendarias de tu Unidad tienen +2 PG», 4.3–4.5), cost changes of the Cartas de Apoyo your opponents play («Las
Cartas de Apoyo de velocidad Normal que jueguen tus oponentes cuestan 1 CAR más», 3.3, 6.1), the event of a Parte
joining the Unidad from a Taller («Cuando esta Parte se una a tu Unidad desde un Taller», 2.3) and what you did
this turn («Si no activaste ninguna habilidad este turno», «Si no gastaste Carga este turno», 4.1, 4.7).

Each builds the node of the construct that already means it (:class:`~.conditions.Has`, a selection,
:class:`~.costs.CostChange`, :class:`~.events.EquippedFrom`, :class:`~.past.Past`); the draws counted in a turn
(:class:`NthDraw`) and an opponent negating yours (:class:`NegatedYours`) are new events. docs/rulings.md 140–145.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..lexer import normalise
from ..nodes import Activatable, Node, Noun, Player
from .conditions import PLAYER_WORDS, Has
from .events import EquippedFrom
from .filters import OfKind
from .triggers import PlayerEvent, PlayerEventKind
from .selection import FilterClash, Selection, _q_all, _selection

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide

@construct(
    "condición", "Zonas equipadas",
    summary="Lo que tienes equipado en las zonas de tu Unidad (2.1: una Cabeza, un Torso, dos Brazos y dos "
            "Piernas), con las palabras de «Tener cartas»: «Mientras tengas equipadas las dos Piernas» (o «las dos "
            "Piernas equipadas», «ambas Piernas», «los dos Brazos», «ambos Brazos», «una Parte en cada Brazo», «Con "
            "las dos Piernas equipadas, …») se lee «Mientras tengas 2 o más Partes de tipo Pierna equipadas», que se "
            "cumple con las dos zonas ocupadas; «Partes activas en ambos Brazos» (o «una Parte activa en cada "
            "Brazo»), «2 o más Partes activas de tipo Brazo equipadas». Sin «activas», también cuentan las "
            "Desactivadas, que siguen equipadas (4.1.2, docs/rulings.md 140). Una zona vacía: «Mientras no tengas "
            "ninguna Parte equipada en la Cabeza» es «no tengas Partes de tipo Cabeza equipadas».",
    examples=(
        ("Mientras tengas 2 o más Partes de tipo Pierna equipadas; tu Unidad gana +1 VEL",
         "«Mientras tengas equipadas las dos Piernas, tu Unidad tiene +1 VEL» se lee así: con las dos zonas de "
         "Pierna ocupadas, por Partes activas o Desactivadas, tu Unidad tiene 1 VEL más."),
        ("Si tienes 2 o más Partes activas de tipo Brazo equipadas; tu Unidad gana +2 FUE",
         "«Con una Parte activa en cada Brazo, tu Unidad gana +2 FUE» se lee así: solo mientras los dos Brazos "
         "estén equipados y activos."),
    ),
)
@dataclass(frozen=True)
class BothZones(Node):
    """A marker for the documentation: «las dos Piernas» and the like are read (packs/nismatch/lexico.yaml) as a
    :class:`~.conditions.Has` of 2 or more Partes of kind Brazo or Pierna equipped (2.1)."""

    @staticmethod
    def shown_in(ability) -> bool:
        return any(isinstance(node, Has) and node.comparison is not None and node.comparison.n == 2
                   and node.counted.get(OfKind) is not None and node.counted.get(OfKind).kind in ("brazo", "pierna")
                   for node in ability.walk())


def _values(children) -> list:
    """The built children (tokens of the grammar's words left out)."""
    return [c for c in children if not hasattr(c, "start_pos")]


@construct(
    "selección", "Las Partes de un grupo",
    grammar="statics/group.lark",
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


_SPEEDS = {"normal": "normal", "relampago": "relampago"}


@construct(
    "efecto", "Cambiar el coste de lo que juegan tus oponentes",
    grammar="statics/cost.lark",
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


@construct(
    "disparador", "Cuando esta Parte se une a tu Unidad desde…",
    grammar="statics/joins.lark",
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


ORDINALS = ("primera", "segunda", "tercera", "cuarta", "quinta")
#: The key of ``Game.this_turn`` counting a pilot's draws: ``(DRAWN, pilot)``.
DRAWN = "robadas"


@construct(
    "disparador", "Cuando un piloto roba su segunda carta",
    grammar="statics/nth_draw.lark",
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

    def matches(self, g: GameSide, owner: int, source: int, kind, card: int, player: int, what) -> bool:
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


NEGATED_WORDS = {Activatable.ABILITY: "una de tus habilidades", Activatable.SUPPORT: "una de tus Cartas de Apoyo",
                 Activatable.EITHER: "una de tus habilidades o Cartas de Apoyo"}


@construct(
    "disparador", "Cuando tu oponente niega lo tuyo",
    grammar="statics/negates.lark",
    summary="«Cada vez que un oponente niegue una de tus habilidades o Cartas de Apoyo» (o «… una de tus "
            "habilidades», «… una de tus Cartas de Apoyo», «una habilidad tuya»): salta cuando una marcha tuya queda "
            "negada (4.7.2.1) por una habilidad o Carta de Apoyo de un oponente; si no llega a negarse (no se puede "
            "negar), no salta. Se resuelve después de la marcha que niega, como toda Disparado (4.7.1.2, "
            "docs/rulings.md 145).",
    examples=(
        ("Cuando tu oponente niegue una de tus habilidades; gana 1 CAR",
         "Solo las habilidades de tus Partes: si niega una Carta de Apoyo tuya, no salta."),
        ("Cuando tu oponente niegue una de tus habilidades o Cartas de Apoyo; gana 2 CAR",
         "Tu oponente niega la Carta de Apoyo que jugaste: se resuelve sin efecto y tú ganas 2 CAR."),
    ),
)
@dataclass(frozen=True)
class NegatedYours(PlayerEvent):
    """A :class:`PlayerEvent` of kind NEGATES: a pilot ``player`` names negates a marcha of the owner's, of kind
    ``what`` (the engine says whose marcha and whether it is a Carta de Apoyo in ``what``)."""

    def text(self, ctx) -> str:
        return f"Cuando {PLAYER_WORDS[self.player]} niegue {NEGATED_WORDS[self.what]}"

    def matches(self, g: GameSide, owner: int, source: int, kind, card: int, player: int, what) -> bool:
        if kind is not PlayerEventKind.NEGATES or player < 0 or player not in g.players(self.player, owner):
            return False
        controller, support = what
        if controller != owner:
            return False
        return self.what is Activatable.EITHER or support == (self.what is Activatable.SUPPORT)

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
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
