"""Game records: JSON lines with the seed, the decks, every action and a digest of the state after it.

Line 1 is the header::

    {"registro": "nismatch", "version": 1, "semilla": 7, "modo": "1v1", "pases_automaticos": true,
     "mazos": [{"nombre": "Asalto Remachado", "set": "base", "cartas": ["chispazo", "otro/carta", ...]}, ...],
     "digest": "<state after set-up>"}

then one line per action applied (``{"n": 1, "piloto": "A", "accion": {...}, "digest": "..."}``)
and, when the game is over, ``{"fin": "gana A: …", "turnos": 31}``. A deck's cards are ids of its
``set``, or ``set/id`` for cards of other sets. :func:`replay_file` plays
a record again, checks every digest and returns the game told in Spanish.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path

from nismatch_cards.diagnostics import display_path
from nismatch_cards.paths import default_cards
from .actions import Action
from .game import Game, IllegalAction

FORMAT = "nismatch"
VERSION = 1


class Recorder:
    """Plays a game and writes it down: ``recorder.apply(action)`` instead of ``game.apply``."""

    def __init__(self, project, decks: list, seed: int = 0, mode: str = "1v1", autopass: bool = True,
                 log: bool = False):
        rows = []
        for deck in decks:
            deck = project.resolve_deck(deck)
            rows.append({"nombre": deck.name, "set": deck.main_set, "cartas": deck.written_refs()})
        self._start(project, rows, seed, mode, autopass, log)

    @classmethod
    def from_header(cls, project, header: dict, log: bool = False) -> "Recorder":
        """A new recording of the game a record's header describes (its decks must be in ``project``)."""
        recorder = cls.__new__(cls)
        recorder._start(project, header["mazos"], header["semilla"], header["modo"],
                        bool(header.get("pases_automaticos", True)), log)
        extra = {k: v for k, v in header.items() if k not in recorder.lines[0]}
        recorder.lines[0].update(extra)  # fields other tools added (who played, …) are kept
        return recorder

    def _start(self, project, decks: list[dict], seed: int, mode: str, autopass: bool, log: bool) -> None:
        cards = []
        for i, deck in enumerate(decks):
            cards.append((str(deck.get("nombre", f"mazo {i + 1}")),
                          [project.card_by_ref(c, deck["set"]) for c in deck["cartas"]]))
        self.game = Game(project.ruleset, cards, seed=seed, mode=mode, autopass=autopass, log=log)
        self.lines: list[dict] = [{
            "registro": FORMAT, "version": VERSION, "semilla": seed, "modo": mode, "pases_automaticos": autopass,
            "mazos": [{"nombre": name, "set": d["set"], "cartas": list(d["cartas"])} for (name, _), d in zip(cards, decks)],
            "digest": self.game.digest(),
        }]

    def apply(self, action: Action) -> None:
        actor = self.game.to_move
        self.game.apply(action)
        self.lines.append({"n": len(self.lines), "piloto": self.game.pilot_name(actor), "accion": action.to_json(),
                           "digest": self.game.digest()})
        if self.game.over:
            self.lines.append({"fin": self.game.result, "turnos": self.game.turn})

    def text(self) -> str:
        return "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in self.lines)

    def write(self, path: Path) -> None:
        Path(path).write_text(self.text(), encoding="utf-8")


def random_game(project, decks: list, seed: int = 0, mode: str = "1v1", choices_seed: int | None = None,
                record: bool = False, log: bool = False):
    """A game with uniformly random legal actions on every side; returns the Game (or the Recorder)."""
    chooser = random.Random(seed if choices_seed is None else choices_seed)
    if record:
        recorder = Recorder(project, decks, seed=seed, mode=mode, log=log)
        game = recorder.game
        while not game.over:
            recorder.apply(chooser.choice(game.legal_actions()))
        return recorder
    game = Game.from_project(project, decks, seed=seed, mode=mode, log=log)
    while not game.over:
        game.apply(chooser.choice(game.legal_actions()))
    return game


_JSON_PROBLEMS = {  # json's messages, in Spanish
    "Expecting value": "se esperaba un valor",
    "Expecting ',' delimiter": "falta una «,»",
    "Expecting ':' delimiter": "falta un «:»",
    "Expecting property name enclosed in double quotes": "se esperaba un nombre de campo entre comillas dobles",
    "Unterminated string starting at": "un texto entre comillas no se cierra",
    "Extra data": "sobra texto después del objeto",
    "Invalid control character at": "hay un carácter de control dentro de un texto",
    "Invalid \\escape": "secuencia de escape «\\» no válida",
}


class RecordError(Exception):
    """A record that cannot be replayed; ``str()`` is the Spanish message with file and line."""


@dataclass
class ReplayResult:
    game: Game
    actions: int
    lines: list[str] = field(default_factory=list)
    recorder: "Recorder | None" = None  # the same game, recorded again: apply more actions to go on


def replay_file(path: Path, cards: list[Path] | None = None) -> ReplayResult:
    """Replay a record: every action must be legal and every digest must match (RecordError if not)."""
    from nismatch_cards.cards.loader import load

    name = display_path(path)
    try:
        raw = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise RecordError(f"{name}: no se puede leer el registro: {getattr(error, 'strerror', None) or error}")
    rows = []
    for number, text in enumerate(raw.splitlines(), start=1):
        if not text.strip():
            continue
        try:
            rows.append((number, json.loads(text)))
        except json.JSONDecodeError as error:
            problem = _JSON_PROBLEMS.get(error.msg.split(":")[0], "formato no válido")
            raise RecordError(f"{name}:{number}: JSON no válido (columna {error.colno}): {problem}")
    if not rows:
        raise RecordError(f"{name}:1: el registro está vacío")
    number, header = rows[0]
    if not isinstance(header, dict) or header.get("registro") != FORMAT:
        raise RecordError(f"{name}:{number}: la primera línea no es la cabecera de un registro de NISMATCH "
                          f"(falta «\"registro\": \"{FORMAT}\"»)")
    if header.get("version") != VERSION:
        raise RecordError(f"{name}:{number}: versión de registro no admitida: {header.get('version')!r} "
                          f"(se admite la {VERSION})")
    for key, kind in (("semilla", int), ("modo", str), ("mazos", list), ("digest", str)):
        if not isinstance(header.get(key), kind):
            raise RecordError(f"{name}:{number}: a la cabecera le falta «{key}» o no tiene el tipo correcto")
    result = load(cards or [default_cards()])
    project = result.project
    if header["modo"] not in project.ruleset.modes:
        raise RecordError(f"{name}:{number}: modo de juego desconocido «{header['modo']}»")
    for i, deck in enumerate(header["mazos"]):
        if not isinstance(deck, dict) or not isinstance(deck.get("cartas"), list):
            raise RecordError(f"{name}:{number}: el mazo {i + 1} de la cabecera no tiene «cartas»")
        card_set = project.sets.get(deck.get("set"))
        if card_set is None:
            raise RecordError(f"{name}:{number}: el set «{deck.get('set')}» del mazo {i + 1} no está en "
                              f"{', '.join(display_path(p) for p in (cards or [Path('cards')]))}")
        missing = [c for c in deck["cartas"] if not isinstance(c, str) or project.card_by_ref(c, card_set.code) is None]
        if missing:
            where = f"el set «{card_set.code}»" if "/" not in str(missing[0]) else "la carpeta de cartas"
            raise RecordError(f"{name}:{number}: la carta «{missing[0]}» del mazo {i + 1} no existe en {where}")
    try:
        recorder = Recorder.from_header(project, header, log=True)
    except ValueError as error:
        raise RecordError(f"{name}:{number}: {error}")
    game = recorder.game
    if game.digest() != header["digest"]:
        raise RecordError(f"{name}:{number}: el estado tras la preparación no coincide con el registro "
                          f"(digest {game.digest()}, esperado {header['digest']}): ¿han cambiado las cartas o el motor?")
    applied = 0
    for number, row in rows[1:]:
        if isinstance(row, dict) and "fin" in row:
            if not game.over:
                raise RecordError(f"{name}:{number}: el registro da la partida por acabada, pero sigue en juego "
                                  f"({game.pending_description()})")
            if row["fin"] != game.result:
                raise RecordError(f"{name}:{number}: el registro dice «{row['fin']}», pero la partida acaba así: "
                                  f"«{game.result}»")
            continue
        if not isinstance(row, dict) or "accion" not in row:
            raise RecordError(f"{name}:{number}: se esperaba una acción («accion») o el final («fin»)")
        try:
            action = Action.from_json(row["accion"])
        except ValueError as error:
            raise RecordError(f"{name}:{number}: {error}")
        if game.over:
            raise RecordError(f"{name}:{number}: la partida ya había terminado ({game.result}) y el registro sigue")
        who = row.get("piloto")
        if who is not None and who != game.pilot_name(game.to_move):
            raise RecordError(f"{name}:{number}: el registro dice que actúa {who}, pero le toca a "
                              f"{game.pilot_name(game.to_move)} ({game.pending_description()})")
        try:
            recorder.apply(action)
        except IllegalAction as error:
            raise RecordError(f"{name}:{number}: acción ilegal: {error}")
        except (IndexError, KeyError):
            raise RecordError(f"{name}:{number}: acción ilegal: {row['accion']!r} nombra una carta que no existe")
        applied += 1
        if row.get("digest") != game.digest():
            raise RecordError(f"{name}:{number}: el estado no coincide con el registro tras «{action.describe(game)}» "
                              f"(digest {game.digest()}, esperado {row.get('digest')})")
    return ReplayResult(game, applied, list(game.log or []), recorder)
