"""Benchmark: whole-process `nismatch validar` beside check-jsonschema on the same 1,000 one-card files
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
        sys.exit(f"{command[0]} falló:\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
    return elapsed


def check_jsonschema() -> str | None:
    """The check-jsonschema beside this Python (the venv's), or on the PATH."""
    beside = Path(sys.executable).parent / "check-jsonschema"
    return str(beside) if beside.is_file() else shutil.which("check-jsonschema")


def figures(times: list[float]) -> str:
    return f"mejor {min(times):.3f} s, mediana {statistics.median(times):.3f} s"


def main() -> None:
    other = check_jsonschema()
    with tempfile.TemporaryDirectory() as tmp:
        thousand = make_set(Path(tmp) / "mil", 1000, per_file=1)
        ten_thousand = make_set(Path(tmp) / "diez-mil", 10_000, per_file=1)
        ours = [sys.executable, "-m", "nismatch_cards.cli", "validar"]
        files = sorted(str(f) for f in (thousand / "sintetico").glob("cartas-*.yaml"))
        theirs = [other, "--schemafile", str(SCHEMA), *files] if other else None
        mine, them = [], []
        for _ in range(RUNS):
            mine.append(timed(ours + [str(thousand)]))
            if theirs:
                them.append(timed(theirs))
        print(f"nismatch validar, 1.000 archivos de una carta (proceso completo): {figures(mine)} en {RUNS} ejecuciones")
        if theirs:
            ratio = statistics.median(them) / statistics.median(mine)
            print(f"check-jsonschema con los mismos archivos: {figures(them)}; "
                  f"nismatch validar es {ratio:.1f} veces más rápido (medianas; objetivo: 3 o más)")
        else:
            print("check-jsonschema no está instalado (pip install check-jsonschema): no se compara")
        big = [timed(ours + [str(ten_thousand)]) for _ in range(3)]
        print(f"nismatch validar, 10.000 archivos de una carta (proceso completo): {figures(big)} en 3 ejecuciones "
              "(objetivo: < 3 s)")


if __name__ == "__main__":
    main()
