"""What one change makes ``nismatch watch`` write: the changed card's PNG and page, and of the other
pages only those the change shows in (the gallery, the statistics, the glossary)."""
from __future__ import annotations

import json

import pytest

from nismatch_cards.watch.preview import Preview

from .pack import make_cards


@pytest.fixture
def preview(tmp_path):
    cards = make_cards(tmp_path)
    preview = Preview(cards, tmp_path / "build", dpi=72, workers=1)
    first = preview.update()
    assert first.ok and first.full
    assert first.cards == ["mini/brazo-sierra", "mini/lanzachispas", "mini/chispazo"]
    return preview


def _edit(preview: Preview, card: str, old: str, new: str):
    file = preview.cards / "mini" / f"{card}.yaml"
    file.write_text(file.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
    return file


def test_nothing_changed_writes_nothing(preview):
    update = preview.update()
    assert (update.cards, update.pages, update.full) == ([], [], False)
    assert preview.version == 1


def test_a_new_name_redraws_the_card_its_page_and_the_gallery(preview):
    file = _edit(preview, "brazo-sierra", "nombre: Brazo Sierra", "nombre: Sierra de Calar")
    update = preview.update({file})
    assert (update.cards, update.pages, update.full) == (["mini/brazo-sierra"], ["index.html",
                                                          "carta-mini-brazo-sierra.html"], False)
    assert preview.version == 2


def test_a_stat_shows_in_the_statistics_and_an_ability_in_the_glossary(preview):
    file = _edit(preview, "brazo-sierra", "fue: 2", "fue: 3")
    assert "estadisticas.html" in preview.update({file}).pages
    file = _edit(preview, "chispazo", "hazle 1 punto", "hazle 2 puntos")
    update = preview.update({file})
    assert update.cards == ["mini/chispazo"]
    assert "glosario.html" in update.pages and "carta-mini-chispazo.html" in update.pages


def test_an_invalid_card_writes_nothing(preview):
    page = preview.out / "html" / "carta-mini-chispazo.html"
    before = page.read_bytes()
    file = _edit(preview, "chispazo", "CAR 1 | ", "")
    update = preview.update({file})
    assert not update.ok and (update.cards, update.pages) == ([], [])
    assert [d.code for d in update.diagnostics] == ["NM031"]
    assert page.read_bytes() == before and preview.version == 1


def test_a_removed_card_loses_its_page_and_a_new_one_gets_one(preview):
    gone = preview.cards / "mini" / "chispazo.yaml"
    text = gone.read_text(encoding="utf-8")
    gone.unlink()
    update = preview.update({gone})
    assert not (preview.out / "html" / "carta-mini-chispazo.html").exists()
    assert "carta-mini-chispazo.html" not in json.loads((preview.out / "html" / ".nismatch-build.json").read_text())
    added = preview.cards / "mini" / "chispazo-grande.yaml"
    added.write_text(text.replace("chispazo", "chispazo-grande"), encoding="utf-8")
    update = preview.update({added})
    assert "mini/chispazo-grande" in update.cards and "carta-mini-chispazo-grande.html" in update.pages
    assert (preview.out / "png" / "mini" / "chispazo-grande.png").is_file()


def test_a_change_to_the_set_file_rebuilds_everything(preview):
    file = preview.cards / "mini" / "set.yaml"
    file.write_text(file.read_text(encoding="utf-8").replace("nombre: Mini", "nombre: Mini II"), encoding="utf-8")
    update = preview.update({file})
    assert update.full and len(update.cards) == 3


def test_a_template_that_fails_writes_nothing_and_says_why(tmp_path):
    cards = make_cards(tmp_path)
    templates = tmp_path / "plantillas"
    templates.mkdir()
    preview = Preview(cards, tmp_path / "build", templates, dpi=72, workers=1)
    assert preview.update().ok
    page = (preview.out / "html" / "index.html").read_bytes()
    broken = templates / "carta.html.j2"
    broken.write_text("{% macro face(carta) %}{{ carta.no_existe.tampoco }}{% endmacro %}\n", encoding="utf-8")
    update = preview.update({broken})
    assert update.problem == ("la plantilla «carta.html.j2» (línea 1) falló al dibujar la carta «brazo-sierra»: "
                              "usa «no_existe» de un valor que no lo tiene (un Face)")
    assert not update.ok and (preview.out / "html" / "index.html").read_bytes() == page
    broken.unlink()
    assert preview.update({broken}).ok


def test_pages_the_preview_redrew_are_still_its_own_for_the_next_build(preview):
    """After a change redrawn by «vigilar», the folder's list says how each page is now: a build into the same
    folder replaces them without taking them for pages edited by hand."""
    from nismatch_cards.safeio import claim_folder

    file = _edit(preview, "brazo-sierra", "fue: 2", "fue: 3")
    assert "estadisticas.html" in preview.update({file}).pages
    claim_folder(preview.out / "html")  # raises OutputError if a page looked edited


@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")  # the stop that fell in a __del__
def test_a_pdf_asked_for_by_a_page_is_drawn_by_the_watchers_loop_under_the_time_limit(preview, monkeypatch, capsys):
    """The server's thread only queues the request; the loop (the main thread) draws the PDF, where the
    drawing time limit of «construir» holds (issue 30 part 3)."""
    import threading

    from nismatch_cards.watch.commands import _Session
    from nismatch_cards.watch.server import Broadcast

    session = _Session(preview, Broadcast(), ["a4"], 1)
    asker = threading.Thread(target=lambda: session.requests.put("pdf"))  # what the server's callback does
    asker.start()
    asker.join()
    monkeypatch.setattr("nismatch_cards.render.timelimit.DRAWING_SECONDS", 0.001)
    session.answer_requests()  # what the loop does between looks at the files
    err = capsys.readouterr().err
    assert err.startswith("No se construye el PDF: ") and err.endswith(
        "tardó más de 0.001 s en dibujarse y se ha parado: ¿un bucle demasiado largo? (una cara real tarda milésimas de "
        "segundo)\n"), err
    assert not list(preview.out.rglob("*.pdf"))
