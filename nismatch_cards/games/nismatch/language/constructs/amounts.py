"""Quantities: numbers, amounts that count («por cada …», «igual al número de …») and comparisons."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..lexer import NUMBER_WORDS, register_printed
from ..nodes import Node, Noun, Op, Stat, Whose

if TYPE_CHECKING:
    from ..seam import GameSide

@builds("number")
def _number(children):
    (token,) = children
    return int(token) if token.type == "INT" else NUMBER_WORDS[str(token)]


def count_words(n: int, singular: str, plural: str, article: str = "una") -> str:
    """«una carta», «2 cartas»: the canonical way to print a number of things."""
    return f"{article} {singular}" if n == 1 else f"{n} {plural}"


@construct(
    "cantidad", "Cantidad",
    grammar="amounts/amount.lark",
    summary="Cuánto hace un efecto: puntos de daño, PG, cartas o CAR. Un número fijo («2 cartas», «1 punto de "
            "daño»), o uno que cuenta al resolverse el efecto: «1 punto de daño por cada Parte tuya dañada» "
            "multiplica, y «cartas igual al número de Partes dañadas» es lo contado. Lo que se cuenta es una "
            "selección sin cantidad; sin decir de quién, cuenta las de todos los pilotos. Una cantidad de 0 no se "
            "admite (`nismatch validar` dice: una cantidad de 0 no hace nada), y sin número («roba cartas») el "
            "texto no se entiende.",
    examples=(
        ("CAR 1 | Repara 3 PG a esta Parte",
         "Un número fijo: al resolverse se le quitan a esta Parte 3 puntos de daño, o los que tenga si son menos."),
        ("CAR 2 | Selecciona una Parte de tu oponente; hazle 1 punto de daño por cada Parte tuya dañada",
         "Se cuenta al resolverse: con 3 Partes tuyas equipadas y dañadas, la Parte elegida recibe 3 puntos de "
         "daño; con ninguna, no recibe daño."),
        ("CAR 2 | Roba cartas igual al número de Partes de tu oponente desactivadas",
         "Al resolverse robas tantas cartas como Partes desactivadas tenga tu oponente en su Unidad en ese momento."),
        ("CAR 2 | Haz 1 punto de daño a cada Parte de tu oponente por cada Parte tuya desactivada",
         "Cada Parte equipada de tu oponente recibe tantos puntos de daño como Partes desactivadas tengas tú al "
         "resolverse."),
        ("CAR 1 | Roba cartas igual al número de Botines de Guerra de tu oponente",
         "Los Botines de Guerra de un piloto, sin decir dónde, son los que ha reclamado, no los que le quedan en su "
         "montón: robas una carta por cada uno (docs/rulings.md 9)."),
    ),
)
@dataclass(frozen=True)
class Amount(Node):
    """How much: ``n``, or ``n`` for each card of ``per`` (``equal``: as many as ``per`` counts)."""

    n: int
    per: "Node | None" = None  # a counted Selection
    equal: bool = False

    def text(self, singular: str, plural: str, ctx, article: str = "una") -> str:
        if self.equal and isinstance(self.per, UnitStat):
            return f"{plural} igual a {self.per.text(ctx)}"
        if self.equal and hasattr(self.per, "amount_text"):  # «X cartas» (constructs/costs.py)
            return self.per.amount_text(plural)
        if self.equal:
            return f"{plural} igual al número de {counted_text(self.per, ctx, True)}"
        written = count_words(self.n, singular, plural, article)
        return written if self.per is None else f"{written} por cada {counted_text(self.per, ctx, False)}"

    @property
    def fixed(self) -> int | None:
        """The amount when it counts nothing, else None."""
        return self.n if self.per is None else None


def counted_text(per, ctx, plural: bool) -> str:
    """What an amount counts; your Botines de Guerra are those you have claimed (docs/rulings.md 9), and so printed."""
    if getattr(per, "noun", None) is Noun.BOTIN and per.place is None and per.owner is Whose.YOU and \
            not per.filters and per.count is None:
        return "Botines de Guerra que hayas reclamado" if plural else "Botín de Guerra que hayas reclamado"
    return per.text(ctx, plural=plural)


#: Whether the reading being built has a clause that constructs/amounts_more.py's ``check_counted`` must look at (a
#: count of «su …», a counted stat change, a full repair): [True] until that check has looked, so that it walks
#: only the abilities that may need it.
TO_CHECK = [False]


@builds("per_each", "equal_to")
def _per(children):
    if getattr(children[-1], "owner", None) is Whose.THEIRS:  # «por cada Parte dañada en su Unidad»
        TO_CHECK[0] = True
    return children[-1]


@builds("amount")
def _amount(children):
    n, *rest = children
    return Amount(n, rest[0] if rest else None)


@builds("amount_x")
def _amount_x(children):
    return Amount(1, children[0], equal=True)


@builds("amount_equal")
def _amount_equal(children):
    return Amount(1, children[-1], equal=True)


@construct(
    "cantidad", "Igual a la FUE, DEF o VEL de tu Unidad",
    summary="Una cantidad que es una estadística de tu Unidad al resolverse el efecto: «puntos de daño igual a la "
            "FUE de tu Unidad», «cartas igual a la VEL de tu Unidad», «PG igual a la DEF de tu Unidad». Cuenta lo "
            "que suma la Unidad en ese momento (sus Partes activas, las Pasivas y los cambios que duran; 4.3–4.5); si "
            "es 0, el efecto no hace nada. Una Unidad tiene FUE, DEF y VEL: con PG o CAR `nismatch validar` dice: "
            "una Unidad tiene FUE, DEF y VEL, no PG.",
    examples=(
        ("CAR 3 | Selecciona una Parte de tu oponente; hazle puntos de daño igual a la FUE de tu Unidad",
         "Como una Guerrilla sin DEF que la pare: la Parte elegida recibe tantos puntos de daño como FUE tenga tu "
         "Unidad al resolverse (con 5 FUE, 5 puntos)."),
        ("CAR 2 | Roba cartas igual a la VEL de tu Unidad",
         "Robas tantas cartas como VEL tenga tu Unidad al resolverse."),
        ("CAR 2 | Repara PG igual a la DEF de tu Unidad a esta Parte",
         "Esta Parte recupera tantos PG como DEF tenga tu Unidad (sin pasar de sus PG impresos)."),
    ),
)
@dataclass(frozen=True)
class UnitStat(Node):
    """«la FUE de tu Unidad» in an amount: what the Unidad of the pilot who resolves it adds up now."""

    stat: Stat

    def text(self, ctx, **_) -> str:
        return f"la {self.stat.value.upper()} de tu Unidad"

    def tally(self, g: GameSide, p: int, source: int) -> int:
        """Engine: the Unidad's stat now (0 for PG or CAR, which a Unidad does not have: NM080 says so)."""
        return g.stat(p, self.stat.value) if self.stat.value in ("fue", "def", "vel") else 0


@builds("equal_to_unit_stat")
def _equal_to_unit_stat(children):
    return UnitStat(next(c for c in children if not hasattr(c, "start_pos")))


@construct(
    "cantidad", "Comparación",
    grammar="amounts/comparison.lark",
    summary="Cómo compara una condición o un calificativo: «3 o más» es como mínimo 3; «2 o menos», como máximo "
            "2; «exactamente 1», solo 1. Va en «Si tienes 3 o más Partes equipadas», «Si hay …», «Si tu Unidad "
            "tiene 5 o más FUE» y en los calificativos «con FUE 3 o más» y «con coste 2 o menos». Un número solo "
            "(«Si tienes 3 Partes equipadas») no basta, y la pista lo dice: escribe «N o más», «N o menos» o "
            "«exactamente N».",
    examples=(
        ("CAR 1 | Si tu Unidad tiene 5 o más FUE; roba una carta",
         "Con 5 FUE o más en tu Unidad, al activarla y otra vez al resolverse, robas una carta (6.1.1)."),
        ("CAR 1 | Si algún oponente tiene exactamente 1 Parte equipada; roba una carta",
         "Solo si tu oponente tiene 1 Parte equipada, ni 0 ni 2; en 2vs2 basta con que la tenga uno de tus "
         "oponentes (docs/rulings.md 13)."),
        ("CAR 2 | Selecciona una Parte de tu oponente con DEF 2 o menos; destrúyela",
         "Como calificativo: solo puedes elegir una Parte de tu oponente cuya DEF impresa sea 0, 1 o 2."),
    ),
)
@dataclass(frozen=True)
class Comparison(Node):
    op: Op
    n: int

    def test(self, value: int) -> bool:
        if self.op is Op.AT_LEAST:
            return value >= self.n
        if self.op is Op.AT_MOST:
            return value <= self.n
        return value == self.n

    def text(self) -> str:
        if self.op is Op.EXACTLY:
            return f"exactamente {self.n}"
        return f"{self.n} o {'más' if self.op is Op.AT_LEAST else 'menos'}"


@builds("cmp_at_least")
def _at_least(children):
    return Comparison(Op.AT_LEAST, children[0])


@builds("cmp_at_most")
def _at_most(children):
    return Comparison(Op.AT_MOST, children[0])


register_printed("mínimo")  # «como mínimo 3»


@builds("post_at_least")
def _post_at_least(children):
    return Op.AT_LEAST


@builds("post_at_most")
def _post_at_most(children):
    return Op.AT_MOST


def comparison_in(children) -> Comparison:
    """The comparison of a rule: written whole («5 o más FUE») or around the name («5 FUE o más»)."""
    found = next((c for c in children if isinstance(c, Comparison)), None)
    if found is not None:
        return found
    op = next(c for c in children if isinstance(c, Op))
    return Comparison(op, next(c for c in children if type(c) is int))


@builds("cmp_exactly")
def _exactly(children):
    return Comparison(Op.EXACTLY, children[-1])
