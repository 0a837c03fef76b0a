"""A project's own lexicon lines (``nismatch: lexico`` in its ruleset.yaml) are laid over the pack's
lexicon: `analizar` and `validar` read the project's cards with them, and a malformed line is NM087
at its line."""
from __future__ import annotations

from .helpers import PART, RULESET_TEXT, Diag, invoke, validate, with_ability

R = "cards/ruleset.yaml"
AT = RULESET_TEXT.index("\n", RULESET_TEXT.index("\nnismatch:") + 1) + 1
LINE = RULESET_TEXT[:AT].count("\n") + 1  # the line of «  lexico:»


def ruleset(lines: str) -> str:
    """The bundled ruleset with ``lines`` (YAML under «lexico:») at the start of its «nismatch:» section."""
    return RULESET_TEXT[:AT] + "  lexico:\n" + lines + RULESET_TEXT[AT:]


def test_a_project_line_reads_its_cards(card_set):
    card_set({"ruleset.yaml": ruleset("    verbos:\n      zurra: haz\n"),
              "t/a.yaml": with_ability(PART, "normal", "CAR 1 | Selecciona una Parte; zúrrale 2 puntos de daño")})
    assert validate("cards").diagnostics == []
    run = invoke("analizar", "--cartas", "cards", "CAR 1 | Zurra 1 punto de daño a esta Parte")
    assert (run.exit_code, run.stdout.splitlines()[1]) == (0, "Lectura canónica: CAR 1 | Haz 1 punto de daño a esta Parte")


def test_without_the_project_line_the_word_is_unknown(card_set):
    card_set({"ruleset.yaml": RULESET_TEXT,
              "t/a.yaml": with_ability(PART, "normal", "CAR 1 | Selecciona una Parte; zúrrale 2 puntos de daño")})
    assert [d.code for d in validate("cards").diagnostics] == ["NM020"]


def test_a_malformed_project_line_is_placed_in_the_ruleset(card_set):
    card_set({"ruleset.yaml": ruleset("    palabras:\n      zas: haz pum\n"), "t/a.yaml": PART})
    run = validate("cards")
    assert run.diagnostics == [Diag("NM087", R, LINE + 2, 12, "«haz pum» no está escrito con palabras del lenguaje",
                                    "escribe la lectura como en docs/ability-language.md, p. ej. «contador»")]
    assert run.exit_code == 1
