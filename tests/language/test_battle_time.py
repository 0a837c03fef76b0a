"""Round 8, the Guerrilla and conditions over time in a designer's words (packs/nismatch/lexico.yaml; rulebook
5.3.5, 5.3.4, 4.1.2; docs/rulings.md 184–185): defending in a battle is having a Guerrilla declared against you,
«siga equipada» is «esté equipada», «Cuando equipes esta Parte a tu Unidad» is «Cuando equipes esta Parte», «2
cartas o menos en la mano» is «2 o menos cartas en tu mano»."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language.parser import AbilitySyntaxError, parse
from nismatch_cards.games.nismatch.language.printer import to_text

SPIKES = "Cuando tu oponente te declare una Guerrilla; el atacante recibe 1 punto de daño más"
DEFEND_DRAW = "Cuando tu oponente te declare una Guerrilla; roba una carta"


def reads_as(written: str, canonical: str) -> None:
    ability = parse(written)
    assert to_text(ability) == canonical
    assert parse(canonical) == ability


@pytest.mark.parametrize("written, canonical", [
    ("Cuando tu Unidad defienda en una batalla y el resultado sea negativo, el atacante recibe 1 punto de daño "
     "adicional.", SPIKES),
    ("Cuando tu Unidad defienda en una Guerrilla y el resultado de la batalla sea negativo; el atacante recibe un "
     "punto de daño más", SPIKES),
    ("Cuando defiendas en una batalla, si el resultado es negativo, el atacante recibe 1 punto de daño adicional",
     SPIKES),
    ("Cuando defiendas en una Guerrilla y el resultado sea negativo, el atacante recibe 1 de daño adicional.", SPIKES),
    ("Cuando defiendas en una Guerrilla, roba una carta.", DEFEND_DRAW),
    ("Cuando tu Unidad defienda en una Guerrilla; roba 1 carta", DEFEND_DRAW),
    ("Cuando seas el defensor en una batalla, roba una carta", DEFEND_DRAW),
    ("Cuando tu Unidad sea la defensora, roba una carta.", DEFEND_DRAW),
    ("Cuando tu Unidad defienda en una batalla y el resultado sea positivo, el defensor recibe 1 punto de daño "
     "menos.", "Cuando tu oponente te declare una Guerrilla; el defensor recibe 1 punto de daño menos"),
])
def test_defending_in_a_battle_is_a_guerrilla_declared_against_you(written, canonical):
    """5.3.5: the declaration names the defender; ruling 184."""
    reads_as(written, canonical)


def test_a_result_that_does_not_damage_the_receiver_is_still_refused():
    """A positive result damages the defender: «el atacante recibe 1 punto de daño adicional» is refused."""
    with pytest.raises(AbilitySyntaxError):
        parse("Cuando tu Unidad defienda en una batalla y el resultado sea positivo, el atacante recibe 1 punto de "
              "daño adicional.")


@pytest.mark.parametrize("written", [
    "Mientras esta Parte siga equipada, tu Unidad tiene +1 VEL.",
    "Mientras esta Parte permanezca equipada; tu Unidad gana +1 VEL",
    "Mientras esta Parte continúe equipada, tu Unidad obtiene +1 VEL",
    "Mientras esta Parte esté equipada, tu Unidad tiene +1 VEL",
])
def test_still_equipped_is_equipped(written):
    reads_as(written, "Mientras esta Parte esté equipada; tu Unidad gana +1 VEL")


def test_still_equipped_after_the_effect():
    reads_as("CAR 1 | Tu Unidad obtiene +1 VEL mientras esta Parte siga equipada.",
             "CAR 1 | Tu Unidad gana +1 VEL mientras esta Parte esté equipada")


@pytest.mark.parametrize("written", [
    "Cuando equipes esta Parte a tu Unidad, haz 1 punto de daño a una Parte de un oponente.",
    "Cuando equipes esta Parte en tu Unidad; haz un punto de daño a una Parte de tu oponente",
    "Cuando equipes esta Parte, haz 1 punto de daño a una Parte de tu oponente.",
])
def test_equipping_this_part_to_your_unit(written):
    """5.3.4: a Parte is only equipped on its owner's Unidad."""
    reads_as(written, "Cuando equipes esta Parte; haz 1 punto de daño a una Parte de tu oponente")


@pytest.mark.parametrize("written, canonical", [
    ("Mientras tengas 2 cartas o menos en la mano, esta Parte otorga +1 DEF.",
     "Mientras tengas 2 o menos cartas en tu mano; esta Parte gana +1 DEF"),
    ("Mientras tengas dos cartas o menos en tu mano; esta Parte otorga +1 DEF",
     "Mientras tengas 2 o menos cartas en tu mano; esta Parte gana +1 DEF"),
    ("Mientras tengas 4 cartas o más en la mano, tu Unidad tiene -1 VEL.",
     "Mientras tengas 4 o más cartas en tu mano; tu Unidad pierde 1 VEL"),
    ("Mientras tu mano tenga 2 cartas o menos, esta Parte otorga +1 DEF.",
     "Mientras tengas 2 o menos cartas en tu mano; esta Parte gana +1 DEF"),
])
def test_cards_in_hand(written, canonical):
    reads_as(written, canonical)


HURT = "CAR 1 | Si tu Unidad recibió daño en la batalla de este turno; roba una carta"
NOT_HURT = "CAR 1 | Si tu Unidad no recibió daño en la batalla de este turno; roba una carta"
DEALT = "CAR 1 | Si tu Unidad hizo daño en la batalla de este turno; roba una carta"
NOT_DEALT = "CAR 1 | Si tu Unidad no hizo daño en la batalla de este turno; roba una carta"


@pytest.mark.parametrize("written, canonical", [
    ("CAR 1 | Si tu Unidad ha recibido daño en esta batalla; roba una carta.", HURT),
    ("CAR 1 | Si tu Unidad recibió daño en la batalla, roba 1 carta", HURT),
    ("CAR 1 | Si tu Unidad ha recibido daño en la Guerrilla. Roba una carta.", HURT),
    ("CAR 1 | Si tu Unidad recibió daño en la Fase de Guerrilla de este turno; roba una carta", HURT),
    ("CAR 1 | Si tu Unidad no ha recibido daño en esta batalla, roba una carta.", NOT_HURT),
    ("CAR 1 | Si tu Unidad no recibió daño en la batalla; roba una carta", NOT_HURT),
    ("CAR 1 | Si tu Unidad ha hecho daño en esta batalla; roba una carta", DEALT),
    ("CAR 1 | Si tu Unidad hizo daño en la Guerrilla, roba una carta", DEALT),
    ("CAR 1 | Si tu Unidad no ha hecho daño en la Fase de Guerrilla, roba una carta.", NOT_DEALT),
])
def test_the_damage_of_this_turns_battle(written, canonical):
    """5.3.5, ruling 185: one Guerrilla a turn, so «esta batalla» is this turn's."""
    reads_as(written, canonical)


EACH_HURT = ("Al final de cada Fase de Guerrilla en la que participes; Si tu Unidad recibió daño en la batalla de este "
             "turno; haz 1 punto de daño a una Parte de tu oponente")
EACH_DEALT = ("Al final de cada Fase de Guerrilla en la que participes; Si tu Unidad hizo daño en la batalla de este "
              "turno; roba una carta")
EACH = "Al final de cada Fase de Guerrilla en la que participes; roba una carta"


@pytest.mark.parametrize("written, canonical", [
    ("Al final de cada batalla en la que tu Unidad haya recibido daño, haz 1 punto de daño a una Parte de un "
     "oponente.", EACH_HURT),
    ("Al final de cada batalla en la que hayas recibido daño; haz un punto de daño a una Parte de tu oponente",
     EACH_HURT),
    ("Al final de cada batalla en la que tu Unidad reciba daño, haz 1 punto de daño a una Parte de tu oponente.",
     EACH_HURT),
    ("Al final de cada Guerrilla en la que tu Unidad haya recibido daño. Haz 1 punto de daño a una Parte de un "
     "oponente", EACH_HURT),
    ("Al final de cada batalla en la que tu Unidad haya hecho daño, roba una carta.", EACH_DEALT),
    ("Al final de cada batalla en la que hayas hecho daño; roba 1 carta", EACH_DEALT),
    ("Al final de cada batalla en la que participes, roba una carta.", EACH),
    ("Al final de cada batalla en la que participe tu Unidad; roba una carta", EACH),
    ("Al final de cada Guerrilla en la que participes, roba una carta", EACH),
])
def test_at_the_end_of_each_battle(written, canonical):
    """5.3.5: the battle ends with the Fase de Guerrilla (rulings 159, 185)."""
    reads_as(written, canonical)


def test_the_battles_damage_in_a_mientras():
    reads_as("Mientras tu Unidad haya recibido daño en esta batalla, tu Unidad tiene +1 DEF.",
             "Mientras tu Unidad haya recibido daño en la batalla de este turno; tu Unidad gana +1 DEF")


DEF_FLOOR = "La DEF de tu Unidad no puede ser inferior a 1"
FUE_CAP = "La FUE de tu Unidad no puede ser superior a 4"


@pytest.mark.parametrize("written, canonical", [
    ("La DEF de tu Unidad no puede ser inferior a 1.", DEF_FLOOR),
    ("La DEF de tu Unidad no puede ser menor que 1", DEF_FLOOR),
    ("La DEF de tu Unidad nunca es inferior a uno.", DEF_FLOOR),
    ("La DEF de tu Unidad nunca puede ser menor de 1", DEF_FLOOR),
    ("Tu Unidad no puede tener menos de 1 DEF.", DEF_FLOOR),
    ("Tu Unidad nunca tiene menos de 1 DEF", DEF_FLOOR),
    ("Tu Unidad tiene como mínimo 1 DEF.", DEF_FLOOR),
    ("Tu Unidad tiene al menos una DEF", DEF_FLOOR),
    ("Tu Unidad siempre tiene al menos 1 DEF.", DEF_FLOOR),
    ("La FUE de tu Unidad no puede ser superior a 4.", FUE_CAP),
    ("La FUE de tu Unidad no puede ser mayor que cuatro", FUE_CAP),
    ("Tu Unidad no puede tener más de 4 FUE.", FUE_CAP),
    ("Tu Unidad tiene como máximo 4 FUE", FUE_CAP),
    ("Tu Unidad tiene como mucho 4 FUE.", FUE_CAP),
])
def test_a_floor_or_a_cap_of_a_stat(written, canonical):
    """4.3–4.5, ruling 186."""
    reads_as(written, canonical)


def test_a_floor_with_a_condition():
    reads_as("Mientras esta Parte esté dañada, la VEL de tu Unidad no puede ser superior a 2.",
             "Mientras esta Parte esté dañada; la VEL de tu Unidad no puede ser superior a 2")


@pytest.mark.parametrize("text, column, stat", [
    ("La CAR de tu Unidad no puede ser inferior a 1.", 4, "CAR"),
    ("Tu Unidad no puede tener menos de 2 PG.", 37, "PG"),
])
def test_a_unit_has_no_car_nor_pg(text, column, stat):
    with pytest.raises(AbilitySyntaxError) as caught:
        parse(text)
    assert str(caught.value).startswith(f"columna {column}: una Unidad no tiene {stat}: sus estadísticas son FUE, "
                                        "DEF y VEL (4.3–4.5)")
    assert caught.value.hint.startswith("escribe «la FUE de tu Unidad …», «la DEF …» o «la VEL …»")
