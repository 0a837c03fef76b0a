"""``nismatch importar --forzar`` over card files a designer wrote: only what the sheet changes is
rewritten; comments, blank lines, key order and quoting of everything else stay byte for byte."""
from __future__ import annotations

import csv
import shutil

import pytest

from .helpers import PACKS, bundled, csv_file, fresh_cards, loaded, run

SET = "codigo: base\nnombre: Base\nversion: \"1.0\"  # la versión que se imprime\n"
ARMS = """\
# yaml-language-server: $schema=../schemas/card.schema.json
# Brazos del taller: notas de diseño.
cartas:
  # --- martillos ----------------------------------
  - id: brazo-martillo
    nombre: Brazo Martillo
    tipo: parte
    zona: brazo_derecho
    pg: 5  # nota de diseño: bajado de 6 tras la prueba
    car: -1
    fue: 3
    def: 1
    vel: 0
    rareza: vendible
    habilidades:
      - etiqueta: normal
        texto: 'CAR 1 | Selecciona una Parte; hazle 2 puntos de daño'

  - id: brazo-maza
    nombre: "Brazo Maza"
    tipo: parte
    zona: brazo_derecho
    pg: 6
    car: -1
    fue: 4
    def: 0
    vel: 0
    rareza: chatarra
    ambientacion: |
      Pesa lo que una nevera.
      Golpea igual.

  # --- sierras ------------------------------------
  - id: brazo-sierra
    nombre: Brazo Sierra
    tipo: parte
    zona: brazo_derecho
    pg: 4
    car: 0
    fue: 2
    def: 1
    vel: 1
    rareza: chatarra
# fin del archivo: revisar las sierras
"""
SAW = ARMS[ARMS.index("  - id: brazo-sierra"):ARMS.index("# fin del archivo")]
ONE = """\
# yaml-language-server: $schema=../schemas/card.schema.json
# Un brazo solo, por ahora.
id: brazo-martillo
nombre: Brazo Martillo
tipo: parte
zona: brazo_derecho
pg: 5  # nota de diseño: bajado de 6 tras la prueba
car: -1
fue: 3
def: 1
vel: 0
rareza: vendible
"""


@pytest.fixture
def cards(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    folder = fresh_cards(tmp_path / "cards")
    (folder / "base").mkdir()
    (folder / "base/set.yaml").write_text(SET, encoding="utf-8")
    (folder / "base/brazos.yaml").write_text(ARMS, encoding="utf-8")
    return folder


def sheet(cards) -> list[dict]:
    """The set exported to CSV, as rows by column."""
    assert run("export", "--cards", cards, "--formato", "csv", "--out", "hojas", "--forzar").code == 0
    with open("hojas/base.csv", encoding="utf-8-sig", newline="") as handle:
        return list(csv.DictReader(handle))


def import_sheet(rows: list[dict]):
    header = list(dict.fromkeys(k for row in rows for k in row))
    csv_file("hojas/base.csv", [header] + [[row.get(k, "") for k in header] for row in rows])
    return run("import", "hojas", "--cards", "cards", "--forzar")


def brazos(cards) -> str:
    return (cards / "base/brazos.yaml").read_text(encoding="utf-8")


def test_one_changed_field_leaves_every_other_byte(cards):
    rows = sheet(cards)
    rows[1]["pg"] = "7"
    result = import_sheet(rows)
    assert (result.code, result.err) == (0, "")
    assert result.out == "3 cartas de 1 set en cards: 1 archivo escrito, 1 sin cambios\n"
    assert brazos(cards) == ARMS.replace("    pg: 6\n", "    pg: 7\n")
    assert (cards / "base/set.yaml").read_text(encoding="utf-8") == SET


def test_a_field_changed_beside_a_comment_keeps_the_comment(cards):
    rows = sheet(cards)
    rows[0]["pg"] = "6"
    rows[0]["habilidades 1 texto"] = "CAR 1 | Selecciona una Parte; hazle 3 puntos de daño"
    assert import_sheet(rows).err == ""
    assert brazos(cards) == ARMS.replace("pg: 5  # nota", "pg: 6  # nota").replace("hazle 2 puntos", "hazle 3 puntos")


def test_a_card_removed_that_a_deck_uses_is_warned_at_the_deck_line(cards):
    """The import removes the row's card as asked, and says which decks no longer load because of it."""
    (cards / "decks").mkdir()
    (cards / "decks/martillos.yaml").write_text(
        "nombre: Martillos\nset: base\ncartas:\n  brazo-martillo: 2\n  base/brazo-maza: 1\n  brazo-sierra: 1\n",
        encoding="utf-8")
    rows = sheet(cards)
    moved = dict(rows[2], archivo="sierras.yaml")  # brazo-sierra moves to another file of its set: not removed
    result = import_sheet([rows[0], moved])  # brazo-maza is no longer in the sheet
    assert result.code == 0
    assert "brazo-maza" not in brazos(cards)
    assert result.err == (
        "cards/decks/martillos.yaml:5:3: aviso NM079 [hoja-quita-carta-de-mazo]: el mazo usa «base/brazo-maza», "
        "que la hoja ha quitado del set «base»\n"
        "    sugerencia: quita la carta del mazo, o vuelve a poner su fila en la hoja e importa otra vez\n")


def test_the_first_card_removed_leaves_its_comments_to_the_next(cards):
    rows = sheet(cards)
    assert import_sheet(rows[1:]).err == ""
    text = brazos(cards)
    assert "  # --- martillos ----------------------------------\n  - id: brazo-maza\n" in text
    assert "brazo-martillo" not in text and text.count("# --- sierras") == 1


def test_a_removed_card_and_an_added_one(cards):
    rows = sheet(cards)
    del rows[1]  # brazo-maza, with its block text
    rows.append(dict(rows[0], id="brazo-taladro", nombre="No", pg="3"))  # YAML 1.1 reads «No» as false unquoted
    result = import_sheet(rows)
    assert (result.code, result.err) == (0, "")
    maza = ARMS[ARMS.index("  - id: brazo-maza"):ARMS.index("  # --- sierras")]
    assert brazos(cards) == ARMS.replace(maza, "").replace("# fin del archivo", """\

  - id: brazo-taladro
    nombre: 'No'
    tipo: parte
    zona: brazo_derecho
    pg: 3
    car: -1
    fue: 3
    def: 1
    vel: 0
    rareza: vendible
    habilidades:
      - etiqueta: normal
        texto: 'CAR 1 | Selecciona una Parte; hazle 2 puntos de daño'
# fin del archivo""")  # quoted as the file's other «texto»
    assert loaded(cards)["base"][2]["brazo-taladro"][0] == "No"


def test_a_longer_value_beside_a_comment_keeps_the_spaces_before_it(cards):
    """A card added goes through the round trip: the comment after a value that grows («pg: 5  # nota» to
    «pg: 15  # nota») keeps its two spaces, as the splice keeps them (it was pushed to one)."""
    rows = sheet(cards)
    rows[0]["pg"] = "15"
    rows.append(dict(rows[2], id="brazo-taladro", nombre="Brazo Taladro"))
    assert import_sheet(rows).err == ""
    assert "    pg: 15  # nota de diseño: bajado de 6 tras la prueba\n" in brazos(cards)


def test_a_card_added_in_the_middle_goes_to_its_place(cards):
    rows = sheet(cards)
    rows.insert(1, dict(rows[2], id="brazo-sierra-doble", nombre="Brazo Sierra Doble"))
    assert import_sheet(rows).err == ""
    doble = SAW.replace("brazo-sierra", "brazo-sierra-doble").replace("Brazo Sierra", "Brazo Sierra Doble")
    assert brazos(cards) == ARMS.replace("  - id: brazo-maza", doble + "\n  - id: brazo-maza")


def test_a_multi_line_text_block(cards):
    rows = sheet(cards)
    rows[1]["ambientacion"] = "Pesa lo que una nevera.\nGolpea igual.\nY no se para.\n"
    rows[1]["vel"] = "1"
    assert import_sheet(rows).err == ""
    assert brazos(cards) == ARMS.replace("Golpea igual.\n", "Golpea igual.\n      Y no se para.\n").replace(
        "fue: 4\n    def: 0\n    vel: 0", "fue: 4\n    def: 0\n    vel: 1")


def test_a_file_of_one_card_that_gets_a_second(cards):
    (cards / "base/brazos.yaml").write_text(ONE, encoding="utf-8")
    rows = sheet(cards)
    rows.append(dict(rows[0], id="brazo-taladro", nombre="Brazo Taladro"))
    assert import_sheet(rows).err == ""
    text = brazos(cards)
    top, card = ONE[:ONE.index("id:")], ONE[ONE.index("id:"):]
    added = card.replace("brazo-martillo", "brazo-taladro").replace("Brazo Martillo", "Brazo Taladro")
    assert text == top + "cartas:\n  - " + card.replace("\n", "\n    ")[:-4] + "\n  - " + added.replace("\n", "\n    ")[:-4] \
        .replace("  # nota de diseño: bajado de 6 tras la prueba", "")


def test_a_list_of_one_card_stays_a_list(cards):
    rows = sheet(cards)
    assert import_sheet(rows[:1]).err == ""
    assert brazos(cards).startswith("# yaml-language-server: $schema=../schemas/card.schema.json\n# Brazos del taller: "
                                    "notas de diseño.\ncartas:\n  # --- martillos")
    assert brazos(cards).endswith("        texto: 'CAR 1 | Selecciona una Parte; hazle 2 puntos de daño'\n"
                                  "  # --- sierras ------------------------------------\n"
                                  "# fin del archivo: revisar las sierras\n")


@pytest.mark.parametrize("remove", [False, True])
def test_windows_line_ends_and_byte_order_mark_are_kept(cards, remove):
    """As Notepad saves a file; a value changed in its place, or a card removed (ruamel's round trip)."""
    (cards / "base/brazos.yaml").write_bytes(b"\xef\xbb\xbf" + ARMS.replace("\n", "\r\n").encode("utf-8"))
    rows = sheet(cards)
    rows[2]["pg"] = "5"
    assert import_sheet(rows[1:] if remove else rows).err == ""
    expected = ARMS.replace("    pg: 4\n", "    pg: 5\n")
    if remove:
        expected = expected.replace(ARMS[ARMS.index("  - id: brazo-martillo"):ARMS.index("  - id: brazo-maza")], "")
    assert (cards / "base/brazos.yaml").read_bytes() == b"\xef\xbb\xbf" + expected.replace("\n", "\r\n").encode("utf-8")


def test_a_file_that_cannot_be_kept_is_rewritten_whole_and_said(cards):
    """An anchor shares one value between two cards: changing it in one would change both."""
    text = ARMS.replace("    habilidades:\n      - etiqueta: normal\n        texto: 'CAR 1 | Selecciona una Parte; hazle 2 "
                        "puntos de daño'\n", "    habilidades: &golpe [{etiqueta: normal, texto: 'CAR 1 | Selecciona una "
                        "Parte; hazle 2 puntos de daño'}]\n").replace("    rareza: chatarra\n# fin",
                                                                      "    rareza: chatarra\n    habilidades: *golpe\n# fin")
    (cards / "base/brazos.yaml").write_text(text, encoding="utf-8")
    rows = sheet(cards)
    rows[0]["habilidades 1 texto"] = "CAR 1 | Selecciona una Parte; hazle 3 puntos de daño"
    result = import_sheet(rows)
    assert result.code == 0
    assert result.err == ("aviso: «cards/base/brazos.yaml» se ha reescrito entero con los datos de la hoja: no se pudo "
                          "actualizar en su sitio conservando su formato, así que sus comentarios y líneas en blanco se "
                          "han perdido\n")
    cards_now = loaded(cards)["base"][2]
    assert cards_now["brazo-martillo"][2]["habilidades"][0]["texto"].endswith("hazle 3 puntos de daño")
    assert cards_now["brazo-sierra"][2]["habilidades"][0]["texto"].endswith("hazle 2 puntos de daño")


@pytest.mark.parametrize("pack", PACKS)
def test_every_bundled_file_survives_a_change_and_its_undoing(tmp_path, monkeypatch, pack):
    """Export, change one name in every card file, import: each file differs in that line only;
    import the untouched export: every file is again byte-identical to the bundled one."""
    monkeypatch.chdir(tmp_path)
    original = bundled(pack)
    cards = shutil.copytree(original, tmp_path / "cards")
    assert run("export", "--cards", cards, "--formato", "csv", "--out", "hojas").code == 0
    shutil.copytree("hojas", "antes")
    changed = {}
    for path in (tmp_path / "hojas").glob("*.csv"):
        if path.name == "sets.csv":
            continue
        with open(path, encoding="utf-8-sig", newline="") as handle:
            rows = list(csv.reader(handle))
        seen = set()
        for row in rows[1:]:
            where = row[rows[0].index("archivo")]
            if where not in seen:
                seen.add(where)
                changed[(path.stem, where)] = row[1]
                row[1] += " Bis"
        csv_file(path, rows)
    result = run("import", "hojas", "--cards", cards, "--forzar")
    assert (result.code, result.err) == (0, ""), result.err
    folders = {s: p.folder for s, p in _sets(cards).items()}
    for (code, name), before in changed.items():
        old = (original / folders[code].name / name).read_text(encoding="utf-8").splitlines()
        new = (folders[code] / name).read_text(encoding="utf-8").splitlines()
        differ = [(a, b) for a, b in zip(old, new) if a != b]
        assert len(old) == len(new) and len(differ) == 1, (name, differ)
        assert differ[0][1] == differ[0][0].replace(before, before + " Bis")
    result = run("import", "antes", "--cards", cards, "--forzar")
    assert result.code == 0
    for path in original.rglob("*.yaml"):
        assert (cards / path.relative_to(original)).read_bytes() == path.read_bytes(), path


def _sets(cards):
    from nismatch_cards.cards.loader import load

    return load([cards]).project.sets


def test_a_field_added_and_one_emptied(cards):
    rows = sheet(cards)
    rows[0]["ambientacion"] = "Nuevo."
    rows[1]["ambientacion"] = ""
    assert import_sheet(rows).err == ""
    assert brazos(cards) == ARMS.replace("    ambientacion: |\n      Pesa lo que una nevera.\n      Golpea igual.\n", "") \
        .replace("hazle 2 puntos de daño'\n", "hazle 2 puntos de daño'\n    ambientacion: Nuevo.\n")


def test_the_set_row_changed_keeps_the_set_file_comments(cards):
    sheet(cards)
    with open("hojas/sets.csv", encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    rows[1][rows[0].index("nombre")] = "Base revisada"
    csv_file("hojas/sets.csv", rows)
    assert run("import", "hojas", "--cards", "cards", "--forzar").err == ""
    assert (cards / "base/set.yaml").read_text(encoding="utf-8") == SET.replace("Base\n", "Base revisada\n")


@pytest.mark.parametrize("pack", PACKS)
def test_new_files_are_written_as_pyyaml_writes_them(pack):
    """A new file's text comes from libyaml's emitter, its lists moved under their keys: the same
    bytes as PyYAML's own emitter (four times slower) writes, for every file of every bundled pack."""
    import yaml

    from nismatch_cards.cards.yamlfile import load_yaml
    from nismatch_cards.sheets.importing import _Dumper, _fast_dump

    for path in bundled(pack).rglob("*.yaml"):
        data = load_yaml(path).data
        assert _fast_dump(data) == yaml.dump(data, Dumper=_Dumper, allow_unicode=True, sort_keys=False,
                                             width=10_000), path
    tricky = {"cartas": [{"id": "x", "texto": text, "lista": [text, {"k": [text]}]} for text in (
        "uno\n  dos\n", "  sangría\nx", "espacios  \nx", "x\n\n\ny\n\n", "yes", "=x", "a: b", "tab\tx", "- x\n- y\n", "")]}
    assert _fast_dump(tricky) == yaml.dump(tricky, Dumper=_Dumper, allow_unicode=True, sort_keys=False, width=10_000)


@pytest.mark.parametrize("pack", PACKS)
def test_a_card_removed_or_added_only_removes_or_adds_lines(pack):
    """In every bundled file of cards, removing the first, a middle or the last card only deletes
    lines (no comment among them: the comments between cards stay), both where the lines are
    deleted from the text and through ruamel's round trip; adding a card only adds."""
    import copy
    import difflib

    from nismatch_cards.cards.yamlfile import load_yaml, parse_yaml
    from nismatch_cards.sheets.inplace import same_data, spliced_text, updated_text

    def changes(before: str, after: str) -> list[tuple[str, list[str]]]:
        a, b = before.splitlines(), after.splitlines()
        return [(op, a[i1:i2]) for op, i1, i2, _, _ in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
                if op != "equal"]

    for path in bundled(pack).rglob("*.yaml"):
        document = load_yaml(path)
        cards = document.data.get("cartas") if isinstance(document.data, dict) else None
        if not isinstance(cards, list) or len(cards) < 2 or not isinstance(cards[0], dict) or "id" not in cards[0]:
            continue
        for k in sorted({0, len(cards) // 2, len(cards) - 1}):
            new = copy.deepcopy(document.data)
            del new["cartas"][k]
            text, faithful = updated_text(document.text, document.data, new)
            spliced = spliced_text(document.text, document.root, document.data, new)
            for made in (text, spliced):
                assert faithful and same_data(parse_yaml(made, path).data, new)
                found = changes(document.text, made)
                assert {op for op, _ in found} == {"delete"}, (path, k, found)
                assert not [line for _, lines in found for line in lines if line.lstrip().startswith("#")], (path, k)
        new = copy.deepcopy(document.data)
        new["cartas"].insert(1, dict(cards[0], id="carta-nueva"))
        text, faithful = updated_text(document.text, document.data, new)
        assert faithful and same_data(parse_yaml(text, path).data, new)
        assert {op for op, _ in changes(document.text, text)} == {"insert"}, path


def test_a_sorted_sheet_sorts_the_file_and_keeps_every_comment(cards):
    """Each card takes along the comment lines above it, the first card's too (ruamel keeps those on «cartas:»)."""
    rows = sheet(cards)
    assert import_sheet(list(reversed(rows))).err == ""
    text = brazos(cards)
    assert sorted(line for line in text.splitlines() if line.lstrip().startswith("#")) == sorted(
        line for line in ARMS.splitlines() if line.lstrip().startswith("#"))
    assert text.startswith(ARMS[:ARMS.index("  # --- martillos")] + "  # --- sierras ----")
    assert "  # --- martillos ----------------------------------\n  - id: brazo-martillo\n" in text
    assert SAW.replace("\n\n", "\n").rstrip("\n") + "\n" in text
    assert list(loaded(cards)["base"][2]) == ["brazo-sierra", "brazo-maza", "brazo-martillo"]


def test_a_file_indented_two_ways_is_updated_and_said(cards):
    """ruamel.yaml writes every list of a file with one indentation: a file that indents its lists
    two ways keeps its comments, but the other way's lines change, and the command says so."""
    text = ARMS.replace("    habilidades:\n      - etiqueta: normal\n        texto:", "    habilidades:\n    - etiqueta: normal\n"
                        "      texto:")
    (cards / "base/brazos.yaml").write_text(text, encoding="utf-8")
    rows = sheet(cards)
    result = import_sheet(rows + [dict(rows[2], id="brazo-sierra-doble", nombre="Brazo Sierra Doble")])
    assert result.err == ("aviso: «cards/base/brazos.yaml» se ha actualizado conservando sus comentarios, pero su sangría "
                          "no es la misma en todo el archivo y algunas líneas que la hoja no cambia se han reescrito con "
                          "la sangría de las demás\n")
    doble = SAW.replace("brazo-sierra", "brazo-sierra-doble").replace("Brazo Sierra", "Brazo Sierra Doble")
    assert brazos(cards) == ARMS.replace("# fin del archivo", "\n" + doble + "# fin del archivo")


def test_a_value_that_cannot_be_written_in_its_place_goes_through_the_round_trip(cards, monkeypatch):
    """When the quick way writes a text that does not load back, ruamel's round trip is tried
    before rewriting the file whole."""
    from nismatch_cards.sheets import inplace

    monkeypatch.setattr(inplace, "_scalar_text", lambda value, style, flow: "[roto")
    rows = sheet(cards)
    rows[1]["pg"] = "7"
    assert import_sheet(rows).err == ""
    assert brazos(cards) == ARMS.replace("    pg: 6\n", "    pg: 7\n")


@pytest.mark.parametrize("end", ["", "\n", "\n# fin\n"])
def test_the_last_card_removed_from_a_file_however_it_ends(end):
    from pathlib import Path

    from nismatch_cards.cards.yamlfile import parse_yaml
    from nismatch_cards.sheets.inplace import spliced_text

    text = "cartas:\n  - id: a\n    pg: 1  # nota\n\n  - id: b\n    pg: 2" + end
    document = parse_yaml(text, Path("x.yaml"))
    new = {"cartas": [document.data["cartas"][0]]}
    assert spliced_text(text, document.root, document.data, new) == "cartas:\n  - id: a\n    pg: 1  # nota\n" + end[1:]
