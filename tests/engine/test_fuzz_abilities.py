"""Every ability `nismatch validar` accepts plays without breaking the engine or the bots: random abilities of
every construct (tests/language/strategies.py), the ones the checks let through put on the Cartas de Apoyo (or, in
the slow tier, on every Parte, with any etiqueta) of two decks, played to the end by a random and a greedy pilot,
with the state's invariants checked.

This found texts that validated and then crashed a game («descarta esta carta», «Si tu Unidad tiene 5 o más PG»,
«niega esta Parte») or looped («… mientras tu Unidad tenga 5 o más FUE», docs/rulings.md 39)."""
from __future__ import annotations

import dataclasses

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language import parse, to_text
from nismatch_cards.games.nismatch.language.checks import AbilityContext, TagRules, ability_problems
from tests.language import strategies as S

from nismatch_cards.games.nismatch.bots.base import make_bot
from nismatch_cards.games.nismatch.engine import Game

from .language_games import DECKS, play_out

SUPPORT = AbilityContext(TagRules("normal", "Normal", "obligatorio", "prohibido"), is_part=False, die=6)
#: An ability of a Carta de Apoyo: a cost, up to two requirements that are not triggers, any effect.
SUPPORT_ABILITIES = st.builds(
    A.Ability, cost=st.integers(0, 3),
    requirements=st.lists(S.requirements.filter(lambda r: isinstance(r, (A.Select, A.Condition, A.Pay))),
                          max_size=2).map(tuple),
    effect=st.one_of(S.effects, S.joined, S.choose_one, S.roll))
SETTINGS = dict(deadline=None, suppress_health_check=list(HealthCheck))


def _valid(ability) -> str | None:
    """The text of ``ability`` if the checks accept it on a Carta de Apoyo, else None."""
    text = to_text(ability)
    if any(p.severity == "error" for p in ability_problems(parse(text), SUPPORT)):
        return None
    return text


def _plays(project, ability, seed: int) -> None:
    text = _valid(ability)
    if text is None:
        return
    game = play_out(project, [("normal", text)], ("aleatorio", "voraz"), seed)
    assert game.over and game.check_invariants() == [], text


@settings(max_examples=400, derandomize=True, **SETTINGS)
@given(SUPPORT_ABILITIES, st.integers(0, 1000))
def test_every_valid_ability_plays(project, ability, seed):
    _plays(project, ability, seed)


@pytest.mark.slow
@settings(max_examples=8000, **SETTINGS)
@given(SUPPORT_ABILITIES, st.integers(0, 1000))
def test_every_valid_ability_plays_many(project, ability, seed):
    _plays(project, ability, seed)


#: An ability of a Parte: any requirements (triggers too), with or without a cost, any effect.
PART_ABILITIES = st.builds(A.Ability, cost=st.none() | st.integers(0, 3),
                           requirements=st.lists(S.requirements, max_size=2).map(tuple),
                           effect=st.one_of(S.effects, S.joined, S.choose_one, S.roll))


@pytest.mark.slow
@settings(max_examples=12000, **SETTINGS)
@given(PART_ABILITIES, st.sampled_from(["normal", "relampago", "disparado", "pasiva"]), st.integers(0, 1000))
def test_every_valid_parte_ability_plays(project, ability, tag, seed):
    """Every Parte of both decks carries the ability: Pasivas, Disparados and costs paid with the Parte itself."""
    text = to_text(ability)
    context = AbilityContext(TagRules.of(project.ruleset.tags[tag]), is_part=True, die=6)
    if any(p.severity == "error" for p in ability_problems(parse(text), context)):
        return
    decks = []
    for name in DECKS:
        cards = project.deck_cards(project.deck(name))
        decks.append((name, [dataclasses.replace(c, fields={**c.fields, "habilidades": [{"etiqueta": tag, "texto": text}]})
                             if c.type == "parte" else c for c in cards]))
    game = Game(project.ruleset, decks, seed=seed)
    bots = [make_bot("aleatorio", seed), make_bot("voraz", seed + 1)]
    while not game.over:
        game.apply(bots[game.to_move].choose(game, game.legal_actions()))
    assert game.check_invariants() == [], text
