"""The bundled project, loaded once for the site and image tests (its full build, ``full_build``, is
in tests/conftest.py, shared with the golden tests)."""
from __future__ import annotations

import pytest

from nismatch_cards.cards.loader import load

from .helpers import CARDS


@pytest.fixture(scope="session")
def bundled_project():
    result = load([CARDS])
    assert result.ok, result.diagnostics
    return result.project

