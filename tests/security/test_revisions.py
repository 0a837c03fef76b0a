"""``comparar`` takes revision names from the command line, maybe from a script or CI: a name is
shown only as one safe line, and a name no file system takes is told, never a traceback."""
from __future__ import annotations

import subprocess

import pytest

from .helpers import invoke


@pytest.fixture
def repo(project):
    """The attack project, committed to a git repository of its own."""
    root = project()
    for command in (["init", "-q"], ["add", "-A"], ["-c", "user.name=n", "-c", "user.email=n@x", "commit", "-qm", "v1"]):
        subprocess.run(["git", *command], cwd=root, check=True, capture_output=True)
    return root

TOLD = "no es un nombre de revisión válido: usa un commit, una rama o una etiqueta (letras, cifras y . _ / - ~ ^ @ { }, " \
       "sin empezar por «-» ni contener «..»)"


@pytest.mark.parametrize("args", [("HEAD\n\x1b[2J\x1b[31mcards/t/a.yaml:1:1: error",),
                                  ("--desde", "HEAD\n\x1b[2J\x1b[31mcards/t/a.yaml:1:1: error")])
def test_a_revision_name_with_a_line_break_is_shown_escaped(repo, args):
    run = invoke("diff", *args, "--cards", "cards")
    assert run.exception is None, run.exception
    assert run.exit_code == 2
    assert run.stderr.splitlines()[-1] == ("Error: «HEAD\\n\\x1b[2J\\x1b[31mcards/t/a.yaml:1:1: error» " + TOLD)


@pytest.mark.parametrize("args", [("a" * 100_000,), ("--desde", "a" * 100_000), ("a" * 300, "b" * 300)])
def test_a_very_long_revision_name_is_told_not_a_traceback(repo, args):
    run = invoke("diff", *args, "--cards", "cards")
    assert run.exception is None, run.exception
    assert run.exit_code == 2
    name = args[-1] if args[0] == "--desde" else args[0]  # the first name that is no revision
    assert run.stderr.splitlines()[-1] == (f"Error: «{name[0] * 59}…» no es un nombre de revisión válido: tiene "
                                           f"{len(name)} caracteres; el máximo es 200")
