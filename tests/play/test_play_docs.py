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
