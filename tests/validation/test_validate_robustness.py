"""Robustness: whatever a designer's editor leaves in a file, ``validate`` answers with diagnostics.

Hypothesis feeds random bytes, truncated and mutated copies of the bundled card files, key/value
swaps and random unicode to ``nismatch validate`` on a small temporary set, and checks that no
exception escapes, the exit code is 0 or 1, the JSON diagnostics are well formed, and no file of the
folder was changed, added or removed. ``validate`` must never write: that is checked separately on a
copy of the bundled cards, with every output format, in-process and in a real process.

Every input is tested, with no exclusions: the three former crashes (control characters, recursive
anchors, aliased «cartas» entries; fixed in c8c7c78) are explicit examples of the properties and
have their own test, :func:`test_former_crash_inputs_give_diagnostics`.
"""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from nismatch_cards.cli import main
from nismatch_cards.diagnostics import CODES

from .helpers import BUNDLED_CARDS, PART, snapshot, write_tree

REAL_FILES = {str(p.relative_to(BUNDLED_CARDS)): p.read_bytes() for p in sorted(BUNDLED_CARDS.rglob("*.yaml"))}
SET_YAML = REAL_FILES["base/set.yaml"]
SMALL_CARDS = REAL_FILES["base/cabezas.yaml"]
# where the fuzzed file goes: a card file, a deck, the ruleset or the set definition
TARGETS = ["base/fuzz.yaml", "decks/fuzz.yaml", "ruleset.yaml", "base/set.yaml"]
YAML_PIECES = [":", ": ", "-", "- ", " ", "  ", "\n", "\n  ", "[", "]", "{", "}", ",", "&a ", "*a", "&b ", "*b", "!",
               "!!str ", "!!python/object:os.system ", "'", '"', "|", ">", "#", "\t", "?", "~", "null", "0", "-1",
               "1e9", "3.5", "true", "cartas", "id", "tipo", "apoyo", "parte", "zona", "pg", "habilidades", "texto",
               "etiqueta", "pasiva", "CAR 1 | ", "; ", "roba una carta", "ñ", "«»", "\u2212", "\r\n", "---", "...",
               "%YAML 1.1\n", "<<: ", "\ufeff", "\\u00e1", "arte: ../x.png", "2024-01-01", "\x00", "\x1b", "\x7f",
               "\ufffe", "&a [*a]", "&c {k: *c}"]

# inputs that crashed `nismatch validate` before c8c7c78: a control character, recursive anchors, aliased card entries
FORMER_CRASHES = [b"id: a\nnombre: X\x00\n", b"a: &a [*a]\n", b"a: &a {b: *a}\n",
                  b"base: &b {tipo: apoyo, rareza: pura}\ncartas:\n  - *b\n  - *b\n"]

SETTINGS = settings(max_examples=100, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def check_validate_on(target: str, data: bytes) -> list[dict]:
    """Put ``data`` at ``target`` in a small cards folder, validate it, check the outcome; the diagnostics."""
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder) / "cards"
        files = {"base/set.yaml": SET_YAML, "base/cabezas.yaml": SMALL_CARDS, target: data}
        write_tree(root, files)
        before = snapshot(root)
        result = CliRunner().invoke(main, ["validate", str(root), "--format", "json"])
        assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
        assert result.exit_code in (0, 1), (result.exit_code, result.output)
        diagnostics = json.loads(result.stdout)
        for d in diagnostics:
            assert d["code"] in CODES
            assert d["line"] >= 1 and d["column"] >= 1
            assert d["message"]
            assert Path(d["file"]).resolve().is_relative_to(root.resolve()), d
        assert result.exit_code == (1 if any(d["severity"] == "error" for d in diagnostics) else 0)
        assert snapshot(root) == before
        return diagnostics


targets = st.sampled_from(TARGETS)
# text without control characters (those stop the reading at once, NM005), line breaks included
printable = st.text(st.characters(codec="utf-8", exclude_categories=("Cc", "Cs")) | st.sampled_from("\t\n\r"),
                    max_size=600)
real_files = st.sampled_from(sorted(REAL_FILES))


@SETTINGS
@given(target=targets, data=st.binary(max_size=1500))
@example(target="base/fuzz.yaml", data=FORMER_CRASHES[0])
@example(target="decks/fuzz.yaml", data=FORMER_CRASHES[1])
@example(target="ruleset.yaml", data=FORMER_CRASHES[2])
@example(target="base/fuzz.yaml", data=FORMER_CRASHES[3])
def test_random_bytes(target, data):
    check_validate_on(target, data)


@SETTINGS
@given(target=targets, data=st.data())
def test_truncated_real_files(target, data):
    source = REAL_FILES[data.draw(real_files)]
    cut = data.draw(st.integers(0, len(source)))
    check_validate_on(target, source[:cut])


@st.composite
def swapped(draw) -> bytes:
    """A real file with keys and values swapped, lines exchanged or dropped, values replaced."""
    lines = REAL_FILES[draw(real_files)].decode("utf-8").split("\n")
    for _ in range(draw(st.integers(1, 6))):
        i = draw(st.integers(0, len(lines) - 1))
        kind = draw(st.sampled_from(["swap-key-value", "swap-lines", "drop", "value", "key", "indent"]))
        line = lines[i]
        indent = line[: len(line) - len(line.lstrip())]
        if kind == "swap-key-value" and ":" in line:
            key, value = line.split(":", 1)
            lines[i] = f"{indent}{value.strip()}: {key.strip()}"
        elif kind == "swap-lines":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif kind == "drop":
            del lines[i]
            if not lines:
                lines = [""]
        elif kind == "value" and ":" in line:
            lines[i] = line.split(":", 1)[0] + ": " + draw(st.sampled_from(YAML_PIECES) | st.text(max_size=8))
        elif kind == "key" and ":" in line:
            lines[i] = indent + draw(st.sampled_from(YAML_PIECES) | st.text(max_size=8)) + ":" + line.split(":", 1)[1]
        elif kind == "indent":
            lines[i] = " " * draw(st.integers(0, 7)) + line.lstrip()
    return "\n".join(lines).encode("utf-8")


@SETTINGS
@given(target=targets, data=swapped())
def test_key_value_swaps(target, data):
    check_validate_on(target, data)


@SETTINGS
@given(target=targets, text=printable | st.text(max_size=50))
def test_random_unicode(target, text):
    check_validate_on(target, text.encode("utf-8"))


@SETTINGS
@given(target=targets, pieces=st.lists(st.sampled_from(YAML_PIECES) | printable.map(lambda t: t[:6]), max_size=80))
def test_random_yaml_like_text(target, pieces):
    check_validate_on(target, "".join(pieces).encode("utf-8"))


@st.composite
def mutated(draw) -> bytes:
    """A real file with YAML pieces inserted and slices deleted at random places."""
    data = bytearray(REAL_FILES[draw(real_files)])
    for _ in range(draw(st.integers(1, 8))):
        at = draw(st.integers(0, len(data)))
        if draw(st.booleans()):
            data[at:at] = draw(st.sampled_from(YAML_PIECES)).encode("utf-8")
        else:
            del data[at: at + draw(st.integers(1, 30))]
    return bytes(data)


@SETTINGS
@given(target=targets, data=mutated())
def test_mutated_real_files(target, data):
    check_validate_on(target, data)


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("data", FORMER_CRASHES, ids=["control-character", "recursive-list", "recursive-map",
                                                      "aliased-cards"])
def test_former_crash_inputs_give_diagnostics(target, data):
    diagnostics = check_validate_on(target, data)
    assert [d for d in diagnostics if d["severity"] == "error" and d["file"].endswith(target)], diagnostics


# --- validate never writes -------------------------------------------------------------------


PROBLEM_CARDS = """\
cartas:
  - id: zz-uno
    nombre: Uno
    tipo: parte
    zona: torso
    pg: 30
    car: 1
    fue: 1
    def: 1
    vel: 1
    rareza: chatarra
    arte: arte/no-esta.png
  - id: zz-apoyo
    nombre: Apoyo
    tipo: apoyo
    rareza: pura
    habilidades:
      - etiqueta: pasiva
        texto: Tu Unidad gana +1 DEF
      - etiqueta: normal
        texto: Roba una carta
      - etiqueta: normal
        texto: CAR 1 | roba una karta
"""


@pytest.fixture
def user_project(tmp_path, monkeypatch):
    """A copy of the bundled cards plus files with problems of many kinds; the working directory."""
    shutil.copytree(BUNDLED_CARDS, tmp_path / "cards")
    write_tree(tmp_path / "cards", {
        "base/zz-problemas.yaml": PROBLEM_CARDS,
        "base/zz-roto.yaml": 'id: "roto\n',
        "base/zz-latin1.yaml": b"nombre: Ca\xf1on\n",
        "base/zz-copia.yaml": PART + "pg: 4\n",
        "decks/zz-corto.yaml": "nombre: Corto\nset: base\ncartas:\n  zz-nada: 1\n",
    })
    monkeypatch.chdir(tmp_path)
    return tmp_path


def invoke_validate(*args: str):
    result = CliRunner().invoke(main, ["validate", *args])
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result


@pytest.mark.parametrize("output_format", ["text", "json", "github"])
def test_validate_never_writes(user_project, output_format):
    before = snapshot(user_project)
    assert invoke_validate("--format", output_format).exit_code == 1
    assert snapshot(user_project) == before


@pytest.mark.parametrize("paths", [["cards/base"], ["cards/base/zz-roto.yaml"], ["cards/decks/zz-corto.yaml"],
                                   ["cards/ruleset.yaml"], ["cards", "cards/base", "cards/base/zz-problemas.yaml"]])
def test_validate_never_writes_whatever_the_paths(user_project, paths):
    before = snapshot(user_project)
    assert invoke_validate(*paths).exit_code in (0, 1)
    assert snapshot(user_project) == before


def test_validate_never_writes_in_a_real_process(user_project):
    before = snapshot(user_project)
    result = subprocess.run([sys.executable, "-m", "nismatch_cards.cli", "validate", "--format", "json"],
                            cwd=user_project, capture_output=True, text=True, encoding="utf-8", timeout=120)
    assert result.returncode == 1, result.stderr
    codes = {d["code"] for d in json.loads(result.stdout)}
    assert codes == {"NM001", "NM005", "NM006", "NM020", "NM031", "NM032", "NM034", "NM041", "NM040", "NM051"}
    assert snapshot(user_project) == before


def test_read_only_cards_folder_can_be_validated(user_project):
    paths = sorted((user_project / "cards").rglob("*"), reverse=True)
    for path in paths:
        path.chmod(0o555 if path.is_dir() else 0o444)
    try:
        before = snapshot(user_project)
        assert invoke_validate("--format", "json").exit_code == 1
        assert snapshot(user_project) == before
    finally:
        for path in paths:
            path.chmod(0o755 if path.is_dir() else 0o644)
