"""Small battlefields built in code for the engine's tests and bench (the shipped maps are the map loader's).

:func:`grid` is a rectangle of spaces, each next to its four neighbours, split in zones by column bands; the
start spaces are numbered in the order given. :func:`board` builds any map from its edges and zones."""
from __future__ import annotations

from nismatch_cards.games.unmatched.board import Battlefield, Space


def board(edges: list[tuple[str, str]], zones: dict[str, str], starts: list[str], name: str = "prueba",
          extra_zones: dict[str, str] | None = None) -> Battlefield:
    """A battlefield from its ``edges`` (pairs of space ids), each space's zone (``zones``; ``extra_zones`` gives
    a space a second one) and its start spaces, start 1 first."""
    ids = sorted({s for edge in edges for s in edge} | set(zones))
    adjacency = {s: set() for s in ids}
    for a, b in edges:
        adjacency[a].add(b)
        adjacency[b].add(a)
    extra = extra_zones or {}
    spaces = {s: Space(s, float(k), 0.0, frozenset({zones[s], *([extra[s]] if s in extra else [])}),
                       starts.index(s) + 1 if s in starts else None) for k, s in enumerate(ids)}
    return Battlefield(name, name, spaces, {s: frozenset(n) for s, n in adjacency.items()})


def grid(columns: int, rows: int, band: int, starts: list[tuple[int, int]], name: str = "rejilla") -> Battlefield:
    """A ``columns`` × ``rows`` grid; spaces «c,r»; zone «z{c // band}»; ``starts`` as (column, row), start 1 first."""
    space = lambda c, r: f"{c},{r}"  # noqa: E731
    edges = [(space(c, r), space(c + 1, r)) for c in range(columns - 1) for r in range(rows)]
    edges += [(space(c, r), space(c, r + 1)) for c in range(columns) for r in range(rows - 1)]
    zones = {space(c, r): f"z{c // band}" for c in range(columns) for r in range(rows)}
    return board(edges, zones, [space(c, r) for c, r in starts], name)


#: A field of the size of the rulebook's boards (about 30 spaces, 4 zones) for 1v1, 2v2 and 3 players.
FIELD = grid(8, 4, 2, [(0, 1), (7, 2), (0, 2), (7, 1)], "campo de prueba")
