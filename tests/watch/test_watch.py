"""``nismatch watch`` as a designer uses it: a real process on a copy of a small set, real saves of
card files, the served pages and their reload events, a real browser, and Ctrl-C."""
from __future__ import annotations

import http.client
import json
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

import pytest

from .pack import make_cards

TIMEOUT = 90  # seconds: the machine may be busy; nothing here is a speed claim (bench/watch_bench.py is)
INVALID = ("cards/mini/chispazo.yaml:7:13: error NM031 [coste]: una habilidad Relámpago necesita un coste de "
           "Carga (reglamento 6.1)")


class Watcher:
    """``nismatch watch`` in a subprocess: what it printed, its URL, and its cards and output."""

    def __init__(self, root: Path):
        self.root, self.cards, self.out = root, make_cards(root), root / "build"
        self.lines: list[str] = []
        self.process = subprocess.Popen(
            [sys.executable, "-m", "nismatch_cards", "watch", "--cards", "cards", "--out", "build", "--port", "0",
             "--workers", "1", "--dpi", "72", "--paper", "a4"],
            cwd=root, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, encoding="utf-8",
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
            # Ctrl-C as in a terminal, even when the tests run where SIGINT is ignored (in the background)
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        threading.Thread(target=self._read, daemon=True).start()
        line = self.wait_line("Vista previa: ")
        self.url = line.split("Vista previa: ", 1)[1].strip().removesuffix("/html/index.html")
        self.wait_line("Vigilando ")

    def _read(self) -> None:
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))

    def wait_line(self, text: str, after: int = 0) -> str:
        """The first line from ``after`` on that holds ``text``, waiting for it."""
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            found = [line for line in self.lines[after:] if text in line]
            if found:
                return found[0]
            if self.process.poll() is not None and not found:
                time.sleep(0.2)
                if not any(text in line for line in self.lines[after:]):
                    raise AssertionError(f"watch terminó sin «{text}»:\n" + "\n".join(self.lines))
            time.sleep(0.05)
        raise AssertionError(f"no apareció «{text}»:\n" + "\n".join(self.lines))

    def edit(self, card: str, old: str, new: str) -> None:
        file = self.cards / "mini" / f"{card}.yaml"
        text = file.read_text(encoding="utf-8")
        assert old in text
        file.write_text(text.replace(old, new), encoding="utf-8")

    def get(self, path: str) -> str:
        with urllib.request.urlopen(self.url + path, timeout=TIMEOUT) as response:
            return response.read().decode("utf-8")


class Events:
    """The page's event stream (server-sent events), read as a browser would."""

    def __init__(self, url: str):
        host, port = url.removeprefix("http://").split(":")
        self.connection = http.client.HTTPConnection(host, int(port), timeout=TIMEOUT)
        self.connection.request("GET", "/__nismatch/eventos")
        self.response = self.connection.getresponse()
        assert self.response.getheader("Content-Type").startswith("text/event-stream")

    def next(self, condition) -> dict:
        """The first state for which ``condition`` holds."""
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            line = self.response.readline().decode("utf-8")
            if line.startswith("data: "):
                state = json.loads(line[len("data: "):])
                if condition(state):
                    return state
        raise AssertionError("no llegó el evento esperado")

    def close(self) -> None:
        self.connection.close()


@pytest.fixture(scope="module")
def watcher(tmp_path_factory):
    watcher = Watcher(tmp_path_factory.mktemp("watch"))
    yield watcher
    if watcher.process.poll() is None:
        watcher.process.send_signal(signal.SIGINT)
        watcher.process.wait(TIMEOUT)


def _png(watcher: Watcher, card: str) -> Path:
    return watcher.out / "png" / "mini" / f"{card}.png"


def test_a_saved_card_is_drawn_again_and_the_page_is_told_to_reload(watcher):
    events = Events(watcher.url)
    version = events.next(lambda s: True)["version"]
    sierra, other = _png(watcher, "brazo-sierra"), _png(watcher, "lanzachispas")
    sierra_before, other_before = sierra.read_bytes(), other.stat().st_mtime_ns
    shown = len(watcher.lines)

    watcher.edit("brazo-sierra", "nombre: Brazo Sierra", "nombre: Brazo Sierra Mk2")

    assert events.next(lambda s: s["version"] > version)["errores"] == ""
    events.close()
    watcher.wait_line("mini/brazo-sierra → PNG; web: index.html, carta-mini-brazo-sierra.html", shown)
    assert sierra.read_bytes() != sierra_before
    assert other.stat().st_mtime_ns == other_before  # only what the change touched
    page = watcher.out / "html" / "carta-mini-brazo-sierra.html"
    assert "<h1>Brazo Sierra Mk2</h1>" in page.read_text(encoding="utf-8")
    assert "Brazo Sierra Mk2" in (watcher.out / "html" / "index.html").read_text(encoding="utf-8")
    # the reload script is added on the way out, never to the built files
    assert "/__nismatch/eventos" in watcher.get("/html/carta-mini-brazo-sierra.html")
    assert "/__nismatch/eventos" not in page.read_text(encoding="utf-8")
    assert "Brazo Sierra Mk2" in watcher.get("/") and "/__nismatch/eventos" in watcher.get("/html/")


def test_the_browser_reloads_and_shows_the_new_name(watcher, browser):
    page = browser.new_page()
    page.goto(watcher.url + "/html/carta-mini-lanzachispas.html")
    assert page.locator("h1").inner_text() == "Lanzachispas"
    page.wait_for_function("document.getElementById('nismatch-vista') !== null")

    watcher.edit("lanzachispas", "nombre: Lanzachispas", "nombre: Lanzachispas Turbo")

    page.wait_for_function("document.querySelector('h1').textContent === 'Lanzachispas Turbo'", timeout=TIMEOUT * 1000)
    page.close()


def test_an_invalid_edit_shows_the_diagnostic_and_keeps_the_last_good_output(watcher, browser):
    png, page_file = _png(watcher, "chispazo"), watcher.out / "html" / "carta-mini-chispazo.html"
    png_before, page_before = png.read_bytes(), page_file.read_bytes()
    page = browser.new_page()
    page.goto(watcher.url + "/html/carta-mini-chispazo.html")
    page.wait_for_function("document.getElementById('nismatch-errores') !== null")
    assert not page.locator("#nismatch-errores").is_visible()
    shown = len(watcher.lines)

    watcher.edit("chispazo", 'texto: "CAR 1 | Selecciona', 'texto: "Selecciona')

    watcher.wait_line(INVALID, shown)
    watcher.wait_line("1 error en las cartas: no se escribe nada; la vista previa sigue con la última versión buena.",
                      shown)
    banner = page.locator("#nismatch-errores")
    banner.wait_for(state="visible", timeout=TIMEOUT * 1000)
    assert INVALID in banner.inner_text()
    assert "Las cartas tienen errores: se muestra la última versión buena." in banner.inner_text()
    assert png.read_bytes() == png_before and page_file.read_bytes() == page_before

    watcher.edit("chispazo", 'texto: "Selecciona', 'texto: "CAR 1 | Selecciona')

    banner.wait_for(state="hidden", timeout=TIMEOUT * 1000)
    watcher.wait_line("Las cartas vuelven a ser válidas.", shown)
    page.close()


def test_the_pdf_is_built_on_demand(watcher):
    events = Events(watcher.url)
    events.next(lambda s: True)
    page = urllib.request.urlopen(watcher.url + "/html/index.html", timeout=TIMEOUT).read().decode("utf-8")
    token = re.search(r'window.NISMATCH_TOKEN = "([^"]+)"', page).group(1)
    request = urllib.request.Request(watcher.url + "/__nismatch/pdf", method="POST",
                                     headers={"X-Nismatch-Token": token})
    with urllib.request.urlopen(request, timeout=TIMEOUT) as response:
        assert response.status == 202
    state = events.next(lambda s: s["pdfs"] and not s["construyendo_pdf"])
    events.close()
    assert state["pdfs"] == ["/pdf/mini-a4.pdf"]
    assert (watcher.out / "pdf" / "mini-a4.pdf").read_bytes().startswith(b"%PDF")


def test_ctrl_c_ends_it_with_a_message(watcher):
    watcher.process.send_signal(signal.SIGINT)
    assert watcher.process.wait(TIMEOUT) == 0
    watcher.wait_line("Vigilancia terminada. La salida queda en build.")
    assert not any("Traceback" in line for line in watcher.lines)


def test_a_port_in_use_is_a_usage_error(tmp_path):
    cards = make_cards(tmp_path)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = subprocess.run([sys.executable, "-m", "nismatch_cards", "watch", "--cards", str(cards),
                                 "--out", str(tmp_path / "build"), "--port", str(port)],
                                capture_output=True, text=True, timeout=TIMEOUT)
    assert result.returncode == 2
    assert (f"Error: no se puede abrir el puerto {port} en 127.0.0.1 (Address already in use); usa --puerto con otro "
            "(0: uno libre)") in result.stderr


def test_a_cards_folder_that_does_not_exist_is_a_usage_error(tmp_path):
    from click.testing import CliRunner

    from nismatch_cards.cli import main

    result = CliRunner().invoke(main, ["watch", "--cards", str(tmp_path / "nada"), "--out", str(tmp_path / "build")])
    assert result.exit_code == 2
    assert f"Valor no válido para «--cartas»: la carpeta «{tmp_path / 'nada'}» no existe" in result.output
