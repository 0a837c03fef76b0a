"""Benchmark of the rules engine: random legal actions on both sides, 1v1 with the bundled decks.

Run ``python bench/engine_bench.py [--partidas N] [--semilla S] [--posiciones P]``; prints the
actions chosen per second (each ``legal_actions()`` and ``apply()``; the moves the engine plays by
itself because they are the only legal one go inside) and complete games per second on one core
(target: at least 200 games per second), then what a look-ahead pays over P positions 60 random
actions into a game: ``Game.clone()`` beside the deep copy it replaced (its peer, ``copy.deepcopy``
sharing only card data), a random playout from that position to the end (issue 11's target: three
times faster than at 906fe38, 5.1 ms on an idle machine, measured on the same machine in the same
session), the observation a bot decides from (``observe``), a determinized world (``determinize``),
and one decision of each bot that plays in simulations (``greedy``, and ``search`` with its default
budget), observation included.
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
from nismatch_cards.games.nismatch.bots import make_bot  # noqa: E402
from nismatch_cards.games.nismatch.engine import Game  # noqa: E402
from nismatch_cards.games.nismatch.engine.game import deep_copy  # noqa: E402
from nismatch_cards.games.nismatch.engine.observation import observe  # noqa: E402


def run(games: int, seed: int) -> tuple[int, int, float, float]:
    project = load([ROOT / "cards"]).project
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


def positions(project, count: int, seed: int, game_class=Game) -> list[Game]:
    """``count`` games 60 random actions in (another revision's ``Game`` with ``game_class``)."""
    decks = project.decks
    out = []
    i = seed
    while len(out) < count:
        chooser = random.Random(i)
        game = game_class.from_project(project, [decks[i % len(decks)], decks[(i + 1) % len(decks)]], seed=i)
        for _ in range(60):
            if game.over:
                break
            game.apply(chooser.choice(game.legal_actions()))
        if not game.over:
            out.append(game)
        i += 1
    return out


def per_call(fn, items, repeat: int) -> float:
    """CPU microseconds per call of ``fn`` on each item."""
    start = time.process_time()
    for _ in range(repeat):
        for item in items:
            fn(item)
    return (time.process_time() - start) / (repeat * len(items)) * 1e6


def lookahead(project, count: int, seed: int) -> None:
    games = positions(project, count, seed)
    deep = per_call(deep_copy, games, 3)
    cheap = per_call(Game.clone, games, 30)
    print(f"Mirar hacia delante, {count} posiciones a 60 acciones del comienzo (CPU, un núcleo):")
    print(f"  Game.clone(): {cheap:.0f} µs por copia; la copia profunda de antes, {deep:.0f} µs: ×{deep / cheap:.1f}")

    def playout(clone):
        def run(game):
            twin = clone(game)
            chooser = random.Random(len(twin.pilots[0].hand))
            while not twin.over:
                twin.apply(chooser.choice(twin.legal_actions()))
        return run

    new, old = per_call(playout(Game.clone), games, 3), per_call(playout(deep_copy), games, 3)
    print(f"  partida al azar desde esa posición hasta el final, copia incluida: {new / 1000:.2f} ms "
          f"(con la copia profunda, {old / 1000:.2f} ms)")
    observed = per_call(lambda g: observe(g, g.to_move), games, 10)
    obs = [observe(g, g.to_move) for g in games]
    rng = random.Random(seed)
    dealt = per_call(lambda o: o.determinize(rng), obs, 10)
    print(f"  observación de un piloto (lo que ve un bot en cada decisión): {observed:.0f} µs; "
          f"un mundo determinizado: {dealt:.0f} µs")
    greedy, search = make_bot("greedy", seed), make_bot("search", seed)
    picked = per_call(lambda g: greedy.choose(g, g.legal_actions()), games, 10)
    searched = per_call(lambda g: search.choose(g, g.legal_actions()), games, 1)
    print(f"  una decisión de un bot, observación incluida: greedy {picked:.0f} µs; "
          f"search ({search.budget} partidas simuladas) {searched / 1000:.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--partidas", type=int, default=1000, help="partidas completas a jugar (1000)")
    parser.add_argument("--semilla", type=int, default=0, help="primera semilla (0)")
    parser.add_argument("--posiciones", type=int, default=40, help="posiciones para medir la copia (40)")
    args = parser.parse_args()
    actions, turns, seconds, cpu = run(args.partidas, args.semilla)
    from nismatch_cards.games.nismatch.engine import KIND
    print(f"motor: {KIND}")
    print(f"{args.partidas} partidas 1v1 con los mazos de cards/decks, acciones legales al azar en ambos lados")
    print(f"  {actions} acciones aplicadas, {turns} turnos, {seconds:.2f} s de reloj, {cpu:.2f} s de CPU (un núcleo)")
    print(f"  acciones elegidas por segundo: {actions / seconds:,.0f} (reloj), {actions / cpu:,.0f} (CPU), "
          f"{cpu / actions * 1e6:.1f} µs de CPU cada una (legal_actions y apply)")
    print(f"  partidas por segundo: {args.partidas / seconds:,.1f} (reloj), {args.partidas / cpu:,.1f} (CPU)")
    print(f"  media: {actions / args.partidas:.0f} acciones y {turns / args.partidas:.1f} turnos por partida")
    lookahead(load([ROOT / "cards"]).project, args.posiciones, args.semilla)


if __name__ == "__main__":
    main()
