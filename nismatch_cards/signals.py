"""Ctrl+C and SIGTERM for every command, and standard streams that never fail on a character.

Every command ends the same way when it is stopped (README.md, «Códigos de salida»): Ctrl+C (SIGINT) raises
``KeyboardInterrupt`` and SIGTERM raises :class:`Terminated`, a kind of it, so that each command's own
``except KeyboardInterrupt`` (``jugar`` saves its game, ``simular`` writes what it finished, ``vigilar``
stops its server) runs for both; then the command group prints one line (:func:`message`) and exits
with 130 or 143 (128 + the signal's number, as a shell reports it). Once one signal has arrived, the
later ones are ignored, so that a second Ctrl+C cannot cut a save or a report in half (files are written
atomically anyway, ``safeio.py``). Worker processes (:func:`nismatch_cards.cores.pool`) ignore Ctrl+C,
which the terminal sends to them too, and are ended by their parent: no worker prints a traceback.
"""
from __future__ import annotations

import signal
import sys
import threading

#: Exit codes of a command stopped by Ctrl+C (SIGINT) and by SIGTERM: 128 + the signal's number.
INTERRUPTED = 128 + signal.SIGINT
TERMINATED = 128 + signal.SIGTERM


class Terminated(KeyboardInterrupt):
    """SIGTERM (``kill``), raised as a ``KeyboardInterrupt`` so that the same clean-up runs for both."""


def exit_code(stop: BaseException) -> int:
    """130 for Ctrl+C, 143 for SIGTERM."""
    return TERMINATED if isinstance(stop, Terminated) else INTERRUPTED


def message(stop: BaseException) -> str:
    """The one line a stopped command prints."""
    if isinstance(stop, Terminated):
        return "Terminado: se recibió la señal SIGTERM."
    return "Interrumpido con Ctrl+C."


def _stop(signum, frame) -> None:
    for each in (signal.SIGINT, signal.SIGTERM):  # one is enough: the clean-up is not cut by a second one
        signal.signal(each, signal.SIG_IGN)
    raise Terminated() if signum == signal.SIGTERM else KeyboardInterrupt()


def install() -> dict:
    """Handle Ctrl+C and SIGTERM as above (a signal the parent made this process ignore stays ignored),
    and make the standard streams replace what their encoding cannot hold. Returns the handlers there
    were, for :func:`restore` (only the main thread can set handlers: elsewhere, nothing is changed)."""
    _forgiving_streams()
    if threading.current_thread() is not threading.main_thread():
        return {}
    previous = {}
    for each in (signal.SIGINT, signal.SIGTERM):
        handler = signal.getsignal(each)
        if handler is not signal.SIG_IGN:
            previous[each] = handler
            signal.signal(each, _stop)
    return previous


def restore(previous: dict) -> None:
    """The handlers :func:`install` replaced, back (a command run inside another program, as the tests do)."""
    for each, handler in previous.items():
        signal.signal(each, handler if handler is not None else signal.SIG_DFL)


def _forgiving_streams() -> None:
    """Bytes typed that the input's encoding cannot read become «�», and characters the output's encoding
    cannot write become ``\\xf1`` escapes, instead of a UnicodeDecodeError or UnicodeEncodeError
    (``PYTHONIOENCODING=ascii``, random bytes typed into ``jugar``)."""
    for stream, errors in ((sys.stdin, "replace"), (sys.stdout, "backslashreplace"), (sys.stderr, "backslashreplace")):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is None or getattr(stream, "errors", None) in ("replace", "backslashreplace", "surrogateescape"):
            continue
        try:
            reconfigure(errors=errors)
        except (ValueError, OSError):  # pragma: no cover - a stream already read from or closed
            pass


def in_worker() -> None:
    """A worker process's start: Ctrl+C (which the terminal sends to every process of the command) is left to
    the parent, which ends its workers; SIGTERM, how the parent ends them, ends them at once and silently."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
