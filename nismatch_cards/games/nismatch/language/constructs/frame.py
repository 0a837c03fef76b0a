"""The frame of an ability as designers write it on the card: its etiqueta written in the text
(«Relámpago. CAR 2 | …», «Guerrilla: CAR 1 | …», «…. Relámpago.»), one meaning with the card data's
``etiqueta`` (rulebook 3.3, 4.6; docs/rulings.md 172)."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Node, Phase, Span
from .triggers import PHASE_WORDS

if TYPE_CHECKING:
    from ..seam import GameSide

#: The etiqueta a word of the text names (packs/nismatch/ruleset.yaml, «etiqueta»), and how it is printed.
SPEED_TAGS = {"relampago": "relampago", "guerrilla": "guerrilla", "normal": "normal", "pasiva": "pasiva",
              "disparado": "disparado", "disparada": "disparado"}
PRINTED_TAGS = {"relampago": "Relámpago", "guerrilla": "Guerrilla", "normal": "Normal", "pasiva": "Pasiva",
                "disparado": "Disparado"}


@construct(
    "habilidad", "Etiqueta escrita en el texto",
    grammar="frame/speed.lark",
    summary="«Relámpago. CAR 2 | …»: la etiqueta de la habilidad (3.3) escrita en su texto, delante («Relámpago.», "
            "«Relámpago:», «(Relámpago)», «Velocidad Relámpago.», «Relámpago — CAR 1 | …»), tras el coste («CAR 2 | "
            "Relámpago. …») o al final («…. Relámpago.», «… (Relámpago)»); vale para Pasiva, Normal, Relámpago, "
            "Guerrilla y Disparado. Es lo mismo que la `etiqueta` de la habilidad en la carta: si la carta no la "
            "pone, vale la del texto, y la habilidad se juega con sus reglas (una Relámpago se activa en respuesta, "
            "4.6.2; una Guerrilla solo en la Fase de Guerrilla, 3.3); si las dos están y no coinciden, `nismatch "
            "validar` da un error (NM203), y si no hay ninguna, otro (NM204) (docs/rulings.md 172). Se imprime "
            "delante del coste: «Relámpago. CAR 2 | …».",
    examples=(
        ("Relámpago. CAR 1 | Selecciona una Parte tuya; repárale 2 PG",
         "Sin `etiqueta` en la carta, es una Relámpago: puedes activarla en respuesta a la habilidad de tu oponente "
         "que iba a destruir esa Parte, y se resuelve antes (4.6.2, 4.7.2)."),
        ("Guerrilla. CAR 1 | Tu Unidad gana +2 FUE hasta el final del turno",
         "Una Guerrilla: solo se activa en la Fase de Guerrilla (3.3), antes de declarar o en respuesta; en la Fase "
         "Principal no se puede."),
    ),
)
@dataclass(frozen=True)
class SpeedTag(Node):
    """The etiqueta written in the ability's text: ``tag`` is its id in the ruleset («relampago»…)."""

    tag: str

    def text(self, ctx=None) -> str:
        return PRINTED_TAGS[self.tag]


@builds("written_tag")
def _written_tag(children):
    return SpeedTag(SPEED_TAGS[str(children[0])])


@builds("tag_head", "tag_tail")
def _speed_part(children):
    return next(c for c in children if isinstance(c, SpeedTag))


@builds("ability_tagged")
def _ability_tagged(children):
    """The ability without its etiqueta, then the etiqueta in :attr:`Ability.speed`."""
    from .ability import _ability

    speed = next(c for c in children if isinstance(c, SpeedTag))
    return replace(_ability([c for c in children if c is not speed]), speed=speed)


#: The punctuation a designer writes after an etiqueta at the start («Relámpago. CAR 2 | …», «Relámpago —»).
_AFTER_HEAD = (".", ":", ",")


def speed_tokens(ability, tokens: list, text: str) -> tuple[list, int]:
    """The parser's tokens (language/parser.py ``_with_spans``) without the etiqueta's, which are given to
    ``ability.speed`` as its span, and where the first clause starts: the rest is read as if the etiqueta were not
    written. After the cost, the «|» takes its place; at the end, a «.» does."""
    at = _speed_at(tokens)
    first, last = at, at
    if first > 0 and tokens[first - 1] == "(":
        first -= 1
    if last + 1 < len(tokens) and tokens[last + 1] == ")":
        last += 1
    head = first == 0 or tokens[first - 1] == "|"
    if head and last + 1 < len(tokens) and tokens[last + 1] in _AFTER_HEAD:
        last += 1
    object.__setattr__(ability.speed, "span", Span(tokens[first].start_pos, tokens[last].end_pos))
    if not head:  # «…. Relámpago.», «… (Relámpago)»: the text ends where the etiqueta begins
        if tokens[first - 1] == ".":
            return tokens[:first], 0
        return tokens[:first] + [_word(tokens[first], ".", tokens[first].start_pos, tokens[-1].end_pos)], 0
    rest = tokens[:first] + tokens[last + 1:]
    if first == 0:
        return rest, tokens[last].end_pos
    rest[first - 1] = _word(tokens[first - 1], "|", tokens[first - 1].start_pos, tokens[last].end_pos)
    return rest, 0


def _word(like, text: str, start: int, end: int):
    """A token like ``like`` (the parser's :class:`~..lexer.Word`) spelt ``text``, from ``start`` to ``end``."""
    word = type(like)(text)
    word.type, word.start_pos, word.end_pos = {"|": "VBAR", ".": "DOT"}[text], start, end
    return word


def _speed_at(tokens: list) -> int:
    """The etiqueta's token: first (or after a «(»), right after the cost's «|», or else the last one written."""
    for k in (0, 1):
        if tokens[k] in SPEED_TAGS and (k == 0 or tokens[0] == "("):
            return k
    bar = next((k for k, t in enumerate(tokens[:5]) if t == "|"), None)
    if bar is not None:
        k = bar + 1 + (tokens[bar + 1] == "(")
        if tokens[k] in SPEED_TAGS:
            return k
    return max(k for k, t in enumerate(tokens) if t in SPEED_TAGS)


@construct(
    "requisito", "Usos con otras palabras",
    grammar="frame/uses.lark",
    summary="El límite de usos como lo escriben los diseñadores, delante («Como máximo dos veces por turno: …», "
            "«Puedes usarla dos veces por turno: …») o al final tras un punto («…. Máximo dos veces por turno», «…. "
            "Úsala solo una vez por turno», «…. Solo puedes usarla una vez por partida»), y entre paréntesis («… "
            "(una vez por turno)», «… (solo una vez por partida)»): son «Usos por turno» y «Usos por ronda o por "
            "partida», y se imprimen así.",
    examples=(
        ("CAR 1 | Dos veces por turno; roba una carta",
         "Escrita «CAR 1 | Roba una carta (dos veces por turno)» o con «Máximo dos veces por turno» al final: se puede "
         "activar dos veces en cada turno (3.2 (5))."),
    ),
)
@dataclass(frozen=True)
class UsesWording(Node):
    """A marker for the documentation: these phrasings build :class:`~.turns.PerTurn` and
    :class:`~.timing.PerPeriod` nodes."""

    @staticmethod
    def shown_in(ability) -> bool:
        from .timing import PerPeriod
        from .turns import PerTurn

        return any(isinstance(r, (PerTurn, PerPeriod)) for r in ability.requirements)


@construct(
    "condición", "Cuándo se puede usar",
    grammar="frame/when.lark",
    summary="«Solo durante el turno de un oponente», «Solo durante tu Fase de Guerrilla», «Solo durante la Fase de "
            "Guerrilla (de un oponente)», delante («Úsala solo durante …: …», «Solo puedes jugar esta carta durante "
            "…; …») o al final tras un punto («…. Solo puedes jugar esta carta durante el turno de un oponente.»): la "
            "habilidad o la Carta de Apoyo solo se activa entonces; es una condición, que se mira al activarla y al "
            "resolverse (6.1.1), y se imprime «Si es el turno de un oponente» o «Si es tu Fase de Guerrilla». «El "
            "turno de un oponente» no es «no es tu turno»: en 2vs2, el turno de tu compañero no lo es (docs/rulings.md "
            "173). Un modo de juego escrito al final, «…. Solo en 2vs2.», es el «Modo de juego» de siempre.",
    examples=(
        ("Relámpago. CAR 0 | Si es el turno de un oponente; gana 1 CAR",
         "Escrita con «Solo puedes jugar esta carta durante el turno de un oponente» al final: en tu turno y en el de "
         "tu compañero no se puede jugar; en el de un oponente, sí."),
        ("CAR 1 | Si es tu Fase de Guerrilla; tu Unidad gana +2 FUE hasta el final del turno",
         "Escrita «CAR 1 | Úsala solo durante tu Fase de Guerrilla: tu Unidad gana +2 FUE hasta el final del "
         "turno»: solo en la Fase de Guerrilla de tu turno (5.3.5)."),
    ),
)
@dataclass(frozen=True)
class InWindow(Node):
    """«es el turno de un oponente», «es tu Fase de Guerrilla»: ``phase`` (None: any phase) of the turn of ``whose``:
    ``opponent``, ``you`` or ``any`` pilot."""

    whose: str
    phase: Phase | None = None

    def text(self, ctx) -> str:
        verb = "sea" if ctx.subjunctive else "es"
        if self.phase is None:
            return f"{verb} el turno de un oponente"
        name = PHASE_WORDS[self.phase]
        return {"you": f"{verb} tu {name}", "any": f"{verb} la {name}",
                "opponent": f"{verb} la {name} de un oponente"}[self.whose]

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        if self.phase is not None and g.phase_id != self.phase.value:
            return False
        return {"you": g.active == p, "any": True, "opponent": g.is_opponent(p, g.active)}[self.whose]


@builds("window_opponents_turn")
def _window_opponents_turn(children):
    return InWindow("opponent")


@builds("window_your_phase")
def _window_your_phase(children):
    return InWindow("you", children[-1])


@builds("window_any_phase")
def _window_any_phase(children):
    return InWindow("any", children[-1])


@builds("window_opponents_phase")
def _window_opponents_phase(children):
    return InWindow("opponent", next(c for c in children if isinstance(c, Phase)))


@builds("trailing_condition")
def _trailing_condition(children):
    """«…. Solo en 2vs2.», «…. Solo durante el turno de un oponente.»: a condition written after the effect, read
    first (constructs/ability.py)."""
    from .requirements import Condition

    return ("trailing", Condition(children[-1]))
