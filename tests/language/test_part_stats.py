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


SET_PART = "CAR 2 | Selecciona una Parte de tu oponente; su FUE pasa a ser 0 hasta el inicio de tu próximo turno"
SET_UNIT = "CAR 1 | La DEF de tu Unidad pasa a ser 6 hasta el final del turno"
SET_THEIRS = "CAR 1 | La FUE de la Unidad de tu oponente pasa a ser 0 hasta el final del turno"


@pytest.mark.parametrize("written, canonical", [
    ("CAR 2 | Selecciona una Parte de un oponente; su FUE pasa a ser 0 hasta el inicio de tu próximo turno.",
     SET_PART),
    ("CAR 2 | Selecciona una Parte de tu oponente. Hasta el inicio de tu próximo turno, su FUE pasa a ser cero",
     SET_PART),
    ("CAR 2 | Selecciona una Parte de tu oponente, su FUE queda en 0 hasta el inicio de tu próximo turno", SET_PART),
    ("CAR 2 | Selecciona una Parte de tu oponente; su FUE se convierte en 0 hasta el inicio de tu próximo turno",
     SET_PART),
    ("CAR 1 | La DEF de tu Unidad pasa a ser 6 hasta el final del turno.", SET_UNIT),
    ("CAR 1 | Tu DEF pasa a ser seis hasta el final del turno", SET_UNIT),
    ("CAR 1 | Hasta el final del turno, tu DEF se convierte en 6", SET_UNIT),
    ("CAR 1 | La FUE de la Unidad de tu oponente queda en 0 hasta el final del turno", SET_THEIRS),
    ("CAR 2 | La FUE de cada Parte de tu oponente pasa a ser 0 hasta el final del turno",
     "CAR 2 | La FUE de cada Parte de tu oponente pasa a ser 0 hasta el final del turno"),
])
def test_setting_a_stat(written, canonical):
    reads_as(written, canonical)


def test_setting_a_stat_does_not_take_copying_it():
    copy = "CAR 3 | La FUE de tu Unidad pasa a ser igual a la FUE de la Unidad de tu oponente hasta el final del turno"
    assert isinstance(parse(copy).simple_effects()[0], A.StatCopy)
    assert parse(SET_UNIT).simple_effects()[0] == A.StatSet(A.Unit(A.Player.YOU), A.Stat.DEF, 6,
                                                            parse(SET_UNIT).simple_effects()[0].duration)


SWAP = "CAR 2 | Intercambia la FUE y la DEF de tu Unidad hasta el final del turno"


@pytest.mark.parametrize("written, canonical", [
    ("CAR 2 | Intercambia la FUE y la DEF de tu Unidad hasta el final del turno.", SWAP),
    ("CAR 2 | Intercambia tu FUE y tu DEF hasta el final del turno", SWAP),
    ("CAR 2 | Hasta el final del turno, intercambia la FUE y la DEF de tu Unidad.", SWAP),
    ("CAR 2 | Intercambia la DEF y la VEL de la Unidad de tu oponente hasta el final del turno",
     "CAR 2 | Intercambia la DEF y la VEL de la Unidad de tu oponente hasta el final del turno"),
    ("CAR 1 | Selecciona una Parte tuya; intercambia su FUE y su DEF hasta el final del turno",
     "CAR 1 | Selecciona una Parte tuya; intercambia su FUE y su DEF hasta el final del turno"),
])
def test_exchanging_two_stats(written, canonical):
    reads_as(written, canonical)


DOUBLE = "CAR 3 | La FUE de tu Unidad se duplica hasta el final de la batalla"


@pytest.mark.parametrize("written, canonical", [
    ("CAR 3 | Tu FUE se duplica durante esta batalla.", DOUBLE),
    ("CAR 3 | La FUE de tu Unidad se duplica hasta el final de la batalla", DOUBLE),
    ("CAR 3 | Duplica tu FUE hasta el final de la batalla", DOUBLE),
    ("CAR 3 | Dobla la FUE de tu Unidad hasta el final de la batalla.", DOUBLE),
    ("CAR 3 | Tu FUE se dobla hasta el final de la batalla", DOUBLE),
])
def test_doubling_a_stat(written, canonical):
    reads_as(written, canonical)
