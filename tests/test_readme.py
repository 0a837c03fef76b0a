"""README.md tells the truth: a two-command quick start, and a command table whose commands and
options exist."""
from __future__ import annotations

import re
from pathlib import Path

import click

from nismatch_cards.cli import main

README = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")


def test_quick_start_is_two_commands_install_and_run_then_test():
    section = README.split("## Inicio rápido", 1)[1]
    block = section.split("```bash", 1)[1].split("```", 1)[0]
    commands = [line for line in block.strip().splitlines() if line.strip()]
    assert len(commands) == 2
    assert "pip install" in commands[0] and "nismatch build" in commands[0]
    assert commands[1].endswith("-m pytest")


def _subcommand(name: str) -> click.Command:
    with click.Context(main) as ctx:
        command = main.get_command(ctx, name)
    assert command is not None, name
    return command


def _options(command: click.Command) -> set[str]:
    names = {opt for param in command.params for opt in getattr(param, "opts", [])}
    if isinstance(command, click.Group):
        for sub in command.commands.values():
            names |= _options(sub)
    return names


def test_every_command_and_option_in_the_table_exists():
    rows = [line for line in README.splitlines() if line.startswith("| `nismatch ")]
    assert len(rows) >= 7
    with click.Context(main) as ctx:
        listed = main.list_commands(ctx)
    for row in rows:
        usage = row.split("`")[1]
        name = usage.split()[1]
        assert name in listed, f"la tabla nombra la orden «{name}» por su alias inglés"
        command = _subcommand(name)
        for option in re.findall(r"--[a-z][a-z-]*", usage):
            assert option in _options(command), (name, option)
