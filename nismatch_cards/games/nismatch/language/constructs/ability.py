"""The ability: «[CAR n |] requisito; … ; efecto» (rulebook 6.1), and keyword abilities."""
from __future__ import annotations

from dataclasses import dataclass

from ..catalogue import builds, construct
from ..nodes import Node
from .conditions import Test  # noqa: F401 - the requirement and effect unions live with their blocks
from .effects_control import Effects


@construct(
    "habilidad", "Habilidad",
    grammar="",
    summary="«[CAR n |] requisito; … ; efecto»: el coste de Carga se paga al declararla; los requisitos "
            "(seleccionar, condiciones, costes, el disparador de una Disparado) se cumplen antes de que esté «en "
            "juego»; el efecto, tras el último «;», se resuelve cuando se reducen las marchas (6.1).",
    examples=("CAR 1 | Selecciona una Parte; hazle dos puntos de daño", "CAR 1 | Roba una carta"),
)
@dataclass(frozen=True)
class Ability(Node):
    """One ability: optional «CAR n» cost, requirements in order, and the effect."""

    cost: int | None
    requirements: tuple[Node, ...]
    effect: Node

    def simple_effects(self) -> tuple[Node, ...]:
        """The effect, with «y» chains flattened."""
        return self.effect.effects if isinstance(self.effect, Effects) else (self.effect,)

    def requirement(self, kind: type) -> Node | None:
        """The first requirement of ``kind``, or None."""
        return next((r for r in self.requirements if isinstance(r, kind)), None)


@builds("cost")
def _cost(children):
    return ("cost", children[-1])


@builds("ability")
def _ability(children):
    parts = [c for c in children if not hasattr(c, "start_pos")]
    cost = parts.pop(0)[1] if parts and isinstance(parts[0], tuple) else None
    *requirements, effect = parts
    return Ability(cost, tuple(requirements), effect)


@dataclass(frozen=True)
class KeywordDef:
    """A keyword ability the ruleset declares (``nismatch: palabras_clave``): «Blindaje N» stands
    for ``text`` with «{N}» replaced by the number written on the card."""

    name: str
    text: str
    number: bool = False  # the keyword takes a number («Blindaje 2»)
    tag: str | None = None  # the etiqueta a card must give it
    reminder: str | None = None  # printed in italics after the keyword, with «{N}» replaced

    def expansion(self, value: int | None) -> str:
        """The text in the base language the keyword stands for, with its number."""
        return self.text if value is None else self.text.replace("{N}", str(value))

    def reminder_text(self, value: int | None) -> str | None:
        if self.reminder is None:
            return None
        return self.reminder if value is None else self.reminder.replace("{N}", str(value))


@construct(
    "palabra clave", "Palabra clave",
    grammar="",
    summary="Una habilidad con nombre que el reglamento del juego declara como datos (``nismatch: "
            "palabras_clave`` en ruleset.yaml): su nombre, si lleva un número, su etiqueta y su texto en el "
            "lenguaje base, con «{N}» donde va el número. La carta escribe solo «Blindaje 2»; el motor juega la "
            "expansión y la carta imprime el recordatorio en cursiva.",
    examples=(),
)
@dataclass(frozen=True)
class Keyword(Node):
    """A keyword ability as written on the card («Blindaje 2»), its definition and the ability it
    stands for; it answers like that ability, so the engine, the bots and the checks play it."""

    definition: KeywordDef
    value: int | None
    ability: Ability

    @property
    def name(self) -> str:
        return self.definition.name

    @property
    def reminder(self) -> str | None:
        return self.definition.reminder_text(self.value)

    def text(self, ctx=None) -> str:
        return self.name if self.value is None else f"{self.name} {self.value}"

    # the ability's interface
    @property
    def cost(self) -> int | None:
        return self.ability.cost

    @property
    def requirements(self) -> tuple[Node, ...]:
        return self.ability.requirements

    @property
    def effect(self) -> Node:
        return self.ability.effect

    def simple_effects(self) -> tuple[Node, ...]:
        return self.ability.simple_effects()

    def requirement(self, kind: type) -> Node | None:
        return self.ability.requirement(kind)
