"""``nismatch simular``: many games between bots, and the figures a designer reads from them, for every game with
an engine: the options are read and checked here, NISMATCH's simulation is prepared here (:func:`_nismatch`) and
another game's by ``nismatch_cards/play/sim/command.py``, whose :func:`~nismatch_cards.play.sim.command.execute`
plays either and writes what was asked.

Exit codes: 0 done, 1 invalid card data (the diagnostics are printed), 2 usage error (unknown deck
or bot, a bad number of games or workers, a malformed scheduler address…), 3 the infrastructure failed
(a Dask scheduler that does not answer, a cluster left with no worker), 130 Ctrl+C, 143 SIGTERM. Stopped
before its end, a run writes the levels it finished as partial figures, and every game it finished
(``play/sim/partial.py``): ``--reanudar`` plays only the rest.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

import click

from nismatch_cards.cards.wording import plural
from nismatch_cards.cores import MAX_WORKERS
from nismatch_cards.diagnostics import clip, command_path, os_reason, printable
from nismatch_cards.paths import default_cards
from nismatch_cards.play.sim.command import Played  # noqa: F401  (every game's count of the games played)

#: The most games a pairing plays at each level (ten million take hours on a big machine).
MAX_GAMES = 10_000_000
#: Seeds are whole numbers of at most 64 bits (as a record's, engine/record.py): every seed S … S+k a run uses.
MAX_SEED = 2 ** 64

DEFAULT_LEVELS = "voraz,aleatorio"  # two levels of play of different strength (docs/simulation.md)


def fail(message: str, code: int = 2) -> None:
    click.echo(f"Error: {printable(message, 2000)}", err=True)
    sys.exit(code)


@click.command("simular")
@click.option("--mazo", "--deck", "decks", multiple=True, metavar="MAZO",
              help="Mazo que juega (nombre, nombre de archivo o ruta); repítelo: dos mazos se enfrentan, "
                   "tres o más juegan un torneo todos contra todos.")
@click.option("--heroe", "heroes", multiple=True, metavar="HÉROE",
              help="Unmatched: el héroe que juega, con su mazo (alice, medusa, «Rey Arturo»…); como --mazo, que no "
                   "va con ella.")
@click.option("--contra-todos", "gauntlet", is_flag=True,
              help="Enfrenta el mazo de --mazo con cada uno de los demás mazos de la carpeta y con los de serie "
                   "de su juego (docs/packs.md).")
@click.option("--todos-contra-todos", "every", is_flag=True,
              help="Todos los mazos de la carpeta (en Unmatched, todos los héroes), cada uno contra cada otro.")
@click.option("--tablero", "boards", multiple=True, metavar="MAPA",
              help="Unmatched: el campo de batalla de las partidas (su id); repítelo para varios (por defecto, "
                   "todos, por turnos).")
@click.option("--modo", "--mode", "mode", default=None, metavar="MODO",
              help="Un modo de dos equipos del reglamento (2v2): cada mazo juega en los dos asientos de su equipo "
                   "(por defecto, 1v1).")
@click.option("--partidas", "-n", "--games", "games", default="1000", show_default=True, metavar="N",
              help="Partidas por enfrentamiento y nivel de juego.")
@click.option("--semilla", "--seed", "seed", default="0", show_default=True, metavar="S",
              help="La partida k de cada nivel usa la semilla S+k.")
@click.option("--niveles", "levels", default=None, metavar="BOT[,BOT…]",
              help="Niveles de juego: cada uno juega todas las partidas con ese bot en los dos lados "
                   f"(por defecto, {DEFAULT_LEVELS}).")
@click.option("--bots", "bots", default=None, metavar="BOT[,BOT]",
              help="En vez de --niveles, un solo nivel con el bot del primer mazo y el del segundo. Bots: "
                   "aleatorio, voraz, busqueda (busqueda:N: N partidas imaginadas por decisión) y los de --archivo-bots.")
@click.option("--sustituir", "swaps", multiple=True, metavar="CARTA",
              help="Mide la fuerza de una carta del primer mazo cambiando sus copias por una carta básica "
                   "con las mismas semillas; repítelo, o «todas» para todas las cartas del mazo.")
@click.option("--sin-ventaja-de-empezar", "--no-first-player", "no_first_player", is_flag=True,
              help="No vuelve a jugar cada reparto con el otro mazo empezando: la ventaja de empezar no se mide y, "
                   "entre bots iguales, se juega la mitad de partidas.")
@click.option("--procesos", "--workers", "workers", default=None, metavar="K",
              help="Procesos que juegan a la vez (por defecto, todos los núcleos).")
@click.option("--json", "json_file", default=None, metavar="ARCHIVO",
              help="Escribe todas las cifras en JSON («-»: a la salida estándar).")
@click.option("--informe", "--report", "report_dir", default=None, type=click.Path(path_type=Path),
              metavar="CARPETA", help="Escribe un informe HTML con gráficos en CARPETA/index.html.")
@click.option("--planificador", "--scheduler", "scheduler", default=None, metavar="DIRECCIÓN",
              help="Juega en un clúster de Dask existente (p. ej. tcp://127.0.0.1:8786); "
                   "necesita «pip install -e .[cluster]».")
@click.option("--espera-trabajadores", "--worker-wait", "worker_wait", default=None, metavar="SEGUNDOS",
              help="Con --planificador, cuánto se espera a que llegue un trabajador cuando el clúster no tiene "
                   "ninguno (o pierde el último) antes de acabar con el código 3 (por defecto, 60).")
@click.option("--reanudar", "--resume", "resume", default=None, type=click.Path(path_type=Path), metavar="ARCHIVO",
              help="Sigue una simulación interrumpida desde el JSON parcial que escribió (el de --json o, sin él, "
                   "simulacion-parcial-N.json): no vuelve a jugar las partidas terminadas; el resto se juega con sus "
                   "semillas, como si no se hubiera interrumpido.")
@click.option("--registrar-partida", "--record-game", "record_game", default=None, metavar="I",
              help="Vuelve a jugar la partida I y la guarda como registro (con --registro).")
@click.option("--registro", "--record", "record_file", default=None, type=click.Path(path_type=Path),
              metavar="ARCHIVO", help="Registro de la partida --registrar-partida, para «nismatch reproducir».")
@click.option("--archivo-bots", "--bot-file", "bot_files", multiple=True,
              type=click.Path(path_type=Path, dir_okay=False),
              metavar="ARCHIVO.py", help="Archivo Python con bots propios (registrados con @register); "
                                         "repítelo para varios.")
@click.option("--cartas", "--cards", "cards", multiple=True, type=click.Path(path_type=Path),
              help="Carpeta de cartas (por defecto, cards/).")
@click.option("--forzar", "force", is_flag=True,
              help="Reemplaza los archivos de --json y --registro y los del informe aunque ya existan.")
def simulate(decks, heroes, gauntlet, every, boards, mode, games, seed, levels, bots, swaps, no_first_player, workers, json_file, report_dir,
             scheduler, worker_wait, resume, record_game, record_file, bot_files, cards, force):
    """Simula partidas entre bots y mide mazos y cartas en cada nivel de juego: victorias con intervalos
    de confianza, ventaja de empezar, duración, finales y la fuerza de cada carta por sustitución."""
    from nismatch_cards.cards.loader import cards_folder_of_decks, load, refused_failure, refused_note
    from nismatch_cards.cli import emit
    from nismatch_cards.play.sim import cluster
    from . import runner

    if decks and heroes:
        fail("--heroe y --mazo no van juntos: nombra todos los mazos con --mazo o todos los héroes con --heroe")
    decks = decks or heroes  # a hero is named like its deck (Unmatched: one deck per hero)
    games_n = _integer(games, "--partidas", 1, MAX_GAMES)
    seed_n = _integer(seed, "--semilla", -MAX_SEED + 1, MAX_SEED - 1)
    workers_n = _integer(workers, "--procesos", 1, MAX_WORKERS) if workers is not None else runner.default_workers()
    record_i = _integer(record_game, "--registrar-partida", 0, None) if record_game is not None else None
    wait_s = cluster.WORKER_WAIT if worker_wait is None else _integer(worker_wait, "--espera-trabajadores", 0, MAX_WAIT)
    if worker_wait is not None and scheduler is None:
        fail("--espera-trabajadores es cuánto se espera a un trabajador de Dask: úsala con --planificador")
    if (record_i is None) != (record_file is None):
        fail("--registrar-partida I y --registro ARCHIVO van juntos: indica la partida y el archivo del registro")
    json_path = None if json_file in (None, "-") else Path(json_file)
    targets = list(cards) or cards_folder_of_decks(decks) or [default_cards()]
    _check_outputs(json_path, record_file, report_dir, targets, bot_files, force)
    if gauntlet and len(decks) != 1:
        fail("--contra-todos enfrenta un mazo con todos los demás de la carpeta: indica un solo --mazo")
    if every and (decks or gauntlet):
        fail("--todos-contra-todos juega todos los mazos de la carpeta: no lo juntes con --mazo ni con --contra-todos")
    if not gauntlet and not every and len(decks) < 2:
        fail("indica al menos dos mazos con --mazo (por ejemplo: --mazo \"Asalto Remachado\" "
             "--mazo \"Puños de Hierro\")")
    if swaps and (len(decks) > 2 or every):
        fail("--sustituir mide las cartas del primer mazo contra los demás: úsalo con dos mazos o con --contra-todos")
    sources = _bot_sources(bot_files, runner)
    level_bots = _levels(levels, bots)
    if (len(decks) > 2 or every) and any(a != b for a, b in level_bots):
        fail("en un torneo de más de dos mazos todos juegan con el mismo bot: indica uno solo en --bots")
    for target in targets:
        if not target.exists():
            fail(f"la ruta «{target}» no existe; indica la carpeta de cartas con --cartas")
    loaded = load(targets)
    errors = [d for d in loaded.diagnostics if d.severity == "error"]
    refused = loaded.refused_alone()  # cards with errors that no deck uses: left out, and the exit code is 1
    if errors:
        emit(loaded.diagnostics, "text")
        many = len(errors) != 1
        if refused is None:
            fail(f"las cartas tienen {len(errors)} error{'es' if many else ''}: corríge{'los' if many else 'lo'} con "
                 f"«nismatch validar» antes de simular", 1)
        click.echo(refused_note(refused, "Se simula"), err=True)
    project = loaded.project
    engine = project.pack.engine if project.pack is not None else None
    _check_bots(level_bots, engine)
    other = engine not in (None, "nismatch")  # another game: every game's simulation (play/sim/)
    if boards and not other:
        fail("--tablero elige el campo de batalla de un juego con mapas (Unmatched); NISMATCH no tiene tablero")
    chosen = []
    for name in decks:
        deck = project.deck(name)
        if deck is None:
            fail(project.no_deck(name))
        chosen.append(deck)
    if every:
        chosen = list(project.decks)
        if len(chosen) < 2:
            fail(f"--todos-contra-todos: la carpeta tiene {len(chosen)} mazo{'s' if len(chosen) != 1 else ''}; "
                 "hacen falta dos o más")
    if gauntlet:  # the folder's other decks, and its game's bundled ones (cards/library.py)
        from nismatch_cards.cards import library

        others = [d for d in project.decks + library.decks(project) if d is not chosen[0]]
        if not others:
            fail(f"--contra-todos: no hay otros mazos en la carpeta con los que enfrentar «{chosen[0].name}»")
        chosen += others
    studied = _studied(project, chosen[0], swaps)
    mode_id = _two_team_mode(project, mode, engine or "nismatch")
    if other:
        from nismatch_cards.play.sim import command

        sim = command.prepare(project, command.Request(
            chosen, gauntlet, level_bots, games_n, seed_n, not no_first_player, tuple(sources), tuple(boards),
            tuple(studied), mode_id), engine)
        replay = f"nismatch reproducir {command_path(record_file or '')} " + " ".join(
            f"--cartas {command_path(t)}" for t in targets)
    else:
        sim = _nismatch(project, chosen, level_bots, games_n, seed_n, tuple(sources), studied, gauntlet, mode_id,
                        not no_first_player)
        replay = f"nismatch reproducir {command_path(record_file or '')}"
    spec = sim.spec
    if seed_n + spec.per_level - 1 > MAX_SEED - 1:  # a record of the last game would not load (engine/record.py)
        fail(f"--semilla debe ser como mucho {MAX_SEED - spec.per_level} con "
             f"{plural(spec.per_level, 'partida', 'partidas')} por nivel (se indicó {seed_n}): las partidas usan las "
             f"semillas de S a S + {spec.per_level - 1}, y todas deben caber en 64 bits "
             f"(de {-(MAX_SEED - 1)} a {MAX_SEED - 1})")
    from nismatch_cards.play.sim.command import Options, execute

    execute(sim, Options(games_n, workers_n, scheduler, wait_s, resume, json_file, json_path, report_dir, record_i,
                         record_file, replay, list(refused or [])))
    if refused:
        click.echo(refused_failure(refused), err=True)
        sys.exit(1)


def _nismatch(project, chosen, level_bots, games_n, seed_n, sources, studied, gauntlet, mode_id, first_player):
    """NISMATCH's simulation of the chosen decks: its own runner (its figures per card) on every game's machinery."""
    from nismatch_cards.play.sim.command import Simulation
    from ..definition import NISMATCH
    from . import runner, stats
    from .text import summary_text

    spec, run = build_spec(project, chosen, level_bots, games_n, seed_n, sources, studied, gauntlet, mode_id,
                           first_player=first_player)
    # ``runner.games`` is looked up when the games start, not now (tests stand in for it)
    return Simulation(spec, run, stats.build, lambda *args: runner.games(*args), runner.GameSummary, summary_text,
                      lambda i: runner.record_game(project, spec, i), NISMATCH, prototypes(project, chosen))


#: The longest --espera-trabajadores, in seconds (a day).
MAX_WAIT = 86_400



def _bot_sources(files, runner) -> list[tuple[str, str]]:
    """The designer's bot files, read and run once here so that their errors are usage errors."""
    sources = []
    for file in files:
        if not file.is_file():
            fail(f"el archivo de bots «{file}» no existe")
        try:
            text = file.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            fail(f"no se puede leer el archivo de bots «{file}»: {os_reason(error)}")
        try:
            runner.load_bot_sources([(str(file), text)])
        except SyntaxError as error:
            fail(f"{file}:{error.lineno}: error de sintaxis en el archivo de bots: {error.msg}")
        except SystemExit as error:  # sys.exit() would end simular there, silently, with nothing played
            fail(f"el archivo de bots «{file}» termina el programa al cargarse (sys.exit({error.code!r})): un archivo "
                 "de bots solo define bots con @register; quita esa llamada", 1)
        except Exception as error:
            fail(f"el archivo de bots «{file}» falla al cargarse: {type(error).__name__}: {error}")
        sources.append((str(file), text))
    return sources


def _levels(levels: str | None, bots: str | None) -> list[tuple[str, str]]:
    """The bots of each level of play: ``--niveles`` (same bot on both sides) or one ``--bots`` level,
    each by its own name (``greedy``, its former name, is ``voraz``); exit 2 for a list that cannot be one
    (:func:`_check_bots` checks each bot once the game is known)."""
    from ..bots import bot_name

    if levels is not None and bots is not None:
        fail("--niveles y --bots no van juntos: --niveles juega cada nivel con el mismo bot en los dos lados y "
             "--bots enfrenta el bot del primer mazo con el del segundo")
    if bots is not None:
        names = [bot_name(b.strip()) for b in bots.split(",")]
        if len(names) == 1:
            names *= 2
        if len(names) != 2 or not all(names):
            fail(f"--bots espera uno o dos nombres separados por comas, no «{bots}»")
        pairs = [(names[0], names[1])]
    else:
        names = [bot_name(b.strip()) for b in (levels if levels is not None else DEFAULT_LEVELS).split(",")]
        if not all(names):
            fail(f"--niveles espera nombres de bots separados por comas, no «{levels}»")
        repeated = next((n for i, n in enumerate(names) if n in names[:i]), None)
        if repeated:
            fail(f"--niveles nombra dos veces el bot «{repeated}»")
        pairs = [(n, n) for n in names]
    return pairs


def _check_bots(pairs: list[tuple[str, str]], engine: str | None) -> None:
    """Exit 2 for a bot that does not play the game of plug-in ``engine`` (None: NISMATCH)."""
    from nismatch_cards.play.bots import bot_problem

    for pair in pairs:
        for name in pair:
            problem = bot_problem(name, engine or "nismatch")  # none of that name, one of another game, a bad option
            if problem:
                fail(problem)


def _studied(project, deck, names: tuple[str, ...]) -> list[str]:
    """The ids of the cards of ``deck`` named by ``--sustituir`` (by id or name; «todas» for every card)."""
    if "todas" in names:
        return list(dict.fromkeys(e.card_id for e in deck.entries))
    out = []
    for name in names:
        found = next((e.card_id for e in deck.entries
                      if name in (e.written, e.card_id, project.card(e.set_code, e.card_id).name)), None)
        if found is None:
            fail(f"--sustituir: el mazo «{deck.name}» no tiene la carta «{name}»; sus cartas: "
                 f"{', '.join(deck.cards)} (o «todas»)")
        if found not in out:
            out.append(found)
    return out


def prototypes(project, decks: list) -> list[dict]:
    """The cards of ``decks`` with prototype abilities (they pay the cost they print and have no effect,
    docs/rulings.md 74), with those abilities and the decks that have them, for the report:
    ``{"carta", "nombre", "mazos", "habilidades": [{"etiqueta", "nombre_etiqueta", "texto", "coste"}]}``; ``coste`` is
    the printed «CAR n» (a number), «X», or None when the text prints none."""
    from .. import cards as nm

    ruleset = project.ruleset
    found: dict[tuple[str, str], dict] = {}
    for deck in decks:
        for card in project.deck_cards(deck):
            free = [a for a in nm.abilities(card, ruleset.keywords, ruleset.lexicon) if a.prototype]
            if not free:
                continue
            entry = found.setdefault((card.set_code, card.id), {
                "carta": card.id, "nombre": card.name, "mazos": [],
                "habilidades": [_prototype_ability(a, ruleset) for a in free]})
            if deck.name not in entry["mazos"]:
                entry["mazos"].append(deck.name)
    return list(found.values())


def _prototype_ability(ability, ruleset) -> dict:
    from .. import cards as nm

    cost, x = nm.printed_cost(ability.text)
    tag = ruleset.tags.get(ability.tag)
    return {"etiqueta": ability.tag, "nombre_etiqueta": tag.name if tag else ability.tag, "texto": ability.text,
            "coste": "X" if x else cost}


def _integer(value: str, option: str, least: int | None, most: int | None) -> int:
    """``value`` as a whole number from ``least`` to ``most`` (either may be None: no bound)."""
    text = str(value).strip()
    if not text.isascii() or len(text.lstrip("+-")) > 20:
        fail(f"{option} espera un número entero de como mucho 20 cifras, no «{clip(text, 40)}»")
    try:
        number = int(text)
    except ValueError:
        fail(f"{option} espera un número entero, no «{text}»")
    if least is not None and number < least:
        fail(f"{option} debe ser {least} o más (se indicó {number})")
    if most is not None and number > most:
        fail(f"{option} debe ser como mucho {most} (se indicó {number})")
    return number


def _check_outputs(json_path: Path | None, record: Path | None, report: Path | None, cards: list[Path],
                   bot_files, force: bool) -> None:
    """The files and folder the run will write, checked before any game (``nismatch_cards/safeio.py``):
    never an input (the cards, a bot file), never an existing file without --forzar, never one
    path for two outputs."""
    from nismatch_cards.safeio import OutputError, check_file, check_folder, claim_folder
    from nismatch_cards.play.sim.report import files as report_files

    inputs = [*cards, *bot_files]
    try:
        files = [check_file(path, inputs, force, option) for option, path in (("--json", json_path),
                                                                               ("--registro", record)) if path]
        if len(files) == 2 and files[0] == files[1]:
            fail("--json y --registro no pueden ser el mismo archivo")
        if report is not None:
            claim_folder(check_folder(report, inputs + files, "--informe"), force, "--informe")
            # like --json: a report already there (even one nismatch wrote) is replaced only with --forzar
            there = next((p for p in report_files(report) if os.path.lexists(p)), None)
            if there is not None and not force:
                fail(f"--informe: «{there}» ya existe; no se reemplaza sin --forzar (o elige otra carpeta)")
    except OutputError as error:
        fail(str(error))


def _two_team_mode(project, written: str | None, engine: str) -> str:
    """The mode of ``--modo``: one of the game's, with two teams of as many seats (a pairing of two decks fills
    them; a seat is a pilot, or what the game's ``seat_teams`` says: a hero in Unmatched); a usage error otherwise."""
    from nismatch_cards.play.game import game_definition

    modes = project.ruleset.modes
    if written is None:
        return "1v1"
    found = _mode_named(project, written)
    if found is None:
        fail(f"--modo: el juego no tiene el modo «{written}»; modos: {', '.join(modes)}")
    seat_teams = game_definition(engine).seat_teams

    def two_even(mode: str) -> bool:
        teams = modes[mode].teams
        if len(teams) != 2:
            return False
        seats = list(seat_teams(project.ruleset, mode)) if seat_teams is not None else \
            [t for t, team in enumerate(teams) for _ in team]
        return seats.count(0) == seats.count(1)

    if not two_even(found):
        two = ", ".join(m for m in modes if two_even(m))
        fail(f"--modo {found}: simular enfrenta dos mazos, cada uno con un equipo, y este modo tiene "
             f"{len(modes[found].teams)} equipos; modos de dos equipos: {two}")
    return found


def _mode_named(project, written: str) -> str | None:
    """The id of the mode ``written`` names: its id in any case, with «-» or spaces for «_» (as NISMATCH's ruleset
    reads it)."""
    named = getattr(project.ruleset, "mode_named", None)
    if named is not None:
        return named(written)
    from nismatch_cards.cards.wording import folded

    return next((m for m in project.ruleset.modes if folded(m) == folded(written)), None)


def _keyed_cards(project, deck) -> list:
    """Each line of ``deck`` with its card; two cards of one id from different sets (a designer's own and a
    bundled one) are named «set/id», so that their figures never merge."""
    from collections import Counter
    from dataclasses import replace

    shared = {i for i, n in Counter(e.card_id for e in deck.entries).items() if n > 1}
    return [(e, replace(card, id=f"{e.set_code}/{e.card_id}") if e.card_id in shared else card)
            for e in deck.entries for card in [project.card(e.set_code, e.card_id)]]


def build_spec(project, decks: list, levels: list[tuple[str, str]], games: int, seed: int, bot_sources: tuple = (),
               studied: list[str] = (), gauntlet: bool = False, mode: str = "1v1", first_player: bool = True):
    """The :class:`MatchSpec` of a run, and the :class:`Run` the figures need (decks as they name them…).

    Two decks, or ``gauntlet``, pair the first deck with each of the others; three or more play every pair.
    ``first_player``: between equal bots, each deal is played again with the other side starting."""
    from .baseline import baseline, describe, plays_as
    from .runner import MatchSpec, Swap
    from .stats import DeckInfo, Level, Run, StudiedCard

    labels = []
    for deck in decks:
        label = deck.name
        if label in labels:
            label = f"{deck.name} ({sum(1 for x in labels if x.startswith(deck.name)) + 1})"
        labels.append(label)
    entries, infos = [], []
    for deck, label in zip(decks, labels):
        found = _keyed_cards(project, deck)
        entries.append((deck.name, deck.main_set, tuple(card for e, card in found for _ in range(e.copies))))
        infos.append(DeckInfo(label, [(card.id, card.name, e.copies, card.is_part) for e, card in found]))
    if len(decks) == 2 or gauntlet:
        pairings = tuple((0, b) for b in range(1, len(decks)))
    else:
        pairings = tuple((a, b) for a in range(len(decks)) for b in range(a + 1, len(decks)))
    swaps, cards = [], []
    entries_by_id = {e.card_id: e for e in decks[0].entries}
    for card_id in studied:
        entry = entries_by_id[card_id]
        card_set = project.sets[entry.set_code]
        card = card_set.cards[card_id]
        swaps.append(Swap(card_id, baseline(card, card_set)))
        base = swaps[-1].baseline
        cards.append(StudiedCard(card_id, card.name, entry.copies, "parte" if card.is_part else "apoyo", describe(base),
                                 plays_as(card, base)))
    spec = MatchSpec(project.ruleset, tuple(entries), pairings, tuple(tuple(pair) for pair in levels), games, seed,
                     mode=mode, bot_sources=bot_sources, swaps=tuple(swaps), first_player=first_player)
    named = [Level(a if a == b else f"{a} contra {b}", (a, b)) for a, b in levels]
    return spec, Run(infos, list(pairings), named, games, seed, cards, gauntlet, mode,
                     project.ruleset.modes[mode].name or mode, first_player)
