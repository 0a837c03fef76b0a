"""``Game.clone()``: the structural copy a search bot makes thousands of times a decision must be the
same game as a deep copy, field by field, and share nothing mutable with the original."""
from __future__ import annotations

import dataclasses
import random

from nismatch_cards.games.nismatch.engine import Game
from nismatch_cards.games.nismatch.engine.core import fields_of
from nismatch_cards.games.nismatch.engine.game import deep_copy
from nismatch_cards.games.nismatch.engine.state import (
    AbilityInfo, CardInfo, Decision, Marcha, Mod, PilotState, Resolution, Restriction,
)
from nismatch_cards.games.nismatch.rules import Ruleset

_CARD_DATA = (CardInfo, AbilityInfo, Ruleset)


def _is_card_data(x) -> bool:
    """Shared by design: card data, the ruleset and the card language's AST (immutable)."""
    return isinstance(x, _CARD_DATA) or type(x).__module__.startswith("nismatch_cards.games.nismatch.language")


def normal(x, path="game"):
    """A comparable picture of ``x``: numbers and text as they are, containers and state objects
    field by field, card data by identity (a clone and a deep copy share it)."""
    if x is None or isinstance(x, (bool, int, float, str)):
        return x
    if _is_card_data(x):
        return ("card data", id(x))
    if isinstance(x, random.Random):
        return ("rng", x.getstate())
    if isinstance(x, (list, tuple)):
        return (type(x).__name__, [normal(v, f"{path}[{i}]") for i, v in enumerate(x)])
    if isinstance(x, (set, frozenset)):
        return (type(x).__name__, sorted(repr(normal(v)) for v in x))
    if isinstance(x, dict):
        return ("dict", sorted((repr(normal(k)), normal(v, f"{path}[{k!r}]")) for k, v in x.items()))
    slots = [s for cls in type(x).__mro__ for s in getattr(cls, "__slots__", ())]
    fields = {s: getattr(x, s) for s in slots}  # AttributeError: a copy forgot a slot
    fields.update(getattr(x, "__dict__", {}))
    return (type(x).__name__, {k: normal(v, f"{path}.{k}") for k, v in sorted(fields.items())})


def mutable_ids(x, seen=None) -> set[int]:
    """Every mutable object reachable from ``x`` that is not card data."""
    seen = set() if seen is None else seen
    if x is None or isinstance(x, (bool, int, float, str, frozenset)) or _is_card_data(x) or id(x) in seen:
        return seen
    if dataclasses.is_dataclass(x) and x.__dataclass_params__.frozen:  # an action
        return seen
    if not isinstance(x, tuple):
        seen.add(id(x))
    if isinstance(x, (list, tuple, set)):
        for v in x:
            mutable_ids(v, seen)
    elif isinstance(x, dict):
        for k, v in x.items():
            mutable_ids(k, seen)
            mutable_ids(v, seen)
    elif not isinstance(x, random.Random):
        for cls in type(x).__mro__:
            for s in getattr(cls, "__slots__", ()):
                mutable_ids(getattr(x, s, None), seen)
        for v in getattr(x, "__dict__", {}).values():
            mutable_ids(v, seen)
    return seen


def positions(project, games: int = 8, every: int = 3):
    """Games stopped every few actions, with marchas, decisions and resolutions under way."""
    decks = project.decks
    for seed in range(games):
        chooser = random.Random(seed)
        game = Game.from_project(project, [decks[seed % len(decks)], decks[(seed + 1) % len(decks)]], seed=seed)
        step = 0
        while not game.over:
            if step % every == 0:
                yield game
            game.apply(chooser.choice(game.legal_actions()))
            step += 1


def own_fields(game: Game) -> dict:
    return {k: v for k, v in fields_of(game).items() if k not in Game.SHARED_FIELDS}


def test_a_clone_equals_a_deep_copy_field_by_field_and_shares_nothing_mutable(project):
    busy = {"stack": 0, "decisions": 0, "resolving": 0, "mods": 0, "build": 0}
    for game in positions(project):
        twin = game.clone()
        assert normal(own_fields(twin)) == normal(own_fields(deep_copy(game)))
        for key in Game.SHARED_FIELDS & fields_of(game).keys():
            assert getattr(twin, key) is getattr(game, key)
        mine, theirs = own_fields(twin), own_fields(game)  # both alive: no id is reused
        assert not mutable_ids(mine) & mutable_ids(theirs), "the clone shares a mutable object"
        for key in busy:
            busy[key] += bool(getattr(game, key))
    assert all(busy.values()), f"the positions never reached some state: {busy}"


def test_every_field_of_a_game_is_either_shared_or_copied(project):
    """A new field of ``Game`` must be classified (``SHARED_FIELDS``, ``VALUE_FIELDS`` or
    ``COPIED_FIELDS``) so that ``clone`` copies it the cheap way; until then it is deep-copied, never shared."""
    for game in positions(project, games=2, every=50):
        assert set(fields_of(game)) <= Game.SHARED_FIELDS | Game.VALUE_FIELDS | Game.COPIED_FIELDS
        for key in Game.VALUE_FIELDS:
            assert getattr(game, key) is None or type(getattr(game, key)) in (int, bool, str, tuple), key
    game.scratch = [[1, 2], {"a": [3]}]  # a field clone does not know
    twin = game.clone()
    assert twin.scratch == game.scratch and twin.scratch is not game.scratch and twin.scratch[0] is not game.scratch[0]


def test_mutating_a_clone_leaves_the_original_alone(project):
    for game in positions(project, games=3, every=25):
        before = normal(own_fields(game))
        twin = game.clone()
        chooser = random.Random(1)
        while not twin.over:
            twin.apply(chooser.choice(twin.legal_actions()))
        assert normal(own_fields(game)) == before


def test_the_copy_of_every_state_object_keeps_every_slot():
    """Each state class's ``copy`` with every slot set to a value of its own: none is forgotten."""
    def filled(cls, **special):
        obj = cls.__new__(cls)
        for k, slot in enumerate(cls.__slots__):
            if slot in special:
                setattr(obj, slot, special[slot])
                continue
            for value in ([k, "valor"], 1000 + k, (k, "valor")):  # compiled (engine/state.pxd), a slot has a type
                try:
                    setattr(obj, slot, value)
                    break
                except TypeError:
                    continue
        return obj

    ability = AbilityInfo.__new__(AbilityInfo)
    marcha = filled(Marcha, ability=ability, responds_to=filled(Marcha, ability=ability, responds_to=None))
    cases = [
        (marcha, marcha.copy({})),
        (filled(Decision), filled(Decision).copy()),
        (filled(Mod), filled(Mod).copy()),
        (filled(Restriction), filled(Restriction).copy()),
        (filled(PilotState), filled(PilotState).copy()),
    ]
    resolution = filled(Resolution, marcha=filled(Marcha, ability=ability, responds_to=None), waiting=("efecto", ["etiqueta"]))
    cases.append((resolution, resolution.copy({})))
    for original, twin in cases:
        assert normal(twin) == normal(original), type(original).__name__
