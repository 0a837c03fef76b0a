"""The catalogue of constructs: each construct of the language is registered here by the module
that defines it, with everything about it in that one place.

A construct module (``constructs/*.py``) holds, for each construct:

* its **grammar** — a Lark file in ``grammar/nismatch/`` named by the entry (normalised spelling: lower case, no
  accents);
* its **AST node** — a frozen dataclass (:class:`~.nodes.Node`) decorated with :func:`construct`;
* its **builders** — functions decorated with :func:`builds`, one per grammar rule or alias,
  turning the rule's children into nodes;
* its **printer** (the node's ``text`` method), its **checks** (``problems``), its **engine**
  behaviour (``run``/``holds``/…), its **bot hook** (``bot_value``) and its **doc** (name, block,
  summary and examples, which the site's glossary and docs/ability-language.md are made from).

:func:`grammar` assembles the files behind the skeleton ``grammar/nismatch/ability.lark``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ....paths import data_path

#: The card language's grammar files (a checkout's top-level ``grammar/nismatch/``).
GRAMMAR_DIR = data_path("grammar/nismatch")
SKELETON = GRAMMAR_DIR / "ability.lark"

#: The building blocks, in the order the reference documents them.
BLOCKS = ("habilidad", "selección", "cantidad", "condición", "disparador", "duración", "requisito", "efecto",
          "palabra clave")


@dataclass(frozen=True)
class Construct:
    """One construct of the language and its documentation."""

    node: type
    block: str  # one of BLOCKS
    name: str  # Spanish name, for the glossary
    grammar: str  # its Lark rules (the text of its grammar file)
    summary: str  # what it means, in Spanish
    examples: tuple[tuple[str, str], ...]  # (ability text that uses it, in canonical form; what it does in a game)
    grammar_file: str = ""  # its file in grammar/nismatch/, if it has rules of its own

    @property
    def id(self) -> str:
        return self.node.__name__


CATALOGUE: dict[type, Construct] = {}
BUILDERS: dict[str, Callable] = {}
_MODULES = ("amounts", "selection", "filters", "conditions", "triggers", "durations", "requirements", "effects_parts",
            "effects_cards", "effects_control", "counters", "replacements", "bans", "past", "zones", "costs", "stat_copy",
            "ability", "turns", "optional", "damage_changes", "events", "players", "timing", "seen",
            "revealed", "references", "amounts_more", "events_more", "rule_changes",
            "filters_more", "part_stats", "economy", "replace_more", "modes", "timing_more", "pilots_more", "amounts_counted", "battle", "statics", "cards_more", "replace_cards", "stat_words", "pilots_battle", "events_worded", "parts_wording", "frame", "cards_zones", "pilots_each", "battle_time",
            "workshops", "stats_more", "picks", "zones_carga")


def construct(block: str, name: str, summary: str, examples: tuple[tuple[str, str], ...] = (), grammar: str = ""):
    """Class decorator: register an AST node class as a construct of ``block``; ``grammar`` names its file in
    ``grammar/nismatch/`` (none for a construct whose rules another construct's file holds)."""
    if block not in BLOCKS:
        raise ValueError(f"unknown block {block!r}")
    rules = (GRAMMAR_DIR / grammar).read_text(encoding="utf-8").strip() if grammar else ""

    def register(cls: type) -> type:
        CATALOGUE[cls] = Construct(cls, block, name, rules, summary, tuple(examples), grammar)
        return cls

    return register


def builds(*names: str):
    """Function decorator: the builder of grammar rules or aliases ``names`` (children → node)."""

    def register(fn: Callable) -> Callable:
        for name in names:
            if name in BUILDERS:
                raise ValueError(f"two builders for {name!r}")
            BUILDERS[name] = fn
        return fn

    return register


def load() -> dict[type, Construct]:
    """Import every construct module (each registers itself) and return the catalogue."""
    import importlib

    for module in _MODULES:
        importlib.import_module(f"{__package__}.constructs.{module}")
    return CATALOGUE


def grammar() -> str:
    """The whole grammar: the skeleton, then every construct's snippet in catalogue order."""
    load()
    snippets = [SKELETON.read_text(encoding="utf-8")]
    seen: set[str] = set()
    for c in _ordered():
        if c.grammar and c.grammar not in seen:
            seen.add(c.grammar)
            snippets.append(f"// {c.block}: {c.name} ({c.id})\n{c.grammar}")
    return "\n\n".join(snippets) + "\n"


def _ordered() -> list[Construct]:
    """The constructs in :data:`_MODULES` order, then as each module defines them: the same whichever
    module was imported first."""
    def module_index(c: Construct) -> int:
        module = c.node.__module__.rsplit(".", 1)[-1]
        return _MODULES.index(module) if module in _MODULES else len(_MODULES)
    return sorted(CATALOGUE.values(), key=module_index)


def by_block() -> dict[str, list[Construct]]:
    """The constructs grouped by building block, in :data:`BLOCKS` order."""
    load()
    groups: dict[str, list[Construct]] = {block: [] for block in BLOCKS}
    for c in _ordered():
        groups[c.block].append(c)
    return {block: items for block, items in groups.items() if items}


def of(node_or_class) -> Construct | None:
    """The construct of an AST node (or node class), if it is one."""
    cls = node_or_class if isinstance(node_or_class, type) else type(node_or_class)
    return CATALOGUE.get(cls)
