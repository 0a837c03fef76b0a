"""docs/diagnostics.md documents every diagnostic code, under its own name."""
from pathlib import Path

from nismatch_cards.diagnostics import CODES

DOC = (Path(__file__).resolve().parent.parent / "docs" / "diagnostics.md").read_text(encoding="utf-8")


def test_every_code_is_documented_with_its_name():
    rows = {line.split("|")[1].strip(): line.split("|")[2].strip() for line in DOC.splitlines()
            if line.startswith("| NM")}
    assert rows == CODES
