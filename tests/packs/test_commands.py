"""``nismatch esquemas`` and ``nismatch new game|set``: what they write validates at once, and they
never write over what exists."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from nismatch_cards.cards.jsonschemas import dump, schemas
from nismatch_cards.cards.packs import bundled, of_folder
from nismatch_cards.cli import main

REPO = Path(__file__).resolve().parents[2]
PRUEBA = REPO / "tests" / "packs" / "prueba"


def run(*args: str):
    result = CliRunner().invoke(main, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result


def files_of(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def valid(folder: str) -> str:
    """The summary of ``nismatch validate folder``, which must find nothing to say."""
    result = run("validate", folder, "--format", "json")
    assert (result.exit_code, json.loads(result.stdout)) == (0, [])
    return result.stdout


@pytest.fixture
def here(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    return tmp_path


# --- nismatch esquemas ---------------------------------------------------------------------------


def test_esquemas_writes_the_packs_schemas(here):
    shutil.copytree(PRUEBA, here / "prueba")
    result = run("esquemas", "--cards", "prueba", "--out", "esquemas")
    assert (result.exit_code, result.stdout) == (0, "5 esquemas escritos en esquemas (Duelo de Prueba)\n")
    game, _ = of_folder(here / "prueba")
    assert files_of(here / "esquemas") == {name: dump(s).encode() for name, s in schemas(game.pack).items()}
    again = run("esquemas", "--cards", "prueba", "--out", "esquemas")
    assert (again.exit_code, again.stdout) == (0, "Los esquemas de esquemas ya estaban al día (Duelo de Prueba)\n")


def test_esquemas_without_cards_folder_is_nismatch(here):
    result = run("esquemas")
    assert result.exit_code == 0
    expected = {name: dump(s).encode() for name, s in schemas(bundled("nismatch").pack).items()}
    assert files_of(here / "esquemas") == expected


def test_esquemas_never_replaces_a_file_it_did_not_write(here):
    (here / "esquemas").mkdir()
    (here / "esquemas" / "card.schema.json").write_text('{"$id": "https://mio.example/carta"}', encoding="utf-8")
    before = files_of(here / "esquemas")
    result = run("esquemas")
    assert result.exit_code == 2
    assert ("«esquemas/card.schema.json» ya existe y no es un esquema generado por nismatch; usa otra carpeta con "
            "--salida, o --forzar para reemplazarlo") in result.stderr
    assert files_of(here / "esquemas") == before
    assert run("esquemas", "--forzar").exit_code == 0
    assert json.loads((here / "esquemas" / "card.schema.json").read_text())["$id"] == "urn:nismatch-cards:schema:nismatch:card"


def test_esquemas_of_a_broken_pack_exits_1_and_writes_nothing(here):
    (here / "juego").mkdir()
    (here / "juego" / "ruleset.yaml").write_text("paquete: nismach\n", encoding="utf-8")
    result = run("esquemas", "--cards", "juego")
    assert result.exit_code == 1
    assert "juego/ruleset.yaml:1:10: error NM011 [paquete]: el paquete «nismach» no existe" in result.stderr
    assert not (here / "esquemas").exists()


# --- nismatch new game ---------------------------------------------------------------------------


def test_new_game_validates_at_once(here):
    result = run("new", "game", "mi-juego", "--nombre", "Mi Juego")
    assert result.exit_code == 0, result.output
    assert sorted(files_of(here / "mi-juego")) == [
        "base/cartas.yaml", "base/set.yaml", "decks/ejemplo.yaml", "ruleset.yaml", "schemas/card.schema.json",
        "schemas/deck.schema.json", "schemas/lexicon.schema.json", "schemas/pack.schema.json", "schemas/set.schema.json",
        "templates/card.css",
        "templates/carta.html.j2", "templates/dorso.html.j2", "templates/print-shop.css"]
    valid("mi-juego")
    game, problems = of_folder(here / "mi-juego")
    assert (problems, game.pack.id, game.pack.name) == ([], "mi-juego", "Mi Juego")
    assert {name: dump(s) for name, s in schemas(game.pack).items()} == {
        f.name: f.read_text(encoding="utf-8") for f in (here / "mi-juego" / "schemas").iterdir()}
    card = (here / "mi-juego" / "base" / "cartas.yaml").read_text(encoding="utf-8")
    assert card.startswith("# yaml-language-server: $schema=../schemas/card.schema.json\n")


def test_new_game_names_its_pack_after_the_folder(here):
    result = run("new", "game", "Duelo Épico")
    assert result.exit_code == 0
    game, _ = of_folder(here / "Duelo Épico")
    assert (game.pack.id, game.pack.name) == ("duelo-epico", "Duelo Épico")
    valid("Duelo Épico")
    # the commands it suggests work pasted as they are: the folder's space is quoted
    assert result.stdout == ("Juego creado en Duelo Épico: 13 archivos; prueba «nismatch validar 'Duelo Épico'» y "
                             "«nismatch construir --cartas 'Duelo Épico'»\n")
    assert "# «nismatch esquemas --cartas 'Duelo Épico' --salida 'Duelo Épico/schemas'».\n" in (
        here / "Duelo Épico" / "ruleset.yaml").read_text(encoding="utf-8")


def test_new_game_never_writes_into_a_folder_with_files(here):
    (here / "mi-juego").mkdir()
    (here / "mi-juego" / "notas.txt").write_text("mías", encoding="utf-8")
    result = run("new", "game", "mi-juego")
    assert result.exit_code == 2
    assert "«mi-juego» ya existe y no está vacía: elige otra carpeta (no se sobrescribe nada)" in result.stderr
    assert files_of(here / "mi-juego") == {"notas.txt": "mías".encode()}


def test_new_game_in_an_empty_folder(here):
    (here / "vacio").mkdir()
    assert run("new", "game", "vacio").exit_code == 0
    valid("vacio")


# --- nismatch new set ----------------------------------------------------------------------------


def test_new_set_of_a_new_game_validates_at_once(here):
    run("new", "game", "mi-juego")
    result = run("new", "set", "expansion", "--cards", "mi-juego", "--nombre", "La Expansión")
    assert (result.exit_code, result.stdout) == (0, "Set de mi-juego creado en mi-juego/expansion; prueba «nismatch validar mi-juego»\n")
    assert (here / "mi-juego" / "expansion" / "set.yaml").read_text(encoding="utf-8") == (
        "# yaml-language-server: $schema=../schemas/set.schema.json\n"
        'codigo: expansion\nnombre: "La Expansión"\nversion: "0.1"\n')
    valid("mi-juego")
    summary = run("validate", "mi-juego").stdout
    assert summary == "2 cartas en 2 sets, 1 mazo: 0 errores, 0 avisos\n"


def test_new_set_by_path_in_a_nismatch_project(here):
    (here / "cards").mkdir()
    result = run("new", "set", "cards/chatarreria")
    assert result.exit_code == 0, result.output
    card = (here / "cards" / "chatarreria" / "cartas.yaml").read_text(encoding="utf-8")
    assert card.startswith("id: parte-de-ejemplo\nnombre: Parte de ejemplo\ntipo: parte\n")
    assert run("validate").stdout == "1 carta en 1 set, 0 mazos: 0 errores, 0 avisos\n"


def test_new_set_by_name_goes_into_the_projects_cards_folder(here):
    (here / "cards").mkdir()
    (here / "cards" / "ruleset.yaml").write_text("paquete: nismatch\n", encoding="utf-8")
    assert run("new", "set", "chatarreria").exit_code == 0
    assert (here / "cards" / "chatarreria" / "set.yaml").is_file() and not (here / "chatarreria").exists()
    valid("cards")


def test_new_set_makes_the_cards_folder_for_the_pack_it_is_told(here):
    result = run("new", "set", "cartas/heroes", "--paquete", "unmatched")
    assert (result.exit_code, result.stdout) == (0, (
        "Carpeta de cartas creada en cartas para Unmatched (paquete «unmatched»: cartas/ruleset.yaml solo dice "
        "«paquete: unmatched»)\nSet de Unmatched creado en cartas/heroes; prueba «nismatch validar cartas»\n"))
    assert (here / "cartas" / "ruleset.yaml").read_text(encoding="utf-8").endswith("\npaquete: unmatched\n")
    assert (here / "cartas" / "decks").is_dir()
    valid("cartas")


def test_new_set_by_name_without_a_cards_folder_makes_one_of_nismatch(here):
    result = run("new", "set", "chatarreria")
    assert result.stdout.startswith("Carpeta de cartas creada en cards para NISMATCH (paquete «nismatch»")
    assert (here / "cards" / "chatarreria" / "cartas.yaml").is_file()
    valid("cards")


@pytest.mark.parametrize("args, message", [
    (("x", "--paquete", "ajedrez"), "Error: Valor no válido para «--paquete»: no hay ningún paquete de serie "
                                    "«ajedrez»; los hay: knockdown, mamlejet-kohanim, nismatch, unmatched"),
    (("cards/x", "--paquete", "knockdown"), "Error: la carpeta de cartas «cards» ya es de NISMATCH (paquete "
                                            "«nismatch»), no de «knockdown»: quita --paquete o elige otra carpeta"),
])
def test_new_set_with_a_pack_that_is_not_the_folders(here, args, message):
    (here / "cards").mkdir()
    result = run("new", "set", *args)
    assert result.exit_code == 2
    assert result.stderr.rstrip().endswith(message)
    assert not (here / "cards" / "x").exists()


def test_new_set_of_the_test_pack_makes_up_a_card_of_its_first_type(here):
    shutil.copytree(PRUEBA, here / "prueba")
    assert run("new", "set", "extra", "--cards", "prueba").exit_code == 0
    card = (here / "prueba" / "extra" / "cartas.yaml").read_text(encoding="utf-8")
    assert card == "id: heroe-de-ejemplo\nnombre: Héroe de ejemplo\ntipo: heroe\nvida: 1\nalcance: 1\n"
    valid("prueba")


@pytest.mark.parametrize("folder, message", [
    ("Mi Set", "«Mi Set» no sirve como código de set: usa minúsculas sin acentos, dígitos y guiones"),
    ("base", "«mi-juego/base» ya existe y no está vacía: elige otra carpeta (no se sobrescribe nada)"),
    ("otro/extra", "un set va directamente dentro de la carpeta de cartas: «mi-juego/extra»"),
])
def test_new_set_refuses(here, folder, message):
    run("new", "game", "mi-juego")
    before = files_of(here)
    result = run("new", "set", folder, "--cards", "mi-juego")
    assert result.exit_code == 2
    assert message in result.stderr
    assert files_of(here) == before


def test_new_set_refuses_a_code_another_set_uses(here):
    run("new", "game", "mi-juego")
    (here / "mi-juego" / "base" / "set.yaml").write_text("codigo: extra\nnombre: B\nversion: 1\n", encoding="utf-8")
    result = run("new", "set", "extra", "--cards", "mi-juego")
    assert result.exit_code == 2
    assert "el código de set «extra» ya lo usa mi-juego/base" in result.stderr


def test_a_game_without_an_engine_is_not_simulated(here):
    result = run("simulate", "--cards", str(PRUEBA), "--deck", "alicia", "--deck", "alicia", "--games", "2")
    assert result.exit_code == 2
    assert ("el juego «Duelo de Prueba» no tiene motor de reglas: sus cartas se validan e imprimen, pero no se "
            "juegan ni se simulan") in result.stderr


def test_validar_warns_of_a_schema_the_pack_changed_after_exporting(here):
    run("new", "game", "mi-juego")
    ruleset = here / "mi-juego" / "ruleset.yaml"
    ruleset.write_text(ruleset.read_text(encoding="utf-8").replace("maximo: 10,", "maximo: 12,"), encoding="utf-8")
    result = run("validate", "mi-juego")
    assert result.exit_code == 0
    assert result.stderr == (
        "mi-juego/schemas/card.schema.json:1:1: aviso NM119 [esquema-desactualizado]: el esquema está desactualizado: "
        "el paquete «mi-juego» cambió después de exportarlo, y el editor comprueba las cartas con reglas que ya no "
        "son las suyas\n    sugerencia: vuelve a exportarlo: nismatch esquemas --cartas mi-juego --salida "
        "mi-juego/schemas\n")
    run("esquemas", "--cards", "mi-juego", "--out", "mi-juego/schemas")
    assert run("validate", "mi-juego").stderr == ""


def test_a_schema_file_not_written_by_nismatch_is_left_alone(here):
    run("new", "game", "mi-juego")
    (here / "mi-juego" / "schemas" / "card.schema.json").write_text('{"title": "mío"}', encoding="utf-8")
    assert run("validate", "mi-juego").stderr == ""


@pytest.mark.parametrize("name, hint", [
    ("carte.html.j2", "¿quisiste decir «carta.html.j2»?"),
    ("zzz.html.j2", "créala en mi-juego/templates/"),
])
def test_a_face_template_that_does_not_exist_is_an_error_of_the_ruleset(here, name, hint):
    run("new", "game", "mi-juego")
    ruleset = here / "mi-juego" / "ruleset.yaml"
    text = ruleset.read_text(encoding="utf-8")
    ruleset.write_text(text.replace("plantilla: carta.html.j2", f"plantilla: {name}"), encoding="utf-8")
    line = text[:text.index("plantilla: carta.html.j2")].count("\n") + 1
    result = run("validate", "mi-juego")
    assert result.exit_code == 1
    assert result.stderr.startswith(f"mi-juego/ruleset.yaml:{line}:16: error NM011 [paquete]: no existe la plantilla "
                                    f"«{name}»\n    sugerencia: {hint}\n")


@pytest.mark.parametrize("use, hint", [
    ('{% import "pieza.html.j2" as piezas %}', "¿quisiste decir «piezas.html.j2»?"),
    ("{%- include 'zzz.html.j2' %}", "créala en mi-juego/templates/"),
])
def test_a_template_a_face_imports_that_does_not_exist_is_an_error_at_its_line(here, use, hint):
    """It passed ``validar`` and stopped ``construir``, whose message named the face's own template."""
    run("new", "game", "mi-juego")
    templates = here / "mi-juego" / "templates"
    (templates / "piezas.html.j2").write_text('{% macro nada() %}{% endmacro %}\n', encoding="utf-8")
    face = templates / "carta.html.j2"
    face.write_text(face.read_text(encoding="utf-8").replace("{% macro face(f) -%}\n", "{% macro face(f) -%}\n" + use + "\n"),
                    encoding="utf-8")
    line = face.read_text(encoding="utf-8").split("\n").index(use) + 1
    name = use.split('"' if '"' in use else "'")[1]
    result = run("validate", "mi-juego")
    assert result.exit_code == 1
    assert result.stderr.startswith(f"mi-juego/templates/carta.html.j2:{line}:{use.index(name) + 1}: error NM011 "
                                    f"[paquete]: la plantilla «carta.html.j2» usa «{name}», que no existe\n"
                                    f"    sugerencia: {hint}\n")


def test_construir_names_the_template_a_face_imports_that_does_not_exist(here):
    from nismatch_cards.cards.packs import load_pack
    from nismatch_cards.render.resources import TemplateProblem, environment, template_macro

    run("new", "game", "mi-juego")
    game, _, _ = load_pack(here / "mi-juego" / "ruleset.yaml")
    face = here / "mi-juego" / "templates" / "carta.html.j2"
    face.write_text('{% import "piezas.html.j2" as p %}\n' + face.read_text(encoding="utf-8"), encoding="utf-8")
    with pytest.raises(TemplateProblem) as raised:
        template_macro(environment(None, game.template_folders, {}), "carta.html.j2", "face", "del tipo «carta»")
    assert str(raised.value) == ("la plantilla «carta.html.j2» del tipo «carta» usa «piezas.html.j2», que no existe: "
                                 "ponla en la carpeta templates/ del paquete (o en la de --plantillas)")
