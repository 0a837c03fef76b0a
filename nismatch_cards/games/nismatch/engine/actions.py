"""Actions a pilot can take: small frozen dataclasses, each with a readable Spanish ``describe``.

Cards are named by their instance number in the game (``Game.cards[n]``); pilots by their
index (0 = A, 1 = B…). Actions carry no pilot: the game knows who must act (``Game.to_move``).
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from functools import lru_cache


@dataclass(frozen=True, slots=True)
class Action:
    def describe(self, game) -> str:  # pragma: no cover - every subclass overrides it
        return type(self).__name__

    def to_json(self) -> dict:
        data = {"tipo": ACTION_NAMES[type(self)]}
        for f in fields(self):
            data[f.name] = getattr(self, f.name)
        return data

    @staticmethod
    def from_json(data: dict) -> "Action":
        if not isinstance(data, dict) or data.get("tipo") not in ACTION_TYPES:
            raise ValueError(f"acción desconocida: {data!r}")
        cls = ACTION_TYPES[data["tipo"]]
        names = [f.name for f in fields(cls)]
        values = {}
        for name in names:
            if name == "x" and name not in data:  # «CAR X»: written only when chosen
                continue
            value = data.get(name)
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"la acción «{data['tipo']}» necesita «{name}» (un número)")
            values[name] = value
        extra = set(data) - set(names) - {"tipo"}
        if extra:
            raise ValueError(f"la acción «{data['tipo']}» no admite «{sorted(extra)[0]}»")
        return cls(**values)


@dataclass(frozen=True, slots=True)
class Keep(Action):
    """Set-up (5.1): keep the hand drawn."""

    def describe(self, game) -> str:
        return "se queda con su mano"


@dataclass(frozen=True, slots=True)
class Mulligan(Action):
    """Set-up (5.1): shuffle the hand back and draw again (each after the first, one card fewer)."""

    def describe(self, game) -> str:
        return "hace mulligan"


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Set-up (5.1): the Parte placed face down in the Torso zone. The pilots place theirs together, so
    ``describe`` (what the others are told) does not name it; :meth:`own_label` does, for its pilot."""

    card: int

    def describe(self, game) -> str:
        return "coloca una Parte bocabajo"

    def own_label(self, game) -> str:
        return f"coloca bocabajo {game.card_label(self.card)}"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Pass priority in a round of responses, or end the current phase in an open state."""

    def describe(self, game) -> str:
        return "pasa"


@dataclass(frozen=True, slots=True)
class Equip(Action):
    """5.3.4: equip a Parte from the hand (once per turn)."""

    card: int

    def describe(self, game) -> str:
        return f"equipa {game.card_label(self.card)}"


@dataclass(frozen=True, slots=True)
class ToTaller(Action):
    """5.3.4: move a damaged equipped Parte to a free Taller."""

    card: int

    def describe(self, game) -> str:
        return f"lleva {game.card_label(self.card)} al Taller"


@dataclass(frozen=True, slots=True)
class Reequip(Action):
    """5.3.4, 2③: equip again a Parte that has been repairing in a Taller."""

    card: int

    def describe(self, game) -> str:
        return f"reequipa {game.card_label(self.card)} desde el Taller"


@dataclass(frozen=True, slots=True)
class Activate(Action):
    """Activate ability number ``ability`` of a Parte, or play a Carta de Apoyo from the hand."""

    card: int
    ability: int = 0
    x: int = 0  # the X chosen for «CAR X |» (0: the ability has no X)

    def describe(self, game) -> str:
        info = game.cards[self.card]
        text = info.abilities[self.ability].text
        verb = "juega" if not info.is_part else "activa"
        return f"{verb} {game.card_label(self.card)}{f' con X = {self.x}' if self.x else ''}: «{text}»"

    def to_json(self) -> dict:
        data = Action.to_json(self)
        if not self.x:  # records of abilities without X stay as they were
            del data["x"]
        return data


@dataclass(frozen=True, slots=True)
class Declare(Action):
    """5.3.5: declare a Guerrilla against pilot ``target``."""

    target: int

    def describe(self, game) -> str:
        return f"declara una Guerrilla a {game.pilot_name(self.target)}"


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """A choice the engine asks for: a target, a card to discard, the Parte that takes damage…"""

    card: int

    def describe(self, game) -> str:
        return f"elige {game.card_label(self.card)}"


@dataclass(frozen=True, slots=True)
class ChooseMarcha(Action):
    """A marcha chosen where the engine asks for marchas («Selecciona una habilidad de tu oponente», «Niega 2
    marchas…»), by its number as in 4.7.2.1 (1 is the bottom one): not by its card, which may have two (ruling 27)."""

    marcha: int

    def describe(self, game) -> str:
        stack = game.stack
        card = f" ({game.card_label(stack[self.marcha - 1].source)})" if 0 < self.marcha <= len(stack) else ""
        return f"elige la marcha {self.marcha}{card}"


@dataclass(frozen=True, slots=True)
class ChooseOption(Action):
    """An option of «elige uno: A o B», by its number as printed (1 is the first)."""

    option: int

    def describe(self, game) -> str:
        text = game.option_text(self.option)
        return f"elige «{text}»" if text is not None else f"elige la opción {self.option}"


@dataclass(frozen=True, slots=True)
class ChoosePilot(Action):
    """A pilot chosen where «Selecciona a un oponente» asks for one, by its index (0 = A, 1 = B…)."""

    pilot: int

    def describe(self, game) -> str:
        return f"elige a {game.pilot_name(self.pilot)}" if 0 <= self.pilot < len(game.pilots) else \
            f"elige al piloto {self.pilot}"


@dataclass(frozen=True, slots=True)
class Finish(Action):
    """Stop choosing («hasta n», the Reconstrucción)."""

    def describe(self, game) -> str:
        return "no elige más"


@dataclass(frozen=True, slots=True)
class Accept(Action):
    """Activate a disparado ability that has a CAR cost."""

    def describe(self, game) -> str:
        return "activa la habilidad disparada"


@dataclass(frozen=True, slots=True)
class Decline(Action):
    """Let a disparado ability with a CAR cost go."""

    def describe(self, game) -> str:
        return "no activa la habilidad disparada"


ACTION_TYPES: dict[str, type] = {
    "quedarse": Keep, "mulligan": Mulligan, "colocar": Place, "pasar": Pass, "equipar": Equip,
    "taller": ToTaller, "reequipar": Reequip, "activar": Activate, "guerrilla": Declare,
    "elegir": Choose, "elegir_marcha": ChooseMarcha, "elegir_opcion": ChooseOption, "elegir_piloto": ChoosePilot,
    "terminar": Finish, "aceptar": Accept, "rechazar": Decline,
}
ACTION_NAMES: dict[type, str] = {cls: name for name, cls in ACTION_TYPES.items()}


@lru_cache(maxsize=None)
def shared(cls: type, *args: int) -> Action:
    """The one shared ``cls(*args)`` (actions are immutable and compared by value): listing the
    legal moves, done at every decision, builds no new action."""
    return cls(*args)
