"""Game events written the many ways designers write them (issue 26, round 4; docs/rulings.md 84–86): triggers with
«Si», «Cada vez que», «Siempre que», «En cuanto», in present or subjunctive, the subject after the verb; and the
requirement of an activated ability written as a plain statement (rulebook 6.1: «CAR n | requisito; efecto»)."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language.constructs.events_more import Role
from nismatch_cards.games.nismatch.language.parser import AbilitySyntaxError, parse
from nismatch_cards.games.nismatch.language.printer import to_text

# canonical reading -> the ways a designer writes it
SAME = {
    # another pilot's trigger, then an effect only you can do («haz», «tu Unidad …»); with «;», any effect is yours
    "Cuando tu oponente destruya esta Parte; haz 1 punto de daño a cada Parte de tu oponente": [
        "Si un oponente destruye esta Parte, haz 1 punto de daño a cada Parte de tu oponente.",
        "Si tu oponente destruye esta Parte; haz un punto de daño a cada Parte de tu oponente",
        "Cuando un oponente destruya esta Parte, haz 1 punto de daño a cada Parte enemiga",
        "Cada vez que un rival destruya esta Parte, inflige 1 punto de daño a cada Parte de tu oponente.",
        "Siempre que un oponente destruya esta Parte: haz 1 punto de daño a cada Parte de tu oponente.",
        "En cuanto un enemigo destruya esta Parte, haz 1 punto de daño a cada Parte de tu oponente",
    ],
    "Cuando tu oponente destruya esta Parte; roba una carta": [
        "Si un oponente destruye esta Parte; roba una carta.",
        "Si un enemigo destruye esta Parte. Roba una carta.",
    ],
    "Cuando tu oponente destruya una Parte tuya; tu Unidad gana +1 FUE hasta el final del turno": [
        "Si un oponente destruye una de tus Partes, tu Unidad gana +1 FUE hasta el final del turno.",
        "Cada vez que un oponente destruya una de tus Partes, tu Unidad obtiene +1 FUE hasta el final del turno.",
    ],
    "Cuando tu oponente destruya una Parte tuya equipada; gana 1 CAR": [
        "Cuando tu oponente destruya una Parte de tu Unidad; gana 1 CAR",
        "Si un oponente destruye una Parte de tu Unidad; gana un punto de Carga.",
    ],
    "Cuando destruyas una Parte de tu oponente durante la Fase de Guerrilla; gana 1 CAR": [
        "Cuando destruyas una Parte enemiga en la fase de Guerrilla, gana 1 punto de Carga.",
        "Si destruyes una Parte de un oponente durante la Fase de Guerrilla, gana 1 CAR.",
        "Cada vez que destruyas una Parte de un rival en la Fase de Guerrilla; gana 1 CAR",
    ],
    "Cuando tu oponente destruya una Parte tuya durante la Fase de Guerrilla; roba una carta": [
        "Si un oponente destruye una de tus Partes en la Fase de Guerrilla, roba una carta.",
    ],
    "Cuando esta Parte sea enviada al Taller; roba una carta": [
        "Si esta Parte va a un Taller, roba una carta.",
        "Cuando esta Parte vaya a un Taller, roba una carta.",
        "Cada vez que esta Parte vaya al Taller, roba una carta",
        "Si esta Parte es enviada a un Taller, roba una carta",
        "Cuando esta Parte sea movida a un Taller; roba una carta",
        "Si esta Parte va a uno de tus Talleres, roba una carta.",
    ],
    "Cuando una Parte tuya sea destruida; gana 1 CAR": [
        "Cuando sea destruida una Parte tuya, gana 1 CAR",
        "Siempre que sea destruida una de tus Partes, gana 1 CAR.",
        "Si una de tus Partes es destruida, gana 1 CAR.",
        "Si es destruida una de tus Partes; gana 1 CAR",
    ],
    "Cuando una Parte tuya equipada sea destruida; gana 1 CAR": [
        "Cada vez que una Parte de tu Unidad sea destruida, gana 1 CAR",
        "Cuando sea destruida una Parte de tu Unidad, gana 1 CAR.",
    ],
    "Cuando una Parte sea equipada; roba una carta": [
        "Cuando entre en juego una Parte, roba una carta.",
        "Cuando una Parte entre en juego, roba una carta.",
        "Si una Parte entra en juego, roba una carta",
        "Cuando sea equipada una Parte; roba una carta",
    ],
    "Cuando tu oponente equipe una Parte de rareza Legendaria; hazle 1 punto de daño": [
        "Cuando un oponente equipe una Parte de rareza Legendaria, hazle 1 punto de daño.",
        "Si tu oponente equipa una Parte de rareza Legendaria, hazle un punto de daño",
        "Cada vez que un rival equipe una Parte de rareza Legendaria: hazle 1 punto de daño.",
    ],
    "Cuando tu oponente equipe una Parte; gana 1 CAR": [
        "Si un oponente equipa una Parte; gana 1 CAR",
        "Cada vez que tu oponente equipe una Parte; gana 1 CAR",
    ],
    "Cuando envíes una Parte tuya equipada al Taller; repárale 1 PG": [
        "Cada vez que envíes una Parte de tu Unidad a un Taller, repárale 1 PG.",
        "Si envías una Parte de tu Unidad a un Taller, repárale 1 PG",
        "Cuando mandes una Parte de tu Unidad al Taller, repárale un PG.",
    ],
    "Cuando robes una carta; gana 1 CAR": [
        "Si robas una carta, gana 1 CAR.",
        "Siempre que robes una carta, gana 1 CAR",
        "En cuanto robes una carta; gana 1 CAR",
    ],
    "Cuando ganes una Guerrilla; roba una carta": [
        "Si ganas una Guerrilla, roba una carta.",
        "Cuando ganas una Guerrilla; roba una carta",
        "Cada vez que ganes una Guerrilla, roba una carta",
    ],
    "Cuando tu oponente declare una Guerrilla; tu Unidad gana +1 DEF hasta el final del turno": [
        "Si un oponente declara una Guerrilla, tu Unidad gana +1 DEF hasta el final del turno.",
        "Siempre que tu oponente declare una Guerrilla, tu Unidad tiene +1 DEF hasta el final del turno",
    ],
    "Cuando tu oponente te declare una Guerrilla; gana 1 CAR": [
        "Cuando te declaren una Guerrilla; gana 1 CAR.",
        "Cada vez que un oponente te declare una Guerrilla; gana 1 CAR",
        "Cuando un oponente declare una Guerrilla contra ti: gana 1 CAR",
    ],
    # requirements written as statements (rulebook 6.1)
    "CAR 2 | Si tu oponente activa una habilidad; niégala": [
        "CAR 2 | Un oponente activa una habilidad; niégala.",
        "CAR 2 | Tu oponente activa una habilidad; niégala",
        "CAR 2 | Un rival activa una habilidad: niégala.",
        "CAR 2 | Si un oponente activa una habilidad, niégala",
    ],
    "CAR 3 | Si tu oponente activa una habilidad Relámpago; niégala": [
        "CAR 3 | Un oponente activa una habilidad Relámpago; niégala.",
        "CAR 3 | Si un rival activa una habilidad Relámpago, niégala",
    ],
    "CAR 2 | Si tu oponente activa una habilidad Disparado; niégala": [
        "CAR 2 | Un oponente activa una habilidad Disparada; niégala.",
    ],
    "CAR 3 | Si tu oponente activa una habilidad o Carta de Apoyo; niégala": [
        "CAR 3 | Un oponente activa una habilidad o Carta de Apoyo; niégala.",
        "CAR 3 | Un oponente juega una habilidad o Carta de Apoyo; niégala",
    ],
    "CAR 1 | Si tu oponente te declara una Guerrilla; tu Unidad gana +2 DEF hasta el final del turno": [
        "CAR 1 | Te declaran una Guerrilla; tu Unidad gana +2 DEF hasta el final del turno.",
        "CAR 1 | Un oponente te declara una Guerrilla; tu Unidad gana +2 DEF hasta el final del turno",
        "CAR 1 | Si te declaran una Guerrilla, tu Unidad tiene +2 DEF hasta el final del turno.",
    ],
    "CAR 2 | Si eres el defensor; tu Unidad gana +2 DEF hasta el final del turno": [
        "CAR 2 | Eres el defensor; tu Unidad gana +2 DEF hasta el final del turno.",
        "CAR 2 | Eres el defensor: tu Unidad gana +2 DEF hasta el final del turno",
    ],
    "CAR 2 | Si eres el atacante; tu Unidad gana +2 FUE hasta el final del turno": [
        "CAR 2 | Eres el atacante; tu Unidad gana +2 FUE hasta el final del turno.",
        "CAR 2 | Si eres el atacante, tu Unidad obtiene +2 FUE hasta el final del turno",
    ],
    "CAR 1 | Si tu Unidad está en una Guerrilla; tu Unidad gana +2 FUE hasta el final del turno": [
        "CAR 1 | Tu Unidad está en una Guerrilla; tu Unidad gana +2 FUE hasta el final del turno.",
    ],
    "CAR 0 | Si has reclamado menos Botines de Guerra que algún oponente; roba 2 cartas": [  # ruling 9
        "CAR 0 | Has reclamado menos Botines de Guerra que algún oponente; roba 2 cartas.",
        "CAR 0 | Tienes menos Botines de Guerra que tu oponente; roba dos cartas",
    ],
    "CAR 1 | Si tienes 2 o menos cartas en tu mano; roba 2 cartas": [
        "CAR 1 | Tienes 2 o menos cartas en tu mano; roba 2 cartas.",
    ],
}
CASES = [(written, canonical) for canonical, ways in SAME.items() for written in ways]


@pytest.mark.parametrize("written, canonical", CASES, ids=[w for w, _ in CASES])
def test_each_way_reads_as_the_same_event(written, canonical):
    ability = parse(written)
    assert to_text(ability) == canonical
    assert parse(canonical) == ability


def test_si_with_a_happening_is_the_trigger_cuando_reads():
    """«Si un oponente destruye esta Parte» is the DestroyedBy trigger, not a condition (docs/rulings.md 84)."""
    ability = parse("Si un oponente destruye esta Parte, haz 1 punto de daño a cada Parte de tu oponente.")
    (trigger,) = ability.requirements
    assert isinstance(trigger, A.DestroyedBy) and trigger.by is A.Player.OPPONENT
    assert isinstance(trigger.subject, A.ThisCard)


def test_si_tu_oponente_activa_stays_the_responding_condition():
    """The rulebook's marcha 3 (4.7.2.1): «Si tu oponente activa …» is a condition, not a trigger."""
    (condition,) = parse("CAR 1 | Si tu oponente activa una habilidad o Carta de Apoyo; niégala").requirements
    assert isinstance(condition, A.Condition) and isinstance(condition.test, A.Activates)


def test_a_stated_requirement_is_the_condition_si_builds():
    stated = parse("CAR 2 | Un oponente activa una habilidad; niégala")
    assert stated == parse("CAR 2 | Si tu oponente activa una habilidad; niégala")
    assert isinstance(stated.requirements[0], A.Condition)


@pytest.mark.parametrize("text, test", [
    ("CAR 1 | Eres el defensor; roba una carta", A.BattleRole(False)),  # the battle's role (ruling 92)
    ("CAR 1 | Te declaran una Guerrilla; roba una carta", A.InGuerrilla(Role.DEFENDER, True)),
    ("CAR 1 | Eres el atacante; roba una carta", A.BattleRole(True)),
    ("CAR 1 | Tu Unidad está en una Guerrilla; roba una carta", A.InGuerrilla(Role.EITHER, False)),
])
def test_guerrilla_roles(text, test):
    (condition,) = parse(text).requirements
    assert condition.test == test


def test_mientras_seas_el_defensor_is_a_pasiva_condition():
    ability = parse("Mientras seas el defensor, tu Unidad gana +2 DEF")
    assert to_text(ability) == "Mientras seas el defensor; tu Unidad gana +2 DEF"
    assert ability.requirements[0].while_


def test_equipe_una_parte_alone_is_still_the_pilot_event():
    (trigger,) = parse("Cuando tu oponente equipe una Parte; gana 1 CAR").requirements
    assert type(trigger) is A.PlayerEvent and trigger.event is A.PlayerEventKind.EQUIPS


def test_envies_is_you_sending_not_any_send():
    (trigger,) = parse("Cada vez que envíes una Parte de tu Unidad a un Taller, gana 1 CAR").requirements
    assert isinstance(trigger, A.SentToTallerBy)
    (plain,) = parse("Cuando una Parte tuya sea enviada al Taller; gana 1 CAR").requirements
    assert type(plain) is A.CardEvent


@pytest.mark.parametrize("text", [
    # a happening is no condition: there is no moment of activating it at which «destruye» is true (ruling 84)
    "CAR 1 | Un oponente destruye una de tus Partes; roba una carta",
    # the effect, not the requirement, is indicative: no subject-less statement is read
    "CAR 1 | Destruye esta Parte una habilidad; roba una carta",
])
def test_what_is_no_condition_is_refused(text):
    with pytest.raises(AbilitySyntaxError):
        parse(text)


def test_a_comma_after_another_pilots_trigger_leaves_who_acts_open():
    """«Si un oponente destruye esta Parte, descarta una carta al azar»: the writer meant the opponent discards; read
    as «tú» it would be played wrong, so both readings are offered (docs/rulings.md 84)."""
    with pytest.raises(AbilitySyntaxError) as caught:
        parse("Si un oponente destruye esta Parte, descarta una carta al azar.")
    error = caught.value
    assert (error.column, error.message) == (37, "«descarta» se puede leer de dos maneras y el texto cambia de sentido: "
                                                 "¿quién lo hace, tú o tu oponente?")
    assert error.hint == ("escribe una de las dos: «Cuando tu oponente destruya esta Parte; descarta una carta al azar» "
                          "o «Cuando tu oponente destruya esta Parte; tu oponente descarta una carta al azar»")
    theirs = parse("Cuando tu oponente destruya esta Parte; tu oponente descarta una carta al azar")
    assert theirs.effect.player is A.Player.OPPONENT


def test_losing_after_another_pilots_trigger_is_open_too():
    with pytest.raises(AbilitySyntaxError) as caught:
        parse("Cuando tu oponente robe una carta, pierde 1 CAR")
    assert caught.value.hint == ("escribe una de las dos: «Cuando tu oponente robe una carta; pierde 1 CAR» o «Cuando tu "
                                 "oponente robe una carta; tu oponente pierde 1 CAR»")


@pytest.mark.parametrize("text", [
    "Si un oponente destruye esta Parte; descarta una carta al azar",  # the rulebook's «;»: the effect is yours
    "Cuando tu oponente robe una carta, haz 1 punto de daño a esta Parte",  # «haz» is no third person
    "Si un oponente destruye una de tus Partes, roba una carta.",  # a gain is the owner's
    "Cuando un oponente declare una Guerrilla contra tu compañero, gana 1 CAR",
    "Si esta Parte va a un Taller, roba una carta.",  # a Parte does not draw
    "Cuando un oponente te declare una Guerrilla, puedes robar una carta",
])
def test_an_effect_that_is_yours_reads(text):
    assert parse(text).simple_effects()
