"""Named counters and the events that fire Disparado abilities (constructs/counters.py, constructs/events.py,
issue 26): the many ways a designer says them read to one canonical text."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language.parser import AbilitySyntaxError, parse
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


@pytest.mark.parametrize("written", [
    "Cuando destruyas una Parte de un oponente, roba una carta.",
    "Cada vez que destruyas una Parte enemiga; roba una carta",
    "cuando destruyas una parte de tu rival. Roba 1 carta",
])
def test_when_you_destroy(written):
    ability = parse(written)
    assert isinstance(ability.requirements[0], A.DestroyedBy)
    assert ability.requirements[0].by is A.Player.YOU
    assert to_text(ability) == "Cuando destruyas una Parte de tu oponente; roba una carta"


def test_when_your_opponent_destroys():
    assert reads("Cuando un oponente destruya una Parte de tu Unidad, gana 2 CAR") == \
        "Cuando tu oponente destruya una Parte tuya equipada; gana 2 CAR"


@pytest.mark.parametrize("written", [
    "Cuando un oponente te declare una Guerrilla, tu Unidad gana +2 DEF hasta el final del turno.",
    "Cada vez que tu oponente te declare una Guerrilla; tu Unidad tiene +2 DEF hasta el final del turno",
    "Cuando tu oponente declare una Guerrilla contra ti, tu Unidad gana +2 DEF hasta el final del turno",
    "Cuando un rival te declara una Guerrilla, tu Unidad gana +2 DEF hasta el final del turno.",
])
def test_a_guerrilla_declared_on_you(written):
    ability = parse(written)
    assert ability.requirements[0] == A.DeclaredAgainst(A.Player.OPPONENT, A.PlayerEventKind.DECLARES, None,
                                                        A.Player.YOU)
    assert to_text(ability) == \
        "Cuando tu oponente te declare una Guerrilla; tu Unidad gana +2 DEF hasta el final del turno"


@pytest.mark.parametrize("written", [
    "Cuando un oponente declare una Guerrilla contra tu compañero de equipo, roba una carta",
    "Cada vez que tu oponente declare una Guerrilla contra tu compañero; roba una carta.",
])
def test_a_guerrilla_declared_on_your_partner(written):
    assert reads(written) == "Cuando tu oponente declare una Guerrilla contra tu compañero; roba una carta"


def test_a_plain_declaration_stays_the_plain_event():
    ability = parse("Cuando tu oponente declare una Guerrilla; roba una carta")
    assert type(ability.requirements[0]) is A.PlayerEvent


@pytest.mark.parametrize("written, printed", [
    ("Cuando equipes una Parte desde uno de tus Talleres, tu Unidad tiene +1 VEL hasta el final del turno.",
     "Cuando equipes una Parte desde un Taller; tu Unidad gana +1 VEL hasta el final del turno"),
    ("Cada vez que equipes una Parte desde un Taller; tu Unidad gana +1 VEL hasta el final del turno",
     "Cuando equipes una Parte desde un Taller; tu Unidad gana +1 VEL hasta el final del turno"),
    ("Cuando equipes esta Parte desde tu mano, roba una carta.", "Cuando equipes esta Parte desde tu mano; roba una carta"),
    ("Cuando equipes esta Parte desde la mano; roba 1 carta", "Cuando equipes esta Parte desde tu mano; roba una carta"),
])
def test_equipped_from(written, printed):
    ability = parse(written)
    assert isinstance(ability.requirements[0], A.EquippedFrom)
    assert to_text(ability) == printed
    assert parse(printed) == ability


def test_a_rival_is_an_opponent():
    """«un rival» was refused with the hint «escribe «tu oponente»»; it now reads as what the hint said."""
    assert reads("Cuando un rival gane una Guerrilla; roba una carta") == "Cuando tu oponente gane una Guerrilla; roba una carta"


# --- named counters (docs/rulings.md 66) -------------------------------------------------------------------------


@pytest.mark.parametrize("written", [
    "CAR 1 | Pon un contador de Blindaje sobre esta Parte.",
    "CAR 1 | Pon un contador de Blindaje en esta Parte",
    "CAR 1 | Coloca 1 contador de Blindaje sobre esta Parte",
    "CAR 1 | pon un marcador de blindaje en esta Parte.",
    "CAR 1 | Pon una ficha de Blindaje sobre esta Parte",
])
def test_put_a_named_counter_on_this_part(written):
    ability = parse(written)
    assert ability.effect == A.PutCounters(A.Amount(1), A.ThisCard(), ability.effect.name)
    assert ability.effect.name.lower() == "blindaje"
    assert to_text(ability) == "CAR 1 | Pon un contador de Blindaje en esta Parte"


@pytest.mark.parametrize("written", [
    "CAR 1 | Selecciona una Parte de un oponente; pon sobre ella un contador de Óxido.",
    "CAR 1 | Selecciona una Parte de tu oponente, pon un contador de Óxido sobre ella",
    "CAR 1 | Selecciona una Parte enemiga; ponle un contador de Óxido",
    "CAR 1 | Selecciona una Parte de tu oponente. Coloca en ella un contador de Óxido.",
])
def test_put_a_named_counter_on_the_selected_part(written):
    """The name is kept as the designer wrote it, accent and all."""
    assert reads(written) == "CAR 1 | Selecciona una Parte de tu oponente; ponle un contador de Óxido"


def test_names_are_printed_with_a_capital_and_several_counters_in_plural():
    assert reads("CAR 2 | Selecciona una Parte de tu oponente; ponle dos contadores de óxido") == \
        "CAR 2 | Selecciona una Parte de tu oponente; ponle 2 contadores de Óxido"


@pytest.mark.parametrize("written, printed", [
    ("Al final de tu turno, pon un contador de Sobrecarga sobre esta Parte.",
     "Al final de tu turno; pon un contador de Sobrecarga en esta Parte"),
    ("Cada vez que reclames un Botín de Guerra, pon un contador de Trofeo sobre esta Parte.",
     "Cuando reclames un Botín de Guerra; pon un contador de Trofeo en esta Parte"),
    ("CAR 0 | Selecciona una Parte de tu oponente; hazle 1 punto de daño por cada contador de Sobrecarga en esta "
     "Parte y quita todos los contadores de Sobrecarga de esta Parte",
     "CAR 0 | Selecciona una Parte de tu oponente; hazle 1 punto de daño por cada contador de Sobrecarga en esta "
     "Parte y quita todos los contadores de Sobrecarga de esta Parte"),
    ("CAR 0 | Selecciona una Parte de tu oponente; hazle un punto de daño por cada contador de Sobrecarga sobre esta "
     "Parte, luego retira todos los contadores de Sobrecarga de esta Parte.",
     "CAR 0 | Selecciona una Parte de tu oponente; hazle 1 punto de daño por cada contador de Sobrecarga en esta "
     "Parte y quita todos los contadores de Sobrecarga de esta Parte"),
    ("CAR 0 | Quita 2 contadores de Escudo de esta Parte; roba una carta",
     "CAR 0 | Quita 2 contadores de Escudo de esta Parte; roba una carta"),
    ("CAR 0 | Retira dos contadores de Escudo de esta Parte; roba una carta.",
     "CAR 0 | Quita 2 contadores de Escudo de esta Parte; roba una carta"),
    ("Mientras esta Parte tenga 2 o más contadores de Trofeo, tu Unidad tiene +2 FUE.",
     "Mientras esta Parte tenga 2 o más contadores de Trofeo; tu Unidad gana +2 FUE"),
    ("CAR 1 | Selecciona una Parte; quítale todos los contadores de Blindaje",
     "CAR 1 | Selecciona una Parte; quítale todos los contadores de Blindaje"),
    ("CAR 1 | Selecciona una Parte; retira 2 contadores de Óxido de ella.",
     "CAR 1 | Selecciona una Parte; quítale 2 contadores de Óxido"),
])
def test_named_counters_everywhere_counters_go(written, printed):
    ability = parse(written)
    assert to_text(ability) == printed
    assert parse(printed) == ability


def test_a_named_cost_keeps_its_name():
    ability = parse("CAR 0 | Quita 2 contadores de Escudo de esta Parte; roba una carta")
    assert ability.requirements[0] == A.Pay(A.RemoveCounters(A.Amount(2), A.ThisCard(), "Escudo"))


def test_plain_counters_have_no_name():
    ability = parse("CAR 0 | Quita 2 contadores de esta Parte; roba una carta")
    assert ability.requirements[0] == A.Pay(A.RemoveCounters(A.Amount(2), A.ThisCard()))


@pytest.mark.parametrize("written", [
    "CAR 1 | Selecciona una Parte; quita 2 contadores de esa Parte",  # «esa» points at a card, it is no name
    "CAR 1 | Pon un contador de Carga en esta Parte",  # «Carga» is CAR: no name of a word of the language
    "CAR 1 | Pon un contador de daño en esta Parte",  # damage is dealt, not put (docs/rulings.md 67)
])
def test_what_is_no_counter_name_is_refused(written):
    with pytest.raises(AbilitySyntaxError):
        parse(written)


# --- damage counters are damage (docs/rulings.md 67) -------------------------------------------------------------


@pytest.mark.parametrize("written", [
    "CAR 1 | Selecciona una Parte de tu Unidad; retírale dos contadores de daño.",
    "CAR 1 | Selecciona una Parte de tu Unidad; quítale 2 contadores de daño",
    "CAR 1 | Selecciona una Parte tuya, quítale dos marcadores de daño.",
])
def test_taking_damage_counters_off_repairs(written):
    ability = parse(written)
    assert ability.effect == A.Repair(A.Amount(2), A.It())
    assert to_text(ability).endswith("; repárale 2 PG")


@pytest.mark.parametrize("written", [
    "Al final de tu turno, quita un contador de daño de cada Parte de tu Unidad.",
    "Al final de tu turno; retira 1 contador de daño de cada Parte de tu Unidad",
])
def test_taking_one_damage_counter_off_each_part(written):
    assert reads(written) == "Al final de tu turno; repara 1 PG a cada Parte tuya equipada"


# --- what the damage left (constructs/events.py) -----------------------------------------------------------------


@pytest.mark.parametrize("written", [
    "Cuando esta Parte reciba daño y no sea destruida, roba una carta.",
    "Cada vez que esta Parte recibe daño y no es destruida; roba 1 carta",
])
def test_damaged_and_still_standing(written):
    ability = parse(written)
    assert ability.requirements[0] == A.DamagedAndStands(A.ThisCard(), A.CardEventKind.DAMAGED)
    assert to_text(ability) == "Cuando esta Parte reciba daño y no sea destruida; roba una carta"


@pytest.mark.parametrize("written, printed", [
    ("Cuando una Parte de la Unidad de un oponente quede con exactamente 1 PG restante, destrúyela.",
     "Cuando una Parte de tu oponente equipada quede con exactamente 1 PG; destrúyela"),
    ("Cada vez que una Parte enemiga quede con 1 PG, destrúyela.",
     "Cuando una Parte de tu oponente quede con exactamente 1 PG; destrúyela"),
    ("Cuando una Parte de tu oponente se quede con un PG; destrúyela",
     "Cuando una Parte de tu oponente quede con exactamente 1 PG; destrúyela"),
    ("Cuando una Parte de tu oponente quede con 2 o menos PG; hazle 1 punto de daño",
     "Cuando una Parte de tu oponente quede con 2 o menos PG; hazle 1 punto de daño"),
])
def test_left_with_pg(written, printed):
    ability = parse(written)
    assert isinstance(ability.requirements[0], A.LeftWithPG)
    assert to_text(ability) == printed
    assert parse(printed) == ability


@pytest.mark.parametrize("written, printed", [
    ("Cada vez que esta Parte recupere PG en un Taller, roba una carta.",
     "Cuando esta Parte recupere PG en un Taller; roba una carta"),
    ("Cuando esta Parte recupere PG en uno de tus Talleres; roba una carta",
     "Cuando esta Parte recupere PG en un Taller; roba una carta"),
    ("Cuando una Parte tuya recupera PG, gana 1 CAR", "Cuando una Parte tuya recupere PG; gana 1 CAR"),
])
def test_repaired(written, printed):
    ability = parse(written)
    assert isinstance(ability.requirements[0], A.Repaired)
    assert to_text(ability) == printed
    assert parse(printed) == ability


@pytest.mark.parametrize("written, printed", [
    ("CAR 3 | Selecciona una Parte que tenga al menos un contador de daño; destrúyela.",
     "CAR 3 | Selecciona una Parte dañada; destrúyela"),
    ("CAR 3 | Selecciona una Parte de tu oponente con al menos un contador de daño; destrúyela",
     "CAR 3 | Selecciona una Parte de tu oponente dañada; destrúyela"),
    ("CAR 3 | Destruye todas las Partes que tengan al menos un contador de daño",
     "CAR 3 | Destruye todas las Partes dañadas"),
])
def test_a_part_with_damage_counters_is_a_damaged_part(written, printed):
    """A damage counter is a point of damage (docs/rulings.md 67): a Parte with one is «dañada»."""
    assert reads(written) == printed
