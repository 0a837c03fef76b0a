"""The designers' guide to the ability language (``docs/ability-language.md``) read for the glossary.

The guide has a plain, regular structure: ``##``/``###`` headings, paragraphs and bullet lists,
and example lines written ``- «ability text» — what it does``. Nothing more of Markdown is needed,
so it is read here by hand: each section's prose (paragraphs and ordinary bullets, with inline
``code`` and ``**bold**``) and its examples. The glossary then shows, for each construct of the
language, the prose of the section that explains it and the section's examples that contain it,
so the explanation is written once, in the guide, and the site cannot drift from it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from markupsafe import Markup, escape

from ...paths import data_path
from .language.ast import node_names

GUIDE = data_path("docs/ability-language.md")

#: AST node → the heading (numbering left out) of the guide's section that explains it.
SECTIONS = {
    "SelectParts": "Seleccionar Partes",
    "OpponentActivates": "Condiciones", "CountCondition": "Condiciones", "ThisPartIs": "Condiciones",
    "DiscardCost": "Costes", "RevealCost": "Costes", "DeactivateCost": "Costes",
    "Trigger": "Disparadores",
    "Damage": "Daño", "MoveToTaller": "Mover al Taller", "Negate": "Negar", "Destroy": "Destruir",
    "SendTo": "Enviar a una zona", "ReturnToHand": "Devolver a la mano", "Repair": "Reparar",
    "Draw": "Robar y ganar Carga", "GainCar": "Robar y ganar Carga",
    "StatChange": "Estadísticas: FUE, DEF y VEL",
    "Deactivate": "Desactivar y activar", "Activate": "Desactivar y activar",
    "TakeBotin": "Botines de Guerra", "OpponentDiscards": "Descarte del oponente",
    "Both": "Varios efectos con «y»",
}

_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*$")
_NUMBER = re.compile(r"^\d+(?:\.\d+)*\.\s+")
_EXAMPLE = re.compile(r"^- «([^»]+)»\s*(?:[—–-]\s*(.*))?$")


@dataclass
class Example:
    text: str  # the ability as written in the guide
    explanation: str  # what follows the dash (Markdown inline)
    line: int

    @property
    def explanation_html(self) -> Markup:
        return inline(self.explanation)


@dataclass
class Section:
    title: str  # without its numbering
    level: int
    line: int
    blocks: list[tuple[str, list[str]]] = field(default_factory=list)  # ("p" | "ul", texts)
    examples: list[Example] = field(default_factory=list)

    @property
    def html(self) -> Markup:
        """The section's prose as HTML (its examples are not included)."""
        out = []
        for kind, texts in self.blocks:
            if kind == "p":
                out.append(Markup("<p>{}</p>").format(inline(" ".join(texts))))
            else:
                items = Markup("").join(Markup("<li>{}</li>").format(inline(t)) for t in texts)
                out.append(Markup("<ul>{}</ul>").format(items))
        return Markup("\n").join(out)


def inline(text: str) -> Markup:
    """Inline Markdown of the guide: ``code`` and **bold**; everything else escaped."""
    parts = re.split(r"(`[^`]*`)", text)
    out = []
    for part in parts:
        if len(part) >= 2 and part.startswith("`") and part.endswith("`"):
            out.append(Markup("<code>{}</code>").format(part[1:-1]))
            continue
        html = str(escape(part))
        html = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", html)
        out.append(Markup(html))
    return Markup("").join(out)


def parse_guide(text: str) -> list[Section]:
    """The guide's sections in order, each with its prose blocks and examples.

    A block is a run of lines up to a blank line; a line starting with ``- `` opens a list item
    (indented lines continue it); fenced code blocks and tables are left out.
    """
    sections: list[Section] = []
    current: Section | None = None
    block: tuple[str, list[str]] | None = None
    fenced = False

    def close() -> None:
        nonlocal block
        if block is not None and current is not None and block[1]:
            current.blocks.append(block)
        block = None

    for number, line in enumerate(text.splitlines(), 1):
        if line.startswith("```"):
            close()
            fenced = not fenced
            continue
        if fenced:
            continue
        heading = _HEADING.match(line)
        if heading:
            close()
            current = Section(_NUMBER.sub("", heading.group(2)), len(heading.group(1)), number)
            sections.append(current)
            continue
        if current is None:
            continue
        stripped = line.strip()
        if not stripped or stripped.startswith("|"):
            close()
            continue
        example = _EXAMPLE.match(line)
        if example:
            close()
            current.examples.append(Example(example.group(1), (example.group(2) or "").strip(), number))
            continue
        if line.startswith("- "):
            if block is None or block[0] != "ul":
                close()
                block = ("ul", [])
            block[1].append(line[2:].strip())
        elif line.startswith("  ") and block is not None and block[0] == "ul":
            block[1][-1] += " " + stripped
        elif current.examples and line.startswith("  ") and block is None:
            last = current.examples[-1]  # an example's explanation that runs on
            last.explanation = f"{last.explanation} {stripped}".strip()
        else:
            if block is None or block[0] != "p":
                close()
                block = ("p", [])
            block[1].append(stripped)
    close()
    return sections


@lru_cache(maxsize=4)
def _read(path: str, mtime: float) -> tuple[Section, ...]:
    return tuple(parse_guide(Path(path).read_text(encoding="utf-8")))


def guide_sections(path: Path | None = None) -> dict[str, Section] | None:
    """``title → Section`` of the guide, or None when it is not there (an install without docs)."""
    path = Path(path or GUIDE)
    try:
        sections = _read(str(path), path.stat().st_mtime)
    except OSError:
        return None
    return {s.title: s for s in sections}


def construct_docs(node_types: list[str], path: Path | None = None) -> dict[str, dict]:
    """For each AST node name: the guide's section (``section``, its prose as ``html``) and the
    examples of that section whose parse contains the node (``examples``: ``(Example, Ability)``).
    Nodes without a section in the guide are left out; examples that do not parse are skipped
    (``tests/language/test_doc_examples.py`` fails on them)."""
    from .language import AbilitySyntaxError, parse

    sections = guide_sections(path)
    if sections is None:
        return {}
    parsed: dict[str, object] = {}
    found = {}
    for name in node_types:
        section = sections.get(SECTIONS.get(name, ""))
        if section is None:
            continue
        examples = []
        for example in section.examples:
            if example.text not in parsed:
                try:
                    parsed[example.text] = parse(example.text)
                except AbilitySyntaxError:
                    parsed[example.text] = None
            ability = parsed[example.text]
            if ability is not None and name in node_names(ability):
                examples.append((example, ability))
        found[name] = {"section": section, "html": section.html, "examples": examples}
    return found
