"""Click's own texts in Spanish: «Uso:», «Opciones», «Falta el argumento», «Prueba … para ver la ayuda».

Click marks every text it prints with gettext (``from gettext import gettext as _`` and
``ngettext`` in each of its modules) and ships no translations. Rather than a ``.mo`` catalog
chosen by the user's locale (an English locale would bring English back), :func:`install` points
those module names at this fixed catalog, and gives Click's parameter types Spanish names (the
``ENTERO``, ``RUTA``… of the help). ``nismatch_cards/__init__.py`` installs it before any command
is defined (``click.Path`` names itself when it is created). ``tests/test_cli_spanish.py`` checks
that every text Click marks has its translation here, so a new Click cannot bring English back
unnoticed.
"""
from __future__ import annotations

import gettext
import importlib
import re
from difflib import get_close_matches

import click

#: Click's text → its Spanish. Where Click quotes a value with ``!r`` ('x'), the Spanish uses «x».
SPANISH: dict[str, str] = {
    # help
    "Usage:": "Uso:",
    "Options": "Opciones",
    "Commands": "Comandos",
    "Positional arguments": "Argumentos",
    "Show this message and exit.": "Muestra esta ayuda y sale.",
    "Show the version and exit.": "Muestra la versión y sale.",
    "%(prog)s, version %(version)s": "%(prog)s, versión %(version)s",
    "default: {default}": "por defecto: {default}",
    "env var: {var}": "variable de entorno: {var}",
    "required": "obligatoria",
    "(dynamic)": "(calculado)",
    "deprecated": "obsoleto",
    "Do you want to continue?": "¿Quieres continuar?",
    "Confirm the action without prompting.": "Confirma la acción sin preguntar.",
    # errors
    "Error: {message}": "Error: {message}",
    "Try '{command} {option}' for help.": "Prueba «{command} {option}» para ver la ayuda.",
    "Missing command.": "Falta el subcomando.",
    "No such command {name!r}.": "No existe el comando «{name}».",
    "No such option {name!r}.": "No existe la opción «{name}».",
    "Missing argument": "Falta el argumento",
    "Missing option": "Falta la opción",
    "Missing parameter": "Falta el parámetro",
    "Missing {param_type}": "Falta {param_type}",
    "Missing parameter: {param_name}": "Falta el parámetro {param_name}",
    "Invalid value for {param_hint}: {message}": "Valor no válido para {param_hint}: {message}",
    "Invalid value: {message}": "Valor no válido: {message}",
    "Option {name!r} does not take a value.": "La opción «{name}» no admite un valor.",
    "Argument {name!r} takes {nargs} values.": "El argumento «{name}» necesita {nargs} valores.",
    "Invalid start character for option ({option})": "Carácter inicial no válido para una opción ({option})",
    "Value must be an iterable.": "El valor debe ser una lista.",
    "Choose from:\n\t{choices}": "Elige entre:\n\t{choices}",
    "Choice({choices})": "Choice({choices})",
    "{value} is not in the range {range}.": "debe ser {range} (se indicó {value}).",
    "{value!r} is not a valid {number_type}.": "«{value}» no es un {number_type} válido.",
    "{value!r} is not a valid boolean. Recognized values: {states}":
        "«{value}» no es un valor de sí o no. Valores admitidos: {states}",
    "{value!r} is not a valid UUID.": "«{value}» no es un UUID válido.",
    "file": "archivo",
    "directory": "carpeta",
    "path": "ruta",
    "{name} {filename!r} does not exist.": "«{filename}» no existe.",
    "{name} {filename!r} is a file.": "«{filename}» es un archivo, no una carpeta.",
    "{name} {filename!r} is a directory.": "«{filename}» es una carpeta, no un archivo.",
    "{name} {filename!r} is not readable.": "No se puede leer «{filename}».",
    "{name} {filename!r} is not writable.": "No se puede escribir en «{filename}».",
    "{name} {filename!r} is not executable.": "«{filename}» no es ejecutable.",
    "Could not open file {filename!r}: {message}": "No se puede abrir el archivo «{filename}»: {message}",
    "Aborted!": "Cancelado.",
    "unknown error": "error desconocido",
    "DeprecationWarning: The command {name!r} is deprecated.{extra_message}":
        "Aviso: el comando «{name}» está obsoleto.{extra_message}",
    "DeprecationWarning: The {param_type} {name!r} is deprecated.{extra_message}":
        "Aviso: «{name}» está obsoleto.{extra_message}",
    # prompts and terminal
    "Repeat for confirmation": "Repítelo para confirmar",
    "Error: The two entered values do not match.": "Error: los dos valores no coinciden.",
    "Error: invalid input": "Error: entrada no válida",
    "Press any key to continue...": "Pulsa una tecla para continuar…",
    "Unknown color {colour!r}": "Color desconocido: «{colour}»",
    "Unknown standard stream '{name}'": "Flujo estándar desconocido: «{name}»",
    "{editor}: Editing failed": "{editor}: no se pudo editar",
    "{editor}: Editing failed: {e}": "{editor}: no se pudo editar: {e}",
    "Windows error: {error}": "Error de Windows: {error}",
    "d": "d",
    "Shell completion is not supported for Bash versions older than 4.4.":
        "El autocompletado necesita Bash 4.4 o posterior.",
    "Couldn't detect Bash version, shell completion is not supported.":
        "No se reconoce la versión de Bash: no hay autocompletado.",
    # mistakes in a command's definition (a programmer's, not a user's)
    "Could not determine name for option with declarations {decls!r}":
        "No se puede deducir el nombre de la opción declarada como {decls!r}",
    "No options defined but a name was passed ({name}). Did you mean to declare an argument instead? "
    "Did you mean to pass '--{name}'?":
        "No hay opciones, pero se dio un nombre ({name}): ¿es un argumento, o querías escribir «--{name}»?",
    "Arguments take exactly one parameter declaration, got {length}: {decls}.":
        "Un argumento se declara con un solo nombre, no {length}: {decls}.",
    "Name '{name}' defined twice": "El nombre «{name}» está declarado dos veces",
    "Boolean option {decl!r} cannot use the same flag for true/false.":
        "La opción de sí o no {decl!r} no puede usar la misma forma para sí y para no.",
}

#: (singular, plural) → their Spanish.
SPANISH_PLURALS: dict[tuple[str, str], tuple[str, str]] = {
    ("Got unexpected extra argument ({args})", "Got unexpected extra arguments ({args})"):
        ("Sobra un argumento ({args})", "Sobran argumentos ({args})"),
    ("Takes {nargs} values but 1 was given.", "Takes {nargs} values but {len} were given."):
        ("Necesita {nargs} valores, pero se dio 1.", "Necesita {nargs} valores, pero se dieron {len}."),
    ("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)"):
        ("¿Quisiste decir {possibility}?", "(¿Quisiste decir una de estas: {possibilities}?)"),
    ("Option {name!r} requires an argument.", "Option {name!r} requires {nargs} arguments."):
        ("La opción «{name}» necesita un valor.", "La opción «{name}» necesita {nargs} valores."),
    ("{value!r} is not {choice}.", "{value!r} is not one of {choices}."):
        ("«{value}» no es {choice}.", "«{value}» no es ninguno de estos valores: {choices}."),
    ("{value!r} does not match the format {format}.", "{value!r} does not match the formats {formats}."):
        ("«{value}» no sigue el formato {format}.", "«{value}» no sigue ninguno de los formatos {formats}."),
    ("{len_type} values are required, but {len_value} was given.",
     "{len_type} values are required, but {len_value} were given."):
        ("Hacen falta {len_type} valores, pero se dio {len_value}.",
         "Hacen falta {len_type} valores, pero se dieron {len_value}."),
}

#: Click's parameter types by the Spanish name their values show in the help (``--dpi ENTERO``).
TYPE_NAMES = {
    "StringParamType": "texto", "UnprocessedParamType": "texto", "IntParamType": "entero",
    "IntRange": "entero", "FloatParamType": "número", "FloatRange": "número", "BoolParamType": "sí o no",
    "DateTime": "fecha", "File": "archivo", "UUIDParameterType": "uuid",
}

#: Click's modules that import gettext's functions.
MODULES = ("core", "decorators", "exceptions", "formatting", "parser", "shell_completion", "termui", "types",
           "utils", "_termui_impl")


class Catalog(gettext.NullTranslations):
    """The fixed Spanish catalog; a text it does not know is shown as it is."""

    def gettext(self, message: str) -> str:
        return SPANISH.get(message, message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        one, many = SPANISH_PLURALS.get((singular, plural), (singular, plural))
        return one if n == 1 else many


CATALOG = Catalog()


#: The words of a usage line Click writes itself (``[OPTIONS] COMMAND [ARGS]...``).
USAGE_WORDS = {"OPTIONS": "OPCIONES", "COMMAND": "COMANDO", "COMMAND1": "COMANDO1", "COMMAND2": "COMANDO2",
               "ARGS": "ARGUMENTOS"}
_USAGE_WORD = re.compile(r"\b(" + "|".join(USAGE_WORDS) + r")\b")


class SpanishHelpFormatter(click.HelpFormatter):
    """Click's formatter, with the words of the usage line in Spanish."""

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        super().write_usage(prog, _USAGE_WORD.sub(lambda m: USAGE_WORDS[m.group()], args), prefix)


class AliasedChoice(click.Choice):
    """A choice of Spanish words, each standing for the value the code knows, which is also accepted
    (the English value options had before, for the scripts written with it): with
    ``AliasedChoice({"a4": "a4", "carta": "letter"})``, ``--papel carta`` and ``--papel letter`` both
    give the code ``letter``. The help, the errors and the completion show only the Spanish words;
    upper or lower case alike (``A4``)."""

    def __init__(self, words: dict[str, str]):
        super().__init__(list(words), case_sensitive=False)
        self.words = words
        self.former = {value.casefold(): value for value in words.values()}
        clashes = [w for w, value in words.items() if words.get(value, value) != value]
        if clashes:  # a former value that is another option's Spanish word: which one was meant?
            raise ValueError(f"ambiguous values: {clashes}")

    def convert(self, value, param, ctx):
        former = self.former.get(str(value).casefold())
        if former is not None:
            return former
        return self.words[super().convert(value, param, ctx)]


class AliasedGroup(click.Group):
    """A group whose commands have Spanish names and keep their former English ones as hidden aliases
    (``nismatch construir`` is ``nismatch construir``): the help lists only the Spanish names, and the usage
    line, the errors and the «¿Quisiste decir…?» show the Spanish name whichever was written."""

    def __init__(self, *args, aliases: dict[str, str] | None = None, **kwargs):
        super().__init__(*args, **kwargs)
        self.aliases = aliases or {}  # former name → Spanish name

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        return super().get_command(ctx, self.aliases.get(name, name))

    def resolve_command(self, ctx: click.Context, args: list[str]):
        name = self.aliases.get(args[0], args[0])
        try:
            return super().resolve_command(ctx, [name, *args[1:]])
        except click.exceptions.NoSuchCommand as error:
            names = {n: n for n in self.list_commands(ctx)} | self.aliases
            missing = click.exceptions.NoSuchCommand(error.command_name, ctx=ctx)
            missing.possibilities = sorted({names[n] for n in get_close_matches(error.command_name, names)}) or None
            raise missing from None


def quoted(values) -> str:
    """«a», «b»: how a message quotes Click's options and values (Click writes 'a', 'b')."""
    return ", ".join(f"«{v}»" for v in values)


def _spanish_name(parameter: click.Parameter) -> str:
    """An option's first long name, the Spanish one (``--procesos``, not its alias ``--workers``)."""
    names = [o for o in parameter.opts if o.startswith("--")] or parameter.opts or [parameter.human_readable_name]
    return names[0]


def _parameter_hint(self, ctx) -> str:
    return f"«{_spanish_name(self)}»"


def _argument_hint(self, ctx) -> str:
    return f"«{self.make_metavar(ctx) if ctx is not None else self.human_readable_name}»"


def _describe_range(self) -> str:
    """A number range in words, for the help and the errors: «de 0 a 64», «1 o más», «como mucho 64»
    (Click writes ``0<=x<=64``)."""
    low, high = self.min, self.max
    if low is not None and high is not None and not (self.min_open or self.max_open):
        return f"de {low} a {high}"
    parts = []
    if low is not None:
        parts.append(f"mayor que {low}" if self.min_open else f"{low} o más")
    if high is not None:
        parts.append(f"menor que {high}" if self.max_open else f"como mucho {high}")
    return " y ".join(parts)


def _possibilities(possibilities: list[str]) -> str:
    return CATALOG.ngettext("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)",
                            len(possibilities)).format(possibility=quoted(sorted(possibilities)),
                                                       possibilities=quoted(sorted(possibilities)))


def _no_such_option(self) -> str:
    """«No existe la opción «--formt». ¿Quisiste decir «--formato»?»: the options meant, each by its
    Spanish name only (its English alias, ``--format``, still works but is not suggested)."""
    possibilities = self.possibilities
    if possibilities and self.ctx is not None:
        spanish = {name: _spanish_name(p) for p in self.ctx.command.get_params(self.ctx)
                   for name in (*p.opts, *p.secondary_opts)}
        possibilities = sorted({spanish.get(name, name) for name in possibilities})
    return f"{self.message} {_possibilities(possibilities)}" if possibilities else self.message


def _invalid_choice(self, value, ctx) -> str:
    choices = quoted(self._normalized_mapping(ctx=ctx).values())
    return CATALOG.ngettext("{value!r} is not {choice}.", "{value!r} is not one of {choices}.",
                            len(self.choices)).format(value=value, choice=choices, choices=choices)


def install() -> None:
    """Make Click speak Spanish (idempotent)."""
    import click.exceptions
    import click.types

    click.Context.formatter_class = SpanishHelpFormatter
    click.Parameter.get_error_hint = _parameter_hint
    click.Argument.get_error_hint = _argument_hint
    click.exceptions._format_possibilities = _possibilities
    click.exceptions.NoSuchOption.format_message = _no_such_option
    click.Choice.get_invalid_choice_message = _invalid_choice
    click.types._NumberRangeBase._describe_range = _describe_range
    for name in MODULES:
        module = importlib.import_module(f"click.{name}")
        if hasattr(module, "_"):
            module._ = CATALOG.gettext
        if hasattr(module, "ngettext"):
            module.ngettext = CATALOG.ngettext
    for type_name, spanish in TYPE_NAMES.items():
        setattr(getattr(click.types, type_name), "name", spanish)
