"""Helpers for the ``nismatch validate`` tests: build a small cards folder, run the command.

Every test works in its own ``tmp_path`` and changes into it, so diagnostics name files the way
a designer sees them from the project root (``cards/t/a.yaml``). A cards folder is
``ruleset.yaml`` (optional), ``<set>/set.yaml`` plus card files, and ``decks/*.yaml``.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import NamedTuple

from click.testing import CliRunner

from nismatch_cards.cli import main

REPO = Path(__file__).resolve().parents[2]
BUNDLED_CARDS = REPO / "cards"
RULESET_TEXT = (REPO / "packs" / "nismatch" / "ruleset.yaml").read_text(encoding="utf-8")
# the made-up pack of the tests (every field kind, sections, exemptions, per-character decks, icons)
PRUEBA_TEXT = (REPO / "tests" / "packs" / "prueba" / "ruleset.yaml").read_text(encoding="utf-8")
#: the back image the test pack names (``dorsos.heroe.imagen``): a copy of the pack needs it beside it
PRUEBA_BACK = (REPO / "tests" / "packs" / "prueba" / "dorso-heroe.png").read_bytes()

SET_T = "codigo: t\nnombre: Set de prueba\nversion: '1'\n"

# A valid Parte: line 1 id, 2 nombre, 3 tipo, 4 zona, 5 pg, 6 car, 7 fue, 8 def, 9 vel, 10 rareza.
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

# A valid Carta de Apoyo: line 1 id, 2 nombre, 3 tipo, 4 rareza.
SUPPORT = """\
id: apoyo-x
nombre: Apoyo X
tipo: apoyo
rareza: chatarra
"""


def with_ability(card: str, tag: str, text: str) -> str:
    """``card`` plus one ability; the ``texto`` is on line ``len(card lines) + 3``, value at column 13
    (the opening quote is at column 12)."""
    return card + f'habilidades:\n  - etiqueta: {tag}\n    texto: "{text}"\n'


class Diag(NamedTuple):
    code: str
    file: str
    line: int
    column: int
    message: str
    hint: str
    severity: str = "error"


class Run(NamedTuple):
    exit_code: int
    diagnostics: list[Diag]
    stdout: str
    stderr: str
    exception: BaseException | None


def write_tree(root: Path, files: dict[str, str | bytes]) -> None:
    for name, content in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_bytes(content.encode("utf-8"))


def invoke(*args: str) -> Run:
    """Run ``nismatch <args>`` in-process and keep stdout, stderr and exceptions apart."""
    result = CliRunner().invoke(main, list(args))
    exception = None if isinstance(result.exception, SystemExit) else result.exception
    return Run(result.exit_code, [], result.stdout, result.stderr, exception)


def validate(*paths: str) -> Run:
    """``nismatch validate PATHS --format json``, its diagnostics parsed into :class:`Diag`."""
    run = invoke("validate", *paths, "--format", "json")
    assert run.exception is None, f"validate crashed: {run.exception!r}"
    data = json.loads(run.stdout)
    diagnostics = [Diag(d["code"], d["file"], d["line"], d["column"], d["message"], d["hint"], d["severity"])
                   for d in data]
    return run._replace(diagnostics=diagnostics)



def snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    """Every file below ``folder``: its bytes and modification time (ns)."""
    return {str(p.relative_to(folder)): (p.read_bytes(), p.stat().st_mtime_ns)
            for p in sorted(folder.rglob("*")) if p.is_file()}
