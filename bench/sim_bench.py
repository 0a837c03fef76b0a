"""Benchmark of ``nismatch simular``: games per second, and what a full swap study of one deck costs.

Run ``python bench/sim_bench.py [--razon N] [--partidas N] [--semilla S] [--procesos K] [--estudio N] [--escribir]``:

0. ``simular`` against the engine (issue 28): games really played per CPU second by ``simular`` on one process
   (replays counted) and the engine's own random games per CPU second, in the same run, with their ratio, for
   the random bot and for voraz (goal ≥ 0.5 for both), and the plain Python engine's figure beside.
1. voraz (greedy) against voraz with the bundled decks (round robin): the same N games on one process
   (``--procesos 1``), then with 2 worker processes; games played per second, the speed-up and the projected
   time of 10,000 requested games (20,000 played). Goal (issue 28): under 10 s on 2 free cores.
2. a full swap study (``--sustituir todas``) of Asalto Remachado against Puños de Hierro at both
   default levels (voraz and aleatorio), ``--estudio`` deals per level on 2 processes: the games played
   again with a baseline, those skipped (the card never left the Arsenal), and the projected time of
   the study with the default 1,000 deals. ``--estudio 0`` skips it.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from nismatch_cards.cards.loader import load  # noqa: E402
from nismatch_cards.games.nismatch.sim import runner  # noqa: E402
from nismatch_cards.games.nismatch.sim.commands import DEFAULT_LEVELS, build_spec  # noqa: E402

TARGET_GAMES, TARGET_SECONDS = 10_000, 10  # issue 28: 10,000 voraz games in < 10 s on 2 cores
STUDY_DECKS = ("Asalto Remachado", "Puños de Hierro")
STUDY_DEALS = 1000  # the default --partidas


def measure(spec, workers: int) -> tuple[float, float, list]:
    """Wall-clock seconds, CPU seconds (this process and the workers it waited for) and the games."""
    start, before = time.perf_counter(), os.times()
    games = runner.run(spec, workers=workers)
    after = os.times()
    cpu = sum(getattr(after, k) - getattr(before, k) for k in ("user", "system", "children_user", "children_system"))
    return time.perf_counter() - start, cpu, games


def throughput(project, total_games: int, seed: int, workers: int) -> dict:
    """voraz against voraz, round robin: one process, then ``workers``; the projected time of 10,000 requested games
    (and their replays with the other deck starting) on ``workers`` processes. Returns the figures."""
    n = len(project.decks)
    per_pairing = max(1, total_games // (n * (n - 1) // 2))  # round robin: every pair of decks
    spec, _ = build_spec(project, list(project.decks), [("voraz", "voraz")], per_pairing, seed)
    total = spec.total
    print(f"{total} partidas voraz contra voraz, todos contra todos con los {len(project.decks)} mazos de "
          f"cards/decks ({per_pairing} por enfrentamiento)")
    one, one_cpu, games_one = measure(spec, 1)
    played = total + sum(len(g.other_start) for g in games_one)
    print(f"  cada una se juega también con el otro mazo empezando (la ventaja de empezar, docs/simulation.md): "
          f"{played} partidas jugadas por medida, que cuentan las cifras de abajo")
    turns = sum(g.turns for g in games_one)
    actions = sum(g.actions for g in games_one)
    print(f"  1 proceso:   {one:6.2f} s de reloj, {one_cpu:6.2f} s de CPU → {played / one:7.1f} partidas jugadas por "
          f"segundo ({played / one_cpu:.1f} por segundo de CPU; {turns / total:.1f} turnos y {actions / total:.0f} "
          f"acciones por partida)")
    many, many_cpu, games_many = measure(spec, workers)
    assert games_many == games_one, "los resultados cambian con el número de procesos"
    print(f"  {workers} procesos:  {many:6.2f} s de reloj, {many_cpu:6.2f} s de CPU → {played / many:7.1f} partidas "
          f"jugadas por segundo; aceleración ×{one / many:.2f} (resultados idénticos)")
    if one_cpu > one * 1.1 or one_cpu < one * 0.9:
        print("  aviso: el reloj y la CPU de un proceso no coinciden: otra carga comparte la máquina")
    projected = TARGET_GAMES * many / total
    free = TARGET_GAMES * min(many, one_cpu / workers) / total  # two free cores: the CPU it takes, shared out
    verdict = "dentro" if free < TARGET_SECONDS else "FUERA"
    requested, all_played = (f"{x:,}".replace(",", ".") for x in (TARGET_GAMES, TARGET_GAMES * played // total))
    print(f"  {requested} partidas pedidas ({all_played} jugadas) con {workers} procesos: {projected:.0f} s previstos "
          f"con esta carga, {free:.1f} s con {workers} núcleos libres ({verdict} del objetivo de {TARGET_SECONDS} s)")
    return {"pedidas": TARGET_GAMES, "jugadas": TARGET_GAMES * played // total, "procesos": workers,
            "segundos": round(projected, 1), "segundos_nucleos_libres": round(free, 1)}


def engine_games(project, decks, games: int, seed: int) -> float:
    """The engine's own random games per CPU second: legal actions chosen at random on both sides."""
    import random

    from nismatch_cards.games.nismatch.engine import Game

    start = time.process_time()
    for i in range(games):
        game, chooser = Game.from_project(project, decks, seed=seed + i), random.Random(seed + i)
        while not game.over:
            game.apply(chooser.choice(game.legal_actions()))
    return games / (time.process_time() - start)


def python_engine_games(games: int, seed: int) -> float | None:
    """:func:`engine_games` of the plain Python engine (``NISMATCH_MOTOR=python``), in a process of its own."""
    code = ("import sys; sys.path.insert(0, sys.argv[1]); import sim_bench as b; "
            "from nismatch_cards.cards.loader import load; p = load([b.ROOT / 'cards']).project; "
            "print(b.engine_games(p, [p.deck(n) for n in b.STUDY_DECKS], int(sys.argv[2]), int(sys.argv[3])))")
    env = dict(os.environ, NISMATCH_MOTOR="python", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", code, str(ROOT / "bench"), str(games), str(seed)], env=env,
                          capture_output=True, text=True)
    try:
        return float(done.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        print(f"  (el motor en Python no se pudo medir: {done.stderr.strip()[-300:]})")
        return None


def engine_ratio(project, games: int, seed: int) -> dict:
    """Issue 28's measure: games really played by ``simular`` per CPU second on one process (replays counted) against
    the engine's own random games per CPU second, in the same run, for the random bot and for voraz (goal ≥ 0.5);
    the plain Python engine's figure beside. Returns the figures (what ``--escribir`` keeps for the README)."""
    from nismatch_cards.games.nismatch.bots import KIND as BOTS_KIND
    from nismatch_cards.games.nismatch.engine import KIND

    decks = [project.deck(name) for name in STUDY_DECKS]
    print(f"simular frente al motor ({KIND}; voraz: {BOTS_KIND}), {STUDY_DECKS[0]} contra {STUDY_DECKS[1]}, "
          f"{games} repartos, 1 proceso:")
    figures = {"motor": KIND, "voraz_compilado": BOTS_KIND, "repartos": games, "bots": {}}
    for bot in ("aleatorio", "voraz"):
        spec, _ = build_spec(project, decks, [(bot, bot)], games, seed)
        start = time.process_time()
        summaries = runner.run(spec, workers=1)
        cpu = time.process_time() - start
        played = len(summaries) + sum(len(g.other_start) for g in summaries)
        engine = engine_games(project, decks, games, seed)
        rate = played / cpu
        figures["bots"][bot] = {"simular": round(rate, 1), "motor": round(engine, 1), "razon": round(rate / engine, 2)}
        print(f"  {bot:9}: simular {rate:6.0f} partidas jugadas por segundo de CPU; el motor al azar "
              f"{engine:6.0f}; razón {rate / engine:.2f} (objetivo ≥ 0,50)")
    python = python_engine_games(max(10, games // 4), seed)
    if python is not None:
        figures["motor_python"] = round(python, 1)
        print(f"  el motor en Python (NISMATCH_MOTOR=python), al azar: {python:6.0f} partidas por segundo de CPU")
    return figures


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


#: Where ``--escribir`` keeps the figures the README's table shows (tests/test_readme.py checks that it shows them).
FIGURES = ROOT / "bench" / "cifras" / "simular.json"


def readme_rows(figures: dict) -> list[str]:
    """The rows of the README's table of figures (section «Rendimiento») for ``figures`` as ``--escribir`` wrote them."""
    def n(x: float, digits: int = 0) -> str:
        return f"{x:,.{digits}f}".replace(",", " ").replace(".", ",").replace(" ", ".")

    when = f"{figures['fecha']}, revisión {figures['revision']}, `bench/sim_bench.py --escribir`"
    ratio = figures["razon"]
    bots = ratio["bots"]
    python = f"; el motor en Python, {n(ratio['motor_python'])}/s" if "motor_python" in ratio else ""
    rows = [f"| `nismatch simular` frente al motor, partidas jugadas por segundo de CPU en un proceso (las repeticiones "
            f"cuentan), Asalto Remachado contra Puños de Hierro, {ratio['repartos']} repartos ({when}) | aleatorio "
            f"{n(bots['aleatorio']['simular'])}/s, razón {n(bots['aleatorio']['razon'], 2)}; voraz "
            f"{n(bots['voraz']['simular'])}/s, razón {n(bots['voraz']['razon'], 2)}; el motor al azar, "
            f"{n(bots['voraz']['motor'])}/s{python} | razón ≥ 0,5 con los dos bots |"]
    many = figures.get("diez_mil")
    if many:
        rows.append(f"| {n(many['pedidas'])} partidas voraz contra voraz pedidas ({n(many['jugadas'])} jugadas), "
                    f"{many['procesos']} procesos ({when}) | {n(many['segundos'])} s con la carga de la medida; "
                    f"{n(many['segundos_nucleos_libres'], 1)} s con los núcleos libres | < 10 s en 2 núcleos |")
    return rows


def _revision() -> str:
    done = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    return done.stdout.strip() or "?"


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
    parser.add_argument("--escribir", action="store_true", help=f"guarda las cifras en {FIGURES.relative_to(ROOT)} e "
                                                                  "imprime las filas del README que las muestran")
    args = parser.parse_args()
    project = load([ROOT / "cards"]).project
    figures = {"fecha": time.strftime("%Y-%m-%d", time.gmtime()), "revision": _revision()}
    if args.razon:
        figures["razon"] = engine_ratio(project, args.razon, args.semilla)
    if args.partidas:
        figures["diez_mil"] = throughput(project, args.partidas, args.semilla, args.workers)
    if args.estudio:
        study(project, args.estudio, args.semilla, args.workers)
    if args.escribir:
        if "razon" not in figures:
            parser.error("--escribir necesita la razón (--razon mayor que 0)")
        FIGURES.parent.mkdir(exist_ok=True)
        FIGURES.write_text(json.dumps(figures, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(f"Cifras guardadas en {FIGURES.relative_to(ROOT)}; las filas del README (sección «Rendimiento»):")
        for row in readme_rows(figures):
            print(row)


if __name__ == "__main__":
    main()
