"""Benchmark: ability texts parsed per second on one core, grammar built once (target ≥ 20,000/s).

Measured in the process's CPU time (``time.process_time``): what one core does, whatever else the
machine is running; best of three rounds."""
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
        start = time.process_time()
        for text in texts:
            parse(text)
        best = max(best, COUNT / (time.process_time() - start))
    asts = [parse(t) for t in texts[:10_000]]
    start = time.process_time()
    for ast in asts:
        to_text(ast)
    printed = len(asts) / (time.process_time() - start)
    print(f"parse: {best:,.0f} distinct texts/s on one core, CPU time (target ≥ 20,000/s); "
          f"print: {printed:,.0f} ASTs/s")


if __name__ == "__main__":
    main()
