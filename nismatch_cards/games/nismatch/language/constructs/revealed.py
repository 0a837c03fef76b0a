"""Acting on what was seen (issue 26): what a revealed or looked-at card is («si es una Parte, añádela a tu mano; si
no, ponla en el fondo de tu Arsenal»), leaving it where it is, the order a pilot chooses for cards it puts on its
Arsenal («pon el resto en el fondo de tu Arsenal en el orden que quieras») or for a pile it looked at («mira tus
Botines de Guerra y ordénalos como quieras»), and «elige dos: A, B o C». Looking and revealing themselves are
:class:`~.effects_cards.Look` and :class:`~.effects_cards.Reveal`; who sees what is the engine's
(engine/visibility.py, docs/rulings.md 87–89).
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Destination, Node, Place
from .effects_cards import Move
from .effects_control import ChooseOne, Effects, mode_effects
from .effects_parts import with_pronoun
from .seen import Otherwise
from .selection import It, Selection

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide, Resolution

# --- «si es una Parte, …; si no, …» ------------------------------------------------------------------


@dataclass(frozen=True)
class Case(Node):
    """One «si es <selección>, efecto» (or the last «si no, efecto») of :class:`IfIs`. Its fields are named as
    :class:`~.effects_control.Outcome`'s, so that the parser gives each its span the same way."""

    comparison: Node  # a Selection (what the card is) or Otherwise («si no»)
    mode: Node

    def text(self, ctx) -> str:
        mode = self.mode.text(ctx) if isinstance(self.mode, Effects) else ctx.effect_text(self.mode)
        if isinstance(self.comparison, Otherwise):
            return f"si no, {mode}"
        return f"si es {self.comparison.text(ctx)}, {mode}"

    def holds(self, g: GameSide, r: Resolution, inst: int) -> bool:
        """Whether the card ``inst`` is what this case says (wherever it is now; «si no»: always)."""
        if isinstance(self.comparison, Otherwise):
            return True
        kind = dataclasses.replace(self.comparison, count=None)  # what it is, not how many: «una Parte» is «Parte»
        return g.fits(kind, r.controller, r.source, inst, anywhere=True)


@construct(
    "efecto", "Según lo que es la carta",
    grammar="revealed/if_is.lark",
    summary="Tras un efecto que nombra una carta («muestra la primera carta de tu Arsenal», «mira una carta al azar "
            "de la mano de tu oponente»), «si es <una Parte, una Carta de Apoyo, una Parte de tipo Brazo…>, <efecto>» "
            "se hace solo si esa carta lo es; puede haber varios «si es …» separados por «;» y un «si no, <efecto>» "
            "al final, y se hace el primero que la carta cumple. Los pronombres de cada opción nombran esa carta. Va al "
            "final del efecto, como «elige uno». Se mira la carta al resolverse esta parte del efecto, esté donde "
            "esté; si el efecto anterior no encontró ninguna (el Arsenal vacío), no se hace nada, ni el «si no» "
            "(docs/rulings.md 87). Quien no ve la carta (una mirada, no mostrada) no sabe qué opción se hace: el "
            "relato solo se lo dice a quien la mira. Antes tiene que haber un efecto que nombre una sola carta (NM115).",
    examples=(
        ("CAR 0 | Muestra la primera carta de tu Arsenal y si es una Parte, añádela a tu mano; si no, ponla en el "
         "fondo de tu Arsenal",
         "Todos ven la carta de encima de tu Arsenal: si es una Parte va a tu mano, y si no, debajo de tu Arsenal."),
        ("CAR 1 | Selecciona una Parte de tu oponente; muestra la primera carta de tu Arsenal y si es una Carta de "
         "Apoyo, envíala al Depósito de Chatarra y destruye una Parte de tu oponente dañada",
         "Si la carta mostrada es una Carta de Apoyo, va a tu Depósito de Chatarra y destruyes una Parte dañada de "
         "tu oponente; si es una Parte, se queda encima de tu Arsenal, a la vista."),
    ),
)
@dataclass(frozen=True)
class IfIs(Node):
    """«si es A, X; si es B, Y; si no, Z» about the card the effect before named: the first case it meets."""

    outcomes: tuple[Case, ...]

    @property
    def branches(self) -> tuple[Node, ...]:
        return tuple(case.mode for case in self.outcomes)

    def text(self, ctx) -> str:
        before, texts = ctx.referent, []
        for case in self.outcomes:  # each case reads its pronouns from the card the effect before named
            ctx.referent = before
            texts.append(case.text(ctx))
        ctx.referent = before
        return "; ".join(texts)

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """Greedy bot: the card is not known before it is seen, so each case weighs the same, and a missing
        «si no» counts as a case that does nothing."""
        cases = len(self.outcomes) + (0 if isinstance(self.outcomes[-1].comparison, Otherwise) else 1)
        return sum(ev.effects_gain(mode_effects(case.mode), it) for case in self.outcomes) / cases

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        return self.bot_value(ev, [inst])

    def run(self, g: GameSide, r: Resolution) -> None:
        cards = [i for i, _ in r.it]  # what it is, even where it went: «descarta una al azar; si es …» (ruling 136)
        if not cards:  # nothing was revealed or looked at: no case is done, not even «si no» (ruling 87)
            return
        for case in self.outcomes:
            if case.holds(g, r, cards[0]):
                g.insert_effects(r, mode_effects(case.mode))
                return


@builds("if_is")
def _if_is(children):
    return IfIs(tuple(c for c in children if isinstance(c, Case)))


@builds("is_case")
def _is_case(children):
    what, mode = [c for c in children if not hasattr(c, "start_pos")]
    return Case(what, mode)


@builds("is_else")
def _is_else(children):
    return Case(Otherwise(), children[-1])


# --- «déjala donde está» ---------------------------------------------------------------------------


@construct(
    "efecto", "Dejarla donde está",
    grammar="revealed/leave.lark",
    summary="«déjala donde está» (o «donde estaba», «en su sitio»): la carta nombrada no se mueve. Sirve como opción: "
            "«si es una Parte, añádela a tu mano; si no, déjala donde está», «elige uno: déjala donde está o envíala "
            "al Depósito de Chatarra». Una carta mirada que se queda en su sitio la sigue viendo quien la miró, y "
            "solo él (docs/rulings.md 87).",
    examples=(
        ("CAR 0 | Muestra la primera carta de tu Arsenal y si es una Parte, añádela a tu mano; si no, déjala donde "
         "está",
         "Si la carta de encima de tu Arsenal es una Parte va a tu mano; si no, se queda encima, y todos saben cuál "
         "es."),
    ),
)
@dataclass(frozen=True)
class Leave(Node):
    """«déjala donde está»: nothing happens to the cards named."""

    target: It = It()

    def text(self, ctx) -> str:
        return f"{with_pronoun('déjala', ctx)} donde {'están' if ctx.referent_plural() else 'está'}"

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        return 0.0

    def run(self, g: GameSide, r: Resolution) -> None:
        return None


@builds("leave")
def _leave(children):
    return Leave()


# --- the order a pilot chooses ----------------------------------------------------------------------

#: Greedy bot: how much of a card's worth in the hand putting it higher in the Arsenal is worth (it is drawn sooner).
ORDER_WEIGHT = 0.01
#: The piles whose order a pilot may choose: the Arsenal and the Botines de Guerra (rulebook 2①, 2②).
ORDERED_PLACES = (Place.ARSENAL, Place.BOTINES)


def _choose_order(g: GameSide, r: Resolution, cards: list[int], effect, tag) -> bool:
    """Ask the controller to put ``cards`` in order, the one to end highest first; False when there is no order
    to choose (one card or none)."""
    if len(cards) < 2:
        return False
    g.ask(r, r.controller, list(cards), len(cards), len(cards), effect, tag)
    return True


@construct(
    "efecto", "En el orden que quieras",
    grammar="revealed/order.lark",
    summary="«pon el resto en el fondo de tu Arsenal en el orden que quieras» (o «en cualquier orden», «como "
            "quieras»; también «en la parte superior»): quien controla la habilidad elige en qué orden quedan las "
            "cartas, empezando por la que queda más arriba; las ve al elegir, y sus rivales no. Sin esas palabras "
            "quedan en el orden en que estaban. Solo se dice de cartas que van encima o debajo de un Arsenal (NM116) "
            "(docs/rulings.md 88).",
    examples=(
        ("CAR 1 | Mira las 3 primeras cartas de tu Arsenal, añade una de ellas a tu mano y pon el resto en el fondo "
         "de tu Arsenal en el orden que quieras",
         "Solo tú ves las 3 cartas de encima de tu Arsenal: te quedas una, y decides en qué orden van las otras 2 "
         "debajo de tu Arsenal."),
    ),
)
@dataclass(frozen=True)
class OrderedMove(Node):
    """«… en el orden que quieras»: ``move`` (to the top or the bottom of an Arsenal), in the order its controller
    chooses."""

    move: Move

    @property
    def target(self):
        return self.move.target

    def text(self, ctx) -> str:
        return f"{self.move.text(ctx)} en el orden que quieras"

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        """Greedy bot: what moving the card is worth; choosing the order, the best card highest (drawn first)."""
        return self.move.bot_on_card(ev, inst) + ORDER_WEIGHT * ev.hand_value(inst)

    def bot_unseen(self, ev: Estimate) -> float:
        return self.move.bot_unseen(ev)

    def run(self, g: GameSide, r: Resolution) -> None:
        g.take(r, self.move.target, self)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        if not _choose_order(g, r, cards, self, "order"):
            self.move.apply(g, r, cards, tag)

    def resume(self, g: GameSide, r: Resolution, chosen, tag) -> None:
        if g.log is not None:
            g.say(f"  {g.pilot_name(r.controller)} elige el orden de {len(chosen)} cartas")
        self.move.apply(g, r, list(chosen), tag)


@builds("ordered_move")
def _ordered_move(children):
    move = next(c for c in children if isinstance(c, Move))
    return OrderedMove(move)


@construct(
    "efecto", "Ordenar un montón",
    summary="«ordénalas como quieras» (o «ponlas en el orden que quieras», «colócalas en el orden que quieras») tras "
            "mirar cartas de encima de un Arsenal o de los Botines de Guerra («mira tu pila de Botines de Guerra»): "
            "quien controla la habilidad las vuelve a dejar en el mismo sitio, en el orden que elige, empezando por "
            "la que queda arriba. Solo él las ve (docs/rulings.md 88). Las cartas tienen que ser de un Arsenal o de "
            "los Botines de Guerra (NM116).",
    examples=(
        ("CAR 2 | Mira todas las cartas de tus Botines de Guerra y ordénalas como quieras",
         "Ves en secreto tu montón de Botines de Guerra y eliges cuál reclamarás primero, y después cuál."),
        ("CAR 1 | Mira las 3 primeras cartas de tu Arsenal y ordénalas como quieras",
         "Ves las 3 cartas de encima de tu Arsenal y decides en qué orden las robarás."),
    ),
)
@dataclass(frozen=True)
class Reorder(Node):
    """«ordénalas como quieras»: the cards named, still where they were in their pile, in an order chosen."""

    target: It = It()

    def text(self, ctx) -> str:
        return f"{with_pronoun('ordénala', ctx)} como quieras"

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        """Greedy bot: the best card on top (drawn or claimed first)."""
        return ORDER_WEIGHT * ev.hand_value(inst)

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        return 0.0

    def run(self, g: GameSide, r: Resolution) -> None:
        cards = [i for i, s in r.it if g.serial[i] == s and g.loc[i] in _pile_zones()]
        _choose_order(g, r, cards, self, "reorder")

    def resume(self, g: GameSide, r: Resolution, chosen, tag) -> None:
        """``chosen``: the cards top first. Each keeps its pile; the places they had there are filled in that order."""
        by_pile: dict[int, list[int]] = {}
        for inst in chosen:
            by_pile.setdefault(id(_pile(g, inst)), []).append(inst)
        for cards in by_pile.values():
            pile = _pile(g, cards[0])
            places = sorted((pile.index(i) for i in cards), reverse=True)  # the end of the list is the top
            for place, inst in zip(places, cards):
                pile[place] = inst
        if g.log is not None:
            g.say(f"  {g.pilot_name(r.controller)} ordena {len(chosen)} cartas")


def _pile_zones() -> tuple[int, int]:
    from ...engine.state import Z_ARSENAL, Z_BOTINES

    return Z_ARSENAL, Z_BOTINES


def _pile(g: GameSide, inst: int) -> list[int]:
    from ...engine.state import Z_ARSENAL

    pilot = g.pilots[g.owner[inst]]
    return pilot.arsenal if g.loc[inst] == Z_ARSENAL else pilot.botines


@builds("reorder")
def _reorder(children):
    return Reorder()


# --- «elige una Carta de Apoyo de ellas» -----------------------------------------------------------------


@construct(
    "efecto", "Elegir entre las cartas vistas",
    grammar="revealed/among.lark",
    summary="Tras mirar o buscar varias cartas («mira la mano de tu oponente», «mira las 3 primeras cartas de tu "
            "Arsenal»), «elige una Carta de Apoyo de ellas» (o «de entre ellas», «elige en ella una Parte») elige, "
            "entre las que se acaban de ver, las que cumplen lo escrito; lo que sigue las nombra con un pronombre: "
            "«… y envíala al Depósito de Chatarra», «… y descártala». Elige quien controla la habilidad; si no hay "
            "ninguna que lo cumpla, lo que sigue no hace nada. Las cartas de una mano ajena que se miran las ve solo "
            "quien las mira (docs/rulings.md 87). Sin un «mira …» o «busca …» de varias cartas antes, no hay entre "
            "qué elegir (NM115).",
    examples=(
        ("CAR 3 | Selecciona a un oponente; mira todas las cartas de la mano de tu oponente, elige una Carta de "
         "Apoyo de ellas y envíala al Depósito de Chatarra",
         "Ves la mano de tu oponente y eliges una de sus Cartas de Apoyo, que va a su Depósito de Chatarra; si no "
         "tiene ninguna, no pasa nada más."),
    ),
)
@dataclass(frozen=True)
class ChooseAmong(Node):
    """«elige una Carta de Apoyo de ellas»: cards of what the effect before looked at that meet ``what``, chosen by
    the controller and named by the pronouns that follow."""

    what: Selection

    def children(self):
        """None for the checks: ``what`` says only what kind of card, among cards seen where they are (its place is
        theirs, so «una Carta de Apoyo» needs none)."""
        return iter(())

    def text(self, ctx) -> str:
        return f"elige {self.what.text(ctx)} de ellas"

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        return 0.0  # the cards are seen only when it resolves; what is done with them is valued with them

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        """Greedy bot: the card worth most in its owner's hand (an enemy's to take from it, an own to keep)."""
        return ev.hand_value(inst)

    def run(self, g: GameSide, r: Resolution) -> None:
        kind = dataclasses.replace(self.what, count=None)
        options = [i for i in r.pool if i not in r.taken and g.fits(kind, r.controller, r.source, i, anywhere=True)]
        count = self.what.count
        low, high = count.limits(len(options)) if count is not None else (len(options), len(options))
        if high == len(options) and low == high:
            return self.resume(g, r, options, None)
        g.ask(r, r.controller, options, low, high, self, "among")

    def resume(self, g: GameSide, r: Resolution, chosen, tag) -> None:
        r.taken += [i for i in chosen if i not in r.taken]
        r.it = [(i, g.serial[i]) for i in chosen]
        r.found = len(chosen)


@builds("choose_among")
def _choose_among(children):
    parts = [c for c in children if not hasattr(c, "start_pos") and c is not None]
    if len(parts) == 1:  # «elige de entre ellas una Carta de Apoyo»
        return ChooseAmong(parts[0])
    from .selection import _selection

    return ChooseAmong(_selection(parts))  # the kind first: «among» could not follow a whole selection


@builds("among")
def _among(children):
    return None


# --- «elige dos: A, B o C» ----------------------------------------------------------------------------


@construct(
    "efecto", "Elegir dos",
    grammar="revealed/choose.lark",
    summary="«elige dos: A, B o C» (o «elige 2», «elige tres» o «elige cuatro» entre más): al resolverse la marcha, quien controla "
            "la habilidad elige tantas opciones distintas como dice, y se hacen en el orden en que están escritas; "
            "todos ven cuáles elige. Como «elige uno», va al final del efecto y sus pronombres nombran lo "
            "seleccionado antes. Tiene que haber más opciones que las que se eligen (NM116) (docs/rulings.md 89).",
    examples=(
        ("CAR 3 | Elige dos: tu Unidad gana +2 FUE hasta el final del turno o tu Unidad gana +2 DEF hasta el final "
         "del turno o roba una carta",
         "Al resolverse eliges dos de las tres: +2 FUE y +2 DEF, +2 FUE y una carta, o +2 DEF y una carta."),
    ),
)
@dataclass(frozen=True)
class ChooseSome(ChooseOne):
    """«elige dos: A, B o C»: ``n`` different options of ``modes``, done in the order printed."""

    n: int = 2

    def text(self, ctx) -> str:
        return f"elige {_NUMBER_WORDS.get(self.n, str(self.n))}" + super().text(ctx)[len("elige uno"):]

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        gains = sorted((ev.effects_gain(mode_effects(mode), it) for mode in self.modes), reverse=True)
        return sum(gains[:self.n])

    def run(self, g: GameSide, r: Resolution) -> None:
        n = min(self.n, len(self.modes))
        g.ask(r, r.controller, list(range(1, len(self.modes) + 1)), n, n, self, "option")

    def resume(self, g: GameSide, r: Resolution, chosen, tag) -> None:
        """The options chosen, in the order printed (ruling 89)."""
        g.insert_effects(r, tuple(e for n in sorted(chosen) for e in mode_effects(self.modes[n - 1])))


_NUMBER_WORDS = {2: "dos", 3: "tres", 4: "cuatro"}


@builds("choose_some")
def _choose_some(children):
    n = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
    modes = tuple(c for c in children if isinstance(c, Node))
    return ChooseSome(modes, n)


@builds("choose_n")
def _choose_n(children):
    return {"elige dos": 2, "elige tres": 3, "elige cuatro": 4}[str(children[0])]


# --- checks ----------------------------------------------------------------------------------------

IS_WITHOUT_CARD = "«si es …» habla de una carta, y lo anterior no nombra ninguna"
HINT_IS_WITHOUT_CARD = "escribe antes qué carta: «muestra la primera carta de tu Arsenal; si es una Parte, …»"
IS_MANY_CARDS = "«si es …» habla de una sola carta, y lo anterior nombra varias"
HINT_IS_MANY_CARDS = "mira o muestra una sola carta («la primera carta de tu Arsenal»), o di qué se hace con cada una"
AMONG_WITHOUT_CARDS = "«elige … de ellas» elige entre varias cartas vistas antes, y no las hay"
HINT_AMONG_WITHOUT_CARDS = "escribe antes qué cartas se miran: «mira la mano de tu oponente, elige una Carta de Apoyo de ellas …»"
ORDER_NOT_A_PILE = "«en el orden que quieras» solo cambia algo encima o debajo de un Arsenal"
HINT_ORDER_NOT_A_PILE = "quita «en el orden que quieras», o pon las cartas en la parte superior o en el fondo del Arsenal"
REORDER_NOT_A_PILE = "«ordénalas» ordena cartas de un montón (un Arsenal o los Botines de Guerra), y lo anterior no las nombra"
HINT_REORDER_NOT_A_PILE = "escribe antes «mira las 3 primeras cartas de tu Arsenal» o «mira tu pila de Botines de Guerra»"
CHOOSE_ALL = "«elige {n}» entre {m} opciones no deja elegir nada"
HINT_CHOOSE_ALL = "escribe más opciones, elige menos, o une las opciones con «y» para hacerlas todas"


def revealed_problems(ability, referents) -> list[tuple[str, Node, str, str]]:
    """NM115 («si es …» without one card before it, «elige … de ellas» without cards seen) and NM116 (an order where there is none to choose, «elige dos»
    among two): ``(code, node, message, hint)``. ``referents``: :func:`~..checks.referents` of the ability."""
    found = []
    read = {id(clause): (current, pool) for clause, current, pool in referents}
    for e in ability.simple_effects():
        if isinstance(e, IfIs):
            current = _referent_before(e, read)
            if not isinstance(current, Selection):
                found.append(("NM115", e, IS_WITHOUT_CARD, HINT_IS_WITHOUT_CARD))
            elif current.count is None or current.count.plural:
                found.append(("NM115", e, IS_MANY_CARDS, HINT_IS_MANY_CARDS))
        if isinstance(e, ChooseSome) and e.n >= len(e.modes):
            found.append(("NM116", e, CHOOSE_ALL.format(n=_NUMBER_WORDS.get(e.n, e.n), m=len(e.modes)),
                          HINT_CHOOSE_ALL))
    for clause, current, pool in referents:
        if isinstance(clause, ChooseAmong) and pool is None:
            found.append(("NM115", clause, AMONG_WITHOUT_CARDS, HINT_AMONG_WITHOUT_CARDS))
        if isinstance(clause, OrderedMove) and clause.move.dest not in (Destination.ARSENAL_TOP,
                                                                         Destination.ARSENAL_BOTTOM):
            found.append(("NM116", clause, ORDER_NOT_A_PILE, HINT_ORDER_NOT_A_PILE))
        if isinstance(clause, Reorder) and not (isinstance(current, Selection)
                                                and current.where(Place.ARSENAL) in ORDERED_PLACES):
            found.append(("NM116", clause, REORDER_NOT_A_PILE, HINT_REORDER_NOT_A_PILE))
    return found


def _referent_before(if_is: IfIs, read: dict) -> object:
    """What the pronouns of ``if_is``'s cases name: the referent its first case's first effect reads."""
    first = mode_effects(if_is.outcomes[0].mode)[0]
    entry = read.get(id(first))
    return entry[0] if entry is not None else None
