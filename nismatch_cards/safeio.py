"""Where the toolchain may write, and how: the one place every command that writes goes through.

- **Output paths are checked first** (:func:`check_folder`, :func:`check_file`): not a file where
  a folder goes (or the reverse), not under a file, not in ``/proc``, ``/sys`` or ``/dev``, not a
  symbolic link, not an input (the cards folder, a template folder, a file the command reads) nor
  inside or around one. A bad path is an :class:`OutputError`, which commands turn into a usage
  error (exit 2) before anything is done.
- **Nothing the user wrote is replaced** without ``--forzar``: a single output file that exists is
  refused, and a folder the toolchain fills (``build/pdf``, ``build/png``, ``build/html``, a
  report) keeps a list of the files it wrote (``.nismatch-build.json``), each with its size and
  modification time; any other file in it, or one of them changed since (edited by hand), is the
  user's (:func:`claim_folder`).
- **Every file is written atomically** (:func:`write_atomically`, :func:`atomic_file`): into a
  temporary file with a unique name beside the target, then renamed over it. An interrupted
  build leaves the previous good file; two builds into one folder never share a temporary file.
- **Nothing is written through a symbolic link**: folders are created only where no link is in
  the way, and renaming over a link replaces the link, never what it points at.
"""
from __future__ import annotations

import json
import os
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO, Iterable, Iterator

#: The list of files the toolchain wrote in a folder it fills.
MANIFEST = ".nismatch-build.json"
#: Virtual file systems: never an output.
VIRTUAL = (Path("/proc"), Path("/sys"), Path("/dev"))
#: Marks of a folder of cards: never an output.
CARD_MARKS = ("set.yaml", "ruleset.yaml", "decks")
_TEMPORARY_SUFFIX = ".tmp"


class OutputError(Exception):
    """An output path that may not be written (a Spanish message for a usage error)."""


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


_MODE = 0o666 & ~_umask()


def _absolute(path: Path) -> Path:
    """``path`` made absolute without following links (``..`` resolved by name)."""
    return Path(os.path.abspath(path))


def _virtual(path: Path) -> Path | None:
    """The virtual file system ``path`` is in (after following links), if any."""
    real = Path(os.path.realpath(path))
    return next((v for v in VIRTUAL if _inside(real, v)), None)


def _first_existing(path: Path) -> Path:
    """``path`` or its nearest ancestor that exists (as written, links not followed)."""
    for candidate in [path, *path.parents]:
        if os.path.lexists(candidate):
            return candidate
    return Path(path.anchor or "/")  # pragma: no cover - the root always exists


def _links_in(path: Path, below: Path) -> Path | None:
    """The first symbolic link among ``path`` and its ancestors inside ``below``, if any."""
    for candidate in [path, *path.parents]:
        if candidate == below or below not in candidate.parents:
            return None
        if candidate.is_symlink():
            return candidate
    return None


def _shown(path: Path) -> str:
    """A path for a message: relative to the working directory when it is inside it (links not followed)."""
    absolute, cwd = _absolute(Path(path)), _absolute(Path.cwd())
    return os.path.relpath(absolute, cwd) if cwd in absolute.parents else str(path)


def _inside(path: Path, folder: Path) -> bool:
    return path == folder or folder in path.parents


def check_place(path: Path, option: str = "") -> Path:
    """Checks every output path passes: not in a virtual file system, not under a file, no link on
    the way (from the working directory), a place that can be written. Returns it absolute."""
    shown = f"{option}: «{path}»" if option else f"«{path}»"
    absolute = _absolute(path)
    virtual = _virtual(absolute)
    if virtual is not None:
        raise OutputError(f"{shown} está en {virtual}, que no es una carpeta de archivos: elige una carpeta normal")
    existing = _first_existing(absolute)
    if existing != absolute and not existing.is_dir():
        raise OutputError(f"{shown} está dentro de «{_shown(existing)}», que es un archivo y no una carpeta")
    cwd = _absolute(Path.cwd())
    link = _links_in(absolute, cwd) or (absolute if absolute.is_symlink() else None)
    if link == absolute:
        raise OutputError(f"{shown} es un enlace simbólico; no se escribe a través de enlaces (bórralo o indica "
                          "la carpeta real)")
    if link is not None:
        raise OutputError(f"{shown}: «{_shown(link)}» es un enlace simbólico; no se escribe a través de "
                          "enlaces (bórralo o indica la carpeta real)")
    if existing != absolute and not os.access(existing, os.W_OK | os.X_OK):
        raise OutputError(f"{shown}: no hay permiso para escribir en «{_shown(existing)}»")
    return absolute


def _not_an_input(absolute: Path, inputs: Iterable[Path], shown: str, folder: bool) -> None:
    """An output is never an input of the command, inside an input folder, nor (a folder) around one."""
    real = Path(os.path.realpath(absolute))
    for given in inputs:
        source = Path(os.path.realpath(given))
        if real == source:
            raise OutputError(f"{shown} es una entrada del comando («{given}»): elige otra salida")
        if source in real.parents and source.is_dir():
            raise OutputError(f"{shown} está dentro de la carpeta de entrada «{given}»: elige una salida fuera de ella")
        if folder and real in source.parents:
            raise OutputError(f"{shown} contiene la entrada «{given}»: elige una carpeta de salida aparte")


def check_folder(folder: Path, inputs: Iterable[Path] = (), option: str = "--salida") -> Path:
    """``folder`` (absolute) if the toolchain may fill it: a folder or nothing yet, not a cards
    folder, not an input nor inside or around one; :class:`OutputError` otherwise."""
    shown = f"{option}: «{folder}»" if option else f"«{folder}»"
    absolute = check_place(Path(folder), option)
    if absolute.exists() and not absolute.is_dir():
        raise OutputError(f"{shown} es un archivo; indica una carpeta")
    if absolute == _absolute(Path.cwd()):
        raise OutputError(f"{shown} es la carpeta actual; indica una carpeta de salida aparte (p. ej. build)")
    marks = [m for m in CARD_MARKS if os.path.lexists(absolute / m)]
    if marks:
        raise OutputError(f"{shown} es una carpeta de cartas (tiene «{marks[0]}»); elige otra carpeta de salida")
    _not_an_input(absolute, inputs, shown, folder=True)
    return absolute


def check_file(file: Path, inputs: Iterable[Path] = (), force: bool = False, option: str = "",
               mine: Iterable[Path] = ()) -> Path:
    """``file`` (absolute) if it may be written: its folder exists, it is not a folder nor an
    input, and it does not exist yet unless ``force`` or it is one of ``mine`` (a file this same
    command wrote, or the game it continues); :class:`OutputError` otherwise."""
    shown = f"{option}: «{file}»" if option else f"«{file}»"
    absolute = check_place(Path(file), option)
    if absolute.is_dir():
        raise OutputError(f"{shown} es una carpeta; indica un archivo")
    if not absolute.parent.is_dir():
        where = f"{option}: " if option else ""
        raise OutputError(f"{where}la carpeta «{Path(file).parent}» no existe")
    _not_an_input(absolute, inputs, shown, folder=False)
    if absolute.exists() and not force and absolute not in {_absolute(Path(m)) for m in mine}:
        raise OutputError(f"{shown} ya existe; no se reemplaza sin --forzar (o elige otro nombre)")
    return absolute


# --- folders the toolchain fills ------------------------------------------------------------------


def written_before(folder: Path) -> set[str]:
    """The files the toolchain wrote in ``folder`` before (relative, POSIX), as its list says."""
    return set(_manifest(folder))


def _manifest(folder: Path) -> dict[str, list | None]:
    """The list of ``folder``: each file's ``[size, modification time in ns]`` when written (None in a list
    written before these were kept: a plain list of names)."""
    try:
        data = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if isinstance(data, list):
        data = dict.fromkeys(data)
    if not isinstance(data, dict):
        return {}
    return {n: (f if isinstance(f, list) and len(f) == 2 else None) for n, f in data.items()
            if isinstance(n, str) and _safe_relative(n)}


def _fingerprint(path: Path) -> list | None:
    """``[size, modification time in ns]`` of a file (None when it is not there): any edit changes it."""
    try:
        status = os.stat(path, follow_symlinks=False)
    except OSError:
        return None
    return [status.st_size, status.st_mtime_ns]


def _write_manifest(folder: Path, entries: dict[str, list | None]) -> None:
    write_atomically(folder / MANIFEST, json.dumps(dict(sorted(entries.items())), ensure_ascii=False, indent=0))


def _safe_relative(name: str) -> bool:
    """A relative POSIX path with no «..», no empty part and no control character."""
    parts = name.split("/")
    return bool(name) and not name.startswith("/") and all(p not in ("", ".", "..") for p in parts) \
        and not any(ord(c) < 32 for c in name)


def claim_folder(folder: Path, force: bool = False, option: str = "--salida") -> None:
    """Check that the toolchain may fill ``folder``: no symbolic link inside it, and every file in
    it one the toolchain wrote (listed in its ``.nismatch-build.json``) unless ``force``."""
    folder = Path(folder)
    if folder.is_symlink():
        raise OutputError(f"{option}: «{_shown(folder)}» es un enlace simbólico; no se escribe a través de enlaces")
    if not folder.exists():
        return
    if not folder.is_dir():
        raise OutputError(f"{option}: «{_shown(folder)}» es un archivo; debe ser una carpeta")
    known = _manifest(folder)
    for top, dirs, files in os.walk(folder):
        for name in dirs + files:
            path = Path(top) / name
            if path.is_symlink():
                raise OutputError(f"{option}: «{_shown(path)}» es un enlace simbólico dentro de la salida; no se escribe "
                                  "a través de enlaces: bórralo")
        for name in files:
            relative = (Path(top) / name).relative_to(folder).as_posix()
            if relative == MANIFEST or name.endswith(_TEMPORARY_SUFFIX) and name.startswith("."):
                continue
            if force:
                continue
            if relative not in known:
                raise OutputError(f"{option}: «{_shown(Path(top) / name)}» no lo escribió nismatch y se reemplazaría o "
                                  "borraría; muévelo, elige otra carpeta de salida o usa --forzar")
            if known[relative] is not None and known[relative] != _fingerprint(Path(top) / name):
                raise OutputError(f"{option}: «{_shown(Path(top) / name)}» ha cambiado desde que lo escribió nismatch "
                                  "(¿lo has editado?) y se reemplazaría o borraría; guarda tu copia en otro sitio, "
                                  "elige otra carpeta de salida o usa --forzar")


def record(folder: Path, files: Iterable[Path]) -> set[str]:
    """Add ``files`` (inside ``folder``) to its list of files the toolchain wrote; returns the list
    as it was. Read again just before writing, so that two builds lose as little as possible."""
    folder = Path(folder)
    names = {Path(os.path.abspath(f)).relative_to(_absolute(folder)).as_posix(): f for f in files}
    entries = _manifest(folder)
    before = set(entries)
    entries.update({name: _fingerprint(Path(f)) for name, f in names.items()})
    _write_manifest(folder, entries)
    return before


def remove_stale(folder: Path, before: set[str], now: set[str]) -> None:
    """Delete the files of ``folder`` the toolchain wrote last time (``before``) and not now: only
    regular files, inside the folder, reached through no link. The list is rewritten as ``now``."""
    folder = Path(folder)
    for name in sorted(before - now):
        path = folder / name
        if _safe_relative(name) and _links_in(path.parent, folder) is None and path.is_file() \
                and not path.is_symlink():
            path.unlink()
    _write_manifest(folder, {name: _fingerprint(folder / name) for name in now})


def make_folder(folder: Path) -> Path:
    """``folder`` and its missing parents; :class:`OutputError` if a link or a file is in the way."""
    folder = Path(folder)
    if folder.is_symlink():
        raise OutputError(f"«{_shown(folder)}» es un enlace simbólico; no se escribe a través de enlaces")
    if folder.is_dir():
        return folder
    if folder.exists():
        raise OutputError(f"«{_shown(folder)}» es un archivo; debía ser una carpeta")
    make_folder(folder.parent) if folder.parent != folder else None
    try:
        folder.mkdir()
    except FileExistsError:  # made meanwhile by a worker or another build
        if folder.is_symlink() or not folder.is_dir():
            raise OutputError(f"«{_shown(folder)}» apareció mientras tanto y no es una carpeta") from None
    return folder


# --- atomic files -----------------------------------------------------------------------------------


@contextmanager
def atomic_file(path: Path) -> Iterator[BinaryIO]:
    """A binary file to write ``path``: a unique temporary file beside it, renamed over ``path``
    when the block ends without an error (removed otherwise). The folder must exist."""
    path = Path(path)
    descriptor, temporary = tempfile.mkstemp(prefix=f".{path.name[:100]}.", suffix=_TEMPORARY_SUFFIX,
                                             dir=path.parent)
    try:
        with os.fdopen(descriptor, "wb") as handle:
            yield handle
        os.chmod(temporary, _MODE)
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


def write_atomically(path: Path, data: bytes | str) -> Path:
    """Write ``data`` (text is UTF-8) to ``path`` atomically; returns ``path``."""
    with atomic_file(path) as handle:
        handle.write(data.encode("utf-8") if isinstance(data, str) else data)
    return Path(path)


# --- the user's own data ----------------------------------------------------------------------------


def make_private_folder(folder: Path, option: str = "") -> Path:
    """``folder`` and its missing parents, ``folder`` itself 0o700 when made here: a folder of the user's
    own data (the user data folder, or the one an environment variable names), never an output chosen
    in a command line, so links on the way are the user's and are followed. :class:`OutputError` if it
    is a file or in a virtual file system."""
    shown = f"{option}: «{folder}»" if option else f"«{folder}»"
    virtual = _virtual(_absolute(Path(folder)))
    if virtual is not None:
        raise OutputError(f"{shown} está en {virtual}, que no es una carpeta de archivos: elige una carpeta normal")
    if Path(folder).exists() and not Path(folder).is_dir():
        raise OutputError(f"{shown} es un archivo; debe ser una carpeta")
    Path(folder).mkdir(mode=0o700, parents=True, exist_ok=True)  # parents get the usual mode
    return Path(folder)


def write_new(path: Path, data: bytes, mode: int = 0o600) -> Path:
    """Write ``data`` to ``path``, which must not exist yet: :class:`FileExistsError` if anything is
    there (a link too). The file appears whole, with ``mode`` (0o600 by default: private), and when
    two processes make it at once one wins and the other is told: nothing is ever written over."""
    path = Path(path)
    descriptor, temporary = tempfile.mkstemp(prefix=f".{path.name[:100]}.", suffix=_TEMPORARY_SUFFIX,
                                             dir=path.parent)  # made 0o600, so the data is never exposed
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temporary, mode)
        try:
            os.link(temporary, path)  # atomic, and refuses to replace anything
        except FileExistsError:
            raise
        except OSError:  # a file system without hard links: created exclusively instead
            _write_exclusively(path, data, mode)
    finally:
        os.unlink(temporary)
    return path


def _write_exclusively(path: Path, data: bytes, mode: int) -> None:
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    descriptor = os.open(path, flags, mode)
    with os.fdopen(descriptor, "wb") as handle:
        handle.write(data)
