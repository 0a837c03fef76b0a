"""Fixtures of the ``nismatch validate`` tests (helpers are in :mod:`.helpers`)."""
from __future__ import annotations

from pathlib import Path

import pytest

from .helpers import SET_T, write_tree


@pytest.fixture
def project(tmp_path, monkeypatch):
    """A function ``project(files)`` that writes ``files`` (paths relative to the project root)
    into a fresh folder, changes into it and returns its path."""
    monkeypatch.chdir(tmp_path)

    def make(files: dict[str, str | bytes]) -> Path:
        write_tree(tmp_path, files)
        return tmp_path

    return make


@pytest.fixture
def card_set(project):
    """``card_set(files)``: a cards folder with set ``t`` (``cards/t/set.yaml``) plus ``files``,
    whose names are relative to ``cards/``."""

    def make(files: dict[str, str | bytes], set_yaml: str | None = SET_T) -> Path:
        tree = {f"cards/{name}": content for name, content in files.items()}
        if set_yaml is not None:
            tree.setdefault("cards/t/set.yaml", set_yaml)
        return project(tree)

    return make
