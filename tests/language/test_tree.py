"""The Spanish tree of a parsed ability (``language/tree.py``), shown by ``nismatch analizar`` and the
site's «Estructura analizada»: every node, field and value of the catalogue has its Spanish words,
and the tree leaves out what is at its default without losing what was written."""
from __future__ import annotations

import dataclasses
import json
import typing
from enum import Enum
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language import catalogue, parse, tree
from nismatch_cards.games.nismatch.language.constructs.ability import KeywordDef
from nismatch_cards.games.nismatch.language.constructs.selection import KINDS
from nismatch_cards.games.nismatch.language.nodes import Node

from .strategies import abilities

BUNDLED = json.loads((Path(__file__).parent / "bundled-canonical.json").read_text(encoding="utf-8"))


def _subclasses(cls: type) -> set[type]:
    return {sub for direct in cls.__subclasses__() for sub in (direct, *_subclasses(direct))}


def _types_in(hint) -> set[type]:
    """The classes a field's type hint names (through ``X | None``, ``tuple[X, ...]``…)."""
    if isinstance(hint, type) and not typing.get_args(hint):
        return {hint}
    return {t for arg in typing.get_args(hint) if arg is not Ellipsis for t in _types_in(arg)}


def _node_classes() -> set[type]:
    """Every node class an ability can hold: the catalogue's, every Node subclass, and what their fields name."""
    found: set[type] = set()
    pending = [c for c in catalogue.load() if dataclasses.is_dataclass(c)] + sorted(_subclasses(Node), key=str)
    while pending:
        cls = pending.pop()
        if cls in found or cls is KeywordDef:
            continue
        found.add(cls)
        hints = typing.get_type_hints(cls)
        pending.extend(t for f in tree.shown_fields(cls) for t in _types_in(hints[f.name])
                       if dataclasses.is_dataclass(t))
    return found - {Node}


NODE_CLASSES = sorted(_node_classes(), key=lambda c: c.__name__)
FIELDS = [(cls, f) for cls in NODE_CLASSES for f in tree.shown_fields(cls)]
ENUMS = sorted({t for cls, f in FIELDS for t in _types_in(typing.get_type_hints(cls)[f.name])
                if isinstance(t, type) and issubclass(t, Enum)}, key=lambda e: e.__name__)


def test_the_walk_finds_the_whole_language():
    """Guards the walk the completeness tests rely on: it reaches nodes outside the catalogue and the enums."""
    assert {A.Outcome, A.Unit, A.Rest, A.Damage, A.Selection, A.Count}.issubset(NODE_CLASSES)
    assert {A.Noun, A.Whose, A.Player, A.Turn, A.Phase}.issubset(ENUMS)


@pytest.mark.parametrize("cls", NODE_CLASSES, ids=lambda c: c.__name__)
def test_every_node_class_has_a_spanish_name(cls):
    assert catalogue.of(cls) is not None or tree.NAMES.get(cls), \
        f"{cls.__name__}: añade su nombre en tree.NAMES o regístralo en el catálogo"
    assert tree.node_name(cls).strip()


@pytest.mark.parametrize("cls, field", FIELDS, ids=lambda x: getattr(x, "__name__", getattr(x, "name", "")))
def test_every_field_has_a_spanish_label(cls, field):
    assert (cls, field.name) in tree.CLASS_FIELDS or field.name in tree.FIELDS, \
        f"{cls.__name__}.{field.name}: añade su etiqueta en tree.FIELDS o tree.CLASS_FIELDS"


@pytest.mark.parametrize("enum", ENUMS, ids=lambda e: e.__name__)
def test_every_enum_value_has_spanish_words(enum):
    words = tree.ENUM_WORDS.get(enum, {})
    missing = [member.name for member in enum if not words.get(member)]
    assert missing == [], f"{enum.__name__}: faltan las palabras de {missing} en tree.ENUM_WORDS"


@pytest.mark.parametrize("cls, field", [(c, f) for c, f in FIELDS if str in _types_in(typing.get_type_hints(c)[f.name])],
                         ids=lambda x: getattr(x, "__name__", getattr(x, "name", "")))
def test_every_string_field_has_the_words_of_its_values(cls, field):
    assert (cls, field.name) in tree.STRING_WORDS, f"{cls.__name__}.{field.name}: añade su tabla en tree.STRING_WORDS"


def test_every_kind_the_grammar_reads_has_its_words():
    assert set(KINDS.values()) <= set(tree.STRING_WORDS[(A.OfKind, "kind")])


def test_no_label_is_left_over():
    """A label that no field uses is a renamed field whose new name has none."""
    names = {f.name for _cls, f in FIELDS}
    assert set(tree.FIELDS) - names == set()
    assert {key for key in tree.CLASS_FIELDS if key not in {(c, f.name) for c, f in FIELDS}} == set()
    assert set(tree.NAMES) & set(catalogue.load()) == set()


# --- what the tree shows -----------------------------------------------------------------------


def shown(text: str) -> str:
    return tree.to_tree_text(parse(text)) + "\n"


def test_enum_values_of_equal_spelling_keep_their_own_words():
    """``Turn.OPPONENTS`` and ``Whose.OPPONENT`` are both "de_tu_oponente" (and ``Turn.YOURS`` and ``Player.YOU``
    "tu"): each reads as its own enum says. A count of one shows its number; a default player («tú») does not."""
    assert shown("Al comienzo de la Fase de Guerrilla de tu oponente; destruye una Parte de tu oponente") == """\
Habilidad
├─ requisitos
│  └─ Al comienzo o al final de un turno o una fase
│     ├─ al comienzo: sí
│     ├─ fase: Fase de Guerrilla
│     └─ turno: turno de tu oponente
└─ efecto: Destruir
   └─ objetivo: Selección
      ├─ sustantivo: Parte
      ├─ cuántas: Cantidad de una selección
      │  ├─ modo: exactamente
      │  └─ número: 1
      └─ de quién: de tu oponente
"""


def test_a_false_against_a_true_default_is_shown():
    """«menos … que» is ``more=False``: shown as «no»; the default «más» is left out."""
    fewer = shown("CAR 2 | Si tienes menos Botines de Guerra que tu oponente; toma el primer Botín de Guerra")
    assert fewer == """\
Habilidad
├─ coste: 2
├─ requisitos
│  └─ Condición
│     └─ condición: Tener cartas
│        ├─ piloto: tú
│        ├─ cuenta: Selección
│        │  └─ sustantivo: Botín de Guerra
│        ├─ frente a: tu oponente
│        └─ tiene más: no
└─ efecto: Tomar Botines de Guerra
   └─ qué: Selección
      ├─ sustantivo: Botín de Guerra
      └─ cuántas: Cantidad de una selección
         ├─ modo: las primeras
         └─ número: 1
"""
    more = shown("CAR 2 | Si tienes más Botines de Guerra que tu oponente; toma el primer Botín de Guerra")
    assert more == fewer.replace("│        ├─ frente a: tu oponente\n│        └─ tiene más: no\n",
                                 "│        └─ frente a: tu oponente\n")


def test_a_count_of_all_has_no_number_and_a_state_reads_as_printed():
    assert shown("CAR 1 | Destruye todas las Partes dañadas") == """\
Habilidad
├─ coste: 1
└─ efecto: Destruir
   └─ objetivo: Selección
      ├─ sustantivo: Parte
      ├─ cuántas: Cantidad de una selección
      │  └─ modo: todas
      └─ filtros
         └─ Filtro: daño
            └─ dañada: sí
"""
    assert shown("Mientras esta Parte esté sin daño; tu Unidad gana +1 DEF") == """\
Habilidad
├─ requisitos
│  └─ Condición
│     ├─ condición: Estado de esta Parte
│     │  └─ estado: sin daño
│     └─ mientras: sí
└─ efecto: Cambiar estadísticas
   ├─ quién: Unidad
   │  └─ piloto: tú
   ├─ estadística: DEF
   └─ cantidad: 1
"""
    assert "│              └─ de tipo: Brazo Izquierdo\n" in shown(
        "CAR 1 | Selecciona una Parte tuya de tipo Brazo Izquierdo; destrúyela")


ENGLISH = ("Ability", "Selection", "Select", "requirements", "target", "amount", "True", "False", "None", "_")


def test_every_bundled_ability_reads_in_spanish():
    english = {text: [word for word in ENGLISH if word in tree.to_tree_text(parse(text))] for text in BUNDLED}
    assert {text: words for text, words in english.items() if words} == {}


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(abilities)
def test_any_ability_the_grammar_expresses_has_a_spanish_tree(ability):
    shown = tree.to_tree_text(ability)
    assert shown.splitlines()[0] == "Habilidad"
    assert not [word for word in ENGLISH if word in shown], shown
