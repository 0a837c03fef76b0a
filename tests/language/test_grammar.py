"""Every construct of language/ability.lark parses to the exact AST (rulebook 3.3, 4.6, 4.7, 6.1).

Requirements are tested inside «<requisito>; roba una carta», effects on their own (an ability
may be just an effect), so each test pins one construct. The rulebook's own abilities are at
the end, then numbers, case, accents, the final «.», and the spans of every clause.
"""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import AbilitySyntaxError, parse
from nismatch_cards.games.nismatch.language import ast as A

DRAW = A.Draw(1)


def parse_ok(text: str) -> A.Ability:
    """``parse(text)``, failing the test with the parser's message if it raises."""
    try:
        return parse(text)
    except AbilitySyntaxError as error:
        pytest.fail(f"{text!r} no se analiza: {error}")


def requirement(text: str):
    """The single requirement of «<text>; roba una carta»."""
    ability = parse_ok(f"{text}; roba una carta")
    assert ability.effect == DRAW
    assert ability.cost is None
    (req,) = ability.requirements
    return req


def effect(text: str):
    """The effect of an ability that is only an effect."""
    ability = parse_ok(text)
    assert ability.cost is None and ability.requirements == ()
    return ability.effect


# --- the whole form: [CAR n |] requisito; … ; efecto -------------------------------------


def test_effect_alone_is_an_ability():
    assert parse_ok("roba una carta") == A.Ability(None, (), DRAW)


def test_cost_with_digit():
    assert parse_ok("CAR 2 | roba una carta") == A.Ability(2, (), DRAW)


def test_cost_with_number_word():
    assert parse_ok("CAR una | roba una carta") == A.Ability(1, (), DRAW)
    assert parse_ok("CAR tres | roba una carta") == A.Ability(3, (), DRAW)


def test_cost_zero():
    assert parse_ok("CAR 0 | roba una carta").cost == 0


def test_cost_without_spaces_around_bar():
    assert parse_ok("CAR 1|roba una carta") == A.Ability(1, (), DRAW)


def test_several_requirements_keep_their_order():
    ability = parse_ok(
        "CAR 2 | Descarta una carta; Selecciona una Parte de tu oponente; Si tienes 3 o más Partes equipadas; destrúyela"
    )
    assert ability == A.Ability(
        2,
        (
            A.DiscardCost(1, A.CardKind.ANY),
            A.SelectParts(1, owner=A.Owner.OPPONENT),
            A.CountCondition(A.Player.SELF, 3, True, A.Measure.EQUIPPED_PARTS),
        ),
        A.Destroy(A.Target.SELECTED),
    )


def test_requirement_without_cost():
    assert parse_ok("Selecciona una Parte; destrúyela") == A.Ability(
        None, (A.SelectParts(1),), A.Destroy()
    )


# --- requirement: Selecciona ----------------------------------------------------------------


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Selecciona una Parte", A.SelectParts(1)),
        ("Selecciona un Parte", A.SelectParts(1)),
        ("Selecciona uno Parte", A.SelectParts(1)),
        ("Selecciona 1 Parte", A.SelectParts(1)),
        ("Selecciona 2 Partes", A.SelectParts(2)),
        ("Selecciona dos Partes", A.SelectParts(2)),
        ("Selecciona hasta 3 Partes", A.SelectParts(3, up_to=True)),
        ("Selecciona hasta una Parte", A.SelectParts(1, up_to=True)),
        ("Selecciona hasta dos Partes", A.SelectParts(2, up_to=True)),
        # «Parte» and «Partes» are both accepted whatever the number
        ("Selecciona 2 Parte", A.SelectParts(2)),
        ("Selecciona una Partes", A.SelectParts(1)),
    ],
)
def test_select_amount(text, expected):
    assert requirement(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Selecciona una Parte de tu oponente", A.SelectParts(1, owner=A.Owner.OPPONENT)),
        ("Selecciona una Parte tuya", A.SelectParts(1, owner=A.Owner.OWN)),
        ("Selecciona 2 Partes tuyas", A.SelectParts(2, owner=A.Owner.OWN)),
        ("Selecciona una Parte dañada", A.SelectParts(1, damaged=True)),
        ("Selecciona 2 Partes dañadas", A.SelectParts(2, damaged=True)),
        ("Selecciona una Parte desactivada", A.SelectParts(1, deactivated=True)),
        ("Selecciona 2 Partes desactivadas", A.SelectParts(2, deactivated=True)),
        ("Selecciona una Parte en un Taller", A.SelectParts(1, in_taller=True)),
        ("Selecciona una Parte en una Taller", A.SelectParts(1, in_taller=True)),
        ("Selecciona una Parte en uno Taller", A.SelectParts(1, in_taller=True)),
        ("Selecciona una Parte en los Talleres", A.SelectParts(1, in_taller=True)),
    ],
)
def test_select_filters(text, expected):
    assert requirement(text) == expected


@pytest.mark.parametrize(
    "zone_text, zone",
    [
        ("Cabeza", "cabeza"),
        ("Torso", "torso"),
        ("Brazo", "brazo"),
        ("Pierna", "pierna"),
        ("Brazo Izquierdo", "brazo_izquierdo"),
        ("Brazo Derecho", "brazo_derecho"),
        ("Pierna Izquierda", "pierna_izquierda"),
        ("Pierna Derecha", "pierna_derecha"),
    ],
)
def test_select_zone(zone_text, zone):
    assert requirement(f"Selecciona una Parte de tipo {zone_text}") == A.SelectParts(1, zone=zone)


def test_select_every_filter_at_once():
    text = "Selecciona hasta 2 Partes de tu oponente dañadas desactivadas en un Taller de tipo Pierna Izquierda"
    assert requirement(text) == A.SelectParts(
        2, up_to=True, owner=A.Owner.OPPONENT, zone="pierna_izquierda",
        damaged=True, deactivated=True, in_taller=True,
    )


def test_select_filters_in_any_order():
    text = "Selecciona una Parte de tipo Torso en los Talleres desactivada dañada tuya"
    assert requirement(text) == A.SelectParts(
        1, owner=A.Owner.OWN, zone="torso", damaged=True, deactivated=True, in_taller=True
    )


# --- requirement: conditions ----------------------------------------------------------------


@pytest.mark.parametrize(
    "text, what",
    [
        ("Si tu oponente activa una habilidad", A.Activatable.ABILITY),
        ("Si tu oponente activa una Carta de Apoyo", A.Activatable.SUPPORT),
        ("Si tu oponente activa una habilidad o Carta de Apoyo", A.Activatable.EITHER),
        ("Si tu oponente activa un habilidad", A.Activatable.ABILITY),
    ],
)
def test_condition_opponent_activates(text, what):
    assert requirement(text) == A.OpponentActivates(what)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Si tienes 3 o más Partes equipadas",
         A.CountCondition(A.Player.SELF, 3, True, A.Measure.EQUIPPED_PARTS)),
        ("Si tienes 2 o menos Partes equipadas",
         A.CountCondition(A.Player.SELF, 2, False, A.Measure.EQUIPPED_PARTS)),
        ("Si tienes 4 o más cartas en tu mano",
         A.CountCondition(A.Player.SELF, 4, True, A.Measure.HAND_CARDS)),
        ("Si tienes una o menos carta en la mano",
         A.CountCondition(A.Player.SELF, 1, False, A.Measure.HAND_CARDS)),
        ("Si tienes 2 o más cartas en su mano",
         A.CountCondition(A.Player.SELF, 2, True, A.Measure.HAND_CARDS)),
        ("Si tienes 3 o más Botines de Guerra",
         A.CountCondition(A.Player.SELF, 3, True, A.Measure.BOTINES)),
        ("Si tienes un o menos Botín de Guerra",
         A.CountCondition(A.Player.SELF, 1, False, A.Measure.BOTINES)),
        ("Si tienes 0 o menos cartas en tu mano",
         A.CountCondition(A.Player.SELF, 0, False, A.Measure.HAND_CARDS)),
        ("Si tu oponente tiene 2 o menos cartas en su mano",
         A.CountCondition(A.Player.OPPONENT, 2, False, A.Measure.HAND_CARDS)),
        ("Si tu oponente tiene cinco o más Partes equipadas",
         A.CountCondition(A.Player.OPPONENT, 5, True, A.Measure.EQUIPPED_PARTS)),
        ("Si tu oponente tiene 4 o más Botines de Guerra",
         A.CountCondition(A.Player.OPPONENT, 4, True, A.Measure.BOTINES)),
        ("Si tu oponente tiene 6 o menos cartas en la mano",
         A.CountCondition(A.Player.OPPONENT, 6, False, A.Measure.HAND_CARDS)),
    ],
)
def test_condition_count(text, expected):
    assert requirement(text) == expected


@pytest.mark.parametrize(
    "text, state",
    [
        ("Si esta Parte está dañada", A.PartState.DAMAGED),
        ("Si esta Parte está desactivada", A.PartState.DEACTIVATED),
    ],
)
def test_condition_this_part(text, state):
    assert requirement(text) == A.ThisPartIs(state)


# --- requirement: costs (Descarta, Muestra, Desactiva) ------------------------------------

@pytest.mark.parametrize(
    "text, expected",
    [
        ("Descarta una carta", A.DiscardCost(1, A.CardKind.ANY)),
        ("Descarta 2 cartas", A.DiscardCost(2, A.CardKind.ANY)),
        ("Descarta una Parte", A.DiscardCost(1, A.CardKind.PART)),
        ("Descarta dos Partes", A.DiscardCost(2, A.CardKind.PART)),
        ("Descarta una Carta de Apoyo", A.DiscardCost(1, A.CardKind.SUPPORT)),
        ("Descarta 3 Cartas de Apoyo", A.DiscardCost(3, A.CardKind.SUPPORT)),
        ("Muestra una carta de tu mano", A.RevealCost(1, A.CardKind.ANY)),
        ("Muestra 2 cartas de tu mano", A.RevealCost(2, A.CardKind.ANY)),
        ("Muestra una cartas de tu mano", A.RevealCost(1, A.CardKind.ANY)),
        ("Muestra una Parte de tu mano", A.RevealCost(1, A.CardKind.PART)),
        ("Muestra 2 Partes de tu mano", A.RevealCost(2, A.CardKind.PART)),
        ("Muestra una Carta de Apoyo de tu mano", A.RevealCost(1, A.CardKind.SUPPORT)),
        ("Muestra dos Cartas de Apoyo de tu mano", A.RevealCost(2, A.CardKind.SUPPORT)),
        ("Muestra una carta de apoyo de tu mano", A.RevealCost(1, A.CardKind.SUPPORT)),
        ("Desactiva una Parte tuya", A.DeactivateCost(1)),
        ("Desactiva 2 Partes tuyas", A.DeactivateCost(2)),
        ("Desactiva una Partes tuyas", A.DeactivateCost(1)),
        ("Desactiva 2 Parte tuya", A.DeactivateCost(2)),
    ],
)
def test_requirement_cost(text, expected):
    assert requirement(text) == expected


# --- requirement: triggers (disparado) -----------------------------------------------------


@pytest.mark.parametrize(
    "text, event",
    [
        ("Cuando esta Parte sea destruida", A.TriggerEvent.DESTROYED),
        ("Cuando equipes esta Parte", A.TriggerEvent.EQUIPPED),
        ("Cuando esta Parte reciba daño", A.TriggerEvent.DAMAGED),
        ("Cuando tu oponente declare una Guerrilla", A.TriggerEvent.OPPONENT_DECLARES_GUERRILLA),
        ("Al comienzo de tu turno", A.TriggerEvent.TURN_START),
        ("Al final de tu turno", A.TriggerEvent.TURN_END),
    ],
)
def test_trigger(text, event):
    assert requirement(text) == A.Trigger(event)


# --- effects -------------------------------------------------------------------------------

SEL, THIS = A.Target.SELECTED, A.Target.THIS_PART


@pytest.mark.parametrize(
    "text, expected",
    [
        # damage
        ("hazle 2 puntos de daño", A.Damage(2, SEL)),
        ("hazles 2 puntos de daño", A.Damage(2, SEL)),
        ("hazle 1 punto de daño", A.Damage(1, SEL)),
        ("hazle un punto de daño", A.Damage(1, SEL)),
        ("hazles tres puntos de daño", A.Damage(3, SEL)),
        ("haz 2 puntos de daño a esta Parte", A.Damage(2, THIS)),
        ("haz 1 punto de daño a esta Parte", A.Damage(1, THIS)),
        # move to a Taller
        ("muévela al Taller", A.MoveToTaller(SEL)),
        ("muévelas al Taller", A.MoveToTaller(SEL)),
        ("muévela a un Taller", A.MoveToTaller(SEL)),
        ("muévela a una Taller", A.MoveToTaller(SEL)),
        ("muévelas a los Talleres", A.MoveToTaller(SEL)),
        ("mueve esta Parte al Taller", A.MoveToTaller(THIS)),
        ("mueve esta Parte a un Taller", A.MoveToTaller(THIS)),
        ("mueve esta Parte a los Talleres", A.MoveToTaller(THIS)),
        # negate
        ("niégala", A.Negate()),
        ("niégalo", A.Negate()),
        # destroy
        ("destrúyela", A.Destroy(SEL)),
        ("destrúyelas", A.Destroy(SEL)),
        ("destruye esta Parte", A.Destroy(THIS)),
        # send to a pile
        ("envíala al Depósito de Chatarra", A.SendTo(A.Pile.SCRAPYARD, SEL)),
        ("envíalas al Depósito de Chatarra", A.SendTo(A.Pile.SCRAPYARD, SEL)),
        ("envíala a la Zona de Demolición", A.SendTo(A.Pile.DEMOLITION, SEL)),
        ("envíalas a la Zona de Demolición", A.SendTo(A.Pile.DEMOLITION, SEL)),
        ("envía esta Parte al Depósito de Chatarra", A.SendTo(A.Pile.SCRAPYARD, THIS)),
        ("envía esta Parte a la Zona de Demolición", A.SendTo(A.Pile.DEMOLITION, THIS)),
        # return to hand
        ("devuélvela a la mano de su dueño", A.ReturnToHand(SEL)),
        ("devuélvelas a la mano de su dueño", A.ReturnToHand(SEL)),
        ("devuélvela a la mano de su piloto", A.ReturnToHand(SEL)),
        ("devuelve esta Parte a la mano de su dueño", A.ReturnToHand(THIS)),
        ("devuelve esta Parte a la mano de su piloto", A.ReturnToHand(THIS)),
        # repair
        ("repárale 2 PG", A.Repair(2, SEL)),
        ("repárales 3 PG", A.Repair(3, SEL)),
        ("repárale un PG", A.Repair(1, SEL)),
        ("repara 2 PG a esta Parte", A.Repair(2, THIS)),
        # draw, gain CAR
        ("roba una carta", A.Draw(1)),
        ("roba 2 cartas", A.Draw(2)),
        ("roba dos cartas", A.Draw(2)),
        ("roba 2 carta", A.Draw(2)),
        ("roba una cartas", A.Draw(1)),
        ("gana 2 CAR", A.GainCar(2)),
        ("gana una CAR", A.GainCar(1)),
        # deactivate, activate
        ("desactívala", A.Deactivate(SEL)),
        ("desactívalas", A.Deactivate(SEL)),
        ("desactiva esta Parte", A.Deactivate(THIS)),
        ("actívala", A.Activate(SEL)),
        ("actívalas", A.Activate(SEL)),
        ("activa esta Parte", A.Activate(THIS)),
        # Botines de Guerra
        ("toma el primer Botín de Guerra", A.TakeBotin(1)),
        ("toma los 2 primeros Botines de Guerra", A.TakeBotin(2)),
        ("toma los dos primeros Botines de Guerra", A.TakeBotin(2)),
        ("toma los 1 primeros Botines de Guerra", A.TakeBotin(1)),
        # opponent discards
        ("tu oponente descarta una carta", A.OpponentDiscards(1)),
        ("tu oponente descarta 2 cartas", A.OpponentDiscards(2)),
        ("tu oponente descarta dos carta", A.OpponentDiscards(2)),
    ],
)
def test_simple_effect(text, expected):
    assert effect(text) == expected


# --- stat changes: each subject, sign, stat and duration -----------------------------------

MY, OPP, THIS_S, SEL_S = A.Subject.MY_UNIT, A.Subject.OPPONENT_UNIT, A.Subject.THIS_PART, A.Subject.SELECTED
EOT, NEXT = A.Duration.END_OF_TURN, A.Duration.START_OF_NEXT_TURN

SUBJECTS = [("Tu Unidad", MY), ("La Unidad de tu oponente", OPP), ("Esta Parte", THIS_S)]
STATS = [("FUE", A.Stat.FUE), ("DEF", A.Stat.DEF), ("VEL", A.Stat.VEL)]
DURATIONS = [("", None), (" hasta el final del turno", EOT), (" hasta el inicio de tu próximo turno", NEXT)]


@pytest.mark.parametrize("subject_text, subject", SUBJECTS)
@pytest.mark.parametrize("stat_text, stat", STATS)
@pytest.mark.parametrize("duration_text, duration", DURATIONS)
def test_stat_gain_plus(subject_text, subject, stat_text, stat, duration_text, duration):
    text = f"{subject_text} gana +2 {stat_text}{duration_text}"
    assert effect(text) == A.StatChange(stat, 2, subject, duration)


@pytest.mark.parametrize("subject_text, subject", SUBJECTS)
@pytest.mark.parametrize("duration_text, duration", DURATIONS)
def test_stat_gain_minus(subject_text, subject, duration_text, duration):
    assert effect(f"{subject_text} gana -1 DEF{duration_text}") == A.StatChange(A.Stat.DEF, -1, subject, duration)


@pytest.mark.parametrize("subject_text, subject", SUBJECTS)
@pytest.mark.parametrize("stat_text, stat", STATS)
@pytest.mark.parametrize("duration_text, duration", DURATIONS)
def test_stat_lose(subject_text, subject, stat_text, stat, duration_text, duration):
    text = f"{subject_text} pierde 3 {stat_text}{duration_text}"
    assert effect(text) == A.StatChange(stat, -3, subject, duration)


@pytest.mark.parametrize("pronoun", ["dale", "dales"])
@pytest.mark.parametrize("sign, amount", [("+2", 2), ("-2", -2), ("+ 1", 1), ("- uno", -1)])
@pytest.mark.parametrize("duration_text, duration", DURATIONS)
def test_stat_selected(pronoun, sign, amount, duration_text, duration):
    text = f"{pronoun} {sign} FUE{duration_text}"
    assert effect(text) == A.StatChange(A.Stat.FUE, amount, SEL_S, duration)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("+1 DEF", A.StatChange(A.Stat.DEF, 1, MY, None)),
        ("-1 VEL", A.StatChange(A.Stat.VEL, -1, MY, None)),
        ("+2 FUE hasta el final del turno", A.StatChange(A.Stat.FUE, 2, MY, EOT)),
        ("-2 DEF hasta el inicio de tu próximo turno", A.StatChange(A.Stat.DEF, -2, MY, NEXT)),
        ("+dos FUE", A.StatChange(A.Stat.FUE, 2, MY, None)),
        ("\u22121 DEF", A.StatChange(A.Stat.DEF, -1, MY, None)),  # typographic minus «−»
        ("+0 VEL", A.StatChange(A.Stat.VEL, 0, MY, None)),
    ],
)
def test_stat_bare(text, expected):
    """A bare «+1 DEF» is a change to your own Unidad (the pasiva static of a Parte)."""
    assert effect(text) == expected


# --- «y» joins -----------------------------------------------------------------------------


def test_two_effects_joined():
    assert parse_ok("Selecciona una Parte; hazle 2 puntos de daño y muévela al Taller") == A.Ability(
        None, (A.SelectParts(1),), A.Both((A.Damage(2), A.MoveToTaller()))
    )


def test_three_effects_joined_flat():
    ability = parse_ok("roba una carta y gana 1 CAR y tu oponente descarta una carta")
    assert ability.effect == A.Both((A.Draw(1), A.GainCar(1), A.OpponentDiscards(1)))
    assert ability.simple_effects() == (A.Draw(1), A.GainCar(1), A.OpponentDiscards(1))


def test_join_of_stat_changes_and_targets():
    ability = parse_ok("+1 DEF y +1 FUE y destruye esta Parte")
    assert ability.effect == A.Both((
        A.StatChange(A.Stat.DEF, 1, MY),
        A.StatChange(A.Stat.FUE, 1, MY),
        A.Destroy(THIS),
    ))


def test_join_with_pronoun_stat_change():
    ability = parse_ok("Selecciona una Parte; hazle 2 puntos de daño y dale -1 DEF hasta el final del turno")
    assert ability.effect == A.Both((A.Damage(2), A.StatChange(A.Stat.DEF, -1, SEL_S, EOT)))


def test_single_effect_is_not_wrapped():
    assert not isinstance(parse_ok("roba una carta").effect, A.Both)


# --- the rulebook's own abilities ----------------------------------------------------------


def test_rulebook_4_7_2_1_marcha_1():
    """4.7.2.1, Marcha 1: a Normal card; the rulebook writes the amount in words («dos»)."""
    assert parse_ok("CAR 1 | Selecciona una Parte; hazle dos puntos de daño") == A.Ability(
        1, (A.SelectParts(1),), A.Damage(2, A.Target.SELECTED)
    )


def test_rulebook_4_7_2_1_marcha_2():
    """4.7.2.1, Marcha 2: a Relámpago ability moving the selected Parte to the Taller."""
    assert parse_ok("CAR 1 | Selecciona una Parte; muévela al Taller") == A.Ability(
        1, (A.SelectParts(1),), A.MoveToTaller(A.Target.SELECTED)
    )


def test_rulebook_4_7_2_1_marcha_3():
    """4.7.2.1, Marcha 3: the Relámpago negation of the ability or card below it."""
    assert parse_ok("CAR 1 | Si tu oponente activa una habilidad o Carta de Apoyo; niégala") == A.Ability(
        1, (A.OpponentActivates(A.Activatable.EITHER),), A.Negate()
    )


def test_rulebook_6_1_1_1():
    """6.1.1.1, Marcha 1 of the «Anulación de un efecto» example."""
    assert parse_ok("CAR 1 | Selecciona una Parte; hazle 2 puntos de daño") == A.Ability(
        1, (A.SelectParts(1),), A.Damage(2, A.Target.SELECTED)
    )


# --- numbers -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "word, value",
    [("un", 1), ("uno", 1), ("una", 1), ("dos", 2), ("tres", 3), ("cuatro", 4), ("cinco", 5),
     ("seis", 6), ("siete", 7), ("ocho", 8), ("nueve", 9), ("diez", 10), ("cero", 0)],
)
def test_number_words(word, value):
    assert effect(f"gana {word} CAR") == A.GainCar(value)


@pytest.mark.parametrize("digits, value", [("0", 0), ("7", 7), ("10", 10), ("20", 20), ("007", 7), ("99", 99)])
def test_number_digits(digits, value):
    assert effect(f"gana {digits} CAR") == A.GainCar(value)


def test_number_words_ignore_case_and_accents():
    assert effect("gana DOS CAR") == A.GainCar(2)
    assert effect("gana Diez CAR") == A.GainCar(10)


def test_once_is_not_a_number_word():
    with pytest.raises(AbilitySyntaxError):
        parse("gana once CAR")


# --- case, accents, final dot, spacing -----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "car 1 | selecciona una parte; hazle 2 puntos de daño",
        "CAR 1 | SELECCIONA UNA PARTE; HAZLE 2 PUNTOS DE DAÑO",
        "Car 1 | SeLeCcIoNa UnA pArTe; HaZlE 2 pUnToS dE dAñO",
        "CAR 1 | Selecciona una Parte; hazle 2 puntos de dano",
        "CAR 1 | Selecciona una Parte; hazle 2 puntos de daño.",
        "CAR 1 | Selecciona una Parte; hazle 2 puntos de dano .",
        "  CAR 1 |Selecciona una Parte ;hazle 2 puntos de daño  ",
        "CAR 1\t|\nSelecciona\u00a0una Parte;\thazle 2 puntos de daño",
    ],
)
def test_case_accents_dot_and_spacing_do_not_matter(text):
    assert parse_ok(text) == A.Ability(1, (A.SelectParts(1),), A.Damage(2))


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Selecciona una Parte; muevela al taller", A.MoveToTaller()),
        ("Selecciona una Parte; MUÉVELA AL TALLER", A.MoveToTaller()),
        ("Selecciona una Parte; destruyela", A.Destroy()),
        ("Selecciona una Parte; enviala al deposito de chatarra", A.SendTo(A.Pile.SCRAPYARD)),
        ("Selecciona una Parte; enviala a la zona de demolicion", A.SendTo(A.Pile.DEMOLITION)),
        ("Selecciona una Parte; devuelvela a la mano de su dueno", A.ReturnToHand()),
        ("Selecciona una Parte; reparale 2 pg", A.Repair(2)),
        ("Selecciona una Parte; desactivala", A.Deactivate()),
        ("Selecciona una Parte; activala", A.Activate()),
        ("Si tu oponente activa una habilidad; niegala", A.Negate()),
        ("toma el primer botin de guerra", A.TakeBotin(1)),
        ("Tu Unidad gana +1 FUE hasta el inicio de tu proximo turno",
         A.StatChange(A.Stat.FUE, 1, MY, NEXT)),
        # accents where the card has none are also dropped
        ("Selecciona una Parte; mueve ésta Parte al Táller", A.MoveToTaller(THIS)),
    ],
)
def test_missing_or_extra_accents(text, expected):
    assert parse_ok(text).effect == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Si tienes 3 o mas Partes equipadas", A.CountCondition(A.Player.SELF, 3, True, A.Measure.EQUIPPED_PARTS)),
        ("Si esta Parte esta danada", A.ThisPartIs(A.PartState.DAMAGED)),
        ("Selecciona una Parte danada", A.SelectParts(1, damaged=True)),
        ("Cuando esta Parte sea destruída", A.Trigger(A.TriggerEvent.DESTROYED)),
        ("Cuando esta Parte reciba dano", A.Trigger(A.TriggerEvent.DAMAGED)),
    ],
)
def test_missing_accents_in_requirements(text, expected):
    assert requirement(text) == expected


# --- spans ---------------------------------------------------------------------------------


def clause(text: str, node) -> str:
    return text[node.span.start:node.span.end]


def test_spans_of_requirements_and_effect():
    text = "CAR 1 | Selecciona una Parte; hazle 2 puntos de daño"
    ability = parse_ok(text)
    (select,) = ability.requirements
    assert clause(text, select) == "Selecciona una Parte"
    assert clause(text, ability.effect) == "hazle 2 puntos de daño"
    assert ability.span == A.Span(0, len(text))


def test_spans_of_several_requirements_and_joined_effects():
    text = "CAR 2 | Descarta una carta; Selecciona 2 Partes de tu oponente ;  hazles 1 punto de daño y  roba una carta ."
    ability = parse_ok(text)
    assert [clause(text, r) for r in ability.requirements] == [
        "Descarta una carta",
        "Selecciona 2 Partes de tu oponente",
    ]
    assert clause(text, ability.effect) == "hazles 1 punto de daño y  roba una carta"
    assert [clause(text, e) for e in ability.simple_effects()] == ["hazles 1 punto de daño", "roba una carta"]


def test_spans_without_cost_and_without_spaces():
    text = "Si tu oponente activa una habilidad;niégala."
    ability = parse_ok(text)
    assert clause(text, ability.requirements[0]) == "Si tu oponente activa una habilidad"
    assert clause(text, ability.effect) == "niégala"


def test_spans_keep_the_original_spelling():
    text = "car 1 | SELECCIONA UNA PARTE; Muevela Al Taller"
    ability = parse_ok(text)
    assert clause(text, ability.requirements[0]) == "SELECCIONA UNA PARTE"
    assert clause(text, ability.effect) == "Muevela Al Taller"


def test_span_of_effect_only_ability_trims_whitespace():
    text = "  roba una carta  "
    ability = parse_ok(text)
    assert clause(text, ability.effect) == "roba una carta"


def test_spans_do_not_affect_equality():
    assert parse_ok("roba una carta") == parse_ok("   roba   una   carta.")
    assert parse_ok("roba una carta").effect.span != parse_ok("   roba   una   carta.").effect.span
