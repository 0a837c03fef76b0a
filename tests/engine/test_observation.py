"""A bot decides from what its pilot knows: two games that differ only in what the pilot cannot see
(the rival's hand, the order of the Arsenales, the face-down Botines) give it the same observation,
and every bot the same decision; a determinized world is consistent with the observation."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from nismatch_cards.games.nismatch.bots import make_bot
from nismatch_cards.games.nismatch.engine import Game
from nismatch_cards.games.nismatch.engine.core import fields_of
from nismatch_cards.games.nismatch.engine.observation import HIDDEN, observe
from nismatch_cards.games.nismatch.engine.scenario import run_scenario_file
from nismatch_cards.games.nismatch.engine.state import MULLIGAN, PRINCIPAL1, TORSO, Z_ARSENAL, Z_BOTINES, Z_HAND
from nismatch_cards.games.nismatch.engine.visibility import shown

from .test_clone import normal


def midgame(project, seed: int, phase: int = PRINCIPAL1) -> Game:
    """A game between two bundled decks, played at random up to a decision of the active pilot in ``phase``."""
    decks = project.decks
    game = Game.from_project(project, [decks[seed % len(decks)], decks[(seed + 1) % len(decks)]], seed=seed)
    chooser = random.Random(seed)
    while not game.over:
        if game.turn >= 4 and game.phase == phase and not game.decisions and game.prio is None:
            return game
        game.apply(chooser.choice(game.legal_actions()))
    pytest.skip("the game ended before the position")


def reshuffled(game: Game, p: int, seed: int) -> Game:
    """The same game except what ``p`` cannot see: the rival's hand, Botines and Arsenal dealt again
    from the same cards, and ``p``'s own Arsenal and Botines likewise; a card ``p`` sees there (shown to
    everyone, looked at by ``p``, seen going there) stays where it is."""
    twin = game.clone()
    rng = random.Random(seed)
    seen = shown(game, p)  # what p was shown or saw go there stays where it is
    for q in twin.pilots:
        piles = [("botines", Z_BOTINES), ("arsenal", Z_ARSENAL)] + ([("hand", Z_HAND)] if q.index != p else [])
        cards = [i for attr, _ in piles for i in getattr(q, attr) if i not in seen]
        rng.shuffle(cards)
        for attr, zone in piles:
            pile = [i if i in seen else cards.pop() for i in getattr(q, attr)]
            setattr(q, attr, pile)
            for i in pile:
                if i not in seen:
                    twin.loc[i] = zone
                    twin.serial[i] = rng.randrange(3)  # how often a hidden card moved is not public either
    twin.seed, twin.rng = seed, random.Random(seed)
    twin._legal = None
    assert not twin.check_invariants()
    return twin


def view_fields(obs) -> dict:
    return {k: v for k, v in fields_of(obs.view).items() if k not in ("ruleset", "zone_match", "_legal")}


@pytest.mark.parametrize("seed", range(6))
def test_what_the_pilot_cannot_see_changes_nothing_it_observes_or_decides(project, seed):
    game = midgame(project, seed)
    p = game.to_move
    twin = reshuffled(game, p, seed + 100)
    rival = 1 - p
    assert twin.pilots[rival].hand != game.pilots[rival].hand or twin.pilots[p].arsenal != game.pilots[p].arsenal
    seen, seen_twin = observe(game, p), observe(twin, p)
    assert normal(view_fields(seen)) == normal(view_fields(seen_twin))
    assert seen.information_state() == seen_twin.information_state()
    assert seen.hidden == seen_twin.hidden and seen.unseen == seen_twin.unseen
    for name in ("random", "greedy", "search:6"):
        assert make_bot(name, seed).choose(game, game.legal_actions()) == \
            make_bot(name, seed).choose(twin, twin.legal_actions()), name


def test_what_the_pilot_sees_does_change_its_observation(project):
    """The check above is not blind: a different card in the pilot's own hand is a different observation."""
    game = midgame(project, 1)
    p = game.to_move
    twin = game.clone()
    mine = twin.pilots[p]
    mine.hand[0], mine.arsenal[0] = mine.arsenal[0], mine.hand[0]
    twin.loc[mine.hand[0]], twin.loc[mine.arsenal[0]] = Z_HAND, Z_ARSENAL
    assert game.cards[mine.hand[0]].id != game.cards[mine.arsenal[0]].id or pytest.skip("the same card")
    assert observe(game, p).information_state() != observe(twin, p).information_state()


def test_the_view_hides_every_hidden_card_and_the_engines_randomness(project):
    game = midgame(project, 2)
    p = game.to_move
    obs = observe(game, p)
    view = obs.view
    rival = view.pilots[1 - p]
    assert view.seed is None and view.rng is None and view.log is None
    for inst in rival.hand + rival.arsenal + rival.botines + view.pilots[p].arsenal + view.pilots[p].botines:
        assert view.cards[inst] is HIDDEN
    assert all(view.cards[i] is game.cards[i] for i in game.pilots[p].hand)
    assert all(view.cards[i] is game.cards[i] for q in game.pilots for i in q.unit if i >= 0)
    assert sorted(obs.hidden[1 - p]) == sorted(rival.hand + rival.arsenal + rival.botines)
    deck = sorted(info.id for i, info in enumerate(game.cards) if game.owner[i] == 1 - p)
    visible = sorted(view.cards[i].id for i in range(len(game.cards))
                     if game.owner[i] == 1 - p and view.cards[i] is not HIDDEN)
    assert sorted(visible + [info.id for info in obs.unseen[1 - p]]) == deck


@pytest.mark.parametrize("phase", [MULLIGAN, TORSO, PRINCIPAL1])
def test_a_determinized_world_is_consistent_with_the_observation(project, phase):
    """Dealing the hidden cards again gives a complete game that the pilot observes exactly as before,
    that keeps every invariant and plays to the end."""
    decks = project.decks
    for seed in range(4):
        if phase == PRINCIPAL1:
            game = midgame(project, seed)
        else:
            game = Game.from_project(project, [decks[seed % len(decks)], decks[(seed + 2) % len(decks)]], seed=seed)
            chooser = random.Random(seed)
            while game.phase != phase:
                game.apply(chooser.choice(game.legal_actions()))
        p = game.to_move
        obs = observe(game, p)
        rng = random.Random(seed)
        worlds = [obs.determinize(rng) for _ in range(3)]
        for world in worlds:
            assert not world.check_invariants()
            assert HIDDEN not in world.cards
            assert observe(world, p).information_state() == obs.information_state()
        assert len({tuple(w.pilots[1 - p].hand) for w in worlds} | {tuple(map(id, (w.cards[i] for i in w.pilots[1 - p].hand)))
                                                                   for w in worlds}) > 1
        chooser = random.Random(seed)
        world = worlds[0]
        while not world.over:
            world.apply(chooser.choice(world.legal_actions()))


def test_the_search_bot_is_deterministic_for_a_seed(project):
    game = midgame(project, 3)
    choices = {make_bot("search:8", 5).choose(game, game.legal_actions()) for _ in range(2)}
    assert len(choices) == 1


def at_torso_choice(project, seed: int) -> tuple[Game, random.Random]:
    """A game between two bundled decks played at random until B places its Parte face down (5.1), and the
    chooser that played it."""
    decks = project.decks
    game = Game.from_project(project, [decks[seed % len(decks)], decks[(seed + 1) % len(decks)]], seed=seed)
    chooser = random.Random(seed)
    while not (game.phase == TORSO and game.to_move == 1) and not game.over:
        game.apply(chooser.choice(game.legal_actions()))
    return game, chooser


def test_the_rivals_face_down_torso_is_a_parte_in_every_world(project):
    """5.1: the card the rival placed face down in its Torso is hidden, but it is a Parte: every world
    deals it a Parte (else the world would equip a Carta de Apoyo)."""
    checked = 0
    for seed in range(6):
        game, chooser = at_torso_choice(project, seed)
        obs = observe(game, 1)
        if game.loc[game.torso_choice.get(0, 0)] != Z_HAND or 0 not in game.torso_choice:
            continue  # no Parte in its hand (nothing face down), or already revealed
        [face_down] = obs.parts
        assert obs.view.cards[face_down] is HIDDEN
        rng = random.Random(seed)
        for _ in range(20):
            world = obs.determinize(rng)
            assert world.cards[world.torso_choice[0]].is_part
            checked += 1
        while not world.over:
            world.apply(chooser.choice(world.legal_actions()))
            assert not world.check_invariants()
    assert checked >= 60


def test_a_bot_remembers_the_card_it_saw_go_back_to_the_rivals_hand():
    """A Parte returned to its owner's hand was seen by everyone: the rival's observation names it in that
    hand (the rest of the hand stays hidden), and every world it deals keeps it there."""
    root = Path(__file__).resolve().parents[2]
    result = run_scenario_file(root / "tests" / "engine" / "scenarios" / "visibilidad-parte-devuelta-a-la-mano.yaml",
                               [root / "cards"])
    game = result.game
    assert result.ok, result.message
    bounced = next(i for i in game.pilots[1].hand if game.cards[i].id == "brazo-sierra")
    obs = observe(game, 0)
    assert obs.view.cards[bounced] is game.cards[bounced]
    assert all(obs.view.cards[i] is HIDDEN for i in obs.view.pilots[1].hand if i != bounced)
    assert "brazo-sierra" not in [info.id for info in obs.unseen[1]]
    rng = random.Random(0)
    for _ in range(5):
        world = obs.determinize(rng)
        assert "brazo-sierra" in [world.cards[i].id for i in world.pilots[1].hand]


def test_playing_on_the_view_leaves_the_game_alone(project):
    """The view is the bot's own: a bot that looks ahead by playing on ``obs.view`` (not on a determinized world)
    must not change the real game; it shared the game's damage, marchas and decisions."""
    changed = 0
    for seed in range(8):
        game = midgame(project, seed)
        before = game.digest()
        obs = observe(game, game.to_move)
        chooser = random.Random(seed)
        for _ in range(30):
            if obs.view.over:
                break
            try:
                obs.view.apply(chooser.choice(obs.view.legal_actions()))
            except Exception:  # a view has anonymous cards: drawing one may break it, but only it
                break
            changed += 1
        assert game.digest() == before and not game.check_invariants()
    assert changed > 30


def test_a_view_played_on_shares_no_changing_state_with_the_game(project):
    """Looking costs no copy (the view shares the game's state); the first move played on it copies it all."""
    game = midgame(project, 3)
    view = observe(game, game.to_move).view
    assert view.damage is game.damage  # shared while only looked at
    view.apply(view.legal_actions()[0])
    for key, value in fields_of(view).items():
        if key not in Game.SHARED_FIELDS and (isinstance(value, (list, dict, set)) or hasattr(value, "__dict__")):
            assert value is not fields_of(game).get(key), key
    assert view.clone()._shared is False


def test_playing_on_one_view_leaves_the_next_observation_alone(project):
    """Issue 28: two observations of an unchanged game share what the renumbering made (the hidden piles, the cards
    with the hidden ones anonymous); a bot that plays on the first view must not change the second, nor the game, nor
    what a third observation shows."""
    played = 0
    for seed in range(6):
        game = midgame(project, seed)
        p = game.to_move
        first, second = observe(game, p), observe(game, p)
        before = second.information_state()  # everything the pilot knows, by value
        piles = [(list(q.hand), list(q.botines), list(q.arsenal)) for q in second.view.pilots]
        chooser = random.Random(seed)
        for _ in range(20):
            if first.view.over:
                break
            try:
                first.view.apply(chooser.choice(first.view.legal_actions()))
            except Exception:  # a view has anonymous cards: drawing one may break it, but only it
                break
            played += 1
        assert second.information_state() == before
        assert [(q.hand, q.botines, q.arsenal) for q in second.view.pilots] == piles
        assert observe(game, p).information_state() == before
    assert played > 30


def test_an_observation_after_a_move_shows_the_piles_as_they_are_now(project):
    """The renumbered piles kept from one observation to the next are used only while the game's piles are the
    same: after the pilot draws, its next observation has one card more in its hand and one less in its Arsenal."""
    checked = 0
    for seed in range(6):
        game = midgame(project, seed, phase=PRINCIPAL1)
        chooser = random.Random(seed)
        while not game.over and checked <= seed:
            p = game.to_move
            obs = observe(game, p)
            sizes = [(len(q.hand), len(q.botines), len(q.arsenal)) for q in obs.view.pilots]
            assert sizes == [(len(q.hand), len(q.botines), len(q.arsenal)) for q in game.pilots]
            arsenal = len(game.pilots[p].arsenal)
            game.apply(chooser.choice(game.legal_actions()))
            if len(game.pilots[p].arsenal) < arsenal:  # it drew (or milled): the next observation sees the change
                after = observe(game, p).view.pilots[p]
                assert (len(after.hand), len(after.arsenal)) == (len(game.pilots[p].hand), len(game.pilots[p].arsenal))
                checked += 1
    assert checked >= 3


def test_where_the_face_down_parte_is_in_the_rivals_hand_is_not_observed(project):
    """5.1: while B places its Parte face down, A's choice is hidden, and so is its place in A's hand: two games
    whose only difference is the order of A's hand give B the same observation."""
    compared = 0
    for seed in range(8):
        game, _ = at_torso_choice(project, seed)
        if 0 not in game.torso_choice or game.loc[game.torso_choice[0]] != Z_HAND:
            continue
        twin = game.clone()
        random.Random(seed).shuffle(twin.pilots[0].hand)
        assert twin.pilots[0].hand != game.pilots[0].hand
        assert observe(game, 1).information_state() == observe(twin, 1).information_state()
        compared += 1
    assert compared >= 3


def test_a_pilot_searching_its_arsenal_observes_all_of_it_and_the_rival_none(tmp_path):
    """«Busca … en tu Arsenal» (docs/rulings.md 73): while the searcher chooses, its observation (what its bot
    decides with) shows every card of that Arsenal, in order, not only those it may take; the rival's shows none."""
    root = Path(__file__).resolve().parents[2]
    scenario = tmp_path / "busca.yaml"
    scenario.write_text(
        'nombre: "busca"\nregla: "6.1"\ninicio:\n  activo: A\n  pilotos:\n'
        '    A: {car: 2, mano: [catalogo-de-piezas], arsenal: [torso-bidon, pata-del-golem, chispazo, '
        'corona-del-tirano], unidad: {torso: torso-bidon}}\n    B: {unidad: {torso: torso-bidon}}\n'
        'acciones:\n  - "A: jugar catalogo-de-piezas"\n  - "B: pasar"\n', encoding="utf-8")
    result = run_scenario_file(scenario, [root / "cards"])  # it stops at A's choice, which it does not make
    assert "A debe elegir las cartas que busca" in result.message
    game = result.game
    assert game.decisions and game.decisions[0].pilot == 0
    assert len(game.decisions[0].options) == 2  # the two Legendarias: what A may take
    mine, rivals = observe(game, 0), observe(game, 1)
    arsenal = [game.cards[i].id for i in game.pilots[0].arsenal]
    assert sorted(arsenal) == ["chispazo", "corona-del-tirano", "pata-del-golem", "torso-bidon"]
    assert [mine.view.cards[i].id for i in mine.view.pilots[0].arsenal] == arsenal
    assert all(rivals.view.cards[i] is HIDDEN for i in rivals.view.pilots[0].arsenal)
