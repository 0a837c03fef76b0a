"""``nismatch import``: each problem of a sheet is named by file, sheet, row and column (and the
character inside a text), checked by the same checks as a YAML card; nothing is written when there
is an error, and no file that would change is replaced without --forzar."""
from __future__ import annotations

import pytest

from .helpers import ARM, HEADER, SETS, csv_file, fresh_cards, loaded, run, xlsx

FAILED = "No se ha escrito nada: corrige la hoja y vuelve a importarla\n"


@pytest.fixture
def here(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "cards").mkdir()
    return tmp_path


def with_arm(**changes) -> list:
    row = list(ARM)
    for column, value in changes.items():
        row[HEADER.index(column.replace("_", " "))] = value
    return row


def import_rows(rows: list[list], header: list = HEADER, sets: list = SETS) -> tuple[int, str]:
    xlsx("cartas.xlsx", {"sets": sets, "base": [header, *rows]})
    result = run("import", "cartas.xlsx", "--cards", "cards")
    return result.code, result.err


def test_a_stat_out_of_range_is_placed_at_its_cell(here):
    code, err = import_rows([with_arm(), with_arm(id="otro-brazo", pg=99)])
    assert code == 1
    assert err == ("cartas.xlsx, hoja «base», fila 3, columna «pg»: error NM034 [estadistica-fuera-de-rango]: "
                   "PG 99 está fuera del rango del reglamento (1 a 20)\n"
                   "    sugerencia: usa un valor entre 1 y 20\n" + FAILED)
    assert not (here / "cards" / "base").exists()


def test_a_grammar_error_names_the_character_inside_the_cell(here):
    code, err = import_rows([with_arm(habilidades_1_texto="CAR 1 | Selecciona una Parte; hazle 2 puntos de dañi")])
    assert code == 1
    assert err.startswith("cartas.xlsx, hoja «base», fila 2, columna «habilidades 1 texto», carácter 49: error NM020 "
                          "[gramatica]: no se esperaba «dañi»; se esperaba «daño»\n    sugerencia: ¿quisiste decir: «CAR 1 | Selecciona una Parte; hazle 2 puntos de daño»?\n")


def test_a_value_of_the_wrong_kind_and_a_field_of_another_type(here):
    apoyo = ["chispa", "Chispa", "apoyo", None, 3, None, None, None, None, "chatarra", "relampago",
             "CAR 1 | Selecciona una Parte; hazle 1 punto de daño"]
    code, err = import_rows([with_arm(pg="mucho"), apoyo])
    assert err == ("cartas.xlsx, hoja «base», fila 2, columna «pg»: error NM010 [esquema]: «pg» debe ser un número "
                   "entero, no «mucho»\n    sugerencia: revisa el valor de esa clave\n"
                   "cartas.xlsx, hoja «base», fila 3, columna «pg»: error NM010 [esquema]: «pg» no se permite en una "
                   "Carta de Apoyo\n    sugerencia: quita esa clave; claves admitidas en una Carta de Apoyo: id, nombre, "
                   "tipo, rareza, habilidades, ambientacion, arte_posicion, arte\n" + FAILED)


def test_a_missing_value_is_placed_at_its_empty_cell(here):
    code, err = import_rows([with_arm(vel=None)])
    assert err.startswith("cartas.xlsx, hoja «base», fila 2, columna «vel»: error NM010 [esquema]: falta la clave "
                          "obligatoria «vel» en la carta\n")


def test_an_unknown_column_suggests_the_field(here):
    code, err = import_rows([with_arm() + ["x"]], HEADER + ["pgg"])
    assert code == 1
    assert err == ("cartas.xlsx, hoja «base», fila 1, columna «pgg»: error NM076 [hoja-columna]: columna desconocida "
                   "«pgg»\n    sugerencia: ¿quisiste decir «pg»?\n" + FAILED)


def test_a_repeated_id_names_the_first_row(here):
    code, err = import_rows([with_arm(), with_arm(nombre="Otro")])
    assert err == ("cartas.xlsx, hoja «base», fila 3, columna «id»: error NM030 [id-repetido]: el id «brazo-martillo» "
                   "ya está en la fila 2\n    sugerencia: cada carta del set necesita un id distinto\n" + FAILED)


def test_archivo_must_stay_inside_the_set(here):
    code, err = import_rows([with_arm(archivo="../fuera.yaml")])
    assert err == ("cartas.xlsx, hoja «base», fila 2, columna «archivo»: error NM078 [hoja-archivo]: «../fuera.yaml» no "
                   "es una ruta dentro del set\n    sugerencia: escribe una ruta relativa dentro del set, como "
                   "«partes.yaml» o «apoyos/daño.yaml»\n" + FAILED)
    assert not (here / "fuera.yaml").exists()


def test_a_formula_without_a_saved_value_is_refused_not_evaluated(here):
    code, err = import_rows([with_arm(pg="=2+3")])
    assert code == 1
    assert err.startswith(
        "cartas.xlsx, hoja «base», fila 2, columna «pg»: error NM074 [hoja-formula]: la celda tiene una fórmula "
        "(=2+3) sin su valor calculado; las fórmulas no se evalúan\n    sugerencia: guarda el archivo con LibreOffice "
        "o Excel, que guardan el valor de cada fórmula, o pega la columna como «solo valores»\n")


def test_a_control_character_in_a_cell_is_refused(here):
    (here / "hoja").mkdir()
    csv_file(here / "hoja/sets.csv", SETS)
    csv_file(here / "hoja/base.csv", [HEADER, with_arm(nombre="Brazo\x1b[31m")])
    result = run("import", "hoja", "--cards", "cards")
    assert result.err.startswith("hoja/base.csv, fila 2, columna «nombre»: error NM073 [hoja-ilegible]: la celda "
                                 "contiene el carácter de control U+001B\n")


def test_the_set_row_is_checked_like_a_set_yaml(here):
    code, err = import_rows([with_arm()], sets=[["hoja", "codigo", "version"], ["base", "base", "1.0"]])
    assert err.startswith("cartas.xlsx, hoja «sets», fila 2: error NM010 [esquema]: falta la clave obligatoria «nombre» "
                          "en la definición del set\n")


def test_a_sheet_of_another_game_is_refused(here):
    code, err = import_rows([with_arm()], sets=[SETS[0] + ["juego"], SETS[1] + ["knockdown"]])
    assert err == ("cartas.xlsx, hoja «sets», fila 2, columna «juego»: error NM077 [hoja-set]: la hoja es del juego "
                   "«knockdown» y la carpeta de cartas, de «nismatch»\n    sugerencia: importa en una carpeta de cartas "
                   "de ese juego (con su ruleset.yaml)\n" + FAILED)


def test_without_a_sets_sheet_a_sheet_must_name_a_set_of_the_folder(here):
    xlsx("cartas.xlsx", {"nuevo": [HEADER, ARM]})
    result = run("import", "cartas.xlsx", "--cards", "cards")
    assert result.code == 1
    assert result.err == ("cartas.xlsx, hoja «nuevo»: error NM077 [hoja-set]: la hoja «nuevo» no es de ningún set de "
                          "la carpeta de cartas, y el archivo no tiene hoja «sets» que diga cuál es\n    sugerencia: "
                          "añade la hoja «sets» (codigo, nombre, version) o nombra la hoja con el código de un set\n" + FAILED)


def test_set_names_a_set_of_the_file(here):
    xlsx("cartas.xlsx", {"sets": SETS, "base": [HEADER, ARM]})
    result = run("import", "cartas.xlsx", "--cards", "cards", "--set", "bse")
    assert result.err == ("cartas.xlsx: error NM077 [hoja-set]: el archivo no tiene el set «bse»\n"
                          "    sugerencia: ¿quisiste decir «base»?\n" + FAILED)


def test_a_file_that_is_not_a_spreadsheet(here):
    (here / "cartas.xlsx").write_text("id,nombre\n", encoding="utf-8")
    result = run("import", "cartas.xlsx", "--cards", "cards")
    assert result.code == 1
    assert result.err == ("cartas.xlsx: error NM073 [hoja-ilegible]: no es un archivo XLSX válido (¿está protegido con "
                          "contraseña, o es de otro formato?)\n    sugerencia: ábrelo y guárdalo de nuevo, sin contraseña, "
                          "como .xlsx\n")


def test_a_csv_that_is_not_utf8(here):
    csv_file(here / "base.csv", [HEADER, with_arm(nombre="Pequeño")], encoding="latin-1")
    result = run("import", "base.csv", "--cards", "cards")
    assert result.err == ("base.csv: error NM073 [hoja-ilegible]: «base.csv» no está en UTF-8\n"
                          "    sugerencia: guárdalo como «CSV UTF-8»\n")


def test_a_good_sheet_writes_the_set_and_its_cards(here):
    code, err = import_rows([with_arm(), with_arm(id="brazo-sierra", nombre="Brazo Sierra", archivo=None)])
    assert (code, err) == (0, "")
    assert (here / "cards/base/set.yaml").read_text(encoding="utf-8") == "codigo: base\nnombre: Base\nversion: '1.0'\n"
    assert (here / "cards/base/brazos.yaml").read_text(encoding="utf-8") == (
        "id: brazo-martillo\nnombre: Brazo Martillo\ntipo: parte\nzona: brazo_derecho\npg: 5\ncar: -1\nfue: 3\ndef: 1\n"
        "vel: 0\nrareza: vendible\nhabilidades:\n  - etiqueta: normal\n"
        "    texto: CAR 1 | Selecciona una Parte; hazle 2 puntos de daño\n")
    assert (here / "cards/base/brazo-sierra.yaml").is_file()  # no «archivo»: one file named by the id
    assert run("validate", "cards").code == 0


def test_spaces_around_a_cell_are_a_slip_not_part_of_the_value(here):
    """« brazo-martillo » and «Brazo Martillo »: the id was refused as invalid and the name written with its space."""
    code, err = import_rows([with_arm(id=" brazo-martillo ", nombre="Brazo Martillo ")])
    assert (code, err) == (0, "")
    text = (here / "cards/base/brazos.yaml").read_text(encoding="utf-8")
    assert text.startswith("id: brazo-martillo\nnombre: Brazo Martillo\n")


def test_excel_csv_with_semicolons_and_spanish_booleans(here):
    """Excel in Spanish saves CSV with «;»; booleans may be written «sí» or «FALSO»; a range as «1-2»."""
    from nismatch_cards.cards.model import Range

    fresh_cards(here / "cards", "knockdown")
    (here / "hoja").mkdir()
    header = ["id", "nombre", "tipo", "simbolo", "dano graves", "dano leves", "ko", "alcance", "proyectil", "tipo_ataque"]
    csv_file(here / "hoja/nemesis.csv", [header, ["golpe", "Golpe", "ataque", "sprint", "1", "2", "sí", "1-2", "FALSO",
                                                  "golpe"]], delimiter=";")
    csv_file(here / "hoja/sets.csv", [["hoja", "codigo", "nombre", "version"], ["nemesis", "nemesis", "Némesis", "1"]])
    result = run("import", "hoja", "--cards", "cards")
    assert (result.code, result.err) == (0, "")
    card = loaded(here / "cards")["nemesis"][2]["golpe"]
    assert card[2] == {"simbolo": "sprint", "dano": {"graves": 1, "leves": 2}, "ko": True, "alcance": Range(1, 2),
                       "proyectil": False, "tipo_ataque": "golpe"}


def test_an_existing_file_that_would_change_needs_forzar(here):
    import_rows([with_arm()])
    code, err = import_rows([with_arm(pg=6)])
    assert code == 2
    assert "«cards/base/brazos.yaml» ya existe y cambiaría; no se reemplaza sin --forzar" in err
    assert "pg: 5" in (here / "cards/base/brazos.yaml").read_text(encoding="utf-8")
    assert run("import", "cartas.xlsx", "--cards", "cards", "--forzar").code == 0
    assert "pg: 6" in (here / "cards/base/brazos.yaml").read_text(encoding="utf-8")


def test_an_id_kept_in_a_file_the_import_does_not_rewrite(here):
    import_rows([with_arm()])
    code, err = import_rows([with_arm(archivo="otros.yaml")])
    assert err == ("cartas.xlsx, hoja «base», fila 2: error NM030 [id-repetido]: el id «brazo-martillo» ya está en "
                   "«brazos.yaml» del set, que la importación no reescribe\n    sugerencia: cambia el id, o pon en "
                   "«archivo» ese archivo\n" + FAILED)


def test_a_row_with_an_error_is_not_also_an_id_kept_elsewhere(here):
    """A mistake in the only card of a file: the error at its cell, not a second, false NM030 saying its id is
    kept in that very file (the row that would rewrite it was set aside for its error)."""
    import_rows([with_arm()])
    code, err = import_rows([with_arm(pg="cinco")])
    assert code == 1
    assert err == ("cartas.xlsx, hoja «base», fila 2, columna «pg»: error NM010 [esquema]: «pg» debe ser un número "
                   "entero, no «cinco»\n    sugerencia: revisa el valor de esa clave\n" + FAILED)


def test_only_the_set_asked_for_is_written_and_other_sheets_are_named(here):
    sets = SETS + [["profundo", "profundo", "Profundo", "1.0"]]
    xlsx("cartas.xlsx", {"sets": sets, "base": [HEADER, ARM], "profundo": [HEADER, with_arm(id="otro")],
                         "notas": [["lo que sea"]]})
    result = run("import", "cartas.xlsx", "--cards", "cards", "--set", "profundo")
    assert result.code == 0
    assert result.err == ("cartas.xlsx, hoja «notas»: aviso NM077 [hoja-set]: la hoja «notas» no está en la hoja «sets»: "
                          "no se importa\n    sugerencia: añade su fila a la hoja «sets» si es un set\n")
    assert result.out == "1 carta de 1 set en cards: 2 archivos escritos, 0 sin cambios\n"
    assert sorted(p.name for p in (here / "cards").iterdir()) == ["profundo"]


def test_a_list_item_missing_a_key_is_placed_at_its_column(here):
    code, err = import_rows([with_arm(habilidades_1_texto=None)])
    assert err.startswith("cartas.xlsx, hoja «base», fila 2, columna «habilidades 1 texto»: error NM010 [esquema]: "
                          "falta la clave obligatoria «texto» en «habilidades»\n")


def test_an_ability_with_no_etiqueta_anywhere_is_placed_at_its_text(here):
    """The etiqueta may be written in the text (docs/rulings.md 172); with neither, NM204 points at the text's cell."""
    code, err = import_rows([with_arm(habilidades_1_etiqueta=None)])
    assert err.startswith("cartas.xlsx, hoja «base», fila 2, columna «habilidades 1 texto»: error NM204 "
                          "[habilidad-sin-etiqueta]: ")


def test_one_csv_file_of_a_set_the_folder_has(here):
    """The designer's loop: export, change a value in the set's CSV, import that file back."""
    import shutil

    from .test_libreoffice import DATA

    cards = shutil.copytree(DATA / "cards", here / "cards", dirs_exist_ok=True)
    run("export", "--cards", cards, "--formato", "csv", "--out", "hojas")
    text = (here / "hojas/taller.csv").read_text(encoding="utf-8-sig")
    (here / "hojas/taller.csv").write_text(text.replace("torso-prototipo,Torso Prototipo,parte,torso,8,",
                                                        "torso-prototipo,Torso Prototipo,parte,torso,9,"), encoding="utf-8")
    result = run("import", "hojas/taller.csv", "--cards", "cards")
    assert result.code == 2
    assert "«cards/taller/partes.yaml» ya existe y cambiaría; no se reemplaza sin --forzar" in result.err
    result = run("import", "hojas/taller.csv", "--cards", "cards", "--forzar")
    assert result.out == "3 cartas de 1 set en cards: 1 archivo escrito, 1 sin cambios\n"
    assert loaded(cards)["taller"][2]["torso-prototipo"][2]["pg"] == 9
    assert (cards / "taller/set.yaml").read_text(encoding="utf-8") == (DATA / "cards/taller/set.yaml").read_text(
        encoding="utf-8")
