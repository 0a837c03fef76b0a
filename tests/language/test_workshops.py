"""Round 9, the Talleres, repair and Desactivar in a designer's words (constructs/workshops.py, packs/nismatch/lexico.yaml;
rulebook 2.3, 5.3.3, 4.1.2; docs/rulings.md 91, 193): what a Parte recovers in its own Taller, the Pasivas written for
a Parte in a Taller, the other ways of saying «Las Partes de tus Talleres recuperan 1 PG más», «quede Desactivada»."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language.parser import AbilitySyntaxError, parse
from nismatch_cards.games.nismatch.language.printer import to_text

OWN_MORE = "Mientras esta Parte esté en un Taller; esta Parte recupera 2 PG más"
IN_TALLER_DEF = "Mientras esta Parte esté en un Taller; tu Unidad gana +1 DEF"
ALL_MORE = "Las Partes de tus Talleres recuperan 1 PG más"
ALL_INSTEAD = "Las Partes de tus Talleres recuperan 3 PG en lugar de 2"


def reads_as(written: str, canonical: str) -> None:
    ability = parse(written)
    assert to_text(ability) == canonical
    assert parse(canonical) == ability


@pytest.mark.parametrize("written", [
    "Mientras esta Parte esté en uno de tus Talleres, recupera 2 PG adicionales en tu Fase de Reconstrucción.",
    "Mientras esta Parte esté en un Taller, recupera 2 PG más en tu Fase de Reconstrucción.",
    "Mientras esta Parte esté en uno de tus Talleres; recupera dos PG más",
    "Mientras esta Parte está en alguno de tus Talleres, se repara 2 PG más durante tu Fase de Reconstrucción",
    "Mientras esta Parte esté en un Taller, esta Parte recupera 2 PG adicionales en cada una de tus Fases de "
    "Reconstrucción.",
])
def test_what_this_parte_recovers_in_its_taller(written):
    """2.3, 5.3.3: a Taller repairs 2 PG; this Parte's own Pasiva adds to it there (ruling 193)."""
    reads_as(written, OWN_MORE)


@pytest.mark.parametrize("written, canonical", [
    ("Esta Parte recupera 1 PG más en tu Fase de Reconstrucción.", "Esta Parte recupera 1 PG más"),
    ("Esta Parte se repara 1 PG menos en tu Fase de Reconstrucción", "Esta Parte recupera 1 PG menos"),
    ("Esta Parte recupera 4 PG en lugar de 2 en tu Fase de Reconstrucción.", "Esta Parte recupera 4 PG en lugar de 2"),
    ("Esta Parte recupera 4 PG, no 2, en tu Fase de Reconstrucción.", "Esta Parte recupera 4 PG en lugar de 2"),
    ("Esta Parte recupera 4 PG en vez de 2", "Esta Parte recupera 4 PG en lugar de 2"),
])
def test_what_this_parte_recovers_without_while(written, canonical):
    """Only a Taller repairs in the Reconstrucción: «Esta Parte recupera 1 PG más» needs no «Mientras» (ruling 193)."""
    reads_as(written, canonical)


@pytest.mark.parametrize("written", [
    "Las Partes de tu Unidad recuperan 1 PG más.",
    "Las Partes de tu Unidad recupera 1 PG más.",
])
def test_only_this_parte_or_the_talleres_recover_more(written):
    """A repair rate is of the Talleres (5.3.3): a Unidad's Partes are not repaired in the Reconstrucción."""
    with pytest.raises(AbilitySyntaxError):
        parse(written)


def test_the_refusal_of_a_rate_of_another_selection_says_why():
    with pytest.raises(AbilitySyntaxError) as caught:
        parse("Cada Parte de tu Unidad recupera 1 PG más.")
    assert str(caught.value).startswith("columna 25: «recupera N PG más» cambia lo que se repara en un Taller en tu "
                                        "Fase de Reconstrucción (5.3.3): lo dice esta Parte o las Partes de tus "
                                        "Talleres")
    assert caught.value.hint.startswith("escribe «Esta Parte recupera 1 PG más» o «Las Partes de tus Talleres "
                                        "recuperan 1 PG más»; se entiende hasta «Cada Parte de tu Unidad»")


def test_a_one_off_repair_is_still_a_repair():
    """Without «más», «menos» or «en lugar de», «recupera 3 PG» repairs once, as before."""
    reads_as("CAR 1 | Esta Parte recupera 3 PG.", "CAR 1 | Repara 3 PG a esta Parte")
    reads_as("Cada Parte que esté en tus Talleres recupera 2 PG.", "Repara 2 PG a cada Parte tuya en un Taller")


@pytest.mark.parametrize("written", [
    "Mientras esta Parte esté en uno de tus Talleres, tu Unidad tiene +1 DEF.",
    "Mientras esta Parte esté en un Taller, tu Unidad tiene +1 DEF.",
    "Mientras esta Parte esté en alguno de tus Talleres; tu Unidad gana 1 DEF",
    "Mientras esta parte esté en uno de tus talleres, tu unidad obtiene +1 DEF",
])
def test_a_pasiva_written_for_the_taller(written):
    reads_as(written, IN_TALLER_DEF)


@pytest.mark.parametrize("written, canonical", [
    ("Las Partes de tus Talleres recuperan 1 PG más en cada una de tus Fases de Reconstrucción.", ALL_MORE),
    ("Las Partes que tengas en tus Talleres recuperan 1 PG adicional durante tu Fase de Reconstrucción.", ALL_MORE),
    ("Las Partes que tengas en los Talleres recuperan 1 PG más", ALL_MORE),
    ("Las Partes de tus Talleres recuperan 1 PG más en cada Fase de Reconstrucción tuya", ALL_MORE),
    ("Cada Parte que esté en tus Talleres recupera tres PG, no dos, durante tu Fase de Reconstrucción.", ALL_INSTEAD),
    ("Cada Parte de tus Talleres recupera 3 PG, no 2.", ALL_INSTEAD),
    ("Las Partes de tus Talleres recuperan 3 PG en vez de 2.", ALL_INSTEAD),
    ("Cada Parte que tengas en tus Talleres recupera 3 PG en lugar de 2", ALL_INSTEAD),
])
def test_the_talleres_repair_more_in_other_words(written, canonical):
    """5.3.3 and ruling 91: «no dos», «en vez de 2», «en cada una de tus Fases de Reconstrucción»."""
    reads_as(written, canonical)


@pytest.mark.parametrize("written", [
    "Cuando una Parte de tu Unidad quede Desactivada, roba una carta.",
    "Cuando una Parte de tu Unidad sea Desactivada; roba una carta",
    "Cuando una Parte de tu Unidad resulte Desactivada, roba una carta.",
])
def test_left_deactivated_is_deactivated(written):
    """4.1.2: «quede Desactivada» is the event «sea desactivada»."""
    reads_as(written, "Cuando una Parte tuya equipada sea desactivada; roba una carta")


AFFORDABLE = "CAR 1 | Selecciona una Parte tuya desactivada equipada; actívala si tu Carga no queda en negativo"


@pytest.mark.parametrize("written, canonical", [
    ("CAR 1 | Elige una Parte Desactivada de tu Unidad; vuelve a activarla si tu Carga no queda en negativo al "
     "hacerlo.", AFFORDABLE),
    ("CAR 1 | Selecciona una Parte Desactivada de tu Unidad; reactívala si tu Carga no queda por debajo de 0.",
     AFFORDABLE),
    ("CAR 1 | Selecciona una Parte Desactivada de tu Unidad; reactívala si con ello tu Carga no queda en negativo",
     AFFORDABLE),
    ("CAR 1 | Escoge una Parte desactivada de tu Unidad, actívala siempre que tu Carga no quede en negativo.",
     AFFORDABLE),
    ("CAR 1 | Selecciona una de tus Partes Desactivadas; reactívala. Si tu Carga queda en negativo, esta habilidad "
     "no tiene efecto.", "CAR 1 | Selecciona una Parte tuya desactivada; actívala si tu Carga no queda en negativo"),
    ("CAR 2 | Selecciona hasta dos Partes Desactivadas de tu Unidad; reactívalas si tu Carga no queda por debajo de "
     "cero.", "CAR 2 | Selecciona hasta 2 Partes tuyas desactivadas equipadas; actívalas si tu Carga no queda en "
              "negativo"),
    ("CAR 0 | Si esta Parte está desactivada; activa esta Parte si tu Carga no pasa a ser negativa",
     "CAR 0 | Si esta Parte está desactivada; activa esta Parte si tu Carga no queda en negativo"),
])
def test_reactivate_if_the_carga_stays_at_zero_or_more(written, canonical):
    """4.1.1: a Parte whose Carga would leave its owner's below 0 stays deactivated (ruling 194)."""
    reads_as(written, canonical)


def test_reactivate_without_the_condition_is_still_plain():
    reads_as("CAR 1 | Selecciona una Parte Desactivada de tu Unidad; reactívala.",
             "CAR 1 | Selecciona una Parte tuya desactivada equipada; actívala")


UNHURT_DRAW = "Al final de tu turno; Si tu Unidad no recibió daño este turno; roba una carta"


@pytest.mark.parametrize("written, canonical", [
    ("Al final de tu turno, si tu Unidad no ha recibido daño durante él, roba una carta.", UNHURT_DRAW),
    ("Al final de tu turno, si tu Unidad no ha recibido daño este turno, roba una carta.", UNHURT_DRAW),
    ("Al final de tu turno, si tu Unidad no recibió daño durante el turno; roba una carta", UNHURT_DRAW),
    ("Al final de tu turno; si tu Unidad no ha recibido daño durante este turno, roba 1 carta.", UNHURT_DRAW),
    ("Al final de tu turno, si tu Unidad no ha sido dañada durante él, roba una carta.", UNHURT_DRAW),
    ("CAR 1 | Si tu Unidad recibió daño este turno; roba una carta.",
     "CAR 1 | Si tu Unidad recibió daño este turno; roba una carta"),
    ("Mientras tu Unidad no haya recibido daño este turno, tu Unidad tiene +1 DEF.",
     "Mientras tu Unidad no haya recibido daño este turno; tu Unidad gana +1 DEF"),
    ("Al final de tu turno, si esta Parte no ha recibido daño durante el turno, recupera 1 PG.",
     "Al final de tu turno; Si esta Parte no recibió daño este turno; repárale 1 PG"),
])
def test_your_unidad_received_no_damage_this_turn(written, canonical):
    """5.3.1: the turn's damage to the Partes equipped in your Unidad (ruling 195)."""
    reads_as(written, canonical)


def test_the_battle_damage_condition_is_still_the_battles():
    reads_as("Si tu Unidad no recibió daño en la batalla; roba una carta.",
             "Si tu Unidad no recibió daño en la batalla de este turno; roba una carta")


@pytest.mark.parametrize("written", [
    "Si esta Parte es destruida por un oponente, haz 2 puntos de daño a una Parte de su Unidad.",
    "Si esta Parte es destruida por tu oponente; haz 2 puntos de daño a una Parte de su Unidad",
    "Si un oponente destruye esta Parte, haz 2 puntos de daño a una Parte de su Unidad.",
])
def test_destroyed_by_an_opponent_is_that_opponent_destroying_it(written):
    reads_as(written, "Cuando tu oponente destruya esta Parte; haz 2 puntos de daño a una Parte de tu oponente equipada")


@pytest.mark.parametrize("written, canonical", [
    ("CAR 2 | Elige hasta tres Partes de tu Unidad; cada una recupera 1 PG.",
     "CAR 2 | Selecciona hasta 3 Partes tuyas equipadas; repárales 1 PG"),
    ("CAR 2 | Selecciona hasta dos Partes de tu Unidad, cada una de ellas recupera 2 PG",
     "CAR 2 | Selecciona hasta 2 Partes tuyas equipadas; repárales 2 PG"),
    ("CAR 2 | Cada Parte de tus Talleres recupera 3 PG.", "CAR 2 | Repara 3 PG a cada Parte tuya en un Taller"),
    ("CAR 2 | Las Partes de tus Talleres recuperan 3 PG", "CAR 2 | Repara 3 PG a cada Parte tuya en un Taller"),
    ("Cuando unas esta Parte a tu Unidad desde un Taller, obtienes 2 puntos de Carga.",
     "Cuando equipes esta Parte desde un Taller; gana 2 CAR"),
    ("Cuando una Parte de tu Unidad vuelva a estar activa, roba una carta.",
     "Cuando una Parte tuya equipada sea activada; roba una carta"),
    ("Cuando esta Parte sea reactivada, roba una carta.", "Cuando esta Parte sea activada; roba una carta"),
    ("Cuando una Parte de tu Unidad quede Desactivada, roba una carta. Esto solo ocurre una vez por turno.",
     "Una vez por turno; Cuando una Parte tuya equipada sea desactivada; roba una carta"),
])
def test_repair_each_and_reactivation_in_other_words(written, canonical):
    """«cada una recupera» repairs each one chosen; the Partes of your Talleres repaired once (not 5.3.3's rule);
    «vuelva a estar activa» is being activated (4.1.2)."""
    reads_as(written, canonical)
