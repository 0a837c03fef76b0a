"""Benchmark: whole-process `nismatch validate` on a generated 1,000-card set (target < 1 s)."""
from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from synthetic import make_set  # noqa: E402

CARDS = 1000
RUNS = 5


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = make_set(Path(tmp) / "cards", CARDS)
        command = [sys.executable, "-m", "nismatch_cards.cli", "validate", str(folder)]
        times = []
        for _ in range(RUNS):
            start = time.perf_counter()
            done = subprocess.run(command, capture_output=True, text=True)
            times.append(time.perf_counter() - start)
            if done.returncode != 0:
                sys.exit(f"validate failed:\n{done.stderr}")
    print(f"validate {CARDS} cards (whole process): best {min(times):.3f} s, "
          f"median {statistics.median(times):.3f} s over {RUNS} runs (target < 1 s)")


if __name__ == "__main__":
    main()
