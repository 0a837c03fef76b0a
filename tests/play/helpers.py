"""Driving ``nismatch play`` in-process and reading its transcript."""
from __future__ import annotations

import json

from click.testing import CliRunner

from nismatch_cards.cli import main
from nismatch_cards.games.nismatch.play.envelope import open_saved

from .conftest import CARDS

INVALID = "Entrada no válida: escribe un número entre 1 y {n}, o «ayuda»."


def play(*args: str, input: str = ""):
    """``nismatch play --cards <repo>/cards ARGS`` with ``input`` as standard input."""
    return CliRunner().invoke(main, ["play", "--cards", str(CARDS), *args], input=input)


def boards(output: str) -> list[str]:
    """Every board drawn in ``output``: from its «══» header to its «Ahora:» or «Fin de la partida:» line."""
    found, current = [], None
    for line in output.splitlines():
        if line.startswith("══ "):
            current = [line]
        elif current is not None:
            current.append(line)
            if line.startswith(("Ahora: ", "Fin de la partida: ")):
                found.append("\n".join(current))
                current = None
    return found


def is_subsequence(needles: list[str], haystack: list[str]) -> bool:
    it = iter(haystack)
    return all(any(line == needle for line in it) for needle in needles)


def rows(path) -> list[dict]:
    """The record a saved game holds, line by line: opened with the user's key when it is sealed."""
    return [row for _, row in open_saved(path)[1]]


def record_text(path) -> str:
    """The record a saved game holds as a clear file would have it (the format before sealing)."""
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows(path))


def as_clear_record(path, change=lambda header: None) -> None:
    """Rewrite the saved game at ``path`` as a clear record, the format saved before sealing, after
    ``change(header)``."""
    lines = record_text(path).splitlines()
    header = json.loads(lines[0])
    change(header)
    path.write_text("\n".join([json.dumps(header, ensure_ascii=False)] + lines[1:]) + "\n", encoding="utf-8")
