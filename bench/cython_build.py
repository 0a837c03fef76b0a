"""Compiles the engine with Cython, in place: the experiment of issue 11 (docs/simulation.md).

The modules of ``engine/`` that have a ``.pxd`` (which makes their classes extension types with typed fields and
C methods; the ``.py`` stays the only source), and a few more as they are (``PLAIN``). Run
``python bench/cython_build.py`` (needs Cython 3 and a C compiler); ``--clean`` removes the ``.c`` and ``.so``
files, and the engine runs as plain Python again. A ``.so`` is imported instead of its ``.py``: after
changing the engine, build again or clean.
"""
from __future__ import annotations

import argparse
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "nismatch_cards" / "games" / "nismatch" / "engine"


#: Modules compiled as they are, without a .pxd: the language constructs the engine calls most.
PLAIN = [ENGINE / "visibility.py"] + [ENGINE.parent / "language" / "constructs" / f"{name}.py"
                                      for name in ("selection", "conditions", "triggers", "amounts")]


def modules() -> list[Path]:
    typed = sorted(p.with_suffix(".py") for p in ENGINE.glob("*.pxd") if p.with_suffix(".py").exists())
    return typed + PLAIN


def clean() -> None:
    for py in modules():
        for made in [py.with_suffix(".c"), *py.parent.glob(py.stem + ".*.so")]:
            if made.exists():
                made.unlink()
                print(f"borrado {made.relative_to(ROOT)}")


def build(annotate: bool) -> None:
    from Cython.Build import cythonize
    from setuptools import Distribution, Extension

    extensions = [Extension(".".join(py.relative_to(ROOT).with_suffix("").parts), [str(py.relative_to(ROOT))],
                            extra_compile_args=["-O2"]) for py in modules()]
    directives = {"annotation_typing": False,  # the .pxd files alone give C types, not the annotations
                  "nonecheck": True,  # None where a typed object is expected: an exception, not a crash (~5 %)
                  "binding": True}
    compiled = cythonize(extensions, language_level=3, annotate=annotate, nthreads=2, force=True,
                         compiler_directives=directives)
    dist = Distribution({"name": "nismatch-engine-cython", "ext_modules": compiled})  # pyproject.toml not read
    command = dist.get_command_obj("build_ext")
    command.inplace = True
    command.parallel = 2
    dist.run_command("build_ext")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clean", action="store_true", help="borra lo compilado")
    parser.add_argument("--annotate", action="store_true", help="escribe también los .html de cython -a")
    args = parser.parse_args()
    os.chdir(ROOT)
    if args.clean:
        clean()
    else:
        build(args.annotate)


if __name__ == "__main__":
    main()
