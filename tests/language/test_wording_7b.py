"""Round 7b (issue 26): other designers' words for meanings the language already has, found in the paraphrases
of the known meanings. Each wording is tested in several ways a designer would write it, each read exactly as
its canonical text: comparisons written «al menos N», «como mínimo N», «como mucho/como máximo N» and with the
number before the name («5 FUE o más», «2 contadores o más»), and the six-sided die «lanza/arroja un dado de
seis caras»."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language.parser import AbilitySyntaxError, parse
from nismatch_cards.games.nismatch.language.printer import to_text

UNIT_AT_LEAST = "CAR 1 | Si tu Unidad tiene 5 o más FUE; roba una carta"
UNIT_AT_MOST = "CAR 1 | Si tu Unidad tiene 2 o menos VEL; roba una carta"
FILTER_STAT = "CAR 2 | Selecciona una Parte de tu oponente con FUE 3 o más; hazle 2 puntos de daño"
FILTER_STAT_MOST = "CAR 2 | Selecciona una Parte de tu oponente con DEF 2 o menos; hazle 2 puntos de daño"
HAVE_PARTS = "CAR 2 | Si tienes 3 o más Partes equipadas; roba una carta"
HAND = "CAR 1 | Si tienes 2 o menos cartas en tu mano; roba una carta"
WITH_COUNTERS = "CAR 3 | Destruye todas las Partes de tu oponente con 3 o más contadores"
THIS_COUNTERS = "CAR 4 | Si esta Parte tiene 5 o más contadores; gana la partida"
THIS_TROPHY = "CAR 4 | Si esta Parte tiene 2 o más contadores de Trofeo; gana la partida"
DIE = "CAR 1 | Tira un dado: si sale 3 o más, gana 2 CAR; si no, haz 2 puntos de daño a esta Parte"


@pytest.mark.parametrize("written, canonical", [
    # «al menos N», «como mínimo N» before the name: the same comparison as «N o más»
    ("CAR 1 | Si tu Unidad tiene al menos 5 FUE; roba una carta", UNIT_AT_LEAST),
    ("CAR 1 | Si tu Unidad tiene al menos cinco FUE, roba una carta.", UNIT_AT_LEAST),
    ("CAR 1 | Si tu Unidad tiene como mínimo 5 FUE: roba una carta", UNIT_AT_LEAST),
    # the number before the name and «o más» after it
    ("CAR 1 | Si tu Unidad tiene 5 FUE o más; roba una carta", UNIT_AT_LEAST),
    ("CAR 1 | Si tu Unidad tiene cinco FUE o más. Roba una carta.", UNIT_AT_LEAST),
    # «como mucho», «como máximo», «N VEL o menos»
    ("CAR 1 | Si tu Unidad tiene 2 VEL o menos; roba una carta", UNIT_AT_MOST),
    ("CAR 1 | Si tu Unidad tiene como máximo 2 VEL; roba una carta", UNIT_AT_MOST),
    ("CAR 1 | Si tu Unidad tiene como mucho dos VEL, roba una carta", UNIT_AT_MOST),
    # a Parte's printed stat in a selection
    ("CAR 2 | Selecciona una Parte de tu oponente con 3 FUE o más; hazle 2 puntos de daño", FILTER_STAT),
    ("CAR 2 | Selecciona una Parte de tu oponente con tres FUE o más. Hazle dos puntos de daño.", FILTER_STAT),
    ("CAR 2 | Selecciona una Parte de tu oponente con al menos 3 FUE; hazle 2 puntos de daño", FILTER_STAT),
    ("CAR 2 | Selecciona una Parte de tu oponente con 3 o más FUE; hazle 2 puntos de daño", FILTER_STAT),
    ("CAR 2 | Selecciona una Parte de tu oponente con 2 DEF o menos; hazle 2 puntos de daño", FILTER_STAT_MOST),
    ("CAR 2 | Selecciona una Parte de tu oponente con como máximo 2 DEF; hazle 2 puntos de daño", FILTER_STAT_MOST),
    # how many cards a pilot has
    ("CAR 2 | Si tienes al menos 3 Partes equipadas; roba una carta", HAVE_PARTS),
    ("CAR 2 | Si tienes como mínimo tres Partes equipadas, roba una carta", HAVE_PARTS),
    ("CAR 2 | Si tu Unidad tiene al menos tres Partes equipadas; roba una carta", HAVE_PARTS),
    ("CAR 1 | Si tienes como mucho 2 cartas en tu mano; roba una carta", HAND),
    ("CAR 1 | Si tienes como máximo dos cartas en tu mano, roba una carta", HAND),
    ("CAR 1 | Si tu mano tiene como mucho dos cartas; roba una carta", HAND),
    # counters: on the selected Partes and on this Parte
    ("CAR 3 | Destruye todas las Partes de tu oponente con al menos 3 contadores", WITH_COUNTERS),
    ("CAR 3 | Destruye todas las Partes de tu oponente que tengan al menos 3 contadores", WITH_COUNTERS),
    ("CAR 3 | Destruye todas las Partes de tu oponente con como mínimo 3 contadores", WITH_COUNTERS),
    ("CAR 4 | Si esta Parte tiene al menos 5 contadores; ganas la partida", THIS_COUNTERS),
    ("CAR 4 | Si esta Parte tiene 5 contadores o más; ganas la partida", THIS_COUNTERS),
    ("CAR 4 | Si esta Parte tiene cinco contadores o más, ganas la partida.", THIS_COUNTERS),
    ("CAR 4 | Si esta Parte tiene 2 contadores de Trofeo o más; ganas la partida", THIS_TROPHY),
    # the die: «lanza/arroja un dado (de seis caras)», «si sale al menos N»
    ("CAR 1 | Lanza un dado de seis caras: si sale 3 o más, gana 2 CAR; si no, haz 2 puntos de daño a esta Parte", DIE),
    ("CAR 1 | Lanza un dado de 6 caras. Si sale 3 o más, gana 2 CAR; si no, haz 2 puntos de daño a esta Parte.", DIE),
    ("CAR 1 | Arroja un dado: si sale 3 o más, gana 2 CAR; si no, haz 2 puntos de daño a esta Parte", DIE),
    ("CAR 1 | Arroja un dado de seis caras: si sale 3 o más, gana 2 CAR; si no, haz 2 puntos de daño a esta Parte", DIE),
    ("CAR 1 | Tira un dado: si sale al menos 3, gana 2 CAR; si no, haz 2 puntos de daño a esta Parte", DIE),
    ("CAR 1 | Tira un dado: si sale como mínimo 3, gana 2 CAR; si no, haz 2 puntos de daño a esta Parte", DIE),
])
def test_wording_reads_as_canonical(written: str, canonical: str) -> None:
    assert to_text(parse(written)) == canonical
    assert to_text(parse(canonical)) == canonical


@pytest.mark.parametrize("written", [
    # current or printed PG? the language says «PG restantes» or «PG máximos»: a bare «3 PG o más» stays refused
    "CAR 2 | Selecciona una Parte de tu oponente con 3 PG o más; hazle 2 puntos de daño",
    "CAR 2 | Selecciona una Parte de tu oponente con 3 o más PG; hazle 2 puntos de daño",
])
def test_ambiguous_wording_stays_refused(written: str) -> None:
    with pytest.raises(AbilitySyntaxError):
        parse(written)


ACTIVE_STATIC = "Mientras esta Parte esté activa; tu Unidad gana +2 DEF"
ACTIVE_UNNEGATABLE = "Mientras esta Parte esté activa; las habilidades de esta Parte no pueden ser negadas"
ACTIVE_DURATION = "CAR 1 | Tu Unidad gana +2 FUE mientras esta Parte esté activa"


@pytest.mark.parametrize("written, canonical", [
    # «equipada y activa» is «activa»: only a Parte of the Unidad is active (4.1.2; docs/rulings.md 171)
    ("Mientras esta Parte esté equipada y activa; tu Unidad gana +2 DEF", ACTIVE_STATIC),
    ("Mientras esta Parte esté equipada y activa, tu Unidad gana +2 DEF.", ACTIVE_STATIC),
    ("Mientras esté equipada y activa, tu Unidad gana +2 DEF", ACTIVE_STATIC),
    ("Mientras esté activa, tu Unidad gana +2 DEF", ACTIVE_STATIC),
    ("Con esta Parte equipada y activa, tu Unidad gana +2 DEF", ACTIVE_STATIC),
    ("Con esta Parte activa, tu Unidad gana +2 DEF.", ACTIVE_STATIC),
    ("Mientras esta Parte esté activa y equipada: tu Unidad gana +2 DEF", ACTIVE_STATIC),
    ("Mientras esté equipada y activa, las habilidades de esta Parte no pueden ser negadas.", ACTIVE_UNNEGATABLE),
    ("Con esta Parte equipada y activa, las habilidades de esta Parte no pueden ser negadas.", ACTIVE_UNNEGATABLE),
    # after the change it is still a duration, never dropped
    ("CAR 1 | Tu Unidad gana +2 FUE mientras esta Parte esté equipada y activa", ACTIVE_DURATION),
    ("CAR 1 | Tu Unidad gana +2 FUE mientras esta Parte esté activa y equipada.", ACTIVE_DURATION),
])
def test_equipped_and_active_is_active(written: str, canonical: str) -> None:
    assert to_text(parse(written)) == canonical


def test_if_equipped_and_active_stays_a_condition() -> None:
    """«Si …» is checked when the ability resolves too (6.1.1): it is kept, not dropped (docs/rulings.md 171)."""
    assert to_text(parse("CAR 1 | Si esta Parte está equipada y activa, roba una carta")) == (
        "CAR 1 | Si esta Parte está activa; roba una carta")


SEARCH_PURE = "CAR 2 | Busca una Parte de rareza Pura en tu Arsenal y añádela a tu mano"
SEARCH_SHUFFLE = "CAR 3 | Busca una Parte de tipo Brazo en tu Arsenal, añádela a tu mano y baraja tu Arsenal"
SEARCH_ARM = "CAR 2 | Busca una Parte de tipo Brazo en tu Arsenal y añádela a tu mano"
DESTROY_ARM = "CAR 3 | Selecciona una Parte de tu oponente dañada de tipo Brazo; destrúyela"
LEG = "CAR 2 | Selecciona una Parte de tu oponente de tipo Pierna; desactívala"


@pytest.mark.parametrize("written, canonical", [
    # a search in other words: «Mira tu Arsenal, elige …», «Elige de tu Arsenal …», «Selecciona en tu Arsenal …»
    ("CAR 2 | Mira tu Arsenal, elige una Parte Pura y ponla en tu mano.", SEARCH_PURE),
    ("CAR 2 | Mira tu Arsenal y elige una Parte Pura; añádela a tu mano", SEARCH_PURE),
    ("CAR 2 | Elige de tu Arsenal una Parte Pura y ponla en tu mano", SEARCH_PURE),
    ("CAR 2 | Selecciona en tu Arsenal una Parte Pura; añádela a tu mano", SEARCH_PURE),
    ("CAR 2 | Escoge en tu Arsenal una Parte Pura y llévala a tu mano", SEARCH_PURE),
    ("CAR 3 | Mira tu Arsenal, elige una Parte de tipo Brazo, añádela a tu mano y baraja tu Arsenal", SEARCH_SHUFFLE),
    ("CAR 3 | Selecciona de tu Arsenal una Parte de tipo Brazo, ponla en tu mano y baraja tu Arsenal.", SEARCH_SHUFFLE),
    # «un Brazo Izquierdo o Derecho» is a Brazo of either zone
    ("CAR 2 | Mira tu Arsenal, elige un Brazo Izquierdo o Derecho y ponlo en tu mano.", SEARCH_ARM),
    ("CAR 2 | Busca en tu Arsenal un Brazo Derecho o Izquierdo y añádelo a tu mano", SEARCH_ARM),
    ("CAR 3 | Selecciona un Brazo Izquierdo o Derecho con daño de tu oponente; destrúyelo.", DESTROY_ARM),
    ("CAR 3 | Selecciona un Brazo dañado de tu oponente; destrúyelo.", DESTROY_ARM),
    ("CAR 2 | Selecciona una Pierna Izquierda o Derecha de tu oponente; desactívala", LEG),
    ("CAR 2 | Selecciona una Pierna Derecha o Izquierda de tu oponente. Desactívala.", LEG),
])
def test_search_and_either_zone(written: str, canonical: str) -> None:
    assert to_text(parse(written)) == canonical
    assert to_text(parse(canonical)) == canonical


def test_one_zone_stays_one_zone() -> None:
    """«Brazo Izquierdo» alone is still that zone, not any Brazo."""
    assert "Izquierdo" in to_text(parse("CAR 2 | Selecciona un Brazo Izquierdo de tu oponente; desactívalo"))


DESTROYED = "Cuando esta Parte sea destruida; roba una carta"
DAMAGED = "Cuando esta Parte reciba daño; roba una carta"
DECLARE = "Cuando declares una Guerrilla; roba una carta"


@pytest.mark.parametrize("written, canonical", [
    # «Al + infinitivo» opening a triggered ability of this Parte
    ("Al ser destruida esta Parte, roba una carta.", DESTROYED),
    ("Al ser destruida, roba una carta", DESTROYED),
    ("Al quedar destruida, roba una carta.", DESTROYED),
    ("Al quedar destruida esta Parte; roba una carta", DESTROYED),
    ("Al destruirse esta Parte; roba una carta", DESTROYED),
    ("Al destruirse, roba 1 carta.", DESTROYED),
    ("Al recibir daño, roba una carta.", DAMAGED),
    ("Al recibir daño esta Parte, roba una carta", DAMAGED),
    ("Al ser dañada esta Parte, roba una carta", DAMAGED),
    ("Al ser dañada, roba una carta.", DAMAGED),
    ("Al declarar una Guerrilla, roba una carta", DECLARE),
    ("Al declarar una Guerrilla; roba una carta.", DECLARE),
    ("Al declarar una Guerrilla: roba una carta", DECLARE),
])
def test_al_infinitive_trigger(written: str, canonical: str) -> None:
    assert to_text(parse(written)) == canonical
    assert to_text(parse(canonical)) == canonical


def test_al_infinitive_after_an_effect_is_not_a_trigger() -> None:
    """Only at the start, with its comma, is it the trigger: after an effect it is refused, never moved."""
    with pytest.raises(AbilitySyntaxError):
        parse("Roba una carta al ser destruida")


NEGATE_EITHER = "CAR 1 | Si tu oponente activa una habilidad o Carta de Apoyo; niégala"
NEGATE_SUPPORT = "CAR 1 | Si tu oponente activa una Carta de Apoyo; niégala"
NEGATE_ABILITY = "CAR 1 | Si tu oponente activa una habilidad; niégala"


@pytest.mark.parametrize("written, canonical", [
    # «En respuesta a …» is answering an activation (4.7)
    ("CAR 1 | En respuesta a una habilidad o Carta de Apoyo de tu oponente; anúlala.", NEGATE_EITHER),
    ("CAR 1 | En respuesta a una habilidad o una Carta de Apoyo de tu oponente, niégala", NEGATE_EITHER),
    ("CAR 1 | En respuesta a una Carta de Apoyo o habilidad de tu oponente: niégala", NEGATE_EITHER),
    ("CAR 1 | En respuesta a una Carta de Apoyo de tu oponente: niégala.", NEGATE_SUPPORT),
    ("CAR 1 | En respuesta a que tu oponente juegue una Carta de Apoyo, niégala.", NEGATE_SUPPORT),
    ("CAR 1 | En respuesta a una habilidad de tu oponente; niégala", NEGATE_ABILITY),
    ("CAR 1 | En respuesta a que tu oponente active una habilidad. Niégala.", NEGATE_ABILITY),
])
def test_in_response_to(written: str, canonical: str) -> None:
    assert to_text(parse(written)) == canonical
    assert to_text(parse(canonical)) == canonical


def test_at_least_cards_in_hand() -> None:
    """It used to be refused with the hint «escribe «3 o más»» (tests/language/test_errors.py): now it is read so."""
    assert to_text(parse("CAR 1 | Si tienes al menos 3 cartas en tu mano; roba una carta")) == (
        "CAR 1 | Si tienes 3 o más cartas en tu mano; roba una carta")
