"""Pack overlays: a cards folder's ``ruleset.yaml`` that names a bundled pack (``paquete: X``) and adds to it.

An overlay is written like the parts of a pack it changes (``tipos``, ``enumeraciones``, ``iconos``,
``mazos``…) and is merged into the bundled pack's own data: a mapping extends the pack's mapping key
by key, a list of maps with ``id`` (the values of an enumeration, the sections of a deck) merges item
by item by id, any other list gains the items it did not have, a scalar replaces the pack's and
``null`` unsets one of its settings (a limit, a list of ``admite``). So an overlay adds and extends;
it never removes a part of the pack (a type, a field, an enumeration: :attr:`Merged.removals`), nor
changes what a pack's field is (:func:`kind_changes`): the engine, the grammar and the templates of
the pack rely on both.

``version_paquete`` says which version of the pack the overlay was written for; a pack lists under
``juego.cambios`` what each of its versions changed, so that a newer pack that changes something
an overlay touches says so (:func:`changes_touched`). :func:`difference` is the reverse of
:func:`merge`: the overlay that turns a pack into a copy of it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterator

from .yamlfile import YamlDocument

#: the key of an overlay naming the version of the pack it was written for
VERSION_KEY = "version_paquete"
#: ``juego.cambios`` of a pack: version → the paths (``tipos.ataque.campos.dano``) that version changed
CHANGES_KEY = "cambios"

Steps = tuple[Any, ...]


@dataclass
class Merged:
    """A pack's data with an overlay merged in, and how to find each merged list item in the overlay."""

    data: dict
    #: merged path of a list → {index in the merged list: index of the overlay's item}
    list_items: dict[Steps, dict[int, int]] = field(default_factory=dict)
    #: overlay paths that write ``null`` over a part of the pack (a type, a field, an enumeration…)
    removals: list[Steps] = field(default_factory=list)


def merge(base: dict, overlay: dict) -> Merged:
    """``overlay`` merged into ``base`` (neither is changed)."""
    merged = Merged({})
    merged.data = _merge(base, overlay, (), (), merged)
    return merged


def _merge(base: Any, over: Any, here: Steps, there: Steps, merged: Merged) -> Any:
    if isinstance(base, dict) and isinstance(over, dict):
        out = dict(base)
        for key, value in over.items():
            if value is None and isinstance(base.get(key), dict):
                merged.removals.append(there + (key,))
            elif value is None and key in base:
                del out[key]  # a setting unset: «exacto: null», «copias_maximas: null» (no limit)
            elif key in base:
                out[key] = _merge(base[key], value, here + (key,), there + (key,), merged)
            else:
                out[key] = value
        return out
    if isinstance(base, list) and isinstance(over, list):
        out, where = list(base), {}
        by_id = {item["id"]: i for i, item in enumerate(base) if _item_id(item) is not None}
        for j, item in enumerate(over):
            i = by_id.get(_item_id(item)) if _item_id(item) is not None else None
            if i is not None:
                out[i] = _merge(base[i], item, here + (i,), there + (j,), merged)
            elif item in out:
                i = out.index(item)
            else:
                i = len(out)
                out.append(item)
            where[i] = j
        merged.list_items[here] = where
        return out
    return over


def _item_id(item: Any) -> str | None:
    return item["id"] if isinstance(item, dict) and isinstance(item.get("id"), str) else None


@dataclass
class OverlayDocument(YamlDocument):
    """The merged pack, placed in the overlay's file: a problem of the merged data is shown at the
    deepest part of its path the overlay wrote (a problem of the pack itself, at the overlay's key)."""

    list_items: dict[Steps, dict[int, int]] = field(default_factory=dict, repr=False, compare=False)

    def _nodes(self, path: tuple):
        return super()._nodes(self._in_overlay(path))

    def _in_overlay(self, path: tuple) -> tuple:
        out: list = []
        for n, step in enumerate(path):
            where = self.list_items.get(tuple(path[:n])) if isinstance(step, int) else None
            if where is not None:
                if step not in where:
                    break
                step = where[step]
            out.append(step)
        return tuple(out)


@dataclass(frozen=True)
class KindChange:
    """An overlay changing what a field of the pack is: its kind, its enumeration, a grammar's style."""

    path: Steps  # of the overlay's value
    subject: str  # «del campo «iniciativa»», «del estilo «habilidad»»
    what: str  # «la clase («tipo»)»
    old: Any
    new: Any
    reason: str  # the hint


def kind_changes(base: Any, over: Any, styles: dict, here: Steps = ()) -> list[KindChange]:
    """Where ``over`` changes the ``tipo`` or ``enum`` of one of ``base``'s fields, the ``estilo`` of a
    text written in a language (``styles``: the pack's ``estilos``), or the language of a style."""
    if not (isinstance(base, dict) and isinstance(over, dict)):
        return []
    found: list[KindChange] = []
    if len(here) >= 2 and (here[-2] == "campos" or here[-1] == "elementos"):
        name = str(here[-1] if here[-1] != "elementos" else here[-2])
        for key, what in (("tipo", "la clase («tipo»)"), ("enum", "la enumeración («enum»)")):
            if key in over and key in base and over[key] != base[key]:
                found.append(KindChange(here + (key,), f"del campo «{name}»", what, base[key], over[key],
                                        f"el motor, las plantillas y las cartas del paquete leen «{name}» con "
                                        f"«{key}: {base[key]}»; para otra cosa añade un campo nuevo con otro nombre"))
        language = (styles.get(base.get("estilo")) or {}).get("lenguaje") if isinstance(styles, dict) else None
        if language and "estilo" in over and over["estilo"] != base.get("estilo"):
            found.append(KindChange(here + ("estilo",), f"del campo «{name}»", "el estilo", base["estilo"], over["estilo"],
                                    f"la gramática del lenguaje «{language}» lee este texto; deja «estilo: "
                                    f"{base['estilo']}» o añade un campo nuevo con otro nombre"))
    if len(here) == 2 and here[0] == "estilos" and base.get("lenguaje") and "lenguaje" in over \
            and over["lenguaje"] != base["lenguaje"]:
        found.append(KindChange(here + ("lenguaje",), f"del estilo «{here[1]}»", "el lenguaje", base["lenguaje"],
                                over["lenguaje"], f"la gramática del lenguaje «{base['lenguaje']}» lee los textos de "
                                "este estilo; para textos libres añade un estilo nuevo con otro nombre"))
    for key, value in over.items():
        if key in base:
            found += kind_changes(base[key], value, styles, here + (key,))
    return found


def version_key(version: Any) -> tuple:
    """«2.10» after «2.9»: the numbers of a version, compared in order."""
    return tuple(int(n) for n in re.findall(r"\d+", str(version)))


def leaves(data: Any, here: Steps = ()) -> Iterator[Steps]:
    """The paths an overlay writes: each scalar and each list (its items are not followed)."""
    if isinstance(data, dict) and data:
        for key, value in data.items():
            yield from leaves(value, here + (key,))
    else:
        yield here


@dataclass(frozen=True)
class TouchedChange:
    """A change of a newer pack that an overlay touches."""

    version: str
    path: Steps


def changes_touched(overlay: dict, written_for: Any, pack_version: Any, changes: dict) -> list[TouchedChange]:
    """The paths a pack changed after version ``written_for`` (up to ``pack_version``) that ``overlay``
    also writes (the same path, a part of it, or something inside it)."""
    touched = [tuple(map(str, p)) for p in leaves(overlay)]
    low, high = version_key(written_for), version_key(pack_version)
    found = []
    for version, paths in (changes or {}).items():
        if not low < version_key(version) <= high:
            continue
        for written in paths or ():
            path = tuple(str(written).split("."))
            if any(t[:len(path)] == path or path[:len(t)] == t for t in touched):
                found.append(TouchedChange(str(version), path))
    return found


_SAME = object()


def difference(base: Any, copy: Any, here: Steps = ()) -> tuple[Any, list[Steps]]:
    """The overlay that :func:`merge` turns ``base`` into ``copy`` with (``_SAME`` when they are equal),
    and the paths of ``base`` that ``copy`` lacks (an overlay cannot remove them)."""
    if isinstance(base, dict) and isinstance(copy, dict):
        out, missing = {}, []
        for key, value in copy.items():
            if key not in base:
                out[key] = value
                continue
            changed, lacking = difference(base[key], value, here + (key,))
            missing += lacking
            if changed is not _SAME:
                out[key] = changed
        for key in base:
            if key not in copy and key == "obligatorio" and base[key] is True:
                out[key] = False  # a copy that dropped «obligatorio: true» made the field optional
            elif key not in copy:
                missing.append(here + (key,))
        return (out or _SAME), missing
    if isinstance(base, list) and isinstance(copy, list):
        by_id = {_item_id(item): item for item in base if _item_id(item) is not None}
        items, missing = [], []
        for item in copy:
            known = by_id.get(_item_id(item)) if _item_id(item) is not None else None
            if known is not None:
                changed, lacking = difference(known, item, here + (item["id"],))
                missing += lacking
                if changed is not _SAME:
                    items.append({"id": item["id"], **changed})
            elif item not in base:
                items.append(item)
        copied = {_item_id(item) for item in copy}
        missing += [here + ((_item_id(item),) if _item_id(item) is not None else ())
                    for item in base if (_item_id(item) not in copied if _item_id(item) is not None else item not in copy)]
        return (items or _SAME), missing
    same = base == copy and type(base) is type(copy)
    return (_SAME if same else copy), []


def overlay_of(base: dict, copy: dict) -> tuple[dict, list[Steps]]:
    """The overlay data of a pack ``copy`` of ``base`` (without ``juego``, which is the pack's), and what it lacks."""
    changed, missing = difference({k: v for k, v in base.items() if k != "juego"},
                                  {k: v for k, v in copy.items() if k != "juego"})
    return ({} if changed is _SAME else changed), missing


def dotted(path: Steps) -> str:
    return ".".join(map(str, path))
