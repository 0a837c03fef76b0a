"""``nismatch jugar`` on Unmatched: a hero against a bot's hero in the terminal, through the loop every game shares
(play/terminal.py), the person seeing only what its seat may see (observation.py; «El Ataque», paso 2: the attack
card face down until the reveal)."""
from __future__ import annotations

from click.testing import CliRunner

from nismatch_cards.cli import main
from nismatch_cards.games.unmatched.actions import Attack, Defend
from nismatch_cards.games.unmatched.cards import seat_cards
from nismatch_cards.games.unmatched.definition import UNMATCHED
from nismatch_cards.games.unmatched.engine import DEFEND
from nismatch_cards.games.unmatched.terminal import UnmatchedScreen
from nismatch_cards.play.bots import make_bot

from .helpers import PACK, project


def jugar(*args: str, lines: str = ""):
    return CliRunner().invoke(main, ["jugar", "--cartas", str(PACK), *args], input=lines)


def test_a_whole_game_against_the_bot_on_the_board():
    result = jugar("--mazo", "alice", "--semilla", "3", lines="1\n" * 3000)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert out.startswith("Unmatched en El Puerto de la Niebla: tú llevas a Alice (A) contra Medusa (B), del bot voraz.")
    assert "{A1}" in out and "Zona verde: a1 a2 a3 a4 a5 a6 a7 a8" in out  # the battlefield drawn, Alice on it
    assert "A (tú) · Alice (GRANDE): mano 5, mazo 25, descartes 0" in out
    assert "Tus acciones:\n  1. coloca a Jabberwock en a1\n" in out
    assert "Bot: Medusa ataca a Alice con una carta boca abajo\n" in out
    assert "Se revelan: Medusa ataca con " in out
    assert out.rstrip().splitlines()[-1].startswith("Fin de la partida: gana ")


def test_help_redraw_a_wrong_answer_and_leaving():
    result = jugar("--mazo", "alice", "--mazo-bot", "simbad", "--contra", "aleatorio", "--semilla", "8",
                   lines="ayuda\ntablero\n99\nsalir\n")
    assert result.exit_code == 0, result.output
    assert "contra Simbad (B), del bot aleatorio" in result.stdout
    assert "«salir» abandona la partida (no se guarda)" in result.stdout
    assert "«99» no es una acción: escribe un número del 1 al " in result.stdout
    assert result.stdout.rstrip().endswith("Partida abandonada: no se guarda.")


def test_what_jugar_cannot_do_yet_with_unmatched_is_a_usage_error(tmp_path):
    saved = jugar("--mazo", "alice", "--guardar", str(tmp_path / "p.jsonl"))
    assert (saved.exit_code, saved.stderr) == (
        2, "Error: una partida de Unmatched aún no se guarda ni se reanuda: quita --guardar\n")
    team = jugar("--mazo", "alice", "--modo", "2v2")
    assert (team.exit_code, team.stderr) == (
        2, "Error: «nismatch jugar» juega Unmatched en 1v1 (un héroe contra el del bot); quita --modo 2v2\n")
    nobody = jugar("--mazo", "hercules")
    assert nobody.exit_code == 2
    assert nobody.stderr == ("Error: no hay ningún mazo «hercules»; mazos disponibles: Alice, Medusa, Rey Arturo, Simbad"
                             "; un mazo de otra carpeta de cartas se usa dando las dos: --cartas mia --cartas otra\n")


def _game(seed: int):
    p = project()
    return UNMATCHED.start(p.ruleset, [seat_cards(p, "Alice"), seat_cards(p, "Medusa")], seed, "1v1",
                           battlefield="puerto-de-la-niebla")


def test_the_screen_shows_the_person_nothing_of_the_bots_hand():
    """Two games that differ only in the bot's hand draw the same screen for the person."""
    game = _game(5)
    other = game.clone()
    other.hand[1], other.deck[1][:5] = other.deck[1][:5], other.hand[1]
    assert other.hand[1] != game.hand[1]
    screen = UnmatchedScreen()
    assert screen.draw(game.observe(0)) == screen.draw(other.observe(0))
    assert screen.draw(game.observe(1)) != screen.draw(other.observe(1))  # the bot's own hand is what changed


def test_a_bots_attack_is_told_face_down_until_the_combat_reveals_it():
    game = _game(11)
    bots = [make_bot("voraz", 1, "unmatched"), make_bot("voraz", 2, "unmatched")]
    screen = UnmatchedScreen()
    while not game.over:  # until Medusa's side (seat 1) attacks Alice's
        action = bots[game.to_move].choose(game, game.legal_actions())
        if isinstance(action, Attack) and game.to_move == 1:
            break
        game.apply(action)
    assert not game.over
    card = next(c for c in game.armies[1].cards if c.key == action.card)
    told = screen.told(game, action)
    assert told.endswith("con una carta boca abajo") and card.name not in told
    game.apply(action)
    assert game.phase == DEFEND
    drawn = screen.draw(game.observe(0))
    assert "con una carta boca abajo" in drawn and card.name not in drawn.split("Tu mano:")[0]
    before = game.clone()
    defence = Defend(None)
    assert defence in game.legal_actions()
    game.apply(defence)
    assert f"ataca con {card.name} ({card.value})" in screen.news(before, game, 0)
