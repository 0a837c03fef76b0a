"""Where the data shipped with the package lives: the grammar, the schemas and the ruleset.

In a checkout (or an editable install) they are the top-level ``grammar/``, ``schemas/`` and
``cards/ruleset.yaml``; a wheel carries copies inside the package under ``_data/``.
"""
from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_path(relative: str) -> Path:
    """The shipped file ``relative`` (e.g. ``"grammar/ability.lark"``)."""
    bundled = _PACKAGE / "_data" / relative
    if bundled.exists():
        return bundled
    return _PACKAGE.parent / relative


GRAMMAR_FILE = data_path("grammar/ability.lark")
SCHEMA_DIR = data_path("schemas")
DEFAULT_RULESET = data_path("cards/ruleset.yaml")
