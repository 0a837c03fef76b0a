"""Compiles the engine modules that have a ``.pxd`` with Cython, in place (the experiment of issue 11).

Run ``python bench/cython_build.py`` (needs Cython and a C compiler); ``--clean`` removes the ``.c`` and
``.so`` files it made, and the engine runs as plain Python again.
"""
from __future__ import annotations

import argparse
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
    compiled = cythonize(extensions, language_level=3, annotate=annotate, nthreads=2,
                         compiler_directives={"boundscheck": False, "wraparound": True, "binding": True, "annotation_typing": False})
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
    import os
    os.chdir(ROOT)
    if args.clean:
        clean()
    else:
        build(args.annotate)


if __name__ == "__main__":
    main()
