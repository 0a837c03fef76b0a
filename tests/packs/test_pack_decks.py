"""Decks of any game: cards found across the sets of the folder (``set/id`` when an id is in two),
and the pack's ``mazos`` rules (size, copies and exemptions, sections, requirements, per-character
decks), each message pinned with its place."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from nismatch_cards.cards.loader import load
from validation.helpers import PART, SET_T, SUPPORT, Diag, validate, write_tree

REPO = Path(__file__).resolve().parents[2]
PRUEBA = REPO / "tests" / "packs" / "prueba"
D = "cards/decks/d.yaml"
SET_U = "codigo: u\nnombre: Set U\nversion: '1'\n"


# --- decks across sets (NISMATCH) -------------------------------------------------------------------


@pytest.fixture
def two_sets(tmp_path, monkeypatch):
    """``two_sets(deck)``: set t with brazo-x and apoyo-x, set u with brazo-x and apoyo-u, and ``deck``."""
    monkeypatch.chdir(tmp_path)

    def make(deck: str):
        write_tree(tmp_path, {"cards/t/set.yaml": SET_T, "cards/t/a.yaml": PART, "cards/t/b.yaml": SUPPORT,
                              "cards/u/set.yaml": SET_U, "cards/u/a.yaml": PART.replace("pg: 3", "pg: 4"),
                              "cards/u/b.yaml": SUPPORT.replace("apoyo-x", "apoyo-u"), D: deck})
        return validate("cards")

    return make


def test_a_deck_uses_cards_of_every_set(two_sets):
    run = two_sets("nombre: D\ncartas:\n  t/brazo-x: 20\n  apoyo-u: 10\n  apoyo-x: 10\n")
    assert (run.exit_code, run.diagnostics) == (0, [])
    project = load([Path("cards")]).project
    deck = project.deck("D")
    assert [(c.set_code, c.id, c.get("pg")) for c in project.deck_cards(deck)][::10] == [
        ("t", "brazo-x", 3), ("t", "brazo-x", 3), ("u", "apoyo-u", None), ("t", "apoyo-x", None)]
    assert (deck.set_codes, deck.main_set) == (("t", "u"), "t")
    assert deck.written_refs()[::10] == ["brazo-x", "brazo-x", "u/apoyo-u", "apoyo-x"]
    assert project.card_by_ref("u/apoyo-u", "t").set_code == "u" and project.card_by_ref("apoyo-u", "t") is None


def test_an_id_in_two_sets_must_say_which(two_sets):
    run = two_sets("nombre: D\ncartas:\n  brazo-x: 30\n  apoyo-x: 10\n")
    assert run.diagnostics == [Diag("NM046", D, 3, 3, "la carta «brazo-x» está en varios sets: «t» y «u»",
                                    "escribe «t/brazo-x» o «u/brazo-x»")]


def test_a_deck_naming_its_set_sees_only_that_set(two_sets):
    run = two_sets("nombre: D\nset: t\ncartas:\n  brazo-x: 30\n  apoyo-x: 10\n")
    assert (run.exit_code, run.diagnostics) == (0, [])


def test_unknown_card_in_the_deck_sets(two_sets):
    run = two_sets("nombre: D\nsets: [t, u]\ncartas:\n  t/brazo-x: 39\n  apoyo-z: 1\n")
    assert run.diagnostics == [Diag("NM041", D, 5, 3, "la carta «apoyo-z» no existe en los sets «t» y «u»",
                                    "¿quisiste decir «apoyo-x»?")]


def test_a_card_of_a_set_the_deck_does_not_use(two_sets):
    run = two_sets("nombre: D\nsets: [t]\ncartas:\n  brazo-x: 39\n  u/apoyo-u: 1\n")
    assert run.diagnostics == [Diag("NM041", D, 5, 3, "la carta «u/apoyo-u» es del set «u», que no es de este mazo",
                                    "añade «u» a «sets»")]


def test_a_card_of_a_set_that_does_not_exist(two_sets):
    run = two_sets("nombre: D\ncartas:\n  t/brazo-x: 39\n  v/apoyo-u: 1\n")
    assert run.diagnostics == [Diag("NM042", D, 4, 3, "el set «v» no existe", "sets cargados: t, u")]


def test_unknown_set_in_sets(two_sets):
    run = two_sets("nombre: D\nsets: [t, uu]\ncartas:\n  brazo-x: 40\n")
    assert run.diagnostics == [Diag("NM042", D, 2, 11, "el set «uu» no existe", "¿quisiste decir «u»?")]


# --- the test pack's rules -------------------------------------------------------------------------


@pytest.fixture
def duel(tmp_path, monkeypatch):
    """``duel(deck)``: the test pack folder (heroes alicia and medusa; tajo of Alicia, bloqueo a basic card
    of anyone's, emboscada of Alicia's companion, mirada of Medusa's; enemies lacayo and verdugo) with
    ``deck`` as decks/d.yaml."""
    monkeypatch.chdir(tmp_path)
    shutil.copytree(PRUEBA, tmp_path / "cards")

    def make(deck: str):
        (tmp_path / "cards" / "decks" / "d.yaml").write_text(deck, encoding="utf-8")
        return validate("cards")

    return make


ENEMIES = "  lacayo: 2\n  verdugo: 2\n"


def test_the_test_packs_folder_is_valid():
    run = validate(str(PRUEBA))
    assert (run.exit_code, run.diagnostics) == (0, [])


def test_legal_deck_with_companion_wildcard_and_exempt_cards(duel):
    run = duel("nombre: D\npersonaje: alicia\ncartas:\n  tajo: 2\n  emboscada: 2\n  bloqueo: 5\n" + ENEMIES)
    assert (run.exit_code, run.diagnostics) == (0, [])


def test_deck_size_from_the_pack(duel):
    run = duel("nombre: D\npersonaje: alicia\ncartas:\n  tajo: 2\n  bloqueo: 4\n  verdugo: 2\n  lacayo: 1\n")
    assert [d for d in run.diagnostics if d.code == "NM040"] == [Diag(
        "NM040", D, 3, 1, "el mazo tiene 9 cartas; un Mazo de duelo tiene entre 10 y 14 (reglamento 3)",
        "añade cartas")]


def test_copies_beyond_the_limit_unless_exempt(duel):
    run = duel("nombre: D\npersonaje: alicia\ncartas:\n  tajo: 3\n  bloqueo: 6\n" + ENEMIES)
    assert run.diagnostics == [Diag("NM043", D, 4, 9, "3 copias de «tajo»; el máximo es 2",
                                    "deja 2 copias como mucho")]


def test_copies_of_one_card_on_two_lines_add_up(duel):
    run = duel("nombre: D\npersonaje: alicia\ncartas:\n  tajo: 2\n  base/tajo: 1\n  bloqueo: 4\n" + ENEMIES)
    assert run.diagnostics == [Diag("NM043", D, 5, 14, "3 copias de «tajo»; el máximo es 2",
                                    "deja 2 copias como mucho")]


def test_section_of_the_wrong_size(duel):
    run = duel("nombre: D\npersonaje: alicia\ncartas:\n  tajo: 2\n  bloqueo: 3\n" + ENEMIES)
    assert [d for d in run.diagnostics if d.code == "NM047"] == [Diag("NM047", D, 3, 1, "la sección «Acciones» tiene 5 cartas; debe tener entre 6 y 10",
                                    "añade cartas de esa sección")]


def test_card_in_no_section(duel):
    run = duel("nombre: D\npersonaje: alicia\ncartas:\n  tajo: 2\n  bloqueo: 4\n  alicia: 1\n" + ENEMIES)
    assert run.diagnostics == [Diag("NM047", D, 6, 3, "la carta «alicia» (Héroe) no va en ninguna sección del mazo",
                                    "secciones: Acciones (Carta de Acción), Enemigos (Enemigo)")]


def test_requirement_with_the_packs_own_words(duel):
    run = duel("nombre: D\npersonaje: alicia\ncartas:\n  lacayo: 2\n  verdugo: 2\n")
    assert [d for d in run.diagnostics if d.code == "NM044"] == [Diag(
        "NM044", D, 3, 1, "el mazo no tiene ninguna Carta de Acción", "añade cartas de acción de tu héroe")]


def test_card_of_another_character(duel):
    run = duel("nombre: D\npersonaje: alicia\ncartas:\n  tajo: 2\n  mirada: 1\n  bloqueo: 3\n" + ENEMIES)
    assert run.diagnostics == [Diag("NM049", D, 5, 3, "la carta «mirada» es de «Medusa», no de «Alicia»",
                                    "quita la carta o cambia «personaje»")]


def test_character_names_ignore_case_and_accents(duel, tmp_path):
    acciones = tmp_path / "cards" / "base" / "acciones.yaml"
    acciones.write_text(acciones.read_text(encoding="utf-8").replace("personaje: Alicia", "personaje: ALÍCIA"),
                        encoding="utf-8")
    run = duel("nombre: D\npersonaje: alicia\ncartas:\n  tajo: 2\n  bloqueo: 4\n" + ENEMIES)
    assert (run.exit_code, run.diagnostics) == (0, [])


@pytest.mark.parametrize("personaje, message, hint", [
    ("alice", "el personaje «alice» no existe", "¿quisiste decir «alicia»?"),
    ("zzz", "el personaje «zzz» no existe", "personajes: alicia, medusa"),
    ("tajo", "el personaje «tajo» no es un Héroe", "personajes: alicia, medusa"),
])
def test_character_that_is_not_one(duel, personaje, message, hint):
    run = duel(f"nombre: D\npersonaje: {personaje}\ncartas:\n  tajo: 2\n  bloqueo: 4\n" + ENEMIES)
    assert run.diagnostics == [Diag("NM048", D, 2, 12, message, hint)]


def test_deck_without_its_character(duel):
    run = duel("nombre: D\ncartas:\n  tajo: 2\n  bloqueo: 4\n" + ENEMIES)
    assert run.diagnostics == [Diag("NM048", D, 1, 1, "el mazo no dice su personaje (un Héroe)",
                                    "añade «personaje: <id>»; hay: alicia, medusa")]


def test_a_deck_of_two_sets_is_simulated_recorded_replayed_and_printed(two_sets):
    """Every tool takes a deck whose cards come from two sets (the expansion decks do)."""
    from validation.helpers import invoke

    assert two_sets("nombre: D\ncartas:\n  t/brazo-x: 20\n  apoyo-u: 10\n  apoyo-x: 10\n").exit_code == 0
    run = invoke("simulate", "--deck", "D", "--deck", "D", "-n", "2", "--workers", "1", "--niveles", "random",
                 "--record-game", "1", "--record", "partida.jsonl", "--sustituir", "apoyo-u")
    assert run.exit_code == 0, run.stderr
    header = Path("partida.jsonl").read_text(encoding="utf-8").splitlines()[0]
    assert '"set": "t", "cartas": ["brazo-x"' in header and '"u/apoyo-u"' in header
    assert invoke("replay", "partida.jsonl").exit_code == 0
    run = invoke("build", "pdf", "--deck", "D", "--out", "salida", "--paper", "a4", "--workers", "1")
    assert run.exit_code == 0, run.output
    assert sorted(p.name for p in Path("salida/pdf").glob("*.pdf")) == ["d-t-a4.pdf", "d-u-a4.pdf"]
    run = invoke("build", "pdf", "--deck", "D", "--set", "v", "--out", "salida", "--paper", "a4")
    assert run.exit_code == 2 and "el mazo «D» no tiene cartas del set «v»; sus sets: t, u" in run.stderr
