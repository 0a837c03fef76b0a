"""Moving cards and acting on the cards moved or seen (issue 26, round 6): «ponla en uno de tus Talleres», «añade a
tu mano <selección>», the bottom of the Botines de Guerra («ponla debajo de tu pila de Botines de Guerra», «debajo de
la pila»), «las Partes de ellas» among the cards seen, «si alguna es una Parte, …» and «por cada Parte entre ellas,
…» after milling, revealing or discarding, and «di un número del 1 al 6» for a die. Moving, looking and revealing
themselves are :mod:`.effects_cards`'s; «si es …» of one card is :mod:`.revealed`'s; who sees what is the engine's
(engine/visibility.py, docs/rulings.md 134–139).
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import CountKind, Destination, Node, Place
from .effects_control import Effects, mode_effects
from .effects_cards import Move
from .revealed import Case
from .selection import NotACost, OfThem, Selection

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide, Resolution

# --- destinations: a Taller written with «en», the bottom of the Botines de Guerra or of the pile ---------------


@construct(
    "efecto", "Al fondo de los Botines de Guerra o de su pila",
    grammar="cards_more/places.lark",
    summary="Más sitios a los que «pon», «envía», «manda» o «devuelve» llevan una carta: «ponla en uno de tus Talleres» "
            "(o «en un Taller»: lo mismo que «muévela al Taller»), «ponla debajo de tus Botines de Guerra» (o «en el "
            "fondo de tu pila de Botines de Guerra»: al fondo del montón de Botines de su dueño, que la reclamará la "
            "última, 2②) y «ponla debajo de la pila» (o «de esa pila»): al fondo del montón en el que está, su "
            "Arsenal o sus Botines de Guerra; una carta que no está en ninguno de los dos no se mueve. También "
            "«añade a tu mano <selección>», con el sitio delante. Quien miró la carta sabe dónde queda, y nadie más "
            "(docs/rulings.md 134).",
    examples=(
        ("CAR 1 | Mira la primera carta de tus Botines de Guerra y ponla en el fondo de su pila",
         "Solo tú ves el Botín de encima de tu montón; luego va al fondo, así que reclamarás antes el siguiente."),
        ("CAR 1 | Selecciona una carta de tu mano; ponla en el fondo de los Botines de Guerra de su dueño y toma el "
         "primer Botín de Guerra",
         "Cambias una carta de tu mano por el Botín de encima de tu montón: la tuya queda la última y nadie más sabe "
         "cuál es."),
    ),
)
@dataclass(frozen=True)
class BottomOfPile(Node):
    """Documents the destinations this module adds to :class:`~.effects_cards.Move` (no node of its own)."""

    @staticmethod
    def shown_in(ability) -> bool:
        return any(isinstance(n, Move) and n.dest in (Destination.BOTINES_BOTTOM, Destination.PILE_BOTTOM)
                   for n in ability.walk())


def _dest(dest: Destination):
    def build(children):
        return dest, False
    return build


builds("d_botines_bottom")(_dest(Destination.BOTINES_BOTTOM))
builds("d_pile_bottom")(_dest(Destination.PILE_BOTTOM))


@builds("bottom_words")
def _bottom_words(children):
    return None


# --- «las Partes de ellas», «hasta 2 Partes de ellas» ----------------------------------------------------------


@construct(
    "selección", "Las Partes de ellas",
    grammar="cards_more/among.lark",
    summary="«todas las Partes de ellas», «hasta 2 Partes de ellas», «una Carta de Apoyo de ellas» (o «entre ellas», "
            "«reveladas», «mostradas», «miradas»): entre las cartas que acaba de mirar, mostrar o buscar el efecto "
            "anterior, solo las de esa clase y tantas como dice: «todas» las toma sin elegir, «hasta 2» deja elegir "
            "de 0 a 2 a quien controla la habilidad. «el resto» son luego las que no se tomaron. Sin un «mira …», "
            "«muestra …» o «busca …» antes, `nismatch validar` dice que no hay entre qué cartas elegir "
            "(docs/rulings.md 135).",
    examples=(
        ("CAR 2 | Muestra las 4 primeras cartas de tu Arsenal, añade todas las Partes de ellas a tu mano y envía el "
         "resto al Depósito de Chatarra",
         "Todos ven las 4 cartas de encima de tu Arsenal; las Partes van a tu mano y las Cartas de Apoyo a tu "
         "Depósito de Chatarra."),
        ("CAR 2 | Mira las 5 primeras cartas de tu Arsenal, añade hasta 2 Partes de ellas a tu mano y pon el resto en "
         "el fondo de tu Arsenal",
         "Solo tú ves las 5 cartas; te quedas hasta dos Partes de ellas (o ninguna) y las demás van al fondo."),
    ),
)
@dataclass(frozen=True)
class OfThemKind(Node):
    """Documents :class:`~.selection.OfThem` with a kind (its ``what``); the node is OfThem itself."""

    @staticmethod
    def shown_in(ability) -> bool:
        return any(isinstance(n, OfThem) and n.what is not None for n in ability.walk())


@builds("of_them_kind")
def _of_them_kind(children):
    count, (noun, _plural) = children[0], children[1]
    if isinstance(count, tuple):  # «todas tus …»: whose is theirs already (the cards seen)
        count = count[0]
    return OfThem(count.n if count.n else 1, Selection(noun, count))


@builds("among_them")
def _among_them(children):
    return None


# --- «si alguna es una Parte, …» -----------------------------------------------------------------------------


@construct(
    "efecto", "Si alguna es …",
    grammar="cards_more/if_any.lark",
    summary="Tras un efecto que toma varias cartas («manda las 2 primeras cartas de su Arsenal a su Depósito de "
            "Chatarra», «muestra las 3 primeras cartas de tu Arsenal», «descarta 2 cartas al azar»), «si alguna es "
            "<una Parte, una Carta de Apoyo…>, <efecto>» se hace una vez si al menos una de ellas lo es (o lo era, "
            "aunque ya esté en otra zona); «si no, <efecto>» si ninguna. Se mira lo que son las cartas, no dónde "
            "están. Los pronombres de la opción nombran las cartas que lo son. Sin cartas tomadas antes no se hace "
            "nada, ni el «si no»; `nismatch validar` pide un efecto que tome cartas antes (NM160) "
            "(docs/rulings.md 136).",
    examples=(
        ("CAR 2 | Envía las 2 primeras cartas del Arsenal de tu oponente al Depósito de Chatarra y si alguna es una "
         "Parte, roba una carta",
         "Las 2 cartas de encima del Arsenal de tu oponente van a su Depósito de Chatarra, a la vista; si al menos "
         "una era una Parte, robas una carta (solo una)."),
    ),
)
@dataclass(frozen=True)
class IfAny(Node):
    """«si alguna es <what>, A; si no, B» about the cards the effect before took: A once if one of them is."""

    what: Selection
    mode: Node
    otherwise: Case | None = None

    @property
    def branches(self) -> tuple[Node, ...]:
        return (self.mode,) if self.otherwise is None else (self.mode, self.otherwise.mode)

    @property
    def outcomes(self) -> tuple[Case, ...]:
        """As :class:`~.revealed.IfIs`'s, for the parser's spans: each «si …, efecto»."""
        return (Case(self.what, self.mode),) + (() if self.otherwise is None else (self.otherwise,))

    def text(self, ctx) -> str:
        before = ctx.referent
        mode = self.mode.text(ctx) if isinstance(self.mode, Effects) else ctx.effect_text(self.mode)
        text = f"si alguna es {self.what.text(ctx)}, {mode}"
        if self.otherwise is not None:
            ctx.referent = before
            text += "; " + self.otherwise.text(ctx)
        ctx.referent = before
        return text

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """Greedy bot: the cards are not known before they are seen; each branch weighs half."""
        other = ev.effects_gain(mode_effects(self.otherwise.mode), it) if self.otherwise is not None else 0.0
        return (ev.effects_gain(mode_effects(self.mode), it) + other) / 2

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        return self.bot_value(ev, [inst])

    def run(self, g: GameSide, r: Resolution) -> None:
        cards = [i for i, _ in r.it]  # what they are, wherever they went (ruling 136)
        if not cards:
            return
        kind = dataclasses.replace(self.what, count=None)
        met = [i for i in cards if g.fits(kind, r.controller, r.source, i, anywhere=True)]
        if met:
            r.it = [(i, g.serial[i]) for i in met]
            g.insert_effects(r, mode_effects(self.mode))
        elif self.otherwise is not None:
            g.insert_effects(r, mode_effects(self.otherwise.mode))


@builds("if_any")
def _if_any(children):
    parts = [c for c in children if not hasattr(c, "start_pos")]
    what, mode = parts[0], parts[1]
    return IfAny(what, mode, parts[2] if len(parts) > 2 else None)


# --- «por cada Parte entre ellas, …» -------------------------------------------------------------------------


@construct(
    "efecto", "Por cada una de ellas que sea …",
    grammar="cards_more/for_each.lark",
    summary="Tras un efecto que toma varias cartas («manda las 3 primeras cartas de su Arsenal a su Depósito de "
            "Chatarra», «muestra todas las cartas de tu mano»), «por cada Parte entre ellas, <efecto>» (o «por cada "
            "Carta de Apoyo revelada», «descartada», «devuelta», «enviada») hace el efecto una vez por cada una de esas "
            "cartas que lo es, de una en una: cada vez se elige de nuevo lo que el efecto selecciona, y puede ser lo "
            "mismo. Cuenta lo que son las cartas, no dónde están ahora (docs/rulings.md 136). Sin cartas tomadas antes, "
            "`nismatch validar` lo dice (NM160).",
    examples=(
        ("CAR 2 | Envía las 3 primeras cartas del Arsenal de tu oponente al Depósito de Chatarra y por cada Parte "
         "entre ellas, haz 1 punto de daño a una Parte de tu oponente",
         "Con 2 Partes entre las 3 cartas, haces 1 punto de daño dos veces a Partes de tu oponente, la misma o dos "
         "distintas."),
        ("CAR 1 | Muestra todas las cartas de tu mano y por cada Carta de Apoyo entre ellas, tu Unidad gana +1 FUE "
         "hasta el final del turno",
         "Todos ven tu mano; tu Unidad suma 1 FUE por cada Carta de Apoyo que había en ella."),
    ),
)
@dataclass(frozen=True)
class ForEachSeen(Node):
    """«por cada <what> entre ellas, A»: A once for each card the effect before took that is ``what``."""

    what: Selection
    mode: Node

    @property
    def branches(self) -> tuple[Node, ...]:
        return (self.mode,)

    @property
    def outcomes(self) -> tuple[Case, ...]:
        """As :class:`~.revealed.IfIs`'s, for the parser's spans: «por cada …, efecto»."""
        return (Case(self.what, self.mode),)

    def text(self, ctx) -> str:
        before = ctx.referent
        mode = self.mode.text(ctx) if isinstance(self.mode, Effects) else ctx.effect_text(self.mode)
        ctx.referent = before
        return f"por cada {self.what.text(ctx, plural=False)} entre ellas, {mode}"

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """Greedy bot: one time on average (the cards are not known before)."""
        return ev.effects_gain(mode_effects(self.mode), it)

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        return self.bot_value(ev, [inst])

    def run(self, g: GameSide, r: Resolution) -> None:
        kind = dataclasses.replace(self.what, count=None)
        n = sum(1 for i, _ in r.it if g.fits(kind, r.controller, r.source, i, anywhere=True))
        if n:
            g.insert_effects(r, mode_effects(self.mode) * n)


@builds("for_each_seen")
def _for_each_seen(children):
    from .selection import _counted

    parts = [c for c in children if not hasattr(c, "start_pos") and c is not None]
    return ForEachSeen(_counted(parts[:-1]), parts[-1])


@builds("seen_words")
def _seen_words(children):
    return None


# --- «di un número del 1 al 6» -------------------------------------------------------------------------------


@construct(
    "efecto", "Di un número",
    grammar="cards_more/number.lark",
    summary="«di un número del 1 al 6» (o «nombra», «elige», «anuncia un número»; sin «del 1 al 6», de 1 a las caras "
            "del dado del juego, 5.2): al resolverse, quien controla la habilidad dice en voz alta un número, que "
            "todos oyen, y luego «tira un dado: si sale ese número, A; si no, B» (o «si aciertas») hace A cuando sale "
            "justo ese número. Nadie sabe antes qué saldrá: decir el número no cambia la tirada, y un bot cuenta con "
            "una cara de cada 6 (docs/rulings.md 137). «ese número» sin un número dicho antes no vale nada (NM161).",
    examples=(
        ("CAR 2 | Selecciona una Parte de tu oponente; di un número del 1 al 6 y tira un dado: si sale ese número, "
         "destrúyela; si no, roba una carta",
         "Dices un número y tiras el dado: si sale ese número la Parte elegida queda destruida; si no, robas una "
         "carta (una vez de cada 6 aciertas)."),
    ),
)
@dataclass(frozen=True)
class NameNumber(Node):
    """«di un número del <low> al <high>»: its controller says a number of that range, which «ese número» is."""

    low: int = 1
    high: int = 0  # 0: the faces of the game's die

    def text(self, ctx) -> str:
        return "di un número" if not self.high else f"di un número del {self.low} al {self.high}"

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        return 0.0  # what the number brings is the roll's to value

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        return 0.0  # any number is as good as another

    def run(self, g: GameSide, r: Resolution) -> None:
        high = self.high or g.ruleset.initiative_die
        g.ask(r, r.controller, list(range(self.low, high + 1)), 1, 1, self, "number")

    def resume(self, g: GameSide, r: Resolution, chosen, tag) -> None:
        r.named = chosen[0]
        if g.log is not None:
            g.say(f"  {g.pilot_name(r.controller)} dice el número {chosen[0]}")


@construct(
    "efecto", "Si sale ese número",
    summary="«si sale ese número» (o «si sale el número dicho», «si aciertas») es una opción de «tira un dado» que se "
            "hace cuando sale el número que dijo antes la misma habilidad con «di un número» (docs/rulings.md 137). Va "
            "con las otras opciones, y vale la primera que sale.",
    examples=(
        ("CAR 1 | Di un número del 1 al 6 y tira un dado: si sale ese número, roba 3 cartas; si no, gana 1 CAR",
         "Con el número dicho robas 3 cartas; con cualquier otro, ganas 1 CAR."),
    ),
)
@dataclass(frozen=True)
class NamedFace(Node):
    """«si sale ese número»: the die shows the number said before by :class:`NameNumber`."""

    named = True  # Roll: one face of the die, whichever it is
    result_text = "si sale ese número"

    def test(self, result: int) -> bool:
        return False  # no fixed face: :meth:`test_named` when the number is known

    def test_named(self, result: int, named: int) -> bool:
        return named > 0 and result == named

    def test_dice(self, results: tuple[int, ...]) -> bool:
        return False


@builds("name_number")
def _name_number(children):
    numbers = [c for c in children if isinstance(c, int) and not isinstance(c, bool)]
    if not numbers:
        return NameNumber()
    low, high = numbers
    if low > high or low < 1:
        from .seen import EmptyRange

        raise EmptyRange(low, high)
    return NameNumber(low, high)


@builds("say_words")
def _say_words(children):
    return None


@builds("outcome_named")
def _outcome_named(children):
    from .effects_control import Outcome

    return Outcome(NamedFace(), children[-1])


# --- showing the top of an Arsenal is no cost ----------------------------------------------------------------


class RevealNotACost(NotACost):
    """«Muestra las 3 primeras cartas de tu Arsenal; …»: showing cards nobody holds proves nothing, so it is no cost
    (docs/rulings.md 138); that reading fails, and the parser tries its others («.» read as «y»)."""

    @staticmethod
    def error(text: str) -> tuple[str, int, str]:
        return ("mostrar las primeras cartas de un Arsenal no es un coste: no prueba que tengas nada",
                text.find(";") + 1, "si es un efecto, únelo al siguiente con «y»")


def reveal_cost(what):
    """The cards a reveal cost («Muestra una Parte de tu mano; …») shows: not the top of an Arsenal (ruling 138)."""
    count = getattr(what, "count", None)
    if count is not None and count.kind is CountKind.TOP and what.where(Place.HAND) is Place.ARSENAL:
        raise RevealNotACost()
    return what


# --- checks ----------------------------------------------------------------------------------------------------

SEEN_WITHOUT_CARDS = "«{words}» habla de las cartas que tomó el efecto anterior, y lo anterior no toma ninguna"
HINT_SEEN_WITHOUT_CARDS = ("escribe antes qué cartas: «manda las 2 primeras cartas de su Arsenal a su Depósito de "
                           "Chatarra; si alguna es una Parte, …»")
NUMBER_WITHOUT_SAYING = "«si sale ese número» habla de un número dicho antes, y no se dice ninguno"
HINT_NUMBER_WITHOUT_SAYING = "escribe antes «di un número del 1 al 6», o el número: «si sale 6, …»"
PILE_WITHOUT_PILE = "«en el fondo de su pila» pone la carta al fondo del montón en el que está, y no está en ninguno"
HINT_PILE_WITHOUT_PILE = ("di adónde va: «en el fondo de tu Arsenal», «debajo de tus Botines de Guerra»; «la pila» es "
                          "el Arsenal o los Botines de Guerra de los que se tomó")
PILES = (Place.ARSENAL, Place.BOTINES)


def cards_problems(ability, referents) -> list[tuple[str, Node, str, str]]:
    """NM160 («si alguna es …», «por cada … entre ellas» with no cards taken before), NM161 («si sale ese número»
    with no number said before) and NM162 («en el fondo de su pila» of a card in no pile): ``(code, node, message,
    hint)``. ``referents``: :func:`~..checks.referents` of the ability."""
    from .effects_control import Roll

    found = []
    read = {id(clause): current for clause, current, _ in referents}
    said = False
    for e in ability.simple_effects():
        if isinstance(e, (IfAny, ForEachSeen)):
            first = mode_effects(e.mode)[0]
            if not isinstance(read.get(id(first)), Selection):
                words = "si alguna es …" if isinstance(e, IfAny) else "por cada … entre ellas"
                found.append(("NM160", e, SEEN_WITHOUT_CARDS.format(words=words), HINT_SEEN_WITHOUT_CARDS))
        said = said or isinstance(e, NameNumber)
        if isinstance(e, Roll) and not said and any(isinstance(o.comparison, NamedFace) for o in e.outcomes):
            found.append(("NM161", e, NUMBER_WITHOUT_SAYING, HINT_NUMBER_WITHOUT_SAYING))
    for clause, current, _ in referents:
        if isinstance(clause, Move) and clause.dest is Destination.PILE_BOTTOM:
            what = current if not isinstance(clause.target, Selection) else clause.target
            if not (isinstance(what, Selection) and what.where(Place.HAND) in PILES):
                found.append(("NM162", clause, PILE_WITHOUT_PILE, HINT_PILE_WITHOUT_PILE))
    return found
