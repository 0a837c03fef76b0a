"""Card faces: the Jinja environment and the data each card face is drawn from.

A face is rendered once, by ``templates/card.html.j2``, and that same markup feeds the PDF
sheets, the HTML site and the PNG images. Ability text comes from the AST through the
language printer (never pasted from the YAML), with the «CAR n» cost set apart in yellow
(rulebook 6.1). Long text is made to fit its box by measuring it with the font's own metrics
before rendering: WeasyPrint runs no scripts, so the size is chosen here.
"""
from __future__ import annotations

import subprocess
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Callable

from jinja2 import ChoiceLoader, Environment, FileSystemLoader, StrictUndefined

from ..cards.model import Card, CardSet
from ..games.nismatch.rules import Ruleset
from ..games.nismatch.language import ast as A
from ..games.nismatch.language.printer import effect_text, requirement_text

TEMPLATES = Path(__file__).resolve().parent / "templates"

#: Poker size, rulebook-independent print standard (mm).
CARD_W = 63.5
CARD_H = 88.9
#: Safe zone: nothing important closer than this to the cut (mm).
SAFE = 3.0
PT_PER_MM = 72 / 25.4

# Boxes of the face (mm), kept in step with card.css.
NAME_BOX_W = 44.0
TEXT_BOX_W = 63.5 - 2 * 3.5 - 2 * 1.6
TEXT_BOX_H = {"parte": 30.2 - 2 * 1.2, "apoyo": 35.2 - 2 * 1.2}
NAME_SIZES = (10.5, 10.0, 9.5, 9.0, 8.5, 8.0, 7.5, 7.0, 6.5, 6.0)
TEXT_SIZES = (8.0, 7.75, 7.5, 7.25, 7.0, 6.75, 6.5, 6.25, 6.0, 5.75, 5.5, 5.25, 5.0, 4.75, 4.5)
LINE_HEIGHT = 1.18
PARAGRAPH_GAP = 0.35  # em between paragraphs

RARITY_MARKS = {"chatarra": "●", "vendible": "◆", "pura": "★", "legendaria": "✦"}


def environment(templates: Path | None = None) -> Environment:
    """The Jinja environment: a designer's ``--templates`` folder first, the built-in ones after.

    Autoescaping is on for everything: a card name like ``<b>x</b>`` is printed, not interpreted.
    """
    loaders = [FileSystemLoader(str(templates))] if templates else []
    loaders.append(FileSystemLoader(str(TEMPLATES)))
    env = Environment(
        loader=ChoiceLoader(loaders),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.globals.update(CARD_W=CARD_W, CARD_H=CARD_H, SAFE=SAFE)
    return env


def stylesheet(env: Environment, name: str) -> str:
    """A CSS file found the same way as the templates (so ``--templates`` can restyle it)."""
    source, _, _ = env.loader.get_source(env, name)
    return source


# --- text measurement ---------------------------------------------------------------------


@lru_cache(maxsize=None)
def _font_file(pattern: str) -> str | None:
    try:
        found = subprocess.run(["fc-match", "-f", "%{file}", pattern], capture_output=True, text=True,
                               timeout=10).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return None
    return found or None


@lru_cache(maxsize=None)
def _font(style: str):
    from PIL import ImageFont

    pattern = {"regular": "DejaVu Sans Condensed", "bold": "DejaVu Sans Condensed:bold",
               "italic": "DejaVu Sans Condensed:italic"}[style]
    file = _font_file(pattern)
    try:
        return ImageFont.truetype(file, 100) if file else None
    except OSError:
        return None


def text_width(text: str, size_pt: float, style: str = "regular") -> float:
    """Width of ``text`` in points at ``size_pt``; an estimate if the font is not installed."""
    font = _font(style)
    if font is None:
        return len(text) * size_pt * (0.58 if style == "bold" else 0.52)
    return font.getlength(text) * size_pt / 100


@dataclass
class Run:
    """A piece of a paragraph: words of one style, or an unbreakable chip (tag, cost)."""

    text: str
    style: str = "regular"
    scale: float = 1.0
    chip: bool = False
    padding_pt: float = 0.0


def _lines(runs: list[Run], size: float, width_pt: float) -> int:
    """Lines taken by ``runs`` wrapped greedily in ``width_pt`` (how browsers break at spaces)."""
    lines, used = 1, 0.0
    space = text_width(" ", size)
    for run in runs:
        pieces = [run.text] if run.chip else run.text.split()
        for piece in pieces:
            w = text_width(piece, size * run.scale, run.style) + run.padding_pt
            needed = w if used == 0 else used + space + w
            if needed > width_pt and used > 0:
                lines += 1
                used = w
            else:
                used = needed
    return lines


def paragraphs_height(paragraphs: list[list[Run]], size: float, width_pt: float) -> float:
    """Height in points of ``paragraphs`` set at ``size`` in a box ``width_pt`` wide."""
    height = 0.0
    for i, runs in enumerate(paragraphs):
        scale = max((r.scale for r in runs if not r.chip), default=1.0)
        height += _lines(runs, size, width_pt) * size * scale * LINE_HEIGHT
        if i:
            height += size * PARAGRAPH_GAP
    return height


def fit_size(paragraphs: list[list[Run]], width_mm: float, height_mm: float,
             sizes: tuple[float, ...] = TEXT_SIZES) -> tuple[float, bool]:
    """The largest size in ``sizes`` at which the paragraphs fit; ``(smallest, False)`` if none does."""
    width_pt, height_pt = width_mm * PT_PER_MM * 0.97, height_mm * PT_PER_MM
    for size in sizes:
        if paragraphs_height(paragraphs, size, width_pt) <= height_pt:
            return size, True
    return sizes[-1], False


def fit_line(text: str, width_mm: float, sizes: tuple[float, ...] = NAME_SIZES, style: str = "bold") -> float:
    """The largest size at which ``text`` fits on one line ``width_mm`` wide."""
    for size in sizes:
        if text_width(text, size, style) <= width_mm * PT_PER_MM:
            return size
    return sizes[-1]


# --- face data ------------------------------------------------------------------------------


def ability_parts(ability: A.Ability) -> dict:
    """Cost, requirements and effect of one ability as printed text, by the canonical printer."""
    select = ability.requirement(A.SelectParts)
    plural = select is not None and (select.count > 1 or select.up_to)
    requirements = [requirement_text(r) for r in ability.requirements]
    effect = effect_text(ability.effect, plural)
    # The text after «CAR n |» starts with a capital, as in the rulebook and to_text().
    if requirements:
        requirements[0] = requirements[0][:1].upper() + requirements[0][1:]
    else:
        effect = effect[:1].upper() + effect[1:]
    return {"cost": ability.cost, "requirements": requirements, "effect": effect}


def ability_body(parts: dict) -> str:
    """Requirements and effect joined as on the card: «Selecciona una Parte; hazle 2 puntos de daño»."""
    return "; ".join([*parts["requirements"], parts["effect"]])


@dataclass
class Face:
    """Everything a card face template needs, already worded and sized."""

    card: Card
    number: int
    total: int
    set_code: str
    set_name: str
    kind: str
    kind_name: str
    zone_name: str | None
    rarity: str
    rarity_name: str
    rarity_mark: str
    abilities: list[dict]
    tags: list[str]
    tag_names: list[str]
    speed: list[str]
    name_size: float
    text_size: float
    text_fits: bool
    art_url: str | None = None
    stats: list[dict] = field(default_factory=list)

    @property
    def id(self) -> str:
        return self.card.id

    @property
    def name(self) -> str:
        return self.card.name

    @property
    def flavour(self) -> str | None:
        return self.card.flavour

    @property
    def car_label(self) -> str:
        car = self.card.car
        return f"+{car}" if car > 0 else (f"−{-car}" if car < 0 else "0")

    @property
    def car_role(self) -> str:
        if self.card.car > 0:
            return "generador"
        return "gastador" if self.card.car < 0 else "neutro"


def _paragraph_runs(abilities: list[dict]) -> list[list[Run]]:
    runs = []
    for a in abilities:
        row = [Run(a["tag_name"].upper(), "bold", 0.78, chip=True, padding_pt=4.0)]
        if a["cost"] is not None:
            row += [Run(f"CAR {a['cost']}", "bold", chip=True), Run("|", "regular")]
        row.append(Run(a["body"]))
        runs.append(row)
    return runs


def card_order(card_set: CardSet, ruleset: Ruleset) -> list[Card]:
    """The set's cards in print order: Partes by zone, then Cartas de Apoyo; written order inside."""
    zones = {z: i for i, z in enumerate(ruleset.zone_ids)}
    written = list(card_set.cards.values())
    return sorted(written, key=lambda c: (c.kind != "parte", zones.get(c.zone, 99), written.index(c)))


def build_faces(card_set: CardSet, ruleset: Ruleset,
                art_url: Callable[[Card], str | None] | None = None) -> dict[str, Face]:
    """A :class:`Face` for every card of ``card_set``, numbered in print order."""
    cards = card_order(card_set, ruleset)
    return {card.id: face(card, ruleset, i + 1, len(cards), card_set, art_url) for i, card in enumerate(cards)}


def face(card: Card, ruleset: Ruleset, number: int, total: int, card_set: CardSet,
         art_url: Callable[[Card], str | None] | None = None) -> Face:
    abilities = []
    for ability in card.abilities:
        parts = ability_parts(ability.ast)
        tag = ruleset.tags.get(ability.tag)
        abilities.append({
            "tag": ability.tag,
            "tag_name": tag.name if tag else ability.tag,
            "speed": tag.speed if tag else None,
            **parts,
            "body": ability_body(parts),
            "ast": ability.ast,
        })
    paragraphs = _paragraph_runs(abilities)
    if card.flavour:
        paragraphs.append([Run(card.flavour, "italic", 0.9)])
    text_size, fits = fit_size(paragraphs, TEXT_BOX_W, TEXT_BOX_H.get(card.kind, TEXT_BOX_H["parte"]))
    kind_type = ruleset.card_types.get(card.kind)
    stats = []
    if card.is_part:
        stats = [{"key": k, "label": k.upper(), "value": card.stat(k)} for k in ("fue", "def", "vel")]
    tags = list(dict.fromkeys(a["tag"] for a in abilities))
    if card.art is not None and art_url is None:
        url = card.art.as_uri() if card.art.is_file() else None
    else:
        url = art_url(card) if art_url else None
    return Face(
        card=card,
        number=number,
        total=total,
        set_code=card_set.code,
        set_name=card_set.name,
        kind=card.kind,
        kind_name=kind_type.name if kind_type else card.kind,
        zone_name=ruleset.zone(card.zone).name if card.zone in ruleset.zone_ids else None,
        rarity=card.rarity,
        rarity_name=ruleset.rarity_names.get(card.rarity, card.rarity),
        rarity_mark=RARITY_MARKS.get(card.rarity, "●"),
        abilities=abilities,
        tags=tags,
        tag_names=[ruleset.tags[t].name if t in ruleset.tags else t for t in tags],
        speed=sorted({a["speed"] for a in abilities if a["speed"]}),
        name_size=fit_line(card.name, NAME_BOX_W if card.is_part else NAME_BOX_W + 9),
        text_size=text_size,
        text_fits=fits,
        art_url=url,
        stats=stats,
    )


def set_back(card_set: CardSet) -> Path | None:
    """The set's back image («dorso» in set.yaml), if it names an existing file inside the set."""
    import yaml

    source = card_set.source.file if card_set.source else card_set.folder / "set.yaml"
    try:
        data = yaml.safe_load(Path(source).read_text(encoding="utf-8")) or {}
    except (OSError, yaml.YAMLError):
        return None
    name = data.get("dorso") if isinstance(data, dict) else None
    if not isinstance(name, str):
        return None
    folder = card_set.folder.resolve()
    path = (folder / name).resolve()
    if folder not in path.parents or not path.is_file():
        return None
    return path

