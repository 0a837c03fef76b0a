"""JSON Schemas (draft 2020-12) for editors, derived from a pack: its card files, decks and sets.

They say what ``fields.py`` and ``files.py`` check of a file's shape and values (keys, types,
enums and what each type admits, ranges, list sizes, conditions, icons and patterns of free
text), so editors with yaml-language-server complete and check every game's fields; what they
cannot say (a card language's grammar, ids unique in a set, what a deck contains) is left to
``nismatch validar``. The tests check both on the same good and bad files.
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Mapping

from ..diagnostics import Diagnostic, display_path
from ..paths import SCHEMA_DIR
from .files import CARD_REF, DECK_KEYS, SET_KEYS, deck_keys
from .pack import BOOLEAN, COMMON_KEYS, ENUM, GROUP, INTEGER, LIST, RANGE, Condition, Field, Pack

DRAFT = "https://json-schema.org/draft/2020-12/schema"
URN = "urn:nismatch-cards:schema"
ID_PATTERN = "^[a-z0-9]+(-[a-z0-9]+)*$"
#: file name → what it describes; ``pack.schema.json`` is the meta-schema of every pack
FILES = {"card": "Archivo de cartas", "deck": "Mazo", "set": "Definición de un set (set.yaml)", "map": "Mapa"}


def schemas(pack: Pack) -> dict[str, dict]:
    """Every schema of ``pack`` by file name (``card.schema.json``…), plus the meta-schema of packs."""
    made = {"card": card_schema(pack), "deck": deck_schema(pack), "set": set_schema(pack)}
    if pack.maps is not None:
        made["map"] = map_schema(pack)
    found = {f"{name}.schema.json": schema for name, schema in made.items()}
    for shared in ("pack.schema.json", "lexicon.schema.json"):  # every pack's ruleset and lexicon
        found[shared] = json.loads((SCHEMA_DIR / shared).read_text(encoding="utf-8"))
    return found


def dump(schema: dict) -> str:
    """A schema as its file holds it."""
    return json.dumps(schema, ensure_ascii=False, indent=2) + "\n"


def _head(pack: Pack, name: str) -> dict:
    return {
        "$schema": DRAFT,
        "$id": f"{URN}:{pack.id}:{name}",
        "title": f"{FILES[name]} de {pack.name}",
        "$comment": f"Generado del paquete «{pack.id}» por «nismatch esquemas»: no lo edites a mano.",
    }


# --- cards -------------------------------------------------------------------------------------


def card_schema(pack: Pack) -> dict:
    """A card file: one card, or ``cartas:`` with a list of them."""
    defs: dict[str, Any] = {"carta": _any_card(pack)}
    for type_id, card_type in pack.types.items():
        defs[f"tipo-{type_id}"] = _card_type(pack, type_id)
    return {
        **_head(pack, "card"),
        "description": "Una carta, o una lista de cartas bajo «cartas».",
        "$defs": defs,
        "if": {"type": "object", "required": ["cartas"]},
        "then": {"type": "object", "required": ["cartas"], "additionalProperties": False,
                 "properties": {"cartas": {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/carta"}}}},
        "else": {"$ref": "#/$defs/carta"},
    }


def _common(pack: Pack) -> dict[str, dict]:
    types = " | ".join(f"{t} ({card_type.name})" for t, card_type in pack.types.items())
    return {
        "id": {"type": "string", "pattern": ID_PATTERN,
               "description": "Identificador único en el set: minúsculas, dígitos y guiones."},
        "nombre": {"type": "string", "minLength": 1, "description": "Nombre impreso en la carta."},
        "tipo": {"enum": list(pack.types), "description": types},
        "arte": {"type": "string", "minLength": 1, "description": "Imagen, relativa a la carpeta del set y dentro de ella."},
    }


def _any_card(pack: Pack) -> dict:
    """Any card: the common keys, and the rules of its type once ``tipo`` names one (so that an
    editor completes only that type's fields)."""
    return {
        "type": "object",
        "required": ["id", "nombre", "tipo"],
        "properties": _common(pack),
        "allOf": [{"if": {"properties": {"tipo": {"const": t}}, "required": ["tipo"]},
                   "then": {"$ref": f"#/$defs/tipo-{t}"}} for t in pack.types],
    }


def _card_type(pack: Pack, type_id: str) -> dict:
    card_type = pack.types[type_id]
    schema = _mapping(pack, card_type.fields, {key: True for key in COMMON_KEYS})
    schema["description"] = card_type.description or card_type.name
    return schema


def _mapping(pack: Pack, fields: Mapping[str, Field], extra: dict | None = None) -> dict:
    """A card or a group: its fields, which are required, and the conditions between them."""
    schema: dict[str, Any] = {
        "type": "object",
        "properties": {**(extra or {}), **{k: _field(pack, f) for k, f in fields.items()}},
        "additionalProperties": False,
    }
    required = [k for k, f in fields.items() if f.required]
    if required:
        schema["required"] = required
    conditions = [{"if": _holds(c), "then": {"required": [k]}} for k, f in fields.items() if not f.required
                  for c in f.required_if]
    conditions += [{"if": _holds(c), "then": {"not": {"required": [k]}}} for k, f in fields.items()
                   for c in f.forbidden_if]
    if conditions:
        schema["allOf"] = conditions
    return schema


def _holds(c: Condition) -> dict:
    """A :class:`Condition` as a schema (a field that is absent holds only a condition naming null)."""
    values = list(c.values)
    schema: dict[str, Any] = {"properties": {c.field: {"enum": values}}}
    if None not in values:
        schema["required"] = [c.field]
    return schema


def _describe(f: Field) -> str:
    described = f"{f.name}. {f.description}" if f.description else f.name
    if f.recommended is not None and not f.required:
        described += " Recomendado: un borrador puede dejarlo en blanco (aviso NM174)."
    return described


def _field(pack: Pack, f: Field) -> dict:
    schema = _value(pack, f)
    schema["description"] = _describe(f)
    return schema


def _value(pack: Pack, f: Field) -> dict:
    kind = f.kind
    if kind == INTEGER:
        return {"type": "integer", **_bounds(f, "minimum", "maximum")}
    if kind == BOOLEAN:
        return {"type": "boolean"}
    if kind == ENUM:
        enum = pack.enums[f.enum]
        ids = list(f.allowed) if f.allowed is not None else list(enum.ids)
        return {"enum": ids, "markdownDescription": " | ".join(f"`{v.id}` {v.name}" for v in enum.values if v.id in ids)}
    if kind == RANGE:
        return {"anyOf": [{"type": "integer", **_bounds(f, "minimum", "maximum")},
                          {"enum": _range_texts(f.minimum, f.maximum)}]}
    if kind == LIST:
        return {"type": "array", "items": _value(pack, f.items), **_bounds(f, "minItems", "maxItems")}
    if kind == GROUP:
        return _mapping(pack, f.fields)
    schema: dict[str, Any] = {"type": "string", "minLength": 1}  # TEXT
    if f.max_length is not None:
        schema["maxLength"] = f.max_length
    style = pack.text_styles.get(f.style) if f.style else None
    if style is not None and style.language is None:
        if style.icons:
            schema["not"] = {"pattern": _unknown_icon(pack)}
        if style.pattern:
            schema["pattern"] = style.pattern
    return schema


def _bounds(f: Field, low: str, high: str) -> dict:
    return {k: v for k, v in ((low, f.minimum), (high, f.maximum)) if v is not None}


def _range_texts(low: int, high: int) -> list[str]:
    """Every way to write a range within ``low``–``high`` as text: «2», «1-3»."""
    return [str(a) for a in range(low, high + 1)] + [f"{a}-{b}" for a in range(low, high + 1) for b in range(a, high + 1)]


def _unknown_icon(pack: Pack) -> str:
    """A pattern matching an ``{icon}`` the pack does not declare (``{N icon}``: N from 1 to 20, the checks' MAX_ICONS)."""
    known = "|".join(re.escape(i) for i in pack.icons)
    return r"\{(?!(?:(?:[1-9]|1[0-9]|20) )?(?:" + known + r")\})[^{}]*\}" if known else r"\{[^{}]*\}"


# --- decks and sets -----------------------------------------------------------------------------


def deck_schema(pack: Pack) -> dict:
    identifier = {"type": "string", "pattern": ID_PATTERN}
    properties = {
        "nombre": {"type": "string", "minLength": 1, "description": "Nombre del mazo."},
        "set": {**identifier, "description": "El set de las cartas (o «sets» con varios)."},
        "sets": {"type": "array", "minItems": 1, "items": identifier,
                 "description": "Los sets de las cartas; sin «set» ni «sets», todos los de la carpeta."},
        "personaje": {**identifier, "description": "El id de la carta del personaje del mazo."},
        "descripcion": {"type": "string", "minLength": 1},
        "cartas": {"type": "object", "minProperties": 1, "description": "id de carta (o «set/id»): copias.",
                   "propertyNames": {"pattern": f"^{CARD_REF.pattern}$"},
                   "additionalProperties": {"type": "integer", "minimum": 1}},
    }
    assert tuple(properties) == DECK_KEYS
    return {
        **_head(pack, "deck"),
        "type": "object",
        "required": ["nombre", "cartas"],
        "additionalProperties": False,
        "properties": {k: properties[k] for k in deck_keys(pack)},
        "not": {"required": ["set", "sets"]},
    }


def set_schema(pack: Pack) -> dict:
    properties = {
        "codigo": {"type": "string", "pattern": ID_PATTERN, "description": "Código del set; los mazos lo citan."},
        "nombre": {"type": "string", "minLength": 1},
        "version": {"type": ["string", "number"], "description": "Versión del set, p. ej. \"1.0\"."},
        "descripcion": {"type": "string", "minLength": 1},
        "dorso": {"type": "string", "minLength": 1, "description": "Imagen del dorso, relativa a la carpeta del set."},
    }
    assert tuple(properties) == SET_KEYS
    return {**_head(pack, "set"), "type": "object", "required": ["codigo", "nombre", "version"],
            "additionalProperties": False, "properties": properties}


#: the folders of a cards folder where exported schemas are looked for (``nuevo juego`` writes ``schemas/``,
#: ``nismatch esquemas`` writes ``esquemas/`` by default)
SCHEMA_FOLDERS = ("schemas", "esquemas")
#: the largest schema file read to compare (ours are tens of kilobytes)
MAX_SCHEMA_BYTES = 4_000_000


def stale_schemas(folder: Path, pack: Pack) -> list[Diagnostic]:
    """A warning (NM119) for each schema this toolchain exported into ``folder``'s schema folders that differs
    from what ``pack`` gives now: the editor would check the cards against rules the pack no longer has."""
    made = None
    found = []
    for sub in SCHEMA_FOLDERS:
        for file in sorted((folder / sub).glob("*.schema.json")) if (folder / sub).is_dir() else []:
            text = _ours(file)
            if text is None:
                continue
            made = schemas(pack) if made is None else made
            if file.name in made and text != dump(made[file.name]):
                found.append(Diagnostic(
                    "NM119", display_path(file), 1, 1,
                    f"el esquema está desactualizado: el paquete «{pack.id}» cambió después de exportarlo, y el "
                    "editor comprueba las cartas con reglas que ya no son las suyas",
                    f"vuelve a exportarlo: nismatch esquemas --cartas {display_path(folder)} --salida "
                    f"{display_path(folder / sub)}", "warning"))
    return found


def _ours(file: Path) -> str | None:
    """The text of ``file`` if it is a regular schema file exported by this toolchain (``$id`` of ours)."""
    try:
        if file.is_symlink() or not file.is_file() or file.stat().st_size > MAX_SCHEMA_BYTES:
            return None
        text = file.read_text(encoding="utf-8")
        data = json.loads(text)
    except (OSError, UnicodeDecodeError, ValueError):
        return None
    return text if isinstance(data, dict) and str(data.get("$id", "")).startswith(URN) else None
# --- maps ---------------------------------------------------------------------------------------


def map_schema(pack: Pack) -> dict:
    """A map file of a pack with ``mapas`` (``games/unmatched/maps.py`` checks the same, and what a
    schema cannot say: connections naming declared spaces, every space reachable, start spaces
    numbered 1…N, zones of two spaces or more, spaces apart and on the board)."""
    identifier = {"type": "string", "pattern": ID_PATTERN}
    millimetres = {"type": "number", "minimum": 0, "maximum": 2000}
    starts = pack.maps.start_counts
    return {
        **_head(pack, "map"),
        "description": f"Un {pack.maps.name}: casillas con posición y zonas, sus conexiones y las casillas iniciales "
                       f"numeradas de 1 a {' o '.join(map(str, starts))}.",
        "type": "object",
        "required": ["nombre", "tamano", "diametro", "zonas", "casillas", "conexiones"],
        "additionalProperties": False,
        "properties": {
            "nombre": {"type": "string", "minLength": 1, "description": "Nombre del mapa."},
            "descripcion": {"type": "string", "minLength": 1},
            "tamano": {"type": "object", "required": ["ancho", "alto"], "additionalProperties": False,
                       "description": "Tamaño del tablero a tamaño de juego, en mm.",
                       "properties": {"ancho": {"type": "number", "minimum": 50, "maximum": 2000},
                                      "alto": {"type": "number", "minimum": 50, "maximum": 2000}}},
            "diametro": {"type": "number", "minimum": 10, "maximum": 200, "description": "Diámetro de una casilla, en mm."},
            "zonas": {"type": "object", "minProperties": 1, "description": "id de zona: su nombre y su color.",
                      "propertyNames": {"pattern": ID_PATTERN},
                      "additionalProperties": {
                          "type": "object", "required": ["nombre", "color"], "additionalProperties": False,
                          "properties": {"nombre": {"type": "string", "minLength": 1},
                                         "color": {"type": "string", "pattern": "^#[0-9a-fA-F]{6}$"}}}},
            "casillas": {"type": "array", "items": {
                "type": "object", "required": ["id", "x", "y", "zonas"], "additionalProperties": False,
                "properties": {
                    "id": {**identifier, "maxLength": 64},
                    "x": {**millimetres, "description": "Centro, en mm desde el borde izquierdo."},
                    "y": {**millimetres, "description": "Centro, en mm desde el borde de arriba."},
                    "zonas": {"type": "array", "minItems": 1, "maxItems": 3, "uniqueItems": True, "items": identifier,
                              "description": "Las zonas (colores) de la casilla: 1, 2 o 3."},
                    "inicio": {"type": "integer", "minimum": 1, "description": "Número de casilla inicial (1, 2…)."}}}},
            "conexiones": {"type": "array", "description": "Parejas de casillas adyacentes; cada una vale en los dos sentidos.",
                           "items": {"type": "array", "minItems": 2, "maxItems": 2, "items": {"type": "string"}}},
        },
    }
