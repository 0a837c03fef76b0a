"""An existing YAML file changed to new data in place: only the values that differ are rewritten;
the comments, blank lines, key order, quoting and indentation of everything else stay as written.

Two ways, both checked by the caller (the text must load back to the new data):

- :func:`spliced_text`, when only values change (the usual balancing): each changed one-line value
  is rewritten between the positions where the project's loader found it;
- :func:`updated_text`, when cards or keys are added, removed or moved: ruamel.yaml's round trip,
  which keeps comments, order and quotes. Which values differ is decided on the data as the
  project's loader reads it (YAML 1.1: ``yes`` is true), never on ruamel's reading (YAML 1.2), so
  what was not changed is never rewritten. Comments in ruamel hang on the value before them; here
  the lines between two items of a list (blank lines, a ``# --- sección`` comment) go with the
  item they come before, and those after the last item stay at the end.
"""
from __future__ import annotations

import io
import json
import re
from collections import Counter
from typing import Any

import yaml
from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import CommentMark
from ruamel.yaml.scalarstring import (DoubleQuotedScalarString, FoldedScalarString, LiteralScalarString,
                                      SingleQuotedScalarString)
from ruamel.yaml.tokens import CommentToken
from ruamel.yaml.util import load_yaml_guess_indent

#: Lines between values: (column, text) with text "" for a blank line.
Lines = list[tuple[int, str]]
_COLLECTIONS = (CommentedMap, CommentedSeq)
_BLOCK_TEXTS = (LiteralScalarString, FoldedScalarString)
_RESOLVER = yaml.resolver.Resolver()
#: A text that may be written without quotes (in a block; inside «[…]» or «{…}», with none of «,[]{}» either).
_PLAIN = re.compile(r"[^\s\-?:,\[\]{}#&*!|>'\"%@`](?:[^:#\n]|:(?=\S)|(?<=\S)#)*(?<![\s:])")
_FLOW_SIGNS = re.compile(r"[,\[\]{}]")


class CannotKeep(Exception):
    """The file is not shaped as this update can follow (its data and ruamel's reading disagree)."""


def updated_text(text: str, old: Any, new: Any) -> tuple[str, bool]:
    """``text``, a YAML file whose data (as the project loads it) is ``old``, changed to ``new``, and
    whether ruamel writes the file's unchanged lines as they were (not when its indentation is not
    the same throughout); :class:`CannotKeep` when it cannot be changed in place."""
    windows = "\r\n" in text
    text = text.replace("\r\n", "\n")
    rt = YAML(typ="rt")
    rt.preserve_quotes = True
    rt.width = 1_000_000  # a long line stays one line
    root, indent, offset = load_yaml_guess_indent(text, yaml=rt)
    if offset is None:  # no list yet: as the import writes them («  - id: …»)
        indent, offset = 4, 2
    rt.indent(mapping=_mapping_indent(text), sequence=indent, offset=offset)
    faithful = _dumped(rt, root) == text
    result = _dumped(rt, _changed(root, old, new, top=True))
    return (result.replace("\n", "\r\n") if windows else result), faithful


def _dumped(rt: YAML, root: Any) -> str:
    out = io.StringIO()
    rt.dump(root, out)
    return out.getvalue()


def spliced_text(text: str, root: yaml.Node | None, old: Any, new: Any) -> str | None:
    """The quick way, for the usual changes (values, and cards removed): each changed one-line value
    of ``text`` rewritten where it is written (``root``: the file's nodes as the project composed
    them), in its quoting, and a removed card's lines deleted; None when something else changes.
    (ruamel's round trip reads and writes the whole file in Python, some 8 ms a card.)"""
    splice = _Splice(text)
    if root is None or not splice.collect(root, old, new, False):
        return None
    for start, end, written in sorted(splice.edits, reverse=True):
        text = text[:start] + written + text[end:]
    return text


class _Splice:
    """The edits (start, end, new text) that turn a file's text into the new data's."""

    def __init__(self, text: str):
        self.lines = text.split("\n")
        self.offsets = [0] + [m.end() for m in re.finditer("\n", text)]  # where each line starts
        self.edits: list[tuple[int, int, str]] = []

    def collect(self, node: yaml.Node, old: Any, new: Any, flow: bool) -> bool:
        """Add what turns ``node`` (read as ``old``) into ``new``; False when that is more than values
        and removed cards."""
        if same_data(old, new):
            return True
        if isinstance(node, yaml.MappingNode) and isinstance(old, dict) and isinstance(new, dict):
            values = {k.value: v for k, v in node.value if isinstance(k, yaml.ScalarNode)}
            return old.keys() == new.keys() and len(values) == len(old) and all(
                isinstance(k, str) and k in values and self.collect(values[k], old[k], new[k], node.flow_style)
                for k in old)
        if isinstance(node, yaml.SequenceNode) and isinstance(old, list) and isinstance(new, list):
            kept = self._kept_cards(node, old, new) if len(old) != len(new) else list(range(len(old)))
            ids = [[e.get("id") if isinstance(e, dict) else None for e in entries] for entries in (old, new)]
            return kept is not None and len(node.value) == len(old) and [ids[0][k] for k in kept] == ids[1] and all(
                self.collect(node.value[k], old[k], v, node.flow_style) for k, v in zip(kept, new))
        if isinstance(node, yaml.ScalarNode) and node.style not in ("|", ">"):
            written = _scalar_text(new, node.style, flow)
            if written is not None:
                self.edits.append((node.start_mark.index, node.end_mark.index, written))
                return True
        return False

    def _kept_cards(self, node: yaml.SequenceNode, old: list, new: list) -> list[int] | None:
        """The places of the cards ``new`` keeps from a block list of cards, each one removed deleted
        with the blank lines before it; the comments between cards stay (before the next card)."""
        if node.flow_style or not _cards(old, new) or len(node.value) != len(old):
            return None
        wanted = {entry["id"] for entry in new}
        kept = [k for k, entry in enumerate(old) if entry["id"] in wanted]
        starts = [item.start_mark.line for item in node.value]
        dash = [len(self.lines[n]) - len(self.lines[n].lstrip(" ")) for n in starts]
        if len(set(dash)) != 1 or not all(self.lines[n].lstrip(" ").startswith("- ") for n in starts):
            return None  # items not written «- id: …» one under another
        last = node.end_mark.line + (1 if node.end_mark.column else 0)  # a file may end without a line break
        ends = [self._content_end(starts[k], starts[k + 1] if k + 1 < len(starts) else last, dash[0])
                for k in range(len(starts))]
        for k in range(len(old)):
            first_kept = kept and k == kept[0] and k > 0
            if k not in kept or first_kept:  # the blank lines before it go (none before a list's first item)
                for line in range(ends[k - 1] if k else starts[k], starts[k]):
                    if not self.lines[line].strip():
                        self._delete(line, line + 1)
            if k not in kept:
                self._delete(starts[k], ends[k])
        return kept

    def _content_end(self, start: int, boundary: int, dash: int) -> int:
        """The line after an item's last: blank lines and comments no further right than its «-»
        are before the next item (block texts are further right)."""
        end = min(boundary, len(self.lines))
        while end - 1 > start and (not self.lines[end - 1].strip() or self.lines[end - 1].lstrip(" ").startswith("#")
                                   and len(self.lines[end - 1]) - len(self.lines[end - 1].lstrip(" ")) <= dash):
            end -= 1
        return end

    def _delete(self, first: int, end: int) -> None:
        """Delete lines ``first`` up to ``end`` (not included)."""
        stop = self.offsets[end] if end < len(self.offsets) else self.offsets[-1] + len(self.lines[-1])
        self.edits.append((self.offsets[first], stop, ""))


def _scalar_text(value: Any, style: str | None, flow: bool) -> str | None:
    """A one-line scalar as YAML writes it, in ``style`` (a plain one quoted when it must be)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if not isinstance(value, str) or "\n" in value:
        return None
    if style == '"':
        return json.dumps(value, ensure_ascii=False)  # a JSON string is a YAML double-quoted one
    if style != "'" and _PLAIN.fullmatch(value) and not (flow and _FLOW_SIGNS.search(value)) and \
            _RESOLVER.resolve(yaml.ScalarNode, value, (True, False)) == "tag:yaml.org,2002:str":
        return value
    return "'" + value.replace("'", "''") + "'"


def _mapping_indent(text: str) -> int:
    """How far a file indents a mapping inside another (2 when it never does)."""
    lines = text.splitlines()
    for line, following in zip(lines, lines[1:]):
        key, below = line.rstrip(), following.lstrip(" ")
        if not key.endswith(":") or key.lstrip().startswith("#") or not below or below.startswith(("-", "#")):
            continue
        step = len(following) - len(below) - (len(key) - len(key.lstrip(" -")))  # «  - pasuk:»: the key's column
        if step > 0:
            return step
    return 2


def _changed(current: Any, old: Any, new: Any, top: bool = False) -> Any:
    """``current`` (ruamel's value, read as ``old``) as ``new``: updated in place when both are maps
    or both lists, otherwise a new value written in ``current``'s style."""
    if same_data(old, new):
        return current
    if top and isinstance(current, CommentedMap) and "cartas" not in old and list(new) == ["cartas"] \
            and isinstance(new["cartas"], list):
        return _into_list(current, old, new["cartas"])
    if isinstance(current, CommentedMap) and isinstance(old, dict) and isinstance(new, dict):
        _update_map(current, old, new)
        return current
    if isinstance(current, CommentedSeq) and isinstance(old, list) and isinstance(new, list):
        _update_list(current, old, new, cards=top or _cards(old, new))
        return current
    if top:
        raise CannotKeep("the file changes shape")
    return _value(new, current)


def _into_list(card: CommentedMap, old: dict, cards: list) -> CommentedMap:
    """A file of one card that now holds several: the card (updated) and the new ones under
    ``cartas:``; the comments above the card stay at the top of the file."""
    root = CommentedMap()
    root.ca.comment, card.ca.comment = card.ca.comment, None
    root["cartas"] = CommentedSeq([card])
    _update_list(root["cartas"], [old], cards, cards=True)
    _shift_comments(card, 4)  # its lines move under «  - »: its end-of-line comments keep their distance
    return root


def _shift_comments(node: Any, columns: int) -> None:
    if not isinstance(node, _COLLECTIONS):
        return
    for entry in node.ca.items.values():
        for token in entry:
            for one in token if isinstance(token, list) else [token]:
                if isinstance(one, CommentToken) and one.start_mark is not None:
                    one.start_mark = CommentMark(one.start_mark.column + columns)
    for value in node.values() if isinstance(node, CommentedMap) else node:
        _shift_comments(value, columns)


def same_data(a: Any, b: Any) -> bool:
    """Equal and of the same types all the way down (``1`` is not ``true``)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same_data(v, b[k]) for k, v in a.items())
    if isinstance(a, list):
        return len(a) == len(b) and all(same_data(x, y) for x, y in zip(a, b))
    return a == b


def _update_map(node: CommentedMap, old: dict, new: dict) -> None:
    if set(node) != set(old) or getattr(node, "merge", None):
        raise CannotKeep("keys read differently")
    after = _take_tail(node)
    for key in [k for k in node if k not in new]:
        _delete(node, key)
    previous = None
    for key, value in new.items():
        if key in node:
            node[key] = _changed(node[key], old[key], value)
            _keep_comment_gap(node, key, old[key], value)
        else:
            node.insert(list(node).index(previous) + 1 if previous is not None else 0, key, _value(value))
        previous = key
    _give_tail(node, after)


def _keep_comment_gap(node: CommentedMap, key: Any, old: Any, new: Any) -> None:
    """A one-line value rewritten longer or shorter: its end-of-line comment moves with it, keeping the spaces
    written before it («nombre: Dragoncito   # provisional» → «nombre: Dragoncito Feroz   # provisional»)."""
    entry = node.ca.items.get(key)
    token = entry[2] if entry and len(entry) > 2 else None
    if isinstance(old, (dict, list)) or isinstance(new, (dict, list)) or not isinstance(token, CommentToken) \
            or token.start_mark is None or not token.value.startswith("#"):
        return
    grow = len(str(new)) - len(str(old))
    if grow:
        token.start_mark = CommentMark(max(0, token.start_mark.column + grow))


def _delete(node: CommentedMap, key: Any) -> None:
    """Remove ``key``; the comment lines after its value (not its own end-of-line comment) stay, after the key before it."""
    keys = list(node)
    value = node[key]
    if isinstance(value, _COLLECTIONS) and value and not _flow(value):
        lines = _take_tail(value)
    else:
        lines = _split_token(node.ca.items.get(key, [None] * 3)[2], _is_block(value))[1]
    node.ca.items.pop(key, None)
    del node[key]
    at = keys.index(key)
    if at > 0:
        _give_value_tail(node, keys[at - 1], lines)


def _update_list(node: CommentedSeq, old: list, new: list, cards: bool) -> None:
    """Items matched by ``id`` (cards) or by place; each keeps the lines written before it."""
    if len(node) != len(old):
        raise CannotKeep("lists read differently")
    if _flow(node):
        node[:] = [_changed(node[i], old[i], v) if i < len(old) else _value(v) for i, v in enumerate(new)]
        return
    order = _order(old, new) if cards else [j if j < len(old) else None for j in range(len(new))]
    # the comment lines before the first item, kept by ruamel on the key above (one list shared with the key)
    first = node.ca.comment[1] if node.ca.comment and isinstance(node.ca.comment[1], list) else None
    before = [_lines_of_pre(first)] + [_take_item_tail(node, k) for k in range(len(old) - 1)]
    end = _take_item_tail(node, len(old) - 1) if old else []
    for k in range(1, len(old)):
        before[k] = _lines_of_pre(node.ca.items.get(k, [None, None])[1]) + before[k]
    kept = {k for k in order if k is not None}
    carried: Lines = []
    for k in range(len(old)):  # a removed item's comments go to the next one kept
        if k not in kept:
            carried += [line for line in before[k] if line[1]]
        elif carried:
            before[k], carried = carried + before[k], []
    end = carried + end
    usual = _usual(before[1:], cards)
    quotes = _quotes(node) if cards else {}
    items, heads = [], []
    for j, k in enumerate(order):
        items.append(_changed(node[k], old[k], new[j]) if k is not None else _value(new[j], quotes=quotes))
        if k is None:
            heads.append(usual)
        elif k == 0:  # the old first item further down: a separator, then the comments it had
            heads.append(usual + before[0])
        else:
            heads.append(before[k])
    if order and order[0] != 0:  # a new first item: its comments go where ruamel keeps the first item's
        comments = [line for line in heads[0] if line[1]]
        if first is not None:
            first[:] = _pre_tokens(comments)
        elif len(heads) > 1:  # no such place: before the second, after the blank lines that part them
            blank = next((i for i, line in enumerate(heads[1]) if line[1]), len(heads[1]))
            heads[1] = heads[1][:blank] + comments + heads[1][blank:]
        else:
            end = comments + end
    eol = {j: node.ca.items[k][0] for j, k in enumerate(order) if k is not None and node.ca.items.get(k, [None])[0]}
    node.ca.items.clear()
    node[:] = items
    for j, token in eol.items():
        node.ca.items.setdefault(j, [None, None, None, None])[0] = token
    for j in range(1, len(items)):
        if heads[j]:
            node.ca.items.setdefault(j, [None, None, None, None])[1] = _pre_tokens(heads[j])
    if items:
        _give_item_tail(node, len(items) - 1, end)


def _order(old: list, new: list) -> list[int | None]:
    """For each new card, the place of the old card with its id (None: a new card)."""
    places = {entry.get("id"): k for k, entry in enumerate(old) if isinstance(entry, dict)}
    return [places.get(entry.get("id")) if isinstance(entry, dict) else None for entry in new]


def _cards(old: list, new: list) -> bool:
    """Whether both lists are of maps with distinct ids."""
    for entries in (old, new):
        ids = [e.get("id") if isinstance(e, dict) else None for e in entries]
        if not entries or None in ids or len(set(map(repr, ids))) != len(ids):
            return False
    return True


def _usual(heads: list[Lines], cards: bool) -> Lines:
    """What goes before a new item: the commonest plain separator of the list (a blank line between cards)."""
    plain = [tuple(h) for h in heads if not any(text for _, text in h)]
    if plain:
        return list(Counter(plain).most_common(1)[0][0])
    return [(0, "")] if cards and not heads else []


# --- the comment lines after a value -------------------------------------------------------------------


def _flow(node: Any) -> bool:
    return isinstance(node, _COLLECTIONS) and node.fa.flow_style()


def _is_block(value: Any) -> bool:
    return isinstance(value, _BLOCK_TEXTS)


def _slot(node: Any) -> tuple[dict, Any, int, Any] | None:
    """Where ruamel keeps the lines after the last value of a block collection: (comments, key, index, value)."""
    if not isinstance(node, _COLLECTIONS) or not node or _flow(node):
        return None
    key = next(reversed(node)) if isinstance(node, CommentedMap) else len(node) - 1
    value = node[key]
    if isinstance(value, _COLLECTIONS) and value and not _flow(value):
        return _slot(value)
    return node.ca.items, key, 2 if isinstance(node, CommentedMap) else 0, value


def _take_tail(node: Any) -> Lines:
    """The lines after the last value of ``node``, taken from there (its end-of-line comment stays)."""
    slot = _slot(node)
    if slot is None:
        return []
    items, key, index, value = slot
    entry = items.get(key)
    if not entry or entry[index] is None:
        return []
    eol, lines = _split_token(entry[index], _is_block(value))
    entry[index] = CommentToken(eol + "\n", entry[index].start_mark, None) if eol else None
    return lines


def _give_tail(node: Any, lines: Lines) -> None:
    slot = _slot(node)
    if slot is not None and lines:
        items, key, index, value = slot
        entry = items.setdefault(key, [None, None, None, None])
        entry[index] = _tail_token(entry[index], lines, _is_block(value))


def _give_value_tail(node: CommentedMap, key: Any, lines: Lines) -> None:
    value = node[key]
    if isinstance(value, _COLLECTIONS) and value and not _flow(value):
        _give_tail(value, lines)
    elif lines:
        entry = node.ca.items.setdefault(key, [None, None, None, None])
        entry[2] = _tail_token(entry[2], lines, _is_block(value))


def _take_item_tail(node: CommentedSeq, k: int) -> Lines:
    item = node[k]
    if isinstance(item, _COLLECTIONS) and item and not _flow(item):
        return _take_tail(item)
    entry = node.ca.items.get(k)
    if not entry or entry[0] is None:
        return []
    eol, lines = _split_token(entry[0], _is_block(item))
    entry[0] = CommentToken(eol + "\n", entry[0].start_mark, None) if eol else None
    return lines


def _give_item_tail(node: CommentedSeq, k: int, lines: Lines) -> None:
    item = node[k]
    if isinstance(item, _COLLECTIONS) and item and not _flow(item):
        _give_tail(item, lines)
    elif lines:
        entry = node.ca.items.setdefault(k, [None, None, None, None])
        entry[0] = _tail_token(entry[0], lines, _is_block(item))


def _split_token(token: CommentToken | None, block: bool) -> tuple[str, Lines]:
    """A comment after a value as its end-of-line comment and the lines below it. After a quoted or
    plain value the token starts on the value's line; after a block text, on the line below, its
    first line's indentation kept in the token's column."""
    if token is None:
        return "", []
    text = token.value
    if block:
        return "", _lines(text, token.start_mark.column)
    eol, _, rest = text.partition("\n")
    return eol.strip(), _lines(rest, None)


def _lines(text: str, first_column: int | None) -> Lines:
    found = []
    for n, line in enumerate(text.splitlines()):
        stripped = line.lstrip(" ")
        column = first_column if n == 0 and first_column is not None and stripped == line else len(line) - len(stripped)
        found.append((column, stripped) if stripped else (0, ""))
    return found


def _tail_token(token: CommentToken | None, lines: Lines, block: bool) -> CommentToken:
    """``token`` (the lines after a value) with ``lines`` added below."""
    eol, before = _split_token(token, block)
    body = "".join(" " * column + text + "\n" for column, text in before + lines)
    return CommentToken(body if block else eol + "\n" + body, CommentMark(0), None)


def _lines_of_pre(tokens: list | None) -> Lines:
    """The comment lines ruamel keeps before a list item (after a flow value)."""
    found: Lines = []
    for token in tokens or []:
        found += _lines(token.value, token.start_mark.column)
    return found


def _pre_tokens(lines: Lines) -> list[CommentToken]:
    return [CommentToken(text + "\n" if text else "\n", CommentMark(column), None) for column, text in lines]


# --- new values -------------------------------------------------------------------------------------


def _quotes(cards: CommentedSeq) -> dict[tuple, type]:
    """How most cards of a list quote the texts of each key (its path, list places left out): a new
    card writes its texts as the others do (``ambientacion: "…"``)."""
    seen: dict[tuple, Counter] = {}

    def visit(value: Any, path: tuple) -> None:
        if isinstance(value, CommentedMap):
            for key, item in value.items():
                visit(item, path + (key,))
        elif isinstance(value, CommentedSeq):
            for item in value:
                visit(item, path)
        elif isinstance(value, str) and not isinstance(value, _BLOCK_TEXTS):
            seen.setdefault(path, Counter())[type(value)] += 1

    visit(cards, ())
    found = {path: kinds.most_common(1)[0][0] for path, kinds in seen.items()}
    return {path: kind for path, kind in found.items() if kind in (DoubleQuotedScalarString, SingleQuotedScalarString)}


def _value(value: Any, like: Any = None, quotes: dict[tuple, type] | None = None, path: tuple = ()) -> Any:
    """A new value for ruamel, written like ``like`` (the value it replaces) where that can be kept,
    its texts quoted as ``quotes`` says for their keys."""
    if isinstance(value, dict):
        return CommentedMap((k, _value(v, None, quotes, path + (k,))) for k, v in value.items())
    if isinstance(value, list):
        made = CommentedSeq(_value(v, None, quotes, path) for v in value)
        if _flow(like):
            made.fa.set_flow_style()
        return made
    if isinstance(value, str):
        quoted = (quotes or {}).get(path)
        return _text(value, like if like is not None or quoted is None else quoted(""))
    return value


def _text(value: str, like: Any) -> Any:
    """A text as the replaced one was written (quotes, block); a multi-line text as a «|» block, as
    the import writes them; a plain one quoted when YAML 1.1 would read it as no text («no», «on»)."""
    if "\n" in value:
        return LiteralScalarString(value)
    for style in (DoubleQuotedScalarString, SingleQuotedScalarString, FoldedScalarString):
        if isinstance(like, style):
            return style(value)
    if _RESOLVER.resolve(yaml.ScalarNode, value, (True, False)) != "tag:yaml.org,2002:str":
        return SingleQuotedScalarString(value)
    return value
