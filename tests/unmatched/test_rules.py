"""Unmatched's rules, one scenario each, on small maps built here («Las reglas de Unmatched»: its sections are
titles, quoted in each test; what it leaves open is ruled in packs/unmatched/rulings.md, U25–U39)."""
from __future__ import annotations

import random

import pytest

from nismatch_cards.games.unmatched.actions import Attack, Boost, Defend, Discard, EndMove, Maneuver, Move, Place, Scheme
from nismatch_cards.games.unmatched.definition import UNMATCHED
from nismatch_cards.games.unmatched.engine import (
    ACTION, BOOST, DEFEND, DISCARD, END_COMBAT, END_EXHAUSTED, HIDDEN, MOVE, IllegalAction,
)

from .boards import board
from .helpers import play, RULES, action, deck, give, hero, keys, put, start as _start


def start(decks, battlefield, seed: int = 0, mode: str = "1v1", **options):
    """These rules are tested as a game of numbers: the cards' texts are not played (the card language's own
    tests are test_card_effects.py), so that each one reached is listed."""
    return _start(decks, battlefield, seed, mode, **{"texts": None, **options})

#: a — b — c — d — e — f: a, b, c red; d, e, f blue; starts a (1) and f (2)
LINE = board([("a", "b"), ("b", "c"), ("c", "d"), ("d", "e"), ("e", "f")],
             {"a": "rojo", "b": "rojo", "c": "rojo", "d": "azul", "e": "azul", "f": "azul"}, ["a", "f"])
#: the same line with c in both zones (a two-coloured space) and two more starts for the team modes
WIDE = board([(x, y) for x, y in zip("abcdefgh", "bcdefgh")] + [("a", "h")],
             {s: "rojo" if s in "abcd" else "azul" for s in "abcdefgh"}, ["a", "e", "b", "f"])

HERO = hero("heroina", "Heroína", vida=11, movimiento=2, acolitos=[{"nombre": "Escudero", "vida": 3,
                                                                     "estilo": "cuerpo_a_cuerpo"}],
            habilidad="Al comienzo de tu turno, roba 1 carta.")
ARCHER = hero("arquera", "Arquera", vida=11, movimiento=2, estilo="a_distancia")
CARDS = [action("golpe", "ataque", 4, impulso=2, personaje="Heroína"),
         action("escudo", "defensa", 3, impulso=1),
         action("tajo", "multiuso", 2, impulso=3, personaje="Escudero"),
         action("plan", "estratagema", impulso=1, personaje="Heroína", texto="Roba 2 cartas."),
         action("flecha", "ataque", 4, impulso=1, personaje="Arquera",
                efecto={"inmediatamente": "Mira la mano de tu rival.",
                        "despues_del_combate": "Si ganaste el combate, roba 1 carta."}),
         action("bloqueo", "defensa", 4, impulso=1, efecto={"durante_el_combate": "Anula el valor de la otra carta."})]


def duel(seed: int = 0, battlefield=LINE, copies: int = 3, mode: str = "1v1", **options):
    """Heroína (with her Escudero) against the Arquera, every card three times in each deck."""
    decks = [deck("Heroína", HERO, CARDS, copies), deck("Arquera", ARCHER, CARDS, copies)]
    return start(decks, battlefield, seed, mode, **options)


def still(game) -> None:
    """A maniobra that moves nobody: draw, no boost, no move (the forced steps the engine takes itself)."""
    play(game, Maneuver())
    while game.phase in (BOOST, MOVE):
        play(game, Boost(None) if game.phase == BOOST else EndMove())


def fighter(game, label: str) -> int:
    return next(f for f, x in enumerate(game.fighters) if x.label == label)


# --- Preparación ---------------------------------------------------------------------------------

def test_set_up_hands_of_five_heroes_on_their_start_spaces_sidekicks_in_their_zone_health_from_the_card():
    """«Preparación»: «Roba 5 cartas», la miniatura en «No igualada» (salida 1) y en «No emparejada 2», «coloca a
    sus compañeros en cada una de las casillas de su zona», la salud de la carta de personaje."""
    game = UNMATCHED.start(RULES, [deck("Heroína", HERO, CARDS, 3), deck("Arquera", ARCHER, CARDS, 3)], 4, "1v1",
                           battlefield=LINE, texts=None)
    assert [len(h) for h in game.hand] == [RULES.hand_size] * 2 == [5, 5]
    assert [len(d) for d in game.deck] == [18 - 5] * 2
    heroine, squire, archer = (fighter(game, n) for n in ("Heroína", "Escudero", "Arquera"))
    assert (game.space(heroine), game.space(squire), game.space(archer)) == ("a", None, None)  # in turn
    assert game.to_move == 0 and game.legal_actions() == [Place(squire, "b"), Place(squire, "c")]  # red, not start
    play(game, Place(squire, "c"))
    assert game.space(archer) == "f"  # then the second player's hero (she has no sidekick)
    assert game.phase == ACTION and game.active == 0 and game.turn == 1  # «Empieza el jugador más joven»
    assert game.space(squire) == "c" and [game.hp[f] for f in (heroine, squire, archer)] == [11, 3, 11]


def test_a_sidekick_with_no_free_space_in_its_zone_goes_to_the_nearest_free_space():
    """Rulings.md U29: the zone is full (here: only the start space is red) → the nearest free spaces."""
    tiny = board([("a", "b"), ("b", "c")], {"a": "rojo", "b": "azul", "c": "verde"}, ["a", "c"])
    game = UNMATCHED.start(RULES, [deck("Heroína", HERO, CARDS), deck("Arquera", ARCHER, CARDS)], 0, "1v1",
                           battlefield=tiny)
    assert game.phase == ACTION and game.space(fighter(game, "Escudero")) == "b"  # the one choice, taken


# --- ¿Cómo transcurre un turno? ---------------------------------------------------------------

def test_a_turn_is_two_actions_the_same_one_twice_allowed():
    """«Durante su turno, el jugador debe realizar 2 acciones. Puede tratarse de repetir 2 veces la misma acción.»"""
    game = duel()
    for _ in range(RULES.actions_per_turn):
        assert game.active == 0 and game.to_move == 0
        still(game)
    assert game.active == 1 and game.to_move == 1 and game.actions_left == 2 and game.turn == 2


def test_the_hand_limit_applies_at_the_end_of_the_turn_only():
    """«Al final del turno, el jugador debe descartarse de estas cartas para limitar su número a 7» and «puedes
    tener más de 7 cartas en tu mano» during the turn (rulings.md U3)."""
    game = duel()
    give(game, 0, ["golpe"] * 3 + ["escudo"] * 3 + ["tajo"] * 2)  # 8 cards
    play(game, Maneuver())  # 9 in hand during the turn: allowed
    assert len(game.hand[0]) == 9 and game.phase == BOOST
    play(game, Boost(None))
    play(game, EndMove())
    still(game)
    assert game.phase == DISCARD and game.to_move == 0 and len(game.hand[0]) == 10
    assert {type(a) for a in game.legal_actions()} == {Discard}
    discarded = len(game.discard[0])
    while game.phase == DISCARD:
        play(game, Discard(keys(game, 0, game.hand[0])[0]))
    assert len(game.hand[0]) == RULES.hand_limit == 7 and len(game.discard[0]) == discarded + 3
    assert game.active == 1


# --- La maniobra -------------------------------------------------------------------------------

def test_a_maneuver_draws_one_then_moves_up_to_the_movement():
    """«La maniobra», paso 1: «Roba 1 carta»; paso 2: «cuántos movimientos están permitidos» (Heroína: 2)."""
    game = duel()
    put(game, fighter(game, "Escudero"), None)
    before = len(game.hand[0])
    top = game.deck[0][-1]
    play(game, Maneuver())
    assert len(game.hand[0]) == before + RULES.maneuver_draw and game.hand[0][-1] == top
    play(game, Boost(None))
    heroine = fighter(game, "Heroína")
    assert sorted(a.space for a in game.legal_actions() if isinstance(a, Move)) == ["b", "c"]
    play(game, Move(heroine, "c"))
    assert game.space(heroine) == "c" and game.phase == ACTION and game.actions_left == 1  # her only fighter


def test_a_boost_discards_a_card_and_adds_its_value_to_the_movement():
    """«Para usar el impulso, descarta cualquier carta de tu mano […] Suma el valor del impulso a tus movimientos e
    ignora los otros efectos de la carta.»"""
    game = duel()
    put(game, fighter(game, "Escudero"), None)
    give(game, 0, ["tajo", "plan"])  # tajo: impulso 3, a card of the Escudero: any card boosts
    play(game, Maneuver())
    assert Boost("tajo") in game.legal_actions() and Boost(None) in game.legal_actions()
    held = keys(game, 0, game.hand[0]).count("tajo")
    play(game, Boost("tajo"))
    assert keys(game, 0, game.discard[0]) == ["tajo"] and keys(game, 0, game.hand[0]).count("tajo") == held - 1
    reach = sorted(a.space for a in game.legal_actions() if isinstance(a, Move))
    assert reach == ["b", "c", "d", "e"]  # 2 + 3 = 5 steps, the Arquera on f ends the line
    assert not any(u.card == "Tajo" for u in game.unplayed)  # a boost plays no text: none is owed


def test_movement_passes_through_allies_but_not_enemies_and_never_ends_on_an_occupied_space():
    """«Modo de movimiento»: «Puedes moverte a través de una casilla ocupada por un aliado, pero no a través de una
    casilla ocupada por un enemigo […] No puedes detenerte en una casilla que ya esté ocupada.»"""
    game = duel()
    heroine, squire, archer = (fighter(game, n) for n in ("Heroína", "Escudero", "Arquera"))
    put(game, heroine, "a")
    put(game, squire, "b")
    put(game, archer, "d")
    play(game, Maneuver())
    play(game, Boost("tajo") if Boost("tajo") in game.legal_actions() else Boost(None))
    heroine_moves = sorted(a.space for a in game.legal_actions() if isinstance(a, Move) and a.fighter == heroine)
    assert heroine_moves == ["c"]  # through the Escudero on b (not onto it), and never through the Arquera on d
    squire_moves = sorted(a.space for a in game.legal_actions() if isinstance(a, Move) and a.fighter == squire)
    assert "e" not in squire_moves and "d" not in squire_moves and "a" not in squire_moves


def test_each_fighter_moves_once_and_end_move_leaves_the_others():
    """«Mueve a tus luchadores uno a uno»: each fighter once per maniobra; the maniobra ends when all moved."""
    game = duel()
    heroine, squire = fighter(game, "Heroína"), fighter(game, "Escudero")
    put(game, squire, "b")
    play(game, Maneuver())
    play(game, Boost(None))
    play(game, Move(squire, "c"))
    assert game.phase == MOVE and not any(isinstance(a, Move) and a.fighter == squire for a in game.legal_actions())
    play(game, Move(heroine, "b"))
    assert game.phase == ACTION and game.actions_left == 1


def test_an_empty_deck_costs_every_fighter_two_health_on_each_draw():
    """«Si tu mazo se agota, […] tus luchadores están agotados y pierden automáticamente 2 puntos de vida» (U4)."""
    game = duel()
    heroine, squire = fighter(game, "Heroína"), fighter(game, "Escudero")
    game.discard[0] += game.deck[0]
    game.deck[0] = []
    hand = list(game.hand[0])
    play(game, Maneuver())
    assert game.hand[0] == hand  # «No puedes utilizar tu pila de descartes para formar un nuevo mazo»
    assert (game.hp[heroine], game.hp[squire]) == (11 - RULES.exhausted_loss, 3 - 2) == (9, 1)
    assert game.hp[fighter(game, "Arquera")] == 11 and not game.over


def test_an_exhausted_deck_that_defeats_the_hero_ends_the_game():
    """U4 with «Cuando tu héroe es derrotado, pierdes la partida»."""
    game = duel()
    heroine = fighter(game, "Heroína")
    game.deck[0] = []
    game.hp[heroine] = 2
    play(game, Maneuver())
    assert game.over and game.winners == (1,) and game.returns() == (-1.0, 1.0)
    assert UNMATCHED.end_kind(game) == END_EXHAUSTED and game.result.startswith("gana B: el mazo agotado de Heroína")


# --- La estratagema ----------------------------------------------------------------------------

def test_a_scheme_is_played_by_its_character_in_play_and_its_text_is_listed_as_not_played():
    """«La estratagema»: «El personaje al que está asociada debe estar activo […] Aplica el efecto de la carta y
    descártala» — the effect has no language yet: it is listed, never claimed."""
    game = duel()
    heroine = fighter(game, "Heroína")
    give(game, 0, ["plan", "escudo"])
    assert Scheme(heroine, "plan") in game.legal_actions()
    assert not any(isinstance(a, Scheme) and a.fighter != heroine for a in game.legal_actions())
    play(game, Scheme(heroine, "plan"))
    assert keys(game, 0, game.discard[0]) == ["plan"] and game.actions_left == 1
    last = game.unplayed[-1]
    assert (last.turn, last.hero, last.card, last.where, last.text) == (1, "Heroína", "Plan", "estratagema",
                                                                        "Roba 2 cartas.")
    game2 = duel()
    give(game2, 0, ["plan"])
    put(game2, fighter(game2, "Heroína"), None)  # her character out of the game: the card only boosts
    assert not any(isinstance(a, Scheme) for a in game2.legal_actions())


# --- El Ataque ---------------------------------------------------------------------------------

def test_melee_reaches_adjacent_spaces_only():
    """«El Ataque», paso 1: «Cuerpo a Cuerpo sólo puede tener como objetivo a un oponente en una casilla adyacente»."""
    game = duel()
    heroine, squire, archer = (fighter(game, n) for n in ("Heroína", "Escudero", "Arquera"))
    give(game, 0, ["golpe"])
    put(game, squire, None)
    put(game, heroine, "b")
    put(game, archer, "c")
    assert Attack(heroine, archer, "golpe") in game.legal_actions()
    put(game, archer, "d")
    assert not any(isinstance(a, Attack) for a in game.legal_actions())


def test_ranged_reaches_a_space_sharing_a_zone_and_an_adjacent_one():
    """Paso 1: «a distancia puede tener como objetivo a un oponente en cualquier casilla, adyacente o no, de su
    área» (U30: adjacent in another zone too), and nothing beyond."""
    game = duel()
    heroine, squire, archer = (fighter(game, n) for n in ("Heroína", "Escudero", "Arquera"))
    put(game, squire, None)
    still(game)
    still(game)  # the Arquera's turn
    give(game, 1, ["flecha"])
    put(game, archer, "f")
    put(game, heroine, "d")  # blue, as f, two spaces away
    assert Attack(archer, heroine, "flecha") in game.legal_actions()
    put(game, heroine, "c")  # red, not adjacent
    assert not any(isinstance(a, Attack) for a in game.legal_actions())
    put(game, archer, "d")  # adjacent to c, in another zone (U30)
    assert Attack(archer, heroine, "flecha") in game.legal_actions()


def test_an_attack_needs_a_card_its_attacker_may_play():
    """«Para que esta acción sea posible, debes: Tener una carta de Ataque» and «Las cartas elegidas deben ser
    utilizables […] por el personaje atacante» (a card of the Heroína is not the Escudero's)."""
    game = duel()
    heroine, squire, archer = (fighter(game, n) for n in ("Heroína", "Escudero", "Arquera"))
    put(game, heroine, "a")
    put(game, squire, "e")
    put(game, archer, "f")
    give(game, 0, ["golpe", "escudo"])
    assert not any(isinstance(a, Attack) for a in game.legal_actions())  # golpe is the Heroína's; escudo defends
    give(game, 0, ["tajo"])  # the Escudero's multiuso
    assert [a for a in game.legal_actions() if isinstance(a, Attack)] == [Attack(squire, archer, "tajo")]


def test_the_attack_card_is_face_down_for_the_defender_until_the_reveal():
    """Paso 2: «El atacante elige una carta de Ataque de su mano y la coloca boca abajo»: the defender's observation
    has neither the card nor its value, and is the same whatever card it is."""
    def attacked(card: str):
        game = duel()
        heroine, squire, archer = (fighter(game, n) for n in ("Heroína", "Escudero", "Arquera"))
        put(game, squire, None)
        put(game, heroine, "e")
        give(game, 0, [card, "golpe" if card != "golpe" else "tajo"])
        give(game, 1, ["escudo", "bloqueo"])
        play(game, Attack(heroine, archer, card))
        return game

    with_golpe = attacked("golpe")
    assert with_golpe.phase == DEFEND and with_golpe.to_move == 1
    seen = with_golpe.observe(1)
    assert seen.view.combat[2] == HIDDEN and seen.view.hand[0] == [HIDDEN]
    assert with_golpe.observe(0).view.combat[2] == with_golpe.combat[2]  # the attacker sees its own card
    other = attacked("golpe").clone()
    other.hand[0], other.combat = list(other.hand[0]), (*other.combat[:2], other.hand[0][0], -1)
    other.hand[0][0] = with_golpe.combat[2]  # the hand and the face-down card swapped
    assert other.digest() != with_golpe.digest()
    assert other.observe(1).information_state() == seen.information_state()
    world = seen.determinize(random.Random(3))
    for seed in range(20):  # the card dealt face down is one the attacker may attack with: the Heroína's golpe
        world = seen.determinize(random.Random(seed))
        assert world.armies[0].cards[world.combat[2]].key == "golpe"
    assert sorted(world.hand[0] + [world.combat[2]] + world.deck[0] + world.discard[0]) == sorted(
        world.armies[0].deck.decklist)


def test_defending_is_optional_and_the_damage_is_attack_minus_defence():
    """Paso 3, the rulebook's examples: «Punto de golpe del oponente 11. Ataque 4. […] baja a 7» without a defence;
    «Ataque 4. Defensa 3. […] baja a 10» with one."""
    for defence, left in ((None, 7), ("escudo", 10)):
        game = duel()
        heroine, squire, archer = (fighter(game, n) for n in ("Heroína", "Escudero", "Arquera"))
        put(game, squire, None)
        put(game, heroine, "e")
        give(game, 0, ["golpe"])
        give(game, 1, ["escudo"])
        play(game, Attack(heroine, archer, "golpe"))
        assert game.legal_actions() == [Defend(None), Defend("escudo")]  # optional
        play(game, Defend(defence))
        assert game.hp[archer] == left and game.phase == ACTION and game.actions_left == 1
        assert sorted(keys(game, 0, game.discard[0]) + keys(game, 1, game.discard[1])) == sorted(
            ["golpe"] + ([defence] if defence else []))  # «Descarta las cartas»


def test_a_defence_above_the_attack_deals_no_damage_and_a_tie_is_the_defenders_combat():
    """Damage is never below 0, and «En caso de empate, el defensor gana la batalla, ya que no ha recibido ningún
    daño» (U32: the attacker wins the combat only when it dealt damage)."""
    game = duel()
    heroine, squire, archer = (fighter(game, n) for n in ("Heroína", "Escudero", "Arquera"))
    put(game, heroine, "a")
    put(game, squire, "e")
    give(game, 0, ["tajo"])  # 2
    give(game, 1, ["bloqueo"])  # 4
    play(game, Attack(squire, archer, "tajo"))
    play(game, Defend("bloqueo"))
    assert game.hp[archer] == 11 and game.last_combat[-1] is False
    game2 = duel()
    put(game2, fighter(game2, "Escudero"), None)
    put(game2, fighter(game2, "Heroína"), "e")
    give(game2, 0, ["golpe"])  # 4 against 4
    give(game2, 1, ["bloqueo"])
    game2.apply(Attack(fighter(game2, "Heroína"), fighter(game2, "Arquera"), "golpe"))
    game2.apply(Defend("bloqueo"))
    assert game2.hp[fighter(game2, "Arquera")] == 11 and game2.last_combat[-1] is False


def test_the_defence_must_be_a_card_the_defender_may_play():
    """Paso 2: «Las cartas elegidas deben ser utilizables tanto por el personaje atacante como por el defensor»."""
    game = duel()
    heroine, squire, archer = (fighter(game, n) for n in ("Heroína", "Escudero", "Arquera"))
    put(game, squire, None)
    put(game, heroine, "e")
    give(game, 0, ["golpe"])
    give(game, 1, ["tajo", "golpe"])  # the Escudero's and the Heroína's cards in the Arquera's deck
    play(game, Attack(heroine, archer, "golpe"))
    assert game.hp[archer] == 7  # no card she may defend with: the combat resolved without asking


def test_combat_texts_are_reached_in_the_rulebooks_order_the_defenders_first_and_listed_as_not_played():
    """Paso 3: «Si el adversario ha robado una carta de Defensa, siempre se resuelve primero […] INMEDIATAMENTE y
    después DURANTE EL COMBATE», the damage, then «DESPUÉS DEL COMBATE incluso después de que el oponente haya sido
    derrotado»."""
    game = duel()
    heroine, squire, archer = (fighter(game, n) for n in ("Heroína", "Escudero", "Arquera"))
    still(game)
    still(game)
    put(game, squire, "d")  # in the Arquera's zone
    game.hp[squire] = 1
    give(game, 1, ["flecha"])
    give(game, 0, ["bloqueo"])
    before = len(game.unplayed)
    play(game, Attack(archer, squire, "flecha"))
    play(game, Defend("bloqueo"))  # 4 − 4: no damage
    assert [(u.card, u.where) for u in game.unplayed[before:]] == [
        ("Flecha", "inmediatamente"), ("Bloqueo", "durante_el_combate"), ("Flecha", "despues_del_combate")]
    assert game.unplayed[before].describe().startswith("turno 2, Arquera: Flecha (INMEDIATAMENTE): «Mira la mano")
    still(game)  # the Heroína's turn; then the Arquera again
    still(game)
    still(game)
    still(game)
    put(game, squire, "c")
    put(game, archer, "d")
    give(game, 1, ["flecha"])
    give(game, 0, [])
    play(game, Attack(archer, squire, "flecha"))
    assert not game.alive(squire) and game.unplayed[-1].where == "despues_del_combate"  # after its defeat too


# --- Derrotar a un combatiente ----------------------------------------------------------------

def test_a_defeated_sidekick_leaves_the_board_and_the_game_goes_on():
    """«Cuando el contador de salud de un combatiente se reduce a 0, es derrotado y retirado del campo de batalla»."""
    game = duel()
    heroine, squire, archer = (fighter(game, n) for n in ("Heroína", "Escudero", "Arquera"))
    game.active = 1
    put(game, squire, "e")
    give(game, 1, ["flecha"])
    give(game, 0, [])
    play(game, Attack(archer, squire, "flecha"))
    assert (game.hp[squire], game.space(squire), game.over) == (0, None, False)
    assert game.occ[game.space_ids.index("e")] == -1


def test_the_heros_defeat_ends_the_game():
    """«Cuando tu héroe es derrotado, pierdes la partida»."""
    game = duel()
    heroine, squire, archer = (fighter(game, n) for n in ("Heroína", "Escudero", "Arquera"))
    put(game, squire, None)
    put(game, heroine, "e")
    game.hp[archer] = 4
    give(game, 0, ["golpe"])
    give(game, 1, [])
    play(game, Attack(heroine, archer, "golpe"))
    assert game.over and game.to_move is None and game.legal_actions() == []
    assert game.winners == (0,) and game.returns() == (1.0, -1.0) and UNMATCHED.end_kind(game) == END_COMBAT
    assert game.result == "gana A: Heroína derrota a Arquera en combate; héroes derrotados: Arquera"
    with pytest.raises(IllegalAction):
        play(game, Maneuver())


# --- Juego en equipo ---------------------------------------------------------------------------

def test_teams_place_and_play_in_the_order_a1_b1_a2_b2_and_allies_let_each_other_pass():
    """«Juego en equipo»: «Primer jugador del equipo A, Primer jugador del equipo B, Segundo jugador del equipo A
    […] Segundo jugador del equipo B. Este es también el orden de las rondas»; «Los luchadores de tus compañeros
    de equipo se consideran tus aliados»."""
    decks = [deck(n, ARCHER if n.startswith("B") else HERO, CARDS) for n in ("A1", "B1", "A2", "B2")]
    game = start(decks, WIDE, 0, "2v2")
    starts = [game.space(army.fighters[0]) for army in game.armies]
    assert starts == ["a", "e", "b", "f"] and [a.player for a in game.armies] == [0, 1, 2, 3]
    order = []
    for _ in range(4):
        order.append(game.to_move)
        for _ in range(2):
            still(game)
        while game.phase == DISCARD:
            play(game, game.legal_actions()[0])
    assert order == [0, 1, 2, 3]
    a1, a2 = game.armies[0].fighters[0], game.armies[2].fighters[0]
    put(game, a1, "a")
    put(game, a2, "b")
    for f in game.armies[0].fighters[1:] + game.armies[2].fighters[1:]:
        put(game, f, None)
    play(game, Maneuver())
    play(game, Boost(None))
    assert Move(a1, "c") in game.legal_actions()  # through the teammate's hero on b


def test_in_teams_a_player_whose_hero_fell_plays_on_with_its_sidekicks_and_both_heroes_lose_the_game():
    """«Mientras un jugador aún tenga un luchador en su ejército, puede seguir jugando. Cuando los dos héroes de un
    equipo son derrotados, pierden inmediatamente la partida»."""
    decks = [deck(n, HERO if n.startswith("A") else ARCHER, CARDS) for n in ("A1", "B1", "A2", "B2")]
    game = start(decks, WIDE, 0, "2v2")
    a1_hero, a1_squire = game.armies[0].fighters
    b1 = game.armies[1].fighters[0]
    game.active = 1
    put(game, b1, "c")
    put(game, a1_hero, "d")
    game.hp[a1_hero] = 1
    give(game, 1, ["flecha"])
    give(game, 0, [])
    play(game, Attack(b1, a1_hero, "flecha"))
    assert not game.alive(a1_hero) and not game.over
    still(game)  # B1's turn ends: A2, B2, then A1 again with its Escudero
    for _ in range(2):
        for _ in range(2):
            still(game)
        while game.phase == DISCARD:
            play(game, game.legal_actions()[0])
    assert game.active == 0 and game.to_move == 0 and game.alive(a1_squire)
    a2_hero = game.armies[2].fighters[0]
    game.active = 3
    b2 = game.armies[3].fighters[0]
    put(game, a2_hero, "g")
    put(game, b2, "h")
    game.hp[a2_hero] = 1
    give(game, 3, ["flecha"])
    give(game, 2, [])
    game._legal = None
    game.phase = ACTION
    play(game, Attack(b2, a2_hero, "flecha"))
    assert game.over and game.winners == (1, 3) and game.returns() == (-1.0, 1.0, -1.0, 1.0)


def test_three_players_the_third_controls_two_heroes_with_their_own_hands_and_turns():
    """«En una partida de 3 jugadores, el tercer jugador controla 2 héroes de su ejército» (U27: the order of the
    rounds is A1, B1, A2, B2, B1 and B2 the third player's; each hero keeps its own deck and hand)."""
    decks = [deck(n, HERO if n.startswith("A") else ARCHER, CARDS) for n in ("A1", "B1", "A2", "B2")]
    game = start(decks, WIDE, 0, "3j")
    assert [a.player for a in game.armies] == [0, 2, 1, 2]
    order = []
    for _ in range(4):
        order.append((game.active, game.to_move))
        for _ in range(2):
            still(game)
        while game.phase == DISCARD:
            play(game, game.legal_actions()[0])
    assert order == [(0, 0), (1, 2), (2, 1), (3, 2)]
    view = game.observe(2).view
    assert HIDDEN not in view.hand[1] + view.hand[3] and set(view.hand[0]) == set(view.hand[2]) == {HIDDEN}
    assert len(game.returns()) == 3
