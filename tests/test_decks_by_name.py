"""A deck by its name (any case, accents or not), its file name or its path, also outside the
cards folder a command would use; the same Spanish message everywhere when there is none."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from nismatch_cards.cards.loader import load
from nismatch_cards.cli import main

BUNDLED = Path(__file__).resolve().parent.parent / "cards"
NAMES = ("Asalto Remachado, Guardia del Taller, Puños de Hierro, Reactor Desbocado, Recicladores del Pozo, "
         "Saqueadores de la Sima")


def run(*args: str):
    return CliRunner().invoke(main, list(args), prog_name="nismatch")


@pytest.fixture
def elsewhere(tmp_path, monkeypatch):
    """A copy of the bundled cards in «mis-cartas», and a working folder without cards/."""
    shutil.copytree(BUNDLED, tmp_path / "mis-cartas")
    (tmp_path / "w").mkdir()
    monkeypatch.chdir(tmp_path / "w")
    return tmp_path / "mis-cartas"


@pytest.mark.parametrize("written", ["Puños de Hierro", "puños de hierro", "PUNOS DE HIERRO", "punos-de-hierro",
                                     "Punos-De-Hierro"])
def test_a_deck_by_its_name_in_any_case_or_accents(written):
    project = load([BUNDLED]).project
    assert project.deck(written).name == "Puños de Hierro"


def test_simulate_a_deck_given_by_its_path_uses_its_cards_folder(elsewhere):
    deck = "../mis-cartas/decks/asalto-remachado.yaml"
    result = run("simulate", "--deck", deck, "--deck", "guardia del taller", "--games", "1", "--workers", "1")
    assert result.exit_code == 0, result.output
    assert result.stderr.startswith("4 partidas en ")  # 1 deal at 2 levels, each again with the other deck starting


def test_a_deck_outside_the_cards_folder_given(elsewhere):
    deck = "../mis-cartas/decks/asalto-remachado.yaml"
    result = run("simulate", "--cards", str(BUNDLED), "--deck", deck, "--deck", "guardia del taller")
    assert result.exit_code == 2
    assert result.stderr == (f"Error: el mazo «{deck}» no es de la carpeta de cartas que se ha cargado (está en la "
                             f"carpeta de cartas «{elsewhere}»): indica su carpeta con --cartas, o el mazo sin --cartas\n")


def test_no_such_deck_says_the_closest_and_every_deck():
    result = run("simulate", "--cards", str(BUNDLED), "--deck", "asalto remachao", "--deck", "x")
    assert result.exit_code == 2
    assert result.stderr == ("Error: no hay ningún mazo «asalto remachao» (¿quisiste decir «asalto-remachado»?); "
                             f"mazos disponibles: {NAMES}; un mazo de otra carpeta de cartas se usa dando las dos: --cartas mia --cartas otra\n")
    result = run("build", "html", "--cards", str(BUNDLED), "--deck", "nada", "--out", "o")
    assert result.exit_code == 2
    assert result.stderr.endswith(f"Error: no hay ningún mazo «nada»; mazos disponibles: {NAMES}; un mazo de otra carpeta de cartas se usa dando las dos: --cartas mia --cartas otra\n")


def test_build_a_deck_given_by_its_path(elsewhere):
    result = run("build", "html", "--deck", "../mis-cartas/decks/punos-de-hierro.yaml", "--out", "o")
    assert result.exit_code == 0, result.output
    assert (Path("o") / "html" / "index.html").is_file()


def test_decks_of_two_cards_folders_are_a_usage_error(elsewhere, tmp_path):
    shutil.copytree(elsewhere, tmp_path / "otras")
    a, b = "../mis-cartas/decks/punos-de-hierro.yaml", "../otras/decks/asalto-remachado.yaml"
    result = run("simulate", "--deck", a, "--deck", b)
    assert result.exit_code == 2
    assert result.stderr.endswith(f"Error: los mazos «{a}» y «{b}» son de dos carpetas de cartas "
                                  f"({elsewhere} y {tmp_path / 'otras'}): juega o construye mazos de una sola "
                                  "carpeta\n")


def test_a_deck_file_in_no_cards_folder_is_a_usage_error(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("mazo.yaml").write_text("nombre: M\ncartas:\n  chispazo: 40\n", encoding="utf-8")
    result = run("simulate", "--deck", "mazo.yaml", "--deck", "otro")
    assert result.exit_code == 2
    assert result.stderr.endswith("Error: el mazo «mazo.yaml» no está en una carpeta de cartas (una carpeta con "
                                  "«decks/», sets o «ruleset.yaml»)\n")
