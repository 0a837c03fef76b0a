"""The HTML glossary explains every construct of the ability language with the designers' guide
(``docs/ability-language.md``): its prose and its examples, read from the guide, never copied; every
example shown parses and contains the construct it illustrates."""
from __future__ import annotations

import html
import re
import textwrap

import pytest

from nismatch_cards.games.nismatch.language import parse
from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language.ast import node_names
from nismatch_cards.games.nismatch import langdoc

from .helpers import CARDS, REPO, run

CONSTRUCTS = [t.__name__ for t in A.REQUIREMENT_TYPES + A.EFFECT_TYPES]


@pytest.fixture(scope="module")
def glossary(tmp_path_factory) -> str:
    out = tmp_path_factory.mktemp("glosario")
    result = run("build", "html", "--cards", str(CARDS), "--out", str(out))
    assert result.exit_code == 0, result.output
    return (out / "html" / "glosario.html").read_text(encoding="utf-8")


def item(page: str, construct: str) -> str:
    match = re.search(rf'<section class="glossary__item" id="{construct}">(.*?)</section>', page, re.S)
    assert match, f"el glosario no tiene «{construct}»"
    return match.group(1)


def plain(fragment: str) -> str:
    """Text of an HTML fragment, whitespace collapsed."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", fragment)).split())


def test_the_guide_is_where_the_glossary_reads_it():
    assert langdoc.GUIDE == REPO / "docs" / "ability-language.md"
    assert langdoc.GUIDE.is_file()


@pytest.mark.parametrize("construct", CONSTRUCTS)
def test_every_construct_has_guide_examples_that_parse_and_use_it(glossary, construct):
    section = item(glossary, construct)
    examples = [html.unescape(t) for t in re.findall(r'<code class="glossary__example">(.*?)</code>', section)]
    assert examples, f"«{construct}» no tiene ningún ejemplo de la guía"
    for text in examples:
        ability = parse(text)
        assert construct in node_names(ability), f"«{text}» no usa {construct}"


@pytest.mark.parametrize("construct", CONSTRUCTS)
def test_every_construct_shows_the_explanation_of_its_guide_section(glossary, construct):
    sections = langdoc.guide_sections()
    section = sections[langdoc.SECTIONS[construct]]
    shown = plain(item(glossary, construct))
    for kind, texts in section.blocks:
        for text in texts:
            assert plain(str(langdoc.inline(text))) in shown
    # many effect sections are only examples: there the explanation is what follows each example
    explanations = [e.explanation for e in section.examples if e.explanation]
    assert section.blocks or explanations, f"la sección «{section.title}» de la guía no explica nada"
    assert all(plain(str(langdoc.inline(text))) in shown for text in explanations
               if any(e.explanation == text and construct in node_names(parse(e.text))
                      for e in section.examples))


def test_examples_are_the_guides_own_with_their_explanations(glossary):
    section = item(glossary, "Negate")
    guide = langdoc.guide_sections()["Negar"]
    for example in guide.examples:
        assert html.escape(example.text, quote=False) in section
        assert plain(str(example.explanation_html)) in plain(section)


def test_effects_group_has_the_guides_introduction(glossary):
    assert "Muchos efectos tienen tres formas" in glossary


def test_every_mapped_section_exists_in_the_guide():
    titles = set(langdoc.guide_sections())
    assert set(CONSTRUCTS) == set(langdoc.SECTIONS)
    assert {langdoc.SECTIONS[c] for c in CONSTRUCTS} <= titles


GUIDE = """\
# Título

Introducción que no es de ninguna sección numerada.

## 3. Requisitos

### 3.9. Costes

Se pagan al **activar** la habilidad: `CAR n |` <b>no</b> es HTML.

- un punto corriente
  que sigue en otra línea
- otro punto

- «CAR 1 | Descarta una carta; roba 2 cartas» — descartas una carta
  cualquiera de tu mano.
- «roba una carta»

```error
- «esto no es un ejemplo» — va dentro de un bloque
```

| tabla | fuera |
|---|---|

### Daño

- «CAR 1 | Selecciona una Parte; hazle 2 puntos de daño» — daño.
"""


def test_parse_guide_reads_headings_prose_lists_and_examples():
    sections = {s.title: s for s in langdoc.parse_guide(textwrap.dedent(GUIDE))}
    assert list(sections) == ["Título", "Requisitos", "Costes", "Daño"]
    costs = sections["Costes"]
    assert costs.level == 3
    assert [e.text for e in costs.examples] == ["CAR 1 | Descarta una carta; roba 2 cartas", "roba una carta"]
    assert costs.examples[0].explanation == "descartas una carta cualquiera de tu mano."
    assert costs.examples[1].explanation == ""
    assert str(costs.html) == (
        "<p>Se pagan al <strong>activar</strong> la habilidad: <code>CAR n |</code> &lt;b&gt;no&lt;/b&gt; es HTML.</p>\n"
        "<ul><li>un punto corriente que sigue en otra línea</li><li>otro punto</li></ul>")
    assert "esto no es un ejemplo" not in str(costs.html)
    assert [e.text for e in sections["Daño"].examples] == ["CAR 1 | Selecciona una Parte; hazle 2 puntos de daño"]


def test_without_the_guide_the_glossary_falls_back_to_the_ast_docs(tmp_path, monkeypatch):
    monkeypatch.setattr(langdoc, "GUIDE", tmp_path / "no-existe.md")
    out = tmp_path / "out"
    result = run("build", "html", "--cards", str(CARDS), "--out", str(out))
    assert result.exit_code == 0, result.output
    page = (out / "html" / "glosario.html").read_text(encoding="utf-8")
    assert "glossary__example" not in page
    doc = (A.Damage.__doc__ or "").strip()
    assert doc and html.escape(doc, quote=False).split("\n")[0] in item(page, "Damage")
