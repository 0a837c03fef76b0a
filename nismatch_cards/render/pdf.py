"""Print-and-play PDFs with WeasyPrint: sheets of cards, backs for duplex, crop marks, print-shop files.

Every card face is laid out by WeasyPrint **once**: the unique faces (and backs) are rendered one a
page, in chunks of one card size on every core (WeasyPrint is single-threaded), and cached on the
:class:`~.renderer.Renderer`. A sheet is then composed with pypdf: the sheet without its cards (paper, bleed
areas, crop marks, caption; rendered by WeasyPrint from ``sheets.html.j2``), each face placed on it
as a PDF form XObject at its trim box, and, in proof mode, the trim and safe-zone lines on top. The
same cached faces serve A4 and Letter, every copy of a card in a deck, every back page and the PNG
images, so a card is never laid out twice. A ``--templates`` folder with its own
``sheets.html.j2`` (which knows nothing of layers) gets its sheets rendered whole.

Cards of different sizes never share a sheet: each size gets its own sheets (``layout.py``), one
after the other in the same PDF, and each card's back is the back of its type.
"""
from __future__ import annotations

import io
import os
import stat
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

from markupsafe import Markup

from ..cards.pack import CardSize
from ..diagnostics import os_reason
from ..safeio import atomic_file, make_folder, record, write_atomically
from .layout import PAPER_NAMES, Layout, Slot
from .renderer import BACK_PREFIX, FacePages, Renderer
from .resources import image_mode, print_shop_css, render
from .workers import chunk_count, render_documents, worker_count

BACK_MODES = ("none", "duplex", "single")
#: The word ``--dorsos`` takes for each mode (the English one is accepted too): no backs, a backs page
#: after each sheet (dúplex, written as options are, without the accent), or the backs at the end.
BACK_WORDS = {"ninguno": "none", "duplex": "duplex", "al-final": "single"}
PT_PER_MM = 72 / 25.4


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

    def layout(self, size: CardSize) -> Layout:
        """The sheet for cards of ``size`` on this paper."""
        return Layout.create(self.paper, self.bleed, self.crop_length, self.crop_offset, (size.width, size.height))


@dataclass
class Page:
    kind: str  # face | back
    layout: Layout
    cards: list[tuple[Slot, str]]  # (place, card id or back key)
    marks: list = field(default_factory=list)
    label: str = ""
    label_y: float = 0.0


def sheet_pages(renderer: Renderer, card_ids: list[str], options: SheetOptions) -> list[Page]:
    """Face pages of each card size, each followed by its mirrored back page (``duplex``), or a back
    page per back at the end (``single``)."""
    groups = renderer.by_size(card_ids) or [(next(iter(renderer.gp.pack.sizes.values())), [])]
    runs = []  # (size, layout, chunk of card ids)
    for size, ids in groups:
        layout = options.layout(size)
        runs += [(size, layout, ids[i:i + layout.per_page]) for i in range(0, len(ids), layout.per_page)] \
            or [(size, layout, [])]
    name = f"{renderer.card_set.name} {renderer.card_set.version_label}"
    proof = " · PRUEBA" if options.proof else ""
    pages: list[Page] = []
    for number, (size, layout, chunk) in enumerate(runs, 1):
        named = f" · {size.name}" if len(groups) > 1 else ""
        label = f"{name}{named} · hoja {number}/{len(runs)} · caras · {PAPER_NAMES[layout.paper]}{proof}"
        label_y = _label_y(layout)
        pages.append(Page("face", layout, list(zip(layout.slots(len(chunk)), chunk)), layout.marks(),
                          label if label_y is not None else "", label_y or 0.0))
        if options.backs == "duplex":
            backs = layout.slots(len(chunk), mirrored=True, offset=options.back_offset)
            pages.append(Page("back", layout, [(s, renderer.back_key(c)) for s, c in zip(backs, chunk)]))
    if options.backs == "single":
        for size, ids in groups:
            layout = options.layout(size)
            for key in dict.fromkeys(renderer.back_key(c) for c in ids):
                backs = layout.slots(mirrored=True, offset=options.back_offset)
                pages.append(Page("back", layout, [(s, key) for s in backs]))
    return pages


def _label_y(layout: Layout) -> float | None:
    """Where the sheet's small caption goes (bottom margin), or None if there is no room."""
    bottom = layout.grid.bottom + layout.bleed
    room = layout.page_h - bottom
    if room < 6:
        return None
    return bottom + room / 2 - 1.2


def sheets_html(renderer: Renderer, pages: list[Page], proof: bool, title: str, layer: str = "all") -> str:
    """The sheets as HTML. ``layer``: ``all`` (cards included), ``under`` (everything but the cards
    and the proof lines) or ``over`` (only the proof lines, on a transparent page)."""
    layouts = list(dict.fromkeys(p.layout for p in pages))
    number = {layout: i for i, layout in enumerate(layouts)}
    views = [{"kind": p.kind, "marks": p.marks, "label": p.label, "label_y": p.label_y, "layout": p.layout,
              "page_name": f"hoja{number[p.layout]}",
              "cards": [(slot, renderer.face_html(key) if layer == "all" else None, renderer.bleed_class(key))
                        for slot, key in p.cards]}
             for p in pages]
    return render(renderer.env, "sheets.html.j2", pages=views, layouts=layouts, proof=proof, title=title,
                  layer=layer, card_css=Markup(renderer.css("card.css")), sheet_css=Markup(renderer.css("sheets.css")),
                  extra_css=Markup(""))


def _write_pdf(writer, out: Path) -> None:
    """Write a pypdf ``writer`` to ``out`` atomically, and list it among the files of its folder."""
    make_folder(out.parent)
    with atomic_file(out) as handle:
        writer.write(handle)
    record(out.parent, [out])


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
    _write_pdf(writer, out)


def chunked(pages: list[Page], workers: int) -> list[list[Page]]:
    """Pages in runs for the workers: a few per core so that the progress bar moves."""
    if not pages:
        return []
    count = 1 if workers <= 1 else min(len(pages), workers * 3)
    size = -(-len(pages) // count)
    return [pages[i:i + size] for i in range(0, len(pages), size)]


# --- composing sheets from faces laid out once ------------------------------------------------


class _Forms:
    """Pages of other PDFs turned into form XObjects of one writer, each made once."""

    def __init__(self, writer):
        self.writer = writer
        self._made: dict[tuple[int, int], object] = {}

    def form(self, reader, index: int):
        from pypdf.generic import ArrayObject, DecodedStreamObject, FloatObject, NameObject

        key = (id(reader), index)
        if key not in self._made:
            page = reader.pages[index]
            contents = page.get("/Contents")
            contents = contents.get_object() if contents is not None else None
            if contents is None:
                data = b""
            elif isinstance(contents, ArrayObject):
                data = b"\n".join(part.get_object().get_data() for part in contents)
            else:
                data = contents.get_data()
            stream = DecodedStreamObject()
            stream.set_data(data)
            stream[NameObject("/Type")] = NameObject("/XObject")
            stream[NameObject("/Subtype")] = NameObject("/Form")
            stream[NameObject("/BBox")] = ArrayObject(FloatObject(v) for v in page.mediabox)
            if "/Resources" in page:
                stream[NameObject("/Resources")] = page.raw_get("/Resources")
            if "/Group" in page:
                stream[NameObject("/Group")] = page.raw_get("/Group")
            self._made[key] = self.writer._add_object(stream.flate_encode().clone(self.writer))
        return self._made[key]


def compose_sheets(pages: list[Page], faces: FacePages, under: bytes, over: bytes | None,
                   frame_index: list[int], out: Path, title: str) -> None:
    """Write ``pages`` to ``out``: sheet ``i`` is page ``frame_index[i]`` of ``under``, the faces at
    their trim boxes on it, then the same page of ``over`` (proof lines), if given."""
    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import DecodedStreamObject, DictionaryObject, NameObject

    writer = PdfWriter()
    forms = _Forms(writer)
    face_readers = [PdfReader(io.BytesIO(part)) for part in faces.parts]
    under_reader = PdfReader(io.BytesIO(under))
    over_reader = PdfReader(io.BytesIO(over)) if over is not None else None
    for index, page in zip(frame_index, pages):
        page_h = page.layout.page_h * PT_PER_MM
        base = under_reader.pages[index]
        xobjects = DictionaryObject({NameObject("/Sheet"): forms.form(under_reader, index)})
        ops = ["q /Sheet Do Q"]
        for number, (slot, key) in enumerate(page.cards):
            part, face_page = faces.where[key]
            name = f"/Card{number}"
            xobjects[NameObject(name)] = forms.form(face_readers[part], face_page)
            x = slot.trim.x * PT_PER_MM
            y = page_h - slot.trim.bottom * PT_PER_MM
            ops.append(f"q 1 0 0 1 {x:.5f} {y:.5f} cm {name} Do Q")
        if over_reader is not None:
            xobjects[NameObject("/Proof")] = forms.form(over_reader, index)
            ops.append("q /Proof Do Q")
        new = writer.add_blank_page(float(base.mediabox.width), float(base.mediabox.height))
        for box in ("/MediaBox", "/TrimBox", "/BleedBox"):
            if box in base:
                new[NameObject(box)] = base.raw_get(box).clone(writer)
        new[NameObject("/Resources")] = DictionaryObject({NameObject("/XObject"): xobjects})
        content = DecodedStreamObject()
        content.set_data("\n".join(ops).encode("ascii"))
        new[NameObject("/Contents")] = writer._add_object(content.flate_encode())
    writer.add_metadata({"/Title": title, "/Creator": "nismatch-cards"})
    _write_pdf(writer, out)


def _frame_signature(page: Page) -> tuple:
    """Pages with the same signature look the same without their cards (all back pages alike)."""
    return (page.kind, page.layout, page.label, tuple(slot for slot, _ in page.cards), tuple(page.marks))


def build_sheets_pdf(renderer: Renderer, card_ids: list[str], options: SheetOptions, out: Path,
                     title: str, progress: Callable[[int, int], None] | None = None) -> dict:
    """Write the print-and-play PDF for ``card_ids`` to ``out``; returns a summary."""
    pages = sheet_pages(renderer, card_ids, options)
    summary = {"file": out, "pages": len(pages), "cards": len(card_ids),
               "layouts": list(dict.fromkeys(p.layout for p in pages))}
    workers = worker_count(options.workers)
    if renderer.overrides("sheets.html.j2"):
        _build_sheets_whole(renderer, pages, options, out, title, workers, progress)
        return summary

    # Sheets without their cards: each different one once (back pages of a size are alike).
    frames: list[Page] = []
    frame_of: dict[tuple, int] = {}
    for page in pages:
        frame_of.setdefault(_frame_signature(page), len(frames))
        if len(frames) < len(frame_of):
            frames.append(page)
    reach = renderer.reach
    frame_jobs = [(sheets_html(renderer, frames, options.proof, title, "under"), reach, {})]
    if options.proof:
        frame_jobs.append((sheets_html(renderer, frames, options.proof, title, "over"), reach, {}))
    chunks, face_jobs = renderer.face_jobs([key for page in pages for _, key in page.cards], workers)
    jobs = face_jobs + frame_jobs
    parts = render_documents(jobs, workers, _counter(len(jobs), progress))
    renderer.store_faces(chunks, parts[:len(face_jobs)])
    under = parts[len(face_jobs)]
    over = parts[len(face_jobs) + 1] if options.proof else None
    frame_index = [frame_of[_frame_signature(page)] for page in pages]
    compose_sheets(pages, renderer.pages, under, over, frame_index, out, title)
    return summary


def _counter(total: int, progress: Callable[[int, int], None] | None) -> Callable[[int], None]:
    """A callback that adds up finished jobs and reports ``(done, total)`` to ``progress``."""
    done = 0

    def step(n: int) -> None:
        nonlocal done
        done += n
        if progress:
            progress(done, total)

    return step


def _build_sheets_whole(renderer: Renderer, pages: list[Page], options: SheetOptions, out: Path,
                        title: str, workers: int, progress: Callable[[int, int], None] | None) -> None:
    """A designer's own ``sheets.html.j2``: whole sheets in runs on every core, each distinct back
    page rendered once and reused in the join."""
    faces = [p for p in pages if p.kind == "face"]
    backs: list[Page] = []
    back_of: dict[tuple, int] = {}  # what a back page shows -> index in ``backs``
    for page in pages:
        if page.kind == "back" and _back_signature(page) not in back_of:
            back_of[_back_signature(page)] = len(backs)
            backs.append(page)
    runs = chunked(faces, workers)
    jobs = [(sheets_html(renderer, run, options.proof, title), renderer.reach, {}) for run in runs]
    if backs:
        jobs.append((sheets_html(renderer, backs, options.proof, title), renderer.reach, {}))
    parts = render_documents(jobs, workers, _counter(len(jobs), progress))
    where = [(r, i) for r, run in enumerate(runs) for i in range(len(run))]
    order, face = [], 0
    for page in pages:
        if page.kind == "face":
            order.append(where[face])
            face += 1
        else:
            order.append((len(runs), back_of[_back_signature(page)]))
    join_pdfs(parts, out, title, order)


def _back_signature(page: Page) -> tuple:
    return (page.layout, tuple(page.cards))


# --- print shop -----------------------------------------------------------------------------

PRINT_SHOP_VARIANT = "pdf/x-4"
#: Debian's libgs-common ships this CMYK profile (Artifex's SWOP-like default for Ghostscript).
DEFAULT_ICC_PROFILE = Path("/usr/share/color/icc/ghostscript/default_cmyk.icc")
#: The largest ICC profile read: a print shop's CMYK profile is a few MB (FOGRA51: 8 MB).
MAX_ICC_BYTES = 32 * 1024 * 1024


class ProfileError(ValueError):
    """An ICC profile that cannot be the print shop's output intent (a Spanish message)."""


def icc_color_space(data: bytes) -> str:
    """The data colour space of an ICC profile (header bytes 16–19, e.g. ``CMYK``, ``RGB ``)."""
    if len(data) < 128 or data[36:40] != b"acsp":
        raise ProfileError("no es un perfil ICC (falta la firma «acsp» en la cabecera)")
    return data[16:20].decode("latin-1")


def check_cmyk_profile(path: Path) -> bytes:
    """The bytes of ``path`` if it is a CMYK ICC profile; :class:`ProfileError` otherwise."""
    try:
        with os.fdopen(os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)), "rb") as handle:  # a pipe: no wait
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                raise ProfileError(f"«{path}» no es un archivo normal (es una carpeta, un dispositivo o una tubería): "
                                   "indica el archivo .icc del perfil")
            data = handle.read(MAX_ICC_BYTES + 1)
    except OSError as error:
        raise ProfileError(f"no se puede leer el perfil ICC «{path}»: {os_reason(error)}") from None
    if len(data) > MAX_ICC_BYTES:
        raise ProfileError(f"«{path}» ocupa más de {MAX_ICC_BYTES // (1024 * 1024)} MB: no es un perfil ICC (los de "
                           "imprenta ocupan unos pocos MB)")
    try:
        space = icc_color_space(data)
    except ProfileError as error:
        raise ProfileError(f"«{path}» {error}") from None
    if space != "CMYK":
        raise ProfileError(f"el perfil ICC «{path}» es {space.strip()}, no CMYK: la imprenta necesita un perfil "
                           "de salida CMYK")
    return data


def default_icc_profile() -> Path | None:
    return DEFAULT_ICC_PROFILE if DEFAULT_ICC_PROFILE.is_file() else None


def _color_profile_css(profile: Path | None) -> str:
    """The ``@color-profile device-cmyk`` rule that makes WeasyPrint embed ``profile`` as the
    PDF/X OutputIntent (device-cmyk() colours stay DeviceCMYK)."""
    if profile is None:
        return ""
    url = Path(profile).resolve().as_uri().replace('"', "%22")
    return f'@color-profile device-cmyk {{ src: url("{url}"); components: c, m, y, k; }}\n'


def print_shop_html(renderer: Renderer, keys: list[str], bleed: float, title: str,
                    profile: Path | None = None) -> str:
    """One card per page (faces or backs, all of one size), trim size with ``bleed`` around it
    (TrimBox and BleedBox set by WeasyPrint)."""
    back = keys[0].startswith(BACK_PREFIX)
    cards = [(renderer.face_html(k), renderer.bleed_class(k, "shop-card__bleed--")) for k in keys]
    return render(renderer.env, "print-shop.html.j2", cards=cards, bleed=bleed, title=title, back=back,
                  size=renderer.size(keys[0]), card_css=Markup(renderer.css("card.css")),
                  shop_css=Markup(_color_profile_css(profile) + print_shop_css(renderer.env, renderer.uses_default)))


def join_print_shop(parts: list[bytes], out: Path) -> None:
    """Join print-shop parts keeping what makes the file PDF/X: the first part's catalog (its
    OutputIntents and XMP metadata), document information (Trapped, dates) and PDF version.
    The output profile, embedded once per part, is kept once."""
    from pypdf import PdfReader, PdfWriter

    if len(parts) == 1:
        make_folder(out.parent)
        write_atomically(out, parts[0])
        record(out.parent, [out])
        return
    readers = [PdfReader(io.BytesIO(part)) for part in parts]
    writer = PdfWriter(clone_from=readers[0])
    for reader in readers[1:]:
        writer.append(reader)
    writer.pdf_header = readers[0].pdf_header  # PDF/X-4 is PDF 1.6
    if hasattr(writer, "compress_identical_objects"):  # pypdf >= 5
        writer.compress_identical_objects()  # defaults: drop duplicates and orphans
    _write_pdf(writer, out)


def non_cmyk_art(renderer: Renderer, card_ids: list[str]) -> list[Path]:
    """Art files of ``card_ids`` (and their back images) that are not CMYK or grey: WeasyPrint
    embeds them as they are (DeviceRGB), which a strict PDF/X-4 check rejects."""
    unique = list(dict.fromkeys(card_ids))
    backs = [renderer.back_face(renderer.back_key(c)).back for c in unique]
    files = [renderer.faces[c].card.art for c in unique] + [renderer.set_back]
    files += [renderer.gp.asset(b.image) for b in backs if b is not None and b.image and not renderer.set_back]
    found = []
    for file in dict.fromkeys(f for f in files if f is not None and Path(f).is_file()):
        mode = image_mode(file)  # None: not an image Pillow reads (an SVG), which WeasyPrint draws in RGB
        if mode is not None and mode not in ("CMYK", "L", "1"):
            found.append(Path(file))
    return found


def build_print_shop(renderer: Renderer, card_ids: list[str], bleed: float, out: Path, title: str,
                     workers: int = 0, profile: Path | None = None) -> list[Path]:
    """``<name>-imprenta.pdf`` (faces, one a page, each at its size) and ``<name>-imprenta-dorso.pdf``
    (each back once).

    With a CMYK ``profile`` the files are PDF/X-4 (OutputIntent with that profile); without one
    they are plain CMYK PDFs with TrimBox and BleedBox, not marked PDF/X.
    """
    if profile is not None:
        check_cmyk_profile(profile)
    reach = renderer.reach.with_files(profile) if profile is not None else renderer.reach
    options = {"pdf_variant": PRINT_SHOP_VARIANT} if profile is not None else {}
    unique = list(dict.fromkeys(card_ids))  # a print shop wants each design once, with a count
    workers = worker_count(workers)
    size = max(1, -(-len(unique) // chunk_count(len(unique), workers, per_worker=2)))
    face_runs = [group[i:i + size] for _, group in renderer.by_size(unique) for i in range(0, len(group), size)]
    back_runs = [group for _, group in renderer.by_size(dict.fromkeys(renderer.back_key(c) for c in unique))]
    jobs = [(print_shop_html(renderer, run, bleed, title, profile), reach, options)
            for run in face_runs + back_runs]
    parts = render_documents(jobs, workers)
    back = out.with_name(out.stem + "-dorso.pdf")
    join_print_shop(parts[:len(face_runs)], out)
    join_print_shop(parts[len(face_runs):], back)
    counts = out.with_name(out.stem + "-copias.txt")
    copies = Counter(card_ids)
    lines = [f"{i:03d}  {c}  x{copies[c]}" for i, c in enumerate(unique, 1)]
    write_atomically(counts, "página  carta  copias\n" + "\n".join(lines) + "\n")
    record(out.parent, [counts])
    return [out, back, counts]
