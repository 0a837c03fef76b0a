"""A simulation stopped before its end (Ctrl+C, SIGTERM, a Dask cluster left with no worker): the figures of the
levels it finished, marked as partial, and every game it finished, so that ``--reanudar`` plays only the rest.

The JSON of a partial run is the usual one (docs/simulation.md) with the levels finished only, and two more keys:
``parcial`` (why it stopped, how many games it finished of how many, the levels finished and missing) and
``reanudar`` (the run's fingerprint and the summary of every finished game). Resumed with the same options and
cards, the run plays the missing games with their own seeds and its figures are those of a run never stopped.
Every game's simulation keeps its games so: a summary class gives ``from_plain`` (its dataclass read back from
``dataclasses.asdict``), and the figures come from the game's own ``build(run, summaries)``.
"""
from __future__ import annotations

import dataclasses
import hashlib
import io
import json
import pickle
from pathlib import Path

from typing import Callable

#: The format of the ``reanudar`` key; another one is refused with its number.
RESUME_VERSION = 1
#: The largest partial JSON ``--reanudar`` reads (about 2 KB a finished game).
MAX_RESUME_BYTES = 512 * 1024 * 1024


class ResumeError(Exception):
    """A ``--reanudar`` file that cannot be used (``str()`` is the Spanish message; a usage error)."""


def fingerprint(spec) -> str:
    """What makes the games of a run what they are: decks and their cards, levels, games, seed, mode, swaps, bots
    (the run's spec pickled, its sets in a sorted order: the same in every process, whatever its hash seed)."""
    out = io.BytesIO()
    _SortedSets(out, protocol=4).dump(spec)
    return hashlib.blake2b(out.getvalue(), digest_size=16).hexdigest()


class _SortedSets(pickle.Pickler):
    """A pickler that writes an object holding sets (a map's zones and adjacency: sets of strings whose order changes
    from one process to the next) with its sets, and its dicts, in a sorted order; every other object exactly as
    ``pickle.dumps`` writes it (a run with no sets keeps the fingerprint it always had)."""

    def reducer_override(self, obj):
        if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
            state = {f.name: getattr(obj, f.name) for f in dataclasses.fields(obj)}
            if _holds_set(state):
                return _named, (f"{type(obj).__module__}.{type(obj).__qualname__}", _sorted(state))
        return NotImplemented


def _holds_set(value) -> bool:
    """Whether ``value`` holds a set, through dicts, lists and tuples (a dataclass inside is looked at on its own)."""
    if isinstance(value, (set, frozenset)):
        return True
    if isinstance(value, dict):
        return any(_holds_set(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_holds_set(v) for v in value)
    return False


def _sorted(value):
    """``value`` with every set a sorted tuple and every dict's items sorted by key."""
    if isinstance(value, (set, frozenset)):
        return tuple(sorted((_sorted(v) for v in value), key=repr))
    if isinstance(value, dict):
        return tuple(sorted(((k, _sorted(v)) for k, v in value.items()), key=lambda item: repr(item[0])))
    if isinstance(value, (list, tuple)):
        return type(value)(_sorted(v) for v in value) if type(value) in (list, tuple) else value
    return value


def _named(name: str, state):
    """What a fingerprint's pickle names an object with sets by (never unpickled: it is only hashed)."""
    return name, state


def finished_levels(spec, summaries: list) -> int:
    """How many levels, from the first, have every game among ``summaries``."""
    count = [0] * len(spec.levels)
    for summary in summaries:
        count[summary.level] += 1
    levels = 0
    while levels < len(count) and count[levels] == spec.per_level:
        levels += 1
    return levels


def results(spec, run, summaries: list, reason: str, build: Callable) -> dict:
    """The figures of the finished levels (``build(run, summaries)``), with ``parcial`` and ``reanudar`` (see the
    module)."""
    summaries = sorted(summaries, key=lambda s: s.index)
    levels = finished_levels(spec, summaries)
    figures = build(dataclasses.replace(run, levels=run.levels[:levels]),
                    [s for s in summaries if s.level < levels])
    figures["parcial"] = {
        "motivo": reason,
        "partidas_terminadas": len(summaries),
        "partidas_pedidas": spec.total,
        "niveles_terminados": [level.label for level in run.levels[:levels]],
        "niveles_que_faltan": [level.label for level in run.levels[levels:]],
    }
    figures["reanudar"] = {"version": RESUME_VERSION, "huella": fingerprint(spec),
                           "partidas": [_plain(s) for s in summaries]}
    return figures


#: The name of the partial JSON a run stopped without --json writes in the current folder (N: the first free).
DEFAULT_NAME = "simulacion-parcial-{n}.json"


def write_new(folder: Path, text: str) -> Path:
    """Writes ``text`` into the first ``simulacion-parcial-N.json`` not yet in ``folder`` (``safeio.write_new``: whole
    or not at all, never over a file); returns its path."""
    from nismatch_cards.safeio import write_new as write_file

    n = 1
    while True:
        try:
            return write_file(folder / DEFAULT_NAME.format(n=n), text.encode("utf-8"), 0o644)
        except FileExistsError:
            n += 1


def _plain(summary) -> dict:
    return dataclasses.asdict(summary)


def load(path: Path, spec, summary: type) -> dict:
    """The finished games of the partial JSON ``path``, by index, if it is one of this very run (each read back with
    ``summary.from_plain``)."""
    shown = f"--reanudar: «{path}»"
    try:
        if not path.is_file():
            raise ResumeError(f"{shown} no existe o no es un archivo: indica el JSON de una simulación interrumpida")
        if path.stat().st_size > MAX_RESUME_BYTES:
            raise ResumeError(f"{shown} ocupa más de {MAX_RESUME_BYTES // 2**20} MB: no es el JSON de una simulación "
                              "interrumpida")
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as error:
        raise ResumeError(f"{shown} no se puede leer como JSON ({error})") from None
    resume = data.get("reanudar") if isinstance(data, dict) else None
    if not isinstance(resume, dict):
        raise ResumeError(f"{shown} no es el JSON de una simulación interrumpida (no tiene la clave «reanudar»): "
                          "solo se sigue una simulación interrumpida, desde el JSON que escribió")
    if resume.get("version") != RESUME_VERSION:
        raise ResumeError(f"{shown} es de la versión {resume.get('version')!r} del formato de reanudar y esta versión "
                          f"de la herramienta lee la {RESUME_VERSION}: vuelve a empezar la simulación")
    if resume.get("huella") != fingerprint(spec):
        raise ResumeError(f"{shown} es de otra simulación: los mazos, sus cartas, los niveles, --partidas, --semilla, "
                          "--modo, --sustituir o los bots no son los mismos; repite la orden con las opciones que tenía")
    try:
        games = [summary.from_plain(item) for item in resume["partidas"]]
    except (TypeError, KeyError, AttributeError, ValueError) as error:
        raise ResumeError(f"{shown}: las partidas guardadas están estropeadas ({error})") from None
    if any(not 0 <= g.index < spec.total or g.level != spec.game(g.index).level for g in games):
        raise ResumeError(f"{shown}: las partidas guardadas no son de esta simulación")
    return {g.index: g for g in games}
