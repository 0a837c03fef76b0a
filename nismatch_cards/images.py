"""What an image the toolchain reads must be: a real image, of a size a card can use.

Art, set backs, a pack's back images and icons, and every image WeasyPrint loads while printing
are checked here before they are used: a file that is not an image would print an empty frame,
and a small file can decode to gigabytes (a «decompression bomb»: a 12,000 × 12,000 px PNG
takes 1.2 GB of memory before anything is drawn). Only the header is read to know the size.
"""
from __future__ import annotations

import html
import io
import os
import re
import stat
from pathlib import Path
from typing import BinaryIO

from .diagnostics import os_reason

#: The most bytes of an image file (a card's art at 1200 ppp is far less).
MAX_BYTES = 50 * 1024 * 1024
#: The most pixels of a raster image: a poker card with bleed at 1200 ppp is 15 million.
MAX_PIXELS = 40_000_000
#: Raster formats the PDFs and the browsers of the site both draw; SVG besides.
FORMATS = {"PNG": "PNG", "JPEG": "JPEG", "GIF": "GIF", "WEBP": "WebP", "AVIF": "AVIF"}
KINDS = "PNG, JPEG, GIF, WebP, AVIF o SVG"
_SVG = re.compile(rb"<svg[\s>/]")
#: Where an SVG names another file: ``href``/``src`` attributes and CSS ``url(…)``.
_SVG_REFERENCE = re.compile(r"""(?:\b(?:href|src)\s*=\s*(["'])(.*?)\1)|(?:url\(\s*(["']?)(.*?)\3\s*\))""", re.S)


def _megabytes(size: int) -> str:
    return f"{size / (1024 * 1024):.0f} MB".replace(".", ",")


def _millions(pixels: int) -> str:
    return f"{pixels / 1_000_000:.0f} millones" if pixels >= 1_000_000 else f"{pixels:,}".replace(",", ".")


def is_svg(head: bytes) -> bool:
    """Whether the first bytes of a file (blanks stripped) are those of an SVG document."""
    return head[:1] == b"<" and bool(_SVG.search(head[:4096]))


def problem(data: bytes) -> str | None:
    """Why ``data`` is not an image the toolchain uses, in Spanish («no es una imagen…»), or None."""
    return _problem(io.BytesIO(data), len(data))


def file_problem(path: Path) -> str | None:
    """Why the file ``path`` is not an image the toolchain uses, or None. Only a regular file is
    opened, its size is looked at first, and only the header of a raster image is read."""
    try:
        descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError as error:
        return f"no se puede leer: {os_reason(error)}"
    with os.fdopen(descriptor, "rb") as handle:
        status = os.fstat(descriptor)
        if not stat.S_ISREG(status.st_mode):
            return "no es un archivo normal"
        try:
            return _problem(handle, status.st_size)
        except OSError as error:
            return f"no se puede leer: {os_reason(error)}"


def _problem(handle: BinaryIO, size: int) -> str | None:
    if size > MAX_BYTES:
        return f"ocupa {_megabytes(size)}; el máximo es {_megabytes(MAX_BYTES)}"
    head = handle.read(4096).lstrip(b"\xef\xbb\xbf \t\r\n")
    handle.seek(0)
    if head[:1] == b"<":
        return None if is_svg(head) else f"no es una imagen ({KINDS})"
    from PIL import Image, UnidentifiedImageError

    limit, Image.MAX_IMAGE_PIXELS = Image.MAX_IMAGE_PIXELS, None  # only the header is read: the size is told below
    try:
        with Image.open(handle) as image:
            kind, (width, height) = image.format, image.size
    except (UnidentifiedImageError, ValueError, SyntaxError, EOFError):
        return f"no es una imagen ({KINDS})"
    finally:
        Image.MAX_IMAGE_PIXELS = limit
    if kind not in FORMATS:
        return f"es una imagen {kind}, que no se imprime ni se ve en la web: guárdala como {KINDS}"
    if width * height > MAX_PIXELS:
        return (f"tiene {width} × {height} píxeles ({_millions(width * height)}); el máximo es {_millions(MAX_PIXELS)}: "
                "redúcela (a 300 ppp una carta de póquer con sangrado mide unos 820 × 1120 píxeles)")
    return None


def limit_decoders() -> None:
    """Make Pillow itself refuse images over the limit, wherever it decodes one (WeasyPrint)."""
    from PIL import Image

    Image.MAX_IMAGE_PIXELS = MAX_PIXELS


def raster(data: bytes) -> bool:
    """Whether ``data`` is an image Pillow would decode, whatever its name or type says."""
    from PIL import Image, UnidentifiedImageError

    limit, Image.MAX_IMAGE_PIXELS = Image.MAX_IMAGE_PIXELS, None
    try:
        with Image.open(io.BytesIO(data)):
            return True
    except (UnidentifiedImageError, ValueError, SyntaxError, EOFError, OSError):
        return False
    finally:
        Image.MAX_IMAGE_PIXELS = limit


def svg_references(data: bytes) -> list[str]:
    """What an SVG document names besides itself: the targets of its links and ``url(…)``, except
    fragments of itself (``#id``) and embedded ``data:`` images."""
    text = data.decode("utf-8", errors="replace")
    found = [html.unescape(m.group(2) if m.group(2) is not None else m.group(4)).strip()
             for m in _SVG_REFERENCE.finditer(text)]
    return [r for r in dict.fromkeys(found) if r and not r.startswith("#") and not r.lower().startswith("data:")]


_SVG_VIEWBOX = re.compile(rb"""<svg\b[^>]*?\bviewBox\s*=\s*["']\s*[-\d.eE]+[\s,]+[-\d.eE]+[\s,]+([\d.eE]+)[\s,]+([\d.eE]+)""", re.S)
_SVG_SIZE = re.compile(rb"""<svg\b[^>]*?\b(width|height)\s*=\s*["']\s*([\d.]+)(?:px)?\s*["']""", re.S)


def dimensions(path: Path) -> tuple[float, float] | None:
    """The width and height of an image that :func:`file_problem` accepted: pixels of a raster
    image (its header only), the ``viewBox`` (or ``width``/``height``) of an SVG; None if unknown."""
    with open(path, "rb") as handle:
        head = handle.read(4096).lstrip(b"\xef\xbb\xbf \t\r\n")
        if head[:1] == b"<":
            box = _SVG_VIEWBOX.search(head)
            if box:
                size = float(box.group(1)), float(box.group(2))
            else:
                found = {m.group(1): float(m.group(2)) for m in _SVG_SIZE.finditer(head)}
                size = found.get(b"width", 0.0), found.get(b"height", 0.0)
            return size if size[0] > 0 and size[1] > 0 else None
        handle.seek(0)
        from PIL import Image

        limit, Image.MAX_IMAGE_PIXELS = Image.MAX_IMAGE_PIXELS, None
        try:
            with Image.open(handle) as image:
                return float(image.width), float(image.height)
        except Exception:  # checked already by file_problem; a race leaves it unknown
            return None
        finally:
            Image.MAX_IMAGE_PIXELS = limit
