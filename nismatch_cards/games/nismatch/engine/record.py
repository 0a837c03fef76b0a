"""Game records: JSON lines with the seed, the decks, every action and a digest of the state after it.

Line 1 is the header::

    {"registro": "nismatch", "version": 1, "semilla": 7, "modo": "1v1", "pases_automaticos": true,
     "mazos": [{"nombre": "Asalto Remachado", "set": "base", "cartas": ["chispazo", "otro/carta", ...]}, ...],
     "digest": "<state after set-up>"}

then one line per action applied (``{"n": 1, "piloto": "A", "accion": {...}, "digest": "..."}``)
and, when the game is over, ``{"fin": "gana A: …", "turnos": 31}``. A deck's cards are ids of its
``set``, or ``set/id`` for cards of other sets. :func:`replay_file` plays
a record again, checks every digest and returns the game told in Spanish. An action is written, read and told
through NISMATCH's game definition (``action_to_json``, ``action_from_json``, ``action_text``), as any game's.
"""
from __future__ import annotations

import json
import math
import random
from dataclasses import dataclass, field
from pathlib import Path

from nismatch_cards.diagnostics import clip, display_path, os_reason, unprintable
from nismatch_cards.paths import default_cards
from .actions import Action
from .game import Game, IllegalAction

FORMAT = "nismatch"
VERSION = 1


def _definition():
    """NISMATCH's :class:`~nismatch_cards.play.game.GameDefinition` (imported late: it imports this package)."""
    from ..definition import NISMATCH

    return NISMATCH


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
        self.lines.append({"n": len(self.lines), "piloto": self.game.pilot_name(actor),
                           "accion": _definition().action_to_json(action),
                           "digest": self.game.digest()})
        if self.game.over:
            self.lines.append({"fin": self.game.result, "turnos": self.game.turn})

    def redeal(self, pilot: int, seed: int) -> None:
        """Deal again, from ``seed``, all that pilot ``pilot`` cannot see (the other hands, the order of every
        Arsenal, the Botines) consistently with what it has seen, with a new random generator; written down,
        so that a replay deals the same (a game resumed from before a point already reached, docs/play.md)."""
        from .observation import observe

        game = self.game
        world = observe(game, pilot).determinize(random.Random(seed))
        world.log, world.seed, world._legal = game.log, game.seed, None
        world.say(f"Lo que {game.pilot_name(pilot)} no ve se reparte de nuevo: la partida sigue desde antes de un "
                  "punto al que ya había llegado")
        self.game = world
        self.lines.append({"n": len(self.lines), "repartir": seed, "para": game.pilot_name(pilot),
                           "digest": world.digest()})

    def text(self) -> str:
        return "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in self.lines)

    def write(self, path: Path) -> None:
        """Write the record to ``path`` atomically (a game cut short never leaves half a file)."""
        from nismatch_cards.safeio import write_atomically

        write_atomically(Path(path), self.text())


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
    """A record that cannot be replayed; ``str()`` is the Spanish message with file and line.
    ``hidden``: the message tells something of the game's state (a digest, an action, a card), which a
    sealed unfinished game must not show (see ``play/envelope.py``)."""

    def __init__(self, message: str, hidden: bool = False):
        super().__init__(message)
        self.hidden = hidden


@dataclass
class ReplayResult:
    game: Game
    actions: int
    lines: list[str] = field(default_factory=list)
    recorder: "Recorder | None" = None  # the same game, recorded again: apply more actions to go on


#: Bounds of a record: no line of a real game comes near them (a header with four decks of 60
#: cards is 5 KB), and a hostile file cannot make the reader hold more.
MAX_LINE = 1024 * 1024
MAX_LINES = 1_000_000
MAX_DECKS = 8
MAX_DECK_CARDS = 1000
MAX_SEED = 2 ** 64


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > 30:
        raise ValueError(f"un número de {len(text.lstrip('-'))} cifras")
    return int(text)


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"«{text}» no es un número finito")
    return value


def _not_a_number(text: str):
    raise ValueError(f"«{text}» no es un número de JSON")


def _rows(path: Path, name: str) -> list[tuple[int, object]]:
    """The JSON value of every line of a record, with its line number; lines and numbers bounded."""
    try:
        with open(path, "rb") as handle:
            return read_rows(handle, name)
    except OSError as error:
        raise RecordError(f"{name}: no se puede leer el registro: {os_reason(error)}")


def read_rows(handle, name: str) -> list[tuple[int, object]]:
    """:func:`_rows` of an open binary stream (a file, or a sealed record once opened)."""
    rows = []
    for number, raw in enumerate(iter(lambda: handle.readline(MAX_LINE + 1), b""), start=1):
        if len(raw) > MAX_LINE and not raw.endswith(b"\n"):
            raise RecordError(f"{name}:{number}: la línea tiene más de {MAX_LINE // 1024} KB; un registro no "
                              "tiene líneas así")
        if number > MAX_LINES:
            raise RecordError(f"{name}:{number}: el registro tiene más de {MAX_LINES} líneas")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as error:
            raise RecordError(f"{name}: no se puede leer el registro: {os_reason(error)}")
        if text.strip():
            rows.append((number, parse_line(text, name, number)))
    return rows


def parse_line(text: str, name: str, number: int):
    """The JSON value of one line of a record (numbers bounded); :class:`RecordError` with the place."""
    try:
        return json.loads(text, parse_int=_bounded_int, parse_float=_finite_float, parse_constant=_not_a_number)
    except json.JSONDecodeError as error:
        problem = _JSON_PROBLEMS.get(error.msg.split(":")[0], "formato no válido")
        raise RecordError(f"{name}:{number}: JSON no válido (columna {error.colno}): {problem}")
    except (ValueError, RecursionError) as error:
        raise RecordError(f"{name}:{number}: número no válido: {error}" if isinstance(error, ValueError)
                          else f"{name}:{number}: JSON anidado sin fin")


def version_problem(what: str, found, supported: int) -> str:
    """Why a file of another version of its format cannot be read, naming both versions («el registro es de la
    versión 0 del formato y este nismatch lee la 1…»)."""
    if type(found) is not int:
        return f"{what} no dice de qué versión del formato es («version» es {clip(repr(found), 40)}, no un número)"
    told = f"{what} es de la versión {found} del formato y este nismatch lee la {supported}"
    if found < supported:
        return f"{told}: se escribió con un nismatch anterior, que es el que puede reproducirlo"
    return f"{told}: se escribió con un nismatch más nuevo; actualiza nismatch para leerlo"


def _check_header(header, name: str, number: int) -> None:
    """The header's fields, each of its type, before anything reads them."""
    where = f"{name}:{number}"
    if not isinstance(header, dict) or header.get("registro") != FORMAT:
        raise RecordError(f"{where}: la primera línea no es la cabecera de un registro de NISMATCH "
                          f"(falta «\"registro\": \"{FORMAT}\"»)")
    if "cifrado" in header:  # an unfinished game of «nismatch jugar», sealed: play/envelope.py opens it
        raise RecordError(f"{where}: es una partida sin terminar guardada cifrada: se ve con «nismatch reproducir» y se "
                          "sigue con «nismatch jugar --reanudar»")
    if header.get("version") != VERSION or isinstance(header.get("version"), bool):
        raise RecordError(f"{where}: {version_problem('el registro', header.get('version'), VERSION)}")
    for key, kind in (("semilla", int), ("modo", str), ("mazos", list), ("digest", str)):
        if not isinstance(header.get(key), kind) or isinstance(header.get(key), bool):
            raise RecordError(f"{where}: a la cabecera le falta «{key}» o no tiene el tipo correcto")
    if not -MAX_SEED < header["semilla"] < MAX_SEED:
        raise RecordError(f"{where}: la semilla no cabe en 64 bits")
    if "pases_automaticos" in header and not isinstance(header["pases_automaticos"], bool):
        raise RecordError(f"{where}: «pases_automaticos» debe ser true o false")
    if not 1 <= len(header["mazos"]) <= MAX_DECKS:
        raise RecordError(f"{where}: la cabecera debe tener entre 1 y {MAX_DECKS} mazos, no {len(header['mazos'])}")
    for i, deck in enumerate(header["mazos"], start=1):
        if not isinstance(deck, dict) or not isinstance(deck.get("cartas"), list):
            raise RecordError(f"{where}: el mazo {i} de la cabecera no tiene «cartas»")
        if not isinstance(deck.get("set"), str) or not isinstance(deck.get("nombre", ""), str) \
                or unprintable(deck.get("nombre", "")) or len(deck.get("nombre", "")) > 200:
            raise RecordError(f"{where}: el mazo {i} de la cabecera necesita «set» y «nombre» como textos de una "
                              "línea, sin caracteres de control")
        if len(deck["cartas"]) > MAX_DECK_CARDS or not all(isinstance(c, str) for c in deck["cartas"]):
            raise RecordError(f"{where}: las «cartas» del mazo {i} deben ser ids (textos), como mucho {MAX_DECK_CARDS}")


def _check_row(row, name: str, number: int) -> None:
    """An action line (``accion``, ``piloto``, ``digest``), a new deal (``repartir``, ``para``, ``digest``) or
    the end (``fin``), each of its type."""
    where = f"{name}:{number}"
    if isinstance(row, dict) and "fin" in row:
        if not isinstance(row["fin"], str):
            raise RecordError(f"{where}: «fin» debe ser un texto")
        return
    if isinstance(row, dict) and "repartir" in row:
        if type(row["repartir"]) is not int or not 0 <= row["repartir"] < 1 << 64:
            raise RecordError(f"{where}: «repartir» debe ser un número entero entre 0 y 2^64 - 1")
        if not isinstance(row.get("para"), str):
            raise RecordError(f"{where}: «para» debe ser el nombre del piloto cuya vista se conserva")
        return
    if not isinstance(row, dict) or "accion" not in row:
        raise RecordError(f"{where}: se esperaba una acción («accion») o el final («fin»)")
    action = row["accion"]
    if not isinstance(action, dict) or not isinstance(action.get("tipo"), str):
        raise RecordError(f"{where}: «accion» debe ser un mapa con su «tipo»")
    for key in ("piloto", "digest"):
        if key in row and not isinstance(row[key], str):
            raise RecordError(f"{where}: «{key}» debe ser un texto")


def replay_file(path: Path, cards: list[Path] | None = None) -> ReplayResult:
    """Replay a record: every action must be legal and every digest must match (RecordError if not)."""
    name = display_path(path)
    return replay_rows(_rows(path, name), name, cards)


def replay_rows(rows: list[tuple[int, object]], name: str, cards: list[Path] | None = None) -> ReplayResult:
    """:func:`replay_file` of a record's rows (see :func:`read_rows`); ``name`` is the file they came from."""
    from nismatch_cards.cards.loader import load

    if not rows:
        raise RecordError(f"{name}:1: el registro está vacío")
    number, header = rows[0]
    other = _other_game(rows, name, cards)
    if other is not None:
        return other
    _check_header(header, name, number)
    result = load(cards or [default_cards()])
    project = result.project
    project.require_engine("nismatch", "reproducir")
    if header["modo"] not in project.ruleset.modes:
        raise RecordError(f"{name}:{number}: modo de juego desconocido «{clip(header['modo'], 40)}»")
    for i, deck in enumerate(header["mazos"]):
        folders = ", ".join(display_path(p) for p in (cards or [Path("cards")]))
        written_sets = [deck["set"]] + [c.rpartition("/")[0] for c in deck["cartas"] if isinstance(c, str) and "/" in c]
        unknown = next((code for code in written_sets if code not in project.sets), None)
        if unknown is not None:
            raise RecordError(f"{name}:{number}: el set «{clip(unknown, 40)}» del mazo {i + 1} no está en {folders}")
        missing = [c for c in deck["cartas"] if not isinstance(c, str) or project.card_by_ref(c, deck["set"]) is None]
        if missing:
            code, _, card_id = str(missing[0]).rpartition("/")
            raise RecordError(f"{name}:{number}: la carta «{clip(card_id, 40)}» del mazo {i + 1} no existe en el set "
                              f"«{clip(code or deck['set'], 40)}»")
    try:
        recorder = Recorder.from_header(project, header, log=True)
    except ValueError as error:
        raise RecordError(f"{name}:{number}: {error}")
    game = recorder.game
    if game.digest() != header["digest"]:
        raise RecordError(f"{name}:{number}: el estado tras la preparación no coincide con el registro "
                          f"(digest {game.digest()}, esperado {clip(header['digest'], 40)}): ¿han cambiado las cartas o "
                          "el motor?", hidden=True)
    try:
        applied = _replay_actions(recorder, rows[1:], name)
    except RecordError as error:
        raise RecordError(str(error), hidden=True) from None  # each names an action, a card or a digest
    game = recorder.game  # a new deal («repartir») made another
    return ReplayResult(game, applied, list(game.log or []), recorder)


def _other_game(rows: list[tuple[int, object]], name: str, cards: list[Path] | None) -> ReplayResult | None:
    """A record of another game (its «registro» is the ``juego.motor`` of a game with an engine) replayed through the
    game interface (``play/record.py``), with that game's cards; None for any other first line."""
    from nismatch_cards.cards.loader import load
    from nismatch_cards.games import ENGINES
    from nismatch_cards.play import record
    from nismatch_cards.play.game import game_definition

    number, header = rows[0]
    engine = header.get("registro") if isinstance(header, dict) else None
    if not isinstance(engine, str) or engine == FORMAT or engine not in ENGINES:
        return None
    project = load(cards or [default_cards()]).project
    theirs = project.pack.engine if project.pack is not None else None
    if theirs != engine:
        folders = ", ".join(display_path(p) for p in (cards or [Path("cards")]))
        raise RecordError(f"{name}:{number}: el registro es de una partida de «{clip(str(engine), 40)}» y las cartas de "
                          f"{folders} son de otro juego: indica con --cartas la carpeta con la que se jugó")
    try:
        replayed = record.replay_rows(rows, name, project, game_definition(engine))
    except record.RecordError as error:
        raise RecordError(str(error))
    return ReplayResult(replayed.game, replayed.actions, replayed.lines)


def _replay_deal(recorder: Recorder, row: dict, name: str, number: int) -> None:
    """Deal again as a «repartir» line says, and check the digest after it."""
    game = recorder.game
    pilot = next((q.index for q in game.pilots if q.name == row["para"]), None)
    if pilot is None:
        raise RecordError(f"{name}:{number}: «para» nombra un piloto que no está en la partida: {clip(row['para'], 40)}")
    if game.over:
        raise RecordError(f"{name}:{number}: la partida ya había terminado ({game.result}) y el registro sigue")
    recorder.redeal(pilot, row["repartir"])
    if row.get("digest") != recorder.game.digest():
        raise RecordError(f"{name}:{number}: el estado no coincide con el registro tras repartir de nuevo lo que "
                          f"{row['para']} no ve (digest {recorder.game.digest()}, esperado {clip(str(row.get('digest')), 40)})")


def _replay_actions(recorder: Recorder, rows: list[tuple[int, object]], name: str) -> int:
    """Apply the action rows of a record to ``recorder``, checking each; returns how many were applied."""
    applied = 0
    for number, row in rows:
        game = recorder.game
        _check_row(row, name, number)
        if "repartir" in row:
            _replay_deal(recorder, row, name, number)
            continue
        if "fin" in row:
            if not game.over:
                raise RecordError(f"{name}:{number}: el registro da la partida por acabada, pero sigue en juego "
                                  f"({game.pending_description()})")
            if row["fin"] != game.result:
                raise RecordError(f"{name}:{number}: el registro dice «{clip(row['fin'], 120)}», pero la partida acaba "
                                  f"así: «{game.result}»")
            continue
        try:
            action = _definition().action_from_json(row["accion"])
        except ValueError as error:
            raise RecordError(f"{name}:{number}: {clip(str(error), 200)}")
        if game.over:
            raise RecordError(f"{name}:{number}: la partida ya había terminado ({game.result}) y el registro sigue")
        who = row.get("piloto")
        if who is not None and who != game.pilot_name(game.to_move):
            raise RecordError(f"{name}:{number}: el registro dice que actúa {clip(who, 40)}, pero le toca a "
                              f"{game.pilot_name(game.to_move)} ({game.pending_description()})")
        try:
            recorder.apply(action)
        except IllegalAction as error:
            raise RecordError(f"{name}:{number}: acción ilegal: {error}")
        except (IndexError, KeyError):
            raise RecordError(f"{name}:{number}: acción ilegal: {clip(repr(row['accion']), 120)} nombra una carta que no "
                              "existe")
        applied += 1
        if row.get("digest") != game.digest():
            told = _definition().action_text(game, action)
            raise RecordError(f"{name}:{number}: el estado no coincide con el registro tras «{told}» "
                              f"(digest {game.digest()}, esperado {clip(str(row.get('digest')), 40)})")
    return applied

