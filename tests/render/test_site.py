"""The HTML reference in a real browser (Debian's headless Chromium through Playwright): pages load
without console errors, nothing is fetched from the network, the search narrows the gallery, and
HTML written in a card stays text."""
from __future__ import annotations

from nismatch_cards.games.nismatch import cards as nm

from .helpers import run, write_set
from .test_faces import HOSTILE


def test_every_kind_of_page_loads_without_console_errors_or_network(watch, full_build):
    site = full_build / "html"
    watched = watch()
    card_page = sorted(site.glob("carta-*.html"))[0]
    for page in ("index.html", "glosario.html", "reglamento.html", "estadisticas.html", card_page.name):
        watched.open(site / page)
    assert watched.errors == []
    assert all(url.startswith("file://") for url in watched.requests), watched.requests
    watched.page.close()


def test_search_and_filters_narrow_the_gallery(watch, full_build, bundled_project):
    watched = watch()
    page = watched.open(full_build / "html" / "index.html")
    total = len(bundled_project.sets["base"].cards)
    assert watched.visible() == total
    page.fill("#buscar", "chispazo")
    assert 1 <= watched.visible() < total
    assert page.locator(".gallery__item:visible .card__name").first.inner_text() == "Chispazo"
    page.fill("#buscar", "")
    page.select_option("#filtro-tipo", "apoyo")
    supports = sum(1 for c in bundled_project.sets["base"].cards.values() if c.kind == "apoyo")
    assert watched.visible() == supports
    assert f"{supports} de {total}" in page.inner_text("#contador")
    page.select_option("#filtro-tipo", "")
    page.select_option("#filtro-etiqueta", "disparado")
    tagged = sum(1 for c in bundled_project.sets["base"].cards.values() if any(a.tag == "disparado" for a in nm.abilities(c)))
    assert watched.visible() == tagged
    page.fill("#buscar", "zzz-ninguna-carta")
    assert watched.visible() == 0 and page.is_visible("#sin-resultados")
    assert watched.errors == []
    watched.page.close()


def test_ability_text_never_overflows_its_box_in_the_browser(watch, full_build):
    watched = watch()
    page = watched.open(full_build / "html" / "index.html")
    overflowing = page.evaluate("""() => Array.from(document.querySelectorAll('.card__text'))
        .filter(box => box.scrollHeight > box.clientHeight + 1)
        .map(box => box.closest('.card').dataset.card)""")
    assert overflowing == []
    watched.page.close()


def test_html_in_a_card_is_shown_as_text(watch, tmp_path):
    cards = write_set(tmp_path, HOSTILE)
    out = tmp_path / "out"
    result = run("build", "html", "--cards", str(cards), "--out", str(out))
    assert result.exit_code == 0, result.output
    watched = watch()
    for name in ("index.html", "carta-prueba-html-en-el-nombre.html"):
        page = watched.open(out / "html" / name)
        card = page.locator('.card[data-card="html-en-el-nombre"]')
        assert card.locator(".card__name").inner_text() == "<b>x</b> <script>alert(1)</script>"
        assert card.locator(".card__name b, .card__name script").count() == 0
        assert card.locator(".flavour img").count() == 0
    assert watched.dialogs == [] and watched.errors == []
    watched.page.close()
