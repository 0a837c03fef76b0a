"""How strong Unmatched's bots are against each other (issue 27, part 6): ``voraz`` against ``aleatorio``,
``busqueda`` against ``aleatorio`` and ``busqueda`` against ``voraz``, each share of wins with its 95 % interval.

Run ``python bench/unmatched_bots_bench.py [--partidas N] [--procesos K] [--semilla S] [--duelos …]``.

Every pair of the four bundled heroes (Alice, Medusa, el Rey Arturo, Simbad) plays ``N`` deals with the first bot on
the first hero against the second bot on the second, and ``N`` with the bots the other way round: the games of
``nismatch simular --bots X,Y`` and ``--bots Y,X`` on each pair (the heroes change seats from one deal to the next,
the deals alternate the pack's two battlefields), played by the game-independent runner (``play/sim/runner.py``).
A draw counts half a win. Prints each duel's share with its Wilson interval, per seat, and its CPU time. Targets
(issue 27): ``busqueda`` beats ``aleatorio`` in ≥ 90 % and ``voraz`` in ≥ 60 %, and ``voraz`` beats ``aleatorio``.
"""
from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from itertools import combinations
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from nismatch_cards.cards.loader import load  # noqa: E402
from nismatch_cards.play.sim import runner  # noqa: E402
from nismatch_cards.play.sim.stats import wilson  # noqa: E402
from nismatch_cards.play.sim.text import num, pct  # noqa: E402

HEROES = ("Alice", "Medusa", "Rey Arturo", "Simbad")
DUELS = {"voraz-aleatorio": ("voraz", "aleatorio"), "busqueda-aleatorio": ("busqueda", "aleatorio"),
         "busqueda-voraz": ("busqueda", "voraz")}
TARGETS = {"voraz-aleatorio": 0.5, "busqueda-aleatorio": 0.9, "busqueda-voraz": 0.6}

_SPEC = None


def _init(spec) -> None:
    global _SPEC
    _SPEC = spec


def _play(i: int):
    started = time.process_time()
    summary = runner.play_game(_SPEC, i)
    return summary, time.process_time() - started


def spec_of(project, bots: tuple[str, str], games: int, seed: int) -> runner.GameSpec:
    """Every pair of heroes, ``games`` deals at each of two levels: the bots ``bots`` and the other way round."""
    code = project.game.code
    decks = tuple((name, tuple(cards)) for name, cards in (code.seat(project, project.deck(h)) for h in HEROES))
    boards = tuple(runner.Board(*b) for b in code.boards(project))
    pairings = tuple(combinations(range(len(HEROES)), 2))
    return runner.GameSpec("unmatched", project.ruleset, decks, pairings, (bots, bots[::-1]), games, seed,
                           boards=boards, first_player=False)


def duel(project, name: str, games: int, seed: int, workers: int) -> None:
    bots = DUELS[name]
    spec = spec_of(project, bots, games, seed)
    wall = time.perf_counter()
    with multiprocessing.get_context().Pool(workers, initializer=_init, initargs=(spec,)) as pool:
        played = list(pool.imap(_play, range(spec.total), chunksize=1))
    wall = time.perf_counter() - wall
    points, seat_points, seat_games, cpu = 0.0, [0.0, 0.0], [0, 0], 0.0
    for summary, seconds in played:
        cpu += seconds
        first_side = 0 if summary.level == 0 else 1  # the side the first bot plays
        score = 0.5 if summary.winner is None else float(summary.winner == first_side)
        points += score
        seat = int(summary.swapped) ^ first_side  # the seat of the first bot: 0 when it sat first
        seat_points[seat] += score
        seat_games[seat] += 1
    n = len(played)
    low, high = wilson(points, n)
    share, target = points / n, TARGETS[name]
    met = share > target if target == 0.5 else share >= target
    sure = " con seguridad (todo el intervalo)" if met and low >= target else ""
    print(f"{bots[0]} contra {bots[1]}: {n} partidas, gana {bots[0]} el {pct(share)} "
          f"({pct(low)}–{pct(high)}); objetivo, {'más del' if target == 0.5 else 'al menos el'} "
          f"{pct(target, 0)}: {'cumplido' + sure if met else 'no cumplido'}")
    for seat in (0, 1):
        if seat_games[seat]:
            share = seat_points[seat] / seat_games[seat]
            print(f"    {bots[0]} {'en el primer asiento' if seat == 0 else 'en el segundo'}: {pct(share)} "
                  f"de {seat_games[seat]}")
    print(f"    {num(cpu, 0)} s de CPU ({num(cpu / n, 2)} s por partida), {num(wall, 0)} s de reloj con {workers} "
          f"proceso{'s' if workers != 1 else ''}",
          flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--partidas", type=int, default=10, help="repartos por pareja de héroes y orden de los bots")
    parser.add_argument("--procesos", type=int, default=2)
    parser.add_argument("--semilla", type=int, default=0)
    parser.add_argument("--duelos", default=",".join(DUELS), help="de " + ", ".join(DUELS))
    args = parser.parse_args()
    project = load([ROOT / "packs" / "unmatched"]).project
    for name in args.duelos.split(","):
        duel(project, name, args.partidas, args.semilla, args.procesos)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
