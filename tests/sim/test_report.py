"""``--report DIR``: one HTML page with inline SVG charts and the site's stylesheet, checked in headless Chromium."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.sim import report

from .conftest import A, B, C, simulate

@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("informe")
    result = simulate("--deck", A, "--deck", B, "--games", "20", "--sustituir", "chispazo", "--sustituir",
                      "bateria-auxiliar", "--sustituir", "canon-de-remaches", "--report", str(out))
    assert result.exit_code == 0, result.output
    assert result.stderr.rstrip().endswith(f"Informe: {out / 'index.html'}")
    return out


@pytest.fixture(scope="module")
def tournament(tmp_path_factory):
    out = tmp_path_factory.mktemp("torneo")
    result = simulate("--deck", A, "--deck", B, "--deck", C, "--games", "6", "--report", str(out))
    assert result.exit_code == 0, result.output
    return (out / "index.html").read_text(encoding="utf-8")


def test_report_files_and_content(built):
    page = (built / "index.html").read_text(encoding="utf-8")
    assert (built / "static" / "site.css").read_bytes() == report.SITE_CSS.read_bytes()
    assert '<link rel="stylesheet" href="static/site.css">' in page
    assert page.count("<svg") == 1 + 2 * 2 + 2  # wins; length and endings per level; card strength per level
    for text in ("Victorias por enfrentamiento y nivel de juego", "Empezar", "Cómo acabaron las partidas (aleatorio)",
                 "Fuerza de cada carta frente a su básica (voraz)", "Cañón de Remaches ×3", "Contramedida",
                 "sin probar (jugada en 0 %)", "Cartas: descripción", "acuerdo entre las dos mitades de las semillas",
                 "(semillas de 0 a 19)"):
        assert text in page
    assert "Gana si jugada" not in page and "▲ fuerte" not in page
    links = page.replace('xmlns="http://www.w3.org/2000/svg"', "")  # a namespace, never fetched
    assert "http://" not in links and "https://" not in links and "<script" not in page


def test_tournament_report_has_a_matrix_per_level(tournament):
    assert "Torneo (voraz)" in tournament and "Torneo (aleatorio)" in tournament
    assert "Para medir la fuerza de una carta usa <code>--sustituir CARTA</code>" in tournament


def _one_game_results(deck="X", card="C"):
    """The figures of a run of a single game (5 turns) with one studied card."""
    from nismatch_cards.games.nismatch.sim import stats
    from nismatch_cards.games.nismatch.sim.runner import GameSummary

    run = stats.Run([stats.DeckInfo(deck, [("c", card, 1, True)]), stats.DeckInfo("Y", [])], [(0, 1)],
                    [stats.Level("greedy", ("greedy", "greedy"))], 1, 0,
                    [stats.StudiedCard("c", card, 1, True, {})])
    return stats.build(run, [GameSummary(0, 0, 0, False, 0, 0, 5, 3, 50, "botines", "", ({"c": (1, 1, 0, 0.0, 0)},
                                                                                         {}), 0, 0, (1,))])


def test_report_agrees_in_number_with_one_game():
    page = " ".join(report.render(_one_game_results()).split())
    assert '<p class="summary">1 partida: 1 por enfrentamiento y nivel de juego (semilla 0)' in page
    assert "<title>5 turnos: 1 partida</title>" in page
    assert "1 partidas" not in page and "1 cartas" not in page


def test_report_escapes_names():
    from nismatch_cards.games.nismatch.sim import stats
    from nismatch_cards.games.nismatch.sim.runner import GameSummary

    run = stats.Run([stats.DeckInfo("<b>X</b>", [("c", "<i>C</i>", 1, True)]), stats.DeckInfo("Y", [])], [(0, 1)],
                    [stats.Level("greedy", ("greedy", "greedy"))], 1, 0,
                    [stats.StudiedCard("c", "<i>C</i>", 1, True, {})])
    results = stats.build(run, [GameSummary(0, 0, 0, False, 0, 0, 5, 3, 50, "botines", "", ({"c": (1, 1, 0, 0.0, 0)},
                                                                                            {}), 0, 0, (1,))])
    page = report.render(results)
    assert "<b>X</b>" not in page and "&lt;b&gt;X&lt;/b&gt;" in page
    assert "<i>C</i>" not in page and "&lt;i&gt;C&lt;/i&gt;" in page


def test_report_opens_in_chromium_without_errors_or_network(built, watch):
    watched = watch()
    page = watched.open(built / "index.html")
    assert watched.errors == []
    assert watched.offline, watched.requests
    assert page.locator("svg.chart").count() == 7
    assert page.locator("svg.chart").first.bounding_box()["width"] > 100
    # the copied stylesheet applies: the top bar is dark as on the reference site
    assert page.eval_on_selector(".topbar", "e => getComputedStyle(e).backgroundColor") == "rgb(27, 30, 35)"
