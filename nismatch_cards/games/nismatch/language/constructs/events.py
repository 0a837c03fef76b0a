"""Events that fire a Disparado and say more than «what happened to a card» (rulebook 3.3, issue 26): who
destroyed it («Cuando destruyas una Parte de tu oponente»), where a Parte was equipped from («Cuando equipes
una Parte desde un Taller») and against whom a Guerrilla is declared («Cuando tu oponente te declare una
Guerrilla»), or what the damage left («Cuando esta Parte reciba daño y no sea destruida»). Each is a :class:`CardEvent` or :class:`PlayerEvent` with one more thing to match, so the
pronouns, the checks and the engine read it as the event it refines.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Op, Place, Player
from .amounts import Comparison
from .conditions import PLAYER_WORDS
from .triggers import CardEvent, CardEventKind, PlayerEvent, PlayerEventKind

if TYPE_CHECKING:
    from ..seam import GameSide


ORIGIN_WORDS = {Place.HAND: "tu mano", Place.TALLER: "un Taller"}


@construct(
    "disparador", "Cuando un piloto destruye una carta",
    grammar="events.lark",
    summary="«Cuando destruyas <selección>» (tú) o «Cuando tu oponente destruya <selección>»: salta cuando ese piloto "
            "destruye la carta, con el daño de una Guerrilla, con el daño o el «destrúyela» de una habilidad suya "
            "(4.2, 5.3.5). Destruye quien controla la habilidad o gana la batalla; enviar al Depósito de Chatarra no es "
            "destruir (docs/rulings.md 8), ni la Parte que se queda sin sitio al equipar otra. El efecto nombra la "
            "carta destruida con un pronombre («hazle», «devuélvela»).",
    examples=(
        ("Cuando destruyas una Parte de tu oponente; roba una carta",
         "Cada Parte de un oponente que destruyes, en la Guerrilla o con una habilidad, te da una carta, además del "
         "Botín de Guerra (2②)."),
        ("Cuando tu oponente destruya una Parte tuya; gana 1 CAR",
         "Salta cuando un oponente destruye una de tus Partes; no si la destruyes tú (docs/rulings.md 66)."),
    ),
)
@dataclass(frozen=True)
class DestroyedBy(CardEvent):
    """A :class:`CardEvent` of kind DESTROYED that only ``by`` may cause."""

    by: Player = Player.YOU

    def text(self, ctx) -> str:
        subject = self.subject.text(ctx)
        if self.by is Player.YOU:
            return f"Cuando destruyas {subject}"
        return f"Cuando {PLAYER_WORDS[self.by]} destruya {subject}"

    def named_opponent(self, player: int) -> int:
        """«Cuando tu oponente destruya …; … tu oponente …»: the pilot who destroyed it."""
        return player if self.by is Player.OPPONENT else -1

    def matches(self, g: GameSide, owner: int, source: int, kind, card: int, player: int, what) -> bool:
        return player >= 0 and player in g.players(self.by, owner) and \
            CardEvent.matches(self, g, owner, source, kind, card, player, what)


@construct(
    "disparador", "Cuando equipas una Parte desde un sitio",
    summary="«Cuando equipes <selección> desde tu mano | desde un Taller»: como «Cuando equipes …», pero solo si la "
            "Parte venía de ese sitio: de la mano (jugada en tu Fase Principal o por un efecto, 5.3.4) o de uno de "
            "tus Talleres (5.3.4). Equipada desde el Arsenal o el Depósito de Chatarra por un efecto, o en la "
            "Reconstrucción, no salta.",
    examples=(
        ("Cuando equipes esta Parte desde tu mano; roba una carta",
         "Al jugarla de la mano robas una carta; si vuelve a equiparse desde un Taller, no."),
        ("Cuando equipes una Parte desde un Taller; tu Unidad gana +1 VEL hasta el final del turno",
         "Cada vez que equipas una Parte reparada desde uno de tus Talleres, tu Unidad tiene 1 VEL más ese turno."),
    ),
)
@dataclass(frozen=True)
class EquippedFrom(CardEvent):
    """A :class:`CardEvent` of kind EQUIPPED, by you, of a Parte that came from ``origin``."""

    origin: Place = Place.HAND

    def text(self, ctx) -> str:
        return f"Cuando equipes {self.subject.text(ctx)} desde {ORIGIN_WORDS[self.origin]}"

    def matches(self, g: GameSide, owner: int, source: int, kind, card: int, player: int, what) -> bool:
        """The engine says where the Parte came from in ``what`` (a :class:`Place`)."""
        return what is self.origin and player == owner and \
            CardEvent.matches(self, g, owner, source, kind, card, player, what)


@construct(
    "disparador", "Cuando te declaran una Guerrilla",
    summary="«Cuando tu oponente te declare una Guerrilla» (o «declare una Guerrilla contra ti») y «Cuando tu "
            "oponente declare una Guerrilla contra tu compañero»: como «Cuando tu oponente declare una Guerrilla», "
            "pero solo si el defensor es quien dice (5.3.5). En el resto de la habilidad, «tu oponente» es el "
            "atacante.",
    examples=(
        ("Cuando tu oponente te declare una Guerrilla; tu Unidad gana +2 DEF hasta el final del turno",
         "Salta al declararla contra ti, antes de la batalla: tu Unidad defiende con 2 DEF más (5.3.5)."),
        ("Cuando tu oponente declare una Guerrilla contra tu compañero; Selecciona una Parte de tu oponente; hazle 1 "
         "punto de daño",
         "En 2vs2, cuando atacan a tu compañero, haces 1 punto de daño a una Parte del atacante antes de la "
         "batalla."),
    ),
)
@dataclass(frozen=True)
class DeclaredAgainst(PlayerEvent):
    """A :class:`PlayerEvent` of kind DECLARES whose defender is ``against``."""

    against: Player = Player.YOU

    def text(self, ctx) -> str:
        if self.against is Player.YOU:
            return f"Cuando {PLAYER_WORDS[self.player]} te declare una Guerrilla"
        return f"Cuando {PLAYER_WORDS[self.player]} declare una Guerrilla contra {PLAYER_WORDS[self.against]}"

    def matches(self, g: GameSide, owner: int, source: int, kind, card: int, player: int, what) -> bool:
        return PlayerEvent.matches(self, g, owner, source, kind, card, player, what) and \
            g.guerrilla_target in g.players(self.against, owner)


@construct(
    "disparador", "Cuando una carta recibe daño y sigue en pie",
    summary="«Cuando <selección> reciba daño y no sea destruida»: como «Cuando … reciba daño», pero solo si el daño no "
            "llega a sus PG (4.2): la Parte sigue en su sitio cuando la habilidad salta. El efecto la nombra con un "
            "pronombre.",
    examples=(
        ("Cuando esta Parte reciba daño y no sea destruida; Selecciona una Parte de tu oponente; hazle 1 punto de daño",
         "Si esta Parte aguanta el golpe, de una Guerrilla o de una habilidad, devuelve 1 punto de daño a una Parte de "
         "tu oponente; si el daño la destruye, no salta."),
    ),
)
@dataclass(frozen=True)
class DamagedAndStands(CardEvent):
    """A :class:`CardEvent` of kind DAMAGED whose card is left with PG (the engine fires it before destroying)."""

    def text(self, ctx) -> str:
        return f"Cuando {self.subject.text(ctx)} reciba daño y no sea destruida"

    def matches(self, g: GameSide, owner: int, source: int, kind, card: int, player: int, what) -> bool:
        return CardEvent.matches(self, g, owner, source, kind, card, player, what) and \
            g.damage[card] < g.max_pg(card)


@construct(
    "disparador", "Cuando a una carta le quedan N PG",
    summary="«Cuando <selección> quede con exactamente 1 PG» (o «con 2 o menos PG»): salta cuando el daño deja a la "
            "Parte con esos PG, es decir, sus PG menos su daño (4.2). Solo el daño lo hace saltar, una vez por cada "
            "vez que la daña; una Parte destruida no queda con PG. El efecto la nombra con un pronombre.",
    examples=(
        ("Cuando una Parte de tu oponente quede con exactamente 1 PG; destrúyela",
         "Cada vez que el daño deja una Parte de tu oponente con 1 solo PG, la destruyes (y reclamas su Botín, "
         "2②)."),
    ),
)
@dataclass(frozen=True)
class LeftWithPG(CardEvent):
    """A :class:`CardEvent` of kind DAMAGED whose card is left with ``left`` PG."""

    left: Comparison = Comparison(Op.EXACTLY, 1)

    def text(self, ctx) -> str:
        return f"Cuando {self.subject.text(ctx)} quede con {self.left.text()} PG"

    def matches(self, g: GameSide, owner: int, source: int, kind, card: int, player: int, what) -> bool:
        if not CardEvent.matches(self, g, owner, source, kind, card, player, what):
            return False
        left = g.max_pg(card) - g.damage[card]
        return left > 0 and self.left.test(left)


@construct(
    "disparador", "Cuando una carta recupera PG",
    summary="«Cuando <selección> recupere PG» salta cuando se le quita daño a la Parte: por un efecto («repárale 2 "
            "PG») o en el Taller, en la Fase de Reconstrucción de su dueño (5.3.3, 5.3.4); «… recupere PG en un "
            "Taller», solo mientras está en uno de sus Talleres. Una Parte sin daño no recupera nada y no salta.",
    examples=(
        ("Cuando esta Parte recupere PG en un Taller; roba una carta",
         "Cada Fase de Reconstrucción en que el Taller le quita daño, o un efecto la repara allí, robas una carta "
         "(docs/rulings.md 16: la Parte salta por lo suyo aunque no esté en la Unidad)."),
    ),
)
@dataclass(frozen=True)
class Repaired(CardEvent):
    """A :class:`CardEvent` of kind REPAIRED; ``in_taller``: only in a Taller (the engine says where in ``what``)."""

    in_taller: bool = False

    def text(self, ctx) -> str:
        return f"Cuando {self.subject.text(ctx)} recupere PG" + (" en un Taller" if self.in_taller else "")

    def matches(self, g: GameSide, owner: int, source: int, kind, card: int, player: int, what) -> bool:
        return (not self.in_taller or what is Place.TALLER) and \
            CardEvent.matches(self, g, owner, source, kind, card, player, what)


@builds("repaired")
def _repaired(children):
    return Repaired(children[0], CardEventKind.REPAIRED)


@builds("repaired_in_taller")
def _repaired_in_taller(children):
    return Repaired(children[0], CardEventKind.REPAIRED, True)


@builds("damaged_survives")
def _damaged_survives(children):
    return DamagedAndStands(children[0], CardEventKind.DAMAGED)


@builds("left_with_pg")
def _left_with_pg(children):
    return LeftWithPG(children[0], CardEventKind.DAMAGED, next(c for c in children if isinstance(c, Comparison)))


@builds("left_with_pg_n")
def _left_with_pg_n(children):
    """«quede con 1 PG»: exactly that many."""
    n = next(c for c in children if isinstance(c, int) and not hasattr(c, "start_pos"))
    return LeftWithPG(children[0], CardEventKind.DAMAGED, Comparison(Op.EXACTLY, n))


@builds("you_destroy")
def _you_destroy(children):
    return DestroyedBy(children[-1], CardEventKind.DESTROYED, Player.YOU)


@builds("player_destroys")
def _player_destroys(children):
    return DestroyedBy(children[-1], CardEventKind.DESTROYED, children[0])


@builds("equip_from")
def _equip_from(children):
    subject, origin = children[0], children[-1]
    return EquippedFrom(subject, CardEventKind.EQUIPPED, origin)


@builds("equip_origin")
def _equip_origin(children):
    return Place.HAND if str(children[-1]) == "mano" else Place.TALLER


@builds("declared_on_you")
def _declared_on_you(children):
    return DeclaredAgainst(children[0], PlayerEventKind.DECLARES, None, Player.YOU)


@builds("declared_against")
def _declared_against(children):
    return DeclaredAgainst(children[0], PlayerEventKind.DECLARES, None, children[-1])


@builds("guerrilla_against")
def _guerrilla_against(children):
    return Player.YOU if str(children[0]) == "ti" else Player.TEAMMATE
