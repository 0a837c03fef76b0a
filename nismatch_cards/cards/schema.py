"""JSON Schema checks of YAML documents, with errors turned into Spanish diagnostics.

Used for the files whose shape a meta-schema of ``schemas/`` describes (a pack's
``ruleset.yaml``); cards, sets and decks are checked by their pack (``fields.py``, ``files.py``).
"""
from __future__ import annotations

import json
import re
from functools import lru_cache

from jsonschema import Draft202012Validator, validators
from jsonschema.exceptions import ValidationError

from ..diagnostics import Diagnostic
from ..paths import SCHEMA_DIR
from .wording import TYPE_NAMES, close, key_of, show, where
from .yamlfile import YamlDocument


ID_HINT = "usa solo minúsculas sin acentos, dígitos, «-» y «_», p. ej. «brazo_derecho»"


@lru_cache(maxsize=None)
def _whole(pattern: str) -> re.Pattern:
    """A schema's ``^…$`` pattern as the schema means it: in Python ``$`` also matches before a final
    line break, so «nismatch\\n» would pass as an id; ``\\Z`` does not."""
    return re.compile(pattern[:-1] + r"\Z" if pattern.endswith("$") and not pattern.endswith("\\$") else pattern)


def _pattern(validator, pattern: str, instance, schema):
    if validator.is_type(instance, "string") and not _whole(pattern).search(instance):
        yield ValidationError(f"{instance!r} does not match {pattern!r}")


#: Draft 2020-12, with ``pattern`` (also under ``propertyNames``) read to the end of the string.
_Validator = validators.extend(Draft202012Validator, {"pattern": _pattern})


@lru_cache(maxsize=None)
def validator(name: str) -> Draft202012Validator:
    """The validator of ``schemas/<name>.schema.json``."""
    return _Validator(json.loads((SCHEMA_DIR / f"{name}.schema.json").read_text(encoding="utf-8")))


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


def _diagnostics(document: YamlDocument, error: ValidationError, what: str) -> list[Diagnostic]:
    path = tuple(error.absolute_path)
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        allowed = list(error.schema.get("properties", {}))
        extras = [k for k in error.instance if k not in allowed]
        return [document.diagnostic(
            "NM010", path + (extra,), f"clave desconocida «{extra}» en {where(path, what)}",
            close(extra, allowed) or ("claves admitidas: " + ", ".join(allowed) if allowed else ""), key=True)
            for extra in extras]
    if error.validator == "type" and not path:
        if error.instance is None:
            return [document.diagnostic("NM010", (), f"el archivo está vacío; se esperaba {what}",
                                        "escribe su contenido (mira cards/ para ver ejemplos)")]
        return [document.diagnostic("NM010", (), f"el archivo debe ser un mapa de claves con {what}",
                                    "escribe «clave: valor» en cada línea (mira cards/ para ver ejemplos)")]
    return [_diagnostic(document, error, what)]


def _diagnostic(document: YamlDocument, error: ValidationError, what: str) -> Diagnostic:
    path = tuple(error.absolute_path)
    kind, value = error.validator, error.instance
    key = key_of(path)
    if kind == "required":
        missing = error.message.split("'")[1]
        return document.diagnostic(
            "NM010", path, f"falta la clave obligatoria «{missing}» en {where(path, what)}",
            f"añade «{missing}: …»", key=True)
    if kind == "enum":
        options = error.validator_value
        hint = close(value, options) or "valores admitidos: " + ", ".join(
            "vacío" if o is None else str(o) for o in options)
        return document.diagnostic("NM010", path, f"{show(value)} no es un valor válido de «{key}»", hint)
    if kind == "const":
        return document.diagnostic("NM010", path, f"{show(value)} no es un valor válido de «{key}»",
                                   f"debe ser {show(error.validator_value)}")
    if kind == "type":
        wanted = error.validator_value
        names = " o ".join(TYPE_NAMES[t] for t in ([wanted] if isinstance(wanted, str) else wanted))
        return document.diagnostic("NM010", path, f"«{key}» debe ser {names}, no {show(value)}",
                                   "revisa el valor de esa clave")
    if "propertyNames" in error.schema_path:  # a key that must be an id: point at that key
        bad = value if isinstance(value, str) else "?"
        return document.diagnostic("NM010", path + (bad,), f"«{bad}» no es un id válido en «{key}»",
                                   ID_HINT, key=True)
    if kind == "pattern":
        return document.diagnostic("NM010", path, f"{show(value)} no es un identificador válido para «{key}»",
                                   ID_HINT)
    if kind == "minimum":
        return document.diagnostic("NM010", path, f"«{key}» debe ser al menos {error.validator_value}, no {value}",
                                   "sube el valor")
    if kind == "maximum":
        return document.diagnostic("NM010", path, f"«{key}» debe ser como mucho {error.validator_value}, no {value}",
                                   "baja el valor")
    if kind in ("minLength", "minItems", "minProperties"):
        return document.diagnostic("NM010", path, f"«{key}» no puede estar vacío", "escribe un valor")
    return document.diagnostic("NM010", path, f"valor no válido en «{key}»: {error.message}", "")


