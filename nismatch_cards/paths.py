"""Where the data shipped with the package lives: the schemas, the bundled game packs, the card languages'
grammars and the bundled NISMATCH sets and decks.

In a checkout (or an editable install) they are the top-level ``schemas/``, ``packs/``, ``grammar/`` and ``cards/``;
a wheel carries copies inside the package under ``_data/``, in the same layout.
"""
from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_path(relative: str) -> Path:
    """The shipped file ``relative`` (e.g. ``"schemas/set.schema.json"``)."""
    bundled = _PACKAGE / "_data" / relative
    if bundled.exists():
        return bundled
    return _PACKAGE.parent / relative


SCHEMA_DIR = data_path("schemas")
PACKS_DIR = data_path("packs")
DEFAULT_RULESET = PACKS_DIR / "nismatch" / "ruleset.yaml"
#: NISMATCH's bundled sets and decks: a cards folder whose ``ruleset.yaml`` names the pack (``paquete: nismatch``).
BUNDLED_CARDS = data_path("cards")
CARDS_FOLDER = Path("cards")
#: the generic templates every pack falls back on (faces, sheets, the site)
GENERIC_TEMPLATES = _PACKAGE / "render" / "templates"


def bundled_cards(pack_id: str) -> Path:
    """The cards folder with the sets and decks a bundled game ships: NISMATCH's are ``cards/`` (its
    pack, ``packs/nismatch/``, keeps only the game's definition); the other games keep theirs in their
    pack folder (``packs/<id>/``)."""
    return BUNDLED_CARDS if pack_id == "nismatch" else PACKS_DIR / pack_id


def default_cards() -> Path:
    """The cards folder commands use when none is given: ``cards/`` in the working directory if
    there is one (a designer's project, or this repository's root), otherwise NISMATCH's bundled sets."""
    return CARDS_FOLDER if CARDS_FOLDER.is_dir() else BUNDLED_CARDS
