"""What every game's scenario runner shares (the `escenario` command): the error at a line of a scenario file and
the result it prints."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from nismatch_cards.diagnostics import printable


class ScenarioError(Exception):
    """A scenario file that cannot be run: the Spanish ``message`` at 1-based ``line``."""

    def __init__(self, line: int, message: str):
        super().__init__(message)
        self.line = line
        self.message = message


@dataclass
class ScenarioResult:
    """One scenario's outcome, printed «ok: …» or «FALLA: …» with what failed."""

    file: str
    name: str
    rule: str
    ok: bool
    message: str = ""
    game: Any = None  # the game where it ended, for tests
    log: list[str] = field(default_factory=list)  # what happened, as everyone at the table saw it

    def __str__(self) -> str:
        status = "ok" if self.ok else "FALLA"
        text = f"{status}: {printable(self.file)}: {printable(self.name)} (regla {printable(self.rule)})"
        return text if self.ok else f"{text}\n  {printable(self.message)}"


def written_cards(document, written: list, game) -> dict:
    """The cards a scenario file defines itself («cartas:»), checked as a set's cards are, by id; the first error is
    a :class:`ScenarioError` at its line."""
    from nismatch_cards.cards import loader

    view = dataclasses.replace(document, data={"cartas": written})  # the same paths: «cartas» is the same key
    found, problems = {}, []
    for card, diagnostics in loader.load_cards(view, game, document.file.parent, "escenario"):
        problems += [d for d in diagnostics if d.severity == "error"]
        if card is not None:
            found[card.id] = card
    if problems:
        first = problems[0]
        raise ScenarioError(first.line, f"carta propia no válida: {first.message}"
                            + (f" ({first.hint})" if first.hint else ""))
    return found
