"""Unfinished games saved by ``nismatch jugar`` are sealed: the record is encrypted, only the public part is clear.

A record (``engine/record.py``) holds the seed, the bot's generator and every action with its card:
whoever reads it knows the bot's hand, both Arsenals and the bot's next choices. So while the game
is unfinished the file is an *envelope* of two JSON lines::

    {"registro": "nismatch", "version": 2, "cifrado": "fernet", "clave": "<name of the key>", "modo": "1v1",
     "mazos": ["Asalto Remachado", "Guardia del Taller"], "jugadores": {"A": "persona", "B": "bot greedy"},
     "bot": "greedy", "ronda": 2, "turno": 3, "terminada": false, "reanudar": "nismatch jugar --reanudar …"}
    {"partida": "<Fernet token>"}

The token is the whole record under the user's key (``keystore.py``), after a copy of the first
line (a changed header is a changed file) and padded with spaces to a multiple of :data:`PAD`: its
length does not tell how many moves the bot chose (a forced move is not recorded, a chosen one is).
A finished game hides nothing any more and is written in clear, as a plain record.
"""
from __future__ import annotations

import io
import json
from dataclasses import dataclass
from pathlib import Path

from cryptography.fernet import Fernet, InvalidToken

from nismatch_cards.diagnostics import clip, display_path, os_reason
from ..engine.record import (
    FORMAT, MAX_LINE, RecordError, ReplayResult, parse_line, read_rows, replay_rows, version_problem,
)
from .keystore import ensure_key, key_id, key_path, load_key

VERSION = 2  # a clear record is version 1
CIPHER = "fernet"
PAD = 64 * 1024  # a whole game's record is 10 to 60 KB: almost every game is one size
#: The longest token read: a record of 48 MB, far beyond any game.
MAX_TOKEN = 64 * 1024 * 1024


def progress(game) -> str:
    """How far the game has gone, as everyone at the table sees it: «ronda 2, turno 3»."""
    return f"ronda {game.round}, turno {game.turn}" if game.turn else "en la preparación"


def public_header(recorder, bot_name: str, resume: str, key: bytes) -> dict:
    """What the envelope shows: nothing a pilot cannot see, nothing derived from the seed."""
    header, game = recorder.lines[0], recorder.game
    return {"registro": FORMAT, "version": VERSION, "cifrado": CIPHER, "clave": key_id(key), "modo": header["modo"],
            "mazos": [deck["nombre"] for deck in header["mazos"]], "jugadores": header.get("jugadores", {}),
            "bot": bot_name, "ronda": game.round, "turno": game.turn, "terminada": False, "reanudar": resume}


def seal(recorder, bot_name: str, resume: str) -> str:
    """The envelope of the unfinished game ``recorder`` plays (:class:`KeyProblem` without a key)."""
    key = ensure_key()
    first = json.dumps(public_header(recorder, bot_name, resume, key), ensure_ascii=False)
    plain = (first + "\n" + recorder.text()).encode("utf-8")
    plain += b" " * (-len(plain) % PAD)
    token = Fernet(key).encrypt(plain).decode("ascii")
    return first + "\n" + json.dumps({"partida": token}) + "\n"


def is_sealed(header) -> bool:
    return isinstance(header, dict) and header.get("registro") == FORMAT and header.get("version") == VERSION \
        and not isinstance(header.get("version"), bool)


def _sealed_of_another_version(header) -> bool:
    """An envelope (it has «cifrado») whose format this nismatch does not read."""
    return isinstance(header, dict) and header.get("registro") == FORMAT and "cifrado" in header \
        and not is_sealed(header)


@dataclass
class Saved:
    """A saved game replayed: ``sealed`` is its public header when it was an envelope, else None."""
    replay: ReplayResult
    sealed: dict | None


def open_saved(path: Path) -> tuple[dict | None, list[tuple[int, object]]]:
    """The rows of a saved game's record (see ``read_rows``), opened when sealed, and its public header
    (None when the file is a clear record)."""
    name = display_path(path)
    try:
        with open(path, "rb") as handle:
            first = handle.readline(MAX_LINE + 1)
            header = _peek(first)
            if _sealed_of_another_version(header):
                raise RecordError(f"{name}:1: {version_problem('la partida guardada', header.get('version'), VERSION)}")
            if not is_sealed(header):
                handle.seek(0)
                return None, read_rows(handle, name)
            plain = _open(handle, first, header, name)
    except OSError as error:
        raise RecordError(f"{name}: no se puede leer el registro: {os_reason(error)}")
    return header, read_rows(io.BytesIO(plain), name)


def replay_saved(path: Path, cards: list[Path] | None = None) -> Saved:
    """Replay a saved game, sealed or clear, checking every digest (:class:`RecordError` if it cannot be,
    ``KeyProblem`` if the user's key cannot be read). The errors of a sealed game never tell a digest, an
    action or a card."""
    name = display_path(path)
    header, rows = open_saved(path)
    try:
        return Saved(replay_rows(rows, name, cards), header)
    except RecordError as error:
        if header is None or not error.hidden:
            raise
        raise RecordError(f"{name}:2: la partida cifrada no se puede reproducir con estas cartas o con esta versión de "
                          "nismatch: ¿han cambiado desde que se guardó? (el detalle no se muestra: nombraría cartas "
                          "ocultas)") from None


def _peek(line: bytes):
    """The first line's JSON value, or None when it is none (the reader of clear records says why)."""
    try:
        return parse_line(line.decode("utf-8"), "", 1) if len(line) <= MAX_LINE else None
    except (RecordError, UnicodeDecodeError):
        return None


def _open(handle, first: bytes, header: dict, name: str) -> bytes:
    """The sealed record (its copy of the first line checked and taken off)."""
    for field, kind in (("cifrado", str), ("clave", str)):
        if not isinstance(header.get(field), kind):
            raise RecordError(f"{name}:1: a la cabecera de la partida cifrada le falta «{field}» o no tiene el tipo "
                              "correcto")
    if header["cifrado"] != CIPHER:
        raise RecordError(f"{name}:1: cifrado no admitido: «{clip(header['cifrado'], 40)}» (se admite «{CIPHER}»)")
    token = _token(handle, name)
    key = load_key()  # a KeyProblem goes up: the key is to blame, not this file
    if key is None:
        raise RecordError(f"{name}:2: la partida está cifrada y su clave no está en este ordenador (no existe "
                          f"{key_path()}): solo se puede abrir con el usuario y en el ordenador donde se guardó")
    if key_id(key) != header["clave"]:
        raise RecordError(f"{name}:2: la partida se cifró con otra clave (la de otro usuario u otro ordenador): con la "
                          f"de este usuario ({key_path()}) no se puede abrir")
    try:
        plain = Fernet(key).decrypt(token)
    except InvalidToken:
        raise RecordError(f"{name}:2: la partida cifrada está alterada o dañada: no se puede abrir") from None
    inner, _, rest = plain.partition(b"\n")
    if inner != first.rstrip(b"\r\n"):
        raise RecordError(f"{name}:1: la cabecera no es la que se guardó con la partida: el archivo está alterado")
    return rest.rstrip(b" ")


def _token(handle, name: str) -> bytes:
    """The token of line 2; nothing may follow it."""
    raw = handle.readline(MAX_TOKEN + 1)
    if len(raw) > MAX_TOKEN:
        raise RecordError(f"{name}:2: la partida cifrada tiene más de {MAX_TOKEN // 1024 // 1024} MB; una partida "
                          "guardada no es así")
    try:
        row = parse_line(raw.decode("utf-8"), name, 2) if raw.strip() else None
    except UnicodeDecodeError:
        row = None
    if not isinstance(row, dict) or not isinstance(row.get("partida"), str) or set(row) != {"partida"}:
        raise RecordError(f"{name}:2: falta la partida cifrada («partida»): el archivo está cortado o alterado")
    if handle.read(MAX_LINE).strip():
        raise RecordError(f"{name}:3: sobra texto después de la partida cifrada: el archivo está alterado")
    return row["partida"].encode("ascii", "replace")
