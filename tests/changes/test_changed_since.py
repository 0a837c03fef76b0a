"""``nismatch build --changed-since REV``: a proof of only the cards added or changed since a
revision, numbered and versioned as in the whole set."""
from __future__ import annotations

import re

from click.testing import CliRunner

from nismatch_cards.cli import main

CHANGED = ["brazo-martillo", "brazo-remachador", "brazo-sierra", "lanzachispas"]


def run(*args: str):
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def test_png_of_only_the_cards_added_or_changed(repo):
    result = run("build", "png", "--cards", "cards", "--out", "build", "--changed-since", "v1.0", "--dpi", "72")
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0] == f"Desde «v1.0 ({_short(repo, 'v1.0')})»: 4 cartas de base"
    assert sorted(p.stem for p in (repo / "build" / "png" / "base-cambios").glob("*.png")) == sorted([*CHANGED, "dorso"])


def test_html_of_only_the_cards_added_or_changed(repo):
    result = run("build", "html", "--cards", "cards", "--out", "build", "--cambiadas-desde", "v1.0")
    assert result.exit_code == 0, result.output
    pages = sorted(p.name for p in (repo / "build" / "html").glob("carta-*.html"))
    assert pages == [f"carta-base-{card}.html" for card in CHANGED]
    index = (repo / "build" / "html" / "index.html").read_text(encoding="utf-8")
    assert "BASE v1.0 · 033/086" in re.sub(r"<[^>]+>", "", index)  # numbered as in the whole set


def test_pdf_of_the_changed_cards_is_named_and_titled_after_the_revision(repo):
    from pypdf import PdfReader

    result = run("build", "pdf", "--cards", "cards", "--out", "build", "--changed-since", "v1.0", "--paper", "a4",
                 "--backs", "none")
    assert result.exit_code == 0, result.output
    reader = PdfReader(str(repo / "build" / "pdf" / "base-cambios-a4.pdf"))
    assert reader.metadata.title == "NISMATCH — Set Base — cambios desde v1.0"
    text = reader.pages[0].extract_text()
    assert all(name in text for name in ("Brazo Radial", "Brazo Martillo", "Lanzachispas", "Brazo Remachador"))
    assert "NISMATCH — Set Base v1.0 · hoja 1/1 · caras · A4" in text


def test_nothing_changed_builds_nothing(repo):
    result = run("build", "pdf", "--cards", "cards", "--out", "build", "--changed-since", "HEAD")
    assert result.exit_code == 0
    assert result.output == f"Ninguna carta cambió desde «HEAD ({_short(repo, 'HEAD')})»: no se construye nada.\n"
    assert not (repo / "build" / "pdf").exists()


def test_an_unknown_revision_is_a_usage_error(repo):
    result = run("build", "png", "--cards", "cards", "--out", "build", "--changed-since", "nada")
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == "Error: la revisión «nada» no existe en el repositorio de «cards»"


def _short(repo, name: str) -> str:
    from .conftest import git

    return git(repo, "rev-parse", "--short", name).strip()
