"""The ways a designer says a replacement or a prevention read to one meaning each (docs/ability-language.md,
«Reemplazo», «Quedar con N PG», «No poder recibir daño»; rulebook 3.3, 4.2, 5.3.5; docs/rulings.md 97–100)."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import AbilitySyntaxError, parse, to_text
from nismatch_cards.games.nismatch.language import ast as A

STAYS = "Si una Parte tuya equipada fuera a ser destruida, en su lugar queda con 1 PG"


@pytest.mark.parametrize("text", [
    STAYS,
    "Si una Parte de tu Unidad fuera a ser destruida, en su lugar queda con 1 PG.",
    "Si una Parte de tu Unidad fuera a ser destruida; en su lugar queda con 1 PG.",
    "Si una Parte de tu Unidad fuera a ser destruida, en su lugar le queda 1 PG",
    "Si una Parte de tu Unidad fuera a ser destruida, en su lugar se queda con un PG",
    "Si cualquier Parte de tu Unidad fuera a ser destruida, en cambio queda con 1 PG restante.",
    "Cuando una Parte de tu Unidad fuera a ser destruida, sobrevive con 1 PG en su lugar",
    "Si una Parte de tu Unidad fuese a ser destruida, en vez de eso permanece con 1 PG",
    "si una parte de tu unidad vaya a ser destruida, en lugar de eso se mantiene con 1 pg",
])
def test_every_way_of_saying_it_stays_with_1_pg_reads_the_same(text):
    ability = parse(text)
    assert to_text(ability) == STAYS
    assert ability.effect == A.StaysWith(1)


ONCE = "Una vez por turno, si esta Parte fuera a ser destruida, en su lugar queda con 2 PG"


@pytest.mark.parametrize("text", [
    ONCE,
    "Una vez por turno si esta Parte fuera a ser destruida, en su lugar queda con dos PG.",
    "La primera vez en cada turno que esta Parte fuera a ser destruida, en su lugar le queda 2 PG",
    "La primera vez cada turno que esta Parte fuera a ser destruida; queda con 2 PG en su lugar",
    "La primera vez de cada turno que esta Parte fuese a ser destruida, en vez de eso le queda 2 PG.",
    "Una sola vez por turno, cuando esta Parte fuera a ser destruida, en su lugar queda con 2 PG",
])
def test_a_replacement_limited_per_turn_reads_the_same(text):
    ability = parse(text)
    assert to_text(ability) == ONCE
    assert ability.requirements[0].per_turn == 1


@pytest.mark.parametrize("text, canonical", [
    ("Si esta Parte fuera a recibir daño de una Guerrilla, reduce ese daño en 2",
     "Si esta Parte fuera a recibir daño de una Guerrilla, previene 2 puntos de ese daño"),
    ("Si esta Parte fuera a recibir daño en la Guerrilla, reduce ese daño en dos",
     "Si esta Parte fuera a recibir daño de una Guerrilla, previene 2 puntos de ese daño"),
    ("CAR 1 | Si tu Unidad fuera a recibir daño de la Guerrilla; reduce ese daño a la mitad, redondeando hacia abajo.",
     "CAR 1 | Si una Parte tuya equipada fuera a recibir daño de una Guerrilla, reduce ese daño a la mitad, "
     "redondeando hacia abajo"),
    ("Si vas a recibir daño en una Guerrilla, reduce dicho daño en 1",
     "Si una Parte tuya equipada fuera a recibir daño de una Guerrilla, previene 1 punto de ese daño"),
    ("Cuando esta Parte fuera a recibir daño de una habilidad de un oponente, ese daño se evita",
     "Si esta Parte fuera a recibir daño de una habilidad de un oponente, previene todo ese daño"),
    ("Si esta Parte fuera a recibir daño de las Cartas de Apoyo de tus oponentes, previene todo ese daño",
     "Si esta Parte fuera a recibir daño de una Carta de Apoyo de un oponente, previene todo ese daño"),
    ("Si esta Parte fuera a recibir daño de habilidades o cartas de apoyo, evita 1 punto de ese daño",
     "Si esta Parte fuera a recibir daño de una habilidad o Carta de Apoyo, previene 1 punto de ese daño"),
    ("Si esta Parte fuera a recibir daño de un oponente, reduce ese daño en 1",
     "Si esta Parte fuera a recibir daño de un oponente, previene 1 punto de ese daño"),
    ("Si esta Parte fuera a ser destruida por un oponente, en su lugar envíala a la Zona de Demolición",
     "Si esta Parte fuera a ser destruida por un oponente, en su lugar envíala a la Zona de Demolición"),
])
def test_where_the_damage_comes_from_reads_as_written(text, canonical):
    assert to_text(parse(text)) == canonical


SCRAP = "Si esta Parte fuera a ir al Depósito de Chatarra, en su lugar envíala a la Zona de Demolición"


@pytest.mark.parametrize("text", [
    SCRAP,
    "Si esta Parte fuera a ir al Depósito de Chatarra, ponla en la Zona de Demolición en su lugar.",
    "Si esta Parte va a ir al Depósito de Chatarra, en su lugar mándala a la Zona de Demolición",
    "Cuando esta Parte fuera a ir a tu Depósito de Chatarra; envíala a la Zona de Demolición en su lugar",
    "Si esta Parte fuera a ser enviada al Depósito de Chatarra, en vez de eso envíala a la Zona de Demolición.",
])
def test_every_way_of_saying_it_goes_elsewhere_than_the_scrapyard_reads_the_same(text):
    ability = parse(text)
    assert to_text(ability) == SCRAP
    assert ability.requirements[0].event is A.Replaced.SCRAPPED


@pytest.mark.parametrize("text, canonical", [
    ("Esta Parte no recibe daño de las Cartas de Apoyo.",
     "Si esta Parte fuera a recibir daño de una Carta de Apoyo, previene todo ese daño"),
    ("Esta Parte no puede recibir daño de una Guerrilla",
     "Si esta Parte fuera a recibir daño de una Guerrilla, previene todo ese daño"),
    ("Esta Parte no recibe daño de habilidades de tus oponentes",
     "Si esta Parte fuera a recibir daño de una habilidad de un oponente, previene todo ese daño"),
    ("Esta Parte recibe un punto de daño menos.",
     "Si esta Parte fuera a recibir daño, previene 1 punto de ese daño"),
    ("Esta Parte recibe 2 puntos de daño menos de cada fuente",
     "Si esta Parte fuera a recibir daño, previene 2 puntos de ese daño"),
])
def test_a_prevention_written_as_a_state_reads_as_its_replacement(text, canonical):
    assert to_text(parse(text)) == canonical
    assert parse(canonical) == parse(text)


NO_DAMAGE = "CAR 2 | Selecciona una Parte tuya equipada; no puede recibir daño hasta el final del turno"


@pytest.mark.parametrize("text", [
    NO_DAMAGE,
    "CAR 2 | Selecciona una Parte de tu Unidad: no puede recibir daño hasta el final del turno.",
    "CAR 2 | Selecciona una Parte de tu Unidad. No puede recibir daño hasta el final del turno",
    "CAR dos | Selecciona una Parte de tu Unidad; no puede recibir daño hasta el final de este turno",
])
def test_no_damage_for_a_while_reads_the_same(text):
    ability = parse(text)
    assert to_text(ability) == NO_DAMAGE
    assert isinstance(ability.effect, A.NoDamage)


@pytest.mark.parametrize("text, words", [
    ("Si fueras a robar una carta en tu Fase de Robo, en su lugar roba dos cartas", "fueras"),
    ("Si una Parte de tu oponente fuera a ser desactivada, en su lugar destrúyela", "desactivada"),
])
def test_a_replacement_of_an_event_the_engine_cannot_intercept_is_refused_with_a_hint(text, words):
    with pytest.raises(AbilitySyntaxError) as error:
        parse(text)
    assert f"«{words}»" in str(error.value)
    assert error.value.hint.startswith(
        "un reemplazo («Si … fuera a …, en su lugar …») solo toma el lugar de que una Parte fuera a ser destruida, "
        "a recibir daño o a ir al Depósito de Chatarra; el motor no intercepta otros sucesos")


@pytest.mark.parametrize("text", ["Quita todos los contadores de una Carta de Apoyo; hazle 0 puntos de daño",
                                  "CAR 1 | Selecciona una Parte de tu oponente; hazle 1 punto de daño"])
def test_the_words_of_a_damage_origin_are_no_single_words_that_steal_other_texts(text):
    """«de una Carta de Apoyo» (the origin of a replacement) is written with the language's own words, not as one
    greedy term: «los contadores de una Carta de Apoyo» reads as it did before replacements had origins."""
    assert to_text(parse(text)) == text
