"""The PG máximos of a Parte, and setting, exchanging or doubling a stat (constructs/part_stats.py; rulebook 4.2,
4.3–4.5; docs/rulings.md 113, 114): the many ways a designer says them read as one meaning."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language.parser import parse
from nismatch_cards.games.nismatch.language.printer import to_text


def reads_as(written: str, canonical: str) -> None:
    ability = parse(written)
    assert to_text(ability) == canonical
    assert parse(canonical) == ability


LOWER = "CAR 4 | Selecciona una Parte de tu oponente; dale -2 PG durante el resto de la partida"
RAISE = "CAR 3 | Selecciona una Parte tuya; dale +2 PG durante el resto de la partida"
TIMED = "CAR 2 | Selecciona una Parte tuya; dale +3 PG hasta el inicio de tu próximo turno"


@pytest.mark.parametrize("written, canonical", [
    ("CAR 4 | Selecciona una Parte de un oponente; sus PG máximos se reducen en 2 permanentemente.", LOWER),
    ("CAR 4 | Selecciona una Parte de tu oponente. Sus PG máximos se reducen en dos de forma permanente", LOWER),
    ("CAR 4 | Selecciona una Parte de tu oponente, sus PG máximos bajan en 2 durante el resto de la partida", LOWER),
    ("CAR 4 | Selecciona una Parte de tu oponente; su PG máximo disminuye en 2 permanentemente", LOWER),
    ("CAR 4 | Selecciona una Parte de tu oponente; pierde 2 PG máximos permanentemente", LOWER),
    ("CAR 4 | Selecciona una Parte de tu oponente; dale -2 PG máximos de forma permanente", LOWER),
    ("CAR 3 | Selecciona una Parte tuya. Sus PG máximos aumentan en 2 de forma permanente.", RAISE),
    ("CAR 3 | Selecciona una Parte tuya; sus PG máximos suben en 2 permanentemente", RAISE),
    ("CAR 3 | Selecciona una Parte tuya; sus PG máximos se incrementan en dos de manera permanente", RAISE),
    ("CAR 3 | Selecciona una Parte tuya; gana +2 PG máximos permanentemente", RAISE),
    ("CAR 3 | Selecciona una Parte tuya; obtiene +2 PG máximos durante el resto de la partida", RAISE),
    ("CAR 2 | Selecciona una Parte tuya; hasta el inicio de tu próximo turno, tiene +3 PG.", TIMED),
    ("CAR 2 | Selecciona una Parte tuya; tiene +3 PG hasta el inicio de tu próximo turno", TIMED),
    ("CAR 2 | Selecciona una Parte tuya; gana +3 PG hasta el inicio de tu próximo turno", TIMED),
    ("CAR 2 | Selecciona una Parte tuya: +3 PG hasta el inicio de tu próximo turno.", TIMED),
    ("CAR 2 | Selecciona una Parte tuya; dale +3 PG máximos hasta el inicio de tu próximo turno", TIMED),
    ("Cuando esta Parte reciba daño; los PG máximos de esta Parte aumentan en 1 durante el resto de la partida",
     "Cuando esta Parte reciba daño; esta Parte gana +1 PG durante el resto de la partida"),
    ("Cuando esta Parte reciba daño, esta Parte gana +1 PG máximos permanentemente",
     "Cuando esta Parte reciba daño; esta Parte gana +1 PG durante el resto de la partida"),
    ("Cada Parte tuya de tipo Brazo tiene +2 PG.", "Cada Parte tuya de tipo Brazo gana +2 PG"),
    ("Mientras esta Parte esté equipada, cada Parte tuya de tipo Brazo gana +2 PG máximos.",
     "Mientras esta Parte esté equipada; cada Parte tuya de tipo Brazo gana +2 PG"),
])
def test_max_pg_changes(written, canonical):
    reads_as(written, canonical)


def test_a_max_pg_change_is_a_stat_change_of_pg():
    effect = parse(LOWER).simple_effects()[0]
    assert isinstance(effect, A.PgChange) and isinstance(effect, A.StatChange)
    assert (effect.stat, effect.amount) == (A.Stat.PG, -2)


@pytest.mark.parametrize("written, canonical", [
    ("CAR 2 | Selecciona una Parte tuya; gana +1 FUE hasta el final del turno",
     "CAR 2 | Selecciona una Parte tuya; dale +1 FUE hasta el final del turno"),
    ("CAR 2 | Selecciona una Parte tuya; obtiene +2 DEF hasta el final del turno",
     "CAR 2 | Selecciona una Parte tuya; dale +2 DEF hasta el final del turno"),
    ("CAR 1 | Roba una carta y gana +1 FUE hasta el final del turno",
     "CAR 1 | Roba una carta y tu Unidad gana +1 FUE hasta el final del turno"),
])
def test_a_gain_with_no_subject_is_of_what_was_selected_or_else_your_unidad(written, canonical):
    reads_as(written, canonical)


@pytest.mark.parametrize("written", [
    "CAR 4 | Selecciona una Parte de tu oponente; su PG máximo se reduce en 2 permanentemente",
    "CAR 4 | Selecciona una Parte de tu oponente; sus PG máximos disminuyen en 2 permanentemente",
    "CAR 4 | Selecciona una Parte de tu oponente; su PG máximo baja en 2 permanentemente",
])
def test_max_pg_down_verbs(written):
    reads_as(written, LOWER)


@pytest.mark.parametrize("verb", ["aumenta", "se incrementa", "sube", "crece"])
def test_max_pg_up_verbs(verb):
    reads_as(f"CAR 3 | Selecciona una Parte tuya; su PG máximo {verb} en 2 permanentemente", RAISE)
