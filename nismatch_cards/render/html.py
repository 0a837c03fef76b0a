"""The HTML reference of any game: a static site that works from the file system and any static host.

Pages: a gallery grouped and filtered as the pack's ``sitio`` says (search and filters in
``galeria.js``, no framework), one page per card (its fields as a table, plus the sections the
game's plug-in adds), the pack's rule constants, and set statistics with inline SVG charts of the
fields named in ``sitio.graficos``. A game's plug-in may add pages (NISMATCH: the glossary of its
ability language) and values its own page templates read. Everything is relative and offline: no
CDN, no fetch, no web fonts.
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any
from urllib.parse import quote

from markupsafe import Markup

from ..cards.loader import Project
from ..cards.model import Card, CardSet
from ..cards.pack import Field
from ..cards.wording import plural, plural_name
from . import stats as S
from .faces import Face, Text, shown, template_globals
from ..cards.packs import LoadedPack as GamePack
from .renderer import Renderer
from ..safeio import make_folder, remove_stale, write_atomically, written_before
from .resources import (copy_newer, environment, face_css, refuse_network_loads, render, set_back_image, site_css,
                        stylesheet)

STATIC = ("card.css", "site.css", "galeria.js")


@dataclass
class SitePage:
    """A page of the site: its file, its title in the menu, its template and what the template reads."""

    file: str
    title: str
    template: str
    context: dict[str, Any] = field(default_factory=dict)


@dataclass
class Entry:
    """A card in the gallery."""

    face: Face
    html: Markup
    set: CardSet
    page: str
    data: dict[str, str]  # filter → the card's values, space-separated
    group: tuple[int, str]  # the gallery section it is shown in (``sitio.agrupar_por``): (order, heading)

    @cached_property
    def search(self) -> str:
        """What the search box compares: name, id, type and every field's words, in lower case
        without accents."""
        face = self.face
        return plain(" ".join([face.name, face.id, face.type.name, *(shown(v) for v in face.fields.values())]))


@dataclass
class Filter:
    key: str
    label: str
    options: list[tuple[str, str]]  # (value, label)


@dataclass
class Site:
    """What the site is built from; the plug-in's hooks read it."""

    gp: GamePack
    project: Project
    renderers: dict[str, Renderer]
    entries: list[Entry]

    @property
    def pack(self):
        return self.gp.pack


def plain(text: str) -> str:
    """Lower case without accents: what the search box compares."""
    text = unicodedata.normalize("NFD", str(text).lower())
    return "".join(c for c in text if unicodedata.category(c) != "Mn")


def page_name(card_set: CardSet, card: Card) -> str:
    return f"carta-{card_set.code}-{card.id}.html"


def field_html(f: Field, value: Any) -> Markup:
    """A field's display value as HTML for the card page's table."""
    if isinstance(value, Text):
        return Markup(value.html)
    if isinstance(value, dict):
        rows = [Markup("<dt>{}</dt><dd>{}</dd>").format(sub.name, field_html(sub, value[key]))
                for key, sub in f.fields.items() if key in value]
        return Markup('<dl class="field-group">{}</dl>').format(Markup("").join(rows))
    if isinstance(value, list):
        items = [field_html(f.items, v) if f.items is not None else Markup("{}").format(shown(v)) for v in value]
        if f.items is not None and f.items.fields:
            return Markup('<ol class="field-list">{}</ol>').format(
                Markup("").join(Markup("<li>{}</li>").format(i) for i in items))
        return Markup(" ").join(items)
    colour = getattr(value, "get", lambda *_: None)("color")
    if colour is not None:
        from .faces import css_colour

        return Markup('<span class="pip" style="background: {}"></span> {}').format(css_colour(colour, "#888"),
                                                                                   shown(value))
    return Markup("{}").format(shown(value))


# --- the gallery ------------------------------------------------------------------------------------


def gallery_filters(fields: S.PackFields, cards: list[Card]) -> list[Filter]:
    """The filters of ``sitio.filtros`` that name a card type's field (or «tipo»)."""
    found = []
    for key in fields.pack.site.filters:
        if key != "tipo" and fields.field(key) is None:
            continue
        present = [v for c in cards for v in fields.values(c, key)]
        found.append(Filter(key, fields.label(key), fields.options(key, present)))
    return found


def _entries(renderers: dict[str, Renderer], fields: S.PackFields, filters: list[str]) -> list[Entry]:
    key = fields.pack.site.group_by
    cards = [f.card for r in renderers.values() for f in r.faces.values()]
    options = fields.options(key, [v for c in cards for v in fields.values(c, key)])
    order = {value: (i, label) for i, (value, label) in enumerate(options)}
    entries = []
    for renderer in renderers.values():
        for face in renderer.faces.values():
            card = face.card
            data = {f: " ".join(dict.fromkeys(str(v) for v in fields.values(card, f))) for f in filters}
            values = fields.values(card, key)
            group = order.get(str(values[0]), (len(order), str(values[0]))) if values else \
                (len(order) + 1, f"Sin {fields.label(key).lower()}")
            entries.append(Entry(face, renderer.face_html(card.id), renderer.card_set,
                                 page_name(renderer.card_set, card), data, group))
    return entries


def _groups(entries: list[Entry]) -> list[tuple[str, list[Entry]]]:
    """The gallery's sections in order, each with its cards in print order."""
    groups: dict[str, list[Entry]] = {}
    for entry in sorted(entries, key=lambda e: e.group[0]):  # stable: print order inside a section
        groups.setdefault(entry.group[1], []).append(entry)
    return list(groups.items())


# --- the site -----------------------------------------------------------------------------------------


def _copy_art(card_set: CardSet, site: Path) -> dict[Path, str]:
    """Copy the set's art (and back) into ``arte/<set>/``; returns source → site-relative file (:func:`_url`
    makes it a link)."""
    urls = {}
    folder = card_set.folder.resolve()
    files = {c.art for c in card_set.cards.values() if c.art is not None and c.art.is_file()}
    back = set_back_image(card_set)
    if back:
        files.add(back)
    for source in sorted(files):
        relative = source.resolve().relative_to(folder)
        copy_newer(source, site / "arte" / card_set.code / relative)
        urls[source] = "arte/" + card_set.code + "/" + relative.as_posix()
    return urls


def _url(file: str | None) -> str | None:
    """A site-relative file as a link: «arte/t/a#1?.png» → «arte/t/a%231%3F.png» (a «#» or «?» would end the path)."""
    return quote(file, safe="/") if file is not None else None


def same_cards(old: CardSet, new: CardSet) -> bool:
    """Whether two loads of a set hold the same cards, written in the same places."""
    return old == new and [c.source for c in old.cards.values()] == [c.source for c in new.cards.values()]


def _where(face: Face, card_set: CardSet) -> str | None:
    """The card's file and line, relative to the cards folder."""
    source = face.card.source
    if not source:
        return None
    try:
        return f"{source.file.resolve().relative_to(card_set.folder.resolve().parent).as_posix()}:{source.line}"
    except ValueError:
        return f"{source.file.name}:{source.line}"


@dataclass
class SitePlan:
    """What the site is made of, before a page is written: the pages (the gallery first), the card
    pages (their sections are drawn only when a page is asked for), the static files and the copied
    art. ``nismatch vigilar`` keeps the last plan and writes only the pages a change touched."""

    site: Path
    gp: GamePack
    env: Any
    renderers: dict[str, Renderer]
    entries: list[Entry]
    pages: list[SitePage]
    common: dict[str, Any]
    static: dict[str, str]  # file under static/ → its text
    art: list[str]  # copied art, site-relative

    def card_page(self, i: int) -> SitePage:
        """The page of the ``i``-th card of the gallery."""
        entry, entries = self.entries[i], self.entries
        sections = self.gp.hook("card_sections") or (lambda face, env: [])
        return SitePage(entry.page, entry.face.name, "site/card.html.j2", {
            "entry": entry, "face": entry.face, "sections": sections(entry.face, self.env),
            "where": _where(entry.face, entry.set),
            "previous": entries[i - 1].page if i else None,
            "next": entries[i + 1].page if i + 1 < len(entries) else None})

    def card_key(self, i: int) -> tuple:
        """What the ``i``-th card page shows that may change: the card, its number, its place in
        the files and its neighbours. Equal keys (same pack and templates) give the same page."""
        entry, entries = self.entries[i], self.entries
        source = entry.face.card.source
        return (entry.face.card, entry.face.number, entry.face.total, entry.face.art_url, entry.set.name,
                source and (source.file, source.line), entries[i - 1].page if i else None,
                entries[i + 1].page if i + 1 < len(entries) else None)

    def text(self, page: SitePage) -> str:
        """The page's HTML (:class:`ResourceRefused` if a template made it load from the network)."""
        html = render(self.env, page.template, **self.common, **page.context, page=page.file)
        refuse_network_loads(html, f"la página «{page.file}» de la web (plantillas)")
        return html


def plan_site(project: Project, site: Path, templates: Path | None = None, sets: list[str] | None = None,
              gp: GamePack | None = None, previous: SitePlan | None = None,
              cards: set[tuple[str, str]] | None = None) -> SitePlan:
    """The site's plan (the set's art is copied into ``site`` meanwhile). ``previous``, a plan of the
    same pack and templates, lends its Jinja environment and the faces of the cards that did not change;
    ``cards`` (``(set code, id)``), when given, limits the gallery and the card pages to those."""
    gp = gp or project.game
    make_folder(site)
    codes = sets or list(project.own_sets())
    art: list[str] = []
    renderers: dict[str, Renderer] = {}
    for code in codes:
        card_set = project.sets[code]
        urls = _copy_art(card_set, site)
        art += urls.values()
        back = set_back_image(card_set)
        before = previous.renderers.get(code) if previous is not None else None
        if before is not None and same_cards(before.card_set, card_set):
            renderers[code] = before  # the same cards, written in the same places
            continue
        renderers[code] = Renderer(card_set, gp, templates, art_url=lambda card, urls=urls: _url(urls.get(card.art)),
                                   back_url=_url(urls.get(back)) if back else None)
        if before is not None:
            renderers[code].reuse(before)
    env = previous.env if previous is not None else environment(
        templates, gp.template_folders, {**template_globals(gp), "plain": plain, "field_html": field_html})
    fields = S.PackFields(gp.pack)
    filters = gallery_filters(fields, [f.card for r in renderers.values() for f in r.faces.values()])
    entries = _entries(renderers, fields, [f.key for f in filters])
    if cards is not None:
        entries = [e for e in entries if (e.set.code, e.face.id) in cards]
    data = Site(gp, project, renderers, entries)

    pages = [SitePage("index.html", "Cartas", "site/index.html.j2",
                      {"entries": entries, "filters": filters, "groups": _groups(entries)}),
             SitePage("reglamento.html", "Reglamento", "site/ruleset.html.j2",
                      {"constants": list(gp.pack.constants.values())}),
             SitePage("estadisticas.html", "Estadísticas", "site/stats.html.j2", {"set_stats": _stats(fields, data)})]
    if project.own_maps() and gp.pack.maps is not None:
        pages.append(_maps_page(project, gp))
    added = 0
    for extra in (gp.hook("site_pages") or (lambda site: []))(data):  # after «Cartas», or in place of a page
        same = [i for i, p in enumerate(pages) if p.file == extra.file]
        if same:
            pages[same[0]] = extra
        else:
            added += 1
            pages.insert(added, extra)
    common = {"pack": gp.pack, "sets": [r.card_set for r in renderers.values()], "generated_for": codes,
              "menu": [(p.file, p.title) for p in pages], **(gp.hook("site_context") or (lambda site: {}))(data)}
    static = {}
    for name in STATIC:
        if name == "card.css":  # the faces' stylesheet, as the renderers print them
            static[name] = next(iter(renderers.values())).css() if renderers else face_css(env)
        else:
            static[name] = site_css(env) if name == "site.css" else stylesheet(env, name)
        refuse_network_loads(static[name], f"la hoja de estilo «{name}» de la web (plantillas)")
    return SitePlan(site, gp, env, renderers, entries, pages, common, static, art)


def build_site(project: Project, site: Path, templates: Path | None = None, sets: list[str] | None = None,
               gp: GamePack | None = None, cards: set[tuple[str, str]] | None = None) -> dict:
    """Write the site into ``site`` (``build/html``); only files it wrote before are ever removed.
    ``cards`` (``(set code, id)``), when given, limits the gallery and the card pages to those."""
    plan = plan_site(project, site, templates, sets, gp, cards=cards)
    written: list[str] = list(plan.art)

    def write(page: SitePage) -> None:
        write_atomically(site / page.file, plan.text(page))
        written.append(page.file)

    static = make_folder(site / "static")
    for name, css in plan.static.items():
        write_atomically(static / name, css)
        written.append(f"static/{name}")

    write(plan.pages[0])
    for i in range(len(plan.entries)):
        write(plan.card_page(i))
    for page in plan.pages[1:]:
        write(page)

    _remove_stale(site, written)
    return {"folder": site, "cards": len(plan.entries), "pages": sum(1 for w in written if w.endswith(".html"))}


def _maps_page(project: Project, gp: GamePack) -> SitePage:
    """The page of a game's boards (``mapas``): each drawn, with its zones, start spaces and file."""
    from ..games import map_code

    svg = map_code().svg
    boards = [{"map": board, "svg": Markup(svg(board)),
               "starts": board.battlefield.starts(),
               "zones": [(zone, sum(zone.id in s.zones for s in board.battlefield.spaces.values()))
                         for zone in board.zones.values()]}
              for board in sorted(project.own_maps(), key=lambda b: b.name)]
    title = plural_name(gp.pack.maps.name)
    title = title[:1].upper() + title[1:]
    return SitePage("mapas.html", title, "site/maps.html.j2", {"boards": boards, "heading": title})


def _stats(fields: S.PackFields, site: Site) -> list[dict]:
    """For each set: how many cards of each type, and a chart per ``sitio.graficos``."""
    found = []
    for renderer in site.renderers.values():
        cards = [f.card for f in renderer.faces.values()]
        found.append({"set": renderer.card_set,
                      "types": [(plural(n, t.name, t.plural_name), n) for t in fields.pack.types.values()
                                for n in [sum(c.type == t.id for c in cards)]],
                      "charts": [(chart.title, fields.chart(cards, chart.field, chart.title))
                                 for chart in fields.pack.site.charts
                                 if chart.field == "tipo" or fields.field(chart.field) is not None]})
    return found


def _remove_stale(site: Path, written: list[str]) -> None:
    """Delete pages this command wrote last time and not now (a renamed card), and nothing else."""
    remove_stale(site, written_before(site), set(written))
