"""Sheets composed from faces laid out once draw exactly what whole sheets draw.

A ``--templates`` folder with its own ``sheets.html.j2`` gets its sheets rendered whole by
WeasyPrint (the template knows nothing of layers); a copy of the built-in template therefore
gives the reference rendering to compare the composed sheets with: the same paths at the same
places (page coordinates, through the form XObjects) and the same text on every page.
"""
from __future__ import annotations

import math
import shutil
import pytest

from nismatch_cards.render.pdf import SheetOptions, build_sheets_pdf
from nismatch_cards.render.renderer import Renderer
from nismatch_cards.render.resources import TEMPLATES

from .helpers import CARDS, _page_paths, run

CARDS_ON_TWO_SHEETS = "chispazo,descarga-electrica,cabeza-cubo-oxidada,visor-tactico,chispazo"


TOL_PT = 0.02


def drawn(pdf) -> list[tuple[list, list[str]]]:
    """For every page: the bounds of its paths (pt, sorted) and its lines of text, sorted."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(str(pdf))
    try:
        pages = []
        for page in document:
            paths = sorted(_page_paths(page))
            text = sorted(page.get_textpage().get_text_range().splitlines())
            pages.append((paths, text))
        return pages
    finally:
        document.close()


def unmatched(got: list, want: list) -> tuple[list, list]:
    """Paths of ``got`` with no path of ``want`` within ``TOL_PT`` on every side, and the rest of ``want``."""
    left = list(want)
    extra = []
    for bounds in got:
        for i, other in enumerate(left):
            if all(abs(a - b) <= TOL_PT for a, b in zip(bounds, other)):
                del left[i]
                break
        else:
            extra.append(bounds)
    return extra, left


@pytest.mark.parametrize("paper, extra", [("a4", ["--proof"]), ("letter", ["--bleed", "1", "--back-offset-x", "1.5"])])
def test_composed_sheets_draw_what_whole_sheets_draw(tmp_path, paper, extra):
    whole_templates = tmp_path / "plantillas"
    whole_templates.mkdir()
    shutil.copy(TEMPLATES / "sheets.html.j2", whole_templates / "sheets.html.j2")
    common = ["build", "pdf", "--cards", str(CARDS), "--paper", paper, "--workers", "2",
              "--only", CARDS_ON_TWO_SHEETS, *extra]
    composed = run(*common, "--out", str(tmp_path / "compuesto"))
    whole = run(*common, "--out", str(tmp_path / "entero"), "--templates", str(whole_templates))
    assert composed.exit_code == 0, composed.output
    assert whole.exit_code == 0, whole.output
    name = f"base-revision-{paper}.pdf"
    expected = drawn(tmp_path / "entero" / "pdf" / name)
    got = drawn(tmp_path / "compuesto" / "pdf" / name)
    assert len(got) == len(expected) == 2
    for number, ((paths, text), (want_paths, want_text)) in enumerate(zip(got, expected), 1):
        assert unmatched(paths, want_paths) == ([], []), f"página {number}"
        assert text == want_text


def test_each_face_is_laid_out_once_for_every_paper_and_copy(bundled_project, tmp_path):
    deck = next(d for d in bundled_project.decks if d.set_codes == ("base",))
    ids = deck.card_list()
    unique = set(ids)
    assert len(unique) < len(ids)  # the deck has copies
    renderer = Renderer(bundled_project.sets["base"], bundled_project.game)
    for paper in ("a4", "letter"):
        result = build_sheets_pdf(renderer, ids, SheetOptions(paper=paper, workers=2), tmp_path / f"{paper}.pdf", "t")
        assert result["pages"] == 2 * math.ceil(len(ids) / 9)
    assert set(renderer.pages.where) == unique | {renderer.back_key(ids[0])}
    from pypdf import PdfReader
    import io

    laid_out = sum(len(PdfReader(io.BytesIO(part)).pages) for part in renderer.pages.parts)
    assert laid_out == len(unique) + 1
