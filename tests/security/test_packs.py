"""A pack (``ruleset.yaml``) from a pull request is data too: its modes seat players that exist,
its ids end where they seem to, its images stay in its folder; ``esquemas`` and ``new`` write
only where they may (issue 13)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from .helpers import PACK, invoke, png

RULESET = (PACK / "ruleset.yaml").read_text(encoding="utf-8")
ONE_V_ONE = '1v1: {nombre: "1 contra 1", jugadores: 2, equipos: [[1], [2]]}'


def pack_problems(ruleset: str) -> list[tuple]:
    run = invoke("validate", "cards", "--format", "json")
    assert run.exception is None, run.exception
    return [(d["code"], d["message"]) for d in json.loads(run.stdout) if d["file"] == "cards/ruleset.yaml"]


@pytest.mark.parametrize("mode, message", [
    ('1v1: {nombre: "1 contra 1", jugadores: 2, equipos: [[1], [7]]}',
     "los equipos del modo «1v1» nombran al jugador 7, pero el modo tiene 2"),
    ('1v1: {nombre: "1 contra 1", jugadores: 2, equipos: [[1, 2], [2]]}',
     "en los equipos del modo «1v1» cada jugador de 1 a 2 debe estar una vez"),
    ('1v1: {nombre: "1 contra 1", jugadores: 40, equipos: [[1], [2]]}',
     "el modo «1v1» tiene 40 jugadores, fuera de «juego.jugadores» (2 a 4)"),
])
def test_a_mode_seats_only_players_that_exist(project, mode, message):
    project({"cards/ruleset.yaml": RULESET.replace(ONE_V_ONE, mode)})
    assert ("NM011", message) in pack_problems(RULESET)


def test_forty_pilots_are_no_game_of_nismatch(project):
    ruleset = RULESET.replace("jugadores: {minimo: 2, maximo: 4}", "jugadores: {minimo: 2, maximo: 40}")
    ruleset = ruleset.replace(ONE_V_ONE, ONE_V_ONE + "\n    todos: {nombre: Todos, jugadores: 40, equipos: [["
                              + ", ".join(map(str, range(1, 41))) + "]]}")
    project({"cards/ruleset.yaml": ruleset})
    problems = pack_problems(ruleset)
    assert ("NM011", "un juego tiene como mucho 8 jugadores") in problems
    assert ("NM011", "el modo «todos» tiene 40 jugadores, fuera de «juego.jugadores» (2 a 40)") in problems


def test_an_id_with_a_line_break_at_its_end_is_no_id(project):
    project({"cards/ruleset.yaml": RULESET.replace("id: nismatch", 'id: "nismatch\\n"', 1)})
    assert ("NM010", "«nismatch\n» no es un identificador válido para «id»") in pack_problems(RULESET)


def test_the_images_of_a_pack_stay_in_its_folder(project):
    root = project({"outside/dorso.png": png()})
    ruleset = RULESET.replace("dorsos:\n", f"dorsos:\n  fuera: {{nombre: Fuera, imagen: {root}/outside/dorso.png}}\n"
                              "  falso: {nombre: Falso, imagen: falso.png}\n", 1)
    project({"cards/ruleset.yaml": ruleset, "cards/falso.png": "texto"})
    problems = pack_problems(ruleset)
    assert ("NM011", f"la imagen «{root}/outside/dorso.png» queda fuera de la carpeta del paquete") in problems
    assert ("NM011", "la imagen «falso.png» no es una imagen (PNG, JPEG, GIF, WebP, AVIF o SVG)") in problems


@pytest.mark.parametrize("args, message", [
    (("esquemas", "--out", "cards/t/set.yaml/x"),
     "--salida: «cards/t/set.yaml/x» está dentro de «cards/t/set.yaml», que es un archivo y no una carpeta"),
    (("esquemas", "--out", "/proc/x"), "--salida: «/proc/x» está en /proc, que no es una carpeta de archivos"),
    (("new", "game", "cards/t/set.yaml/juego"),
     "«cards/t/set.yaml/juego» está dentro de «cards/t/set.yaml», que es un archivo y no una carpeta"),
])
def test_esquemas_and_new_write_only_where_they_may(project, args, message):
    project()
    run = invoke(*args)
    assert run.exception is None, run.exception
    assert run.exit_code == 2
    assert message in run.stderr


def test_esquemas_never_writes_through_a_link(project):
    root = project({"outside/card.schema.json": '{"$id": "urn:nismatch-cards:schema:nismatch:card"}'})
    Path("esquemas").mkdir()
    Path("esquemas/card.schema.json").symlink_to(root / "outside" / "card.schema.json")
    run = invoke("esquemas", "--forzar")
    assert run.exit_code == 0, run.stderr
    assert not Path("esquemas/card.schema.json").is_symlink()
    assert (root / "outside" / "card.schema.json").read_text() == '{"$id": "urn:nismatch-cards:schema:nismatch:card"}'


def test_a_deck_of_a_billion_copies_is_refused_before_it_is_laid_out(tmp_path, monkeypatch):
    """A pack without a deck maximum: the copies were laid out one by one (MemoryError) before anything said no."""
    import shutil

    monkeypatch.chdir(tmp_path)
    shutil.copytree(PACK.parent / "unmatched", "cards")
    ruleset = Path("cards/ruleset.yaml")
    ruleset.write_text(ruleset.read_text(encoding="utf-8").replace("tamano: {exacto: 30}", "tamano: {minimo: 30}"),
                       encoding="utf-8")
    deck = Path("cards/decks/alice.yaml")
    deck.write_text(deck.read_text(encoding="utf-8").replace("zis-zas: 1\n", "zis-zas: 1000000000\n"), encoding="utf-8")
    run = invoke("build", "--cards", "cards", "--out", "build", "--deck", "cards/decks/alice.yaml", "html")
    assert run.exception is None, run.exception
    assert run.exit_code == 1
    assert run.stderr.startswith("cards/decks/alice.yaml:8:1: error NM040 [mazo-tamano]: el mazo tiene 1000000029 "
                                 "cartas; ningún mazo puede tener más de 10000\n"
                                 "    sugerencia: revisa el número de copias de cada carta\n")
