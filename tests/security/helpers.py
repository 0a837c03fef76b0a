"""A small NISMATCH project for the attack tests, and ways to run commands and look at what they did.

Every test works in its own folder (the working directory): ``cards/`` holds set ``t`` with a
Parte and an Apoyo and a deck, so builds take a second or two; ``outside/`` is a folder the
commands must never read from nor write to.
"""
from __future__ import annotations

import io
from pathlib import Path
from typing import NamedTuple

from click.testing import CliRunner

from nismatch_cards.cli import main

REPO = Path(__file__).resolve().parents[2]
BUNDLED = REPO / "packs" / "nismatch"

SET_T = "codigo: t\nnombre: Set de prueba\nversion: '1'\n"
PART = """\
id: brazo-x
nombre: Brazo X
tipo: parte
zona: brazo_derecho
pg: 3
car: 1
fue: 2
def: 1
vel: 1
rareza: chatarra
"""
SUPPORT = """\
id: apoyo-x
nombre: Apoyo X
tipo: apoyo
rareza: chatarra
"""
SECRET = "secreto-de-fuera-7f3a"


class Run(NamedTuple):
    exit_code: int
    stdout: str
    stderr: str
    exception: BaseException | None


def invoke(*args: str, input: str | None = None) -> Run:
    """``nismatch <args>`` in-process; stdout, stderr and any exception other than the exit kept apart."""
    result = CliRunner().invoke(main, [str(a) for a in args], input=input)
    exception = None if isinstance(result.exception, SystemExit) else result.exception
    return Run(result.exit_code, result.stdout, result.stderr, exception)


def write_tree(root: Path, files: dict[str, str | bytes]) -> None:
    for name, content in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))


def png(width: int = 8, height: int = 8, mode: str = "RGB") -> bytes:
    from PIL import Image

    buffer = io.BytesIO()
    Image.new(mode, (width, height)).save(buffer, "PNG")
    return buffer.getvalue()


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file below ``folder`` (links not followed) and its bytes."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and not p.is_symlink()}


def pdf_text(pdf: Path) -> str:
    from pypdf import PdfReader

    return "\n".join(page.extract_text() or "" for page in PdfReader(str(pdf)).pages)
