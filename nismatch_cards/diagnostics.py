"""Diagnostics: every problem found in a designer's files, with code, place, message and hint.

Messages are in Spanish, the designers' language. The codes are stable and documented in
``docs/diagnostics.md``; the formats are ``text``, ``json`` and ``github`` (workflow annotations).
"""
from __future__ import annotations

import errno
import json
import os
import re
import shlex
from dataclasses import asdict, dataclass
from functools import lru_cache
from pathlib import Path

CODES: dict[str, str] = {
    "NM001": "yaml-sintaxis",
    "NM002": "yaml-etiqueta",
    "NM003": "yaml-alias",
    "NM004": "yaml-anidamiento",
    "NM005": "archivo-ilegible",
    "NM006": "clave-repetida",
    "NM007": "numero-no-admitido",
    "NM010": "esquema",
    "NM011": "paquete",
    "NM020": "gramatica",
    "NM021": "termino-desconocido",
    "NM022": "icono-desconocido",
    "NM023": "formato-de-texto",
    "NM030": "id-repetido",
    "NM031": "coste",
    "NM032": "etiqueta-no-admitida",
    "NM033": "disparador",
    "NM034": "estadistica-fuera-de-rango",
    "NM035": "referencia-sin-requisito",
    "NM036": "zona-de-tipo",
    "NM037": "esta-parte-en-apoyo",
    "NM038": "pasiva-no-estatica",
    "NM039": "cantidad-cero",
    "NM040": "mazo-tamano",
    "NM041": "mazo-carta-desconocida",
    "NM042": "mazo-set-desconocido",
    "NM043": "mazo-copias",
    "NM044": "mazo-sin-partes",
    "NM045": "mazo-carta-con-errores",
    "NM046": "mazo-carta-ambigua",
    "NM047": "mazo-seccion",
    "NM048": "mazo-personaje",
    "NM049": "mazo-carta-de-otro-personaje",
    "NM050": "arte-fuera-del-set",
    "NM051": "arte-no-encontrado",
    "NM052": "imagen-no-valida",
    "NM053": "nombre-no-cabe",
    "NM054": "texto-no-cabe",
    "NM055": "arte-de-otra-proporcion",
    "NM056": "valor-no-canonico",
    "NM060": "set-sin-definicion",
    "NM061": "ruta-no-encontrada",
    "NM062": "set-repetido",
    "NM063": "archivo-no-yaml",
    "NM064": "enlace-fuera-de-la-carpeta",
    "NM065": "nombre-de-archivo-repetido",
    "NM066": "mazo-nombre-repetido",
    "NM073": "hoja-ilegible",
    "NM074": "hoja-formula",
    "NM075": "hoja-demasiado-grande",
    "NM076": "hoja-columna",
    "NM077": "hoja-set",
    "NM078": "hoja-archivo",
    "NM079": "hoja-quita-carta-de-mazo",
    "NM080": "seleccion-sin-sentido",
    "NM081": "efecto-sin-sentido",
    "NM082": "mientras-fuera-de-pasiva",
    "NM083": "buscar-sin-barajar",
    "NM084": "habilidad-prototipo",
    "NM085": "palabra-clave",
    "NM086": "etiqueta-de-palabra-clave",
    "NM087": "lexico",
    "NM088": "usos-por-turno",
    "NM089": "la-proxima-vez",
    "NM090": "piloto-sin-seleccionar",
    "NM091": "dos-pilotos-seleccionados",
    "NM092": "cada-oponente-activa",
    "NM107": "ese-dano-sin-reemplazo",
    "NM108": "no-negable-fuera-de-pasiva",
    "NM109": "maximo-de-contadores-menor",
    "NM157": "maximo-menor-que-uno",
    "NM158": "car-de-una-parte",
    "NM159": "grupos-de-cero",
    "NM119": "esquema-desactualizado",
    "NM113": "respuesta-en-habilidad-normal",
    "NM114": "respuesta-como-disparador",
    "NM096": "usos-por-ronda",
    "NM100": "resultado-sin-dado",
    "NM111": "la-unica-que-no-es",
    "NM112": "atacante-en-habilidad-normal",
    "NM115": "si-es-sin-una-carta",
    "NM116": "orden-o-eleccion-sin-sentido",
    "NM120": "mapa-casilla-desconocida",
    "NM121": "mapa-conexion",
    "NM122": "mapa-inalcanzable",
    "NM123": "mapa-casillas-iniciales",
    "NM124": "mapa-zona",
    "NM125": "mapa-solapadas",
    "NM117": "batalla-fuera-de-guerrilla",
    "NM129": "queda-con-pg-sin-reemplazo",
    "NM130": "reemplazo-del-deposito-sin-destino",
    "NM131": "reemplazo-de-lo-que-no-es-una-parte",
    "NM135": "destruida-sin-dano",
    "NM136": "minimo-de-coste-sin-rebaja",
    "NM138": "prohibicion-sin-duracion",
    "NM141": "estadistica-que-no-se-fija",
    "NM147": "capa-quita-del-paquete",
    "NM148": "capa-cambia-un-campo",
    "NM149": "capa-version",
    "NM150": "capa-paquete-cambiado",
    "NM151": "turno-de-nadie",
    "NM154": "limite-por-batalla-fuera-de-pasiva",
    "NM155": "estadistica-que-la-batalla-no-lee",
    "NM160": "cartas-tomadas-sin-efecto-antes",
    "NM161": "ese-numero-sin-decirlo",
    "NM162": "fondo-de-su-pila-sin-pila",
    "NM166": "luchador-desconocido",
    "NM167": "rasgo-desconocido",
    "NM174": "recuadro-en-blanco",
    "NM175": "carta-de-otro-personaje",
    "NM176": "mazo-copias-impresas",
    "NM180": "coste-propio-sin-coste",
    "NM181": "coste-de-apoyos-por-tipo",
    "NM186": "proxima-vez-de-lo-que-no-es-una-parte",
    "NM195": "si-lo-haces-sin-opcion",
    "NM196": "combate-fuera-de-combate",
    "NM197": "carta-del-rival-de-otra-clase",
    "NM198": "campo-que-la-cara-no-muestra",
    "NM199": "textos-montados",
    "NM200": "texto-cortado-en-la-cara",
    "NM201": "cara-que-la-plantilla-no-dibuja",
    "NM202": "archivo-de-tts-repetido",
    "NM203": "etiqueta-del-texto-distinta",
    "NM204": "habilidad-sin-etiqueta",
    "NM205": "etiqueta-del-texto-no-admitida",
    "NM208": "carta-descartada-sin-coste",
    "NM209": "carta-descartada-no-es-una",
    "NM215": "resultado-del-combate-antes-del-dano",
    "NM216": "accion-adicional-en-turno-ajeno",
    "NM222": "maximo-de-x-sin-coste-x",
    "NM223": "maximo-de-x-cero",
    "NM224": "carga-de-esa-parte-sin-parte",
    "NM225": "pasiva-del-taller-que-no-se-juega",
    "NM234": "sin-defensa-en-una-defensa",
    "NM235": "carta-jugada-como-no-puede",
    "NM236": "despues-del-combate-fuera-de-su-ventana",
    "NM242": "campo-en-blanco",
    "NM243": "caracter-sin-fuente",
}


@dataclass(frozen=True)
class Diagnostic:
    """One problem: ``code`` (see :data:`CODES`), where, what is wrong and how to fix it."""

    code: str
    file: str
    line: int
    column: int
    message: str
    hint: str = ""
    severity: str = "error"  # error | warning

    @property
    def name(self) -> str:
        return CODES[self.code]

    def sort_key(self) -> tuple:
        return (self.file, self.line, self.column, self.code)


_OS_REASONS = {
    errno.ENOENT: "no existe", errno.EACCES: "no hay permiso", errno.EPERM: "no hay permiso",
    errno.EISDIR: "es una carpeta", errno.ENOTDIR: "una parte de la ruta no es una carpeta",
    errno.ENOSPC: "no queda espacio en el disco", errno.EROFS: "el disco es de solo lectura",
    errno.ELOOP: "hay un bucle de enlaces simbólicos", errno.ENAMETOOLONG: "el nombre es demasiado largo",
    errno.EIO: "error de entrada/salida del disco",
}


def os_reason(error: BaseException) -> str:
    """Why a file could not be read or written, in Spanish (the system's own words, which follow
    its locale, only for a rare cause)."""
    number = getattr(error, "errno", None)
    return _OS_REASONS.get(number) or getattr(error, "strerror", None) or str(error)


@lru_cache(maxsize=8)
def _resolved_cwd(cwd: str) -> Path:
    return Path(cwd).resolve()


def display_path(path: Path | str) -> str:
    """A path relative to the working directory when it is inside it."""
    path = Path(path)
    try:
        return str(path.resolve().relative_to(_resolved_cwd(os.getcwd())))
    except ValueError:
        return str(path)


def command_path(path: Path | str) -> str:
    """:func:`display_path` as it is typed in a command the tool suggests («nismatch validar …»): quoted
    when it has spaces or other characters the shell would split or read («Dragones del Sur»)."""
    shown = display_path(path)
    if os.name == "nt":
        return f'"{shown}"' if re.search(r'[\s&|<>^"%]', shown) else shown
    return shlex.quote(shown)


#: The most characters of a message, a hint or a file name shown: a value written in a file may
#: be a whole megabyte, and a diagnostic quotes it.
MAX_SHOWN = 400
#: What may not reach a terminal or a CI log as it is: control characters (ESC starts terminal
#: sequences, a line break forges a line of output) and the marks that reverse the reading order.
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def unprintable(text: str) -> bool:
    """Whether ``text`` holds a character :func:`printable` would escape (a control character…)."""
    return _UNPRINTABLE.search(text) is not None


def clip(text: str, limit: int = MAX_SHOWN) -> str:
    """``text`` cut to ``limit`` characters, with «…» when something was cut."""
    text = str(text)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def printable(text: str, limit: int = MAX_SHOWN) -> str:
    """``text`` as one safe line of a terminal or CI log: cut to ``limit`` characters, and control
    characters, line breaks and bidirectional marks written as visible escapes (``\\n``, ``\\x1b``)."""
    return _UNPRINTABLE.sub(_escape_character, clip(text, limit))


def _escape_character(match: re.Match) -> str:
    char = match.group()
    return _NAMED.get(char) or (f"\\x{ord(char):02x}" if ord(char) < 0x100 else f"\\u{ord(char):04x}")


def format_text(diagnostics: list[Diagnostic]) -> str:
    lines = []
    for d in diagnostics:
        label = "error" if d.severity == "error" else "aviso"
        lines.append(f"{printable(d.file)}:{d.line}:{d.column}: {label} {d.code} [{d.name}]: {printable(d.message)}")
        if d.hint:
            lines.append(f"    sugerencia: {printable(d.hint)}")
    return "\n".join(lines)


def format_json(diagnostics: list[Diagnostic]) -> str:
    return json.dumps(
        [dict(asdict(d), name=d.name, file=clip(d.file), message=clip(d.message), hint=clip(d.hint))
         for d in diagnostics], ensure_ascii=False, indent=2
    )


def _escape_github(value: str, property_value: bool = False) -> str:
    """A value for a workflow command: cut, line breaks %-encoded (GitHub shows them as line breaks
    inside the one annotation), other control characters as visible escapes."""
    value = clip(value).replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    value = _UNPRINTABLE.sub(_escape_character, value)
    if property_value:
        value = value.replace(":", "%3A").replace(",", "%2C")
    return value


def format_github(diagnostics: list[Diagnostic]) -> str:
    """GitHub Actions workflow commands: one ``::error``/``::warning`` annotation a problem."""
    lines = []
    for d in diagnostics:
        kind = "error" if d.severity == "error" else "warning"
        props = ",".join(
            [
                f"file={_escape_github(d.file, True)}",
                f"line={d.line}",
                f"col={d.column}",
                f"title={_escape_github(f'{d.code} {d.name}', True)}",
            ]
        )
        message = d.message + (f" ({d.hint})" if d.hint else "")
        lines.append(f"::{kind} {props}::{_escape_github(message)}")
    return "\n".join(lines)


FORMATTERS = {"text": format_text, "json": format_json, "github": format_github}
