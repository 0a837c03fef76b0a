"""How far each game has been played on this computer: the file ``partidas-jugadas`` beside the key.

A resumed game is the same game (the same deal, the same bot generator). Resumed from a save behind a
point already reached, it would show the future: the bot's hand, the next draws. So ``nismatch jugar``
notes after every action how far the game has gone, and a game resumed from before that point has what
the person cannot see dealt again (``Recorder.redeal``). A game is named by an HMAC, under the user's
key, of its seed and of its new deals so far: the file says nothing of the seed, and each new deal
starts a line of play of its own. A game whose seed was chosen (``--semilla``, for tests: its future is
known anyway, and two games may share it) is not noted.
"""
from __future__ import annotations

import hashlib
import hmac
import json

from nismatch_cards.safeio import write_atomically

from .keystore import LEDGER_FILE, data_folder


def line_of_play(key: bytes, lines: list[dict]) -> str:
    """The name of the game a record's ``lines`` play, new deals included."""
    deals = [str(row["repartir"]) for row in lines if "repartir" in row]
    text = ":".join([str(lines[0]["semilla"]), *deals])
    return hmac.new(key, f"nismatch: partida {text}".encode(), hashlib.sha256).hexdigest()[:24]


def actions_in(lines: list[dict]) -> int:
    return sum(1 for row in lines if "accion" in row)


def noted(lines: list[dict]) -> bool:
    """Whether the game of ``lines`` is noted: not when its seed was chosen with ``--semilla``."""
    return not lines[0].get("semilla_elegida")


class Ledger:
    """The furthest action count reached by each line of play, read and written in the data folder."""

    def __init__(self, key: bytes):
        self.key = key
        self.path = data_folder() / LEDGER_FILE

    def _read(self) -> dict[str, int]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):  # none yet, or spoilt: it only ever makes a resumed game deal again
            return {}
        return {k: v for k, v in data.items() if isinstance(v, int)} if isinstance(data, dict) else {}

    def furthest(self, lines: list[dict]) -> int:
        """How many actions the game of ``lines`` has reached on this computer (0 if never noted)."""
        return self._read().get(line_of_play(self.key, lines), 0)

    def reached(self, lines: list[dict]) -> None:
        """Note that the game of ``lines`` has reached its last action (OSError if the file cannot be written)."""
        name, count = line_of_play(self.key, lines), actions_in(lines)
        known = self._read()
        if known.get(name, -1) < count:
            known[name] = count
            write_atomically(self.path, json.dumps(known, sort_keys=True))
