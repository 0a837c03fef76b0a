"""A person against a bot in the terminal: the loop of ``nismatch jugar``.

The whole game goes through an :class:`~nismatch_cards.games.nismatch.engine.record.Recorder` from the set-up
on, so a saved file is a complete record: ``nismatch reproducir`` checks it and ``nismatch jugar
--resume`` replays it and goes on. While the game is unfinished the record is sealed (``envelope.py``):
the file and the messages tell no more than the board (not even how many moves the bot chose). Output goes through ``click.echo`` and input is read line by
line from standard input (no ``click.prompt``), so tests drive a session with piped text.

What the engine does by itself (draws, forced passes, damage, marchas resolving…) and every move
of the bot is told from the game log, one line each (a move is ``B: <action.describe()>``).
Before each decision of the person the board is drawn and the legal actions are numbered.
"""
from __future__ import annotations

import base64
import errno
import random
import re
import struct
import sys
import textwrap
from pathlib import Path

import click

from nismatch_cards.diagnostics import command_path, display_path, printable
from nismatch_cards.safeio import OutputError, check_file, write_atomically
from nismatch_cards.signals import exit_code
from ..engine.actions import Action, Choose, Pass, Place
from ..engine.game import PASS as PASS_ACTION
from ..engine.game import Game
from ..engine.record import Recorder
from ..engine.state import GUERRILLA, PHASE_NAMES
from ..engine.visibility import sees
from .board import WIDTH, card_details, render_board
from .envelope import progress, seal
from .keystore import KeyProblem, kept_file
from .ledger import Ledger

INVALID = "Entrada no válida: escribe un número entre 1 y {n}, o «ayuda»."
_NUMBER = re.compile(r"[0-9]{1,9}")  # more digits are no action nor card (and int() refuses 4,300)
#: The longest line read from the person: a command is a few words.
MAX_INPUT = 4096

HELP = """Órdenes:
  N              hace la acción número N de la lista
  g [ARCHIVO]    guarda la partida (también «guardar»); sin ARCHIVO, en {save}
  tablero        vuelve a dibujar el tablero y las acciones
  carta N        muestra la carta #N: estadísticas y habilidades
  auto           respuestas automáticas: cuando solo podrías responder a una jugada ajena, pasas sin que
                 se te pregunte; «auto» otra vez lo quita (en tus fases y tus elecciones se pregunta siempre)
  ayuda          muestra esta ayuda
  salir          guarda la partida en {save} y termina
Una partida guardada se sigue con «nismatch jugar --reanudar ARCHIVO» y se revisa con
«nismatch reproducir ARCHIVO»."""


def action_label(game: Game, action: Action, human: int = 0) -> str:
    """What choosing ``action`` does, for the numbered list (a pass says what it passes; a card chosen says
    whose it is, so that a target of one's own is not taken for the rival's)."""
    if isinstance(action, Pass):
        if game.prio is not None:
            return "pasa (no responde)"
        if game.phase == GUERRILLA and game.guerrilla_state == 1:
            return "pasa (se libra la Guerrilla)"
        return f"pasa (termina la {PHASE_NAMES[game.phase]})"
    if isinstance(action, Place):  # the person sees its own card; the log does not name it (5.1)
        return action.own_label(game)
    if isinstance(action, Choose):
        owner = game.owner[action.card]
        whose = "tuya" if owner == human else "de tu compañero" if game.pilots[owner].team == game.pilots[human].team \
            else f"de {game.pilots[owner].name}"
        return f"{action.describe(game)} · {whose}"
    return action.describe(game)


class Quit(Exception):
    """The person left (``salir``, end of input or Ctrl+C); ``code`` is the exit code."""

    def __init__(self, code: int = 0):
        super().__init__(code)
        self.code = code


class Session:
    """One game between a person (pilot ``human``) and ``bot``, recorded by ``recorder``."""

    def __init__(self, recorder: Recorder, bot, bot_name: str, save_path: Path, human: int = 0,
                 color: bool = False, resume_hint: str = "", stdin=None, inputs=(), width: int = WIDTH,
                 ledger: Ledger | None = None, redeal_seed: int | None = None):
        self.recorder = recorder
        self.game: Game = recorder.game
        self.bot = bot
        self.bot_name = bot_name
        self.save_path = Path(save_path)
        self.human = human
        self.color = color
        self.width = width  # columns of the board and the lists (the terminal's, up to WIDTH)
        self.resume_hint = resume_hint  # extra options for «nismatch jugar --resume» (e.g. --cards)
        self._stdin = stdin
        self.inputs = list(inputs)  # folders and files the game reads: never saved over
        self.saved = {Path(save_path)}  # files this game may be saved to again: its own
        self.shown = 0  # game log lines already told
        self.auto_pass = False  # «auto»: a chance to respond is passed without asking
        self.leaving = False  # «salir» was asked once and the game could not be saved
        self.ledger = ledger  # how far each game has gone on this computer (ledger.py)
        self.redeal_seed = redeal_seed  # resumed from before a point reached: deal again at the person's next turn
        pilots = self.game.pilots
        self.labels = {q.index: "tú" if q.index == human else f"bot {bot_name}" + (
            " · tu compañero" if q.team == pilots[human].team else "") for q in pilots}

    # ------------------------------------------------------------------ output

    def echo(self, text: str = "", nl: bool = True) -> None:
        click.echo(text, nl=nl)

    def tell_events(self) -> None:
        """Print what happened since the last time: the game log lines not yet shown."""
        log = self.game.log or []
        for line in log[self.shown:]:
            self.echo(line)
        self.shown = len(log)

    def skip_events(self) -> None:
        self.shown = len(self.game.log or [])

    def board(self) -> str:
        return render_board(self.game, self.human, self.labels, color=self.color, width=self.width)

    def show_decision(self) -> None:
        self.echo(self.board())
        self.echo(f"Tus acciones ({self.game.pilot_name(self.human)}):")
        for n, action in enumerate(self.game.legal_actions(), start=1):
            self.echo(textwrap.fill(action_label(self.game, action, self.human), self.width, initial_indent=f"{n:>3}. ",
                                    subsequent_indent="     "))

    # ------------------------------------------------------------------ saving

    def save(self, path: Path | None = None) -> bool:
        path = Path(path) if path else self.save_path
        state = generator_state(self.bot)
        if state is not None:  # resuming goes on with the same generator: the same game
            self.recorder.lines[0]["generador_bot"] = state
        kept = kept_file(path)
        if kept:
            self.echo(f"No se guarda: {kept}")
            return False
        try:
            if path.parent.is_dir():  # a missing folder is told as the write fails, below
                check_file(path, self.inputs, mine=self.saved)
            text = self.recorder.text() if self.game.over else seal(self.recorder, self.bot_name,
                                                                     self.resume_command(path))
            write_atomically(path, text)
        except (OutputError, KeyProblem) as error:
            self.echo(f"No se guarda: {error}")
            return False
        except OSError as error:
            self.echo(f"No se puede guardar en {display_path(path)}: {os_reason(error)}")
            return False
        self.saved.add(path)
        self.save_path = path
        return True

    def action_count(self) -> int:
        return sum(1 for row in self.recorder.lines if "accion" in row)

    def resume_command(self, path: Path | None = None) -> str:
        return f"nismatch jugar --reanudar {command_path(path or self.save_path)}{self.resume_hint}"

    def save_and_tell(self, path: Path | None = None, why: str = "Partida guardada") -> bool:
        """Save and say where; the game is told by its round and turn, not by its number of recorded
        actions (a forced move of the bot is not recorded, a chosen one is)."""
        if not self.save(path):
            return False
        self.echo(f"{why} en {display_path(self.save_path)} ({progress(self.game)}). Para seguir: "
                  f"{self.resume_command()}")
        return True

    # ------------------------------------------------------------------ input

    def read_line(self) -> str | None:
        """One line from standard input, None at the end of input."""
        stream = self._stdin if self._stdin is not None else sys.stdin
        line = stream.readline(MAX_INPUT)
        if not line:
            return None
        if len(line) >= MAX_INPUT and not line.endswith("\n"):
            while (rest := stream.readline(MAX_INPUT)) and not rest.endswith("\n"):
                pass  # the rest of an over-long line is dropped: it is no command
            line = line[:80] + "…\n"
        if not _isatty(stream):  # piped input: show it, so that the transcript reads as typed
            self.echo(printable(line.rstrip("\r\n")))
        return line.strip()

    def ask(self) -> Action:
        """The person's next action; commands other than a number are carried out here."""
        actions = self.game.legal_actions()
        n = len(actions)
        while True:
            self.echo(f"Tu jugada [1-{n}]: ", nl=False)
            text = self.read_line()
            if text is None:
                self.echo()
                self.save_and_tell(why="Fin de la entrada: la partida queda guardada")
                raise Quit(0)
            command, _, argument = text.partition(" ")
            command, argument = command.lower(), argument.strip()
            if _NUMBER.fullmatch(text) and 1 <= int(text) <= n:
                return actions[int(text) - 1]
            if command in ("g", "guardar"):
                self.save_and_tell(Path(argument) if argument else None)
            elif command in ("ayuda", "?"):
                self.echo(HELP.format(save=display_path(self.save_path)))
            elif command == "salir" and not argument:
                if self.save_and_tell(why="Partida guardada") or self.leaving:
                    raise Quit(0)
                self.leaving = True
                self.echo("La partida no se ha guardado: escribe «g ARCHIVO» para guardarla en otro sitio, "
                          "o «salir» otra vez para salir sin guardar.")
            elif command == "tablero" and not argument:
                self.show_decision()
            elif command == "auto" and not argument:
                self.auto_pass = not self.auto_pass
                self.echo("Respuestas automáticas: pasarás sin que se te pregunte cuando solo puedas responder a una "
                          "jugada ajena; «auto» otra vez para que se te pregunte." if self.auto_pass else
                          "Respuestas automáticas quitadas: se te pregunta cada vez que puedes responder.")
            elif command == "carta":
                self.show_card(argument)
            else:
                self.echo(INVALID.format(n=n))

    def show_card(self, argument: str) -> None:
        number = argument.lstrip("#")
        game = self.game
        if not number:
            self.echo("Escribe «carta» y el número que sigue a «#» en el tablero, por ejemplo «carta 12».")
            return
        if not _NUMBER.fullmatch(number) or int(number) >= len(game.cards):
            self.echo(f"No hay ninguna carta #{number}: escribe «carta» y el número que sigue a «#» "
                      "en el tablero.")
            return
        inst = int(number)
        if not self.visible(inst):
            self.echo(f"La carta #{inst} no está a la vista.")
            return
        for line in card_details(game, inst, self.width):
            self.echo(line)

    def visible(self, inst: int) -> bool:
        """Whether the person may look at card ``inst``: what its pilot sees (not an Arsenal, a Botín pile
        or a rival's hand, save cards shown or looked at)."""
        return sees(self.game, self.human, inst)

    # ------------------------------------------------------------------ the loop

    def responding(self) -> bool:
        """Whether the person is asked only whether to respond to someone else's move (a round of priority
        with nothing to choose: passing is one of the actions)."""
        game = self.game
        return game.prio == self.human and not game.decisions and PASS_ACTION in game.legal_actions()

    def bot_move(self) -> None:
        game = self.game
        legal = list(game.legal_actions())
        try:
            action = self.bot.choose(game, list(legal))
        except Exception as error:  # a broken bot: the game so far is saved, not lost
            raise BotError(f"el bot «{self.bot_name}» ha fallado ({type(error).__name__}){_NO_DETAIL}") from error
        if action not in legal:
            raise BotError(f"el bot «{self.bot_name}» ha elegido una acción que no es legal{_NO_DETAIL}")
        self.play(action)

    def play(self, action: Action) -> None:
        """Apply ``action`` and note how far the game has gone (ledger.py)."""
        self.recorder.apply(action)
        if self.ledger is not None:
            try:
                self.ledger.reached(self.recorder.lines)
            except OSError as error:
                self.echo(f"aviso: no se puede anotar hasta dónde llega la partida en {self.ledger.path} "
                          f"({os_reason(error)}): volver a una partida guardada antes enseñaría lo que viene")
                self.ledger = None

    def deal_again(self) -> None:
        """What the person cannot see is dealt again, and the bot gets a new generator (ledger.py)."""
        self.recorder.redeal(self.human, self.redeal_seed)
        self.game = self.recorder.game
        rng = getattr(self.bot, "rng", None)
        if isinstance(rng, random.Random):
            rng.seed(random.Random(self.redeal_seed).getrandbits(64))
        self.redeal_seed = None
        self.tell_events()

    def run(self, intro: bool = True) -> int:
        """Play until the game ends or the person leaves; returns the exit code."""
        try:
            if intro:
                self.tell_events()
            else:
                self.skip_events()
            while not self.game.over:
                if self.game.to_move != self.human:
                    self.bot_move()
                    self.tell_events()
                    continue
                if self.redeal_seed is not None:
                    self.deal_again()
                if self.auto_pass and self.responding():
                    self.play(PASS_ACTION)
                    self.tell_events()
                    continue
                self.show_decision()
                action = self.ask()
                self.play(action)
                self.tell_events()
        except Quit as leave:
            return leave.code
        except KeyboardInterrupt as stop:  # Ctrl+C, or SIGTERM (nismatch_cards/signals.py)
            self.echo()
            self.save_and_tell(why="Interrumpida: la partida queda guardada")
            return exit_code(stop)
        except BotError as error:
            self.tell_events()
            click.echo(f"Error: {error}", err=True)
            self.save_and_tell(why="La partida queda guardada")
            return 1
        self.echo(self.board())
        if self.save():
            self.echo(f"Registro de la partida guardado en {display_path(self.save_path)} "
                      f"({_count(self.action_count(), 'acción', 'acciones')}). Para verla otra vez: "
                      f"nismatch reproducir {command_path(self.save_path)}{self.resume_hint}")
        return 0


_NO_DETAIL = (". El detalle no se muestra porque podría nombrar cartas que no ves; la partida guardada, "
              "reanudada, lo repite")


class BotError(Exception):
    """The bot failed or chose something that is not a legal action."""


def free_name(folder: Path) -> Path:
    """The first ``partida-N.jsonl`` not yet in ``folder`` (relative to it): no file is overwritten, and
    the name says nothing of the seed."""
    n = 1
    while (folder / f"partida-{n}.jsonl").exists():
        n += 1
    return Path(f"partida-{n}.jsonl")


def generator_state(bot) -> dict | None:
    """The bot's random generator (``bot.rng``) as JSON, or None when it has none."""
    rng = getattr(bot, "rng", None)
    if not isinstance(rng, random.Random):
        return None
    version, words, gauss = rng.getstate()
    return {"version": version, "estado": base64.b64encode(struct.pack(f"<{len(words)}I", *words)).decode("ascii"),
            "gauss": gauss}


def restore_generator(bot, data) -> None:
    """Put back a state written by :func:`generator_state`; ``ValueError`` when it is not one."""
    try:
        raw = base64.b64decode(data["estado"], validate=True)
        words = struct.unpack(f"<{len(raw) // 4}I", raw)
        gauss = data["gauss"]
        if len(raw) % 4 or not (gauss is None or isinstance(gauss, float)):
            raise ValueError("estado")
        bot.rng.setstate((data["version"], words, gauss))
    except (KeyError, TypeError, struct.error, ValueError, base64.binascii.Error) as error:
        raise ValueError(str(error)) from None


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


_OS_REASONS = {
    errno.ENOENT: "no existe la carpeta", errno.EACCES: "no hay permiso para escribir ahí",
    errno.EPERM: "no hay permiso para escribir ahí", errno.EISDIR: "es una carpeta",
    errno.ENOTDIR: "una parte de la ruta no es una carpeta", errno.ENOSPC: "no queda espacio en el disco",
    errno.EROFS: "el disco es de solo lectura",
}


def os_reason(error: OSError) -> str:
    """Why a file could not be written, in Spanish when the cause is a common one."""
    return _OS_REASONS.get(error.errno) or error.strerror or str(error)


def _isatty(stream) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
