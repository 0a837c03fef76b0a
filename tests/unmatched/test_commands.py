"""The commands that play only NISMATCH today refuse Unmatched's cards with a usage error (exit 2), not a
traceback: its engine plays through the game interface, which ``escenario`` and ``reproducir`` do not
use yet (docs/juegos/unmatched.md, «El motor de reglas»); ``simular`` and ``jugar`` play it (tests/sim/test_unmatched.py,
tests/unmatched/test_terminal.py)."""
from __future__ import annotations

import json

from click.testing import CliRunner

from nismatch_cards.cli import main

from .helpers import PACK


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def message(command: str) -> str:
    return (f"Error: «nismatch {command}» solo juega a NISMATCH por ahora; el juego «Unmatched» tiene su propio "
            "motor de reglas, que esta orden aún no usa")


def test_a_nismatch_record_refuses_unmatched_cards(tmp_path):
    from nismatch_cards.games.nismatch.engine.record import FORMAT, VERSION

    record = tmp_path / "partida.jsonl"
    header = {"registro": FORMAT, "version": VERSION, "semilla": 1, "modo": "1v1", "digest": "0",
              "mazos": [{"set": "alice", "nombre": "Alice", "cartas": ["finta"]}] * 2}
    record.write_text(json.dumps(header) + "\n", encoding="utf-8")
    result = run("reproducir", str(record), "--cartas", str(PACK))
    assert result.exit_code == 2 and message("reproducir") in result.stderr
