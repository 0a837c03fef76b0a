"""The game interface (nismatch_cards/play/game.py): NISMATCH's engine conforms to it, a game written only here
(race_game.py) conforms too, and the game-independent bots and play-out loop play both."""
from __future__ import annotations

import dataclasses
import json
import random
import re
from pathlib import Path

import pytest

from nismatch_cards.games.nismatch.bots import GreedyBot, SearchBot, bot_problem, make_bot
from nismatch_cards.games.nismatch.definition import END_KINDS, NISMATCH
from nismatch_cards.games.nismatch.engine import Game
from nismatch_cards.games.nismatch.sim import runner
from nismatch_cards.play import game as interface
from nismatch_cards.play.bots import BOTS, FORMER_NAMES, REGISTRY, Bot, RandomBot, bot_name, bots_for, register
from nismatch_cards.play.bots import GreedyBot as GenericGreedy, SearchBot as GenericSearch
from nismatch_cards.play.bots import bot_problem as generic_bot_problem
from nismatch_cards.play.bots import make_bot as generic_make_bot
from nismatch_cards.play.game import GameState, NoGameError, Observation, conformance, game_definition
from nismatch_cards.play.playout import play_out
from play.interface_checks import digests_with_clones

from .race_game import DECKS, EMPTY, OVER, RACE, TARGET, WIN, Play, Race

PLAY = Path(interface.__file__).parent


class LookAhead(Bot):
    """A determinized search that knows nothing of any game: each legal action tried in worlds dealt from the
    observation and played out at random; the best mean return wins."""

    name = "mirar"
    worlds = 12

    def decide(self, obs: Observation, actions: list):
        def value(action) -> float:
            total = 0.0
            for _ in range(self.worlds):
                world = obs.determinize(self.rng)
                world.apply(action)
                total += play_out(world, [RandomBot(self.rng.getrandbits(32)) for _ in range(2)]).returns[obs.player]
            return total

        return max(actions, key=value)


# --- the toy game ---------------------------------------------------------------------------

def test_a_game_written_outside_the_package_conforms():
    game = Race(None, DECKS, seed=3)
    assert isinstance(game, GameState)
    assert isinstance(game.observe(0), Observation)
    assert conformance(game) == []


def test_the_generic_loop_plays_the_toy_game_to_its_end_with_the_random_bot_by_name():
    ends = set()
    for seed in range(40):
        game = Race(None, DECKS, seed=seed)
        out = play_out(game, [make_bot("aleatorio", seed), make_bot("random", seed + 1)])
        assert out.finished and game.over and out.state is game
        assert out.returns == game.returns() and sorted(out.returns) == [-1.0, 1.0]
        assert game.total >= TARGET and out.actions == sum(map(len, game.played))
        assert re.fullmatch(r"gana (Uno|Otro): (exacto|pasado)", game.result)
        ends.add(RACE.end_kind(game))
    assert ends == {WIN, OVER}


def test_same_seed_same_game_and_a_clone_plays_on_as_the_game():
    def digests(seed: int) -> list[str]:
        return digests_with_clones(Race(None, DECKS, seed=seed))

    assert digests(5) == digests(5)
    assert digests(5) != digests(6)


def test_the_action_limit_stops_a_play_out_unfinished():
    game = Race(None, DECKS, seed=1)
    out = play_out(game, [RandomBot(1), RandomBot(2)], max_actions=2)
    assert (out.actions, out.finished, out.returns, game.over) == (2, False, (0.0, 0.0), False)
    assert game.result == "en juego"


def test_a_player_with_no_card_ends_the_game_in_a_draw():
    game = Race(None, [("Uno", []), ("Otro", [5])], seed=0)
    assert game.over and game.returns() == (0.0, 0.0) and game.result == f"tablas: {EMPTY}"
    assert play_out(game, [RandomBot(), RandomBot()]).actions == 0


def test_what_a_player_cannot_see_does_not_change_its_observation():
    game = Race(None, DECKS, seed=2)
    other = game.clone()  # the second player's hand and deck dealt otherwise: what the first cannot see
    hidden = (other.hands[1] + other.decks[1])[::-1]
    other.hands[1], other.decks[1] = hidden[:len(game.hands[1])], hidden[len(game.hands[1]):]
    assert other.digest() != game.digest()
    assert other.observe(0).information_state() == game.observe(0).information_state()
    assert other.observe(1).information_state() != game.observe(1).information_state()
    assert LookAhead(1).choose(other, other.legal_actions()) == LookAhead(1).choose(game, game.legal_actions())


def test_a_determinized_world_keeps_what_the_player_sees_and_deals_the_rest():
    game = Race(None, DECKS, seed=4)
    play_out(game, [RandomBot(1), RandomBot(2)], max_actions=3)
    obs = game.observe(game.to_move)
    world = obs.determinize(random.Random(9))
    assert world.observe(obs.player).information_state() == obs.information_state()
    assert world.hands[obs.player] == game.hands[obs.player] and world.total == game.total
    assert world.digest() != game.digest()  # the hidden cards were dealt again


def test_a_search_that_knows_no_game_beats_the_random_bot_at_the_toy_game():
    """It wins 70 of these 100 games (a random bot would win about 50: 62 or more has a chance of 1 %)."""
    wins = 0
    for seed in range(100):
        game = Race(None, DECKS, seed=seed)
        seat = seed % 2  # each bot moves first in half of the games
        bots = [LookAhead(seed), RandomBot(seed)] if seat == 0 else [RandomBot(seed), LookAhead(seed)]
        wins += play_out(game, bots).returns[seat] > 0
    assert wins >= 62, wins


def test_the_toy_game_describes_its_actions_in_spanish_and_in_json():
    game = Race(None, DECKS, seed=3)
    assert conformance(game, RACE) == []
    action = game.legal_actions()[0]
    assert RACE.action_text(game, action) == f"juega el {action.value} (total {action.value})"
    assert RACE.action_from_json(json.loads(json.dumps(RACE.action_to_json(action)))) == action
    with pytest.raises(ValueError) as error:
        RACE.action_from_json({"carta": "5"})
    assert str(error.value) == "una jugada de la carrera es {\"carta\": N}, no {'carta': '5'}"


def test_an_action_that_does_not_read_back_is_a_conformance_problem():
    game = Race(None, DECKS, seed=3)
    broken = dataclasses.replace(RACE, action_from_json=lambda data: Play(data["carta"] + 1))
    first = game.legal_actions()[0]
    assert conformance(game, broken)[0] == (f"la acción «juega el {first.value} (total {first.value})» no se lee "
                                            f"igual de su JSON ({{\"carta\": {first.value}}})")
    silent = dataclasses.replace(RACE, action_text=lambda game, action: " ")
    assert conformance(game, silent)[0] == f"la acción {first!r} no tiene texto (' ')"


@pytest.fixture
def race_registered(monkeypatch):
    """The toy game registered by its id, as a plug-in's game is found (forgotten after the test)."""
    monkeypatch.setitem(interface._GAMES, RACE.id, RACE)
    return RACE


def test_the_greedy_bot_of_every_game_plays_the_toy_game_by_its_evaluation(race_registered):
    game = Race(None, DECKS, seed=0)
    game.total, game.hands[0] = 16, [5, 6]  # 5 makes 21 exactly; 6 goes over
    bot = generic_make_bot("voraz", 1, RACE.id)
    assert type(bot) is GenericGreedy and bot.game == RACE.id
    assert bot.choose(game, game.legal_actions()) == Play(5)
    game.total, game.hands[0] = 10, [1, 4]  # the opponent cannot make 21 from 11 nor from 14: the higher total
    assert bot.choose(game, game.legal_actions()) == Play(4)
    assert generic_bot_problem("voraz:0", RACE.id) == ("el bot «voraz» admite un número de mundos por decisión entre 1 "
                                                       "y 1000, no «0»")


def test_the_greedy_bot_of_every_game_beats_the_random_bot_at_the_toy_game(race_registered):
    """It wins 73 of these 100 games (a random bot would win about 50: 62 or more has a chance of 1 %)."""
    wins = 0
    for seed in range(100):
        seat = seed % 2
        bots = [generic_make_bot("voraz", seed, RACE.id), RandomBot(seed)]
        wins += play_out(Race(None, DECKS, seed=seed), bots if seat == 0 else bots[::-1]).returns[seat] > 0
    assert wins >= 62, wins


def test_the_greedy_bot_of_every_game_decides_from_what_its_player_sees(race_registered):
    game = Race(None, DECKS, seed=2)
    other = game.clone()
    hidden = (other.hands[1] + other.decks[1])[::-1]
    other.hands[1], other.decks[1] = hidden[:len(game.hands[1])], hidden[len(game.hands[1]):]
    choices = {generic_make_bot("voraz:3", 4, RACE.id).choose(state, state.legal_actions()) for state in (game, other)}
    assert len(choices) == 1


def test_the_greedy_bot_of_every_game_needs_the_games_evaluation(monkeypatch):
    monkeypatch.setitem(interface._GAMES, RACE.id, dataclasses.replace(RACE, evaluate=None))
    with pytest.raises(ValueError) as error:
        generic_make_bot("voraz", 1, RACE.id)
    assert str(error.value) == ("el bot «voraz» no puede jugar: el juego «Carrera a 21» no valora sus posiciones (su "
                                "definición no tiene «evaluate»)")
    assert generic_bot_problem("voraz") == ("el bot «voraz» no puede jugar: no sabe a qué juego juega (se crea con el "
                                            "juego: make_bot(nombre, semilla, juego))")


def test_the_search_of_every_game_beats_the_random_bot_at_the_toy_game(race_registered):
    """It wins 42 of these 60 games with 8 playouts a decision (a random bot would win about 30: 40 or more has a
    chance under 1 %)."""
    wins = 0
    for seed in range(60):
        seat = seed % 2
        bots = [generic_make_bot("busqueda:8", seed, RACE.id), RandomBot(seed)]
        wins += play_out(Race(None, DECKS, seed=seed), bots if seat == 0 else bots[::-1]).returns[seat] > 0
    assert wins >= 40, wins


def test_the_search_of_every_game_decides_from_what_its_player_sees(race_registered):
    game = Race(None, DECKS, seed=2)
    other = game.clone()
    hidden = (other.hands[1] + other.decks[1])[::-1]
    other.hands[1], other.decks[1] = hidden[:len(game.hands[1])], hidden[len(game.hands[1]):]
    bot = generic_make_bot("search:8", 4, RACE.id)  # its former name
    assert type(bot) is GenericSearch
    choices = {generic_make_bot("busqueda:8", 4, RACE.id).choose(state, state.legal_actions())
               for state in (game, other)}
    assert len(choices) == 1
    assert generic_bot_problem("busqueda:0", RACE.id) == ("el presupuesto del bot «busqueda» es un número de partidas "
                                                          "simuladas por decisión entre 1 y 100000, no «0»")


def test_nismatch_keeps_its_own_greedy_bot_under_the_same_name():
    """NISMATCH's «voraz» scores each action with its heuristics (``games/nismatch/bots/greedy.py``): the one of
    every game would change its decisions, so NISMATCH's comes first for NISMATCH and the other for other games."""
    assert type(make_bot("voraz", 1)) is GreedyBot and type(make_bot("greedy", 1)) is GreedyBot
    assert type(generic_make_bot("voraz", 1, NISMATCH.id)) is GreedyBot
    assert GenericGreedy is BOTS["voraz"] and GenericGreedy is not GreedyBot
    assert type(generic_make_bot("busqueda", 1, NISMATCH.id)) is SearchBot and BOTS["busqueda"] is GenericSearch


def test_a_registered_game_is_found_by_its_id(monkeypatch):
    monkeypatch.setitem(interface._GAMES, RACE.id, RACE)
    definition = game_definition("carrera")
    assert definition is RACE
    game = definition.start(None, DECKS, 7, "1v1")
    assert game.digest() == Race(None, DECKS, seed=7).digest()
    assert definition.end_kinds == (WIN, OVER, EMPTY)


def test_a_game_without_rules_cannot_be_played():
    with pytest.raises(NoGameError) as error:
        game_definition("ajedrez")
    assert str(error.value) == ("no se puede jugar a el motor «ajedrez»: solo juegan los juegos con reglas "
                                "programadas (nismatch, unmatched)")
    with pytest.raises(NoGameError) as error:
        game_definition(None)
    assert str(error.value) == ("no se puede jugar a un paquete sin motor de reglas: solo juegan los juegos con "
                                "reglas programadas (nismatch, unmatched)")


# --- NISMATCH -------------------------------------------------------------------------------

def _nismatch(project, seed: int, mode: str = "1v1") -> Game:
    decks = [project.decks[(seed + k) % len(project.decks)] for k in range(project.ruleset.modes[mode].pilots)]
    return Game.from_project(project, decks, seed=seed, mode=mode)


@pytest.mark.parametrize("mode", ["1v1", "2v2"])
def test_the_nismatch_engine_conforms_from_start_to_end(project, mode):
    game = _nismatch(project, 3, mode)
    assert isinstance(game, GameState) and isinstance(game.observe(game.to_move), Observation)
    bots = [make_bot("voraz", seat) for seat in range(len(game.pilots))]
    while not game.over:
        assert conformance(game) == []
        game.apply(bots[game.to_move].choose(game, game.legal_actions()))
    returns = game.returns()
    assert len(returns) == len(game.pilots)
    if game.winners:
        assert [p for p, r in enumerate(returns) if r == 1.0] == list(game.winners)
        assert all(r == -1.0 for p, r in enumerate(returns) if p not in game.winners)
    else:
        assert returns == (0.0,) * len(game.pilots)


def test_nismatch_is_found_through_its_plug_in_and_starts_the_same_games(project):
    definition = game_definition("nismatch")
    assert definition is NISMATCH and definition.start is Game and definition.end_kinds == END_KINDS
    decks = [(deck.name, project.deck_cards(deck)) for deck in project.decks[:2]]
    started = definition.start(project.ruleset, decks, 11, "1v1")
    assert started.digest() == Game(project.ruleset, decks, seed=11).digest()


def test_nismatch_describes_its_actions_through_its_definition_as_its_records_and_logs_did(project):
    """The record format does not change: the definition's JSON is ``Action.to_json``, its text ``describe``."""
    game = _nismatch(project, 5)
    bots = [make_bot("voraz", seat) for seat in range(2)]
    checked = 0
    while not game.over:
        actions = game.legal_actions()
        if checked < 40:
            assert conformance(game, NISMATCH) == []
            checked += 1
        for action in actions:
            assert NISMATCH.action_to_json(action) == action.to_json()
            assert NISMATCH.action_text(game, action) == action.describe(game)
        game.apply(bots[game.to_move].choose(game, actions))
    with pytest.raises(ValueError) as error:
        NISMATCH.action_from_json({"tipo": "volar"})
    assert str(error.value) == "acción desconocida: {'tipo': 'volar'}"


def test_the_generic_loop_plays_the_games_the_simulation_played(project):
    """``play_out`` is the loop ``sim.runner`` plays with: the same moves as the loop it replaced."""
    for seed in range(3):
        game, twin = _nismatch(project, seed), _nismatch(project, seed)
        bots = [make_bot("voraz", runner.bot_seed(seed, seat)) for seat in range(2)]
        twins = [make_bot("voraz", runner.bot_seed(seed, seat)) for seat in range(2)]
        out = play_out(game, bots)
        while not twin.over:
            twin.apply(twins[twin.to_move].choose(twin, twin.legal_actions()))
        assert (game.digest(), game.result, game.actions) == (twin.digest(), twin.result, twin.actions)
        assert out.finished and out.returns == game.returns()
        assert NISMATCH.end_kind(game) in END_KINDS


def test_the_evaluation_of_nismatch_scores_a_finished_game_by_who_won(project):
    game = _nismatch(project, 4)
    play_out(game, [make_bot("voraz", 1), make_bot("voraz", 2)])
    assert game.winners, game.result
    assert [NISMATCH.evaluate(game, p) for p in range(2)] == [1000.0 if p in game.winners else -1000.0
                                                              for p in range(2)]


# --- the bots' registry ---------------------------------------------------------------------

@pytest.fixture
def own_registry(monkeypatch):
    """Bots a test registers are forgotten after it (the registry is restored in place)."""
    saved = {game: dict(bots) for game, bots in REGISTRY.items()}
    monkeypatch.setattr("nismatch_cards.play.bots.base.FORMER_NAMES", dict(FORMER_NAMES))
    yield
    for game, bots in REGISTRY.items():
        bots.clear()
        bots.update(saved.get(game, {}))


class Forward(Bot):
    """A bot of the toy game only: it plays its highest card."""

    name = "avance"
    game = RACE.id

    def decide(self, obs, actions):
        return max(actions, key=lambda action: action.value)


class OnlyNismatch(Bot):
    """A bot of NISMATCH only."""

    name = "solo-nismatch"
    game = NISMATCH.id


def test_each_bot_says_which_game_it_plays_and_plays_only_that_one(own_registry):
    register(Forward)
    register(OnlyNismatch)
    assert RandomBot.game is None and GreedyBot.game == NISMATCH.id  # random plays every game; voraz, NISMATCH
    assert type(generic_make_bot("avance", 1, RACE.id)) is Forward
    assert type(generic_make_bot("random", 1, RACE.id)) is RandomBot  # a bot of every game, by its former name
    assert type(generic_make_bot("voraz", 1, NISMATCH.id)) is GreedyBot
    with pytest.raises(KeyError) as error:
        generic_make_bot("solo-nismatch", 1, RACE.id)
    assert error.value.args[0] == ("el bot «solo-nismatch» es de otro juego (juega a «nismatch») y no juega a "
                                   "«carrera»; bots disponibles: aleatorio, avance, busqueda, voraz")
    assert bot_problem("avance") == ("el bot «avance» es de otro juego (juega a «carrera») y no juega a «nismatch»; "
                                     "bots disponibles: aleatorio, busqueda, solo-nismatch, voraz")
    assert "avance" not in BOTS and "avance" in bots_for(RACE.id)
    doc = (PLAY.parents[1] / "docs" / "interfaz-de-juego.md").read_text(encoding="utf-8")
    assert f"Error: {bot_problem('avance').replace(', solo-nismatch', '')}\n" in doc  # as the doc shows it
    game = Race(None, DECKS, seed=1)
    out = play_out(game, [generic_make_bot("avance", 0, RACE.id), generic_make_bot("aleatorio", 0, RACE.id)])
    assert out.finished


def test_a_designers_bot_built_on_voraz_does_not_take_its_former_name(own_registry):

    @register
    class Mine(GreedyBot):
        name = "mio"

    @register
    class Renamed(Bot):
        name = "nuevo"
        former_names = ("viejo",)

    assert bot_name("greedy") == "voraz" and bot_name("viejo:3") == "nuevo:3" and bot_name("mio") == "mio"


def test_no_game_is_named_in_what_plays_every_game():
    """architecture.md: no term of one game in ``play/`` (the package's own name apart; «voraz» and «busqueda», the
    greedy bot and the search, are every game's)."""
    terms = re.compile(r"\b(nismatch|partes?|bot[ií]n(es)?|marchas?|talleres|taller|car|guerrilla|pilotos?|pilots?|"
                       r"arsenal|unidad|luchador(es)?|maniobras?)\b", re.IGNORECASE)
    for path in sorted(PLAY.rglob("*.py")):
        text = path.read_text(encoding="utf-8").replace("nismatch_cards", "")
        found = sorted({m.group(0) for m in terms.finditer(text)})
        assert not found, f"{path.relative_to(PLAY)}: {found}"
