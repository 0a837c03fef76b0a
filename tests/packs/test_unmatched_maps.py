"""Unmatched's battlefields as data (packs/unmatched/mapas/, nismatch_cards/games/unmatched/maps.py):
the map format and its diagnostics, the two bundled battlefields, and their drawings.

Rulebook «Las reglas de Unmatched», «Preparación»: «Elige un campo de batalla», the start spaces
«No igualada» and «No emparejada 2», zones as «casillas del mismo color», spaces «bicolores o
tricolores»; «Juego en equipo», «Instalación»: «4 casillas iniciales». Rulings U20–U24.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft202012Validator

from nismatch_cards.cards.jsonschemas import schemas
from nismatch_cards.cards.loader import load
from nismatch_cards.cards.pack import Pack
from nismatch_cards.cards.packs import bundled
from nismatch_cards.games.unmatched.board import Battlefield
from nismatch_cards.games.unmatched.drawing import battlefield_svg, board_text
from nismatch_cards.games.unmatched.maps import MapError, load_battlefield, load_map
from validation.helpers import Diag, invoke, validate, write_tree

REPO = Path(__file__).resolve().parents[2]
MAPS = REPO / "packs" / "unmatched" / "mapas"
BUNDLED = sorted(MAPS.glob("*.yaml"))
M = "cards/mapas/m.yaml"

#: a small valid map: two zones of three spaces (a3 in both), starts 1 and 2, a ring of connections
BASE = """\
nombre: Prueba
tamano: {ancho: 300, alto: 200}
diametro: 40
zonas:
  roja: {nombre: Roja, color: "#b8322a"}
  azul: {nombre: Azul, color: "#2a64ad"}
casillas:
  - {id: a1, x: 50, y: 50, zonas: [roja], inicio: 1}
  - {id: a2, x: 150, y: 50, zonas: [roja]}
  - {id: a3, x: 250, y: 50, zonas: [roja, azul]}
  - {id: b1, x: 50, y: 150, zonas: [azul]}
  - {id: b2, x: 150, y: 150, zonas: [azul]}
  - {id: b3, x: 250, y: 150, zonas: [azul], inicio: 2}
conexiones:
  - [a1, a2]
  - [a2, a3]
  - [a1, b1]
  - [b1, b2]
  - [b2, b3]
  - [a3, b3]
"""


@pytest.fixture
def folder(tmp_path, monkeypatch):
    """``folder(map_text)``: a designer's cards folder of the Unmatched pack with ``mapas/m.yaml``."""
    monkeypatch.chdir(tmp_path)

    def make(text: str, name: str = "m.yaml") -> Path:
        write_tree(tmp_path, {"cards/ruleset.yaml": "paquete: unmatched\n", f"cards/mapas/{name}": text})
        return tmp_path / "cards"
    return make


def problems(folder, text: str) -> list[Diag]:
    folder(text)
    run = validate("cards")
    assert run.exit_code == (1 if any(d.severity == "error" for d in run.diagnostics) else 0)
    return run.diagnostics


def edited(old: str, new: str, text: str = BASE) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


# --- the bundled battlefields ------------------------------------------------------------------


def test_the_pack_declares_its_maps_and_how_many_start_spaces_each_mode_needs():
    rules = bundled("unmatched").pack.maps
    assert (rules.folder, rules.section, dict(rules.starts)) == ("mapas", "Preparación", {"1v1": 2, "2v2": 4, "3j": 4})
    assert rules.start_counts == (2, 4)


@pytest.mark.parametrize("file", BUNDLED, ids=[f.stem for f in BUNDLED])
def test_each_bundled_battlefield_is_playable_by_every_mode(file):
    board = load_map(file)
    field = board.battlefield
    assert 25 <= len(field.spaces) <= 35
    assert [field.spaces[s].start for s in field.starts()] == [1, 2, 3, 4]  # «Juego en equipo»: 4 casillas iniciales
    assert len(board.zones) >= 4
    multi = [s for s in field.spaces.values() if len(s.zones) > 1]
    assert {len(s.zones) for s in multi} == {2, 3}  # «casillas bicolores o tricolores»
    for space, neighbours in field.adjacency.items():
        assert space not in neighbours and all(space in field.adjacent(n) for n in neighbours)
    assert all(sum(z in s.zones for s in field.spaces.values()) >= 2 for z in board.zones)


def test_the_bundled_maps_are_two_of_our_own_and_validate():
    assert [f.stem for f in BUNDLED] == ["bosque-de-los-ecos", "puerto-de-la-niebla"]
    project = load([REPO / "packs" / "unmatched"]).project
    assert sorted(project.maps) == ["bosque-de-los-ecos", "puerto-de-la-niebla"]
    run = invoke("validate", str(REPO / "packs" / "unmatched"))
    assert (run.exit_code, run.stdout) == (0, "62 cartas en 4 sets, 4 mazos, 2 mapas: 0 errores, 0 avisos\n")


def test_load_battlefield_builds_the_engines_model():
    field = load_battlefield(MAPS / "puerto-de-la-niebla.yaml")
    assert isinstance(field, Battlefield)
    assert (field.id, field.name) == ("puerto-de-la-niebla", "El Puerto de la Niebla")
    assert field.starts() == ("a3", "b5", "r1", "f2")
    assert field.adjacent("a3") == {"a1", "a4", "a6"}
    assert field.zones("r5") == {"roja", "amarilla", "morada"}
    assert field.share_zone("a3", "a5") and not field.share_zone("a3", "f2")  # ranged reach is by zone


def test_a_designers_folder_naming_the_pack_has_the_bundled_maps_and_its_own(folder):
    folder(BASE)
    result = load([Path("cards")])
    assert result.ok
    assert sorted(result.project.maps) == ["bosque-de-los-ecos", "m", "puerto-de-la-niebla"]
    assert [p.name for p in result.project.map_files] == ["m.yaml"]  # only its own are checked


# --- the diagnostics, each with its text and place ----------------------------------------------


def test_a_valid_map_has_no_problems_and_validates_with_its_summary(folder):
    folder(BASE)
    run = invoke("validate", "cards")
    assert (run.exit_code, run.stdout) == (0, "0 cartas en 0 sets, 0 mazos, 1 mapa: 0 errores, 0 avisos\n")


CASES = {
    "conexion-a-casilla-desconocida": (
        edited("  - [b2, b3]\n", "  - [b2, b4]\n"),
        [Diag("NM120", M, 19, 10, "la casilla «b4» no existe en el mapa",
              "casillas del mapa: a1, a2, a3, b1, b2, b3")]),
    "conexion-a-casilla-mal-escrita": (
        edited("  - [b2, b3]\n", "  - [b2, b03]\n"),
        [Diag("NM120", M, 19, 10, "la casilla «b03» no existe en el mapa", "¿quisiste decir «b3»?")]),
    "conexion-consigo-misma": (
        edited("  - [b2, b3]\n", "  - [b2, b2]\n"),
        [Diag("NM121", M, 19, 5, "la conexión une la casilla «b2» consigo misma",
              "una conexión une dos casillas distintas: corrige uno de los dos ids")]),
    "conexion-repetida-al-reves": (
        BASE + "  - [a2, a1]\n",
        [Diag("NM121", M, 21, 5, "la conexión entre «a2» y «a1» está repetida (ya aparece en la línea 15)",
              "bórrala: una conexión vale en los dos sentidos, [a, b] es lo mismo que [b, a]")]),
    "casillas-inalcanzables": (
        edited("  - [b1, b2]\n", "").replace("  - [b2, b3]\n", ""),
        [Diag("NM122", M, 12, 10, "la casilla «b2» no se puede alcanzar desde la casilla inicial 1",
              "añade en «conexiones» una pareja que la una al resto: [b2, …]")]),
    "falta-una-casilla-inicial": (
        edited("zonas: [azul], inicio: 2}", "zonas: [azul], inicio: 3}"),
        [Diag("NM123", M, 13, 53, "hay casilla inicial 3 pero falta la 2",
              "numera las casillas iniciales seguidas desde 1")]),
    "casilla-inicial-repetida": (
        edited("zonas: [azul], inicio: 2}", "zonas: [azul], inicio: 1}"),
        [Diag("NM123", M, 13, 53, "la casilla inicial 1 está dos veces (ya es «a1», en la línea 8)",
              "numera cada casilla inicial una vez: 1, 2, 3, 4")]),
    "tres-casillas-iniciales": (
        edited("{id: b2, x: 150, y: 150, zonas: [azul]}", "{id: b2, x: 150, y: 150, zonas: [azul], inicio: 3}"),
        [Diag("NM123", M, 7, 1, "el mapa tiene 3 casillas iniciales; los modos del juego necesitan 2 («1 contra 1») o "
              "4 («2 contra 2» o «3 jugadores (uno lleva 2 héroes)»)",
              "marca con «inicio: 4» otra casilla, hasta tener 4")]),
    "zona-de-una-casilla": (
        edited("  azul: {nombre: Azul", "  verde: {nombre: Verde, color: \"#3f7f4a\"}\n  azul: {nombre: Azul")
        .replace("{id: b2, x: 150, y: 150, zonas: [azul]}", "{id: b2, x: 150, y: 150, zonas: [azul, verde]}"),
        [Diag("NM124", M, 6, 3, "la zona «verde» tiene 1 casilla; una zona tiene al menos 2",
              "añade la zona a otra casilla vecina, o pon esa casilla en otra zona")]),
    "zona-desconocida": (
        edited("zonas: [roja, azul]", "zonas: [roja, azl]"),
        [Diag("NM124", M, 10, 43, "la zona «azl» no está en «zonas»", "¿quisiste decir «azul»?")]),
    "casillas-solapadas": (
        edited("{id: a2, x: 150, y: 50,", "{id: a2, x: 80, y: 50,"),
        [Diag("NM125", M, 9, 17, "la casilla «a2» se solapa con «a1» (línea 8): sus centros están a 30 mm y cada "
              "casilla mide 40 mm", "separa sus centros al menos 40 mm")]),
    "casilla-fuera-del-tablero": (
        edited("{id: b3, x: 250, y: 150,", "{id: b3, x: 290, y: 150,"),
        [Diag("NM125", M, 13, 17, "la casilla «b3» se sale del tablero: su centro está a 10 mm del borde y mide "
              "40 mm de diámetro", "pon «x» entre 20 y 280")]),
    "casilla-repetida": (
        edited("{id: b3, x: 250, y: 150, zonas: [azul], inicio: 2}", "{id: a3, x: 250, y: 150, zonas: [azul], inicio: 2}"),
        [Diag("NM030", M, 13, 10, "la casilla «a3» está repetida (ya aparece en la línea 10)",
              "cada casilla necesita un id distinto")]),
    "cuatro-zonas-en-una-casilla": (
        edited("zonas: [roja, azul]", "zonas: [roja, azul, roja, azul]"),
        [Diag("NM010", M, 10, 36, "una casilla está en 1, 2 o 3 zonas, no en 4",
              "el reglamento habla de casillas de un color, «bicolores o tricolores»")]),
    "falta-una-clave": (
        edited("diametro: 40\n", ""),
        [Diag("NM010", M, 1, 1, "falta la clave obligatoria «diametro» en el mapa", "añade «diametro: …»")]),
    "clave-desconocida": (
        edited("{id: a2, x: 150, y: 50, zonas: [roja]}", "{id: a2, x: 150, y: 50, zona: [roja]}"),
        [Diag("NM010", M, 9, 5, "falta la clave obligatoria «zonas» en «casillas»", "añade «zonas: …»"),
         Diag("NM010", M, 9, 29, "clave desconocida «zona» en «casillas»", "¿quisiste decir «zonas»?")]),
    "conexion-no-pareja": (
        edited("  - [a1, a2]\n", "  - [a1, a2, a3]\n"),
        [Diag("NM010", M, 15, 5, "una conexión es una pareja de casillas: [a1, a2]",
              "escribe los ids de las dos casillas adyacentes entre corchetes")]),
}


@pytest.mark.parametrize("name", [n for n, (_, expected) in CASES.items() if expected is not None])
def test_each_map_problem_is_told_with_its_text_and_place(folder, name):
    text, expected = CASES[name]
    assert problems(folder, text) == expected


def test_a_detached_group_is_one_problem_naming_its_spaces(folder):
    text = edited("  - [a1, b1]\n", "").replace("  - [b2, b3]\n", "")
    assert problems(folder, text) == [
        Diag("NM122", M, 11, 10, "la casilla «b1» no se puede alcanzar desde la casilla inicial 1 (ni la casilla «b2», "
             "unidas a ella)", "añade en «conexiones» una pareja que la una al resto: [b1, …]")]


def test_a_map_without_start_spaces_says_how_many_the_modes_need(folder):
    text = BASE.replace(", inicio: 1}", "}").replace(", inicio: 2}", "}")
    assert problems(folder, text) == [
        Diag("NM123", M, 7, 1, "el mapa tiene 0 casillas iniciales; los modos del juego necesitan 2 («1 contra 1») o "
             "4 («2 contra 2» o «3 jugadores (uno lleva 2 héroes)»)", "marca con «inicio: 1» otra casilla, hasta tener 2")]


def test_a_file_name_that_is_no_id_is_an_error(folder):
    folder(BASE, name="Mi Mapa.yaml")
    run = validate("cards")
    assert run.exit_code == 1
    assert run.diagnostics == [Diag("NM010", "cards/mapas/Mi Mapa.yaml", 1, 1,
                                    "el nombre del archivo «Mi Mapa.yaml» no sirve de id del mapa",
                                    "renombra el archivo: usa solo minúsculas sin acentos, dígitos y guiones, "
                                    "p. ej. «brazo-martillo»")]


def test_validating_one_map_file_reports_it_and_exits_1_without_a_traceback(folder):
    folder(edited("  - [b2, b3]\n", "  - [b2, b4]\n"))
    run = invoke("validate", M)
    assert (run.exit_code, run.exception, run.stdout) == (1, None, "")
    assert run.stderr == (
        "cards/mapas/m.yaml:19:10: error NM120 [mapa-casilla-desconocida]: la casilla «b4» no existe en el mapa\n"
        "    sugerencia: casillas del mapa: a1, a2, a3, b1, b2, b3\n"
        "0 cartas en 0 sets, 0 mazos, 1 mapa: 1 error, 0 avisos\n")


def test_broken_yaml_in_a_map_is_a_diagnostic(folder):
    folder("nombre: [sin cerrar\n")
    run = validate("cards")
    assert run.exit_code == 1 and [d.code for d in run.diagnostics] == ["NM001"]


def test_load_battlefield_raises_the_diagnostics_of_an_invalid_map(tmp_path):
    file = tmp_path / "m.yaml"
    file.write_text(edited("  - [b2, b3]\n", "  - [b2, b2]\n"), encoding="utf-8")
    with pytest.raises(MapError) as error:
        load_battlefield(file)
    assert [(d.code, d.line, d.column) for d in error.value.diagnostics] == [("NM121", 19, 5)]


def test_a_yaml_file_of_a_pack_without_maps_is_still_a_stray_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write_tree(tmp_path, {"cards/ruleset.yaml": "paquete: knockdown\n", "cards/mapas/m.yaml": BASE})
    run = validate("cards")
    assert run.exit_code == 1 and [(d.code, d.file) for d in run.diagnostics] == [("NM060", M)]


def test_the_pack_may_only_count_start_spaces_for_its_own_modes():
    data = yaml.safe_load((REPO / "packs" / "unmatched" / "ruleset.yaml").read_text(encoding="utf-8"))
    data["mapas"]["casillas_iniciales"]["4v4"] = 8
    from nismatch_cards.cards.pack import check_references
    assert check_references(Pack.from_data(data)) == [
        (("mapas", "casillas_iniciales", "4v4"), "el modo «4v4» no existe en el paquete",
         "el paquete declara: 1v1, 2v2, 3j")]


# --- the editor's schema says the same of a map's shape ----------------------------------------


def _schema():
    return Draft202012Validator(schemas(bundled("unmatched").pack)["map.schema.json"])


@pytest.mark.parametrize("file", BUNDLED, ids=[f.stem for f in BUNDLED])
def test_the_bundled_maps_pass_the_schema_their_first_line_names(file):
    first = file.read_text(encoding="utf-8").splitlines()[0]
    assert first == "# yaml-language-server: $schema=../schemas/map.schema.json"
    assert list(_schema().iter_errors(yaml.safe_load(file.read_text(encoding="utf-8")))) == []


@pytest.mark.parametrize("name", ["cuatro-zonas-en-una-casilla", "falta-una-clave", "clave-desconocida",
                                  "conexion-no-pareja"])
def test_the_schema_refuses_the_shapes_validar_refuses(name):
    assert not _schema().is_valid(yaml.safe_load(CASES[name][0]))
    assert _schema().is_valid(yaml.safe_load(BASE))


# --- drawn ----------------------------------------------------------------------------------------


def test_the_svg_draws_every_space_connection_zone_colour_and_start_number():
    board = load_map(MAPS / "puerto-de-la-niebla.yaml")
    svg = battlefield_svg(board)
    field = board.battlefield
    edges = sum(len(n) for n in field.adjacency.values()) // 2
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" width="560mm" height="400mm" viewBox="0 0 560 400"')
    assert svg.count("<line ") == edges
    assert svg.count('class="casilla"') == len(field.spaces)
    for zone in board.zones.values():
        assert f'fill="{zone.colour}"' in svg
    # a two-zone space is two half wedges, a three-zone space three thirds
    wedges = sum(len(s.zones) for s in field.spaces.values() if len(s.zones) > 1)
    assert len(re.findall(r'<path d="M', svg)) == wedges
    starts = re.findall(r'font-weight="bold"[^>]*>(\d)</text>', svg)
    assert sorted(starts) == ["1", "2", "3", "4"]


def test_the_svg_marks_the_fighters():
    board = load_map(MAPS / "puerto-de-la-niebla.yaml")
    svg = battlefield_svg(board, {"a3": "AL"})
    assert re.search(r'fill="#ffffff" font-family="sans-serif">AL</text>', svg)


def test_the_terminal_drawing_places_spaces_by_their_position_and_lists_zones_and_fighters():
    field = load_battlefield(MAPS / "puerto-de-la-niebla.yaml")
    text = board_text(field, {"a3": "AL", "b5": "ME"}, width=78)
    lines = text.splitlines()
    drawing = lines[:lines.index("")]
    assert max(len(line) for line in drawing) <= 78
    row = {s: next(i for i, line in enumerate(drawing) if f"({s})" in line or f"[{s}]" in line)
           for s in ("a1", "a2", "r6", "f3")}
    assert row["a1"] < row["r6"] and row["a2"] < row["r6"]  # north above south
    assert drawing[row["a1"]].index("(a1)") < drawing[row["a2"]].index("(a2)")  # west left of east
    assert "{AL}" in text and "{ME}" in text and "[r1]" in text
    assert "Casillas iniciales: 1 a3, 2 b5, 3 r1, 4 f2" in lines
    assert "Zona roja: a6 m6 r1 r2 r3 r4 r5 r6" in lines
    assert "AL en a3 (verde)" in lines


def test_the_terminal_drawing_refuses_a_fighter_off_the_map():
    field = load_battlefield(MAPS / "puerto-de-la-niebla.yaml")
    with pytest.raises(ValueError, match="la casilla «z9» no está en el mapa «puerto-de-la-niebla»"):
        board_text(field, {"z9": "AL"})
