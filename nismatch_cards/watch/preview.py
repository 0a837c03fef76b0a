"""What ``nismatch vigilar`` rebuilds after a change in the cards folder, and only that.

Every change is validated whole (ids are unique across sets, decks name cards of every set), which
takes a tenth of a second. When the cards are valid, a card's PNG is drawn again only when its face
may look different (the card, its number in the set, its art), and of the site only the pages whose
text changed are written: that card's page, the gallery, and the glossary or the statistics when the
change shows there. A change to the pack, the templates or a set's own file (``set.yaml``, its back)
redraws everything, as ``nismatch construir`` does. When the cards have errors nothing is written: the
last good output stays.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

from ..cards.loader import DECKS_FOLDER, Project, load
from ..diagnostics import Diagnostic
from ..render.html import SitePage, SitePlan, plan_site
from ..render.png import build_pngs, card_pngs
from ..render.renderer import Renderer
from ..render.resources import ResourceRefused, TemplateProblem
from ..render.select import select
from ..safeio import OutputError, make_folder, remove_stale, write_atomically, written_before


@dataclass
class Update:
    """The outcome of one rebuild: the problems found (nothing is written if one is an error, or if
    ``problem`` says why the templates could not draw), and what was written."""

    diagnostics: list[Diagnostic] = field(default_factory=list)
    problem: str = ""
    cards: list[str] = field(default_factory=list)  # «set/id» of the cards whose PNG was drawn
    pages: list[str] = field(default_factory=list)  # site files written, relative to html/
    full: bool = False
    seconds: float = 0.0

    @property
    def errors(self) -> int:
        return sum(d.severity == "error" for d in self.diagnostics)

    @property
    def ok(self) -> bool:
        return not self.errors and not self.problem

    @property
    def wrote(self) -> bool:
        return bool(self.cards or self.pages)


class Preview:
    """The live state of a cards folder and its output: the last good load, its site plan and one
    renderer per set, kept so that the next change redraws only what it touched."""

    def __init__(self, cards: Path, out: Path, templates: Path | None = None, dpi: int = 300, workers: int = 0):
        self.cards, self.out, self.templates, self.dpi, self.workers = cards, out, templates, dpi, workers
        self.project: Project | None = None
        self.plan: SitePlan | None = None
        self.renderers: dict[str, Renderer] = {}  # by set code: the faces of the PNGs (and the PDFs)
        self.version = 0  # how many updates wrote something

    def update(self, changed: set[Path] = frozenset()) -> Update:
        """Validate the cards again and rebuild what ``changed`` (files, absolute) touched;
        everything the first time."""
        start = time.perf_counter()
        result = load([self.cards], fit=True)
        if not result.ok:
            return Update(result.diagnostics, seconds=time.perf_counter() - start)
        project, changed = result.project, {p.resolve() for p in changed}
        full = self.project is None or self._structural(project, changed)
        if full:
            self.plan, self.renderers = None, {}
        update = Update(result.diagnostics, full=full)
        try:
            update.cards = self._draw(project, changed, full)
            update.pages = self._write_site(project)
        except (TemplateProblem, ResourceRefused, OutputError) as problem:
            update.problem = str(problem)
            self.project, self.plan, self.renderers = None, None, {}  # everything again once it is fixed
            return update
        self.project = project
        if update.wrote:
            self.version += 1
        update.seconds = time.perf_counter() - start
        return update

    def warm(self) -> None:
        """Lay out one face in this process, so that the first change does not pay for loading
        WeasyPrint's fonts (the first build lays faces out in worker processes)."""
        from ..render.workers import write_pdf

        for renderer in self.renderers.values():
            key = next(iter(renderer.faces), None)
            if key is not None:
                write_pdf((renderer.images_html([key], renderer.card_set.name, builtin=True), renderer.reach, {}))
                return

    def _structural(self, project: Project, changed: set[Path]) -> bool:
        """Whether the change may alter every card: the pack, the templates, a set's own file or
        back image, or which sets there are."""
        def sets(p: Project) -> list:
            return [(code, s.name, s.version, s.folder, s.back) for code, s in p.sets.items()]

        if project.game.folder != self.project.game.folder or sets(project) != sets(self.project):
            return True
        folders = [s.folder.resolve() for s in project.own_sets().values()]
        folders.append((self.cards / DECKS_FOLDER).resolve())
        backs = {s.back.resolve() for s in project.own_sets().values() if s.back is not None}
        return any(path in backs or path.name == "set.yaml" or not any(f in path.parents for f in folders)
                   for path in changed)

    def _draw(self, project: Project, changed: set[Path], full: bool) -> list[str]:
        """Draw the PNGs of the cards whose face may have changed (all of them, and the Tabletop
        Simulator sheets, when ``full``); returns them as «set/id»."""
        drawn = []
        for selection in select(project, project.game):  # one per set, as ``nismatch construir`` draws them
            code = selection.card_set.code
            old = self.renderers.get(code)
            arts = {f.card.art.resolve() for f in old.faces.values() if f.card.art is not None} if old else set()
            if not full and old is not None and old.card_set == selection.card_set and not arts & changed:
                continue  # nothing here changed (a card's line in its file does not show on its face)
            renderer = Renderer(selection.card_set, project.game, self.templates)
            if full or old is None:
                ids = list(dict.fromkeys(selection.card_ids))
                build_pngs(selection, renderer, self.out / "png", self.workers, self.dpi)
            else:
                redraw = set(renderer.reuse(old))
                ids = [i for i, face in renderer.faces.items()
                       if i in redraw or face.card.art is not None and face.card.art.resolve() in changed]
                if ids:
                    card_pngs(selection, renderer, self.out / "png", ids, self.dpi)
            self.renderers[code] = renderer
            drawn += [f"{code}/{i}" for i in ids]
        return drawn

    def _write_site(self, project: Project) -> list[str]:
        """Plan the site again and write the pages whose text changed."""
        site, previous = self.out / "html", self.plan
        plan = plan_site(project, site, self.templates, gp=project.game, previous=previous)
        before = {e.page: previous.card_key(i) for i, e in enumerate(previous.entries)} if previous else {}
        cards = [plan.card_page(i) for i, e in enumerate(plan.entries) if before.get(e.page) != plan.card_key(i)]
        written = [p.file for p in [plan.pages[0], *cards, *plan.pages[1:]] if _write_if_changed(site, p, plan)]
        make_folder(site / "static")
        for name, css in plan.static.items():
            if _differs(site / "static" / name, css):
                write_atomically(site / "static" / name, css)
                written.append(f"static/{name}")
        now = {*plan.art, *(f"static/{n}" for n in plan.static), *(p.file for p in plan.pages),
               *(e.page for e in plan.entries)}
        remove_stale(site, written_before(site), now)  # the list keeps how each file is now (pages redrawn too)
        self.plan = plan
        return written


def _differs(file: Path, text: str) -> bool:
    try:
        return file.read_text(encoding="utf-8") != text
    except (OSError, UnicodeDecodeError):
        return True


def _write_if_changed(site: Path, page: SitePage, plan: SitePlan) -> bool:
    text = plan.text(page)
    if not _differs(site / page.file, text):
        return False
    write_atomically(site / page.file, text)
    return True
