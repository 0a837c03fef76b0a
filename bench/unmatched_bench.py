"""Benchmark of Unmatched's rules engine: random games per second, and the CPU time of one game.

Run ``python bench/unmatched_bench.py [--partidas N] [--semilla S]``. Every pairing of the four bundled heroes
(Alice, Medusa, el Rey Arturo, Simbad; each pair both ways) plays random games (the generic ``aleatorio`` bot on
every seat, through ``play.playout.play_out``: the observation of each decision included) on a battlefield of
the size of the rulebook's (32 spaces, 4 zones, built in ``tests/unmatched/boards.py``: the shipped maps are the
map loader's). Prints games per second, milliseconds of CPU per game (target: under 5), actions per game and how
the games ended; then the engine alone (legal actions and ``apply``, no bot) and one 2 contra 2 batch.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from itertools import permutations
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from nismatch_cards.cards.loader import load  # noqa: E402
from nismatch_cards.games.unmatched.cards import seat_cards  # noqa: E402
from nismatch_cards.games.unmatched.definition import UNMATCHED  # noqa: E402
from nismatch_cards.play.bots import RandomBot  # noqa: E402
from nismatch_cards.play.playout import play_out  # noqa: E402
from tests.unmatched.boards import FIELD  # noqa: E402

TARGET_MS = 5.0
HEROES = ("Alice", "Medusa", "Rey Arturo", "Simbad")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--partidas", type=int, default=600)
    parser.add_argument("--semilla", type=int, default=1)
    args = parser.parse_args()
    project = load([ROOT / "packs" / "unmatched"]).project
    rules = project.ruleset
    seats = {hero: seat_cards(project, hero) for hero in HEROES}
    pairs = list(permutations(HEROES, 2))
    ends, actions = Counter(), 0
    start = time.process_time()
    for k in range(args.partidas):
        first, second = pairs[k % len(pairs)]
        game = UNMATCHED.start(rules, [seats[first], seats[second]], args.semilla + k, "1v1", battlefield=FIELD)
        out = play_out(game, [RandomBot(2 * k), RandomBot(2 * k + 1)])
        actions += out.actions
        ends[UNMATCHED.end_kind(game)] += 1
    spent = time.process_time() - start
    ms = 1000 * spent / args.partidas
    print(f"1 contra 1, bot aleatorio: {args.partidas / spent:.0f} partidas/s, {ms:.2f} ms de CPU por partida "
          f"(objetivo < {TARGET_MS:g} ms: {'sí' if ms < TARGET_MS else 'NO'}), "
          f"{actions / args.partidas:.0f} acciones por partida; finales: {dict(ends)}")

    rng, count, start = random.Random(args.semilla), args.partidas // 2, time.process_time()
    for k in range(count):
        first, second = pairs[k % len(pairs)]
        game = UNMATCHED.start(rules, [seats[first], seats[second]], args.semilla + k, "1v1", battlefield=FIELD)
        while not game.over:
            game.apply(rng.choice(game.legal_actions()))
    print(f"  solo el motor (sin bots ni observaciones): {1000 * (time.process_time() - start) / count:.2f} ms por partida")

    count, start = args.partidas // 4, time.process_time()
    for k in range(count):
        order = HEROES[k % 4:] + HEROES[:k % 4]
        game = UNMATCHED.start(rules, [seats[h] for h in order], args.semilla + k, "2v2", battlefield=FIELD)
        play_out(game, [RandomBot(4 * k + p) for p in range(4)])
    print(f"2 contra 2, bot aleatorio: {1000 * (time.process_time() - start) / count:.2f} ms de CPU por partida")
    return 0


if __name__ == "__main__":
    sys.exit(main())
