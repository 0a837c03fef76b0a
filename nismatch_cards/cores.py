"""How many processes a command may start: the machine's cores unless asked, and never more than
:data:`MAX_WORKERS` however many are asked for (``--workers 100000`` would fork that many); and
the one way commands start them (:func:`pool`)."""
from __future__ import annotations

import multiprocessing
import os
from typing import Callable

from .signals import in_worker

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


def pool(workers: int, initializer: Callable | None = None, initargs: tuple = (), method: str | None = None):
    """A ``multiprocessing`` pool of ``workers`` processes (forked where the system can) whose workers leave
    Ctrl+C to this process and are ended by it (``signals.py``): a command stopped while they work prints
    no worker's traceback. ``initializer(*initargs)`` runs in each worker after that."""
    if method is None:
        method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    return multiprocessing.get_context(method).Pool(workers, initializer=_start_worker,
                                                    initargs=(initializer, initargs))


def _start_worker(initializer: Callable | None, initargs: tuple) -> None:
    in_worker()
    if initializer is not None:
        initializer(*initargs)
