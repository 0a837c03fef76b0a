"""``nismatch vigilar``: the designer's live preview.

Builds the PNGs and the site once, serves the output folder on 127.0.0.1 and, at every saved change
in the cards folder (or ``--templates``), validates and rebuilds what the change touched
(``preview.py``); the pages open in a browser reload themselves (``server.py``). PDFs are built on
demand: ``--pdf`` after every change, or the page's «Construir PDF» button. Ctrl-C ends it (exit 0: its
normal stop), and so does SIGTERM, with 143 as every command (``nismatch_cards/signals.py``).
Exit codes: 0 ended by the user with Ctrl-C, 2 usage error, 143 SIGTERM.
"""
from __future__ import annotations

import queue
import time
from collections.abc import Callable
from pathlib import Path

import click

from ..clitext import AliasedChoice
from ..cores import MAX_WORKERS
from ..diagnostics import FORMATTERS, printable
from ..paths import default_cards
from ..signals import Terminated
from ..render.commands import DEFAULT_OUT, _out_dir, _shown
from ..render.layout import DEFAULT_BLEED, DEFAULT_CROP_LENGTH, PAPER_WORDS
from .preview import Preview, Update
from .server import TOKEN_PARAMETER, Broadcast, lan_address, serve

DEFAULT_PORT = 8000
#: Milliseconds without a new change before a batch of changes is rebuilt (an editor's save is
#: often several writes), and between looks at the page's requests while nothing changes.
STEP_MS, IDLE_MS = 50, 300


@click.command("vigilar")
@click.option("--cartas", "--cards", "cards_path", type=click.Path(path_type=Path), default=default_cards,
              show_default="cards/ o los sets de NISMATCH de serie", help="Carpeta de cartas que se vigila.")
@click.option("--salida", "--out", "out", type=click.Path(path_type=Path), default=DEFAULT_OUT, show_default=True,
              help="Carpeta de salida; no se escribe nada fuera de ella.")
@click.option("--plantillas", "--templates", "templates", type=click.Path(path_type=Path, file_okay=False, exists=True),
              help="Carpeta con plantillas/CSS propios (también se vigila).")
@click.option("--puerto", "--port", "port", type=click.IntRange(0, 65535), default=DEFAULT_PORT, show_default=True,
              help="Puerto de la vista previa en 127.0.0.1 (0: uno libre).")
@click.option("--red-local", "--lan", "lan", is_flag=True,
              help="Sirve también a la red local (una tableta en la misma red), con una clave en la dirección.")
@click.option("--pdf", "pdf", is_flag=True, help="Rehace también el PDF del set tras cada cambio.")
@click.option("--papel", "--paper", "paper", type=AliasedChoice(PAPER_WORDS), multiple=True,
              help="Papel de los PDF; se puede repetir (por defecto, A4 y carta).")
@click.option("--resolucion", "--dpi", "dpi", type=click.IntRange(72, 1200), default=300, show_default=True,
              help="Resolución de los PNG de cada carta, en puntos por pulgada (dpi).")
@click.option("--procesos", "--workers", "workers", type=click.IntRange(min=0, max=MAX_WORKERS), default=0,
              show_default=True,
              help="Procesos para la construcción inicial y los PDF (0: todos los núcleos).")
@click.option("--forzar", "force", is_flag=True,
              help="Reemplaza también archivos de la carpeta de salida que no escribió nismatch.")
def watch(cards_path, out, templates, port, lan, pdf, paper, dpi, workers, force):
    """Vista previa en vivo: vigila la carpeta de cartas, reconstruye solo lo que cambia y recarga
    el navegador (sirve la web en http://127.0.0.1:PUERTO)."""
    if not cards_path.exists():
        raise click.BadParameter(f"la carpeta «{cards_path}» no existe", param_hint="«--cartas»")
    address = lan_address() if lan else None
    if lan and address is None:
        raise click.UsageError("--red-local: este ordenador no tiene dirección en una red local; conéctalo a la "
                               "red de la tableta")
    out = _out_dir(out, cards_path, ("pdf", "png", "html"), force, templates)
    session = _Session(Preview(cards_path, out, templates, dpi, workers), Broadcast(), list(paper), workers)
    try:
        server = serve(out, port, session.broadcast, lambda: session.requests.put("pdf"), (address,) if lan else ())
    except OSError as error:
        raise click.UsageError(f"no se puede abrir el puerto {port} en {'0.0.0.0' if lan else '127.0.0.1'} "
                               f"({error.strerror or error}); usa --puerto con otro (0: uno libre)") from None
    stopped_by: KeyboardInterrupt | None = None
    try:
        click.echo(f"Construcción inicial de {_shown(out)}…")
        session.report(session.preview.update())
        session.preview.warm()
        click.echo(f"Vista previa: http://127.0.0.1:{server.server_port}/html/index.html")
        if address:
            click.echo(f"En la red local (la tableta): http://{address}:{server.server_port}/html/index.html?"
                       f"{TOKEN_PARAMETER}={server.token} (quien tenga esta dirección ve la vista previa)")
        session.loop([cards_path, *([templates] if templates else [])], pdf,
                     lambda: click.echo(f"Vigilando {_shown(cards_path)} (Ctrl-C para terminar)…"))
    except KeyboardInterrupt as stop:  # Ctrl-C, or SIGTERM (nismatch_cards/signals.py)
        stopped_by = stop
    finally:
        session.broadcast.close()
        server.shutdown()
        server.server_close()
    click.echo(f"\nVigilancia terminada. La salida queda en {_shown(out)}.")
    if isinstance(stopped_by, Terminated):
        raise stopped_by  # the command group says so and exits with 143


class _Session:
    """The watcher's loop: rebuilds, what it tells the terminal and the pages, the PDFs asked for."""

    def __init__(self, preview: Preview, broadcast: Broadcast, papers: list[str], workers: int):
        self.preview, self.broadcast, self.papers, self.workers = preview, broadcast, papers, workers
        self.requests: queue.SimpleQueue[str] = queue.SimpleQueue()

    def loop(self, paths: list[Path], pdf_every_time: bool, on_ready: Callable[[], None]) -> None:
        """Rebuild at every change; ``on_ready`` once the watcher is armed (a save made before that,
        while watchfiles was still starting, would be missed: say «Vigilando» only then)."""
        import watchfiles

        ready = False
        for changes in watchfiles.watch(*paths, step=STEP_MS, rust_timeout=IDLE_MS, yield_on_timeout=True):
            if not ready:
                ready = True
                on_ready()
            if changes:
                update = self.preview.update({Path(path) for _, path in changes})
                self.report(update)
                if pdf_every_time and update.ok and update.cards:
                    self.pdfs({card.split("/")[0] for card in update.cards})
            self.answer_requests()

    def answer_requests(self) -> None:
        """Build the PDFs the pages asked for: here, in the loop's (main) thread, where the drawing time
        limit holds; the server's threads only queue the requests."""
        while not self.requests.empty():
            self.requests.get()
            self.pdfs()

    def report(self, update: Update) -> None:
        """Tell the terminal and the pages how a rebuild went."""
        stamp = time.strftime("%H:%M:%S")
        if update.diagnostics:
            click.echo(FORMATTERS["text"](update.diagnostics), err=True)
        if update.problem:
            text = f"Error en las plantillas: {printable(update.problem)}"
            click.echo(f"{stamp} {text}\nNo se escribe nada; la vista previa sigue con la última versión buena.",
                       err=True)
            self.broadcast.publish(errors=text)
        elif not update.ok:
            errors = "1 error" if update.errors == 1 else f"{update.errors} errores"
            click.echo(f"{stamp} {errors} en las cartas: no se escribe nada; la vista previa sigue con la "
                       "última versión buena.", err=True)
            self.broadcast.publish(errors=FORMATTERS["text"](update.diagnostics))
        else:
            if update.full:
                click.echo(f"{stamp} Construido: {len(update.cards)} PNG y la web ({len(update.pages)} archivos "
                           f"nuevos o cambiados) en {update.seconds:.2f} s")
            elif update.wrote:
                cards = ", ".join(update.cards[:5]) + (f" y {len(update.cards) - 5} más" if len(update.cards) > 5 else "")
                pages = ", ".join(update.pages)
                click.echo(f"{stamp} {cards or 'ninguna carta'} → PNG; web: {pages or 'sin cambios'} "
                           f"({update.seconds:.2f} s)")
            elif self.broadcast.state.errors:
                click.echo(f"{stamp} Las cartas vuelven a ser válidas.")
            self.broadcast.publish(version=self.preview.version, errors="")

    def pdfs(self, codes: set[str] | None = None) -> None:
        """Build the PDF sheets of the sets ``codes`` (all of them by default) of the last good cards."""
        from ..render.commands import run_pdf
        from ..render.resources import ResourceRefused, TemplateProblem
        from ..render.select import select
        from ..safeio import OutputError

        project = self.preview.project
        if project is None:
            click.echo("No se construye el PDF: las cartas tienen errores.", err=True)
            return
        self.broadcast.publish(building_pdf=True)
        selections = [s for s in select(project, project.game) if codes is None or s.card_set.code in codes]
        try:
            files = run_pdf(project.game, selections, self.preview.out, self.papers, DEFAULT_BLEED,
                            DEFAULT_CROP_LENGTH, None, False, "duplex", 0.0, 0.0, False, self.preview.templates,
                            self.workers, renderers=self.preview.renderers)
        except (TemplateProblem, ResourceRefused, OutputError) as problem:
            click.echo(f"No se construye el PDF: {printable(str(problem))}", err=True)
            self.broadcast.publish(building_pdf=False)
            return
        self.broadcast.publish(building_pdf=False, pdfs=[f"/pdf/{f.name}" for f in files])
