"""Golden outputs of the bundled NISMATCH sets: what a player prints and reads must not change
by accident. The PDF text, every PNG face (as a small grey thumbnail) and the HTML pages
(without the parsed-structure panel, which shows the AST of the language and may grow) are
compared with the copies in ``tests/golden/nismatch/``.

A deliberate change of the output is recorded with ``NISMATCH_UPDATE_GOLDEN=1 pytest
tests/golden``; the diff of the golden files then shows what changed for the user.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

GOLDEN = Path(__file__).resolve().parent / "nismatch"
UPDATE = os.environ.get("NISMATCH_UPDATE_GOLDEN") == "1"
THUMB = (150, 210)
MAX_CHANGED = 0.002  # share of thumbnail pixels allowed to differ by more than CHANGED_LEVEL (antialiasing)
CHANGED_LEVEL = 40  # grey levels (0-255)
HTML_PAGES = ("index.html", "reglamento.html", "estadisticas.html")


@pytest.fixture(scope="module")
def built(full_build) -> Path:
    """The quick start's ``nismatch build`` (tests/conftest.py): the A4 PDFs, the PNGs and the site."""
    return full_build


def _compare_text(name: str, text: str) -> None:
    golden = GOLDEN / name
    if UPDATE:
        golden.parent.mkdir(parents=True, exist_ok=True)
        golden.write_text(text, encoding="utf-8")
        return
    assert golden.is_file(), f"falta {golden}: genera los golden con NISMATCH_UPDATE_GOLDEN=1"
    assert text == golden.read_text(encoding="utf-8"), f"{name} cambió"


def _html_without_ast(text: str) -> str:
    text = re.sub(r'<details class="ast".*?</details>', "", text, flags=re.S)
    return "\n".join(line.rstrip() for line in text.splitlines() if line.strip()) + "\n"


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) no está instalado")
def test_pdf_text_is_unchanged(built):
    pdfs = sorted((built / "pdf").glob("*-a4.pdf"))  # one per set: base-a4.pdf, profundo-a4.pdf…
    names = [f"pdf-{pdf.stem}.txt" for pdf in pdfs]
    if not UPDATE:
        assert names == sorted(golden.name for golden in GOLDEN.glob("pdf-*.txt"))
    for pdf, name in zip(pdfs, names):
        text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True,
                              check=True).stdout
        _compare_text(name, text)


def test_png_faces_are_unchanged(built):
    from PIL import Image, ImageChops

    faces = sorted((built / "png").glob("*/*.png"))
    faces = [f for f in faces if f.parent.name != "tts"]
    names = sorted(f.name for f in faces)
    _compare_text("png-faces.txt", "\n".join(names) + "\n")
    for face in faces:
        thumb = Image.open(face).convert("L").resize(THUMB, Image.Resampling.BOX)
        golden = GOLDEN / "png" / face.name
        if UPDATE:
            golden.parent.mkdir(parents=True, exist_ok=True)
            thumb.save(golden, optimize=True)
            continue
        diff = ImageChops.difference(thumb, Image.open(golden).convert("L"))
        changed = sum(diff.point(lambda v: 255 if v > CHANGED_LEVEL else 0).histogram()[255:]) / (THUMB[0] * THUMB[1])
        assert changed <= MAX_CHANGED, f"la cara {face.name} cambió ({changed:.2%} de los píxeles)"


def test_html_pages_are_unchanged(built):
    html = built / "html"
    pages = sorted(p.name for p in html.glob("carta-*.html")) + list(HTML_PAGES)
    _compare_text("html-pages.txt", "\n".join(pages) + "\n")
    for page in pages:
        _compare_text(f"html/{page}.txt", _html_without_ast((html / page).read_text(encoding="utf-8")))
