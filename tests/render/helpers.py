"""Reading generated PDFs and images back: page sizes, crop-mark lines, pixels."""
from __future__ import annotations

import shutil
import subprocess
import textwrap
from pathlib import Path

from click.testing import CliRunner

from nismatch_cards.cli import main

MM = 72 / 25.4
REPO = Path(__file__).resolve().parents[2]
CARDS = REPO / "cards"


def run(*args: str):
    """``nismatch …`` in-process; returns the click Result."""
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def page_sizes_mm(pdf: Path) -> list[tuple[float, float]]:
    from pypdf import PdfReader

    reader = PdfReader(str(pdf))
    sizes = []
    for page in reader.pages:
        box = page.mediabox
        sizes.append((float(box.width) / MM, float(box.height) / MM))
    return sizes


def _page_paths(page, form=None, parents=()):
    """Every path object of ``page`` with its bounds in page coordinates. Sheets place each card
    face as a form XObject, and pdfium gives the bounds of what is inside a form in the form's
    own space: the forms' matrices are applied here, innermost first."""
    import pypdfium2.raw as raw

    for obj in page.get_objects(max_depth=0, form=form):
        if obj.type == raw.FPDF_PAGEOBJ_FORM:
            yield from _page_paths(page, obj, (obj.get_matrix(),) + parents)
        elif obj.type == raw.FPDF_PAGEOBJ_PATH:
            bounds = obj.get_bounds()
            for matrix in parents:
                bounds = matrix.on_rect(*bounds)
            yield bounds


def thin_paths(pdf: Path, page_index: int, max_width_mm: float = 0.5) -> list[tuple[float, float, float, float]]:
    """Filled or stroked path objects thinner than ``max_width_mm``: ``(x, y, w, h)`` in mm from the
    top-left corner of the page (how crop marks are drawn)."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(str(pdf))
    try:
        page = document[page_index]
        height = page.get_size()[1]
        found = []
        for left, bottom, right, top in _page_paths(page):
            w, h = (right - left) / MM, (top - bottom) / MM
            if min(w, h) < max_width_mm and max(w, h) > 0.5:
                found.append((left / MM, (height - top) / MM, w, h))
        return found
    finally:
        document.close()


def crop_marks(pdf: Path, page_index: int, grid: tuple[float, float, float, float]):
    """Thin lines lying entirely outside the card grid ``(x, y, right, bottom)`` (mm): the marks.
    Returns ``(vertical marks as (x, y1, y2), horizontal marks as (y, x1, x2))``."""
    gx, gy, gr, gb = grid
    vertical, horizontal = [], []
    for x, y, w, h in thin_paths(pdf, page_index):
        outside = x + w <= gx or x >= gr or y + h <= gy or y >= gb
        if not outside:
            continue
        if h > w:
            vertical.append((x + w / 2, y, y + h))
        else:
            horizontal.append((y + h / 2, x, x + w))
    return vertical, horizontal


def rasterise(pdf: Path, page: int, dpi: int, out: Path):
    """Page ``page`` (1-based) as a Pillow RGB image, drawn by poppler's pdftoppm."""
    from PIL import Image

    prefix = out / f"page{page}-{dpi}"
    subprocess.run(["pdftoppm", "-r", str(dpi), "-f", str(page), "-l", str(page), "-png", "-singlefile",
                    str(pdf), str(prefix)], check=True, capture_output=True, timeout=120)
    return Image.open(f"{prefix}.png").convert("RGB")


def pixel(image, x_mm: float, y_mm: float, dpi: int) -> tuple[int, int, int]:
    return image.getpixel((int(round(x_mm / 25.4 * dpi)), int(round(y_mm / 25.4 * dpi))))


def is_white(rgb, tolerance: int = 12) -> bool:
    return all(c >= 255 - tolerance for c in rgb)


def is_dark(rgb, limit: int = 90) -> bool:
    return sum(rgb) / 3 < limit


def has_pdftoppm() -> bool:
    return shutil.which("pdftoppm") is not None


def write_set(root: Path, cards_yaml: str, decks: dict[str, str] | None = None) -> Path:
    """A throw-away cards folder: the shipped ruleset, one set «prueba» and optional decks."""
    cards = root / "cards"
    (cards / "prueba").mkdir(parents=True)
    shutil.copy(CARDS / "ruleset.yaml", cards / "ruleset.yaml")
    (cards / "prueba" / "set.yaml").write_text(
        'codigo: prueba\nnombre: Set de Prueba\nversion: "1.0"\n', encoding="utf-8")
    (cards / "prueba" / "cartas.yaml").write_text(textwrap.dedent(cards_yaml), encoding="utf-8")
    for name, text in (decks or {}).items():
        (cards / "decks").mkdir(exist_ok=True)
        (cards / "decks" / f"{name}.yaml").write_text(textwrap.dedent(text), encoding="utf-8")
    return cards


DUELO = REPO / "tests" / "render" / "duelo"


def load_pack_folder(folder: Path = DUELO):
    """A made-up game's pack folder through the real loader: its pack and its project (the
    folder must validate: the renderer never draws cards with errors)."""
    from nismatch_cards.cards.loader import load

    result = load([folder])
    assert result.ok, [str(d) for d in result.diagnostics if d.severity == "error"]
    return result.project.game, result.project
