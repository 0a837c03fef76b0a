"""Images for online play: one PNG per card face (and back), and Tabletop Simulator deck sheets.

WeasyPrint has no PNG output, so faces are rendered to a one-card-a-page PDF (the same face
markup as the sheets) and rasterised with pypdfium2, each at its card size. After ``nismatch
construir pdf`` in the same process (``nismatch construir``) those pages already exist: the faces laid out
for the sheets are rasterised, not laid out again (unless ``--templates`` has its own
``images.html.j2``). A Tabletop Simulator deck is the cards of one back (and so of one size): sheets
of at most 10 × 7 images under 4096 × 4096 px, the back in the last slot («hidden card» image),
and a saved object TTS loads as it is (``tts.py``).
"""
from __future__ import annotations

import json
from pathlib import Path

from ..cards.pack import CardSize
from ..safeio import atomic_file, make_folder, record, write_atomically
from ..cards.outputs import back_names, tts_decks
from .renderer import Renderer
from .tts import Sheet, saved_object, sheet_url
from .workers import run_parallel, worker_count, write_pdf
from .select import Selection

TTS_COLS, TTS_ROWS = 10, 7
TTS_LONG_SIDE = 560  # px of a card's longer side: poker cards are 400 × 560, 10 × 7 of them under 4096
TTS_MAX = 4096


def tts_card_px(size: CardSize) -> tuple[int, int]:
    """A card's image size on a Tabletop Simulator sheet."""
    scale = TTS_LONG_SIDE / max(size.width, size.height)
    return round(size.width * scale), round(size.height * scale)


def tts_grid(card: tuple[int, int]) -> tuple[int, int]:
    """The most columns and rows of ``card`` images a sheet holds: at most 10 × 7, under 4096 px."""
    return min(TTS_COLS, (TTS_MAX - 1) // card[0]), min(TTS_ROWS, (TTS_MAX - 1) // card[1])


def rasterise(pdf_bytes: bytes, dpi: int) -> list:
    """Every page of a PDF as a Pillow RGB image at ``dpi``."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(pdf_bytes)
    try:
        images = []
        for page in document:
            bitmap = page.render(scale=dpi / 72)
            images.append(bitmap.to_pil().convert("RGB"))
            page.close()
        return images
    finally:
        document.close()


def _image(data):
    """A Pillow RGB image from PNG bytes (or the image itself)."""
    import io

    from PIL import Image

    return Image.open(io.BytesIO(data)).convert("RGB") if isinstance(data, bytes) else data


def _tts_sheet(job: tuple) -> dict:
    """Worker: compose and save one Tabletop Simulator sheet; returns its manifest entry."""
    from PIL import Image

    number, chunk, back, name, folder, card = job
    max_cols, _ = tts_grid(card)
    back = _image(back)
    small_back = back if back.size == card else back.resize(card, Image.LANCZOS)
    slots = len(chunk) + 1
    cols = min(max_cols, slots)
    rows = -(-slots // cols)
    sheet = Image.new("RGB", (cols * card[0], rows * card[1]), (0, 0, 0))
    for i, (_, image) in enumerate(chunk):
        image = _image(image)
        r, c = divmod(i, cols)
        if image.size != card:
            image = image.resize(card, Image.LANCZOS)
        sheet.paste(image, (c * card[0], r * card[1]))
    sheet.paste(small_back, ((cols - 1) * card[0], (rows - 1) * card[1]))
    assert sheet.width < TTS_MAX and sheet.height < TTS_MAX
    file = Path(folder) / f"{name}-caras-{number}.png"
    with atomic_file(file) as handle:
        sheet.save(handle, "PNG", compress_level=6)
    return {"archivo": file.name, "columnas": cols, "filas": rows, "cartas": [c for c, _ in chunk]}


def tts_sheets(faces: list[tuple[str, object]], back, name: str, folder: Path, workers: int = 1,
               card: tuple[int, int] = (400, 560)) -> list[dict]:
    """Tabletop Simulator deck sheets of ``faces`` (``(card_id, image or PNG bytes)``, all ``card`` px),
    the back in the last slot; the sheets are composed and compressed on ``workers`` processes."""
    cols, rows = tts_grid(card)
    per_sheet = cols * rows - 1
    jobs = [(number, faces[start:start + per_sheet], back, name, str(folder), card)
            for number, start in enumerate(range(0, len(faces), per_sheet), 1)]
    return run_parallel(_tts_sheet, jobs, workers)


def rasterise_pages(pdf_bytes: bytes, pages: list[int], dpi: int) -> list:
    """Pages ``pages`` (0-based) of a PDF as Pillow RGB images at ``dpi``."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(pdf_bytes)
    try:
        images = []
        for index in pages:
            page = document[index]
            images.append(page.render(scale=dpi / 72).to_pil().convert("RGB"))
            page.close()
        return images
    finally:
        document.close()


def _render_images(job: tuple) -> list[tuple[str, bytes]]:
    """Worker: render a run of faces (HTML), or take them from an already laid-out PDF (bytes and
    page numbers), save one PNG each, return Tabletop Simulator copies (``card`` px) as PNG bytes."""
    import io

    from PIL import Image

    source, reach, names, folder, dpi, card = job
    if isinstance(source, str):
        images = rasterise(write_pdf((source, reach, {})), dpi)
    else:
        pdf_bytes, pages = source
        images = rasterise_pages(pdf_bytes, pages, dpi)
    small = []
    for name, image in zip(names, images):
        with atomic_file(Path(folder) / f"{name}.png") as handle:
            image.save(handle, "PNG", compress_level=4)
        buffer = io.BytesIO()
        image.resize(card, Image.LANCZOS).save(buffer, "PNG", compress_level=1)
        small.append((name, buffer.getvalue()))
    return small


def build_pngs(selection: Selection, renderer: Renderer, out: Path, workers: int = 0, dpi: int = 300,
               tts_url: str | None = None) -> dict:
    """``png/<name>/<id>.png`` for each card and ``dorso.png`` (``dorso-<back>.png`` when the cards have
    several backs), and ``png/tts/`` sheets of the selection, a deck per back, each with its Tabletop
    Simulator saved object (``<name>.json``) reading the sheets from ``tts_url`` (a checked base URL
    ending in ``/``) or from the files themselves.

    ``renderer`` (the one the PDFs were built with, in ``nismatch construir``) lends its laid-out faces.
    """
    import io

    from PIL import Image

    unique = list(dict.fromkeys(selection.card_ids))
    backs = list(dict.fromkeys(renderer.back_key(c) for c in unique))
    names = {c: c for c in unique} | back_names(backs)
    workers = worker_count(workers)
    size = max(1, -(-len(unique) // max(1, workers * 2)))
    reach = renderer.reach
    folder = make_folder(out / selection.name)
    jobs = []
    if renderer.overrides("images.html.j2"):
        for card_size, group in renderer.by_size(unique + backs):
            jobs += [(renderer.images_html(group[i:i + size], selection.title), reach,
                      [names[k] for k in group[i:i + size]], str(folder), dpi, tts_card_px(card_size))
                     for i in range(0, len(group), size)]
    else:
        pages = renderer.face_pages(unique + backs, workers)
        for part, pdf_bytes in enumerate(pages.parts):
            here = sorted((page, key) for key, (p, page) in pages.where.items() if p == part and key in names)
            for i in range(0, len(here), size):
                run = here[i:i + size]
                jobs.append(((pdf_bytes, [page for page, _ in run]), reach, [names[k] for _, k in run],
                             str(folder), dpi, tts_card_px(renderer.size(run[0][1]))))
    small = dict(item for run in run_parallel(_render_images, jobs, workers) for item in run)  # PNG bytes
    files = [folder / f"{names[k]}.png" for k in unique + backs]

    tts = make_folder(out / "tts")
    sheets = []
    for back in backs:
        deck = [c for c in unique if renderer.back_key(c) == back]
        name, = tts_decks(selection.name, [names[back]])
        card = tts_card_px(renderer.size(back))
        deck_sheets = tts_sheets([(c, small[c]) for c in deck], small[names[back]], name, tts, workers, card)
        tts_back = tts / f"{name}-dorso.png"
        with atomic_file(tts_back) as handle:
            Image.open(io.BytesIO(small[names[back]])).convert("RGB").save(handle, "PNG")
        sheets_here = [Sheet(sheet_url(tts / s["archivo"], tts_url), s["columnas"], s["filas"], tuple(s["cartas"]))
                       for s in deck_sheets]
        saved = saved_object(name, selection.title, sheets_here, sheet_url(tts_back, tts_url),
                             [c for c in selection.card_ids if renderer.back_key(c) == back],
                             {c: renderer.faces[c].name for c in deck}, renderer.size(back))
        saved_file = tts / f"{name}.json"
        write_atomically(saved_file, json.dumps(saved, ensure_ascii=False, indent=2))
        thumbnail = tts / f"{name}.png"
        with atomic_file(thumbnail) as handle:
            saved_object_thumbnail(small[deck[0]]).save(handle, "PNG")
        files += [tts / s["archivo"] for s in deck_sheets] + [tts_back, saved_file, thumbnail]
        sheets += deck_sheets
    record(out, files)
    return {"folder": folder, "cards": len(unique), "sheets": sheets, "decks": len(backs), "files": files}


#: Side of the picture TTS shows for a saved object in its «Saved Objects» browser (``<name>.png``
#: beside ``<name>.json``, as TTS itself writes them).
THUMBNAIL_PX = 256


def saved_object_thumbnail(face_png: bytes):
    """The saved object's picture: its first card's face, whole, centred on a transparent square."""
    import io

    from PIL import Image

    face = Image.open(io.BytesIO(face_png)).convert("RGBA")
    face.thumbnail((THUMBNAIL_PX, THUMBNAIL_PX), Image.Resampling.LANCZOS)
    square = Image.new("RGBA", (THUMBNAIL_PX, THUMBNAIL_PX), (0, 0, 0, 0))
    square.paste(face, ((THUMBNAIL_PX - face.width) // 2, (THUMBNAIL_PX - face.height) // 2))
    return square


def card_pngs(selection: Selection, renderer: Renderer, out: Path, card_ids: list[str], dpi: int = 300) -> list[Path]:
    """Only ``png/<name>/<id>.png`` of ``card_ids``, in this process (what ``nismatch vigilar`` redraws
    after a change); the Tabletop Simulator sheets are left as they are."""
    folder = make_folder(out / selection.name)
    builtin = not renderer.overrides("images.html.j2")
    for card_size, group in renderer.by_size(dict.fromkeys(card_ids)):
        html = renderer.images_html(group, selection.title, builtin=builtin)
        _render_images((html, renderer.reach, group, str(folder), dpi, tts_card_px(card_size)))
    files = [folder / f"{c}.png" for c in dict.fromkeys(card_ids)]
    record(out, files)
    return files
