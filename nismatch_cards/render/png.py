"""Images for online play: one PNG per card face (and the back), and Tabletop Simulator deck sheets.

WeasyPrint has no PNG output, so faces are rendered to a one-card-a-page PDF (the same face
markup as the sheets) and rasterised with pypdfium2. After ``nismatch build pdf`` in the same
process (``nismatch build``) those pages already exist: the faces laid out for the sheets are
rasterised, not laid out again (unless ``--templates`` has its own ``images.html.j2``). A Tabletop Simulator sheet is a grid of at
most 10 × 7 images under 4096 × 4096 px; its last slot holds the back («hidden card» image).
"""
from __future__ import annotations

import json
import os
from pathlib import Path

from markupsafe import Markup

from .pdf import BACK, Renderer, _write_pdf, run_parallel, worker_count
from .select import Selection

TTS_COLS, TTS_ROWS = 10, 7
TTS_CARD = (400, 560)  # px; 10 × 400 = 4000 and 7 × 560 = 3920, both under 4096
TTS_MAX = 4096


def _images_html(renderer: Renderer, cards: list[Markup], title: str) -> str:
    return renderer.env.get_template("images.html.j2").render(cards=cards, title=title,
                                                              card_css=Markup(renderer.css("card.css")))


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

    number, chunk, back, name, folder = job
    back = _image(back)
    small_back = back if back.size == TTS_CARD else back.resize(TTS_CARD, Image.LANCZOS)
    slots = len(chunk) + 1
    cols = min(TTS_COLS, slots)
    rows = -(-slots // cols)
    sheet = Image.new("RGB", (cols * TTS_CARD[0], rows * TTS_CARD[1]), (0, 0, 0))
    for i, (_, image) in enumerate(chunk):
        image = _image(image)
        r, c = divmod(i, cols)
        if image.size != TTS_CARD:
            image = image.resize(TTS_CARD, Image.LANCZOS)
        sheet.paste(image, (c * TTS_CARD[0], r * TTS_CARD[1]))
    sheet.paste(small_back, ((cols - 1) * TTS_CARD[0], (rows - 1) * TTS_CARD[1]))
    assert sheet.width < TTS_MAX and sheet.height < TTS_MAX
    file = Path(folder) / f"{name}-caras-{number}.png"
    sheet.save(file, compress_level=6)
    return {"archivo": file.name, "columnas": cols, "filas": rows, "cartas": [c for c, _ in chunk]}


def tts_sheets(faces: list[tuple[str, object]], back, name: str, folder: Path, workers: int = 1) -> list[dict]:
    """Tabletop Simulator deck sheets of ``faces`` (``(card_id, image or PNG bytes)``), the back in the
    last slot; the sheets are composed and compressed on ``workers`` processes."""
    per_sheet = TTS_COLS * TTS_ROWS - 1
    jobs = [(number, faces[start:start + per_sheet], back, name, str(folder))
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
    page numbers), save one PNG each, return TTS-sized copies as PNG bytes."""
    import io

    from PIL import Image

    source, base_url, names, folder, dpi = job
    if isinstance(source, str):
        images = rasterise(_write_pdf((source, base_url, {})), dpi)
    else:
        pdf_bytes, pages = source
        images = rasterise_pages(pdf_bytes, pages, dpi)
    small = []
    for name, image in zip(names, images):
        image.save(Path(folder) / f"{name}.png", compress_level=4)
        buffer = io.BytesIO()
        image.resize(TTS_CARD, Image.LANCZOS).save(buffer, "PNG", compress_level=1)
        small.append((name, buffer.getvalue()))
    return small


def build_pngs(project, selection: Selection, out: Path, templates: Path | None = None, workers: int = 0,
               dpi: int = 300, renderer: Renderer | None = None) -> dict:
    """``png/<name>/<id>.png`` for each card, ``dorso.png``, and ``png/tts/`` sheets for the selection.

    ``renderer`` (the one the PDFs were built with) lends its laid-out faces.
    """
    import io

    from PIL import Image

    renderer = renderer or Renderer(selection.card_set, project.ruleset, templates)
    unique = list(dict.fromkeys(selection.card_ids))
    workers = worker_count(workers)
    size = max(1, -(-len(unique) // max(1, workers * 2)))
    base_url = str(selection.card_set.folder) + os.sep
    folder = out / selection.name
    folder.mkdir(parents=True, exist_ok=True)
    if renderer.overrides("images.html.j2"):
        jobs = [(_images_html(renderer, [renderer.face_html(c) for c in unique[i:i + size]], selection.title),
                 base_url, unique[i:i + size], str(folder), dpi) for i in range(0, len(unique), size)]
        jobs.append((_images_html(renderer, [renderer.back_html()], selection.title), base_url, ["dorso"],
                     str(folder), dpi))
    else:
        pages = renderer.face_pages(unique + [BACK], workers)
        names = {c: c for c in unique} | {BACK: "dorso"}
        jobs = []
        for part, pdf_bytes in enumerate(pages.parts):
            here = sorted((page, key) for key, (p, page) in pages.where.items() if p == part and key in names)
            for i in range(0, len(here), size):
                run = here[i:i + size]
                jobs.append(((pdf_bytes, [page for page, _ in run]), base_url, [names[k] for _, k in run],
                             str(folder), dpi))
    small = dict(item for run in run_parallel(_render_images, jobs, workers) for item in run)  # PNG bytes
    files = [folder / f"{c}.png" for c in unique] + [folder / "dorso.png"]

    tts = out / "tts"
    tts.mkdir(parents=True, exist_ok=True)
    back = small.pop("dorso")
    sheets = tts_sheets([(c, small[c]) for c in unique], back, selection.name, tts, workers)
    tts_back = tts / f"{selection.name}-dorso.png"
    Image.open(io.BytesIO(back)).convert("RGB").save(tts_back)
    copies = {c: selection.card_ids.count(c) for c in unique}
    manifest = {
        "nombre": selection.title, "set": selection.card_set.code, "dorso": tts_back.name,
        "tamano_carta_px": list(TTS_CARD), "hojas": sheets,
        "copias": copies, "nombres": {c: renderer.faces[c].name for c in unique},
    }
    manifest_file = tts / f"{selection.name}.json"
    manifest_file.write_text(json.dumps(manifest, ensure_ascii=False, indent=2), encoding="utf-8")
    files += [tts / s["archivo"] for s in sheets] + [tts_back, manifest_file]
    return {"folder": folder, "cards": len(unique), "sheets": sheets, "files": files}
