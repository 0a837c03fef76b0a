"""Amounts that count or measure as designers write them (constructs/amounts_counted.py, docs/rulings.md 128–133):
groups and caps («por cada 5 cartas …, hasta un máximo de +3»), counters «que tenga», a Parte's PG or FUE, halves,
«menos N» and Carga «por cada …». Every way of saying a thing reads as its canonical form; what would change the
meaning is refused."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language.constructs.amounts_counted import CardStat, Measured
from nismatch_cards.games.nismatch.language.parser import AbilitySyntaxError, parse
from nismatch_cards.games.nismatch.language.printer import to_text


def reads_as(written: str, canonical: str) -> None:
    ability = parse(written)
    assert to_text(ability) == canonical
    assert parse(canonical) == ability


SCRAP = "Tu Unidad gana +1 FUE por cada 5 cartas en tu Depósito de Chatarra hasta un máximo de 3"


@pytest.mark.parametrize("written", [
    "Tu Unidad tiene +1 FUE por cada 5 cartas que haya en tu Depósito de Chatarra, hasta un máximo de +3.",
    "Tu Unidad gana +1 FUE por cada 5 cartas en tu Depósito de Chatarra hasta un máximo de 3",
    "Tu Unidad gana +1 FUE por cada cinco cartas de tu Depósito de Chatarra, como máximo 3.",
    "Tu Unidad obtiene +1 FUE por cada 5 cartas en tu Depósito de Chatarra, hasta un total de +3",
    "Tu unidad tiene +1 FUE por cada cinco cartas de tu Depósito de Chatarra, hasta un máximo de tres",
    "Tu Unidad tiene +1 FUE por cada 5 cartas que tengas en tu Depósito de Chatarra, hasta un máximo de +3",
    "Tu Unidad gana +1 FUE por cada 5 cartas en tu Depósito de Chatarra, con un máximo de +3",
    "Tu Unidad gana +1 FUE por cada 5 cartas en tu Depósito de Chatarra, hasta un máximo de +3 FUE.",
])
def test_groups_with_a_cap(written):
    reads_as(written, SCRAP)


def test_a_group_and_its_cap_are_kept():
    change = parse(SCRAP).effect
    assert change.count.per == Measured(change.count.per.inner, every=5, most=3)
    assert change.count.per.inner.place is A.Place.SCRAPYARD


@pytest.mark.parametrize("written, canonical", [
    ("CAR 2 | Selecciona una Parte de tu oponente; hazle 1 punto de daño por cada Parte tuya dañada, hasta un máximo "
     "de 3", "CAR 2 | Selecciona una Parte de tu oponente; hazle 1 punto de daño por cada Parte tuya dañada hasta un "
     "máximo de 3"),
    ("CAR 2 | Selecciona una Parte de tu oponente; hazle un punto de daño por cada Parte dañada que tengas, como "
     "máximo 3", "CAR 2 | Selecciona una Parte de tu oponente; hazle 1 punto de daño por cada Parte tuya dañada hasta "
     "un máximo de 3"),
    ("Tu Unidad gana +2 FUE por cada Parte dañada de tu Unidad, hasta un máximo de +4",
     "Tu Unidad gana +2 FUE por cada Parte tuya dañada equipada hasta un máximo de 4"),
    ("CAR 1 | Roba una carta por cada 3 cartas en tu mano", "CAR 1 | Roba una carta por cada 3 cartas en tu mano"),
    ("CAR 2 | Selecciona una Parte de tu oponente; hazle 1 punto de daño por cada Parte tuya dañada, hasta un máximo "
     "de 3 puntos de daño", "CAR 2 | Selecciona una Parte de tu oponente; hazle 1 punto de daño por cada Parte tuya "
     "dañada hasta un máximo de 3"),
    ("CAR 1 | Roba una carta por cada 2 Partes dañadas que tengas, hasta un máximo de 2 cartas",
     "CAR 1 | Roba una carta por cada 2 Partes tuyas dañadas hasta un máximo de 2"),
    ("CAR 1 | Roba una carta por cada dos Partes de tu Unidad.",
     "CAR 1 | Roba una carta por cada 2 Partes tuyas equipadas"),
    ("Tu Unidad tiene +1 FUE por cada Botín de Guerra que hayas reclamado.",
     "Tu Unidad gana +1 FUE por cada Botín de Guerra que hayas reclamado"),  # ruling 9
    ("Tu Unidad gana +1 DEF por cada Parte de rareza Pura o Legendaria que tengas equipada",
     "Tu Unidad gana +1 DEF por cada Parte tuya de rareza Legendaria o Pura equipada"),
])
def test_counts_with_groups_caps_and_owners(written, canonical):
    reads_as(written, canonical)


ARMOUR_HERE = "Esta Parte gana +1 DEF por cada contador de Blindaje en esta Parte"


@pytest.mark.parametrize("written", [
    "Esta Parte tiene +1 DEF por cada contador de Blindaje que tenga.",
    "Esta Parte tiene +1 DEF por cada contador de Blindaje que tenga esta Parte",
    "Esta Parte gana +1 DEF por cada contador de Blindaje que tiene",
    "Esta Parte gana +1 DEF por cada contador de Blindaje que haya en ella",
    "Esta Parte gana +1 DEF por cada contador de Blindaje sobre ella.",
    "Esta parte tiene +1 DEF por cada contador de Blindaje de esta Parte",
])
def test_counters_it_has_with_nothing_named_before_are_this_partes(written):
    reads_as(written, ARMOUR_HERE)


@pytest.mark.parametrize("written", [
    "Tu Unidad tiene +1 FUE por cada contador de Trofeo que haya en ella.",
    "Tu Unidad gana +1 FUE por cada contador de Trofeo sobre ella",
    "Tu Unidad tiene +1 FUE por cada contador de Trofeo que tenga",
])
def test_a_unidad_counting_the_counters_of_it_counts_this_partes(written):
    reads_as(written, "Tu Unidad gana +1 FUE por cada contador de Trofeo en esta Parte")


@pytest.mark.parametrize("written", [
    "CAR 1 | Selecciona una Parte de un oponente; pon sobre ella un contador de Óxido y hazle 1 punto de daño por "
    "cada contador de Óxido que tenga.",
    "CAR 1 | Selecciona una Parte de un oponente; ponle un contador de Óxido, luego hazle un punto de daño por cada "
    "contador de Óxido en ella",
    "CAR 1 | Selecciona una Parte de tu oponente; pon un contador de Óxido sobre ella y hazle 1 punto de daño por "
    "cada contador de Óxido que haya en ella",
])
def test_counters_it_has_after_a_selection_are_the_selected_partes(written):
    reads_as(written, "CAR 1 | Selecciona una Parte de tu oponente; ponle un contador de Óxido y hazle 1 punto de "
                      "daño por cada contador de Óxido en ella")
    counted = parse(written).simple_effects()[-1].amount.per
    assert counted == A.CountersOn(A.It(), "Óxido")


HERE_PG = "CAR 2 | Selecciona una Parte de tu oponente; hazle puntos de daño igual a los PG de esta Parte"


@pytest.mark.parametrize("written", [
    "CAR 2 | Selecciona una Parte de tu oponente; hazle tanto daño como PG tenga esta Parte",
    "CAR 2 | Selecciona una Parte de un oponente; hazle tantos puntos de daño como PG tiene esta Parte.",
    "CAR 2 | Selecciona una Parte de tu oponente; hazle tanto daño como PG le queden a esta Parte",
    "CAR 2 | Selecciona una Parte de tu oponente; hazle puntos de daño igual a los PG de esta Parte",
    "CAR 2 | Selecciona una Parte enemiga; inflígele tanto daño como PG tenga esta Parte",
])
def test_the_pg_of_this_parte(written):
    reads_as(written, HERE_PG)


@pytest.mark.parametrize("written, canonical", [
    ("CAR 2 | Selecciona una Parte de tu oponente; hazle tantos puntos de daño como PG máximos tenga esta Parte",
     "CAR 2 | Selecciona una Parte de tu oponente; hazle puntos de daño igual a los PG máximos de esta Parte"),
    ("CAR 2 | Selecciona una Parte de tu oponente; hazle tanto daño como FUE tenga esta Parte",
     "CAR 2 | Selecciona una Parte de tu oponente; hazle puntos de daño igual a la FUE de esta Parte"),
    ("CAR 2 | Selecciona una Parte de tu oponente; hazle tanto daño como FUE tenga tu Unidad",
     "CAR 2 | Selecciona una Parte de tu oponente; hazle puntos de daño igual a la FUE de tu Unidad"),
    ("CAR 1 | Selecciona una Parte tuya; tu Unidad gana tanta DEF como la de esa Parte hasta el final del turno",
     "CAR 1 | Selecciona una Parte tuya; tu Unidad gana DEF igual a su DEF hasta el final del turno"),
    ("CAR 1 | Selecciona una Parte tuya; hasta el final del turno, tu Unidad obtiene tanta DEF como la de la Parte "
     "seleccionada", "CAR 1 | Selecciona una Parte tuya; tu Unidad gana DEF igual a su DEF hasta el final del turno"),
    ("CAR 1 | Selecciona una Parte tuya; tu Unidad gana tanta FUE como FUE tenga esa Parte hasta el final del turno",
     "CAR 1 | Selecciona una Parte tuya; tu Unidad gana FUE igual a su FUE hasta el final del turno"),
    ("CAR 2 | Selecciona una Parte de un oponente; roba tantas cartas como PG restantes tenga esa Parte",
     "CAR 2 | Selecciona una Parte de tu oponente; roba cartas igual a sus PG"),
])
def test_the_stats_of_a_parte(written, canonical):
    reads_as(written, canonical)


HALF_UP = "CAR 2 | Selecciona una Parte tuya; repárale PG igual a la mitad de sus PG máximos redondeando hacia arriba"


@pytest.mark.parametrize("written", [
    "CAR 2 | Selecciona una Parte tuya; recupera tantos PG como la mitad de sus PG máximos, redondeando hacia arriba",
    "CAR 2 | Selecciona una Parte tuya; repárale PG igual a la mitad de sus PG máximos (redondeando hacia arriba).",
    "CAR 2 | Selecciona una Parte tuya; repárale tantos PG como la mitad de sus PG máximos, redondeado hacia arriba",
    "CAR 2 | Selecciona una Parte tuya; recupera PG igual a la mitad de sus PG máximos redondeando al alza",
    "CAR 2 | Selecciona una Parte tuya; recupera la mitad de sus PG máximos, redondeando hacia arriba.",
])
def test_halves_say_how_they_round(written):
    reads_as(written, HALF_UP)
    assert parse(written).effect.amount.per == Measured(CardStat(A.Stat.PG, A.It(), "máximos"), half=True, up=True)


@pytest.mark.parametrize("written, canonical", [
    ("CAR 1 | Selecciona una Parte de tu oponente; hazle tantos puntos de daño como la mitad de la FUE de tu Unidad, "
     "redondeando hacia abajo", "CAR 1 | Selecciona una Parte de tu oponente; hazle puntos de daño igual a la mitad "
     "de la FUE de tu Unidad redondeando hacia abajo"),
    ("CAR 1 | Selecciona una Parte de tu oponente; tira un dado y hazle tanto daño como el resultado menos 1",
     "CAR 1 | Selecciona una Parte de tu oponente; tira un dado y hazle puntos de daño igual al resultado menos 1"),
    ("CAR 1 | Selecciona una Parte de tu oponente; tira un dado y hazle puntos de daño igual al resultado menos uno",
     "CAR 1 | Selecciona una Parte de tu oponente; tira un dado y hazle puntos de daño igual al resultado menos 1"),
    ("CAR 1 | Tira un dado; roba tantas cartas como el resultado menos 2.",
     "CAR 1 | Tira un dado y roba cartas igual al resultado menos 2"),
    ("CAR 1 | Selecciona una Parte de tu oponente; hazle tantos puntos de daño como la FUE de tu Unidad menos 1",
     "CAR 1 | Selecciona una Parte de tu oponente; hazle puntos de daño igual a la FUE de tu Unidad menos 1"),
    ("CAR 1 | Selecciona una Parte de tu oponente; hazle tanto daño como los PG de esta Parte menos 1",
     "CAR 1 | Selecciona una Parte de tu oponente; hazle puntos de daño igual a los PG de esta Parte menos 1"),
])
def test_halves_and_differences_of_a_measure(written, canonical):
    reads_as(written, canonical)


@pytest.mark.parametrize("written, canonical", [
    ("Esta Parte genera 1 CAR más por cada Gastador activo de tu Unidad, hasta un máximo de 3.",
     "Esta Parte genera 1 CAR más por cada Parte tuya activa de tipo Gastador equipada hasta un máximo de 3"),
    ("Esta Parte genera 1 punto de Carga adicional por cada Gastador activo de tu Unidad, hasta un máximo de 3.",
     "Esta Parte genera 1 CAR más por cada Parte tuya activa de tipo Gastador equipada hasta un máximo de 3"),
    ("Esta Parte genera 1 CAR más por cada Gastador activo de tu Unidad, hasta un máximo de 3 CAR",
     "Esta Parte genera 1 CAR más por cada Parte tuya activa de tipo Gastador equipada hasta un máximo de 3"),
    ("Esta Parte consume 1 punto de Carga más por cada Parte Desactivada de tu Unidad.",
     "Esta Parte consume 1 CAR más por cada Parte tuya desactivada equipada"),
    ("Tu Unidad genera 1 CAR más por cada Parte dañada de tu oponente",
     "Tu Unidad genera 1 CAR más por cada Parte de tu oponente dañada"),
    ("Tus Generadores producen 1 CAR más por cada 2 Partes de tu Unidad",
     "Tus Generadores producen 1 CAR más por cada 2 Partes tuyas equipadas"),
])
def test_carga_for_each(written, canonical):
    reads_as(written, canonical)
    assert parse(written).effect.count is not None


@pytest.mark.parametrize("written, column, expected", [
    # a half with no rounding: the rulebook does not say which, and either would change what the card does
    ("CAR 1 | Selecciona una Parte de tu oponente; hazle tantos puntos de daño como la mitad de la FUE de tu Unidad",
     110, "«redondeando hacia abajo» o «redondeando hacia arriba»"),
    # «que tenga» of a pilot is another meaning: not the counters of a Parte
    ("Tu Unidad gana +1 FUE por cada Parte dañada que tenga tu oponente en su mano", 0, None),
])
def test_what_would_change_the_meaning_is_refused(written, column, expected):
    with pytest.raises(AbilitySyntaxError) as caught:
        parse(written)
    if expected:
        assert caught.value.column == column
        assert expected in str(caught.value)


def test_the_discarded_parte_is_measured_now():
    """Round 8 (docs/rulings.md 181): «la Parte descartada» is the card the cost discarded (constructs/cards_zones.py)."""
    assert to_text(parse("CAR 3 | Descarta una Parte; selecciona una Parte de tu oponente; hazle tanto daño como PG "
                         "tenga la Parte descartada")) == \
        "CAR 3 | Descarta una Parte; Selecciona una Parte de tu oponente; hazle puntos de daño igual a los PG de la " \
        "Parte descartada"
