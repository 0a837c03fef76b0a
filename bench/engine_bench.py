"""Benchmark of the rules engine: random legal actions on both sides, 1v1 with the bundled decks.

Run ``python bench/engine_bench.py [--partidas N] [--semilla S]``; prints actions applied per
second and complete games per second on one core. Target: at least 200 games per second.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from nismatch_cards.cards.loader import load  # noqa: E402
from nismatch_cards.games.nismatch.engine import Game  # noqa: E402


def run(games: int, seed: int) -> tuple[int, int, float, float]:
    project = load([ROOT / "packs" / "nismatch"]).project
    decks = project.decks
    actions = 0
    turns = 0
    start, cpu = time.perf_counter(), time.process_time()
    for i in range(games):
        chooser = random.Random(seed + i)
        game = Game.from_project(project, [decks[i % len(decks)], decks[(i + 1) % len(decks)]], seed=seed + i)
        choice = chooser.choice
        while not game.over:
            game.apply(choice(game.legal_actions()))
            actions += 1
        turns += game.turn
    return actions, turns, time.perf_counter() - start, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--partidas", type=int, default=1000, help="partidas completas a jugar (1000)")
    parser.add_argument("--semilla", type=int, default=0, help="primera semilla (0)")
    args = parser.parse_args()
    actions, turns, seconds, cpu = run(args.partidas, args.semilla)
    print(f"{args.partidas} partidas 1v1 con los mazos de cards/decks, acciones legales al azar en ambos lados")
    print(f"  {actions} acciones aplicadas, {turns} turnos, {seconds:.2f} s de reloj, {cpu:.2f} s de CPU (un núcleo)")
    print(f"  acciones por segundo: {actions / seconds:,.0f} (reloj), {actions / cpu:,.0f} (CPU)")
    print(f"  partidas por segundo: {args.partidas / seconds:,.1f} (reloj), {args.partidas / cpu:,.1f} (CPU)")
    print(f"  media: {actions / args.partidas:.0f} acciones y {turns / args.partidas:.1f} turnos por partida")


if __name__ == "__main__":
    main()
