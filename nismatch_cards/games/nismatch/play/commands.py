"""``nismatch jugar``: a person against a bot in the terminal (registered in ``nismatch_cards/cli.py``).

The person must not learn what pilot A cannot see: the seed (64 bits from ``secrets`` unless
``--seed`` is given) is never printed nor put in a file name, and the bot's random generator is
saved with the game and restored on resume, so that a resumed game is the same game. An unfinished
game is saved sealed under the user's key (``envelope.py``, ``keystore.py``): the file shows neither.

Exit codes: 0 the game ended (or the person left and it was saved), 1 invalid card data or a
record that does not replay, 2 usage (an unknown deck or bot, a missing ``--deck``…).
"""
from __future__ import annotations

import os
import secrets
import shutil
import sys
from pathlib import Path

import click

from nismatch_cards.diagnostics import command_path, printable
from nismatch_cards.paths import default_cards

HUMAN = 0  # the person is always pilot A
SEED_BITS = 64  # a seed space no one searches by brute force


def _fail(message: str, code: int) -> None:
    click.echo(f"Error: {printable(message, 2000)}", err=True)
    sys.exit(code)


def load_bots() -> dict:
    """Every registered bot by name (``nismatch_cards.games.nismatch.bots`` imports the bundled ones)."""
    from ..bots import BOTS

    return BOTS


def _check_bot(name: str) -> None:
    """Exit 2 when ``name`` is no bot, or an option it does not take (``busqueda:0``)."""
    from ..bots import bot_problem

    problem = bot_problem(name)
    if problem:
        _fail(problem, 2)


def default_bot(available: dict) -> str:
    return "voraz" if "voraz" in available else "aleatorio"


def _deck_names(project) -> str:
    return ", ".join(deck.name for deck in project.decks) or "ninguno"


def _find_deck(project, name: str, option: str):
    deck = project.deck(name)
    if deck is None:
        _fail(f"{option}: {project.no_deck(name)}", 2)
    return deck


def _resumed_recorder(project, path: Path, cards: list[Path]):
    """Replay ``path`` (sealed or clear) with the engine, checking every digest, and go on recording from there."""
    from ..engine.record import RecordError
    from .envelope import replay_saved
    from .keystore import KeyProblem

    try:
        replayed = replay_saved(path, cards).replay
    except RecordError as error:
        _fail(str(error), 1)
    except KeyProblem as error:
        _fail(str(error), 2 if error.usage else 1)
    return replayed.recorder, replayed.recorder.lines[0]


def _find_mode(project, written: str | None) -> str:
    """The game's mode ``--modo`` names (:meth:`Ruleset.mode_named`); exit 2 when none."""
    modes = project.ruleset.modes
    if written is None:
        return "1v1" if "1v1" in modes else next(iter(modes))
    found = project.ruleset.mode_named(written)
    if found is None:
        _fail(f"--modo: el juego no tiene el modo «{written}»; modos: {', '.join(modes)}", 2)
    return found


def _bot_decks(project, mine, written: tuple[str, ...], bots: int) -> list:
    """The decks of the ``bots`` bots: those of ``--mazo-bot`` in seat order, then the decks that follow the
    person's in the folder and no bot has yet (round again if there are fewer)."""
    if len(written) > bots:
        _fail(f"--mazo-bot: hay {bots} {'bot' if bots == 1 else 'bots'} en este modo y se han dado {len(written)} mazos", 2)
    chosen = [_find_deck(project, name, "--mazo-bot") for name in written]
    at = project.decks.index(mine)
    following = project.decks[at + 1:] + project.decks[:at] or [mine]
    unused = [d for d in following if d not in chosen] or following
    return chosen + [unused[i % len(unused)] for i in range(bots - len(chosen))]


def _intro(game, bot_name: str) -> str:
    """«NISMATCH · 2 contra 2 · A (tú): …, con C (bot voraz): … contra B (bot voraz): … y D (bot voraz): …»."""
    pilots = game.pilots
    me = pilots[HUMAN]

    def seat(q) -> str:
        return f"{q.name} (bot {bot_name}): {q.deck_name}"
    partners = [seat(q) for q in pilots if q.index != HUMAN and q.team == me.team]
    rivals = [seat(q) for q in pilots if q.team != me.team]
    mode = "" if game.mode == "1v1" else f" · {game.ruleset.modes[game.mode].name or game.mode}"
    with_partners = f", con {' y '.join(partners)}," if partners else ""
    return f"NISMATCH{mode} · {me.name} (tú): {me.deck_name}{with_partners} contra {' y '.join(rivals)}"


def _width() -> int:
    """The board's columns: the terminal's when it is narrower than the board (never under 60), else the board's."""
    from .board import WIDTH

    if not sys.stdout.isatty():
        return WIDTH
    return max(60, min(WIDTH, shutil.get_terminal_size((WIDTH, 24)).columns))


BEHIND = ("Esta partida ya se jugó en este ordenador más allá de este punto. Para que volver atrás no enseñe lo que "
          "viene, lo que no ves (las manos de los bots, el orden de los Arsenales, los Botines de Guerra) se reparte de "
          "nuevo al azar cuando te toque, y el bot sigue con un generador nuevo.")


def _ensure_key() -> bytes:
    """The key that seals saved games, made now if needed: a game that could not be saved is not started."""
    from .keystore import KeyProblem, ensure_key, exposed_key

    try:
        key = ensure_key()
    except KeyProblem as error:
        _fail(str(error), 2 if error.usage else 1)
    warning = exposed_key()
    if warning:
        click.echo(warning, err=True)
    return key


def _check_save(save: Path, cards: list[Path], force: bool, resume: Path | None) -> None:
    """Where ``--save`` writes: never in the cards, never over another file without --forzar (the
    game ``--resume`` continues is this game)."""
    from nismatch_cards.safeio import OutputError, check_file

    from .keystore import kept_file

    kept = kept_file(save)
    if kept:
        _fail(f"--guardar: {kept}", 2)
    if not save.parent.is_dir():  # told when the game is saved, with «g» to save it elsewhere
        return
    try:
        check_file(save, cards, force, "--guardar", mine=[resume] if resume is not None else [])
    except OutputError as error:
        _fail(str(error), 2)


def _bot_from_header(header: dict) -> str | None:
    players = header.get("jugadores")
    if isinstance(players, dict):
        for who in players.values():
            if isinstance(who, str) and who.startswith("bot "):
                return who[4:]
    return None


@click.command("jugar")
@click.option("--mazo", "--deck", "deck", metavar="MAZO",
              help="Tu mazo: su nombre («Asalto Remachado») o el de su archivo («asalto-remachado»).")
@click.option("--contra", "--vs", "vs", metavar="BOT",
              help="El bot rival: voraz (por defecto), aleatorio o busqueda (busqueda:N: N partidas imaginadas por decisión).")
@click.option("--mazo-bot", "--bot-deck", "bot_decks", metavar="MAZO", multiple=True,
              help="El mazo de un bot, uno por bot en el orden de sus asientos (B, C, D); los que falten, los "
                   "siguientes de la carpeta de mazos.")
@click.option("--modo", "--mode", "mode", metavar="MODO",
              help="Cómo se juega (5.1): 1v1 (por defecto), 2v2 (tú y el bot C contra B y D) o batalla_real "
                   "(cuatro, cada uno por su cuenta).")
@click.option("--semilla", "--seed", "seed", metavar="N",
              help="Semilla del barajado y del bot, para repetir una partida (por defecto, una al azar de 64 bits "
                   "que no se muestra).")
@click.option("--reanudar", "--resume", "resume", metavar="ARCHIVO", type=click.Path(path_type=Path),
              help="Sigue la partida guardada en ARCHIVO (se reproduce y se comprueba antes).")
@click.option("--guardar", "--save", "save", metavar="ARCHIVO", type=click.Path(path_type=Path),
              help="Dónde se guarda la partida con «g», «salir» y al terminar "
                   "(por defecto, el archivo de --reanudar o el primer partida-N.jsonl libre).")
@click.option("--cartas", "--cards", "cards", multiple=True, metavar="CARPETA", type=click.Path(path_type=Path),
              help="Carpeta de cartas (por defecto, cards/).")
@click.option("--forzar", "force", is_flag=True, help="Guarda en el archivo de --guardar aunque ya exista.")
def play(deck: str | None, vs: str | None, bot_decks: tuple[str, ...], mode: str | None, seed: str | None,
         resume: Path | None, save: Path | None, cards: tuple[Path, ...], force: bool) -> None:
    """Juega en el terminal contra un bot: tablero, acciones numeradas, guardar y seguir."""
    from ..bots import bot_name as own_name, make_bot
    from nismatch_cards.cards.loader import cards_folder_of_decks, load
    from nismatch_cards.cli import emit
    from ..engine.record import Recorder
    from ..sim.runner import bot_seed
    from .envelope import progress
    from .ledger import Ledger, actions_in, noted
    from .session import Session, free_name, restore_generator

    card_paths = list(cards) or cards_folder_of_decks([d for d in (deck, *bot_decks) if d]) or [default_cards()]
    for path in card_paths:
        if not path.exists():
            _fail(f"la ruta «{path}» no existe; indica la carpeta de cartas con --cartas", 2)
    if seed is not None and not (seed.isascii() and seed.lstrip("-").isdigit()):
        _fail(f"--semilla necesita un número entero, no «{seed}»", 2)
    if seed is not None and (len(seed.lstrip("-")) > 20 or abs(int(seed)) >= 2 ** SEED_BITS):
        _fail(f"--semilla necesita un número entero de como mucho {SEED_BITS} bits", 2)
    if resume is not None:
        extra = [name for name, value in (("--mazo", deck), ("--mazo-bot", bot_decks or None), ("--modo", mode),
                                          ("--semilla", seed)) if value is not None]
        if extra:
            _fail(f"con --reanudar los mazos, el modo y la semilla salen del registro: quita {', '.join(extra)}", 2)
        if not resume.is_file():
            _fail(f"el registro «{resume}» no existe", 2)

    if save is not None:
        _check_save(save, card_paths, force, resume)
    result = load(card_paths)
    if not result.ok:
        emit(result.diagnostics, "text")
        click.echo("Error: hay errores en las cartas; corrígelos (nismatch validar) antes de jugar", err=True)
        sys.exit(1)
    project = result.project
    if project.pack is not None and project.pack.engine == "unmatched":  # its own screen, on the shared loop
        from nismatch_cards.games.unmatched.terminal import play as play_unmatched

        play_unmatched(project, deck, vs, bot_decks, mode, seed, resume, save, _fail)
    project.require_engine("nismatch", "jugar")
    if resume is None and deck is None:
        _fail(f"falta --mazo MAZO (el mazo con el que juegas); mazos disponibles: {_deck_names(project)}", 2)
    bots = load_bots()

    if resume is not None:
        recorder, header = _resumed_recorder(project, resume, card_paths)
        saved = _bot_from_header(header)
        bot_name = own_name(vs or saved or default_bot(bots))
        _check_bot(bot_name)
        bot = make_bot(bot_name, bot_seed(int(header["semilla"]), 1))
        restored = saved is not None and bot_name == own_name(saved) and "generador_bot" in header
        if restored:
            try:
                restore_generator(bot, header["generador_bot"])
            except ValueError:
                _fail(f"{resume}:1: el estado del bot («generador_bot») no es válido", 1)
        save_path = save or resume
    else:
        bot_name = own_name(vs or default_bot(bots))
        _check_bot(bot_name)
        mode_id = _find_mode(project, mode)
        mine = _find_deck(project, deck, "--mazo")
        decks = [mine, *_bot_decks(project, mine, bot_decks, project.ruleset.modes[mode_id].pilots - 1)]
        game_seed = int(seed) if seed is not None else secrets.randbits(SEED_BITS)
        recorder = Recorder(project, decks, seed=game_seed, mode=mode_id, log=True)
        if seed is not None:  # its future is known: going back shows nothing new (ledger.py)
            recorder.lines[0]["semilla_elegida"] = True
        bot = make_bot(bot_name, bot_seed(game_seed, 1))
        save_path = save or free_name(Path.cwd())
    key = _ensure_key()  # a game that could not be saved is not started, whatever its seed
    ledger = Ledger(key) if noted(recorder.lines) else None
    behind = resume is not None and ledger is not None and ledger.furthest(recorder.lines) > actions_in(recorder.lines)
    names = recorder.game.pilots
    recorder.lines[0]["jugadores"] = {q.name: ("persona" if q.index == HUMAN else f"bot {bot_name}") for q in names}

    hint = "".join(f" --cartas {command_path(path)}" for path in cards)
    color = sys.stdout.isatty() and not os.environ.get("NO_COLOR")
    session = Session(recorder, bot, bot_name, save_path, human=HUMAN, color=color, resume_hint=hint, width=_width(),
                      inputs=card_paths, ledger=ledger, redeal_seed=secrets.randbits(SEED_BITS) if behind else None)
    game = recorder.game
    click.echo(_intro(game, bot_name))
    if resume is not None:
        click.echo(f"Partida reanudada desde {resume} ({progress(game)}); todos los digest coinciden.")
        if saved is not None and own_name(saved) != bot_name:
            click.echo(f"La partida se jugaba contra el bot {own_name(saved)}; sigue contra {bot_name} (--contra), "
                       f"que queda como el bot de la partida al guardarla.")
        elif not restored:
            click.echo(f"El registro no guarda el generador del bot {bot_name}: sigue con uno nuevo, así que no "
                       f"decidirá igual que si no se hubiera parado la partida.")
        if game.over:
            click.echo(session.board())
            click.echo(f"La partida ya había terminado: {game.result}.")
            sys.exit(0)
        if behind:
            click.echo(BEHIND)
    click.echo("Escribe el número de una acción y pulsa Intro; «ayuda» muestra las demás órdenes.")
    sys.exit(session.run(intro=resume is None))
