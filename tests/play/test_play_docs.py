"""docs/play.md stays true to ``nismatch play``: its message, commands, options and exit codes."""
from __future__ import annotations

from click.testing import CliRunner

from nismatch_cards.cli import main
from nismatch_cards.games.nismatch.play.session import HELP, INVALID

from .conftest import ROOT

DOC = (ROOT / "docs" / "play.md").read_text(encoding="utf-8")


def test_invalid_input_message_as_documented():
    assert INVALID.format(n="N") in DOC


def test_every_command_documented():
    for command in ("`g [ARCHIVO]`", "`guardar [ARCHIVO]`", "`tablero`", "`carta N`", "`ayuda`", "`salir`"):
        assert command in DOC
    for word in ("g [ARCHIVO]", "tablero", "carta N", "ayuda", "salir"):
        assert f"  {word}" in HELP


def test_every_option_documented():
    help_text = CliRunner().invoke(main, ["play", "--help"]).stdout
    for option in ("--deck", "--mazo", "--vs", "--contra", "--bot-deck", "--mazo-bot", "--seed", "--semilla",
                   "--save", "--guardar", "--resume", "--reanudar", "--cards", "--cartas"):
        assert option in help_text
        assert f"`{option}" in DOC or f"(`{option}`)" in DOC


def test_the_sealed_file_as_documented(tmp_path):
    """The two lines docs/play.md shows are those of a real sealed game: the same public fields."""
    import json

    from .helpers import play

    example = DOC[DOC.index('{"registro": "nismatch", "version": 2'):].splitlines()[:2]
    play("--deck", "asalto-remachado", "--vs", "random", "--seed", "3", "--save", str(tmp_path / "p.jsonl"), input="1\n")
    real = (tmp_path / "p.jsonl").read_text(encoding="utf-8").splitlines()
    assert set(json.loads(example[0])) == set(json.loads(real[0]))
    assert example[1].startswith('{"partida": "gAAAAAB') and real[1].startswith('{"partida": "gAAAAAB')
