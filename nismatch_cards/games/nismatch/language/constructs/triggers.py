"""Triggers: the event that puts a Disparado ability on the marchas (rulebook 3.3).

An event on cards («Cuando una Parte de tu oponente sea destruida»), on a pilot («Cuando tu
oponente declare una Guerrilla», «Cuando robes una carta») or a moment of the turn («Al comienzo
de tu turno», «Al final de la Fase de Guerrilla»).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Activatable, CountKind, Node, Noun, Phase, Player, Turn
from .conditions import ACTIVATABLE_WORDS, PLAYER_WORDS
from .selection import Count, Selection, Target, ThisCard

if TYPE_CHECKING:
    from ..seam import GameSide


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
    REPAIRED = "reparada"  # «Cuando esta Parte recupere PG» (constructs/events.py)


class PlayerEventKind(str, Enum):
    DECLARES = "declara_guerrilla"
    DRAWS = "roba"
    DISCARDS = "descarta"
    ACTIVATES = "activa"
    EQUIPS = "equipa"
    CLAIMS = "reclama_botin"
    WINS = "gana_guerrilla"
    NEGATES = "niega"  # constructs/statics.py: «Cuando tu oponente niegue una de tus habilidades»


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
    CardEventKind.TO_HAND: "sea devuelta a la mano", CardEventKind.REPAIRED: "recupere PG",
}
PHASES = {"fase de recarga": Phase.RECARGA, "fase de robo": Phase.ROBO,
          "fase de reconstruccion": Phase.RECONSTRUCCION, "fase principal 1": Phase.PRINCIPAL1,
          "fase principal 2": Phase.PRINCIPAL2, "fase de guerrilla": Phase.GUERRILLA, "fase final": Phase.FINAL}
PHASE_WORDS = {Phase.RECARGA: "Fase de Recarga", Phase.ROBO: "Fase de Robo",
               Phase.RECONSTRUCCION: "Fase de Reconstrucción", Phase.PRINCIPAL1: "Fase Principal 1",
               Phase.PRINCIPAL2: "Fase Principal 2", Phase.GUERRILLA: "Fase de Guerrilla", Phase.FINAL: "Fase Final"}


@construct(
    "disparador", "Cuando le pasa algo a una carta",
    grammar="triggers.lark",
    summary="El disparador de una Disparado cuando algo le pasa a una carta: «Cuando <selección> sea destruida | "
            "equipada | desactivada | activada | descartada | enviada al Taller | enviada al Depósito de Chatarra | "
            "devuelta a la mano», «Cuando <selección> reciba daño» y «Cuando equipes esta Parte». La selección dice "
            "qué cartas vigila («esta Parte», «una Parte de tu oponente», «otra Parte tuya de tipo Brazo») y el "
            "efecto nombra esa carta con un pronombre («repárale 1 PG»). Vigilan las Partes equipadas y activas "
            "(4.1.2); una Parte salta además por lo que le pasa a ella misma, aunque con ello deje la Unidad o esté "
            "en la mano (docs/rulings.md 16). Cada suceso es el que dice: enviar al Depósito de Chatarra no es "
            "destruir (docs/rulings.md 8). Con un disparador en otra etiqueta, `nismatch validar` dice: solo las "
            "habilidades Disparado tienen disparador; esta es Normal.",
    examples=(
        ("Cuando esta Parte sea destruida; roba una carta",
         "Salta cuando esta Parte, equipada y activa, queda destruida por daño o por un efecto (4.2), pero no si "
         "la envían al Depósito de Chatarra sin destruirla (docs/rulings.md 8)."),
        ("Cuando una Parte de tu oponente sea destruida; gana 1 CAR",
         "Salta con cada Parte de tu oponente destruida, la destruya quien la destruya, también en una Guerrilla "
         "(5.3.5)."),
        ("Cuando otra Parte tuya reciba daño; Selecciona una Parte de tu oponente; hazle 1 punto de daño",
         "Cada vez que otra de tus Partes recibe daño, de una habilidad o de una Guerrilla, eliges una Parte de tu "
         "oponente al subir la habilidad a las marchas y recibe 1 punto de daño."),
        ("CAR 2 | Cuando equipes esta Parte; Selecciona hasta 2 Partes de tu oponente de tipo Pierna; hazles 2 "
         "puntos de daño",
         "Al equiparla (de la mano, del Taller, en la Reconstrucción o por un efecto) puedes pagar 2 CAR y elegir "
         "1 o 2 Piernas de tu oponente, que reciben 2 puntos de daño; sin 2 CAR no salta (docs/rulings.md 16)."),
        ("Cuando una Parte de tu oponente sea equipada; hazle 1 punto de daño",
         "La Parte que equipa tu oponente, de la manera que sea, recibe 1 punto de daño nada más llegar a su "
         "Unidad."),
        ("Cuando una Parte de tu oponente sea desactivada; gana 1 CAR",
         "Salta cuando una Parte de tu oponente queda desactivada, por un efecto, por un coste o por su Carga "
         "negativa (4.1.1)."),
        ("Cuando esta Parte sea activada; roba una carta",
         "Salta cuando un efecto como «actívala» vuelve a activar esta Parte desactivada."),
        ("Cuando esta Parte sea descartada; roba 2 cartas",
         "Salta desde la mano: si descartas esta Parte, como coste o por un efecto, robas 2 cartas "
         "(docs/rulings.md 16)."),
        ("Cuando una Parte tuya sea enviada al Taller; repárale 1 PG",
         "Cuando llevas una de tus Partes a un Taller, en tu Fase Principal o por un efecto, esa Parte recupera "
         "1 PG ya en el Taller (5.3.4)."),
        ("Cuando esta Parte sea enviada al Depósito de Chatarra; roba 2 cartas",
         "Salta cuando un efecto o un coste envía esta Parte, equipada y activa, al Depósito de Chatarra; no "
         "cuando la destruyen, la descartan o la sustituye otra Parte."),
        ("Cuando esta Parte sea devuelta a la mano; gana 2 CAR",
         "Salta cuando un efecto devuelve esta Parte, equipada y activa, a la mano de su dueño."),
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

    def matches(self, g: GameSide, owner: int, source: int, kind, card: int, player: int, what) -> bool:
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
    PlayerEventKind.WINS: ("gane una Guerrilla", "ganes una Guerrilla"),
}


@construct(
    "disparador", "Cuando un piloto hace algo",
    summary="El disparador de una Disparado cuando un piloto hace algo: «Cuando tu oponente declare una Guerrilla "
            "| robe una carta | descarte una carta | active una habilidad | active una Carta de Apoyo | equipe una "
            "Parte | reclame un Botín de Guerra | gane una Guerrilla». Gana una Guerrilla quien hace su daño: el "
            "atacante si su FUE supera la DEF del defensor (o si el defensor no tiene Partes), el defensor si la DEF "
            "es mayor; con empate no gana nadie (5.3.5, docs/rulings.md 41). El piloto es «tu oponente», «tu compañero» o «cada piloto»; para "
            "ti, en segunda persona: «Cuando robes una carta», «Cuando equipes una Parte». Salta una vez por cada "
            "carta robada, descartada o reclamada. La habilidad disparada sube encima de lo que la hizo saltar y se "
            "resuelve antes (4.7.1.2). Sin artículo («Cuando tu oponente declara Guerrilla»), la pista es: falta "
            "«una» antes de «Guerrilla».",
    examples=(
        ("Cuando tu oponente declare una Guerrilla; tu Unidad gana +1 DEF hasta el final del turno",
         "Salta al declararla, antes de la batalla: tu Unidad tiene 1 DEF más en esa Guerrilla y hasta el final "
         "de ese turno (5.3.5, docs/rulings.md 5)."),
        ("CAR 1 | Cuando tu oponente active una Carta de Apoyo; roba una carta",
         "Cuando tu oponente juega una Carta de Apoyo puedes pagar 1 CAR para robar una carta; tu marcha sube "
         "encima de la suya y se resuelve antes (4.7.1.2)."),
        ("Cuando tu oponente active una habilidad; gana 1 CAR",
         "Salta cuando tu oponente activa una habilidad de una Parte, también una Disparado (3.3), y no con sus "
         "Cartas de Apoyo; no vuelve a saltar por lo que ella misma provocó (docs/rulings.md 30)."),
        ("Cuando robes una carta; gana 1 CAR",
         "Salta con cada carta que robas, también en tu Fase de Robo: «roba 2 cartas» te da 2 CAR."),
        ("Cuando tu oponente descarte una carta; roba una carta",
         "Robas una carta por cada carta que descarta tu oponente, como coste o por un efecto, suyo o tuyo."),
        ("Cuando equipes una Parte; gana 1 CAR",
         "Salta cada vez que equipas una Parte: de la mano, desde el Taller, en la Reconstrucción o por un efecto "
         "(5.3.3, 5.3.4)."),
        ("CAR 1 | Cuando tu oponente reclame un Botín de Guerra; roba 2 cartas",
         "Cada vez que tu oponente reclama un Botín puedes pagar 1 CAR para robar 2 cartas."),
        ("Cuando tu compañero equipe una Parte; gana 1 CAR",
         "En 2vs2: salta cuando tu compañero de equipo equipa una Parte."),
        ("Cuando ganes una Guerrilla; roba una carta",
         "Salta cuando ganas una batalla, atacando o defendiendo: después de que la Parte elegida reciba el daño "
         "(5.3.5, docs/rulings.md 41)."),
        ("Cuando tu oponente gane una Guerrilla; Selecciona una Parte tuya dañada; repárale 1 PG",
         "Cuando tu oponente gana una batalla, eliges una de tus Partes con daño (la que acaba de recibirlo, por "
         "ejemplo) y recupera 1 PG."),
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

    def named_opponent(self, player: int) -> int:
        """The pilot that «tu oponente» names in the rest of the ability: the one who did it («Cuando tu
        oponente robe una carta; … tu oponente descarta …»), or -1."""
        return player if self.player is Player.OPPONENT else -1

    def matches(self, g: GameSide, owner: int, source: int, kind, card: int, player: int, what) -> bool:
        """Engine: whether ``player`` doing ``kind`` fires the ability of ``source``."""
        if kind is not self.event or player < 0 or player not in g.players(self.player, owner):
            return False
        return self.what is None or self.what is Activatable.EITHER or what is self.what


@builds("player_event")
def _player_event(children):
    player, (kind, what) = children
    if kind is PlayerEventKind.EQUIPS and what is not None:  # «Cuando tu oponente equipe una Parte de tipo Brazo»
        from .events_more import equipped_by

        return equipped_by(player, what)
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


@builds("pe_equip")
def _pe_equip(children):
    """«equipe una Parte» is the pilot's event; «equipe una Parte de tipo Brazo», the card's (constructs/events_more.py)."""
    subject = children[-1]
    return PlayerEventKind.EQUIPS, (None if subject == _ANY_PART else subject)


builds("pe_claim")(_player_kind(PlayerEventKind.CLAIMS))
builds("pe_win")(_player_kind(PlayerEventKind.WINS))


@construct(
    "disparador", "Al comienzo o al final de un turno o una fase",
    summary="El disparador de una Disparado en un momento del turno: «Al comienzo de tu turno», «Al final de tu "
            "turno», «Al comienzo de cada turno», «Al comienzo del turno de tu oponente», o de una fase: «Al comienzo "
            "de tu Fase de Robo», «Al final de la Fase de Guerrilla» (la de cualquier turno), «Al comienzo de la Fase "
            "de Guerrilla de tu oponente». Las fases son las de 5.3: Recarga, Robo, "
            "Reconstrucción, Principal 1, Guerrilla, Principal 2 y Final. «Al comienzo de tu turno» salta después "
            "de calcular la Recarga, así que la Carga que da se suma a la del turno; «Al final de tu turno» salta al "
            "entrar en la Fase Final, antes de que acaben los efectos «hasta el final del turno». «inicio» y "
            "«comienzo» son lo mismo (5.3.1).",
    examples=(
        ("Al comienzo de tu turno; haz 1 punto de daño a esta Parte y gana 1 CAR",
         "En cada turno tuyo, tras la Recarga, esta Parte recibe 1 punto de daño y ganas 1 CAR para ese turno "
         "(docs/rulings.md 16)."),
        ("Al final de tu turno; Si esta Parte está dañada; repara 2 PG a esta Parte",
         "Al llegar a tu Fase Final, si esta Parte tiene daño, recupera 2 PG; la condición se mira al saltar y al "
         "resolverse (6.1.1)."),
        ("Al comienzo de tu Fase de Guerrilla; tu Unidad gana +1 FUE hasta el final del turno",
         "Al empezar tu Fase de Guerrilla, antes de declarar, tu Unidad gana 1 FUE para la batalla de ese turno "
         "(5.3.5)."),
        ("Al comienzo del turno de tu oponente; roba una carta",
         "Robas una carta al empezar cada turno de un oponente, antes de su Fase de Robo."),
        ("Al comienzo de cada turno; gana 1 CAR",
         "Salta al empezar todos los turnos, tuyos y ajenos; la Carga que ganas en el turno de otro te sirve para "
         "responder con Relámpago (4.6.2)."),
        ("Al final de la Fase de Guerrilla; Si esta Parte está dañada; repara 1 PG a esta Parte",
         "«la Fase de Guerrilla» es la de cualquier turno: cuando acaba, haya habido batalla o no, esta Parte "
         "recupera 1 PG si tiene daño."),
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

    def named_opponent(self, player: int) -> int:
        """«Al comienzo del turno de tu oponente; … tu oponente …»: that turn's pilot, or -1."""
        return player if self.turn is Turn.OPPONENTS else -1

    def matches(self, g: GameSide, owner: int, source: int, kind, card: int, player: int, what) -> bool:
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
