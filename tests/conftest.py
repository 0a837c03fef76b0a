"""Fixtures shared by every test folder: a real headless Chromium for the HTML the tools write."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

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
