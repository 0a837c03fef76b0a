"""The interpreter has one implementation for every AST node the grammar can produce."""
from __future__ import annotations

from nismatch_cards.games.nismatch.engine import effects
from nismatch_cards.games.nismatch.language import ast as A


def test_every_effect_node_has_an_implementation():
    missing = [t.__name__ for t in A.EFFECT_TYPES if t not in effects.EFFECTS]
    assert not missing, f"efectos sin implementación: {missing}"


def test_every_requirement_node_has_an_implementation():
    missing = [t.__name__ for t in A.REQUIREMENT_TYPES if t not in effects.REQUIREMENTS]
    assert not missing, f"requisitos sin implementación: {missing}"


def test_the_registries_name_only_ast_nodes():
    assert set(effects.EFFECTS) <= set(A.EFFECT_TYPES)
    assert set(effects.REQUIREMENTS) <= set(A.REQUIREMENT_TYPES)
