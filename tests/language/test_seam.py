"""The seam between the card language and the game (issue 26, part 6): constructs reach the game only
through what ``language/seam.py`` declares, the engine implements every member of it with the same
parameters, and every hook says so in its signature. A construct that needs more of the game must
declare it there first, where the next reader finds it."""
from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

from nismatch_cards.games.nismatch.bots.greedy import Estimate
from nismatch_cards.games.nismatch.engine import core
from nismatch_cards.games.nismatch.engine.game import Game
from nismatch_cards.games.nismatch.engine.state import Resolution
from nismatch_cards.games.nismatch.language import seam

CONSTRUCTS = Path(seam.__file__).parent / "constructs"
HOOK_TYPES = {"g": "GameSide", "game": "GameSide", "r": "Resolution", "ev": "Estimate"}


def _hooks():
    """Every function of a construct module with a game, resolution or estimate parameter."""
    for path in sorted(CONSTRUCTS.glob("*.py")):
        for fn in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(fn, ast.FunctionDef):
                args = {a.arg: a for a in fn.args.args + fn.args.kwonlyargs}
                if args.keys() & {"g", "game", "ev"}:
                    yield path.name, fn, args


def _used(param_names: set[str]) -> dict[str, set[str]]:
    """The attributes constructs read or call on parameters named ``param_names``, with where."""
    found: dict[str, set[str]] = {}
    for module, fn, args in _hooks():
        names = param_names & args.keys()
        for node in ast.walk(fn):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in names:
                found.setdefault(node.attr, set()).add(f"{module}:{node.lineno}")
    return found


def _verbs() -> list[str]:
    return sorted(n for n, v in vars(seam.GameSide).items() if inspect.isfunction(v) and not n.startswith("_"))


def _properties() -> list[str]:
    return sorted(n for n, v in vars(seam.GameSide).items() if isinstance(v, property))


def _declared() -> set[str]:
    return set(seam.GameSide.__annotations__) | set(_verbs()) | set(_properties())


def test_constructs_ask_the_game_only_what_the_seam_declares():
    missing = {name: sorted(where) for name, where in _used({"g", "game"}).items() if name not in _declared()}
    assert not missing, f"declare these in language/seam.py (GameSide) or do not use them: {missing}"


def test_constructs_use_no_private_member_of_the_game():
    private = sorted(name for name in _used({"g", "game"}) if name.startswith("_"))
    assert not private


@pytest.mark.parametrize("name", _verbs())
def test_the_engine_implements_each_verb_of_the_seam_with_its_parameters(name):
    declared = list(inspect.signature(getattr(seam.GameSide, name)).parameters)
    implemented = list(inspect.signature(getattr(Game, name)).parameters)
    assert implemented == declared


def test_the_engine_has_every_field_and_property_of_the_seam():
    assert set(seam.GameSide.__annotations__) <= set(core.FIELDS)
    # a property, or the getset descriptor Cython makes of one when the engine is compiled
    assert [name for name in _properties() if not inspect.isdatadescriptor(getattr(Game, name, None))] == []


def test_every_declared_member_is_used_by_some_construct():
    """No dead declarations: the seam is what constructs need, not the engine's whole surface."""
    assert _declared() - set(_used({"g", "game"})) == set()


def test_resolution_and_estimate_have_what_constructs_use():
    resolution = {n for cls in Resolution.__mro__ for n in (*vars(cls), *getattr(cls, "__slots__", ()))}
    assert set(_used({"r"})) - resolution == set()
    assert set(_used({"ev"})) - {n for n in dir(Estimate)} - _estimate_fields() == set()


def _estimate_fields() -> set[str]:
    """The attributes ``Estimate.__init__`` sets (read from its source: the bot may run compiled)."""
    module = ast.parse((Path(seam.__file__).parents[1] / "bots" / "greedy.py").read_text(encoding="utf-8"))
    cls = next(n for n in module.body if isinstance(n, ast.ClassDef) and n.name == "Estimate")
    return {node.attr for node in ast.walk(cls) if isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name) and node.value.id == "self"}


def test_every_hook_is_typed_against_the_seam():
    untyped = sorted(f"{module}:{fn.lineno} {fn.name}({name})" for module, fn, args in _hooks()
                     for name, arg in args.items() if name in HOOK_TYPES and (name != "r" or args.keys() & {"g", "game"})
                     and (arg.annotation is None or ast.unparse(arg.annotation) != HOOK_TYPES[name]))
    assert not untyped, "annotate with language/seam.py's types: " + ", ".join(untyped)
