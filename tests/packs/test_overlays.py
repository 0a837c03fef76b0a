"""Overlays (docs/packs.md, «Capas»): a cards folder's ``ruleset.yaml`` that says ``paquete: X`` and adds
to the bundled pack X: a field, a relaxed requirement, an enum value, a template. It is checked like a
pack, with each problem in the overlay's own file; it cannot remove or redefine what the pack relies on;
a newer pack that changes what it touches says so; ``nismatch nuevo capa`` makes one from a copy."""
from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from nismatch_cards.cards import packs
from nismatch_cards.cards.jsonschemas import schemas
from nismatch_cards.cli import main
from tests.validation.helpers import write_tree

REPO = Path(__file__).resolve().parents[2]

#: a face any game's overlay may give a card type: its name and the overlay's new field
FACE = """{% macro face(f) -%}
<div class="card capa" data-card="{{ f.id }}">
  <div class="card__name">{{ f.name }}</div>
  <div class="card__text"><p class="capa__notas">Notas: {{ f.fields.get("notas", "") }}</p></div>
</div>
{%- endmacro %}
"""


def run(*args: str):
    result = CliRunner().invoke(main, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result


def problems(folder: Path) -> list[tuple]:
    """``nismatch validar`` of ``folder``: (code, file:line:column, message, hint, severity) of each problem."""
    result = run("validar", str(folder), "--formato", "json")
    return [(d["code"], f"{d['file']}:{d['line']}:{d['column']}", d["message"], d["hint"], d["severity"])
            for d in json.loads(result.stdout)]


@pytest.fixture
def here(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    return tmp_path


# --- each bundled game: a field added, a requirement relaxed, built --------------------------------

#: game → (version, card type, the required field the overlay relaxes, a card of that type without it)
GAMES = {
    "nismatch": ("1.0", "apoyo", "rareza", """\
  - id: chispazo
    nombre: Chispazo
    tipo: apoyo
    habilidades:
      - etiqueta: relampago
        texto: "CAR 1 | Selecciona una Parte; hazle 1 punto de daño"
"""),
    "unmatched": ("1.0", "accion", "impulso", """\
  - id: zis-zas
    nombre: Zis Zas
    tipo: accion
    clase: ataque
    valor: 3
    personaje: Alice
"""),
    "knockdown": ("2.0", "habilidad", "iniciativa", """\
  - id: piel-dura
    nombre: Piel dura
    tipo: habilidad
    efecto: "Ignora 1 {herida_grave} en cada ronda."
"""),
    "mamlejet-kohanim": ("1.0", "recurso", "pasuk", """\
  - id: mina
    nombre: Mina
    tipo: recurso
    basico: true
    produce: [rojo]
    edicion: primera
"""),
}


def overlay_folder(root: Path, game: str) -> Path:
    version, card_type, relaxed, card = GAMES[game]
    write_tree(root / "capa", {
        "ruleset.yaml": f"""paquete: {game}
version_paquete: "{version}"
tipos:
  {card_type}:
    plantilla: capa.html.j2
    campos:
      {relaxed}: {{obligatorio: false}}
      notas: {{tipo: texto, max_longitud: 60, nombre: Notas}}
""",
        "templates/capa.html.j2": FACE,
        "base/set.yaml": "codigo: base\nnombre: Base\nversion: \"1.0\"\n",
        "base/cartas.yaml": "cartas:\n" + card + "    notas: Probada en el torneo de otoño\n",
    })
    return root / "capa"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_an_overlay_adds_a_field_relaxes_another_and_builds(here, game):
    """docs/packs.md, «Capas»: the card without the relaxed field validates, its new field is checked
    and exported to the editor's schemas, and it is printed (PNG and PDF) with the overlay's face."""
    folder = overlay_folder(here, game)
    assert problems(folder) == []
    game_pack, _ = packs.of_folder(folder)
    _version, card_type, relaxed, _card = GAMES[game]
    fields = game_pack.pack.types[card_type].fields
    assert (fields["notas"].name, fields[relaxed].required, game_pack.pack.id) == ("Notas", False, game)
    assert game_pack.pack.types.keys() == packs.bundled(game).pack.types.keys()

    cards = folder / "base" / "cartas.yaml"
    written = cards.read_text()
    cards.write_text(written.replace("otoño", "otoño" * 20))
    assert [p[:2] for p in problems(folder)] == [("NM010", f"capa/base/cartas.yaml:{written.count(chr(10))}:12")]
    cards.write_text(written)

    assert run("esquemas", "--cartas", str(folder), "--salida", str(folder / "schemas")).exit_code == 0
    card_schema = json.loads((folder / "schemas" / "card.schema.json").read_text())
    assert card_schema == schemas(game_pack.pack)["card.schema.json"]
    assert "notas" in json.dumps(card_schema) and problems(folder) == []

    for output in ("png", "pdf"):
        built = run("construir", "--cartas", str(folder), "--salida", "out", "--procesos", "1", output)
        assert built.exit_code == 0, built.output
    assert list((here / "out" / "png" / "base").glob("*.png"))
    pdf = next((here / "out" / "pdf").rglob("*.pdf"))
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    assert "Notas: Probada en el torneo de otoño" in " ".join(text.split())
