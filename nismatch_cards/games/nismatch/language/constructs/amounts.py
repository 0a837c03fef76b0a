"""Quantities: numbers, amounts that count («por cada …», «igual al número de …») and comparisons."""
from __future__ import annotations

from dataclasses import dataclass

from ..catalogue import builds, construct
from ..lexer import NUMBER_WORDS
from ..nodes import Node, Op

@builds("number")
def _number(children):
    (token,) = children
    return int(token) if token.type == "INT" else NUMBER_WORDS[str(token)]


def count_words(n: int, singular: str, plural: str, article: str = "una") -> str:
    """«una carta», «2 cartas»: the canonical way to print a number of things."""
    return f"{article} {singular}" if n == 1 else f"{n} {plural}"


def unit_rule(name: str, singular: str, plural: str) -> str:
    """The grammar of an amount of ``singular``/``plural`` things: «2 cartas», «una carta por cada
    Parte dañada», «cartas igual al número de Partes dañadas» (all build an :class:`Amount`)."""
    units = f'"{singular}"' if singular == plural else f'"{singular}" | "{plural}"'
    return (f"{name}: number ({units}) per_each?   -> amount\n"
            f"{' ' * len(name)} | ({units}) equal_to          -> amount_equal")


@construct(
    "cantidad", "Cantidad",
    grammar="""
    per_each: "por cada" counted
    equal_to: "igual al numero de" counted
    """,
    summary="Un número, o uno que cuenta: «2 cartas por cada Parte dañada» multiplica; «cartas igual al "
            "número de Partes dañadas» cuenta en el momento de resolver.",
    examples=(
        "CAR 1 | Roba 2 cartas",
        "CAR 2 | Selecciona una Parte de tu oponente; hazle 1 punto de daño por cada Parte tuya dañada",
        "CAR 2 | Roba cartas igual al número de Partes de tu oponente desactivadas",
    ),
)
@dataclass(frozen=True)
class Amount(Node):
    """How much: ``n``, or ``n`` for each card of ``per`` (``equal``: as many as ``per`` counts)."""

    n: int
    per: "Node | None" = None  # a counted Selection
    equal: bool = False

    def text(self, singular: str, plural: str, ctx, article: str = "una") -> str:
        if self.equal:
            return f"{plural} igual al número de {self.per.text(ctx, plural=True)}"
        written = count_words(self.n, singular, plural, article)
        return written if self.per is None else f"{written} por cada {self.per.text(ctx, plural=False)}"

    @property
    def fixed(self) -> int | None:
        """The amount when it counts nothing, else None."""
        return self.n if self.per is None else None


@builds("per_each", "equal_to")
def _per(children):
    return children[-1]


@builds("amount")
def _amount(children):
    n, *rest = children
    return Amount(n, rest[0] if rest else None)


@builds("amount_equal")
def _amount_equal(children):
    return Amount(1, children[-1], equal=True)


@construct(
    "cantidad", "Comparación",
    grammar="""
    comparison: number "o" "mas"        -> cmp_at_least
              | number "o" "menos"      -> cmp_at_most
              | "exactamente" number    -> cmp_exactly
    """,
    summary="«3 o más» es como mínimo 3; «2 o menos», como máximo 2; «exactamente 1», solo 1.",
    examples=("CAR 1 | Si tienes 3 o más Partes equipadas; roba una carta",
              "CAR 1 | Si tu oponente tiene exactamente 1 Parte equipada; roba una carta"),
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


@builds("cmp_exactly")
def _exactly(children):
    return Comparison(Op.EXACTLY, children[-1])
