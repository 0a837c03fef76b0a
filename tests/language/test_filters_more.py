"""Filters on what is selected or triggers (issue 26, round 5): where a Parte is equipped, what happened to it this
turn, how long it has been in a Taller, whether a marcha selected it, superlatives («con más PG restantes») and
rarity ranges. Each is said many ways by designers; all of them read as one meaning and print canonically.
Rulebook 3.2⑦, 4.1, 4.2, 4.7, 5.3.3, 6.1.1; docs/rulings.md 101–103."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import AbilitySyntaxError, parse, to_text
from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language.checks import selection_problems


def same_reading(texts: list[str]) -> set[str]:
    return {to_text(parse(t)) for t in texts}


def target(text: str) -> A.Selection:
    ability = parse(text)
    if ability.requirements:
        return ability.requirements[0].what
    effect = ability.effect
    return getattr(effect, "target", None) or effect.what


NOT_DAMAGED_THIS_TURN = [
    "Al final de tu turno, cada Parte de tu Unidad que no haya recibido daño este turno recupera 1 PG.",
    "Al final de tu turno; cada Parte tuya que no haya recibido daño este turno recupera 1 PG",
    "Al final de tu turno, cada una de tus Partes que no ha recibido daño este turno recupera un PG",
    "Al final de tu turno. Cada Parte de tu Unidad que no recibió daño este turno recupera 1 PG",
    "Al final de tu turno, repara 1 PG a cada Parte tuya que no haya sufrido daño este turno",
    "Al final de tu turno, todas tus Partes que no hayan recibido daño este turno recuperan 1 PG",
]


def test_not_damaged_this_turn_reads_one_way():
    readings = same_reading(NOT_DAMAGED_THIS_TURN)
    assert readings == {"Al final de tu turno; repara 1 PG a cada Parte tuya que no haya recibido daño este turno"} \
        or all("que no haya recibido daño este turno" in r or "que no hayan recibido daño este turno" in r
               for r in readings)
    selection = target("CAR 1 | Selecciona una Parte tuya que no haya recibido daño este turno; repárale 1 PG")
    assert selection.filters == (A.DamagedThisTurn(False),)
    assert target("CAR 1 | Selecciona una Parte que recibió daño este turno; repárale 1 PG").filters == \
        (A.DamagedThisTurn(True),)


EQUIPPED_THIS_TURN = [
    "CAR 2 | Selecciona una Parte enemiga equipada este turno; devuélvela a la mano de su dueño.",
    "CAR 2 | Selecciona una Parte de un oponente equipada este turno, devuélvela a la mano de su dueño",
    "CAR 2 | Selecciona una Parte de tu oponente que haya sido equipada este turno; devuélvela a la mano de su dueño",
    "CAR 2 | Selecciona una Parte de tu oponente que se haya equipado este turno; devuélvela a la mano de su dueño",
]


def test_equipped_this_turn_reads_one_way():
    assert same_reading(EQUIPPED_THIS_TURN) == {
        "CAR 2 | Selecciona una Parte de tu oponente equipada este turno; devuélvela a la mano de su dueño"}
    selection = target(EQUIPPED_THIS_TURN[0])
    assert selection.place is A.Place.UNIT and selection.filters == (A.EquippedThisTurn(),)


TALLER_TURNS = [
    "CAR 2 | Selecciona una Parte que lleve al menos un turno en tu Taller; repárale 2 PG",
    "CAR 2 | Selecciona una Parte que lleve al menos 1 turno en uno de tus Talleres; repárale 2 PG",
    "CAR 2 | Selecciona una Parte que lleve un turno o más en tus Talleres, repárale 2 PG.",
    "CAR 2 | Selecciona una Parte que haya pasado al menos un turno en tu Taller; repárale 2 PG",
    "CAR 2 | Selecciona una Parte tuya en un Taller que lleve al menos 1 turno allí; repárale 2 PG",
]


def test_turns_in_a_taller_read_one_way():
    assert same_reading(TALLER_TURNS) == {
        "CAR 2 | Selecciona una Parte tuya en un Taller que lleve al menos 1 turno allí; repárale 2 PG"}
    selection = target(TALLER_TURNS[0])
    assert (selection.owner, selection.place) == (A.Whose.YOU, A.Place.TALLER)
    assert selection.filters == (A.TallerTurns(A.Comparison(A.Op.AT_LEAST, 1)),)
    two = target("CAR 2 | Selecciona una Parte que lleve 2 turnos en un Taller; repárale 2 PG")
    assert two.owner is None and two.filters == (A.TallerTurns(A.Comparison(A.Op.AT_LEAST, 2)),)


def test_turns_in_a_taller_only_of_a_taller():
    selection = target("CAR 1 | Selecciona una Parte de tu mano que lleve al menos 1 turno allí; descártala")
    assert ("solo una Parte de un Taller lleva turnos en él, no las que están en una mano",
            "selecciona Partes «en un Taller»") in selection_problems(selection)


TARGETED = [
    "CAR 1 | Selecciona una de tus Partes que sea objetivo de una habilidad; muévela a un Taller.",
    "CAR 1 | Selecciona una Parte tuya que sea objetivo de una habilidad, muévela a un Taller",
    "CAR 1 | Selecciona una Parte de tu Unidad que es objetivo de una habilidad o Carta de Apoyo; muévela a un Taller",
    "CAR 1 | Selecciona una Parte tuya seleccionada por una habilidad; muévela a un Taller",
]


def test_a_part_a_marcha_selected_reads_one_way():
    readings = {r.replace(" equipada", "") for r in same_reading(TARGETED)}  # «de tu Unidad» says «equipada»
    assert readings == {
        "CAR 1 | Selecciona una Parte tuya que sea objetivo de una habilidad o Carta de Apoyo; muévela al Taller"}


MOST = [
    ("CAR 2 | Selecciona la Parte enemiga con más PG restantes; hazle 3 puntos de daño.", "PG restantes", True),
    ("CAR 2 | Selecciona la Parte de un oponente con más PG actuales, hazle 3 puntos de daño", "PG restantes", True),
    ("CAR 2 | Selecciona la Parte de tu oponente con mayor FUE; hazle 3 puntos de daño", "FUE", True),
    ("CAR 2 | Selecciona la Parte de tu oponente de menor DEF; hazle 3 puntos de daño", "DEF", False),
    ("CAR 2 | Selecciona la Parte de tu oponente que tenga menos PG máximos; hazle 3 puntos de daño", "PG máximos", False),
    ("CAR 2 | Selecciona la Parte de tu oponente con más daño; hazle 3 puntos de daño", "daño", True),
    ("CAR 2 | Selecciona la Parte de tu oponente con menos puntos de golpe restantes; hazle 3 puntos de daño",
     "PG restantes", False),
]


@pytest.mark.parametrize("text, measure, most", MOST)
def test_superlatives(text, measure, most):
    selection = target(text)
    assert selection.filters[-1] == A.Most(measure, most)
    assert selection.owner is A.Whose.OPPONENT
    again = parse(to_text(parse(text)))
    assert again == parse(text)


def test_the_superlative_is_last_whatever_the_order():
    """The engine compares among what the other filters let through: the superlative is kept last (ruling 101)."""
    selection = target("CAR 2 | Selecciona una Parte de tu oponente con más PG restantes dañada; hazle 1 punto de daño")
    assert [type(f) for f in selection.filters] == [A.Damaged, A.Most]


def test_bare_pg_superlative_is_refused():
    """«con más PG» does not say which PG (left or printed): refused, not guessed."""
    with pytest.raises(AbilitySyntaxError):
        parse("CAR 2 | Selecciona la Parte de tu oponente con más PG; hazle 3 puntos de daño")


def test_most_damage_only_where_damage_is():
    selection = target("CAR 1 | Selecciona una Parte de tu Arsenal con más daño; añádela a tu mano")
    assert ("solo las Partes equipadas o en un Taller tienen daño, no las que están en un Arsenal",
            "quita «con más daño», o selecciona Partes equipadas") in selection_problems(selection)


RARITY = [
    ("CAR 3 | Busca en tu Arsenal una Parte de rareza Pura o inferior y añádela a tu mano.",
     "CAR 3 | Busca una Parte de rareza Pura o inferior en tu Arsenal y añádela a tu mano"),
    ("CAR 3 | Busca una Parte de rareza pura o menor en tu Arsenal, y añádela a tu mano",
     "CAR 3 | Busca una Parte de rareza Pura o inferior en tu Arsenal y añádela a tu mano"),
    ("CAR 3 | Busca una Parte de rareza Vendible o superior en tu Arsenal y añádela a tu mano",
     "CAR 3 | Busca una Parte de rareza Vendible o superior en tu Arsenal y añádela a tu mano"),
    ("CAR 3 | Busca una Parte de rareza Vendible o mayor en tu Arsenal y añádela a tu mano",
     "CAR 3 | Busca una Parte de rareza Vendible o superior en tu Arsenal y añádela a tu mano"),
]


@pytest.mark.parametrize("text, canonical", RARITY)
def test_rarity_ranges(text, canonical):
    assert to_text(parse(text)) == canonical


class _Info:
    def __init__(self, rarity: str = "chatarra", pg: int = 4):
        self.rarity, self.pg, self.car, self.stats = rarity, pg, 0, (1, 1, 1)


class _Game:
    def __init__(self, *rarities: str):
        self.cards = [_Info(r) for r in rarities]


def test_rarity_range_follows_the_rulebook_order():
    """3.2⑦: Chatarra, Vendible, Pura y Legendaria."""
    game = _Game("chatarra", "vendible", "pura", "legendaria")
    up_to_pure = A.RarityRange("pura", False)
    assert [up_to_pure.holds(game, 0, 0, i) for i in range(4)] == [True, True, True, False]
    from_vendible = A.RarityRange("vendible", True)
    assert [from_vendible.holds(game, 0, 0, i) for i in range(4)] == [False, True, True, True]


IN_ZONES = [
    ("Tu Unidad tiene +1 VEL por cada Parte equipada en tus Piernas.",
     "Tu Unidad gana +1 VEL por cada Parte tuya de tipo Pierna equipada"),
    ("Tu Unidad gana +1 VEL por cada Parte tuya equipada en las Piernas",
     "Tu Unidad gana +1 VEL por cada Parte tuya de tipo Pierna equipada"),
    ("Tu Unidad gana +1 FUE por cada Parte en tus Brazos",
     "Tu Unidad gana +1 FUE por cada Parte tuya de tipo Brazo equipada"),
    ("Tu Unidad gana +1 FUE por cada Parte equipada en cualquier Brazo de tu oponente",
     "Tu Unidad gana +1 FUE por cada Parte de tu oponente de tipo Brazo equipada"),
]


@pytest.mark.parametrize("text, canonical", IN_ZONES)
def test_parts_in_your_zones(text, canonical):
    assert to_text(parse(text)) == canonical


THIS_EQUIPPED_IN = [
    ("Mientras esta Parte esté equipada en el Torso, tu Unidad tiene +2 DEF.", "torso"),
    ("Mientras esta Parte esté en el Torso; tu Unidad gana +2 DEF", "torso"),
    ("Mientras esta Parte esté equipada en tu zona de Torso, tu Unidad gana 2 DEF", "torso"),
    ("Mientras esta Parte esté en la Cabeza, tu Unidad gana +2 DEF", "cabeza"),
    ("Mientras esta Parte esté en el Brazo Izquierdo, tu Unidad tiene +2 DEF", "brazo_izquierdo"),
]


@pytest.mark.parametrize("text, kind", THIS_EQUIPPED_IN)
def test_this_part_equipped_in_a_zone(text, kind):
    ability = parse(text)
    assert ability.requirements[0].test == A.ThisEquippedIn(kind)
    assert to_text(parse(to_text(ability))) == to_text(ability)


class _Board:
    def __init__(self, loc: int, slot: int):
        self.loc, self.slot = [loc], [slot]
        self.zone_match = {"torso": {1}, "brazo": {2, 3}, "brazo_izquierdo": {2}}


def test_this_part_equipped_in_reads_the_zone_it_occupies():
    assert A.ThisEquippedIn("torso").holds(_Board(5, 1), 0, 0)
    assert not A.ThisEquippedIn("torso").holds(_Board(6, 1), 0, 0)  # in a Taller, slot 1 is not the Torso
    assert A.ThisEquippedIn("brazo").holds(_Board(5, 3), 0, 0)
    assert not A.ThisEquippedIn("brazo_izquierdo").holds(_Board(5, 3), 0, 0)


SELECTING = [
    "CAR 1 | Si un oponente activa una habilidad que seleccione una Parte de tu Unidad; niégala.",
    "CAR 1 | Si tu oponente activa una habilidad que selecciona una Parte tuya; niégala",
    "CAR 1 | Si un oponente activa una habilidad que seleccione una de tus Partes, niégala",
]


def test_an_activation_that_selects_your_part():
    readings = {r.replace(" equipada", "") for r in same_reading(SELECTING)}
    assert readings == {"CAR 1 | Si tu oponente activa una habilidad que selecciona una Parte tuya; niégala"}
    test = parse(SELECTING[0]).requirements[0].test
    assert isinstance(test, A.ActivatesSelecting) and test.what is A.Activatable.ABILITY
    support = parse("CAR 1 | Si tu oponente activa una Carta de Apoyo que seleccione esta Parte; niégala")
    assert support.requirements[0].test.target == A.ThisCard(True)


def test_each_other_is_all_the_others():
    assert to_text(parse("Mientras esta Parte esté equipada, cada otra Parte de Brazo de tu Unidad gana +1 FUE")) == \
        "Mientras esta Parte esté equipada; todas las demás Partes tuyas de tipo Brazo equipadas ganan +1 FUE"


def test_other_ways_of_the_lexicon():
    assert to_text(parse("CAR 2 | Si un oponente activa una habilidad de Guerrilla; niégala")) == \
        "CAR 2 | Si tu oponente activa una habilidad Guerrilla; niégala"
    assert to_text(parse("CAR 2 | Selecciona una Carta de Apoyo que un oponente haya activado; niégala.")) == \
        "CAR 2 | Selecciona una Carta de Apoyo de tu oponente en las marchas; niégala"
    assert to_text(parse("CAR 3 | Selecciona dos Partes enemigas distintas; hazles 1 punto de daño")) == \
        "CAR 3 | Selecciona 2 Partes de tu oponente; hazles 1 punto de daño"


def test_a_condition_on_counted_cards_still_reads_que():
    """The relative clauses begin with one term («que no haya recibido»), so «… que tu oponente» still compares."""
    assert to_text(parse("CAR 1 | Si tienes menos Partes equipadas que tu oponente; roba una carta")) == \
        "CAR 1 | Si tienes menos Partes equipadas que algún oponente; roba una carta"  # ruling 13


def test_the_bot_counts_less_of_what_a_response_may_undo():
    """The greedy bot weighs a card picked by a superlative, or for having no damage this turn, a little less: a
    response before the marcha resolves may change which card it is (6.1.1.1)."""
    from nismatch_cards.games.nismatch.language.constructs.filters import W_UNIT_COMPARISON

    assert A.Most("PG restantes", True).bot_weight(None, 0, 0) == W_UNIT_COMPARISON
    assert A.DamagedThisTurn(False).bot_weight(None, 0, 0) == W_UNIT_COMPARISON
    assert A.DamagedThisTurn(True).bot_weight(None, 0, 0) == 1.0


@pytest.mark.parametrize("text", [
    "Cuando equipes esta Parte, roba una carta por cada zona vacía de tu Unidad.",
    "Cuando equipes esta Parte; roba una carta por cada zona libre en tu Unidad",
])
def test_each_empty_zone_of_your_unit(text):
    assert to_text(parse(text)) == "Cuando equipes esta Parte; roba una carta por cada zona vacía de tu Unidad"
