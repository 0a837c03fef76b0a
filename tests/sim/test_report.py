"""``--report DIR``: one HTML page with inline SVG charts and the site's stylesheet, checked in headless Chromium."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.definition import NISMATCH
from nismatch_cards.play.sim import report

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
                 "sin probar (jugada en 0,0 %)", "Cartas: descripción", "acuerdo entre las dos mitades de las semillas",
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
                    [stats.StudiedCard("c", card, 1, "parte", {})])
    return stats.build(run, [GameSummary(0, 0, 0, False, 0, 0, 5, 3, 50, "botines", "", ({"c": (1, 1, 0, 0.0, 0)},
                                                                                         {}), 0, 0, (1,))])


def test_report_agrees_in_number_with_one_game():
    page = " ".join(report.render(_one_game_results(), None, NISMATCH).split())
    assert '<p class="summary">1 partida: 1 por enfrentamiento y nivel de juego (semilla 0)' in page
    assert "<title>5 turnos: 1 partida</title>" in page
    assert "1 partidas" not in page and "1 cartas" not in page


def test_each_level_cell_of_the_card_table_has_its_own_verdict_colour():
    """With voraz «sin concluir» and aleatorio «aporta», the aleatorio cell is the green one (it used to follow
    the first level only, for the whole row); a key under the table explains colours and symbols."""
    import copy

    results = _one_game_results()
    second = copy.deepcopy(results["niveles"][0])
    second["nivel"] = "aleatorio"
    results["niveles"].append(second)
    results["comparacion"] = {"enfrentamientos": [{"depende_del_nivel": False}],
                              "cartas": [{"depende_del_nivel": True}], "correlacion_cartas": None}
    for lv, (verdict, effect, lo, hi) in zip(results["niveles"], [("sin_concluir", 0.03, -0.01, 0.07),
                                                                   ("aporta", 0.09, 0.05, 0.13)]):
        lv["sustituciones"][0].update(veredicto=verdict, efecto=effect, ic95=[lo, hi])
    page = " ".join(report.render(results, None, NISMATCH).split())
    assert ('<tr><th>C ×1 <br><span class="sim-depends">⚠ depende del nivel de juego</span></th> '
            '<td class="num sim-verdict--sin_concluir">+3,0 (−1,0 a +7,0) ? sin concluir</td> '
            '<td class="num sim-verdict--aporta">+9,0 (+5,0 a +13,0) ▲ aporta</td> </tr>') in page
    assert ('<ul class="sim-key" aria-label="Colores y símbolos de la tabla"> '
            '<li><span class="sim-swatch sim-verdict--aporta">▲</span>aporta: el intervalo entero está por encima de '
            '+2 puntos; la carta suma al menos el efecto mínimo</li> '
            '<li><span class="sim-swatch sim-verdict--resta">▼</span>resta: el intervalo entero está por debajo de '
            '−2 puntos; el mazo ganaría más con la básica</li> '
            '<li><span class="sim-swatch sim-verdict--como_la_basica">=</span>como la básica: el intervalo entero cabe '
            'en ±2 puntos</li> '
            '<li><span class="sim-swatch sim-verdict--sin_concluir">?</span>sin concluir: nada de lo anterior; hacen '
            'falta más partidas, o el efecto ronda los 2 puntos</li> '
            '<li><span class="sim-swatch sim-verdict--sin_probar">—</span>sin probar: el bot la jugó en menos del 2 % '
            'de las partidas; no hay veredicto</li> '
            '<li><span class="sim-swatch sim-verdict--igual_que_la_basica">≡</span>igual que su básica: una Parte sin '
            'texto con las estadísticas de su básica; no hay nada que medir</li> '
            '<li><span class="sim-swatch sim-flag">⚠</span>demasiado fuerte / demasiado débil: su intervalo entero '
            'queda muy lejos de los efectos de las demás cartas probadas del mazo (más allá de las vallas de Tukey, y al '
            'menos 5 puntos); el efecto es el de todas sus copias juntas (×3: tres copias)</li> '
            '<li><span class="sim-swatch sim-depends">⚠</span>depende del nivel de juego: los niveles dan veredictos '
            'distintos (un «sin concluir» no cuenta), o el intervalo de un nivel queda entero a un lado de 0 y el '
            'efecto que estima otro nivel cae al otro lado</li></ul>') in page
    for verdict in ("aporta", "resta", "como_la_basica", "sin_concluir", "sin_probar"):
        assert f".sim-verdict--{verdict} {{ background: #" in page  # five colours


OUTSIDE_ITS_CHART = """texts => texts.filter(t => {
    const box = t.getBBox(), view = t.ownerSVGElement.viewBox.baseVal;
    return box.x < view.x - 0.5 || box.y < view.y - 0.5 || box.x + box.width > view.x + view.width + 0.5
        || box.y + box.height > view.y + view.height + 0.5;
}).map(t => t.textContent)"""


def test_chart_labels_are_never_cut_off(tmp_path, watch):
    """«--contra-todos» made labels such as «Asalto Remachado – Saqueadores de la Sima · aleatorio» longer than the
    room left of the bars: now each pairing heads its bars, and a name longer than the chart breaks into lines."""
    import json

    result = simulate("--deck", A, "--contra-todos", "--games", "2", "--niveles", "random", "--workers", "1",
                      "--json", "-", "--report", str(tmp_path / "informe"))
    assert result.exit_code == 0, result.output
    results = json.loads(result.stdout)
    long = " ".join(["Saqueadores Remachados de la Sima Profunda"] * 4)
    for lv in results["niveles"]:
        lv["enfrentamientos"][0]["mazo_b"] = long
        lv["enfrentamientos"][1]["mazo_b"] = "X" * 150  # one word longer than a line
    (tmp_path / "informe" / "largo.html").write_text(report.render(results, None, NISMATCH), encoding="utf-8")
    watched = watch()
    for page in (tmp_path / "informe" / "index.html", tmp_path / "informe" / "largo.html"):  # with static/site.css
        opened = watched.open(page)
        assert opened.locator("svg.chart text").count() > 20
        outside = opened.eval_on_selector_all("svg.chart text", OUTSIDE_ITS_CHART)
        assert outside == [], (page.name, outside)
    wins = str(report.wins_chart(results["niveles"]))
    assert ('>Asalto Remachado – Saqueadores Remachados de la Sima Profunda</text>'
            '<text class="chart__label" x="0" y="34" font-weight="bold">Saqueadores Remachados de la Sima Profunda '
            'Saqueadores</text>') in wins


def test_report_escapes_names():
    from nismatch_cards.games.nismatch.sim import stats
    from nismatch_cards.games.nismatch.sim.runner import GameSummary

    run = stats.Run([stats.DeckInfo("<b>X</b>", [("c", "<i>C</i>", 1, True)]), stats.DeckInfo("Y", [])], [(0, 1)],
                    [stats.Level("greedy", ("greedy", "greedy"))], 1, 0,
                    [stats.StudiedCard("c", "<i>C</i>", 1, "parte", {})])
    results = stats.build(run, [GameSummary(0, 0, 0, False, 0, 0, 5, 3, 50, "botines", "", ({"c": (1, 1, 0, 0.0, 0)},
                                                                                            {}), 0, 0, (1,))])
    page = report.render(results, None, NISMATCH)
    assert "<b>X</b>" not in page and "&lt;b&gt;X&lt;/b&gt;" in page
    assert "<i>C</i>" not in page and "&lt;i&gt;C&lt;/i&gt;" in page


def test_report_opens_in_chromium_without_errors_or_network(built, watch):
    watched = watch()
    page = watched.open(built / "index.html")
    assert watched.errors == []
    assert watched.offline, watched.requests
    assert page.locator("svg.chart").count() == 7
    assert page.locator("svg.chart").first.bounding_box()["width"] > 100
    assert page.eval_on_selector_all("svg.chart text", OUTSIDE_ITS_CHART) == []
    # the copied stylesheet applies: the top bar is dark as on the reference site
    assert page.eval_on_selector(".topbar", "e => getComputedStyle(e).backgroundColor") == "rgb(27, 30, 35)"


def test_the_report_flags_too_strong_cards_unbalanced_pairings_and_a_ceiling():
    results = _one_game_results()
    level = results["niveles"][0]
    level["sustituciones"][0].update(veredicto="aporta", efecto=0.263, ic95=[0.21, 0.315], destaca="fuerte")
    level["enfrentamientos"][0]["desequilibrado"] = True
    level["techo"] = True
    page = " ".join(report.render(results, None, NISMATCH).split())
    assert ('<p class="sim-flag-summary"><strong class="sim-flag">⚠</strong> Demasiado fuerte, muy lejos del resto de '
            f'cartas del mazo: C ×1 ({level["nivel"]}).</p>') in page
    assert ('+26,3 (+21,0 a +31,5) ▲ aporta <strong class="sim-flag">⚠ demasiado fuerte (×1)</strong></td>') in page
    assert '<strong class="sim-flag">⚠ desequilibrado (fuera de 40 %–60 %)</strong>' in page
    assert f'<strong class="sim-flag">⚠ {level["nivel"]}: un mazo gana con seguridad más del 95 % de las partidas' in page


def test_the_report_gives_the_points_the_verdict_goes_by_when_there_are_draws():
    results = _one_game_results()
    match = results["niveles"][0]["enfrentamientos"][0]
    assert "contando cada tabla como media victoria" not in report.render(results, None, NISMATCH)  # no draws: as it was
    match["tablas"].update(exitos=200, tasa=0.2)
    match["puntos_a"].update(tasa=0.5, ic95=[0.4691, 0.5309])
    page = " ".join(report.render(results, None, NISMATCH).split())
    assert "20,0 %<br>contando cada tabla como media victoria, el primero: 50,0 % (46,9 %–53,1 %)</td>" in page


def test_the_report_says_how_many_false_card_verdicts_to_expect_after_the_table():
    results = _one_game_results()
    assert results["veredictos_cartas"] == 1
    page = " ".join(report.render(results, None, NISMATCH).split())
    assert ('</table> <p class="sim-false-verdicts">Con 1 veredicto de carta y nivel, cada uno falso como mucho un '
            '2,5 % de las veces, cabe esperar por azar hasta 0,03 ▲ o ▼ falsos, y suelen salir juntos (todas las '
            'cartas se comparan con las mismas partidas).</p>') in page


def test_a_card_that_plays_as_its_baseline_is_drawn_without_an_interval():
    """The report crashed (KeyError) at the end of a whole run when a card was «igual que su básica»."""
    results = _one_game_results()
    results["niveles"][0]["sustituciones"][0].update(veredicto="igual_que_la_basica")
    page = " ".join(report.render(results, None, NISMATCH).split())
    assert '<td class="num sim-verdict--igual_que_la_basica">igual que su básica: nada que medir</td>' in page
    assert ">igual que su básica</text>" in page


def test_the_report_says_what_a_stable_answer_would_cost():
    from nismatch_cards.games.nismatch.sim.text import Pace

    results = _one_game_results()
    results["niveles"][0]["enfrentamientos"][0]["partidas_necesarias"] = 5800
    page = " ".join(report.render(results, Pace(0.4, 1, "con 2 procesos"), NISMATCH).split())
    assert "5.800<br>unos 39 minutos con 2 procesos</td>" in page
    assert "con 2 procesos" not in " ".join(report.render(results, None, NISMATCH).split())
