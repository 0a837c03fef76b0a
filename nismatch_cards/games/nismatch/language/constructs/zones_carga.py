"""Cards, zones and Carga as other designers write them (issue 26, round 9): a card that «va a» a zone, a cap on
X («X no puede superar 3») and Carga kept from one turn to the next («Conservas hasta 2 CAR sobrantes»).

Other wordings of this kind are lines of the pack's lexicon (packs/nismatch/lexico.yaml, block «Cartas, zonas y
Carga (ronda 9)»): «recupera a tu mano», «descarta toda tu mano», «la otra», «X no puede ser mayor de 3».
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Activatable, Node, Player
from .effects_cards import Move

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide, Resolution

X_MAX_WITHOUT_X = "«X no puede superar {n}» pone un máximo a X, y esta habilidad no cuesta «CAR X»"
HINT_X_MAX_WITHOUT_X = "empieza el texto con «CAR X |», o quita el máximo"
X_MAX_ZERO = "«X no puede superar 0» no deja elegir ninguna X: X vale 1 o más"
HINT_X_MAX_ZERO = "escribe un máximo de 1 o más, o quita «CAR X»"


def _values(children) -> list:
    """The built children (tokens of the grammar's words left out)."""
    return [c for c in children if not hasattr(c, "start_pos")]


# --- «Las dos primeras cartas de su Arsenal van a la Zona de Demolición» ---------------------------------------


@construct(
    "efecto", "Ir a otra zona",
    grammar="zones_carga/goes.lark",
    summary="Lo mismo que «envía … a …», escrito con la carta como sujeto: «las dos primeras cartas de su Arsenal van "
            "a la Zona de Demolición», «esta carta va al Depósito de Chatarra», «la carta revelada va a tu mano». Van "
            "a cualquier sitio de «Mover a otra zona» (2). «en el fondo del Arsenal» (o «debajo del Arsenal») sin "
            "decir de quién es el Arsenal de su dueño: el de donde salió la carta.",
    examples=(
        ("CAR 2 | Selecciona a un oponente; envía las 2 primeras cartas del Arsenal de tu oponente a la Zona de "
         "Demolición",
         "Se escribe también «las dos primeras cartas de su Arsenal van a la Zona de Demolición»: salen de encima de "
         "su Arsenal hacia su Zona de Demolición, de donde casi nada vuelve (2⑤)."),
        ("CAR 1 | Muestra la primera carta de tu Arsenal y si es una Carta de Apoyo, añádela a tu mano; si no, ponla "
         "en el fondo del Arsenal de su dueño",
         "Se escribe también «… ponla en el fondo del Arsenal»: la carta que no es de Apoyo vuelve debajo de tu "
         "Arsenal, el de su dueño."),
    ),
)
@dataclass(frozen=True)
class GoesTo(Node):
    """Documents the wordings this module adds to :class:`~.effects_cards.Move` (no node of its own)."""

    @staticmethod
    def shown_in(ability) -> bool:
        return any(isinstance(n, Move) for n in ability.walk())


@builds("goes_to")
def _goes_to(children):
    """«<selección> va a <sitio>»: the card is the subject; it moves as «envía <selección> <sitio>»."""
    target, (dest, yours) = _values(children)
    return Move(target, dest, yours)


# --- «CAR X | …. X no puede superar 3» ---------------------------------------------------------------------------


@construct(
    "requisito", "Un máximo para X",
    grammar="zones_carga/x_max.lark",
    summary="En una habilidad de coste «CAR X» (constructs/costs.py), «X no puede superar 3» (o «X no puede ser mayor "
            "que 3», «… mayor de 3», «X es como máximo 3») limita lo que se elige: X va de 1 a 3, aunque tengas más "
            "Carga. Se escribe al final, tras un punto, o delante de los requisitos; se imprime delante. Sin «CAR X» "
            "`nismatch validar` lo dice (NM222), y con un máximo de 0 también (NM223).",
    examples=(
        ("CAR X | X no puede superar 3; Selecciona una Parte de tu oponente; hazle X puntos de daño",
         "Con 5 CAR puedes elegir X = 1, 2 o 3, no más: como mucho pagas 3 CAR y haces 3 puntos de daño."),
    ),
)
@dataclass(frozen=True)
class XMax(Node):
    """«X no puede superar ``n``»: the most a pilot may choose for the X of this ability."""

    n: int

    def text(self, ctx=None) -> str:
        return f"X no puede superar {self.n}"

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        """Engine: nothing to meet when activating; the legal X are bounded where they are listed
        (``Marchas._x_activations``, through ``AbilityInfo.x_max``)."""
        return True


@builds("x_max")
def _x_max(children):
    return XMax(_values(children)[-1])


@builds("x_max_end")
def _x_max_end(children):
    """«…. X no puede superar 3» written after the effect: printed first, as «…. Solo una vez por turno»."""
    return ("trailing", _values(children)[-1])


def x_max_problems(ability) -> list[tuple[str, Node, str, str]]:
    """NM222 (a cap on X in an ability that does not cost «CAR X») and NM223 (a cap of 0): ``(code, node, message,
    hint)``."""
    found = []
    for r in getattr(ability, "requirements", ()):
        if not isinstance(r, XMax):
            continue
        if not getattr(ability, "x", False):
            found.append(("NM222", r, X_MAX_WITHOUT_X.format(n=r.n), HINT_X_MAX_WITHOUT_X))
        elif r.n < 1:
            found.append(("NM223", r, X_MAX_ZERO, HINT_X_MAX_ZERO))
    return found


def x_limit(requirements, most: int) -> int:
    """The most X a pilot may choose for an ability with these requirements (``most`` without a cap)."""
    caps = [r.n for r in requirements if isinstance(r, XMax)]
    return min([most, *caps])


# --- «Conservas hasta 2 CAR sobrantes en tu Fase de Recarga» ------------------------------------------------------


@construct(
    "efecto", "Conservar la Carga sobrante",
    grammar="zones_carga/kept.lark",
    summary="Una Pasiva que cambia la regla de la Fase de Recarga por la que se pierde la Carga sobrante del turno "
            "anterior (5.3.1): «Conservas hasta 2 CAR sobrantes en tu Fase de Recarga» (o «… del turno anterior», "
            "«No pierdes hasta 2 puntos de Carga sobrantes»). En tu Recarga, de la Carga que te quedaba se guardan "
            "hasta 2 puntos, que se suman a la nueva; la que te quedaba en negativo no resta. Cuenta si la Parte de "
            "la Pasiva está equipada y activa al empezar la Recarga; varias se suman (docs/rulings.md 191). Solo en "
            "una Pasiva: en otra etiqueta `nismatch validar` lo dice (NM081).",
    examples=(
        ("Conservas hasta 2 CAR sobrantes en tu Fase de Recarga",
         "Si acabas tu turno con 3 CAR sin gastar, en tu siguiente Recarga guardas 2: con una Unidad que genera 4, "
         "empiezas el turno con 6 CAR."),
    ),
)
@dataclass(frozen=True)
class CarKept(Node):
    """«Conservas hasta ``n`` CAR sobrantes»: in its pilot's Recarga, up to ``n`` of the Carga left is kept."""

    n: int

    RULE_CHANGE = True  # read where the Recarga counts the Carga (``Game.rule_changes``)
    PASIVA_ONLY = "conservar la Carga sobrante solo vale en una habilidad Pasiva"

    def text(self, ctx=None) -> str:
        left = "sobrante" if self.n == 1 else "sobrantes"
        return f"conservas hasta {self.n} CAR {left} en tu Fase de Recarga"

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """A Pasiva is valued by the Parte that has it: some of the Carga a pilot does not spend, each turn."""
        return ev.W_CAR_GAIN * 0.5 * self.n

    def run(self, g: GameSide, r: Resolution) -> None:
        """Engine: nothing when resolved; as a Pasiva it is read in the Recarga (:func:`kept_car`)."""


@builds("car_kept")
def _car_kept(children):
    return CarKept(next(v for v in _values(children) if isinstance(v, int)))


@builds("kept_verb", "kept_left", "kept_when")
def _kept_words(children):
    return None


_Z_UNIT = 5  # engine.state.Z_UNIT (the language does not import the engine)


def kept_car(g: GameSide, p: int, left: int) -> int:
    """The Carga pilot ``p`` keeps in its Recarga of the ``left`` it had: up to the sum of its live «Conservas hasta N
    CAR sobrantes» (docs/rulings.md 191); none of a negative Carga."""
    most = 0
    for source, ab, e in g.rule_changes:
        if type(e) is CarKept and g.owner[source] == p and g.loc[source] == _Z_UNIT and not g.deact[source] \
                and g.conditions_hold(p, source, ab):
            most += e.n
    return max(0, min(left, most))


# --- «La primera habilidad que actives cada turno cuesta 1 CAR menos» ---------------------------------------------


@construct(
    "efecto", "El coste de la primera de cada turno",
    grammar="zones_carga/first_cost.lark",
    summary="Un cambio de coste (constructs/costs.py) que vale solo para la primera que activas en cada turno: «La "
            "primera habilidad que actives cada turno cuesta 1 CAR menos» (o «… activada que uses …»), «La primera "
            "Carta de Apoyo que juegues cada turno cuesta 1 CAR menos», con etiqueta si se quiere («La primera "
            "habilidad Relámpago …»). Cuenta cada turno, el tuyo y los de tus oponentes, desde su Fase de Recarga; "
            "la primera es la primera que activas de esa clase, la pagues con la rebaja o no, y una Disparado con "
            "coste también es una habilidad que activas (docs/rulings.md 30, 192). Como todo cambio de coste, solo "
            "en una Pasiva y mientras su Parte esté equipada y activa.",
    examples=(
        ("La primera habilidad que actives cada turno cuesta 1 CAR menos",
         "En cada turno, la primera habilidad que activas de tus Partes te cuesta 1 CAR menos: una de «CAR 2» te "
         "cuesta 1; la segunda de ese turno cuesta lo que dice."),
        ("La primera Carta de Apoyo que juegues cada turno cuesta 1 CAR menos",
         "Tu primera Carta de Apoyo de cada turno, también en el turno de tu oponente, cuesta 1 CAR menos."),
    ),
)
@dataclass(frozen=True)
class FirstEachTurn(Node):
    """Documents the wording this module adds to :class:`~.costs.CostChange` (its ``first``; no node of its own)."""

    @staticmethod
    def shown_in(ability) -> bool:
        return any(getattr(n, "first", False) is True and type(n).__name__ == "CostChange" for n in ability.walk())


def first_cost_text(change) -> str:
    """«la primera habilidad que actives cada turno cuesta 1 CAR menos»: how :class:`~.costs.CostChange` prints
    with ``first``."""
    from .costs import TAG_WORDS

    support = change.what is Activatable.SUPPORT
    noun = "Carta de Apoyo" if support else "habilidad"
    tag = f" {TAG_WORDS[change.tag]}" if change.tag else ""
    verb = "juegues" if support else "actives"
    floor = f", hasta un mínimo de {change.floor} CAR" if change.floor else ""
    sense = "más" if change.n > 0 else "menos"
    return f"la primera {noun}{tag} que {verb} cada turno cuesta {abs(change.n)} CAR {sense}{floor}"


@builds("cost_change_first")
def _cost_change_first(children):
    from .costs import CostChange

    values = [v for v in _values(children) if v is not None]
    values = values[next(i for i, v in enumerate(values) if isinstance(v, Activatable)):]  # after «la primera»
    what, *values = values
    tag = values.pop(0) if isinstance(values[0], str) else None
    n, sense, *floor = values
    return CostChange(Player.YOU, what, sense * n, tag, floor=floor[0].n if floor else 0, first=True)


@builds("first_noun")
def _first_noun(children):
    return Activatable.SUPPORT if str(children[0]) == "carta de apoyo" else Activatable.ABILITY


@builds("first_verb")
def _first_verb(children):
    return None


# --- «gana tanta CAR como produzca esa Parte» -----------------------------------------------------------------------


#: What «tanta(s)/tantos» agrees with, by the amount's plural noun.
_AS_MANY = {"CAR": "tanta", "FUE": "tanta", "DEF": "tanta", "VEL": "tanta", "cartas": "tantas"}


@construct(
    "cantidad", "La Carga que produce o consume una Parte",
    grammar="zones_carga/car_made.lark",
    summary="«tanta CAR como produzca esa Parte» (o «… como genere …»), «tantos puntos de daño como CAR consuma esa "
            "Parte»: la Carga que produce un Generador o consume un Gastador (4.1). La de una Parte equipada es la que "
            "cuenta ahora, con los cambios de las Pasivas, y 0 si está Desactivada (4.1.2: no produce ni consume); la "
            "de una carta en otro sitio, la impresa (docs/rulings.md 190). Un Gastador no produce y un Generador no "
            "consume: 0. La Parte es «esta Parte», «la Parte descartada» o «esa Parte»: la seleccionada o, si no se "
            "seleccionó ninguna, la que la habilidad pagó como coste («Descarta un Generador de tu mano; …»).",
    examples=(
        ("CAR 0 | Descarta una Parte de tipo Generador de tu mano; gana tanta CAR como produzca la Parte descartada",
         "Descartas un Generador de CAR 2 impresa y ganas 2 CAR: cambias una Parte de la mano por su Carga de un "
         "turno (docs/rulings.md 190)."),
        ("CAR 2 | Selecciona una Parte de tu oponente de tipo Gastador; hazle tantos puntos de daño como CAR consuma "
         "esa Parte",
         "Un Gastador activo de CAR -3 recibe 3 puntos de daño; si está Desactivado no consume nada y no recibe "
         "daño."),
    ),
)
@dataclass(frozen=True)
class CarMade(Node):
    """The Carga a card produces (a Generador) or, ``consumed``, consumes (a Gastador): docs/rulings.md 190. ``ref``
    says which card: «this» (esta Parte), «discarded» (la Parte descartada) or «that» (esa Parte: the one selected
    or, with none selected, the card paid as cost)."""

    ref: str = "that"
    consumed: bool = False

    def text(self, ctx=None, car: bool = True, **_) -> str:
        """«CAR consuma esa Parte», «CAR produzca esta Parte» (``car``: the amount is not already «tanta CAR»)."""
        ref = CAR_MADE_REF_WORDS[self.ref]
        return f"CAR {'consuma' if self.consumed else 'produzca'} {ref}" if car or self.consumed else f"produzca {ref}"

    def amount_text(self, plural: str) -> str:
        return f"{_AS_MANY.get(plural, 'tantos')} {plural} como {self.text(car=plural != 'CAR')}"

    def tally(self, g: GameSide, p: int, source: int) -> int:
        """Engine: what the card produces or consumes now (docs/rulings.md 190); outside a resolution (a bot weighing
        the ability before it has its card), a guess."""
        from .amounts_counted import GUESS
        from .rule_changes import part_car

        if self.ref == "this":
            inst = source
        else:
            r = g.resolving
            if r is None:
                return GUESS
            named = [] if self.ref == "discarded" else [i for i, s in r.it if g.serial[i] == s]
            if named:
                inst = named[0]
            elif r.marcha.paid:  # «la Parte descartada», or «esa Parte» when nothing was selected: the card paid
                inst = r.marcha.paid[0]
            else:
                return 0
        if g.loc[inst] == _Z_UNIT:
            car = 0 if g.deact[inst] else part_car(g, inst)
        else:
            car = g.cards[inst].car
        return max(-car, 0) if self.consumed else max(car, 0)


CAR_MADE_REF_WORDS = {"this": "esta Parte", "that": "esa Parte", "discarded": "la Parte descartada"}


@builds("as_many_car_made")
def _as_many_car_made(children):
    from .cards_zones import Discarded
    from .selection import ThisCard

    values = _values(children)
    ref = next((c for c in values if isinstance(c, Node)), None)
    which = "this" if isinstance(ref, ThisCard) else "discarded" if isinstance(ref, Discarded) else "that"
    return CarMade(which, consumed=any(v is _CONSUMED for v in values))


THAT_WITHOUT_REFERENT = "«esa Parte» nombra la Parte seleccionada o la carta pagada como coste, y esta habilidad no " \
                        "selecciona ni paga ninguna"
HINT_THAT_WITHOUT_REFERENT = "selecciona antes la Parte («Selecciona un Generador de tu Unidad; …») o escribe «esta Parte»"


def car_made_problems(ability) -> list[tuple[str, Node, str, str]]:
    """NM224: «tanta CAR como produzca esa Parte» with nothing selected nor paid to name: ``(code, node, message,
    hint)``."""
    from .requirements import Pay, Select

    requirements = getattr(ability, "requirements", ())
    if any(isinstance(r, (Select, Pay)) for r in requirements):
        return []
    clauses = (*requirements, *ability.simple_effects())
    return [("NM224", clause, THAT_WITHOUT_REFERENT, HINT_THAT_WITHOUT_REFERENT)
            for clause in clauses if any(isinstance(n, CarMade) and n.ref == "that" for n in clause.walk())][:1]


#: «consuma»: the builders' own value, not a node.
_CONSUMED = object()


@builds("car_made_verb")
def _car_made_verb(children):
    return _CONSUMED if str(children[0]) in ("consuma", "consume") else None


# --- «Roba las 2 primeras cartas de tu Arsenal» -------------------------------------------------------------------


@construct(
    "efecto", "Robar las primeras cartas",
    grammar="zones_carga/draw_top.lark",
    summary="Robar es tomar las cartas de encima de tu Arsenal (2①): «Roba las 2 primeras cartas de tu Arsenal» (o «… "
            "las 2 cartas de arriba de tu Arsenal», «… las 2 cartas superiores …») es «roba 2 cartas», y «Roba la "
            "primera carta de tu Arsenal», «roba una carta»: cada una dispara «Cuando robes una carta», y quien no "
            "puede robar pierde (docs/rulings.md 14). Las del Arsenal de otro piloto no se roban: se toman («añade … a "
            "tu mano»).",
    examples=(
        ("CAR 1 | Roba 2 cartas",
         "Se escribe también «Roba las dos primeras cartas de tu Arsenal»: robas las 2 de encima de tu Arsenal."),
    ),
)
@dataclass(frozen=True)
class DrawTop(Node):
    """Documents the wordings this module adds to :class:`~.effects_cards.Draw` (no node of its own)."""

    @staticmethod
    def shown_in(ability) -> bool:
        from .effects_cards import Draw

        return any(isinstance(n, Draw) for n in ability.walk())


@builds("draw_top")
def _draw_top(children):
    from .amounts import Amount
    from .effects_cards import Draw

    return Draw(Amount(next(v for v in _values(children) if isinstance(v, int))))

