"""The filters of a selection (issue 26): the many ways a designer says each one read as one meaning, print
canonically, are checked where no card can meet them, and test cards in a game (4.2, 4.5, 6.1.1.1)."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import AbilitySyntaxError, parse, to_text
from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language.constructs.filters import W_UNIT_COMPARISON, AnyOf, any_of

AT_MOST_3 = A.Comparison(A.Op.AT_MOST, 3)


def target(text: str) -> A.Selection:
    """The selection an ability takes: of «Selecciona …» or of its effect."""
    ability = parse(text)
    if ability.requirements:
        return ability.requirements[0].what
    effect = ability.effect
    return getattr(effect, "target", None) or effect.what


def filters(text: str) -> tuple:
    return target(text).filters


def same_reading(texts: list[str]) -> set[str]:
    return {to_text(parse(t)) for t in texts}


PG_LEFT = [
    "CAR 2 | Selecciona una Parte a la que le queden 3 PG o menos; destrúyela",
    "CAR 2 | Selecciona una Parte a la que le queden 3 o menos PG; destrúyela.",
    "CAR 2 | Selecciona una Parte a la que le queden como mucho 3 PG; destrúyela",
    "CAR 2 | Selecciona una Parte a la que le queden como máximo tres PG, destrúyela",
    "CAR 2 | selecciona una parte a la que le resten 3 PG o menos; destrúyela",
    "CAR 2 | Selecciona una Parte a la que le quedan 3 PG o menos; destrúyela",
]


@pytest.mark.parametrize("text", PG_LEFT)
def test_pg_left_said_every_way_reads_one_meaning(text):
    assert filters(text) == (A.PGLeft(AT_MOST_3),)


def test_pg_left_agrees_with_the_noun_and_counts_plurals():
    assert same_reading(PG_LEFT) == {"CAR 2 | Selecciona una Parte a la que le queden 3 PG o menos; destrúyela"}
    plural = parse("CAR 2 | Destruye todas las Partes de tu oponente a las que les queden 2 PG o menos")
    assert to_text(plural) == "CAR 2 | Destruye todas las Partes de tu oponente a las que les queden 2 PG o menos"
    exactly = parse("CAR 2 | Destruye una Parte de tu oponente a la que le quede 1 PG")
    assert exactly.effect.target.filters == (A.PGLeft(A.Comparison(A.Op.EXACTLY, 1)),)
    assert to_text(exactly) == "CAR 2 | Destruye una Parte de tu oponente a la que le quede exactamente 1 PG"


def test_a_relative_clause_is_printed_after_the_place():
    text = "CAR 1 | Destruye una Parte de tu oponente a la que le queden 2 PG o menos en un Taller"
    assert to_text(parse(text)) == "CAR 1 | Destruye una Parte de tu oponente en un Taller a la que le queden 2 PG o menos"


@pytest.mark.parametrize("text", [
    "CAR 3 | Selecciona una Parte que tenga al menos un contador de daño; destrúyela.",
    "CAR 3 | Selecciona una Parte que tenga al menos 1 punto de daño; destrúyela",
    "CAR 3 | Selecciona una Parte con al menos un punto de daño; destrúyela",
    "CAR 3 | Selecciona una Parte con daño; destrúyela",
    "CAR 3 | Selecciona una Parte que esté dañada; destrúyela",
    "CAR 3 | Selecciona una Parte dañada; destrúyela",
])
def test_at_least_one_point_of_damage_is_damaged(text):
    assert filters(text) == (A.Damaged(True),)


@pytest.mark.parametrize("text", [
    "CAR 1 | Destruye todas las Partes con 2 o más puntos de daño",
    "CAR 1 | Destruye todas las Partes que tengan al menos dos puntos de daño",
    "CAR 1 | Destruye todas las Partes con como mínimo 2 puntos de daño",
    "CAR 1 | Destruye todas las Partes con 2 puntos de daño o más",
])
def test_points_of_damage(text):
    assert filters(text) == (A.DamagePoints(A.Comparison(A.Op.AT_LEAST, 2)),)
    assert to_text(parse(text)) == "CAR 1 | Destruye todas las Partes con 2 o más puntos de daño"


@pytest.mark.parametrize("text", [
    "CAR 1 | Destruye una Parte sin daño",
    "CAR 1 | Destruye una Parte sin ningún daño",
    "CAR 1 | Destruye una Parte intacta",
    "CAR 1 | Destruye una Parte con exactamente 0 puntos de daño",
])
def test_without_damage(text):
    assert filters(text) == (A.Damaged(False),)


def test_damage_said_twice_is_a_clash():
    with pytest.raises(AbilitySyntaxError) as caught:
        parse("CAR 1 | Destruye una Parte dañada con 2 o más puntos de daño")
    assert caught.value.message.startswith("la selección tiene dos filtros que chocan: «dañada» y «con")


@pytest.mark.parametrize("text", [
    "CAR 0 | Selecciona una Parte de un oponente con 4 PG máximos o menos; destrúyela",
    "CAR 0 | Selecciona una Parte de tu oponente con 4 o menos PG máximos; destrúyela",
    "CAR 0 | Selecciona una Parte de tu oponente cuyos PG máximos sean 4 o menos; destrúyela",
    "CAR 0 | Selecciona una Parte enemiga con como máximo 4 PG máximos; destrúyela",
    "CAR 0 | Selecciona una Parte de tu oponente con PG 4 o menos; destrúyela",
])
def test_max_pg_is_the_printed_pg(text):
    assert target(text) == A.Selection(A.Noun.PART, A.Count(A.CountKind.EXACTLY, 1), owner=A.Whose.OPPONENT,
                                       filters=(A.StatIs(A.Stat.PG, A.Comparison(A.Op.AT_MOST, 4)),))


@pytest.mark.parametrize("text, stat, less, unit", [
    ("CAR 2 | Selecciona una Parte cuyos PG máximos sean menores que la FUE de tu Unidad; destrúyela.",
     A.Stat.PG, True, A.Stat.FUE),
    ("CAR 2 | Selecciona una Parte cuyo PG máximo sea menor que la FUE de tu Unidad; destrúyela", A.Stat.PG, True,
     A.Stat.FUE),
    ("CAR 2 | Selecciona una Parte cuya FUE sea mayor que la DEF de tu Unidad; destrúyela", A.Stat.FUE, False,
     A.Stat.DEF),
    ("CAR 2 | Selecciona una Parte cuya VEL es menor que la VEL de tu Unidad; destrúyela", A.Stat.VEL, True,
     A.Stat.VEL),
])
def test_a_printed_stat_against_your_unidad(text, stat, less, unit):
    assert filters(text) == (A.StatVsUnit(stat, less, unit),)
    assert parse(to_text(parse(text))) == parse(text)


@pytest.mark.parametrize("text", [
    "CAR 1 | Selecciona una Parte de un oponente cuya Unidad tenga menos VEL que la tuya; hazle tres puntos de daño.",
    "CAR 1 | Selecciona una Parte de tu oponente cuya Unidad tiene menos VEL que la tuya; hazle 3 puntos de daño",
    "CAR 1 | Selecciona una Parte de tu rival cuya Unidad tenga menos VEL que tu Unidad; hazle 3 puntos de daño",
])
def test_the_owners_unidad_against_yours(text):
    assert target(text) == A.Selection(A.Noun.PART, A.Count(A.CountKind.EXACTLY, 1), owner=A.Whose.OPPONENT,
                                       filters=(A.OwnerUnitStat(A.Stat.VEL, True),))


EVERY_UNIT = A.Selection(A.Noun.PART, A.Count(A.CountKind.EACH, 0), owner=A.Whose.ANY, place=A.Place.UNIT)


@pytest.mark.parametrize("text", [
    "CAR 3 | Haz un punto de daño a cada Parte equipada de todas las Unidades, incluida la tuya.",
    "CAR 2 | Haz un punto de daño a cada Parte equipada de cada Unidad, incluida la tuya.",
    "CAR 2 | Haz 1 punto de daño a cada Parte de cada Unidad",
    "CAR 2 | Haz 1 punto de daño a cada Parte de cualquier Unidad",
    "CAR 2 | Haz 1 punto de daño a cada Parte de todas las Unidades incluida la tuya",
])
def test_every_unidad_is_every_pilots_equipped_partes(text):
    assert parse(text).effect.target == EVERY_UNIT


def test_every_unidad_with_less_vel_than_yours():
    ability = parse("CAR 3 | Haz 1 punto de daño a cada Parte de cada Unidad con menos VEL que la tuya")
    assert ability.effect.target == A.Selection(A.Noun.PART, A.Count(A.CountKind.EACH, 0), owner=A.Whose.ANY,
                                                place=A.Place.UNIT, filters=(A.OwnerUnitStat(A.Stat.VEL, True),))
    assert to_text(ability) == ("CAR 3 | Haz 1 punto de daño a cada Parte de cualquier piloto equipada cuya Unidad "
                                "tenga menos VEL que la tuya")


def test_every_unidad_and_another_place_clash():
    with pytest.raises(AbilitySyntaxError) as caught:
        parse("CAR 1 | Destruye una Parte de tu mano de cada Unidad")
    assert caught.value.message.startswith("la selección tiene dos filtros que chocan: «de")
    assert caught.value.message.endswith("«de cada Unidad»")


@pytest.mark.parametrize("text", [
    "CAR 2 | Selecciona una Parte de rareza Chatarra o Vendible de la Unidad de un oponente; destrúyela.",
    "CAR 2 | Selecciona una Parte de rareza Vendible o Chatarra de la Unidad de tu oponente; destrúyela",
    "CAR 2 | Selecciona una Parte de tu oponente de la rareza Chatarra o Vendible equipada; destrúyela",
])
def test_one_rarity_or_another(text):
    assert filters(text) == (AnyOf((A.OfRarity("chatarra"), A.OfRarity("vendible"))),)
    assert to_text(parse(text)) == ("CAR 2 | Selecciona una Parte de tu oponente de rareza Chatarra o Vendible "
                                    "equipada; destrúyela")


def test_one_kind_or_another_and_a_repeated_one():
    assert filters("CAR 1 | Destruye una Parte de tipo Pierna o Brazo") == (
        AnyOf((A.OfKind("brazo"), A.OfKind("pierna"))),)
    assert to_text(parse("CAR 1 | Destruye una Parte de tipo Pierna o Brazo")) == \
        "CAR 1 | Destruye una Parte de tipo Brazo o Pierna"
    assert any_of([A.OfKind("brazo"), A.OfKind("brazo")]) == A.OfKind("brazo")


@pytest.mark.parametrize("text, kind", [
    ("CAR 1 | Destruye un Generador de tu oponente", "generador"),
    ("CAR 1 | Destruye una Parte de tu oponente de tipo Generador", "generador"),
    ("CAR 1 | Destruye un Gastador de la Unidad de tu oponente", "gastador"),
    ("CAR 1 | Destruye una Parte de Brazo de tu oponente", "brazo"),
    ("CAR 1 | Destruye una Parte de tu oponente del tipo Brazo", "brazo"),
    ("CAR 1 | Destruye una Parte de la zona de Brazo de tu oponente", "brazo"),
    ("CAR 1 | Destruye una Parte de zona Pierna de tu oponente", "pierna"),
    ("CAR 1 | Destruye una Parte de Brazo Izquierdo de tu oponente", "brazo_izquierdo"),
])
def test_a_role_or_a_zone_said_as_a_noun_or_with_de(text, kind):
    selection = parse(text).effect.target
    assert selection.noun is A.Noun.PART and selection.owner is A.Whose.OPPONENT
    assert selection.filters == (A.OfKind(kind),)


def test_role_nouns_in_the_plural_and_in_counts():
    assert parse("CAR 1 | Destruye todos tus Gastadores").effect.target == A.Selection(
        A.Noun.PART, A.Count(A.CountKind.ALL, 0), owner=A.Whose.YOU, filters=(A.OfKind("gastador"),))
    per = parse("CAR 1 | Roba una carta por cada Generador tuyo").effect.amount.per
    assert per == A.Selection(A.Noun.PART, owner=A.Whose.YOU, filters=(A.OfKind("generador"),))
    with pytest.raises(AbilitySyntaxError):
        parse("CAR 1 | Destruye un Generador de tipo Brazo")  # says its kind twice


@pytest.mark.parametrize("text, place, owner", [
    ("CAR 1 | Selecciona una Parte que esté en un Taller de un oponente; hazle dos puntos de daño.", A.Place.TALLER,
     A.Whose.OPPONENT),
    ("CAR 1 | Selecciona una Parte que se encuentre en un Taller de tu oponente; hazle 2 puntos de daño",
     A.Place.TALLER, A.Whose.OPPONENT),
    ("CAR 1 | Selecciona una Parte de uno de tus Talleres; hazle 2 puntos de daño", A.Place.TALLER, A.Whose.YOU),
    ("CAR 1 | Selecciona una Parte de tu Depósito de Chatarra; añádela a tu mano", A.Place.SCRAPYARD, A.Whose.YOU),
    ("CAR 1 | Selecciona una Parte de la Unidad de un oponente; hazle 2 puntos de daño", A.Place.UNIT,
     A.Whose.OPPONENT),
])
def test_where_the_parte_is(text, place, owner):
    selection = target(text)
    assert (selection.place, selection.owner) == (place, owner)


def test_other_and_distinct_unidades():
    assert target("CAR 1 | Selecciona otra Parte; repárale 2 PG").other
    with pytest.raises(AbilitySyntaxError):  # not in the language yet: a choice across Unidades (see the issue)
        parse("CAR 2 | Selecciona hasta dos Partes de Unidades distintas; hazles 1 punto de daño")


# --- checks ----------------------------------------------------------------------------------------


def test_a_unidad_has_no_pg_to_compare_with():
    from nismatch_cards.games.nismatch.language.checks import selection_problems

    selection = target("CAR 1 | Selecciona una Parte cuya FUE sea menor que la PG de tu Unidad; destrúyela")
    assert selection_problems(selection) == [("una Unidad no tiene PG ni CAR: solo FUE, DEF y VEL (4.3–4.5)",
                                              "compara con la FUE, la DEF o la VEL de tu Unidad")]
    owner = target("CAR 1 | Selecciona una Parte cuya Unidad tenga menos CAR que la tuya; destrúyela")
    assert selection_problems(owner)[0][0] == "una Unidad no tiene PG ni CAR: solo FUE, DEF y VEL (4.3–4.5)"


def test_pg_left_only_of_partes():
    from nismatch_cards.games.nismatch.language.checks import selection_problems

    selection = target("CAR 1 | Selecciona una Carta de Apoyo de tu mano a la que le queden 2 PG o menos; "
                       "descártala")
    assert ("«le queden … PG» solo se dice de las Partes, no de una Carta de Apoyo",
            "selecciona Partes, o quita ese calificativo") in selection_problems(selection)


# --- in a game ---------------------------------------------------------------------------------------


class _Info:
    def __init__(self, pg=4, stats=(1, 1, 1), rarity="chatarra", kinds=("brazo",)):
        self.pg, self.car, self.stats, self.rarity, self.kinds, self.abilities = pg, 0, stats, rarity, kinds, ()


class _Game:
    """The fields of a game a filter reads."""

    def __init__(self):
        self.cards = [_Info(pg=4), _Info(pg=6, rarity="pura", kinds=("torso",))]
        self.damage, self.owner, self.loc, self.deact, self.counters = [2, 0], [1, 1], [5, 5], [0, 0], [0, 0]
        self.unit_stats = {0: {"fue": 5, "def": 1, "vel": 3}, 1: {"fue": 1, "def": 1, "vel": 1}}

    def stat(self, p, s):
        return self.unit_stats[p][s]

    def max_pg(self, inst):
        return self.cards[inst].pg


def test_filters_test_cards_as_the_rulebook_counts():
    game = _Game()
    assert [A.PGLeft(A.Comparison(A.Op.AT_MOST, 2)).holds(game, 0, -1, i) for i in (0, 1)] == [True, False]
    assert [A.DamagePoints(A.Comparison(A.Op.AT_LEAST, 2)).holds(game, 0, -1, i) for i in (0, 1)] == [True, False]
    assert [A.StatVsUnit(A.Stat.PG, True, A.Stat.FUE).holds(game, 0, -1, i) for i in (0, 1)] == [True, False]
    assert A.OwnerUnitStat(A.Stat.VEL, True).holds(game, 0, -1, 0)  # their VEL 1 < your 3
    assert not A.OwnerUnitStat(A.Stat.VEL, True).holds(game, 1, -1, 0)  # your own Unidad: not less than itself
    either = any_of([A.OfRarity("pura"), A.OfRarity("vendible")])
    assert [either.holds(game, 0, -1, i) for i in (0, 1)] == [False, True]


def test_the_bot_counts_less_a_card_picked_by_comparing_unidades():
    game = _Game()
    assert A.OwnerUnitStat(A.Stat.VEL, True).bot_weight(game, 0, 0) == W_UNIT_COMPARISON < 1
    assert A.StatVsUnit(A.Stat.PG, True, A.Stat.FUE).bot_weight(game, 0, 0) == W_UNIT_COMPARISON
    assert A.PGLeft(AT_MOST_3).bot_weight(game, 0, 0) == 1.0


def test_a_comparison_with_a_stat_no_unidad_has_never_breaks_a_game():
    """NM080 refuses «la PG de tu Unidad»; a prototype or a fuzzed ability still runs: nothing meets it."""
    game = _Game()
    assert not A.StatVsUnit(A.Stat.FUE, True, A.Stat.PG).holds(game, 0, -1, 0)  # FUE 1 < 0 is false
    assert not A.OwnerUnitStat(A.Stat.CAR, True).holds(game, 0, -1, 0)
