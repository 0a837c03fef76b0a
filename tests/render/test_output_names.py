"""Outputs never overwrite each other (issue 29, part 6): a deck named like a set, or written with accents and
capitals, gets a file name of its own that every disk keeps apart from the others."""
from __future__ import annotations

import shutil

from nismatch_cards.cards.loader import load
from nismatch_cards.render.select import select

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


def test_a_revision_named_like_a_set_does_not_take_the_sets_pdf(tmp_path):
    project, pack = _project_with_deck(tmp_path, "otro.yaml")
    project.sets["base-revision"] = project.sets["profundo"]
    names = [s.name for s in select(project, pack, set_code="base", only=["chispazo"])]
    assert names == ["base-revision-revision"]


def test_a_deck_file_with_accents_and_capitals_gets_a_plain_name(tmp_path):
    project, pack = _project_with_deck(tmp_path, "Dúo-Añejo.yaml")
    assert [s.name for s in select(project, pack, deck_name="Mazo de prueba")] == ["duo-anejo"]
