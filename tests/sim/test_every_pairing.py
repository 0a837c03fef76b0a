"""``--todos-contra-todos``: every deck of the folder against every other, for NISMATCH as for Unmatched
(tests/sim/test_unmatched.py)."""
from __future__ import annotations

import json

from .conftest import simulate


def test_every_deck_of_the_folder_plays_every_other(project):
    result = simulate("--todos-contra-todos", "-n", "1", "--niveles", "aleatorio", "--procesos", "1", "--json", "-")
    assert result.exit_code == 0, result.output
    figures = json.loads(result.stdout)
    names = [deck.name for deck in project.decks]
    assert figures["mazos"] == names
    pairs = [(m["mazo_a"], m["mazo_b"]) for m in figures["niveles"][0]["enfrentamientos"]]
    assert pairs == [(a, b) for i, a in enumerate(names) for b in names[i + 1:]]
    assert figures["niveles"][0]["matriz"]["mazos"] == names


def test_every_pairing_measures_no_card_by_swapping():
    result = simulate("--todos-contra-todos", "--sustituir", "todas", "-n", "1")
    assert (result.exit_code, result.stderr) == (
        2, "Error: --sustituir mide las cartas del primer mazo contra los demás: úsalo con dos mazos o con "
           "--contra-todos\n")
