"""The statistics against known numbers: Wilson, Newcombe's and Tango's intervals, verdicts, games needed, the tally."""
from __future__ import annotations

import math

import pytest

from nismatch_cards.games.nismatch.sim import stats
from nismatch_cards.games.nismatch.sim.runner import GameSummary
from nismatch_cards.games.nismatch.sim.stats import DeckInfo, Level, Run, StudiedCard


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


def test_paired_interval_is_tangos_score_interval():
    # Cavo et al. (2012), the paired example of Fagerland, Lydersen & Laake (2014; 2017, ch. 8): Tango's asymptotic
    # score interval -0.0621 (-0.1240 to -0.0054) (Newcombe's square-and-add, used before, gave -0.1186 to -0.0046)
    d, lo, hi = stats.paired_interval(59, 6, 16, 80)
    assert (d, lo, hi) == pytest.approx((-0.0621, -0.1240, -0.0054), abs=1e-4)
    # Bentur et al. (2009), the other example there: -0.2857 (-0.5172 to -0.0260)
    assert stats.paired_interval(1, 1, 7, 12) == pytest.approx((-0.2857, -0.5172, -0.0260), abs=1e-4)
    assert stats.paired_interval(0, 0, 0, 0) == (0.0, -1.0, 1.0)
    assert stats.paired_interval(0, 10, 0, 0)[2] == 1.0 and stats.paired_interval(0, 0, 10, 0)[1] == -1.0


def test_paired_interval_without_discordant_pairs_depends_only_on_the_pairs():
    """0 changed games of 100 is compatible with up to 3,6 % of them changing (one-sided 97,5 % Clopper–Pearson);
    Newcombe's interval said ±1,9 points with 50/50 margins and ±2,4 with 30/70."""
    d, lo, hi = stats.paired_interval(50, 0, 0, 50)
    assert d == 0 and hi == pytest.approx(-lo) and 0.036 < hi < 0.038  # z² / (n + z²)
    assert stats.paired_interval(30, 0, 0, 70) == pytest.approx((d, lo, hi))


def _swap_tables(rng, n, both, only_card, only_base, runs):
    """``runs`` tables of ``n`` pairs drawn with those shares of pairs (the rest lost with both)."""
    edges = (both, both + only_card, both + only_card + only_base)
    for _ in range(runs):
        table = [0, 0, 0, 0]
        for _ in range(n):
            u = rng.random()
            table[0 if u < edges[0] else 1 if u < edges[1] else 2 if u < edges[2] else 3] += 1
        yield tuple(table)


def test_paired_interval_covers_when_the_card_only_turns_wins_into_losses():
    """A card whose swap only ever turns wins into losses, at a 50 % win rate (seeded simulation). Newcombe's
    interval covered the true effect in 87,6 % of runs with 200 pairs and 1 % of them changed, and called a true
    −2 points «= como la básica» in 11 % of runs of 100 pairs; 95 % and at most 2,5 % are intended."""
    import random

    rng = random.Random(20261127)
    cache: dict = {}

    def interval(table):
        if table not in cache:
            cache[table] = stats.paired_interval(*table)
        return cache[table]

    runs = 2000
    covered = sum(lo <= -0.01 <= hi for _, lo, hi in map(interval, _swap_tables(rng, 200, 0.49, 0.0, 0.01, runs)))
    assert covered / runs >= 0.95
    flat = [stats.verdict(lo, hi, d) == 0 for d, lo, hi in map(interval, _swap_tables(rng, 100, 0.48, 0.0, 0.02, runs))]
    assert sum(flat) / runs <= 0.025


def test_mcnemar_exact_test_on_the_pairs_won_in_one_arm_only():
    assert stats.mcnemar_p(0, 0) == 1.0
    assert stats.mcnemar_p(5, 5) == 1.0
    assert stats.mcnemar_p(10, 0) == pytest.approx(2 / 2 ** 10)
    assert stats.mcnemar_p(3, 12) == pytest.approx(0.0351, abs=1e-4)  # binom.test(3, 15) in R
    assert stats.mcnemar_p(12, 3) == stats.mcnemar_p(3, 12)


@pytest.mark.parametrize("low, high, estimate, expected", [
    (0.021, 0.09, 0.05, 1),  # all of it beyond the minimum effect
    (-0.09, -0.021, -0.05, -1),
    (-0.015, 0.015, 0.0, 0),  # clearly within ±2 points
    (0.001, 0.019, 0.01, 0),  # real but smaller than the minimum effect: no more than 2 points either way
    (0.01, 0.09, 0.05, None),  # above 0 and probably beyond 2 points, but it may be less: not «+1»
    (0.002, 0.05, 0.015, None),  # above 0, but it may be less or more than 2 points
    (-0.03, 0.05, 0.01, None),  # not known yet
    (-0.019, 0.02, 0.0, None),  # touches the edge of the band
])
def test_verdict_against_the_minimum_effect(low, high, estimate, expected):
    """The three answers are separated: near the minimum effect the verdict is None, so two seed
    ranges cannot give «+1» and «0» for the same card (docs/simulation.md, «El efecto mínimo»)."""
    assert stats.verdict(low, high, estimate) == expected


def test_match_verdict_is_centred_on_half():
    assert stats.verdict(0.53, 0.61, 0.57, 0.5) == 1
    assert stats.verdict(0.51, 0.61, 0.56, 0.5) is None  # may be less than 52 %
    assert stats.verdict(0.39, 0.47, 0.43, 0.5) == -1
    assert stats.verdict(0.49, 0.51, 0.50, 0.5) == 0


def test_games_needed_for_a_stable_answer():
    # a win rate near 50 %: ±1 point needs 1.96² · 0.25 / 0.01² games
    assert stats.games_needed(0.25) == 9604
    assert stats.games_needed(0.0) is None  # no variation seen: nothing to estimate from
    assert stats.STABLE == stats.MIN_EFFECT / 2 == 0.01


def test_pearson():
    assert stats.pearson([1, 2, 3], [2, 4, 6]) == pytest.approx(1.0)
    assert stats.pearson([1, 2, 3], [3, 2, 1]) == pytest.approx(-1.0)
    assert stats.pearson([1, 2, 3, 4], [1, 3, 2, 4]) == pytest.approx(0.8)
    assert stats.pearson([1, 2], [1, 2]) is None
    assert stats.pearson([1, 1, 1], [1, 2, 3]) is None


def _game(index, pairing, winner, first, turns, cards=({}, {}), end="botines", level=0, k=None, swaps=(),
          other_start=()):
    k = index if k is None else k
    summary = GameSummary(index, k, pairing, bool(k % 2), winner, first, turns, turns // 2 + 1, 10 * turns, end, "",
                          cards, level, k, swaps)
    summary.other_start = other_start
    return summary


def _run(decks, pairings, games, levels=(("greedy", "greedy"),), studied=()):
    named = [Level(a if a == b else f"{a} contra {b}", (a, b)) for a, b in levels]
    return Run(decks, list(pairings), named, games, 0, list(studied))


def test_round_robin_matrix_shape_and_values():
    decks = [DeckInfo(name, []) for name in "XYZ"]
    pairings = [(0, 1), (0, 2), (1, 2)]
    games = []
    # X–Y: X wins 3 of 4; X–Z: Z wins all 4; Y–Z: 2 each
    for k, (pairing, winners) in enumerate([(0, [0, 0, 0, 1]), (1, [1, 1, 1, 1]), (2, [0, 1, 0, 1])]):
        for j, w in enumerate(winners):
            games.append(_game(4 * k + j, pairing, w, 0, 10))
    result = stats.build(_run(decks, pairings, 4), games)
    level = result["niveles"][0]
    mx = level["matriz"]
    assert mx["mazos"] == ["X", "Y", "Z"]
    assert [mx["victorias"][i][i] for i in range(3)] == [None, None, None]
    tasa = [[r and r["tasa"] for r in row] for row in mx["victorias"]]
    assert tasa == [[None, 0.75, 0.0], [0.25, None, 0.5], [1.0, 0.5, None]]
    assert [t["exitos"] for t in mx["total"]] == [3, 3, 6]
    assert [m["victorias_a"]["exitos"] for m in level["enfrentamientos"]] == [3, 0, 2]
    # halves of the deals of each pairing: games 0–1 and 2–3
    assert [h["exitos"] for h in level["enfrentamientos"][0]["mitades"]] == [2, 1]
    assert "comparacion" not in result and result["mazo_estudiado"] is None


def test_card_figures_are_a_description():
    deck = DeckInfo("X", [("p", "Parte P", 2, True), ("s", "Apoyo S", 1, False)])
    other = DeckInfo("Y", [])
    # (drawn, played, activated, damage, negated)
    games = [
        _game(0, 0, 0, 0, 10, ({"p": (1, 1, 2, 3.0, 0), "s": (1, 0, 1, 0.0, 1)}, {})),
        _game(1, 0, 1, 0, 10, ({"p": (2, 0, 0, 0.0, 0)}, {})),
        _game(2, 0, 0, 0, 10, ({}, {})),
    ]
    level = stats.build(_run([deck, other], [(0, 1)], 3), games)["niveles"][0]
    rows = {r["carta"]: r for r in level["cartas"]}
    p, s = rows["p"], rows["s"]
    assert p["partidas"] == 3 and p["robada"] == {"partidas": 2, "veces": 3, "tasa": 0.6667}
    assert p["jugada"]["partidas"] == 1 and p["activaciones"] == 2 and p["danio"] == 3.0
    # a Carta de Apoyo is «played» when it is activated from the hand: its uses are its plays, not 0 (the table
    # showed «activaciones 0» for Cartas de Apoyo played in 86 % of games)
    assert s["jugada"]["partidas"] == 1 and s["activaciones"] == 0 and s["negada"] == 1
    assert s["usos"] == 1 and p["usos"] == 2
    assert s["tipo"] == "apoyo" and p["tipo"] == "parte"
    # no verdict rides on the played-or-not comparison any more
    assert not {"marca", "p_valor", "victorias_jugada", "diferencia"} & set(p)


def test_first_player_advantage_is_measured_on_each_deal_played_with_each_side_starting():
    """X (side 0) wins 80 % of the deals when it starts and 60 % when Y does (each deal is played with each side
    starting): starting is worth 10 points, X is stronger. By the rules X started 70 % of the games: the hands
    that start are not average hands, so the games it happened to start say nothing of this on their own."""
    decks = [DeckInfo("X", []), DeckInfo("Y", [])]
    games = []
    for k in range(100):
        starting, not_starting = k % 10 < 8, k % 10 < 6  # whether X wins with X starting, with Y starting
        natural_first = 0 if k < 70 else 1
        own, other = (starting, not_starting) if natural_first == 0 else (not_starting, starting)
        games.append(_game(k, 0, 0 if own else 1, natural_first, 10, other_start=(0 if other else 1,)))
    first = stats.build(_run(decks, [(0, 1)], 100), games)["niveles"][0]["enfrentamientos"][0]["primer_jugador"]
    assert first["a_empieza"]["exitos"] == 70 and first["a_empieza"]["n"] == 100
    assert first["partidas"] == 100
    assert first["gana_a_si_empieza"]["tasa"] == 0.8 and first["gana_a_si_no"]["tasa"] == 0.6
    assert first["ventaja"]["tasa"] == 0.6
    lo, hi = first["ventaja"]["ic95"]
    assert 0.55 < lo < 0.6 < hi < 0.65  # paired: narrower than two independent groups of 100
    # the deals X wins only when it starts (20), against those it wins only when Y starts (0)
    assert first["ventaja"]["p_valor"] == pytest.approx(stats.mcnemar_p(20, 0), rel=1e-3)


def test_first_player_only_between_equal_bots_and_with_enough_pairs():
    decks = [DeckInfo("X", []), DeckInfo("Y", [])]
    games = [_game(k, 0, k % 2, 0, 10) for k in range(30)]
    mixed = stats.build(_run(decks, [(0, 1)], 30, levels=(("greedy", "random"),)), games)["niveles"][0]
    assert mixed["nivel"] == "greedy contra random"
    assert mixed["enfrentamientos"][0]["primer_jugador"] is None
    same = stats.build(_run(decks, [(0, 1)], 30), games)["niveles"][0]
    # no deal was played with the other side starting: nothing to compare
    assert same["enfrentamientos"][0]["primer_jugador"]["ventaja"] is None
    # a draw in either game of a deal leaves the deal out
    drawn = [_game(k, 0, k % 2, 0, 10, other_start=(None,) if k < 25 else (0,)) for k in range(30)]
    first = stats.build(_run(decks, [(0, 1)], 30), drawn)["niveles"][0]["enfrentamientos"][0]["primer_jugador"]
    assert first["partidas"] == 5 and first["ventaja"] is None


def test_swap_pairs_are_tallied_per_card_and_half():
    deck = DeckInfo("X", [("c", "Carta C", 2, True), ("z", "Carta Z", 1, False)])
    studied = [StudiedCard("c", "Carta C", 2, "parte", {}), StudiedCard("z", "Carta Z", 1, "apoyo", {})]
    played = ({"c": (1, 1, 0, 0.0, 0), "z": (1, 0, 0, 0.0, 0)}, {})
    # 8 deals: with the card side 0 wins 6; with the baseline of C it wins only the first 2
    games = []
    for k in range(8):
        won = k < 6
        games.append(_game(k, 0, 0 if won else 1, 0, 10, played, swaps=(0 if k < 2 else 1, 0 if won else 1)))
    result = stats.build(_run([deck, DeckInfo("Y", [])], [(0, 1)], 8, studied=studied), games)
    assert result["mazo_estudiado"] == "X"
    c, z = result["niveles"][0]["sustituciones"]
    assert c["tabla"] == {"ambas": 2, "solo_con_la_carta": 4, "solo_con_la_basica": 0, "ninguna": 2}
    assert c["efecto"] == 0.5 and c["victorias_con_la_carta"]["exitos"] == 6
    assert c["mitades"] == [0.5, 0.5]  # deals 0–3: 4 won against 2; deals 4–7: 2 against 0
    # 4 pairs against none: above 0, but the interval starts under the 2-point minimum effect
    assert 0 < c["ic95"][0] < stats.MIN_EFFECT and c["veredicto"] == "sin_concluir"
    # Z was never played: it is not tested, whatever its figure
    assert z["efecto"] == 0.0 and z["veredicto"] == "sin_probar" and z["jugada"]["partidas"] == 0


def test_levels_that_disagree_are_labelled():
    def level(name, verdict_ab, card_verdict):
        return {"nivel": name, "enfrentamientos": [{"mazo_a": "X", "mazo_b": "Y", "veredicto": verdict_ab}],
                "sustituciones": [{"carta": "c", "nombre": "C", "efecto": 0.05, "veredicto": card_verdict},
                                  {"carta": "d", "nombre": "D", "efecto": 0.01, "veredicto": "sin_concluir"}]}

    flip = stats.compare([level("greedy", "gana_a", "aporta"), level("random", "gana_b", "resta")])
    assert flip["enfrentamientos"][0]["depende_del_nivel"] is True
    assert flip["enfrentamientos"][0]["veredictos"] == {"greedy": "gana_a", "random": "gana_b"}
    assert [c["depende_del_nivel"] for c in flip["cartas"]] == [True, False]
    # an open question at one level is not a disagreement
    open_ = stats.compare([level("greedy", "gana_a", "aporta"), level("random", "sin_concluir", "sin_concluir")])
    assert not open_["enfrentamientos"][0]["depende_del_nivel"] and not open_["cartas"][0]["depende_del_nivel"]


def _card(effect, lo, hi, verdict="sin_concluir"):
    return {"carta": "c", "nombre": "C", "efecto": effect, "ic95": [lo, hi], "veredicto": verdict}


def _pairing(rate_, lo, hi):
    return {"mazo_a": "X", "mazo_b": "Y", "veredicto": "sin_concluir", "puntos_a": {"tasa": rate_, "ic95": [lo, hi]}}


@pytest.mark.parametrize("first, second, depends", [
    # one level surely above 0 (though under the minimum effect: no verdict), the other's estimate below it
    (_card(0.015, 0.004, 0.026), _card(-0.01, -0.05, 0.03), True),
    (_card(-0.03, -0.05, -0.01), _card(0.004, -0.02, 0.03), True),
    # both estimates on the same side, or no interval that excludes 0: no disagreement to tell
    (_card(0.015, 0.004, 0.026), _card(0.002, -0.03, 0.03), False),
    (_card(0.01, -0.01, 0.03), _card(-0.01, -0.03, 0.01), False),
])
def test_a_level_sure_of_a_sign_and_another_estimating_the_other_depends_on_the_level(first, second, depends):
    levels = [{"nivel": name, "enfrentamientos": [_pairing(0.5, 0.45, 0.55)], "sustituciones": [card]}
              for name, card in (("voraz", first), ("aleatorio", second))]
    assert stats.compare(levels)["cartas"][0]["depende_del_nivel"] is depends


def test_a_pairing_sure_of_a_side_at_one_level_and_the_other_side_at_another_depends_on_the_level():
    levels = [{"nivel": "voraz", "enfrentamientos": [_pairing(0.53, 0.505, 0.555)]},
              {"nivel": "aleatorio", "enfrentamientos": [_pairing(0.48, 0.43, 0.53)]}]
    assert stats.compare(levels)["enfrentamientos"][0]["depende_del_nivel"] is True
    levels[1]["enfrentamientos"][0]["puntos_a"]["tasa"] = 0.51
    assert stats.compare(levels)["enfrentamientos"][0]["depende_del_nivel"] is False


def test_every_rho_has_its_cards_and_an_interval():
    """Fisher's z with Fieller's variance: 5 cards leave ρ = 0,9 anywhere from 0,05 to 0,99."""
    lo, hi = stats.spearman_interval(0.9, 5)
    assert lo == pytest.approx(0.045, abs=0.001) and hi == pytest.approx(0.994, abs=0.001)
    assert stats.spearman_interval(0.9, 3) is None and stats.spearman_interval(1.0, 10) is None
    lo, hi = stats.spearman_interval(0.4, 20)
    assert lo < 0 < 0.4 < hi < 0.75


def _two_levels(effects_a, effects_b, reliability_a, reliability_b):
    def level(name, effects, reliability):
        rows = [_card(e, e - 0.01, e + 0.01) | {"carta": f"c{i}", "nombre": f"C{i}"} for i, e in enumerate(effects)]
        return {"nivel": name, "enfrentamientos": [_pairing(0.5, 0.45, 0.55)], "sustituciones": rows,
                "acuerdo_mitades": {"r_completa": reliability}}
    return [level("voraz", effects_a, reliability_a), level("aleatorio", effects_b, reliability_b)]


def test_a_correction_beyond_one_is_said_not_clipped_silently():
    from nismatch_cards.games.nismatch.sim.text import levels_agreement_text

    levels = _two_levels([0.01, 0.02, 0.03, 0.04, 0.05], [0.01, 0.02, 0.03, 0.05, 0.04], 0.6, 0.7)
    comparison = stats.compare(levels)
    assert comparison["correlacion_cartas"] == 0.9 and comparison["correlacion_cartas_n"] == 5
    assert comparison["correlacion_cartas_sin_ruido"] == 1.0
    assert comparison["correlacion_cartas_sin_ruido_recortada"] is True
    assert comparison["correlacion_cartas_sin_ruido_calculada"] == pytest.approx(1.389, abs=0.001)
    assert levels_agreement_text(levels, comparison) == (
        "Acuerdo entre voraz y aleatorio (ρ de Spearman): ρ = 0,90 (IC 95 %: 0,05 a 0,99; 5 cartas probadas en los "
        "dos); descontado el ruido de cada nivel (su acuerdo entre mitades), la corrección da 1,39, más allá de ±1, "
        "que no puede ser: el ruido de cada nivel, medido con pocas cartas, sale mayor de lo que es; se recorta a "
        "1,00, y no dice más que «acuerdan mucho»")


def test_a_correction_within_one_has_its_interval():
    from nismatch_cards.games.nismatch.sim.text import levels_agreement_text

    levels = _two_levels([0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.07, 0.08], [0.02, 0.01, 0.04, 0.03, 0.08, 0.05, 0.06, 0.07],
                         0.95, 0.95)
    comparison = stats.compare(levels)
    assert comparison["correlacion_cartas_sin_ruido_recortada"] is False
    text = levels_agreement_text(levels, comparison)
    assert text == ("Acuerdo entre voraz y aleatorio (ρ de Spearman): ρ = 0,81 (IC 95 %: 0,22 a 0,97; 8 cartas probadas "
                    "en los dos); descontado el ruido de cada nivel (su acuerdo entre mitades), unos 0,85 (IC 95 %: 0,23 "
                    "a 1,00, recortado a ±1)")


def test_spearman_orders_by_rank_so_one_far_card_does_not_make_the_others_agree():
    """A QA run: one card at +26 points beside 21 cards near 0 gave r = 0,86 between the halves although the
    order of the other 21 did not agree (r = 0,37 without it). Ranks give the outlier no more weight than a card."""
    first = [0.26, 0.01, -0.01, 0.02, -0.02, 0.0, 0.015, -0.015]
    second = [0.27, -0.01, 0.01, -0.02, 0.02, 0.015, 0.0, -0.01]
    assert stats.pearson(first, second) > 0.85
    assert stats.spearman(first, second) < 0.2
    assert stats.spearman([1, 2, 2, 3], [1, 2, 2, 3]) == pytest.approx(1.0)  # ties share their mean rank
    assert stats.spearman([1, 2], [2, 1]) is None


def test_a_card_far_from_the_rest_of_its_deck_is_too_strong_or_too_weak():
    others = [0.07, 0.05, 0.02, 0.0, -0.01, -0.03, 0.01]  # Q1 −0,005, Q3 0,035: fences 0,035 ± max(1,5·IQR, 5 points)
    assert stats.stands_out(0.21, 0.31, others) == "fuerte"  # Chispazo at +26 (+21 a +31)
    assert stats.stands_out(0.03, 0.11, others) is None  # a good card: its interval reaches into the others'
    assert stats.stands_out(-0.25, -0.12, others) == "debil"
    assert stats.stands_out(0.21, 0.31, others[:4]) is None  # fewer than MIN_PEERS others: no comparison


def test_an_unbalanced_pairing():
    """80 wins of 100: the whole interval is above 60 %; 55 of 100 is not surely beyond 40–60 %."""
    decks = [DeckInfo("X", []), DeckInfo("Y", [])]
    for wins, unbalanced in ((80, True), (55, False), (20, True)):
        games = [_game(i, 0, 0 if i < wins else 1, 0, 10) for i in range(100)]
        match = stats.build(_run(decks, [(0, 1)], 100), games)["niveles"][0]["enfrentamientos"][0]
        assert match["desequilibrado"] is unbalanced, wins


def test_draws_count_half_a_win_for_each_deck_in_the_match_verdict():
    """40 % wins each way and 20 % draws is an even pairing, not «gana B»; and 20 % each way with 60 % draws is
    not «desequilibrado» (draws used to count as losses of the first deck only)."""
    from nismatch_cards.games.nismatch.sim.text import matches_text

    decks = [DeckInfo("X", []), DeckInfo("Y", [])]
    for wins, draws, expected, unbalanced in ((400, 200, "sin_concluir", False), (200, 600, "sin_concluir", False),
                                              (560, 200, "gana_a", True)):
        games = [_game(i, 0, 0 if i < wins else None if i < wins + draws else 1, 0, 10) for i in range(1000)]
        result = stats.build(_run(decks, [(0, 1)], 1000), games)
        match = result["niveles"][0]["enfrentamientos"][0]
        assert (match["veredicto"], match["desequilibrado"]) == (expected, unbalanced), (wins, draws)
        assert match["puntos_a"]["tasa"] == (wins + draws / 2) / 1000
    assert match["victorias_a"]["exitos"] == 560 and match["tablas"]["exitos"] == 200  # the wins, as they were
    even = [_game(i, 0, i % 2 if i < 9000 else None, 0, 10) for i in range(10000)]
    assert stats.build(_run(decks, [(0, 1)], 10000), even)["niveles"][0]["enfrentamientos"][0]["veredicto"] == "equilibrado"
    assert matches_text(result)[2].startswith(
        "    greedy  56,0 % (52,9 %–59,1 %), tablas 20,0 % (contando cada tabla como media victoria: 66,0 %, "
        "63,0 %–68,9 %): gana X ⚠ desequilibrado (fuera de 40 %–60 %) · mitades")


def _swap_level(wins_with: int, wins_without: int, identical: bool = False, n: int = 100) -> dict:
    """One studied card played in every game; side 0 wins ``wins_with`` deals with it, ``wins_without`` with its
    baseline."""
    deck = DeckInfo("X", [("c", "Carta C", 2, True)])
    studied = [StudiedCard("c", "Carta C", 2, "parte", {}, identical)]
    played = ({"c": (1, 1, 0, 0.0, 0)}, {})
    games = [_game(k, 0, 0 if k < wins_with else 1, 0, 10, played, swaps=(0 if k < wins_without else 1,))
             for k in range(n)]
    return stats.build(_run([deck, DeckInfo("Y", [])], [(0, 1)], n, studied=studied), games)["niveles"][0]


def test_a_card_that_plays_as_its_baseline_is_not_measured():
    level = _swap_level(50, 50, identical=True)
    [card] = level["sustituciones"]
    assert card["veredicto"] == "igual_que_la_basica" and level["cartas_sin_concluir"] == 0
    assert level["partidas_necesarias"] is None


def test_a_deck_that_wins_every_game_leaves_card_effects_no_room():
    assert _swap_level(100, 100)["techo"] is True
    assert _swap_level(60, 50)["techo"] is False


def test_games_needed_count_only_the_cards_without_a_verdict():
    settled = _swap_level(90, 40)  # +50 points: «aporta» already; no card waits for more games
    assert settled["sustituciones"][0]["veredicto"] == "aporta"
    assert settled["cartas_sin_concluir"] == 0 and settled["partidas_necesarias"] is None


def _text_results(levels: list[dict]) -> dict:
    return {"niveles": levels, "mazo_estudiado": "X", "efecto_minimo": stats.MIN_EFFECT,
            "semiamplitud_estable": stats.STABLE, "partidas_por_enfrentamiento": 100}


def _row(name, effect, verdict, low=None, high=None, stands=None, played=1.0):
    return {"carta": name.lower(), "nombre": name, "copias": 2, "efecto": effect, "veredicto": verdict,
            "ic95": [low if low is not None else effect - 0.03, high if high is not None else effect + 0.03],
            "destaca": stands, "mitades": [effect, effect], "jugada": {"tasa": played}}


def test_the_text_names_the_cards_that_stand_out_and_counts_only_open_cards():
    from nismatch_cards.games.nismatch.sim.text import swaps_text

    rows = [_row("Chispazo", 0.263, "aporta", 0.21, 0.315, "fuerte"), _row("Visor", 0.07, "aporta"),
            _row("Grito", 0.0, "sin_concluir"), _row("Pala", -0.19, "resta", -0.25, -0.12, "debil"),
            _row("Cubo", 0.0, "sin_probar", played=0.016)]
    level = {"nivel": "voraz", "sustituciones": rows,
             "acuerdo_mitades": {"cartas": 4, "r": 0.4, "r_completa": 0.571, "cartas_con_signo": 3, "mismo_signo": 3},
             "partidas_necesarias": 4038, "cartas_sin_concluir": 1, "techo": False}
    out = swaps_text(_text_results([level]))
    assert out[1] == "  Demasiado fuerte, muy lejos del resto de cartas del mazo: Chispazo ×2 (voraz)"
    assert out[2] == "  Demasiado débil, muy lejos del resto de cartas del mazo: Pala ×2 (voraz)"
    # the effect that stands out is that of all the copies together: how many, next to the flag
    assert out[4] == "  Chispazo ×2  +26,3 (+21,0 a +31,5) ▲ aporta ⚠ demasiado fuerte (×2)"
    assert out[-2] == "  Cubo ×2      sin probar (jugada en 1,6 % de las partidas)"
    assert out[-1] == ("  voraz: acuerdo entre las dos mitades de las semillas (el orden de las cartas, ρ de Spearman): "
                       "ρ = 0,40 (en la simulación entera, por Spearman–Brown, 0,57), mismo signo en 3 de 3 cartas con "
                       "efecto en las dos mitades (el azar solo daría la mitad); con unas 4.038 partidas por enfrentamiento (ahora "
                       "100) el intervalo de la carta sin concluir sería de ±1 punto, lo que no asegura un veredicto: con "
                       "un efecto real cerca de los 2 puntos puede seguir sin concluir")


def test_the_text_says_nothing_of_pairs_when_no_card_was_tested():
    """It said «ninguna pareja de partidas acabó distinta» where 14 pairs had: no card was tested at all."""
    from nismatch_cards.games.nismatch.sim.text import swaps_text

    level = {"nivel": "voraz", "sustituciones": [_row("Cubo", 0.0, "sin_probar", played=0.01)],
             "acuerdo_mitades": {"cartas": 0, "r": None, "mismo_signo": 0}, "partidas_necesarias": None,
             "cartas_sin_concluir": 0, "techo": False}
    assert swaps_text(_text_results([level]))[-1] == (
        "  voraz: acuerdo entre las dos mitades de las semillas (el orden de las cartas, ρ de Spearman): ninguna carta "
        "probada")


def test_the_run_says_how_many_false_card_verdicts_to_expect_at_worst():
    """Each card verdict is wrong with up to 2,5 % (one side of a 95 % interval), and a run gives one per tested card
    and level: with 40 of them about one false ▲ or ▼ is to be expected at worst."""
    from nismatch_cards.games.nismatch.sim.text import swaps_text

    deck = DeckInfo("X", [("c", "Carta C", 2, True), ("z", "Carta Z", 1, False)])
    studied = [StudiedCard("c", "Carta C", 2, "parte", {}), StudiedCard("z", "Carta Z", 1, "apoyo", {})]
    played = ({"c": (1, 1, 0, 0.0, 0)}, {})  # Z is never played: untested, no verdict
    games = [_game(k, 0, k % 2, 0, 10, played, level=level, swaps=(k % 2, 0))
             for level in (0, 1) for k in range(40)]
    result = stats.build(_run([deck, DeckInfo("Y", [])], [(0, 1)], 40, levels=(("greedy", "greedy"),
                                                                               ("random", "random")),
                              studied=studied), games)
    assert result["veredictos_cartas"] == 2 and result["falsos_esperados"] == 0.05
    lines = swaps_text(result)
    line = ("  Con 2 veredictos de carta y nivel, cada uno falso como mucho un 2,5 % de las veces, cabe esperar por azar "
            "hasta 0,05 ▲ o ▼ falsos, y suelen salir juntos (todas las cartas se comparan con las mismas partidas)")
    assert lines[lines.index(line) - 1].startswith("  Carta Z ×1")  # just after the table
    result.update(veredictos_cartas=40, falsos_esperados=1.0)
    assert any(text.startswith("  Con 40 veredictos") and "hasta 1,0 ▲ o ▼ falsos" in text for text in swaps_text(result))


def test_the_halves_agreement_gives_the_whole_runs_reliability_and_counts_signs_only_where_there_are_any():
    """ρ between the halves is the reliability of half a run: the whole run's is 2ρ/(1+ρ) (Spearman–Brown). A card
    whose effect is 0 in one half cannot agree in sign, and used to count as a disagreement."""
    assert stats.spearman_brown(0.5) == pytest.approx(2 / 3)
    assert stats.spearman_brown(0.0) == 0 and stats.spearman_brown(1.0) == 1
    assert stats.spearman_brown(None) is None and stats.spearman_brown(-0.2) is None  # no reliability to speak of
    deck = DeckInfo("X", [(f"c{i}", f"Carta {i}", 1, True) for i in range(4)])
    studied = [StudiedCard(f"c{i}", f"Carta {i}", 1, "parte", {}) for i in range(4)]
    played = ({f"c{i}": (1, 1, 0, 0.0, 0) for i in range(4)}, {})
    # 8 deals, halves 0–3 and 4–7; side 0 wins every even deal, and loses these with the baseline of each card
    lost = [{0, 2, 4, 6}, {0, 4}, {6}, {2}]
    games = []
    for k in range(8):
        won = k % 2 == 0
        swaps = tuple(1 if not won or k in lost[i] else 0 for i in range(4))
        games.append(_game(k, 0, 0 if won else 1, 0, 10, played, swaps=swaps))
    level = stats.build(_run([deck, DeckInfo("Y", [])], [(0, 1)], 8, studied=studied), games)["niveles"][0]
    halves = [s["mitades"] for s in level["sustituciones"]]
    assert halves == [[0.5, 0.5], [0.25, 0.25], [0.0, 0.25], [0.25, 0.0]]
    agreement = level["acuerdo_mitades"]
    assert (agreement["cartas"], agreement["cartas_con_signo"], agreement["mismo_signo"]) == (4, 2, 2)
    assert agreement["r"] > 0 and agreement["r_completa"] == pytest.approx(2 * agreement["r"] / (1 + agreement["r"]),
                                                                          abs=1e-3)


def test_the_agreement_between_levels_with_the_noise_of_each_level_taken_out():
    """ρ between levels is pulled towards 0 by the noise of each ranking: divided by √(f₁·f₂), the whole-run
    reliabilities of each level (Spearman 1904), at most 1; without a positive reliability, nothing is said."""
    assert stats.disattenuated(0.28, 0.91, 0.49) == pytest.approx(0.28 / math.sqrt(0.91 * 0.49))
    assert stats.disattenuated(0.9, 0.5, 0.5) == 1.0
    assert stats.disattenuated(-0.9, 0.5, 0.5) == -1.0
    assert stats.disattenuated(0.3, None, 0.8) is None
    assert stats.disattenuated(0.3, 0.0, 0.8) is None
    assert stats.disattenuated(None, 0.5, 0.8) is None
