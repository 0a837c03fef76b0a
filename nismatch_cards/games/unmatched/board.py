"""A battlefield of Unmatched: spaces with a position, zones by colour, adjacency and numbered start spaces.

The rulebook's board (section «Preparación», «El tablero») is data: a map is a YAML file of the pack
(``packs/unmatched/mapas/``); this module is its model, what the rules engine, the drawings and the
exports read. A space may be in several zones (coloured rings); start spaces are numbered from 1
(«No igualada» is start 1, «No emparejada 2» start 2, …).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Space:
    """One space: its id, its drawing position (any unit, x to the right, y down), its zones and,
    for a start space, its number (1, 2, …)."""

    id: str
    x: float
    y: float
    zones: frozenset[str]
    start: int | None = None


@dataclass(frozen=True)
class Battlefield:
    """A whole map. ``adjacency`` is symmetric (a loader checks it): each space id to its neighbours."""

    id: str
    name: str
    spaces: dict[str, Space]
    adjacency: dict[str, frozenset[str]]

    def adjacent(self, space: str) -> frozenset[str]:
        """The spaces next to ``space`` (melee reach, one step of movement)."""
        return self.adjacency[space]

    def zones(self, space: str) -> frozenset[str]:
        """The zones (colours) ``space`` belongs to."""
        return self.spaces[space].zones

    def share_zone(self, a: str, b: str) -> bool:
        """Whether ``a`` and ``b`` are in a common zone (ranged reach)."""
        return bool(self.spaces[a].zones & self.spaces[b].zones)

    def starts(self) -> tuple[str, ...]:
        """The start spaces' ids, by their number (start 1 first)."""
        numbered = sorted((s.start, s.id) for s in self.spaces.values() if s.start is not None)
        return tuple(space for _, space in numbered)
