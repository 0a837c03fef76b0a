"""Every page of the reference site of every bundled pack passes axe-core's WCAG 2 A and AA rules
(and WCAG 2.1/2.2 AA), in Debian's Chromium: contrast of every text (card faces included),
keyboard access to scrolling blocks, labelled landmarks, names of links and images…

axe-core comes from npm (``.ci/run`` installs it in ``.ci/node/``). The fast tier checks the index,
the game's pages and one card page of each card type; ``-m slow`` checks every card page."""
from __future__ import annotations

from pathlib import Path

import pytest

from nismatch_cards.cards.loader import load
from nismatch_cards.paths import bundled_cards

from .helpers import REPO

AXE = REPO / ".ci" / "node" / "node_modules" / "axe-core" / "axe.min.js"
PACKS = ("nismatch", "unmatched", "mamlejet-kohanim", "knockdown")
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]


@pytest.fixture(scope="module")
def sites(pack_build) -> dict[str, Path]:
    """The site of each pack's whole build, shared with the pack's own tests (tests/conftest.py)."""
    if not AXE.is_file():
        pytest.skip(f"no está axe-core ({AXE}): npm install --prefix .ci/node axe-core@4")
    return {pack: pack_build(pack) / "html" for pack in PACKS}


def violations(page) -> list[str]:
    """axe-core's violations on the page open in ``page``: rule, element and why, one a line."""
    page.add_script_tag(path=str(AXE))
    found = page.evaluate("""tags => axe.run(document, {runOnly: {type: 'tag', values: tags}})
        .then(r => r.violations.flatMap(v => v.nodes.map(n => `${v.id} ${n.target.join(' ')}: ${n.failureSummary}`)))""",
                          TAGS)
    return [line.replace("\n", " ") for line in found]


def card_pages(site: Path, pack: str, one_per_type: bool) -> list[Path]:
    """The card pages of ``site`` (``carta-<set>-<id>.html``): all, or the first of each card type."""
    project = load([bundled_cards(pack)]).project
    chosen: dict[str, Path] = {}
    for code, card_set in project.sets.items():
        for card in card_set.cards.values():
            key = card.id if not one_per_type else card.type
            chosen.setdefault(key, site / f"carta-{code}-{card.id}.html")
    assert all(page.is_file() for page in chosen.values())
    return list(chosen.values())


def check(watch, site: Path, pages: list[Path]) -> dict[str, list[str]]:
    watched = watch()
    problems = {}
    for file in pages:
        watched.open(file)
        found = violations(watched.page)
        if found:
            problems[file.name] = found[:5]
    watched.page.close()
    return problems


@pytest.mark.parametrize("pack", PACKS)
def test_the_game_pages_and_a_card_of_each_type_pass_axe(watch, sites, pack):
    site = sites[pack]
    pages = [p for p in sorted(site.glob("*.html")) if not p.name.startswith("carta-")]
    assert {"index.html", "reglamento.html", "estadisticas.html"} <= {p.name for p in pages}
    assert check(watch, site, pages + card_pages(site, pack, one_per_type=True)) == {}


@pytest.mark.slow
@pytest.mark.parametrize("pack", PACKS)
def test_every_card_page_passes_axe(watch, sites, pack):
    assert check(watch, sites[pack], card_pages(sites[pack], pack, one_per_type=False)) == {}
