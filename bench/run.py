"""Run every benchmark in bench/ (files named *_bench.py) and print their figures."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
#: Benchmarks too long to run whole here: a smaller run (their own defaults give the figures in the docs).
QUICK = {"search_bench": ["--partidas", "60"]}


def main() -> int:
    failed = 0
    for bench in sorted(HERE.glob("*_bench.py")):
        print(f"== {bench.stem}", flush=True)
        failed += subprocess.run([sys.executable, str(bench), *QUICK.get(bench.stem, [])]).returncode != 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
