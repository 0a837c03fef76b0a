"""Replacements and cards that move or are looked at, in the many ways designers write them (issue 26, round 7,
kind «replacements-cards»): each wording is read as the one canonical text of a meaning the language has."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import parse, to_text

TO_TALLER = "Si esta Parte fuera a ser destruida, en su lugar muévela al Taller"
REPAIR_OTHER = "Si otra Parte tuya fuera a ser destruida, en su lugar repárale 2 PG"
DEACTIVATE = "Si esta Parte fuera a recibir daño, en su lugar desactívala"
STAYS = "Si una Parte tuya equipada fuera a ser destruida, en su lugar queda con 1 PG"
DEMOLITION = "Si esta Parte fuera a ir al Depósito de Chatarra, en su lugar envíala a la Zona de Demolición"
TO_HAND = "Si esta Parte fuera a ir al Depósito de Chatarra, en su lugar añádela a tu mano"
TO_BOTTOM = "Si esta Parte fuera a ir al Depósito de Chatarra, en su lugar ponla en el fondo de tu Arsenal"
ELSEWHERE = ("CAR 3 | Selecciona una Parte de tu oponente dañada; destrúyela y envíala a la Zona de Demolición en lugar "
             "de al Depósito de Chatarra")


@pytest.mark.parametrize("text, canonical", [
    ("Si esta Parte fuese a quedar destruida, en su lugar muévela al Taller", TO_TALLER),
    ("Si esta Parte fuera a destruirse, en su lugar muévela a uno de tus Talleres.", TO_TALLER),
    ("Si esta Parte fuese a destruirse, muévela a un Taller en su lugar", TO_TALLER),
    ("Si esta Parte va a destruirse; en su lugar, muévela al Taller", TO_TALLER),
    ("Si esta Parte fuera a ser eliminada, en lugar de ello muévela al Taller", TO_TALLER),
    ("Si esta Parte tuviera que ser destruida, en vez de eso, ponla en uno de tus Talleres", TO_TALLER),
    ("Si esta Parte fuera a ser destruida, en lugar de destruirla, muévela al Taller", TO_TALLER),
    ("Si esta Parte fuera a ser destruida, en vez de destruirse, muévela al Taller", TO_TALLER),
    ("Si otra de tus Partes fuera a ser destruida, en su lugar repárale 2 PG", REPAIR_OTHER),
    ("Si cualquier otra Parte tuya fuera a ser destruida, en su lugar recupera 2 PG", REPAIR_OTHER),
    ("Si esta Parte fuera a sufrir daño, en su lugar desactívala", DEACTIVATE),
    ("Si esta Parte fuese a sufrir daño, desactívala en su lugar.", DEACTIVATE),
    ("Si esta Parte fuera a recibir cualquier daño, en vez de eso desactívala", DEACTIVATE),
    ("Si una Parte de tu Unidad fuera a ser destruida, en su lugar déjala con 1 PG.", STAYS),
    ("Si una de tus Partes equipadas fuese a quedar destruida, en lugar de ello se queda con 1 PG", STAYS),
    ("Si esta Parte fuera a ser mandada al Depósito de Chatarra, en su lugar mándala a la Zona de Demolición", DEMOLITION),
    ("Si esta Parte fuese a ser enviada al Depósito de Chatarra, envíala a la Zona de Demolición en su lugar", DEMOLITION),
    ("Si esta Parte fuera a ir al Depósito, en su lugar envíala a la Zona de Demolición", DEMOLITION),
    ("Si esta Parte fuera a ir al Depósito de Chatarra, vuelve a tu mano en su lugar", TO_HAND),
    ("Si esta Parte fuera a ir al Depósito de Chatarra, en vez de eso, vuelve a tu mano.", TO_HAND),
    ("Si esta Parte fuera a ir al Depósito de Chatarra, en su lugar regresa a tu mano", TO_HAND),
    ("Si esta Parte fuera a ir al Depósito de Chatarra, en su lugar ponla en la parte inferior de tu Arsenal", TO_BOTTOM),
    ("CAR 3 | Selecciona una Parte dañada de tu oponente; destrúyela, pero envíala a la Zona de Demolición en lugar de "
     "al Depósito de Chatarra.", ELSEWHERE),
    ("CAR 3 | Selecciona una Parte de tu oponente dañada; destrúyela y envíala a la Zona de Demolición en vez de a su "
     "Depósito de Chatarra", ELSEWHERE),
    ("CAR 3 | Selecciona una Parte de tu oponente dañada; destrúyela y mándala a la Zona de Demolición en lugar de al "
     "Depósito", ELSEWHERE),
])
def test_a_replacement_said_every_way(text, canonical):
    """«fuese a quedar destruida», «fuera a destruirse», «sufrir daño», «en lugar de ello», «en vez de destruirla»,
    «déjala con 1 PG», «vuelve a tu mano», «en vez de a su Depósito de Chatarra» (docs/rulings.md 45, 99)."""
    assert to_text(parse(text)) == canonical


LOOK_THREE = ("CAR 1 | Mira las 3 primeras cartas de tu Arsenal, añade una de ellas a tu mano y pon el resto en el fondo "
              "de tu Arsenal")
LOOK_THREE_ANY_ORDER = LOOK_THREE + " en el orden que quieras"
LOOK_THREE_OWNER = ("CAR 1 | Mira las 3 primeras cartas de tu Arsenal, añade una de ellas a tu mano y pon el resto en el "
                    "fondo del Arsenal de su dueño")
BOTIN_BOTTOM = "CAR 2 | Mira la primera carta de tus Botines de Guerra y ponla en el fondo de su pila"
BOTIN_MAY = "CAR 2 | Mira la primera carta de tus Botines de Guerra y puedes ponerla en el fondo de su pila"
OPPONENTS = ("CAR 1 | Mira las 2 primeras cartas del Arsenal de tu oponente y ponlas en el fondo del Arsenal de su "
             "dueño")
REVEAL = ("CAR 0 | Muestra la primera carta de tu Arsenal y si es una Parte, añádela a tu mano; si no, ponla en el "
          "fondo del Arsenal de su dueño")
REVEAL_PARTS = ("CAR 2 | Muestra las 4 primeras cartas de tu Arsenal, añade todas las Partes de ellas a tu mano y envía "
                "el resto al Depósito de Chatarra")


@pytest.mark.parametrize("text, canonical", [
    ("CAR 1 | Mira las tres primeras cartas de tu Arsenal; pon una en tu mano y las demás en el fondo de tu Arsenal.",
     LOOK_THREE),
    ("CAR 1 | Mira las tres primeras cartas de tu Arsenal. Pon una de ellas en tu mano y las otras dos en el fondo de "
     "tu Arsenal.", LOOK_THREE),
    ("CAR 1 | Mira las tres cartas de arriba de tu Arsenal; añade una de ellas a tu mano y pon las demás en el fondo "
     "de tu Arsenal.", LOOK_THREE),
    ("CAR 1 | Mira las tres primeras cartas de tu Arsenal, elige una y añádela a tu mano; pon el resto en el fondo de "
     "tu Arsenal.", LOOK_THREE),
    ("CAR 1 | Mira las tres primeras cartas de tu Arsenal. Pon una en tu mano y el resto en el fondo de tu Arsenal "
     "en el orden que elijas.", LOOK_THREE_ANY_ORDER),
    ("CAR 1 | Mira las tres primeras cartas de tu Arsenal. Pon una en tu mano y las demás en el fondo, en el orden "
     "que quieras.", LOOK_THREE_OWNER + " en el orden que quieras"),
    ("CAR 1 | Mira las tres primeras cartas de tu Arsenal. Pon una en tu mano y las demás en el fondo en cualquier "
     "orden.", LOOK_THREE_OWNER + " en el orden que quieras"),
    ("CAR 1 | Mira las tres primeras cartas de tu Arsenal. Pon una en tu mano y el resto en el fondo.",
     LOOK_THREE_OWNER),
    ("CAR 2 | Mira la primera carta de tus Botines de Guerra y ponla en el fondo de ese montón", BOTIN_BOTTOM),
    ("CAR 2 | Mira la primera carta de tus Botines de Guerra y colócala en el fondo del montón.", BOTIN_BOTTOM),
    ("CAR 2 | Mira la primera carta de tus Botines de Guerra; ponla al fondo de esa pila.", BOTIN_BOTTOM),
    ("CAR 2 | Mira la primera carta de tus Botines de Guerra; puedes ponerla en el fondo de ese montón.", BOTIN_MAY),
    ("CAR 1 | Mira las dos primeras cartas del Arsenal de tu oponente y ponlas en el fondo de su Arsenal.", OPPONENTS),
    ("CAR 1 | Mira las dos cartas de arriba del Arsenal de tu oponente y colócalas debajo de su Arsenal.", OPPONENTS),
    ("CAR 0 | Revela la carta superior de tu Arsenal: si es una Parte, ponla en tu mano. Si no, colócala en el fondo.",
     REVEAL),
    ("CAR 2 | Revela las 4 primeras cartas de tu Arsenal; quédate las Partes y manda el resto al Depósito de "
     "Chatarra.", REVEAL_PARTS),
    ("CAR 2 | Revela las cuatro primeras cartas de tu Arsenal. Añade a tu mano las Partes reveladas y envía el resto "
     "al Depósito de Chatarra.", REVEAL_PARTS),
    ("CAR 2 | Baraja las cartas de tu mano en tu Arsenal y roba cinco cartas.",
     "CAR 2 | Baraja tu mano en tu Arsenal y roba 5 cartas"),
    ("CAR 1 | Sustituye esta Parte por una Parte de tu mano.", "CAR 1 | Intercambia esta Parte por una Parte de tu mano"),
    ("CAR 1 | Intercambia esta Parte con una Parte de tu mano.",
     "CAR 1 | Intercambia esta Parte por una Parte de tu mano"),
])
def test_cards_looked_at_and_moved_said_every_way(text, canonical):
    """«pon una en tu mano y las demás en el fondo» (the verb said once), «, en el orden que quieras», «ese montón»,
    «las cartas de arriba», «quédate las Partes», «sustituye» (docs/rulings.md 62, 87–89, 134)."""
    assert to_text(parse(text)) == canonical


@pytest.mark.parametrize("text, canonical", [
    ("Juega esta carta solo cuando un oponente te declare una Guerrilla. Tu Unidad gana +2 DEF hasta el final del "
     "turno.", "Si tu oponente te declara una Guerrilla; tu Unidad gana +2 DEF hasta el final del turno"),
    ("Juega esta carta solo si eres el defensor; tu Unidad gana +2 DEF hasta el final del turno.",
     "Si eres el defensor; tu Unidad gana +2 DEF hasta el final del turno"),
    ("Solo puedes jugar esta carta si tienes 3 o más Partes equipadas. Roba una carta.",
     "Si tienes 3 o más Partes equipadas; roba una carta"),
    ("CAR 2 | Juega esta carta solo si tu oponente activa una Carta de Apoyo. Niégala.",
     "CAR 2 | Si tu oponente activa una Carta de Apoyo; niégala"),
    ("Esta carta solo puede jugarse cuando tu oponente active una Carta de Apoyo: niégala.",
     "Si tu oponente activa una Carta de Apoyo; niégala"),
])
def test_a_cards_own_play_condition_is_a_condition(text, canonical):
    """«Juega esta carta solo si/cuando …»: a Carta de Apoyo's condition, checked when it is played and again when it
    resolves (6.1.1), like «Si …;»."""
    assert to_text(parse(text)) == canonical


@pytest.mark.parametrize("text, canonical", [
    ("CAR 2 | Mira en secreto las 3 primeras cartas de tu Arsenal; añade una a tu mano y pon las otras dos al fondo en "
     "el mismo orden.", "CAR 2 | " + LOOK_THREE_OWNER.split(" | ", 1)[1]),
    ("CAR 1 | Mira en secreto las tres cartas de encima de tu Arsenal. Quédate una y coloca las otras dos en el fondo, "
     "en el orden que elijas.", LOOK_THREE_OWNER + " en el orden que quieras"),
    ("CAR 1 | Mira, sin enseñarlas, las dos cartas de encima del Arsenal rival; colócalas debajo de su Arsenal.",
     OPPONENTS),
    ("CAR 1 | Consulta las 2 cartas superiores del Arsenal de tu oponente y ponlas en el fondo de su Arsenal.",
     OPPONENTS),
    ("CAR 2 | Mira tus Botines de Guerra sin enseñarlos y colócalos en el orden que elijas.",
     "CAR 2 | Mira todas las cartas de tus Botines de Guerra y ordénalas como quieras"),
    ("CAR 0 | Enseña la carta superior de tu Arsenal. Si se trata de una Parte, quédatela en la mano; de lo contrario, "
     "colócala en el fondo.", REVEAL),
    ("CAR 0 | Muestra la carta de encima de tu Arsenal: si es una Parte, va a tu mano; si no, se queda encima del "
     "Arsenal.", "CAR 0 | Muestra la primera carta de tu Arsenal y si es una Parte, añádela a tu mano; si no, déjala "
                 "donde está"),
    ("CAR 0 | Enseña a todos la carta superior de tu Arsenal. Si es una Parte, ponla en tu mano; en caso contrario, "
     "vuelve a su sitio.", "CAR 0 | Muestra la primera carta de tu Arsenal y si es una Parte, añádela a tu mano; si no, "
                           "déjala donde está"),
    ("Cuando esta Parte sea destruida, busca en tu Arsenal una Parte de su misma zona, añádela a tu mano y baraja.",
     "Cuando esta Parte sea destruida; busca una Parte de la misma zona que esta Parte en tu Arsenal, añádela a tu mano "
     "y baraja tu Arsenal"),
    ("CAR 1 | Elige una de tus Partes; este turno, evita los siguientes tres puntos de daño que fuera a recibir.",
     "CAR 1 | Selecciona una Parte tuya; previene los próximos 3 puntos de daño que reciba hasta el final del turno"),
    ("CAR 1 | Selecciona una Parte tuya; previene los próximos 3 puntos de daño que vaya a recibir este turno.",
     "CAR 1 | Selecciona una Parte tuya; previene los próximos 3 puntos de daño que reciba hasta el final del turno"),
    ("CAR 3 | Selecciona una Parte de tu oponente dañada; destrúyela y ponla en su Zona de Demolición en lugar de en su "
     "Depósito de Chatarra.", ELSEWHERE),
    ("CAR 3 | Selecciona una Parte de tu oponente dañada; destrúyela. Va a su Zona de Demolición en vez de al Depósito "
     "de Chatarra.", ELSEWHERE),
    ("Cuando esta Parte sea destruida, devuélvela del Depósito de Chatarra a la mano de su propietario.",
     "Cuando esta Parte sea destruida; devuélvela a la mano de su dueño"),
    ("CAR 2 | Mira las tres cartas superiores de tu Arsenal sin mostrarlas. Quédate una en la mano y coloca las demás "
     "debajo del Arsenal, sin cambiar su orden.", "CAR 2 | " + LOOK_THREE_OWNER.split(" | ", 1)[1]),
    ("CAR 1 | Ve las 2 cartas superiores del Arsenal de tu oponente sin mostrarlas; ambas van al fondo de ese "
     "Arsenal.", OPPONENTS),
    ("CAR 2 | Mira en secreto tu montón de Botines de Guerra y ordénalo como quieras.",
     "CAR 2 | Mira todas las cartas de tus Botines de Guerra y ordénalas como quieras"),
    ("CAR 2 | Mira en secreto el primer Botín de Guerra de tu montón; ponlo en el fondo del montón.", BOTIN_BOTTOM),
    ("CAR 2 | Mira, sin enseñarla, la carta de encima de tus Botines de Guerra y colócala debajo de ellos.",
     BOTIN_BOTTOM),
    ("CAR 0 | Muestra a todos la carta de encima de tu Arsenal: si es una Parte, va a tu mano; si no, al fondo del "
     "Arsenal.", REVEAL),
])
def test_the_paraphrases_of_round_7_read_as_the_canonical_text(text, canonical):
    """The rulebook-only writers' paraphrases of these meanings (round 7): «en secreto», «sin enseñarlas», «consulta»,
    «de encima de», «del Arsenal rival», «en el mismo orden», «quédatela en la mano», «de lo contrario», «va a tu mano»,
    «se queda encima», «su misma zona», «los siguientes», «en lugar de en su Depósito», «Va a su Zona de Demolición»."""
    assert to_text(parse(text)) == canonical


NEXT_ANY = ("CAR 1 | La próxima vez que una Parte tuya equipada fuera a recibir daño hasta el final del turno, previene 3 "
            "puntos de ese daño")
NEXT_IT = ("CAR 1 | Selecciona una Parte tuya equipada; la próxima vez que esa Parte fuera a recibir daño, previene 2 "
           "puntos de ese daño")


@pytest.mark.parametrize("text, canonical", [
    ("CAR 1 | Hasta el final del turno, la próxima vez que una Parte de tu Unidad fuese a recibir daño, reduce ese "
     "daño en 3.", NEXT_ANY),
    ("CAR 1 | La próxima vez que una Parte de tu Unidad fuera a recibir daño este turno, reduce ese daño en 3.",
     NEXT_ANY),
    ("CAR 1 | La siguiente vez que una de tus Partes equipadas fuera a sufrir daño este turno, previene 3 puntos de "
     "ese daño", NEXT_ANY),
    ("CAR 1 | Hasta el final del turno, la próxima vez que una Parte tuya equipada vaya a recibir daño, evita 3 "
     "puntos de ese daño.", NEXT_ANY),
    ("CAR 1 | Selecciona una Parte de tu Unidad; la próxima vez que esa Parte fuera a recibir daño, reduce ese daño "
     "en 2.", NEXT_IT),
    ("CAR 1 | Selecciona una Parte de tu Unidad. La próxima vez que la Parte seleccionada fuese a recibir daño, "
     "reduce en 2 ese daño.", NEXT_IT),
    ("CAR 1 | Selecciona una Parte tuya; la próxima vez que esa Parte fuera a recibir daño, previene todo ese daño",
     "CAR 1 | Selecciona una Parte tuya; la próxima vez que esa Parte fuera a recibir daño, previene todo ese daño"),
    ("CAR 1 | La próxima vez que esta Parte fuera a recibir daño de una Guerrilla, evita 2 puntos de ese daño.",
     "CAR 1 | La próxima vez que esta Parte fuera a recibir daño de una Guerrilla, previene 2 puntos de ese daño"),
    ("CAR 1 | Roba una carta y la próxima vez que esta Parte fuera a recibir daño de un oponente, reduce ese daño a "
     "la mitad, redondeando hacia abajo",
     "CAR 1 | Roba una carta y la próxima vez que esta Parte fuera a recibir daño de un oponente, reduce ese daño a "
     "la mitad, redondeando hacia abajo"),
])
def test_the_next_damage_changed_said_every_way(text, canonical):
    """161: «la próxima vez que … fuera/fuese a recibir daño», with «hasta el final del turno» before or «este turno»
    after, «esa Parte» or «la Parte seleccionada» for the one selected, «reduce ese daño en N» / «previene …»."""
    assert to_text(parse(text)) == canonical


def test_the_next_damage_change_is_one_node_with_its_duration():
    """161: the duration written before («Hasta el final del turno, …») is the change's own."""
    from nismatch_cards.games.nismatch.language.constructs.replace_cards import NextDamage
    from nismatch_cards.games.nismatch.language.nodes import Timing

    effect = parse(NEXT_ANY).effect
    assert isinstance(effect, NextDamage)
    assert effect.change.less == 3 and effect.duration.timing is Timing.END_OF_TURN


def test_the_next_damage_of_what_is_not_a_parte_is_refused():
    """NM186: the engine changes only the damage a Parte of a Unidad or a Taller would receive."""
    from nismatch_cards.games.nismatch.language.constructs.replace_cards import next_damage_problems

    found = next_damage_problems(parse("CAR 1 | La próxima vez que una carta de tu mano fuera a recibir daño, "
                                       "previene todo ese daño"))
    assert [(code, message) for code, _, message, _ in found] == [
        ("NM186", "el motor solo cambia el daño que fuera a recibir una Parte equipada o en un Taller")]
    assert next_damage_problems(parse(NEXT_ANY)) == []
