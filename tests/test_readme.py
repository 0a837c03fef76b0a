"""README.md tells the truth: a two-command quick start, a command table whose commands and options
exist, and a layout table of folders that exist; and no file names a path of one machine."""
from __future__ import annotations

import re
from pathlib import Path

import click
import pytest

from nismatch_cards.cli import main

REPO = Path(__file__).resolve().parent.parent
README = (REPO / "README.md").read_text(encoding="utf-8")


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


def _expanded(path: str) -> list[str]:
    """``a/{b,c}/`` as ``a/b/`` and ``a/c/``."""
    braces = re.search(r"\{([^}]*)\}", path)
    if braces is None:
        return [path]
    return [path[:braces.start()] + each + path[braces.end():] for each in braces.group(1).split(",")]


def test_every_path_of_the_layout_table_exists():
    """«Organización» names where the bundled cards and the NISMATCH pack are, and each path it names exists."""
    section = README.split("## Organización", 1)[1].split("\n## ", 1)[0]
    paths = re.findall(r"^\| `([^`]+)` \|", section, re.M)
    assert {"cards/", "packs/nismatch/", "schemas/"} <= set(paths)
    for path in paths:
        for each in _expanded(path):
            assert (REPO / each).exists(), each


SYSTEM_FOLDERS = {"/tmp", "/var", "/usr", "/opt", "/srv", "/run", "/mnt", "/media", "/home"}


def test_no_file_names_a_path_of_one_machine():
    """What the repository holds is read on other machines: no file names where this checkout lives,
    the folders above it or the home folder of whoever runs the tests (a rulebook is named by its
    title and section)."""
    import subprocess

    listed = subprocess.run(["git", "ls-files", "-z"], cwd=REPO, capture_output=True, text=True)
    if listed.returncode != 0:
        pytest.skip("no es un repositorio de git")
    # the folders a checkout sits in, less the system folders every machine has (a clone under /tmp is
    # no reason to refuse «/tmp/x» in a test), and the home folder
    local = [REPO, *[p for p in list(REPO.parents)[:-1] if str(p) not in SYSTEM_FOLDERS], Path.home()]
    names = {f"{p}/" for p in local if str(p) != "/"}
    found = []
    for name in filter(None, listed.stdout.split("\0")):
        try:
            text = (REPO / name).read_text(encoding="utf-8")
        except (UnicodeDecodeError, FileNotFoundError, IsADirectoryError):
            continue
        found += [(name, n) for n in names if n in text]
    assert found == []


def test_the_simulation_figures_are_those_the_bench_wrote():
    """Issue 28: the README's figures of ``simular`` are a bench run's, not a claim typed by hand. ``python
    bench/sim_bench.py --escribir`` keeps them in bench/cifras/simular.json and prints the rows; the README shows
    exactly those rows."""
    import importlib.util
    import json

    spec = importlib.util.spec_from_file_location("sim_bench", REPO / "bench" / "sim_bench.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    figures = json.loads(bench.FIGURES.read_text(encoding="utf-8"))
    rows = bench.readme_rows(figures)
    assert len(rows) == 2
    section = README.split("## Rendimiento", 1)[1]
    for row in rows:
        assert row in section, f"el README no muestra la fila que escribió el bench:\n{row}"
    assert "unos 33 s" not in section  # the figure typed by hand that the bench's replaced
