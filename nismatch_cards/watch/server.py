"""The preview's web server: the output folder on 127.0.0.1, with a script that reloads the page.

Pages are served as they were built, plus one ``<script>`` added on the way out (never to the
files): it listens to ``/__nismatch/eventos`` (server-sent events) and reloads the page when a
rebuild wrote something, shows the validator's diagnostics over the page while the cards have
errors, and has a button that asks for the PDFs. Only the output folder is served; folders are
not listed.

It answers only requests for its own address (the ``Host`` header: a page of another site that
points its own name at 127.0.0.1 gets nothing), serves only regular files whose real path is
inside the output folder (no link out of it), builds the PDFs only when asked with the token its
pages carry (no other site can make it work), and bounds the connections it keeps: at most
:data:`MAX_CONNECTIONS` at once, event streams apart (:data:`MAX_EVENT_STREAMS`), idle ones
closed after :data:`IDLE_SECONDS`.

With ``lan`` addresses (``vigilar --red-local``) it listens on every interface too, so that a tablet in
the same network can open the preview; a request from another machine must then carry the token:
once in the address (``?clave=…``, which the server turns into a cookie) and as that cookie after.
"""
from __future__ import annotations

import hmac
import json
import os
import secrets
import socket
import threading
from http.cookies import CookieError, SimpleCookie
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
#: Connections served at once, event streams not counted: a page and its images take the six a
#: browser opens; more is no preview of one designer.
MAX_CONNECTIONS = 32
#: Open event streams (one a tab of the preview).
MAX_EVENT_STREAMS = 16
#: Seconds a connection may wait for its next request (an event stream writes every KEEPALIVE).
IDLE_SECONDS = 30
#: The page of every refusal, in Spanish (http.server's own is in English).
ERROR_PAGE = ('<!DOCTYPE html>\n<html lang="es">\n<head><meta charset="utf-8"><title>Error %(code)d</title></head>\n'
              '<body><h1>Error %(code)d</h1><p>%(message)s</p></body>\n</html>\n')
#: What http.server's own refusals (a malformed request, a method it has no handler for) say, in Spanish.
REFUSALS = {400: "Petición no válida", 404: "No hay nada aquí", 408: "Se esperó demasiado la petición",
            414: "La dirección es demasiado larga", 431: "Las cabeceras son demasiado largas",
            501: "Esta vista previa no admite ese método", 505: "Versión de HTTP no admitida"}
#: The header that carries the token of the pages to the PDF request.
TOKEN_HEADER = "X-Nismatch-Token"
#: The query parameter and the cookie that carry the token of a request from another machine.
TOKEN_PARAMETER, TOKEN_COOKIE = "clave", "nismatch_clave"

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


class _Server(ThreadingHTTPServer):
    """A threading server that keeps count of its connections (:data:`MAX_CONNECTIONS`, and the
    event streams apart) and knows its own address and token."""

    daemon_threads = True

    def __init__(self, address, handler, token: str, lan: tuple[str, ...] = ()):
        super().__init__(address, handler)
        self.token = token
        self.hosts = {f"{host}:{self.server_port}" for host in ("127.0.0.1", "localhost", *lan)}
        self.lock = threading.Lock()
        self.connections = 0
        self.streams = 0

    def process_request(self, request, client_address) -> None:
        with self.lock:
            full = self.connections >= MAX_CONNECTIONS
            if not full:
                self.connections += 1
        if full:  # closed at once, before a thread is started for it
            self.shutdown_request(request)
            return
        super().process_request(request, client_address)

    def process_request_thread(self, request, client_address) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            with self.lock:
                self.connections -= 1

    def start_stream(self) -> bool:
        """Move a connection to the event streams' count; False when they are all taken."""
        with self.lock:
            if self.streams >= MAX_EVENT_STREAMS:
                return False
            self.streams += 1
            self.connections -= 1
            return True

    def end_stream(self) -> None:
        with self.lock:
            self.streams -= 1
            self.connections += 1


class _Handler(SimpleHTTPRequestHandler):
    broadcast: Broadcast
    on_pdf: Callable[[], None]
    server: _Server
    timeout = IDLE_SECONDS  # an idle connection is closed (the socket's timeout)
    error_message_format = ERROR_PAGE

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """Refuse with a Spanish reason: ours, or the one of :data:`REFUSALS` for http.server's own
        refusals, which come in English (their messages are plain ASCII; ours never are)."""
        if message is None or message.isascii():
            message = REFUSALS.get(int(code), "Petición rechazada")
        super().send_error(code, message, explain)

    def log_message(self, format, *args) -> None:  # the terminal is for the cards' news
        pass

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def _refused(self) -> bool:
        """Answer (and True) a request not for this server's own address, with a NUL in its path, or from
        another machine without the token."""
        if self.headers.get("Host", "") not in self.server.hosts:
            self.send_error(HTTPStatus.MISDIRECTED_REQUEST, "Esta vista previa solo responde en su propia dirección")
            return True
        if "\x00" in self.translate_path(self.path):
            self.send_error(HTTPStatus.BAD_REQUEST, "Ruta no válida")
            return True
        if self.client_address[0] == "127.0.0.1" or self._carries_cookie():
            return False
        path, _, query = self.path.partition("?")
        if self._is_token(query.removeprefix(f"{TOKEN_PARAMETER}=")) and self.command in ("GET", "HEAD"):
            self.send_response(HTTPStatus.FOUND)  # the token goes into a cookie and out of the address bar
            self.send_header("Set-Cookie", f"{TOKEN_COOKIE}={self.server.token}; Path=/; HttpOnly; SameSite=Strict")
            self.send_header("Location", path)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return True
        self.send_error(HTTPStatus.FORBIDDEN, "Desde otro aparato, la vista previa pide su clave: abre la dirección "
                                              "completa que escribió «nismatch vigilar --red-local»")
        return True

    def _carries_cookie(self) -> bool:
        try:
            cookie = SimpleCookie(self.headers.get("Cookie", "")).get(TOKEN_COOKIE)
        except CookieError:
            return False
        return cookie is not None and self._is_token(cookie.value)

    def _is_token(self, text: str) -> bool:
        return hmac.compare_digest(text.encode("utf-8", "replace"), self.server.token.encode())

    def _local(self) -> Path | None:
        """The file or folder the request names, if its real path is inside the served folder (links
        followed) and it is a folder or a regular file; None otherwise."""
        root = os.path.realpath(self.directory)
        real = os.path.realpath(self.translate_path(self.path))
        if real != root and not real.startswith(root + os.sep):
            return None
        return Path(real) if os.path.isdir(real) or os.path.isfile(real) else None

    def send_head(self):
        """Only what :meth:`_local` allows, never a listing of a folder (also for HEAD)."""
        if self._refused():
            return None
        found = self._local()
        if found is None or found.is_dir() and not (found / "index.html").is_file():
            self.send_error(HTTPStatus.NOT_FOUND, "No hay nada aquí")
            return None
        return super().send_head()

    def do_GET(self) -> None:
        if self._refused():
            return
        path = self.path.split("?", 1)[0]
        found = self._local()
        folder = found is not None and found.is_dir()
        if path == "/":
            self._redirect("/html/index.html")
        elif path == EVENTS:
            self._events()
        elif path.endswith(".html"):
            self._page()
        elif folder and (found / "index.html").is_file():
            self._redirect(path.rstrip("/") + "/index.html")
        elif folder:
            self.send_error(HTTPStatus.NOT_FOUND, "No hay nada aquí")
        else:
            super().do_GET()

    def _redirect(self, location: str) -> None:
        self.send_response(HTTPStatus.FOUND)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def do_POST(self) -> None:
        if self._refused():
            return
        if self.path != PDF:
            self.send_error(HTTPStatus.NOT_FOUND, "No hay nada aquí")
            return
        origin = self.headers.get("Origin")
        if (origin is not None and origin.removeprefix("http://") not in self.server.hosts) or \
                not self._is_token(self.headers.get(TOKEN_HEADER, "")):
            self.send_error(HTTPStatus.FORBIDDEN, "Solo las páginas de la vista previa piden el PDF")
            return
        self.on_pdf()
        self.send_response(HTTPStatus.ACCEPTED)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def _page(self) -> None:
        """A built page with the preview's script added before ``</body>``."""
        file = self._local()
        try:
            if file is None or not file.is_file():
                raise FileNotFoundError
            html = file.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            self.send_error(HTTPStatus.NOT_FOUND, "No existe esa página")
            return
        script = (f"<script>window.NISMATCH_VERSION = {self.broadcast.state.version};\n"
                  f"window.NISMATCH_TOKEN = {json.dumps(self.server.token)};\n{_SCRIPT}</script>\n")
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
        if not self.server.start_stream():
            self.send_error(HTTPStatus.SERVICE_UNAVAILABLE, "Demasiadas pestañas de la vista previa abiertas")
            return
        try:
            self.send_response(HTTPStatus.OK)
            self.send_header("Content-Type", "text/event-stream; charset=utf-8")
            self.end_headers()
            seen = -1
            while not self.broadcast.closed:
                changes, state = self.broadcast.wait(seen, KEEPALIVE)
                message = f"data: {state}\n\n" if changes != seen else ": sigo aquí\n\n"
                self.wfile.write(message.encode("utf-8"))
                self.wfile.flush()
                seen = changes
        except (BrokenPipeError, ConnectionResetError, TimeoutError):
            pass
        finally:
            self.close_connection = True
            self.server.end_stream()


def serve(folder: Path, port: int, broadcast: Broadcast, on_pdf: Callable[[], None],
          lan: tuple[str, ...] = ()) -> ThreadingHTTPServer:
    """Serve ``folder`` on 127.0.0.1:``port`` (0: a free port) in a background thread, and on every
    interface when ``lan`` names this machine's addresses in the local network; an :class:`OSError` if
    the port cannot be had."""
    handler = type("Handler", (_Handler,), {"broadcast": broadcast, "on_pdf": staticmethod(on_pdf)})
    server = _Server(("0.0.0.0" if lan else "127.0.0.1", port), partial(handler, directory=str(folder)),
                     secrets.token_urlsafe(24), lan)
    threading.Thread(target=server.serve_forever, name="nismatch-watch-http", daemon=True).start()
    return server


def lan_address() -> str | None:
    """This machine's IPv4 address in its local network, or None when it has none but 127.0.0.1. Asks the
    system which interface would reach a private address; no packet is sent."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            address = probe.getsockname()[0]
        except OSError:
            return None
    return None if address.startswith("127.") or address == "0.0.0.0" else address
