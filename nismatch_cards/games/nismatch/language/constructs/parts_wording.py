"""Effects on Partes as other designers write them (issue 26, round 7, kind «parts»): «recupera 2 PG en una Parte»,
«quítale 2 puntos de daño», «haz 2 puntos de daño a cada una», «una Parte con 4 PG restantes o menos». Each builds
the nodes of :mod:`.effects_parts` and :mod:`.filters` (Repair, Damage, PGLeft); the classes here only document the
wording (docs/rulings.md 146–148). The selection words that need no grammar («de Unidades enemigas», «que esté en
uno de tus Talleres») are lines of the pack's lexicon.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..catalogue import builds, construct
from ..nodes import Node
from .amounts import Amount
from .effects_parts import Damage, Repair
from .selection import It, Selection


@construct(
    "efecto", "Reparar con otras palabras",
    grammar="parts_wording/repair.lark",
    summary="Otras maneras de escribir «Reparar»: «recupera 2 PG en una Parte tuya» o «… de una Parte tuya» (con "
            "«en» o «de» en lugar de «a»), «quítale 2 puntos de daño» y «quita 2 puntos de daño a (o de) una Parte "
            "tuya»: quitar puntos de daño es recuperar PG (4.2), así que todas se leen «repara 2 PG a …» y se "
            "imprimen así (docs/rulings.md 146).",
    examples=(
        ("Cuando equipes esta Parte; repara 2 PG a otra Parte tuya",
         "Escrita «recupera 2 PG en otra Parte de tu Unidad»: al equiparla eliges otra Parte equipada tuya, que "
         "pierde 2 puntos de daño."),
        ("CAR 1 | Selecciona una Parte tuya dañada; repárale 2 PG",
         "Escrita «Selecciona una Parte dañada de tu Unidad; quítale 2 puntos de daño»: la elegida pierde 2 puntos "
         "de daño."),
    ),
)
@dataclass(frozen=True)
class RepairWording(Node):
    """A marker for the documentation: these phrasings build :class:`~.effects_parts.Repair` nodes."""

    @staticmethod
    def shown_in(ability) -> bool:
        return any(isinstance(n, Repair) for n in ability.walk())


@construct(
    "selección", "A cada una",
    grammar="parts_wording/each.lark",
    summary="«haz 2 puntos de daño a cada una» (o «hazle … a cada una», «a cada uno», «a ambas») y «repara 1 PG a "
            "cada una» (o «recupera 1 PG en cada una») tras seleccionar varias cartas: cada carta seleccionada recibe "
            "el efecto entero, como con «hazles» o «repárales»; se imprime con el pronombre (docs/rulings.md 147).",
    examples=(
        ("CAR 3 | Selecciona hasta 2 Partes de tu oponente; hazles 2 puntos de daño",
         "Escrita «Selecciona hasta dos Partes de Unidades enemigas; haz 2 puntos de daño a cada una»: cada una de "
         "las Partes elegidas, de 0 a 2, recibe 2 puntos de daño."),
    ),
)
@dataclass(frozen=True)
class EachOfThem(Node):
    """A marker for the documentation: «a cada una» builds the effect on :class:`~.selection.It`."""

    @staticmethod
    def shown_in(ability) -> bool:
        return any(isinstance(n, (Damage, Repair)) and isinstance(n.target, It) for n in ability.walk()) and any(
            isinstance(n, Selection) and n.plural for n in ability.walk())


def _amount(children) -> Amount:
    return next(c for c in children if isinstance(c, Amount))


@builds("damage_each")
def _damage_each(children):
    """«haz 2 puntos de daño a cada una»: each of the cards the ability selected."""
    return Damage(_amount(children), It())


@builds("repair_each")
def _repair_each(children):
    """«repara 1 PG a cada una», «recupera 1 PG en cada una»."""
    return Repair(_amount(children), It())


@construct(
    "selección", "Filtro: PG restantes",
    grammar="parts_wording/pg_left.lark",
    summary="«una Parte con 4 PG restantes o menos» (o «que tenga 4 o menos PG restantes», «con 4 PG o menos "
            "restantes», «con como mucho 4 PG restantes», «… o más», «exactamente …»): los PG que le quedan, sus PG "
            "máximos menos su daño, como «a la que le queden 4 PG o menos» y se imprime así. Sin «restantes», «con 4 "
            "PG o menos» no se lee: podría hablar de los PG impresos (docs/rulings.md 148).",
    examples=(
        ("CAR 3 | Selecciona una Parte a la que le queden 3 PG o menos; destrúyela",
         "Escrita «Selecciona una Parte con 3 PG restantes o menos; destrúyela»: una Parte de 5 PG con 2 puntos de "
         "daño vale, una intacta de 4 PG no."),
    ),
)
@dataclass(frozen=True)
class PGLeftWording(Node):
    """A marker for the documentation: these phrasings build the «a la que le queden» filter (:class:`PGLeft`)."""

    @staticmethod
    def shown_in(ability) -> bool:
        from .filters import PGLeft

        return any(isinstance(n, Selection) and n.get(PGLeft) is not None for n in ability.walk())


@construct(
    "selección", "Filtro: contadores, con otras palabras",
    grammar="parts_wording/counted.lark",
    summary="«con 3 contadores o más» (el número delante de «contadores»), «que tenga al menos 3 contadores», «con "
            "como mucho 1 contador» son «con 3 o más contadores»; «con 2 contadores de daño o más» o «que tenga al "
            "menos 2 contadores de daño» son «con 2 o más puntos de daño» (cada punto de daño es un contador de daño, "
            "4.2), y se imprimen así.",
    examples=(
        ("CAR 1 | Destruye todas las Partes de tu oponente con 3 o más contadores",
         "Escrita «Destruye cada Parte de tu oponente que tenga 3 contadores o más»: todas las de tu oponente con "
         "3 contadores o más quedan destruidas."),
        ("CAR 2 | Destruye una Parte de tu oponente con 2 o más puntos de daño",
         "Escrita «… con dos contadores de daño o más»: eliges una Parte de tu oponente con 2 puntos de daño o más "
         "y queda destruida."),
    ),
)
@dataclass(frozen=True)
class CountersWording(Node):
    """A marker for the documentation: these phrasings build the counters and damage-points filters."""

    @staticmethod
    def shown_in(ability) -> bool:
        from .filters import CountersAre, DamagePoints

        return any(isinstance(n, Selection) and (n.get(CountersAre) or n.get(DamagePoints)) is not None
                   for n in ability.walk())


@construct(
    "efecto", "Destruir o desactivar, con la carta delante",
    grammar="parts_wording/subject.lark",
    summary="«<selección> queda destruida» (o «quedan destruidas») y «<selección> queda Desactivada» "
            "(«quedan Desactivadas»): la carta va delante, como sujeto, y es lo mismo que «destruye <selección>» o "
            "«desactiva <selección>»; se imprime así. Tras «Selecciona …;» sin sujeto, «queda destruida» es "
            "«destrúyela» (léxico).",
    examples=(
        ("CAR 3 | Destruye todas las Partes de tu oponente con 3 o más contadores",
         "Escrita «Todas las Partes de tu oponente con al menos tres contadores quedan destruidas»: cada una de "
         "ellas queda destruida."),
        ("CAR 2 | Desactiva todas las Partes de tu oponente dañadas",
         "Escrita «Todas las Partes dañadas de tu oponente quedan Desactivadas»: cada Parte de tu oponente con daño "
         "queda Desactivada."),
    ),
)
@dataclass(frozen=True)
class SubjectFirst(Node):
    """A marker for the documentation: these phrasings build :class:`Destroy` and :class:`Deactivate` nodes."""

    @staticmethod
    def shown_in(ability) -> bool:
        from .effects_parts import Deactivate, Destroy

        return any(isinstance(n, (Destroy, Deactivate)) and isinstance(n.target, Selection) for n in ability.walk())


def _selection(children) -> Selection:
    return next(c for c in children if not hasattr(c, "start_pos"))


@builds("destroy_subject")
def _destroy_subject(children):
    from .effects_parts import Destroy

    return Destroy(_selection(children))


@builds("deactivate_subject")
def _deactivate_subject(children):
    from .effects_parts import Deactivate

    return Deactivate(_selection(children))
