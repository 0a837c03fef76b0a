"""How many processes a command may start: the machine's cores unless asked, and never more than
:data:`MAX_WORKERS` however many are asked for (``--workers 100000`` would fork that many)."""
from __future__ import annotations

import os

#: The most worker processes any command starts.
MAX_WORKERS = 64


def available() -> int:
    """The cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


def processes(requested: int | None = None) -> int:
    """``requested`` processes (0 or None: one per core), at most :data:`MAX_WORKERS`."""
    return min(MAX_WORKERS, requested if requested and requested > 0 else available())
