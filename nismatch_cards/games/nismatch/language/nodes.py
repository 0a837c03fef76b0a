"""What every node of the ability AST shares, and the small vocabularies nodes are made of.

Every node is a frozen dataclass deriving from :class:`Node`. ``span`` records where the node was
written in the ability text and is left out of equality, so ``parse(to_text(ast)) == ast`` holds.
Nodes are immutable and shared: copying a game copies references to them, never the nodes.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields, is_dataclass
from enum import Enum
from functools import lru_cache
from typing import NamedTuple


class Span(NamedTuple):
    """Half-open character range ``[start, end)`` inside one ability text (a tuple: one is made
    for every clause of every text parsed)."""

    start: int
    end: int


@dataclass(frozen=True)
class Node:
    """Base of every AST node."""

    span: Span | None = field(default=None, compare=False, repr=False, kw_only=True)

    def __deepcopy__(self, memo) -> "Node":
        return self  # immutable: a copied game shares its card texts

    def __copy__(self) -> "Node":
        return self

    def children(self):
        """The nodes directly inside this one (tuples flattened), for walks over the tree."""
        for name in _field_names(type(self)):
            value = getattr(self, name)
            if isinstance(value, Node):
                yield value
            elif isinstance(value, tuple):
                yield from (v for v in value if isinstance(v, Node))

    def walk(self) -> tuple["Node", ...]:
        """This node and every node inside it, depth first, in the order written (worked out once:
        the checks of a card walk each clause several times)."""
        walked = self.__dict__.get("_walked")
        if walked is None:
            walked = (self, *(node for child in self.children() for node in child.walk()))
            object.__setattr__(self, "_walked", walked)
        return walked

    def __getstate__(self) -> dict:
        return {k: v for k, v in self.__dict__.items() if k != "_walked"}


def node_names(node) -> set[str]:
    """Names of every AST node class in ``node`` (a node, or a tuple of them), itself included."""
    found = set()
    pending = [node]
    while pending:
        item = pending.pop()
        if isinstance(item, tuple):
            pending.extend(item)
        elif is_dataclass(item):
            found.add(type(item).__name__)
            pending.extend(getattr(item, name) for name in _field_names(type(item)))
    return found


@lru_cache(maxsize=None)
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in fields(cls))


# --- vocabularies ----------------------------------------------------------------------------
# The values are stable: they appear in ``nismatch analizar --json`` (their Spanish words, shown by
# ``nismatch analizar`` and the site, are in tree.py).


class Noun(str, Enum):
    """What a selection names (rulebook 3.1, 2)."""

    CARD = "carta"
    PART = "parte"
    SUPPORT = "carta_de_apoyo"
    BOTIN = "botin_de_guerra"
    MARCHA = "marcha"
    ABILITY = "habilidad"


class Whose(str, Enum):
    """Whose cards a selection takes, seen from the pilot who controls the ability."""

    YOU = "tuya"
    OPPONENT = "de_tu_oponente"  # any opponent's (docs/rulings.md 13)
    TEAMMATE = "de_tu_companero"  # a teammate's (2v2); nobody's in 1v1 and Batalla Real
    ANY = "de_cualquier_piloto"
    THEIRS = "su"  # the subject's of the clause («tu oponente descarta una carta de su mano»)
    ATTACKER = "del_atacante"  # the pilot who declared the Guerrilla being fought (docs/rulings.md 81)
    DEFENDER = "del_defensor"  # the pilot it was declared against
    DESTROYER = "del_que_la_destruyo"  # «del piloto que la destruyó»: only while built (constructs/pilots_more.py)
    EACH_OPPONENT = "de_cada_oponente"  # «una Parte de cada oponente»: one of each (constructs/pilots_each.py)


class Place(str, Enum):
    """Where a card is (rulebook 2)."""

    UNIT = "unidad"
    HAND = "mano"
    ARSENAL = "arsenal"
    SCRAPYARD = "deposito_de_chatarra"
    DEMOLITION = "zona_de_demolicion"
    TALLER = "taller"
    BOTINES = "botines_de_guerra"
    MARCHAS = "marchas"


class CountKind(str, Enum):
    """How many cards a selection takes."""

    EXACTLY = "exactamente"  # «una Parte», «2 Partes»
    UP_TO = "hasta"  # «hasta 2 Partes»
    ALL = "todas"  # «todas las Partes»
    EACH = "cada"  # «cada Parte»: like «todas», written in the singular
    THE = "la"  # «la Parte de tipo Torso de tu oponente»: the one there is (chosen if several)
    TOP = "primeras"  # «las 3 primeras cartas de tu Arsenal», «el primer Botín de Guerra»


class Op(str, Enum):
    AT_LEAST = "o_mas"
    AT_MOST = "o_menos"
    EXACTLY = "exactamente"


class Stat(str, Enum):
    PG = "pg"
    CAR = "car"
    FUE = "fue"
    DEF = "def"
    VEL = "vel"


class Player(str, Enum):
    """A pilot a clause is about, seen from the controller (docs/rulings.md 13)."""

    YOU = "tu"
    OPPONENT = "tu_oponente"  # each opponent for effects; any opponent for conditions
    TEAMMATE = "tu_companero"
    EACH = "cada_piloto"
    EACH_OPPONENT = "cada_oponente"  # every opponent, even where a marcha names one (docs/rulings.md 53)
    OTHERS = "cada_uno_de_los_demas_pilotos"  # every other pilot, a teammate too
    THAT = "ese_piloto"  # «ese piloto», «su Unidad»: the pilot selected before (constructs/players.py); never printed
    TEAM = "tu_equipo"  # you and your teammates: «tu Unidad y la de tu compañero» (constructs/pilots_battle.py)


class Destination(str, Enum):
    """Where an effect sends a card (rulebook 2)."""

    TALLER = "taller"
    SCRAPYARD = "deposito_de_chatarra"
    DEMOLITION = "zona_de_demolicion"
    OWNER_HAND = "mano_de_su_dueno"
    YOUR_HAND = "tu_mano"
    ARSENAL_TOP = "encima_del_arsenal"
    ARSENAL_BOTTOM = "fondo_del_arsenal"
    BOTINES_BOTTOM = "fondo_de_los_botines"  # «debajo de tus Botines de Guerra» (constructs/cards_more.py)
    PILE_BOTTOM = "fondo_de_su_pila"  # «debajo de la pila»: of the Arsenal or the Botines it is in


class Timing(str, Enum):
    """How long a change lasts (5.3.1, 5.3.7)."""

    END_OF_TURN = "final_del_turno"
    START_OF_NEXT_TURN = "inicio_de_tu_proximo_turno"
    END_OF_NEXT_TURN = "final_de_tu_proximo_turno"
    END_OF_OPPONENTS_NEXT_TURN = "final_del_proximo_turno_de_tu_oponente"
    END_OF_PHASE = "final_de_la_fase"  # constructs/timing.py
    END_OF_ROUND = "final_de_la_ronda"
    START_OF_OPPONENTS_NEXT_TURN = "inicio_del_proximo_turno_de_tu_oponente"
    REST_OF_GAME = "resto_de_la_partida"
    END_OF_GUERRILLA_PHASE = "final_de_la_fase_de_guerrilla"  # constructs/stats_more.py
    END_OF_NEXT_ROUND = "final_de_la_proxima_ronda"


class Activity(str, Enum):
    """What a restriction forbids («no puede activar habilidades…»)."""

    ACTIVATE = "activar_habilidades"
    PLAY_SUPPORT = "jugar_cartas_de_apoyo"
    ACTIVATE_OR_PLAY = "activar_habilidades_o_jugar_cartas_de_apoyo"
    EQUIP = "equipar_partes"
    DECLARE = "declarar_guerrillas"
    TO_TALLER = "llevar_partes_al_taller"
    DECLARE_AGAINST = "declararte_guerrillas"  # «no pueden declararte una Guerrilla»: against the controller


class Activatable(str, Enum):
    """What a pilot activates: «una habilidad», «una Carta de Apoyo» or either (4.6)."""

    ABILITY = "habilidad"
    SUPPORT = "carta_de_apoyo"
    EITHER = "habilidad_o_carta_de_apoyo"


class Phase(str, Enum):
    """A turn, or one phase of it (5.3)."""

    TURN = "turno"
    RECARGA = "recarga"
    ROBO = "robo"
    RECONSTRUCCION = "reconstruccion"
    PRINCIPAL1 = "principal1"
    GUERRILLA = "guerrilla"
    PRINCIPAL2 = "principal2"
    FINAL = "final"


class Turn(str, Enum):
    """Whose turn a phase trigger watches."""

    YOURS = "tu"
    OPPONENTS = "de_tu_oponente"
    EACH = "cada"


class Replaced(str, Enum):
    """The events a replacement («Si esta Parte fuera a …, en su lugar …») can take the place of."""

    DESTROYED = "destruida"
    DAMAGED = "dano"
    SCRAPPED = "deposito"  # «fuera a ir al Depósito de Chatarra» (constructs/replacements.py)
