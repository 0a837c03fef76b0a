"""Stat changes as designers write them (rulebook 4.3–4.5: the FUE, DEF and VEL of a Unidad; 5.3.7: until the end of
the turn): the subject after the change («+2 FUE para tu Unidad»), the amount with «más» or «menos» («tu Unidad tiene
2 FUE más»), and raising or lowering a stat by an amount («aumenta en 2 la FUE de tu Unidad», «la VEL de la Unidad
de tu oponente se reduce en 1»). Each builds the :class:`~.effects_parts.StatChange` that already means it; the
synonyms of the verbs («recibe», «suma», «consigue», «da» +N …) are lexicon lines (packs/nismatch/lexico.yaml).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Activatable, Node, Player, Stat
from .amounts import counted_text
from .durations import Duration
from .effects_parts import StatChange, _stat

if TYPE_CHECKING:
    from ..seam import GameSide


@construct(
    "efecto", "Cambiar estadísticas, dicho de otras maneras",
    grammar="stat_words/wording.lark",
    summary="Otras maneras de escribir «<quién> gana +N FUE|DEF|VEL» o «pierde N …» (4.3–4.5), que se leen igual: "
            "el sujeto detrás, «+2 FUE para tu Unidad» (o «+2 FUE a tu Unidad»; «+2 FUE y +1 DEF para la Unidad de tu "
            "oponente» es de esa Unidad las dos veces); el número con «más» o «menos», «tu Unidad tiene 2 FUE más» "
            "(«… 1 VEL menos» es «pierde 1 VEL»); «aumenta en 2 la FUE de tu Unidad», «la FUE de tu Unidad aumenta "
            "en 2», «tu Unidad aumenta su FUE en 2» (o «sube», «se incrementa»), y «reduce en 1 la VEL de la Unidad "
            "de tu oponente» (o «disminuye», «baja», «se reduce»). Otros verbos se leen por el léxico: «recibe», "
            "«suma», «consigue», «obtiene», «da» u «otorga» +N … son «gana +N …»; «2 puntos de FUE» es «2 FUE». La "
            "duración va detrás, como en «Cambiar estadísticas»; en una Pasiva, sin ella.",
    examples=(
        ("CAR 1 | Tu Unidad gana +2 FUE hasta el final del turno",
         "«+2 FUE para tu Unidad hasta el final del turno», «Tu Unidad recibe +2 FUE este turno» y «Aumenta en 2 la "
         "FUE de tu Unidad hasta el final del turno» se leen así (5.3.7)."),
        ("CAR 2 | La Unidad de tu oponente gana +2 FUE y +1 DEF hasta el inicio de tu próximo turno",
         "«+2 FUE y +1 DEF para la Unidad de tu oponente hasta tu próximo turno»: las dos subidas son de esa Unidad "
         "y duran hasta tu próxima Fase de Recarga (5.3.1)."),
    ),
)
@dataclass(frozen=True)
class StatWording(Node):
    """A marker for the documentation: these wordings build a :class:`~.effects_parts.StatChange`."""

    @staticmethod
    def shown_in(ability) -> bool:
        return any(isinstance(node, StatChange) for node in ability.walk())


def _parts(children) -> tuple[int, Stat, Node, Duration | None]:
    """The amount, stat, subject and duration of a change, in whatever order they were written."""
    values = [c for c in children if not hasattr(c, "start_pos")]
    amount = next(v for v in values if isinstance(v, int) and not isinstance(v, Stat))
    stat = next(v for v in values if isinstance(v, Stat))
    duration = next((v for v in values if isinstance(v, Duration)), None)
    subject = next(v for v in values if isinstance(v, Node) and not isinstance(v, Duration))
    return amount, stat, subject, duration


def _change(children, sign: int, named_after: bool = False):
    amount, stat, subject, duration = _parts(children)
    node = _stat(subject, [amount, stat] + ([duration] if duration else []), sign=sign)
    if named_after and isinstance(node, StatChange):
        from dataclasses import replace
        node = replace(node, named_after=True)
    return node


@builds("stat_for")
def _stat_for(children):
    return _change(children, 1, named_after=True)


@builds("stat_gain_less")
def _stat_gain_less(children):
    return _change(children, -1)


@builds("stat_raise")
def _stat_raise(children):
    return _change(children, 1)


@builds("stat_lower")
def _stat_lower(children):
    return _change(children, -1)


@builds("stat_per_first")
def _stat_per_first(children):
    """«Por cada Pierna equipada, tu Unidad tiene 1 VEL más»: «Tu Unidad gana +1 VEL por cada …»."""
    from .amounts_more import _stat_counted

    per, subject, n, stat, *duration = [c for c in children if not hasattr(c, "start_pos")]
    return _stat_counted(subject, [n, stat, per, *duration], 1, False)


@construct(
    "condición", "Tu Carga, dicho de otras maneras",
    grammar="stat_words/carga.lark",
    summary="La Carga que te queda (4.1), escrita como algo que tienes: «Mientras tengas 0 CAR» (o «0 puntos de "
            "Carga»), «Si tienes 3 o más CAR», «Si te quedan 2 CAR o menos», y «tu Unidad tenga 0 puntos de Carga» "
            "(la Carga es del piloto, no de su Unidad) se leen como «tu CAR sea …» de «Tu Carga». «0 CAR» es "
            "exactamente 0: la Carga puede quedar negativa (4.1), y entonces no es 0. Un número sin «o más», «o "
            "menos» ni «exactamente» («Si tienes 3 CAR») no dice si vale con más: `nismatch validar` no lo lee; "
            "escribe «3 o más CAR».",
    examples=(
        ("Mientras tu CAR sea exactamente 0; tu Unidad gana +2 DEF",
         "«Mientras tu Unidad tenga 0 puntos de Carga, tiene +2 DEF» se lee así: con la Carga gastada del todo (ni "
         "negativa), tu Unidad tiene 2 DEF más."),
        ("CAR 1 | Si tu CAR es 3 o más; roba una carta",
         "«Si tienes 3 o más CAR» se lee así: se comprueba tras pagar el coste, al activarla, y otra vez al "
         "resolverse (6.1.1)."),
    ),
)
@dataclass(frozen=True)
class CargaWording(Node):
    """A marker for the documentation: these wordings build a :class:`~.references.CargaIs`."""

    @staticmethod
    def shown_in(ability) -> bool:
        from .references import CargaIs
        return any(isinstance(node, CargaIs) for node in ability.walk())


@construct(
    "requisito", "Lo que cuesta esta habilidad",
    grammar="stat_words/self_cost.lark",
    summary="«Esta habilidad cuesta 1 CAR menos por cada <selección>» (o «Cuesta 1 CAR menos si <condición>», «… 1 "
            "CAR más …»), delante de los requisitos o detrás del efecto («…; hazle 4 puntos de daño. Cuesta 1 CAR "
            "menos por cada Parte dañada de tu oponente»): cambia el coste de Carga de esta habilidad, y solo de "
            "esta. Se cuenta, o se comprueba la condición, al declararla, cuando se paga (6.1), con los cambios de "
            "coste de las Pasivas (docs/rulings.md 152); nunca baja de 0, ni de «…, hasta un mínimo de 1 CAR» (o "
            "«con un mínimo de 1»). Solo va en una habilidad con coste «CAR n |»: en otra, `nismatch validar` dice "
            "NM180. Se imprime delante: «Esta habilidad cuesta 1 CAR menos por cada …; …».",
    examples=(
        ("CAR 4 | Esta habilidad cuesta 1 CAR menos por cada Parte de tu oponente dañada; Selecciona una Parte de "
         "tu oponente; hazle 4 puntos de daño",
         "Con 3 Partes dañadas de tu oponente al declararla, pagas 1 CAR; con 5, 0 (6.1, docs/rulings.md 152)."),
        ("CAR 3 | Esta habilidad cuesta 2 CAR menos si tu Unidad tiene 5 o más FUE; roba 2 cartas",
         "Con 5 FUE o más al declararla, pagas 1 CAR; si no, 3."),
    ),
)
@dataclass(frozen=True)
class SelfCost(Node):
    """What this ability costs more (``n`` > 0) or less: for each of ``per``, or if ``test`` holds."""

    n: int
    per: Node | None = None
    test: Node | None = None
    floor: int = 0

    def text(self, ctx) -> str:
        sense = "más" if self.n > 0 else "menos"
        if self.per is not None:
            tail = f" por cada {counted_text(self.per, ctx, False)}"
        else:
            with ctx.mood(subjunctive=False):
                tail = f" si {self.test.text(ctx)}"
        floor = f", hasta un mínimo de {self.floor} CAR" if self.floor else ""
        return f"esta habilidad cuesta {abs(self.n)} CAR {sense}{tail}{floor}"

    def change(self, g: GameSide, p: int, source: int) -> int:
        """Engine: how much it changes the cost for pilot ``p`` declaring it now (6.1)."""
        if self.test is not None:
            return self.n if self.test.holds(g, p, source) else 0
        from .amounts import Amount
        return g.amount(Amount(self.n, self.per), p, source)


def self_cost_of(ab) -> SelfCost | None:
    """Engine: the «Esta habilidad cuesta …» of an ability (an ``AbilityInfo``), if it has one."""
    ast = ab.ast
    if ast is None or not hasattr(ast, "requirements"):
        return None
    return next((r for r in ast.requirements if type(r) is SelfCost), None)


def self_cost_problems(ability) -> list[tuple[str, Node, str, str]]:
    """NM180: «Esta habilidad cuesta …» in an ability without a printed cost, which has no cost to change; NM181:
    «Las Cartas de Apoyo de tus Brazos», which are no Partes."""
    from .costs import CostChange

    found = [("NM181", e, "una Carta de Apoyo no es una Parte: no es de ningún tipo, ni de tus Brazos",
              "escribe «Las habilidades de tus Brazos cuestan …», o «Tus Cartas de Apoyo cuestan …»")
             for e in (ability.simple_effects() if hasattr(ability, "simple_effects") else ())
             if isinstance(e, CostChange) and e.kind is not None and e.what is Activatable.SUPPORT]
    if getattr(ability, "cost", 0) is not None:
        return found
    return [("NM180", r, "«Esta habilidad cuesta …» cambia un coste de Carga, y esta habilidad no tiene",
             "empieza el texto con su coste, «CAR n | …», o quita el cambio de coste")
            for r in getattr(ability, "requirements", ()) if isinstance(r, SelfCost)] + found


def _self_cost(children, **fields) -> SelfCost:
    from .costs import _Floor

    values = [c for c in children if not hasattr(c, "start_pos") and c is not None]
    n, sense = values[0], values[1]
    floor = next((v.n for v in values if isinstance(v, _Floor)), 0)
    return SelfCost(sense * n, floor=floor, **fields)


@builds("self_cost_per")
def _self_cost_per(children):
    values = [c for c in children if not hasattr(c, "start_pos")]
    return _self_cost(children, per=values[2])


@builds("self_cost_if")
def _self_cost_if(children):
    values = [c for c in children if not hasattr(c, "start_pos")]
    return _self_cost(children, test=values[2])


@builds("ability_self_cost")
def _ability_self_cost(children):
    """«…; hazle 4 puntos de daño. Cuesta 1 CAR menos por cada …»: printed first, with the other requirements."""
    from dataclasses import replace
    from ..catalogue import BUILDERS

    own = next(c for c in children if isinstance(c, SelfCost))
    ability = BUILDERS["ability"]([c for c in children if c is not own])
    return replace(ability, requirements=(own, *ability.requirements))


def _signed_cost_change(children, sense: int):
    """«Tus Cartas de Apoyo cuestan +1 CAR»: the sign says «más» or «menos» (constructs/costs.py)."""
    from .costs import _Floor, CostChange

    (player, what, tag, of_parts), n, *floor = [c for c in children if not hasattr(c, "start_pos")]
    return CostChange(player, what, sense * n, tag, of_parts, floor[0].n if floor and isinstance(floor[0], _Floor) else 0)


@builds("cost_change_plus")
def _cost_change_plus(children):
    return _signed_cost_change(children, 1)


@builds("cost_change_minus")
def _cost_change_minus(children):
    return _signed_cost_change(children, -1)


@builds("cs_yours_kind")
def _cs_yours_kind(children):
    """«Las habilidades de tus Brazos»: your abilities of Partes of one kind (a :class:`~.costs.CostChange`)."""
    from .costs import _subject
    from .selection import KINDS

    *head, kind = [c for c in children if not hasattr(c, "start_pos") or str(c) in KINDS]
    if isinstance(kind, tuple):  # «de tus Brazos»: the kind of a zone noun
        kind = kind[2].value.kind
    else:
        kind = KINDS[str(kind)]
    return (*_subject(head, Player.YOU), kind)
