"""The parsed structure of an ability in Spanish, for ``nismatch analizar`` and the site's card pages.

Each node is named by its construct (``Construct.name`` in the catalogue: «Hacer daño»), each field
by a Spanish label («objetivo»), each value in words («de tu oponente», «sí»). A field left at its
default, ``None`` or an empty list is not shown (a number that counts in some modes only has its own
rule, :data:`SHOWN_WHEN`); nor are the parser's own fields (``repr=False``: the span,
``StatChange.bare``). Every Spanish word of the tree is in this module: a test checks that
every node, field and enum value of the catalogue has one, so a new construct must add its labels.
``nismatch analizar --json`` keeps the English names: it is for programs.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum
from typing import Any, Callable

from . import ast as A
from . import catalogue
from .constructs.ability import KeywordDef
from .constructs.conditions import THIS_STATES
from .constructs.costs import TAG_WORDS
from .constructs.stat_words import SelfCost
from .constructs.pilots_more import OWNER, THAT, TheirTurnDuration, TheirTurnEvent
from .constructs.events_more import ABILITY_TAGS
from .constructs.filters_more import MEASURES
from .constructs.timing import PERIODS
from .constructs.replacements import RedirectOn
from .constructs.selection import PRINTED_KIND, RARITIES, Filter
from .constructs.triggers import CardEventKind, PlayerEventKind
from .constructs.picks import Both
from .constructs.workshops import OwnTallerRate
from .constructs.zones_carga import CAR_MADE_REF_WORDS
from .printer import to_text

#: Node classes that are parts of a construct, not constructs of their own (no catalogue entry).
NAMES: dict[type, str] = {
    A.Outcome: "Resultado del dado",
    TheirTurnEvent: "Comienzo o final del turno de ese piloto",
    A.Unit: "Unidad",
    A.Rest: "El resto",
    Filter: "Filtro",
    RedirectOn: "Adónde va en lugar del Depósito de Chatarra",
    A.IfDone: "Si lo haces",
    A.Case: "Caso de «si es»",
    Both: "Las dos cartas seleccionadas",
}

#: The label of a field, by field name; :data:`CLASS_FIELDS` first, for a name that means something else there.
FIELDS: dict[str, str] = {
    "this_turn": "solo este turno",
    "speed": "etiqueta escrita en el texto",
    "by": "quién destruye",
    "origin": "desde",
    "against": "contra",
    "left": "PG que le quedan",
    "in_taller": "en un Taller",
    "name": "nombre del contador",
    "most": "máximo de contadores",
    "next_turn": "en un turno posterior",
    "of_parts": "de sus Partes",
    "activated": "activó",
    "destroyed": "destruyó",
    "negated": "con «no»",
    "nth": "qué carta del turno",
    "spent": "gastó Carga",
    "zone": "zona",
    "tag": "etiqueta",
    "source_stat": "estadística copiada",
    "times": "veces por turno",
    "per_turn": "veces por turno",
    "by_opponent": "de un oponente",
    "pg": "PG",
    "uses": "veces",
    "period": "por",
    "action": "acción",
    "activity": "prohíbe",
    "amount": "cantidad",
    "comparison": "comparación",
    "cost": "coste",
    "count": "cuántas",
    "counted": "cuenta",
    "damaged": "dañada",
    "filters": "filtros",
    "options": "cualquiera de",
    "less": "menor",
    "unit_stat": "estadística de tu Unidad",
    "deactivated": "desactivada",
    "dest": "destino",
    "duration": "duración",
    "effect": "efecto",
    "effects": "efectos",
    "equal": "igual a lo contado",
    "event": "suceso",
    "first": "primera",
    "kind": "de tipo",
    "lose": "pierde",
    "mine": "tu turno",
    "mode": "efecto",
    "modes": "opciones",
    "more": "tiene más",
    "most_botines": "el que más Botines ha reclamado",
    "richer": "con más Botines reclamados que tú",
    "pilot": "piloto (índice en la partida)",
    "of": "de qué piloto es el turno",
    "n": "número",
    "noun": "sustantivo",
    "op": "relación",
    "other": "otra",
    "outcomes": "resultados",
    "owner": "de quién",
    "part": "dice «esta Parte»",
    "per": "por cada",
    "phase": "fase",
    "place": "dónde",
    "player": "piloto",
    "random": "al azar",
    "rarity": "de rareza",
    "requirements": "requisitos",
    "second": "segunda",
    "start": "al comienzo",
    "stat": "estadística",
    "state": "estado",
    "subject": "quién",
    "target": "objetivo",
    "test": "condición",
    "than": "frente a",
    "timing": "hasta",
    "turn": "turno",
    "value": "número",
    "what": "qué",
    "while_": "mientras",
    "win": "gana",
    "your_arsenal": "de tu Arsenal",
    "yours": "solo en tus turnos",  # constructs/events_worded.py
    "whose": "de quién",
}
CLASS_FIELDS: dict[tuple[type, str], str] = {
    (A.CarRate, "role"): "de quién",
    (A.BattleHurt, "dealt"): "la hizo tu Unidad", (A.StatBound, "floor"): "es un mínimo",
    (A.Measured, "inner"): "lo que cuenta", (A.Measured, "every"): "en grupos de", (A.Measured, "half"): "la mitad",
    (A.Measured, "up"): "redondeando hacia arriba", (A.Measured, "minus"): "menos",
    (A.Measured, "most"): "hasta un máximo de", (A.CardStat, "kind"): "cuáles",
    (A.GameMode, "mode"): "modo de juego",
    (A.GameModes, "mode"): "modo de juego", (A.GameModes, "also"): "o en",
    (A.DeclaredOnLeader, "of_all"): "entre todos los pilotos",
    (A.CarRate, "others"): "otros",
    (A.CarRate, "this"): "solo esta Parte",
    (A.TallerRate, "instead_of"): "en lugar de",
    (OwnTallerRate, "instead_of"): "en lugar de",
    (A.CarMade, "ref"): "qué carta",
    (A.CarMade, "consumed"): "la que consume",
    (A.BattleDamage, "receiver"): "quién lo recibe",
    (A.BattleRole, "attacker"): "atacante",
    (A.BattleUses, "used"): "usa", (A.BattleUses, "instead"): "en lugar de",
    (A.BattleChooser, "whose"): "de qué Unidad", (A.BattleChooser, "result"): "con el resultado",
    (A.BattleCap, "each"): "en cada batalla",
    (A.KeepsStats, "stats"): "estadísticas",
    (A.FighterUnit, "attacker"): "la atacante", (A.MutedStats, "stats"): "estadísticas que no cuentan",
    (A.Count, "kind"): "modo",
    (A.Most, "measure"): "medida",
    (A.Most, "most"): "la que más",
    (A.RarityRange, "up"): "o superior",
    (A.Keyword, "definition"): "nombre",
    (A.Keyword, "ability"): "significa",
    (A.Duration, "test"): "mientras",
    (A.Delayed, "when"): "cuándo",
    (A.Delayed, "alone"): "sin efectos antes",
    (A.Outcome, "comparison"): "si sale",
    (A.Case, "comparison"): "si es",
    (A.IfAny, "otherwise"): "si no",
    (A.NameNumber, "low"): "desde",
    (A.NameNumber, "high"): "hasta (0: las caras del dado)",
    (A.OrderedMove, "move"): "mover",
    (A.DamageChange, "less"): "puntos menos (0: todo)",
    (A.DamageChange, "half"): "a la mitad",
    (A.DamageChange, "round_up"): "redondeando hacia arriba",
    (A.Unnegatable, "supports"): "de sus Cartas de Apoyo",
    (A.NextDamage, "change"): "cambio de ese daño", (A.NextDamage, "origin"): "daño de",
    (A.SelectPlayer, "who"): "a quién",
    (A.Roll, "dice"): "dados",
    (A.Faces, "values"): "caras",
    (A.Faces, "listed"): "escritas una a una",
    (A.CostChange, "floor"): "mínimo del coste",
    (SelfCost, "floor"): "mínimo del coste",
    (A.IfDestroyed, "destroyed"): "si queda destruida (no: si sigue en juego)",
    (A.RollResult, "half"): "la mitad",
    (A.RollResult, "up"): "redondeando hacia arriba",
    (A.InGuerrilla, "role"): "eres",
    (A.ActivatesTagged, "tag"): "de etiqueta",
    (A.InGuerrilla, "declared"): "escrito «te declara una Guerrilla»",
}

#: The words of each enum value the AST holds, by enum (str enums of equal values, such as
#: ``Player.YOU`` and ``Turn.YOURS``, compare equal: one table each keeps them apart).
ENUM_WORDS: dict[type, dict[Enum, str]] = {
    A.Noun: {A.Noun.CARD: "carta", A.Noun.PART: "Parte", A.Noun.SUPPORT: "Carta de Apoyo",
        A.Noun.BOTIN: "Botín de Guerra", A.Noun.MARCHA: "marcha", A.Noun.ABILITY: "habilidad"},
    A.Whose: {A.Whose.YOU: "tuya", A.Whose.OPPONENT: "de tu oponente", A.Whose.TEAMMATE: "de tu compañero",
        A.Whose.ANY: "de cualquier piloto", A.Whose.THEIRS: "suya (de quien hace la acción)",
        A.Whose.ATTACKER: "de la Unidad atacante", A.Whose.DEFENDER: "de la Unidad defensora",
        A.Whose.DESTROYER: "del piloto que la destruyó", A.Whose.EACH_OPPONENT: "una de cada oponente"},
    A.Place: {A.Place.UNIT: "Unidad", A.Place.HAND: "mano", A.Place.ARSENAL: "Arsenal",
        A.Place.SCRAPYARD: "Depósito de Chatarra", A.Place.DEMOLITION: "Zona de Demolición", A.Place.TALLER: "Taller",
        A.Place.BOTINES: "Botines de Guerra", A.Place.MARCHAS: "marchas"},
    A.CountKind: {A.CountKind.EXACTLY: "exactamente", A.CountKind.UP_TO: "hasta", A.CountKind.ALL: "todas",
        A.CountKind.EACH: "cada una", A.CountKind.THE: "la que hay", A.CountKind.TOP: "las primeras"},
    A.Op: {A.Op.AT_LEAST: "o más", A.Op.AT_MOST: "o menos", A.Op.EXACTLY: "exactamente"},
    A.Stat: {A.Stat.PG: "PG", A.Stat.CAR: "CAR", A.Stat.FUE: "FUE", A.Stat.DEF: "DEF", A.Stat.VEL: "VEL"},
    A.Player: {A.Player.YOU: "tú", A.Player.OPPONENT: "tu oponente", A.Player.TEAMMATE: "tu compañero",
        A.Player.EACH: "cada piloto", A.Player.EACH_OPPONENT: "cada oponente",
        A.Player.OTHERS: "cada uno de los demás pilotos", A.Player.THAT: "ese piloto",
        A.Player.TEAM: "tú y tu compañero"},
    A.Destination: {A.Destination.TALLER: "Taller", A.Destination.SCRAPYARD: "Depósito de Chatarra",
        A.Destination.DEMOLITION: "Zona de Demolición", A.Destination.OWNER_HAND: "mano de su dueño",
        A.Destination.YOUR_HAND: "tu mano", A.Destination.ARSENAL_TOP: "encima del Arsenal",
        A.Destination.ARSENAL_BOTTOM: "fondo del Arsenal", A.Destination.BOTINES_BOTTOM: "fondo de los Botines",
        A.Destination.PILE_BOTTOM: "fondo de su pila"},
    A.Replaced: {A.Replaced.DESTROYED: "fuera a ser destruida", A.Replaced.DAMAGED: "fuera a recibir daño",
        A.Replaced.SCRAPPED: "fuera a ir al Depósito de Chatarra"},
    A.DamageOrigin: {o: o.value for o in A.DamageOrigin},
    A.Timing: {A.Timing.END_OF_TURN: "el final del turno",
        A.Timing.START_OF_NEXT_TURN: "el inicio de tu próximo turno",
        A.Timing.END_OF_NEXT_TURN: "el final de tu próximo turno",
        A.Timing.END_OF_OPPONENTS_NEXT_TURN: "el final del próximo turno de tu oponente",
        A.Timing.END_OF_PHASE: "el final de la fase", A.Timing.END_OF_ROUND: "el final de la ronda",
        A.Timing.START_OF_OPPONENTS_NEXT_TURN: "el inicio del próximo turno de tu oponente",
        A.Timing.REST_OF_GAME: "el resto de la partida",
        A.Timing.END_OF_GUERRILLA_PHASE: "el final de la fase de Guerrilla",
        A.Timing.END_OF_NEXT_ROUND: "el final de la próxima ronda"},
    A.Activity: {A.Activity.ACTIVATE: "activar habilidades", A.Activity.PLAY_SUPPORT: "jugar Cartas de Apoyo",
        A.Activity.ACTIVATE_OR_PLAY: "activar habilidades o jugar Cartas de Apoyo",
        A.Activity.EQUIP: "equipar Partes", A.Activity.DECLARE: "declarar Guerrillas",
        A.Activity.TO_TALLER: "llevar Partes al Taller", A.Activity.DECLARE_AGAINST: "declararte Guerrillas"},
    A.Activatable: {A.Activatable.ABILITY: "habilidad", A.Activatable.SUPPORT: "Carta de Apoyo",
        A.Activatable.EITHER: "habilidad o Carta de Apoyo"},
    A.Phase: {A.Phase.TURN: "turno", A.Phase.RECARGA: "Fase de Recarga", A.Phase.ROBO: "Fase de Robo",
        A.Phase.RECONSTRUCCION: "Fase de Reconstrucción", A.Phase.PRINCIPAL1: "Fase Principal 1",
        A.Phase.GUERRILLA: "Fase de Guerrilla", A.Phase.PRINCIPAL2: "Fase Principal 2", A.Phase.FINAL: "Fase Final"},
    A.Turn: {A.Turn.YOURS: "tu turno", A.Turn.OPPONENTS: "turno de tu oponente", A.Turn.EACH: "cada turno"},
    CardEventKind: {CardEventKind.DESTROYED: "destruida", CardEventKind.DAMAGED: "recibe daño",
        CardEventKind.REPAIRED: "recupera PG",
        CardEventKind.EQUIPPED: "equipada", CardEventKind.DEACTIVATED: "desactivada",
        CardEventKind.ACTIVATED: "activada", CardEventKind.DISCARDED: "descartada",
        CardEventKind.TO_TALLER: "enviada al Taller", CardEventKind.TO_SCRAPYARD: "enviada al Depósito de Chatarra",
        CardEventKind.TO_HAND: "devuelta a la mano"},
    A.Role: {A.Role.DEFENDER: "el defensor", A.Role.ATTACKER: "el atacante", A.Role.EITHER: "el atacante o el defensor"},
    PlayerEventKind: {PlayerEventKind.DECLARES: "declara una Guerrilla", PlayerEventKind.DRAWS: "roba",
        PlayerEventKind.DISCARDS: "descarta", PlayerEventKind.ACTIVATES: "activa", PlayerEventKind.EQUIPS: "equipa",
        PlayerEventKind.CLAIMS: "reclama un Botín de Guerra", PlayerEventKind.WINS: "gana una Guerrilla",
        PlayerEventKind.NEGATES: "niega"},
}

#: The words of the fields that hold a plain string (a key of the construct's own table).
STRING_WORDS: dict[tuple[type, str], dict[str, str]] = {
    (A.CostChange, "tag"): TAG_WORDS,
    (A.CarRate, "role"): {"generadores": "Generadores", "gastadores": "Gastadores", "unidad": "la Unidad"},
    (A.CardStat, "kind"): {"": "los que le quedan", "máximos": "PG máximos"},
    (A.BattleDamage, "receiver"): {"atacante": "el atacante", "defensor": "el defensor", "tu": "tu Unidad"},
    (A.BattleChooser, "whose"): {"atacante": "la atacante", "defensor": "la defensora", "tu": "la tuya"},
    (A.BattleChooser, "result"): {"atacante": "negativo", "defensor": "positivo"},
    (A.ThisIs, "state"): THIS_STATES,
    (A.GameMode, "mode"): {"1v1": "1vs1", "2v2": "2vs2", "batalla_real": "Batalla Real"},
    (A.CarMade, "ref"): CAR_MADE_REF_WORDS,
    (A.GameModes, "mode"): {"1v1": "1vs1", "2v2": "2vs2", "batalla_real": "Batalla Real"},
    (A.GameModes, "also"): {"1v1": "1vs1", "2v2": "2vs2", "batalla_real": "Batalla Real"},
    (TheirTurnDuration, "of"): {THAT: "ese piloto", OWNER: "el dueño de la Parte"},
    (TheirTurnEvent, "of"): {THAT: "ese piloto", OWNER: "el dueño de la Parte"},
    (A.OfKind, "kind"): PRINTED_KIND,
    (A.CostChange, "kind"): PRINTED_KIND,
    (A.OfRarity, "rarity"): RARITIES,
    (A.RarityRange, "rarity"): RARITIES,
    (A.ThisEquippedIn, "kind"): PRINTED_KIND,
    (A.Most, "measure"): {measure: measure for measure in MEASURES.values()},
    (A.PerPeriod, "period"): PERIODS,
    (A.ActivatesTagged, "tag"): ABILITY_TAGS,
    (A.SpeedTag, "tag"): {"pasiva": "Pasiva", "normal": "Normal", "relampago": "Relámpago", "guerrilla": "Guerrilla",
                          "disparado": "Disparado"},
    (A.InWindow, "whose"): {"opponent": "de un oponente", "you": "tuyo", "any": "de cualquiera"},
    # a counter's name is the designer's own word (docs/rulings.md 66): shown as written
    (A.PutCounters, "name"): {}, (A.RemoveCounters, "name"): {}, (A.ThisHasCounters, "name"): {},
    (A.CountersOn, "name"): {}, (A.CappedPutCounters, "name"): {},
}

#: Fields shown by a rule of their own instead of «not at the default»: a number that counts in some modes only
#: («una Parte» is exactly 1; «todas las Partes» has no number; «igual al número de …» counts instead).
SHOWN_WHEN: dict[tuple[type, str], Callable[[Any], bool]] = {
    (A.Count, "n"): lambda count: count.kind in (A.CountKind.EXACTLY, A.CountKind.UP_TO, A.CountKind.TOP),
    (A.Amount, "n"): lambda amount: not amount.equal,
}


@dataclass(frozen=True)
class Branch:
    """One line of the tree: a field's label (none for the root and the items of a list), then a construct's
    name or a value, then what is inside."""

    label: str | None
    text: str
    construct: bool  # ``text`` names a construct (not a value)
    children: tuple[Branch, ...] = ()

    @property
    def line(self) -> str:
        if self.label is None:
            return self.text
        return f"{self.label}: {self.text}" if self.text else self.label


def node_name(cls: type) -> str:
    """The Spanish name of a node class: its construct's, or that of the part of a construct it is."""
    construct = catalogue.of(cls)
    return construct.name if construct is not None else NAMES[cls]


def field_label(cls: type, name: str) -> str:
    """The Spanish label of field ``name`` of node class ``cls``."""
    return CLASS_FIELDS.get((cls, name)) or FIELDS[name]


def shown_fields(cls: type) -> tuple[dataclasses.Field, ...]:
    """The fields the tree shows: all but the parser's own (``repr=False``: the span, ``StatChange.bare``)."""
    return tuple(f for f in dataclasses.fields(cls) if f.repr)


def tree(node) -> Branch:
    """The Spanish tree of an ability (or of any node of one)."""
    return _branch(None, node, None)


def _branch(label: str | None, value, owner: tuple[type, str] | None) -> Branch:
    if isinstance(value, KeywordDef):
        return Branch(label, value.name, False)
    if dataclasses.is_dataclass(value):
        cls = type(value)
        children = tuple(_branch(field_label(cls, f.name), getattr(value, f.name), (cls, f.name))
                         for f in shown_fields(cls) if _shown(value, f))
        return Branch(label, node_name(cls), True, children)
    if isinstance(value, tuple):
        return Branch(label, "", False, tuple(_branch(None, item, None) for item in value))
    return Branch(label, _words(value, owner), False)


def _shown(node, f: dataclasses.Field) -> bool:
    """Whether the tree shows field ``f`` of ``node``: by its rule in :data:`SHOWN_WHEN`, else unless
    there is nothing in it or it is at its default."""
    rule = SHOWN_WHEN.get((type(node), f.name))
    if rule is not None:
        return rule(node)
    value = getattr(node, f.name)
    return not (value is None or value == () or (f.default is not dataclasses.MISSING and value == f.default))


def _words(value, owner: tuple[type, str] | None) -> str:
    if isinstance(value, bool):
        return "sí" if value else "no"
    if isinstance(value, Enum):
        return ENUM_WORDS[type(value)][value]
    if isinstance(value, str):
        return STRING_WORDS[owner].get(value, value)
    return str(value)


# --- rendering ---------------------------------------------------------------------------------


def text_lines(branch: Branch) -> list[str]:
    """The tree as text, one line a branch, drawn with tree lines (├─ └─ │)."""
    lines = [branch.line]
    for i, child in enumerate(branch.children):
        last = i == len(branch.children) - 1
        first, *rest = text_lines(child)
        lines.append(("└─ " if last else "├─ ") + first)
        lines.extend(("   " if last else "│  ") + line for line in rest)
    return lines


def to_tree_text(node) -> str:
    """The Spanish tree of ``node`` as text (``nismatch analizar``)."""
    return "\n".join(text_lines(tree(node)))


def analysis(text: str, ability) -> str:
    """What ``nismatch analizar`` prints for ``text``, read as ``ability``: the designer's text, its
    canonical reading (always, also when it is the same) and the tree."""
    return "\n".join([f"Texto: {text}", f"Lectura canónica: {to_text(ability)}", "Estructura analizada:",
                      to_tree_text(ability)])
