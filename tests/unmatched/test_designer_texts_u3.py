"""The phrasings of Unmatched's card language tuned on the third blind batch (``corpus/lote-u3.yaml``), by kind, each
written the many ways a Spanish designer says it and played in a game: a card's value «tiene +N», a fighter's name
after «adyacente a» and «en la misma zona que», «ha sido derrotado», «cada uno de tus luchadores recupera», the verb
alone after «Si <luchador> …,» (rulings.md U66), «recibió daño en este combate» and «Después del combate, …» in an
ability (U63), «tu rival no jugó carta de Defensa», the cards looked at put in the discard pile, «Puede atravesar …»,
a card of a class from the discard pile (U64) and two fighters swapping places (U65). Each game is played on the line
of spaces a–h of :mod:`tests.unmatched.test_designer_texts`."""
from __future__ import annotations

import pytest

from nismatch_cards.games.unmatched.actions import Scheme
from nismatch_cards.games.unmatched.language import TextError, bundled_lexicon, parse

from .helpers import action, give, play
from .test_designer_texts import fight, game_with, place, read, who


@pytest.mark.parametrize("written, canonical_text", [
    # a card's value: «tiene», «gana», «obtiene», «recibe» +N (de valor, al valor, a su valor); −N is taken off
    ("Esta carta tiene +2 de valor.", "Suma 2 al valor de esta carta."),
    ("Esta carta gana +2 al valor.", "Suma 2 al valor de esta carta."),
    ("Esta carta obtiene +1.", "Suma 1 al valor de esta carta."),
    ("Esta carta recibe +3 a su valor.", "Suma 3 al valor de esta carta."),
    ("Esta carta tiene -2 de valor (mínimo 0).", "Resta 2 al valor de esta carta (mínimo 0)."),
    ("Si Rodrigo tiene seis puntos de vida o menos, esta carta tiene +3 de valor.",
     "Si Rodrigo tiene 6 de vida o menos, suma 3 al valor de esta carta."),
    # a fighter's name after «adyacente a» in a condition; «en una casilla adyacente a» is the same
    ("Si el Farero está adyacente a Marina, esta carta tiene +2 de valor.",
     "Si el Farero está adyacente a Marina, suma 2 al valor de esta carta."),
    ("Si Marina está en una casilla adyacente al Farero, roba una carta.",
     "Si Marina está adyacente al Farero, roba 1 carta."),
    ("Si el defensor no está adyacente a Rodrigo; roba 2 cartas.".replace(";", ","),
     "Si el luchador defensor no está adyacente a Rodrigo, roba 2 cartas."),
    # «en la misma zona que», «en la zona de / del»; «el luchador que defiende / que ataca»
    ("Si el luchador que defiende está en la misma zona que el Farero, esta carta tiene +2 de valor.",
     "Si el luchador defensor está en la zona del Farero, suma 2 al valor de esta carta."),
    ("Si el luchador que ataca está en la zona de Marina, roba 1 carta.",
     "Si el luchador atacante está en la zona de Marina, roba 1 carta."),
    ("Si el atacante está en la misma zona que tu héroe, roba 1 carta.",
     "Si el luchador atacante está en la zona de tu héroe, roba 1 carta."),
    ("Haz 1 de daño a cada luchador enemigo en la misma zona que Marina.",
     "Haz 1 de daño a cada luchador rival de la zona de Marina."),
    ("Haz 2 puntos de daño a un luchador rival en la zona del Farero.",
     "Haz 2 de daño a un luchador rival de la zona del Farero."),
    # defeated: «ha sido», «haya sido», «fue» derrotado/derrotada
    ("Si el Farero ha sido derrotado, esta carta tiene +2 de valor.",
     "Si el Farero fue derrotado, suma 2 al valor de esta carta."),
    ("Si el luchador defensor ha sido derrotado, Rodrigo puede moverse hasta 2 casillas.",
     "Si el luchador defensor fue derrotado, puedes mover a Rodrigo hasta 2 casillas."),
    # each of your fighters, singular and plural verb, «también»
    ("Cada uno de tus luchadores recupera 1 punto de vida.", "Cada uno de tus luchadores recupera 1 de vida."),
    ("Todos tus luchadores recuperan dos de vida.", "Cada uno de tus luchadores recupera 2 de vida."),
    ("Tus luchadores recuperan 1 punto de salud.", "Cada uno de tus luchadores recupera 1 de vida."),
    ("Rodrigo también recibe 1 de daño.", "Haz 1 de daño a Rodrigo."),
    ("Marina recupera también 2 de vida.", "Marina recupera 2 de vida."),
    # the verb alone after «Si <luchador> …,»: that fighter's (U66)
    ("Si el luchador atacante está adyacente a Rodrigo, recibe 2 de daño.",
     "Si el luchador atacante está adyacente a Rodrigo, haz 2 de daño al luchador atacante."),
    ("Si el atacante está adyacente a Rodrigo, sufre dos puntos de daño.",
     "Si el luchador atacante está adyacente a Rodrigo, haz 2 de daño al luchador atacante."),
    ("Si tu héroe tiene 5 de vida o menos, recupera 2 de vida.",
     "Si tu héroe tiene 5 de vida o menos, tu héroe recupera 2 de vida."),
    ("Si Rodrigo no ha recibido daño, puede moverse hasta 2 casillas.",
     "Si Rodrigo no recibió daño en este combate, puedes mover a Rodrigo hasta 2 casillas."),
    # damage received in this combat (U63)
    ("Si Rodrigo ha recibido daño, roba 1 carta.", "Si Rodrigo recibió daño en este combate, roba 1 carta."),
    ("Si tu luchador ha sufrido daño en este combate, roba 1 carta.",
     "Si tu luchador recibió daño en este combate, roba 1 carta."),
    ("Si el defensor fue dañado, roba una carta.",
     "Si el luchador defensor recibió daño en este combate, roba 1 carta."),
    ("Después del combate, si Rodrigo ha recibido daño, roba 1 carta.",
     "Después del combate, si Rodrigo recibió daño en este combate, roba 1 carta."),
    ("Después del combate, roba una carta.", "Después del combate, roba 1 carta."),
    # the rival played no card to defend
    ("Si tu oponente no ha jugado ninguna carta de defensa, esta carta tiene +3 de valor.",
     "Si tu rival no jugó carta de Defensa, suma 3 al valor de esta carta."),
    ("Si tu rival no juega carta de defensa, roba 1 carta.", "Si tu rival no jugó carta de Defensa, roba 1 carta."),
    ("Si tu adversario no jugó una carta, roba 1 carta.", "Si tu rival no jugó carta de Defensa, roba 1 carta."),
    # the others looked at, to the discard pile
    ("Mira las 3 cartas superiores de tu mazo. Añade 1 a tu mano y pon las otras en tu pila de descartes.",
     "Mira las 3 cartas superiores de tu mazo. Añade 1 a tu mano y descarta las demás."),
    ("Mira las tres primeras cartas de tu mazo. Pon 1 en tu mano y deja las demás en tu pila de descartes.",
     "Mira las 3 cartas superiores de tu mazo. Añade 1 a tu mano y descarta las demás."),
    ("Mira las 3 primeras cartas de tu mazo. Añade 1 a tu mano y coloca las otras 2 en la pila de descartes.",
     "Mira las 3 cartas superiores de tu mazo. Añade 1 a tu mano y descarta las otras 2."),
    # through the rivals: after «;» or as a sentence of its own
    ("Mueve a Marina hasta 3 casillas. Puede atravesar casillas ocupadas por luchadores enemigos.",
     "Mueve a Marina hasta 3 casillas; pueden atravesar casillas con luchadores rivales."),
    ("Mueve a Rodrigo hasta 4 casillas; puede atravesar enemigos.",
     "Mueve a Rodrigo hasta 4 casillas; pueden atravesar casillas con luchadores rivales."),
    ("Mueve a tu luchador dos casillas. Puede atravesar luchadores rivales.",
     "Mueve a tu luchador hasta 2 casillas; pueden atravesar casillas con luchadores rivales."),
    # a card of a class from the discard pile (U64)
    ("Busca una carta de defensa en tu pila de descartes y añádela a tu mano.",
     "Busca una carta de Defensa en tu pila de descartes y añádela a tu mano."),
    ("Añade a tu mano una carta de ataque de tu pila de descartes.",
     "Busca una carta de Ataque en tu pila de descartes y añádela a tu mano."),
    ("Busca 1 carta de multiuso en tu pila de descartes y después añádela a tu mano.",
     "Busca una carta de Multiuso en tu pila de descartes y añádela a tu mano."),
    # two fighters swap places (U65)
    ("Intercambia las posiciones de Marina y el Farero.", "Intercambia las posiciones de Marina y el Farero."),
    ("Intercambia la posición de tu héroe con la de uno de tus compañeros.",
     "Intercambia las posiciones de tu héroe y uno de tus compañeros."),
    ("Marina y el Farero intercambian sus posiciones. El atacante sigue atacando al mismo luchador.",
     "Intercambia las posiciones de Marina y el Farero. El luchador atacante sigue atacando al mismo luchador."),
    # «moverlo», «moverla», «muévelo»: the fighter the condition names (U66); «ningún luchador enemigo está
    # adyacente a X» is «X no está adyacente a ningún luchador rival»
    ("Al comienzo de tu turno, si ningún luchador enemigo está adyacente a Rodrigo, puedes moverlo 1 casilla.",
     "Al comienzo de tu turno, si Rodrigo no está adyacente a ningún luchador rival, puedes mover a Rodrigo hasta "
     "1 casilla."),
    ("Al final de tu turno, si no hay ningún luchador rival adyacente a Marina, puedes moverla hasta dos casillas.",
     "Al final de tu turno, si Marina no está adyacente a ningún luchador rival, puedes mover a Marina hasta 2 "
     "casillas."),
    ("Si el Farero está adyacente a Marina, muévelo 1 casilla.",
     "Si el Farero está adyacente a Marina, mueve al Farero hasta 1 casilla."),
    # «adyacente a él / ella»: the one fighter the sentence before names
    ("Mueve a Rodrigo hasta 4 casillas. Después, haz 1 de daño a un luchador enemigo adyacente a él.",
     "Mueve a Rodrigo hasta 4 casillas. Después, haz 1 de daño a un luchador rival adyacente a Rodrigo."),
    ("Coloca al Farero en cualquier casilla vacía. Haz 2 de daño a cada luchador rival adyacente a él.",
     "Coloca al Farero en cualquier casilla vacía. Haz 2 de daño a cada luchador rival adyacente al Farero."),
    # the card played to defend or to attack; «roba 1 más»
    ("Roba 1 carta. Si has usado esta carta para defender, roba 1 más.",
     "Roba 1 carta. Si juegas esta carta para defender, roba 1 carta."),
    ("Si juegas esta carta como defensa, roba 1 carta más.", "Si juegas esta carta para defender, roba 1 carta."),
    ("Si usas esta carta para atacar, roba dos cartas.", "Si juegas esta carta para atacar, roba 2 cartas."),
    # a continuous modifier while a fighter has little health, or is in a state
    ("Mientras Rodrigo tenga 6 de vida o menos, el valor de sus cartas de ataque aumenta en 1.",
     "Mientras Rodrigo tiene 6 de vida o menos, suma 1 al valor de sus cartas de Ataque."),
    ("Mientras Rodrigo tiene 5 puntos de vida o menos, sus cartas de defensa tienen +2 de valor.",
     "Mientras Rodrigo tiene 5 de vida o menos, suma 2 al valor de sus cartas de Defensa."),
    ("Mientras Alice es GRANDE, sus cartas de ataque ganan +2.", "Mientras Alice es GRANDE, suma 2 al valor de sus "
                                                                  "cartas de Ataque."),
    # a card of the hand discarded for its boost («potenciar», «impulsar»: U64)
    ("Puedes descartar 1 carta de tu mano para potenciar este ataque con su valor de impulso.",
     "Puedes descartar 1 carta de tu mano y sumar su Impulso al valor de esta carta."),
    ("Puedes potenciar esta carta: descarta 1 carta de tu mano y suma su valor de impulso.",
     "Puedes descartar 1 carta de tu mano y sumar su Impulso al valor de esta carta."),
    ("Descarta una carta para impulsar esta carta.", "Descarta 1 carta de tu mano y suma su Impulso al valor de esta "
                                                    "carta."),
    # the rival shows its hand: you look at it
    ("Tu oponente te enseña su mano. Roba 1 carta.", "Mira la mano de tu rival. Roba 1 carta."),
    ("Tu rival revela su mano.", "Mira la mano de tu rival."),
    # the rival's own choice is what «Tu rival descarta» already means
    ("Tu oponente descarta 1 carta a su elección.", "Tu rival descarta 1 carta."),
])
def test_the_third_batchs_kinds_print_back_in_the_languages_words(written, canonical_text):
    assert read(written) == canonical_text and read(canonical_text) == canonical_text


@pytest.mark.parametrize("text, column", [
    ("Si ganaste el combate, recibe 2 de daño.", 24),
    ("Roba 1 carta. Si tienes 2 cartas o menos en la mano, puede moverse hasta 2 casillas.", 54),
    ("Si ganaste el combate, puedes moverlo 1 casilla.", 24),
])
def test_a_verb_without_its_fighter_where_no_condition_names_one_is_refused_at_the_verb(text, column):
    """U66: only a condition that names a fighter gives the verb its fighter."""
    with pytest.raises(TextError) as error:
        parse(text, bundled_lexicon())
    assert (error.value.column, error.value.message, error.value.hint) == (
        column, "este verbo no dice de qué luchador es",
        "nombra al luchador («Rodrigo recibe 2 de daño», «tu luchador puede moverse hasta 2 casillas»); sin él solo "
        "vale tras «Si <luchador> …,», y es el de la condición")


def _scheme(game, army: int = 0) -> None:
    give(game, army, [game.armies[army].cards[0].key])
    play(game, Scheme(who(game, "Heroína"), game.armies[army].cards[0].key))


# --- the card's value under a condition on places ----------------------------------------------------------------

@pytest.mark.parametrize("paje, damage", [("c", 4), ("a", 2)])
def test_this_card_has_more_value_when_a_named_fighter_is_next_to_another(paje, damage):
    card = action("ronda", "ataque", 2, efecto={"durante_el_combate": "Si el Paje está adyacente a Heroína, esta "
                                                                        "carta tiene +2 de valor."})
    game = game_with(card)
    place(game, Heroína="d", Villano="e", Paje=paje)
    fight(game, "Heroína", "Villano", game.armies[0].cards[0].key, None)
    assert game.hp[who(game, "Villano")] == 10 - damage


@pytest.mark.parametrize("paje, damage", [("f", 4), ("b", 2)])
def test_the_defender_in_the_same_zone_as_a_named_fighter(paje, damage):
    """U63: «en la misma zona que el Paje» is a zone the Paje's space is in (e–h «este»; a–c «oeste»)."""
    card = action("faro", "ataque", 2, efecto={"durante_el_combate": "Si el luchador que defiende está en la misma "
                                                                       "zona que el Paje, esta carta tiene +2 de valor."})
    game = game_with(card)
    place(game, Heroína="d", Villano="e", Paje=paje)
    fight(game, "Heroína", "Villano", game.armies[0].cards[0].key, None)
    assert game.hp[who(game, "Villano")] == 10 - damage


# --- the combat's defence, damage received -----------------------------------------------------------------------

@pytest.mark.parametrize("defence, damage", [(None, 5), ("nada", 2)])
def test_this_card_has_more_value_when_the_rival_plays_no_defence(defence, damage):
    card = action("asalto", "ataque", 2, efecto={"durante_el_combate": "Si tu oponente no ha jugado ninguna carta de "
                                                                         "defensa, esta carta tiene +3 de valor."})
    game = game_with(card)
    place(game, Heroína="d", Villano="e")
    fight(game, "Heroína", "Villano", game.armies[0].cards[0].key, defence)
    assert game.hp[who(game, "Villano")] == 10 - damage


@pytest.mark.parametrize("value, drawn", [(1, 2), (3, 0)])
def test_a_defence_that_draws_if_its_fighter_was_hurt_in_this_combat(value, drawn):
    """U63: the fighter's health below what it was when the combat began (the attack's 3 against the card's value)."""
    card = action("aguante", "defensa", value, efecto={"despues_del_combate": "Si tu luchador ha recibido daño, roba "
                                                                               "2 cartas."})
    game = game_with(card)
    place(game, Heroína="d", Villano="e")
    game.active, game.actions_left = 1, 2
    fight(game, "Villano", "Heroína", "golpe", game.armies[0].cards[0].key)
    assert len(game.hand[0]) == drawn


def test_after_the_combat_an_ability_plays_whether_its_fighter_attacked_or_defended():
    """U63: «Después del combate, si Heroína ha recibido daño, roba 1 carta» on her card plays after each combat
    one of her fighters fights, attacking or defending («El Ataque», paso 3: «Resuelve los efectos especiales de los
    héroes que ocurran después del combate»), and reads only the damage of that combat."""
    game = game_with(action("golpe", "ataque", 3), "Después del combate, si Heroína ha recibido daño, roba 1 carta.")
    place(game, Heroína="d", Villano="e")
    game.active, game.actions_left = 1, 2
    fight(game, "Villano", "Heroína", "golpe", None)  # defending, hurt: draws
    assert (game.hp[who(game, "Heroína")], len(game.hand[0])) == (7, 1)
    game.active, game.actions_left = 0, 2
    fight(game, "Heroína", "Villano", "golpe", None)  # attacking, not hurt in this combat: no card
    assert len(game.hand[0]) == 0


def test_the_verb_alone_is_done_to_the_fighter_the_condition_names():
    """U66: «Si el luchador atacante está adyacente al Paje, recibe 2 de daño»: the attacker, only if it is."""
    for paje, villain in (("f", 8), ("a", 10)):
        card = action("espinas", "defensa", 3, efecto={"despues_del_combate": "Si el luchador atacante está adyacente "
                                                                               "al Paje, recibe 2 de daño."})
        game = game_with(card)
        place(game, Heroína="d", Villano="e", Paje=paje)
        game.active, game.actions_left = 1, 2
        fight(game, "Villano", "Heroína", "golpe", game.armies[0].cards[0].key)
        assert game.hp[who(game, "Villano")] == villain


# --- schemes: heal each, the discard pile, swaps, moving through -------------------------------------------------

def test_each_of_your_fighters_heals_and_no_rival():
    game = game_with(action("respiro", "estratagema", texto="Cada uno de tus luchadores recupera 1 de vida."))
    place(game, Heroína="a", Paje="b", Villano="h")
    for label, hp in (("Heroína", 5), ("Paje", 1), ("Villano", 4)):
        game.hp[who(game, label)] = hp
    _scheme(game)
    assert [game.hp[who(game, x)] for x in ("Heroína", "Paje", "Villano")] == [6, 2, 4]


def test_a_card_of_exactly_that_class_comes_back_from_the_discard_pile():
    """U64: a Defence card, not an Attack one; with none there, nothing."""
    game = game_with(action("memoria", "estratagema", texto="Busca una carta de defensa en tu pila de descartes y "
                                                            "añádela a tu mano."))
    cards = game.armies[0].cards
    by_key = {cards[c].key: c for c in game.deck[0]}
    for key in ("golpe", "bloqueo"):
        game.deck[0].remove(by_key[key])
        game.discard[0].append(by_key[key])
    _scheme(game)
    assert [cards[c].key for c in game.hand[0]] == ["bloqueo"]
    assert "golpe" in [cards[c].key for c in game.discard[0]] and "bloqueo" not in [cards[c].key for c in game.discard[0]]


def test_two_fighters_swap_places_past_anyone_and_not_if_one_is_defeated():
    """U65: not a move (the Villano between them does not block it)."""
    text = "Intercambia las posiciones de Heroína y el Paje."
    game = game_with(action("relevo", "estratagema", texto=text))
    place(game, Heroína="a", Villano="b", Paje="f")
    _scheme(game)
    assert (game.space(who(game, "Heroína")), game.space(who(game, "Paje"))) == ("f", "a")

    game = game_with(action("relevo", "estratagema", texto=text))
    place(game, Heroína="a", Villano="b")
    _scheme(game)
    assert game.space(who(game, "Heroína")) == "a"


def test_a_swap_in_a_defence_leaves_the_attack_on_the_same_fighter():
    """U65: the combat's fighters were chosen when the attack was declared («El Ataque», paso 1); the defender swapped
    away is still the one hit."""
    card = action("relevo", "defensa", 0, efecto={"inmediatamente": "Intercambia las posiciones de Heroína y el Paje. "
                                                                   "El atacante sigue atacando al mismo luchador."})
    game = game_with(card)
    place(game, Heroína="d", Villano="e", Paje="a")
    game.active, game.actions_left = 1, 2
    fight(game, "Villano", "Heroína", "golpe", game.armies[0].cards[0].key)
    assert (game.space(who(game, "Heroína")), game.space(who(game, "Paje"))) == ("a", "d")
    assert (game.hp[who(game, "Heroína")], game.hp[who(game, "Paje")]) == (7, 3)


def test_the_cards_looked_at_go_to_the_discard_pile_when_put_there():
    game = game_with(action("criba", "estratagema", texto="Mira las 3 cartas superiores de tu mazo. Añade 1 a tu mano "
                                                          "y pon las otras en tu pila de descartes."))
    give(game, 0, [game.armies[0].cards[0].key])
    deck_before, top = len(game.deck[0]), game.deck[0][-3:]
    play(game, Scheme(who(game, "Heroína"), game.armies[0].cards[0].key))
    assert len(game.deck[0]) == deck_before - 3 and len(game.hand[0]) == 1
    assert sorted(game.hand[0] + game.discard[0][:2]) == sorted(top)


def test_a_move_through_rivals_said_in_a_sentence_of_its_own():
    """«Puede atravesar casillas ocupadas por luchadores enemigos»: past the Villano on «b» (El movimiento: «No puedes
    atravesar casillas ocupadas por luchadores enemigos», unless a card says so)."""
    for text, spaces in (("Mueve a Heroína hasta 3 casillas. Puede atravesar casillas ocupadas por luchadores "
                          "enemigos.", {"a", "c", "d"}), ("Mueve a Heroína hasta 3 casillas.", {"a"})):
        game = game_with(action("salto", "estratagema", texto=text))
        place(game, Heroína="a", Villano="b")
        give(game, 0, [game.armies[0].cards[0].key])
        game.apply(Scheme(who(game, "Heroína"), game.armies[0].cards[0].key))
        options = set(game.choice.options) if game.choice is not None else {game.space(who(game, "Heroína"))}
        assert options == spaces


@pytest.mark.parametrize("text, column, word", [
    ("Roba 1 carta. Haz 1 de daño a un luchador rival adyacente a él.", 61, "él"),
    ("Mueve a Marina hasta 1 casilla y mueve al Farero hasta 1 casilla. Haz 1 de daño a un luchador rival adyacente "
     "a ella.", 113, "ella"),
])
def test_him_or_her_where_the_sentence_before_names_no_one_fighter_is_refused_at_the_word(text, column, word):
    with pytest.raises(TextError) as error:
        parse(text, bundled_lexicon())
    assert (error.value.column, error.value.message, error.value.hint) == (
        column, f"«{word}» no dice de qué luchador es",
        f"nombra al luchador («adyacente a Rodrigo»); «a {word}» solo vale si la frase anterior nombra a uno solo, y es "
        "ese")


def test_a_rival_next_to_him_after_he_moved_takes_the_damage():
    game = game_with(action("carga", "estratagema", texto="Mueve a Heroína hasta 2 casillas. Después, haz 1 de daño a "
                                                          "un luchador enemigo adyacente a ella."))
    place(game, Heroína="a", Villano="d")
    _scheme(game)
    assert (game.space(who(game, "Heroína")), game.hp[who(game, "Villano")]) == ("c", 9)


@pytest.mark.parametrize("attacking, drawn", [(True, 1), (False, 2)])
def test_a_versatile_card_draws_one_more_when_played_to_defend(attacking, drawn):
    card = action("versatil", "multiuso", 3, efecto={"despues_del_combate": "Roba 1 carta. Si has usado esta carta "
                                                                             "para defender, roba 1 más."})
    game = game_with(card)
    place(game, Heroína="d", Villano="e")
    if attacking:
        fight(game, "Heroína", "Villano", game.armies[0].cards[0].key, None)
    else:
        game.active, game.actions_left = 1, 2
        fight(game, "Villano", "Heroína", "golpe", game.armies[0].cards[0].key)
    assert len(game.hand[0]) == drawn


@pytest.mark.parametrize("health, damage", [(6, 4), (7, 3)])
def test_while_the_hero_has_little_health_its_attack_cards_are_worth_more(health, damage):
    """«Mientras Heroína tenga 6 de vida o menos, …»: her attack card's value, read when she attacks."""
    game = game_with(action("golpe", "ataque", 3), "Mientras Heroína tenga 6 de vida o menos, el valor de sus cartas "
                                                   "de ataque aumenta en 1.")
    place(game, Heroína="d", Villano="e")
    game.hp[who(game, "Heroína")] = health
    fight(game, "Heroína", "Villano", "golpe", None)
    assert game.hp[who(game, "Villano")] == 10 - damage


@pytest.mark.parametrize("villain, space", [("h", "b"), ("b", "a")])
def test_at_the_end_of_the_turn_she_may_move_if_no_rival_is_next_to_her(villain, space):
    """U66: «puedes moverla» is the fighter the condition names (U56: after the turn's 2 actions)."""
    from nismatch_cards.games.unmatched.actions import Boost, EndMove, Maneuver

    game = game_with(action("golpe", "ataque", 3), "Al final de tu turno, si ningún luchador enemigo está adyacente a "
                                                   "Heroína, puedes moverla 1 casilla.")
    place(game, Heroína="a", Villano=villain)
    for _ in range(2):
        play(game, Maneuver())
        play(game, Boost(None))
        if EndMove() in game.legal_actions():  # blocked in, the maneuver has no move to end
            play(game, EndMove())
    assert game.space(who(game, "Heroína")) == space


@pytest.mark.parametrize("has, damage", [(True, 3), (False, 2)])
def test_a_card_discarded_for_its_boost_adds_it_to_this_cards_value(has, damage):
    """U64: the card goes to the discard pile at once, its boost (1) to the attack's 2; with an empty hand, nothing."""
    card = action("impulso", "ataque", 2, efecto={"durante_el_combate": "Puedes descartar 1 carta de tu mano para "
                                                                        "potenciar este ataque con su valor de "
                                                                        "impulso."})
    game = game_with(card)
    place(game, Heroína="d", Villano="e")
    fight(game, "Heroína", "Villano", game.armies[0].cards[0].key, None, ((["nada"] if has else []), ()))
    assert game.hp[who(game, "Villano")] == 10 - damage
    assert ("nada" in [game.armies[0].cards[c].key for c in game.discard[0]]) == has and game.hand[0] == []


PROTOTYPE = "; marca el efecto con «prototipo: true» y se imprimirá tal cual"
VERBS = "mueve, roba, haz, coloca, elige, mira, anula, evita, busca, descarta, añade, devuelve, suma, puedes"


@pytest.mark.parametrize("text, column, message, hint", [
    # what the language lacks is said plainly, by kind, at the word refused
    ("Una vez por turno, roba 1 carta.", 1, "«Una» no se entiende aquí",
     "el lenguaje aún no puede decir un límite de veces («una vez por turno»)" + PROTOTYPE),
    ("Cuando el Farero sea derrotado, roba 1 carta.", 18, "«sea» no se entiende aquí",
     "el lenguaje aún no puede decir un momento «cuando … sea derrotado»" + PROTOTYPE),
    ("Hasta el final del turno, tus cartas de ataque tienen +1 de valor.", 1, "«Hasta» no se entiende aquí",
     "el lenguaje aún no puede decir efectos que duran (hasta el final del turno, el próximo turno…)" + PROTOTYPE),
    ("Este turno, Rodrigo no puede ser atacado.", 1, "«Este» no se entiende aquí",
     "el lenguaje aún no puede decir a quién se puede atacar (su alcance o una prohibición)" + PROTOTYPE),
    ("Roba 1 carta. Mira la carta superior del mazo de tu oponente.", 23, "«carta» no se entiende aquí",
     "el lenguaje aún no puede decir mirar o tocar el mazo de tu rival" + PROTOTYPE),
    ("Si Rodrigo tiene menos vida que el defensor, roba 1 carta.", 18, "«menos» no se entiende aquí",
     "el lenguaje aún no puede decir comparar la vida de dos luchadores" + PROTOTYPE),
    ("Roba 1 carta por cada carta de tu mano.", 14, "«por» no se entiende aquí",
     "el lenguaje aún no puede decir una cantidad que cuenta otra cosa («por cada …»)" + PROTOTYPE),
    # a word before an object is a verb the language lacks, never a fighter's name
    ("Intercambia al defensor con tu héroe.", 1, "«Intercambia» no es un verbo del lenguaje",
     "una frase empieza por uno de sus verbos: " + VERBS + "; si el lenguaje aún no puede decirlo, marca el efecto con "
     "«prototipo: true» y se imprimirá tal cual"),
    ("Si ganaste el combate, Empuja al defensor 1 casilla.", 24,
     "«Empuja» no es un verbo del lenguaje",
     "una frase empieza por uno de sus verbos: " + VERBS + "; si el lenguaje aún no puede decirlo, marca el efecto con "
     "«prototipo: true» y se imprimirá tal cual"),
    # a word of the language is not offered as a slip of another («Puede» is not «Puedes»: who does it would change),
    # nor called a fighter's name
    ("Mueve a tu luchador hasta 2 casillas. Puede robar 1 carta.", 45, "«robar» no se entiende aquí",
     "aquí se espera «atravesar»; si el lenguaje aún no puede decirlo, marca el efecto con «prototipo: "
     "true» y se imprimirá tal cual"),
])
def test_a_refusal_says_plainly_what_the_language_lacks_and_never_misnames_a_word(text, column, message, hint):
    with pytest.raises(TextError) as error:
        parse(text, bundled_lexicon())
    assert (error.value.column, error.value.message, error.value.hint) == (column, message, hint)


def test_validar_refuses_what_the_third_batchs_kinds_cannot_do_where_they_are_played(tmp_path, monkeypatch):
    """NM234: «Si tu rival no jugó carta de Defensa» on a Defensa (the rival attacks, always with a card); NM235:
    «Si juegas esta carta para defender» on an Ataque; NM236: «Después del combate, …» in DURANTE EL COMBATE (U63);
    NM196: «recibió daño en este combate» in a scheme. Each at its words, file:line:column, with a sugerencia."""
    from click.testing import CliRunner

    from nismatch_cards.cli import main

    monkeypatch.chdir(tmp_path)
    (tmp_path / "ruleset.yaml").write_text("paquete: unmatched\n", encoding="utf-8")
    folder = tmp_path / "heroe"
    folder.mkdir()
    (folder / "set.yaml").write_text("codigo: heroe\nnombre: Héroe\nversion: 1\n", encoding="utf-8")
    card = """  - id: {id}
    nombre: {name}
    tipo: accion
    clase: {clase}
    valor: 2
    impulso: 1
    personaje: Heroína
    copias: 1
    efecto:
      {window}: "{text}"
"""
    (folder / "cartas.yaml").write_text("""cartas:
  - id: heroe
    nombre: Heroína
    tipo: personaje
    vida: 12
    movimiento: 2
    estilo: cuerpo_a_cuerpo
    habilidad: "Después del combate, si Heroína ha recibido daño, roba 1 carta."
""" + card.format(id="muro", name="Muro", clase="defensa", window="durante_el_combate",
                  text="Si tu oponente no ha jugado ninguna carta de defensa, esta carta tiene +3 de valor.")
      + card.format(id="tajo", name="Tajo", clase="ataque", window="despues_del_combate",
                    text="Roba 1 carta. Si has usado esta carta para defender, roba 1 más.")
      + card.format(id="eco", name="Eco", clase="ataque", window="durante_el_combate",
                    text="Después del combate, roba 1 carta.")
      + """  - id: plan
    nombre: Plan
    tipo: accion
    clase: estratagema
    impulso: 1
    personaje: Heroína
    copias: 1
    texto: "Si Heroína ha recibido daño, roba 1 carta."
""", encoding="utf-8")
    result = CliRunner().invoke(main, ["validar", "."])
    assert result.exit_code == 1
    assert result.stderr.splitlines()[:8] == [
        "heroe/cartas.yaml:18:43: error NM234 [sin-defensa-en-una-defensa]: en una carta de Defensa tu rival es quien "
        "ataca, y siempre juega su carta: «no jugó carta de Defensa» no se cumpliría nunca",
        "    sugerencia: pon la condición en una carta de Ataque o Multiuso; para tu propia defensa, escribe el efecto sin "
        "ella",
        "heroe/cartas.yaml:28:50: error NM235 [carta-jugada-como-no-puede]: una carta de Ataque no se juega para "
        "defender: la condición no se cumpliría nunca",
        "    sugerencia: pon la condición en una carta Multiuso, o quítala",
        "heroe/cartas.yaml:38:28: error NM236 [despues-del-combate-fuera-de-su-ventana]: «Después del combate, …» en "
        "esta ventana no se juega nunca: los efectos de una carta tras el combate van en su campo "
        "«despues_del_combate»",
        "    sugerencia: pasa la frase, sin «Después del combate,», al campo «despues_del_combate» de la carta",
        "heroe/cartas.yaml:46:36: error NM196 [combate-fuera-de-combate]: «daño» habla de un combate, y una "
        "estratagema no se juega en ninguno",
        "    sugerencia: en la partida no haría nada: pon el efecto en una carta de combate («efecto: "
        "{despues_del_combate: …}») o en «Cuando … ataca» / «Después de atacar»"]
    assert "4 errores" in result.stderr
