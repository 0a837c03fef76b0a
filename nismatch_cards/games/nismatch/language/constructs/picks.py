"""Two selections in one requirement: «Selecciona una Parte de tu Unidad y una Parte de la Unidad de un oponente;
haz 2 puntos de daño a cada una».

The requirement is two «Selecciona …» steps, chosen one after the other on activation (6.1); the second
(:class:`SelectAlso`) is printed joined to the first with «y», and the pronouns that follow («hazles», «a cada
una», «las dos reciben») name the cards of both (docs/rulings.md 187).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..catalogue import builds, construct
from ..nodes import CountKind, Node, Whose
from .requirements import Select
from .selection import Count, Selection, _role_selection, _selection

#: Owners two selections can never share a card of (a card is yours, a teammate's or an opponent's).
_OWN_KINDS = (Whose.YOU, Whose.TEAMMATE, Whose.OPPONENT)


@construct(
    "requisito", "Dos selecciones",
    grammar="picks/two.lark",
    summary="«Selecciona <selección> y <selección>»: dos selecciones en un requisito, que quien activa la habilidad "
            "hace una tras otra al activarla (6.1); la segunda puede callar el nombre («una Parte de tu Unidad y otra "
            "de la Unidad de un oponente», «… y una de tu oponente»). Los pronombres que siguen («hazles», «a cada "
            "una», «las dos reciben») nombran las cartas de las dos: cada una recibe el efecto entero. Al resolverse, "
            "la que ya no sea válida se salta, y solo si se pierden todas la habilidad se resuelve sin efecto "
            "(6.1.1.1, docs/rulings.md 187). Las dos deben tomar cartas distintas por fuerza (de pilotos distintos, "
            "o de lugares distintos): «Selecciona una Parte tuya y otra Parte tuya» se rechaza con la pista "
            "«Selecciona 2 Partes tuyas».",
    examples=(
        ("CAR 2 | Selecciona una Parte tuya equipada y una Parte de tu oponente equipada; hazles 2 puntos de daño",
         "Al activarla eliges una Parte de tu Unidad y una de la Unidad de un oponente; al resolverse cada una recibe "
         "2 puntos de daño (si una ya no está, la otra los recibe igual)."),
        ("CAR 1 | Selecciona una Parte tuya en un Taller y una Parte de tu oponente; repárales 2 PG",
         "Eliges una Parte de uno de tus Talleres y una equipada de un oponente: las dos pierden 2 puntos de daño."),
    ),
)
@dataclass(frozen=True)
class SelectAlso(Select):
    """The second selection of «Selecciona A y B» (``what`` is B; ``first`` is A, the Select before it)."""

    first: Selection | None = None

    #: The printer writes it after the requirement before it, with «y» (printer.ability_parts).
    joins_previous = True

    def text(self, ctx) -> str:
        return "y " + self.what.text(ctx)

    @property
    def introduces(self) -> "Both":
        """What the pronouns after it name: the cards of both selections."""
        return Both(self.first, self.what)

    @staticmethod
    def overlap(first: Selection, second: Selection) -> bool:
        """Whether one card could meet both selections (the same pilot's, or any pilot's, in the same place)."""
        if first.where() is not second.where():
            return False
        return not (first.owner in _OWN_KINDS and second.owner in _OWN_KINDS and first.owner is not second.owner)


@dataclass(frozen=True)
class Both(Node):
    """The referent after «Selecciona A y B»: the cards of A and of B."""

    first: Selection
    second: Selection

    plural = True

    @property
    def feminine(self) -> bool:
        return self.first.feminine and self.second.feminine

    @property
    def noun(self):
        return self.first.noun

    def where(self, default=None):
        return self.first.where(default)


@builds("select_two")
def _select_two(children):
    (first, noun), second = [c for c in children if not hasattr(c, "start_pos")]
    if isinstance(second, _Elided):  # «… y otra de la Unidad de un oponente»: the first's noun (and role), one card
        build = _role_selection if len(noun) == 3 else _selection
        second = build([Count(CountKind.EXACTLY, 1), (noun[0], False, *noun[2:]), *second.qualifiers])
    return [Select(first), SelectAlso(second, first=first)]


@builds("first_selected")
def _first_selected(children):
    """The first selection of «Selecciona A y B», built (and its filters checked) before the «y», and its noun as
    written, for a second that leaves it out (``(noun, plural)``, or ``(noun, plural, role)`` for «un Gastador»)."""
    count, noun, *qualifiers = [c for c in children if not hasattr(c, "start_pos")]
    return (_role_selection if len(noun) == 3 else _selection)([count, noun, *qualifiers]), noun


@dataclass(frozen=True)
class _Elided:
    """«otra de tu oponente»: the qualifiers of a selection whose noun is the one before it."""

    qualifiers: tuple


@builds("elided_selection")
def _elided_selection(children):
    return _Elided(tuple(c for c in children if not hasattr(c, "start_pos")))


def refusal(ability) -> tuple[str, int, str] | None:
    """(message, column, hint) when the two selections of one requirement could take the same card: the text then
    means two distinct cards, which «Selecciona 2 …» says (docs/rulings.md 187)."""
    for requirement in getattr(ability, "requirements", ()):
        if isinstance(requirement, SelectAlso) and SelectAlso.overlap(requirement.first, requirement.what):
            column = requirement.span.start + 1 if requirement.span is not None else 1
            return ("las dos selecciones de «Selecciona … y …» pueden tomar la misma carta", column,
                    "si son dos cartas distintas del mismo sitio, escribe una sola selección: «Selecciona 2 Partes "
                    "tuyas; …»; si son de pilotos distintos, dilo en cada una: «una Parte tuya y una Parte de tu "
                    "oponente»")
    return None
