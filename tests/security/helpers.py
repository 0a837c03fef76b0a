"""A small NISMATCH project for the attack tests, and ways to run commands and look at what they did.

Every test works in its own folder (the working directory): ``cards/`` holds set ``t`` with a
Parte and an Apoyo, so builds take a second or two; ``outside/`` is a folder the
commands must never read from nor write to.
"""
from __future__ import annotations

import io
from pathlib import Path
from typing import NamedTuple

from click.testing import CliRunner

from nismatch_cards.cli import main
from validation.helpers import PART, SET_T, SUPPORT, write_tree  # noqa: F401  the cards of the validation tests

REPO = Path(__file__).resolve().parents[2]
BUNDLED = REPO / "cards"  # the bundled NISMATCH sets and decks
PACK = REPO / "packs" / "nismatch"

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
