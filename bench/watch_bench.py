"""Live preview benchmark: from saving a card file to its PNG and its page rebuilt by ``nismatch vigilar``.

Copies the bundled NISMATCH cards (cards/: both sets and their decks) to a temporary folder, starts ``nismatch
vigilar`` on it and, several times, renames one card in its file; each time it measures the seconds
from the save to the moment the card's PNG and its HTML page both hold the change, and to the
moment the page's reload event arrives. The peer, in the same run: the whole-process ``nismatch
construir`` (PDFs, PNGs and the site) of the same cards, which is what a designer ran before.
Target: one changed card shown again in under a second (2-core machine).

    python bench/watch_bench.py [--repeticiones 5]   (or --repeat, its former name)
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CARDS = REPO / "cards"
CARD_FILE, CARD, NAME = Path("base/brazos-derechos.yaml"), "brazo-martillo", "Brazo Martillo"
NISMATCH = [sys.executable, "-m", "nismatch_cards"]
ENV = {**os.environ, "PYTHONPATH": str(REPO), "PYTHONUNBUFFERED": "1"}
TIMEOUT = 120


def whole_build(cards: Path, out: Path) -> float:
    start = time.perf_counter()
    result = subprocess.run(NISMATCH + ["construir", "--cartas", str(cards), "--salida", str(out)], capture_output=True,
                            text=True, env=ENV)
    if result.returncode != 0:
        sys.exit(f"falló nismatch construir:\n{result.stdout}{result.stderr}")
    return time.perf_counter() - start


class Watch:
    """``nismatch vigilar`` in a subprocess, and the times its reload events arrive."""

    def __init__(self, cards: Path, out: Path):
        self.process = subprocess.Popen(NISMATCH + ["vigilar", "--cartas", str(cards), "--salida", str(out), "--puerto", "0"],
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=ENV)
        self.lines: list[str] = []
        self.url = ""
        for line in self.process.stdout:
            self.lines.append(line)
            if line.startswith("Vista previa: "):
                self.url = line.split("//", 1)[1].split("/", 1)[0]
            if line.startswith("Vigilando "):
                break
        else:
            sys.exit("nismatch vigilar terminó antes de vigilar:\n" + "".join(self.lines))
        threading.Thread(target=lambda: self.lines.extend(self.process.stdout), daemon=True).start()
        self.reloads: list[tuple[int, float]] = []  # (version, when)
        threading.Thread(target=self._events, daemon=True).start()

    def _events(self) -> None:
        host, port = self.url.split(":")
        connection = http.client.HTTPConnection(host, int(port))
        connection.request("GET", "/__nismatch/eventos")
        response = connection.getresponse()
        for raw in response:
            if raw.startswith(b"data: "):
                self.reloads.append((json.loads(raw[6:])["version"], time.perf_counter()))

    def reload_after(self, version: int) -> float:
        deadline = time.perf_counter() + TIMEOUT
        while time.perf_counter() < deadline:
            later = [when for v, when in self.reloads if v > version]
            if later:
                return later[0]
            time.sleep(0.002)
        sys.exit("no llegó el evento de recarga:\n" + "".join(self.lines))

    def cpu(self) -> float:
        """CPU seconds the watcher has used so far (user and system, from /proc)."""
        fields = Path(f"/proc/{self.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def stop(self) -> None:
        self.process.send_signal(signal.SIGTERM)  # SIGINT may be ignored when the bench runs in the background
        self.process.wait(TIMEOUT)


def one_change(cards: Path, out: Path, watch: Watch, number: int) -> tuple[float, float, float]:
    """Rename the card; seconds until its PNG and page show it and until the reload event, and the
    CPU seconds the watcher spent meanwhile."""
    png, page = out / "png" / "base" / f"{CARD}.png", out / "html" / f"carta-base-{CARD}.html"
    png_before = png.stat().st_mtime_ns
    version = max((v for v, _ in watch.reloads), default=0)
    file = cards / CARD_FILE
    text = file.read_text(encoding="utf-8")
    new_name = f"{NAME} {number}"
    old_name = next(line.split(": ", 1)[1] for line in text.splitlines() if line.strip().startswith(f"nombre: {NAME}"))
    cpu = watch.cpu()
    file.write_text(text.replace(f"nombre: {old_name}", f"nombre: {new_name}", 1), encoding="utf-8")
    saved = time.perf_counter()
    deadline = saved + TIMEOUT
    while png.stat().st_mtime_ns == png_before or f"<h1>{new_name}</h1>" not in page.read_text(encoding="utf-8"):
        if time.perf_counter() > deadline:
            sys.exit("el PNG o la página no cambiaron:\n" + "".join(watch.lines))
        time.sleep(0.002)
    shown = time.perf_counter() - saved
    reload = watch.reload_after(version) - saved
    return shown, reload, watch.cpu() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeticiones", "--repeat", dest="repeat", metavar="N", type=int, default=5, help="cambios medidos")
    options = parser.parse_args()
    print(f"núcleos: {len(os.sched_getaffinity(0))}   python: {sys.version.split()[0]}")
    with tempfile.TemporaryDirectory(prefix="nismatch-watch-bench-") as tmp:
        cards = Path(tmp) / "cards"
        shutil.copytree(CARDS, cards)
        busy = os.getloadavg()[0]
        build = whole_build(cards, Path(tmp) / "build-entero")
        print(f"nismatch construir (PDF, PNG y web de 144 cartas), proceso entero: {build:.1f} s (carga {busy:.1f})",
              flush=True)
        watch = Watch(cards, Path(tmp) / "build")
        try:
            time.sleep(1)  # let the watcher settle after its first build
            print(f"{'cambio':>6} {'carga':>6} {'PNG y página (s)':>17} {'recarga (s)':>12} {'cpu (s)':>8}",
                  flush=True)
            shown, reloads, cpus = [], [], []
            for number in range(1, options.repeat + 1):
                busy = os.getloadavg()[0]
                png_and_page, reload, cpu = one_change(cards, Path(tmp) / "build", watch, number)
                shown.append(png_and_page)
                reloads.append(reload)
                cpus.append(cpu)
                print(f"{number:>6} {busy:>6.1f} {png_and_page:>17.2f} {reload:>12.2f} {cpu:>8.2f}", flush=True)
                time.sleep(0.5)
        finally:
            watch.stop()
        print(f"mediana: {statistics.median(shown):.2f} s hasta el PNG y la página, "
              f"{statistics.median(reloads):.2f} s hasta la recarga, {statistics.median(cpus):.2f} s de CPU; "
              f"{build / statistics.median(shown):.0f}× menos que el build entero")
        print("objetivo: < 1 s de guardar una carta a verla de nuevo (2 núcleos); «carga» es la carga media de 1 "
              "minuto antes del cambio (otros trabajos en la máquina alargan cada cifra); «cpu», el tiempo de CPU del "
              "proceso de vigilar en ese cambio, que la carga cambia mucho menos: en una máquina libre, el tiempo real "
              "se acerca a él")


if __name__ == "__main__":
    main()
