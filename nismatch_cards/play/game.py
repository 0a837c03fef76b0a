"""The game interface: what the bots, the simulation and the records may ask of any game's rules engine.

Modelled on OpenSpiel's ``State`` (Lanctot et al. 2019), in this project's words:

=======================  ===============================  =========================================
OpenSpiel                here                             notes
=======================  ===============================  =========================================
``current_player()``     ``state.to_move``                None once the game is over
``legal_actions()``      ``state.legal_actions()``        actions are values compared with ``==``
``apply_action(a)``      ``state.apply(a)``               ``a`` must be one of ``legal_actions()``
``clone()``              ``state.clone()``                an independent copy, its random generator too
``is_terminal()``        ``state.over``
``returns()``            ``state.returns()``              one number per player; ``result``: in Spanish
``information_state``    ``state.observe(player)``        an :class:`Observation`
=======================  ===============================  =========================================

**Chance** has no nodes of its own: a state is started from a seed and draws every random event (a shuffle, a
die) from its own seeded generator, which ``clone`` copies, so that the same seed and the same actions give the
same game, digest after digest. A player never sees that generator: :meth:`Observation.determinize` deals what
the player cannot see and gives the world a new generator of its own.

A game's plug-in (``games/<juego>/plugin.py``) says how its states are made with a :class:`GameDefinition`,
returned by its ``game_definition()`` hook; :func:`game_definition` finds it by the pack's ``juego.motor``.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Protocol, Sequence, runtime_checkable

Action = Hashable
"""An action: any value equal (``==``) to one of ``legal_actions()`` (frozen dataclasses serve well)."""


@runtime_checkable
class Observation(Protocol):
    """What one player knows of a state (its information state): all a bot may decide from.

    Two states that differ only in what the player cannot see give equal observations."""

    @property
    def player(self) -> int:
        """The player whose observation this is (0 for the first seat)."""

    def legal_actions(self) -> list:
        """The legal actions of the player, when it is to move."""

    def information_state(self) -> str:
        """A short text equal for equal observations (a hash of everything the player knows)."""

    def determinize(self, rng: random.Random) -> "GameState":
        """A complete state consistent with the observation, what the player cannot see dealt from ``rng``
        among what it can be, with a new random generator: a world to look ahead on (determinized search)."""


@runtime_checkable
class GameState(Protocol):
    """One game in progress: the state every generic tool plays on (module docstring)."""

    @property
    def to_move(self) -> int | None:
        """The player who must act now; None when the game is over."""

    @property
    def over(self) -> bool:
        """Whether the game has ended."""

    @property
    def result(self) -> str:
        """How the game stands or ended, in Spanish («gana A: …», «tablas: …», «en juego»)."""

    def legal_actions(self) -> list:
        """Every legal action of ``to_move``; empty when the game is over."""

    def apply(self, action: Action) -> None:
        """Perform a legal action of ``to_move`` (an exception otherwise) and run on to the next decision."""

    def clone(self) -> "GameState":
        """An independent copy that plays on exactly as this state would (its random generator included)."""

    def observe(self, player: int) -> Observation:
        """What ``player`` knows now; reads the state, never changes it."""

    def returns(self) -> tuple[float, ...]:
        """Per player, what the game gave it: 1 a winner, -1 a loser, 0 in a draw and before the end."""

    def digest(self) -> str:
        """A short hash of the whole state: equal digests, same position (records check every one)."""


@dataclass(frozen=True)
class GameDefinition:
    """How a game plays: the entry of its plug-in that the generic tools start and read its games with.

    ``start(rules, decks, seed, mode, **options)`` makes a new state: ``rules`` are the rule constants the
    plug-in reads from its pack (``GameCode.ruleset``), ``decks`` a ``(deck name, [Card, …])`` pair per seat, in
    seat order, ``mode`` an id of the pack's ``modos``; the other options are the game's own.
    ``end_kinds`` are the ids of the ways a game can end, as the statistics count them, and ``end_kind(state)``
    says which one ended a finished state. ``evaluate(state, player)``, when the game has one, is the value of a
    position for a player that its bots score with (higher is better; a won game is worth more than any).
    ``turns(state)``, when the game counts turns, is how many a state has played (the simulation's length figures;
    without it, they count actions), and ``unplayed(state)`` the Spanish lines of what the game's engine reached and
    did not play (a prototype text, one its card language cannot read): the simulation lists them. ``told(before,
    action, after)``, when the game hides cards, is what everyone at the table sees of ``action`` and what it made
    known, as lines of a log (a record's, a scenario's): a card played face down is not named before it is revealed.
    ``first_turn``: ``start`` takes ``first=seat``, the seat that plays the first turn, all else equal (the seats,
    what they were dealt); the simulation then measures the first player's advantage on the same seating.
    ``end_names``: the Spanish name of each end kind, as the simulation's figures show it (its id with spaces without
    one). ``notes``: what the simulation's report says of this game: ``"empezar"``, how the other start of a deal is
    played; ``"basica"``, what a card of a swap study is compared with. ``baseline(card, cards)``, when the game
    can measure a card by swaps: the plain card that replaces ``card`` (``cards``: the other cards of its set), and
    ``describe_baseline(card)`` its figures' description (a dict with Spanish keys: ``nombre``, ``tipo``…).
    ``used(state, seats)``: the ids of the cards of those seats used in a finished game (a swap study's card never
    used is «sin probar»); ``seat_teams(rules, mode)``: per seat of ``mode``, its team (0 or 1), when a game's
    seats are not its players (a hero each, in Unmatched); by default seat ``s`` is player ``s + 1``.

    Actions are described through the definition, so that records, logs and the terminal need not know the
    game: ``action_text(state, action)`` is the Spanish text of a legal action of ``state`` (what a log or a
    menu shows), ``action_to_json(action)`` a JSON value (a dict, a list, a number, a string) written in a record,
    and ``action_from_json(data)`` reads it back, equal to the action (``ValueError`` with a Spanish message for
    data that is no action of the game)."""

    id: str  # the plug-in's id: the pack's ``juego.motor``
    name: str  # the game's name, as the messages say it
    start: Callable[..., GameState]
    end_kinds: tuple[str, ...]
    end_kind: Callable[[GameState], str]
    action_text: Callable[[GameState, Action], str]
    action_to_json: Callable[[Action], Any]
    action_from_json: Callable[[Any], Action]
    evaluate: Callable[[GameState, int], float] | None = field(default=None)
    turns: Callable[[GameState], int] | None = field(default=None)
    unplayed: Callable[[GameState], Sequence[str]] | None = field(default=None)
    told: Callable[[GameState, Action, GameState], list[str]] | None = field(default=None)
    first_turn: bool = False
    end_names: dict = field(default_factory=dict)
    notes: dict = field(default_factory=dict)
    baseline: Callable[[Any, Sequence], Any] | None = field(default=None)
    describe_baseline: Callable[[Any], dict] | None = field(default=None)
    used: Callable[[GameState, set], set] | None = field(default=None)
    seat_teams: Callable[[Any, str], Sequence[int]] | None = field(default=None)


_GAMES: dict[str, GameDefinition] = {}


def register_game(definition: GameDefinition) -> GameDefinition:
    """Make ``definition`` the game of ``definition.id`` (a plug-in's is found without it, see
    :func:`game_definition`)."""
    _GAMES[definition.id] = definition
    return definition


class NoGameError(LookupError):
    """No game plays under that id; ``str()`` is the Spanish message."""

    def __str__(self) -> str:
        return self.args[0]


def game_definition(engine_id: str | None) -> GameDefinition:
    """The game a pack's ``juego.motor`` plays: one registered, or the one its plug-in gives
    (:class:`NoGameError` when there is none)."""
    found = _GAMES.get(engine_id) if engine_id is not None else None
    if found is not None:
        return found
    from nismatch_cards.games import ENGINES, engine_code

    code = engine_code(engine_id) if engine_id in ENGINES else None
    hook = getattr(code, "game_definition", None)
    definition = hook() if hook is not None else None
    if definition is None:
        what = "un paquete sin motor de reglas" if engine_id is None else f"el motor «{engine_id}»"
        raise NoGameError(f"no se puede jugar a {what}: solo juegan los juegos con reglas programadas "
                          f"({', '.join(sorted(set(_GAMES) | set(ENGINES)))})")
    return register_game(definition)


def conformance(state: Any, definition: GameDefinition | None = None) -> list[str]:
    """What ``state`` lacks of :class:`GameState`, and what its observation lacks of :class:`Observation`,
    one line each (empty when it conforms): the explicit check behind ``isinstance(state, GameState)``,
    which only looks for the names. With the game's ``definition``, also that each legal action has a text and a
    JSON form that reads back as the action."""
    problems = [f"al estado le falta «{name}»" for name in _members(GameState) if not hasattr(state, name)]
    if not problems and definition is not None and not state.over:
        problems += action_problems(state, definition)
    if problems or getattr(state, "over", True) or state.to_move is None:
        return problems
    obs = state.observe(state.to_move)
    problems += [f"a la observación le falta «{name}»" for name in _members(Observation) if not hasattr(obs, name)]
    if not problems:
        if obs.player != state.to_move:
            problems.append(f"la observación es del jugador {obs.player}, no del {state.to_move}")
        if list(obs.legal_actions()) != list(state.legal_actions()):
            problems.append("la observación no da las mismas acciones legales que el estado")
        returns = state.returns()
        if any(value != 0 for value in returns):
            problems.append(f"una partida en juego da {returns}, no ceros")
    return problems


def action_problems(state: GameState, definition: GameDefinition) -> list[str]:
    """What the legal actions of ``state`` lack through ``definition``: a text, a JSON form, reading it back."""
    problems = []
    for action in state.legal_actions():
        text = definition.action_text(state, action)
        if not isinstance(text, str) or not text.strip():
            problems.append(f"la acción {action!r} no tiene texto ({text!r})")
        try:
            written = json.dumps(definition.action_to_json(action), ensure_ascii=False)
        except (TypeError, ValueError) as error:
            problems.append(f"la acción «{text}» no se escribe en JSON: {error}")
            continue
        if definition.action_from_json(json.loads(written)) != action:
            problems.append(f"la acción «{text}» no se lee igual de su JSON ({written})")
    return problems


def _members(protocol: type) -> Sequence[str]:
    return sorted(name for name in vars(protocol) if not name.startswith("_"))
