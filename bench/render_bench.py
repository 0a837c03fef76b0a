"""Rendering benchmark: whole-process ``nismatch construir pdf`` and ``nismatch construir html``.

Runs on the bundled set and on a generated 540-card set (the bundled cards repeated under new
ids and names, so every ability is real and valid), each in a temporary folder, and prints the
figures. Targets: ``nismatch construir pdf`` (A4 and Letter, as a user runs it) under 20 s for 540
cards on a 2-core machine; HTML under 3 s; the A4 PDF of 540 cards under 5 s on two cores (issue 28, with
``--papel a4``). Each PDF row gives its milliseconds of wall time a card beside Squib's published 46 ms a card
(:data:`SQUIB_MS`).

Other jobs on the machine slow every figure down: the load average (processes wanting a core)
is printed before each row; compare figures taken at similar loads, and «pdf cpu» (the CPU time
of the process and its workers), which load changes much less.

    python bench/render_bench.py [--cartas 540] [--papel ambos|a4|carta] [--imprenta] [--repeticiones 1]
"""
from __future__ import annotations

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[1]
CARDS = REPO / "cards"
#: Squib's published rendering time a card (issue 28 compares ours with it).
SQUIB_MS = 46
_SCRIPT = Path(sys.executable).parent / "nismatch"
# the installed console script (what a user runs); otherwise the same entry point through python
NISMATCH = [str(_SCRIPT)] if _SCRIPT.is_file() else [sys.executable, "-c", "from nismatch_cards.cli import main; main()"]


def generated_set(root: Path, count: int) -> Path:
    """A cards folder with one set «generado» of ``count`` cards made from the bundled ones."""
    sys.path.insert(0, str(REPO))
    from nismatch_cards.cards.loader import load

    project = load([CARDS]).project
    bundled = [c for s in project.sets.values() for c in s.cards.values()]
    cards = root / "cards"
    (cards / "generado").mkdir(parents=True)
    shutil.copy(CARDS / "ruleset.yaml", cards / "ruleset.yaml")
    (cards / "generado" / "set.yaml").write_text(
        'codigo: generado\nnombre: Set Generado\nversion: "1.0"\n', encoding="utf-8")
    entries = []
    for i in range(count):
        card = bundled[i % len(bundled)]
        entry = {"id": f"{card.id}-{i:04d}", "nombre": f"{card.name} {i:04d}", "tipo": card.kind,
                 "rareza": card.rarity}
        if card.is_part:
            entry.update(zona=card.zone, pg=card.pg, car=card.car, fue=card.fue, vel=card.vel)
            entry["def"] = card.def_
        if card.get("habilidades"):
            entry["habilidades"] = [dict(a) for a in card.get("habilidades")]
        if card.flavour:
            entry["ambientacion"] = card.flavour
        entries.append(entry)
    (cards / "generado" / "cartas.yaml").write_text(
        yaml.safe_dump({"cartas": entries}, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return cards


def timed(args: list[str], cwd: Path) -> tuple[float, float]:
    """Wall-clock seconds of the whole process, and CPU seconds it and its workers used."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run(NISMATCH + args, cwd=cwd, capture_output=True, text=True,
                            env={**os.environ, "PYTHONPATH": str(REPO)})
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        sys.exit(f"falló: nismatch {' '.join(args)}\n{result.stdout}{result.stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return elapsed, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cartas", "--cards", dest="cards", metavar="N", type=int, default=540, help="cartas del set generado")
    parser.add_argument("--papel", "--paper", dest="paper", default="ambos", choices=["ambos", "a4", "carta"],
                        type=lambda value: {"both": "ambos", "letter": "carta"}.get(value, value),
                        help="papel de los PDF (ambos: A4 y carta, lo que hace «nismatch construir pdf»)")
    parser.add_argument("--imprenta", "--print-shop", dest="print_shop", action="store_true",
                        help="también el PDF de imprenta")
    parser.add_argument("--repeticiones", "--repeat", dest="repeat", metavar="N", type=int, default=1,
                        help="repeticiones (se da la mejor)")
    options = parser.parse_args()
    print(f"núcleos: {len(os.sched_getaffinity(0))}   python: {sys.version.split()[0]}")
    with tempfile.TemporaryDirectory(prefix="nismatch-bench-") as tmp:
        tmp = Path(tmp)
        targets = [("set base", CARDS), (f"{options.cards} cartas", generated_set(tmp / "gen", options.cards))]
        paper = [] if options.paper == "ambos" else ["--papel", options.paper]
        shop = ["--imprenta"] if options.print_shop else []
        print(f"nismatch construir pdf {' '.join(paper + shop)}".rstrip())
        print(f"{'conjunto':<14} {'cartas':>6} {'carga':>6} {'pdf (s)':>9} {'ms/carta':>9} {'pdf cpu':>9} "
              f"{'páginas':>8} {'html (s)':>9}", flush=True)
        for label, cards in targets:
            from nismatch_cards.cards.loader import load

            count = sum(len(s.cards) for s in load([cards]).project.sets.values())
            out = tmp / f"out-{label.replace(' ', '-')}"
            busy = os.getloadavg()[0]
            pdf, pdf_cpu = min(timed(["construir", "pdf", "--cartas", str(cards), "--salida", str(out), *paper, *shop], tmp)
                               for _ in range(options.repeat))
            html, _ = min(timed(["construir", "html", "--cartas", str(cards), "--salida", str(out)], tmp)
                          for _ in range(options.repeat))
            from pypdf import PdfReader

            pages = sum(len(PdfReader(str(f)).pages) for f in (out / "pdf").glob("*.pdf"))
            print(f"{label:<14} {count:>6} {busy:>6.1f} {pdf:>9.2f} {1000 * pdf / count:>9.1f} {pdf_cpu:>9.2f} "
                  f"{pages:>8} {html:>9.2f}", flush=True)
        print(f"carga media al terminar: {os.getloadavg()[0]:.1f} (núcleos: {len(os.sched_getaffinity(0))})")
        print("objetivos: pdf < 20 s con 540 cartas (2 núcleos), html < 3 s; «pdf cpu» es el tiempo de CPU del")
        print("proceso y sus workers: en una máquina libre, el tiempo real se acerca a cpu / núcleos; «carga» es")
        print("la carga media de 1 minuto antes de la fila (otros trabajos en la máquina la suben); «ms/carta», el")
        print(f"tiempo real del PDF por carta: Squib publica {SQUIB_MS} ms por carta")


if __name__ == "__main__":
    main()
