"""NISMATCH's simulation pinned before its game-independent parts moved to ``nismatch_cards/play/sim/`` (issue 27):
the same seeds give the same report text and the same JSON, figure for figure. Regenerate the files only for a
change meant to alter NISMATCH's figures: ``NISMATCH_PIN=1 pytest tests/sim/test_pinned_report.py``."""
from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from .conftest import A, B, C, simulate

PINNED = Path(__file__).parent / "pinned"
RUNS = {
    "two-levels": ["--deck", A, "--deck", B, "--games", "6", "--seed", "11", "--niveles", "voraz,aleatorio",
                   "--workers", "1", "--json", "-"],
    "tournament-swap": ["--deck", A, "--deck", C, "--games", "4", "--seed", "3", "--niveles", "aleatorio",
                        "--sustituir", "todas", "--workers", "1", "--json", "-"],
    "round-robin": ["--deck", A, "--deck", B, "--deck", C, "--games", "3", "--seed", "5", "--bots", "aleatorio",
                    "--workers", "1", "--json", "-"],
}


def _timeless(text: str) -> str:
    """The report without what depends on the machine's speed (the pace line and the «±1 punto» costs)."""
    text = re.sub(r"\d[\d.]* partidas? en [\d,]+ s con .*\n", "", text)
    return re.sub(r"\b(unos [\d.]+ (segundos|minutos|días)|unas \d+ horas|menos de un segundo|un segundo)\b", "…", text)


@pytest.mark.parametrize("name", sorted(RUNS))
def test_nismatch_report_and_json_are_unchanged(name):
    result = simulate(*RUNS[name])
    assert result.exit_code == 0, result.output
    figures = json.loads(result.stdout)
    report = _timeless(result.stderr)
    json_file, text_file = PINNED / f"{name}.json", PINNED / f"{name}.txt"
    if os.environ.get("NISMATCH_PIN"):
        json_file.write_text(json.dumps(figures, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        text_file.write_text(report, encoding="utf-8")
    assert figures == json.loads(json_file.read_text(encoding="utf-8"))
    assert report == text_file.read_text(encoding="utf-8")
