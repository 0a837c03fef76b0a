"""The actions of a game of Unmatched: frozen values, compared with ``==``, written to JSON and read back.

Fighters are numbers (their place in the game's list: each hero, then its sidekicks, in the order heroes are
placed), spaces the battlefield's ids, cards their ``key`` in the deck of the hero who acts (``cards.ActionCard``).
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any


@dataclass(frozen=True)
class Place:
    """Set-up: put a sidekick on a space of its hero's zone («Preparación»)."""

    fighter: int
    space: str


@dataclass(frozen=True)
class Maneuver:
    """The maniobra: draw, then move («La maniobra»)."""


@dataclass(frozen=True)
class Boost:
    """Step 2 of a maniobra: discard ``card`` to add its boost to the movement, or none (``card`` None)."""

    card: str | None


@dataclass(frozen=True)
class Move:
    """Move ``fighter`` to ``space`` within its movement (each fighter once per maniobra)."""

    fighter: int
    space: str


@dataclass(frozen=True)
class EndMove:
    """Stop moving: the fighters not moved stay where they are."""


@dataclass(frozen=True)
class Scheme:
    """Play the estratagema ``card`` for ``fighter``, its character («La estratagema»)."""

    fighter: int
    card: str


@dataclass(frozen=True)
class Attack:
    """``fighter`` attacks ``target`` with ``card``, placed face down («El Ataque», pasos 1 y 2)."""

    fighter: int
    target: int
    card: str


@dataclass(frozen=True)
class Defend:
    """The defender places ``card`` face down, or no card (``card`` None): defending is optional."""

    card: str | None


@dataclass(frozen=True)
class Discard:
    """End of turn: discard ``card`` down to the hand limit."""

    card: str


@dataclass(frozen=True)
class Choose:
    """Answer the choice an effect asks («adónde mueves a Alice», «qué carta descarta»…): ``option`` is the id of
    one of its options (a space, a fighter's number, a card, an effect's number), as ``Game.choice`` lists them."""

    option: str


Action = Place | Maneuver | Boost | Move | EndMove | Scheme | Attack | Defend | Discard | Choose

#: The JSON ``tipo`` of each action class, and back.
KINDS: dict[type, str] = {Place: "colocar", Maneuver: "maniobra", Boost: "impulso", Move: "mover", EndMove: "fin_mover",
                          Scheme: "estratagema", Attack: "ataque", Defend: "defensa", Discard: "descartar",
                         Choose: "elegir"}
_CLASSES = {kind: cls for cls, kind in KINDS.items()}
#: JSON keys of the action fields.
_KEYS = {"fighter": "luchador", "space": "casilla", "card": "carta", "target": "objetivo", "option": "opcion"}
_FIELDS = {key: name for name, key in _KEYS.items()}
_TYPES = {"fighter": int, "target": int, "space": str, "card": str, "option": str}


def to_json(action: Action) -> dict[str, Any]:
    """``{"tipo": "ataque", "luchador": 0, "objetivo": 3, "carta": "finta"}``."""
    data: dict[str, Any] = {"tipo": KINDS[type(action)]}
    data.update({_KEYS[f.name]: getattr(action, f.name) for f in fields(action)})
    return data


def from_json(data: Any) -> Action:
    """The action :func:`to_json` wrote; ``ValueError`` with a Spanish message for anything else."""
    if not isinstance(data, dict) or data.get("tipo") not in _CLASSES:
        raise ValueError(f"«{data}» no es una acción de Unmatched (su «tipo» es uno de {', '.join(_CLASSES)})")
    cls = _CLASSES[data["tipo"]]
    wanted = {f.name for f in fields(cls)}
    values = {}
    for key, value in data.items():
        name = _FIELDS.get(key)
        if key == "tipo":
            continue
        if name not in wanted:
            raise ValueError(f"la acción «{data['tipo']}» no lleva «{key}»")
        nullable = cls in (Boost, Defend)
        if not (isinstance(value, _TYPES[name]) and not isinstance(value, bool)) and not (nullable and value is None):
            raise ValueError(f"«{key}» de la acción «{data['tipo']}» no puede ser {value!r}")
        values[name] = value
    missing = wanted - set(values)
    if missing:
        raise ValueError(f"a la acción «{data['tipo']}» le falta {', '.join('«' + _KEYS[m] + '»' for m in sorted(missing))}")
    return cls(**values)
