"""Unmatched through the game interface (nismatch_cards/play/game.py): it conforms in every kind of state, its
games end in every mode, it is reproducible from its seed, a player's observation hides what it may not see, its
actions are written and read back, and the generic random, greedy and search bots play it to the end."""
from __future__ import annotations

import json
import random

import pytest

from nismatch_cards.games.unmatched import actions as A
from nismatch_cards.games.unmatched.definition import END_KINDS, UNMATCHED, evaluate
from nismatch_cards.games.unmatched.engine import HIDDEN, PLACE
from nismatch_cards.games.unmatched.rules import pack_problems
from nismatch_cards.play.bots import RandomBot, make_bot
from nismatch_cards.play.game import GameState, Observation, conformance, game_definition
from nismatch_cards.play.playout import play_out
from play.interface_checks import digests_with_clones

from .boards import FIELD, board
from .helpers import RULES, bundled_deck, hero

HEROES = ("Alice", "Medusa", "Rey Arturo", "Simbad")
MODES = {"1v1": ("Alice", "Medusa"), "2v2": ("Alice", "Medusa", "Rey Arturo", "Simbad"),
         "3j": ("Simbad", "Alice", "Medusa", "Rey Arturo")}


def new(seed: int = 0, mode: str = "1v1", heroes=None):
    return UNMATCHED.start(RULES, [bundled_deck(h) for h in heroes or MODES[mode]], seed, mode, battlefield=FIELD)


def test_the_plugin_gives_the_game_by_the_packs_engine():
    assert game_definition("unmatched") is UNMATCHED and UNMATCHED.end_kinds == END_KINDS
    game = new()
    assert isinstance(game, GameState) and isinstance(game.observe(0), Observation)


@pytest.mark.parametrize("mode", sorted(MODES))
def test_every_state_of_random_games_conforms_and_every_game_ends(mode):
    ends = set()
    for seed in range(6):
        game = new(seed, mode)
        bots = [RandomBot(seed * 10 + p) for p in range(game.players)]
        steps = 0
        while not game.over:
            if steps % 7 == 0:
                assert conformance(game, UNMATCHED) == [], (seed, steps)
            game.apply(bots[game.to_move].choose(game, game.legal_actions()))
            steps += 1
        assert conformance(game, UNMATCHED) == []
        returns = game.returns()
        assert sorted(set(returns)) == [-1.0, 1.0] and len(returns) == RULES.modes[mode].players
        assert game.result.startswith("gana ") and UNMATCHED.end_kind(game) in END_KINDS
        ends.add(UNMATCHED.end_kind(game))
    assert ends


def test_same_seed_same_game_and_a_clone_plays_on_as_the_game():
    def digests(seed: int) -> list[str]:
        return digests_with_clones(new(seed))

    assert digests(5) == digests(5)
    assert digests(5) != digests(6)


def test_a_clone_is_independent_of_its_game():
    game = new(3)
    twin = game.clone()
    before = game.digest()
    while not twin.over:
        twin.apply(twin.legal_actions()[-1])
    assert game.digest() == before and not game.over


def test_what_a_player_cannot_see_does_not_change_its_observation():
    """The other hand and every deck's order are hidden: dealt otherwise, the first player sees the same game."""
    game = new(2)
    play_out(game, [RandomBot(1), RandomBot(2)], max_actions=25)
    other = game.clone()
    hidden = other.hand[1] + other.deck[1]
    random.Random(4).shuffle(hidden)
    other.hand[1], other.deck[1] = hidden[:len(game.hand[1])], hidden[len(game.hand[1]):]
    random.Random(5).shuffle(other.deck[0])  # its own deck's order too
    other._legal = None
    assert other.digest() != game.digest()
    assert other.observe(0).information_state() == game.observe(0).information_state()
    assert other.observe(1).information_state() != game.observe(1).information_state()
    view = game.observe(0).view
    assert set(view.hand[1]) <= {HIDDEN} and set(view.deck[0] + view.deck[1]) <= {HIDDEN}
    assert view.hand[0] == game.hand[0] and view.discard == game.discard and view.rng is None and view.seed is None


def test_an_observation_is_of_the_game_as_it_was_when_observed():
    game = new(7)
    obs = game.observe(game.to_move)
    state = obs.information_state()
    game.apply(game.legal_actions()[0])
    assert obs.information_state() == state and game.observe(obs.player).information_state() != state


def test_a_determinized_world_keeps_what_the_player_sees_and_deals_the_rest():
    game = new(4)
    play_out(game, [RandomBot(1), RandomBot(2)], max_actions=40)
    obs = game.observe(game.to_move)
    world = obs.determinize(random.Random(9))
    assert world.observe(obs.player).information_state() == obs.information_state()
    mine = [a for a, army in enumerate(game.armies) if army.player == obs.player]
    assert all(world.hand[a] == game.hand[a] for a in mine)
    for a, army in enumerate(world.armies):  # every card of every deck, once
        assert sorted(world.hand[a] + world.deck[a] + world.discard[a]) == sorted(army.deck.decklist)
    assert world.digest() != game.digest() and world.rng is not None
    while not world.over:  # and it plays on to its end
        world.apply(world.legal_actions()[0])


def test_the_legal_actions_of_another_player_are_not_in_an_observation():
    game = new(1)
    while game.to_move != 0:
        game.apply(game.legal_actions()[0])
    assert game.observe(1).view._legal is None  # they would show player 0's hand


def test_every_action_is_written_to_json_and_read_back():
    game = new(6)
    seen = set()
    bots = [RandomBot(3), RandomBot(4)]
    while not game.over:
        for action in game.legal_actions():
            written = json.loads(json.dumps(UNMATCHED.action_to_json(action)))
            assert UNMATCHED.action_from_json(written) == action
            assert UNMATCHED.action_text(game, action).strip()
            seen.add(written["tipo"])
        game.apply(bots[game.to_move].choose(game, game.legal_actions()))
    assert {"maniobra", "impulso", "mover", "fin_mover", "ataque", "defensa", "colocar"} <= seen


@pytest.mark.parametrize("data, message", [
    ({"tipo": "saltar"}, "«{'tipo': 'saltar'}» no es una acción de Unmatched (su «tipo» es uno de colocar, maniobra, "
                         "impulso, mover, fin_mover, estratagema, ataque, defensa, descartar, elegir)"),
    ({"tipo": "mover", "luchador": 1}, "a la acción «mover» le falta «casilla»"),
    ({"tipo": "mover", "luchador": "uno", "casilla": "a"}, "«luchador» de la acción «mover» no puede ser 'uno'"),
    ({"tipo": "maniobra", "carta": "finta"}, "la acción «maniobra» no lleva «carta»"),
])
def test_data_that_is_no_action_is_refused_in_spanish(data, message):
    with pytest.raises(ValueError) as error:
        UNMATCHED.action_from_json(data)
    assert str(error.value) == message


def test_action_texts_say_what_happens():
    game = new(0)
    texts = [UNMATCHED.action_text(game, a) for a in game.legal_actions()]
    assert texts == ["¿cómo empieza Alice? Alice empieza GRANDE", "¿cómo empieza Alice? Alice empieza PEQUEÑA"]
    assert game.to_move == 0 and game.choice.player == 0  # U40: the choice is her player's
    game.apply(A.Choose("1"))
    assert game.hero_state[0] == 1
    texts = [UNMATCHED.action_text(game, a) for a in game.legal_actions()]
    assert texts[0].startswith("coloca a Jabberwock en ")
    assert UNMATCHED.action_from_json({"tipo": "impulso", "carta": None}) == A.Boost(None)


def test_a_game_needs_a_battlefield_the_modes_decks_and_start_spaces():
    decks = [bundled_deck("Alice"), bundled_deck("Medusa")]
    with pytest.raises(ValueError, match="^no hay ningún campo de batalla «luna»; los hay: bosque-de-los-ecos, "
                                         "puerto-de-la-niebla$"):
        UNMATCHED.start(RULES, decks, 0, "1v1", battlefield="luna")
    with pytest.raises(ValueError, match="^el modo «2v2» juega con 4 héroes \\(un mazo cada uno\\), no con 2$"):
        UNMATCHED.start(RULES, decks, 0, "2v2", battlefield=FIELD)
    with pytest.raises(ValueError, match="^no hay ningún modo «4j»; modos: 1v1, 2v2, 3j$"):
        UNMATCHED.start(RULES, decks, 0, "4j", battlefield=FIELD)
    small = board([("a", "b")], {"a": "rojo", "b": "azul"}, ["a", "b"], "pequeño")
    with pytest.raises(ValueError, match="^el campo de batalla «pequeño» tiene 2 casillas de salida y el modo «2v2» "
                                         "necesita 4$"):
        UNMATCHED.start(RULES, decks * 2, 0, "2v2", battlefield=small)
    name, cards = decks[0]
    with pytest.raises(ValueError, match="^el mazo «Alice» debe traer la carta de su héroe \\(tipo «personaje»\\) "
                                         "una vez, y trae 0$"):
        UNMATCHED.start(RULES, [(name, cards[1:]), decks[1]], 0, "1v1", battlefield=FIELD)


def test_the_texts_not_played_are_listed_never_claimed():
    """A game started with no text player (``texts=None``) lists each text it reached and did not play."""
    game = UNMATCHED.start(RULES, [bundled_deck(h) for h in MODES["1v1"]], 11, "1v1", battlefield=FIELD, texts=None)
    assert [u.card for u in game.unplayed] == ["Alice", "Medusa"]  # the abilities, from the set-up
    assert game.unplayed[0].describe().startswith("preparación, Alice: Alice (habilidad especial): «Al colocar a Alice")
    play_out(game, [RandomBot(1), RandomBot(2)])
    played = [u for u in game.unplayed if u.turn > 0]
    assert played and all(u.where in ("inmediatamente", "durante_el_combate", "despues_del_combate", "estratagema")
                          for u in played)
    for u in played:
        cards = [c for army in game.armies for c in army.cards if c.name == u.card]
        assert any((u.where, u.text) in c.texts for c in cards)


@pytest.mark.parametrize("bot", ["aleatorio", "voraz", "busqueda:2"])
def test_the_generic_bots_play_whole_games(bot):
    game = new(8)
    out = play_out(game, [make_bot(bot, 1, "unmatched"), make_bot(bot, 2, "unmatched")])
    assert out.finished and sorted(out.returns) == [-1.0, 1.0]


def test_the_greedy_bot_beats_the_random_bot():
    wins = 0
    for seed in range(10):
        game = new(seed)
        seats = [make_bot("voraz", seed, "unmatched"), RandomBot(seed)]
        if seed % 2:
            seats.reverse()
        out = play_out(game, seats)
        greedy = 0 if seed % 2 == 0 else 1
        wins += out.returns[greedy] > 0
    assert wins >= 8


def test_the_evaluation_prefers_health_and_a_won_game():
    game = new(0)
    while game.phase == PLACE:
        game.apply(game.legal_actions()[0])
    base = evaluate(game, 0)
    hurt = game.clone()
    hurt.hp[hurt.armies[1].fighters[0]] -= 3
    assert evaluate(hurt, 0) > base and evaluate(hurt, 1) < evaluate(game, 1)
    while not game.over:
        game.apply(game.legal_actions()[0])
    assert {evaluate(game, 0), evaluate(game, 1)} == {1000.0, -1000.0}


def test_the_pack_declares_what_the_engine_reads_and_a_pack_without_it_is_told_so():
    from nismatch_cards.cards.packs import bundled
    from dataclasses import replace

    pack = bundled("unmatched").pack
    assert pack.engine == "unmatched" and pack_problems(pack) == []
    constants = {k: v for k, v in pack.constants.items() if k != "limite_de_mano"}
    assert pack_problems(replace(pack, constants=constants)) == [
        (("constantes",), "falta la constante «limite_de_mano», que usa el motor de Unmatched",
         "añade «limite_de_mano: {nombre: …, valor: …}»")]


def test_the_docs_example_plays_a_game(monkeypatch, capsys):
    """docs/juegos/unmatched.md: its Python example runs as written, on a map of the tests."""
    import re
    from pathlib import Path

    from .helpers import REPO

    text = (REPO / "docs" / "juegos" / "unmatched.md").read_text(encoding="utf-8")
    code = re.search(r"```python\n(.*?)```", text, re.S).group(1)
    monkeypatch.chdir(REPO)
    exec(code, {"mapa": FIELD})
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("gana ") and lines[1:] == []  # every bundled text is played: none is listed


@pytest.mark.parametrize("battlefield, spaces", [(None, 33), ("puerto-de-la-niebla", 32)])
def test_a_game_plays_on_a_battlefield_the_pack_ships_by_its_id(battlefield, spaces):
    """Without a map of its own a game is played on the pack's first battlefield by id (U20), or the one named."""
    decks = [bundled_deck("Alice"), bundled_deck("Medusa")]
    game = UNMATCHED.start(RULES, decks, 3, "1v1", battlefield=battlefield)
    assert len(game.board.spaces) == spaces
    chooser = random.Random(3)
    while not game.over:
        game.apply(chooser.choice(game.legal_actions()))
    assert UNMATCHED.end_kind(game) in END_KINDS
