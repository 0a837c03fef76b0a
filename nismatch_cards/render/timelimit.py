"""A bound on the time one drawing may take: a template or a stylesheet that came with a stranger's
pull request cannot keep a build, a validation or a CI job busy for ever.

``time_limit()`` arms the process's real-time timer (``SIGALRM``) around a template being rendered
or a document being laid out by WeasyPrint, and :class:`DrawingTooSlow` interrupts it when the
time is up (and every half second after, in case Python swallowed it in a ``__del__``). Signals reach only the main thread: a drawing in another thread, and on systems without
``setitimer``, is not bounded (``nismatch vigilar`` draws the PDFs its pages ask for in its main loop,
not in its web server's threads, so that they are).
"""
from __future__ import annotations

import signal
import threading
from contextlib import contextmanager
from typing import Iterator

#: Seconds one template render or one WeasyPrint document may take. A real face takes milliseconds
#: and a whole set's sheet a few seconds: this only stops a drawing that would never end.
DRAWING_SECONDS = 120.0


class DrawingTooSlow(BaseException):
    """Raised inside a drawing that went past :data:`DRAWING_SECONDS`. Not an ``Exception``, as
    ``KeyboardInterrupt`` is not: WeasyPrint and Jinja catch ``Exception`` in places, and the timer fires once."""


_armed = False


def _expire(signum, frame) -> None:
    if _armed:  # a signal late for a drawing that has already ended does nothing
        raise DrawingTooSlow()


@contextmanager
def time_limit() -> Iterator[None]:
    """Interrupt what runs inside with :class:`DrawingTooSlow` after :data:`DRAWING_SECONDS`; an
    inner ``time_limit`` keeps the outer one's timer."""
    global _armed
    if _armed or threading.current_thread() is not threading.main_thread() or not hasattr(signal, "setitimer"):
        yield
        return
    previous = signal.signal(signal.SIGALRM, _expire)
    _armed = True
    # then again and again: the first one may land where Python ignores exceptions (a ``__del__``)
    signal.setitimer(signal.ITIMER_REAL, DRAWING_SECONDS, min(DRAWING_SECONDS, 0.5))
    try:
        yield
    finally:
        _armed = False
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def too_slow(what: str) -> str:
    """The Spanish message for a drawing that was stopped."""
    return (f"{what} tardó más de {DRAWING_SECONDS:g} s en dibujarse y se ha parado: ¿un bucle demasiado largo? "
            "(una cara real tarda milésimas de segundo)")
