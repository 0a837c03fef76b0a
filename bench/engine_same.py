"""Whether this working tree's engine plays exactly as an earlier revision's: action by action, clones too.

Run ``python bench/engine_same.py [--contra REV] [--partidas N]`` (defaults: HEAD, 200). Imports the revision's
``games/nismatch`` beside this tree's as ``engine_ab`` does, plays the same random games with both and
checks after every action that the legal actions and ``digest()`` agree; every 25 actions a clone of each
plays 30 actions more and must agree as well. Meant for a compiled engine (``games/nismatch/compiled_engine.py``)
against the plain Python one of a revision.
"""
from __future__ import annotations

import argparse
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from engine_ab import engine_kind, import_revision, this_tree  # noqa: E402
from nismatch_cards.cards.loader import load  # noqa: E402


def same_game(old, new, project, i: int) -> int:
    """Plays game ``i`` with both engines; the number of actions (AssertionError where they part)."""
    decks = project.decks
    games = [cls.from_project(project, [decks[i % len(decks)], decks[(i + 1) % len(decks)]], seed=i)
             for cls in (old, new)]
    chooser = random.Random(i * 7 + 1)
    step = 0
    while not games[0].over:
        lists = [repr(g.legal_actions()) for g in games]
        assert lists[0] == lists[1], f"partida {i}, acción {step}: otras acciones legales"
        k = chooser.randrange(len(games[0].legal_actions()))
        for g in games:
            g.apply(g.legal_actions()[k])
        assert games[0].digest() == games[1].digest(), f"partida {i}, acción {step}: otro estado"
        if step % 25 == 0:
            twins = [g.clone() for g in games]
            other = random.Random(step)
            for _ in range(30):
                if twins[0].over:
                    break
                k = other.randrange(len(twins[0].legal_actions()))
                for t in twins:
                    t.apply(t.legal_actions()[k])
            assert twins[0].digest() == twins[1].digest(), f"partida {i}, acción {step}: otro estado en una copia"
        step += 1
    assert games[1].over and games[0].winners == games[1].winners and games[0].end_reason == games[1].end_reason
    return step


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--contra", default="HEAD", help="la revisión con la que comparar (HEAD)")
    parser.add_argument("--partidas", type=int, default=200, help="cuántas partidas (200)")
    args = parser.parse_args()
    project = load([ROOT / "cards"]).project
    with tempfile.TemporaryDirectory() as tmp:
        old = import_revision(args.contra, Path(tmp))[0].Game
        new = this_tree()[0].Game
        actions = sum(same_game(old, new, project, i) for i in range(args.partidas))
    print(f"este árbol (motor {engine_kind()}) y {args.contra} juegan igual {args.partidas} partidas ({actions} acciones, "
          f"con copias)")


if __name__ == "__main__":
    main()
