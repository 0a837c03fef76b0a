"""Game modes and pilots named in other words (constructs/modes.py; docs/rulings.md 109, 110): «En Batalla Real,
…», «Solo en 2vs2.», «Elige un oponente», «tus oponentes no pueden …», each read to one meaning."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language.parser import parse
from nismatch_cards.games.nismatch.language.printer import to_text

ROYALE_DRAW = "CAR 2 | Si se juega en Batalla Real; roba 2 cartas"
TEAMS_DRAW = "CAR 2 | Si se juega en 2vs2; roba 2 cartas"
DUEL_DRAW = "CAR 2 | Si se juega en 1vs1; roba 2 cartas"


def test_a_mode_is_a_condition_of_the_ability():
    ability = parse(ROYALE_DRAW)
    assert ability.requirements == (A.Condition(A.GameMode("batalla_real")),)
    assert to_text(ability) == ROYALE_DRAW


@pytest.mark.parametrize("written", [
    "CAR 2 | En Batalla Real, roba dos cartas.",
    "CAR 2 | En una Batalla Real; roba 2 cartas",
    "CAR 2 | Solo en Batalla Real. Roba dos cartas.",
    "CAR 2 | Sólo en Batalla Real: roba dos cartas",
    "CAR 2 | Únicamente en una partida de Batalla Real, roba dos cartas",
    "CAR 2 | En partidas de Batalla Real, roba dos cartas",
    "CAR 2 | En el modo Batalla Real, roba dos cartas",
    "CAR 2 | Si juegas en Batalla Real, roba dos cartas",
    "CAR 2 | Si la partida es de Batalla Real; roba dos cartas",
    "CAR 2 | Si es una Batalla Real, roba dos cartas",
    "CAR 2 | si se juega en batalla real; roba 2 cartas",
])
def test_the_ways_to_say_battle_royale(written):
    assert to_text(parse(written)) == ROYALE_DRAW


@pytest.mark.parametrize("written", [
    "CAR 2 | En 2vs2, roba dos cartas",
    "CAR 2 | Solo en 2vs2. Roba dos cartas.",
    "CAR 2 | Solo en 2 vs 2; roba 2 cartas",
    "CAR 2 | En 2v2: roba dos cartas",
    "CAR 2 | En 2 contra 2, roba dos cartas",
    "CAR 2 | En dos contra dos, roba dos cartas",
    "CAR 2 | En partidas de 2vs2, roba dos cartas",
    "CAR 2 | En una partida de 2 contra 2, roba dos cartas",
    "CAR 2 | En partidas por equipos, roba dos cartas",
    "CAR 2 | Solamente en 2vs2, roba dos cartas",
    "CAR 2 | Si juegas en 2vs2, roba dos cartas",
])
def test_the_ways_to_say_two_against_two(written):
    assert to_text(parse(written)) == TEAMS_DRAW


@pytest.mark.parametrize("written", [
    "CAR 2 | En 1vs1, roba dos cartas",
    "CAR 2 | Solo en 1v1. Roba dos cartas",
    "CAR 2 | En 1 contra 1; roba 2 cartas",
    "CAR 2 | En uno contra uno, roba dos cartas",
])
def test_the_ways_to_say_one_against_one(written):
    assert to_text(parse(written)) == DUEL_DRAW


def test_a_passive_of_one_mode_reads_mientras():
    assert to_text(parse("En Batalla Real, tu Unidad gana +1 DEF")) == "Si se juega en Batalla Real; tu Unidad gana +1 DEF"
    written = "Mientras juegues en 2vs2, tu Unidad gana +1 DEF"
    assert to_text(parse(written)) == "Mientras se juegue en 2vs2; tu Unidad gana +1 DEF"
    assert to_text(parse("Mientras se juegue en 2vs2; tu Unidad gana +1 DEF")) == \
        "Mientras se juegue en 2vs2; tu Unidad gana +1 DEF"


@pytest.mark.parametrize("written", [
    "En Batalla Real, cada vez que un oponente declare una Guerrilla, gana 1 punto de Carga.",
    "En una Batalla Real, cuando un oponente declare una Guerrilla, gana 1 CAR",
    "Solo en Batalla Real. Cada vez que un rival declare una Guerrilla, gana un CAR.",
])
def test_a_mode_before_the_trigger_of_a_disparado(written):
    ability = parse(written)
    assert to_text(ability) == "Si se juega en Batalla Real; Cuando tu oponente declare una Guerrilla; gana 1 CAR"
    assert isinstance(ability.requirements[1], A.PlayerEvent)


def test_the_mode_and_a_teammate_together():
    written = "CAR 3 | Solo en 2vs2. Selecciona una Parte de la Unidad de tu compañero de equipo; recupera 3 PG"
    assert to_text(parse(written)) == "CAR 3 | Si se juega en 2vs2; Selecciona una Parte de tu compañero equipada; repárale 3 PG"


# --- pilots named in other words ---------------------------------------------------------------------------------

DISCARDS = "CAR 1 | Selecciona a un oponente; tu oponente descarta una carta"


@pytest.mark.parametrize("written", [
    "CAR 1 | Elige un oponente; ese piloto descarta una carta",
    "CAR 1 | Selecciona un oponente; ese oponente descarta una carta",
    "CAR 1 | Escoge un oponente. Ese oponente descarta una carta.",
    "CAR 1 | Elige un rival; ese rival descarta una carta",
    "CAR 1 | Elige a un rival, el oponente elegido descarta una carta",
])
def test_choosing_a_pilot_without_a(written):
    assert to_text(parse(written)) == DISCARDS


UNTARGETABLE_ALL = "Cada oponente no puede seleccionar esta Parte con sus habilidades ni Cartas de Apoyo"  # ruling 32


@pytest.mark.parametrize("written", [
    "Tus oponentes no pueden seleccionar esta Parte",
    "Los oponentes no pueden seleccionar esta Parte.",
    "Todos tus oponentes no pueden seleccionar esta Parte",
    "Tus rivales no pueden seleccionar esta Parte",
    "Ningún oponente puede seleccionar esta Parte",
])
def test_every_opponent_banned_in_the_plural(written):
    assert to_text(parse(written)) == UNTARGETABLE_ALL


@pytest.mark.parametrize("written, reading", [
    ("CAR 2 | Los demás pilotos no pueden jugar Cartas de Apoyo hasta el final del turno",
     "CAR 2 | Cada uno de los demás pilotos no puede jugar Cartas de Apoyo hasta el final del turno"),
    ("CAR 2 | Los pilotos no pueden declarar Guerrillas hasta el final de la ronda",
     "CAR 2 | Cada piloto no puede declarar Guerrillas hasta el final de la ronda"),
    ("CAR 2 | Ningún piloto puede equipar Partes hasta el final del turno",
     "CAR 2 | Cada piloto no puede equipar Partes hasta el final del turno"),
])
def test_other_pilots_banned_in_the_plural(written, reading):
    assert to_text(parse(written)) == reading


# --- bans (docs/rulings.md 110) ------------------------------------------------------------------------------------

NO_GUERRILLA = "CAR 2 | Roba una carta y no puedes declarar Guerrillas hasta el final del turno"


@pytest.mark.parametrize("written", [
    "CAR 2 | Roba una carta. Este turno no puedes declarar una Guerrilla.",
    "CAR 2 | Roba una carta; este turno no puedes declarar Guerrillas",
    "CAR 2 | Roba una carta y hasta el final del turno no puedes declarar Guerrillas",
    "CAR 2 | Roba una carta. No puedes declarar una Guerrilla este turno.",
    "CAR 2 | Roba una carta, luego no puedes declarar ninguna Guerrilla este turno",
    "CAR 2 | Roba una carta. Durante este turno no puedes declarar Guerrilla.",
    "CAR 2 | Roba una carta. No puedes atacar este turno.",
])
def test_the_ways_to_ban_your_own_guerrilla(written):
    assert to_text(parse(written)) == NO_GUERRILLA


def test_the_duration_written_first_is_the_same_restrict():
    first = parse("CAR 2 | Hasta el final de tu próximo turno tu oponente no puede activar habilidades")
    last = parse("CAR 2 | Tu oponente no puede activar habilidades hasta el final de tu próximo turno")
    assert first.effect == last.effect and isinstance(first.effect, A.Restrict)


NOT_AGAINST_YOU = "Cada oponente no puede declararte Guerrillas"


@pytest.mark.parametrize("written", [
    "Los oponentes no pueden declararte una Guerrilla.",
    "Tus oponentes no pueden declararte Guerrillas",
    "Tus oponentes no pueden atacarte",
    "Los oponentes no pueden declarar Guerrillas contra ti",
    "Ningún oponente puede declararte una Guerrilla",
    "Tus rivales no pueden declarar una Guerrilla contra ti.",
    "Cada oponente no puede declararte ninguna Guerrilla",
])
def test_the_ways_to_say_no_guerrilla_against_you(written):
    ability = parse(written)
    assert ability.effect == A.Ban(A.Player.EACH_OPPONENT, A.Activity.DECLARE_AGAINST)
    assert to_text(ability) == NOT_AGAINST_YOU


def test_a_ban_of_a_pasiva_keeps_its_condition():
    written = "Mientras tu zona de Torso esté vacía, los oponentes no pueden declararte una Guerrilla."
    ability = parse(written)
    assert isinstance(ability.requirements[0], A.Condition)
    assert to_text(ability).endswith("; cada oponente no puede declararte Guerrillas")


@pytest.mark.parametrize("written, reading", [
    ("Cada piloto no puede jugar Cartas de Apoyo", "Cada piloto no puede jugar Cartas de Apoyo"),
    ("Ningún piloto puede equipar Partes", "Cada piloto no puede equipar Partes"),
    ("Tu oponente no puede llevar Partes al Taller", "Tu oponente no puede llevar Partes al Taller"),
    ("No puedes activar habilidades", "No puedes activar habilidades"),
])
def test_bans_without_a_duration(written, reading):
    ability = parse(written)
    assert isinstance(ability.effect, A.Ban)
    assert to_text(ability) == reading


def test_with_a_duration_against_you_is_a_restrict():
    ability = parse("CAR 1 | Tus oponentes no pueden declararte una Guerrilla hasta el final de tu próximo turno")
    assert ability.effect.activity is A.Activity.DECLARE_AGAINST and isinstance(ability.effect, A.Restrict)
    assert to_text(ability) == "CAR 1 | Cada oponente no puede declararte Guerrillas hasta el final de tu próximo turno"


UNTARGETABLE_BY_BOTH = "Cada oponente no puede seleccionar esta Parte con sus habilidades ni Cartas de Apoyo"


@pytest.mark.parametrize("written", [
    "Los oponentes no pueden seleccionar esta Parte con habilidades ni con Cartas de Apoyo.",
    "Tus oponentes no pueden seleccionar esta Parte con habilidades o Cartas de Apoyo",
    "Esta Parte no puede ser seleccionada por habilidades ni Cartas de Apoyo de tus oponentes",
    "Esta Parte no puede ser seleccionada por habilidades o Cartas de Apoyo de tus oponentes.",
    "Esta Parte no puede ser elegida por las habilidades ni las Cartas de Apoyo de tus oponentes",
])
def test_untargetable_by_abilities_and_support_cards_is_by_the_pilot(written):
    assert to_text(parse(written)) == UNTARGETABLE_BY_BOTH


def test_your_partes_untargetable_while_a_condition_holds():
    written = ("Mientras tu Carga sea 0, las Partes de tu Unidad no pueden ser seleccionadas por habilidades ni "
               "Cartas de Apoyo de tus oponentes.")
    ability = parse(written)
    assert isinstance(ability.effect, A.Untargetable) and ability.effect.player is A.Player.EACH_OPPONENT
    assert ability.effect.target.owner is A.Whose.YOU


@pytest.mark.parametrize("written", [
    "Esta Parte no puede ser seleccionada por habilidades de tus oponentes",
    "Los oponentes no pueden seleccionar esta Parte con habilidades",
])
def test_only_abilities_is_not_read_as_both(written):
    """Support cards select too: a ban on abilities alone is not «no puede seleccionar», and is refused."""
    from nismatch_cards.games.nismatch.language import AbilitySyntaxError

    with pytest.raises(AbilitySyntaxError):
        parse(written)


# --- «No puedes equiparla este turno» (docs/rulings.md 111) -------------------------------------------------------

RECOVER = ("CAR 2 | Selecciona una Parte de tu Depósito de Chatarra; añádela a tu mano y no puedes equiparla hasta el "
           "final del turno")


@pytest.mark.parametrize("written", [
    "CAR 2 | Selecciona una Parte de tu Depósito de Chatarra; añádela a tu mano. No puedes equiparla este turno.",
    "CAR 2 | Selecciona una Parte de tu Depósito de Chatarra, añádela a tu mano; no puedes equiparla este turno",
    "CAR 2 | Selecciona una Parte de tu Depósito de Chatarra; añádela a tu mano y no podrás equiparla este turno.",
    "CAR 2 | Selecciona una Parte de tu Depósito de Chatarra; añádela a tu mano, luego no puedes equiparla durante "
    "este turno",
    "CAR 2 | Selecciona una Parte de tu Depósito de Chatarra; añádela a tu mano. No puedes equiparla hasta el final "
    "del turno.",
])
def test_the_ways_to_say_you_may_not_equip_it(written):
    ability = parse(written)
    assert isinstance(ability.simple_effects()[-1], A.EquipBan)
    assert to_text(ability) == RECOVER


def test_not_equipping_it_until_your_next_turn_ends():
    written = ("CAR 2 | Selecciona una Parte de tu Depósito de Chatarra; añádela a tu mano. No podrás equiparla hasta "
               "el final de tu próximo turno.")
    assert to_text(parse(written)).endswith("y no puedes equiparla hasta el final de tu próximo turno")
