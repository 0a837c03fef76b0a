"""Pausing Python's cyclic garbage collector around bursts of allocation."""
from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def paused_gc() -> Iterator[None]:
    """No cyclic collection inside the block (nested blocks are free).

    For work that builds many small objects that all outlive it (documents, cards, PDF boxes):
    the collector would walk them generation after generation while none is garbage yet, which
    cost a quarter to a half of such work; what is garbage afterwards is collected at the next
    collection after the block, once.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
