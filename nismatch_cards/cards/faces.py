"""NM053 and NM054: a card's name or text that its printed face cuts, lets spill out of its box, or
fits only below the game's readable minimum (``cara.legible`` of the pack, in pt). Each face is
drawn by its real template, measured with the fonts it is printed with (``render/fitting.py``)."""
from __future__ import annotations

from ..diagnostics import Diagnostic, clip
from .model import CardSet
from .pack import GROUP, LIST, TEXT, CardType
from .packs import LoadedPack
from .yamlfile import YamlDocument

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


def check_faces(card_set: CardSet, game: LoadedPack | None, places: dict) -> list[Diagnostic]:
    """NM053/NM054 for every card of ``card_set`` (``places``: card id → (document, path))."""
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
