"""Property tests: mutated card files, game records and scenarios get a clean diagnostic or succeed,
never a traceback, and a build never writes outside ``--out`` (issue 13).

Mutations are of two kinds: a value somewhere in the data replaced by something hostile (a path
out of the set, a URL, a control character, a huge number, a list where a name goes…), or hostile
text spliced into the file (anchors and aliases, tags, tabs, NUL, a BOM…). The examples are
derandomized, so the suite sees the same ones on every run.
"""
from __future__ import annotations

import copy
import json
from pathlib import Path

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nismatch_cards.cards.loader import load
from nismatch_cards.diagnostics import CODES, format_github, format_json, format_text, unprintable
from nismatch_cards.games.nismatch.engine.record import RecordError, replay_file
from nismatch_cards.games.nismatch.engine.scenario import ScenarioResult, run_scenario_file

from .helpers import BUNDLED, PART, REPO, SET_T, SUPPORT, invoke, snapshot, write_tree
from .test_records_and_scenarios import good_record

FUZZ = settings(derandomize=True, deadline=None, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

HOSTILE_VALUES = ["../../outside/secreto.txt", "/etc/hostname", "file:///etc/hostname", "http://127.0.0.1:9/x.png",
                  "\x1b[2J", "x\ncards/t/a.yaml:1:1: error NM001 [f]: falso", "\u202eoculto", "dorso", "tts", "a" * 300,
                  "9" * 5000, "{{ cycler.__init__.__globals__ }}", "<script>alert(1)</script>", "arte/../../x.png",
                  "A: activar x ²", "B.torso.dano", "1v1", "principal1", "chispazo"]
JUNK = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-10 ** 40, max_value=10 ** 40),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=12), st.sampled_from(HOSTILE_VALUES),
    st.lists(st.sampled_from([1, "x", None, "chispazo"]), max_size=3),
    st.dictionaries(st.sampled_from(["a", "carta", "piloto", "tipo", "id"]), st.sampled_from([1, "x", None]), max_size=2))
SPLICES = ["&a [*a, *a]", "*nada", "!!python/object/apply:os.system ['id']", "\t", ": :", "- [", "%YAML 1.1\n",
           "\n---\n", "\x00", "\ufeff", "{", "'", '"\\e[31m"', "<<: *a", "? [a, b]\n: c", "\n" + "  " * 40 + "x: 1",
           "9" * 400, ".nan", "!!binary aGk=", "&a\n", "\r\n"]


def paths(data, here=()):
    """Every place in nested data: ``()`` for the whole, then keys and indexes."""
    yield here
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        yield from paths(value, here + (key,))


def replaced(data, where: tuple, value):
    if not where:
        return value
    data = copy.deepcopy(data)
    target = data
    for step in where[:-1]:
        target = target[step]
    target[where[-1]] = value
    return data


@st.composite
def mutated_data(draw, original, whole: bool = True):
    """``original`` with one to three of its values replaced by junk (``whole``: perhaps all of it)."""
    data = copy.deepcopy(original)
    for _ in range(draw(st.integers(1, 3))):
        places = list(paths(data))[0 if whole else 1:]
        data = replaced(data, draw(st.sampled_from(places)), draw(JUNK))
    return data


@st.composite
def mutated_text(draw, original: str):
    """``original`` with hostile text spliced in, or a piece cut out."""
    text = original
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(text)))
        if draw(st.booleans()):
            text = text[:at] + draw(st.sampled_from(SPLICES)) + text[at:]
        else:
            text = text[:at] + text[at + draw(st.integers(1, 20)):]
    return text


def dump(data) -> str:
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)


CARD_FILE = {"cartas": [yaml.safe_load(PART), yaml.safe_load(SUPPORT) | {
    "habilidades": [{"etiqueta": "normal", "texto": "CAR 1 | Roba 1 carta"}]}]}
CARD_FILES = st.one_of(mutated_data(CARD_FILE).map(dump), mutated_text(dump(CARD_FILE)))


def check_clean(diagnostics) -> None:
    """Diagnostics a user can read: known codes, real places, and safe one-line output in every format."""
    for d in diagnostics:
        assert d.code in CODES and d.line >= 1 and d.column >= 1 and d.severity in ("error", "warning")
    for line in format_text(diagnostics).splitlines() + format_github(diagnostics).splitlines():
        assert not unprintable(line), line
    json.loads(format_json(diagnostics))


@settings(FUZZ, max_examples=60)
@given(text=CARD_FILES, set_yaml=st.one_of(st.just(SET_T), mutated_text(SET_T + "dorso: dorso.png\n")))
def test_a_mutated_card_file_gets_diagnostics_never_a_traceback(project, text, set_yaml):
    root = project({"cards/t/parte.yaml": text, "cards/t/apoyo.yaml": SUPPORT, "cards/t/set.yaml": set_yaml})
    before = snapshot(root)
    result = load([Path("cards")])
    check_clean(result.diagnostics)
    assert snapshot(root) == before  # validating writes nothing


@st.composite
def hostile_cards(draw):
    """A card file whose texts and art are hostile but whose shape is valid, so that it is built."""
    card = yaml.safe_load(PART)
    card["nombre"] = draw(st.one_of(st.sampled_from(HOSTILE_VALUES[:13]), st.text(min_size=1, max_size=20)))
    card["ambientacion"] = draw(st.one_of(st.sampled_from(HOSTILE_VALUES[:13]), st.text(min_size=1, max_size=40)))
    if draw(st.booleans()):
        card["arte"] = draw(st.sampled_from(["../../outside/secreto.txt", "/etc/hostname", "arte/a.svg", "fuera.png"]))
    return dump({"cartas": [card]})


@settings(FUZZ, max_examples=10)
@given(text=hostile_cards())
def test_a_build_of_hostile_cards_writes_only_inside_out(project, text):
    root = project({"cards/t/parte.yaml": text, "cards/t/arte/a.svg": '<svg xmlns="http://www.w3.org/2000/svg">'
                    '<image href="file:///etc/hostname"/></svg>'})
    Path("cards/t/fuera.png").unlink(missing_ok=True)
    Path("cards/t/fuera.png").symlink_to(root / "outside" / "secreto.txt")
    outside = {k: v for k, v in snapshot(root).items() if not k.startswith("out/")}
    run = invoke("build", "html", "--out", "out", "--forzar")
    assert run.exception is None, repr(run.exception)
    assert run.exit_code in (0, 1), run.stderr
    assert {k: v for k, v in snapshot(root).items() if not k.startswith("out/")} == outside
    assert not [p for p in Path("out").rglob("*") if p.is_symlink()] if Path("out").exists() else True


RECORD_LINES = [json.loads(line) for line in good_record()[:6]]
RECORDS = st.one_of(
    mutated_data(RECORD_LINES, whole=False).map(lambda rows: "\n".join(json.dumps(r) for r in rows) + "\n"),
    mutated_data(RECORD_LINES[1:], whole=False).map(  # the header intact: the game is replayed
        lambda rows: "\n".join([good_record()[0], *(json.dumps(r) for r in rows)]) + "\n"),
    mutated_text("\n".join(good_record()[:6]) + "\n"))


@settings(FUZZ, max_examples=40)
@given(text=RECORDS)
def test_a_mutated_record_is_a_record_error_never_a_traceback(tmp_path, text):
    path = tmp_path / "r.jsonl"
    path.write_text(text, encoding="utf-8")
    try:
        replay_file(path, [BUNDLED])
    except RecordError as error:
        assert "r.jsonl" in str(error)


SCENARIOS = sorted((REPO / "tests" / "engine" / "scenarios").glob("*.yaml"))[:8]


@settings(FUZZ, max_examples=60)
@given(source=st.sampled_from(SCENARIOS), data=st.data())
def test_a_mutated_scenario_is_a_failed_scenario_never_a_traceback(tmp_path, source, data):
    original = yaml.safe_load(source.read_text(encoding="utf-8"))
    text = data.draw(st.one_of(mutated_data(original).map(dump), mutated_text(source.read_text(encoding="utf-8"))))
    path = tmp_path / "s.yaml"
    write_tree(tmp_path, {"s.yaml": text})
    result = run_scenario_file(path, [BUNDLED])
    assert isinstance(result, ScenarioResult)
    assert not unprintable(str(result).replace("\n", " "))
