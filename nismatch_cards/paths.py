"""Where the data shipped with the package lives: the schemas and the bundled game packs.

In a checkout (or an editable install) they are the top-level ``schemas/`` and ``packs/``; a
wheel carries copies inside the package under ``_data/``.
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
CARDS_FOLDER = Path("cards")


def default_cards() -> Path:
    """The cards folder commands use when none is given: ``cards/`` in the working directory if
    there is one (a designer's project), otherwise NISMATCH's bundled pack."""
    return CARDS_FOLDER if CARDS_FOLDER.is_dir() else DEFAULT_RULESET.parent
