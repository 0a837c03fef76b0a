"""The game pack the renderer draws with: the pack model, its folder (templates, images) and its plug-in."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

import yaml

from ..cards.pack import Pack
from ..games import GameCode, engine_code
from ..paths import PACKS_DIR


@dataclass(frozen=True)
class GamePack:
    """A :class:`Pack` with the folder it was read from and the plug-in its ``juego.motor`` names."""

    pack: Pack
    folder: Path
    code: GameCode | None = None

    @property
    def templates(self) -> Path:
        """The pack's own templates and stylesheets (faces, backs, site pages it restyles)."""
        return self.folder / "templates"

    def hook(self, name: str) -> Callable[..., Any] | None:
        """The plug-in's hook ``name``, or None when the pack has no plug-in or the plug-in lacks it."""
        return getattr(self.code, name, None) if self.code is not None else None


def pack_from_file(ruleset: Path, folder: Path | None = None) -> GamePack:
    """The pack written in ``ruleset`` (a ``ruleset.yaml`` with ``juego:``). Not validated here: the
    loader checks packs against ``schemas/pack.schema.json`` before anything is drawn."""
    data = yaml.load(Path(ruleset).read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    pack = Pack.from_data(data)
    return GamePack(pack, Path(folder or Path(ruleset).parent), engine_code(pack.engine))


# --- TEMPORARY (issue 10): until the loader reads packs ------------------------------------------
#: NISMATCH written as a pack; it becomes packs/nismatch/ruleset.yaml when the loader reads packs.
NISMATCH_PACK_DRAFT = Path(__file__).resolve().parents[2] / "tests" / "packs" / "nismatch-pack.yaml"


def pack_for(project) -> GamePack:
    """The pack of a loaded cards folder.

    TEMPORARY: today's loader reads only NISMATCH's old-format ruleset, so every project is drawn
    with the NISMATCH pack draft (``tests/packs/nismatch-pack.yaml``) and the templates of
    ``packs/nismatch/``. When the loader gives the project its pack, return that pack and its folder.
    """
    return _nismatch()


@lru_cache(maxsize=1)
def _nismatch() -> GamePack:
    return pack_from_file(NISMATCH_PACK_DRAFT, PACKS_DIR / "nismatch")
