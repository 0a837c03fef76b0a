"""Tabletop Simulator saved objects (``build/png/tts/<name>.json``): the save file format TTS loads
as it is, checked against a schema written from the documented format and by what it means: every
card id points at a slot of its sheet that shows that card, one card per copy, named as printed."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from jsonschema import Draft202012Validator
from PIL import Image

from nismatch_cards.cards.loader import load

from .helpers import CARDS, run

SCHEMA = json.loads((Path(__file__).parent / "data" / "tts-saved-object.schema.json").read_text(encoding="utf-8"))


def _file(url: str) -> Path:
    assert url.startswith("file:///"), url
    return Path(unquote(urlsplit(url).path))


def check_saved_object(saved: dict, copies: Counter, names: dict[str, str], images: Path) -> list[str]:
    """Schema and meaning of a saved object; returns its cards (ids, top first), read from the sheets.

    ``images`` holds each card's full-size PNG (``<id>.png``): the slot a CardID names must show it."""
    Draft202012Validator.check_schema(SCHEMA)
    errors = sorted(Draft202012Validator(SCHEMA).iter_errors(saved), key=lambda e: e.json_path)
    assert not errors, [f"{e.json_path}: {e.message}" for e in errors[:5]]
    top = saved["ObjectStates"][0]
    cards = top["ContainedObjects"] if top["Name"] == "DeckCustom" else [top]
    custom = top["CustomDeck"]
    if top["Name"] == "DeckCustom":
        assert top["DeckIDs"] == [c["CardID"] for c in cards]
    sheets = {key: Image.open(_file(entry["FaceURL"])).convert("RGB") for key, entry in custom.items()}
    back = Image.open(_file(next(iter(custom.values()))["BackURL"])).convert("RGB")
    found = []
    for card in cards:
        key, slot = divmod(card["CardID"], 100)
        entry = custom[str(key)]
        assert card["CustomDeck"] == {str(key): entry}
        assert slot < entry["NumWidth"] * entry["NumHeight"] - 1  # the last slot is the back
        sheet = sheets[str(key)]
        w, h = sheet.width // entry["NumWidth"], sheet.height // entry["NumHeight"]
        assert (w, h) == back.size and sheet.size == (entry["NumWidth"] * w, entry["NumHeight"] * h)
        row, column = divmod(slot, entry["NumWidth"])
        shown = sheet.crop((column * w, row * h, column * w + w, row * h + h))
        card_id = card["GMNotes"]
        expected = Image.open(images / f"{card_id}.png").convert("RGB").resize((w, h), Image.LANCZOS)
        assert shown.tobytes() == expected.tobytes(), (card_id, card["CardID"])
        assert card["Nickname"] == names[card_id]
        found.append(card_id)
    assert Counter(found) == copies
    return found


def test_a_decks_saved_object_has_one_card_per_copy(tmp_path):
    project = load([CARDS]).project
    deck = project.deck("asalto-remachado")
    out = tmp_path / "build"
    result = run("build", "png", "--cards", str(CARDS), "--out", str(out), "--deck", "asalto-remachado",
                 "--dpi", "72", "--workers", "2")
    assert result.exit_code == 0, result.output
    assert "1 objeto guardado de Tabletop Simulator" in result.output
    saved = json.loads((out / "png" / "tts" / "asalto-remachado.json").read_text(encoding="utf-8"))
    cards = project.sets["base"].cards
    copies = Counter(deck.card_list("base"))
    order = check_saved_object(saved, copies, {c: cards[c].name for c in copies}, out / "png" / "asalto-remachado")
    assert order == deck.card_list("base") and len(order) == sum(copies.values()) > 40
    top = saved["ObjectStates"][0]
    assert top["Name"] == "DeckCustom" and top["Nickname"] == "Asalto Remachado (NISMATCH — Set Base)"
    assert len(top["CustomDeck"]) == 1 and top["Transform"]["rotZ"] == 180  # face down


def test_a_saved_object_has_the_thumbnail_tts_shows_in_its_browser(tmp_path):
    """TTS lists saved objects with the picture of the same name (``<name>.png``): the deck's first card,
    whole, on a transparent 256 px square."""
    from PIL import Image, ImageChops, ImageStat

    out = tmp_path / "build"
    result = run("build", "png", "--cards", str(CARDS), "--out", str(out), "--only", "chispazo", "--dpi", "72")
    assert result.exit_code == 0, result.output
    thumb = Image.open(out / "png" / "tts" / "base-revision.png")
    assert thumb.size == (256, 256) and thumb.mode == "RGBA"
    box = thumb.getbbox()  # the card: 63.5 × 88.9 mm scaled to 256 px high, centred
    assert box[1] == 0 and box[3] == 256 and abs((box[2] - box[0]) - 256 * 63.5 / 88.9) <= 2
    assert thumb.getpixel((0, 128))[3] == 0 and thumb.getpixel((128, 128))[3] == 255
    face = Image.open(out / "png" / "base-revision" / "chispazo.png").convert("RGB").resize((box[2] - box[0], 256))
    difference = ImageStat.Stat(ImageChops.difference(thumb.crop(box).convert("RGB"), face)).mean
    assert max(difference) < 12  # the same picture (resampled another way)


def test_a_set_of_more_than_69_cards_takes_two_sheets(full_build, bundled_project):
    tts = full_build / "png" / "tts"
    saved = json.loads((tts / "base.json").read_text(encoding="utf-8"))
    cards = bundled_project.sets["base"].cards
    assert len(cards) > 69
    order = check_saved_object(saved, Counter(list(cards)), {c: card.name for c, card in cards.items()},
                               full_build / "png" / "base")
    custom = saved["ObjectStates"][0]["CustomDeck"]
    assert len(custom) == 2
    first, second = sorted(custom, key=int)
    assert int(second) == int(first) + 1
    assert [(e["NumWidth"], e["NumHeight"]) for e in custom.values()] == [(10, 7), (10, 2)]  # 69 + back, 17 + back
    assert sorted(order) == sorted(cards)


def test_one_card_is_a_card_and_sheets_may_be_hosted(tmp_path):
    out = tmp_path / "build"
    result = run("build", "png", "--cards", str(CARDS), "--out", str(out), "--only", "chispazo", "--dpi", "72",
                 "--tts-url", "https://ejemplo.org/mis cartas")
    assert result.exit_code == 0, result.output
    saved = json.loads((out / "png" / "tts" / "base-revision.json").read_text(encoding="utf-8"))
    assert not [e.message for e in Draft202012Validator(SCHEMA).iter_errors(saved)]
    card = saved["ObjectStates"][0]
    assert card["Name"] == "Card" and card["Nickname"] == "Chispazo" and card["Transform"]["rotZ"] == 0
    (key, entry), = card["CustomDeck"].items()
    assert card["CardID"] == int(key) * 100
    assert entry["FaceURL"] == "https://ejemplo.org/mis%20cartas/base-revision-caras-1.png"
    assert entry["BackURL"] == "https://ejemplo.org/mis%20cartas/base-revision-dorso.png"


@pytest.mark.parametrize("url", ["ftp://ejemplo.org/x", "ejemplo.org/cartas", "https://ejemplo.org/x?a=1"])
def test_a_tts_url_that_is_not_a_web_folder_is_a_usage_error(tmp_path, url):
    result = run("build", "png", "--cards", str(CARDS), "--out", str(tmp_path / "b"), "--tts-url", url)
    assert result.exit_code == 2
    assert "«--url-tts»" in result.output
    assert f"«{url}» no es una dirección http:// o https:// de una carpeta (sin «?» ni «#»)" in result.output
