"""A cards folder as it was at a git revision, copied into a temporary folder.

Git is run without a shell, with fixed arguments: the revision name is checked first (letters,
digits and ``. _ / - ~ ^ @ { }``, not starting with «-», so that it can never be read as an
option) and resolved to a commit with ``rev-parse --verify``. The files are the committed bytes
(``ls-tree`` and ``cat-file --batch``: no filters, no ``export-ignore``); symbolic links and
submodules inside the folder are not copied.
"""
from __future__ import annotations

import os
import re
import subprocess
import tempfile
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Iterator

from ..diagnostics import printable
from ..safeio import make_folder, write_atomically

REVISION = re.compile(r"[A-Za-z0-9_@][A-Za-z0-9._/~^@{}-]*")
MAX_REVISION = 200
MAX_BYTES = 512 * 1024 * 1024  # a cards folder larger than this at a revision is refused
_FILE_MODES = {"100644", "100755"}  # regular files; links (120000) and submodules (160000) are not copied


class RevisionError(Exception):
    """A revision that cannot be read: a Spanish message for a usage error (exit 2)."""


@dataclass(frozen=True)
class Revision:
    name: str  # as the user wrote it
    commit: str

    @property
    def label(self) -> str:
        """«v1.0 (be079ef)»; just the name when it is the commit itself."""
        return self.name if self.commit.startswith(self.name.lower()) else f"{self.name} ({self.commit[:7]})"


def check_name(name: str) -> str:
    """``name`` if it may be a revision name; :class:`RevisionError` otherwise."""
    if len(name) > MAX_REVISION:
        raise RevisionError(f"«{printable(name, 60)}» no es un nombre de revisión válido: tiene {len(name)} caracteres; "
                            f"el máximo es {MAX_REVISION}")
    if not REVISION.fullmatch(name) or ".." in name:
        raise RevisionError(f"«{printable(name, 60)}» no es un nombre de revisión válido: usa un commit, una rama o "
                            "una etiqueta (letras, cifras y . _ / - ~ ^ @ { }, sin empezar por «-» ni contener «..»)")
    return name


def _git(folder: Path, *args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "GIT_TERMINAL_PROMPT": "0", "GIT_OPTIONAL_LOCKS": "0", "LC_ALL": "C"}
    try:
        return subprocess.run(["git", "-C", str(folder), *args], input=stdin, capture_output=True, env=env,
                              check=False, timeout=120)
    except FileNotFoundError:
        raise RevisionError("no se encuentra el programa git: instálalo para comparar revisiones") from None
    except subprocess.TimeoutExpired:
        raise RevisionError("git tardó más de dos minutos en responder") from None


@dataclass(frozen=True)
class Repository:
    """The git repository a cards folder is in, and the folder's path inside it."""

    top: Path
    prefix: str  # POSIX, relative to ``top``, ending in «/» (empty: the top itself)
    folder: Path  # the cards folder as the user named it

    @classmethod
    def of(cls, folder: Path) -> "Repository":
        if not folder.is_dir():
            raise RevisionError(f"la carpeta de cartas «{folder}» no existe")
        top = _git(folder, "rev-parse", "--show-toplevel")
        prefix = _git(folder, "rev-parse", "--show-prefix")
        if top.returncode or prefix.returncode:
            raise RevisionError(f"«{folder}» no está en un repositorio git: para comparar revisiones, la carpeta de "
                                "cartas debe estar en uno (o compara dos carpetas: nismatch comparar CARPETA_A CARPETA_B)")
        return cls(Path(top.stdout.decode().strip()), prefix.stdout.decode().strip(), folder)

    def resolve(self, name: str) -> Revision:
        """The commit of revision ``name``."""
        check_name(name)
        found = _git(self.top, "rev-parse", "--verify", "--quiet", "--end-of-options", f"{name}^{{commit}}")
        if found.returncode:
            raise RevisionError(f"la revisión «{name}» no existe en el repositorio de «{self.folder}»")
        return Revision(name, found.stdout.decode().strip())

    def _listing(self, revision: Revision) -> list[tuple[str, int, str]]:
        """``(object, size, path inside the folder)`` of every file of the folder at ``revision``;
        :class:`RevisionError` if they add up to more than :data:`MAX_BYTES`."""
        args = ["ls-tree", "-r", "-l", "-z", "--full-tree", revision.commit]
        if self.prefix:
            args += ["--", self.prefix]
        listed = _git(self.top, *args)
        if listed.returncode:
            raise RevisionError(f"git no pudo leer la revisión «{revision.name}»")
        entries = []
        for record in listed.stdout.split(b"\0"):
            if not record:
                continue
            meta, _, path = record.partition(b"\t")
            mode, kind, obj, size = meta.decode().split()
            relative = path.decode("utf-8", "surrogateescape")[len(self.prefix):]
            if kind == "blob" and mode in _FILE_MODES and _safe(relative):
                entries.append((obj, int(size), relative))
        if sum(size for _, size, _ in entries) > MAX_BYTES:
            raise RevisionError(f"la carpeta «{self.folder}» ocupa más de {MAX_BYTES // 2**20} MB en la revisión "
                                f"«{revision.name}»")
        return entries

    def checkout(self, revision: Revision, into: Path) -> Path:
        """Write the folder's files at ``revision`` into ``into``; returns ``into``."""
        entries = self._listing(revision)
        if not entries:
            raise RevisionError(f"la carpeta «{self.folder}» no existe (o está vacía) en la revisión «{revision.name}»")
        batch = _git(self.top, "cat-file", "--batch", stdin="".join(f"{obj}\n" for obj, _, _ in entries).encode())
        if batch.returncode:
            raise RevisionError(f"git no pudo leer los archivos de la revisión «{revision.name}»")
        data, at = batch.stdout, 0
        for obj, size, relative in entries:
            end = data.index(b"\n", at)
            if data[at:end] != f"{obj} blob {size}".encode():  # «missing»: a shallow or broken clone
                raise RevisionError(f"git no tiene el contenido de «{relative}» en la revisión «{revision.name}»")
            target = into / relative
            make_folder(target.parent)
            write_atomically(target, data[end + 1:end + 1 + size])
            at = end + 1 + size + 1
        return into


def _safe(relative: str) -> bool:
    parts = PurePosixPath(relative).parts
    return bool(parts) and not relative.startswith("/") and all(p not in ("", ".", "..") for p in parts)


@contextmanager
def folder_at(folder: Path, name: str) -> Iterator[tuple[Path, Revision]]:
    """The cards folder ``folder`` as it was at revision ``name``, in a temporary folder removed afterwards."""
    repository = Repository.of(folder)
    revision = repository.resolve(name)
    with tempfile.TemporaryDirectory(prefix="nismatch-rev-") as temporary:
        base = Path(temporary) / (folder.resolve().name or "cartas")
        make_folder(base)
        yield repository.checkout(revision, base), revision
