"""Game records of every game but the first (whose own are in its ``engine/record.py``): JSON lines with the
seed, the decks, the board, every action and a digest of the state after it, through the game interface.

Line 1 is the header::

    {"registro": "<juego.motor>", "version": 1, "semilla": 7, "modo": "1v1", "tablero": "<id>",
     "mazos": [{"nombre": "<mazo>", "cartas": ["<set>/<id>", …]}, …], "digest": "<after set-up>"}

then one line per action (``{"n": 1, "jugador": "A", "accion": {…}, "digest": "…"}``, the action in the definition's
JSON) and, once the game is over, ``{"fin": "gana A: …", "turnos": 31}``. Every card is written ``set/id``; the board
is the id of one the game's plug-in gives (``boards(project)``). :func:`replay_rows` plays a record again, checks
every digest and tells the game as everyone at the table saw it (``GameDefinition.told``: a card played face down is
not named before it is revealed).
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field

from nismatch_cards.diagnostics import clip
from .game import GameDefinition, GameState

VERSION = 1
LETTERS = "ABCDEFGH"
MAX_DECKS = 8
MAX_DECK_CARDS = 1000
MAX_SEED = 2 ** 64


class RecordError(Exception):
    """A record that cannot be replayed; ``str()`` is the Spanish message with file and line."""


@dataclass
class Replayed:
    """A record played again: the ``game`` as it ended, how many ``actions`` and the ``lines`` of its public log."""

    game: GameState
    actions: int
    lines: list[str] = field(default_factory=list)


class Recorder:
    """Starts a game and writes it down: ``recorder.apply(action)`` instead of ``game.apply``."""

    def __init__(self, definition: GameDefinition, rules, decks: list, seed: int, mode: str = "1v1",
                 board: str | None = None, options: dict | None = None):
        self.definition = definition
        self.game = definition.start(rules, [(name, list(cards)) for name, cards in decks], seed, mode,
                                     **(options or {}))
        header = {"registro": definition.id, "version": VERSION, "semilla": seed, "modo": mode}
        if board is not None:
            header["tablero"] = board
        header["mazos"] = [{"nombre": name, "cartas": [f"{c.set_code}/{c.id}" for c in cards]} for name, cards in decks]
        header["digest"] = self.game.digest()
        self.lines: list[dict] = [header]

    def apply(self, action) -> None:
        actor = self.game.to_move
        self.game.apply(action)
        self.lines.append({"n": len(self.lines), "jugador": LETTERS[actor],
                           "accion": self.definition.action_to_json(action), "digest": self.game.digest()})
        if self.game.over:
            turns = self.definition.turns(self.game) if self.definition.turns is not None else len(self.lines) - 1
            self.lines.append({"fin": self.game.result, "turnos": turns})

    def text(self) -> str:
        return "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in self.lines)


def replay_rows(rows: list[tuple[int, object]], name: str, project, definition: GameDefinition) -> Replayed:
    """Play again the record whose rows (``(line number, JSON value)``) are ``rows`` with the cards of ``project``,
    every action legal and every digest equal (:class:`RecordError` with the file's line otherwise)."""
    number, header = rows[0]
    rules = project.ruleset
    decks, options = _header(header, f"{name}:{number}", project, definition)
    try:
        game = definition.start(rules, decks, header["semilla"], header["modo"], **options)
    except ValueError as error:
        raise RecordError(f"{name}:{number}: {error}")
    if game.digest() != header["digest"]:
        raise RecordError(f"{name}:{number}: el estado tras la preparación no coincide con el registro (digest "
                          f"{game.digest()}, esperado {clip(header['digest'], 40)}): ¿han cambiado las cartas o el motor?")
    lines, applied = [], 0
    for number, row in rows[1:]:
        where = f"{name}:{number}"
        if isinstance(row, dict) and "fin" in row:
            if not game.over:
                raise RecordError(f"{where}: el registro da la partida por acabada, pero sigue en juego")
            if row["fin"] != game.result:
                raise RecordError(f"{where}: el registro dice «{clip(str(row['fin']), 120)}», pero la partida acaba así: "
                                  f"«{game.result}»")
            continue
        if not isinstance(row, dict) or "accion" not in row:
            raise RecordError(f"{where}: se esperaba una acción («accion») o el final («fin»)")
        if game.over:
            raise RecordError(f"{where}: la partida ya había terminado ({game.result}) y el registro sigue")
        try:
            action = definition.action_from_json(row["accion"])
        except ValueError as error:
            raise RecordError(f"{where}: {clip(str(error), 200)}")
        who = row.get("jugador")
        if who != LETTERS[game.to_move]:
            raise RecordError(f"{where}: el registro dice que actúa {clip(str(who), 40)}, pero le toca a "
                              f"{LETTERS[game.to_move]}")
        if action not in game.legal_actions():
            raise RecordError(f"{where}: acción ilegal: {clip(json.dumps(row['accion'], ensure_ascii=False), 160)} no es "
                              f"una de las acciones legales de {LETTERS[game.to_move]}")
        before = game.clone()
        game.apply(action)
        applied += 1
        lines += definition.told(before, action, game) if definition.told is not None else \
            [f"{who}: {definition.action_text(before, action)}"]
        if row.get("digest") != game.digest():
            raise RecordError(f"{where}: el estado no coincide con el registro tras «{definition.action_text(before, action)}» "
                              f"(digest {game.digest()}, esperado {clip(str(row.get('digest')), 40)})")
    return Replayed(game, applied, lines)


def _header(header, where: str, project, definition: GameDefinition) -> tuple[list, dict]:
    """The seats' ``(name, [Card, …])`` and the options of ``start`` a header gives, each field checked."""
    if header.get("version") != VERSION or isinstance(header.get("version"), bool):
        raise RecordError(f"{where}: el registro es de la versión {clip(repr(header.get('version')), 20)} del formato y "
                          f"este programa lee la {VERSION}")
    for key, kind in (("semilla", int), ("modo", str), ("mazos", list), ("digest", str)):
        if not isinstance(header.get(key), kind) or isinstance(header.get(key), bool):
            raise RecordError(f"{where}: a la cabecera le falta «{key}» o no tiene el tipo correcto")
    if not -MAX_SEED < header["semilla"] < MAX_SEED:
        raise RecordError(f"{where}: la semilla no cabe en 64 bits")
    if header["modo"] not in project.ruleset.modes:
        raise RecordError(f"{where}: modo de juego desconocido «{clip(header['modo'], 40)}»")
    if not 1 <= len(header["mazos"]) <= MAX_DECKS:
        raise RecordError(f"{where}: la cabecera debe tener entre 1 y {MAX_DECKS} mazos, no {len(header['mazos'])}")
    decks = []
    for i, deck in enumerate(header["mazos"], start=1):
        cards = deck.get("cartas") if isinstance(deck, dict) else None
        if not isinstance(cards, list) or len(cards) > MAX_DECK_CARDS or not all(isinstance(c, str) for c in cards) \
                or not isinstance(deck.get("nombre"), str):
            raise RecordError(f"{where}: el mazo {i} de la cabecera necesita «nombre» y «cartas» (como mucho "
                              f"{MAX_DECK_CARDS} textos «set/id»)")
        found = []
        for ref in cards:
            card = project.card_by_ref(ref, "")
            if card is None:
                raise RecordError(f"{where}: la carta «{clip(ref, 60)}» del mazo {i} no está en las cartas cargadas "
                                  "(indica con --cartas la carpeta con la que se jugó)")
            found.append(card)
        decks.append((clip(deck["nombre"], 200), found))
    options = {}
    board = header.get("tablero")
    if board is not None:
        boards = {key: dict(opts) for key, _name, opts in getattr(project.game.code, "boards", lambda p: [])(project)}
        if not isinstance(board, str) or board not in boards:
            raise RecordError(f"{where}: no hay ningún tablero «{clip(str(board), 60)}» en la carpeta ni en su paquete; "
                              f"los hay: {', '.join(sorted(boards)) or 'ninguno'}")
        options = boards[board]
    return decks, options
