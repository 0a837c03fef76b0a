"""The constructs of turns (constructs/turns.py): how they read, print and what the designer may write."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language.parser import parse
from nismatch_cards.games.nismatch.language.printer import to_text

UNTIL_OPPONENTS = "CAR 1 | Tu Unidad gana +2 DEF hasta el final del próximo turno de tu oponente"


def test_until_the_end_of_the_opponents_next_turn_reads_and_prints():
    ability = parse(UNTIL_OPPONENTS)
    assert ability.effect == A.StatChange(A.Unit(A.Player.YOU), A.Stat.DEF, 2, A.OpponentsTurnDuration())
    assert ability.effect.duration.timing is A.Timing.END_OF_OPPONENTS_NEXT_TURN
    assert to_text(ability) == UNTIL_OPPONENTS


@pytest.mark.parametrize("written", [
    "CAR 1 | Tu Unidad gana +2 DEF hasta el final del siguiente turno de tu oponente",
    "CAR 1 | Tu Unidad gana +2 DEF hasta el final del próximo turno de un oponente",
])
def test_the_designers_words_for_the_opponents_next_turn(written):
    assert to_text(parse(written)) == UNTIL_OPPONENTS
