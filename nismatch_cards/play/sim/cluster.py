"""Where a simulation's games are played: in this process, a pool of processes, or a Dask cluster (every game's).

A spec (``runner.GameSpec``, or a game's own with the same numbering, ``runner.Deals``) has ``total`` games, each
played by ``spec.play_range(start, stop)``; the games come back in game order whoever played them, so that the
figures never depend on where. A cluster with no worker (none yet, or the last one lost) is waited for
:data:`WORKER_WAIT` seconds, then :class:`InfrastructureError` (``simular`` ends with exit code 3 and writes what it
finished); an address that does not answer as a Dask scheduler within :data:`CONNECT_TIMEOUT` seconds is a
:class:`SchedulerError`.
"""
from __future__ import annotations

import logging
import time
from typing import Callable, Iterator

from .runner import GameError, chunks, played_here


def _spec_range(spec, start: int, stop: int) -> list:
    return spec.play_range(start, stop)


def dask_chunk(spec, bounds: tuple[int, int]) -> list:
    """The task sent to each Dask worker (the same work as a pool worker's): ``spec.play_range(start, stop)``."""
    return spec.play_range(*bounds)


#: Seconds a Dask cluster with no worker (none yet, or the last one lost) is waited for before giving up.
WORKER_WAIT = 60.0
#: Seconds an address is given to answer as a Dask scheduler (docs/simulation.md).
CONNECT_TIMEOUT = 5.0
#: Seconds between looks at the cluster while its games are played.
_POLL = 0.25


def games(spec, workers: int | None = None, progress: Callable[[int], None] | None = None,
          scheduler=None, done: dict | None = None, wait: float = WORKER_WAIT, waiting: dict | None = None,
          play_range: Callable = _spec_range) -> Iterator:
    """Play every game of ``spec`` and yield the summaries in game order, as they are ready;
    ``progress(n)`` is called as ``n`` more games finish. The games of ``done`` (by index: the finished
    games of an interrupted run) are yielded as they are, not played again.

    ``scheduler`` plays them on a Dask cluster instead: an address (connected to and closed here)
    or a ``distributed.Client`` (left open); ``wait``: the seconds a cluster with no worker is waited for
    before :class:`InfrastructureError`. ``waiting`` (a dict the caller keeps) holds the cluster's chunks finished
    out of order, not yielded yet: :func:`unyielded` gives their games to a run stopped meanwhile (Ctrl+C).
    ``play_range(spec, start, stop)`` plays games here (a module's function: a pool worker imports it); a Dask
    worker plays ``spec.play_range(start, stop)``."""
    done = done or {}
    played = _played(spec, workers, progress, scheduler, done, wait, {} if waiting is None else waiting, play_range)
    if not done:
        yield from played
        return
    for i in range(spec.total):
        yield done[i] if i in done else next(played)


def _played(spec, workers: int | None, progress, scheduler, done: dict, wait: float, waiting: dict,
            play_range: Callable) -> Iterator:
    """The games not in ``done``, in game order."""
    if scheduler is not None:
        if isinstance(scheduler, str):
            client = connect(scheduler)
            try:
                yield from _dask_games(spec, client, progress, done, wait, waiting)
            finally:
                client.close()
        else:
            yield from _dask_games(spec, scheduler, progress, done, wait, waiting)
        return
    yield from played_here(spec, workers, progress, done, play_range)


class SchedulerError(Exception):
    """The Dask scheduler cannot be used (``str()`` is the Spanish message): ``code`` 2 for an address
    that cannot be one (a usage error), 3 for one that does not answer as a scheduler."""

    def __init__(self, message: str, code: int = 3):
        super().__init__(message)
        self.code = code


class InfrastructureError(Exception):
    """The cluster failed while playing (no worker left, the scheduler lost): ``str()`` says how, in Spanish;
    ``finished`` holds the games it had finished that were not yielded yet (played out of order)."""

    def __init__(self, message: str, finished: list = ()):
        super().__init__(message)
        self.finished = list(finished)


def connect(address: str, timeout: float = CONNECT_TIMEOUT):
    """A ``distributed.Client`` on ``address``; :class:`SchedulerError` when dask is missing, the address
    is not one, or nothing answers there as a Dask scheduler within ``timeout`` seconds."""
    try:
        import distributed
    except ImportError:
        raise SchedulerError("--planificador necesita dask.distributed, que no está instalado; instálalo con "
                             "«pip install -e .[cluster]»", 2) from None
    from distributed.comm import parse_address, resolve_address
    from distributed.security import Security

    _quiet_dask()

    try:  # checked first: a Client built on a malformed address hangs on its way out
        scheme, _ = parse_address(resolve_address(address))
    except (ValueError, OSError, TypeError):
        raise SchedulerError(f"la dirección del planificador «{address}» no es válida: se espera "
                             f"tcp://HOST:PUERTO (por ejemplo, tcp://127.0.0.1:8786)", 2) from None
    security = Security()  # the TLS certificates of Dask's configuration, if any
    if scheme == "tls" and security.get_connection_args("client").get("ssl_context") is None:
        raise SchedulerError(f"«{address}» es una dirección TLS y Dask no tiene certificados de cliente: ponlos en "
                             "su configuración (distributed.comm.tls.ca-file, distributed.comm.tls.client.cert y "
                             "distributed.comm.tls.client.key, p. ej. en ~/.config/dask/distributed.yaml) o usa "
                             "tcp://", 2)
    not_there = SchedulerError(f"no se puede conectar con el planificador de Dask en «{address}»: "
                               f"no responde como un planificador en {timeout:g} s")
    if not _answers_as_scheduler(address, security, timeout):
        raise not_there
    try:
        return distributed.Client(address, timeout=timeout, set_as_default=False, security=security)
    except Exception:  # gone meanwhile
        raise not_there from None


def _quiet_dask() -> None:
    """A lost scheduler or worker is told once, in Spanish: Dask's and Tornado's own logs (tracebacks of each
    reconnection) are silenced, on every logger Dask's configuration set up and on the handler it added."""
    silent = logging.CRITICAL + 1
    for name in list(logging.root.manager.loggerDict):
        if name.split(".")[0] in ("distributed", "tornado"):
            logging.getLogger(name).setLevel(silent)
    for name in ("distributed", "tornado"):
        for handler in logging.getLogger(name).handlers:
            handler.setLevel(silent)


def _answers_as_scheduler(address: str, security, timeout: float) -> bool:
    """Whether a Dask scheduler answers at ``address`` within ``timeout`` seconds, all told: a Client would wait
    forever on a server that accepts the connection and says nothing."""
    import asyncio

    from distributed.comm import connect as comm_connect

    async def identity() -> dict:
        comm = await comm_connect(address, timeout=timeout, **security.get_connection_args("client"))
        try:
            await comm.write({"op": "identity", "reply": True})
            return await comm.read()
        finally:
            comm.abort()

    async def bounded():
        return await asyncio.wait_for(identity(), timeout)

    try:
        answer = asyncio.run(bounded())
    except Exception:  # refused, timed out, a handshake that is not Dask's…
        return False
    return isinstance(answer, dict) and answer.get("type") == "Scheduler"


def _spec_of(spec):
    return spec


def _dask_games(spec: object, client, progress, done: dict, wait: float,
                waiting: dict | None = None) -> Iterator:
    """The chunks finish in any order on the cluster; they are yielded in game order (those finished before their
    turn wait in ``waiting``, by chunk). A cluster left with no worker is waited for ``wait`` seconds (a lost
    worker's chunks go to the others, or to the next to come), then :class:`InfrastructureError`."""
    import distributed

    _wait_for_workers(client, wait, "el planificador no tiene ningún trabajador")
    workers = max(1, len(client.scheduler_info().get("workers", {})))
    parts = list(chunks(spec.total, workers, done))
    # A task, not scattered data: a task's result is computed again when the worker that kept it is lost
    # (data scattered to the last worker would be lost with it, and every game with it).
    shared = client.submit(_spec_of, spec, pure=False)
    futures = client.map(dask_chunk, [shared] * len(parts), parts, pure=False)
    position = {f.key: k for k, f in enumerate(futures)}
    ready: dict[int, list] = {} if waiting is None else waiting
    following = 0
    arriving = distributed.as_completed(futures, loop=client.loop)
    try:
        while not arriving.is_empty():
            finished = arriving.next_batch(block=False)
            for future in finished:
                k = position[future.key]
                ready[k] = _chunk_result(future, parts[k], ready)
                futures[k] = None  # the cluster may forget it
                if progress:
                    progress(parts[k][1] - parts[k][0])
            while following in ready:
                yield from ready.pop(following)
                following += 1
            if not finished:
                time.sleep(_POLL)
                _wait_for_workers(client, wait, "el clúster se quedó sin trabajadores", ready)
    finally:
        left = [f for f in futures if f is not None]
        if left:
            try:
                client.cancel(left)
            except Exception:  # pragma: no cover - the scheduler is gone already
                pass


def _chunk_result(future, bounds: tuple[int, int], ready: dict) -> list:
    """A finished chunk's games; a chunk that failed because of the cluster is an :class:`InfrastructureError`
    (a :class:`GameError` stays what it is)."""
    import distributed

    try:
        return future.result()
    except GameError:
        raise
    except (distributed.client.FutureCancelledError, distributed.scheduler.KilledWorker, OSError) as error:
        if "scheduler-connection-lost" in str(error) or isinstance(error, OSError):
            raise InfrastructureError(f"se perdió la conexión con el planificador (las partidas {bounds[0]} a "
                                      f"{bounds[1] - 1} se estaban jugando)", _unyielded(ready)) from None
        raise InfrastructureError(f"las partidas {bounds[0]} a {bounds[1] - 1} no se pudieron jugar en el clúster "
                                  f"({type(error).__name__}: {error})", _unyielded(ready)) from None


def _last_reason(error: Exception) -> str:
    """The operating system's words at the end of a Dask error («[Errno 104] Connection reset by peer»)."""
    return str(error).rsplit(": ", 1)[-1] or type(error).__name__


def unyielded(ready: dict) -> list:
    """The games of the chunks finished out of order and not yielded yet (``games``'s ``waiting``), in game order."""
    return [summary for k in sorted(ready) for summary in ready[k]]


_unyielded = unyielded


def _wait_for_workers(client, wait: float, problem: str, ready: dict | None = None) -> None:
    """Return at once if the cluster has a worker, or as soon as one comes within ``wait`` seconds;
    :class:`InfrastructureError` otherwise."""
    try:
        if client.nthreads():
            return
        client.wait_for_workers(1, timeout=wait)
    except (TimeoutError, OSError) as error:
        reason = (f"{problem} y no llegó ninguno en {wait:g} s" if isinstance(error, TimeoutError)
                  else f"se perdió la conexión con el planificador ({_last_reason(error)})")
        raise InfrastructureError(reason, _unyielded(ready or {})) from None
