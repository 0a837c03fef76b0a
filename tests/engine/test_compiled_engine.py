"""The engine compiled by Cython (games/nismatch/compiled_engine.py): it plays exactly what the plain Python engine
plays, it is used only while it matches its source, and its typed fields are the fields of a game."""
from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from nismatch_cards.games.nismatch import compiled_engine
from nismatch_cards.games.nismatch import engine
from nismatch_cards.games.nismatch.engine import Game, core

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "nismatch_cards" / "games" / "nismatch" / "engine"

DIGESTS = """
import json, pathlib, random, sys
from nismatch_cards.cards.loader import load
from nismatch_cards.games.nismatch import engine
from nismatch_cards.games.nismatch.engine import Game
project = load([pathlib.Path(sys.argv[1])]).project
decks, out = project.decks, []
for i in range(int(sys.argv[2])):
    mode = "2v2" if i % 5 == 4 else "1v1"
    seats = [decks[(i + k) % len(decks)] for k in range(project.ruleset.modes[mode].pilots)]
    game = Game.from_project(project, seats, seed=i, mode=mode)
    chooser, digests = random.Random(i), []
    while not game.over:
        game.apply(chooser.choice(game.legal_actions()))
        if game.actions % 10 == 0:
            digests.append(game.digest())
            twin = game.clone()  # a clone plays on as the game would
            for _ in range(5):
                if not twin.over:
                    twin.apply(random.Random(game.actions).choice(twin.legal_actions()))
            digests.append(twin.digest())
    out.append([game.result, game.actions, digests])
print(json.dumps({"motor": engine.KIND, "partidas": out}))
"""


def _play(games: int, **env) -> dict:
    result = subprocess.run([sys.executable, "-c", DIGESTS, str(ROOT / "cards"), str(games)],
                            capture_output=True, text=True, cwd=ROOT, env={**os.environ, **env})
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


@pytest.mark.skipif(not core.COMPILED, reason=f"el motor no está compilado aquí: {engine.KIND}")
def test_the_compiled_engine_plays_the_games_of_the_python_engine():
    compiled = _play(60)
    python = _play(60, NISMATCH_MOTOR="python")
    assert compiled["motor"] == compiled_engine.COMPILED
    assert python["motor"] == compiled_engine.PYTHON_ASKED
    assert compiled["partidas"] == python["partidas"]


def _fake_engine(tmp_path: Path) -> Path:
    """An engine folder with one typed module, built: its manifest and an (empty) extension module."""
    folder = tmp_path / "engine"
    (folder / compiled_engine.FOLDER).mkdir(parents=True)
    (folder / "core.py").write_text("X = 1\n")
    (folder / "core.pxd").write_text("cdef class GameCore:\n    pass\n")
    (folder / compiled_engine.FOLDER / f"core{compiled_engine._abi()}").write_bytes(b"")
    manifest = {"abi": compiled_engine._abi(), "fuentes": compiled_engine.sources(folder)}
    (folder / compiled_engine.FOLDER / compiled_engine.MANIFEST).write_text(json.dumps(manifest))
    return folder


def test_a_build_that_matches_its_source_comes_first_in_the_package_path(tmp_path, monkeypatch):
    monkeypatch.delenv(compiled_engine.ENV, raising=False)
    folder = _fake_engine(tmp_path)
    path = [str(folder)]
    assert compiled_engine.activate(path, folder) == compiled_engine.COMPILED
    assert path == [str(folder / compiled_engine.FOLDER), str(folder)]


@pytest.mark.parametrize("change, kind", [
    (lambda f: (f / "core.py").write_text("X = 2\n"), compiled_engine.CHANGED),  # edited after the build
    (lambda f: (f / "core.pxd").write_text("cdef class GameCore:\n    cdef int x\n"), compiled_engine.CHANGED),
    (lambda f: (f / compiled_engine.FOLDER / f"core{compiled_engine._abi()}").unlink(), compiled_engine.CHANGED),
    (lambda f: (f / compiled_engine.FOLDER / compiled_engine.MANIFEST).write_text('{"abi": ".otra.so"}'),
     compiled_engine.NOT_BUILT),  # built for another Python
    (lambda f: (f / compiled_engine.FOLDER / compiled_engine.MANIFEST).write_text("no es json"),
     compiled_engine.NOT_BUILT),
])
def test_a_build_that_does_not_match_leaves_the_python_engine(tmp_path, monkeypatch, change, kind):
    monkeypatch.delenv(compiled_engine.ENV, raising=False)
    folder = _fake_engine(tmp_path)
    change(folder)
    path = [str(folder)]
    assert compiled_engine.activate(path, folder) == kind
    assert path == [str(folder)]


def test_NISMATCH_MOTOR_python_asks_for_the_python_engine(tmp_path, monkeypatch):
    folder = _fake_engine(tmp_path)
    monkeypatch.setenv(compiled_engine.ENV, "python")
    path = [str(folder)]
    assert compiled_engine.activate(path, folder) == "Python (NISMATCH_MOTOR=python)"
    assert path == [str(folder)]


def test_every_typed_module_is_built_and_hashed():
    typed = sorted(p.stem for p in ENGINE.glob("*.pxd"))
    assert typed == ["combat", "core", "game", "marchas", "observation", "resolution", "selections", "state", "turns",
                     "units", "zones"]
    assert compiled_engine.modules(ENGINE) == typed + ["visibility"]
    assert set(compiled_engine.sources(ENGINE)) == {f"{m}.py" for m in typed + ["visibility"]} | \
        {f"{m}.pxd" for m in typed}
    constructs = ROOT / "nismatch_cards" / "games" / "nismatch" / "language" / "constructs"
    bots = ROOT / "nismatch_cards" / "games" / "nismatch" / "bots"
    assert compiled_engine.folders() == [ENGINE, constructs, bots]
    assert set(compiled_engine.sources(constructs)) == {"amounts.py", "conditions.py", "filters.py", "selection.py",
                                                        "triggers.py"}
    assert set(compiled_engine.sources(bots)) == {"greedy.py", "greedy.pxd"}  # typed (issue 28)


def test_the_greedy_bot_picks_its_own_build():
    """voraz's scores are compiled beside the engine and used while they match their source (issue 28)."""
    from nismatch_cards.games.nismatch import bots
    folder = Path(bots.__file__).parent
    assert bots.KIND == compiled_engine.status(folder)
    assert (bots.KIND == compiled_engine.COMPILED) == any(compiled_engine.FOLDER in p for p in bots.__path__)


def test_the_language_constructs_pick_their_own_build():
    """The constructs the engine calls most are compiled beside it, and used while they match their sources (each
    folder on its own: an edited engine runs as Python with compiled constructs, which is fine)."""
    from nismatch_cards.games.nismatch.language import constructs
    folder = Path(constructs.__file__).parent
    assert constructs.KIND == compiled_engine.status(folder)
    assert engine.KIND == compiled_engine.status(ENGINE)
    assert (constructs.KIND == compiled_engine.COMPILED) == any(compiled_engine.FOLDER in p for p in constructs.__path__)


def test_core_pxd_types_every_field_of_core_FIELDS_in_its_order():
    declared = re.findall(r"^    cdef public \w+ (\w+)$", (ENGINE / "core.pxd").read_text(), re.MULTILINE)
    assert tuple(declared) == core.FIELDS


def test_a_game_has_no_field_that_core_does_not_know(project):
    """A new field of ``Game`` goes into core.FIELDS and core.pxd (compiled, an undeclared one would live in the
    slower ``__dict__``); only a scenario's own fields are left out."""
    game = Game.from_project(project, project.decks[:2], seed=1)
    chooser = random.Random(1)
    for _ in range(40):
        game.apply(chooser.choice(game.legal_actions()))
    assert set(core.fields_of(game)) == set(core.FIELDS)


def test_building_without_cython_or_a_compiler_says_so_and_the_python_engine_stays(monkeypatch, capsys):
    def no_compiler(jobs: int = 2):
        raise RuntimeError("no hay compilador de C")

    monkeypatch.setattr(compiled_engine, "build", no_compiler)
    assert compiled_engine.main([]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err == "no se pudo compilar el motor: RuntimeError: no hay compilador de C\n"


def test_limpiar_removes_the_build_and_says_which_engine_runs(monkeypatch, capsys):
    removed = []
    monkeypatch.setattr(compiled_engine, "clean", lambda: removed.append(True))  # not this checkout's build
    monkeypatch.setenv(compiled_engine.ENV, "python")
    assert compiled_engine.main(["--limpiar"]) == 0
    assert removed == [True]
    assert capsys.readouterr().out == "motor: Python (NISMATCH_MOTOR=python)\n"


def test_a_build_made_ends_saying_the_engine_is_compiled(monkeypatch, capsys, tmp_path):
    monkeypatch.delenv(compiled_engine.ENV, raising=False)
    monkeypatch.setattr(compiled_engine, "build", lambda jobs=2: [])
    monkeypatch.setattr(compiled_engine, "status", lambda folder=ENGINE: compiled_engine.COMPILED)
    assert compiled_engine.main([]) == 0
    assert capsys.readouterr().out == "motor: compilado (Cython)\n"


@pytest.mark.skipif(not os.environ.get("NISMATCH_EXIGIR_COMPILADO"),
                    reason="solo donde se pide el motor compilado (CI: NISMATCH_EXIGIR_COMPILADO=1)")
def test_where_the_compiled_engine_is_required_both_builds_are_in_use():
    """CI installs with Cython and a compiler, so a build that fails (a construct Cython cannot compile) must fail
    the run instead of silently playing with the slower Python engine."""
    from nismatch_cards.games.nismatch.language import constructs
    assert engine.KIND == compiled_engine.COMPILED
    assert constructs.KIND == compiled_engine.COMPILED
