"""Benchmark of ``nismatch simulate``: greedy against greedy with the bundled decks (round robin).

Run ``python bench/sim_bench.py [--partidas N] [--semilla S]``; plays the same N games on one
process (``--workers 1``), then with 2 worker processes, and prints games per second, the speed-up
and the projected time of 10,000 games. Target: 10,000 greedy games in under 5 minutes on 2 cores.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from nismatch_cards.cards.loader import load  # noqa: E402
from nismatch_cards.games.nismatch.sim import runner  # noqa: E402
from nismatch_cards.games.nismatch.sim.commands import build_spec  # noqa: E402

TARGET_GAMES, TARGET_SECONDS = 10_000, 300


def measure(spec, workers: int) -> tuple[float, float, list]:
    """Wall-clock seconds, CPU seconds (this process and the workers it waited for) and the games."""
    start, before = time.perf_counter(), os.times()
    games = runner.run(spec, workers=workers)
    after = os.times()
    cpu = sum(getattr(after, k) - getattr(before, k) for k in ("user", "system", "children_user", "children_system"))
    return time.perf_counter() - start, cpu, games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--partidas", type=int, default=3000, help="partidas en total, repartidas entre los "
                                                                     "6 enfrentamientos (3000)")
    parser.add_argument("--semilla", type=int, default=0, help="primera semilla (0)")
    parser.add_argument("--workers", type=int, default=2, help="procesos de la segunda medida (2)")
    args = parser.parse_args()
    project = load([ROOT / "packs" / "nismatch"]).project
    per_pairing = max(1, args.partidas // 6)
    spec, _ = build_spec(project, list(project.decks), ["greedy", "greedy"], per_pairing, args.semilla)
    total = spec.total
    print(f"{total} partidas greedy contra greedy, todos contra todos con los {len(project.decks)} mazos de "
          f"cards/decks ({per_pairing} por enfrentamiento)")
    one, one_cpu, games_one = measure(spec, 1)
    turns = sum(g.turns for g in games_one)
    actions = sum(g.actions for g in games_one)
    print(f"  1 proceso:   {one:6.2f} s de reloj, {one_cpu:6.2f} s de CPU → {total / one:7.1f} partidas por segundo "
          f"({total / one_cpu:.1f} por segundo de CPU; {turns / total:.1f} turnos y {actions / total:.0f} acciones "
          f"por partida)")
    many, many_cpu, games_many = measure(spec, args.workers)
    assert games_many == games_one, "los resultados cambian con el número de procesos"
    print(f"  {args.workers} procesos:  {many:6.2f} s de reloj, {many_cpu:6.2f} s de CPU → {total / many:7.1f} partidas "
          f"por segundo; aceleración ×{one / many:.2f} (resultados idénticos)")
    if one_cpu > one * 1.1 or one_cpu < one * 0.9:
        print("  aviso: el reloj y la CPU de un proceso no coinciden: otra carga comparte la máquina")
    projected = TARGET_GAMES * many / total
    verdict = "dentro" if projected < TARGET_SECONDS else "FUERA"
    print(f"  {TARGET_GAMES:,} partidas con {args.workers} procesos: {projected:.0f} s previstos "
          f"({verdict} del objetivo de {TARGET_SECONDS // 60} minutos)".replace(",", "."))


if __name__ == "__main__":
    main()
