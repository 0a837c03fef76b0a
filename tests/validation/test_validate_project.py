"""NM040–NM045 (decks), NM050–NM051 (art), NM060–NM062 (files and sets) and a broken ruleset.yaml."""
from __future__ import annotations

from pathlib import Path

import pytest

from nismatch_cards.cards.loader import load
from nismatch_cards.diagnostics import Diagnostic

from .helpers import PART, RULESET_TEXT, SUPPORT, Diag, validate

D = "cards/decks/d.yaml"
DECK_HEAD = "nombre: D\nset: t\n"
CARDS = {"t/a.yaml": PART, "t/b.yaml": SUPPORT}  # brazo-x (a Parte) and apoyo-x (a Carta de Apoyo)
HINT_ART_OUTSIDE = "pon la imagen dentro de la carpeta del set y usa una ruta relativa sin «..»"
HINT_ART_MISSING = "comprueba el nombre del archivo; se imprimirá un marco vacío en su lugar"


def run_with(card_set, files: dict, *paths: str):
    card_set(files)
    return validate(*(paths or ("cards",)))


def deck_run(card_set, deck: str, ruleset: str | None = None):
    files = dict(CARDS, **{"decks/d.yaml": deck})
    if ruleset is not None:
        files["ruleset.yaml"] = ruleset
    return run_with(card_set, files)


# --- NM040 mazo-tamano -----------------------------------------------------------------------


def test_valid_deck(card_set):
    run = deck_run(card_set, DECK_HEAD + "cartas:\n  brazo-x: 30\n  apoyo-x: 10\n")
    assert (run.exit_code, run.diagnostics) == (0, [])


@pytest.mark.parametrize("copies, hint", [(10, "añade cartas"), (39, "añade cartas"), (61, "quita cartas")])
def test_nm040_deck_size(card_set, copies, hint):
    run = deck_run(card_set, DECK_HEAD + f"cartas:\n  brazo-x: {copies}\n")
    assert run.exit_code == 1
    assert run.diagnostics == [Diag(
        "NM040", D, 3, 1, f"el mazo tiene {copies} cartas; un Arsenal tiene entre 40 y 60 (reglamento 1.3)", hint)]


@pytest.mark.parametrize("copies", [40, 60])
def test_deck_size_bounds_are_fine(card_set, copies):
    assert deck_run(card_set, DECK_HEAD + f"cartas:\n  brazo-x: {copies}\n").diagnostics == []


def test_nm040_sums_the_copies_of_every_card(card_set):
    run = deck_run(card_set, DECK_HEAD + "cartas:\n  brazo-x: 50\n  apoyo-x: 11\n")
    assert [(d.code, d.message) for d in run.diagnostics] == [
        ("NM040", "el mazo tiene 61 cartas; un Arsenal tiene entre 40 y 60 (reglamento 1.3)")]


def test_nm040_one_card_is_singular(card_set):
    run = deck_run(card_set, DECK_HEAD + "cartas:\n  brazo-x: 1\n")
    assert run.diagnostics == [Diag(
        "NM040", D, 3, 1, "el mazo tiene 1 carta; un Arsenal tiene entre 40 y 60 (reglamento 1.3)", "añade cartas")]


# --- NM041 mazo-carta-desconocida ------------------------------------------------------------


def test_nm041_unknown_card_with_did_you_mean(card_set):
    run = deck_run(card_set, DECK_HEAD + "cartas:\n  brazo-x: 39\n  brazo-y: 1\n")
    assert run.diagnostics == [Diag("NM041", D, 5, 3, "la carta «brazo-y» no existe en el set «t»",
                                    "¿quisiste decir «brazo-x»?")]


def test_nm041_unknown_card_without_close_match(card_set):
    run = deck_run(card_set, DECK_HEAD + "cartas:\n  brazo-x: 39\n  zzzzzz: 1\n")
    assert run.diagnostics == [Diag("NM041", D, 5, 3, "la carta «zzzzzz» no existe en el set «t»",
                                    "comprueba el id en los archivos del set")]


HINT_FIX_CARD = "corrige antes la carta en cards/t/a.yaml"


def test_nm041_card_of_an_unreadable_file_names_that_file(card_set):
    """The id may be right: the hint names the card file that could not be read (NM001)."""
    run = run_with(card_set, {"t/a.yaml": PART.replace("nombre: Brazo X", 'nombre: "Brazo X'),
                              "decks/d.yaml": DECK_HEAD + "cartas:\n  brazo-x: 40\n"})
    assert run.exit_code == 1
    assert run.diagnostics == [
        Diag("NM041", D, 4, 3, "la carta «brazo-x» no existe en el set «t»",
             "comprueba el id en los archivos del set; o puede estar en cards/t/a.yaml, que no se pudo leer (hasta que "
             "se lea, no se señalan otras cartas del mazo que no se encuentran)"),
        Diag("NM001", "cards/t/a.yaml", 11, 1, "YAML no válido: el archivo acaba antes de cerrar unas comillas o una "
             "lista (dentro de un texto entre comillas)",
             "revisa la sangría, los dos puntos y las comillas de esa línea")]


@pytest.mark.parametrize("content", [PART.replace("nombre: Brazo X", 'nombre: "Brazo X'),
                                     PART.replace("Brazo X", "Bra\xf1o").encode("latin-1")],
                         ids=["yaml-syntax", "not-utf8"])
def test_nm041_named_deck_names_the_unreadable_file(card_set, content):
    """Validating only the deck, the file's own error is not shown: the hint is the only pointer to it."""
    run = run_with(card_set, {"t/a.yaml": content, "t/b.yaml": SUPPORT,
                              "decks/d.yaml": DECK_HEAD + "cartas:\n  brazo-x: 39\n  apoyo-y: 1\n"},
                   "cards/decks/d.yaml")
    assert run.exit_code == 1
    assert run.diagnostics == [
        Diag("NM041", D, 4, 3, "la carta «brazo-x» no existe en el set «t»",
             "comprueba el id en los archivos del set; o puede estar en cards/t/a.yaml, que no se pudo leer (hasta que "
             "se lea, no se señalan otras cartas del mazo que no se encuentran)")]  # «apoyo-y» is no news


def test_nm041_card_of_a_file_that_is_not_a_card_names_that_file(card_set):
    run = run_with(card_set, {"t/a.yaml": "- " + PART.replace("\n", "\n  ").rstrip() + "\n",
                              "decks/d.yaml": DECK_HEAD + "cartas:\n  brazo-x: 40\n"}, "cards/decks/d.yaml")
    [d] = run.diagnostics
    assert (d.code, d.line, d.column) == ("NM041", 4, 3)
    assert "cards/t/a.yaml" in d.hint, d


# --- NM045 mazo-carta-con-errores ------------------------------------------------------------


def test_nm045_card_with_errors_in_a_folder_run(card_set):
    """Both the card's own error and the deck's NM045 (not NM041: the card exists)."""
    run = run_with(card_set, {"t/a.yaml": PART.replace("pg: 3", "pg: 30"),
                              "decks/d.yaml": DECK_HEAD + "cartas:\n  brazo-x: 40\n"})
    assert run.exit_code == 1
    assert run.diagnostics == [
        Diag("NM045", D, 4, 3, "la carta «brazo-x» tiene errores: el mazo no se puede usar", HINT_FIX_CARD),
        Diag("NM034", "cards/t/a.yaml", 5, 5, "PG 30 está fuera del rango del reglamento (1 a 20)",
             "usa un valor entre 1 y 20")]


def test_nm045_card_of_a_card_list_with_errors(card_set):
    run = run_with(card_set, {"t/a.yaml": "cartas:\n  - {id: apoyo-a, nombre: A, tipo: apoyo, rareza: pur}\n",
                              "t/b.yaml": PART, "decks/d.yaml": DECK_HEAD + "cartas:\n  brazo-x: 39\n  apoyo-a: 1\n"})
    assert run.diagnostics == [
        Diag("NM045", D, 5, 3, "la carta «apoyo-a» tiene errores: el mazo no se puede usar", HINT_FIX_CARD),
        Diag("NM010", "cards/t/a.yaml", 2, 51, "«pur» no es un valor válido de «rareza»", "¿quisiste decir «pura»?")]


def test_a_valid_card_beside_a_broken_one_in_its_file_can_be_used(card_set):
    """Only the broken card of a card list is unusable: the deck citing its valid neighbour gets no
    NM045, nor an NM046 «está en varios sets: «t» y «t»»."""
    run = run_with(card_set, {"t/a.yaml": "cartas:\n  - {id: apoyo-a, nombre: A, tipo: apoyo, rareza: pur}\n"
                                          "  - {id: apoyo-b, nombre: B, tipo: apoyo, rareza: pura}\n",
                              "t/b.yaml": PART, "decks/d.yaml": DECK_HEAD + "cartas:\n  brazo-x: 39\n  apoyo-b: 1\n"})
    assert run.diagnostics == [
        Diag("NM010", "cards/t/a.yaml", 2, 51, "«pur» no es un valor válido de «rareza»", "¿quisiste decir «pura»?")]


def test_nm045_single_deck_file_citing_a_card_with_errors_is_not_valid(card_set):
    run = run_with(card_set, {"t/a.yaml": PART.replace("pg: 3", "pg: 30"),
                              "decks/d.yaml": DECK_HEAD + "cartas:\n  brazo-x: 40\n"}, "cards/decks/d.yaml")
    assert run.exit_code == 1
    assert run.diagnostics == [
        Diag("NM045", D, 4, 3, "la carta «brazo-x» tiene errores: el mazo no se puede usar", HINT_FIX_CARD)]


def test_nm045_card_with_a_grammar_error(card_set):
    card = PART + 'habilidades:\n  - etiqueta: normal\n    texto: "CAR 1 | roba una karta"\n'
    run = run_with(card_set, {"t/a.yaml": card, "decks/d.yaml": DECK_HEAD + "cartas:\n  brazo-x: 40\n"},
                   "cards/decks/d.yaml")
    assert (run.exit_code, [(d.code, d.line, d.column) for d in run.diagnostics]) == (1, [("NM045", 4, 3)])


def test_nm045_every_broken_card_in_a_flow_map(card_set):
    run = run_with(card_set, {"t/a.yaml": PART.replace("pg: 3", "pg: 30"),
                              "t/b.yaml": SUPPORT.replace("chatarra", "zz"),
                              "decks/d.yaml": DECK_HEAD + "cartas: {brazo-x: 20, apoyo-x: 20}\n"})
    assert [(d.code, d.file, d.line, d.column, d.message) for d in run.diagnostics] == [
        ("NM045", D, 3, 10, "la carta «brazo-x» tiene errores: el mazo no se puede usar"),
        ("NM045", D, 3, 23, "la carta «apoyo-x» tiene errores: el mazo no se puede usar"),
        ("NM034", "cards/t/a.yaml", 5, 5, "PG 30 está fuera del rango del reglamento (1 a 20)"),
        ("NM010", "cards/t/b.yaml", 4, 9, "«zz» no es un valor válido de «rareza»")]


def test_nm045_is_not_a_missing_parte(card_set):
    """The only Parte is broken: NM045 only, no NM044 «el mazo no tiene ninguna Parte»."""
    run = run_with(card_set, {"t/a.yaml": PART.replace("pg: 3", "pg: 30"), "t/b.yaml": SUPPORT,
                              "decks/d.yaml": DECK_HEAD + "cartas:\n  apoyo-x: 39\n  brazo-x: 1\n"},
                   "cards/decks/d.yaml")
    assert [(d.code, d.line) for d in run.diagnostics] == [("NM045", 5)]


def test_nm045_and_nm043_together(card_set):
    ruleset = RULESET_TEXT.replace("copias_maximas: null", "copias_maximas: 3").replace("minimo: 40", "minimo: 1")
    run = run_with(card_set, {"ruleset.yaml": ruleset, "t/a.yaml": PART.replace("pg: 3", "pg: 30"),
                              "decks/d.yaml": DECK_HEAD + "cartas:\n  brazo-x: 4\n"}, "cards/decks/d.yaml")
    assert [(d.code, d.line, d.column) for d in run.diagnostics] == [("NM045", 4, 3), ("NM043", 4, 12)]


def test_warning_of_a_card_does_not_make_the_deck_unusable(card_set):
    run = run_with(card_set, {"t/a.yaml": PART + "arte: x.png\n",
                              "decks/d.yaml": DECK_HEAD + "cartas:\n  brazo-x: 40\n"}, "cards/decks/d.yaml")
    assert (run.exit_code, run.diagnostics) == (0, [])


# --- NM042 mazo-set-desconocido --------------------------------------------------------------


def test_nm042_unknown_set_with_did_you_mean(card_set):
    run = deck_run(card_set, "nombre: D\nset: tt\ncartas:\n  brazo-x: 40\n")
    assert run.diagnostics == [Diag("NM042", D, 2, 6, "el set «tt» no existe", "¿quisiste decir «t»?")]


def test_nm042_unknown_set_lists_the_loaded_sets(card_set):
    run = deck_run(card_set, "nombre: D\nset: zzzz\ncartas:\n  brazo-x: 40\n")
    assert run.diagnostics == [Diag("NM042", D, 2, 6, "el set «zzzz» no existe", "sets cargados: t")]


def test_nm042_and_nm040_together(card_set):
    run = deck_run(card_set, "nombre: D\nset: zzzz\ncartas:\n  brazo-x: 4\n")
    assert [(d.code, d.line, d.column) for d in run.diagnostics] == [("NM042", 2, 6), ("NM040", 3, 1)]


@pytest.mark.parametrize("set_yaml", ["codigo: t\n", 'codigo: t\nnombre: "T\n'], ids=["schema", "yaml"])
def test_nm042_set_with_errors_is_not_called_unknown(card_set, set_yaml):
    card_set({"t/a.yaml": SUPPORT, "decks/d.yaml": DECK_HEAD + "cartas:\n  apoyo-x: 40\n"}, set_yaml=set_yaml)
    run = validate("cards")
    assert run.exit_code == 1
    assert {d.file for d in run.diagnostics} == {"cards/t/set.yaml"}, run.diagnostics


# --- NM043 mazo-copias -----------------------------------------------------------------------


def test_nm043_too_many_copies(card_set):
    ruleset = RULESET_TEXT.replace("copias_maximas: null", "copias_maximas: 3")
    assert ruleset != RULESET_TEXT
    run = deck_run(card_set, DECK_HEAD + "cartas:\n  brazo-x: 4\n  apoyo-x: 3\n", ruleset)
    assert run.diagnostics == [
        Diag("NM040", D, 3, 1, "el mazo tiene 7 cartas; un Arsenal tiene entre 40 y 60 (reglamento 1.3)",
             "añade cartas"),
        Diag("NM043", D, 4, 12, "4 copias de «brazo-x»; el máximo es 3", "deja 3 copias como mucho")]


def test_no_copy_limit_in_the_bundled_ruleset(card_set):
    assert deck_run(card_set, DECK_HEAD + "cartas:\n  brazo-x: 60\n").diagnostics == []


# --- NM044 mazo-sin-partes -------------------------------------------------------------------


def test_nm044_deck_without_partes(card_set):
    run = deck_run(card_set, DECK_HEAD + "cartas:\n  apoyo-x: 40\n")
    assert run.diagnostics == [Diag(
        "NM044", D, 3, 1, "el mazo no tiene ninguna Parte",
        "la partida empieza colocando una Parte en el Torso (reglamento 5.1): añade Partes")]


# --- NM050 arte-fuera-del-set, NM051 arte-no-encontrado --------------------------------------


@pytest.mark.parametrize("art", ["../x.png", "/etc/hostname", "arte/../../x.png"])
def test_nm050_art_outside_the_set_folder(card_set, art):
    run = run_with(card_set, {"t/a.yaml": PART + f"arte: {art}\n", "x.png": b"png", "t/arte/y.png": b"png"})
    assert run.exit_code == 1
    assert run.diagnostics == [Diag("NM050", "cards/t/a.yaml", 11, 7,
                                    f"el arte «{art}» queda fuera de la carpeta del set", HINT_ART_OUTSIDE)]


def test_nm051_missing_art_is_a_warning(card_set):
    run = run_with(card_set, {"t/a.yaml": PART + "arte: arte/brazo.png\n"})
    assert run.exit_code == 0
    assert run.diagnostics == [Diag("NM051", "cards/t/a.yaml", 11, 7, "no existe la imagen «arte/brazo.png»",
                                    HINT_ART_MISSING, "warning")]


def test_nm051_names_the_file_written_with_other_capitals_or_a_slip(card_set):
    """«Ancho.PNG» for «ancho.png»: found on Windows and macOS, missing on Linux and in CI; the hint names the file."""
    run = run_with(card_set, {"t/a.yaml": PART + "arte: arte/Brazo.PNG\n", "t/arte/brazo.png": b"png"})
    assert run.diagnostics == [Diag("NM051", "cards/t/a.yaml", 11, 7, "no existe la imagen «arte/Brazo.PNG»",
                                    "el archivo se llama «brazo.png»: las mayúsculas cuentan; se imprimirá un marco "
                                    "vacío en su lugar", "warning")]
    run = run_with(card_set, {"t/a.yaml": PART + "arte: arte/brazo.pgn\n", "t/arte/brazo.png": b"png"})
    assert run.diagnostics[0].hint == "¿quisiste decir «brazo.png»? Si no, se imprimirá un marco vacío en su lugar"


def test_nm051_art_found_only_because_the_file_system_ignores_case(card_set, monkeypatch):
    """On Windows or macOS «arte/Brazo.PNG» opens «brazo.png»: a warning, since CI on Linux would not find it. Such a
    file system is played here: the name in other capitals opens too («bRAZO.png»), and the folder's listing gives
    the real name, in its case."""
    from nismatch_cards.cards import checks

    monkeypatch.setattr(checks, "_names_beside", lambda image: ["brazo.png"])
    run = run_with(card_set, {"t/a.yaml": PART + "arte: arte/Brazo.PNG\n", "t/arte/Brazo.PNG": b"png",
                              "t/arte/bRAZO.png": b"png"})
    assert run.diagnostics == [Diag("NM051", "cards/t/a.yaml", 11, 7, "la imagen «arte/Brazo.PNG» se llama «brazo.png» "
                                    "en el disco", "escríbela «brazo.png»: donde las mayúsculas cuentan (Linux, la CI) "
                                    "«Brazo.PNG» no se encuentra", "warning")]


def test_nm051_art_that_is_a_folder(card_set):
    run = run_with(card_set, {"t/a.yaml": PART + "arte: arte\n", "t/arte/brazo.png": b"png"})
    assert (run.exit_code, [d.code for d in run.diagnostics]) == (0, ["NM051"])


def test_art_inside_the_set_is_fine(card_set):
    import io

    from PIL import Image

    buffer = io.BytesIO()
    Image.new("RGB", (658, 324)).save(buffer, "PNG")  # a Parte's art frame at 300 dpi (NM055 otherwise)
    run = run_with(card_set, {"t/a.yaml": PART + "arte: arte/brazo.png\n", "t/arte/brazo.png": buffer.getvalue()})
    assert (run.exit_code, run.diagnostics) == (0, [])


def test_nm051_warning_and_an_error_exit_1(card_set):
    run = run_with(card_set, {"t/a.yaml": PART + "arte: x.png\n", "t/b.yaml": SUPPORT.replace("chatarra", "zz")})
    assert run.exit_code == 1
    assert [(d.code, d.severity) for d in run.diagnostics] == [("NM051", "warning"), ("NM010", "error")]


# --- NM060 set-sin-definicion ----------------------------------------------------------------


def test_nm060_file_outside_any_set(card_set):
    run = run_with(card_set, {"t/a.yaml": PART, "suelta.yaml": SUPPORT}, "cards/suelta.yaml")
    assert run.exit_code == 1
    assert run.diagnostics == [Diag(
        "NM060", "cards/suelta.yaml", 1, 1, "el archivo no está dentro de un set",
        "las cartas van en una carpeta con «set.yaml» (codigo, nombre, version)")]


def test_nm060_file_in_a_folder_without_set_yaml(project):
    project({"nuevo/carta.yaml": SUPPORT})
    run = validate("nuevo/carta.yaml")
    assert [(d.code, d.file, d.line, d.column) for d in run.diagnostics] == [("NM060", "nuevo/carta.yaml", 1, 1)]


@pytest.mark.parametrize("name", ["suelta.yaml", "nuevo/carta.yaml", "nuevo/mas/carta.yml"])
def test_nm060_when_validating_the_folder(card_set, name):
    run = run_with(card_set, {"t/a.yaml": PART, name: SUPPORT.replace("chatarra", "zz")})
    assert run.exit_code == 1
    assert run.diagnostics == [Diag(
        "NM060", f"cards/{name}", 1, 1, "el archivo no está dentro de un set",
        "las cartas van en una carpeta con «set.yaml» (codigo, nombre, version)")]


def test_no_nm060_for_decks_ruleset_and_set_files(card_set):
    run = run_with(card_set, {"ruleset.yaml": RULESET_TEXT, "t/a.yaml": PART, "t/sub/b.yaml": SUPPORT,
                              "decks/d.yaml": DECK_HEAD + "cartas:\n  brazo-x: 40\n"})
    assert (run.exit_code, run.diagnostics) == (0, [])


def test_subfolder_of_a_set(card_set):
    run = run_with(card_set, {"t/a.yaml": PART, "t/sub/b.yaml": SUPPORT.replace("chatarra", "zz")}, "cards/t/sub")
    assert run.diagnostics == [Diag("NM010", "cards/t/sub/b.yaml", 4, 9, "«zz» no es un valor válido de «rareza»",
                                    "valores admitidos: chatarra, vendible, pura, legendaria")]


@pytest.mark.parametrize("folder", ["cards/t/sub", "cards/t/sub/."])
def test_subfolder_of_a_set_with_a_deeper_folder(card_set, folder):
    run = run_with(card_set, {"t/a.yaml": PART, "t/sub/mas/b.yaml": SUPPORT.replace("chatarra", "zz")}, folder)
    assert run.diagnostics == [Diag("NM010", "cards/t/sub/mas/b.yaml", 4, 9, "«zz» no es un valor válido de «rareza»",
                                    "valores admitidos: chatarra, vendible, pura, legendaria")]


def test_subfolder_of_a_set_does_not_report_the_other_files_or_sets(card_set):
    run = run_with(card_set, {"t/a.yaml": PART.replace("pg: 3", "pg: 30"), "t/sub/b.yaml": SUPPORT,
                              "u/set.yaml": "codigo: u\n"}, "cards/t/sub")
    assert (run.exit_code, run.diagnostics) == (0, [])


def test_subfolder_of_a_set_reports_its_set_yaml(card_set):
    card_set({"t/sub/b.yaml": SUPPORT}, set_yaml="codigo: t\nnombre: T\n")
    run = validate("cards/t/sub")
    assert (run.exit_code, run.diagnostics) == (1, [Diag(
        "NM010", "cards/t/set.yaml", 1, 1, "falta la clave obligatoria «version» en la definición del set",
        "añade «version: …»")])


def test_subfolder_of_a_set_sees_an_id_used_earlier_in_the_set(card_set):
    run = run_with(card_set, {"t/a.yaml": PART, "t/sub/b.yaml": PART}, "cards/t/sub")
    assert run.diagnostics == [Diag("NM030", "cards/t/sub/b.yaml", 1, 1, "el id «brazo-x» ya está en uso "
                                    "(cards/t/a.yaml:1)", "cada carta del set necesita un id distinto")]


# --- NM061 ruta-no-encontrada ----------------------------------------------------------------


def test_nm061_missing_path_through_the_api(project):
    project({})
    result = load([Path("no-existe")])
    assert result.diagnostics == [Diagnostic("NM061", "no-existe", 1, 1, "la ruta no existe",
                                             "indica una carpeta de cartas, un set o archivos YAML")]
    assert not result.ok


def test_nm061_missing_path_next_to_a_file(card_set):
    card_set({"t/a.yaml": PART.replace("pg: 3", "pg: 30")})
    result = load([Path("cards/t/a.yaml"), Path("cards/t/b.yaml")])
    assert [(d.code, d.file, d.line) for d in result.diagnostics] == [
        ("NM034", "cards/t/a.yaml", 5), ("NM061", "cards/t/b.yaml", 1)]


# --- NM062 set-repetido ----------------------------------------------------------------------


HINT_SAME_CODE = "cada set necesita un «codigo» distinto: cambia uno, o saca de la carpeta de cartas la copia que sobra"


def test_nm062_two_sets_with_the_same_codigo_both_told(card_set):
    run = run_with(card_set, {"t/a.yaml": PART, "u/set.yaml": "codigo: t\nnombre: Otro\nversion: 1\n"})
    assert run.exit_code == 1
    assert run.diagnostics == [
        Diag("NM062", "cards/t/set.yaml", 1, 9, "el código de set «t» también lo usa «cards/u», así que no se usa "
             "ninguno", HINT_SAME_CODE),
        Diag("NM062", "cards/u/set.yaml", 1, 9, "el código de set «t» también lo usa «cards/t», así que no se usa "
             "ninguno", HINT_SAME_CODE)]


def test_nm062_points_at_codigo(card_set):
    run = run_with(card_set, {"t/a.yaml": PART,
                              "u/set.yaml": "# Set U\n# ---\ncodigo: t\nnombre: Otro\nversion: 1\n"})
    assert [(d.file, d.line, d.column) for d in run.diagnostics] == [("cards/t/set.yaml", 1, 9),
                                                                     ("cards/u/set.yaml", 3, 9)]


def test_nm062_a_backup_copy_that_sorts_first_does_not_take_the_sets_place(card_set):
    # «a-copia» is read before «t»: its broken card used to stand for t's, and the deck blamed it (NM045)
    copy = PART.replace("pg: 3", "pg: 300")
    run = run_with(card_set, {"t/a.yaml": PART, "a-copia/set.yaml": "codigo: t\nnombre: Copia\nversion: 1\n",
                              "a-copia/a.yaml": copy, "decks/d.yaml": DECK_HEAD + "cartas:\n  brazo-x: 40\n"})
    assert [(d.code, d.file) for d in run.diagnostics] == [
        ("NM034", "cards/a-copia/a.yaml"), ("NM062", "cards/a-copia/set.yaml"), ("NM062", "cards/t/set.yaml")]
    assert run.diagnostics[1].message == ("el código de set «t» también lo usa «cards/t», así que no se usa "
                                          "ninguno")


def test_nm062_three_sets(card_set):
    set_yaml = "codigo: t\nnombre: Otro\nversion: 1\n"
    run = run_with(card_set, {"t/a.yaml": PART, "u/set.yaml": set_yaml, "v/set.yaml": set_yaml})
    assert run.diagnostics[0].message == ("el código de set «t» también lo usan «cards/u» y «cards/v», así que no "
                                          "se usa ninguno")


# --- a broken ruleset.yaml -------------------------------------------------------------------

R = "cards/ruleset.yaml"


def ruleset_run(card_set, ruleset: str, *paths: str):
    return run_with(card_set, {"ruleset.yaml": ruleset, "t/a.yaml": PART}, *paths)


def replaced(old: str, new: str) -> str:
    assert old in RULESET_TEXT
    return RULESET_TEXT.replace(old, new)


def where(text: str, needle: str, after: str = "") -> tuple[int, int]:
    """1-based (line, column) of ``needle`` in ``text``, on the first line that contains ``after + needle``."""
    for number, line in enumerate(text.splitlines(), 1):
        if after + needle in line:
            return number, line.index(after + needle) + len(after) + 1
    raise AssertionError(f"{needle!r} not in the text")


def test_ruleset_syntax_error(card_set):
    run = ruleset_run(card_set, replaced("nombre: NISMATCH", 'nombre: "NISMATCH'))
    assert run.exit_code == 1
    assert [(d.code, d.file) for d in run.diagnostics] == [("NM001", R)]


def test_ruleset_missing_key(card_set):
    ruleset = replaced("tamanos:\n  poker: {nombre: Póquer, ancho: 63.5, alto: 88.9, radio: 3.2, sangrado: 3}\n", "")
    first_key = next(i for i, line in enumerate(ruleset.splitlines(), 1) if line and not line.startswith("#"))
    run = ruleset_run(card_set, ruleset)
    assert run.diagnostics[0] == Diag("NM010", R, first_key, 1, "falta la clave obligatoria «tamanos» en el reglamento",
                                      "añade «tamanos: …»")


def test_ruleset_missing_constant_of_the_engine(card_set):
    ruleset = replaced('  mano_inicial: {nombre: Mano inicial, valor: 7, seccion: "5.1"}\n', "")
    run = ruleset_run(card_set, ruleset)
    assert run.diagnostics == [Diag("NM011", R, *where(ruleset, "constantes:"),
                                    "falta la constante «mano_inicial», que usa el motor de NISMATCH",
                                    "añade «mano_inicial: {nombre: …, valor: …}»")]


def test_ruleset_unknown_key(card_set):
    run = ruleset_run(card_set, RULESET_TEXT + "constante: {}\n")
    line = len(RULESET_TEXT.splitlines()) + 1
    assert run.diagnostics == [Diag("NM010", R, line, 1, "clave desconocida «constante» en el reglamento",
                                    "¿quisiste decir «constantes»?")]


def test_ruleset_unknown_key_without_a_close_match_lists_the_keys(card_set):
    run = ruleset_run(card_set, RULESET_TEXT + "mano_inicial: 7\n")
    line = len(RULESET_TEXT.splitlines()) + 1
    assert run.diagnostics == [Diag("NM010", R, line, 1, "clave desconocida «mano_inicial» en el reglamento",
                                    "claves admitidas: juego, constantes, enumeraciones, iconos, tamanos, dorsos, "
                                    "estilos, cara, tipos, mazos, sitio, mapas, nismatch")]


def test_ruleset_wrong_type(card_set):
    ruleset = replaced("(caras), valor: 6,", "(caras), valor: seis,")
    run = ruleset_run(card_set, ruleset)
    assert run.diagnostics == [Diag("NM011", R, *where(ruleset, "seis"), "«dado_iniciativa» debe ser un número entero",
                                    "revisa el valor de esa constante")]


def test_ruleset_wrong_type_in_the_schema(card_set):
    ruleset = replaced("ancho: 63.5", "ancho: ancho")
    run = ruleset_run(card_set, ruleset)
    assert run.diagnostics == [Diag("NM010", R, *where(ruleset, "ancho", "ancho: "),
                                    "«ancho» debe ser un número, no «ancho»", "revisa el valor de esa clave")]


def test_ruleset_starting_zone_not_in_zones(card_set):
    ruleset = replaced("valor: torso", "valor: tors")
    run = ruleset_run(card_set, ruleset)
    assert run.diagnostics == [Diag("NM011", R, *where(ruleset, "tors,", "valor: "),
                                    "«zona_inicial» nombra la zona «tors», que no está en «zona»",
                                    "usa el id de una de las zonas")]


def test_ruleset_type_with_an_undefined_tag(card_set):
    ruleset = replaced("admite: [normal, relampago]", "admite: [normal, relampagos]")
    run = ruleset_run(card_set, ruleset)
    assert run.diagnostics == [Diag("NM011", R, *where(ruleset, "relampagos"),
                                    "el valor de «etiqueta» «relampagos» no existe en el paquete",
                                    "el paquete declara: pasiva, normal, relampago, guerrilla, disparado")]


def test_ruleset_field_naming_an_enum_that_does_not_exist(card_set):
    ruleset = replaced("rareza: {tipo: enum, enum: rareza,", "rareza: {tipo: enum, enum: rarezas,")
    run = ruleset_run(card_set, ruleset)
    lines = [i for i, line in enumerate(ruleset.splitlines(), 1) if "enum: rarezas" in line]
    assert [(d.code, d.line, d.message) for d in run.diagnostics] == [
        ("NM011", line, "la enumeración «rarezas» no existe en el paquete") for line in lines]
    assert len(lines) == 2  # the Parte's and the Carta de Apoyo's


def test_ruleset_deck_minimum_above_maximum(card_set):
    ruleset = replaced("minimo: 40", "minimo: 70")
    run = ruleset_run(card_set, ruleset)
    assert run.diagnostics == [Diag("NM011", R, *where(ruleset, "70, maximo"),
                                    "el mínimo del mazo es mayor que el máximo", "corrige «minimo» o «maximo»")]


def test_ruleset_enum_hint_has_no_python_none(card_set):
    ruleset = replaced("velocidad: relampago, coste: opcional", "velocidad: rapida, coste: opcional")
    run = ruleset_run(card_set, ruleset)
    assert run.diagnostics == [Diag("NM011", R, *where(ruleset, "rapida"),
                                    "«rapida» no es un valor válido de «velocidad»",
                                    "valores admitidos: normal, relampago, vacío")]


def test_ruleset_with_an_unknown_engine(card_set):
    ruleset = replaced("motor: nismatch", "motor: nismach").replace("\nnismatch:", "\nnismach:")
    run = ruleset_run(card_set, ruleset)
    assert run.diagnostics == [Diag("NM011", R, *where(ruleset, "nismach"), "el motor «nismach» no existe",
                                    "¿quisiste decir «nismatch»?")]


def test_ruleset_whose_engine_data_is_named_unlike_its_engine(card_set):
    ruleset = replaced("motor: nismatch", "motor: nismach")
    run = ruleset_run(card_set, ruleset)
    line = ruleset.splitlines().index("nismatch:                       # datos que solo lee el motor de NISMATCH") + 1
    assert run.diagnostics == [Diag("NM010", R, line, 1,
                                    "clave desconocida «nismatch» en el reglamento", "¿quisiste decir «nismach»?")]


def test_broken_ruleset_falls_back_to_the_bundled_one_for_the_cards(card_set):
    run = run_with(card_set, {"ruleset.yaml": replaced("minimo: 40", "minimo: 70"),
                              "t/a.yaml": PART.replace("pg: 3", "pg: 30")})
    assert [(d.code, d.file) for d in run.diagnostics] == [("NM011", R), ("NM034", "cards/t/a.yaml")]


def test_validating_only_the_ruleset_reports_only_its_problems(card_set):
    run = run_with(card_set, {"ruleset.yaml": replaced("minimo: 40", "minimo: 70"),
                              "t/a.yaml": PART.replace("pg: 3", "pg: 30")}, "cards/ruleset.yaml")
    assert [(d.code, d.file) for d in run.diagnostics] == [("NM011", R)]


def test_validating_only_the_ruleset_does_not_report_a_set(card_set):
    run = run_with(card_set, {"ruleset.yaml": RULESET_TEXT, "t/a.yaml": PART, "u/set.yaml": "codigo: u\n",
                              "u/a.yaml": SUPPORT}, "cards/ruleset.yaml")
    assert (run.exit_code, run.diagnostics) == (0, [])


def test_validating_the_ruleset_and_a_deck_reports_no_other_set(card_set):
    run = run_with(card_set, {"ruleset.yaml": RULESET_TEXT, "t/a.yaml": PART, "u/set.yaml": "codigo: u\n",
                              "decks/d.yaml": DECK_HEAD + "cartas:\n  brazo-x: 40\n"},
                   "cards/ruleset.yaml", "cards/decks/d.yaml")
    assert (run.exit_code, run.diagnostics) == (0, [])


def test_validating_a_card_reports_its_ruleset(card_set):
    ruleset = replaced("minimo: 40", "minimo: 70")
    run = run_with(card_set, {"ruleset.yaml": ruleset, "t/a.yaml": PART}, "cards/t/a.yaml")
    assert run.diagnostics == [Diag("NM011", R, *where(ruleset, "70, maximo"),
                                    "el mínimo del mazo es mayor que el máximo", "corrige «minimo» o «maximo»")]


def test_custom_ruleset_changes_the_stat_ranges(card_set):
    run = ruleset_run(card_set, replaced("pg: {tipo: entero, minimo: 1, maximo: 20,", "pg: {tipo: entero, minimo: 1, maximo: 2,"))
    assert run.diagnostics == [Diag("NM034", "cards/t/a.yaml", 5, 5, "PG 3 está fuera del rango del reglamento (1 a 2)",
                                    "usa un valor entre 1 y 2")]


# --- ruleset.yaml naming a bundled pack --------------------------------------------------------


def test_ruleset_naming_the_bundled_pack(card_set):
    run = ruleset_run(card_set, "paquete: nismatch\n")
    assert (run.exit_code, run.diagnostics) == (0, [])


def test_ruleset_naming_a_pack_that_does_not_exist(card_set):
    run = ruleset_run(card_set, "paquete: nismach\n")
    assert run.diagnostics == [Diag("NM011", R, 1, 10, "el paquete «nismach» no existe", "¿quisiste decir «nismatch»?")]


def test_ruleset_naming_a_pack_and_declaring_what_no_overlay_has(card_set):
    run = ruleset_run(card_set, "paquete: nismatch\nversion_paquete: \"1.0\"\nmazo: {}\n")
    assert run.diagnostics == [Diag("NM010", R, 3, 1, "clave desconocida «mazo» en el reglamento",
                                    "¿quisiste decir «mazos»?")]


# --- a decks folder validates as decks -------------------------------------------------------


def test_the_decks_folder_validates_as_decks(card_set):
    run = run_with(card_set, dict(CARDS, **{"decks/d.yaml": DECK_HEAD + "cartas:\n  brazo-x: 30\n  apoyo-x: 10\n",
                                            "decks/e.yaml": "nombre: E\nset: t\ncartas:\n  brazo-x: 40\n"}),
                   "cards/decks")
    assert (run.exit_code, run.diagnostics) == (0, [])


def test_the_decks_folder_reports_its_decks_problems_only(card_set):
    broken_card = SUPPORT.replace("rareza: chatarra", "rareza: zz")
    run = run_with(card_set, {"t/a.yaml": PART, "t/b.yaml": broken_card,
                              "decks/d.yaml": DECK_HEAD + "cartas:\n  brazo-x: 30\n  apoyo-x: 10\n",
                              "decks/e.yaml": DECK_HEAD + "cartas:\n  brazo-x: 4\n"}, "cards/decks")
    assert run.exit_code == 1
    assert [(d.code, d.file, d.line, d.column) for d in run.diagnostics] == [
        ("NM045", "cards/decks/d.yaml", 5, 3), ("NM040", "cards/decks/e.yaml", 3, 1)]


# --- large sets read by several processes ---------------------------------------------------


def test_a_set_read_by_two_processes_gives_what_one_process_gives(card_set, monkeypatch):
    from nismatch_cards.cards import loader

    files = {f"t/ok-{i:02}.yaml": PART.replace("brazo-x", f"brazo-{i}") for i in range(14)}
    files["t/ok-03.yaml"] = PART  # brazo-x here and in t/b.yaml: NM030 names the first one read
    files["t/b.yaml"] = PART
    files["t/rota.yaml"] = "id: [rota\n"
    files["t/lista.yaml"] = "cartas:\n  - " + PART.replace("\n", "\n    ").replace("brazo-x", "brazo-l") + \
        "\n  - id: roto\n    tipo: parte\n"
    files["decks/d.yaml"] = "nombre: D\nset: t\ncartas:\n  brazo-l: 30\n  roto: 1\n  rota: 1\n"
    folder = card_set(files) / "cards"
    monkeypatch.setattr(loader, "PARALLEL_FROM", 4)
    pools = []
    start = loader.multiprocessing.get_context
    monkeypatch.setattr(loader.multiprocessing, "get_context", lambda how: pools.append(how) or start(how))
    one = load([folder], workers=1)
    assert pools == []
    two = load([folder], workers=2)
    assert pools == ["fork"]
    assert two.diagnostics == one.diagnostics
    assert [d.code for d in one.diagnostics].count("NM030") == 1 and "NM005" not in {d.code for d in one.diagnostics}
    assert list(two.project.sets["t"].cards) == list(one.project.sets["t"].cards)
    assert two.project.invalid_cards == one.project.invalid_cards and ("t", "roto") in one.project.invalid_cards
    assert two.project.unreadable_files == one.project.unreadable_files != {}


@pytest.mark.parametrize("written, version", [("1.10", "1.10"), ("'1.10'", "1.10"), ("2", "2"), ("1.0", "1.0")])
def test_a_sets_version_is_kept_as_written(card_set, written, version):
    """«version: 1.10» is the tenth revision, not the number 1.1 (faces and ``nismatch diff`` print it)."""
    folder = card_set(CARDS, set_yaml=f"codigo: t\nnombre: Set de prueba\nversion: {written}\n") / "cards"
    assert load([folder]).project.sets["t"].version == version
