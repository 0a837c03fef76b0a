"""Benchmark of the ``busqueda`` bot (search): how often it beats ``voraz`` (greedy), and what it costs.

Run ``python bench/search_bench.py [--partidas N] [--presupuesto B] [--procesos K] [--semilla S]``.

Every pair of the bundled decks plays ``N / (2 · pairs)`` games (rounded up) with ``busqueda`` on
the first deck against ``voraz`` on the second, and as many with the bots the other way round; in
each, the decks change seats from one game to the next (the same games as ``nismatch simular
--bots busqueda,voraz`` and ``--bots voraz,busqueda`` on each pair). Prints the share of games ``busqueda``
wins with its 95 % interval (Wilson), by seat and by deck, and the time. Target: at least 65 % over
1,000 games, in minutes on two cores. Takes minutes: ``bench/run.py`` runs it with ``--partidas 60``.
"""
from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from nismatch_cards.cards.loader import load  # noqa: E402
from nismatch_cards.games.nismatch.sim import runner  # noqa: E402
from nismatch_cards.games.nismatch.sim.commands import build_spec  # noqa: E402
from nismatch_cards.games.nismatch.sim.stats import wilson  # noqa: E402

TARGET = 0.65


_SPEC = None


def _init(spec) -> None:
    global _SPEC
    _SPEC = spec


def _play(i: int):
    return runner.play_game(_SPEC, i)


def play(spec, workers: int, per_pair: int) -> list:
    """Every game of ``spec``, in rounds that each hold one game of every pair of decks and order of
    the bots; prints the running figure after each round (a run cut short still says something)."""
    round_size = spec.total // per_pair
    order = [level * spec.per_level + pairing * per_pair + k for k in range(per_pair)
             for level in range(len(spec.levels)) for pairing in range(len(spec.pairings))]
    done, wins = [], 0
    with multiprocessing.get_context().Pool(workers, initializer=_init, initargs=(spec,)) as pool:
        for g in pool.imap(_play, order, chunksize=1):
            done.append(g)
            wins += g.winner == (0 if g.level == 0 else 1)
            if len(done) % round_size == 0:
                low, high = wilson(wins, len(done))
                print(f"    {len(done)} partidas: busqueda gana el {100 * wins / len(done):.1f} % "
                      f"({100 * low:.1f}–{100 * high:.1f} %)", flush=True)
    return done


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--partidas", type=int, default=1000, help="partidas en total (1000)")
    parser.add_argument("--presupuesto", type=int, default=None, help="partidas simuladas por decisión de busqueda "
                                                                       "(por defecto, el del bot)")
    parser.add_argument("--procesos", "--workers", dest="workers", metavar="K", type=int, default=2, help="procesos (2)")
    parser.add_argument("--semilla", type=int, default=0, help="primera semilla (0)")
    args = parser.parse_args()
    project = load([ROOT / "cards"]).project
    decks = list(project.decks)
    pairs = len(decks) * (len(decks) - 1) // 2
    search = "busqueda" if args.presupuesto is None else f"busqueda:{args.presupuesto}"
    per_pair = max(1, math.ceil(args.partidas / (2 * pairs)))
    spec, _ = build_spec(project, decks, [(search, "voraz"), ("voraz", search)], per_pair, args.semilla)
    print(f"{search} contra voraz: {spec.total} partidas ({per_pair} por pareja de mazos y orden de los bots, "
          f"{pairs} parejas de los {len(decks)} mazos incluidos), {args.workers} procesos", flush=True)
    start, before = time.perf_counter(), os.times()
    games = play(spec, args.workers, per_pair)
    wall = time.perf_counter() - start
    after = os.times()
    cpu = sum(getattr(after, k) - getattr(before, k) for k in ("user", "system", "children_user", "children_system"))
    wins = draws = 0
    by_seat = {0: [0, 0], 1: [0, 0]}  # seat A / seat B: [wins, games]
    by_deck: dict[str, list[int]] = {}
    for g in games:
        search_side = 0 if g.level == 0 else 1  # level 0: search plays side 0 (the first deck of the pair)
        won = g.winner == search_side
        wins += won
        draws += g.winner is None
        seat = search_side ^ g.swapped  # the seat search sat in (0: A)
        by_seat[seat][0] += won
        by_seat[seat][1] += 1
        a, b = spec.pairings[g.pairing]
        deck = spec.decks[(a, b)[search_side]][0]
        by_deck.setdefault(deck, [0, 0])
        by_deck[deck][0] += won
        by_deck[deck][1] += 1
    games.sort(key=lambda g: g.index)
    low, high = wilson(wins, len(games))
    rate = wins / len(games)
    verdict = "cumple el" if low >= TARGET else "NO cumple el" if high < TARGET else "sin concluir frente al"
    print(f"  busqueda gana {wins} de {len(games)}: {100 * rate:.1f} % (IC 95 % {100 * low:.1f}–{100 * high:.1f} %), "
          f"tablas {draws}; {verdict} objetivo del {100 * TARGET:.0f} %")
    for seat, (w, n) in by_seat.items():
        print(f"    sentado en {'AB'[seat]}: {100 * w / max(n, 1):.1f} % de {n}")
    for deck, (w, n) in sorted(by_deck.items()):
        print(f"    con {deck}: {100 * w / max(n, 1):.1f} % de {n}")
    print(f"  {wall:.0f} s de reloj con {args.workers} procesos ({wall / len(games):.2f} s por partida; "
          f"{cpu:.0f} s de CPU: {cpu / len(games):.2f} s por partida)")


if __name__ == "__main__":
    main()
