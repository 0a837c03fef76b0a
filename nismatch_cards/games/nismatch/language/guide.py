"""The designers' reference of the ability language, made from the construct catalogue.

``docs/ability-language.md`` is this module's output (``python -m
nismatch_cards.games.nismatch.language.guide > docs/ability-language.md``; a test keeps the file
up to date), and the site's glossary shows the same entries: each construct's name, what it
means, its grammar and its examples, written once, in the construct's own module.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup, escape

from . import catalogue
from .nodes import node_names

TEMPLATE = Path(__file__).resolve().parent / "guide.md.j2"

BLOCK_TITLES = {
    "habilidad": "La habilidad", "selección": "Selecciones", "cantidad": "Cantidades", "condición": "Condiciones",
    "disparador": "Disparadores", "duración": "Duraciones", "requisito": "Requisitos", "efecto": "Efectos",
    "palabra clave": "Palabras clave",
}


@dataclass(frozen=True)
class Example:
    """An example of a construct: the text, and what happens in a game when it is played."""

    text: str
    explanation: str


@dataclass(frozen=True)
class Entry:
    """One construct as the reference and the glossary show it."""

    id: str
    block: str
    name: str
    summary: str
    grammar: str
    examples: tuple[Example, ...]

    @property
    def anchor(self) -> str:
        return self.id

    @property
    def summary_html(self) -> Markup:
        return inline(self.summary)


def entries() -> list[Entry]:
    """Every construct of the catalogue, by building block."""
    found = []
    for block, constructs in catalogue.by_block().items():
        for c in constructs:
            found.append(Entry(c.id, block, c.name, c.summary, c.grammar, tuple(Example(*e) for e in c.examples)))
    return found


def by_block() -> list[tuple[str, str, list[Entry]]]:
    """``(block, title, entries)`` in the order of :data:`catalogue.BLOCKS`."""
    groups: dict[str, list[Entry]] = {}
    for entry in entries():
        groups.setdefault(entry.block, []).append(entry)
    return [(block, BLOCK_TITLES[block], groups[block]) for block in catalogue.BLOCKS if block in groups]


def uses(entry: Entry, abilities) -> list:
    """The abilities (parsed) that contain the construct of ``entry``."""
    return [a for a in abilities if entry.id in node_names(a)]


#: Texts whose error messages the reference shows (the messages are the parser's own, at generation).
#: Designer wording the lexicon reads (packs/nismatch/lexico.yaml): shown with its canonical reading.
LEXICON_EXAMPLES = (
    "CAR 1 | Elige una Parte enemiga; inflígele tres puntos de daño",
    "Cuando esta Parte sea destruida, roba una carta",
    "CAR 1 | Roba una carta. Descarta una carta.",
    "CAR 1 | Roba 3 cartas y luego descarta una carta",
    "CAR 1 | Selecciona una Parte; cúrale 2 PG",
    "CAR 1 | Pon 2 fichas en esta Parte",
    "CAR 1 | Descarta una carta; ganas 2 puntos de Carga",
)

ERROR_EXAMPLES = (
    "CAR 1 | Selecciona una Prte; hazle 2 puntos de daño",
    "Selecciona una Parte; destrúyela y muévela al Tallr",
    "Selecciona una Parte; envíala al Depósito de Chatara",
    "CAR 1 | Selecciona una Parte; hazle 2 puntos de",
    "CAR 2 | Selecciona Partes; destrúyelas",
    "CAR 1 | Si tu oponente activa habilidad; niégala",
    "CAR 1 | roba 150 cartas",
    "CAR 1 | Selecciona una Parte tuya de tu oponente; hazle 2 puntos de daño",
    "Selecciona una Parte tuya tuya; actívala",
    "CAR 1 | Selecciona una Parte; previene 2 puntos de daño",
    "CAR 1 | Gana el control de una Parte de tu oponente",
    "CAR 1 | Selecciona una Parte hazle 2 puntos de daño",
    "CAR 1 | Tira un dado: si sale más de 3, roba una carta",
    "CAR 1 | Tu Unidad gana +2 FUE hasta el final de tu turno",
    "Tus Partes cuestan 1 CAR menos",
    "CAR 1 | Canta una canción de guerra",
    "roba tress cartas",
    "CAR 3 | Mueve un contador de daño de una de tus Partes a una Parte de un oponente",
    "Las habilidades de esta Parte pueden usarse dos veces por turno",
)


def error_of(text: str) -> str:
    """What ``nismatch analizar TEXT`` prints for ``text`` when it does not parse: the text, a «^» under the
    column, the message and the suggestion (tests/language/test_guide_examples.py runs the command to check)."""
    from .parser import AbilitySyntaxError, parse

    try:
        parse(text)
    except AbilitySyntaxError as error:
        return (f"{text}\n{' ' * (error.column - 1)}^\ncolumna {error.column}: {error.message}\n"
                f"    sugerencia: {error.hint}")
    raise ValueError(f"the error example {text!r} parses")


#: The card file of the ``validar --corregir`` example: a comment, a misspelt word and a missing «;» in the
#: designer's own wording, and a text the language cannot say (left alone).
CORRECTION_FILE = """\
# Brazos a medio diseñar
cartas:
  - id: brazo-garfio
    nombre: Brazo Garfio
    tipo: parte
    zona: brazo_derecho
    pg: 4
    car: -1
    fue: 2
    def: 0
    vel: 0
    rareza: vendible
    habilidades:
      - etiqueta: normal
        texto: "CAR 1 | Elige una Parte enemiga inflígele dos puntos de dañi"  # ¿o 3?
      - etiqueta: relampago
        texto: >
          CAR 2 | Selecciona una Parte tuya
          muévela al Tallr
      - etiqueta: normal
        texto: "CAR 3 | Gana el control de una Parte de tu oponente"
"""


def correction_example() -> dict[str, str]:
    """What ``nismatch validar --corregir cards`` prints for :data:`CORRECTION_FILE` (in ``cards/base/brazos.yaml``)
    and the file after it, made by running the command in a temporary folder."""
    import os
    import tempfile

    from click.testing import CliRunner

    from nismatch_cards.cli import main

    here = os.getcwd()
    with tempfile.TemporaryDirectory() as folder:
        cards = Path(folder) / "cards" / "base"
        cards.mkdir(parents=True)
        (cards / "set.yaml").write_text('codigo: base\nnombre: Base\nversion: "1.0"\n', encoding="utf-8")
        (cards / "brazos.yaml").write_text(CORRECTION_FILE, encoding="utf-8")
        os.chdir(folder)
        try:
            result = CliRunner().invoke(main, ["validar", "--corregir", "cards"])
        finally:
            os.chdir(here)
        return {"before": CORRECTION_FILE, "after": (cards / "brazos.yaml").read_text(encoding="utf-8"),
                "output": result.stdout + result.stderr, "exit_code": str(result.exit_code)}


def analysis_of(text: str) -> str:
    """What ``nismatch analizar`` prints for ``text`` (the reference shows one, made at generation)."""
    from .parser import parse
    from .tree import analysis

    return analysis(text, parse(text))


def reference() -> str:
    """The whole of docs/ability-language.md."""
    env = Environment(loader=FileSystemLoader(str(TEMPLATE.parent)), undefined=StrictUndefined,
                      keep_trailing_newline=True, trim_blocks=True, lstrip_blocks=True, autoescape=False)
    return env.get_template(TEMPLATE.name).render(blocks=by_block(), error_examples=ERROR_EXAMPLES,
                                                  error_of=error_of, analysis_of=analysis_of,
                                                  lexicon_examples=LEXICON_EXAMPLES, reading_of=reading_of,
                                                  correction=correction_example())


def reading_of(text: str) -> str:
    """The canonical reading of designer wording the lexicon reads (an example that does not read fails)."""
    from .parser import parse
    from .printer import to_text

    return to_text(parse(text))


_CODE = re.compile(r"`([^`]+)`")
_BOLD = re.compile(r"\*\*([^*]+)\*\*")


def inline(text: str) -> Markup:
    """Markdown inline (``code`` and **bold**) of a summary as HTML, everything else escaped."""
    html = str(escape(text))
    html = _CODE.sub(lambda m: f"<code>{m.group(1)}</code>", html)
    html = _BOLD.sub(lambda m: f"<strong>{m.group(1)}</strong>", html)
    return Markup(html)


if __name__ == "__main__":  # pragma: no cover - the command that writes docs/ability-language.md
    import sys

    sys.stdout.write(reference())
