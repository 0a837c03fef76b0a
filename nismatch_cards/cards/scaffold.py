"""``nismatch nuevo juego`` and ``nismatch nuevo set``: a new game's pack, or a new set of a game, that
validates (and builds) at once. Nothing that exists is ever written over: the folder to create
must not exist (or be empty). ``nismatch nuevo capa`` turns a copy of a bundled pack into an
overlay (:func:`overlay_from_copy`); the command writes it over the copy only with ``--forzar``."""
from __future__ import annotations

import json
import re
import shlex
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from .fields import ID, CardChecker
from .files import RESERVED_CODES
from .jsonschemas import dump, schemas
from .model import Card
from .pack import BOOLEAN, ENUM, GROUP, INTEGER, LIST, RANGE, Field, Pack
from .packs import PACK_FILE, LoadedPack, load_pack
from .yamlfile import load_yaml, parse_yaml


class ScaffoldError(Exception):
    """Why a scaffold cannot be written (Spanish, for the user)."""


def _slug(text: str) -> str:
    """«Mi Juego Épico» → «mi-juego-epico»."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-")


def _quoted(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def _modeline(kind: str) -> str:
    """The first line of a file of a set or deck: where editors find its schema (``schemas/`` of the pack)."""
    return f"# yaml-language-server: $schema=../schemas/{kind}.schema.json\n"


def _fresh(folder: Path) -> None:
    from ..safeio import OutputError, check_place

    try:
        check_place(folder)
    except OutputError as error:
        raise ScaffoldError(str(error)) from None
    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        raise ScaffoldError(f"«{folder}» ya existe y no está vacía: elige otra carpeta (no se sobrescribe nada)")


def _write(files: dict[Path, str]) -> list[Path]:
    from ..safeio import make_folder

    for file, text in files.items():
        make_folder(file.parent)
        with open(file, "x", encoding="utf-8") as out:  # «x»: never over a file that appeared meanwhile
            out.write(text)
    return list(files)


# --- a new game -----------------------------------------------------------------------------------

RULESET = """\
# yaml-language-server: $schema=schemas/pack.schema.json
# {name}: el paquete del juego. Todo lo que la herramienta sabe de él está aquí (docs/packs.md lo
# explica campo a campo). Tras cambiar los tipos de carta, regenera los esquemas del editor con
# «nismatch esquemas --cartas {cards} --salida {schemas}».
juego:
  id: {id}
  nombre: {quoted_name}
  version: "0.1"
  idioma: es
  descripcion: Escribe aquí de qué va el juego.
  jugadores: {{minimo: 2, maximo: 4}}

constantes:                     # cada número del reglamento, con la sección que lo dice
  mano_inicial: {{nombre: Mano inicial, valor: 5, seccion: "1"}}

enumeraciones:
  rareza:
    nombre: Rareza
    valores:
      - {{id: comun, nombre: Común}}
      - {{id: rara, nombre: Rara}}

iconos:                         # los textos los escriben así: {{energia}}
  energia: {{nombre: Energía, simbolo: "⚡", color: "#d4a017"}}

tamanos:
  poquer: {{nombre: Póquer, ancho: 63.5, alto: 88.9, radio: 3.2, sangrado: 3}}

dorsos:
  comun: {{nombre: Dorso, plantilla: dorso.html.j2}}

cara:                           # «nismatch construir» avisa de un texto que no cabe (NM053, NM054)
  legible: {{nombre: 6, texto: 5}}   # pt: por debajo de este cuerpo, el texto cuenta como que no cabe

estilos:
  regla: {{vocabulario: [Energía, Carta]}}

tipos:
  carta:
    nombre: Carta
    genero: femenino
    tamano: poquer
    dorso: comun
    plantilla: carta.html.j2
    campos:
      coste: {{tipo: entero, minimo: 0, maximo: 10, obligatorio: true, nombre: Coste}}
      rareza: {{tipo: enum, enum: rareza, obligatorio: true, nombre: Rareza, genero: femenino}}
      texto: {{tipo: texto, estilo: regla, nombre: Texto}}
      ambientacion: {{tipo: texto, nombre: Ambientación}}

mazos:
  tamano: {{minimo: 3, maximo: 60}}   # ajústalo a tu reglamento
  copias_maximas: 3

sitio:
  agrupar_por: tipo
  filtros: [tipo, rareza]
  graficos:
    - {{campo: coste, titulo: Coste}}
"""

FACE = """\
{#- La cara de una carta (macro «face»). «f» trae la carta: f.name, f.type.name, sus campos listos
    para imprimir (f.fields.coste, f.fields.rareza.name, f.fields.texto con sus iconos), su tamaño en
    mm (f.size.width, f.size.height) y su imagen (f.art_url). fit_line y fit_text eligen el tamaño de
    letra que cabe. Los estilos están en card.css. Cada campo con valor se imprime: los de arriba en
    su sitio y cualquier otro que añadas al tipo (poder, vida…) en la fila de datos, con su nombre;
    «nismatch validar --caras» avisa de un campo que la cara no muestra (NM198). -#}
{% set EN_SU_SITIO = ("coste", "rareza", "texto", "ambientacion") %}

{#- Un dato de la fila: su nombre y su valor (un sí/no, solo su nombre; una lista, sus valores; un grupo,
    cada uno de sus campos). -#}
{% macro dato(campo, valor) -%}
{%- if valor is sameas true %}<span class="nuevo__dato"><b>{{ campo.name }}</b></span>
{%- elif valor is mapping %}{% for k, v in valor.items() %}{{ dato(campo.fields[k], v) }}{% endfor %}
{%- elif valor is not sameas false %}<span class="nuevo__dato"><b>{{ campo.name }}</b>
  {%- for v in (valor if valor is iterable and valor is not string and valor.name is not defined else [valor]) %} {{ v.name if v.name is defined else v }}{% endfor %}</span>
{%- endif %}
{%- endmacro %}

{% macro face(f) -%}
{% set w, h = f.size.width, f.size.height %}
{% set datos = f.entries() | rejectattr("0.id", "in", EN_SU_SITIO) | list %}
{% set filas = ((datos | length) + 2) // 3 %}
{% set fit = fit_text(f.fields.get("texto"), f.fields.get("ambientacion"), width=w - 10, height=h * 0.3 - filas * 4.5) %}
<div class="card nuevo" style="width: {{ w }}mm; height: {{ h }}mm">
  <div class="nuevo__cabecera">
    <span class="nuevo__nombre" style="font-size: {{ fit_line(f.name, w - 20) }}pt">{{ f.name }}</span>
    {% if f.fields.get("coste") is not none %}<span class="nuevo__coste">{{ f.fields.coste }}</span>{% endif %}
  </div>
  <div class="nuevo__arte">{% if f.art_url %}<img src="{{ f.art_url }}" alt="">{% endif %}</div>
  <div class="nuevo__tipo">{{ f.type.name }}{% if f.fields.get("rareza") %} · {{ f.fields.rareza.name }}{% endif %}</div>
  {% if datos %}<div class="nuevo__datos">{% for campo, valor in datos %}{{ dato(campo, valor) }}{% endfor %}</div>{% endif %}
  <div class="nuevo__texto" style="font-size: {{ fit.size }}pt">
    {% if f.fields.get("texto") %}<p>{{ f.fields.texto }}</p>{% endif %}
    {% if f.fields.get("ambientacion") %}<p class="nuevo__ambientacion">{{ f.fields.ambientacion }}</p>{% endif %}
  </div>
  <div class="nuevo__pie">{{ f.set_code | upper }} {{ f.set_version }} · {{ f.number }}/{{ f.total }}</div>
</div>
{%- endmacro %}
"""

BACK = """\
{#- El dorso (macro «back»): el nombre del juego sobre un fondo liso. «b.size» es el tamaño. -#}
{% macro back(b) -%}
<div class="card card-back nuevo-dorso" style="width: {{ b.size.width }}mm; height: {{ b.size.height }}mm">
  <div class="nuevo-dorso__titulo">{{ b.pack.name }}</div>
</div>
{%- endmacro %}
"""

CSS = """\
/* Estilos de las cartas de este juego (plantillas carta.html.j2 y dorso.html.j2). El sangrado de una carta
   impresa se pinta con --frame (caras) y --back (dorsos): el color del borde de cada una. */
:root { --frame: #fbf7ee; --back: #2c3e50; }
.nuevo { position: relative; box-sizing: border-box; padding: 4mm; background: var(--frame); border-radius: 3.2mm;
         font-family: "DejaVu Sans Condensed", sans-serif; color: #222; overflow: hidden; }
.nuevo__cabecera { display: flex; justify-content: space-between; align-items: center; height: 8mm; }
.nuevo__nombre { font-weight: bold; white-space: nowrap; min-width: 0; overflow: hidden; text-overflow: ellipsis; }
.nuevo__coste { flex: none; margin-left: 1.5mm; width: 7mm; height: 7mm; border-radius: 50%; background: #d4a017; color: white;
                font-weight: bold; text-align: center; line-height: 7mm; }
.nuevo__arte { height: 38%; margin: 1.5mm 0; background: #e4dccb; border-radius: 1mm; overflow: hidden; }
.nuevo__arte img { width: 100%; height: 100%; object-fit: cover; }
.nuevo__tipo { font-size: 7pt; font-weight: bold; border-bottom: 0.3mm solid #b9ad94; padding-bottom: 0.8mm; }
.nuevo__datos { display: flex; flex-wrap: wrap; gap: 0.8mm 1.2mm; margin-top: 1mm; font-size: 6.5pt; }
.nuevo__dato { background: #efe6d2; border-radius: 0.8mm; padding: 0.2mm 1mm; line-height: 3.4mm; }
.nuevo__texto { margin-top: 1.5mm; line-height: 1.18; }
.nuevo__texto p { margin: 0 0 0.35em; }
.nuevo__ambientacion { font-style: italic; color: #555; }
.nuevo__pie { position: absolute; bottom: 2.5mm; left: 4mm; font-size: 5.5pt; color: #777; }
.nuevo-dorso { display: flex; align-items: center; justify-content: center; background: var(--back);
               border-radius: 3.2mm; }
.nuevo-dorso__titulo { color: #fbf7ee; font: bold 16pt "DejaVu Sans Condensed", sans-serif; text-align: center; }
"""

PRINT_SHOP_CSS = """\
/* Los colores de card.css para la imprenta («nismatch construir pdf --imprenta»), en CMYK del dispositivo. Sin
   este archivo valdrían los del diseño por defecto: un sangrado oscuro alrededor de esta cara clara.
   Cambia aquí --frame y --back cuando los cambies en card.css. */
:root { --frame: device-cmyk(0 0.02 0.05 0.02); --back: device-cmyk(0.45 0.23 0 0.69); }
"""

SET = """\
codigo: {code}
nombre: {quoted_name}
version: "0.1"
"""

CARD = """\
id: primera-carta
nombre: Primera Carta
tipo: carta
coste: 2
rareza: comun
texto: "Roba una carta. {energia} Gana 1 de Energía."
ambientacion: "Toda partida empieza por una carta."
"""

DECK = """\
nombre: Mazo de ejemplo
cartas:
  primera-carta: 3
"""


def new_game(folder: Path, name: str | None = None) -> list[Path]:
    """Write a new game's pack into ``folder``; the files written."""
    _fresh(folder)
    game_id = _slug(folder.resolve().name)
    if not game_id:
        raise ScaffoldError(f"no se puede sacar un id de juego de «{folder.name}»: usa letras o dígitos en el nombre")
    name = name or folder.resolve().name
    files = {
        folder / PACK_FILE: RULESET.format(id=game_id, name=name, quoted_name=_quoted(name),
                                           cards=shlex.quote(folder.as_posix()),
                                           schemas=shlex.quote(f"{folder.as_posix()}/schemas")),
        folder / "templates" / "carta.html.j2": FACE,
        folder / "templates" / "dorso.html.j2": BACK,
        folder / "templates" / "card.css": CSS,
        folder / "templates" / "print-shop.css": PRINT_SHOP_CSS,
        folder / "base" / "set.yaml": _modeline("set") + SET.format(code="base", quoted_name=_quoted(f"{name} — Set base")),
        folder / "base" / "cartas.yaml": _modeline("card") + CARD,
        folder / "decks" / "ejemplo.yaml": _modeline("deck") + DECK,
    }
    pack_files = [folder / PACK_FILE, *(f for f in files if f.parent.name == "templates")]
    written = _write({f: files.pop(f) for f in pack_files})  # the pack and the templates it names, checked first
    game, problems, _ = load_pack(folder / PACK_FILE)
    if game is None:  # pragma: no cover - the template above is tested to be a valid pack
        raise ScaffoldError(f"el paquete generado tiene errores: {problems[0].message}")
    files.update({folder / "schemas" / file: dump(schema) for file, schema in schemas(game.pack).items()})
    return written + _write(files)


# --- a new set ------------------------------------------------------------------------------------


PROJECT_RULESET = """\
# Una carpeta de cartas del juego «{name}»: sus reglas, plantillas y esquemas son los del paquete
# «{pack}» que trae la herramienta (docs/packs.md); aquí van tus sets y, en decks/, tus mazos.
paquete: {pack}
"""


def new_cards_folder(cards: Path, pack_id: str, name: str) -> list[Path]:
    """Make the cards folder ``cards`` (which must not exist) for the bundled pack ``pack_id``: its
    ``ruleset.yaml`` saying only ``paquete:``, and an empty ``decks/``; the files written."""
    from ..safeio import make_folder

    _fresh(cards)
    files = _write({cards / "ruleset.yaml": PROJECT_RULESET.format(pack=pack_id, name=name)})
    make_folder(cards / "decks")
    return files


def new_set(folder: Path, cards: Path, game: LoadedPack, name: str | None = None) -> list[Path]:
    """Write a new set into ``folder`` (directly inside cards folder ``cards``) with ``set.yaml``
    and, when the pack allows one to be made up, an example card; the files written."""
    if len(folder.parts) == 1 and not folder.is_absolute():
        folder = cards / folder  # «nismatch nuevo set expansion --cards mi-juego»
    if folder.resolve().parent != cards.resolve():
        raise ScaffoldError(f"un set va directamente dentro de la carpeta de cartas: «{cards / folder.name}»")
    code = folder.name
    if code in RESERVED_CODES:  # «nismatch validar» would refuse the set just made
        raise ScaffoldError(f"el código «{code}» está reservado: {RESERVED_CODES[code]}; elige otro nombre para la "
                            "carpeta del set")
    _fresh(folder)
    if not ID.fullmatch(code):
        raise ScaffoldError(f"«{code}» no sirve como código de set: usa minúsculas sin acentos, dígitos y guiones")
    taken = [f.parent for f in cards.glob("*/set.yaml") if _code_of(f) == code]
    if taken:
        raise ScaffoldError(f"el código de set «{code}» ya lo usa {taken[0]}")
    def head(kind: str) -> str:  # a modeline only where the cards folder has the schemas
        return _modeline(kind) if (cards / "schemas" / f"{kind}.schema.json").is_file() else ""

    files = {folder / "set.yaml": head("set") + SET.format(code=code, quoted_name=_quoted(name or code))}
    example = example_card(game, code)
    if example is not None:
        files[folder / "cartas.yaml"] = head("card") + yaml.safe_dump(example, allow_unicode=True, sort_keys=False)
    return _write(files)


def _code_of(set_file: Path) -> Any:
    try:
        data = yaml.safe_load(set_file.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return None
    return data.get("codigo") if isinstance(data, dict) else None


def example_card(game: LoadedPack, code: str) -> dict | None:
    """A valid card of the first type of ``game`` one can be made up for (required fields only), or
    None when every type needs something only a designer can write (a text in a card language…)."""
    checker = CardChecker(game)
    character = game.pack.decks.character
    for type_id, card_type in game.pack.types.items():
        for boxes in (True, False):  # with the boxes the rulebook shows (``recomendado``) if that stays valid
            entry = {"id": f"{_slug(card_type.name) or type_id}-de-ejemplo", "nombre": f"{card_type.name} de ejemplo",
                     "tipo": type_id, **_values(game.pack, card_type.fields, boxes)}
            if character and character.wildcards and character.field in entry and type_id != character.type:
                entry[character.field] = character.wildcards[0]  # «cualquiera»: any character may play it
            if _valid(game, checker, entry, code):
                return entry
    return None


def _values(pack: Pack, fields, boxes: bool = False) -> dict:
    """Values for the required fields of ``fields`` (and those their conditions then require; with ``boxes``, the
    recommended ones too)."""
    values: dict[str, Any] = {}
    for _ in range(len(fields) + 1):  # until no condition adds or drops a field
        wanted = {k for k, f in fields.items()
                  if (f.required or (boxes and f.recommended is not None) or any(c.holds(values) for c in f.required_if))
                  and not any(c.holds(values) for c in f.forbidden_if)}
        if wanted == set(values):
            break
        values = {k: values[k] if k in values else _example(pack, fields[k]) for k in fields if k in wanted}
    return values


def _example(pack: Pack, f: Field) -> Any:
    if f.kind in (INTEGER, RANGE):
        low, high = f.minimum, f.maximum
        return 0 if (low is None or low <= 0) and (high is None or high >= 0) else (low if low is not None else high)
    if f.kind == ENUM:
        return (f.allowed or pack.enums[f.enum].ids)[0]
    if f.kind == BOOLEAN:
        return False
    if f.kind == LIST:
        return [_example(pack, f.items) for _ in range(f.minimum or 0)]
    if f.kind == GROUP:
        return _values(pack, f.fields)
    return "Texto de ejemplo."  # TEXT


def _valid(game: LoadedPack, checker: CardChecker, entry: dict, code: str) -> bool:
    document = parse_yaml(yaml.safe_dump(entry, allow_unicode=True, sort_keys=False), Path("ejemplo.yaml"))
    fields, problems = checker.check(document, (), document.data)
    if fields is None or any(p.severity == "error" for p in problems):
        return False
    card = Card(entry["id"], entry["nombre"], entry["tipo"], fields, set_code=code)
    extra = game.code.check_card(card, document, (), game.pack) if game.code is not None else []
    return not any(p.severity == "error" for p in extra)


OVERLAY_HEAD = """\
# yaml-language-server: $schema=schemas/pack.schema.json
# Una capa sobre el paquete «{pack}» que trae la herramienta (docs/packs.md, «Capas»): solo lo que
# esta carpeta añade o cambia. Lo demás, y lo que el paquete cambie en sus versiones nuevas, llega
# del paquete; «version_paquete» es la versión para la que se escribió.
"""


class _PlainDumper(yaml.SafeDumper):
    """Writes a value shared by YAML aliases in the copy once per place, without anchors."""

    def ignore_aliases(self, data: Any) -> bool:
        return True


@dataclass(frozen=True)
class Overlay:
    """The overlay made from a copy of a bundled pack: its text, its pack and what the copy lacked."""

    text: str
    pack_id: str
    version: str
    changes: int  # how many values it writes
    missing: tuple[str, ...]  # dotted paths of the pack the copy does not have (the overlay keeps them)
    dropped: tuple[str, ...] = ()  # what the copy changed of ``juego``, which an overlay cannot change


def overlay_from_copy(file: Path) -> Overlay:
    """The overlay that says, of the bundled pack a ``ruleset.yaml`` copies (its ``juego.id``), only
    what the copy adds or changes. ``ScaffoldError`` when ``file`` is not such a copy; a
    :class:`~.yamlfile.YamlError` when it is not YAML."""
    from . import overlays
    from .packs import _bundled_document, bundled_ids

    data = load_yaml(file).data
    if isinstance(data, dict) and "paquete" in data:
        raise ScaffoldError(f"«{file}» ya dice «paquete: {data['paquete']}»: no es la copia de un paquete")
    game = data.get("juego") if isinstance(data, dict) else None
    pack_id = game.get("id") if isinstance(game, dict) else None
    if pack_id not in bundled_ids():
        raise ScaffoldError(f"«{file}» no es la copia de un paquete de serie (su «juego.id» debe ser uno de: "
                            f"{', '.join(bundled_ids())}); un juego propio sigue siendo un paquete")
    base = _bundled_document(pack_id).data
    changed, missing = overlays.overlay_of(base, data)
    version = str(game.get("version", base["juego"]["version"]))
    body = yaml.dump({"paquete": pack_id, overlays.VERSION_KEY: version, **changed}, Dumper=_PlainDumper,
                     allow_unicode=True, sort_keys=False, width=100)
    dropped = tuple(f"juego.{key}" for key, value in game.items()
                    if key not in ("version", overlays.CHANGES_KEY) and base["juego"].get(key) != value)
    return Overlay(OVERLAY_HEAD.format(pack=pack_id) + body, pack_id, version,
                   sum(1 for _ in overlays.leaves(changed)) if changed else 0,
                   tuple(overlays.dotted(p) for p in missing), dropped)
