"""Amounts and stat changes as designers write them (constructs/amounts_more.py, docs/rulings.md 78–80): the many
ways of saying each thing read the same as its canonical form, and what the language cannot say yet is refused with
a hint that says so."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language.parser import AbilitySyntaxError, parse
from nismatch_cards.games.nismatch.language.printer import to_text


def reads_as(written: str, canonical: str) -> None:
    ability = parse(written)
    assert to_text(ability) == canonical
    assert parse(canonical) == ability


TALLERES = "CAR 1 | Selecciona una Parte; hazle puntos de daño igual al número de Partes tuyas en un Taller"


@pytest.mark.parametrize("written", [
    "CAR 1 | Selecciona una Parte; hazle tantos puntos de daño como Partes tengas en tus Talleres",
    "CAR 1 | Selecciona una Parte; hazle tantos puntos de daño como Partes tienes en tus Talleres.",
    "CAR 1 | Selecciona una Parte; hazle tanto daño como Partes tengas en tus Talleres",
    "CAR 1 | Selecciona una Parte; inflígele tanto daño como Partes tengas en tus talleres",
    "CAR 1 | Selecciona una Parte; hazle tantos puntos de daño como Partes haya en tus Talleres",
    "CAR 1 | Selecciona una Parte; hazle tantos puntos de daño como Partes tuyas haya en un Taller",
    "CAR 1 | Selecciona una Parte; hazle puntos de daño igual al número de Partes que tengas en tus Talleres",
    "CAR 1 | Selecciona una Parte; hazle tantos puntos de daño como Partes tengas en uno de tus Talleres",
])
def test_as_many_as_your_cards(written):
    reads_as(written, TALLERES)


@pytest.mark.parametrize("written, canonical", [
    ("CAR 2 | Roba tantas cartas como Partes dañadas tenga tu oponente",
     "CAR 2 | Roba cartas igual al número de Partes de tu oponente dañadas"),
    ("CAR 2 | Roba tantas cartas como Partes dañadas tenga un oponente",
     "CAR 2 | Roba cartas igual al número de Partes de tu oponente dañadas"),
    ("CAR 2 | Roba tantas cartas como Partes desactivadas tenga tu oponente en su Unidad",
     "CAR 2 | Roba cartas igual al número de Partes de tu oponente desactivadas equipadas"),
    ("CAR 2 | Roba tantas cartas como Partes dañadas haya",
     "CAR 2 | Roba cartas igual al número de Partes dañadas"),
    ("CAR 2 | Roba tantas cartas como Partes dañadas",
     "CAR 2 | Roba cartas igual al número de Partes dañadas"),
    ("CAR 2 | Gana tantos puntos de Carga como Generadores tengas",
     "CAR 2 | Gana CAR igual al número de Partes tuyas de tipo Generador"),
    ("CAR 2 | Ganas tanta Carga como Generadores activos tengas",
     "CAR 2 | Gana CAR igual al número de Partes tuyas activas de tipo Generador"),
    ("CAR 2 | Selecciona una Parte tuya; repárale tantos PG como cartas tengas en tu mano",
     "CAR 2 | Selecciona una Parte tuya; repárale PG igual al número de cartas en tu mano"),
    ("CAR 2 | Selecciona una Parte tuya; la Parte seleccionada recupera tantos PG como contadores haya en esta Parte",
     "CAR 2 | Selecciona una Parte tuya; repárale PG igual al número de contadores en esta Parte"),
    ("CAR 2 | Roba tantas cartas como contadores de Trofeo haya sobre esta Parte",
     "CAR 2 | Roba cartas igual al número de contadores de Trofeo en esta Parte"),
    ("CAR 2 | Roba tantas cartas como contadores de daño tenga esta Parte".replace("tenga esta", "haya en esta"),
     "CAR 2 | Roba cartas igual al número de contadores de daño en esta Parte"),
    ("CAR 2 | Selecciona una Parte de tu oponente; hazle tantos puntos de daño como la FUE de tu Unidad",
     "CAR 2 | Selecciona una Parte de tu oponente; hazle puntos de daño igual a la FUE de tu Unidad"),
    ("CAR 2 | Tira un dado y roba tantas cartas como el resultado",
     "CAR 2 | Tira un dado y roba cartas igual al resultado"),
])
def test_as_many_as_what_is_counted(written, canonical):
    reads_as(written, canonical)


@pytest.mark.parametrize("written, canonical", [
    ("CAR 2 | Roba una carta por cada Parte desactivada que haya en tu Unidad",
     "CAR 2 | Roba una carta por cada Parte tuya desactivada equipada"),
    ("CAR 2 | Roba una carta por cada Parte dañada que tengas",
     "CAR 2 | Roba una carta por cada Parte tuya dañada"),
    ("CAR 2 | Roba una carta por cada Parte dañada que tienes.",
     "CAR 2 | Roba una carta por cada Parte tuya dañada"),
    ("CAR 2 | Roba una carta por cada carta que tengas en tu mano",
     "CAR 2 | Roba una carta por cada carta en tu mano"),
    ("CAR 2 | Roba una carta por cada Parte desactivada que tenga tu oponente",
     "CAR 2 | Roba una carta por cada Parte de tu oponente desactivada"),
    ("CAR 2 | Selecciona una Parte de tu oponente; hazle un punto de daño por cada contador de Óxido que haya sobre "
     "ella".replace("ella", "esta Parte"),
     "CAR 2 | Selecciona una Parte de tu oponente; hazle 1 punto de daño por cada contador de Óxido en esta Parte"),
])
def test_per_each_with_a_relative_clause(written, canonical):
    reads_as(written, canonical)


@pytest.mark.parametrize("written, canonical", [
    ("Tu Unidad tiene +1 FUE por cada contador de daño que haya sobre esta Parte.",
     "Tu Unidad gana +1 FUE por cada contador de daño en esta Parte"),
    ("Tu Unidad gana +1 FUE por cada contador de daño en esta Parte",
     "Tu Unidad gana +1 FUE por cada contador de daño en esta Parte"),
    ("+1 FUE por cada contador de daño en esta Parte",
     "Tu Unidad gana +1 FUE por cada contador de daño en esta Parte"),
    ("Esta Parte gana +1 DEF por cada contador de Blindaje en esta Parte",
     "Esta Parte gana +1 DEF por cada contador de Blindaje en esta Parte"),
    ("Esta Parte tiene +1 DEF por cada contador de Blindaje que haya en esta Parte",
     "Esta Parte gana +1 DEF por cada contador de Blindaje en esta Parte"),
    ("Tu Unidad gana +2 VEL por cada Parte de tu oponente desactivada",
     "Tu Unidad gana +2 VEL por cada Parte de tu oponente desactivada"),
    ("CAR 1 | Tu Unidad gana +1 DEF por cada Parte dañada que tengas hasta el final del turno",
     "CAR 1 | Tu Unidad gana +1 DEF por cada Parte tuya dañada hasta el final del turno"),
    ("CAR 1 | Hasta el final del turno, tu Unidad gana +1 FUE por cada Parte tuya dañada",
     "CAR 1 | Tu Unidad gana +1 FUE por cada Parte tuya dañada hasta el final del turno"),
    ("CAR 1 | La Unidad de tu oponente pierde 1 DEF por cada Parte tuya dañada hasta el final del turno",
     "CAR 1 | La Unidad de tu oponente pierde 1 DEF por cada Parte tuya dañada hasta el final del turno"),
    ("CAR 1 | Selecciona una Parte tuya; dale +1 FUE por cada contador en esta Parte hasta el final del turno",
     "CAR 1 | Selecciona una Parte tuya; dale +1 FUE por cada contador en esta Parte hasta el final del turno"),
    ("CAR 1 | Tira un dado y tu Unidad gana tanta FUE como el resultado hasta el final del turno",
     "CAR 1 | Tira un dado y tu Unidad gana FUE igual al resultado hasta el final del turno"),
    ("CAR 1 | Tira un dado; tu Unidad obtiene tanta FUE como el resultado hasta el final del turno",
     "CAR 1 | Tira un dado y tu Unidad gana FUE igual al resultado hasta el final del turno"),
    ("CAR 1 | Selecciona una Parte tuya; dale tanta FUE como Partes dañadas tengas hasta el final del turno",
     "CAR 1 | Selecciona una Parte tuya; dale FUE igual al número de Partes tuyas dañadas hasta el final del turno"),
    ("CAR 1 | La Unidad de tu oponente pierde tanta DEF como Partes desactivadas tengas hasta el final del turno",
     "CAR 1 | La Unidad de tu oponente pierde DEF igual al número de Partes tuyas desactivadas hasta el final del "
     "turno"),
])
def test_counted_stat_changes(written, canonical):
    reads_as(written, canonical)


def test_a_counted_stat_change_keeps_what_it_counts():
    change = parse("Tu Unidad gana +2 FUE por cada contador de daño en esta Parte").effect
    assert isinstance(change, A.CountedStatChange) and change.amount == 2 and not change.count.equal
    assert change.count.per == A.DamageOn(A.ThisCard(True))
    lost = parse("CAR 1 | Tira un dado y tu Unidad pierde tanta DEF como el resultado hasta el final del turno")
    change = lost.effect.effects[0]
    assert change.amount == -1 and change.count.equal and isinstance(change.count.per, A.RollResult)


def test_a_run_of_stat_changes_is_not_joined_with_a_counted_one():
    """«+1 FUE y +1 DEF por cada …»: the count is the second's only, so they print as two clauses."""
    reads_as("CAR 1 | Tu Unidad gana +1 FUE y +1 DEF por cada Parte tuya dañada hasta el final del turno",
             "CAR 1 | Tu Unidad gana +1 FUE hasta el final del turno y tu Unidad gana +1 DEF por cada Parte tuya dañada "
             "hasta el final del turno")


@pytest.mark.parametrize("written, canonical", [
    ("CAR 1 | Selecciona una Parte; recupera todos sus PG", "CAR 1 | Selecciona una Parte; repárala por completo"),
    ("CAR 1 | Selecciona una Parte de uno de tus Talleres; recupera todos sus PG.",
     "CAR 1 | Selecciona una Parte tuya en un Taller; repárala por completo"),
    ("CAR 1 | Selecciona una Parte tuya; repárala por completo", "CAR 1 | Selecciona una Parte tuya; repárala por completo"),
    ("CAR 1 | Selecciona una Parte tuya; repárala completamente",
     "CAR 1 | Selecciona una Parte tuya; repárala por completo"),
    ("CAR 1 | Selecciona dos Partes tuyas; repáralas del todo",
     "CAR 1 | Selecciona 2 Partes tuyas; repáralas por completo"),
    ("CAR 1 | Selecciona una Parte tuya; quítale todos los contadores de daño",
     "CAR 1 | Selecciona una Parte tuya; repárala por completo"),
    ("CAR 1 | Selecciona una Parte tuya; quítale todo el daño", "CAR 1 | Selecciona una Parte tuya; repárala por completo"),
    ("CAR 1 | Selecciona una Parte tuya; la Parte seleccionada recupera todos sus PG",
     "CAR 1 | Selecciona una Parte tuya; repárala por completo"),
    ("CAR 1 | Quita todos los contadores de daño de esta Parte", "CAR 1 | Repara por completo esta Parte"),
    ("CAR 1 | Esta Parte recupera todos sus PG", "CAR 1 | Repara por completo esta Parte"),
    ("CAR 3 | Cada Parte tuya recupera todos sus PG", "CAR 3 | Repara por completo cada Parte tuya"),
    ("CAR 3 | Repara completamente todas tus Partes", "CAR 3 | Repara por completo todas tus Partes"),
])
def test_full_repair(written, canonical):
    reads_as(written, canonical)


@pytest.mark.parametrize("written, canonical", [
    ("CAR 0 | Pon un contador de Blindaje en esta Parte (máximo 3)",
     "CAR 0 | Pon un contador de Blindaje en esta Parte hasta un máximo de 3"),
    ("CAR 0 | Pon un contador de Blindaje en esta Parte (máximo tres).",
     "CAR 0 | Pon un contador de Blindaje en esta Parte hasta un máximo de 3"),
    ("CAR 0 | Pon un contador de Blindaje en esta Parte, hasta un máximo de tres",
     "CAR 0 | Pon un contador de Blindaje en esta Parte hasta un máximo de 3"),
    ("CAR 0 | Coloca un contador de Blindaje sobre esta Parte (como máximo 3)",
     "CAR 0 | Pon un contador de Blindaje en esta Parte hasta un máximo de 3"),
    ("CAR 0 | Pon un contador de Blindaje en esta Parte, como máximo 3",
     "CAR 0 | Pon un contador de Blindaje en esta Parte hasta un máximo de 3"),
    ("CAR 0 | Selecciona una Parte de tu oponente; pon sobre ella un contador de Óxido (máximo de 4)",
     "CAR 0 | Selecciona una Parte de tu oponente; ponle un contador de Óxido hasta un máximo de 4"),
    ("CAR 0 | Pon un contador en esta Parte (máximo 3) y roba una carta",
     "CAR 0 | Pon un contador en esta Parte hasta un máximo de 3 y roba una carta"),
])
def test_counters_up_to_a_cap(written, canonical):
    reads_as(written, canonical)
    assert any(isinstance(e, A.CappedPutCounters) for e in parse(written).walk())


@pytest.mark.parametrize("written, canonical", [
    ("CAR 2 | Gana 2 puntos de Carga extra", "CAR 2 | Gana 2 CAR"),
    ("CAR 2 | Ganas 2 puntos de Carga adicionales", "CAR 2 | Gana 2 CAR"),
    ("CAR 2 | Selecciona una Parte de tus Talleres; recupera 2 PG ahora",
     "CAR 2 | Selecciona una Parte tuya en un Taller; repárale 2 PG"),
    ("CAR 7 | Juega un turno extra después de este", "CAR 7 | Juega un turno extra después de este"),
])
def test_fillers(written, canonical):
    reads_as(written, canonical)


@pytest.mark.parametrize("written, lacking", [
    ("CAR 3 | Selecciona una Parte de tu oponente; hazle tanto daño como PG tenga la carta robada",
     "el lenguaje aún no mide otras cartas"),  # «la Parte descartada» is measured: tests/language/test_cards_zones.py
    ("CAR 1 | Descarta una Parte; obtienes tanta CAR como produce la carta robada",
     "el lenguaje aún no mide otras cartas"),  # the CAR of «esa Parte» is: tests/language/test_zones_carga.py
])
def test_what_is_not_there_yet_is_refused_with_a_hint_that_says_so(written, lacking):
    with pytest.raises(AbilitySyntaxError) as caught:
        parse(written)
    assert caught.value.hint.startswith(lacking)
    assert "prototipo: true" in caught.value.hint


@pytest.mark.parametrize("written, column, message, hint", [
    ("CAR 1 | Pon un contador de Blindaje en esta Parte. Tu Unidad tiene +1 DEF por cada contador de Blindaje en esta "
     "Parte", 75, "un cambio de estadísticas que cuenta («+1 DEF por cada …») sin duración solo lo tiene una Pasiva",
     "si es una Pasiva, escríbela como habilidad aparte, sin coste ni disparador; si no, añade una duración: «… hasta "
     "el final del turno»"),
    ("Cuando esta Parte reciba daño, tu Unidad gana +1 FUE por cada Parte tuya dañada", 54,
     "un cambio de estadísticas que cuenta («+1 DEF por cada …») sin duración solo lo tiene una Pasiva",
     "si es una Pasiva, escríbela como habilidad aparte, sin coste ni disparador; si no, añade una duración: «… hasta "
     "el final del turno»"),
    ("CAR 2 | Selecciona una Parte de un oponente; hazle un punto de daño por cada Parte Desactivada que haya en su "
     "Unidad", 108, "«su» no dice de quién son las cartas que se cuentan",
     "escribe de quién: «por cada Parte de tu oponente desactivada», «por cada Parte tuya dañada»"),
    ("Al comienzo de tu Fase de Reconstrucción, si esta Parte está en un Taller, recupera todos sus PG", 85,
     "«sus PG» habla de una Parte seleccionada, y ningún requisito selecciona una",
     "di qué Parte: «repara por completo esta Parte»"),
])
def test_readings_that_would_change_the_meaning_are_refused(written, column, message, hint):
    """A counted change of a Pasiva written after an activated ability would count once and last forever; «su
    Unidad» after selecting a Parte names its owner, which a count cannot; «sus PG» with nothing selected names
    nothing (docs/rulings.md 78–80)."""
    with pytest.raises(AbilitySyntaxError) as caught:
        parse(written)
    error = caught.value
    assert (error.column, error.message) == (column, message)
    assert error.hint.startswith(hint + ";") and "prototipo: true" in error.hint


def test_a_pasiva_and_a_timed_change_may_count():
    assert parse("Mientras esta Parte esté equipada, tu Unidad gana +1 FUE por cada Parte tuya dañada")
    assert parse("Cuando esta Parte reciba daño, tu Unidad gana +1 FUE por cada Parte tuya dañada hasta el final del "
                 "turno")
    assert parse("CAR 2 | Selecciona a un oponente; roba una carta por cada Parte dañada en su Unidad")
