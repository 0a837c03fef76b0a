"""A small NISMATCH cards folder to watch: one set of three cards, one card a file."""
from __future__ import annotations

from pathlib import Path

SET = 'codigo: mini\nnombre: Mini\nversion: "1.0"\n'
CARDS = {
    "brazo-sierra": """id: brazo-sierra
nombre: Brazo Sierra
tipo: parte
zona: brazo_derecho
pg: 4
car: 1
fue: 2
def: 0
vel: 0
rareza: chatarra
""",
    "lanzachispas": """id: lanzachispas
nombre: Lanzachispas
tipo: parte
zona: brazo_derecho
pg: 3
car: 1
fue: 1
def: 0
vel: 1
rareza: vendible
habilidades:
  - etiqueta: relampago
    texto: "CAR 1 | Selecciona una Parte de tu oponente dañada; hazle 1 punto de daño"
""",
    "chispazo": """id: chispazo
nombre: Chispazo
tipo: apoyo
rareza: chatarra
habilidades:
  - etiqueta: relampago
    texto: "CAR 1 | Selecciona una Parte; hazle 1 punto de daño"
""",
}


def make_cards(root: Path) -> Path:
    """``root/cards``: ``ruleset.yaml`` naming the bundled pack and the set ``mini``."""
    cards = root / "cards"
    (cards / "mini").mkdir(parents=True)
    (cards / "ruleset.yaml").write_text("paquete: nismatch\n", encoding="utf-8")
    (cards / "mini" / "set.yaml").write_text(SET, encoding="utf-8")
    for card_id, text in CARDS.items():
        (cards / "mini" / f"{card_id}.yaml").write_text(text, encoding="utf-8")
    return cards
