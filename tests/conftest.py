"""Fixtures shared by every test folder: a real headless Chromium for the HTML the tools write, one
whole build of each bundled pack shared by every module that reads it, and a cards folder whose deck
mixes two sets."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
# Flags for a closed network: no background connections, no first-run or update checks.
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


class WatchedPage:
    """A browser page that records console errors, uncaught exceptions, dialogs and requests."""

    def __init__(self, browser):
        self.page = browser.new_page(viewport={"width": 1280, "height": 900})
        self.errors, self.requests, self.dialogs = [], [], []
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("request", lambda r: self.requests.append(r.url))
        self.page.on("dialog", lambda d: (self.dialogs.append(d.message), d.dismiss()))

    def open(self, file: Path):
        self.page.goto(file.resolve().as_uri())
        self.page.wait_for_load_state("load")
        return self.page

    def visible(self) -> int:
        """Gallery items shown (the reference site's search and filters hide the others)."""
        return self.page.locator(".gallery__item:visible").count()

    @property
    def offline(self) -> bool:
        """Nothing but the page's own files was requested."""
        return all(url.startswith("file://") for url in self.requests)


@pytest.fixture(autouse=True)
def user_data(tmp_path_factory, monkeypatch) -> Path:
    """A data folder of its own for each test (the key that seals saved games lives there): no test
    reads or writes the real one of the user running the tests."""
    folder = tmp_path_factory.mktemp("datos")
    monkeypatch.setenv("NISMATCH_DATOS", str(folder))
    return folder


@pytest.fixture(scope="module")
def browser():
    """Debian's Chromium driven by Playwright (no browser download); skipped where it is missing."""
    if not Path(CHROMIUM).exists():
        pytest.skip("no hay Chromium en /usr/bin/chromium (paquete de Debian «chromium»)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright no está instalado")
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


@pytest.fixture(scope="module")
def watch(browser):
    """``watch()`` opens a new :class:`WatchedPage` in the shared browser."""
    return lambda: WatchedPage(browser)


# How each bundled pack is built once for the whole run. NISMATCH's is the quick start's build (PDFs on A4
# and Letter with duplex backs, PNGs at 300 dpi, Tabletop Simulator sheets, the site); the other packs'
# PNGs are drawn at 100 dpi, enough for the colours their tests look at, and Knockdown's sheets on A4 only.
PACK_BUILDS = {
    "nismatch": (),
    "unmatched": ("--dpi", "100"),
    "mamlejet-kohanim": ("--dpi", "100"),
    "knockdown": ("--paper", "a4", "--dpi", "100"),
}


@pytest.fixture(scope="session")
def pack_build(tmp_path_factory):
    """``pack_build(pack)``: the output folder of one ``nismatch build`` of a bundled game's cards (PDFs, PNGs and
    site, options in :data:`PACK_BUILDS`), built the first time a test asks for it and then shared, since a
    whole build takes a quarter of a minute. Tests read it and never write into it.

    Under pytest-xdist the workers of a run share it too: the first to need it builds it in the run's
    common temporary folder while the others wait on a file lock."""
    import fcntl
    import os

    from click.testing import CliRunner

    from nismatch_cards.cli import main
    from nismatch_cards.paths import bundled_cards

    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent  # the run's folder, above each worker's own

    def build(pack: str) -> Path:
        out, done = shared / f"build-{pack}" / "build", shared / f"build-{pack}.done"
        with open(shared / f"build-{pack}.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if not done.exists():
                result = CliRunner().invoke(main, ["build", "--cards", str(bundled_cards(pack)), "--out", str(out),
                                                   "--workers", "2", *PACK_BUILDS[pack]], catch_exceptions=False)
                assert result.exit_code == 0, result.output
                done.touch()
        return out

    return build


@pytest.fixture(scope="session")
def full_build(pack_build) -> Path:
    """``nismatch build`` with no sub-command on the bundled NISMATCH pack: PDFs, PNGs and the site, as in
    the quick start (golden outputs, sheets, images, Tabletop Simulator, site and accessibility tests)."""
    return pack_build("nismatch")


EXTRA_SET = """\
codigo: extra
nombre: Set Extra
version: "1"
"""
EXTRA_CARDS = """\
cartas:
  - {id: brazo-extra, nombre: Brazo Extra, tipo: parte, zona: brazo_derecho, pg: 5, car: 0, fue: 2, def: 1, vel: 0,
     rareza: pura, habilidades: [{etiqueta: normal, texto: "CAR 1 | Selecciona una Parte de tu oponente; hazle 1 punto de daño"}]}
  - {id: chispa-extra, nombre: Chispa Extra, tipo: apoyo, rareza: pura,
     habilidades: [{etiqueta: normal, texto: "CAR 1 | Roba una carta"}]}
"""
MIXED_DECK = """\
nombre: Mezcla
sets: [base, extra]
cartas:
  torso-bidon: 6
  cabeza-cubo-oxidada: 6
  pata-de-mula: 6
  pata-de-grua: 6
  brazo-tenaza: 6
  brazo-extra: 6
  chispa-extra: 4
  chispazo: 4
"""


@pytest.fixture
def mixed_cards(tmp_path) -> Path:
    """A cards folder with the bundled base set, a second set «extra» (a Parte and a Carta de Apoyo) and
    the deck «Mezcla», which mixes them (44 cards, 10 of «extra»)."""
    cards = tmp_path / "cartas"
    shutil.copytree(Path(__file__).resolve().parents[1] / "cards" / "base", cards / "base")
    (cards / "extra").mkdir()
    (cards / "extra" / "set.yaml").write_text(EXTRA_SET, encoding="utf-8")
    (cards / "extra" / "cartas.yaml").write_text(EXTRA_CARDS, encoding="utf-8")
    (cards / "decks").mkdir()
    (cards / "decks" / "mezcla.yaml").write_text(MIXED_DECK, encoding="utf-8")
    return cards


@pytest.fixture
def restore_bots():
    """Bots registered by a test (``--archivo-bots``, of any game) are forgotten after it."""
    from nismatch_cards.games.nismatch.sim import runner
    from nismatch_cards.play.bots import REGISTRY

    saved, loaded = {game: dict(bots) for game, bots in REGISTRY.items()}, set(runner._LOADED_SOURCES)
    yield
    for game, bots in REGISTRY.items():  # in place: ``BOTS`` and each game's view of the registry stay its own
        bots.clear()
        bots.update(saved.get(game, {}))
    runner._LOADED_SOURCES.clear()
    runner._LOADED_SOURCES.update(loaded)
