"""Named counters and the events that fire Disparado abilities (constructs/counters.py, constructs/events.py,
issue 26): the many ways a designer says them read to one canonical text."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language.parser import parse
from nismatch_cards.games.nismatch.language.printer import to_text


def reads(text: str) -> str:
    return to_text(parse(text))


@pytest.mark.parametrize("written", [
    "Cada vez que reclames un Botín de Guerra, gana 1 CAR.",
    "Cada vez que reclames un Botín de Guerra; ganas 1 punto de Carga",
    "cada vez que reclames un botín de guerra, ganas un punto de carga.",
    "Cuando reclames un Botín de Guerra, gana 1 CAR",
])
def test_each_time_is_when(written):
    """«Cada vez que …» is «Cuando …»: a Disparado fires every time its event happens (3.3)."""
    assert reads(written) == "Cuando reclames un Botín de Guerra; gana 1 CAR"


@pytest.mark.parametrize("written", [
    "Cuando una Parte de un oponente sea movida a un Taller, hazle un punto de daño.",
    "Cada vez que una Parte enemiga sea movida a uno de sus Talleres; hazle 1 punto de daño",
    "Cuando una Parte de tu oponente sea enviada a un Taller, hazle un punto de daño",
    "Cuando una Parte de tu oponente sea movida al Taller, hazle 1 punto de daño.",
])
def test_moved_to_a_taller_is_sent_to_the_taller(written):
    assert reads(written) == "Cuando una Parte de tu oponente sea enviada al Taller; hazle 1 punto de daño"


@pytest.mark.parametrize("written", [
    "Cuando una Parte de tu compañero sea destruida, roba una carta.",
    "Cuando una Parte de tu compañero de equipo sea destruida; roba una carta",
])
def test_a_partners_part_destroyed(written):
    assert reads(written) == "Cuando una Parte de tu compañero sea destruida; roba una carta"


def test_a_part_of_the_partners_unit_is_an_equipped_one():
    assert reads("Cada vez que una Parte de la Unidad de tu compañero sea destruida, roba una carta") == \
        "Cuando una Parte de tu compañero equipada sea destruida; roba una carta"


@pytest.mark.parametrize("written", [
    "CAR 1 | Selecciona una Parte de un oponente; pon sobre ella un contador.",
    "CAR 1 | Selecciona una Parte de tu oponente, ponle un contador",
    "CAR 1 | Selecciona una Parte enemiga. Coloca sobre ella 1 contador.",
])
def test_put_on_it(written):
    assert reads(written) == "CAR 1 | Selecciona una Parte de tu oponente; ponle un contador"
