"""Fixtures of the attack tests (helpers are in :mod:`.helpers`)."""
from __future__ import annotations

from pathlib import Path

import pytest

from .helpers import PART, SECRET, SET_T, SUPPORT, write_tree


@pytest.fixture
def project(tmp_path, monkeypatch):
    """``project(files)``: a fresh working folder with ``cards/`` (set ``t``: a Parte and an
    Apoyo), ``outside/secreto.txt`` beside it, and ``files`` (paths relative to the folder)."""
    monkeypatch.chdir(tmp_path)

    def make(files: dict[str, str | bytes] | None = None) -> Path:
        tree = {"cards/t/set.yaml": SET_T, "cards/t/parte.yaml": PART, "cards/t/apoyo.yaml": SUPPORT,
                "outside/secreto.txt": SECRET + "\n"}
        tree.update(files or {})
        write_tree(tmp_path, tree)
        return tmp_path

    return make
