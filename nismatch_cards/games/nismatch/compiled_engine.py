"""The rules engine compiled by Cython: how it is built, and when it is used instead of the plain Python one.

The modules of ``engine/`` that have a ``.pxd`` (it makes their classes extension types with typed fields and
C methods; the ``.py`` stays the only source), and the modules of :data:`PLAIN` as they are, are compiled into a
folder ``_compilado`` beside them, with a manifest of the hashes of the sources they were built from. The
package's ``__init__`` calls :func:`activate`, which puts that folder first in the package's path only when
every hash still matches: code changed after its build runs as plain Python (slower, never stale).
``NISMATCH_MOTOR=python`` asks for plain Python too.

``pip install`` builds it (``hatch_build.py``; without Cython or a C compiler the package is plain Python);
``python -m nismatch_cards.games.nismatch.compiled_engine`` builds it again in place, ``--limpiar`` removes it.
This module imports nothing of the package (nor does the package import it before ``engine``), so that the build
hook can load it from its file.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ENGINE = HERE / "engine"
FOLDER = "_compilado"
MANIFEST = "manifiesto.json"
ENV = "NISMATCH_MOTOR"  # «python»: the plain Python engine even when a compiled one matches
#: Modules compiled as they are, without a .pxd, by folder: those the engine calls most.
PLAIN = {ENGINE: ("visibility",), HERE / "language" / "constructs": ("amounts", "conditions", "filters", "selection", "triggers"),
         HERE / "bots": ()}  # voraz's scores (bots/greedy.pxd): most of a voraz simulation's time after the engine
PACKAGE = "nismatch_cards.games.nismatch"

COMPILED, PYTHON_ASKED, NOT_BUILT, CHANGED = (
    "compilado (Cython)", f"Python ({ENV}=python)", "Python (sin compilar)",
    "Python (el código cambió después de compilarlo)")


def modules(folder: Path = ENGINE) -> list[str]:
    """The names of the modules of ``folder`` that are compiled."""
    return sorted(p.stem for p in folder.glob("*.pxd")) + list(PLAIN.get(folder, ()))


def sources(folder: Path = ENGINE) -> dict[str, str]:
    """The hash of every file of ``folder`` a build is made from (``.py`` and ``.pxd``), by file name."""
    files = [folder / f"{name}{suffix}" for name in modules(folder) for suffix in (".py", ".pxd")]
    return {f.name: hashlib.blake2b(f.read_bytes(), digest_size=16).hexdigest() for f in files if f.exists()}


def python_asked() -> bool:
    """Whether ``NISMATCH_MOTOR=python`` asks for the plain Python engine (to run it, or to install it)."""
    return os.environ.get(ENV, "").strip().lower() == "python"


def status(folder: Path = ENGINE) -> str:
    """Which modules :func:`activate` would use in ``folder``: one of COMPILED, PYTHON_ASKED, NOT_BUILT, CHANGED."""
    if python_asked():
        return PYTHON_ASKED
    try:
        built = json.loads((folder / FOLDER / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return NOT_BUILT
    if not isinstance(built, dict) or built.get("abi") != _abi():  # none, or built for another Python
        return NOT_BUILT
    if built.get("fuentes") != sources(folder) or \
            not all((folder / FOLDER / f"{name}{_abi()}").exists() for name in modules(folder)):
        return CHANGED
    return COMPILED


def activate(package_path: list[str], folder: Path | None = None) -> str:
    """Puts the compiled modules first in ``package_path`` (a package's ``__path__``; its folder unless
    ``folder``) when they match their sources; returns :func:`status`."""
    folder = Path(package_path[0]) if folder is None else folder
    found = status(folder)
    if found == COMPILED:
        package_path.insert(0, str(folder / FOLDER))
    return found


def _abi() -> str:
    """The file suffix of an extension module of this Python (``.cpython-311-x86_64-linux-gnu.so``)."""
    import importlib.machinery
    return importlib.machinery.EXTENSION_SUFFIXES[0]


def folders() -> list[Path]:
    """The folders with compiled modules: the engine, the language constructs it calls and the greedy bot."""
    return list(PLAIN)


def _dotted(folder: Path, name: str) -> str:
    return ".".join([PACKAGE, *folder.relative_to(HERE).parts, name])


def build(jobs: int = 2) -> list[Path]:
    """Compiles every folder of :func:`folders` into its ``_compilado`` with its manifest; returns the files made.
    Needs Cython 3 and a C compiler (raises otherwise, before any folder is touched)."""
    from Cython.Build import cythonize
    from setuptools import Distribution, Extension

    root = HERE.parents[len(PACKAGE.split(".")) - 1]
    with tempfile.TemporaryDirectory(prefix="nismatch-motor-") as work:
        strip = ["-Wl,-s"] if sys.platform.startswith("linux") else []  # no debugging symbols: a tenth of the size
        extensions = [Extension(_dotted(folder, name), [str(folder / f"{name}.py")], extra_compile_args=["-O2"],
                                extra_link_args=strip)
                      for folder in folders() for name in modules(folder)]
        directives = {"annotation_typing": False,  # the .pxd files alone give C types, not the annotations
                      "nonecheck": True,  # None where a typed object is expected: an exception, not a crash
                      "binding": True}
        compiled = cythonize(extensions, language_level=3, nthreads=jobs, force=True, quiet=True,
                             build_dir=work, include_path=[str(root)], compiler_directives=directives)
        dist = Distribution({"name": "nismatch-motor", "ext_modules": compiled, "script_args": []})
        command = dist.get_command_obj("build_ext")
        command.build_lib = str(Path(work) / "lib")
        command.build_temp = str(Path(work) / "temp")
        command.parallel = jobs
        dist.run_command("build_ext")
        clean()
        files = []
        for folder in folders():
            made = Path(work, "lib", *_dotted(folder, "x").split(".")[:-1])
            (folder / FOLDER).mkdir()
            for name in modules(folder):
                files.append(folder / FOLDER / f"{name}{_abi()}")
                shutil.copy2(made / f"{name}{_abi()}", files[-1])
            files.append(folder / FOLDER / MANIFEST)
            files[-1].write_text(json.dumps({"abi": _abi(), "fuentes": sources(folder)}, indent=1) + "\n",
                                 encoding="utf-8")
    return files


def clean() -> None:
    """Removes the compiled modules: the plain Python ones run."""
    for folder in folders():
        shutil.rmtree(folder / FOLDER, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m nismatch_cards.games.nismatch.compiled_engine",
                                     description="Compila el motor con Cython (lo que hace pip install).")
    parser.add_argument("--limpiar", action="store_true", help="borra el motor compilado: se usa el de Python")
    args = parser.parse_args(argv)
    if args.limpiar:
        clean()
        print(f"motor: {status()}")
        return 0
    try:
        build()
    except Exception as error:  # no Cython, no compiler: said plainly, the Python engine still works
        print(f"no se pudo compilar el motor: {type(error).__name__}: {error}", file=sys.stderr)
        return 1
    print(f"motor: {status()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
