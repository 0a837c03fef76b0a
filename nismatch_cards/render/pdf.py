"""Print-and-play PDFs with WeasyPrint: sheets of nine, backs for duplex, crop marks, print-shop files.

Faces are rendered to HTML once per card; the sheets are cut into chunks that render on every
core (WeasyPrint is single-threaded) and are joined, in order, into one PDF.
"""
from __future__ import annotations

import io
import logging
import multiprocessing
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

from markupsafe import Markup

from ..cards.model import Card, CardSet
from ..cards.ruleset import Ruleset
from .faces import CARD_H, CARD_W, Face, build_faces, environment, set_back, stylesheet
from .layout import PAPER_NAMES, PER_PAGE, Layout, Slot

BACK_MODES = ("none", "duplex", "single")


@dataclass
class SheetOptions:
    paper: str = "a4"
    bleed: float = 3.0
    crop_length: float = 5.0
    crop_offset: float | None = None
    proof: bool = False
    backs: str = "duplex"
    back_offset: tuple[float, float] = (0.0, 0.0)
    templates: Path | None = None
    workers: int = 0  # 0: every core

    def layout(self) -> Layout:
        return Layout.create(self.paper, self.bleed, self.crop_length, self.crop_offset)


@dataclass
class Page:
    kind: str  # face | back
    cards: list[tuple[Slot, Markup]]
    marks: list = field(default_factory=list)
    label: str = ""
    label_y: float = 0.0


class Renderer:
    """Renders faces and backs of one set with one Jinja environment (``--templates`` aware)."""

    def __init__(self, card_set: CardSet, ruleset: Ruleset, templates: Path | None = None,
                 art_url: Callable[[Card], str | None] | None = None, back_url: str | None = None):
        self.card_set = card_set
        self.ruleset = ruleset
        self.env = environment(templates)
        self.faces: dict[str, Face] = build_faces(card_set, ruleset, art_url)
        self._macros = self.env.get_template("card.html.j2").module
        self._html: dict[str, Markup] = {}
        if back_url is None:
            back = set_back(card_set)
            back_url = back.as_uri() if back else None
        self.back_url = back_url
        self._back_html: Markup | None = None

    def face_html(self, card_id: str) -> Markup:
        """The face of ``card_id``, rendered once and reused for every copy."""
        if card_id not in self._html:
            self._html[card_id] = Markup(self._macros.face(self.faces[card_id]))
        return self._html[card_id]

    def back_html(self) -> Markup:
        if self._back_html is None:
            self._back_html = Markup(self._macros.back(self.card_set, self.back_url))
        return self._back_html

    def css(self, name: str = "card.css") -> str:
        return stylesheet(self.env, name)


def sheet_pages(renderer: Renderer, card_ids: list[str], options: SheetOptions) -> list[Page]:
    """Face pages of nine cards, each followed by its mirrored back page (``duplex``), or a single
    back page at the end (``single``)."""
    layout = options.layout()
    pages: list[Page] = []
    chunks = [card_ids[i:i + PER_PAGE] for i in range(0, len(card_ids), PER_PAGE)] or [[]]
    sheets = len(chunks)
    label_y = _label_y(layout)
    name = renderer.card_set.name
    proof = " · PRUEBA" if options.proof else ""
    for number, chunk in enumerate(chunks, 1):
        slots = layout.slots(len(chunk))
        label = f"{name} · hoja {number}/{sheets} · caras · {PAPER_NAMES[layout.paper]}{proof}"
        pages.append(Page("face", [(s, renderer.face_html(c)) for s, c in zip(slots, chunk)],
                          layout.marks(), label if label_y is not None else "", label_y or 0.0))
        if options.backs == "duplex":
            backs = layout.slots(len(chunk), mirrored=True, offset=options.back_offset)
            pages.append(Page("back", [(s, renderer.back_html()) for s in backs]))
    if options.backs == "single":
        backs = layout.slots(PER_PAGE, mirrored=True, offset=options.back_offset)
        pages.append(Page("back", [(s, renderer.back_html()) for s in backs]))
    return pages


def _label_y(layout: Layout) -> float | None:
    """Where the sheet's small caption goes (bottom margin), or None if there is no room."""
    bottom = layout.grid.bottom + layout.bleed
    room = layout.page_h - bottom
    if room < 6:
        return None
    return bottom + room / 2 - 1.2


def sheets_html(renderer: Renderer, pages: list[Page], layout: Layout, proof: bool, title: str,
                extra_css: str = "") -> str:
    template = renderer.env.get_template("sheets.html.j2")
    return template.render(pages=pages, layout=layout, proof=proof, title=title,
                           card_css=Markup(renderer.css("card.css")),
                           sheet_css=Markup(renderer.css("sheets.css")),
                           extra_css=Markup(extra_css))


# --- WeasyPrint, in chunks on every core ------------------------------------------------------


def _quiet_weasyprint() -> None:
    for name in ("weasyprint", "fontTools"):
        logging.getLogger(name).setLevel(logging.ERROR)


def _write_pdf(job: tuple[str, str, dict]) -> bytes:
    html, base_url, options = job
    from weasyprint import HTML

    _quiet_weasyprint()
    return HTML(string=html, base_url=base_url).write_pdf(**options)


def worker_count(requested: int = 0) -> int:
    if requested and requested > 0:
        return requested
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


def render_documents(jobs: list[tuple[str, str, dict]], workers: int,
                     progress: Callable[[int], None] | None = None) -> list[bytes]:
    """Render HTML documents to PDF bytes, in order, on ``workers`` processes."""
    return run_parallel(_write_pdf, jobs, workers, progress)


def run_parallel(function: Callable, jobs: list, workers: int, progress: Callable[[int], None] | None = None) -> list:
    """``[function(job) for job in jobs]``, in order, on up to ``workers`` processes."""
    if workers <= 1 or len(jobs) <= 1:
        results = []
        for job in jobs:
            results.append(function(job))
            if progress:
                progress(1)
        return results
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    context = multiprocessing.get_context(method)
    with context.Pool(min(workers, len(jobs))) as pool:
        results = []
        for result in pool.imap(function, jobs):
            results.append(result)
            if progress:
                progress(1)
    return results


def join_pdfs(parts: Iterable[bytes], out: Path, title: str, order: list[tuple[int, int]] | None = None) -> None:
    """Join PDF ``parts`` into ``out``: every page in order, or the ``(part, page)`` pages of ``order``
    (a page may be used many times: the same back after every face page)."""
    from pypdf import PdfReader, PdfWriter

    readers = [PdfReader(io.BytesIO(part)) for part in parts]
    writer = PdfWriter()
    if order is None:
        for reader in readers:
            writer.append(reader)
    else:
        for part, page in order:
            writer.add_page(readers[part].pages[page])
    writer.add_metadata({"/Title": title, "/Creator": "nismatch-cards"})
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(out.suffix + ".tmp")
    with tmp.open("wb") as handle:
        writer.write(handle)
    tmp.replace(out)


def chunked(pages: list[Page], workers: int) -> list[list[Page]]:
    """Pages in runs for the workers: a few per core so that the progress bar moves."""
    if not pages:
        return []
    count = 1 if workers <= 1 else min(len(pages), workers * 3)
    size = -(-len(pages) // count)
    return [pages[i:i + size] for i in range(0, len(pages), size)]


def build_sheets_pdf(renderer: Renderer, card_ids: list[str], options: SheetOptions, out: Path,
                     title: str, progress: Callable[[int, int], None] | None = None) -> dict:
    """Write the print-and-play PDF for ``card_ids`` to ``out``; returns a summary.

    Face pages render in runs on every core. Back pages are all alike (only the last sheet may
    hold fewer cards), so each distinct back page is rendered once and reused in the join.
    """
    layout = options.layout()
    pages = sheet_pages(renderer, card_ids, options)
    faces = [p for p in pages if p.kind == "face"]
    backs: list[Page] = []
    back_of: dict[int, int] = {}  # cards on the sheet -> index in ``backs``
    for page in pages:
        if page.kind == "back" and len(page.cards) not in back_of:
            back_of[len(page.cards)] = len(backs)
            backs.append(page)
    workers = worker_count(options.workers)
    runs = chunked(faces, workers)
    base_url = str(renderer.card_set.folder) + os.sep
    jobs = [(sheets_html(renderer, run, layout, options.proof, title), base_url, {}) for run in runs]
    if backs:
        jobs.append((sheets_html(renderer, backs, layout, options.proof, title), base_url, {}))
    done = [0]

    def step(n: int) -> None:
        done[0] += n
        if progress:
            progress(done[0], len(jobs))

    parts = render_documents(jobs, workers, step)
    where = [(r, i) for r, run in enumerate(runs) for i in range(len(run))]
    order, face = [], 0
    for page in pages:
        if page.kind == "face":
            order.append(where[face])
            face += 1
        else:
            order.append((len(runs), back_of[len(page.cards)]))
    join_pdfs(parts, out, title, order)
    return {"file": out, "pages": len(pages), "cards": len(card_ids), "layout": layout}


# --- print shop -----------------------------------------------------------------------------

PRINT_SHOP_VARIANT = "pdf/x-4"


def print_shop_html(renderer: Renderer, card_ids: list[str], bleed: float, title: str, back: bool = False) -> str:
    """One card per page, trim size with ``bleed`` around it (TrimBox and BleedBox set by WeasyPrint)."""
    template = renderer.env.get_template("print-shop.html.j2")
    cards = [renderer.back_html()] if back else [renderer.face_html(c) for c in card_ids]
    return template.render(cards=cards, bleed=bleed, title=title, back=back, card_w=CARD_W, card_h=CARD_H,
                           card_css=Markup(renderer.css("card.css")),
                           shop_css=Markup(renderer.css("print-shop.css")))


def build_print_shop(renderer: Renderer, card_ids: list[str], bleed: float, out: Path, title: str,
                     workers: int = 0) -> list[Path]:
    """``<name>-imprenta.pdf`` (faces, one a page) and ``<name>-imprenta-dorso.pdf`` (the back)."""
    base_url = str(renderer.card_set.folder) + os.sep
    options = {"pdf_variant": PRINT_SHOP_VARIANT}
    unique = list(dict.fromkeys(card_ids))  # a print shop wants each design once, with a count
    workers = worker_count(workers)
    size = max(1, -(-len(unique) // max(1, workers * 2)))
    jobs = [(print_shop_html(renderer, unique[i:i + size], bleed, title), base_url, options)
            for i in range(0, len(unique), size)]
    faces = out
    join_pdfs(render_documents(jobs, workers), faces, title)
    back = out.with_name(out.stem + "-dorso.pdf")
    back.write_bytes(_write_pdf((print_shop_html(renderer, [], bleed, title, back=True), base_url, options)))
    counts = out.with_name(out.stem + "-copias.txt")
    lines = [f"{i:03d}  {c}  x{card_ids.count(c)}" for i, c in enumerate(unique, 1)]
    counts.write_text("página  carta  copias\n" + "\n".join(lines) + "\n", encoding="utf-8")
    return [faces, back, counts]
