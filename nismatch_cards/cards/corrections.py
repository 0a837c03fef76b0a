"""``nismatch validar --corregir``: the «¿quisiste decir: «…»?» rewrites of refused texts written into
the card files, in place.

Only the characters of that text that change are written; every other byte of the file stays as it was
(comments, quoting, key order, the other lines, line endings, a byte order mark). A text is corrected when
its diagnostic (NM020) offers a whole rewrite, never for another hint (the nearest construct, «el lenguaje
no tiene …»). Texts written on one line (plain, «'…'» or «"…"») and block texts («|», «>») are handled; a
text YAML would read otherwise after the change, or whose lines cannot be followed (a quoted text over
several lines, a «\\» escape, a folded text with blank or deeper lines) is not touched: the reason is said.
The file must load back to the same data with only those texts changed, or nothing of it is written.
"""
from __future__ import annotations

import codecs
import copy
import os
import stat
import unicodedata
from dataclasses import dataclass
from difflib import SequenceMatcher
from pathlib import Path
from typing import Any

import yaml

from ..diagnostics import Diagnostic, printable
from ..safeio import write_atomically
from .yamlfile import YamlError, parse_yaml

#: How a diagnostic's hint starts when it offers the whole text rewritten.
REWRITE_HINT = "¿quisiste decir: «"
_BREAKS = "\r\n"


@dataclass(frozen=True)
class Correction:
    """One text of a card file rewritten (``refused``: None), or left as it was and why."""

    file: str  # as diagnostics name it
    line: int
    column: int
    old: str
    new: str
    refused: str | None = None

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}:{self.column}"
        if self.refused is not None:
            return f"{where}: no se corrige: {self.refused}"
        return f"{where}: corregido: «{printable(self.old.strip())}» → «{printable(self.new.strip())}»"


class _Refused(Exception):
    """Why a text cannot be corrected in place (in Spanish)."""


def correct(diagnostics: list[Diagnostic], game) -> list[Correction]:
    """Write the rewrites the ``diagnostics`` offer (NM020 with «¿quisiste decir: «…»?») into their card files
    with the languages of ``game`` (a :class:`~.packs.LoadedPack`); what was written or refused, in order."""
    rewriters = [lang for lang in (game.languages.values() if game is not None else ()) if hasattr(lang, "rewrite")]
    by_file: dict[str, list[Diagnostic]] = {}
    for d in diagnostics:
        if d.code == "NM020" and d.hint.startswith(REWRITE_HINT) and rewriters:
            by_file.setdefault(d.file, []).append(d)
    done: list[Correction] = []
    for file, found in by_file.items():
        done += _correct_file(file, found, rewriters, game.pack)
    return done


def _correct_file(name: str, diagnostics: list[Diagnostic], rewriters: list, pack) -> list[Correction]:
    path = Path(name)
    first = diagnostics[0]
    if path.is_symlink():
        return [Correction(name, first.line, first.column, "", "", "el archivo es un enlace simbólico: corrígelo "
                                                                   "en el archivo al que apunta")]
    raw = path.read_bytes()
    bom = raw.startswith(codecs.BOM_UTF8)
    try:
        document = parse_yaml(raw.decode("utf-8-sig"), path)
    except (UnicodeDecodeError, YamlError):
        return []  # changed since it was validated: validar reports it again
    text = document.text
    corrections, edits, expected = [], [], copy.deepcopy(document.data)
    seen: set[int] = set()
    for d in diagnostics:
        found = _scalar_at(document.root, (d.line - 1, d.column - 1))
        if found is None or id(found[0]) in seen:
            continue
        node, data_path = found
        seen.add(id(node))
        old = node.value
        line, column = node.start_mark.line + 1, node.start_mark.column + 1
        new = next((r for lang in rewriters if (r := lang.rewrite(old, pack)) is not None), None)
        if new is None:
            continue
        try:
            if unicodedata.normalize("NFC", old) != old:
                raise _Refused("el texto está guardado con los acentos como dos caracteres (Unicode NFD): guárdalo "
                               "en NFC o cámbialo a mano")
            edits += _edits(text, node, old, new)
        except _Refused as why:
            corrections.append(Correction(name, line, column, old, new, str(why)))
            continue
        _set(expected, data_path, new)
        corrections.append(Correction(name, line, column, old, new))
    if not edits:
        return corrections
    for start, end, written in sorted(edits, reverse=True):
        text = text[:start] + written + text[end:]
    try:
        same = parse_yaml(text, path).data == expected
    except YamlError:
        same = False
    if not same:
        why = ("el archivo corregido no se leería igual (un texto sin comillas no puede llevar «: » ni « #»): "
               "pon el texto entre comillas y vuelve a corregir, o cámbialo a mano")
        return [c if c.refused else Correction(c.file, c.line, c.column, c.old, c.new, why) for c in corrections]
    mode = stat.S_IMODE(path.stat().st_mode)
    write_atomically(path, (codecs.BOM_UTF8 if bom else b"") + text.encode("utf-8"))
    os.chmod(path, mode)
    return corrections


def _scalar_at(node: yaml.Node | None, pos: tuple[int, int], path: tuple = ()) -> tuple[yaml.ScalarNode, tuple] | None:
    """The value scalar whose text holds 0-based (line, column) ``pos``, and its path in the data."""
    if isinstance(node, yaml.ScalarNode):
        start, end = node.start_mark, node.end_mark
        return (node, path) if (start.line, start.column) <= pos <= (end.line, end.column) else None
    if isinstance(node, yaml.MappingNode):
        items = [(key.value, value) for key, value in node.value if isinstance(key, yaml.ScalarNode)]
    elif isinstance(node, yaml.SequenceNode):
        items = list(enumerate(node.value))
    else:
        return None
    for step, child in items:
        found = _scalar_at(child, pos, path + (step,))
        if found is not None:
            return found
    return None


def _set(data: Any, path: tuple, value: str) -> None:
    for step in path[:-1]:
        data = data[step]
    data[path[-1]] = value


def _edits(text: str, node: yaml.ScalarNode, old: str, new: str) -> list[tuple[int, int, str]]:
    """The (start, end, written) edits of ``text`` that turn the scalar ``node`` (read as ``old``) into ``new``:
    only the characters that change."""
    where = _source_map(text, node, old)
    edits = []
    for op, i1, i2, j1, j2 in SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
        if op == "equal":
            continue
        written = new[j1:j2]
        if any(text[where[i]] in _BREAKS for i in range(i1, i2)) or "\n" in written:
            raise _Refused("la corrección cambiaría dónde se parten las líneas del texto: cámbialo a mano")
        if node.style == "'":
            written = written.replace("'", "''")
        elif node.style == '"':
            written = written.replace("\\", "\\\\").replace('"', '\\"')
        edits.append((where[i1], where[i2], written))
    return edits


def _source_map(text: str, node: yaml.ScalarNode, value: str) -> list[int]:
    """For each character of ``value`` (and its end), where it is written in ``text``."""
    start, end = node.start_mark.index, node.end_mark.index
    if node.style not in ("|", ">"):  # on one line: plain («»/None), «'…'» or «"…"»
        if node.start_mark.line != node.end_mark.line:
            raise _Refused("el texto está repartido en varias líneas sin «|» ni «>»: escríbelo en una línea o como "
                           "texto en bloque, o cámbialo a mano")
        quote = 1 if node.style in ("'", '"') else 0
        inner, stop = start + quote, end - quote
        if node.style == '"' and "\\" in text[inner:stop]:
            raise _Refused("el texto entre comillas dobles lleva un escape con «\\»: cámbialo a mano")
        where, i = [], inner
        while i < stop:
            where.append(i)
            i += 2 if node.style == "'" and text[i:i + 2] == "''" else 1
        where.append(stop)
    else:
        where = _block_map(text, node, start, end)
    if len(where) != len(value) + 1 or not _same_chars(text, where, value):
        raise _Refused("no se puede seguir dónde está escrito cada carácter del texto: cámbialo a mano")
    return where


def _block_map(text: str, node: yaml.ScalarNode, start: int, end: int) -> list[int]:
    """Where each character of a block text («|» or «>») is written: the lines after its header, without their
    indentation; each line break (a space, in a folded text) at the break in the file."""
    header_end = text.find("\n", start, end)
    if header_end < 0:
        raise _Refused("el texto en bloque no tiene líneas")
    lines = []  # (offset of the line, its text without the line break, offset of its break)
    offset = header_end + 1
    while offset < end:
        brk = text.find("\n", offset, end)
        stop = brk if brk >= 0 else end
        content_end = stop - 1 if stop > offset and text[stop - 1] == "\r" else stop
        lines.append((offset, text[offset:content_end], content_end if brk >= 0 else None))
        offset = stop + 1 if brk >= 0 else end
    while lines and not lines[-1][1].strip():
        lines.pop()
    if not lines:
        raise _Refused("el texto en bloque está vacío")
    indent = len(lines[0][1]) - len(lines[0][1].lstrip(" "))
    folded = node.style == ">"
    if folded and any(not line.strip() or line[indent:indent + 1] in (" ", "\t") for _, line, _ in lines):
        raise _Refused("el texto con «>» tiene líneas en blanco o con más sangría: cámbialo a mano")
    where = []
    for k, (offset, line, brk) in enumerate(lines):
        where += range(offset + indent, offset + len(line))
        if brk is not None:
            where.append(brk)  # the «\n» of the value (a space when folded), or the last line's kept break
    if where and not node.value.endswith("\n") and lines[-1][2] is not None:
        where.pop()  # «|-»: the last line's break is not in the value
    last_break = lines[-1][2]
    where.append(last_break + (2 if text[last_break] == "\r" else 1) if node.value.endswith("\n") and
                 last_break is not None else (lines[-1][0] + len(lines[-1][1])))
    return where


def _same_chars(text: str, where: list[int], value: str) -> bool:
    """Whether ``where`` points at ``value``'s characters (a line break may be read as «\\n» or a folded space)."""
    return all(text[i] == char or (text[i] in _BREAKS and char in "\n ") for char, i in zip(value, where))
