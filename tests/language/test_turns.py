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


@pytest.mark.parametrize("written", [
    "Una vez por turno; Cuando robes una carta; gana 1 CAR",
    "Solo una vez por turno; Cuando robes una carta; gana 1 CAR",
    "Una sola vez por turno, cuando robes una carta, gana 1 CAR",
    "Una vez en cada turno; Cuando robes una carta; gana 1 CAR",
])
def test_the_limit_at_the_start(written):
    ability = parse(written)
    assert ability.requirements == (A.PerTurn(1), A.PlayerEvent(A.Player.YOU, A.PlayerEventKind.DRAWS))
    assert to_text(ability) == "Una vez por turno; Cuando robes una carta; gana 1 CAR"


@pytest.mark.parametrize("written, times", [
    ("Cuando robes una carta; gana 1 CAR. Solo una vez por turno", 1),
    ("Cuando robes una carta; gana 1 CAR. Solo una vez por turno.", 1),
    ("Cuando robes una carta; gana 1 CAR. Dos veces por turno", 2),
    ("Cuando robes una carta; gana 1 CAR. 3 veces por turno.", 3),
])
def test_the_limit_at_the_end_means_the_same(written, times):
    """Written after the effect, the limit is the same requirement, printed first as it is written at the start
    (docs/rulings.md 160); its span is where it was written."""
    ability = parse(written)
    assert ability.requirements == (A.PerTurn(times), A.PlayerEvent(A.Player.YOU, A.PlayerEventKind.DRAWS))
    limit, effect = ability.requirements[0], ability.effect
    assert written[limit.span.start:limit.span.end].lower().endswith("veces por turno" if times > 1 else "vez por turno")
    assert written[effect.span.start:effect.span.end] == "gana 1 CAR"
    assert parse(to_text(ability)) == ability


def test_the_limit_keeps_the_pronoun_of_the_selection_before_it():
    ability = parse("CAR 1 | Selecciona una Parte; hazle 1 punto de daño. Solo dos veces por turno")
    assert to_text(ability) == "CAR 1 | Dos veces por turno; Selecciona una Parte; hazle 1 punto de daño"


@pytest.mark.parametrize("written, event, this_turn", [
    ("CAR 1 | La próxima vez que tu oponente active una Carta de Apoyo este turno; roba una carta",
     A.PlayerEvent(A.Player.OPPONENT, A.PlayerEventKind.ACTIVATES, A.Activatable.SUPPORT), True),
    ("CAR 1 | La próxima vez que una Parte tuya sea destruida; roba una carta",
     A.CardEvent(A.Selection(A.Noun.PART, A.Count(A.CountKind.EXACTLY, 1), owner=A.Whose.YOU),
                 A.CardEventKind.DESTROYED), False),
    ("CAR 1 | La siguiente vez que robes una carta este turno, roba una carta",
     A.PlayerEvent(A.Player.YOU, A.PlayerEventKind.DRAWS), True),
])
def test_next_time_reads_the_events_of_the_triggers(written, event, this_turn):
    ability = parse(written)
    assert ability.requirements == (A.NextTime(event, this_turn),)
    assert parse(to_text(ability)) == ability


def test_next_time_on_a_card_names_that_card():
    """«La próxima vez que una Parte tuya sea destruida; repárale …»: the pronoun names the Parte of the event."""
    from nismatch_cards.games.nismatch.language.binding import introduced

    ability = parse("CAR 1 | La próxima vez que una Parte tuya reciba daño; repárale 1 PG")
    assert introduced(ability.requirements[0]) == ability.requirements[0].event.subject
    assert to_text(ability) == "CAR 1 | La próxima vez que una Parte tuya reciba daño; repárale 1 PG"


def test_the_next_time_a_parte_is_equipped_this_turn_is_the_event_and_its_turn_not_the_filter():
    """«sea equipada este turno»: the tokenizer takes «equipada este turno» as the filter's one word
    (constructs/filters_more.py); after «La próxima vez que … sea» it is the event and «este turno»."""
    text = "CAR 1 | La próxima vez que una Parte tuya sea equipada este turno; roba una carta"
    (next_time,) = parse(text).requirements
    assert (next_time.event.event, next_time.this_turn) == (A.CardEventKind.EQUIPPED, True)
    assert to_text(parse(text)) == text
