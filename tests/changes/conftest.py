"""A real git repository in a temporary folder: a cards folder with NISMATCH's base set and one
deck (commit «v1.0»), then a second commit that renames, rewords, retunes, removes and adds cards
and changes the deck's copies — without raising the set's version."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
BASE = REPO / "cards" / "base"
DECK = REPO / "cards" / "decks" / "punos-de-hierro.yaml"

NEW_CARD = """\
id: brazo-remachador
nombre: Brazo Remachador
tipo: parte
zona: brazo_derecho
pg: 4
car: -1
fue: 2
def: 1
vel: 0
rareza: chatarra
"""


def git(folder: Path, *args: str) -> str:
    return subprocess.run(["git", "-c", "user.name=Diseñadora", "-c", "user.email=d@example.com", *args],
                          cwd=folder, check=True, capture_output=True, text=True).stdout


def replace(file: Path, old: str, new: str) -> None:
    text = file.read_text(encoding="utf-8")
    assert text.count(old) == 1, (file, old)
    file.write_text(text.replace(old, new), encoding="utf-8")


def second_version(cards: Path) -> None:
    """The changes of the second commit."""
    arms = cards / "base" / "brazos-derechos.yaml"
    replace(arms, "nombre: Brazo Sierra", "nombre: Brazo Radial")
    replace(arms, 'dañada; hazle 1 punto de daño"', 'dañada; hazle 2 puntos de daño"')
    replace(arms, "    pg: 5\n    car: -1\n    fue: 3", "    pg: 6\n    car: -1\n    fue: 3")
    replace(arms, '        texto: "CAR 1 | Tu Unidad gana +2 FUE hasta el final del turno"\n',
            '        texto: "CAR 1 | Tu Unidad gana +2 FUE hasta el final del turno"\n'
            '      - etiqueta: normal\n        texto: "CAR 2 | Selecciona una Parte; hazle 2 puntos de daño"\n')
    text = arms.read_text(encoding="utf-8")
    arms.write_text(text[:text.index("  - id: canon-aniquilador")], encoding="utf-8")
    (cards / "base" / "brazo-remachador.yaml").write_text(NEW_CARD, encoding="utf-8")
    deck = cards / "decks" / "punos-de-hierro.yaml"
    replace(deck, "  casco-centinela: 3\n", "  casco-centinela: 2\n")
    replace(deck, "  brazo-martillo: 3\n", "  brazo-martillo: 4\n")


@pytest.fixture
def repo(tmp_path, monkeypatch) -> Path:
    """The repository, as the working directory; ``cards/`` is at the second commit, tagged nothing (HEAD)."""
    if shutil.which("git") is None:
        pytest.skip("git no está instalado")
    root = tmp_path / "proyecto"
    cards = root / "cards"
    shutil.copytree(BASE, cards / "base")
    (cards / "decks").mkdir()
    shutil.copy(DECK, cards / "decks" / DECK.name)
    git(root, "init", "-q")
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "primera versión")
    git(root, "tag", "v1.0")
    second_version(cards)
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "segunda versión")
    monkeypatch.chdir(root)
    return root
