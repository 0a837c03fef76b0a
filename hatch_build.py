"""Build hook: a wheel of nismatch-cards carries its rules engine compiled by Cython (games/nismatch/compiled_engine.py).

Without Cython or a C compiler, or with ``NISMATCH_MOTOR=python``, the wheel is plain Python and works the same,
more slowly (docs/simulation.md). An editable install (``pip install -e .``) builds the engine in place.
"""
from __future__ import annotations

import importlib.util
import os
from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

ROOT = Path(__file__).resolve().parent
COMPILED = ROOT / "nismatch_cards" / "games" / "nismatch" / "compiled_engine.py"


def _compiled():
    """compiled_engine.py, loaded from its file (the package's dependencies are not in the build environment)."""
    spec = importlib.util.spec_from_file_location("nismatch_engine_compiled", COMPILED)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class EngineBuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict) -> None:
        compiled = _compiled()
        if self.target_name != "wheel" or compiled.python_asked():
            return
        try:
            files = compiled.build(jobs=os.cpu_count() or 1)
        except Exception as error:  # the plain Python engine still works
            self.app.display_warning(f"nismatch-cards: el motor se instala sin compilar ({type(error).__name__}: "
                                     f"{error}); funciona igual, más despacio")
            return
        build_data["pure_python"] = False
        build_data["infer_tag"] = True
        if version != "editable":  # the editable install finds them in the source folder
            for made in files:
                build_data["force_include"][str(made)] = str(made.relative_to(ROOT))
