"""Honest counts: the progress bar and the rate line count every game played (the deals, the ones played again
with the other deck starting, the swaps); --sin-ventaja-de-empezar plays no replay and says so; the figures that
promise a stable answer say what it would cost on this machine."""
from __future__ import annotations

import json
import re

import pytest

from nismatch_cards.games.nismatch.sim import runner
from nismatch_cards.games.nismatch.sim.commands import Played, build_spec
from nismatch_cards.games.nismatch.sim.text import Pace, duration_text, stable_text

from .conftest import A, B, simulate

DECKS = ["--deck", A, "--deck", B]


class Bar:
    """What click's progress bar is given: its length, and each update."""

    def __init__(self, length: int):
        self.length = length
        self.pos = 0

    def update(self, n: int) -> None:
        self.pos += n


def test_the_progress_bar_counts_every_game_played(project):
    spec, _ = build_spec(project, [project.deck(A), project.deck(B)], [("greedy", "greedy"), ("greedy", "random")],
                         6, 3, studied=["chispazo"])
    played = Played(spec)
    assert played.most == 6 * 3 + 6 * 2  # equal bots: the deal, the other start, the swap; else no other start
    bar = Bar(played.most)
    summaries = list(played.count(runner.games(spec, 1), bar))
    assert played.games == sum(1 + len(s.other_start) + s.replayed for s in summaries) > spec.total
    assert bar.pos == played.games == bar.length  # the bar ends full: the swaps not played were taken off
    assert sum(len(s.other_start) for s in summaries) == 6


def test_without_the_first_player_replays(project):
    spec, _ = build_spec(project, [project.deck(A), project.deck(B)], [("greedy", "greedy")], 4, 0, first_player=False)
    played = Played(spec)
    assert played.most == 4
    assert all(s.other_start == () for s in played.count(runner.games(spec, 1)))
    assert played.games == 4


def test_the_rate_line_counts_the_replays_and_the_flag_turns_them_off():
    result = simulate(*DECKS, "--games", "4", "--niveles", "voraz", "--workers", "1")
    assert result.stderr.startswith("8 partidas en ")  # 4 deals and 4 with the other deck starting
    result = simulate(*DECKS, "--games", "4", "--niveles", "voraz", "--workers", "1", "--sin-ventaja-de-empezar",
                      "--json", "-")
    assert result.exit_code == 0, result.output
    assert "\n4 partidas en " in result.stderr
    assert ("Empezar: la ventaja de empezar no se ha medido (--sin-ventaja-de-empezar: cada reparto se jugó una sola "
            "vez, no otra más con el otro mazo empezando)") in result.stderr.splitlines()
    assert "más con el otro mazo empezando" not in result.stderr.splitlines()[0]
    data = json.loads(result.stdout)
    assert data["ventaja_de_empezar"] == "sin_medir" and data["partidas_con_el_otro_empezando"] == 0
    assert data["niveles"][0]["enfrentamientos"][0]["primer_jugador"] is None


def test_the_english_name_of_the_flag():
    result = simulate(*DECKS, "--games", "2", "--niveles", "voraz", "--workers", "1", "--no-first-player")
    assert result.exit_code == 0, result.output
    assert result.stderr.startswith("2 partidas en ")


def test_the_stable_answer_says_its_cost_in_wall_time():
    result = simulate(*DECKS, "--games", "6", "--niveles", "voraz", "--workers", "1")
    line = next(x for x in result.stdout.splitlines() if x.startswith("    voraz  "))
    assert re.search(r" · ±1 punto necesita unos \d{1,3}(\.\d{3})* repartos: (un|unos|unas) [\d.]* ?\w+ con 1 "
                     r"proceso$", line), line


@pytest.mark.parametrize("seconds, text", [
    (0.4, "menos de un segundo"), (1.2, "un segundo"), (40, "unos 40 segundos"), (89, "unos 89 segundos"),
    (90, "unos 2 minutos"), (38 * 60, "unos 38 minutos"), (95 * 60, "unas 2 horas"), (47 * 3600, "unas 47 horas"),
    (48 * 3600, "unos 2 días"), (4000 * 86400, "unos 4.000 días"),
])
def test_durations(seconds, text):
    assert duration_text(seconds) == text


def test_the_cost_is_the_whole_run_scaled_to_the_games_needed():
    """A run of 100 deals per pairing that took 40 s: 5.800 deals take 58 times as long."""
    pace = Pace(40.0, 100, "con 2 procesos")
    assert stable_text(5800, pace) == "±1 punto necesita unos 5.800 repartos: unos 39 minutos con 2 procesos"
    assert stable_text(None, pace) == "±1 punto: aún no se puede estimar"
