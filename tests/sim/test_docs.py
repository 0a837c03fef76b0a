"""docs/simulation.md stays true to ``nismatch simulate``: every option documented, every example valid."""
from __future__ import annotations

import re
import shlex

from click.testing import CliRunner

from nismatch_cards.cli import main
from nismatch_cards.games.nismatch.sim import stats

from .conftest import REPO

DOC = (REPO / "docs" / "simulation.md").read_text(encoding="utf-8")


def _options() -> set[str]:
    help_text = CliRunner().invoke(main, ["simulate", "--help"]).stdout
    return set(re.findall(r"(?<![\w-])--[a-z][a-z-]*", help_text)) - {"--help", "--ayuda"}


def test_every_option_is_documented():
    options = _options()
    assert {"--sustituir", "--contra-todos", "--niveles"} <= options
    for option in options:
        assert f"`{option}" in DOC, option


def test_every_example_uses_real_options():
    options = _options()
    blocks = re.findall(r"```bash\n(.*?)```", DOC, re.S)
    commands = [line.split("#")[0] for block in blocks for line in block.replace("\\\n", " ").splitlines()]
    examples = [shlex.split(c) for c in commands if c.strip().startswith("nismatch simular")]
    assert len(examples) >= 8
    for words in examples:
        for word in words:
            if word.startswith("--"):
                assert word in options, (word, words)


def test_the_minimum_effect_is_the_one_documented():
    assert stats.MIN_EFFECT == 0.02 and stats.STABLE == 0.01
    assert "**efecto mínimo de 2 puntos**" in DOC and "±1 punto" in DOC
