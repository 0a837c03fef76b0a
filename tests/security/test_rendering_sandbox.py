"""A hostile pull request of cards, art or templates cannot make a build run code, fetch from the
network or read a file outside the set, the pack and the templates (issue 13)."""
from __future__ import annotations

import http.server
import threading
from pathlib import Path

import pytest

from .helpers import PART, SECRET, invoke, pdf_text, png

BUILD = ("build", "pdf", "--paper", "a4", "--only", "brazo-x", "--workers", "1", "--out", "out")
PDF = Path("out/pdf/t-revision-a4.pdf")


@pytest.fixture
def server():
    """A web server on localhost that writes down every request it gets."""
    seen: list[str] = []

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802
            seen.append(self.path)
            self.send_response(404)
            self.end_headers()

        def log_message(self, *args):
            pass

    httpd = http.server.HTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}", seen
    httpd.shutdown()
    httpd.server_close()


def svg(*hrefs: str) -> str:
    images = "".join(f'<image href="{h}" width="10" height="10"/>' for h in hrefs)
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">{images}</svg>'


def art_card(name: str = "arte/a.svg") -> str:
    return PART + f"arte: {name}\n"


# --- templates are data -------------------------------------------------------------------------


@pytest.mark.parametrize("expression, reached", [
    ("cycler.__init__.__globals__.os.popen('id').read()", "«__init__» de type"),
    ("f.card_set.folder.joinpath('../../outside/secreto.txt').read_text()", "«folder» de CardSet"),
    ("f.card.art", "«art» de Card"),
    ("f.gp.code", "«gp» de Face"),
    ("f.printer.gp.folder", "«printer» de Face"),
    ("f.card.source.file.read_text()", "«file» de Source"),
])
def test_a_template_cannot_reach_files_or_code(project, expression, reached):
    project({"cards/t/parte.yaml": art_card("arte/a.png"), "cards/t/arte/a.png": png(16, 8),  # a Parte's art ratio (no NM055)
             "tpl/carta.html.j2": "{% macro face(f) %}<p>{{ " + expression + " }}</p>{% endmacro %}\n"})
    run = invoke(*BUILD, "--templates", "tpl")
    assert run.exit_code == 1, run.stderr
    assert run.stderr == (f"Error en las plantillas: la plantilla «carta.html.j2» (línea 1) falló al dibujar la carta «brazo-x»: "
                          f"una plantilla no puede usar {reached}: las plantillas solo leen los datos de las cartas y "
                          "del paquete\n")
    assert not PDF.exists()


def test_a_template_still_reads_every_value_of_a_face(project):
    face = ("{% macro face(f) %}<p>{{ f.name }} {{ f.type.name }} {{ f.size.width }} {{ f.fields.pg }} "
            "{{ f.fields.rareza.name }} {{ f.number }}/{{ f.total }} {{ f.set_name }} {{ f.card.get('car') }} "
            "{% for field, value in f.entries() %}{{ field.name }}{% endfor %} {{ f.extras.car_label }} "
            "{{ mm(f.size.height) }} {{ fit_line(f.name, 40) }}</p>{% endmacro %}\n")
    project({"tpl/carta.html.j2": face})
    run = invoke(*BUILD, "--templates", "tpl")
    assert run.exit_code == 0, run.stderr
    text = " ".join(pdf_text(PDF).split())
    assert "Brazo X Parte 63.5 3 Chatarra 1/2 Set de prueba 1 ZonaPGCARFUEDEFVELRareza +1 88,9 10.5" in text


def test_a_template_cannot_build_a_huge_string(project):
    project({"tpl/carta.html.j2": "{% macro face(f) %}{{ 'x' * 100000000 }}{% endmacro %}\n"})
    run = invoke(*BUILD, "--templates", "tpl")
    assert run.exit_code == 1
    assert run.stderr.endswith("falló al dibujar la carta «brazo-x»: «*» construiría 100000000 elementos; "
                               "el máximo es 1000000\n")


def test_a_template_that_links_outside_its_folder_is_not_read(project):
    project({"tpl/carta.html.j2": '{% macro face(f) %}{% include "fuera.html.j2" %}{% endmacro %}\n'})
    Path("tpl/fuera.html.j2").symlink_to(Path("outside/secreto.txt").resolve())
    run = invoke(*BUILD, "--templates", "tpl")
    assert run.exit_code == 1
    assert run.stderr == ("Error en las plantillas: la plantilla «fuera.html.j2» de tpl es un enlace a un archivo de "
                          "fuera de su carpeta: no se lee\n")
    assert not PDF.exists()


# --- nothing is fetched: the url fetcher ---------------------------------------------------------------


def shown_by_a_template(svg_text: str) -> dict:
    """A set whose face template shows ``cards/t/dibujo.svg``: no card names it, so validation does
    not look at it, and only the fetcher stands between it and the files it names."""
    return {"cards/t/dibujo.svg": svg_text,
            "tpl/carta.html.j2": '{% macro face(f) %}<img src="dibujo.svg">{% endmacro %}\n'}


def test_svg_cannot_fetch_from_the_network(project, server):
    url, seen = server
    project(shown_by_a_template(svg(f"{url}/fuga.png")))
    run = invoke(*BUILD, "--templates", "tpl")
    assert seen == []
    assert run.exit_code == 1
    assert run.stderr == (f"Error: no se construye: lo que se imprime de «cards/t» (cartas, arte o plantillas) nombra "
                          f"«{url}/fuga.png», una dirección de red: no se descarga nada\n")
    assert not PDF.exists()


@pytest.mark.parametrize("href", ["file://{outside}/dentro.png", "../../outside/dentro.png",
                                  "&#x66;ile://{outside}/dentro.png"])
def test_svg_cannot_read_files_outside_the_set(project, href):
    root = project({"outside/dentro.png": png()})
    project(shown_by_a_template(svg(href.format(outside=(root / "outside").as_posix()))))
    run = invoke(*BUILD, "--templates", "tpl")
    assert run.exit_code == 1
    assert "dentro.png», fuera de la carpeta del set, del paquete y de las plantillas: no se lee" in run.stderr
    assert not PDF.exists()


@pytest.mark.parametrize("href, told", [
    ("http://127.0.0.1:9/fuga.png", "enlaza «http://127.0.0.1:9/fuga.png», una dirección de red: al imprimir no se "
                                    "descarga nada"),
    ("../../../outside/dentro.png", "enlaza «../../../outside/dentro.png», fuera de la carpeta del set: al imprimir no "
                                    "se lee"),
    ("&#x66;ile:///etc/hostname", "enlaza «file:///etc/hostname», fuera de la carpeta del set: al imprimir no se lee"),
])
def test_svg_art_that_reaches_out_fails_validation(project, href, told):
    project({"cards/t/parte.yaml": art_card(), "cards/t/arte/a.svg": svg(href)})
    run = invoke("validate", "cards")
    assert run.exit_code == 1
    assert run.stderr.startswith(f"cards/t/parte.yaml:11:7: error NM052 [imagen-no-valida]: el arte «arte/a.svg» {told}\n")


def test_svg_art_may_use_images_of_its_set(project):
    project({"cards/t/parte.yaml": art_card(), "cards/t/arte/a.svg": svg("b.png"), "cards/t/arte/b.png": png()})
    run = invoke(*BUILD)
    assert run.exit_code == 0, run.stderr
    assert PDF.is_file()


def test_a_template_stylesheet_cannot_fetch_or_read_outside(project, server):
    url, seen = server
    project({"tpl/card.css": f'@import url("{url}/estilo.css");\n.card {{ background: url("{url}/f.png"); }}\n'})
    run = invoke(*BUILD, "--templates", "tpl")
    assert seen == []
    assert run.exit_code == 1
    assert "una dirección de red: no se descarga nada (y 1 recurso más)" in run.stderr


def test_a_text_file_outside_never_reaches_the_pdf(project):
    root = project({"tpl/card.css": '.card::after { content: url("file://OUT/secreto.txt"); }\n'})
    css = Path("tpl/card.css")
    css.write_text(css.read_text().replace("OUT", (root / "outside").as_posix()))
    run = invoke(*BUILD, "--templates", "tpl")
    assert run.exit_code == 1
    assert not PDF.exists()
    assert SECRET not in run.stdout + run.stderr


def test_an_image_bomb_named_by_a_template_is_refused(project):
    project({"tpl/bomba.png": png(12000, 12000, "1"),
             "tpl/card.css": '.card { background: url("bomba.png"); }\n'})
    Path("tpl/card.css").write_text(f'.card {{ background: url("{Path("tpl/bomba.png").resolve().as_uri()}"); }}\n')
    run = invoke(*BUILD, "--templates", "tpl")
    assert run.exit_code == 1
    assert "bomba.png», que tiene 12000 × 12000 píxeles (144 millones); el máximo es 40 millones" in run.stderr


# --- a drawing that never ends --------------------------------------------------------------------


def test_a_template_that_never_ends_is_stopped_with_its_name(project, monkeypatch):
    """A loop of loops (each «range» is bounded, their product is not) would keep a CI job busy for hours."""
    monkeypatch.setattr("nismatch_cards.render.timelimit.DRAWING_SECONDS", 0.5)
    endless = "{% for a in range(100000) %}{% for b in range(100000) %}{% endfor %}{% endfor %}"
    project({"tpl/carta.html.j2": "{% macro face(f) %}<p>" + endless + "{{ f.name }}</p>{% endmacro %}\n"})
    run = invoke(*BUILD, "--templates", "tpl")
    assert run.exit_code == 1, run.stderr
    assert run.stderr == ("Error en las plantillas: la plantilla «carta.html.j2», al dibujar la carta «brazo-x», "
                          "tardó más de 0.5 s en dibujarse y se ha parado: ¿un bucle demasiado largo? (una cara real "
                          "tarda milésimas de segundo)\n")
    assert not PDF.exists()


def test_the_time_limit_leaves_no_timer_behind(project):
    """After a build, no alarm is left armed in the process (it would kill whatever runs next)."""
    import signal

    project({})
    run = invoke(*BUILD)
    assert run.exit_code == 0, run.stderr
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
    assert signal.getsignal(signal.SIGALRM) is signal.SIG_DFL


@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")  # the stop that fell in a __del__
def test_a_document_weasyprint_never_finishes_laying_out_is_stopped_with_its_set(tmp_path, monkeypatch):
    """The same bound for WeasyPrint: a document that takes too long to lay out names the folder it prints
    (the first stop may fall in a ``__del__`` of WeasyPrint's, where Python ignores it: the timer fires again)."""
    import _pytest.tracemalloc  # noqa: F401  what pytest imports when a stop falls in a __del__: not in the window
    from nismatch_cards.render.resources import Reach, TemplateProblem, pdf_bytes

    pdf_bytes("<p>calentar</p>", Reach.of(tmp_path / "cards", []), {})  # WeasyPrint's lazy imports, before the bound
    monkeypatch.setattr("nismatch_cards.render.timelimit.DRAWING_SECONDS", 0.01)
    html = "<html><body>" + "<table>" + "<tr><td>celda</td></tr>" * 20000 + "</table></body></html>"
    with pytest.raises(TemplateProblem) as raised:
        pdf_bytes(html, Reach.of(tmp_path / "cards", []), {})
    assert str(raised.value) == (f"lo que se imprime de «{tmp_path / 'cards'}» tardó más de 0.01 s en dibujarse y se ha "
                                 "parado: ¿un bucle demasiado largo? (una cara real tarda milésimas de segundo)")


# --- an overlay's templates are a pack's (docs/security.md, «una capa sobre un paquete de serie») ---------

OVERLAY = 'paquete: nismatch\nversion_paquete: "1.0"\niconos:\n  rayo: {nombre: Rayo, simbolo: "ϟ"}\n'


def test_an_overlays_template_cannot_reach_files_or_code(project):
    project({"cards/ruleset.yaml": OVERLAY, "cards/templates/carta.html.j2":
             "{% macro face(f) %}<p>{{ cycler.__init__.__globals__.os.popen('id').read() }}</p>{% endmacro %}\n"})
    run = invoke(*BUILD)
    assert run.exit_code == 1, run.stderr
    assert run.stderr.endswith("Error en las plantillas: la plantilla «carta.html.j2» (línea 1) falló al dibujar la carta "
                               "«brazo-x»: una plantilla no puede usar «__init__» de type: las plantillas solo leen "
                               "los datos de las cartas y del paquete\n")
    assert not PDF.exists()


def test_an_overlays_stylesheet_cannot_fetch_or_read_outside(project, server):
    url, seen = server
    project({"cards/ruleset.yaml": OVERLAY,
             "cards/templates/card.css": f'@import url("{url}/estilo.css");\n.card {{ background: url("{url}/f.png"); }}\n'})
    run = invoke(*BUILD)
    assert seen == []
    assert run.exit_code == 1
    assert run.stderr == (f"Error: no se construye: lo que se imprime de «cards/t» (cartas, arte o plantillas) nombra "
                          f"«{url}/f.png», una dirección de red: no se descarga nada\n")


@pytest.mark.parametrize("expression, reason", [
    ("1 / 0", "«/»: divide entre cero"),
    ("1 // 0", "«//»: divide entre cero"),
    ("'a' + 1", "opera con valores de tipos que no van juntos"),
    ("'{:x}'.format('a')", "un valor no es válido para esa operación"),
    ("'x'.ljust(1000000000)", "«ljust» construiría 1000000000 caracteres; el máximo es 1000000"),
    ("'x'.zfill(1000000000)", "«zfill» construiría 1000000000 caracteres; el máximo es 1000000"),
    ("'%1000000000s' % 'x'", "«%» construiría 1000000000 caracteres; el máximo es 1000000"),
    ("'%*s' % (5, 'x')", "«%» no puede tomar su ancho de un valor"),
    ("'{:>1000000000}'.format('x')", "«format» construiría 1000000000 caracteres; el máximo es 1000000"),
    ("'{:>{w}}'.format('x', w=5)", "«format» no puede tomar su ancho de un valor"),
    ("'x'|center(999999999)", "«center» construiría 999999999 caracteres; el máximo es 1000000"),
    ("'a'|indent(1000000000)", "«indent» construiría 1000000001 caracteres; el máximo es 1000000"),
    ("('x' * 1000000)|replace('x', 'xx' * 100000)", "«replace» construiría 200001000000 caracteres; el máximo es 1000000"),
    ("('x' * 1000000).replace('x', 'xx' * 100000)", "«replace» construiría 200001000000 caracteres; el máximo es 1000000"),
    ("'%1000000000s'|format('x')", "«format» construiría 1000000000 caracteres; el máximo es 1000000"),
])
def test_a_templates_arithmetic_and_strings_fail_in_spanish_before_building_gigabytes(project, expression, reason):
    """Issue 30: a pack's template divided by zero with a traceback and built strings of gigabytes with padding,
    «%» and «replace» (only «*» was bounded)."""
    project({"tpl/carta.html.j2": "{% macro face(f) %}<p>{{ " + expression + " }}</p>{% endmacro %}\n"})
    run = invoke(*BUILD, "--templates", "tpl")
    assert run.exception is None, repr(run.exception)
    assert (run.exit_code, run.stderr) == (
        1, f"Error en las plantillas: la plantilla «carta.html.j2» (línea 1) falló al dibujar la carta «brazo-x»: {reason}\n")


def test_padding_formatting_and_replacing_of_a_sane_size_still_draw(project):
    project({"tpl/carta.html.j2": "{% macro face(f) %}<p>{{ f.name|center(30) }}|{{ '%5s' % 'x' }}|"
                                  "{{ '{:>5}'.format('y') }}|{{ 'ab'|replace('a', 'c') }}|{{ 'x'.ljust(3) }}|"
                                  "{{ 7 % 3 }}|{{ 7 / 2 }}</p>{% endmacro %}\n"})
    run = invoke(*BUILD, "--templates", "tpl")
    assert run.exit_code == 0, run.stderr
    assert "x| y|cb|x |1|3.5" in " ".join(pdf_text(PDF).split())


@pytest.mark.parametrize("file, content, what, url", [
    ("tpl/card.css", '.card { background: url("http://127.0.0.1:9/x.png"); }\n', "la hoja de estilo «card.css»",
     "http://127.0.0.1:9/x.png"),
    ("tpl/card.css", '@import url("https://ejemplo.com/x.css");\n', "la hoja de estilo «card.css»",
     "https://ejemplo.com/x.css"),
    ("tpl/carta.html.j2", '{% macro face(f) %}<img src="//ejemplo.com/x.png">{{ f.name }}{% endmacro %}\n',
     "la página «index.html»", "//ejemplo.com/x.png"),
])
def test_the_site_refuses_templates_that_load_from_the_network(project, file, content, what, url):
    """Issue 30: the PDF refused them, but the site copied a stylesheet and drew faces that load from the network."""
    project({file: content})
    run = invoke("build", "html", "--templates", "tpl", "--out", "out")
    assert (run.exit_code, run.stderr) == (1, f"Error: no se construye: {what} de la web (plantillas) nombra «{url}», "
                                              "una dirección de red: la web no carga nada de internet\n")
    assert not any(url in p.read_text(errors="ignore") for p in Path("out").rglob("*") if p.is_file())


def test_a_face_may_still_link_to_a_web_page(project):
    project({"tpl/carta.html.j2": '{% macro face(f) %}<a href="https://ejemplo.com/">{{ f.name }}</a>{% endmacro %}\n'})
    assert invoke("build", "html", "--templates", "tpl", "--out", "out").exit_code == 0
