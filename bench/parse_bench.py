"""Benchmark: ability texts parsed per second on one core, grammar built once (target ≥ 20,000/s)."""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from synthetic import distinct_texts  # noqa: E402

from nismatch_cards.games.nismatch.language import parse, to_text  # noqa: E402

COUNT = 50_000


def main() -> None:
    texts = distinct_texts(COUNT)
    parse(texts[0])  # build the grammar once
    best = 0.0
    for _ in range(3):
        start = time.perf_counter()
        for text in texts:
            parse(text)
        best = max(best, COUNT / (time.perf_counter() - start))
    asts = [parse(t) for t in texts[:10_000]]
    start = time.perf_counter()
    for ast in asts:
        to_text(ast)
    printed = len(asts) / (time.perf_counter() - start)
    print(f"parse: {best:,.0f} distinct texts/s on one core (target ≥ 20,000/s); "
          f"print: {printed:,.0f} ASTs/s")


if __name__ == "__main__":
    main()
