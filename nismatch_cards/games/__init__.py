"""What belongs to one game: the code a game pack may have beyond its data.

Most games need none: a pack (``packs/<juego>/``) is data, and the generic toolchain loads,
checks and prints its cards. A pack whose ``juego.motor`` names a plug-in gets that plug-in's
extras: NISMATCH (``games/nismatch``) adds its ability language, its own card and deck checks,
the parsed structure on the site, and its rules engine, bots, simulation and terminal play.

The plug-in is found by name in :data:`ENGINES` and imported only when a pack names it, so
validating another game never imports NISMATCH's engine.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:  # pragma: no cover
    from ..cards.pack import Pack

#: plug-in id (``juego.motor``) → ``module:attribute`` of its :class:`GameCode`.
ENGINES: dict[str, str] = {
    "nismatch": "nismatch_cards.games.nismatch.plugin:NISMATCH",
    "unmatched": "nismatch_cards.games.unmatched.plugin:UNMATCHED",
}


@dataclass(frozen=True)
class TextProblem:
    """A problem in one text field: 1-based ``column`` inside the text, Spanish message and hint."""

    column: int
    message: str
    hint: str = ""
    severity: str = "error"  # error | warning


@dataclass(frozen=True)
class PackProblem:
    """A problem a game's code finds in its pack, with its own code; ``offset`` places it at a
    character of the text at ``path`` (e.g. a word of a keyword's definition)."""

    path: tuple
    message: str
    hint: str
    code: str = "NM011"
    offset: int | None = None
    at_key: bool = False  # placed at the key rather than its value (an unknown key)


class TextLanguage(Protocol):
    """A language card texts are written in (``estilos: {x: {lenguaje: id}}``)."""

    def check(self, text: str, pack: "Pack") -> list[TextProblem]:
        """Every problem of ``text``; empty when it is valid."""

    def canonical(self, text: str, pack: "Pack") -> str:
        """``text`` as the pack prints it (only called on valid text)."""

    # Optional: ``rewrite(text, pack) -> str | None``, the text mended as its «¿quisiste decir: «…»?» hint
    # says (``nismatch validar --corregir`` writes it into the card file); None when there is no such hint.
    # Optional: ``prototype_in_play``, what a text marked «prototipo: true» does in a game, as NM084 says it
    # («en la partida solo paga su coste»); «en la partida no se juega» when the language does not say.


class GameCode(Protocol):
    """A game's own code. Every hook is optional in spirit: return empty when there is nothing."""

    id: str

    def languages(self) -> dict[str, TextLanguage]:
        """Text languages by id, for the pack's ``estilos``."""

    def check_pack(self, pack: "Pack") -> list[tuple[tuple, str, str] | PackProblem]:
        """What the game's code needs its pack to declare and does not find: ``(path in the
        YAML, message, hint)`` for each problem, like ``cards.pack.check_references``, or a
        :class:`PackProblem` with a code and place of its own."""

    def ruleset(self, pack: "Pack") -> Any:
        """The rule constants the game's engine reads, built from its pack (NISMATCH's ``Ruleset``)."""

    def check_card(self, card: Any, document: Any, path: tuple, pack: "Pack") -> list:
        """The game's own diagnostics for one card whose fields passed their types (its
        ``document`` and ``path`` place them)."""

    def game_definition(self) -> Any:
        """How the game plays (a :class:`nismatch_cards.play.game.GameDefinition`; None for a game that has
        no rules engine): what ``play`` starts its games with."""

    def face_extras(self, card: Any, pack: "Pack") -> dict[str, Any]:
        """Extra values the game's face templates read (e.g. NISMATCH's abilities, cost apart)."""

    def sort_key(self, card: Any, pack: "Pack") -> tuple:
        """Print order of the cards inside a card type (NISMATCH: Partes by zone)."""

    def card_sections(self, face: Any, env: Any) -> list:
        """HTML sections the site adds to a card's page (NISMATCH: each ability's parsed structure)."""

    def site_context(self, site: Any) -> dict[str, Any]:
        """Extra values every site page template may read (NISMATCH: its statistics)."""

    def site_pages(self, site: Any) -> list:
        """Extra site pages (``render.html.SitePage``); one named like a generic page replaces it."""


def map_code() -> Any:
    """What reads and draws a pack's maps (``mapas``: boards of spaces with positions, zones, connections and
    numbered start spaces): ``load_maps(folder, pack, files=None) -> (maps by id, diagnostics)`` and
    ``svg(board, fighters=None) -> str``. Unmatched's battlefields are the one board format so far; imported
    only for a pack that has maps."""
    from types import SimpleNamespace

    from .unmatched.drawing import battlefield_svg
    from .unmatched.maps import load_maps

    return SimpleNamespace(load_maps=load_maps, svg=battlefield_svg)


def engine_code(engine_id: str | None) -> GameCode | None:
    """The plug-in named by a pack's ``juego.motor`` (None for a pack without code)."""
    if engine_id is None:
        return None
    module, attribute = ENGINES[engine_id].split(":")
    return getattr(importlib.import_module(module), attribute)
