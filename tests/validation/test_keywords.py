"""The keyword abilities a ruleset declares (``nismatch: palabras_clave``) are checked where they are
written (NM085), and cards use them with the etiqueta the ruleset gives them (NM086)."""
from __future__ import annotations

import pytest

from .helpers import PART, RULESET_TEXT, SUPPORT, Diag, invoke, validate, with_ability

R = "cards/ruleset.yaml"
A = "cards/t/a.yaml"
SECTION = RULESET_TEXT[RULESET_TEXT.index("  palabras_clave:\n"):]
FIRST_LINE = RULESET_TEXT[:RULESET_TEXT.index("  palabras_clave:\n")].count("\n") + 2  # «- nombre: Blindaje»


def ruleset(keywords: str) -> str:
    """The bundled ruleset with its keywords replaced by ``keywords`` (YAML lines under «palabras_clave:»)."""
    return RULESET_TEXT.replace(SECTION, "  palabras_clave:\n" + keywords)


@pytest.fixture
def check(card_set):
    """``check(keywords, files)``: validate a cards folder whose ruleset declares ``keywords``."""

    def run(keywords: str, files: dict | None = None):
        card_set({"ruleset.yaml": ruleset(keywords), "t/a.yaml": PART, **(files or {})})
        return validate("cards")

    return run


L = FIRST_LINE
BLINDAJE = ('    - nombre: Blindaje\n      numero: true\n      etiqueta: pasiva\n'
            '      texto: "Esta Parte gana +{N} DEF"\n')


@pytest.mark.parametrize("keywords, line, column, message, hint", [
    (BLINDAJE + '      recordatoria: "x"\n', L + 4, 7, "clave desconocida «recordatoria» en una palabra clave",
     "¿quisiste decir «recordatorio»?"),
    ('    - nombre: Blindaje\n      etiqueta: pasiva\n', L, 7, "a la palabra clave le falta «texto»",
     'p. ej. «{nombre: Blindaje, numero: true, etiqueta: pasiva, texto: "Esta Parte gana +{N} DEF"}»'),
    (BLINDAJE.replace("numero: true", "numero: si"), L + 1, 15, "«numero» debe ser true o false",
     'p. ej. «{nombre: Blindaje, numero: true, etiqueta: pasiva, texto: "Esta Parte gana +{N} DEF"}»'),
    (BLINDAJE.replace("nombre: Blindaje", "nombre: Blindaje 2"), L, 15,
     "«Blindaje 2» no sirve de nombre de palabra clave",
     "usa una o más palabras de letras separadas por un espacio, p. ej. «Blindaje»"),
    (BLINDAJE.replace("nombre: Blindaje", "nombre: Roba Fuerte"), L, 15,
     "«Roba» es una palabra con la que empiezan habilidades del lenguaje",
     "elige otro nombre: un texto que empiece por «Roba» se leería como esta palabra clave"),
    (BLINDAJE.replace("etiqueta: pasiva", "etiqueta: pasivo"), L + 2, 17, "la etiqueta «pasivo» no existe",
     "¿quisiste decir «pasiva»?"),
    (BLINDAJE + BLINDAJE.replace("DEF", "FUE"), L + 4, 15, "la palabra clave «Blindaje» ya está declarada (la 1.ª)",
     "cambia el nombre o quita una"),
    (BLINDAJE.replace("+{N}", "+2"), L + 3, 14, "la palabra clave lleva número y su texto no dice dónde va",
     "escribe «{N}» donde va el número"),
    (BLINDAJE.replace("numero: true", "numero: false"), L + 3, 32, "«{N}» en una palabra clave sin número",
     "añade «numero: true» o quita «{N}»"),
    (BLINDAJE.replace("Esta Parte gana +{N} DEF", "CAR 1 | Esta Parte gana +{N} DEF"), L + 3, 15,
     "una habilidad Pasiva no tiene coste de Carga (reglamento 3.3)", "quita «CAR n |» del principio"),
    (BLINDAJE.replace("Esta Parte gana +{N} DEF", "Roba {N} cartas y hazle {N} puntos"), L + 3, 49,
     "el texto acaba antes de tiempo; se esperaba «de»", "completa la habilidad: «[CAR n |] requisito; … ; efecto»"),
])
def test_keyword_definition_problems_are_placed_in_the_ruleset(check, keywords, line, column, message, hint):
    run = check(keywords)
    assert run.diagnostics == [Diag("NM085", R, line, column, message, hint)] and run.exit_code == 1


def test_the_section_must_be_a_list(card_set):
    card_set({"ruleset.yaml": RULESET_TEXT.replace(SECTION, "  palabras_clave: Blindaje\n"), "t/a.yaml": PART})
    run = validate("cards")
    assert run.diagnostics == [Diag("NM085", R, L - 1, 19, "«palabras_clave» debe ser una lista de palabras clave",
                                    'p. ej. «{nombre: Blindaje, numero: true, etiqueta: pasiva, texto: "Esta Parte '
                                    'gana +{N} DEF"}»')]


def test_a_card_uses_a_keyword_with_the_etiqueta_the_ruleset_gives_it(check):
    run = check(BLINDAJE, {"t/a.yaml": with_ability(PART, "normal", "Blindaje 2")})
    assert run.diagnostics == [Diag("NM086", A, 12, 15, "«Blindaje» es una habilidad Pasiva",
                                    "pon «etiqueta: pasiva» (así la declara el reglamento del juego)")]


def test_a_keyword_is_checked_on_the_card_as_the_text_it_stands_for(check):
    sacrifice = ('    - nombre: Sacrificio\n      etiqueta: normal\n'
                 '      texto: "CAR 1 | Envía esta Parte a la Zona de Demolición; roba dos cartas"\n')
    run = check(sacrifice, {"t/a.yaml": with_ability(SUPPORT, "normal", "Sacrificio")})
    assert [d[:5] for d in run.diagnostics] == [
        ("NM037", A, 7, 13, "en la palabra clave «Sacrificio», una Carta de Apoyo no es una Parte: no puede decir "
                            "«esta Parte»")]


def test_a_card_with_a_keyword_validates(check):
    run = check(BLINDAJE, {"t/a.yaml": with_ability(PART, "pasiva", "Blindaje 2")})
    assert run.diagnostics == [] and run.exit_code == 0


def test_the_bundled_keywords_are_valid(card_set):
    card_set({"ruleset.yaml": RULESET_TEXT, "t/a.yaml": with_ability(PART, "pasiva", "Blindaje 2")})
    assert validate("cards").diagnostics == []


# --- nismatch parse reads the keywords of the cards folder's pack ------------------------------


def test_parse_reads_the_keywords_of_the_bundled_pack():
    run = invoke("parse", "blindaje dos")
    assert (run.exit_code, run.stderr) == (0, "")
    assert run.stdout == """\
Texto: blindaje dos
Lectura canónica: Blindaje 2
Estructura analizada:
Palabra clave
├─ nombre: Blindaje
├─ número: 2
└─ significa: Habilidad
   └─ efecto: Cambiar estadísticas
      ├─ quién: Esta Parte, esta carta
      ├─ estadística: DEF
      └─ cantidad: 2
"""


def test_parse_reads_the_keywords_of_the_cards_folder(check):
    check(BLINDAJE.replace("Blindaje", "Coraza"))
    assert invoke("parse", "--cartas", "cards", "Coraza 3").stdout.splitlines()[1:5] == [
        "Lectura canónica: Coraza 3", "Estructura analizada:", "Palabra clave", "├─ nombre: Coraza"]
    run = invoke("parse", "--cartas", "cards", "Blindaje 3")
    assert run.exit_code == 1
    hint = run.stderr.splitlines()[-1]  # the hint's wording is pinned in tests/language/test_errors.py
    assert hint.startswith("    sugerencia: no se entiende «Blindaje 3»; ") and hint.endswith(
        "marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)")


def test_parse_with_a_broken_pack_says_so(check):
    check(BLINDAJE.replace("etiqueta: pasiva", "etiqueta: pasivo"))
    run = invoke("parse", "--cartas", "cards", "Blindaje 3")
    assert run.exit_code == 1 and run.exception is None
    assert "error NM085 [palabra-clave]: la etiqueta «pasivo» no existe" in run.stderr
    assert run.stderr.splitlines()[-1] == "El paquete tiene errores: corrígelos antes"
