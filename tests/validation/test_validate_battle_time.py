"""`nismatch validar` on round 8's battle wordings (rulebook 5.3.5; docs/rulings.md 184–185): the written form is
what a designer puts on a card, and it is valid as written."""
from __future__ import annotations

import pytest

from .helpers import PART, validate, with_ability


@pytest.mark.parametrize("tag, text", [
    ("disparado", "Cuando tu Unidad defienda en una batalla y el resultado sea negativo, el atacante recibe 1 punto "
                  "de daño adicional."),
    ("disparado", "Cuando defiendas en una Guerrilla, roba una carta."),
])
def test_defending_in_a_battle_is_valid(card_set, tag, text):
    card_set({"t/a.yaml": with_ability(PART, tag, text)})
    run = validate("cards")
    assert run.diagnostics == [] and run.exit_code == 0
