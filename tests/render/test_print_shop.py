"""Print-shop PDFs (``--print-shop``): one card a page at trim size with its bleed (TrimBox and
BleedBox), colours in DeviceCMYK, and PDF/X-4 with a CMYK OutputIntent when there is a profile;
without one the command says, in Spanish, that the file is not PDF/X, and does not mark it so."""
from __future__ import annotations

import pytest

from nismatch_cards.render import commands, pdf

from .helpers import CARDS, run

MM = 72 / 25.4
CARD_W, CARD_H = 63.5, 88.9
ONLY = ["--only", "chispazo,descarga-electrica,chispazo"]
PROFILE = pdf.DEFAULT_ICC_PROFILE
needs_profile = pytest.mark.skipif(not PROFILE.is_file(),
                                   reason=f"no hay perfil CMYK en {PROFILE} (paquete libgs-common)")


def build(out, *args):
    result = run("build", "pdf", "--cards", str(CARDS), "--out", str(out), "--paper", "a4", "--backs", "none",
                 "--print-shop", "--workers", "1", *args)
    return result


def reader(path):
    from pypdf import PdfReader

    return PdfReader(str(path))


def boxes_mm(page) -> dict[str, list[float]]:
    return {name: [round(float(v) / MM, 2) for v in getattr(page, name)] for name in ("mediabox", "trimbox", "bleedbox")}


def colour_spaces(document) -> set[str]:
    """Every colour space the pages paint with: ``cs``/``CS`` operands, the implicit spaces of the
    ``rg``/``g``/``k`` family, and the colour spaces of shadings and images."""
    from pypdf.generic import ContentStream

    implicit = {b"rg": "/DeviceRGB", b"RG": "/DeviceRGB", b"g": "/DeviceGray", b"G": "/DeviceGray",
                b"k": "/DeviceCMYK", b"K": "/DeviceCMYK"}
    found = set()
    for page in document.pages:
        for operands, operator in ContentStream(page.get_contents(), document).operations:
            if operator in (b"cs", b"CS"):
                found.add(str(operands[0]))
            elif operator in implicit:
                found.add(implicit[operator])
        resources = page["/Resources"].get_object()
        for kind in ("/Shading", "/XObject"):
            for item in (resources.get(kind) or {}).values():
                space = item.get_object().get("/ColorSpace")
                if space is not None:
                    found.add(str(space.get_object() if not isinstance(space, str) else space))
    return found


@needs_profile
def test_print_shop_pdf_is_pdf_x4_with_a_cmyk_output_intent(tmp_path):
    out = tmp_path / "out"
    result = build(out, *ONLY)
    assert result.exit_code == 0, result.output
    assert "PDF/X-4 con el perfil default_cmyk.icc" in result.output
    assert "Aviso" not in result.output
    for name in ("base-revision-imprenta.pdf", "base-revision-imprenta-dorso.pdf"):
        document = reader(out / "pdf" / name)
        assert document.pdf_header == "%PDF-1.6"
        root = document.trailer["/Root"]
        (intent,) = [i.get_object() for i in root["/OutputIntents"]]
        assert intent["/Type"] == "/OutputIntent" and intent["/S"] == "/GTS_PDFX"
        assert str(intent["/OutputConditionIdentifier"]).strip()
        profile = intent["/DestOutputProfile"].get_object()
        icc = profile.get_data()
        assert icc[36:40] == b"acsp" and icc[16:20] == b"CMYK"  # ICC header: data colour space
        assert profile["/N"] == 4
        assert icc == PROFILE.read_bytes()
        xmp = root["/Metadata"].get_object().get_data().decode("utf-8")
        assert "<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>" in xmp
        assert document.metadata["/Trapped"] == "/False"
        assert document.trailer.get("/ID")


@needs_profile
def test_every_page_is_one_card_with_trim_and_bleed_boxes(tmp_path):
    out = tmp_path / "out"
    assert build(out, "--bleed", "2", *ONLY).exit_code == 0
    faces = reader(out / "pdf" / "base-revision-imprenta.pdf")
    back = reader(out / "pdf" / "base-revision-imprenta-dorso.pdf")
    assert len(faces.pages) == 2  # each design once: chispazo and descarga-electrica
    assert len(back.pages) == 1
    for page in [*faces.pages, *back.pages]:
        boxes = boxes_mm(page)
        assert boxes["trimbox"] == pytest.approx([0, 0, CARD_W, CARD_H], abs=0.02)
        assert boxes["bleedbox"] == pytest.approx([-2, -2, CARD_W + 2, CARD_H + 2], abs=0.02)
        assert boxes["mediabox"] == boxes["bleedbox"]
    copies = (out / "pdf" / "base-revision-imprenta-copias.txt").read_text(encoding="utf-8").splitlines()
    assert copies[1:] == ["001  chispazo  x1", "002  descarga-electrica  x1"]


@needs_profile
def test_print_shop_colours_are_device_cmyk(tmp_path):
    out = tmp_path / "out"
    assert build(out, *ONLY).exit_code == 0
    for name in ("base-revision-imprenta.pdf", "base-revision-imprenta-dorso.pdf"):
        spaces = colour_spaces(reader(out / "pdf" / name))
        assert spaces == {"/DeviceCMYK"}, spaces


@needs_profile
def test_print_shop_of_many_cards_joins_parts_and_keeps_one_output_intent(tmp_path, monkeypatch):
    """Rendered in several parts on two workers and joined: still PDF/X, the profile kept once. 36 cards,
    enough for three parts (``render/workers.py``: at least 12 faces a part)."""
    from nismatch_cards.cards.loader import load

    joined = []
    join = pdf.join_print_shop
    monkeypatch.setattr(pdf, "join_print_shop", lambda parts, out: (joined.append(len(parts)), join(parts, out)))
    out = tmp_path / "out"
    many = list(load([CARDS]).project.sets["base"].cards)[:36]
    result = run("build", "pdf", "--cards", str(CARDS), "--out", str(out), "--paper", "a4", "--backs", "none",
                 "--print-shop", "--workers", "2", "--only", ",".join(many))
    assert result.exit_code == 0, result.output
    document = reader(out / "pdf" / "base-revision-imprenta.pdf")
    listed = (out / "pdf" / "base-revision-imprenta-copias.txt").read_text().splitlines()[1:]
    assert len(document.pages) == len(list(dict.fromkeys(line.split()[1] for line in listed))) == 36
    assert joined[0] == 3  # the faces' parts (then the backs')
    (intent,) = document.trailer["/Root"]["/OutputIntents"]
    profiles = {intent.get_object().raw_get("/DestOutputProfile").idnum}
    for page in document.pages:
        spaces = page["/Resources"].get_object().get("/ColorSpace")
        for space in (spaces.get_object() if spaces is not None else {}).values():
            space = space.get_object()
            if space[0] == "/ICCBased":
                profiles.add(space[1].idnum)  # ArrayObject keeps the IndirectObject
    assert len(profiles) == 1


def test_without_a_profile_the_command_warns_in_spanish_and_does_not_claim_pdf_x(tmp_path, monkeypatch):
    monkeypatch.setattr(commands, "DEFAULT_ICC_PROFILE", tmp_path / "no-existe.icc")
    out = tmp_path / "out"
    result = build(out, *ONLY)
    assert result.exit_code == 0, result.output
    assert "no hay perfil ICC CMYK" in result.output
    assert "NO es un PDF/X-4 completo" in result.output
    assert "sin perfil ICC: no es PDF/X" in result.output
    document = reader(out / "pdf" / "base-revision-imprenta.pdf")
    root = document.trailer["/Root"]
    assert "/OutputIntents" not in root
    xmp = root["/Metadata"].get_object().get_data() if "/Metadata" in root else b""
    assert b"GTS_PDFX" not in xmp
    assert "/GTS_PDFXVersion" not in (document.metadata or {})
    # still CMYK, still one card a page with its bleed
    assert colour_spaces(document) == {"/DeviceCMYK"}
    assert boxes_mm(document.pages[0])["trimbox"] == pytest.approx([0, 0, CARD_W, CARD_H], abs=0.02)


def _fake_icc(path, space: bytes):
    header = bytearray(128)
    header[16:20] = space
    header[36:40] = b"acsp"
    path.write_bytes(bytes(header))
    return path


@pytest.mark.parametrize("space, message", [(b"RGB ", "es RGB, no CMYK"), (b"GRAY", "es GRAY, no CMYK")])
def test_a_profile_that_is_not_cmyk_is_a_usage_error(tmp_path, space, message):
    profile = _fake_icc(tmp_path / "perfil.icc", space)
    result = build(tmp_path / "out", "--icc-profile", str(profile), *ONLY)
    assert result.exit_code == 2, result.output
    assert message in result.output and "«--perfil-icc»" in result.output
    assert "Traceback" not in result.output
    assert not (tmp_path / "out" / "pdf" / "base-revision-imprenta.pdf").exists()


def test_a_file_that_is_not_an_icc_profile_is_a_usage_error(tmp_path):
    profile = tmp_path / "perfil.icc"
    profile.write_text("no soy un perfil", encoding="utf-8")
    result = build(tmp_path / "out", "--icc-profile", str(profile), *ONLY)
    assert result.exit_code == 2
    assert "no es un perfil ICC" in result.output


def test_a_missing_profile_file_is_a_usage_error(tmp_path):
    result = build(tmp_path / "out", "--icc-profile", str(tmp_path / "no-existe.icc"), *ONLY)
    assert result.exit_code == 2
    assert "no-existe.icc" in result.output


@needs_profile
def test_icc_profile_option_embeds_the_given_profile(tmp_path):
    mine = tmp_path / "imprenta.icc"
    mine.write_bytes(PROFILE.read_bytes())
    out = tmp_path / "out"
    result = build(out, "--icc-profile", str(mine), *ONLY)
    assert result.exit_code == 0, result.output
    assert "PDF/X-4 con el perfil imprenta.icc" in result.output
    intent = reader(out / "pdf" / "base-revision-imprenta.pdf").trailer["/Root"]["/OutputIntents"][0].get_object()
    assert intent["/DestOutputProfile"].get_object().get_data()[16:20] == b"CMYK"


def test_icc_color_space_reads_the_header():
    header = bytearray(128)
    header[16:20], header[36:40] = b"CMYK", b"acsp"
    assert pdf.icc_color_space(bytes(header)) == "CMYK"
    with pytest.raises(pdf.ProfileError):
        pdf.icc_color_space(b"short")


ART_CARDS = """\
cartas:
  - id: con-arte-rgb
    nombre: Arte RGB
    tipo: apoyo
    rareza: chatarra
    arte: rgb.png
  - id: con-arte-cmyk
    nombre: Arte CMYK
    tipo: apoyo
    rareza: chatarra
    arte: cmyk.jpg
"""


@needs_profile
def test_art_in_cmyk_stays_cmyk_and_rgb_art_is_warned_about(tmp_path):
    from PIL import Image

    from .helpers import write_set

    cards = write_set(tmp_path, ART_CARDS)
    Image.new("RGB", (92, 50), (200, 30, 30)).save(cards / "prueba" / "rgb.png")  # the frame's ratio: no NM055
    Image.new("CMYK", (92, 50), (0, 200, 200, 10)).save(cards / "prueba" / "cmyk.jpg")
    out = tmp_path / "out"
    common = ["build", "pdf", "--cards", str(cards), "--paper", "a4", "--backs", "none", "--print-shop",
              "--workers", "1"]
    result = run(*common, "--out", str(out))
    assert result.exit_code == 0, result.output
    assert "Aviso: 1 imagen de arte no está en CMYK" in result.output and "rgb.png" in result.output
    assert "cmyk.jpg" not in result.output
    document = reader(out / "pdf" / "prueba-imprenta.pdf")
    assert colour_spaces(document) == {"/DeviceCMYK", "/DeviceRGB"}  # the RGB art, as warned
    only_cmyk = run(*common, "--out", str(tmp_path / "cmyk"), "--only", "con-arte-cmyk")
    assert only_cmyk.exit_code == 0 and "Aviso" not in only_cmyk.output
    assert colour_spaces(reader(tmp_path / "cmyk" / "pdf" / "prueba-revision-imprenta.pdf")) == {"/DeviceCMYK"}
