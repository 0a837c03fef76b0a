"""The preview's web server: the output folder on 127.0.0.1, with a script that reloads the page.

Pages are served as they were built, plus one ``<script>`` added on the way out (never to the
files): it listens to ``/__nismatch/eventos`` (server-sent events) and reloads the page when a
rebuild wrote something, shows the validator's diagnostics over the page while the cards have
errors, and has a button that asks for the PDFs. Only the output folder is served; folders are
not listed.
"""
from __future__ import annotations

import json
import threading
from dataclasses import dataclass, field
from functools import partial
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Callable

EVENTS = "/__nismatch/eventos"
PDF = "/__nismatch/pdf"
#: Seconds between the comments that keep an idle event stream open.
KEEPALIVE = 15.0

_SCRIPT = (Path(__file__).parent / "preview.js").read_text(encoding="utf-8")


@dataclass
class State:
    """What the pages are told: the build's version (it grows when a rebuild wrote something), the
    diagnostics while the cards have errors, and the PDFs built on demand."""

    version: int = 0
    errors: str = ""
    pdfs: list[str] = field(default_factory=list)
    building_pdf: bool = False

    def as_json(self) -> str:
        return json.dumps({"version": self.version, "errores": self.errors, "pdfs": self.pdfs,
                           "construyendo_pdf": self.building_pdf}, ensure_ascii=False)


class Broadcast:
    """The state, shared between the watcher (which changes it) and the event streams (which wait
    for a change)."""

    def __init__(self) -> None:
        self.state = State()
        self.changes = 0
        self.closed = False
        self._condition = threading.Condition()

    def publish(self, **values) -> None:
        with self._condition:
            for key, value in values.items():
                setattr(self.state, key, value)
            self.changes += 1
            self._condition.notify_all()

    def wait(self, seen: int, timeout: float) -> tuple[int, str]:
        """Wait until there is a change after ``seen`` (or ``timeout``); the count and the state."""
        with self._condition:
            self._condition.wait_for(lambda: self.changes != seen or self.closed, timeout)
            return self.changes, self.state.as_json()

    def close(self) -> None:
        with self._condition:
            self.closed = True
            self._condition.notify_all()


class _Handler(SimpleHTTPRequestHandler):
    broadcast: Broadcast
    on_pdf: Callable[[], None]

    def log_message(self, format, *args) -> None:  # the terminal is for the cards' news
        pass

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def do_GET(self) -> None:
        path = self.path.split("?", 1)[0]
        folder = Path(self.translate_path(self.path))
        if path == "/":
            self._redirect("/html/index.html")
        elif path == EVENTS:
            self._events()
        elif path.endswith(".html"):
            self._page()
        elif folder.is_dir() and (folder / "index.html").is_file():
            self._redirect(path.rstrip("/") + "/index.html")
        elif folder.is_dir():
            self.send_error(HTTPStatus.NOT_FOUND, "No hay nada aquí")
        else:
            super().do_GET()

    def _redirect(self, location: str) -> None:
        self.send_response(HTTPStatus.FOUND)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def do_POST(self) -> None:
        if self.path != PDF:
            self.send_error(HTTPStatus.NOT_FOUND, "No hay nada aquí")
            return
        self.on_pdf()
        self.send_response(HTTPStatus.ACCEPTED)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def _page(self) -> None:
        """A built page with the preview's script added before ``</body>``."""
        file = Path(self.translate_path(self.path))
        try:
            html = file.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            self.send_error(HTTPStatus.NOT_FOUND, "No existe esa página")
            return
        script = f"<script>window.NISMATCH_VERSION = {self.broadcast.state.version};\n{_SCRIPT}</script>\n"
        at = html.rfind("</body>")
        html = html[:at] + script + html[at:] if at >= 0 else html + script
        body = html.encode("utf-8")
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def _events(self) -> None:
        """Server-sent events: the state now, then at every change; a comment now and then."""
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.end_headers()
        seen = -1
        try:
            while not self.broadcast.closed:
                changes, state = self.broadcast.wait(seen, KEEPALIVE)
                message = f"data: {state}\n\n" if changes != seen else ": sigo aquí\n\n"
                self.wfile.write(message.encode("utf-8"))
                self.wfile.flush()
                seen = changes
        except (BrokenPipeError, ConnectionResetError):
            pass


def serve(folder: Path, port: int, broadcast: Broadcast, on_pdf: Callable[[], None]) -> ThreadingHTTPServer:
    """Serve ``folder`` on 127.0.0.1:``port`` (0: a free port) in a background thread; an
    :class:`OSError` if the port cannot be had."""
    handler = type("Handler", (_Handler,), {"broadcast": broadcast, "on_pdf": staticmethod(on_pdf)})
    server = ThreadingHTTPServer(("127.0.0.1", port), partial(handler, directory=str(folder)))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, name="nismatch-watch-http", daemon=True).start()
    return server
