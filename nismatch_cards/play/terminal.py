"""A game against a bot in the terminal, through the game interface: the loop every game shares.

The person plays seat ``human``; each other seat is played by its bot. Before each of the person's decisions the
game's :class:`Screen` draws what that seat may see (from ``state.observe(human)``, never the state itself) and the
legal actions are listed, numbered, with the definition's ``action_text``. What a bot does is told as the person
may see it (``Screen.told``: a card played face down is not named) and, after each action, ``Screen.news`` says
what became known (a combat revealed). Nothing is saved; Ctrl+C ends the game as every command (``signals.py``).
"""
from __future__ import annotations

from typing import Callable, Protocol, Sequence

from .bots import Bot
from .game import Action, GameDefinition, GameState, Observation

HELP = ("Escribe el número de una acción y pulsa Intro. Órdenes: «tablero» vuelve a dibujar la partida, «ayuda» "
        "muestra esto, «salir» abandona la partida (no se guarda).")


class Screen(Protocol):
    """What a game shows of itself in the terminal."""

    def draw(self, obs: Observation) -> str:
        """Everything the observing seat may see now (the board, the health, its hand…)."""

    def told(self, state: GameState, action: Action) -> str:
        """What any other seat sees of ``action``, a legal action of ``state`` about to be applied."""

    def news(self, before: GameState, after: GameState, viewer: int) -> str:
        """What ``viewer`` learnt as ``before`` became ``after`` (empty: nothing new)."""


def play_against(state: GameState, definition: GameDefinition, human: int, bots: Sequence[Bot | None],
                 screen: Screen, read: Callable[[], str | None], write: Callable[[str], None]) -> int:
    """Play ``state`` to its end: ``human``'s actions read with ``read`` (None at the end of the input), the other
    seats' by ``bots[seat]``. Returns the exit code: 0 once the game ends or the person leaves it (or the input
    ends)."""
    shown = False
    while not state.over:
        seat = state.to_move
        actions = state.legal_actions()
        if seat != human:
            action = bots[seat].choose(state, actions)
            write(f"Bot: {screen.told(state, action)}")
        else:
            if not shown:
                write(screen.draw(state.observe(human)))
                shown = True
            action = _ask(state, definition, actions, screen, human, read, write)
            if action is None:
                write("Partida abandonada: no se guarda.")
                return 0
        before = state.clone()
        state.apply(action)
        news = screen.news(before, state, human)
        if news:
            write(news)
        if seat != human and not state.over and state.to_move == human:
            shown = False
    write(screen.draw(state.observe(human)))
    write(f"Fin de la partida: {state.result}.")
    return 0


def _ask(state: GameState, definition: GameDefinition, actions: list, screen: Screen, human: int,
         read: Callable[[], str | None], write: Callable[[str], None]) -> Action | None:
    """The person's choice among ``actions`` (a number), None to leave."""
    menu = "\n".join(f"  {n}. {definition.action_text(state, action)}" for n, action in enumerate(actions, 1))
    write(f"Tus acciones:\n{menu}")
    while True:
        line = read()
        if line is None:
            return None
        answer = line.strip().lower()
        if answer in ("salir", "abandonar"):
            return None
        if answer in ("ayuda", "?"):
            write(HELP)
            continue
        if answer == "tablero":
            write(screen.draw(state.observe(human)))
            write(f"Tus acciones:\n{menu}")
            continue
        if answer.isdigit() and 1 <= int(answer) <= len(actions):
            return actions[int(answer) - 1]
        write(f"«{line.strip()}» no es una acción: escribe un número del 1 al {len(actions)} (o «ayuda»).")
