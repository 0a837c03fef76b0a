"""Replacement effects: «Si esta Parte fuera a ser destruida, en su lugar …» (a Pasiva that does
something else instead of an event) and «… envíala a la Zona de Demolición en lugar de al Depósito
de Chatarra» (an effect whose cards go elsewhere). Rulebook 3.3, 4.2, 2②, 5.3.3; docs/rulings.md 45.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Destination, Node, Noun, Place, Replaced
from .effects_cards import DEST_WORDS, YOUR_ARSENAL
from .effects_parts import with_pronoun
from .selection import It, Target, ThisCard
from .turns import PerTurn
from .damage_changes import DamageChange

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide, Resolution


REPLACED_WORDS = {Replaced.DESTROYED: "fuera a ser destruida", Replaced.DAMAGED: "fuera a recibir daño",
                  Replaced.SCRAPPED: "fuera a ir al Depósito de Chatarra"}


class DamageOrigin(str, Enum):
    """Where the damage a replacement is about comes from («… fuera a recibir daño de una Guerrilla»)."""

    BATTLE = "de una Guerrilla"
    ABILITY = "de una habilidad"
    SUPPORT = "de una Carta de Apoyo"
    CARD = "de una habilidad o Carta de Apoyo"
#: The words the printer puts before the effect of a replacement.
INSTEAD = "en su lugar"


@construct(
    "requisito", "Reemplazo",
    grammar="replacements/replace_when.lark",
    summary="«Si <selección> fuera a ser destruida, en su lugar <efecto>» (o «… fuera a recibir daño, …»; con «;» o "
            "con «,», y «en su lugar» o «en lugar de eso» delante o al final del efecto): una Pasiva que cambia un "
            "suceso por otro. Cuando una Parte que cumple la selección fuera a quedar destruida (o a recibir daño), "
            "no lo hace: en su lugar se hace el efecto, al instante, sin subir a las marchas ni dejar responder; el "
            "pronombre («envíala», «repárale») nombra esa Parte. Una destrucción reemplazada no ha pasado: no da "
            "Botín (2②), no cuenta para la Reconstrucción (5.3.3) y no hace saltar «Cuando … sea destruida»; si la "
            "Parte sigue en la Unidad o en un Taller con tanto daño como PG, se queda con 1 PG (4.2). "
            "Vale mientras la Parte que la lleva está equipada y activa (3.3, 4.1.2); cada reemplazo se aplica una "
            "vez a cada suceso, y no a lo que hace su propio efecto (docs/rulings.md 45). Solo en una Pasiva; en "
            "otra etiqueta, `nismatch validar` dice: un reemplazo («Si … fuera a …, en su lugar …») es una habilidad "
            "Pasiva. Su efecto no puede pedir que se elija nada: un reemplazo no puede pedir que se elija nada.",
    examples=(
        ("Si esta Parte fuera a ser destruida, en su lugar muévela al Taller",
         "Cuando esta Parte, equipada y activa, fuera a quedar destruida, va a un Taller libre con 1 PG; no "
         "da Botín ni cuenta para tu Reconstrucción (docs/rulings.md 45)."),
        ("Si otra Parte tuya fuera a ser destruida, en su lugar repárale 2 PG",
         "Protege a tus otras Partes: la que fuera a quedar destruida pierde 2 puntos de daño y sigue equipada, "
         "siempre con 1 PG por lo menos (docs/rulings.md 45)."),
        ("Si esta Parte fuera a recibir daño, en su lugar desactívala",
         "El daño no llega a esta Parte, ni de una habilidad ni de una Guerrilla: en su lugar queda desactivada, y "
         "como una Parte desactivada no usa sus habilidades (4.1.2), el siguiente daño ya la alcanza."),
    ),
)
@dataclass(frozen=True)
class ReplaceWhen(Node):
    """«Si <subject> fuera a …»: the event a Pasiva replaces with its effect («en su lugar …»); for damage, only
    that ``origin``'s, and with ``by_opponent`` only an opponent's (or, for a destruction, by an opponent);
    ``per_turn`` replacements a turn at most («Una vez por turno, si …», «La primera vez en cada turno que …»)."""

    subject: Target
    event: Replaced
    origin: DamageOrigin | None = None
    by_opponent: bool = False
    per_turn: int | None = None

    def text(self, ctx) -> str:
        words = REPLACED_WORDS[self.event]
        if self.origin is not None:
            words += f" {self.origin.value}"
        if self.by_opponent:
            words += " por un oponente" if self.event is Replaced.DESTROYED else " de un oponente"
        head = "Si"
        if self.per_turn is not None:
            head = f"{PerTurn(self.per_turn).text(ctx).capitalize()}, si"
        return f"{head} {self.subject.text(ctx)} {words}"

    def covers(self, g: GameSide, owner: int, source: int, inst: int, by: int = -2, origin: int = -2) -> bool:
        """Engine: whether this replacement of ``source`` (on ``owner``'s Unidad) is about card ``inst``, for an
        event ``by`` a pilot, done by the card ``origin`` (-1: a Guerrilla; -2: not known, as for the bot)."""
        if isinstance(self.subject, ThisCard):
            if inst != source:
                return False
        elif not g.fits(self.subject, owner, source, inst):
            return False
        if self.by_opponent and by != -2 and (by < 0 or not g.is_opponent(by, owner)):
            return False
        return self.origin is None or origin == -2 or self._from(g, origin)

    def _from(self, g: GameSide, origin: int) -> bool:
        """Whether damage done by ``origin`` (a card, or -1 for a Guerrilla) is of this replacement's origin."""
        if self.origin is DamageOrigin.BATTLE:
            return origin == -1
        if origin < 0:
            return False
        if self.origin is DamageOrigin.CARD:
            return True
        return g.cards[origin].is_part == (self.origin is DamageOrigin.ABILITY)


@builds("replace_when")
def _replace_when(children):
    parts = [c for c in children if not hasattr(c, "start_pos")]
    limit = next((c.times for c in parts if isinstance(c, PerTurn)), None)
    subject = next(c for c in parts if isinstance(c, Node) and not isinstance(c, PerTurn))
    event, origin, by_opponent = next(c for c in parts if isinstance(c, tuple))
    return ReplaceWhen(subject, event, origin, by_opponent, limit)


@builds("first_time")
def _first_time(children):
    return PerTurn(1)


@builds("ev_destroyed")
def _ev_destroyed(children):
    return Replaced.DESTROYED, None, any(c == "opponent" for c in children)


@builds("ev_damaged")
def _ev_damaged(children):
    origin = next((c for c in children if isinstance(c, tuple)), (None, False))
    return (Replaced.DAMAGED, *origin)


@builds("ev_scrapped")
def _ev_scrapped(children):
    return Replaced.SCRAPPED, None, False


@builds("destroyer")
def _destroyer(children):
    return "opponent"


@builds("damage_origin")
def _damage_origin(children):
    kind = next((c for c in children if isinstance(c, DamageOrigin)), None)
    return kind, any(c == "opponent" for c in children)


@builds("by_opponent")
def _by_opponent(children):
    return "opponent"


@builds("origin_battle")
def _origin_battle(children):
    return DamageOrigin.BATTLE


@builds("origin_ability")
def _origin_ability(children):
    return DamageOrigin.ABILITY


@builds("origin_support")
def _origin_support(children):
    return DamageOrigin.SUPPORT


@builds("origin_card")
def _origin_card(children):
    return DamageOrigin.CARD


@construct(
    "efecto", "Enviar a otra zona en lugar de al Depósito de Chatarra",
    grammar="replacements/elsewhere.lark",
    summary="«<efecto> y envíala a la Zona de Demolición en lugar de al Depósito de Chatarra» (o «a la mano de su "
            "dueño», «en el fondo del Arsenal de su dueño»…): las cartas que el efecto de justo antes («destrúyela», "
            "«hazle N puntos de daño», «descártala») fuera a enviar al Depósito de Chatarra van a esa otra zona. "
            "Siguen siendo destruidas: dan Botín (2②), cuentan para la Reconstrucción (5.3.3) y hacen saltar "
            "«Cuando … sea destruida», pero no «… sea enviada al Depósito de Chatarra» (docs/rulings.md 45). Sin un "
            "efecto así delante, `nismatch validar` dice: «en lugar de al Depósito de Chatarra» cambia adónde van "
            "las cartas que destruye o descarta el efecto de justo antes.",
    examples=(
        ("CAR 3 | Selecciona una Parte de tu oponente dañada; destrúyela y envíala a la Zona de Demolición en lugar "
         "de al Depósito de Chatarra",
         "La Parte elegida queda destruida (reclamas su Botín, 2②) pero no va al Depósito de Chatarra de tu "
         "oponente, sino a su Zona de Demolición, de donde casi nada vuelve (2⑤)."),
        ("CAR 2 | Selecciona una Parte de tu oponente; hazle 3 puntos de daño y envíala a la Zona de Demolición en "
         "lugar de al Depósito de Chatarra",
         "Si los 3 puntos de daño la destruyen, va a la Zona de Demolición; si no, se queda con su daño."),
        ("CAR 1 | Selecciona una Parte tuya; destrúyela y devuélvela a la mano de su dueño en lugar de al Depósito de "
         "Chatarra",
         "Tu Parte cuenta como destruida para tu Reconstrucción (5.3.3) y vuelve a tu mano en vez de perderse."),
    ),
)
@dataclass(frozen=True)
class MoveInstead(Node):
    """«envíala <dest> en lugar de al Depósito de Chatarra»: where the cards of the effect before go instead."""

    accepts = ((Noun.CARD, Noun.PART, Noun.SUPPORT), tuple(Place))

    dest: Destination
    your_arsenal: bool = False
    target: Target = It()

    def text(self, ctx) -> str:
        pronoun, _verb, where = DEST_WORDS[self.dest]
        if self.your_arsenal:
            where = YOUR_ARSENAL["top" if self.dest is Destination.ARSENAL_TOP else "bottom"]
        return f"{with_pronoun(pronoun, ctx)} {where} en lugar de al Depósito de Chatarra"

    def bot_value(self, ev: Estimate, it) -> float:
        """Greedy bot: an enemy's card in the Zona de Demolición is out of reach for good; a little more."""
        return 0.2 * len(it) if self.dest is Destination.DEMOLITION else 0.0

    def run(self, g: GameSide, r: Resolution) -> None:
        """Engine: the effect before is over, and so is the redirection :class:`RedirectOn` set up for it."""
        g.redirect = None


@dataclass(frozen=True)
class RedirectOn(Node):
    """Engine only: put before the effect a :class:`MoveInstead` follows, from then until the MoveInstead runs,
    cards going to the Depósito de Chatarra go to ``dest`` instead (a game field, so a choice may come between)."""

    dest: Destination

    def text(self, ctx) -> str:
        return ""

    def run(self, g: GameSide, r: Resolution) -> None:
        g.redirect = self.dest


#: The effects whose cards can go to the Depósito de Chatarra, which «en lugar de al Depósito de Chatarra» follows.
SENDS_TO_SCRAPYARD = ("Destroy", "Damage", "Discard")


def with_redirects(effects: tuple) -> tuple:
    """Engine: ``effects`` with a :class:`RedirectOn` before each effect a :class:`MoveInstead` follows."""
    if not any(type(e) is MoveInstead for e in effects):
        return effects
    out = []
    for i, e in enumerate(effects):
        after = effects[i + 1] if i + 1 < len(effects) else None
        if type(after) is MoveInstead and type(e).__name__ in SENDS_TO_SCRAPYARD:
            out.append(RedirectOn(after.dest))
        out.append(e)
    return tuple(out)


@builds("move_instead")
def _move_instead(children):
    dest, yours = next(c for c in children if isinstance(c, tuple))
    return MoveInstead(dest, yours)


def _as_replacement(children, change: DamageChange):
    parts = [c for c in children if not hasattr(c, "start_pos")]
    subject = next(c for c in parts if isinstance(c, Node))
    origin, by_opponent = next((c for c in parts if isinstance(c, tuple)), (None, False))
    return ReplaceWhen(subject, Replaced.DAMAGED, origin, by_opponent), change


@builds("state_none")
def _state_none(children):
    return _as_replacement(children, DamageChange())


@builds("state_less")
def _state_less(children):
    n = next(c for c in children if isinstance(c, int) and not hasattr(c, "start_pos"))
    return _as_replacement([c for c in children if c is not n], DamageChange(less=n))


@builds("ability_state")
def _ability_state(children):
    from .ability import Ability

    replace, change = next(c for c in children if isinstance(c, tuple))
    return Ability(None, (replace,), change)
