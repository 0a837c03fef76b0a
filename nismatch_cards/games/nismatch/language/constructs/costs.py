"""Costs of Carga beyond a fixed number (rulebook 4.1, 6.1): «CAR X |», where the pilot chooses X, and Pasivas
that make abilities and Cartas de Apoyo cost more or less («Tus Cartas de Apoyo cuestan 1 CAR menos»)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..lexer import register_printed
from ..nodes import Activatable, Node, Player
from .past import ACTIVATED

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide

register_printed("X", "Normales")

#: The most a pilot may choose for X, whatever its Carga (a bound on the legal actions listed).
MAX_X = 20


@construct(
    "cantidad", "Coste X",
    grammar="costs/x_chosen.lark",
    summary="«CAR X | …»: al activarla eliges X, 1 o más, y pagas X CAR (4.1, 6.1: el coste se paga al declararla); "
            "donde el texto dice X («hazle X puntos de daño», «roba X cartas», «repara X PG», «gana X CAR») vale lo "
            "elegido. Cada X que puedes pagar es una acción distinta: «activa Bola de Chatarra con X = 3». Un cambio "
            "de coste («Tus Cartas de Apoyo cuestan 1 CAR menos») se aplica a X CAR como a cualquier coste. Una "
            "copia («cópiala») usa el mismo X sin pagarlo (docs/rulings.md 50). Solo una habilidad que se activa "
            "(Normal, Relámpago, Guerrilla) puede costar X; una X en el texto sin «CAR X» no dice cuánto vale, y "
            "`nismatch validar` lo dice: X solo vale en una habilidad de coste «CAR X».",
    examples=(
        ("CAR X | Selecciona una Parte; hazle X puntos de daño",
         "Con 4 CAR puedes elegir X de 1 a 4: con X = 3 pagas 3 CAR y la Parte elegida recibe 3 puntos de daño."),
        ("CAR X | Roba X cartas",
         "Pagas X CAR y robas X cartas: toda la Carga que te sobra, convertida en cartas."),
        ("CAR X | Selecciona una Parte tuya; repárale X PG",
         "Pagas X CAR y la Parte elegida recupera X PG (sin pasar de sus PG impresos)."),
    ),
)
@dataclass(frozen=True)
class XChosen(Node):
    """«X» in an amount: the X the pilot chose when activating the ability that resolves."""

    def text(self, ctx=None, **_) -> str:
        return "X"

    def amount_text(self, plural: str) -> str:
        return f"X {plural}"

    def tally(self, g: GameSide, p: int, source: int) -> int:
        """Engine: the X of the marcha resolving now (0 outside a resolution)."""
        r = g.resolving
        return r.marcha.x if r is not None else 0


@builds("x_chosen")
def _x_chosen(children):
    return XChosen()


#: The etiqueta a qualifier names (ruleset ``etiqueta`` ids), and how the canonical text writes it.
TAGS = {"relampago": "relampago", "normales": "normal", "guerrilla": "guerrilla"}
TAG_WORDS = {"relampago": "Relámpago", "normal": "Normales", "guerrilla": "Guerrilla"}
NOUN_WORDS = {Activatable.ABILITY: "habilidades", Activatable.SUPPORT: "Cartas de Apoyo"}


@construct(
    "efecto", "Cambiar el coste",
    grammar="costs/cost_change.lark",
    summary="Una Pasiva que abarata o encarece lo que se activa: «Tus Cartas de Apoyo cuestan 1 CAR menos», «Las "
            "habilidades de las Partes de tu oponente cuestan 1 CAR más», «Tus habilidades Relámpago cuestan 1 CAR "
            "menos». Habla de «habilidades» (las de las Partes) o de «Cartas de Apoyo», tuyas, de tu oponente o de "
            "todos, y puede nombrar su etiqueta: «Relámpago», «Normales» o «Guerrilla». «CAR 1 menos» y «1 menos» son "
            "«1 CAR menos»; «…, hasta un mínimo de 1 CAR» no deja que una rebaja lo baje de ahí (docs/rulings.md 106, "
            "NM136). Cambia el coste de Carga que "
            "se paga al declararla (4.1, 6.1) mientras la Parte de la Pasiva esté equipada y activa (4.1.2); varios "
            "cambios se suman, y el coste nunca baja de 0. Solo cambia lo que tiene coste de Carga escrito: una "
            "Disparado sin coste sigue sin él. Lo que se puede activar, y lo que ven los bots, ya cuenta con el "
            "coste cambiado (docs/rulings.md 49). Solo va en una Pasiva: en otra etiqueta, `nismatch validar` dice: "
            "un cambio de coste solo vale en una habilidad Pasiva.",
    examples=(
        ("Tus Cartas de Apoyo cuestan 1 CAR menos",
         "Con esta Parte activa, una Carta de Apoyo de «CAR 2» te cuesta 1, y una de «CAR 1», 0."),
        ("Las habilidades de las Partes de tu oponente cuestan 1 CAR más",
         "Tu oponente paga 1 CAR más por cada habilidad de sus Partes: con 2 CAR ya no puede activar una de "
         "«CAR 2»."),
        ("Tus habilidades Relámpago cuestan 1 CAR menos",
         "Solo las habilidades Relámpago de tus Partes: las Normales cuestan lo de siempre."),
        ("Tus Cartas de Apoyo cuestan 2 CAR menos, hasta un mínimo de 1 CAR",
         "Una Carta de Apoyo de «CAR 3» te cuesta 1, y una de «CAR 2» también 1; una de «CAR 0» sigue costando 0."),
        ("Si esta Parte está dañada; las Cartas de Apoyo Relámpago de tu oponente cuestan 2 CAR más",
         "Mientras esta Parte esté dañada, cada Carta de Apoyo Relámpago de tu oponente le cuesta 2 CAR más."),
    ),
)
@dataclass(frozen=True)
class CostChange(Node):
    """What ``player``'s abilities (or Cartas de Apoyo) of etiqueta ``tag`` cost more (``n`` > 0) or less."""

    player: Player
    what: Activatable
    n: int
    tag: str | None = None
    of_parts: bool = False  # written «las habilidades de las Partes de tu oponente»
    floor: int = 0  # «…, hasta un mínimo de 1 CAR»: a reduction does not take the cost below it (ruling 106)
    kind: str | None = None  # «Las habilidades de tus Brazos»: only of your Partes of that kind (constructs/stat_words.py)
    first: bool = False  # «La primera habilidad que actives cada turno cuesta …» (constructs/zones_carga.py, ruling 192)

    @property
    def READS_TURN(self) -> bool:
        """The engine keeps what was activated this turn only when a node reads it (``Game.any_past``)."""
        return self.first

    def text(self, ctx) -> str:
        noun = NOUN_WORDS[self.what] + (f" {TAG_WORDS[self.tag]}" if self.tag else "")
        if self.first:
            from .zones_carga import first_cost_text
            return first_cost_text(self)
        if self.kind is not None:
            from .filters import PRINTED_KIND
            subject = f"las {noun} de tus Partes de tipo {PRINTED_KIND.get(self.kind, self.kind)}"
        elif self.player is Player.YOU:
            subject = f"tus {noun}"
        elif self.player is Player.OPPONENT:
            subject = f"las {noun} de {'las Partes de ' if self.of_parts else ''}tu oponente"
        else:
            subject = f"las {noun}"
        floor = f", hasta un mínimo de {self.floor} CAR" if self.floor else ""
        return f"{subject} cuestan {abs(self.n)} CAR {'más' if self.n > 0 else 'menos'}{floor}"

    def covers(self, g: GameSide, owner: int, payer: int, support: bool, ab) -> bool:
        """Engine: whether this change, on a Parte of ``owner``, changes what ``payer`` pays for ``ab``."""
        if support != (self.what is Activatable.SUPPORT) or (self.tag is not None and ab.tag != self.tag):
            return False
        if self.first and g.this_turn.get((ACTIVATED, payer, support), 0):  # not the first one this turn (ruling 192)
            return False
        if self.player is Player.YOU:
            return payer == owner
        if self.player is Player.OPPONENT:
            return g.is_opponent(owner, payer)
        return True

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """A Pasiva is valued by the Parte that has it: cheaper for its pilot or dearer for the opponent is CAR."""
        sign = 1 if self.player is Player.OPPONENT else -1
        return ev.W_CAR_GAIN * sign * self.n * (0.5 if self.player is Player.EACH else 1.0)


def _values(children) -> list:
    """The built children (tokens of the grammar's words left out)."""
    return [c for c in children if not hasattr(c, "start_pos")]


def _subject(children, player: Player, of_parts: bool = False):
    what, *tag = _values(children)
    return player, what, tag[0] if tag else None, of_parts


@builds("cost_noun")
def _cost_noun(children):
    return Activatable.SUPPORT if str(children[0]) == "cartas de apoyo" else Activatable.ABILITY


@builds("cost_tag")
def _cost_tag(children):
    return TAGS[str(children[0])]


@builds("cost_sense")
def _cost_sense(children):
    return 1 if str(children[0]) == "mas" else -1


@builds("cs_yours")
def _cs_yours(children):
    return _subject(children, Player.YOU)


@builds("cs_opponent")
def _cs_opponent(children):
    return _subject(children, Player.OPPONENT)


@builds("cs_opponent_parts")
def _cs_opponent_parts(children):
    return _subject(children, Player.OPPONENT, of_parts=True)


@builds("cs_everyone")
def _cs_everyone(children):
    return _subject(children, Player.EACH)


@builds("cost_amount")
def _cost_amount(children):
    return _values(children)[0]


@builds("cost_floor")
def _cost_floor(children):
    return _Floor(_values(children)[0])


@dataclass(frozen=True)
class _Floor:
    """«hasta un mínimo de N CAR» (the builders' own value, not a node)."""

    n: int


@builds("cost_change")
def _cost_change(children):
    (player, what, tag, of_parts, *kind), n, sense, *floor = _values(children)
    return CostChange(player, what, sense * n, tag, of_parts, floor[0].n if floor else 0, *kind)
