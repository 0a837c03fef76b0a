"""The statistics: Wilson intervals, the z-test, Holm's correction and the flag rule, against known numbers."""
from __future__ import annotations

import random

import pytest

from nismatch_cards.games.nismatch.sim import stats
from nismatch_cards.games.nismatch.sim.runner import GameSummary
from nismatch_cards.games.nismatch.sim.stats import DeckInfo


@pytest.mark.parametrize("successes, n, low, high", [
    (5, 10, 0.2366, 0.7634),  # the textbook example (statsmodels' proportion_confint, method="wilson")
    (0, 10, 0.0, 0.2775),
    (10, 10, 0.7225, 1.0),
    (81, 263, 0.2553, 0.3662),
    (1, 1, 0.2065, 1.0),
    (500, 1000, 0.4691, 0.5309),
])
def test_wilson_interval_matches_known_values(successes, n, low, high):
    lo, hi = stats.wilson(successes, n)
    assert lo == pytest.approx(low, abs=1e-4)
    assert hi == pytest.approx(high, abs=1e-4)


def test_wilson_interval_without_games_is_everything():
    assert stats.wilson(0, 0) == (0.0, 1.0)


def test_two_proportion_z_test():
    # 60 % of 50 against 40 % of 50: pooled 50 %, standard error 0.1, z = 2
    assert stats.two_proportion_p(30, 50, 20, 50) == pytest.approx(0.0455003, abs=1e-6)
    assert stats.two_proportion_p(20, 50, 30, 50) == pytest.approx(0.0455003, abs=1e-6)
    assert stats.two_proportion_p(25, 50, 25, 50) == 1.0
    assert stats.two_proportion_p(50, 50, 50, 50) == 1.0  # no variation at all
    assert stats.two_proportion_p(3, 0, 2, 5) == 1.0


def test_holm_adjustment():
    assert stats.holm([0.01, 0.04, 0.03, 0.005]) == pytest.approx([0.03, 0.06, 0.06, 0.02])
    assert stats.holm([0.5, 0.9]) == pytest.approx([1.0, 1.0])
    assert stats.holm([]) == []


def test_first_player_p_value():
    assert stats.binomial_half_p(50, 100) == 1.0
    assert stats.binomial_half_p(60, 100) == pytest.approx(0.0455003, abs=1e-6)


def _row(x1, n1, x2, n2):
    return {"p_valor": None, "p_ajustado": None, "marca": None, "_test": (x1, n1, x2, n2)}


def test_flag_rule_on_synthetic_data():
    rows = [_row(70, 100, 30, 100), _row(25, 100, 60, 100), _row(9, 9, 0, 100), _row(52, 100, 48, 100)]
    rows += [_row(50, 100, 50, 100) for _ in range(20)]
    stats.flag(rows)
    assert rows[0]["marca"] == "fuerte"
    assert rows[1]["marca"] == "débil"
    assert rows[2]["marca"] is None and rows[2]["p_valor"] is None  # 9 games played: not tested
    assert rows[3]["marca"] is None and rows[3]["p_ajustado"] == 1.0
    assert all(r["marca"] is None for r in rows[4:])
    assert rows[0]["p_ajustado"] == pytest.approx(min(1.0, 23 * rows[0]["p_valor"]), rel=1e-3)


def test_flag_rule_needs_the_correction():
    """Under «no card matters», 200 cards tested at 5 % would flag about ten; with Holm, none."""
    rng = random.Random(12)
    rows = []
    for _ in range(200):
        n1, n2 = 300, 300
        x1 = sum(rng.random() < 0.5 for _ in range(n1))
        x2 = sum(rng.random() < 0.5 for _ in range(n2))
        rows.append(_row(x1, n1, x2, n2))
    stats.flag(rows)
    raw = sum(1 for r in rows if r["p_valor"] < 0.05)
    assert raw >= 4  # uncorrected, chance alone «finds» cards
    assert not any(r["marca"] for r in rows)


def _game(index, pairing, winner, first, turns, cards=({}, {}), end="botines"):
    return GameSummary(index, index, pairing, bool(index % 2), winner, first, turns, turns // 2 + 1, 10 * turns, end,
                       "", cards)


def test_round_robin_matrix_shape_and_values():
    decks = [DeckInfo(name, []) for name in "XYZ"]
    pairings = [(0, 1), (0, 2), (1, 2)]
    games = []
    # X–Y: X wins 3 of 4; X–Z: Z wins all 4; Y–Z: 2 each
    for k, (pairing, winners) in enumerate([(0, [0, 0, 0, 1]), (1, [1, 1, 1, 1]), (2, [0, 1, 0, 1])]):
        for j, w in enumerate(winners):
            games.append(_game(4 * k + j, pairing, w, 0, 10))
    result = stats.build(decks, pairings, ["greedy", "greedy"], 0, 4, games)
    mx = result["matriz"]
    assert mx["mazos"] == ["X", "Y", "Z"]
    assert len(mx["victorias"]) == 3 and all(len(row) == 3 for row in mx["victorias"])
    assert [mx["victorias"][i][i] for i in range(3)] == [None, None, None]
    tasa = [[r and r["tasa"] for r in row] for row in mx["victorias"]]
    assert tasa == [[None, 0.75, 0.0], [0.25, None, 0.5], [1.0, 0.5, None]]
    assert [t["exitos"] for t in mx["total"]] == [3, 3, 6]
    assert [t["n"] for t in mx["total"]] == [8, 8, 8]
    assert result["primer_jugador"]["exitos"] == 5  # side 0 played first every time and won 5 of 12
    assert [m["victorias_a"]["exitos"] for m in result["enfrentamientos"]] == [3, 0, 2]


def test_card_figures_from_summaries():
    deck = DeckInfo("X", [("p", "Parte P", 2, True), ("s", "Apoyo S", 1, False)])
    other = DeckInfo("Y", [])
    # (drawn, played, activated, damage, negated)
    games = [
        _game(0, 0, 0, 0, 10, ({"p": (1, 1, 2, 3.0, 0), "s": (1, 0, 1, 0.0, 1)}, {})),
        _game(1, 0, 1, 0, 10, ({"p": (2, 0, 0, 0.0, 0)}, {})),
        _game(2, 0, 0, 0, 10, ({}, {})),
    ]
    rows = {r["carta"]: r for r in stats.build([deck, other], [(0, 1)], ["a", "b"], 0, 3, games)["cartas"]}
    p, s = rows["p"], rows["s"]
    assert p["partidas"] == 3 and p["robada"] == {"partidas": 2, "veces": 3, "tasa": 0.6667}
    assert p["jugada"]["partidas"] == 1 and p["activaciones"] == 2 and p["danio"] == 3.0
    assert p["victorias_jugada"]["exitos"] == 1 and p["victorias_jugada"]["n"] == 1
    assert p["victorias_no_jugada"]["exitos"] == 1 and p["victorias_no_jugada"]["n"] == 2
    # a Carta de Apoyo is «played» when it is activated from the hand
    assert s["jugada"]["partidas"] == 1 and s["activaciones"] == 0 and s["negada"] == 1
    assert s["tipo"] == "apoyo" and p["tipo"] == "parte"
