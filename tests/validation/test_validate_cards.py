"""NM030–NM038: what the rulebook says a card must be, beyond the schema and the grammar.

Cards are :data:`PART` (a Parte, lines 1–10) or :data:`SUPPORT` (a Carta de Apoyo, lines 1–4) plus one
ability written by :func:`with_ability`: its ``texto`` is on line 13 (Parte) or 7 (Apoyo), the text
itself starting at column 13 after the opening quote.
"""
from __future__ import annotations

import pytest

from .helpers import PART, RULESET_TEXT, SUPPORT, Diag, validate, with_ability

F = "cards/t/a.yaml"
HINT_ADD_COST = "empieza el texto con «CAR n |», p. ej. «CAR 1 | …»"
HINT_NO_TRIGGER = "cambia la etiqueta a «disparado» o quita el disparador"
HINT_SELECT = "añade antes un requisito «Selecciona una Parte; …»"
HINT_NEGATE = "añade antes «Si tu oponente activa una habilidad o Carta de Apoyo; …»"
SUPPORT_IS_NOT_A_PART = "una Carta de Apoyo no es una Parte: no puede decir «esta Parte»"
PASIVA_CONDITIONS = "una habilidad Pasiva solo admite condiciones como «Si esta Parte está dañada»"
PASIVA_STATIC = "una habilidad Pasiva solo cambia estadísticas o costes, o impide seleccionar o mover, de forma permanente"
HINT_PASIVA_STATIC = "escribe algo como «Tu Unidad gana +1 DEF», o cambia la etiqueta"


def problems(card_set, files: dict) -> list[Diag]:
    card_set(files)
    run = validate("cards")
    assert run.exit_code == (1 if any(d.severity == "error" for d in run.diagnostics) else 0)
    return run.diagnostics


def ability_problems(card_set, tag: str, text: str, card: str = PART) -> list[Diag]:
    return problems(card_set, {"t/a.yaml": with_ability(card, tag, text)})


# --- NM030 id-repetido -----------------------------------------------------------------------


def test_nm030_same_id_in_two_files(card_set):
    assert problems(card_set, {"t/a.yaml": PART, "t/b.yaml": "# otra copia\n" + PART}) == [
        Diag("NM030", "cards/t/b.yaml", 2, 1, "el id «brazo-x» ya está en uso (cards/t/a.yaml:1)",
             "cada carta del set necesita un id distinto")]


def test_nm030_same_id_twice_in_one_list(card_set):
    cards = ("cartas:\n  - id: x\n    nombre: X\n    tipo: apoyo\n    rareza: pura\n"
             "  - id: x\n    nombre: Y\n    tipo: apoyo\n    rareza: pura\n")
    assert problems(card_set, {"t/a.yaml": cards}) == [
        Diag("NM030", F, 6, 5, "el id «x» ya está en uso (cards/t/a.yaml:2)",
             "cada carta del set necesita un id distinto")]


def test_same_id_in_two_sets_is_fine(card_set):
    assert problems(card_set, {"t/a.yaml": PART, "u/set.yaml": "codigo: u\nnombre: U\nversion: 1\n",
                               "u/a.yaml": PART}) == []


# --- NM031 coste -----------------------------------------------------------------------------


def test_nm031_pasiva_with_cost(card_set):
    assert ability_problems(card_set, "pasiva", "CAR 1 | Tu Unidad gana +1 DEF") == [
        Diag("NM031", F, 13, 13, "una habilidad Pasiva no tiene coste de Carga (reglamento 3.3)",
             "quita «CAR n |» del principio")]


@pytest.mark.parametrize("tag, name", [("normal", "Normal"), ("relampago", "Relámpago"), ("guerrilla", "Guerrilla")])
def test_nm031_ability_without_cost(card_set, tag, name):
    assert ability_problems(card_set, tag, "Roba una carta") == [
        Diag("NM031", F, 13, 13, f"una habilidad {name} necesita un coste de Carga (reglamento 6.1)", HINT_ADD_COST)]


def test_nm031_on_a_support_card(card_set):
    assert ability_problems(card_set, "relampago", "Selecciona una Parte; destrúyela", SUPPORT) == [
        Diag("NM031", F, 7, 13, "una habilidad Relámpago necesita un coste de Carga (reglamento 6.1)", HINT_ADD_COST)]


@pytest.mark.parametrize("text", ["Cuando esta Parte sea destruida; roba una carta",
                                  "CAR 1 | Cuando esta Parte sea destruida; roba una carta"])
def test_disparado_cost_is_optional(card_set, text):
    assert ability_problems(card_set, "disparado", text) == []


# --- NM032 etiqueta-no-admitida --------------------------------------------------------------


@pytest.mark.parametrize("tag, text", [("pasiva", "Tu Unidad gana +1 DEF"),
                                       ("disparado", "Al comienzo de tu turno; roba una carta"),
                                       ("guerrilla", "CAR 1 | Roba una carta")])
def test_nm032_tag_not_allowed_on_a_support_card(card_set, tag, text):
    assert ability_problems(card_set, tag, text, SUPPORT) == [
        Diag("NM032", F, 6, 15, f"la etiqueta «{tag}» no se admite en una Carta de Apoyo",
             "valores admitidos: normal, relampago")]


# --- NM033 disparador ------------------------------------------------------------------------


def test_nm033_disparado_without_trigger(card_set):
    assert ability_problems(card_set, "disparado", "Roba una carta") == [
        Diag("NM033", F, 13, 13, "una habilidad Disparado empieza por su disparador (reglamento 3.3)",
             "empieza con «Cuando …», «Al comienzo de tu turno» o «Al final de tu turno»")]


def test_nm033_disparado_whose_trigger_is_not_first(card_set):
    assert ability_problems(card_set, "disparado",
                            "Descarta una carta; cuando esta Parte sea destruida; roba una carta") == [
        Diag("NM033", F, 13, 13, "una habilidad Disparado empieza por su disparador (reglamento 3.3)",
             "empieza con «Cuando …», «Al comienzo de tu turno» o «Al final de tu turno»")]


def test_nm033_two_triggers(card_set):
    assert ability_problems(card_set, "disparado", "Al comienzo de tu turno; al final de tu turno; roba una carta") == [
        Diag("NM033", F, 13, 38, "una habilidad solo puede tener un disparador", "deja un solo «Cuando …»")]


def test_nm033_trigger_on_a_normal_ability(card_set):
    assert ability_problems(card_set, "normal", "CAR 1 | Cuando esta Parte sea destruida; roba una carta") == [
        Diag("NM033", F, 13, 21, "solo las habilidades Disparado tienen disparador; esta es Normal", HINT_NO_TRIGGER)]


def test_nm033_trigger_on_a_pasiva(card_set):
    assert ability_problems(card_set, "pasiva", "Cuando esta Parte sea destruida; tu Unidad gana +1 DEF") == [
        Diag("NM033", F, 13, 13, "solo las habilidades Disparado tienen disparador; esta es Pasiva", HINT_NO_TRIGGER),
        Diag("NM038", F, 13, 13, PASIVA_CONDITIONS, "quita ese requisito o cambia la etiqueta")]


# --- NM034 estadistica-fuera-de-rango --------------------------------------------------------


@pytest.mark.parametrize("stat, line, column, value, low, high", [
    ("pg", 5, 5, 25, 1, 20), ("pg", 5, 5, 0, 1, 20), ("car", 6, 6, -6, -5, 5), ("car", 6, 6, 6, -5, 5),
    ("fue", 7, 6, 11, 0, 10), ("def", 8, 6, -1, 0, 10), ("vel", 9, 6, 100, 0, 10),
])
def test_nm034_stat_out_of_range(card_set, stat, line, column, value, low, high):
    card = "".join(f"{stat}: {value}\n" if row.startswith(f"{stat}:") else row + "\n" for row in PART.splitlines())
    assert problems(card_set, {"t/a.yaml": card}) == [
        Diag("NM034", F, line, column, f"{stat.upper()} {value} está fuera del rango del reglamento ({low} a {high})",
             f"usa un valor entre {low} y {high}")]


@pytest.mark.parametrize("stats", [dict(pg=1, car=-5, fue=0, def_=0, vel=0),
                                   dict(pg=20, car=5, fue=10, def_=10, vel=10)])
def test_stats_at_the_bounds_are_fine(card_set, stats):
    card = PART
    for stat, value in stats.items():
        stat = stat.rstrip("_")
        card = "".join(f"{stat}: {value}\n" if row.startswith(f"{stat}:") else row + "\n" for row in card.splitlines())
    assert problems(card_set, {"t/a.yaml": card}) == []


def test_nm034_every_stat_of_a_card_is_reported(card_set):
    card = PART.replace("pg: 3", "pg: 0").replace("vel: 1", "vel: 11")
    assert [(d.code, d.line) for d in problems(card_set, {"t/a.yaml": card})] == [("NM034", 5), ("NM034", 9)]


# --- NM035 referencia-sin-requisito ----------------------------------------------------------


def test_nm035_pronoun_without_selection(card_set):
    assert ability_problems(card_set, "normal", "CAR 1 | Hazle 2 puntos de daño") == [
        Diag("NM035", F, 13, 21, "el efecto se refiere a una Parte seleccionada, pero ningún requisito la selecciona",
             HINT_SELECT)]


def test_nm035_pronoun_in_the_second_effect(card_set):
    assert ability_problems(card_set, "normal", "CAR 1 | Roba una carta y hazle 1 punto de daño") == [
        Diag("NM035", F, 13, 38, "el efecto se refiere a una Parte seleccionada, pero ningún requisito la selecciona",
             HINT_SELECT)]


def test_nm035_stat_change_of_the_selected_part_without_selection(card_set):
    assert ability_problems(card_set, "normal", "CAR 1 | Dale +2 FUE hasta el final del turno") == [
        Diag("NM035", F, 13, 21, "el efecto se refiere a una Parte seleccionada, pero ningún requisito la selecciona",
             HINT_SELECT)]


def test_nm035_niegala_without_opponent_activates(card_set):
    assert ability_problems(card_set, "relampago", "CAR 1 | Niégala") == [
        Diag("NM035", F, 13, 21, "«niégala» necesita saber qué negar", HINT_NEGATE)]


def test_nm035_niegala_after_a_selection(card_set):
    assert ability_problems(card_set, "normal", "CAR 1 | Selecciona una Parte; niégala") == [
        Diag("NM035", F, 13, 43, "«niégala» necesita saber qué negar", HINT_NEGATE)]


def test_nm035_pronoun_in_an_option_of_elige_uno_is_placed_at_the_option(card_set):
    """Each option reads its pronouns from what came before «elige uno», not from the option before it."""
    text = "CAR 1 | Elige uno: destruye una Parte de tu oponente o hazle 1 punto de daño"
    assert ability_problems(card_set, "normal", text) == [
        Diag("NM035", F, 13, 13 + text.index("hazle"),
             "el efecto se refiere a una Parte seleccionada, pero ningún requisito la selecciona", HINT_SELECT)]


def test_nm081_in_the_second_effect_of_an_option(card_set):
    text = "CAR 1 | Elige uno: roba una carta o gana 1 CAR y descarta una carta de tu Arsenal"
    assert ability_problems(card_set, "normal", text) == [
        Diag("NM081", F, 13, 13 + text.index("descarta"), "no se puede descartar lo que está en un Arsenal",
             "solo en una mano")]


@pytest.mark.parametrize("tag, text", [
    ("normal", "CAR 2 | Selecciona una Parte de tu oponente; elige uno: hazle 2 puntos de daño o desactívala"),
    ("relampago", "CAR 1 | Si tu oponente activa una habilidad o Carta de Apoyo; niégala"),
    ("normal", "CAR 1 | Selecciona una Parte de tu oponente; hazle 2 puntos de daño"),
    ("normal", "CAR 1 | Selecciona hasta 2 Partes tuyas; repárales 2 PG"),
    ("disparado", "Cuando tu oponente active una Carta de Apoyo; niégala"),
    ("relampago", "CAR 2 | Si tu oponente activa una Carta de Apoyo; cópiala"),
    ("disparado", "Cuando tu oponente active una habilidad; cópiala"),
    ("relampago", "CAR 1 | Selecciona 2 marchas de tu oponente; niega una de ellas"),
])
def test_references_with_their_requirement_are_fine(card_set, tag, text):
    assert ability_problems(card_set, tag, text) == []


# --- NM039 cantidad-cero --------------------------------------------------------------------

ZERO = "una cantidad de 0 no hace nada"
HINT_ZERO = "usa 1 o más, o quita esa parte del texto"


@pytest.mark.parametrize("text", ["CAR 1 | Roba 0 cartas", "CAR 1 | Roba cero cartas",
                                  "CAR 1 | Selecciona 0 Partes; destrúyelas", "CAR 1 | Tu Unidad gana +0 FUE",
                                  "CAR 1 | Descarta 0 cartas; roba una carta", "CAR 1 | Gana 0 CAR"])
def test_nm039_zero_amount(card_set, text):
    assert ability_problems(card_set, "normal", text) == [Diag("NM039", F, 13, 21, ZERO, HINT_ZERO)]


def test_nm039_zero_damage_in_the_second_effect(card_set):
    assert ability_problems(card_set, "normal", "CAR 1 | Selecciona una Parte; roba una carta y hazle 0 puntos de daño"
                            ) == [Diag("NM039", F, 13, 60, ZERO, HINT_ZERO)]


def test_zero_cost_is_not_nm039(card_set):
    assert ability_problems(card_set, "normal", "CAR 0 | Roba una carta") == []


# --- NM036 zona-de-tipo ----------------------------------------------------------------------


def test_nm036_zone_missing_from_the_ruleset(card_set):
    ruleset = RULESET_TEXT.replace("      - {id: cabeza, nombre: Cabeza, tipo: cabeza}\n", "")
    assert ruleset != RULESET_TEXT
    assert problems(card_set, {
        "ruleset.yaml": ruleset,
        "t/a.yaml": with_ability(PART, "normal", "CAR 1 | Selecciona una Parte de tipo Cabeza; destrúyela"),
    }) == [Diag("NM036", F, 13, 21, "no hay zonas de tipo «cabeza» en el reglamento", "usa una zona del reglamento")]


@pytest.mark.parametrize("zone", ["Cabeza", "Torso", "Brazo", "Pierna", "Brazo Izquierdo", "Pierna Derecha"])
def test_every_zone_of_the_bundled_ruleset_is_known(card_set, zone):
    text = f"CAR 1 | Selecciona una Parte de tipo {zone}; destrúyela"
    assert ability_problems(card_set, "normal", text) == []


# --- NM037 esta-parte-en-apoyo ---------------------------------------------------------------


@pytest.mark.parametrize("text", ["CAR 1 | Destruye esta Parte", "CAR 1 | Esta Parte gana +1 FUE",
                                  "CAR 1 | Haz 2 puntos de daño a esta Parte"])
def test_nm037_effect_on_this_part_in_a_support_card(card_set, text):
    assert ability_problems(card_set, "normal", text, SUPPORT) == [
        Diag("NM037", F, 7, 21, SUPPORT_IS_NOT_A_PART, "selecciona la Parte con «Selecciona una Parte; …»")]


def test_nm037_requirement_on_this_part_in_a_support_card(card_set):
    assert ability_problems(card_set, "normal", "CAR 1 | Si esta Parte está dañada; roba una carta", SUPPORT) == [
        Diag("NM037", F, 7, 21, SUPPORT_IS_NOT_A_PART, "usa un requisito que no dependa de una Parte")]


def test_nm037_part_trigger_in_a_support_card(card_set):
    assert ability_problems(card_set, "normal", "CAR 1 | Cuando esta Parte sea destruida; roba una carta",
                            SUPPORT) == [
        Diag("NM033", F, 7, 21, "solo las habilidades Disparado tienen disparador; esta es Normal", HINT_NO_TRIGGER),
        Diag("NM037", F, 7, 21, SUPPORT_IS_NOT_A_PART, "usa un requisito que no dependa de una Parte")]


# --- NM038 pasiva-no-estatica ----------------------------------------------------------------


def test_nm038_pasiva_with_a_cost_requirement(card_set):
    assert ability_problems(card_set, "pasiva", "Descarta una carta; tu Unidad gana +1 DEF") == [
        Diag("NM038", F, 13, 13, PASIVA_CONDITIONS, "quita ese requisito o cambia la etiqueta")]


@pytest.mark.parametrize("text, column", [("Roba una carta", 13),
                                          ("Tu Unidad gana +1 DEF hasta el final del turno", 13),
                                          ("Tu Unidad gana +1 DEF y roba una carta", 37)])
def test_nm038_pasiva_that_is_not_a_permanent_stat_change(card_set, text, column):
    assert ability_problems(card_set, "pasiva", text) == [
        Diag("NM038", F, 13, column, PASIVA_STATIC, HINT_PASIVA_STATIC)]


@pytest.mark.parametrize("text", ["Tu Unidad gana +1 DEF", "Esta Parte gana +2 DEF",
                                  "La Unidad de tu oponente pierde 1 VEL",
                                  "Si esta Parte está dañada; tu Unidad gana +1 DEF",
                                  "Si tienes 3 o más Partes equipadas; tu Unidad gana +1 FUE",
                                  "Tus Cartas de Apoyo cuestan 1 CAR menos",
                                  "Si esta Parte está dañada; las habilidades de tu oponente cuestan 1 CAR más"])
def test_static_pasivas_are_fine(card_set, text):
    assert ability_problems(card_set, "pasiva", text) == []


def test_x_needs_car_x(card_set):
    """X is the X chosen for «CAR X |» (docs/rulings.md 50): without it, it says nothing."""
    assert ability_problems(card_set, "normal", "CAR 2 | Roba X cartas") == [
        Diag("NM081", F, 13, 21, "X solo vale en una habilidad de coste «CAR X»",
             "empieza el texto con «CAR X |», o escribe un número")]
    assert ability_problems(card_set, "normal", "CAR X | Selecciona una Parte; hazle X puntos de daño") == []


def test_a_disparado_cannot_cost_x(card_set):
    assert ability_problems(card_set, "disparado", "CAR X | Al comienzo de tu turno; roba X cartas") == [
        Diag("NM031", F, 13, 13, "una habilidad Disparado no puede costar «CAR X»: salta sola, y nadie elige X",
             "escribe un número: «CAR 2 | …»")]


def test_a_stat_copy_of_pg_is_not_a_stat_of_a_unidad(card_set):
    text = "CAR 1 | La PG de tu Unidad pasa a ser igual a la FUE de la Unidad de tu oponente hasta el final del turno"
    assert ability_problems(card_set, "normal", text) == [
        Diag("NM080", F, 13, 21, "una Unidad tiene FUE, DEF y VEL, no PG",
             "escribe «la FUE de tu Unidad pasa a ser igual a la FUE de la Unidad de tu oponente …»")]


def test_nm081_a_cost_change_outside_a_pasiva(card_set):
    """A change of cost is a Pasiva's (docs/rulings.md 49): as an effect that resolves once it would do nothing."""
    assert ability_problems(card_set, "normal", "CAR 1 | Tus Cartas de Apoyo cuestan 1 CAR menos") == [
        Diag("NM081", F, 13, 21, "un cambio de coste solo vale en una habilidad Pasiva", "cambia la etiqueta a «pasiva»")]


def test_every_check_of_every_card_is_reported(card_set):
    cards = ("cartas:\n"
             "  - id: a\n    nombre: A\n    tipo: apoyo\n    rareza: pura\n    habilidades:\n"
             "      - etiqueta: pasiva\n        texto: Tu Unidad gana +1 DEF\n"
             "  - id: b\n    nombre: B\n    tipo: apoyo\n    rareza: pura\n    habilidades:\n"
             "      - etiqueta: normal\n        texto: Roba una carta\n"
             "      - etiqueta: normal\n        texto: CAR 1 | Destruye esta Parte\n")
    assert [(d.code, d.line, d.column) for d in problems(card_set, {"t/a.yaml": cards})] == [
        ("NM032", 7, 19), ("NM031", 15, 16), ("NM037", 17, 24)]


# --- NM056 valor-no-canonico: forgiving input, strict data ---------------------------------------


def test_nm056_case_accents_and_spaces_stand_for_the_packs_values(card_set):
    from pathlib import Path

    from nismatch_cards.cards.loader import load

    part = (PART.replace("tipo: parte", "tipo: Parte").replace("zona: brazo_derecho", "zona: Brazo derecho")
            .replace("rareza: chatarra", "rareza: CHATARRA"))
    card_set({"t/a.yaml": with_ability(part, "Normal", "CAR 1 | Roba una carta")})
    run = validate("cards")
    hint = "escribe «{}», como lo escriben el paquete y los esquemas del editor"
    assert run.exit_code == 0
    assert run.diagnostics == [
        Diag("NM056", "cards/t/a.yaml", 3, 7, "«Parte» se lee como «parte»", hint.format("parte"), "warning"),
        Diag("NM056", "cards/t/a.yaml", 4, 7, "«Brazo derecho» se lee como «brazo_derecho»",
             hint.format("brazo_derecho"), "warning"),
        Diag("NM056", "cards/t/a.yaml", 10, 9, "«CHATARRA» se lee como «chatarra»", hint.format("chatarra"), "warning"),
        Diag("NM056", "cards/t/a.yaml", 12, 15, "«Normal» se lee como «normal»", hint.format("normal"), "warning"),
    ]
    card = load([Path("cards")]).project.card("t", "brazo-x")
    assert (card.type, card.fields["zona"], card.fields["rareza"], card.fields["habilidades"][0]["etiqueta"]) == (
        "parte", "brazo_derecho", "chatarra", "normal")


def test_nm056_the_canonical_value_meets_the_packs_other_checks(card_set):
    # a Carta de Apoyo admits only Normal or Relámpago: «Pasiva» is read as «pasiva», then refused (NM032)
    card_set({"t/b.yaml": with_ability(SUPPORT, "Pasiva", "FUE +1")})
    run = validate("cards")
    assert [(d.code, d.message, d.severity) for d in run.diagnostics if d.line == 6] == [
        ("NM032", "la etiqueta «pasiva» no se admite en una Carta de Apoyo", "error"),
        ("NM056", "«Pasiva» se lee como «pasiva»", "warning")]


def test_a_value_that_is_not_a_spelling_is_still_an_error(card_set):
    card_set({"t/a.yaml": PART.replace("rareza: chatarra", "rareza: chatarrita")})
    run = validate("cards")
    assert run.exit_code == 1
    assert [(d.code, d.message, d.hint) for d in run.diagnostics] == [
        ("NM010", "«chatarrita» no es un valor válido de «rareza»", "¿quisiste decir «chatarra»?")]


@pytest.mark.parametrize("name, plural", [
    ("Carta de Acción", "Cartas de Acción"), ("Parte", "Partes"), ("Luchador", "Luchadores"),
    ("Hoja de Luchador", "Hojas de Luchador"), ("Lápiz", "Lápices"), ("Autobús", "Autobuses"),
    ("Mes", "Meses"), ("Crisis", "Crisis"), ("Árbol", "Árboles"), ("Menú", "Menús")])
def test_a_type_name_in_plural_by_the_common_rule(name, plural):
    from nismatch_cards.cards.wording import plural_name

    assert plural_name(name) == plural


def test_a_pack_declares_the_plurals_the_rule_does_not_give():
    from nismatch_cards.cards.packs import bundled

    types = bundled("mamlejet-kohanim").pack.types
    assert (types["tefila"].plural_name, types["hishtadlut"].plural_name, types["soldado"].plural_name) == (
        "Tefilot", "Hishtadluyot", "Soldados")


# --- NM081 efecto-sin-sentido: «intercambia» -------------------------------------------------

SWAP_OWN = "solo se intercambian dos Partes tuyas: el lenguaje no tiene tomar el control de cartas ajenas"
HINT_SWAP_OWN = ("escribe «intercambia esta Parte (o una Parte tuya) por una Parte de tu mano», de tu Depósito de "
                 "Chatarra o de tu Zona de Demolición")


@pytest.mark.parametrize("text, column", [
    ("CAR 1 | Intercambia una Parte de tu oponente por una Parte de tu mano", 21),
    ("CAR 1 | Intercambia esta Parte por una Parte de la mano de tu oponente", 21),
    ("CAR 1 | Roba una carta y intercambia una Parte por una Parte de tu mano", 38),
])
def test_nm081_swap_with_another_pilots_parte(card_set, text, column):
    assert ability_problems(card_set, "normal", text) == [Diag("NM081", F, 13, column, SWAP_OWN, HINT_SWAP_OWN)]


def test_nm081_swap_two_equipped_partes(card_set):
    assert ability_problems(card_set, "normal", "CAR 1 | Intercambia esta Parte por otra Parte tuya") == [
        Diag("NM081", F, 13, 21, "no se puede intercambiar por lo que está en una Unidad: la Parte equipada no "
             "tendría adonde ir (cada Parte tiene su zona, 2⑥)",
             "elige la segunda Parte de tu mano, de tu Depósito de Chatarra o de tu Zona de Demolición")]


def test_nm081_swap_a_parte_in_a_taller(card_set):
    assert ability_problems(card_set, "normal", "CAR 1 | Intercambia una Parte tuya en un Taller por una Parte de "
                            "tu mano") == [
        Diag("NM081", F, 13, 21, "no se puede intercambiar lo que está en un Taller: la primera Parte del intercambio "
             "es una Parte equipada", "escribe «intercambia esta Parte» o «intercambia una Parte tuya»")]


@pytest.mark.parametrize("text", [
    "CAR 1 | Intercambia esta Parte por una Parte de tipo Cabeza de tu mano",
    "CAR 1 | Intercambia una Parte tuya por una Parte de tu Depósito de Chatarra",
    "CAR 1 | Intercambia esta Parte por una Parte de tu Zona de Demolición",
])
def test_swap_of_your_own_partes_is_fine(card_set, text):
    assert ability_problems(card_set, "normal", text) == []


# --- NM081 efecto-sin-sentido: «tira un dado» (docs/rulings.md 34) -----------------------------


def test_nm081_an_outcome_no_die_result_meets(card_set):
    text = "CAR 1 | Tira un dado: si sale 7 o más, roba una carta"
    assert ability_problems(card_set, "normal", text) == [
        Diag("NM081", F, 13, 13 + text.index("si sale"), "«si sale 7 o más» no pasa nunca con un dado de 6 caras",
             "usa números del 1 al 6")]


def test_nm081_an_outcome_an_earlier_one_covers(card_set):
    text = "CAR 1 | Tira un dado: si sale 2 o más, roba una carta; si sale 6, roba 3 cartas"
    assert ability_problems(card_set, "normal", text) == [
        Diag("NM081", F, 13, 13 + text.index("si sale 6"), "«si sale 6» no pasa nunca: antes lo cubre «si sale 2 o "
             "más», y vale la primera opción que sale", "cambia el orden de las opciones o sus números")]


def test_nm035_copia_with_nothing_to_copy(card_set):
    text = "CAR 1 | Roba una carta y cópiala"
    assert ability_problems(card_set, "normal", text) == [
        Diag("NM035", F, 13, 13 + text.index("cópiala"), "«cópiala» necesita saber qué copiar", HINT_NEGATE)]


def test_nm035_a_pronoun_in_an_outcome_with_nothing_selected(card_set):
    text = "CAR 1 | Tira un dado: si sale 4 o más, roba una carta; si sale 1, hazle 1 punto de daño"
    assert ability_problems(card_set, "normal", text) == [
        Diag("NM035", F, 13, 13 + text.index("hazle"), "el efecto se refiere a una Parte seleccionada, pero ningún "
             "requisito la selecciona", HINT_SELECT)]


# --- contadores (docs/rulings.md 33) ------------------------------------------------------------


def test_nm081_counters_on_a_card_in_the_hand(card_set):
    text = "CAR 1 | Roba una carta y pon un contador en una Parte de tu mano"
    assert ability_problems(card_set, "normal", text) == [
        Diag("NM081", F, 13, 13 + text.index("pon"), "no se puede poner contadores en lo que está en una mano",
             "solo en una Unidad, en un Taller")]


def test_nm080_counters_qualifier_off_the_board(card_set):
    text = "CAR 1 | Descarta una Parte de tu mano con contadores"
    assert ability_problems(card_set, "normal", text) == [
        Diag("NM080", F, 13, 13 + text.index("Descarta"), "solo las Partes equipadas o en un Taller tienen contadores, no "
             "las que están en una mano", "quita «con contadores», o selecciona Partes equipadas (docs/rulings.md 33)")]


def test_nm080_counting_the_counters_of_a_chosen_parte(card_set):
    text = "CAR 1 | Roba cartas igual al número de contadores en una Parte tuya"
    assert ability_problems(card_set, "normal", text) == [
        Diag("NM080", F, 13, 13 + text.index("Roba"), "se cuentan los contadores de «esta Parte» o de todas las Partes de una selección, no "
             "de las que se eligen", "escribe «por cada contador en esta Parte», «… en todas tus Partes» o «… en cada "
             "Parte de tu oponente»")]


def test_nm037_counters_of_esta_parte_on_a_support(card_set):
    text = "CAR 1 | Si esta Parte tiene 2 o más contadores; roba una carta"
    assert ability_problems(card_set, "normal", text, card=SUPPORT) == [
        Diag("NM037", F, 7, 13 + text.index("Si"), SUPPORT_IS_NOT_A_PART, "usa un requisito que no dependa de una Parte")]


# --- texts that validated and then broke a game (found by tests/engine/test_fuzz_abilities.py) ------


def test_nm081_discarding_this_card(card_set):
    text = "CAR 1 | Descarta esta carta"
    assert ability_problems(card_set, "normal", text) == [
        Diag("NM081", F, 13, 13 + text.index("Descarta"), "solo se descarta de la mano, y «esta carta» no está en ella",
             "escribe «descarta una carta» (de tu mano)")]


def test_nm080_a_unidad_has_no_pg(card_set):
    text = "CAR 1 | Si tu Unidad tiene 5 o más PG; roba una carta"
    assert ability_problems(card_set, "normal", text) == [
        Diag("NM080", F, 13, 13 + text.index("Si"), "una Unidad tiene FUE, DEF y VEL, no PG",
             "escribe «tu Unidad tiene 5 o más FUE» (o DEF, o VEL)")]


def test_nm081_equipping_an_opponents_equipped_parte_says_the_language_has_no_control(card_set):
    """It said «no se puede equipar lo que está en una Unidad», as if the place were the problem."""
    text = "CAR 1 | Selecciona una Parte de tu oponente; equípala"
    assert ability_problems(card_set, "normal", text) == [
        Diag("NM081", F, 13, 13 + text.index("equípala"), "el lenguaje no tiene tomar el control de cartas ajenas",
             "«equípala» y «añádela a tu mano» son para cartas tuyas; para las de otro piloto usa «devuélvela a la mano "
             "de su dueño»")]


def test_nm081_gaining_car_as_a_stat(card_set):
    """«gana +1 CAR» validated and then stopped the engine (KeyError) in every game with the card."""
    text = "Cada Parte tuya gana +1 CAR"
    assert ability_problems(card_set, "pasiva", text) == [
        Diag("NM081", F, 13, 13, "solo se ganan o se pierden FUE, DEF y VEL, no CAR",
             "la Carga la gana o la pierde un piloto: «gana 2 CAR», «tu oponente pierde 1 CAR»")]


@pytest.mark.parametrize("tag, text", [
    ("normal", "CAR 1 | Tu Unidad gana +2 PG hasta el final del turno"),
    ("pasiva", "+2 PG"),
])
def test_nm081_a_unidad_has_no_pg(card_set, tag, text):
    """The PG máximos are each Parte's (4.2, docs/rulings.md 113): a Unidad's «+2 PG» is refused where it is."""
    start = text.index("Tu") if "Tu" in text else 0
    assert ability_problems(card_set, tag, text) == [
        Diag("NM081", F, 13, 13 + start, "una Unidad no tiene PG: los PG máximos son de cada Parte",
             "escribe «Selecciona una Parte tuya; dale +2 PG hasta el final del turno» o «Cada Parte tuya gana +1 PG» "
             "(docs/rulings.md 113)")]


@pytest.mark.parametrize("tag, text", [
    ("pasiva", "Esta Parte gana +2 PG"),
    ("pasiva", "Cada Parte tuya de tipo Brazo gana +1 PG"),
    ("normal", "CAR 1 | Selecciona una Parte de tu oponente; dale -2 PG durante el resto de la partida"),
])
def test_pg_maximos_of_a_parte_are_valid(card_set, tag, text):
    assert ability_problems(card_set, tag, text) == []


@pytest.mark.parametrize("text, verb, what, pronoun", [
    ("CAR 1 | Niega esta Parte", "negar", "esta Parte", "niégala»"),
    ("CAR 1 | Selecciona 2 Partes; copia una de ellas", "copiar", "una de ellas", "cópiala»"),
])
def test_nm081_negating_or_copying_what_is_no_marcha(card_set, text, verb, what, pronoun):
    start = text.index("Niega") if "Niega" in text else text.index("copia")
    first = "niega" if verb == "negar" else "copia"
    assert ability_problems(card_set, "normal", text) == [
        Diag("NM081", F, 13, 13 + start, f"solo se puede {verb} una marcha, no «{what}»",
             f"escribe «{pronoun} (la activación a la que responde) o «{first} una marcha de tu oponente»")]


def test_nm080_counting_counters_in_the_hand(card_set):
    text = "CAR 1 | Roba cartas igual al número de contadores en todas las Partes de tu mano"
    assert ability_problems(card_set, "normal", text) == [
        Diag("NM080", F, 13, 13 + text.index("Roba"), "solo las Partes equipadas o en un Taller tienen contadores, no "
             "las que están en una mano", "cuenta los de «esta Parte», «todas tus Partes» o «cada Parte de tu "
             "oponente» (docs/rulings.md 33)")]


# --- «al azar» (docs/ability-language.md, «Al azar») ----------------------------------------


def test_nm080_at_random_with_all(card_set):
    text = "CAR 3 | Destruye todas las Partes de tu oponente al azar"
    assert ability_problems(card_set, "normal", text) == [
        Diag("NM080", F, 13, 13 + text.index("Destruye"), "«al azar» solo se dice de una cantidad que se elige: "
             "«una», «2», «hasta 2» u «otra»",
             "quita «al azar», o escribe cuántas: «destruye una Parte de tu oponente al azar»")]


def test_nm080_at_random_in_a_trigger(card_set):
    text = "Cuando una Parte de tu oponente al azar sea destruida; roba una carta"
    assert ability_problems(card_set, "disparado", text) == [
        Diag("NM080", F, 13, 13, "«al azar» solo se dice de lo que toma un efecto, un coste o «Selecciona …»",
             "quita «al azar»: un disparador o una condición no toman cartas")]


def test_nm080_at_random_among_marchas(card_set):
    text = "CAR 2 | Niega una marcha de tu oponente al azar"
    assert ability_problems(card_set, "relampago", text) == [
        Diag("NM080", F, 13, 13 + text.index("Niega"), "«al azar» toma cartas, no marchas",
             "quita «al azar» y elige la marcha")]


def test_at_random_where_a_card_is_taken_is_valid(card_set):
    for text in ("CAR 3 | Destruye una Parte de tu oponente al azar",
                 "CAR 1 | Selecciona hasta 2 Partes de tu oponente al azar; hazles 1 punto de daño",
                 "CAR 0 | Descarta una carta al azar; gana 2 CAR",
                 "CAR 1 | Tu oponente descarta una carta al azar"):
        assert ability_problems(card_set, "normal", text) == [], text


def test_nm080_a_unidad_has_no_car_to_count(card_set):
    text = "CAR 1 | Roba cartas igual a la CAR de tu Unidad"
    assert ability_problems(card_set, "normal", text) == [
        Diag("NM080", F, 13, 13 + text.index("Roba"), "una Unidad tiene FUE, DEF y VEL, no CAR",
             "escribe «igual a la FUE de tu Unidad» (o DEF, o VEL)")]


def test_nm035_one_of_them_in_a_requirement(card_set):
    """Found by the fuzz: it validated and then every game with the card stopped with an AttributeError."""
    text = "CAR 0 | Selecciona 2 Partes; Selecciona una de ellas; destrúyela"
    assert ability_problems(card_set, "normal", text) == [
        Diag("NM035", F, 13, 13 + text.index("Selecciona una"), "«una de ellas» elige en un efecto entre las cartas que "
             "tomó antes; un requisito no puede",
             "selecciona lo que quieras en un solo requisito («Selecciona una Parte de tu oponente dañada; …»), o elige "
             "en el efecto: «…; destruye una de ellas»")]


def test_at_random_on_the_subject_of_a_stat_change(card_set):
    """It said «un disparador o una condición no toman cartas» of an effect: the subject of a stat change is taken."""
    assert ability_problems(card_set, "normal",
                            "CAR 2 | Una Parte de tu oponente al azar pierde 2 DEF hasta el final del turno") == []
    text = "Una Parte tuya al azar gana +2 DEF"
    assert ability_problems(card_set, "pasiva", text) == [
        Diag("NM038", F, 13, 13, "una Pasiva vale siempre: no sortea nada «al azar»",
             "quita «al azar», o hazla Normal o Disparado para sortear al activarla")]


@pytest.mark.parametrize("text, message, hint", [
    ("CAR 2 | Selecciona una Parte de tu oponente; su PG pasa a ser 1",
     "solo la FUE, la DEF y la VEL se fijan, se intercambian o se duplican, no los PG",
     "los PG máximos de una Parte cambian con «dale +2 PG hasta …»; la Carga, con «gana 2 CAR» (docs/rulings.md 113)"),
    ("CAR 2 | Selecciona una Parte tuya; su CAR se duplica hasta el final del turno",
     "solo la FUE, la DEF y la VEL se fijan, se intercambian o se duplican, no la CAR",
     "los PG máximos de una Parte cambian con «dale +2 PG hasta …»; la Carga, con «gana 2 CAR» (docs/rulings.md 113)"),
    ("CAR 2 | Intercambia la FUE y la FUE de tu Unidad hasta el final del turno",
     "se intercambian dos estadísticas distintas", "escribe «intercambia la FUE y la DEF de tu Unidad …»"),
])
def test_nm141_setting_exchanging_or_doubling_what_is_not_a_unit_stat(card_set, text, message, hint):
    start = text.index("su ") if "su " in text else text.index("Intercambia")
    assert ability_problems(card_set, "normal", text) == [Diag("NM141", F, 13, 13 + start, message, hint)]


def test_a_pasiva_does_not_set_a_stat(card_set):
    """It is worked out when it resolves (docs/rulings.md 114); a Pasiva has no such moment."""
    problems = ability_problems(card_set, "pasiva", "Mientras esta Parte esté equipada, tu FUE pasa a ser 0")
    assert [p.code for p in problems] == ["NM038"]
