"""``nismatch jugar``: a person against a bot in the terminal.

``board.render_board`` draws the board as text, ``session.Session`` runs the loop (bot moves,
numbered legal actions, saving), ``commands.play`` is the click command. ``envelope`` seals an
unfinished saved game under the user's key (``keystore``) and opens it again.
"""
