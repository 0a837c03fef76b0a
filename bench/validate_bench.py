"""Benchmark: whole-process `nismatch validate` beside check-jsonschema on the same 1,000 one-card files
(target: at least 3 times faster), and on 10,000 one-card files (target < 3 s).

check-jsonschema (a PyPI package: `pip install check-jsonschema`) checks the files against the
bundled pack's generated card schema; the two commands run in turns, in one run, so that the load
of the machine weighs on both alike.
"""
from __future__ import annotations

import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from synthetic import ROOT, make_set  # noqa: E402

RUNS = 5
SCHEMA = ROOT / "packs" / "nismatch" / "schemas" / "card.schema.json"


def timed(command: list[str]) -> float:
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"{command[0]} failed:\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
    return elapsed


def check_jsonschema() -> str | None:
    """The check-jsonschema beside this Python (the venv's), or on the PATH."""
    beside = Path(sys.executable).parent / "check-jsonschema"
    return str(beside) if beside.is_file() else shutil.which("check-jsonschema")


def figures(times: list[float]) -> str:
    return f"best {min(times):.3f} s, median {statistics.median(times):.3f} s"


def main() -> None:
    other = check_jsonschema()
    with tempfile.TemporaryDirectory() as tmp:
        thousand = make_set(Path(tmp) / "mil", 1000, per_file=1)
        ten_thousand = make_set(Path(tmp) / "diez-mil", 10_000, per_file=1)
        ours = [sys.executable, "-m", "nismatch_cards.cli", "validate"]
        files = sorted(str(f) for f in (thousand / "sintetico").glob("cartas-*.yaml"))
        theirs = [other, "--schemafile", str(SCHEMA), *files] if other else None
        mine, them = [], []
        for _ in range(RUNS):
            mine.append(timed(ours + [str(thousand)]))
            if theirs:
                them.append(timed(theirs))
        print(f"validate 1,000 one-card files (whole process): {figures(mine)} over {RUNS} runs")
        if theirs:
            ratio = statistics.median(them) / statistics.median(mine)
            print(f"check-jsonschema on the same files: {figures(them)}; "
                  f"nismatch validate is {ratio:.1f}x faster (median; target >= 3x)")
        else:
            print("check-jsonschema is not installed (pip install check-jsonschema): no comparison")
        big = [timed(ours + [str(ten_thousand)]) for _ in range(3)]
        print(f"validate 10,000 one-card files (whole process): {figures(big)} over 3 runs (target < 3 s)")


if __name__ == "__main__":
    main()
