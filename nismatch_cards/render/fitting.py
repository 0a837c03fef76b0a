"""What the faces' text fitting decides, card by card: the size each name and text box gets.

A face template fits its texts with :func:`~nismatch_cards.render.faces.fit_line` (a name on one
line) and :func:`~nismatch_cards.render.faces.fit_text` (a box of paragraphs), measuring them with
the fonts the cards are printed with. Here each face is drawn by its real template with those two
helpers recording what they decided, so that validation can say which names and texts do not fit
(they are cut, or spill out of their box) or fit only below the pack's readable minimum
(``cara.legible`` of the pack): NM053 and NM054.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards.model import CardSet
from ..cards.packs import LoadedPack as GamePack
from .faces import NAME_SIZES, PT_PER_MM, TEXT_SIZES, Run, _paragraphs, build_faces, fit_line, fit_text, \
    template_globals, text_width
from .resources import TemplateProblem, call_macro, environment, template_macro


@dataclass(frozen=True)
class Fitted:
    """One text a face fitted: its words, the size it got (pt), and whether it fits at that size."""

    text: str
    size: float
    fits: bool


def _words(paragraphs: list[list[Run]]) -> str:
    return " ".join(run.text.strip() for runs in paragraphs for run in runs if run.text.strip())


class _Recorder:
    """``fit_line`` and ``fit_text`` as the templates call them, noting each decision."""

    def __init__(self) -> None:
        self.found: list[Fitted] = []

    def fit_line(self, text: Any, width_mm: float, sizes: tuple[float, ...] = NAME_SIZES,
                 style: str = "bold") -> float:
        size = fit_line(text, width_mm, sizes, style)
        self.found.append(Fitted(str(text), size, text_width(str(text), size, style) <= width_mm * PT_PER_MM))
        return size

    def fit_text(self, *paragraphs: Any, width: float, height: float, sizes: tuple[float, ...] = TEXT_SIZES,
                 style: str = "regular", scale: float = 1.0):
        fit = fit_text(*paragraphs, width=width, height=height, sizes=sizes, style=style, scale=scale)
        words = _words(_paragraphs(paragraphs, style, scale))
        if words:
            self.found.append(Fitted(words, fit.size, fit.fits))
        return fit


def fitted_faces(card_set: CardSet, gp: GamePack) -> dict[str, list[Fitted]]:
    """Every card of ``card_set``: what its face fitted, in the order its template asked. A card
    whose template fails is left out (building says why)."""
    recorder = _Recorder()
    env = environment(None, gp.template_folders, template_globals(gp) | {
        "fit_line": recorder.fit_line, "fit_text": recorder.fit_text})
    macros: dict[str, Any] = {}
    found: dict[str, list[Fitted]] = {}
    for card_id, face in build_faces(card_set, gp).items():
        recorder.found = []
        try:
            if face.type.template not in macros:
                macros[face.type.template] = template_macro(env, face.type.template, "face", "")
            call_macro(macros[face.type.template], face, face.type.template, card_id)
        except (TemplateProblem, Exception):  # noqa: BLE001 - a broken template is the build's to report
            continue
        found[card_id] = recorder.found
    return found
