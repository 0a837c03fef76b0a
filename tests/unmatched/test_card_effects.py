"""The engine plays Unmatched's card language: every bundled card's texts are played when their card is, and the
heroes' abilities and the cards' effects do what the rulebook («Las reglas de Unmatched») and the cards say
(rulings.md U40–U49 where the rulebook is silent)."""
from __future__ import annotations

import pytest

from nismatch_cards.games.unmatched.actions import Attack, Boost, Defend, Discard, EndMove, Maneuver, Scheme
from nismatch_cards.games.unmatched.engine import ACTION, ATTACKING, BOOST, DEFEND, DISCARD, HIDDEN, MOVE, Game
from nismatch_cards.games.unmatched.language import effects
from nismatch_cards.games.unmatched.rules import DEFENCE, SCHEME

from .boards import board
from .helpers import play, bundled_deck, give, put, start

HEROES = ("alice", "medusa", "rey-arturo", "simbad")
#: A line of spaces a–h in two zones (a–d «oeste», e–h «este»); start 1 on «a», start 2 on «h».
LINE = board([(x, y) for x, y in zip("abcdefg", "bcdefgh")], {s: ("oeste" if s in "abcd" else "este") for s in "abcdefgh"},
             ["a", "h"], "línea")


def duel(first: str, second: str, seed: int = 0) -> Game:
    return start([bundled_deck(first), bundled_deck(second)], LINE, seed)


def fighter(game: Game, army: int, name: str) -> int:
    return next(f for f in game.armies[army].fighters if game.fighters[f].kind.name == name)


def key(game: Game, army: int, name: str) -> str:
    return next(c.key for c in game.armies[army].cards if c.name == name)


def clear(game: Game, keep: tuple[int, ...]) -> None:
    """Only the fighters ``keep`` stay on the board (a position to test from)."""
    for f in range(len(game.fighters)):
        if f not in keep:
            put(game, f, None)


def combat(game: Game, attacker: int, target: int, attack: str, defence: str | None = None) -> None:
    """``attacker`` (on «d») attacks ``target`` (on «e») with ``attack``; the target defends with ``defence``."""
    a, d = game.fighters[attacker].army, game.fighters[target].army
    put(game, attacker, "d")
    put(game, target, "e")
    give(game, a, [attack])
    give(game, d, [defence] if defence else [])
    play(game, Attack(attacker, target, attack))
    if game.phase == DEFEND:
        play(game, Defend(defence))


def to_discard(game: Game, army: int, card: int) -> None:
    """One copy of ``card`` put on ``army``'s discard pile, from its deck or hand."""
    pile = game.deck[army] if card in game.deck[army] else game.hand[army]
    pile.remove(card)
    game.discard[army].append(card)


@pytest.fixture
def played(monkeypatch):
    """Every text the language played, as (card name, where)."""
    seen = []
    original = effects.Player.play

    def spy(self, game, army, card, where, text):
        done = original(self, game, army, card, where, text)
        if done:
            seen.append((card.name, where))
        return done

    monkeypatch.setattr(effects.Player, "play", spy)
    return seen


def every_card():
    for hero in HEROES:
        _, cards = bundled_deck(hero)
        seen = set()
        for card in cards[1:]:
            if card.id not in seen and (card.get("efecto") or card.get("texto")):
                seen.add(card.id)
                yield hero, card.name


CARDS = list(every_card())


@pytest.mark.parametrize("hero, name", CARDS, ids=[f"{h}-{n}" for h, n in CARDS])
def test_every_bundled_card_plays_its_texts(hero, name, played):
    """Each card with a text, played as the rulebook plays it (a scheme by its character, an attack or a
    versatile card in an attack, a defence card in a defence): every text of it is played, none listed as not."""
    rival = "alice" if hero != "alice" else "simbad"
    defending = None
    game = duel(hero, rival)
    card = next(c for c in game.armies[0].cards if c.name == name)
    if card.kind == DEFENCE:
        game = duel(rival, hero)
        card = next(c for c in game.armies[1].cards if c.name == name)
        defending = True
    army = 1 if defending else 0
    character = next((f for f in game.armies[army].fighters if game.usable(card, f)), None)
    assert character is not None
    clear(game, (character, game.armies[1 - army].fighters[0]))
    if card.kind == SCHEME:
        put(game, character, "d")
        give(game, 0, [card.key])
        play(game, Scheme(character, card.key))
    elif defending:
        attacker = game.armies[0].fighters[0]
        attack = next(c.key for c in game.armies[0].cards if c.kind in ATTACKING and game.usable(c, attacker))
        combat(game, attacker, character, attack, card.key)
    else:
        combat(game, character, game.armies[1].fighters[0], card.key)
    # a choice plays the action again from before it (U40): each text is counted once
    assert sorted({p for p in played if p[0] == name}) == sorted((name, where) for where, _ in card.texts)
    assert game.unplayed == ()


def test_every_bundled_ability_is_read_and_none_is_listed_as_not_played():
    for first, second in ((HEROES[0], HEROES[1]), (HEROES[2], HEROES[3])):
        game = duel(first, second)
        assert game.unplayed == ()
        assert all(effects.PLAYER.reads(a.deck.hero.ability) for a in game.armies)


# --- the heroes' abilities ----------------------------------------------------------------------------------------

def test_alice_starts_big_and_adds_two_to_her_attack_then_small_adds_one_to_her_defence():
    """Alice's card: «Al colocar a Alice, elige si empieza la partida GRANDE o PEQUEÑA. Mientras Alice es GRANDE,
    suma 2 al valor de sus cartas de Ataque. Mientras es PEQUEÑA, suma 1 al valor de sus cartas de Defensa» (rulings.md
    U41); «El Ataque», paso 3: daño = ataque − defensa."""
    game = duel("alice", "simbad")
    alice, simbad = fighter(game, 0, "Alice"), fighter(game, 1, "Simbad")
    assert game.hero_state[0] == 0  # GRANDE, her state's first value
    clear(game, (alice, simbad))
    combat(game, alice, simbad, key(game, 0, "¡Oh, Día Frabuloso!"))  # 4 + 2; after the combat she changes size
    assert game.hp[simbad] == 15 - 6 and game.hero_state[0] == 1  # PEQUEÑA
    game.active, game.phase, game.actions_left, game._legal = 1, ACTION, 2, None
    late = "¡Llego tarde, llego tarde!"  # a Multiuso of value 2 she defends with (U41)
    combat(game, simbad, alice, key(game, 1, "Impacto Contundente"), key(game, 0, late))
    value = next(c for c in game.armies[1].cards if c.name == "Impacto Contundente").value
    assert game.hp[alice] == 13 - max(0, value - (2 + 1)) and game.hero_state[0] == 0  # and back to GRANDE


def test_medusa_hurts_a_rival_in_her_zone_at_the_start_of_her_turn():
    """Medusa's card: «Al comienzo de tu turno, puedes hacer 1 de daño a un luchador rival que esté en la zona de
    Medusa» («¿Cómo transcurre un turno?»)."""
    game = duel("medusa", "alice")
    medusa, alice, jabberwock = fighter(game, 0, "Medusa"), fighter(game, 1, "Alice"), fighter(game, 1, "Jabberwock")
    clear(game, (medusa, alice, jabberwock))
    put(game, medusa, "a")
    put(game, alice, "c")  # Medusa's zone («oeste»)
    put(game, jabberwock, "h")  # not in it
    game._begin_turn(0)
    assert (game.hp[alice], game.hp[jabberwock]) == (13 - 1, 8)


def test_king_arthur_adds_a_face_down_boost_to_his_attack_unseen_by_the_defender():
    """El Rey Arturo's card: «Cuando el Rey Arturo ataca, puedes añadir un Impulso a ese ataque: juega una carta de
    tu mano boca abajo … y suma su Impulso al valor»; paso 2, the attack face down (rulings.md U36, U42)."""
    game = duel("rey-arturo", "simbad")
    arthur, simbad = fighter(game, 0, "Rey Arturo"), fighter(game, 1, "Simbad")
    clear(game, (arthur, simbad))
    put(game, arthur, "d")
    put(game, simbad, "e")
    excalibur, boost = key(game, 0, "Excalibur"), key(game, 0, "La Ayuda de Morgana")
    give(game, 0, [excalibur, boost])
    play(game, Attack(arthur, simbad, excalibur))
    added = game.armies[0].cards[game.attack_boost]
    assert added.key == boost and game.hand[0] == []
    assert game.observe(1).view.attack_boost == HIDDEN and game.observe(0).view.attack_boost == game.attack_boost
    world = game.observe(1).determinize(__import__("random").Random(1))
    assert world.attack_boost >= 0
    give(game, 1, [])
    play(game, Defend(None))
    assert game.hp[simbad] == 15 - (6 + added.boost)
    assert game.discard[0][-1] == next(i for i, c in enumerate(game.armies[0].cards) if c.key == boost)


def test_king_arthurs_boost_is_discarded_without_effect_when_his_attack_is_cancelled():
    """«Si tu rival anula los efectos de tu carta de Ataque, el Impulso se descarta sin efecto»: Finta («Anula todos
    los efectos de la carta de tu rival», INMEDIATAMENTE) as the defence."""
    game = duel("rey-arturo", "simbad")
    arthur, simbad = fighter(game, 0, "Rey Arturo"), fighter(game, 1, "Simbad")
    clear(game, (arthur, simbad))
    put(game, arthur, "d")
    put(game, simbad, "e")
    excalibur = key(game, 0, "Excalibur")
    give(game, 0, [excalibur, key(game, 0, "La Ayuda de Morgana")])
    play(game, Attack(arthur, simbad, excalibur))
    give(game, 1, [key(game, 1, "Finta")])
    play(game, Defend(key(game, 1, "Finta")))
    assert game.hp[simbad] == 15 - (6 - 2)


def test_simbad_moves_one_more_space_per_voyage_card_in_his_discard_pile():
    """Simbad's card: «Cuando hagas una maniobra, tus luchadores pueden moverse 1 casilla más por cada carta de
    VIAJE que haya en tu pila de descartes» («La maniobra», paso 2); VIAJE is a trait of the cards (``rasgos``)."""
    game = duel("simbad", "alice")
    simbad = fighter(game, 0, "Simbad")
    clear(game, (simbad, fighter(game, 1, "Alice")))
    put(game, simbad, "a")
    put(game, fighter(game, 1, "Alice"), "h")
    voyages = [i for i, c in enumerate(game.armies[0].cards) if "VIAJE" in c.traits][:2]
    for v in voyages:
        to_discard(game, 0, v)
    play(game, Maneuver())
    if game.phase == BOOST:
        play(game, Boost(None))
    reach = {a.space for a in game.legal_actions() if getattr(a, "fighter", None) == simbad}
    assert max(reach) == "a b c d e f"[2 * (2 + 2)]  # movement 2 + 2 voyages: up to «e»


# --- the cards' effects -------------------------------------------------------------------------------------------

def test_feint_cancels_every_effect_of_the_rivals_card():
    """Finta: «Anula todos los efectos de la carta de tu rival» (INMEDIATAMENTE, the defence first: «El Ataque», paso
    3): Mirada de Piedra's 8 damage never comes."""
    game = duel("medusa", "simbad")
    medusa, simbad = fighter(game, 0, "Medusa"), fighter(game, 1, "Simbad")
    clear(game, (medusa, simbad))
    combat(game, medusa, simbad, key(game, 0, "Mirada de Piedra"), key(game, 1, "Finta"))
    assert game.hp[simbad] == 15 - 0  # 2 against 2: no damage, and no 8 either


def test_gaze_of_stone_deals_eight_when_the_combat_is_won():
    """Mirada de Piedra: «Si ganaste el combate, haz 8 de daño al luchador rival» (U32: the attacker wins when it
    dealt damage)."""
    game = duel("medusa", "simbad")
    medusa, simbad = fighter(game, 0, "Medusa"), fighter(game, 1, "Simbad")
    clear(game, (medusa, simbad))
    combat(game, medusa, simbad, key(game, 0, "Mirada de Piedra"))
    assert game.hp[simbad] == 15 - 2 - 8


def test_regroup_draws_one_or_two_instead_when_the_combat_is_won():
    """Reagrupar: «Roba 1 carta. Si ganaste el combate, roba 2 cartas en su lugar» (rulings.md U43)."""
    for defence, drawn in ((None, 2), ("A Través del Espejo", 1)):
        game = duel("simbad", "alice")
        simbad, alice = fighter(game, 0, "Simbad"), fighter(game, 1, "Alice")
        clear(game, (simbad, alice))
        combat(game, simbad, alice, key(game, 0, "Reagrupar"), key(game, 1, defence) if defence else None)
        assert len(game.hand[0]) == drawn


def test_a_voyage_is_worth_one_more_per_other_voyage_in_the_discard_pile():
    """Los Viajes: «El valor de esta carta es +1 por cada otra carta de VIAJE de tu pila de descartes»."""
    game = duel("simbad", "medusa")
    simbad, medusa = fighter(game, 0, "Simbad"), fighter(game, 1, "Medusa")
    clear(game, (simbad, medusa))
    voyages = [i for i, c in enumerate(game.armies[0].cards) if "VIAJE" in c.traits]
    attack = game.armies[0].cards[voyages[0]]
    for v in voyages[1:4]:
        to_discard(game, 0, v)
    combat(game, simbad, medusa, attack.key)
    assert game.hp[medusa] == 16 - (attack.value + 3) - (2 if attack.name.endswith("Simios") else 0)


def test_the_holy_grail_sets_king_arthurs_health_to_eight_when_four_or_less():
    """El Santo Grial: «Si el Rey Arturo tiene 4 de vida o menos y no ha sido derrotado, su vida pasa a ser 8»."""
    game = duel("simbad", "rey-arturo")
    simbad, arthur = fighter(game, 0, "Simbad"), fighter(game, 1, "Rey Arturo")
    clear(game, (simbad, arthur))
    game.hp[arthur] = 5
    combat(game, simbad, arthur, key(game, 0, "Fatigas y Peligros"), key(game, 1, "El Santo Grial"))
    assert game.hp[arthur] == 8


def test_the_lady_of_the_lake_finds_excalibur_in_the_deck_and_shuffles_it():
    """La Dama del Lago: «Busca la carta Excalibur en tu mazo y en tu pila de descartes y añádela a tu mano. Si la has
    buscado en tu mazo, barájalo»."""
    game = duel("rey-arturo", "simbad")
    arthur = fighter(game, 0, "Rey Arturo")
    lady = key(game, 0, "La Dama del Lago")
    give(game, 0, [lady])
    play(game, Scheme(arthur, lady))
    assert [game.armies[0].cards[c].name for c in game.hand[0]] == ["Excalibur"]


def test_restless_spirits_hurt_the_rivals_on_the_chosen_space_and_one_next_to_it():
    """Espíritus Inquietos: «Elige una casilla de la zona de Merlín. Haz 2 de daño a cada luchador rival de esa
    casilla y de una casilla adyacente. Si así derrotas al menos a un luchador, roba 1 carta»."""
    game = duel("rey-arturo", "medusa")
    merlin = fighter(game, 0, "Merlín")
    harpies = [f for f in game.armies[1].fighters if game.fighters[f].kind.name == "Harpía"]
    clear(game, (fighter(game, 0, "Rey Arturo"), merlin, fighter(game, 1, "Medusa"), *harpies[:2]))
    put(game, merlin, "a")
    put(game, fighter(game, 1, "Medusa"), "h")
    put(game, harpies[0], "c")
    put(game, harpies[1], "d")
    spirits = key(game, 0, "Espíritus Inquietos")
    give(game, 0, [spirits])
    play(game, Scheme(merlin, spirits))
    assert [game.hp[h] for h in harpies[:2]] == [0, 0] and len(game.hand[0]) == 1


def test_decisive_change_is_worth_five_when_its_fighter_moved_this_turn():
    """Cambio Decisivo: «Si tu luchador empezó este turno en otra casilla, el valor de esta carta es 5»."""
    for moved, damage in ((False, 3), (True, 5)):
        game = duel("simbad", "alice")
        simbad, alice = fighter(game, 0, "Simbad"), fighter(game, 1, "Alice")
        clear(game, (simbad, alice))
        put(game, simbad, "d")
        game.turn_start = game.pos[:] if not moved else [-1] * len(game.pos)
        put(game, alice, "e")
        change = key(game, 0, "Cambio Decisivo")
        give(game, 0, [change])
        give(game, 1, [])
        play(game, Attack(simbad, alice, change))
        assert game.hp[alice] == 13 - damage


def test_bewilderment_prevents_all_the_damage():
    """Desconcierto: «Evita todo el daño» (DURANTE EL COMBATE) as Merlín's defence."""
    game = duel("simbad", "rey-arturo")
    simbad, merlin = fighter(game, 0, "Simbad"), fighter(game, 1, "Merlín")
    clear(game, (simbad, merlin, fighter(game, 1, "Rey Arturo")))
    put(game, fighter(game, 1, "Rey Arturo"), "a")
    combat(game, simbad, merlin, key(game, 0, "Fatigas y Peligros"), key(game, 1, "Desconcierto"))
    assert game.hp[merlin] == 7


def test_random_games_of_every_pairing_play_their_texts_and_end():
    """Whole games with the random bot: the texts are played (none listed) and every game ends."""
    import random

    for i, (first, second) in enumerate((("alice", "medusa"), ("rey-arturo", "simbad"), ("simbad", "alice"))):
        game = duel(first, second, seed=i)
        rng = random.Random(i)
        while not game.over:
            play(game, rng.choice(game.legal_actions()))
        assert game.unplayed == () and game.result.startswith("gana ")


def test_a_choice_is_its_players_decision_and_no_one_else_sees_its_options():
    """U40: «Haz 2 de daño a un luchador cualquiera de la zona de Medusa» stops the game at Medusa's player's
    choice; the rival's observation has neither the options nor the game before the scheme; a world dealt for the
    chooser plays each option; the bots choose."""
    import random

    from nismatch_cards.games.unmatched.actions import Choose
    from nismatch_cards.play.bots import make_bot

    game = duel("medusa", "alice")
    medusa, alice = fighter(game, 0, "Medusa"), fighter(game, 1, "Alice")
    clear(game, (medusa, alice))
    put(game, medusa, "a")
    put(game, alice, "b")  # «a» to «d» are one zone
    give(game, 0, [key(game, 0, "Un Vistazo Fugaz")])
    game.apply(Scheme(medusa, key(game, 0, "Un Vistazo Fugaz")))
    assert game.to_move == 0 and game.choice.question == "¿a quién haces 2 de daño?"
    assert game.legal_actions() == [Choose(str(alice)), Choose(str(medusa))]  # the rule's pick first
    rival = game.observe(1).view
    assert rival.choice.options == () and rival.choice.snapshot is None and rival.legal_actions() == []
    mine = game.observe(0)
    for seed in range(3):
        world = mine.determinize(random.Random(seed))
        assert world.legal_actions() == game.legal_actions()
        for action in world.legal_actions():
            other = world.clone()
            other.apply(action)
            assert other.choice is None
    chosen = game.clone()
    chosen.apply(Choose(str(medusa)))  # her own hero: the player's choice, not the rule's
    assert (chosen.hp[medusa], chosen.hp[alice]) == (game.hp[medusa] - 2, game.hp[alice])
    for bot in ("aleatorio", "voraz", "busqueda:2"):
        assert make_bot(bot, 1, "unmatched").choose(game, game.legal_actions()) in game.legal_actions()
