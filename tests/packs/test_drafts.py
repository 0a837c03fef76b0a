"""Errors for what breaks a card, warnings for what a draft leaves out (issue 29, part 1).

A box a rulebook shows on its cards but a draft may leave blank is a field marked ``recomendado`` in its
pack: a card without it validates, builds and plays, and ``validar`` warns (NM174) quoting the rulebook's
words and section. ``--estricto``, one flag for ``validar`` and ``construir``, makes warnings fail.
Broken cards (wrong types, impossible values) stay errors.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from validation.helpers import SET_T, Diag, invoke, validate, write_tree

F = "cards/t/a.yaml"
HINT = "un borrador puede dejarlo así (se imprime sin él); añade «{}: …» antes de la versión final"

# Mamlejet Kohanim, «1. Tipos de carta» (Soldado) with only what a soldier needs to be played
SOLDIER = "id: s\nnombre: S\ntipo: soldado\ncoste: [azul, generico]\ndificultad: 4\n"
ENEMY = "id: e\nnombre: E\ntipo: enemigo\ndificultad: 3\n"


def blank(line: int, key: str, name: str, section: str, words: str, game: str = "Mamlejet Kohanim",
          where: str = "la carta") -> Diag:
    return Diag("NM174", F, line, 1, f"{where} deja en blanco «{key}» ({name}), que el reglamento de {game}, "
                f"«{section}», muestra en sus cartas: «{words}»", HINT.format(key), "warning")


PASUK = ("pasuk", "Pasuk", "1. Partes de una carta (Pasuk)", "Aquí se ofrece una cita del Tanaj o de Jazal de donde "
         "se desprende el concepto representado por la carta, y su fuente.")
EDITION = ("edicion", "Edición", "1. Partes de una carta (Símbolo de la edición)",
           'Este símbolo te indica a qué edición de M"K pertenece una carta.')
TACTIC = ("tactica", "Táctica", "1. Zonas (Frente de Batalla)", "En general las cartas enemigas son similares a las "
          "cartas de soldado u objeto, y actúan en el juego en función de la táctica específica que cada una indica.")


@pytest.fixture
def project(tmp_path, monkeypatch):
    """``project(pack, text)``: a designer's folder of that bundled pack with one card file; its path."""
    monkeypatch.chdir(tmp_path)

    def write(pack: str, text: str) -> str:
        write_tree(tmp_path, {"cards/ruleset.yaml": f"paquete: {pack}\n", "cards/t/set.yaml": SET_T, F: text})
        return "cards"

    return write


def test_a_draft_soldier_without_pasuk_nor_edition_validates_with_the_rulebooks_words(project):
    """1. Partes de una carta: the pasuk and the edition symbol are on every card, but a soldier is played
    with its cost and its Dificultad Base alone."""
    run = validate(project("mamlejet-kohanim", SOLDIER))
    assert run.exit_code == 0
    assert run.diagnostics == [blank(1, *PASUK), blank(1, *EDITION)]


def test_a_pasuk_without_its_source_is_a_warning_and_without_its_quote_an_error(project):
    run = validate(project("mamlejet-kohanim", SOLDIER + "edicion: primera\npasuk: {cita: Texto}\n"))
    assert (run.exit_code, run.diagnostics) == (0, [Diag(
        "NM174", F, 7, 1, "«pasuk» deja en blanco «fuente» (Fuente), que el reglamento de Mamlejet Kohanim, "
        "«1. Partes de una carta (Pasuk)», muestra en sus cartas: «una cita del Tanaj o de Jazal […], y su fuente.»",
        HINT.format("fuente"), "warning")])
    run = validate(project("mamlejet-kohanim", SOLDIER + "edicion: primera\npasuk: {fuente: Devarim 20:3}\n"))
    assert run.exit_code == 1
    assert run.diagnostics == [Diag("NM010", F, 7, 1, "falta la clave obligatoria «cita» en «pasuk»", "añade «cita: …»")]


def test_a_draft_enemy_without_its_tactic_validates(project):
    """1. Zonas (Frente de Batalla): enemies act by the tactic each shows; a draft may not have it yet."""
    run = validate(project("mamlejet-kohanim", ENEMY + "edicion: primera\n"))
    assert (run.exit_code, run.diagnostics) == (0, [blank(1, *TACTIC), blank(1, *PASUK)])


def test_what_breaks_a_card_stays_an_error(project):
    """A soldier without its Dificultad Base cannot be attacked nor scores emuná: an error, as a wrong value is."""
    run = validate(project("mamlejet-kohanim", SOLDIER.replace("dificultad: 4\n", "") + "edicion: quinta\n"))
    assert run.exit_code == 1
    assert [(d.code, d.severity, d.message) for d in run.diagnostics] == [
        ("NM010", "error", "falta la clave obligatoria «dificultad» en la carta"),
        ("NM174", "warning", blank(1, *PASUK).message),
        ("NM010", "error", "«quinta» no es un valor válido de «edicion»")]



BLANK_HINT = "escribe su valor («{0}: …») o quita la línea"


def test_an_optional_field_written_with_no_value_is_read_as_absent_with_a_warning(project):
    """«curar:» left for later (Mamlejet Kohanim, Curar is optional): the card validates as if the line were
    not there, with a warning at that line; a required field with no value stays an error."""
    run = validate(project("mamlejet-kohanim", SOLDIER + "edicion: primera\npasuk: {cita: C, fuente: Devarim 20:3}\ncurar:\n"))
    assert (run.exit_code, run.diagnostics) == (0, [Diag(
        "NM242", F, 8, 1, "«curar» (Curar) está en blanco; se lee como si no estuviera y la carta se imprime sin él",
        BLANK_HINT.format("curar"), "warning")])
    run = validate(project("mamlejet-kohanim", SOLDIER.replace("dificultad: 4", "dificultad:") + "edicion: primera\n"
                           "pasuk: {cita: C, fuente: Devarim 20:3}\n"))
    assert run.exit_code == 1
    assert [(d.code, d.line, d.message) for d in run.diagnostics] == [
        ("NM010", 5, "«dificultad» debe ser un número entero, no vacío")]


def test_a_recommended_box_written_with_no_value_is_the_blank_box_warning(project):
    run = validate(project("mamlejet-kohanim", SOLDIER + "edicion: primera\npasuk:\n"))
    assert (run.exit_code, run.diagnostics) == (0, [blank(1, *PASUK)])


def test_a_blank_optional_field_fails_with_strict_and_prints_without_it(project, tmp_path):
    folder = project("mamlejet-kohanim", SOLDIER + "edicion: primera\npasuk: {cita: C, fuente: Devarim 20:3}\ncurar:\n")
    assert invoke("validar", folder, "--estricto").exit_code == 1
    run = invoke("construir", "--cartas", folder, "--salida", "out", "html")
    assert run.exit_code == 0, run.stderr
    page = (tmp_path / "out" / "html" / "index.html").read_text(encoding="utf-8")
    assert "Curar" not in page and ">S<" in page

def test_strict_makes_the_warnings_of_validar_fail(project):
    folder = project("mamlejet-kohanim", SOLDIER)
    run = invoke("validar", folder, "--estricto")
    assert run.exit_code == 1
    assert run.stderr.endswith("1 carta en 1 set, 0 mazos: 0 errores, 2 avisos (con --estricto, los avisos también "
                               "fallan)\n")
    complete = SOLDIER + "edicion: primera\npasuk: {cita: Texto, fuente: Devarim 20:3}\n"
    run = invoke("validar", project("mamlejet-kohanim", complete), "--estricto")
    assert (run.exit_code, run.stdout) == (0, "1 carta en 1 set, 0 mazos: 0 errores, 0 avisos\n")


def test_strict_makes_the_warnings_of_construir_fail_and_nothing_is_built(project, tmp_path):
    folder = project("mamlejet-kohanim", SOLDIER)
    run = invoke("construir", "--cartas", folder, "--salida", "out", "--estricto", "html")
    assert run.exit_code == 1
    assert run.stderr.endswith("No se construye nada: 2 avisos en las cartas, y con --estricto los avisos también "
                               "fallan (quita --estricto para construir un borrador).\n")
    assert not (tmp_path / "out" / "html").exists()
    run = invoke("construir", "--cartas", folder, "--salida", "out", "html")
    assert run.exit_code == 0, run.stderr
    assert "NM174" in run.stderr and (tmp_path / "out" / "html" / "index.html").is_file()


# --- cards drafted from each rulebook by someone who had not read the packs ----------------------------------
#
# tests/packs/borradores/<pack>/ is a designer's project on the bundled pack (``paquete: <id>``, an overlay where
# the draft needs one) with the cards a writer drafted from the rulebook alone, in their own field names, mapped
# onto the pack's fields (each file's header says how; the values are the writer's). Each must validate, with a
# warning for every box the writer left blank on purpose (their header lists them) and no error.

DRAFTS = Path(__file__).resolve().parent / "borradores"


def _blank_boxes(pack: str) -> list[tuple[str, str]]:
    run = validate(str(DRAFTS / pack))
    assert run.exit_code == 0 and not [d for d in run.diagnostics if d.severity == "error"], run.diagnostics
    return [(d.line, d.message.split(" deja en blanco «")[1].split("»")[0]) for d in run.diagnostics if d.code == "NM174"]


def test_the_unmatched_draft_validates_with_its_blank_boxes():
    """Don Quijote and Sancho Panza: Sancho's health and the Impulso of «Ínsula Barataria» are blank (the copies of
    «Refrán oportuno» too: optional, the rulebook does not print them); texts the card language cannot say yet are
    marked «prototipo» (printed as written)."""
    assert _blank_boxes("unmatched") == [(16, "vida"), (128, "impulso")]


def test_the_knockdown_draft_validates_with_its_three_blank_boxes_and_the_sheets_ko_effects():
    """Dmitri's illustration, the symbol of «Contraataque» and the Iniciativa of «Veterano del Gran Torneo»; the
    writer's sheets have no «EFECTO DE K.O.» either (Hoja de Luchador, p. 6). Their new card symbols are an
    overlay's (the rulebook's OCR lost the drawings of its symbols), their tokens the sheets' «fichas»."""
    assert _blank_boxes("knockdown") == [(8, "efecto_ko"), (41, "efecto_ko"), (41, "ilustracion"), (110, "simbolo"),
                                         (147, "iniciativa")]


def test_the_mamlejet_kohanim_draft_validates_with_its_two_blank_boxes_and_an_enemy_without_tactic():
    """The Hondero Pelishtí's pasuk and the Torre de vigía's edition; the Ídolo de Dagón's tactic too. Their second
    edition is an overlay's (1. Partes de una carta: «futuras ediciones»)."""
    assert _blank_boxes("mamlejet-kohanim") == [(96, "edicion"), (137, "pasuk"), (173, "tactica")]


@pytest.mark.parametrize("pack", ["unmatched", "knockdown", "mamlejet-kohanim"])
def test_every_draft_prints_with_its_blank_boxes_left_blank(pack, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    run = invoke("construir", "--cartas", str(DRAFTS / pack), "--salida", "out", "--procesos", "1", "png")
    assert run.exit_code == 0, run.stderr
    assert len(list((tmp_path / "out" / "png").rglob("*.png"))) > 12
