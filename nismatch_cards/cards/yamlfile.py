"""Safe YAML loading that remembers where every value was written.

Only plain data is built (mappings, sequences, strings, numbers, booleans, null). Tags that
would construct objects, repeated keys, deep nesting and alias bombs become diagnostics.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..diagnostics import Diagnostic, display_path

try:  # libyaml is much faster; the pure-Python classes behave the same
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - depends on how PyYAML was built
    from yaml import SafeLoader as _Loader

MAX_DEPTH = 64
MAX_NODES = 200_000  # values built, aliases expanded: far above any real set, far below a bomb
_PLAIN_TAGS = {
    "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float",
    "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null",
}
_SCALARS = yaml.constructor.SafeConstructor()

@dataclass
class YamlDocument:
    """The data of one YAML file and the 1-based (line, column) of each value and key."""

    file: Path
    data: Any
    positions: dict[tuple, tuple[int, int]] = field(default_factory=dict)
    key_positions: dict[tuple, tuple[int, int]] = field(default_factory=dict)
    styles: dict[tuple, str | None] = field(default_factory=dict)  # scalar style: None, "'", '"', "|", ">"
    lines: list[str] = field(default_factory=list)

    @property
    def name(self) -> str:
        return display_path(self.file)

    def where(self, path: tuple = (), key: bool = False) -> tuple[int, int]:
        """Position of the value at ``path`` (of its key when ``key``); falls back to the parent."""
        path = tuple(path)
        while True:
            if key and path in self.key_positions:
                return self.key_positions[path]
            if path in self.positions:
                return self.positions[path]
            if not path:
                return (1, 1)
            path = path[:-1]

    def diagnostic(self, code: str, path: tuple, message: str, hint: str = "", *,
                   key: bool = False, column_offset: int | None = None, severity: str = "error") -> Diagnostic:
        line, column = self.where(path, key)
        if column_offset is not None:
            column += column_offset
        return Diagnostic(code, self.name, line, column, message, hint, severity)


    def text_diagnostic(self, text_path: tuple, text: str, offset: int, code: str, message: str,
                        hint: str) -> Diagnostic:
        """A diagnostic at character ``offset`` of an ability text, placed in the file."""
        line, column = self.where(text_path)
        style = self.styles.get(text_path)
        if style in ("|", ">"):
            before = text[:offset]
            row = before.count("\n")
            content = self.lines[line] if line < len(self.lines) else ""
            indent = len(content) - len(content.lstrip(" ")) + 1
            return Diagnostic(code, self.name, line + 1 + row, indent + len(before) - (before.rfind("\n") + 1),
                              message, hint)
        if "\n" in text[:offset]:  # a folded plain or quoted scalar: the line is right, the column approximate
            return Diagnostic(code, self.name, line, column, message, hint)
        quote = 1 if style in ("'", '"') else 0
        return Diagnostic(code, self.name, line, column + quote + offset, message, hint)


class YamlError(Exception):
    def __init__(self, diagnostic: Diagnostic):
        self.diagnostic = diagnostic


def load_yaml(file: Path) -> YamlDocument:
    """Load one file; raise :class:`YamlError` with a diagnostic if it cannot be read as data."""
    name = display_path(file)
    try:
        raw = file.read_bytes()
    except OSError as error:
        raise YamlError(Diagnostic("NM005", name, 1, 1, f"no se puede leer el archivo: {error.strerror}",
                                   "comprueba que existe y que tienes permiso de lectura"))
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        column = error.start - (raw.rfind(b"\n", 0, error.start) + 1) + 1
        raise YamlError(Diagnostic("NM005", name, line, column, "el archivo no está en UTF-8",
                                   "guárdalo con codificación UTF-8"))
    _check_shape(text, name)
    try:
        node = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as error:
        raise YamlError(_syntax_diagnostic(name, error))
    except yaml.YAMLError as error:  # pragma: no cover - composer errors are marked
        raise YamlError(Diagnostic("NM001", name, 1, 1, f"YAML no válido: {error}", ""))
    document = YamlDocument(file, None, lines=text.splitlines())
    if node is None:
        return document
    builder = _Builder(document)
    document.data = builder.build(node, ())
    return document


def _check_shape(text: str, name: str) -> None:
    """Refuse absurd nesting before anything recursive looks at the document."""
    depth = 0
    try:
        for event in yaml.parse(text, Loader=_Loader):
            if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
                depth += 1
                if depth > MAX_DEPTH:
                    mark = event.start_mark
                    raise YamlError(Diagnostic(
                        "NM004", name, mark.line + 1, mark.column + 1,
                        f"el documento anida más de {MAX_DEPTH} niveles",
                        "una carta no necesita tanta profundidad: revisa los corchetes y la sangría",
                    ))
            elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
                depth -= 1
    except yaml.MarkedYAMLError as error:
        raise YamlError(_syntax_diagnostic(name, error))


def _syntax_diagnostic(name: str, error: yaml.MarkedYAMLError) -> Diagnostic:
    mark = error.problem_mark or error.context_mark
    line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
    problem = _SYNTAX_PROBLEMS.get(error.problem or "", error.problem or "error de sintaxis")
    context = f" ({_SYNTAX_PROBLEMS.get(error.context, error.context)})" if error.context else ""
    return Diagnostic("NM001", name, line, column, f"YAML no válido: {problem}{context}",
                      "revisa la sangría, los dos puntos y las comillas de esa línea")


_SYNTAX_PROBLEMS = {
    "mapping values are not allowed here": "no se permiten dos puntos aquí",
    "could not find expected ':'": "falta «:» tras la clave",
    "found character '\\t' that cannot start any token": "hay un tabulador; usa espacios para sangrar",
    "found unexpected end of stream": "el archivo acaba antes de cerrar una cadena o lista",
    "expected <block end>, but found '-'": "un «-» de lista está mal sangrado",
    "while scanning a simple key": "leyendo una clave",
    "while parsing a block mapping": "dentro de un mapa",
    "while scanning a quoted scalar": "dentro de una cadena entre comillas",
    "while parsing a flow sequence": "dentro de una lista entre corchetes",
    "while parsing a flow mapping": "dentro de un mapa entre llaves",
    "while parsing a block collection": "dentro de una lista",
}


class _Builder:
    def __init__(self, document: YamlDocument):
        self.document = document
        self.count = 0

    def build(self, node: yaml.Node, path: tuple) -> Any:
        self.count += 1
        if self.count > MAX_NODES:
            mark = node.start_mark
            raise YamlError(Diagnostic(
                "NM003", self.document.name, mark.line + 1, mark.column + 1,
                f"el documento crece a más de {MAX_NODES} valores al expandir sus alias",
                "usa los anclajes (&) y alias (*) con moderación, sin alias anidados",
            ))
        self.document.positions.setdefault(path, (node.start_mark.line + 1, node.start_mark.column + 1))
        if isinstance(node, yaml.MappingNode):
            return self._mapping(node, path)
        if isinstance(node, yaml.SequenceNode):
            return [self.build(item, path + (i,)) for i, item in enumerate(node.value)]
        if node.tag not in _PLAIN_TAGS:
            mark = node.start_mark
            raise YamlError(Diagnostic(
                "NM002", self.document.name, mark.line + 1, mark.column + 1,
                f"etiqueta YAML no permitida: {node.tag}",
                "las cartas son datos: quita la etiqueta «!…» y escribe el valor tal cual",
            ))
        self.document.styles[path] = node.style
        return _SCALARS.construct_object(node)

    def _mapping(self, node: yaml.MappingNode, path: tuple) -> dict:
        if node.tag != "tag:yaml.org,2002:map":
            mark = node.start_mark
            raise YamlError(Diagnostic(
                "NM002", self.document.name, mark.line + 1, mark.column + 1,
                f"etiqueta YAML no permitida: {node.tag}",
                "las cartas son datos: quita la etiqueta «!…» y escribe el valor tal cual",
            ))
        result: dict = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode) or key_node.tag not in _PLAIN_TAGS:
                mark = key_node.start_mark
                raise YamlError(Diagnostic(
                    "NM001", self.document.name, mark.line + 1, mark.column + 1,
                    "YAML no válido: una clave debe ser un texto", "escribe la clave como texto simple"))
            key = key_node.value
            if key in result:
                mark = key_node.start_mark
                first = self.document.key_positions.get(path + (key,), (0, 0))
                raise YamlError(Diagnostic(
                    "NM006", self.document.name, mark.line + 1, mark.column + 1,
                    f"la clave «{key}» está repetida (ya aparece en la línea {first[0]})",
                    "deja una sola: YAML se quedaría con la última en silencio y perderías la otra",
                ))
            self.document.key_positions[path + (key,)] = (key_node.start_mark.line + 1,
                                                          key_node.start_mark.column + 1)
            result[key] = self.build(value_node, path + (key,))
        return result
