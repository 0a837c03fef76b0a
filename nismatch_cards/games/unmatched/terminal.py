"""``nismatch jugar`` on Unmatched: a hero against a bot's hero in the terminal (1v1), through the loop every game
shares (:func:`nismatch_cards.play.terminal.play_against`).

The person sees what its seat may see (``observation.py``): the battlefield drawn as text (``drawing.board_text``)
with every fighter, every health, its own hand, the size of the other hand and of each deck, the discard piles.
A bot's attack or defence card is told face down («con una carta boca abajo») until the combat reveals both.
"""
from __future__ import annotations

import sys

import click

from .actions import Attack, Choose, Defend
from .drawing import board_text
from .engine import HIDDEN, PHASE_NAMES, PLAYER_LETTERS, Game

HUMAN = 0  # the person plays the first seat (A), as in NISMATCH's jugar


def fighter_tag(game: Game, fighter: int) -> str:
    """A fighter's mark on the board: its player's letter and its number in its army («A1» the hero, «A2»…)."""
    army = game.fighters[fighter].army
    return f"{PLAYER_LETTERS[game.armies[army].player]}{game.armies[army].fighters.index(fighter) + 1}"


class UnmatchedScreen:
    """What Unmatched shows in the terminal (:class:`nismatch_cards.play.terminal.Screen`)."""

    def __init__(self, width: int = 78):
        self.width = width

    def draw(self, obs) -> str:
        view = obs.view
        marks = {view.space(f): fighter_tag(view, f) for f in range(len(view.fighters)) if view.alive(f)}
        lines = [board_text(view.board, marks, self.width), ""]
        lines.append(f"Turno {view.turn} · le toca a {PLAYER_LETTERS[view.to_move] if view.to_move is not None else '—'} "
                     f"· {PHASE_NAMES[view.phase]} · acciones que le quedan: {view.actions_left}")
        for a, army in enumerate(view.armies):
            who = "tú" if army.player == obs.player else "bot"
            hero = army.deck.hero
            state = f" ({hero.states[view.hero_state[a]]})" if hero.states else ""
            lines.append(f"{PLAYER_LETTERS[army.player]} ({who}) · {hero.name}{state}: mano {len(view.hand[a])}, "
                         f"mazo {len(view.deck[a])}, descartes {len(view.discard[a])}"
                         + (f" (la última: {view.card(a, view.discard[a][-1]).name})" if view.discard[a] else ""))
            for f in army.fighters:
                fighter = view.fighters[f]
                where = f"en {view.space(f)}" if view.alive(f) else ("derrotado" if view.hp[f] <= 0 else "sin colocar")
                lines.append(f"  {fighter_tag(view, f)} {fighter.label}: {view.hp[f]}/{fighter.kind.health} de vida, "
                             f"{where}")
        for a, army in enumerate(view.armies):
            if army.player != obs.player:
                continue
            lines.append("Tu mano:")
            for card in sorted((view.card(a, c) for c in view.hand[a] if c != HIDDEN), key=lambda c: c.name):
                value = "" if card.value is None else f" {card.value}"
                lines.append(f"  {card.name} ({card.kind}{value}, impulso {card.boost}, {card.character})")
        if view.choice is not None:
            who = "tú" if view.choice.player == obs.player else PLAYER_LETTERS[view.choice.player]
            lines.append(f"Elige {who}: {view.choice.question}")
        if view.combat is not None:
            attacker, target, attack, _ = view.combat
            shown = "una carta boca abajo" if attack == HIDDEN else view.card(view.fighters[attacker].army, attack).name
            lines.append(f"Combate: {view.fighters[attacker].label} ataca a {view.fighters[target].label} con {shown}")
        return "\n".join(lines)

    def told(self, game: Game, action) -> str:
        """A bot's action as the person sees it: an attack or a defence card face down."""
        label = lambda f: game.fighters[f].label  # noqa: E731
        if isinstance(action, Attack):
            return f"{label(action.fighter)} ataca a {label(action.target)} con una carta boca abajo"
        if isinstance(action, Choose):  # what it chose may be a card no one else sees: its effects tell the rest
            return f"{PLAYER_LETTERS[game.to_move]} elige: {game.choice.question}"
        if isinstance(action, Defend):
            defender = label(game.combat[1])
            return f"{defender} no defiende" if action.card is None else f"{defender} defiende con una carta boca abajo"
        from .definition import action_text

        return action_text(game, action)

    def news(self, before: Game, after: Game, viewer: int) -> str:
        """The combat revealed when one was resolved, and every change of health."""
        lines = []
        if after.last_combat is not None and after.combats != before.combats:
            # a combat resolved by this action (a defence, or an attack whose no-defence was the only choice)
            attacker, target, attack, defence, won = after.last_combat
            a_card = after.card(after.fighters[attacker].army, attack)
            d_text = "sin defensa" if defence < 0 else \
                f"{after.card(after.fighters[target].army, defence).name} ({after.card(after.fighters[target].army, defence).value})"
            lines.append(f"Se revelan: {after.fighters[attacker].label} ataca con {a_card.name} ({a_card.value}); "
                         f"{after.fighters[target].label}, {d_text}; "
                         f"{'gana el combate quien ataca' if won else 'gana el combate quien defiende'}")
        for f, fighter in enumerate(after.fighters):
            if before.hp[f] != after.hp[f]:
                lost = "derrotado" if after.hp[f] <= 0 else f"{after.hp[f]} de vida"
                lines.append(f"  {fighter.label}: {before.hp[f]} → {lost}")
        return "\n".join(lines)


def public_log(before: Game, action, after: Game) -> list[str]:
    """``action`` of ``before`` and what it made known in ``after``, as everyone at the table sees it (a record's and
    a scenario's log): a face-down attack, defence or boost is not named until the combat reveals it."""
    screen = UnmatchedScreen()
    player = before.to_move
    lines = [f"{PLAYER_LETTERS[player]}: {screen.told(before, action)}"]
    news = screen.news(before, after, player)
    return lines + (news.split("\n") if news else [])


def play(project, deck: str | None, vs: str | None, bot_decks: tuple[str, ...], mode: str | None, seed: str | None,
         resume, save, fail) -> None:
    """``nismatch jugar`` with Unmatched's cards: the person's hero (``deck``) against the bot's (``bot_decks``, or
    the next hero of the folder) on the battlefield the seed picks among the folder's and the pack's."""
    import secrets

    from nismatch_cards.play.bots import bot_name, bot_problem, make_bot
    from nismatch_cards.play.terminal import play_against
    from nismatch_cards.play.sim.runner import bot_seed
    from .cards import seat_cards
    from .definition import UNMATCHED

    given = [name for name, value in (("--reanudar", resume), ("--guardar", save)) if value is not None]
    if given:
        fail(f"una partida de Unmatched aún no se guarda ni se reanuda: quita {', '.join(given)}", 2)
    if mode not in (None, "1v1"):
        fail(f"«nismatch jugar» juega Unmatched en 1v1 (un héroe contra el del bot); quita --modo {mode}", 2)
    names = ", ".join(d.name for d in project.decks) or "ninguno"
    if deck is None:
        fail(f"falta --mazo HÉROE (el héroe con el que juegas); héroes disponibles: {names}", 2)
    mine = project.deck(deck)
    if mine is None:
        fail(project.no_deck(deck), 2)
    if len(bot_decks) > 1:
        fail("en 1v1 el bot lleva un solo héroe: indica un --mazo-bot", 2)
    if bot_decks:
        theirs = project.deck(bot_decks[0])
        if theirs is None:
            fail(project.no_deck(bot_decks[0]), 2)
    else:
        others = [d for d in project.decks if d is not mine]
        theirs = others[0] if others else mine
    bot = bot_name(vs or "voraz", UNMATCHED.id)
    problem = bot_problem(bot, UNMATCHED.id)
    if problem:
        fail(problem, 2)
    maps = sorted(project.maps)
    if not maps:
        fail("no hay ningún campo de batalla en la carpeta ni en su paquete", 1)
    game_seed = int(seed) if seed is not None else secrets.randbits(64)
    try:
        sides = [seat_cards(project, mine), seat_cards(project, theirs)]
    except ValueError as error:
        fail(str(error), 1)
    battlefield = project.maps[maps[game_seed % len(maps)]].battlefield
    game = UNMATCHED.start(project.ruleset, sides, game_seed, "1v1", battlefield=battlefield)
    click.echo(f"Unmatched en {battlefield.name}: tú llevas a {sides[0][0]} (A) contra {sides[1][0]} (B), del bot "
               f"{bot}. Escribe el número de una acción y pulsa Intro; «ayuda» muestra las demás órdenes.")
    def read() -> str | None:
        click.echo("> ", nl=False)
        line = sys.stdin.readline()
        return line if line else None

    bots = [None, make_bot(bot, bot_seed(game_seed, 1), UNMATCHED.id)]
    sys.exit(play_against(game, UNMATCHED, HUMAN, bots, UnmatchedScreen(), read, click.echo))
