"""The phrasings of Unmatched's card language that designers write (issue 27, part 4: the blind batch
``corpus/lote-u1.yaml``), each played in a game: the combat's defender and attacker, your hero and your sidekicks
(«compañeros», rulings.md U53), places measured from them, changes to either card's value, your own discards and
«Si lo haces», the cards looked at kept or discarded, «Elige un luchador … Hazle …», «Después de atacar» and «Al
final de tu turno» (U56). Each test plays a card written here on a line of spaces a–h."""
from __future__ import annotations

import pytest

from nismatch_cards.games.unmatched.actions import Attack, Boost, Defend, EndMove, Maneuver, Scheme
from nismatch_cards.games.unmatched.engine import DEFEND, Game
from nismatch_cards.games.unmatched.language import bundled_lexicon, canonical

from .boards import board
from .helpers import action, deck, give, hero, play, put, start

#: a–h in a line, a–d «oeste», e–h «este»; «d» is in both zones (a two-coloured space)
LINE = board([(x, y) for x, y in zip("abcdefg", "bcdefgh")], {s: ("oeste" if s in "abcd" else "este") for s in "abcdefgh"},
             ["a", "h"], "línea", extra_zones={"d": "este"})
FILLER = [action("golpe", "ataque", 3), action("bloqueo", "defensa", 3), action("nada", "defensa", 0)]


def game_with(card, own_ability: str = "", seed: int = 0) -> Game:
    """Heroína (with her Paje) against Villano (with his Esbirro), both decks ``card`` and the fillers."""
    heroine = hero("heroina", "Heroína", vida=10, acolitos=[{"nombre": "Paje", "vida": 3, "estilo": "cuerpo_a_cuerpo"}],
                   habilidad=own_ability)
    villain = hero("villano", "Villano", vida=10, acolitos=[{"nombre": "Esbirro", "vida": 3,
                                                              "estilo": "cuerpo_a_cuerpo"}])
    cards = [card, *FILLER]
    return start([deck("Heroína", heroine, cards, 5), deck("Villano", villain, cards, 5)], LINE, seed)


def who(game: Game, label: str) -> int:
    return next(f for f, x in enumerate(game.fighters) if x.label == label)


def place(game: Game, **spaces) -> None:
    """Every fighter off the board but those given (label → space; «_» for a space in a label)."""
    for f in range(len(game.fighters)):
        put(game, f, None)
    for label, space in spaces.items():
        put(game, who(game, label), space)


def fight(game: Game, attacker: str, target: str, attack: str, defence: str | None, hands=((), ())) -> None:
    """``attacker`` attacks ``target`` with ``attack``; the defender answers ``defence`` (None: no defence); each
    hand is the combat card and the cards of ``hands``."""
    a, d = game.fighters[who(game, attacker)].army, game.fighters[who(game, target)].army
    give(game, a, [attack, *hands[0]])
    give(game, d, ([defence] if defence else []) + list(hands[1]))
    play(game, Attack(who(game, attacker), who(game, target), attack))
    if game.phase == DEFEND:
        play(game, Defend(defence))


def read(text: str) -> str:
    return canonical(text, bundled_lexicon())


# --- who: the combat's fighters, your hero, your sidekicks ---------------------------------------------------

def test_the_defending_fighter_is_moved_and_the_attacking_one_hurt_whoever_plays_the_card():
    """«Mueve al luchador defensor hasta 2 casillas» on an attack card moves the rival; «haz 2 puntos de daño al
    luchador atacante» on a defence card hurts the rival (a tie is the defender's win: «El Ataque», paso 3)."""
    push = action("empuje", "ataque", 4, efecto={"despues_del_combate": "Mueve al luchador defensor hasta 2 casillas."})
    game = game_with(push)
    place(game, Heroína="d", Villano="e")
    fight(game, "Heroína", "Villano", "empuje", "nada")
    assert game.hp[who(game, "Villano")] == 10 - 4 and game.space(who(game, "Villano")) == "g"  # pushed away

    spite = action("represalia", "defensa", 3,
                   efecto={"despues_del_combate": "Si ganaste el combate, haz 2 puntos de daño al luchador atacante."})
    game = game_with(spite)
    place(game, Heroína="d", Villano="e")
    fight(game, "Heroína", "Villano", "golpe", "represalia")
    assert (game.hp[who(game, "Villano")], game.hp[who(game, "Heroína")]) == (10, 8)


def test_your_hero_heals_when_the_defender_was_defeated_and_each_sidekick_may_move():
    """«Si el luchador defensor fue derrotado, tu héroe recupera 2 puntos de salud» (DESPUÉS DEL COMBATE, «incluso
    después de que el oponente haya sido derrotado»); «cada uno de tus compañeros puede moverse 1 casilla»."""
    finish = action("remate", "ataque", 5, efecto={"despues_del_combate": "Si el luchador defensor fue derrotado, tu "
                                                   "héroe recupera 2 puntos de salud. Cada uno de tus compañeros "
                                                   "puede moverse 1 casilla."})
    game = game_with(finish)
    place(game, Heroína="d", Esbirro="e", Villano="h", Paje="a")
    game.hp[who(game, "Heroína")] = 5
    fight(game, "Heroína", "Esbirro", game.armies[0].cards[0].key, None)
    assert game.space(who(game, "Esbirro")) is None and game.hp[who(game, "Heroína")] == 7
    assert game.space(who(game, "Paje")) == "b"  # toward the enemy, by the rule (U40)


def test_a_card_of_one_of_your_sidekicks_moves_just_one_of_them():
    """«Mueve a uno de tus compañeros hasta 3 casillas»: one, its player's choice; the hero stays."""
    rally = action("reunion", "estratagema", personaje="cualquiera", texto="Mueve a uno de tus compañeros hasta 3 casillas.")
    game = game_with(rally)
    place(game, Heroína="a", Paje="b", Villano="h")
    give(game, 0, [game.armies[0].cards[0].key])
    play(game, Scheme(who(game, "Heroína"), game.armies[0].cards[0].key))
    assert (game.space(who(game, "Heroína")), game.space(who(game, "Paje"))) == ("a", "e")


# --- places: adjacent to, in the zone of, not adjacent -------------------------------------------------------

def test_damage_to_each_rival_next_to_your_fighter_and_in_your_heros_zone():
    """«Haz 1 punto de daño a cada luchador enemigo adyacente a tu luchador» hurts the rivals next to it, not the
    others nor your own; «… que esté en la zona de tu héroe» hurts those sharing a zone with your hero."""
    burst = action("estallido", "ataque", 0, efecto={"despues_del_combate":
                                                     "Haz 1 punto de daño a cada luchador enemigo adyacente a tu luchador."})
    game = game_with(burst)
    place(game, Heroína="d", Villano="e", Esbirro="c", Paje="a")
    fight(game, "Heroína", "Villano", game.armies[0].cards[0].key, None)
    assert [game.hp[who(game, n)] for n in ("Villano", "Esbirro", "Paje")] == [9, 2, 3]

    storm = action("tormenta", "estratagema", texto="Haz 2 puntos de daño a cada luchador enemigo que esté en la zona "
                                                    "de tu héroe.")
    game = game_with(storm)
    place(game, Heroína="a", Esbirro="c", Villano="f")
    give(game, 0, [game.armies[0].cards[0].key])
    play(game, Scheme(who(game, "Heroína"), game.armies[0].cards[0].key))
    assert (game.hp[who(game, "Esbirro")], game.hp[who(game, "Villano")]) == (1, 10)


def test_placing_in_the_fighters_own_zone_or_next_to_your_hero_or_away_from_your_fighter():
    """«Coloca a tu luchador en cualquier casilla vacía de su zona»; «Coloca al luchador atacante en cualquier
    casilla vacía que no sea adyacente a tu luchador»: only empty spaces that are so."""
    jump = action("salto", "estratagema", texto="Coloca a tu luchador en cualquier casilla vacía de su zona.")
    game = game_with(jump)
    place(game, Heroína="f", Villano="a")
    give(game, 0, [game.armies[0].cards[0].key])
    play(game, Scheme(who(game, "Heroína"), game.armies[0].cards[0].key))
    assert game.space(who(game, "Heroína")) in ("d", "e", "f", "g", "h")  # «este»; «a» is not
    assert game.space(who(game, "Heroína")) == "d"  # the rule's pick: nearest the enemy

    away = action("rechazo", "defensa", 3, efecto={"despues_del_combate": "Coloca al luchador atacante en cualquier "
                                                   "casilla vacía que no sea adyacente a tu luchador."})
    game = game_with(away)
    place(game, Heroína="d", Villano="e")
    fight(game, "Heroína", "Villano", "golpe", "rechazo")
    assert game.space(who(game, "Heroína")) not in ("d", "e", "f")


# --- values ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, attack, defence, damage", [
    ("Suma +2 al valor de esta carta.", 3, 3, 2),
    ("Aumenta en 2 el valor de esta carta.", 3, 3, 2),
    ("Resta 2 al valor de la carta de defensa de tu oponente (mínimo 0).", 3, 1, 3),  # 1 − 2 is 0, not −1
    ("Resta 2 al valor de la carta de defensa de tu oponente.", 3, 3, 2),
    ("Resta 2 al valor de la carta de defensa de tu oponente.", 3, 1, 4),  # −1: one more damage (U55)
    ("Esta carta vale 6.", 3, 3, 3),
])
def test_a_value_changed_this_cards_or_the_rivals(text, attack, defence, damage):
    """DURANTE EL COMBATE, before the damage («El Ataque», paso 3: daño = ataque − defensa)."""
    card = action("truco", "ataque", attack, efecto={"durante_el_combate": text})
    guard = action("guardia", "defensa", defence)
    game = start([deck("Heroína", hero("heroina", "Heroína"), [card, *FILLER], 5),
                  deck("Villano", hero("villano", "Villano"), [guard, *FILLER], 5)], LINE)
    place(game, Heroína="d", Villano="e")
    fight(game, "Heroína", "Villano", game.armies[0].cards[0].key, game.armies[1].cards[0].key)
    assert game.hp[who(game, "Villano")] == 10 - damage


def test_if_you_do_discard_a_card_this_card_is_worth_more():
    """«Puedes descartar 1 carta de tu mano. Si lo haces, suma 2 al valor de esta carta»: the player discards (its
    pick by the rule) and the value rises; with an empty hand, nothing is discarded and nothing added."""
    card = action("furia", "ataque", 3, efecto={"durante_el_combate": "Puedes descartar 1 carta de tu mano. Si lo "
                                                "haces, suma 2 al valor de esta carta."})
    for extra, damage in (((next(c for c in FILLER if c.id == "nada"),), 5), ((), 3)):
        game = game_with(card)
        place(game, Heroína="d", Villano="e")
        hand = ["nada"] * len(extra)
        fight(game, "Heroína", "Villano", game.armies[0].cards[0].key, None, (hand, ()))
        assert game.hp[who(game, "Villano")] == 10 - damage and game.hand[0] == []


# --- conditions ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("condition, attacker, space, holds", [
    ("Si el luchador atacante es un compañero", "Paje", "d", True),
    ("Si el luchador atacante es un compañero", "Heroína", "d", False),
    ("Si tu luchador está en una casilla que pertenece a más de una zona", "Heroína", "d", True),
    ("Si tu luchador está en una casilla bicolor o tricolor", "Heroína", "f", False),
    ("Si tu oponente no tiene cartas en la mano", "Heroína", "d", True),
    ("Si el luchador defensor tiene estilo a distancia", "Heroína", "d", False),
    ("Si el luchador defensor tiene estilo cuerpo a cuerpo", "Heroína", "d", True),
    ("Si el luchador defensor está adyacente a alguno de tus compañeros", "Heroína", "d", True),
    ("Si el defensor no está adyacente a alguno de tus compañeros", "Heroína", "d", False),
    ("Si el defensor no está adyacente a tu héroe", "Paje", "d", True),
    ("Si tu luchador no está adyacente a ningún luchador enemigo", "Heroína", "d", False),
    ("Si el defensor no está adyacente a ningún luchador enemigo", "Heroína", "d", True),  # its own enemies are yours
    ("Si tienes 1 carta o menos en la mano", "Heroína", "d", True),
])
def test_a_condition_on_the_combats_fighters_and_hands(condition, attacker, space, holds):
    """The attack card's «… , el valor de esta carta es 6» applies only when its condition holds (the Paje waits on
    «f», next to the Villano on «e»; the defender's hand is empty once it has played its card)."""
    card = action("truco", "ataque", 2, efecto={"durante_el_combate": f"{condition}, el valor de esta carta es 6."})
    game = game_with(card)
    place(game, Villano="e", **{attacker: space}, **({"Paje": "f" if space != "f" else "d"} if attacker != "Paje" else {}))
    fight(game, attacker, "Villano", game.armies[0].cards[0].key, None)
    assert game.hp[who(game, "Villano")] == 10 - (6 if holds else 2)


def test_if_you_lost_the_combat_you_draw_and_with_fewer_than_n_cards_you_draw_up_to_n():
    lost = action("consuelo", "ataque", 1, efecto={"despues_del_combate": "Si perdiste el combate, roba 2 cartas."})
    game = game_with(lost)
    place(game, Heroína="d", Villano="e")
    fight(game, "Heroína", "Villano", game.armies[0].cards[0].key,
          "bloqueo")
    assert len(game.hand[0]) == 2  # 1 − 3: no damage, the combat lost

    refill = action("recarga", "estratagema", texto="Roba cartas hasta tener 5 en la mano.")
    game = game_with(refill)
    give(game, 0, [game.armies[0].cards[0].key, "golpe"])
    play(game, Scheme(who(game, "Heroína"), game.armies[0].cards[0].key))
    assert len(game.hand[0]) == 5


# --- cards looked at, chosen fighters, abilities ---------------------------------------------------------------

def test_if_you_won_is_never_the_combat_before():
    """«Si ganaste el combate, suma 3 al valor de esta carta» DURANTE EL COMBATE (rulings.md U59; «El Ataque», paso 3:
    the damage comes after INMEDIATAMENTE and DURANTE EL COMBATE): the combat won just before does not count, so the
    second attack deals its 2, not 5. After the combat, the same words read the combat just fought."""
    during = action("arrebato", "ataque", 2, efecto={"durante_el_combate": "Si ganaste el combate, suma 3 al valor "
                                                                           "de esta carta."})
    game = game_with(during)
    place(game, Heroína="d", Villano="e")
    fight(game, "Heroína", "Villano", "golpe", None)
    fight(game, "Heroína", "Villano", game.armies[0].cards[0].key, None)
    assert game.hp[who(game, "Villano")] == 10 - 3 - 2

    after = action("remate", "ataque", 2, efecto={"despues_del_combate": "Si ganaste el combate, roba 2 cartas."})
    game = game_with(after)
    place(game, Heroína="d", Villano="e")
    fight(game, "Heroína", "Villano", "golpe", None)
    fight(game, "Heroína", "Villano", game.armies[0].cards[0].key, "bloqueo")
    assert len(game.hand[0]) == 0  # 2 against 3: this combat lost, the one before won


def test_placing_keeps_the_empty_space_it_names():
    """«Coloca a uno de tus acólitos en una casilla vacía adyacente a tu héroe» (U60, U62): «vacía» is kept in the
    reading, and the Paje goes to the empty space next to the Heroína, not the one the Villano stands on."""
    assert read("Coloca a tu luchador en cualquier casilla vacía de su zona.") == \
        "Coloca a tu luchador en cualquier casilla vacía de su zona."
    assert read("Coloca a tu luchador en cualquier casilla libre de su zona.") == \
        "Coloca a tu luchador en cualquier casilla vacía de su zona."
    card = action("llamada", "estratagema", texto="Coloca a uno de tus acólitos en una casilla vacía adyacente a tu "
                                                  "héroe.")
    game = game_with(card)
    place(game, Heroína="c", Villano="b", Paje="h")
    give(game, 0, [game.armies[0].cards[0].key])
    play(game, Scheme(who(game, "Heroína"), game.armies[0].cards[0].key))
    assert game.space(who(game, "Paje")) == "d"


def test_an_extra_action_is_the_turns_players():
    """«Roba 1 carta. Gana 1 acción adicional este turno.» (U61): the scheme is one of the turn's 2 actions and
    gives one back; in the rival's turn (a defence) it gives none."""
    card = action("impetu", "estratagema", texto="Roba 1 carta. Gana 1 acción adicional este turno.")
    game = game_with(card)
    give(game, 0, [game.armies[0].cards[0].key])
    play(game, Scheme(who(game, "Heroína"), game.armies[0].cards[0].key))
    assert (game.actions_left, len(game.hand[0]), game.active) == (2, 1, 0)

    guard = action("guardia", "defensa", 1, efecto={"despues_del_combate": "Gana 1 acción adicional este turno."})
    game = game_with(guard)
    place(game, Heroína="d", Villano="e")
    game.active, game.actions_left = 1, 2
    fight(game, "Villano", "Heroína", "golpe", game.armies[0].cards[0].key)
    assert game.actions_left == 1 and game.active == 1


def test_the_second_batchs_kinds_play():
    """U62: «sufre» is damage to each fighter it names; «las demás debajo de tu mazo» go to its bottom; «Elige 1 carta de ella; tu oponente la
    descarta» discards one of the rival's hand."""
    hurt = action("onda", "estratagema", texto="Cada luchador enemigo adyacente a Heroína sufre 2 de daño.")
    game = game_with(hurt)
    place(game, Heroína="d", Villano="e", Esbirro="h", Paje="c")
    give(game, 0, [game.armies[0].cards[0].key])
    play(game, Scheme(who(game, "Heroína"), game.armies[0].cards[0].key))
    assert [game.hp[who(game, x)] for x in ("Villano", "Esbirro", "Paje")] == [8, 3, 3]

    under = action("cribar", "estratagema", texto="Mira las 3 primeras cartas de tu mazo. Pon 1 en tu mano y las "
                                                  "demás debajo de tu mazo en el orden que quieras.")
    game = game_with(under)
    give(game, 0, [game.armies[0].cards[0].key])
    deck_before, top = len(game.deck[0]), game.deck[0][-3:]
    play(game, Scheme(who(game, "Heroína"), game.armies[0].cards[0].key))
    assert len(game.deck[0]) == deck_before - 1 and len(game.hand[0]) == 1
    assert sorted(game.hand[0] + game.deck[0][:2]) == sorted(top)

    spy = action("espia", "estratagema", texto="Mira la mano de tu oponente. Elige 1 carta de ella; tu oponente la "
                                               "descarta.")
    game = game_with(spy)
    give(game, 0, [game.armies[0].cards[0].key])
    give(game, 1, ["golpe", "bloqueo"])
    play(game, Scheme(who(game, "Heroína"), game.armies[0].cards[0].key))
    assert len(game.hand[1]) == 1 and len(game.discard[1]) == 1


def test_the_top_cards_looked_at_one_kept_the_others_discarded():
    """«Mira las 3 primeras cartas de tu mazo. Pon 1 en tu mano y descarta las otras.»"""
    search = action("busqueda", "estratagema", texto="Mira las 3 primeras cartas de tu mazo. Pon 1 en tu mano y "
                                                    "descarta las otras.")
    game = game_with(search)
    give(game, 0, [game.armies[0].cards[0].key])
    deck_before, top = len(game.deck[0]), game.deck[0][-3:]
    play(game, Scheme(who(game, "Heroína"), game.armies[0].cards[0].key))
    assert len(game.deck[0]) == deck_before - 3 and len(game.hand[0]) == 1
    assert sorted(game.hand[0] + game.discard[0][:2]) == sorted(top)


def test_a_chosen_rival_next_to_your_fighters_takes_the_damage():
    """«Elige un luchador enemigo adyacente a cualquiera de tus luchadores. Inflígele 3 puntos de daño.»: one rival,
    next to the hero or a sidekick; not one elsewhere."""
    strike = action("golpe-certero", "estratagema", texto="Elige un luchador enemigo adyacente a cualquiera de tus "
                                                          "luchadores. Inflígele 3 puntos de daño.")
    game = game_with(strike)
    place(game, Heroína="a", Paje="f", Esbirro="g", Villano="c")
    give(game, 0, [game.armies[0].cards[0].key])
    play(game, Scheme(who(game, "Heroína"), game.armies[0].cards[0].key))
    assert (game.hp[who(game, "Esbirro")], game.hp[who(game, "Villano")]) == (0, 10)


def test_after_attacking_and_at_the_end_of_the_turn_the_heros_ability_plays():
    """«Después de atacar, si ganaste el combate, roba 1 carta» (after the combat, for the attacker only);
    «Al final de tu turno, puedes colocar a uno de tus compañeros en cualquier casilla vacía adyacente a tu héroe»
    (after the 2 actions: rulings.md U56)."""
    game = game_with(FILLER[0], "Después de atacar, si ganaste el combate, roba 1 carta.")
    place(game, Heroína="d", Villano="e")
    fight(game, "Heroína", "Villano", "golpe", None)
    assert len(game.hand[0]) == 1
    game.active, game.actions_left = 1, 2
    fight(game, "Villano", "Heroína", "golpe", None)
    assert len(game.hand[0]) == 0  # the defender's ability: not its attack

    game = game_with(FILLER[0], "Al final de tu turno, puedes colocar a uno de tus compañeros en cualquier casilla "
                                "vacía adyacente a tu héroe.")
    place(game, Heroína="d", Paje="a", Villano="h")
    for _ in range(2):
        play(game, Maneuver())
        play(game, Boost(None))
        play(game, EndMove())
    assert game.space(who(game, "Paje")) in ("c", "e") and game.active == 1


@pytest.mark.parametrize("written, canonical_text", [
    ("Roba dos cartas.", "Roba 2 cartas."),
    ("Si ganaste el combate, mueve a tu luchador 1 casilla.", "Si ganaste el combate, mueve a tu luchador hasta 1 casilla."),
    ("Roba 1 carta y después descarta 1 carta.", "Roba 1 carta y descarta 1 carta de tu mano."),
    ("Tu héroe recupera 3 puntos de salud. Luego descarta 1 carta.",
     "Tu héroe recupera 3 de vida. Después, descarta 1 carta de tu mano."),
    ("Al inicio de tu turno, si tienes menos de 3 cartas en la mano, roba 1 carta.",
     "Al comienzo de tu turno, si tienes menos de 3 cartas en la mano, roba 1 carta."),
    ("Haz un punto de daño al defensor.", "Haz 1 de daño al luchador defensor."),
    ("Ignora todos los efectos de la carta del oponente.", "Anula todos los efectos de la carta de tu rival."),
    ("El valor de esta carta aumenta en 2.", "Suma 2 al valor de esta carta."),
    ("Cada luchador rival en la zona de tu héroe recibe 1 punto de daño.",
     "Haz 1 de daño a cada luchador rival de la zona de tu héroe."),
    ("Coloca al atacante en cualquier casilla vacía de tu zona.",
     "Coloca al luchador atacante en cualquier casilla vacía de la zona de tu luchador."),
    ("Si pierdes el combate, roba una carta.", "Si perdiste el combate, roba 1 carta."),
    ("Cancela todos los efectos de la carta de ataque de tu oponente.",
     "Anula todos los efectos de la carta de Ataque de tu rival."),
    ("Si ganaste el combate, el atacante sufre 2 puntos de daño.",
     "Si ganaste el combate, haz 2 de daño al luchador atacante."),
    ("Si el atacante es un acólito, esta carta gana +3.",
     "Si el luchador atacante es un compañero, suma 3 al valor de esta carta."),
    ("Al final de tu turno, si tienes dos cartas o menos en la mano, roba una carta.",
     "Al final de tu turno, si tienes 2 cartas o menos en la mano, roba 1 carta."),
    ("Mira las 4 primeras cartas de tu mazo. Añade 2 a tu mano y descarta el resto.",
     "Mira las 4 cartas superiores de tu mazo. Añade 2 a tu mano y descarta las demás."),
    ("Mueve a cada uno de tus luchadores hasta 3 casillas.", "Mueve cada uno de tus luchadores hasta 3 casillas."),
    ("Coloca a cada uno de tus ayudantes en una casilla libre adyacente a tu héroe.",
     "Coloca a cada uno de tus compañeros en cualquier casilla vacía adyacente a tu héroe."),
    ("Elige un luchador enemigo adyacente a tu héroe. Ese luchador sufre 3 de daño.",
     "Haz 3 de daño a un luchador rival adyacente a tu héroe."),
    ("Si Viriato no está adyacente a ningún luchador enemigo, roba 1 carta.",
     "Si Viriato no está adyacente a ningún luchador rival, roba 1 carta."),
])
def test_the_designers_words_print_back_in_the_languages(written, canonical_text):
    """The lexicon and the grammar read the designer's words; the printer writes the language's (U54: a move is
    always «hasta»)."""
    assert read(written) == canonical_text and read(canonical_text) == canonical_text


def test_validar_refuses_a_text_that_cannot_do_what_it_says_where_it_is_played(tmp_path, monkeypatch):
    """NM195: «Si lo haces» after nothing optional; NM196: a combat's words in a scheme or in an ability's moment out
    of combat; NM197: the rival's card named by the class it cannot have (an attack's rival defends). Each at its
    word, file:line:column, with a Spanish sugerencia."""
    from click.testing import CliRunner

    from nismatch_cards.cli import main

    monkeypatch.chdir(tmp_path)
    (tmp_path / "ruleset.yaml").write_text("paquete: unmatched\n", encoding="utf-8")
    folder = tmp_path / "heroe"
    folder.mkdir()
    (folder / "set.yaml").write_text("codigo: heroe\nnombre: Héroe\nversion: 1\n", encoding="utf-8")
    (folder / "cartas.yaml").write_text("""cartas:
  - id: heroe
    nombre: Heroína
    tipo: personaje
    vida: 12
    movimiento: 2
    estilo: cuerpo_a_cuerpo
    habilidad: "Al comienzo de tu turno, si ganaste el combate, roba 1 carta."
  - id: furia
    nombre: Furia
    tipo: accion
    clase: ataque
    valor: 4
    impulso: 1
    personaje: Heroína
    copias: 1
    efecto:
      durante_el_combate: "Roba 1 carta. Si lo haces, resta 2 al valor de la carta de ataque de tu oponente."
  - id: plan
    nombre: Plan
    tipo: accion
    clase: estratagema
    impulso: 1
    personaje: Heroína
    copias: 1
    texto: "Haz 2 puntos de daño al luchador defensor."
""", encoding="utf-8")
    result = CliRunner().invoke(main, ["validar", "."])
    assert result.exit_code == 1
    combat = ("    sugerencia: en la partida no haría nada: pon el efecto en una carta de combate («efecto: "
              "{despues_del_combate: …}») o en «Cuando … ataca» / «Después de atacar»")
    assert result.stderr.splitlines()[:8] == [
        "heroe/cartas.yaml:8:45: error NM196 [combate-fuera-de-combate]: «ganaste» habla de un combate, y este "
        "momento de la habilidad no se juega en ninguno", combat,
        "heroe/cartas.yaml:18:42: error NM195 [si-lo-haces-sin-opcion]: «Si lo haces» no sigue a nada que se pueda "
        "hacer o no",
        "    sugerencia: pon antes una frase con «Puedes descartar 1 carta de tu mano.»; para un efecto que se hace "
        "siempre, quita «Si lo haces,»",
        "heroe/cartas.yaml:18:87: error NM197 [carta-del-rival-de-otra-clase]: en un combate de esta carta de Ataque, "
        "la carta de tu rival es de Defensa, no de Ataque",
        "    sugerencia: escribe «la carta de Defensa de tu rival» o solo «la carta de tu rival»",
        "heroe/cartas.yaml:26:46: error NM196 [combate-fuera-de-combate]: «defensor» habla de un combate, y una "
        "estratagema no se juega en ninguno", combat]
    assert "4 errores" in result.stderr


def test_validar_refuses_if_you_won_before_the_damage_and_an_extra_action_on_a_defence(tmp_path, monkeypatch):
    """NM215: «si ganaste el combate» in «Cuando … ataca» and DURANTE EL COMBATE, before the combat has a result
    (rulings.md U59); NM216: «Gana 1 acción adicional este turno» on a Defensa, played in the rival's turn (U61).
    Each at its word, file:line:column, with a Spanish sugerencia."""
    from click.testing import CliRunner

    from nismatch_cards.cli import main

    monkeypatch.chdir(tmp_path)
    (tmp_path / "ruleset.yaml").write_text("paquete: unmatched\n", encoding="utf-8")
    folder = tmp_path / "heroe"
    folder.mkdir()
    (folder / "set.yaml").write_text("codigo: heroe\nnombre: Héroe\nversion: 1\n", encoding="utf-8")
    (folder / "cartas.yaml").write_text("""cartas:
  - id: heroe
    nombre: Heroína
    tipo: personaje
    vida: 12
    movimiento: 2
    estilo: cuerpo_a_cuerpo
    habilidad: "Cuando Heroína ataca, si ganaste el combate, roba 1 carta."
  - id: arrebato
    nombre: Arrebato
    tipo: accion
    clase: ataque
    valor: 2
    impulso: 1
    personaje: Heroína
    copias: 1
    efecto:
      durante_el_combate: "Si ganaste el combate, suma 3 al valor de esta carta."
  - id: guardia
    nombre: Guardia
    tipo: accion
    clase: defensa
    valor: 2
    impulso: 1
    personaje: Heroína
    copias: 1
    efecto:
      despues_del_combate: "Roba 1 carta. Gana 1 acción adicional este turno."
""", encoding="utf-8")
    result = CliRunner().invoke(main, ["validar", "."])
    assert result.exit_code == 1
    before = ("error NM215 [resultado-del-combate-antes-del-dano]: «si ganaste el combate» antes de que el combate "
              "tenga resultado: se gana o se pierde al hacer el daño, después de esta ventana")
    hint = "    sugerencia: pon el efecto en «despues_del_combate» (o la habilidad en «Después de atacar, …»)"
    assert result.stderr.splitlines()[:6] == [
        f"heroe/cartas.yaml:8:42: {before}", hint,
        f"heroe/cartas.yaml:18:31: {before}", hint,
        "heroe/cartas.yaml:28:43: error NM216 [accion-adicional-en-turno-ajeno]: una carta de Defensa se juega en el "
        "turno de tu rival: no tienes acciones que ganar",
        "    sugerencia: pon «Gana 1 acción adicional este turno» en una carta de Ataque, Multiuso o de Estratagema"]
    assert "3 errores" in result.stderr
