"""Robustness: whatever a designer's editor leaves in a file, ``validate`` answers with diagnostics.

Hypothesis feeds random bytes, truncated and mutated copies of the bundled card files, key/value
swaps and random unicode to ``nismatch validate`` on a small temporary set, and checks that no
exception escapes, the exit code is 0 or 1, the JSON diagnostics are well formed, and no file of the
folder was changed, added or removed. ``validate`` must never write: that is checked separately on a
copy of the bundled cards, with every output format, in-process and in a real process.

Three crashes are known and pinned as ``xfail`` elsewhere (control characters, recursive anchors in
test_validate_yaml.py; aliased «cartas» entries in test_validate_schema.py). Inputs that would hit
them are recognised *from the input* by :func:`known_crash` and rejected, so the property keeps
testing everything else.
"""
from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from hypothesis import HealthCheck, assume, given, settings
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
               "%YAML 1.1\n", "<<: ", "\ufeff", "\\u00e1", "arte: ../x.png", "2024-01-01"]

SETTINGS = settings(max_examples=100, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

# YAML 1.1 printable characters (what libyaml's reader accepts)
_NON_PRINTABLE = re.compile("[^\x09\x0a\x0d\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def known_crash(data: bytes) -> str | None:
    """The known bug an input would hit, or None. Decided from the input, not from the crash."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return None  # NM005 is given before YAML is looked at
    if _NON_PRINTABLE.search(text):
        return "control character (ReaderError)"
    if "*" not in text:
        return None
    try:  # same order as the loader: refuse deep nesting before composing
        depth = 0
        for event in yaml.parse(text, Loader=yaml.CSafeLoader):
            if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
                depth += 1
                if depth > 64:
                    return None
            elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
                depth -= 1
        root = yaml.compose(text, Loader=yaml.CSafeLoader)
    except yaml.YAMLError:
        return None
    seen: set[int] = set()
    stack = [root] if root is not None else []
    while stack:  # a collection reached twice: a recursive anchor or an aliased card entry
        node = stack.pop()
        if not isinstance(node, (yaml.MappingNode, yaml.SequenceNode)):
            continue
        if id(node) in seen:
            return "alias of a list or map (RecursionError / KeyError)"
        seen.add(id(node))
        children = node.value if isinstance(node, yaml.SequenceNode) else [n for pair in node.value for n in pair]
        stack.extend(children)
    return None


def check_validate_on(target: str, data: bytes) -> None:
    """Put ``data`` at ``target`` in a small cards folder, validate it, check the outcome."""
    assume(known_crash(data) is None)
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


targets = st.sampled_from(TARGETS)
# text a YAML reader accepts (control characters are a known crash, see known_crash), line breaks included
printable = st.text(st.characters(codec="utf-8", exclude_categories=("Cc", "Cs")) | st.sampled_from("\t\n\r"),
                    max_size=600)
real_files = st.sampled_from(sorted(REAL_FILES))


@SETTINGS
@given(target=targets, data=st.binary(max_size=1500))
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


def test_known_crash_recognises_the_pinned_bugs():
    assert known_crash(b"id: a\nnombre: X\x00\n")
    assert known_crash(b"a: &a [*a]\n")
    assert known_crash(b"base: &b {tipo: apoyo}\ncartas:\n  - *b\n  - *b\n")
    assert known_crash(b"a: &x 1\nb: *x\n") is None  # a scalar alias is fine
    assert known_crash(SMALL_CARDS) is None
    assert known_crash(b"\xff\x00") is None  # not UTF-8: NM005 first


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
