"""The frame of an ability as designers write it (constructs/frame.py, the «marco» lexicon block): the etiqueta
written in the text, before the cost, after it or at the end, in every wording, is one meaning with the card's
``etiqueta`` (docs/rulings.md 172)."""
import pytest

from nismatch_cards.games.nismatch.language.parser import AbilitySyntaxError, parse
from nismatch_cards.games.nismatch.language.printer import to_text, written_parts

DAMAGE = "Relámpago. CAR 2 | Selecciona una Parte de tu oponente; hazle 2 puntos de daño"
BODY = "Selecciona una Parte de tu oponente; hazle 2 puntos de daño"


@pytest.mark.parametrize("written, tag_words", [
    (f"Relámpago. CAR 2 | {BODY}", "Relámpago."),
    (f"Relámpago: CAR 2 | {BODY}.", "Relámpago:"),
    (f"(Relámpago) CAR 2 | {BODY}", "(Relámpago)"),
    (f"Velocidad Relámpago. CAR 2 | {BODY}", "Velocidad Relámpago."),
    (f"Relámpago — CAR 2 | {BODY}", "Relámpago —"),
    (f"Relámpago, CAR 2 | {BODY}", "Relámpago,"),
    (f"relámpago. CAR 2 | {BODY}", "relámpago."),
    (f"RELAMPAGO. CAR 2 | {BODY}", "RELAMPAGO."),
    (f"CAR 2 | Relámpago. {BODY}", "Relámpago."),
    (f"CAR 2 | Relámpago: selecciona una Parte de tu oponente; hazle 2 puntos de daño", "Relámpago:"),
    (f"CAR 2 | (Relámpago) {BODY}", "(Relámpago)"),
    (f"CAR 2 | {BODY}. Relámpago.", "Relámpago"),
    (f"CAR 2 | {BODY}. Relámpago", "Relámpago"),
    (f"CAR 2 | {BODY} (Relámpago)", "(Relámpago)"),
    (f"CAR 2 | {BODY} (Relámpago).", "(Relámpago)"),
])
def test_the_etiqueta_is_read_wherever_and_however_it_is_written(written, tag_words):
    ability = parse(written)
    assert ability.speed.tag == "relampago"
    assert written[ability.speed.span.start:ability.speed.span.end] == tag_words
    assert to_text(ability) == DAMAGE
    # the rest reads as if the etiqueta were not written: the face prints each clause as written
    parts = written_parts(ability, written)
    assert parts["requirements"][0].lower() == "selecciona una parte de tu oponente"
    assert parts["effect"] == "hazle 2 puntos de daño"


@pytest.mark.parametrize("written, tag, reading", [
    ("Guerrilla. CAR 1 | Tu Unidad obtiene +2 FUE hasta el final de la batalla.", "guerrilla",
     "Guerrilla. CAR 1 | Tu Unidad gana +2 FUE hasta el final de la batalla"),
    ("Guerrilla: CAR 1 | Tu Unidad gana +2 FUE hasta el final de la batalla", "guerrilla",
     "Guerrilla. CAR 1 | Tu Unidad gana +2 FUE hasta el final de la batalla"),
    ("CAR 1 | Tu Unidad gana +2 FUE hasta el final de la batalla (Guerrilla)", "guerrilla",
     "Guerrilla. CAR 1 | Tu Unidad gana +2 FUE hasta el final de la batalla"),
    ("Normal. CAR 1 | Roba una carta", "normal", "Normal. CAR 1 | Roba una carta"),
    ("Velocidad Normal: CAR 1 | Roba una carta.", "normal", "Normal. CAR 1 | Roba una carta"),
    ("Pasiva. Tu Unidad gana +1 DEF", "pasiva", "Pasiva. Tu Unidad gana +1 DEF"),
    ("Tu Unidad gana +1 DEF. Pasiva.", "pasiva", "Pasiva. Tu Unidad gana +1 DEF"),
    ("(Pasiva) Tu Unidad gana +1 DEF", "pasiva", "Pasiva. Tu Unidad gana +1 DEF"),
    ("Disparado. Al comienzo de tu turno; gana 1 CAR", "disparado", "Disparado. Al comienzo de tu turno; gana 1 CAR"),
    ("Disparada: al comienzo de tu turno, gana 1 CAR.", "disparado", "Disparado. Al comienzo de tu turno; gana 1 CAR"),
    ("Relámpago. CAR X | Selecciona una Parte de tu oponente; hazle X puntos de daño", "relampago",
     "Relámpago. CAR X | Selecciona una Parte de tu oponente; hazle X puntos de daño"),
])
def test_every_etiqueta_of_the_rulebook(written, tag, reading):
    ability = parse(written)
    assert (ability.speed.tag, to_text(ability)) == (tag, reading)


@pytest.mark.parametrize("written", [
    "Relámpago. CAR 1 | Roba una carta. Una vez por turno.",
    "Relámpago. CAR 1 | Roba una carta. Solo una vez por turno",
    "CAR 1 | Roba una carta. Una vez por turno. Relámpago.",
    "CAR 1 | Relámpago. Una vez por turno; roba una carta",
])
def test_with_a_per_turn_limit_written_anywhere(written):
    ability = parse(written)
    assert to_text(ability) == "Relámpago. CAR 1 | Una vez por turno; roba una carta"
    assert written_parts(ability, written)["effect"].lower() == "roba una carta"


def test_the_canonical_text_reads_back_the_same():
    ability = parse(DAMAGE)
    assert parse(to_text(ability)) == ability
    assert parse(to_text(ability)) != parse(f"CAR 2 | {BODY}")  # the etiqueta is part of the meaning


@pytest.mark.parametrize("written", [
    f"Relámpago. Relámpago. CAR 2 | {BODY}",  # twice
    f"Relámpago. CAR 2 | {BODY}. Relámpago.",
    f"Rápida. CAR 2 | {BODY}",  # not an etiqueta of the rulebook
])
def test_what_is_not_one_etiqueta_is_refused(written):
    with pytest.raises(AbilitySyntaxError):
        parse(written)


def test_words_of_speed_inside_an_effect_are_not_an_etiqueta():
    """«Relámpago» that names what a filter or an event speaks of is not the ability's etiqueta."""
    for written in ("Tus habilidades Relámpago cuestan 1 CAR menos", "Tus habilidades de velocidad Relámpago cuestan 1 CAR "
                    "menos. Pasiva."):
        ability = parse(written)
        assert to_text(ability).endswith("Tus habilidades Relámpago cuestan 1 CAR menos")
    assert parse(written).speed.tag == "pasiva"


@pytest.mark.parametrize("written, reading", [
    ("CAR 1 | Roba una carta. Máximo dos veces por turno.", "CAR 1 | Dos veces por turno; roba una carta"),
    ("CAR 1 | Roba una carta. Como máximo dos veces por turno", "CAR 1 | Dos veces por turno; roba una carta"),
    ("CAR 1 | Roba una carta. Puedes usarla dos veces por turno.", "CAR 1 | Dos veces por turno; roba una carta"),
    ("CAR 1 | Puedes usarla dos veces por turno: roba una carta", "CAR 1 | Dos veces por turno; roba una carta"),
    ("CAR 1 | Roba una carta (dos veces por turno)", "CAR 1 | Dos veces por turno; roba una carta"),
    ("CAR 1 | Roba una carta. Úsala solo una vez por turno.", "CAR 1 | Una vez por turno; roba una carta"),
    ("CAR 1 | Roba una carta (una vez por turno).", "CAR 1 | Una vez por turno; roba una carta"),
    ("Cuando robes una carta, gana 1 CAR (una vez por turno).", "Una vez por turno; Cuando robes una carta; gana 1 CAR"),
    ("CAR 1 | Roba una carta (solo una vez por partida)", "CAR 1 | Una vez por partida; roba una carta"),
    ("CAR 1 | Roba una carta. Solo puedes usarla una vez por partida.", "CAR 1 | Una vez por partida; roba una carta"),
])
def test_usage_limits_in_every_wording(written, reading):
    ability = parse(written)
    assert to_text(ability) == reading
    assert written_parts(ability, written)["requirements"][0].strip("()").lower().endswith("por " + reading.split(
        " por ")[1].split(";")[0])


OPPONENTS_TURN = "CAR 1 | Si es el turno de un oponente; roba una carta"


@pytest.mark.parametrize("written, reading", [
    ("CAR 1 | Solo durante el turno de un oponente; roba una carta", OPPONENTS_TURN),
    ("CAR 1 | Solo en el turno de tu oponente: roba una carta", OPPONENTS_TURN),
    ("CAR 1 | Roba una carta. Solo puedes jugar esta carta durante el turno de un oponente.", OPPONENTS_TURN),
    ("CAR 1 | Roba una carta. Solo puedes usarla durante el turno de un oponente.", OPPONENTS_TURN),
    ("CAR 1 | Juégala solo durante el turno de un oponente: roba una carta", OPPONENTS_TURN),
    ("CAR 1 | Úsala solo durante tu Fase de Guerrilla: roba una carta", "CAR 1 | Si es tu Fase de Guerrilla; roba una carta"),
    ("CAR 1 | Roba una carta. Úsala solo durante tu Fase de Guerrilla.",
     "CAR 1 | Si es tu Fase de Guerrilla; roba una carta"),
    ("CAR 1 | Actívala solo durante la Fase de Guerrilla: roba una carta", "CAR 1 | Si es la Fase de Guerrilla; roba una carta"),
    ("CAR 1 | Solo durante la Fase de Guerrilla de un oponente; roba una carta",
     "CAR 1 | Si es la Fase de Guerrilla de un oponente; roba una carta"),
    ("CAR 1 | Roba una carta. Solo en 2vs2.", "CAR 1 | Si se juega en 2vs2; roba una carta"),
    ("CAR 1 | Roba una carta. Juégala solo en 2vs2.", "CAR 1 | Si se juega en 2vs2; roba una carta"),
    ("Al comienzo de tu turno, roba una carta. Solo en Batalla Real.",
     "Si se juega en Batalla Real; Al comienzo de tu turno; roba una carta"),
])
def test_when_it_may_be_used_in_every_wording(written, reading):
    ability = parse(written)
    assert to_text(ability) == reading
    assert parse(reading) == ability
