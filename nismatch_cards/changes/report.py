"""The changes told to a person: text for the terminal, Markdown for a CHANGELOG, an HTML page.

In a text, words removed are marked ``[-así-]`` and words added ``{+así+}`` (in red and green on a
terminal); Markdown strikes the removed ones (``~~así~~``) and puts the added ones in bold; HTML
uses ``<del>`` and ``<ins>``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import click
from jinja2 import Environment, FileSystemLoader, select_autoescape

from .compare import ADDED, CHANGED, REMOVED, Changes, DeckChange, FieldChange, SetChange, WordRun

ABSENT = "—"
_KIND_MARK = {ADDED: "+", REMOVED: "-", CHANGED: "~"}
_CARD_HEADINGS = {ADDED: ("carta nueva", "cartas nuevas"), REMOVED: ("carta retirada", "cartas retiradas"),
                  CHANGED: ("carta cambiada", "cartas cambiadas")}
_SET_WORDS = {ADDED: ("set nuevo", "sets nuevos"), REMOVED: ("set retirado", "sets retirados"),
              CHANGED: ("set cambiado", "sets cambiados")}
_DECK_WORDS = {ADDED: ("mazo nuevo", "mazos nuevos"), REMOVED: ("mazo retirado", "mazos retirados"),
               CHANGED: ("mazo cambiado", "mazos cambiados")}


def count(n: int, singular: str, plural: str) -> str:
    return f"{n} {singular if n == 1 else plural}"


def _counted(items: list, words: dict) -> str:
    """«1 mazo nuevo, 2 mazos cambiados»: ``items`` (with a ``kind``) counted by kind."""
    return ", ".join(count(n, *words[kind]) for kind in (ADDED, REMOVED, CHANGED)
                     if (n := sum(i.kind == kind for i in items)))


def summary(changes: Changes) -> str:
    """«1 carta nueva, 3 cartas cambiadas; 1 set cambiado; 1 mazo nuevo», or that nothing changed."""
    if changes.empty:
        return "sin cambios"
    parts = [_counted(changes.cards, _CARD_HEADINGS) or "ninguna carta cambió"]
    parts += [_counted(items, words) for items, words in ((changes.sets, _SET_WORDS), (changes.decks, _DECK_WORDS))
              if items]
    return "; ".join(parts)


def unbumped_warning(code: str, version: str) -> str:
    return (f"las cartas del set «{code}» cambiaron pero su versión sigue siendo «{version}» (set.yaml): "
            "súbela para distinguir las pruebas impresas")


def _copies_line(deck: DeckChange, sign=lambda n: f"+{n}" if n > 0 else f"−{-n}", ref=str) -> str:
    return ", ".join(f"{sign(c.new - c.old)} {ref(c.ref)}" for c in deck.copies)


def _deck_size(deck: DeckChange) -> str:
    if deck.kind == CHANGED and deck.old_size != deck.new_size:
        return f"{deck.old_size} → {deck.new_size} cartas"
    return count(deck.new_size or deck.old_size, "carta", "cartas")


@dataclass(frozen=True)
class _Style:
    """How a format writes a field's change: its indent, the key, and what was, was removed, was added."""

    indent: str
    key: Callable[[str], str]
    same: Callable[[str], str]
    removed: Callable[[str], str]
    added: Callable[[str], str]

    def words(self, runs: tuple[WordRun, ...]) -> str:
        styled = {"=": self.same, "-": self.removed, "+": self.added}
        return " ".join(styled[r.op](r.text) for r in runs)

    def field(self, change: FieldChange) -> str:
        if change.words:
            return f"{self.indent}{self.key(change.key)}: {self.words(change.words)}"
        old = self.same(change.old) if change.old is not None else ABSENT
        new = self.same(change.new) if change.new is not None else ABSENT
        return f"{self.indent}{self.key(change.key)}: {old} → {new}"


# --- text -------------------------------------------------------------------------------------------

_TEXT = _Style("      ", str, str, lambda t: click.style(f"[-{t}-]", fg="red"),
               lambda t: click.style(f"{{+{t}+}}", fg="green"))
_text_field = _TEXT.field


def _text_set(change: SetChange) -> list[str]:
    mark = _KIND_MARK[change.kind]
    if change.kind == CHANGED:
        return [f"  {mark} {change.code} «{change.name}»", *(_text_field(f) for f in change.fields)]
    version = change.new_version if change.kind == ADDED else change.old_version
    return [f"  {mark} {change.code} «{change.name}» v{version} ({count(change.cards, 'carta', 'cartas')})"]


def to_text(changes: Changes) -> str:
    lines = [f"Cambios de «{changes.old_label}» a «{changes.new_label}»: {summary(changes)}"]
    if changes.sets:
        lines += ["", "Sets"]
        for change in changes.sets:
            lines += _text_set(change)
    if changes.cards:
        lines += ["", "Cartas"]
        for card in changes.cards:
            renamed = f" → «{card.new_name}»" if card.kind == CHANGED and card.old_name != card.new_name else ""
            shown = card.old_name if card.kind == CHANGED else card.name
            kind = f" ({card.card_type})" if card.kind != CHANGED else ""
            lines.append(f"  {_KIND_MARK[card.kind]} {card.ref} «{shown}»{renamed}{kind}")
            lines += [_text_field(f) for f in card.fields]
    if changes.decks:
        lines += ["", "Mazos"]
        for deck in changes.decks:
            size = _deck_size(deck)
            copies = f": {_copies_line(deck)}" if deck.kind == CHANGED and deck.copies else ""
            lines.append(f"  {_KIND_MARK[deck.kind]} {deck.key} «{deck.name}» ({size}){copies}")
            lines += [_text_field(f) for f in deck.fields]
    lines += [f"\nAviso: {unbumped_warning(*unbumped)}" for unbumped in changes.unbumped]
    return "\n".join(lines) + "\n"


# --- Markdown -----------------------------------------------------------------------------------------

_MARKDOWN_SPECIAL = re.compile(r"([\\`*_~\[\]<>|#])")


def md(text: str) -> str:
    """``text`` with Markdown's special characters escaped."""
    return _MARKDOWN_SPECIAL.sub(r"\\\1", text)


_MARKDOWN = _Style("  - ", lambda key: f"`{key}`", md, lambda t: f"~~{md(t)}~~", lambda t: f"**{md(t)}**")
_md_field = _MARKDOWN.field


def to_markdown(changes: Changes) -> str:
    lines = [f"## Cambios de {md(changes.old_label)} a {md(changes.new_label)}", "", f"{md(summary(changes))}."]
    if changes.sets:
        lines += ["", "### Sets", ""]
        for s in changes.sets:
            if s.kind == CHANGED:
                lines += [f"- Cambiado: **{md(s.name)}** (`{s.code}`)", *(_md_field(f) for f in s.fields)]
            else:
                version = s.new_version if s.kind == ADDED else s.old_version
                verb = "Nuevo" if s.kind == ADDED else "Retirado"
                lines.append(f"- {verb}: **{md(s.name)}** (`{s.code}`), versión {md(str(version))}, "
                             f"{count(s.cards, 'carta', 'cartas')}")
    for kind in (ADDED, REMOVED, CHANGED):
        cards = changes.of_kind(kind)
        if not cards:
            continue
        lines += ["", f"### {_CARD_HEADINGS[kind][1].capitalize()} ({len(cards)})", ""]
        for card in cards:
            if kind == CHANGED and card.old_name != card.new_name:
                lines.append(f"- `{card.ref}` ~~{md(card.old_name or '')}~~ **{md(card.new_name or '')}**")
            else:
                lines.append(f"- `{card.ref}` **{md(card.name)}**" + (f" ({md(card.card_type)})" if kind != CHANGED else ""))
            lines += [_md_field(f) for f in card.fields]
    if changes.decks:
        lines += ["", "### Mazos", ""]
        verbs = {ADDED: "Nuevo", REMOVED: "Retirado", CHANGED: "Cambiado"}
        for deck in changes.decks:
            size = _deck_size(deck)
            copies = f": {_copies_line(deck, ref=lambda r: f'`{r}`')}" if deck.kind == CHANGED and deck.copies else ""
            lines.append(f"- {verbs[deck.kind]}: **{md(deck.name)}** (`{deck.key}`, {size}){copies}")
            lines += [_md_field(f) for f in deck.fields]
    lines += [f"\n> **Aviso**: {md(unbumped_warning(*unbumped))}" for unbumped in changes.unbumped]
    return "\n".join(lines) + "\n"


# --- HTML -------------------------------------------------------------------------------------------------


def to_html(changes: Changes) -> str:
    env = Environment(loader=FileSystemLoader(Path(__file__).parent), autoescape=select_autoescape(["j2"]),
                      trim_blocks=True, lstrip_blocks=True)
    template = env.get_template("cambios.html.j2")
    return template.render(changes=changes, summary=summary(changes), kinds=(ADDED, REMOVED, CHANGED),
                           headings=_CARD_HEADINGS, warnings=[unbumped_warning(*u) for u in changes.unbumped],
                           CHANGED=CHANGED, ABSENT=ABSENT)


FORMATS = {"texto": to_text, "markdown": to_markdown, "html": to_html}
