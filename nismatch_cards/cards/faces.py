"""NM053 and NM054: a card's name or text that its printed face cuts, lets spill out of its box, or
fits only below the game's readable minimum (``cara.legible`` of the pack, in pt). Each face is
drawn by its real template, measured with the fonts it is printed with (``render/fitting.py``)."""
from __future__ import annotations

import multiprocessing

from ..diagnostics import Diagnostic, clip
from .model import CardSet
from .pack import GROUP, LIST, TEXT, CardType
from .packs import LoadedPack
from .yamlfile import YamlDocument

#: ``fit`` of :func:`~nismatch_cards.cards.loader.load` that lays the faces out too (``validar --caras``).
DRAW = "dibujar"
NAME_HINT = "acorta el nombre o usa palabras más cortas"
TEXT_HINT = "acorta el texto: en la caja de la cara no cabe más a un cuerpo legible"


def _pt(size: float) -> str:
    return f"{size:g}".replace(".", ",") + " pt"


def _text_field(card_type: CardType, fields) -> tuple:
    """Where a text problem is told: the card's first text (or list or group) field, in the type's order."""
    for key, f in card_type.fields.items():
        if f.kind in (TEXT, LIST, GROUP) and fields.get(key) is not None:
            return (key,)
    return ()


def check_faces(card_set: CardSet, game: LoadedPack | None, places: dict,
                told: set[str] | None = None) -> list[Diagnostic]:
    """NM053/NM054 for every card of ``card_set`` (``places``: card id → (document, path)); the
    cards told about are added to ``told``."""
    if game is None or not card_set.cards:
        return []
    from ..render.fitting import fitted_faces

    legible = game.pack.legible
    found: list[Diagnostic] = []
    for card_id, fitted in fitted_faces(card_set, game).items():
        if card_id not in places:
            continue
        document, path = places[card_id]
        card = card_set.cards[card_id]
        card_type = game.pack.types[card.type]
        for item in fitted:
            name = item.text.casefold() == card.name.casefold()
            minimum = legible.get("nombre" if name else "texto")
            small = minimum is not None and item.size < minimum
            if item.fits and not small:
                continue
            found.append(_diagnostic(document, path, card, card_type, item, name, minimum))
            if told is not None:
                told.add(card_id)
    return found


def _diagnostic(document: YamlDocument, path: tuple, card, card_type: CardType, item, name: bool,
                minimum: float | None) -> Diagnostic:
    where = f"la cara de {card_type.a_name}"
    if name:
        message = (f"el nombre «{clip(card.name, 80)}» no cabe en su línea de {where} ni a {_pt(item.size)}: "
                   "se cortará" if not item.fits else
                   f"el nombre «{clip(card.name, 80)}» solo cabe en {where} a {_pt(item.size)}, por debajo del "
                   f"mínimo legible del juego ({_pt(minimum)})")
        return document.diagnostic("NM053", path + ("nombre",), message, NAME_HINT, severity="warning")
    text = clip(item.text, 50)
    message = (f"el texto «{text}» no cabe en su caja de {where} ni a {_pt(item.size)}: se saldrá de ella"
               if not item.fits else
               f"el texto «{text}» solo cabe en su caja de {where} a {_pt(item.size)}, por debajo del mínimo "
               f"legible del juego ({_pt(minimum)})")
    field = _text_field(card_type, card.fields)
    return document.diagnostic("NM054", path + field, message, TEXT_HINT, key=bool(field), severity="warning")


# --- what the drawn face shows (``validar --caras``) ----------------------------------------------

SHOW_HINT = ("imprímelo en la plantilla «{template}» (por ejemplo {{{{ f.fields.{key} }}}}), o di en el campo del "
             "paquete cómo se ve («impreso: el color del marco») o que la cara no lo imprime («impreso: false»)")
FAIL_HINT = "corrige la plantilla: «nismatch construir» se pararía en esta carta"
OVERLAP_HINT = "separa las dos cajas en la plantilla «{template}» o achica una de ellas"
GLYPH_HINT = ("instala una fuente que lo tenga (la máquina que imprime debe tenerla también), dibuja ese icono con "
              "«svg:» en el paquete, o escribe otro carácter")
CUT_HINT = ("da más sitio a esa caja en la plantilla «{template}» o elige su cuerpo con fit_line o fit_text "
            "para que quepa")


def check_drawn(card_set: CardSet, game: LoadedPack | None, places: dict, measured: set[str],
                workers: int = 1) -> list[Diagnostic]:
    """NM198 (a field with a value its face does not show), NM199 (texts drawn over each other),
    NM200 (text cut at an edge), NM201 (a face its template cannot draw) and NM243 (a character no
    installed font draws) for every card of ``card_set``, its faces laid out by WeasyPrint.
    ``measured``: cards whose name or text NM053/NM054 already tell does not fit (not told again).
    Laying faces out costs about a tenth of a second a card: ``workers`` forked processes lay out a
    share of the cards each."""
    if game is None or not card_set.cards:
        return []
    import weasyprint  # noqa: F401  imported here, with the layout, so that forked workers start with them loaded

    from ..render import drawn  # noqa: F401
    from ..render.workers import chunk_count, run_parallel

    keys = [card_id for card_id in card_set.cards if card_id in places]
    shares = chunk_count(len(keys), workers) if "fork" in multiprocessing.get_all_start_methods() else 1
    if shares < 2:
        return _drawn_problems(card_set, game, places, measured, keys)
    global _drawing
    _drawing = (card_set, game, places, measured)
    size = -(-len(keys) // shares)
    try:
        parts = run_parallel(_drawn_share, [keys[i:i + size] for i in range(0, len(keys), size)], workers)
    finally:
        _drawing = None
    return [d for part in parts for d in part]


#: What forked workers of :func:`check_drawn` lay out (set before the pool forks).
_drawing: tuple | None = None


def _drawn_share(keys: list[str]) -> list:
    card_set, game, places, measured = _drawing
    return _drawn_problems(card_set, game, places, measured, keys)


def _drawn_problems(card_set: CardSet, game: LoadedPack, places: dict, measured: set[str],
                    keys: list[str]) -> list[Diagnostic]:
    """:func:`check_drawn` for the cards ``keys``, in this process."""
    from ..render.drawn import drawn_faces

    found: list[Diagnostic] = []
    for card_id, drawn in drawn_faces(card_set, game, keys).items():
        if card_id not in places:
            continue
        document, path = places[card_id]
        face = drawn.face
        template = face.type.template
        if drawn.problem is not None:
            found.append(document.diagnostic("NM201", path, drawn.problem, FAIL_HINT))
            continue
        for key in drawn.hidden():
            value = card_set.cards[card_id].fields[key]
            f = face.type.fields[key]
            found.append(document.diagnostic(
                "NM198", path + (key,), f"la cara de {face.type.a_name} no muestra «{f.name}» ({key}: "
                f"{clip(_written(value), 40)}): la plantilla «{template}» no lo imprime",
                SHOW_HINT.format(template=template, key=key), key=True, severity="warning"))
        for first, second in drawn.overlaps()[:1]:
            where = next((p.field for p in (first, second) if p.field), "")
            found.append(document.diagnostic(
                "NM199", path + _field_path(where), f"en la cara de {face.type.a_name}, «{clip(first.text, 40)}» y "
                f"«{clip(second.text, 40)}» se dibujan uno encima del otro",
                OVERLAP_HINT.format(template=template), key=bool(where), severity="warning"))
        for piece, off_card in (drawn.cut() if card_id not in measured else [])[:1]:
            edge = "el borde de la carta" if off_card else "el borde de su caja"
            found.append(document.diagnostic(
                "NM200", path + _field_path(piece.field), f"en la cara de {face.type.a_name}, el texto "
                f"«{clip(piece.text, 40)}» se corta en {edge}", CUT_HINT.format(template=template),
                key=bool(piece.field), severity="warning"))
        for piece, characters in drawn.missing_glyphs()[:1]:
            named = ", ".join(f"«{c}» (U+{ord(c):04X})" for c in characters)
            found.append(document.diagnostic(
                "NM243", path + _field_path(piece.field), f"en la cara de {face.type.a_name}, {named} de "
                f"«{clip(piece.text, 40)}» no está en ninguna fuente instalada: se imprime como un cuadro vacío",
                GLYPH_HINT, key=bool(piece.field), severity="warning"))
    return found


def _field_path(key: str) -> tuple:
    return tuple(key.split(".")) if key else ()


def _written(value) -> str:
    """A field's value as a card writes it, for a message."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_written(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_written(v) for v in value) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
