"""NISMATCH as the game-independent tools see it (:class:`nismatch_cards.play.game.GameDefinition`): a game
is started with :class:`~.engine.Game`, ends in one of the ways of :func:`end_kind`, and its bots value a
position with ``bots.search.game_value``. The plug-in gives it (``plugin.Nismatch.game_definition``)."""
from __future__ import annotations

from nismatch_cards.play.game import GameDefinition
from .engine import Action, Game

#: How a game of NISMATCH ends: a team claims its Botines, a pilot cannot draw from its Arsenal, the turn limit
#: of the pack, the action limit of a turn (a loop of effects: docs/rulings.md 15), or a card's effect.
END_BOTINES, END_ARSENAL, END_TURN_CAP, END_LOOP, END_CARD = "botines", "arsenal", "tope", "bucle", "carta"
END_KINDS = (END_BOTINES, END_ARSENAL, END_TURN_CAP, END_LOOP, END_CARD)
END_NAMES = {END_BOTINES: "5 Botines de Guerra", END_ARSENAL: "Arsenal vacío", END_TURN_CAP: "tope de turnos",
             END_LOOP: "demasiadas acciones en un turno", END_CARD: "el efecto de una carta"}
#: What the simulation's report says of NISMATCH (``GameDefinition.notes``).
NOTES = {
    "empezar": "cada reparto se juega otra vez con el otro mazo empezando, así que quién empieza no depende de la "
               "mano (por el reglamento empieza quien tiene más VEL, y una mano que empieza no es una mano cualquiera)",
    "basica": "una Parte de la misma zona y la misma Carga, sin habilidades y con las estadísticas medianas del set; "
              "una carta en blanco en lugar de una Carta de Apoyo",
    "igual": "una Parte sin texto con las estadísticas de su básica",
    "primero": "parte",  # the card tables list the Partes first
}


def end_kind(game: Game) -> str:
    """Which of :data:`END_KINDS` ended ``game`` (a finished game)."""
    if game.ended_by >= 0:
        return END_CARD
    if game.winners and any(q.claimed >= game.ruleset.botines_to_win for q in game.pilots):
        return END_BOTINES
    if any(not q.alive for q in game.pilots):
        return END_ARSENAL
    if game.turn > game.ruleset.turn_limit:
        return END_TURN_CAP
    return END_LOOP


def evaluate(game: Game, p: int) -> float:
    """The value of ``game`` for pilot ``p`` that ``busqueda`` scores its playouts with (``search.game_value``:
    ±1000 for a game won or lost, else its evaluation of the Unidades, Botines, hands and Talleres)."""
    from .bots.search import game_value

    return game_value(game, p)


def action_text(game: Game, action: Action) -> str:
    """The Spanish text of ``action`` in ``game`` (``Action.describe``: what the log and ``jugar`` show)."""
    return action.describe(game)


def action_to_json(action: Action) -> dict:
    """The engine's own JSON of ``action`` (``{"tipo": …, card numbers}``, its class's ``to_json``), read back by
    ``Action.from_json``: the record format does not change with the game interface."""
    return action.to_json()


NISMATCH = GameDefinition(id="nismatch", name="NISMATCH", start=Game, end_kinds=END_KINDS, end_kind=end_kind,
                          action_text=action_text, action_to_json=action_to_json, action_from_json=Action.from_json,
                          evaluate=evaluate, end_names=END_NAMES, notes=NOTES)
