"""Outputs never overwrite each other (issue 29, part 6): a deck named like a set, or written with accents and
capitals, gets a file name of its own that every disk keeps apart from the others."""
from __future__ import annotations

import shutil

from nismatch_cards.cards.loader import load
from nismatch_cards.render.select import only_cards, select

from .helpers import CARDS


def _project_with_deck(tmp_path, file_name: str):
    cards = tmp_path / "cards"
    shutil.copytree(CARDS, cards)
    shutil.copy(cards / "decks" / "asalto-remachado.yaml", cards / "decks" / file_name)
    text = (cards / "decks" / file_name).read_text(encoding="utf-8")
    (cards / "decks" / file_name).write_text(text.replace("Asalto Remachado", "Mazo de prueba"), encoding="utf-8")
    project = load([cards]).project
    return project, project.game


def test_a_deck_named_like_a_set_does_not_take_the_sets_pdf(tmp_path):
    project, pack = _project_with_deck(tmp_path, "base.yaml")
    set_names = {s.name for s in select(project, pack)}
    deck_names = {s.name for s in select(project, pack, deck_name="Mazo de prueba")}
    assert set_names == {"base", "profundo"}
    assert deck_names == {"base-mazo"}


def test_a_deck_named_like_a_sets_tabletop_simulator_back_or_sheet_does_not_take_it(tmp_path):
    """A deck «base-dorso» would write png/tts/base-dorso.png, the back of set «base»'s Tabletop Simulator deck;
    «base-caras-1» its first sheet (the known collision NM202 sees only between two sets)."""
    project, pack = _project_with_deck(tmp_path, "base-dorso.yaml")
    assert [s.name for s in select(project, pack, deck_name="Mazo de prueba")] == ["base-dorso-mazo"]
    project, pack = _project_with_deck(tmp_path / "otra", "Base Caras 1.yaml")
    assert [s.name for s in select(project, pack, deck_name="Mazo de prueba")] == ["base-caras-1-mazo"]


def test_the_changes_of_a_set_never_take_another_sets_name(tmp_path):
    """«construir --cambiadas-desde» writes «<set>-cambios»: beside a set «base-cambios» it takes a name of its own."""
    project, pack = _project_with_deck(tmp_path, "otro.yaml")
    project.sets["base-cambios"] = project.sets["profundo"]
    base = select(project, pack, set_code="base")
    changed = {("base", i) for i in base[0].card_ids[:2]}
    assert [s.name for s in only_cards(base, changed, "HEAD~1", project.sets)] == ["base-cambios-cambios"]
    assert [s.name for s in only_cards(base, changed, "HEAD~1", {})] == ["base-cambios"]


def test_a_revision_named_like_a_set_does_not_take_the_sets_pdf(tmp_path):
    project, pack = _project_with_deck(tmp_path, "otro.yaml")
    project.sets["base-revision"] = project.sets["profundo"]
    names = [s.name for s in select(project, pack, set_code="base", only=["chispazo"])]
    assert names == ["base-revision-revision"]


def test_a_deck_file_with_accents_and_capitals_gets_a_plain_name(tmp_path):
    project, pack = _project_with_deck(tmp_path, "Dúo-Añejo.yaml")
    assert [s.name for s in select(project, pack, deck_name="Mazo de prueba")] == ["duo-anejo"]
