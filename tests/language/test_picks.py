"""Two selections in one requirement, as designers write them (issue 26, round 9; docs/rulings.md 187):
«Selecciona una Parte de tu Unidad y otra de la Unidad de un oponente; las dos reciben 2 puntos de daño»."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language import parse, to_text
from nismatch_cards.games.nismatch.language.constructs.picks import Both, SelectAlso
from nismatch_cards.games.nismatch.language.parser import AbilitySyntaxError

MINE_AND_THEIRS = "CAR 2 | Selecciona una Parte tuya equipada y una Parte de tu oponente equipada; hazles 2 puntos de daño"


@pytest.mark.parametrize("text", [
    "CAR 2 | Selecciona una Parte de tu Unidad y una Parte de la Unidad de un oponente; hazle 2 puntos de daño a cada una.",
    "CAR 2 | Selecciona una Parte de tu Unidad y otra de la Unidad de un oponente; haz 2 puntos de daño a cada una.",
    "CAR 2 | Elige una Parte de tu propia Unidad y una Parte de la Unidad de un oponente; las dos reciben 2 puntos de daño.",
    "CAR 2 | Escoge una Parte de tu Unidad y otra de la Unidad de tu oponente: ambas reciben dos puntos de daño",
    "CAR 2 | Selecciona una Parte de tu Unidad y una Parte de la Unidad de tu oponente; inflige 2 puntos de daño a ambas.",
    "car 2 | selecciona una parte de tu unidad y otra de la unidad de un oponente; hazles 2 puntos de daño",
    "CAR 2 | Selecciona una Parte de tu Unidad y una Parte de la Unidad de un oponente; cada Parte seleccionada recibe "
    "2 puntos de daño.",
    "CAR 2 | Elige una Parte de tu Unidad y una Parte de la Unidad de un oponente; las Partes elegidas reciben 2 "
    "puntos de daño.",
    "CAR 2 | Selecciona una Parte de tu Unidad y otra de la Unidad de un oponente; haz 2 puntos de daño a las Partes "
    "escogidas.",
])
def test_one_of_yours_and_one_of_an_opponent_said_many_ways(text):
    """Each wording is two selections, one after the other, and an effect on the cards of both."""
    ability = parse(text)
    assert to_text(ability) == MINE_AND_THEIRS
    first, second = ability.requirements
    assert type(first) is A.Select and isinstance(second, SelectAlso)
    assert (first.what.owner, second.what.owner) == (A.Whose.YOU, A.Whose.OPPONENT)
    assert second.first == first.what


@pytest.mark.parametrize("text, canonical", [
    ("CAR 2 | Elige una Parte de tu Unidad y una de la Unidad de un oponente. Ambas reciben 1 punto de daño.",
     "CAR 2 | Selecciona una Parte tuya equipada y una Parte de tu oponente; hazles 1 punto de daño"),
    ("CAR 2 | Selecciona una Parte tuya y una de tu oponente; hazles 1 punto de daño",
     "CAR 2 | Selecciona una Parte tuya y una Parte de tu oponente; hazles 1 punto de daño"),
    ("CAR 2 | Selecciona una parte propia y una parte rival: cada Parte seleccionada recibe 1 punto de daño.",
     "CAR 2 | Selecciona una Parte tuya y una Parte de tu oponente; hazles 1 punto de daño"),
    ("CAR 2 | Selecciona un Gastador tuyo y otro de un oponente; desactívalos.",
     "CAR 2 | Selecciona una Parte tuya de tipo Gastador y una Parte de tu oponente de tipo Gastador; desactívalas"),
    ("CAR 1 | Selecciona una Parte tuya en un Taller y una Parte de tu oponente; repárales 2 PG.",
     "CAR 1 | Selecciona una Parte tuya en un Taller y una Parte de tu oponente; repárales 2 PG"),
    ("CAR 3 | Selecciona una Parte de tu Unidad y otra de tu compañero; repárales 2 PG.",
     "CAR 3 | Selecciona una Parte tuya equipada y una Parte de tu compañero; repárales 2 PG"),
])
def test_the_second_selection_may_leave_out_its_noun(text, canonical):
    """«… y otra de un oponente», «… y una de tu oponente»: the noun (and «Gastador») of the first; a role is kept."""
    assert to_text(parse(text)) == canonical


def test_the_pronoun_after_two_selections_names_both():
    """«hazles» is printed plural and the referent is both selections (the engine's targets are those of both)."""
    from nismatch_cards.games.nismatch.language.binding import introduced

    ability = parse(MINE_AND_THEIRS)
    bound = introduced(ability.requirements[1])
    assert isinstance(bound, Both) and bound.plural
    assert (bound.first, bound.second) == (ability.requirements[0].what, ability.requirements[1].what)


def test_the_canonical_text_reads_back_the_same():
    ability = parse(MINE_AND_THEIRS)
    assert parse(to_text(ability)) == ability


def test_each_selection_keeps_its_own_span():
    """The two share the clause they were written in (the face prints it once)."""
    from nismatch_cards.games.nismatch.language.printer import written_parts

    text = "CAR 2 | Selecciona una Parte de tu Unidad y otra de la Unidad de un oponente; hazles 2 puntos de daño"
    parts = written_parts(parse(text), text)
    assert parts["requirements"] == ["Selecciona una Parte de tu Unidad y otra de la Unidad de un oponente"]
    assert parts["effect"] == "hazles 2 puntos de daño"


@pytest.mark.parametrize("text", [
    "CAR 2 | Selecciona una Parte tuya y otra Parte tuya; hazles 2 puntos de daño.",
    "CAR 2 | Selecciona una Parte de tu oponente y otra de tu oponente; hazles 2 puntos de daño.",
    "CAR 2 | Selecciona una Parte y otra de tu oponente; hazles 2 puntos de daño.",
])
def test_two_selections_that_could_take_one_card_are_refused(text):
    """One card could meet both: the text means two distinct cards, which «Selecciona 2 …» says."""
    with pytest.raises(AbilitySyntaxError) as caught:
        parse(text)
    assert caught.value.message == "las dos selecciones de «Selecciona … y …» pueden tomar la misma carta"
    assert caught.value.column == 9
    assert caught.value.hint == ("si son dos cartas distintas del mismo sitio, escribe una sola selección: «Selecciona "
                                 "2 Partes tuyas; …»; si son de pilotos distintos, dilo en cada una: «una Parte tuya y "
                                 "una Parte de tu oponente»")


@pytest.mark.parametrize("text, canonical", [
    ("CAR 1 | Escoge una Parte que esté en uno de los Talleres de un oponente; hazle 2 puntos de daño.",
     "CAR 1 | Selecciona una Parte de tu oponente en un Taller; hazle 2 puntos de daño"),
    ("CAR 1 | Selecciona una Parte en uno de los Talleres de tu oponente; hazle 2 puntos de daño.",
     "CAR 1 | Selecciona una Parte de tu oponente en un Taller; hazle 2 puntos de daño"),
    ("CAR 1 | Elige una Parte de tu propia Unidad; repárale 2 PG.", "CAR 1 | Selecciona una Parte tuya equipada; repárale 2 PG"),
    ("CAR 1 | Selecciona a un oponente; haz 1 punto de daño a una Parte de su propia Unidad.",
     "CAR 1 | Selecciona a un oponente; haz 1 punto de daño a una Parte de tu oponente equipada"),
])
def test_places_said_other_ways(text, canonical):
    """«en uno de los Talleres de un oponente» is in a Taller of that pilot; «tu propia Unidad» is your Unidad."""
    assert to_text(parse(text)) == canonical
