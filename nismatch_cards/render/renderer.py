"""The faces and backs of one set, each drawn once by its template and laid out once by WeasyPrint.

A :class:`Renderer` draws a card with the macro ``face`` of its type's template and a back with the
macro ``back`` of its back's template (or the generic image back), keeps the markup, and lays the
faces out one a page at trim size, in chunks of one card size on every core; the sheets, the print
shop, the PNGs and the site all use those. Backs are keyed ``<dorso:BACK:SIZE>`` beside card ids.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

from markupsafe import Markup

from ..cards.model import Card, CardSet
from ..cards.outputs import BACK_PREFIX, back_key, back_parts
from ..cards.pack import CardSize
from .faces import BackFace, Face, build_faces, template_globals
from ..cards.packs import LoadedPack as GamePack
from .resources import (Reach, builtin_template, call_macro, environment, face_css, file_url, generic,
                        overrides, render, set_back_image, stylesheet, template_macro)
from .workers import chunk_count, render_documents, worker_count



@dataclass
class FacePages:
    """Faces laid out one a page: PDF documents and where each face is (``key → (part, page)``)."""

    parts: list[bytes] = field(default_factory=list)
    where: dict[str, tuple[int, int]] = field(default_factory=dict)


class Renderer:
    """Renders the faces and backs of one set with one Jinja environment (``--templates`` aware)."""

    def __init__(self, card_set: CardSet, gp: GamePack, templates: Path | None = None,
                 art_url: Callable[[Card], str | None] | None = None, back_url: str | None = None):
        self.card_set = card_set
        self.gp = gp
        self.templates = templates
        self.env = environment(templates, gp.template_folders, template_globals(gp))
        self.faces: dict[str, Face] = build_faces(card_set, gp, art_url)
        self._macros: dict[tuple[str, str], object] = {}
        self._html: dict[str, Markup] = {}
        self.set_back = set_back_image(card_set)
        self.back_url = back_url if back_url is not None else file_url(self.set_back)
        self.pages = FacePages()
        types, backs = gp.pack.types.values(), gp.pack.backs
        #: Whether faces need carta.css: some card or back is drawn by the default face or back, or
        #: texts may show the pack's icons (sized there). NISMATCH's faces do without.
        self.uses_default = bool(gp.pack.icons) or any(generic(self.env, t.template) for t in types) or any(
            t.back not in backs or not backs[t.back].template for t in types)

    def reuse(self, old: "Renderer") -> list[str]:
        """Take from ``old`` (a renderer of an earlier load of this set, same pack and templates) its
        Jinja environment and the faces of the cards that did not change, nor moved in print order;
        returns the ids of the others, whose faces may look different."""
        self.env, self._macros = old.env, old._macros
        changed = []
        for key, face in self.faces.items():
            before = old.faces.get(key)
            if before is not None and (before.card, before.number, before.total, before.art_url) == \
                    (face.card, face.number, face.total, face.art_url):
                if key in old._html:
                    self._html[key] = old._html[key]
            else:
                changed.append(key)
        return changed

    def _draw(self, template: str, macro: str, value, owner: str, drawing: str) -> Markup:
        """``macro(value)`` of ``template`` (loaded once); :class:`TemplateProblem` if it fails."""
        if (template, macro) not in self._macros:
            self._macros[template, macro] = template_macro(self.env, template, macro, owner)
        return Markup(call_macro(self._macros[template, macro], value, template, drawing))

    def back_key(self, card_id: str) -> str:
        """The key of the back of ``card_id``: its type's back at its type's size."""
        card_type = self.faces[card_id].type
        return back_key(card_type.back, card_type.size)

    def size(self, key: str) -> CardSize:
        """The card size of a face or back key."""
        if key.startswith(BACK_PREFIX):
            return self.gp.pack.sizes[back_parts(key)[1]]
        return self.faces[key].size

    def back_face(self, key: str) -> BackFace:
        back_id, size_id = back_parts(key)
        back = self.gp.pack.backs.get(back_id)
        image = self.back_url or (file_url(self.gp.asset(back.image)) if back and back.image else None)
        return BackFace(back, self.gp.pack.sizes[size_id], self.card_set, self.gp.pack, image)

    def face_html(self, key: str) -> Markup:
        """The face of card ``key`` (or the back for a back key), rendered once and reused."""
        if key not in self._html:
            if key.startswith(BACK_PREFIX):
                back = self.back_face(key)
                if back.back and back.back.template:
                    self._html[key] = self._draw(back.back.template, "back", back, f"del dorso «{back.back.id}»",
                                                 f"el dorso «{back.back.id}»")
                else:  # an image, or no back at all
                    self._html[key] = self._draw("dorso-generico.html.j2", "back", back, "de los dorsos", "el dorso")
            else:
                face = self.faces[key]
                self._html[key] = self._draw(face.type.template, "face", face, f"del tipo «{face.type.id}»",
                                             f"la carta «{face.id}»")
        return self._html[key]

    def bleed_class(self, key: str, prefix: str = "slot--") -> str:
        """The class a card's bleed is painted by: ``slot--<type>``, or ``slot--dorso-<back>``."""
        if key.startswith(BACK_PREFIX):
            return f"{prefix}dorso-" + (back_parts(key)[0] or "generico")
        return prefix + self.faces[key].type.id

    def css(self, name: str = "card.css") -> str:
        """A stylesheet: ``card.css`` is that of the faces (the default face's, then the pack's)."""
        return face_css(self.env, self.uses_default) if name == "card.css" else stylesheet(self.env, name)

    def overrides(self, name: str) -> bool:
        """Whether the ``--templates`` folder has its own ``name``."""
        return overrides(self.templates, name)

    @property
    def reach(self) -> Reach:
        """What the documents of this set may load: the set's, the pack's and the templates' files."""
        return Reach.of(self.card_set.folder, [self.card_set.folder, *self.gp.asset_folders, *self.gp.template_folders,
                                               self.templates])

    def by_size(self, keys: Iterable[str]) -> list[tuple[CardSize, list[str]]]:
        """``keys`` grouped by card size, sizes in the order they first appear."""
        groups: dict[str, list[str]] = {}
        for key in keys:
            groups.setdefault(self.size(key).id, []).append(key)
        return [(self.gp.pack.sizes[size], group) for size, group in groups.items()]

    def images_html(self, keys: list[str], title: str, builtin: bool = False) -> str:
        """Faces of ``keys`` (all of one size) one a page at trim size: ``images.html.j2``, or the
        built-in one (the pages sheets are composed from, whatever ``--templates`` holds)."""
        context = {"cards": [self.face_html(k) for k in keys], "title": title, "size": self.size(keys[0]),
                   "card_css": Markup(self.css("card.css"))}
        if builtin:
            return builtin_template(self.env, "images.html.j2").render(**context)
        return render(self.env, "images.html.j2", **context)

    # --- faces laid out once, one a page ----------------------------------------------------

    def face_jobs(self, keys: Iterable[str], workers: int) -> tuple[list[list[str]], list[tuple[str, str, dict]]]:
        """The faces of ``keys`` not laid out yet, in chunks of one size, and a WeasyPrint job for each."""
        missing = [k for k in dict.fromkeys(keys) if k not in self.pages.where]
        if not missing:
            return [], []
        size = -(-len(missing) // chunk_count(len(missing), workers))
        chunks = [group[i:i + size] for _, group in self.by_size(missing) for i in range(0, len(group), size)]
        jobs = [(self.images_html(chunk, self.card_set.name, builtin=True), self.reach, {}) for chunk in chunks]
        return chunks, jobs

    def store_faces(self, chunks: list[list[str]], parts: list[bytes]) -> None:
        for chunk, part in zip(chunks, parts):
            number = len(self.pages.parts)
            self.pages.parts.append(part)
            for page, key in enumerate(chunk):
                self.pages.where[key] = (number, page)

    def face_pages(self, keys: Iterable[str], workers: int = 0) -> FacePages:
        """Lay out the faces of ``keys`` that are not laid out yet; every face laid out so far."""
        workers = worker_count(workers)
        chunks, jobs = self.face_jobs(keys, workers)
        self.store_faces(chunks, render_documents(jobs, workers))
        return self.pages
