"""Safe YAML loading that remembers where every value was written.

Only plain data is built (mappings, sequences, strings, numbers, booleans, null). Tags that
would construct objects, repeated keys, deep nesting and alias bombs become diagnostics.
"""
from __future__ import annotations

import math
import os
import re
import stat
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..diagnostics import Diagnostic, display_path, os_reason
from ..memory import paused_gc

try:  # libyaml is much faster; the pure-Python classes behave the same
    from yaml import CSafeLoader as _SafeLoader
except ImportError:  # pragma: no cover - depends on how PyYAML was built
    from yaml import SafeLoader as _SafeLoader

_RESOLVED: dict[tuple, str] = {}  # (scalar as written, implicit flags) -> tag: keys and values repeat


class _Loader(_SafeLoader):
    """The safe loader, remembering the tag each plain scalar resolves to (PyYAML resolves each one
    by trying its regular expressions, in Python, for every scalar of every file)."""

    def resolve(self, kind, value, implicit):
        if kind is not yaml.ScalarNode:
            return super().resolve(kind, value, implicit)
        key = (value, implicit)
        tag = _RESOLVED.get(key)
        if tag is None:
            if len(_RESOLVED) > 50_000:
                _RESOLVED.clear()
            tag = _RESOLVED[key] = super().resolve(kind, value, implicit)
        return tag

MAX_DEPTH = 64
#: Values built again through aliases: far above any real use of anchors, far below a bomb. A file
#: of plain cards may hold millions of values; only what aliases repeat counts.
MAX_NODES = 200_000
#: Uses of aliases («*nombre») of scalars in one file (those of lists and maps count in MAX_NODES): a
#: real file repeats a shared text a few dozen times; tens of thousands of uses of even a short text
#: make every check run as often.
MAX_ALIASES = 10_000
#: Keys of one mapping: a card has a few dozen, a deck names at most a few hundred cards.
MAX_KEYS = 10_000
#: The largest file read: a set of a hundred thousand cards in one file is far smaller.
MAX_FILE_BYTES = 100 * 1024 * 1024
#: The most digits of a number: more is no stat, copy count or seed, and Python refuses to read
#: integers of over 4,300 digits.
MAX_DIGITS = 30
_PLAIN_TAGS = {
    "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float",
    "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null",
}
_TEXT_TAGS = {"tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:value"}
_SCALARS = yaml.constructor.SafeConstructor()

@dataclass
class YamlDocument:
    """The data of one YAML file, and where each value and key was written.

    Positions are read from the composed node tree only when a diagnostic asks for them, so
    loading a valid file costs no more than building its data.
    """

    file: Path
    data: Any
    root: yaml.Node | None = None
    text: str = ""
    _keys: dict[int, dict] = field(default_factory=dict, repr=False, compare=False)

    @property
    def name(self) -> str:
        return display_path(self.file)

    def _nodes(self, path: tuple) -> list[tuple[yaml.Node | None, yaml.Node]]:
        """``(key node, value node)`` for each step of ``path`` that exists, from the root."""
        found: list[tuple[yaml.Node | None, yaml.Node]] = []
        node = self.root
        if node is None:
            return found
        found.append((None, node))
        for step in path:
            if isinstance(node, yaml.MappingNode):
                pair = self._pair(node, step) if isinstance(step, str) else None
            elif isinstance(node, yaml.SequenceNode) and isinstance(step, int) and 0 <= step < len(node.value):
                pair = (None, node.value[step])
            else:
                pair = None
            if pair is None:
                break
            found.append(pair)
            node = pair[1]
        return found

    def _pair(self, node: yaml.MappingNode, key: str) -> tuple[yaml.Node, yaml.Node] | None:
        """The first ``(key node, value node)`` of ``key`` in ``node``; a big mapping is indexed once,
        so that a diagnostic for each of its keys does not look through all of them every time."""
        if len(node.value) < 16:
            return next(((k, v) for k, v in node.value if k.value == key), None)
        index = self._keys.get(id(node))
        if index is None:
            index = self._keys[id(node)] = {}
            for pair in node.value:
                if isinstance(pair[0], yaml.ScalarNode):
                    index.setdefault(pair[0].value, pair)
        return index.get(key)

    def where(self, path: tuple = (), key: bool = False) -> tuple[int, int]:
        """1-based position of the value at ``path`` (of its key when ``key``); falls back to the
        deepest parent that exists."""
        nodes = self._nodes(tuple(path))
        if not nodes:
            return (1, 1)
        key_node, value_node = nodes[-1]
        mark = (key_node if key and key_node is not None else value_node).start_mark
        return mark.line + 1, mark.column + 1

    def _scalar(self, path: tuple) -> yaml.Node | None:
        nodes = self._nodes(path)
        return nodes[-1][1] if len(nodes) == len(path) + 1 else None

    def written(self, path: tuple) -> str | None:
        """The scalar at ``path`` as written, before YAML reads it: «1.10», not the number 1.1."""
        node = self._scalar(path)
        return node.value if isinstance(node, yaml.ScalarNode) else None

    def style(self, path: tuple) -> str | None:
        """The scalar style of the value at ``path``: None (plain), ``'``, ``"``, ``|`` or ``>``."""
        node = self._scalar(path)
        return node.style if isinstance(node, yaml.ScalarNode) else None

    def source_range(self, path: tuple) -> tuple[int, int]:
        """Character offsets in the file where the value at ``path`` was written."""
        node = self._scalar(path)
        return (node.start_mark.index, node.end_mark.index) if node is not None else (0, 0)

    def diagnostic(self, code: str, path: tuple, message: str, hint: str = "", *,
                   key: bool = False, column_offset: int | None = None, severity: str = "error") -> Diagnostic:
        line, column = self.where(path, key)
        if column_offset is not None:
            column += column_offset
        return Diagnostic(code, self.name, line, column, message, hint, severity)

    def text_diagnostic(self, text_path: tuple, text: str, offset: int, code: str, message: str,
                        hint: str, severity: str = "error") -> Diagnostic:
        """A diagnostic at character ``offset`` of the string value at ``text_path``, placed in the file.

        YAML may fold lines, strip indentation or decode escapes, so the place is found by
        looking for the same word, the same number of times over, in the value's source.
        """
        line, column = self.where(text_path)
        start, end = self.source_range(text_path)
        style = self.style(text_path)
        quote = 1 if style in ("'", '"') else 0

        def at(index: int) -> Diagnostic:
            line_start = self.text.rfind("\n", 0, index) + 1
            return Diagnostic(code, self.name, self.text.count("\n", 0, index) + 1, index - line_start + 1,
                              message, hint, severity)

        if style in ("|", ">"):  # the content starts after the header line
            start = self.text.find("\n", start, end) + 1 or start
        source = self.text[start:end]
        if not text.strip():  # a blank text: where the designer has to write it
            return at(start + quote)
        if not text[offset:].strip():
            offset = len(text)  # at the end, or only blanks left: «after the last word»
        needle = re.match(r"\S{1,40}", text[offset:]) if offset < len(text) else None
        if needle is not None and source:
            word = needle.group()
            seen = text.count(word, 0, offset)
            for spelling in dict.fromkeys((word, unicodedata.normalize("NFD", word))):  # a file saved decomposed
                found = -1
                for _ in range(seen + 1):
                    found = source.find(spelling, found + 1)
                    if found < 0:
                        break
                if found >= 0:
                    return at(start + found)
        if offset >= len(text) and source:  # just after the text: after its last character in the file
            return at(start + len(source.rstrip()) - quote)
        return Diagnostic(code, self.name, line, column + quote + min(offset, len(text)), message, hint, severity)


class YamlError(Exception):
    def __init__(self, diagnostic: Diagnostic):
        self.diagnostic = diagnostic


def load_yaml(file: Path) -> YamlDocument:
    """Load one file; raise :class:`YamlError` with a diagnostic if it cannot be read as data."""
    try:
        raw = _read(file)
    except OSError as error:
        raise YamlError(Diagnostic("NM005", display_path(file), 1, 1, f"no se puede leer el archivo: {os_reason(error)}",
                                   "comprueba que existe y que tienes permiso de lectura"))
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        line_start = raw.rfind(b"\n", 0, error.start) + 1
        column = len(raw[line_start : error.start].decode("utf-8", errors="replace")) + 1
        raise YamlError(Diagnostic("NM005", display_path(file), line, column, "el archivo no está en UTF-8",
                                   "guárdalo con codificación UTF-8"))
    return parse_yaml(text, file)


def _read(file: Path) -> bytes:
    """The bytes of a regular file of at most :data:`MAX_FILE_BYTES` (a FIFO or a device is never
    opened for long: it is refused before reading)."""
    descriptor = os.open(file, os.O_RDONLY | os.O_NONBLOCK)
    with os.fdopen(descriptor, "rb") as handle:
        status = os.fstat(descriptor)
        if not stat.S_ISREG(status.st_mode):
            raise YamlError(Diagnostic("NM005", display_path(file), 1, 1, "no es un archivo normal (es una carpeta, "
                                       "un dispositivo o una tubería)", "indica un archivo YAML"))
        if status.st_size > MAX_FILE_BYTES:
            raise YamlError(Diagnostic(
                "NM005", display_path(file), 1, 1,
                f"el archivo ocupa {status.st_size // (1024 * 1024)} MB; el máximo es {MAX_FILE_BYTES // (1024 * 1024)} MB",
                "reparte las cartas en varios archivos"))
        data = handle.read(status.st_size + 1)  # read(n) sets n bytes aside first: not the maximum
        if len(data) > status.st_size:  # it grew since: read on, up to the limit
            data += handle.read(MAX_FILE_BYTES + 1 - len(data))
        return data


def parse_yaml(text: str, file: Path) -> YamlDocument:
    """Like :func:`load_yaml`, for ``text`` already read (``file`` names it in diagnostics).

    The cyclic garbage collector is paused meanwhile: a document is a tree of many small objects
    and none of them is garbage yet, so collecting generation after generation while they are
    made only costs time (four times the parse of a file of forty thousand cards)."""
    _check_characters(text, file)
    with paused_gc():
        _check_shape(text, file)
        try:
            node = yaml.compose(text, Loader=_Loader)
        except yaml.MarkedYAMLError as error:
            raise YamlError(_syntax_diagnostic(display_path(file), error, text))
        except yaml.YAMLError as error:  # pragma: no cover - composer errors are marked
            raise YamlError(Diagnostic("NM001", display_path(file), 1, 1, f"YAML no válido: {error}", ""))
        document = YamlDocument(file, None, node, text)
        if node is not None:
            document.data = _Builder(document, count_aliases=text.count("*") > MAX_ALIASES).build(node)
        return document


def _check_characters(text: str, file: Path) -> None:
    """YAML forbids most control characters; say where the first one is."""
    match = _FORBIDDEN.search(text)
    if match:
        line = text.count("\n", 0, match.start()) + 1
        column = match.start() - (text.rfind("\n", 0, match.start()) + 1) + 1
        raise YamlError(Diagnostic(
            "NM005", display_path(file), line, column, f"el archivo contiene un carácter de control no permitido (U+{ord(match.group()):04X})",
            "bórralo: suele venir de copiar y pegar desde otro programa"))


_FORBIDDEN = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ufffe\uffff\ud800-\udfff]")


#: Every list or map starts with a character of its own among these (``- `` of each block list,
#: the ``:`` of a block map's first key…), so a text with fewer of them cannot nest deeper.
_NESTING_MARKS = "[{-:?"


def _check_shape(text: str, file: Path) -> None:
    """Refuse absurd nesting before anything recursive looks at the document."""
    if sum(text.count(mark) for mark in _NESTING_MARKS) <= MAX_DEPTH:
        return
    depth = 0
    try:
        for event in yaml.parse(text, Loader=_Loader):
            if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
                depth += 1
                if depth > MAX_DEPTH:
                    mark = event.start_mark
                    raise YamlError(Diagnostic(
                        "NM004", display_path(file), mark.line + 1, mark.column + 1,
                        f"el documento anida más de {MAX_DEPTH} niveles",
                        "una carta no necesita tanta profundidad: revisa los corchetes y la sangría",
                    ))
            elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
                depth -= 1
    except yaml.MarkedYAMLError as error:
        raise YamlError(_syntax_diagnostic(display_path(file), error, text))


def _syntax_diagnostic(name: str, error: yaml.MarkedYAMLError, text: str = "") -> Diagnostic:
    mark = error.problem_mark or error.context_mark
    if error.problem == "could not find expected ':'" and error.context_mark is not None:
        mark = error.context_mark  # libyaml finds it out on the next line: the key without «:» is where it began
    line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
    problem = _SYNTAX_PROBLEMS.get(error.problem or "", error.problem or "error de sintaxis")
    if error.problem == "found character that cannot start any token" and mark and mark.index < len(text):
        char = text[mark.index]
        if char == "\t":
            problem = "hay un tabulador; sangra con espacios"
        else:
            problem = f"el carácter «{char}» no puede empezar un valor"
            return Diagnostic("NM001", name, line, column, f"YAML no válido: {problem}",
                              f"pon el texto entre comillas: \"{char}…\"")
    context = f" ({_SYNTAX_PROBLEMS[error.context]})" if error.context in _SYNTAX_PROBLEMS else ""
    return Diagnostic("NM001", name, line, column, f"YAML no válido: {problem}{context}",
                      "revisa la sangría, los dos puntos y las comillas de esa línea")


_SYNTAX_PROBLEMS = {  # libyaml's wording first, then pure-Python PyYAML's where it differs
    "mapping values are not allowed in this context": "no se permiten dos puntos aquí (¿falta sangría o sobra un «:»?)",
    "mapping values are not allowed here": "no se permiten dos puntos aquí (¿falta sangría o sobra un «:»?)",
    "found character that cannot start any token": "hay un carácter que no puede empezar un valor (¿un tabulador? sangra con espacios)",
    "found character '\\t' that cannot start any token": "hay un tabulador; sangra con espacios",
    "did not find expected ',' or ']'": "falta «,» o «]» en la lista entre corchetes",
    "did not find expected ',' or '}'": "falta «,» o «}» en el mapa entre llaves",
    "did not find expected key": "se esperaba una clave (revisa la sangría de esta línea)",
    "found a tab character that violates indentation": "hay un tabulador en la sangría; sangra con espacios",
    "did not find expected node content": "falta un valor (¿una lista o un mapa sin cerrar al final?)",
    "did not find expected <document start>": "hay texto después del final del documento («...»)",
    "while parsing a quoted scalar": "dentro de un texto entre comillas",
    "while scanning a plain scalar": "dentro de un texto sin comillas",
    "while scanning a block scalar": "dentro de un texto en bloque («|» o «>»)",
    "while scanning an alias": "leyendo un alias «*»",
    "found a tab character where an indentation space is expected": "hay un tabulador donde se espera sangría con espacios",
    "block sequence entries are not allowed in this context": "no puede empezar una lista «-» en esta línea (ponla en la línea siguiente, sangrada)",
    "did not find expected alphabetic or numeric character": "tras «*» o «&» se espera un nombre (si es texto, ponlo entre comillas)",
    "while parsing a block node": "dentro de un valor",
    "while parsing a flow node": "dentro de una lista o mapa entre corchetes o llaves",
    "did not find expected '-' indicator": "se esperaba un elemento de lista «-» (revisa la sangría)",
    "could not find expected ':'": "falta «:» tras la clave",
    "found unexpected end of stream": "el archivo acaba antes de cerrar unas comillas o una lista",
    "but found another document": "hay más de un documento («---»); un archivo tiene uno solo",
    "found undefined alias": "se usa un alias «*» que no tiene ancla «&»",
    "found unknown escape character": "hay una secuencia de escape «\\» desconocida entre comillas dobles",
    "while scanning for the next token": "leyendo el siguiente elemento",
    "while scanning a simple key": "leyendo una clave",
    "while parsing a block mapping": "dentro de un mapa",
    "while parsing a block collection": "dentro de una lista",
    "while scanning a quoted scalar": "dentro de un texto entre comillas",
    "while parsing a flow sequence": "dentro de una lista entre corchetes",
    "while parsing a flow mapping": "dentro de un mapa entre llaves",
    "expected a single document in the stream": "se esperaba un único documento",
}


_STR, _INT, _FLOAT, _BOOL, _NULL = (f"tag:yaml.org,2002:{t}" for t in ("str", "int", "float", "bool", "null"))
_DECIMAL = re.compile(r"[-+]?(?:0|[1-9][0-9]*)")


def _scalar(node: yaml.ScalarNode) -> Any:
    """A scalar's value: the common cases directly, the rest (0x1F, 1_000, 1:30, floats) by PyYAML."""
    tag, value = node.tag, node.value
    if tag == _STR:
        return value
    if tag in (_INT, _FLOAT) and sum(c.isdigit() for c in value) > MAX_DIGITS:
        raise _NumberProblem(f"el número «{value[:20]}…» tiene {sum(c.isdigit() for c in value)} cifras; "
                             f"el máximo es {MAX_DIGITS}")
    if tag == _INT and _DECIMAL.fullmatch(value):
        return int(value)
    if tag == _NULL:
        return None
    if tag == _BOOL:
        return value.lower() in ("yes", "true", "on")
    try:
        number = _SCALARS.construct_object(node)
    finally:
        _SCALARS.constructed_objects.clear()
    if isinstance(number, float) and not math.isfinite(number):
        raise _NumberProblem(f"«{value}» no es un número finito", "escribe un número (los .nan y .inf no valen)")
    return number


class _NumberProblem(Exception):
    """A number no file may hold; ``args`` are the message and the hint."""

    def __init__(self, message: str, hint: str = "escribe un número más corto"):
        super().__init__(message, hint)


class _Builder:
    """Builds plain data from the composed nodes, refusing object tags, alias bombs and cycles."""

    def __init__(self, document: YamlDocument, count_aliases: bool = False):
        self.document = document
        self.repeated = 0  # values built again because an alias names them
        self.aliases = 0  # uses of an alias of a scalar
        self.built: set[int] = set()  # collections built once
        self.open: set[int] = set()  # collections being built: an alias back to one is a cycle
        # scalars built once: only looked at when the text has more «*» than aliases may be used
        self.scalars: set[int] | None = set() if count_aliases else None

    def _aliased(self, node: yaml.Node) -> None:
        """Count one more use of an alias of the scalar ``node`` (placed at its anchor: the composer keeps no other place)."""
        self.aliases += 1
        if self.aliases > MAX_ALIASES:
            mark = node.start_mark
            raise YamlError(Diagnostic(
                "NM003", self.document.name, mark.line + 1, mark.column + 1,
                f"los alias («*») de textos y números se usan más de {MAX_ALIASES} veces (el último, el del ancla de "
                "esta línea)",
                "escribe los valores sin alias, o usa los anclajes (&) y alias (*) con moderación"))

    def build(self, node: yaml.Node) -> Any:
        if isinstance(node, yaml.ScalarNode):
            if self.scalars is not None:
                if id(node) in self.scalars:
                    self._aliased(node)
                self.scalars.add(id(node))
            return self._scalar(node)
        if id(node) in self.built:
            self.repeated += len(node.value) + 1
            if self.repeated > MAX_NODES:
                mark = node.start_mark
                raise YamlError(Diagnostic(
                    "NM003", self.document.name, mark.line + 1, mark.column + 1,
                    f"el documento crece a más de {MAX_NODES} valores al expandir sus alias",
                    "usa los anclajes (&) y alias (*) con moderación, sin alias anidados",
                ))
        self.built.add(id(node))
        if id(node) in self.open:
            mark = node.start_mark
            raise YamlError(Diagnostic(
                "NM003", self.document.name, mark.line + 1, mark.column + 1,
                "un alias se contiene a sí mismo: el documento sería infinito",
                "quita el alias «*» que apunta a su propia ancla «&»"))
        self.open.add(id(node))
        try:
            return self._mapping(node) if isinstance(node, yaml.MappingNode) else self._sequence(node)
        finally:
            self.open.discard(id(node))

    def _scalar(self, node: yaml.ScalarNode) -> Any:
        mark = node.start_mark
        if node.tag in _TEXT_TAGS:  # an unquoted date or «=»: keep what was written
            return node.value
        if node.tag not in _PLAIN_TAGS:
            self._refuse_tag(node)
        try:
            value = _scalar(node)
        except _NumberProblem as problem:
            raise YamlError(Diagnostic("NM007", self.document.name, mark.line + 1, mark.column + 1, *problem.args))
        if isinstance(value, str):
            control = _FORBIDDEN.search(value)
            if control is not None:
                raise YamlError(Diagnostic(
                    "NM005", self.document.name, mark.line + 1, mark.column + 1,
                    f"un texto contiene el carácter de control U+{ord(control.group()):04X}",
                    "quítalo: los textos solo llevan letras, signos, espacios, tabuladores y saltos de línea"))
        return value

    def _sequence(self, node: yaml.SequenceNode) -> list:
        if node.tag != "tag:yaml.org,2002:seq":
            self._refuse_tag(node)
        return [self.build(item) for item in node.value]

    def _refuse_tag(self, node: yaml.Node):
        mark = node.start_mark
        raise YamlError(Diagnostic(
            "NM002", self.document.name, mark.line + 1, mark.column + 1,
            f"etiqueta YAML no permitida: {node.tag}",
            "las cartas son datos: quita la etiqueta «!…» y escribe el valor tal cual",
        ))

    def _mapping(self, node: yaml.MappingNode) -> dict:
        if node.tag != "tag:yaml.org,2002:map":
            self._refuse_tag(node)
        if len(node.value) > MAX_KEYS:
            mark = node.value[MAX_KEYS][0].start_mark
            raise YamlError(Diagnostic(
                "NM004", self.document.name, mark.line + 1, mark.column + 1,
                f"un mapa tiene más de {MAX_KEYS} claves (esta es la {MAX_KEYS + 1}.ª)",
                "ninguna carta, mazo ni escenario necesita tantas: reparte los datos o revisa cómo se generó el archivo"))
        result: dict = {}
        first_line: dict[str, int] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode) or key_node.tag not in _PLAIN_TAGS:
                mark = key_node.start_mark
                raise YamlError(Diagnostic(
                    "NM001", self.document.name, mark.line + 1, mark.column + 1,
                    "YAML no válido: una clave debe ser un texto", "escribe la clave como texto simple"))
            key = key_node.value
            control = _FORBIDDEN.search(key)
            if control is not None:
                mark = key_node.start_mark
                raise YamlError(Diagnostic(
                    "NM005", self.document.name, mark.line + 1, mark.column + 1,
                    f"una clave contiene el carácter de control U+{ord(control.group()):04X}", "quítalo"))
            if key in result:
                mark = key_node.start_mark
                raise YamlError(Diagnostic(
                    "NM006", self.document.name, mark.line + 1, mark.column + 1,
                    f"la clave «{key}» está repetida (ya aparece en la línea {first_line[key]})",
                    "deja una sola: YAML se quedaría con la última en silencio y perderías la otra",
                ))
            first_line[key] = key_node.start_mark.line + 1
            result[key] = self.build(value_node)
        return result
