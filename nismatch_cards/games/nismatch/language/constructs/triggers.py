"""Triggers: the event that puts a Disparado ability on the marchas (rulebook 3.3).

An event on cards («Cuando una Parte de tu oponente sea destruida»), on a pilot («Cuando tu
oponente declare una Guerrilla», «Cuando robes una carta») or a moment of the turn («Al comienzo
de tu turno», «Al final de la Fase de Guerrilla»).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..catalogue import builds, construct
from ..nodes import Activatable, CountKind, Node, Noun, Phase, Player, Turn
from .conditions import ACTIVATABLE_WORDS, PLAYER_WORDS
from .selection import Count, Selection, Target, ThisCard

GRAMMAR = """
?trigger: "cuando" event
       | ("al comienzo de" | "al inicio de" | "al comienzo del" | "al inicio del") moment -> at_start
       | ("al final de" | "al final del") moment           -> at_end

?event: selection ("sea" | "es") card_happening            -> card_event
      | selection ("reciba" | "recibe") "dano"             -> card_damaged
      | "equipes" selection                                -> you_equip
      | player player_event                                -> player_event
      | you_event                                          -> you_event

!card_happening: "destruida" | "destruido" | "danada" | "danado" | "equipada" | "desactivada" | "activada"
           | "descartada" | "enviada al taller" | "enviada al deposito de chatarra" | "devuelta a la mano"

?player_event: ("declare" | "declara") UNA "guerrilla"        -> pe_declare
             | ("robe" | "roba") UNA "carta"                  -> pe_draw
             | ("descarte" | "descarta") UNA "carta"          -> pe_discard
             | ("active" | "activa") activatable               -> pe_activate
             | ("equipe" | "equipa") UNA "parte"               -> pe_equip
             | ("reclame" | "reclama") UNA "botin de guerra"   -> pe_claim
?you_event: "declares" UNA "guerrilla"                        -> pe_declare
          | "robes" UNA "carta"                               -> pe_draw
          | "descartes" UNA "carta"                           -> pe_discard
          | "actives" activatable                              -> pe_activate
          | "reclames" UNA "botin de guerra"                  -> pe_claim

moment: "tu" "turno"                                 -> m_your_turn
      | "cada" "turno"                               -> m_each_turn
      | "el"? "turno" "de tu oponente"               -> m_opponent_turn
      | "tu" phase_name                              -> m_your_phase
      | "la" phase_name                              -> m_each_phase
      | "la" phase_name "de tu oponente"             -> m_opponent_phase
!phase_name: "fase de recarga" | "fase de robo" | "fase de reconstruccion" | "fase principal 1"
           | "fase principal 2" | "fase de guerrilla" | "fase final"
"""


class CardEventKind(str, Enum):
    DESTROYED = "destruida"
    DAMAGED = "danada"
    EQUIPPED = "equipada"
    DEACTIVATED = "desactivada"
    ACTIVATED = "activada"
    DISCARDED = "descartada"
    TO_TALLER = "enviada_al_taller"
    TO_SCRAPYARD = "enviada_al_deposito_de_chatarra"
    TO_HAND = "devuelta_a_la_mano"


class PlayerEventKind(str, Enum):
    DECLARES = "declara_guerrilla"
    DRAWS = "roba"
    DISCARDS = "descarta"
    ACTIVATES = "activa"
    EQUIPS = "equipa"
    CLAIMS = "reclama_botin"


CARD_EVENTS = {
    "destruida": CardEventKind.DESTROYED, "destruido": CardEventKind.DESTROYED, "danada": CardEventKind.DAMAGED,
    "danado": CardEventKind.DAMAGED, "equipada": CardEventKind.EQUIPPED, "desactivada": CardEventKind.DEACTIVATED,
    "activada": CardEventKind.ACTIVATED, "descartada": CardEventKind.DISCARDED,
    "enviada al taller": CardEventKind.TO_TALLER, "enviada al deposito de chatarra": CardEventKind.TO_SCRAPYARD,
    "devuelta a la mano": CardEventKind.TO_HAND,
}
CARD_EVENT_WORDS = {
    CardEventKind.DESTROYED: "sea destruida", CardEventKind.EQUIPPED: "sea equipada",
    CardEventKind.DEACTIVATED: "sea desactivada", CardEventKind.ACTIVATED: "sea activada",
    CardEventKind.DISCARDED: "sea descartada", CardEventKind.TO_TALLER: "sea enviada al Taller",
    CardEventKind.TO_SCRAPYARD: "sea enviada al Depósito de Chatarra",
    CardEventKind.TO_HAND: "sea devuelta a la mano",
}
PHASES = {"fase de recarga": Phase.RECARGA, "fase de robo": Phase.ROBO,
          "fase de reconstruccion": Phase.RECONSTRUCCION, "fase principal 1": Phase.PRINCIPAL1,
          "fase principal 2": Phase.PRINCIPAL2, "fase de guerrilla": Phase.GUERRILLA, "fase final": Phase.FINAL}
PHASE_WORDS = {Phase.RECARGA: "Fase de Recarga", Phase.ROBO: "Fase de Robo",
               Phase.RECONSTRUCCION: "Fase de Reconstrucción", Phase.PRINCIPAL1: "Fase Principal 1",
               Phase.PRINCIPAL2: "Fase Principal 2", Phase.GUERRILLA: "Fase de Guerrilla", Phase.FINAL: "Fase Final"}


@construct(
    "disparador", "Cuando le pasa algo a una carta",
    grammar=GRAMMAR,
    summary="«Cuando <selección> sea destruida | dañada | equipada | desactivada | activada | descartada | "
            "enviada al Taller | enviada al Depósito de Chatarra | devuelta a la mano»; también «Cuando esta "
            "Parte reciba daño» y «Cuando equipes esta Parte». La selección dice de quién: «esta Parte», «una "
            "Parte de tu oponente», «otra Parte tuya de tipo Brazo»…",
    examples=(
        "Cuando esta Parte sea destruida; roba una carta",
        "Cuando una Parte de tu oponente sea destruida; gana 1 CAR",
        "Cuando otra Parte tuya reciba daño; Selecciona una Parte de tu oponente; hazle 1 punto de daño",
        "CAR 2 | Cuando equipes esta Parte; Selecciona hasta 2 Partes de tu oponente de tipo Pierna; hazles 2 puntos de daño",
        "Cuando una Parte tuya sea enviada al Taller; repárale 1 PG",
    ),
)
@dataclass(frozen=True)
class CardEvent(Node):
    subject: Target
    event: CardEventKind

    def text(self, ctx) -> str:
        subject = self.subject.text(ctx)
        if self.event is CardEventKind.DAMAGED:
            return f"Cuando {subject} reciba daño"
        if self.event is CardEventKind.EQUIPPED and isinstance(self.subject, ThisCard):
            return f"Cuando equipes {subject}"
        return f"Cuando {subject} {CARD_EVENT_WORDS[self.event]}"

    @property
    def key(self):
        """What the engine watches for this trigger."""
        return self.event

    def matches(self, g, owner: int, source: int, kind, card: int, player: int, what) -> bool:
        """Engine: whether an event on ``card`` fires the ability of ``source`` (owned by ``owner``)."""
        if kind is not self.event or card < 0:
            return False
        if isinstance(self.subject, ThisCard):
            return card == source
        return g.fits(self.subject, owner, source, card, anywhere=True)


@builds("card_event")
def _card_event(children):
    subject, *_, kind = children
    return CardEvent(subject, kind)


@builds("card_happening")
def _card_happening(children):
    return CARD_EVENTS[str(children[0])]


@builds("card_damaged")
def _card_damaged(children):
    return CardEvent(children[0], CardEventKind.DAMAGED)


@builds("you_equip")
def _you_equip(children):
    """«Cuando equipes esta Parte» is about the card; «Cuando equipes una Parte», about you."""
    subject = children[-1]
    if subject == _ANY_PART:
        return PlayerEvent(Player.YOU, PlayerEventKind.EQUIPS)
    return CardEvent(subject, CardEventKind.EQUIPPED)


PLAYER_EVENT_WORDS = {  # (third person, second person)
    PlayerEventKind.DECLARES: ("declare una Guerrilla", "declares una Guerrilla"),
    PlayerEventKind.DRAWS: ("robe una carta", "robes una carta"),
    PlayerEventKind.DISCARDS: ("descarte una carta", "descartes una carta"),
    PlayerEventKind.EQUIPS: ("equipe una Parte", "equipes una Parte"),
    PlayerEventKind.CLAIMS: ("reclame un Botín de Guerra", "reclames un Botín de Guerra"),
}


@construct(
    "disparador", "Cuando un piloto hace algo",
    grammar="",
    summary="«Cuando <piloto> declare una Guerrilla | robe una carta | descarte una carta | active una "
            "habilidad | active una Carta de Apoyo | equipe una Parte | reclame un Botín de Guerra». El piloto "
            "es «tu oponente», «tu compañero» o «cada piloto»; para ti, en segunda persona: «Cuando robes una "
            "carta». Una habilidad disparada por la activación de un oponente sube encima de esa marcha, y aún "
            "se puede responder a las dos (4.7.1.2).",
    examples=(
        "Cuando tu oponente declare una Guerrilla; tu Unidad gana +1 DEF hasta el final del turno",
        "CAR 1 | Cuando tu oponente active una Carta de Apoyo; roba una carta",
        "Cuando robes una carta; gana 1 CAR",
    ),
)
@dataclass(frozen=True)
class PlayerEvent(Node):
    player: Player
    event: PlayerEventKind
    what: Activatable | None = None  # for ACTIVATES

    def text(self, ctx) -> str:
        you = self.player is Player.YOU
        if self.event is PlayerEventKind.ACTIVATES:
            verb = ("actives " if you else "active ") + ACTIVATABLE_WORDS[self.what]
        else:
            verb = PLAYER_EVENT_WORDS[self.event][1 if you else 0]
        return f"Cuando {verb}" if you else f"Cuando {PLAYER_WORDS[self.player]} {verb}"

    @property
    def key(self):
        return self.event

    def matches(self, g, owner: int, source: int, kind, card: int, player: int, what) -> bool:
        """Engine: whether ``player`` doing ``kind`` fires the ability of ``source``."""
        if kind is not self.event or player < 0 or player not in g.players(self.player, owner):
            return False
        return self.what is None or self.what is Activatable.EITHER or what is self.what


@builds("player_event")
def _player_event(children):
    player, (kind, what) = children
    return PlayerEvent(player, kind, what)


@builds("you_event")
def _you_event(children):
    kind, what = children[0]
    return PlayerEvent(Player.YOU, kind, what)


def _player_kind(kind):
    def build(children):
        what = next((c for c in children if isinstance(c, Activatable)), None)
        return kind, what
    return build


builds("pe_declare")(_player_kind(PlayerEventKind.DECLARES))
builds("pe_draw")(_player_kind(PlayerEventKind.DRAWS))
builds("pe_discard")(_player_kind(PlayerEventKind.DISCARDS))
builds("pe_activate")(_player_kind(PlayerEventKind.ACTIVATES))
builds("pe_equip")(_player_kind(PlayerEventKind.EQUIPS))
builds("pe_claim")(_player_kind(PlayerEventKind.CLAIMS))


@construct(
    "disparador", "Al comienzo o al final de un turno o una fase",
    grammar="",
    summary="«Al comienzo de tu turno», «Al final de tu turno», «Al comienzo del turno de tu oponente», «Al "
            "comienzo de cada turno», «Al comienzo de tu Fase de Guerrilla», «Al final de la Fase de Guerrilla» "
            "(la de cualquier turno). «inicio» y «comienzo» son lo mismo (5.3.1).",
    examples=(
        "Al comienzo de tu turno; haz 1 punto de daño a esta Parte y gana 1 CAR",
        "Al final de tu turno; Si esta Parte está dañada; repara 2 PG a esta Parte",
        "Al comienzo de tu Fase de Guerrilla; tu Unidad gana +1 FUE hasta el final del turno",
        "Al comienzo del turno de tu oponente; roba una carta",
    ),
)
@dataclass(frozen=True)
class PhaseEvent(Node):
    start: bool
    phase: Phase
    turn: Turn

    def text(self, ctx) -> str:
        head = "Al comienzo" if self.start else "Al final"
        if self.phase is Phase.TURN:
            place = {Turn.YOURS: "de tu turno", Turn.EACH: "de cada turno",
                     Turn.OPPONENTS: "del turno de tu oponente"}[self.turn]
            return f"{head} {place}"
        name = PHASE_WORDS[self.phase]
        place = {Turn.YOURS: f"de tu {name}", Turn.EACH: f"de la {name}",
                 Turn.OPPONENTS: f"de la {name} de tu oponente"}[self.turn]
        return f"{head} {place}"

    @property
    def key(self):
        return (self.start, self.phase)

    def matches(self, g, owner: int, source: int, kind, card: int, player: int, what) -> bool:
        """Engine: whether the start or end of a turn or phase of the active pilot fires the ability."""
        if kind != (self.start, self.phase):
            return False
        if self.turn is Turn.YOURS:
            return g.active == owner
        return self.turn is Turn.EACH or g.is_opponent(owner, g.active)


@builds("at_start")
def _at_start(children):
    phase, turn = children[-1]
    return PhaseEvent(True, phase, turn)


@builds("at_end")
def _at_end(children):
    phase, turn = children[-1]
    return PhaseEvent(False, phase, turn)


@builds("m_your_turn")
def _m_your_turn(children):
    return Phase.TURN, Turn.YOURS


@builds("m_each_turn")
def _m_each_turn(children):
    return Phase.TURN, Turn.EACH


@builds("m_opponent_turn")
def _m_opponent_turn(children):
    return Phase.TURN, Turn.OPPONENTS


@builds("m_your_phase")
def _m_your_phase(children):
    return children[-1], Turn.YOURS


@builds("m_each_phase")
def _m_each_phase(children):
    return children[-1], Turn.EACH


@builds("m_opponent_phase")
def _m_opponent_phase(children):
    return next(c for c in children if isinstance(c, Phase)), Turn.OPPONENTS


@builds("phase_name")
def _phase_name(children):
    return PHASES[str(children[0])]


TRIGGERS = (CardEvent, PlayerEvent, PhaseEvent)
_ANY_PART = Selection(Noun.PART, Count(CountKind.EXACTLY, 1))
