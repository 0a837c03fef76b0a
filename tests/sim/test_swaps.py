"""Card strength by paired swaps: the baselines, the pairing of the deals, the shortcut, untested cards."""
from __future__ import annotations

import dataclasses
import hashlib
import json
from statistics import median

import pytest

from nismatch_cards.games.nismatch import cards as nm
from nismatch_cards.games.nismatch.engine import Game
from nismatch_cards.games.nismatch.engine.actions import Activate
from nismatch_cards.games.nismatch.sim import baseline as B
from nismatch_cards.games.nismatch.sim import runner
from nismatch_cards.games.nismatch.sim.commands import build_spec

from .conftest import A, C, CARDS, simulate


def _spec(project, studied, games=12, levels=(("greedy", "greedy"),), seed=0):
    return build_spec(project, [project.deck(A), project.deck(C)], list(levels), games, seed, studied=studied)


def test_parte_baseline_is_a_plain_parte_of_the_same_zona_and_carga(project):
    card_set = project.sets["base"]
    canon = card_set.cards["canon-de-remaches"]
    base = B.baseline(canon, card_set)
    assert (base.kind, base.zone, base.car, nm.abilities(base)) == ("parte", canon.zone, canon.car, ())
    assert base.id != canon.id and base.name == "Parte básica"
    peers = [c for c in card_set.cards.values() if c.is_part and c.zone == canon.zone and (c.car < 0) == (canon.car < 0)
             and (c.car > 0) == (canon.car > 0)]
    assert len(peers) >= B.MIN_PEERS and canon in peers
    for stat in ("pg", "fue", "def_", "vel"):
        assert getattr(base, stat) == int(median(getattr(c, stat) for c in peers) + 0.5)
    assert B.describe(base) == {"nombre": "Parte básica", "tipo": "parte", "zona": canon.zone, "pg": base.pg,
                                "car": canon.car, "fue": base.fue, "def": base.def_, "vel": base.vel}


def test_generators_and_spenders_get_different_medians(project):
    card_set = project.sets["base"]
    torsos = [c for c in card_set.cards.values() if c.is_part and c.zone == "torso"]
    generator = next(c for c in torsos if c.car > 0)
    spender = next(c for c in torsos if c.car < 0)
    assert B.peers(generator, card_set) == [c for c in torsos if c.car > 0]
    assert B.peers(spender, card_set) == [c for c in torsos if c.car < 0]


def test_support_baseline_is_a_blank_card_that_cannot_be_played(project):
    card_set = project.sets["base"]
    blank = B.baseline(card_set.cards["chispazo"], card_set)
    assert (blank.kind, nm.abilities(blank), blank.name) == ("apoyo", (), "Carta en blanco")
    deck = [blank] * 20
    game = Game(project.ruleset, [("X", deck), ("Y", deck)], seed=1)
    while game.to_move is not None and not game.over and game.turn < 6:
        actions = game.legal_actions()
        assert not any(isinstance(a, Activate) for a in actions)
        game.apply(actions[0])
    assert game.pilots[0].hand  # it was drawn, and stayed in the hand


def test_a_swap_for_an_identical_card_changes_no_game(project):
    """The pairs are the same deals: a «baseline» identical to the card gives every game the same winner."""
    spec, _ = _spec(project, [], games=16)
    card = project.sets["base"].cards["canon-de-remaches"]
    same = dataclasses.replace(card, id="canon-de-remaches~igual")
    spec = dataclasses.replace(spec, swaps=(runner.Swap(card.id, same),))
    games = runner.run(spec, workers=1)
    assert sum(g.replayed for g in games) > 0
    assert [g.swaps for g in games] == [(g.winner,) for g in games]


def test_a_card_that_stayed_in_the_arsenal_leaves_the_game_unchanged(project):
    """The shortcut: when no copy left the Arsenal or the Botines, the game with the baseline is the same game."""
    spec, _ = _spec(project, ["guadana-del-verdugo", "nucleo-de-fusion", "pierna-muelle"], games=30,
                    levels=(("greedy", "greedy"), ("random", "random")))
    checked = 0
    for i in range(spec.total):
        game = runner._game(spec, i)
        touched = runner.left_hiding(game, {1 if spec.game(i).swapped else 0})
        for swap in spec.swaps:
            if swap.card in touched:
                continue
            other = runner._game(spec, i, swap)
            assert (other.winners, other.turn, other.actions, other.digest()) == \
                   (game.winners, game.turn, game.actions, game.digest())
            checked += 1
    assert checked >= 10


def test_a_bot_that_reads_the_deck_lists_plays_every_swap_again(project, restore_bots):
    """``search`` deals the hidden cards from the deck lists: a card still in the Arsenal changes what it
    imagines, so the shortcut would not be exact and every game is played again with each swap."""
    from nismatch_cards.games.nismatch.bots import RandomBot, register

    @register
    class Lists(RandomBot):
        name = "listas-prueba"
        knows_deck_lists = True

    assert runner.knows_deck_lists("search") and runner.knows_deck_lists("search:4")
    assert not runner.knows_deck_lists("greedy")
    spec, _ = _spec(project, ["chispazo", "canon-de-remaches"], games=6, levels=(("listas-prueba", "random"),))
    assert [g.replayed for g in runner.run(spec, workers=1)] == [2] * 6


def test_summary_reports_the_swapped_games(project):
    spec, _ = _spec(project, ["chispazo", "canon-de-remaches"], games=6)
    for g in runner.run(spec, workers=1):
        assert len(g.swaps) == 2 and 0 <= g.replayed <= 2
        game = runner._game(spec, g.index)
        touched = runner.left_hiding(game, {1 if g.swapped else 0})
        assert g.replayed == sum(card in touched for card in ("chispazo", "canon-de-remaches"))


def test_greedy_never_plays_bateria_auxiliar_so_it_is_untested(tmp_path):
    out = tmp_path / "r.json"
    result = simulate("--deck", A, "--deck", C, "--games", "20", "--sustituir", "bateria-auxiliar",
                      "--sustituir", "Cañón de Remaches", "--json", str(out))
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["mazo_estudiado"] == A
    greedy, random_ = data["niveles"]
    battery, canon = greedy["sustituciones"]
    assert battery["carta"] == "bateria-auxiliar" and battery["jugada"]["partidas"] == 0
    assert battery["veredicto"] == "sin_probar"
    assert battery["basica"] == {"nombre": "Carta en blanco", "tipo": "apoyo"}
    assert canon["basica"]["tipo"] == "parte" and canon["copias"] == 3
    assert canon["partidas"] == 20 and sum(canon["tabla"].values()) == 20
    assert canon["victorias_con_la_carta"]["exitos"] == greedy["enfrentamientos"][0]["victorias_a"]["exitos"]
    # the random bot plays it: tested there
    assert random_["sustituciones"][0]["veredicto"] != "sin_probar"
    assert [c["carta"] for c in data["comparacion"]["cartas"]] == ["bateria-auxiliar", "canon-de-remaches"]


def test_gauntlet_plays_mine_against_every_other_deck(tmp_path, project):
    out = tmp_path / "g.json"
    result = simulate("--deck", C, "--contra-todos", "--games", "4", "--niveles", "greedy", "--sustituir",
                      "brazo-martillo", "--json", str(out))
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text(encoding="utf-8"))
    others = [d.name for d in project.decks if d.name != C]
    assert data["contra_todos"] and data["mazos"] == [C, *others]
    [level] = data["niveles"]
    assert [(m["mazo_a"], m["mazo_b"]) for m in level["enfrentamientos"]] == [(C, o) for o in others]
    assert level["matriz"]["total"][0]["n"] == 4 * len(others)
    assert level["sustituciones"][0]["partidas"] == 4 * len(others)
    assert f"{C} contra todos (voraz): " in result.stdout


def _tree_digest(folder) -> str:
    digest = hashlib.sha256()
    for path in sorted(folder.rglob("*")):
        digest.update(str(path.relative_to(folder)).encode())
        if path.is_file():
            digest.update(path.read_bytes())
    return digest.hexdigest()


def test_baselines_never_reach_the_cards_folder():
    before = _tree_digest(CARDS)
    assert simulate("--deck", A, "--deck", C, "--games", "2", "--sustituir", "todas").exit_code == 0
    assert _tree_digest(CARDS) == before


@pytest.mark.slow
def test_a_swap_study_agrees_with_itself_on_other_seeds(project):
    """Two seed ranges of 600 deals give the same verdicts for the cards they can conclude about (greedy)."""
    verdicts = []
    for seed in (0, 100_000):
        spec, run = _spec(project, list(project.deck(A).cards), games=600, seed=seed)
        from nismatch_cards.games.nismatch.sim import stats

        level = stats.build(run, runner.games(spec, workers=2))["niveles"][0]
        verdicts.append({s["carta"]: s["veredicto"] for s in level["sustituciones"]})
    conclusive = {"aporta", "resta", "como_la_basica"}
    for card in verdicts[0]:
        pair = {verdicts[0][card], verdicts[1][card]}
        assert len(pair & conclusive) <= 1, (card, pair)
