"""WeasyPrint on every core: HTML documents to PDF bytes in worker processes, and the other jobs
(rasterising, composing Tabletop Simulator sheets) the same way. WeasyPrint is single-threaded, so
faces are cut into documents, several per core."""
from __future__ import annotations

import logging
from typing import Callable

from ..cores import pool as worker_pool, processes
from ..memory import paused_gc
from .resources import Reach, pdf_bytes

#: Faces per WeasyPrint document: enough to spread the fixed cost of a document (stylesheet,
#: font subsetting), few enough that every core gets several chunks and that a document's
#: memory stays bounded (about 0.75 MB a face while it is laid out).
MIN_FACES_PER_CHUNK = 12
MAX_FACES_PER_CHUNK = 200


def chunk_count(items: int, workers: int, per_worker: int = 3) -> int:
    """How many documents to cut ``items`` faces into for ``workers`` processes."""
    count = min(workers * per_worker, items // MIN_FACES_PER_CHUNK) if workers > 1 else 1
    return max(1, count, -(-items // MAX_FACES_PER_CHUNK))


def _quiet_weasyprint() -> None:
    for name in ("weasyprint", "fontTools"):
        logging.getLogger(name).setLevel(logging.ERROR)


def write_pdf(job: tuple[str, Reach, dict]) -> bytes:
    """One HTML document to PDF bytes.

    The cyclic garbage collector is paused meanwhile: WeasyPrint builds millions of small objects
    that live as long as the document, and collecting them generation after generation costs a
    quarter of the time; what is garbage afterwards is collected once at the end.
    """
    html, reach, options = job
    _quiet_weasyprint()
    with paused_gc():
        return pdf_bytes(html, reach, options)


def worker_count(requested: int = 0) -> int:
    """Processes to render with: ``requested``, or one per core (``nismatch_cards/cores.py``)."""
    return processes(requested)


def render_documents(jobs: list[tuple[str, Reach, dict]], workers: int,
                     progress: Callable[[int], None] | None = None) -> list[bytes]:
    """Render HTML documents to PDF bytes, in order, on ``workers`` processes."""
    if not jobs:
        return []
    import weasyprint  # noqa: F401  imported once here, so forked workers start with it loaded

    return run_parallel(write_pdf, jobs, workers, progress)


def run_parallel(function: Callable, jobs: list, workers: int, progress: Callable[[int], None] | None = None) -> list:
    """``[function(job) for job in jobs]``, in order, on up to ``workers`` processes."""
    if workers <= 1 or len(jobs) <= 1:
        results = []
        for job in jobs:
            results.append(function(job))
            if progress:
                progress(1)
        return results
    with worker_pool(min(workers, len(jobs))) as pool:
        results = []
        for result in pool.imap(function, jobs):
            results.append(result)
            if progress:
                progress(1)
    return results
