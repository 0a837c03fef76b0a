"""The engine and the bots of this working tree beside those of an earlier revision, in one process.

Run ``python bench/engine_ab.py [--contra REV] [--tandas N]`` (defaults: 906fe38, 8; 3a025d3 is the
revision at which issue 11 was filed, before observations and the search bot: their rows show «—»). On a shared
machine two runs of ``engine_bench.py`` a minute apart can differ by half, so this benchmark imports
both versions into the same process (the revision's ``games/nismatch`` from ``git archive``, as a
package of another name: the engine and the bots import only within it), checks that they play the
same games, and measures them in alternating batches: the least CPU time per call of N batches each.
The revision runs as plain Python (nothing of it is compiled); this tree runs compiled when ``pip install``
built it (``games/nismatch/compiled_engine.py``; ``NISMATCH_MOTOR=python`` to measure it uncompiled).
Prints, per version: µs per chosen action of whole random games, ``Game.clone()``, a random playout
from 40 positions 60 actions into a game, ``observe``, ``determinize``, and one decision of
``greedy`` and of ``search`` (its default budget), with the ratio (above 1: this tree is faster).
"""
from __future__ import annotations

import argparse
import importlib
import io
import random
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from nismatch_cards.cards.loader import load  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine_bench import positions  # noqa: E402

PACKAGE = "nismatch_cards/games/nismatch"


def import_revision(rev: str, folder: Path):
    """The engine, observation and bots modules of ``rev``, as the package ``nm_rev``."""
    data = subprocess.run(["git", "-C", str(ROOT), "archive", rev, PACKAGE], capture_output=True, check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(data)) as archive:
        archive.extractall(folder, filter="data")
    name = "nm_rev"
    (folder / PACKAGE).rename(folder / name)
    sys.path.insert(0, str(folder))
    return _modules(name)


def engine_kind() -> str:
    """Which engine this tree runs: compiled by Cython or plain Python, and why (``compiled_engine.py``)."""
    from nismatch_cards.games.nismatch.engine import KIND
    return KIND


def this_tree():
    return _modules("nismatch_cards.games.nismatch")


def _modules(package: str) -> tuple:
    """``(engine, observation, bots)`` of ``package``; None for a module an older revision does not have yet
    (before observations, at the revision where issue 11 was filed)."""
    found = []
    for module in ("engine", "engine.observation", "bots"):
        try:
            found.append(importlib.import_module(f"{package}.{module}"))
        except ModuleNotFoundError:
            found.append(None)
    return tuple(found)


def whole_games(project, game_class, count: int, first: int) -> tuple[int, list]:
    decks, actions, ends = project.decks, 0, []
    for i in range(first, first + count):
        chooser = random.Random(i)
        game = game_class.from_project(project, [decks[i % len(decks)], decks[(i + 1) % len(decks)]], seed=i)
        while not game.over:
            game.apply(chooser.choice(game.legal_actions()))
            actions += 1
        ends.append((game.digest(), game.winners, game.turn))
    return actions, ends


def playout(game) -> None:
    twin = game.clone()
    chooser = random.Random(len(twin.pilots[0].hand))
    while not twin.over:
        twin.apply(chooser.choice(twin.legal_actions()))


def measures(project, modules) -> dict:
    """What to time for one version: name → (function, items, unit factor)."""
    engine, observation, bots = modules
    games = positions(project, 40, 0, engine.Game)
    timed = {
        "Game.clone() (µs)": (lambda g: g.clone(), games, 1e6),
        "partida al azar desde la posición (ms)": (playout, games, 1e3),
    }
    if observation is not None:
        seen = [observation.observe(g, g.to_move) for g in games]
        for obs in seen:
            obs.unseen  # noqa: B018 - sorted once, as a search bot's first world does
        rng = random.Random(0)
        timed["observe (µs)"] = (lambda g: observation.observe(g, g.to_move), games, 1e6)
        timed["determinize (µs)"] = (lambda o: o.determinize(rng), seen, 1e6)
    greedy = bots.make_bot("greedy", 0)
    timed["decisión de voraz (µs)"] = (lambda g: greedy.choose(g, g.legal_actions()), games, 1e6)
    name = next((n for n in ("busqueda", "search") if n in bots.BOTS), None)  # its name before and after Spanish
    if name is not None:
        search = bots.make_bot(name, 0)
        timed[f"decisión de busqueda:{search.budget} (ms)"] = (lambda g: search.choose(g, g.legal_actions()),
                                                                games[:10], 1e3)
    return timed


def per_call(fn, items) -> float:
    start = time.process_time()
    for item in items:
        fn(item)
    return (time.process_time() - start) / len(items)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--contra", default="906fe38", help="la revisión con la que comparar (906fe38)")
    parser.add_argument("--tandas", type=int, default=8, help="tandas alternas de cada medida (8)")
    args = parser.parse_args()
    project = load([ROOT / "cards"]).project
    with tempfile.TemporaryDirectory() as tmp:
        try:
            versions = {args.contra: import_revision(args.contra, Path(tmp)), "este árbol": this_tree()}
        except (OSError, subprocess.CalledProcessError):
            sys.exit(f"engine_ab: git no da {PACKAGE} de la revisión «{args.contra}» (¿existe?, ¿es un checkout de git?)")
        same = len({repr(whole_games(project, m[0].Game, 20, 0)[1]) for m in versions.values()}) == 1
        print(f"{args.contra} y este árbol juegan {'las mismas' if same else 'OTRAS'} 20 partidas al azar; el motor de "
              f"este árbol: {engine_kind()}, el de {args.contra}: Python")
        timed = {name: measures(project, modules) for name, modules in versions.items()}
        best: dict[tuple[str, str], float] = {}
        for _ in range(args.tandas):
            for name, modules in versions.items():
                start = time.process_time()
                actions, _ = whole_games(project, modules[0].Game, 30, 1000)
                key = (name, "acción elegida, partidas enteras (µs)")
                best[key] = min(best.get(key, float("inf")), (time.process_time() - start) / actions * 1e6)
                for what, (fn, items, unit) in timed[name].items():
                    best[(name, what)] = min(best.get((name, what), float("inf")), per_call(fn, items) * unit)
    names = list(versions)
    print(f"CPU, un núcleo, la menor de {args.tandas} tandas alternas:")
    print(f"  {'':42}{names[0]:>12}{names[1]:>12}{'×':>7}")
    for what in dict.fromkeys(w for _, w in best):
        old, new = best.get((names[0], what)), best[(names[1], what)]
        if old is None:  # the revision has no such thing yet
            print(f"  {what:42}{'—':>12}{new:12.2f}{'':>7}")
        else:
            print(f"  {what:42}{old:12.2f}{new:12.2f}{old / new:7.2f}")


if __name__ == "__main__":
    main()
