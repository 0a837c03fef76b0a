"""Images for online play: one PNG per card at print size, Tabletop Simulator sheets ≤ 10 × 7, < 4096 px."""
from __future__ import annotations

import json

from PIL import Image


def test_one_png_per_card_at_300_dpi(full_build, bundled_project):
    folder = full_build / "png" / "base"
    ids = set(bundled_project.sets["base"].cards)
    assert {p.stem for p in folder.glob("*.png")} == ids | {"dorso"}
    for file in list(folder.glob("*.png"))[:10] + [folder / "dorso.png"]:
        assert Image.open(file).size == (750, 1050)  # 63.5 × 88.9 mm at 300 dpi


def test_tabletop_simulator_sheets(full_build, bundled_project):
    tts = full_build / "png" / "tts"
    deck = json.loads((tts / "base.json").read_text(encoding="utf-8"))["ObjectStates"][0]
    assert sorted(c["GMNotes"] for c in deck["ContainedObjects"]) == sorted(bundled_project.sets["base"].cards)
    back = Image.open(tts / "base-dorso.png").convert("RGB")
    w, h = back.size
    assert (w, h) == (400, 560)
    for key, sheet in deck["CustomDeck"].items():
        assert sheet["BackURL"] == (tts / "base-dorso.png").resolve().as_uri()
        image = Image.open(tts / sheet["FaceURL"].rsplit("/", 1)[1]).convert("RGB")
        assert sheet["NumWidth"] <= 10 and sheet["NumHeight"] <= 7
        used = [c["CardID"] % 100 for c in deck["ContainedObjects"] if c["CardID"] // 100 == int(key)]
        assert max(used) < sheet["NumWidth"] * sheet["NumHeight"] - 1  # room for the back
        assert image.size == (sheet["NumWidth"] * w, sheet["NumHeight"] * h)
        assert image.width < 4096 and image.height < 4096
        last = image.crop((image.width - w, image.height - h, image.width, image.height))
        assert last.tobytes() == back.tobytes()  # the back in the last slot


def test_every_bundled_set_has_the_same_back(full_build, bundled_project):
    """A deck may mix sets: nothing on the back of a card of its Arsenal may tell which set it is of."""
    backs = [Image.open(full_build / "png" / code / "dorso.png").convert("RGB").tobytes() for code in bundled_project.sets]
    assert all(back == backs[0] for back in backs)
