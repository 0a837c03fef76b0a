"""The key that seals unfinished games saved by ``nismatch jugar``: one per user, never in a game file.

It lives in the user data folder (``platformdirs.user_data_dir("nismatch")``, or the folder the
environment variable ``NISMATCH_DATOS`` names, for tests and CI), in a file readable only by its
owner (0600) inside a folder made 0700. It is made the first time a game is played and never
replaced: games sealed with it could not be opened again. Nothing prints it.
"""
from __future__ import annotations

import hashlib
import hmac
import os
from pathlib import Path

import platformdirs
from cryptography.fernet import Fernet

from nismatch_cards.diagnostics import os_reason
from nismatch_cards.safeio import OutputError, make_private_folder, write_new

ENV = "NISMATCH_DATOS"
KEY_FILE = "clave-partidas"
LEDGER_FILE = "partidas-jugadas"  # how far each game went (ledger.py), beside the key
_MAX_KEY = 1024  # a Fernet key is 44 characters: a bigger file is no key


class KeyProblem(Exception):
    """The key cannot be read or made; ``str()`` is the Spanish message, ``usage`` whether the
    environment is to blame (a data folder that cannot be used: exit 2) rather than a file (exit 1)."""

    def __init__(self, message: str, usage: bool = False):
        super().__init__(message)
        self.usage = usage


def data_folder() -> Path:
    """Where the key is kept: ``$NISMATCH_DATOS`` when set, else the user data folder of nismatch."""
    chosen = os.environ.get(ENV)
    return Path(chosen) if chosen else Path(platformdirs.user_data_dir("nismatch", appauthor=False))


def key_path() -> Path:
    return data_folder() / KEY_FILE


def key_id(key: bytes) -> str:
    """A name for ``key`` that can be written in a game file: which key sealed it, and nothing of the
    key (an HMAC of a fixed text under it)."""
    return hmac.new(key, b"nismatch: nombre de la clave de partidas", hashlib.sha256).hexdigest()[:16]


def load_key() -> bytes | None:
    """This user's key, or None when none has been made on this machine (:class:`KeyProblem` when
    the file cannot be read or is no key)."""
    _check_folder(data_folder())
    path = key_path()
    try:
        with open(path, "rb") as handle:
            key = handle.read(_MAX_KEY + 1).strip()
    except FileNotFoundError:
        return None
    except OSError as error:
        raise KeyProblem(f"{path}: no se puede leer la clave de las partidas guardadas: {os_reason(error)}")
    try:
        Fernet(key)
    except ValueError:
        raise KeyProblem(f"{path}: no es una clave de partidas guardadas válida (¿se ha editado?); las partidas a "
                         "medias cifradas con ella no se pueden abrir. Si la mueves a otro sitio, nismatch hará una "
                         "nueva") from None
    return key


def exposed_key() -> str | None:
    """A warning when this user's key can be read by other users of the machine (its file or folder
    made readable by group or others since), else None. Not on Windows, where modes say nothing."""
    path = key_path()
    if os.name != "posix" or not path.is_file():
        return None
    mode = path.stat().st_mode & 0o777
    if not mode & 0o077:
        return None
    return (f"aviso: {path} la pueden leer otros usuarios de esta máquina (permisos {mode:04o}): con ella verían las "
            f"cartas ocultas de tus partidas guardadas; déjala solo para ti con «chmod 600 {path}»")


def kept_file(path: Path) -> str | None:
    """Why ``path`` may never be written over, even with --forzar: it is the key (or the list of how
    far each game went beside it), followed through links; else None."""
    for name, what, loss in ((KEY_FILE, "la clave que cifra las partidas guardadas",
                              "sin ella, las partidas guardadas antes no se pueden abrir"),
                             (LEDGER_FILE, "la lista de hasta dónde llegó cada partida (la que está junto a la clave)",
                              "sin ella, volver a una partida guardada antes enseñaría lo que viene")):
        kept = data_folder() / name
        try:
            same = path.resolve() == kept.resolve() or (path.exists() and kept.exists() and os.path.samefile(path, kept))
        except (OSError, RuntimeError):  # a loop of links, a folder that cannot be read: not the key
            same = False
        if same:
            return f"«{path}» es {what}: no se reemplaza nunca, ni con --forzar ({loss}); elige otro archivo"
    return None


def _check_folder(folder: Path) -> None:
    """A data folder that is a file is told as a usage error, before the key is looked for in it."""
    if folder.exists() and not folder.is_dir():
        where = f"{ENV}: " if os.environ.get(ENV) else ""
        raise KeyProblem(f"no se puede guardar la clave de las partidas: {where}«{folder}» es un archivo; debe ser "
                         "una carpeta", usage=True)


def ensure_key() -> bytes:
    """This user's key, made now (in a private folder, 0600) when there is none yet."""
    key = load_key()
    if key is not None:
        return key
    folder = data_folder()
    try:
        make_private_folder(folder, ENV if os.environ.get(ENV) else "")
        write_new(folder / KEY_FILE, Fernet.generate_key() + b"\n")
    except FileExistsError:  # another nismatch made it meanwhile: that one is the key
        pass
    except OutputError as error:
        raise KeyProblem(f"no se puede guardar la clave de las partidas: {error}", usage=True) from None
    except OSError as error:
        raise KeyProblem(f"no se puede crear la clave de las partidas guardadas en {folder}: {os_reason(error)}",
                         usage=True) from None
    key = load_key()
    if key is None:  # pragma: no cover - written above, or by the process that won the race
        raise KeyProblem(f"{folder / KEY_FILE}: la clave de las partidas guardadas ha desaparecido", usage=True)
    return key
