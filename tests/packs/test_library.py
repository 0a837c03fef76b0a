"""A designer's folder builds on its game's bundled sets and decks (issue 29, part 5; docs/packs.md,
«Los sets de serie»): a deck mixes its own cards with bundled ones, the commands that play take a
bundled deck by name, figures of two cards with one id never merge, and nothing bundled is reported
on or built as if it were the folder's."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from nismatch_cards.cards.loader import load
from nismatch_cards.cli import main

BUNDLED_DECK = Path(__file__).resolve().parents[2] / "cards" / "decks" / "asalto-remachado.yaml"
OTHER_FOLDER = "; un mazo de otra carpeta de cartas se usa dando las dos: --cartas mia --cartas otra"
BUNDLED_NAMES = ("Asalto Remachado, Guardia del Taller, Puños de Hierro, Reactor Desbocado, Recicladores del Pozo, "
                 "Saqueadores de la Sima")


def run(*args: str):
    return CliRunner().invoke(main, list(args), prog_name="nismatch")


@pytest.fixture
def project(tmp_path, monkeypatch):
    """A designer's NISMATCH folder: its own set «mio» with one Parte whose id is also a bundled card's, and a
    deck «Mi Asalto»: the bundled Asalto Remachado with that Parte in place of one bundled copy."""
    monkeypatch.chdir(tmp_path)
    assert run("nuevo", "set", "cards/mio").exit_code == 0
    cards = tmp_path / "cards"
    part = (cards / "mio" / "cartas.yaml").read_text(encoding="utf-8")
    (cards / "mio" / "cartas.yaml").write_text(part.replace("id: parte-de-ejemplo", "id: cabeza-cubo-oxidada"),
                                              encoding="utf-8")
    deck = BUNDLED_DECK.read_text(encoding="utf-8")
    deck = (deck.replace("nombre: Asalto Remachado", "nombre: Mi Asalto").replace("set: base", "sets: [mio, base]")
            .replace("  cabeza-cubo-oxidada: 2", "  base/cabeza-cubo-oxidada: 1\n  mio/cabeza-cubo-oxidada: 1"))
    (cards / "decks" / "mi-asalto.yaml").write_text(deck, encoding="utf-8")
    return cards


def test_a_deck_mixes_its_own_cards_with_a_bundled_set_and_only_its_own_are_counted(project):
    result = run("validar", "cards")
    assert (result.exit_code, result.output) == (0, "1 carta en 1 set, 1 mazo: 0 errores, 0 avisos\n")
    loaded = load([project]).project
    assert list(loaded.own_sets()) == ["mio"] and loaded.library == {"base"}
    deck = loaded.decks[0]
    assert [c.name for c in loaded.deck_cards(deck)][:2] == ["Cabeza Cubo Oxidada", "Parte de ejemplo"]


def test_a_folder_of_its_own_loads_no_bundled_set_no_deck_names(project):
    (project / "decks" / "mi-asalto.yaml").unlink()
    loaded = load([project]).project
    assert (list(loaded.sets), loaded.library) == (["mio"], set())


def test_an_unknown_set_names_the_bundled_ones(project):
    deck = project / "decks" / "mi-asalto.yaml"
    deck.write_text(deck.read_text(encoding="utf-8").replace("sets: [mio, base]", "sets: [mio, bsae]"), encoding="utf-8")
    result = run("validar", "cards")
    assert result.exit_code == 1
    assert ("cards/decks/mi-asalto.yaml:3:13: error NM042 [mazo-set-desconocido]: el set «bsae» no existe\n"
            "    sugerencia: ¿quisiste decir «base»?\n") in result.output
    deck.write_text(deck.read_text(encoding="utf-8").replace("sets: [mio, bsae]", "sets: [mio, zzz]"), encoding="utf-8")
    result = run("validar", "cards")
    assert ("error NM042 [mazo-set-desconocido]: el set «zzz» no existe\n"
            "    sugerencia: sets cargados: mio; sets de serie de NISMATCH: base, profundo\n") in result.output


def test_simular_plays_an_own_deck_against_a_bundled_one_and_keeps_two_cards_of_one_id_apart(project, tmp_path):
    result = run("simular", "--mazo", "Mi Asalto", "--mazo", "Puños de Hierro", "-n", "4", "--niveles", "aleatorio",
                 "--json", str(tmp_path / "o.json"))
    assert result.exit_code == 0, result.output
    rows = {(c["mazo"], c["carta"]): c["nombre"] for level in json.loads((tmp_path / "o.json").read_text())["niveles"]
            for c in level["cartas"]}
    assert rows[("Mi Asalto", "base/cabeza-cubo-oxidada")] == "Cabeza Cubo Oxidada"
    assert rows[("Mi Asalto", "mio/cabeza-cubo-oxidada")] == "Parte de ejemplo"
    assert rows[("Puños de Hierro", "cabeza-cubo-oxidada")] == "Cabeza Cubo Oxidada"


def test_an_unknown_deck_lists_the_bundled_decks_and_the_way_to_another_folder(project):
    result = run("simular", "--mazo", "Mi Asalto", "--mazo", "Puños de Acero", "-n", "4")
    assert result.exit_code == 2
    assert result.stderr == ("Error: no hay ningún mazo «Puños de Acero» (¿quisiste decir «Puños de Hierro»?); "
                             f"mazos disponibles: Mi Asalto; mazos de serie de NISMATCH: {BUNDLED_NAMES}{OTHER_FOLDER}\n")


def test_an_own_deck_hides_the_bundled_deck_of_the_same_name(project):
    deck = project / "decks" / "mi-asalto.yaml"
    deck.write_text(deck.read_text(encoding="utf-8").replace("nombre: Mi Asalto", "nombre: Puños de Hierro"),
                    encoding="utf-8")
    loaded = load([project]).project
    assert loaded.deck("Puños de Hierro").source.file.resolve() == deck.resolve()


def test_construir_builds_only_the_folders_own_sets(project, tmp_path):
    result = run("construir", "html", "--cartas", "cards", "--salida", str(tmp_path / "web"))
    assert result.exit_code == 0, result.output
    assert "index.html: 1 carta, " in result.output  # the deck's bundled cards are not the folder's set


def test_an_unmatched_folder_plays_the_bundled_heroes_by_name(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert run("nuevo", "set", "cards/mihero", "--paquete", "unmatched").exit_code == 0
    result = run("simular", "--heroe", "alice", "--heroe", "medusa", "-n", "2", "--niveles", "aleatorio")
    assert result.exit_code == 0, result.output
    assert "Alice – Medusa, 2 partidas por nivel:" in result.stdout
