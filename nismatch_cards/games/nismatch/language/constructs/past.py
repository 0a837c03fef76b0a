"""Conditions about what happened this turn: «si esta Parte no recibió daño este turno», «si destruiste una Parte
este turno», «si tu oponente activó una Carta de Apoyo este turno» (rulebook 4.2, 4.7, 5.3; docs/rulings.md 47).

The engine keeps what they read in ``Game.this_turn`` (``Units.record_turn``), emptied when a turn starts, and
only in games where a card has one of these conditions (``Game.any_past``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Activatable, Node, Op, Player
from .amounts import Comparison
from .conditions import ACTIVATABLE_WORDS, PLAYER_WORDS

if TYPE_CHECKING:
    from ..seam import GameSide


#: What ``Game.this_turn`` counts, by key: ``(DESTROYED, pilot)``, ``(ACTIVATED, pilot, support)``, and a card's
#: instance for the damage it received.
DESTROYED, ACTIVATED, SPENT = "destruidas", "activadas", "gastada"


@construct(
    "condición", "Lo que pasó este turno",
    grammar="past.lark",
    summary="Lo que ya pasó en el turno en curso, sea de quien sea: «Si esta Parte recibió daño este turno» (o «no "
            "recibió»), «Si destruiste una Parte este turno» (o «… 2 o más Partes …», «Si no destruiste ninguna "
            "Parte …», «Si tu oponente destruyó …»), «Si activaste una habilidad este turno», «Si tu oponente activó "
            "(o jugó) una Carta de Apoyo este turno» (o «… una habilidad», «… una habilidad o Carta de Apoyo», o con "
            "«no»; «Si no activaste ninguna habilidad este turno»), «Si no gastaste Carga este turno» (o «Si no has "
            "gastado Carga»: pagar un coste de CAR mayor que 0, docs/rulings.md 143). Cuenta desde el comienzo del turno, su Fase de Recarga (5.3.1), hasta el momento en que se "
            "comprueba: al activar y al resolverse (6.1.1), o siempre, en una Pasiva. Destruir es quedar destruida "
            "por el daño o por un efecto de quien la destruye, también en la Guerrilla (4.2, 5.3.5), no enviarla al "
            "Depósito de Chatarra; activar es activar una habilidad (las Disparado también, docs/rulings.md 30) o "
            "jugar una Carta de Apoyo, aunque luego se niegue; el daño es el que la Parte recibió de verdad, no el "
            "prevenido ni el reemplazado, y cuenta aunque la Parte haya cambiado de sitio desde entonces "
            "(docs/rulings.md 47).",
    examples=(
        ("CAR 1 | Si esta Parte no recibió daño este turno; tu Unidad gana +2 DEF hasta el final del turno",
         "En la Guerrilla de tu oponente, si esta Parte sigue sin recibir daño en ese turno, tu Unidad gana 2 DEF "
         "para la batalla (5.3.5)."),
        ("CAR 0 | Si destruiste una Parte este turno; roba una carta",
         "Después de destruir una Parte, por daño o con un efecto, en este turno: robas una carta."),
        ("CAR 1 | Si tu oponente activó una Carta de Apoyo este turno; gana 2 CAR",
         "Solo en un turno en que tu oponente ya ha jugado una Carta de Apoyo, aunque se negara: ganas 2 CAR."),
        ("CAR 0 | Si no gastaste Carga este turno; gana 1 CAR",
         "Solo si en este turno no has pagado ningún coste de Carga: las habilidades de CAR 0, como esta, no "
         "cuentan."),
        ("Si destruiste 2 o más Partes este turno; tu Unidad gana +2 FUE",
         "Una Pasiva: en cuanto has destruido 2 Partes en el turno, tu Unidad tiene 2 FUE más hasta que acaba."),
    ),
)
@dataclass(frozen=True)
class Past(Node):
    """What happened this turn: ``damaged`` (of this Parte), or ``destroyed`` / ``activated`` by ``player``."""

    player: Player = Player.YOU
    damaged: bool | None = None  # «esta Parte (no) recibió daño»
    destroyed: Comparison | None = None  # «destruiste 2 o más Partes»; «no destruiste ninguna»: exactly 0
    activated: Activatable | None = None
    negated: bool = False  # «tu oponente no activó …», «no gastaste Carga …»
    spent: bool = False  # «gastaste Carga este turno»: paid Carga for an activation (docs/rulings.md 143)

    def text(self, ctx) -> str:
        if self.damaged is not None:
            return f"esta Parte {'' if self.damaged else 'no '}recibió daño este turno"
        you = self.player is Player.YOU
        if self.destroyed is not None:
            c = self.destroyed
            if c.op is Op.EXACTLY and c.n == 0:
                return "no destruiste ninguna Parte este turno"
            what = "una Parte" if c == ONE else f"{c.text()} Partes"
            return f"{'destruiste' if you else PLAYER_WORDS[self.player] + ' destruyó'} {what} este turno"
        no = "no " if self.negated else ""
        if self.spent:
            return f"{no}gastaste Carga este turno"
        verb = f"{no}activaste" if you else f"{PLAYER_WORDS[self.player]} {no}activó"
        return f"{verb} {ACTIVATABLE_WORDS[self.activated]} este turno"

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        """Engine: reads ``Game.this_turn``."""
        record = g.this_turn
        if self.damaged is not None:
            return (source in record) == self.damaged
        pilots = g.players(self.player, p)
        if self.spent:
            return any(record.get((SPENT, q), 0) for q in pilots) != self.negated
        if self.destroyed is not None:
            return any(self.destroyed.test(record.get((DESTROYED, q), 0)) for q in pilots)
        kinds = (False, True) if self.activated is Activatable.EITHER else (self.activated is Activatable.SUPPORT,)
        done = any(record.get((ACTIVATED, q, k), 0) for q in pilots for k in kinds)
        return done != self.negated


ONE = Comparison(Op.AT_LEAST, 1)


def _parts(children) -> list:
    return [c for c in children if not hasattr(c, "start_pos")]


@builds("past_damaged")
def _damaged(children):
    return Past(damaged=True)


@builds("past_undamaged")
def _undamaged(children):
    return Past(damaged=False)


@builds("past_you_destroyed")
def _you_destroyed(children):
    return Past(destroyed=_parts(children)[0])


@builds("past_you_destroyed_none")
def _you_destroyed_none(children):
    return Past(destroyed=Comparison(Op.EXACTLY, 0))


@builds("past_player_destroyed")
def _player_destroyed(children):
    player, count = _parts(children)
    return Past(player, destroyed=count)


@builds("past_you_activated")
def _you_activated(children):
    return Past(activated=_parts(children)[0])


@builds("past_player_activated")
def _player_activated(children):
    player, what = _parts(children)
    return Past(player, activated=what)


@builds("past_player_not_activated")
def _player_not_activated(children):
    player, what = _parts(children)
    return Past(player, activated=what, negated=True)


@builds("past_you_not_activated")
def _you_not_activated(children):
    return Past(activated=_parts(children)[0], negated=True)


@builds("past_you_spent")
def _you_spent(children):
    return Past(spent=True)


@builds("past_you_not_spent")
def _you_not_spent(children):
    return Past(spent=True, negated=True)


@builds("spent_car")
def _spent_car(children):
    return None


@builds("one_part")
def _one_part(children):
    return ONE


@builds("some_parts")
def _some_parts(children):
    return _parts(children)[0]
