"""The ability: «[CAR n |] requisito; … ; efecto» (rulebook 6.1), and keyword abilities."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..catalogue import builds, construct
from ..nodes import Node
from .conditions import Test  # noqa: F401 - the requirement and effect unions live with their blocks
from .effects_control import Effects
from .amounts_more import check_counted
from .amounts_counted import own_counters
from .effects_parts import bind_bare
from .players import bind_players, bind_unit
from .pilots_more import bind_destroyer
from .requirements import Select
from .timing_more import for_the_phase


@construct(
    "habilidad", "Habilidad",
    summary="La forma de toda habilidad (6.1): «[CAR n |] requisito; … ; efecto». El coste de Carga se paga al "
            "declararla; los requisitos (seleccionar, cumplir una condición, pagar un coste, el disparador de una "
            "Disparado) se cumplen al activarla, en el orden escrito, y entonces la habilidad está «en juego» y los "
            "demás pilotos pueden responder; el efecto, tras el último «;», se hace cuando su marcha se resuelve "
            "(4.7.2). La etiqueta de la carta decide si lleva coste: en una Normal sin él, `nismatch validar` dice: "
            "una habilidad Normal necesita un coste de Carga (reglamento 6.1); en una Pasiva con él: una habilidad "
            "Pasiva no tiene coste de Carga (reglamento 3.3). Tras un efecto, un «;» o un «.» une otro efecto, como "
            "«y»: se hacen en ese orden al resolverse (docs/rulings.md 76).",
    examples=(
        ("CAR 1 | Selecciona una Parte; hazle 2 puntos de daño",
         "La marcha 1 del ejemplo del reglamento (4.7.2.1): pagas 1 CAR, eliges una Parte equipada de cualquier "
         "Unidad al activarla y, cuando la marcha se resuelve, esa Parte recibe 2 puntos de daño."),
        ("CAR 1 | Descarta una carta; Selecciona una Parte de tu oponente; hazle 2 puntos de daño",
         "Al activarla pagas 1 CAR, descartas una carta de tu mano y eliges una Parte de tu oponente, en ese orden; "
         "si no tienes carta que descartar o tu oponente no tiene Partes, no puedes activarla (6.1)."),
        ("Tu Unidad gana +1 DEF",
         "Una Pasiva, sin coste ni requisitos: tu Unidad tiene 1 DEF más mientras esta Parte esté equipada y activa "
         "(3.3, 4.1.2)."),
        ("Al comienzo de tu turno; gana 1 CAR",
         "Una Disparado, cuyo primer requisito es el disparador: salta sola en cada turno tuyo, después de calcular "
         "la Recarga, así que ese CAR se suma al del turno (3.3, docs/rulings.md 16)."),
    ),
)
@dataclass(frozen=True)
class Ability(Node):
    """One ability: optional «CAR n» cost, requirements in order, and the effect."""

    cost: int | None
    requirements: tuple[Node, ...]
    effect: Node
    #: «CAR X |»: the pilot chooses X when activating it and pays X CAR (constructs/costs.py); the site and
    #: ``nismatch analizar --json`` show it only when set (``omit_unset``)
    x: bool = field(default=False, repr=False, metadata={"omit_unset": True})
    #: «Relámpago. CAR 2 | …»: the etiqueta written in the text (constructs/frame.py), shown only when set
    speed: Node | None = field(default=None, metadata={"omit_unset": True})

    def simple_effects(self) -> tuple[Node, ...]:
        """The effect, with «y» chains flattened."""
        return self.effect.effects if isinstance(self.effect, Effects) else (self.effect,)

    def requirement(self, kind: type) -> Node | None:
        """The first requirement of ``kind``, or None."""
        return next((r for r in self.requirements if isinstance(r, kind)), None)


@builds("cost")
def _cost(children):
    values = [c for c in children if not hasattr(c, "start_pos")]
    return ("cost", values[-1] if values else "x")  # «CAR X»: the «x» is all it has


@builds("ability")
def _ability(children):
    parts = [part for c in children if not hasattr(c, "start_pos")  # «Selecciona A y B» is two (constructs/picks.py)
             for part in (c if isinstance(c, list) else (c,))]
    cost = parts.pop(0)[1] if parts and isinstance(parts[0], tuple) else None
    trailing = parts.pop()[1:] if isinstance(parts[-1], tuple) else ()  # «…. Solo una vez por turno»
    *requirements, effect = parts
    requirements, effect = bind_destroyer(tuple(requirements), effect)  # «… del piloto que la destruyó»
    effect = bind_unit(requirements, effect)  # «Selecciona la Unidad de un oponente; tiene -2 DEF»
    requirements, effect = bind_players(requirements, effect)  # «Selecciona a un oponente; … su mano»
    effect = bind_bare(effect, any(isinstance(r, Select) for r in requirements))
    effect = for_the_phase(tuple(requirements), effect)  # «En tu Fase de Guerrilla, … +2 FUE» (ruling 93)
    effect = own_counters(tuple(requirements), effect)  # «por cada contador … que tenga» (ruling 129)
    check_counted(cost, requirements, effect)  # «+1 DEF por cada …» of a Pasiva written after it
    if cost == "x":
        return Ability(0, (*trailing, *requirements), effect, x=True)
    return Ability(cost, (*trailing, *requirements), effect)  # «…. Solo una vez por turno» reads as written first


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
    summary="Una habilidad con nombre que declara el reglamento del juego (`nismatch: palabras_clave` en "
            "ruleset.yaml): su nombre, si lleva un número, su etiqueta y su texto en el lenguaje base, con «{N}» "
            "donde va el número. La carta escribe solo «Blindaje 2», con la etiqueta que pide la palabra clave; el "
            "motor y los bots juegan ese texto y la carta imprime el recordatorio en cursiva. Con otra etiqueta, "
            "`nismatch validar` dice: «Blindaje» es una habilidad Pasiva.",
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
    def x(self) -> bool:
        return self.ability.x

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
