"""Benchmark of ``nismatch simular``: games per second, and what a full swap study of one deck costs.

Run ``python bench/sim_bench.py [--razon N] [--partidas N] [--semilla S] [--procesos K] [--estudio N]``:

0. ``simular`` against the engine (issue 28): games really played per CPU second by ``simular`` on one process
   (replays counted) and the engine's own random games per CPU second, in the same run, with their ratio, for
   the random bot and for voraz.

1. voraz (greedy) against voraz with the bundled decks (round robin): the same N games on one process
   (``--procesos 1``), then with 2 worker processes; games per second, the speed-up and the projected
   time of 10,000 games. Target: 10,000 voraz games in under 5 minutes on 2 cores.
2. a full swap study (``--sustituir todas``) of Asalto Remachado against Puños de Hierro at both
   default levels (voraz and aleatorio), ``--estudio`` deals per level on 2 processes: the games played
   again with a baseline, those skipped (the card never left the Arsenal), and the projected time of
   the study with the default 1,000 deals. ``--estudio 0`` skips it.
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
from nismatch_cards.games.nismatch.sim.commands import DEFAULT_LEVELS, build_spec  # noqa: E402

TARGET_GAMES, TARGET_SECONDS = 10_000, 300
STUDY_DECKS = ("Asalto Remachado", "Puños de Hierro")
STUDY_DEALS = 1000  # the default --partidas


def measure(spec, workers: int) -> tuple[float, float, list]:
    """Wall-clock seconds, CPU seconds (this process and the workers it waited for) and the games."""
    start, before = time.perf_counter(), os.times()
    games = runner.run(spec, workers=workers)
    after = os.times()
    cpu = sum(getattr(after, k) - getattr(before, k) for k in ("user", "system", "children_user", "children_system"))
    return time.perf_counter() - start, cpu, games


def throughput(project, total_games: int, seed: int, workers: int) -> None:
    n = len(project.decks)
    per_pairing = max(1, total_games // (n * (n - 1) // 2))  # round robin: every pair of decks
    spec, _ = build_spec(project, list(project.decks), [("voraz", "voraz")], per_pairing, seed)
    total = spec.total
    print(f"{total} partidas voraz contra voraz, todos contra todos con los {len(project.decks)} mazos de "
          f"cards/decks ({per_pairing} por enfrentamiento)")
    one, one_cpu, games_one = measure(spec, 1)
    other = sum(len(g.other_start) for g in games_one)
    print(f"  cada una se juega también con el otro mazo empezando (la ventaja de empezar, docs/simulation.md): "
          f"{total + other} partidas jugadas por medida; las cifras de abajo cuentan las {total} pedidas")
    turns = sum(g.turns for g in games_one)
    actions = sum(g.actions for g in games_one)
    print(f"  1 proceso:   {one:6.2f} s de reloj, {one_cpu:6.2f} s de CPU → {total / one:7.1f} partidas por segundo "
          f"({total / one_cpu:.1f} por segundo de CPU; {turns / total:.1f} turnos y {actions / total:.0f} acciones "
          f"por partida)")
    many, many_cpu, games_many = measure(spec, workers)
    assert games_many == games_one, "los resultados cambian con el número de procesos"
    print(f"  {workers} procesos:  {many:6.2f} s de reloj, {many_cpu:6.2f} s de CPU → {total / many:7.1f} partidas "
          f"por segundo; aceleración ×{one / many:.2f} (resultados idénticos)")
    if one_cpu > one * 1.1 or one_cpu < one * 0.9:
        print("  aviso: el reloj y la CPU de un proceso no coinciden: otra carga comparte la máquina")
    projected = TARGET_GAMES * many / total
    verdict = "dentro" if projected < TARGET_SECONDS else "FUERA"
    print(f"  {TARGET_GAMES:,} partidas con {workers} procesos: {projected:.0f} s previstos "
          f"({verdict} del objetivo de {TARGET_SECONDS // 60} minutos)".replace(",", "."))


def engine_ratio(project, games: int, seed: int) -> None:
    """Issue 28's measure: games really played by ``simular`` per CPU second on one process (replays counted) against
    the engine's own random games per CPU second, in the same run, for the random bot and for voraz (goal ≥ 0.5)."""
    import random

    from nismatch_cards.games.nismatch.engine import KIND, Game

    decks = [project.deck(name) for name in STUDY_DECKS]
    print(f"simular frente al motor ({KIND}), {STUDY_DECKS[0]} contra {STUDY_DECKS[1]}, {games} repartos, 1 proceso:")
    for bot in ("aleatorio", "voraz"):
        spec, _ = build_spec(project, decks, [(bot, bot)], games, seed)
        start = time.process_time()
        summaries = runner.run(spec, workers=1)
        cpu = time.process_time() - start
        played = len(summaries) + sum(len(g.other_start) for g in summaries)
        start = time.process_time()
        for i in range(games):
            game, chooser = Game.from_project(project, decks, seed=seed + i), random.Random(seed + i)
            while not game.over:
                game.apply(chooser.choice(game.legal_actions()))
        engine = games / (time.process_time() - start)
        print(f"  {bot:9}: simular {played / cpu:6.0f} partidas jugadas por segundo de CPU; el motor al azar "
              f"{engine:6.0f}; razón {played / cpu / engine:.2f} (objetivo ≥ 0,50)")


def study(project, deals: int, seed: int, workers: int) -> None:
    decks = [project.deck(name) for name in STUDY_DECKS]
    cards = list(decks[0].cards)
    levels = [(name, name) for name in DEFAULT_LEVELS.split(",")]
    spec, _ = build_spec(project, decks, levels, deals, seed, studied=cards)
    print(f"Estudio de sustituciones de {STUDY_DECKS[0]} ({len(cards)} cartas) contra {STUDY_DECKS[1]}: {deals} "
          f"partidas por nivel ({', '.join(a for a, _ in levels)}), {workers} procesos")
    wall, cpu, games = measure(spec, workers)
    replayed = sum(g.replayed for g in games)
    other = sum(len(g.other_start) for g in games)
    possible = spec.total * len(cards)
    played = spec.total + replayed + other
    print(f"  {played} partidas en {wall:.1f} s de reloj ({cpu:.1f} s de CPU): {spec.total} con el mazo tal cual, "
          f"{other} con el otro mazo empezando y {replayed} con una carta sustituida; {possible - replayed} de {possible} "
          f"({100 * (possible - replayed) / possible:.0f} %) no hizo falta jugarlas (la carta no salió del Arsenal)")
    scale = STUDY_DEALS / deals
    one_card = wall * (spec.total + replayed / len(cards)) / played  # the games of one card, same cost per game
    print(f"  con {STUDY_DEALS} partidas por nivel (lo que usa --partidas por defecto): unos {wall * scale:.0f} s con "
          f"{workers} procesos para todas las cartas, y unos {one_card * scale:.0f} s para una sola")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--partidas", type=int, default=3000, help="partidas en total, repartidas entre los "
                                                                     "enfrentamientos de todos contra todos (3000)")
    parser.add_argument("--semilla", type=int, default=0, help="primera semilla (0)")
    parser.add_argument("--procesos", "--workers", dest="workers", metavar="K", type=int, default=2,
                        help="procesos de las medidas en paralelo (2)")
    parser.add_argument("--estudio", type=int, default=200, help="partidas por nivel del estudio de sustituciones "
                                                                   "(200; 0 para no medirlo)")
    parser.add_argument("--razon", type=int, default=200, help="repartos de la razón simular/motor (200; 0 para no "
                                                                 "medirla)")
    args = parser.parse_args()
    project = load([ROOT / "cards"]).project
    if args.razon:
        engine_ratio(project, args.razon, args.semilla)
    throughput(project, args.partidas, args.semilla, args.workers)
    if args.estudio:
        study(project, args.estudio, args.semilla, args.workers)


if __name__ == "__main__":
    main()
