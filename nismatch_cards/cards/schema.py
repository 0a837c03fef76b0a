"""JSON Schema checks of YAML documents, with errors turned into Spanish diagnostics."""
from __future__ import annotations

import copy
import difflib
import json
from functools import lru_cache
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError

from ..diagnostics import Diagnostic
from ..paths import SCHEMA_DIR
from .ruleset import Ruleset
from .yamlfile import YamlDocument

_SUPPORT_FORBIDDEN = ("zona", "pg", "car", "fue", "def", "vel")
_TYPE_NAMES = {
    "integer": "un número entero", "number": "un número", "string": "un texto", "array": "una lista",
    "object": "un mapa de claves", "boolean": "verdadero o falso", "null": "vacío",
}


@lru_cache(maxsize=None)
def _schema(name: str) -> dict:
    return json.loads((SCHEMA_DIR / f"{name}.schema.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def _plain_validator(name: str) -> Draft202012Validator:
    return Draft202012Validator(_schema(name))


_card_validators: dict[tuple, Draft202012Validator] = {}


def card_validator(ruleset: Ruleset) -> Draft202012Validator:
    """The card schema with its enums taken from ``ruleset`` (the shipped file matches the shipped ruleset)."""
    key = (tuple(ruleset.card_types), ruleset.zone_ids, ruleset.rarities, tuple(ruleset.tags))
    if key not in _card_validators:
        schema = copy.deepcopy(_schema("card"))
        defs = schema["$defs"]
        defs["tipo"]["enum"] = list(ruleset.card_types)
        defs["zona"]["enum"] = list(ruleset.zone_ids)
        defs["rareza"]["enum"] = list(ruleset.rarities)
        defs["etiqueta"]["enum"] = list(ruleset.tags)
        _card_validators[key] = Draft202012Validator(schema)
    return _card_validators[key]


def validator(name: str) -> Draft202012Validator:
    return _plain_validator(name)


def check(document: YamlDocument, schema: Draft202012Validator, what: str) -> list[Diagnostic]:
    """Every schema error of ``document`` as a diagnostic; ``what`` names the kind of file."""
    return [diagnostic for _path, diagnostic in check_paths(document, schema, what)]


def check_paths(document: YamlDocument, schema: Draft202012Validator, what: str) -> list[tuple[tuple, Diagnostic]]:
    """Like :func:`check`, each diagnostic with the path of the value it is about."""
    errors = sorted(_leaf_errors(schema.iter_errors(document.data)), key=lambda e: list(map(str, e.absolute_path)))
    found, seen = [], set()
    for error in errors:
        for diagnostic in _diagnostics(document, error, what):
            marker = (diagnostic.line, diagnostic.column, diagnostic.message)
            if marker not in seen:
                seen.add(marker)
                found.append((tuple(error.absolute_path), diagnostic))
    return found


def _leaf_errors(errors):
    """Errors of ``if/then/else`` and ``$ref`` branches are reported through their context."""
    for error in errors:
        if error.validator in ("anyOf", "oneOf") and error.context:
            yield from _leaf_errors(error.context)
        else:
            yield error


def _key(path: tuple) -> str:
    keys = [p for p in path if isinstance(p, str)]
    return keys[-1] if keys else "documento"


def _show(value: Any) -> str:
    if isinstance(value, str):
        return f"«{value}»"
    if value is None:
        return "vacío"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (dict, list)):
        return "un mapa" if isinstance(value, dict) else "una lista"
    return str(value)


def _close(word: str, options) -> str:
    match = difflib.get_close_matches(str(word), [str(o) for o in options], n=1, cutoff=0.6)
    return f"¿quisiste decir «{match[0]}»?" if match else ""


def _diagnostics(document: YamlDocument, error: ValidationError, what: str) -> list[Diagnostic]:
    path = tuple(error.absolute_path)
    if error.schema is False or error.message.startswith("False schema"):
        # «then: properties: {pg: false}» reports the card, not the key: name every forbidden key present
        forbidden = [k for k in _SUPPORT_FORBIDDEN if isinstance(document_value(document, path), dict)
                     and k in document_value(document, path)]
        return [document.diagnostic(
            "NM010", path + (key,), f"«{key}» no se permite en una Carta de Apoyo",
            "las Cartas de Apoyo no tienen zona ni estadísticas: quita esa clave", key=True) for key in forbidden]
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        allowed = list(error.schema.get("properties", {}))
        extras = [k for k in error.instance if k not in allowed]
        where = ("el archivo de cartas" if not path and what == "la carta" and "cartas" in error.instance
                 else _where(path, what))
        return [document.diagnostic(
            "NM010", path + (extra,), f"clave desconocida «{extra}» en {where}",
            _close(extra, allowed) or ("claves admitidas: " + ", ".join(allowed) if allowed else ""), key=True)
            for extra in extras]
    if error.validator == "type" and not path:
        if error.instance is None:
            return [document.diagnostic("NM010", (), f"el archivo está vacío; se esperaba {what}",
                                        "escribe su contenido (mira cards/ para ver ejemplos)")]
        return [document.diagnostic("NM010", (), f"el archivo debe ser un mapa de claves con {what}",
                                    "escribe «clave: valor» en cada línea (mira cards/ para ver ejemplos)")]
    return [_diagnostic(document, error, what)]


def document_value(document: YamlDocument, path: tuple):
    value = document.data
    for step in path:
        value = value[step]
    return value


def _diagnostic(document: YamlDocument, error: ValidationError, what: str) -> Diagnostic:
    path = tuple(error.absolute_path)
    kind, value, schema = error.validator, error.instance, error.schema
    key = _key(path)
    if kind == "required":
        missing = error.message.split("'")[1]
        return document.diagnostic(
            "NM010", path, f"falta la clave obligatoria «{missing}» en {_where(path, what)}",
            f"añade «{missing}: …»", key=True)
    if kind == "enum":
        options = error.validator_value
        hint = _close(value, options) or "valores admitidos: " + ", ".join(
            "vacío" if o is None else str(o) for o in options)
        return document.diagnostic("NM010", path, f"{_show(value)} no es un valor válido de «{key}»", hint)
    if kind == "const":
        return document.diagnostic("NM010", path, f"{_show(value)} no es un valor válido de «{key}»",
                                   f"debe ser {_show(error.validator_value)}")
    if kind == "type":
        wanted = error.validator_value
        names = " o ".join(_TYPE_NAMES[t] for t in ([wanted] if isinstance(wanted, str) else wanted))
        return document.diagnostic("NM010", path, f"«{key}» debe ser {names}, no {_show(value)}",
                                   "revisa el valor de esa clave")
    if "propertyNames" in error.schema_path:  # a key of «cartas» in a deck: point at that key
        bad = value if isinstance(value, str) else "?"
        return document.diagnostic("NM010", path + (bad,), f"«{bad}» no es un id válido en «{key}»",
                                   "los ids usan solo minúsculas sin acentos, dígitos y guiones", key=True)
    if kind == "pattern":
        return document.diagnostic(
            "NM010", path, f"{_show(value)} no es un identificador válido para «{key}»",
            "usa solo minúsculas sin acentos, dígitos y guiones, p. ej. «brazo-martillo»")
    if kind == "minimum":
        return document.diagnostic("NM010", path, f"«{key}» debe ser al menos {error.validator_value}, no {value}",
                                   "sube el valor")
    if kind == "maximum":
        return document.diagnostic("NM010", path, f"«{key}» debe ser como mucho {error.validator_value}, no {value}",
                                   "baja el valor")
    if kind in ("minLength", "minItems", "minProperties"):
        return document.diagnostic("NM010", path, f"«{key}» no puede estar vacío", "escribe un valor")
    return document.diagnostic("NM010", path, f"valor no válido en «{key}»: {error.message}", "")


def _where(path: tuple, what: str) -> str:
    if len(path) >= 2 and path[0] == "cartas" and isinstance(path[1], int):
        rest = path[2:]
        base = f"la carta {path[1] + 1} de «cartas»"
        return base if not rest else f"«{_key(rest)}» de {base}"
    if path:
        return f"«{_key(path)}»"
    return what
