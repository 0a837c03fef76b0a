"""``--report DIR``: one HTML page with inline SVG charts and the site's stylesheet, checked in headless Chromium."""
from __future__ import annotations

from pathlib import Path

import pytest

from nismatch_cards.games.nismatch.sim import report

from .conftest import A, B, C, simulate

@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("informe")
    result = simulate("--deck", A, "--deck", B, "--deck", C, "--games", "20", "--report", str(out))
    assert result.exit_code == 0, result.output
    assert result.stderr.rstrip().endswith(f"informe: {out / 'index.html'}")
    return out


def test_report_files_and_content(built):
    page = (built / "index.html").read_text(encoding="utf-8")
    assert (built / "static" / "site.css").read_bytes() == report.SITE_CSS.read_bytes()
    assert '<link rel="stylesheet" href="static/site.css">' in page
    assert page.count("<svg") >= 3 + 3  # wins, length, endings, one card chart per deck
    for text in ("Victorias por enfrentamiento", "Torneo", "Primer jugador", "Cómo acabaron las partidas",
                 "Cañón de Remaches", "Contramedida", "Gana si jugada"):
        assert text in page
    links = page.replace('xmlns="http://www.w3.org/2000/svg"', "")  # a namespace, never fetched
    assert "http://" not in links and "https://" not in links and "<script" not in page


def test_report_escapes_names():
    results = {
        "version": 1, "semilla": 0, "partidas_por_enfrentamiento": 1, "partidas": 1, "bots": ["greedy", "greedy"],
        "mazos": ["<b>X</b>", "Y"],
        "enfrentamientos": [{"mazo_a": "<b>X</b>", "mazo_b": "Y", "partidas": 1,
                             "victorias_a": {"exitos": 1, "n": 1, "tasa": 1.0, "ic95": [0.2, 1.0]},
                             "victorias_b": {"exitos": 0, "n": 1, "tasa": 0.0, "ic95": [0.0, 0.8]},
                             "tablas": {"exitos": 0, "n": 1, "tasa": 0.0, "ic95": [0.0, 0.8]}}],
        "primer_jugador": {"exitos": 1, "n": 1, "tasa": 1.0, "ic95": [0.2, 1.0], "p_valor": 0.3},
        "duracion": {"turnos_media": 5.0, "turnos_mediana": 5, "turnos_min": 5, "turnos_p10": 5, "turnos_p90": 5,
                     "turnos_max": 5, "rondas_media": 3.0, "acciones_media": 50.0, "histograma_turnos": [[5, 1]]},
        "finales": {k: {"exitos": int(k == "botines"), "n": 1, "tasa": float(k == "botines"), "ic95": [0.0, 1.0]}
                    for k in ("botines", "arsenal", "tope", "bucle")},
        "cartas": [],
    }
    page = report.render(results)
    assert "<b>X</b>" not in page and "&lt;b&gt;X&lt;/b&gt;" in page


def test_report_opens_in_chromium_without_errors_or_network(built, watch):
    watched = watch()
    page = watched.open(built / "index.html")
    assert watched.errors == []
    assert watched.offline, watched.requests
    assert page.locator("svg.chart").count() >= 6
    assert page.locator("svg.chart").first.bounding_box()["width"] > 100
    # the copied stylesheet applies: the top bar is dark as on the reference site
    assert page.eval_on_selector(".topbar", "e => getComputedStyle(e).backgroundColor") == "rgb(27, 30, 35)"
