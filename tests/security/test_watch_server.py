"""The preview server of ``nismatch vigilar`` is reachable by any page the designer opens (it is
on 127.0.0.1): it serves only the output folder's own files, answers only its own address, builds
only when its own pages ask, survives odd paths and bounds its connections."""
from __future__ import annotations

import http.client
import re
import socket
import time

import pytest

from nismatch_cards.watch import server as watch
from nismatch_cards.watch.server import Broadcast, serve

from .helpers import SECRET


@pytest.fixture
def site(tmp_path):
    """A served output folder (``html/index.html`` and a link to a secret outside it), the server,
    and how many times the PDFs were asked for."""
    out = tmp_path / "build"
    (out / "html").mkdir(parents=True)
    (out / "html" / "index.html").write_text("<html><body>inicio</body></html>", encoding="utf-8")
    (tmp_path / "secreto.txt").write_text(SECRET, encoding="utf-8")
    (tmp_path / "secreto.html").write_text(f"<body>{SECRET}</body>", encoding="utf-8")
    (out / "html" / "fuga.txt").symlink_to(tmp_path / "secreto.txt")
    (out / "html" / "fuga.html").symlink_to(tmp_path / "secreto.html")
    (out / "fuera").symlink_to(tmp_path)
    asked = []
    broadcast = Broadcast()
    server = serve(out, 0, broadcast, lambda: asked.append(1))
    yield server, asked
    broadcast.close()
    server.shutdown()
    server.server_close()


def request(server, method: str, path: str, headers: dict | None = None) -> tuple[int, str, str]:
    port = server.server_port
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request(method, path, headers={"Host": f"127.0.0.1:{port}", **(headers or {})})
    response = connection.getresponse()
    body = response.read().decode("utf-8", "replace")
    connection.close()
    return response.status, response.reason, body


#: request paths of the preview server (URLs, not files of this machine): links out, a file beside the output,
#: climbing out with «..» written plainly and percent-encoded
REQUESTS = ["html/fuga.txt", "html/fuga.html", "fuera/secreto.txt", "fuera/", "html/../../secreto.txt",
            "%2e%2e/secreto.txt"]


@pytest.mark.parametrize("path", ["/" + r for r in REQUESTS])
@pytest.mark.parametrize("method", ["GET", "HEAD"])
def test_only_files_inside_the_output_folder_are_served(site, path, method):
    server, _ = site
    status, reason, body = request(server, method, path)
    assert (status, SECRET in body) == (404, False)
    assert reason in ("No hay nada aquí", "No existe esa página")


def test_a_page_is_served_with_the_token_of_the_preview(site):
    server, _ = site
    status, _, body = request(server, "GET", "/html/index.html")
    assert status == 200 and "inicio" in body
    assert re.search(r'window\.NISMATCH_TOKEN = "[A-Za-z0-9_-]{32}";', body)


@pytest.mark.parametrize("host", ["ejemplo.com", "ejemplo.com:80", "127.0.0.1", ""])
def test_a_request_for_another_host_gets_nothing(site, host):
    server, asked = site
    for method, path in (("GET", "/html/index.html"), ("POST", "/__nismatch/pdf")):
        status, reason, body = request(server, method, path, {"Host": host})
        assert (status, reason) == (421, "Esta vista previa solo responde en su propia dirección")
        assert "inicio" not in body
    assert asked == []


def token_of(server) -> str:
    return re.search(r'NISMATCH_TOKEN = "([^"]+)"', request(server, "GET", "/html/index.html")[2]).group(1)


def test_only_the_previews_own_pages_may_ask_for_the_pdfs(site):
    server, asked = site
    token = token_of(server)
    own = f"http://127.0.0.1:{server.server_port}"
    refused = "Solo las páginas de la vista previa piden el PDF"
    for headers in ({}, {"X-Nismatch-Token": "adivinado"}, {"X-Nismatch-Token": token, "Origin": "http://ejemplo.com"},
                    {"Origin": own}):
        assert request(server, "POST", "/__nismatch/pdf", headers)[:2] == (403, refused)
    assert asked == []
    assert request(server, "POST", "/__nismatch/pdf", {"X-Nismatch-Token": token, "Origin": own})[0] == 202
    assert asked == [1]


def test_a_path_with_a_nul_byte_is_a_bad_request_without_a_traceback(site, capfd):
    server, _ = site
    for method in ("GET", "HEAD", "POST"):
        status, reason, _ = request(server, method, "/html/a%00b.html")
        assert (status, reason) == (400, "Ruta no válida")
    assert "Traceback" not in capfd.readouterr().err


def test_connections_are_capped_and_idle_ones_closed(site, monkeypatch):
    server, _ = site
    monkeypatch.setattr(watch._Handler, "timeout", 1)
    idle = [socket.create_connection(("127.0.0.1", server.server_port), timeout=10)
            for _ in range(watch.MAX_CONNECTIONS)]
    time.sleep(0.3)
    extra = socket.create_connection(("127.0.0.1", server.server_port), timeout=10)
    assert extra.recv(100) == b""  # closed at once: the server is full
    extra.close()
    time.sleep(1.5)  # the idle ones are closed after their timeout, and the server serves again
    assert all(s.recv(100) == b"" for s in idle)
    assert request(server, "GET", "/html/index.html")[0] == 200


def test_event_streams_are_counted_apart_and_capped(site):
    server, _ = site
    port = server.server_port
    streams = []
    for _ in range(watch.MAX_EVENT_STREAMS):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        connection.request("GET", "/__nismatch/eventos", headers={"Host": f"127.0.0.1:{port}"})
        response = connection.getresponse()
        assert response.status == 200
        assert response.fp.readline().startswith(b"data: ")
        streams.append(connection)
    status, reason, _ = request(server, "GET", "/__nismatch/eventos")
    assert (status, reason) == (503, "Demasiadas pestañas de la vista previa abiertas")
    assert request(server, "GET", "/html/index.html")[0] == 200  # pages are still served
    for connection in streams:
        connection.close()


@pytest.mark.parametrize("method, status, reason", [("PUT", 501, "Esta vista previa no admite ese método"),
                                                    ("DELETE", 501, "Esta vista previa no admite ese método")])
def test_http_servers_own_refusals_are_in_spanish(site, method, status, reason):
    server, _ = site
    got_status, got_reason, body = request(server, method, "/html/index.html")
    assert (got_status, got_reason) == (status, reason)
    assert body == (f'<!DOCTYPE html>\n<html lang="es">\n<head><meta charset="utf-8"><title>Error {status}</title></head>\n'
                    f"<body><h1>Error {status}</h1><p>{reason}</p></body>\n</html>\n")


def test_a_request_line_too_long_is_refused_in_spanish(site):
    server, _ = site
    with socket.create_connection(("127.0.0.1", server.server_port), timeout=10) as connection:
        connection.sendall(b"GET /" + b"a" * 70_000 + b" HTTP/1.1\r\n\r\n")
        answer = connection.recv(65536)
    assert answer.startswith("HTTP/1.0 414 La dirección es demasiado larga\r\n".encode("latin-1"))  # HTTP reasons are Latin-1


# --- a tablet in the same network (vigilar --red-local) -------------------------------------------------------


@pytest.fixture
def lan_site(tmp_path):
    """The preview served to the local network too: the server and this machine's address in it."""
    address = watch.lan_address()
    if address is None:
        pytest.skip("este ordenador no tiene dirección en una red local")
    out = tmp_path / "build"
    (out / "html").mkdir(parents=True)
    (out / "html" / "index.html").write_text("<html><body>inicio</body></html>", encoding="utf-8")
    broadcast = Broadcast()
    server = serve(out, 0, broadcast, lambda: None, (address,))
    yield server, address
    broadcast.close()
    server.shutdown()
    server.server_close()


def from_the_network(address: str, port: int, method: str, path: str, headers: dict | None = None):
    """A request that reaches the server through its address in the network (so, from another address
    than 127.0.0.1): status, reason, headers and body."""
    connection = http.client.HTTPConnection(address, port, timeout=10)
    connection.request(method, path, headers={"Host": f"{address}:{port}", **(headers or {})})
    response = connection.getresponse()
    body = response.read().decode("utf-8", "replace")
    connection.close()
    return response.status, response.reason, dict(response.getheaders()), body


def test_another_machine_needs_the_key_then_keeps_it_in_a_cookie(lan_site):
    server, address = lan_site
    port = server.server_port
    refused = "Desde otro aparato, la vista previa pide su clave: abre la dirección completa que escribió «nismatch " \
              "vigilar --red-local»"
    for path in ("/html/index.html", "/html/index.html?clave=adivinada", "/__nismatch/eventos"):
        status, reason, _, body = from_the_network(address, port, "GET", path)
        assert (status, reason, "inicio" in body) == (403, refused, False)
    assert from_the_network(address, port, "POST", "/__nismatch/pdf")[:2] == (403, refused)
    status, _, headers, _ = from_the_network(address, port, "GET", f"/html/index.html?clave={server.token}")
    assert (status, headers["Location"]) == (302, "/html/index.html")  # the key leaves the address bar
    assert headers["Set-Cookie"] == f"nismatch_clave={server.token}; Path=/; HttpOnly; SameSite=Strict"
    status, _, _, body = from_the_network(address, port, "GET", "/html/index.html",
                                          {"Cookie": f"nismatch_clave={server.token}"})
    assert status == 200 and "inicio" in body
    assert from_the_network(address, port, "GET", "/html/index.html", {"Cookie": "nismatch_clave=otra"})[:2] == \
        (403, refused)


def test_with_the_network_on_this_machine_still_needs_no_key(lan_site):
    server, _ = lan_site
    status, _, body = request(server, "GET", "/html/index.html")
    assert status == 200 and "inicio" in body


def test_without_the_flag_the_network_gets_no_answer(site):
    server, _ = site
    address = watch.lan_address()
    if address is None:
        pytest.skip("este ordenador no tiene dirección en una red local")
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection((address, server.server_port), timeout=10)


def test_the_flag_without_a_local_network_is_a_usage_error(tmp_path, monkeypatch):
    from .helpers import invoke

    monkeypatch.setattr(watch, "lan_address", lambda: None)
    monkeypatch.setattr("nismatch_cards.watch.commands.lan_address", lambda: None)
    run = invoke("vigilar", "--red-local", "--cartas", tmp_path, "--salida", tmp_path / "build")
    assert (run.exit_code, run.stderr.splitlines()[-1]) == (
        2, "Error: --red-local: este ordenador no tiene dirección en una red local; conéctalo a la red de la tableta")
