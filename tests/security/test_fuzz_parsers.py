"""Property tests of the parsers that read other people's files (issue 30, part 7): spreadsheets
(CSV, XLSX, ODS), saved games and the HTTP requests the preview server of ``nismatch vigilar``
answers. Whatever the bytes, each gives a clean answer — a Spanish diagnostic and exit code 1 or 2,
a :class:`RecordError`, an HTTP status — never a traceback, and nothing is written outside the
chosen folder. Mutations start from real files the tool wrote, so that they reach deep into each
parser; the examples are derandomized, so the suite sees the same ones on every run.
"""
from __future__ import annotations

import io
import socket
import zipfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nismatch_cards.diagnostics import unprintable
from nismatch_cards.games.nismatch.engine.record import RecordError
from nismatch_cards.games.nismatch.play.envelope import replay_saved
from nismatch_cards.watch.server import Broadcast, serve
from play.helpers import play

from .helpers import SECRET, invoke, snapshot
from .test_fuzz import FUZZ, mutated_text

# --- spreadsheets ---------------------------------------------------------------------------------------------

CELL_SPLICES = ["\x00", "=1+1", '"', '""', ",,,,", "\r", "\n", "\ufeff", "9" * 400, "-1e309", "'", ";", "\t",
                "carta-nueva", "../../outside/x", "«»", "\x1b[31m"]


@st.composite
def mutated_csv(draw, original: str):
    """An exported CSV sheet with cells spliced into or cut out of it."""
    text = original
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        if draw(st.booleans()):
            text = text[:at] + draw(st.sampled_from(CELL_SPLICES)) + text[at:]
        else:
            text = text[:at] + text[at + draw(st.integers(1, 30)):]
    return text


@st.composite
def mutated_zip(draw, original: bytes):
    """An exported XLSX or ODS (a zip of XML files) with one member's XML mutated, or the zip's bytes."""
    if draw(st.integers(0, 4)) == 0:
        data = bytearray(original)
        for _ in range(draw(st.integers(1, 8))):
            data[draw(st.integers(0, len(data) - 1))] = draw(st.integers(0, 255))
        return bytes(data)
    with zipfile.ZipFile(io.BytesIO(original)) as archive:
        members = {info.filename: archive.read(info) for info in archive.infolist()}
    xml = sorted(name for name in members if name.endswith(".xml"))
    name = draw(st.sampled_from(xml))
    members[name] = draw(mutated_text(members[name].decode("utf-8"))).encode("utf-8", "surrogatepass")
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        for member, content in members.items():
            archive.writestr(member, content)
    return out.getvalue()


def check_refused_cleanly(run, root: Path, before: dict[str, bytes], outside: dict[str, bytes]) -> None:
    assert run.exception is None, repr(run.exception)
    assert run.exit_code in (0, 1, 2), run.exit_code
    assert "Traceback" not in run.stderr
    assert all(not unprintable(line) for line in run.stderr.splitlines()), run.stderr
    assert snapshot(root / "outside") == outside
    if run.exit_code:
        assert snapshot(root / "cards") == before  # nothing is written when the sheet is refused


@pytest.fixture
def exported(project):
    """The project's cards exported to every format: ``(root, {format: path})``."""
    root = project()
    paths = {}
    for kind in ("csv", "xlsx", "ods"):
        paths[kind] = root / ("hoja-csv" if kind == "csv" else f"hoja.{kind}")
        run = invoke("exportar", "--cartas", "cards", "--formato", kind, "--salida", paths[kind].name)
        assert run.exit_code == 0, run.stderr
    return root, paths


@settings(FUZZ, max_examples=40)
@given(data=st.data())
def test_a_mutated_csv_sheet_is_imported_or_refused_cleanly(exported, data):
    root, paths = exported
    sheet = paths["csv"] / "t.csv"
    original = sheet.read_text(encoding="utf-8-sig")
    sheet.write_text(data.draw(mutated_csv(original)), encoding="utf-8", errors="surrogatepass")
    before, outside = snapshot(root / "cards"), snapshot(root / "outside")
    try:
        check_refused_cleanly(invoke("importar", paths["csv"], "--cartas", "cards"), root, before, outside)
    finally:
        sheet.write_text(original, encoding="utf-8")


@settings(FUZZ, max_examples=30)
@given(kind=st.sampled_from(["xlsx", "ods"]), data=st.data())
def test_a_mutated_xlsx_or_ods_book_is_imported_or_refused_cleanly(exported, kind, data):
    root, paths = exported
    book = paths[kind]
    original = book.read_bytes()
    book.write_bytes(data.draw(mutated_zip(original)))
    before, outside = snapshot(root / "cards"), snapshot(root / "outside")
    try:
        check_refused_cleanly(invoke("importar", book, "--cartas", "cards"), root, before, outside)
    finally:
        book.write_bytes(original)


# --- saved games ----------------------------------------------------------------------------------------------


@pytest.fixture
def saved(tmp_path, monkeypatch) -> Path:
    """An unfinished game of ``nismatch jugar``, sealed as it saves them."""
    monkeypatch.chdir(tmp_path)
    play("--deck", "asalto-remachado", "--vs", "random", "--seed", "3", input="1\n1\n2\n")
    return tmp_path / "partida-1.jsonl"


@settings(FUZZ, max_examples=40)
@given(data=st.data())
def test_a_mutated_saved_game_is_a_record_error_never_a_traceback(saved, data):
    original = saved.read_text(encoding="utf-8")
    header, token = original.splitlines()[:2]
    if data.draw(st.booleans()):
        header = data.draw(mutated_text(header))
    else:
        token = data.draw(mutated_text(token))
    saved.write_text(header + "\n" + token + "\n", encoding="utf-8", errors="surrogatepass")
    try:
        replay_saved(saved)
    except RecordError as error:
        message = str(error)
        assert message.startswith("partida-1.jsonl:") and not unprintable(message), message
    finally:
        saved.write_text(original, encoding="utf-8")


# --- the preview server's requests ----------------------------------------------------------------------------

METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "CONNECT", "TRACE", "G\x00ET", "get", ""]
PATHS = ["/", "/html/index.html", "/html/fuga.txt", "/fuera/secreto.txt", "/%2e%2e/secreto.txt", "/html/a%00b",
         "/__nismatch/pdf", "/__nismatch/eventos", "//127.0.0.1/", "http://ejemplo.com/", "*", "/" + "a" * 70_000,
         "/html/%ff%fe", "/html/\u00f1.html", "/html/index.html?x=../../secreto.txt", "/html/index.html#x"]
HEADER_LINES = ["Host: {own}", "Host: ejemplo.com", "Host: ", "Host: {own}\r\nHost: ejemplo.com",
                "Content-Length: -1", "Content-Length: 99999999999", "Content-Length: x", "Transfer-Encoding: chunked",
                "Origin: {origin}", "X-Nismatch-Token: adivinado", "Connection: keep-alive", "Expect: 100-continue",
                "Range: bytes=-1", "If-Modified-Since: ayer", "X" * 70_000 + ": y", "sin dos puntos", ": vacío",
                "Cookie: \x00"]
VERSIONS = ["HTTP/1.1", "HTTP/1.0", "HTTP/0.9", "HTTP/2.0", "HTTP/1.1x", "", "HTTP/99999999999999999999.1"]


@pytest.fixture
def preview(tmp_path):
    """The preview server of an output folder with a page and a link to a secret outside it."""
    out = tmp_path / "build"
    (out / "html").mkdir(parents=True)
    (out / "html" / "index.html").write_text("<html><body>inicio</body></html>", encoding="utf-8")
    (tmp_path / "secreto.txt").write_text(SECRET, encoding="utf-8")
    (out / "html" / "fuga.txt").symlink_to(tmp_path / "secreto.txt")
    (out / "fuera").symlink_to(tmp_path)
    broadcast = Broadcast()
    server = serve(out, 0, broadcast, lambda: None)
    yield server
    broadcast.close()
    server.shutdown()
    server.server_close()


@st.composite
def raw_requests(draw, port: int) -> bytes:
    """An HTTP request as bytes, well or badly formed."""
    own = f"127.0.0.1:{port}"
    line = " ".join(part for part in (draw(st.sampled_from(METHODS)), draw(st.sampled_from(PATHS)),
                                      draw(st.sampled_from(VERSIONS))) if part)
    headers = draw(st.lists(st.sampled_from(HEADER_LINES), max_size=4))
    body = draw(st.sampled_from([b"", b"x" * 10, b"\x00\xff"]))
    text = "\r\n".join([line] + [h.format(own=own, origin=f"http://{own}") for h in headers]) + "\r\n\r\n"
    return text.encode("utf-8", "surrogatepass") + body


def exchange(port: int, request: bytes) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
        try:
            connection.sendall(request)
            connection.shutdown(socket.SHUT_WR)
        except OSError:
            pass  # the server may close a connection it refuses before reading all of it
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
            if len(answer) > 1_000_000 or answer.startswith(b"HTTP/1.1 200") and b"text/event-stream" in answer:
                break
    return answer


@settings(FUZZ, max_examples=60)
@given(data=st.data())
def test_any_request_gets_a_status_and_nothing_from_outside(preview, capfd, data):
    port = preview.server_port
    request = data.draw(raw_requests(port))
    answer = exchange(port, request)
    # an answer to HTTP/0.9 (or to a request line whose version could not be read) has no status line
    simple = b"HTTP/0.9" in request.split(b"\r\n")[0]
    spanish_page = answer.startswith(b'<!DOCTYPE html>\n<html lang="es">')
    assert answer == b"" or answer.startswith((b"HTTP/1.0 ", b"HTTP/1.1 ")) or simple or spanish_page, answer[:200]
    assert b"Error response" not in answer  # http.server's English page
    assert SECRET.encode() not in answer
    assert "Traceback" not in capfd.readouterr().err
    page = exchange(port, f"GET /html/index.html HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
    assert page.startswith(b"HTTP/1.0 200") or page.startswith(b"HTTP/1.1 200"), page[:200]
