"""NISMATCH's simulation: what only NISMATCH's games have, on every game's machinery (``nismatch_cards/play/sim/``:
where the games are played, partial runs, the figures every game shares, the swap study, the HTML report).

* ``runner``: plays game ``i`` with seed ``S + i``, counting each card's uses through the engine's stats hook;
* ``stats``: NISMATCH's figures per card, on the shared tally;
* ``baseline``: the plain card a swap study measures a card against;
* ``text``: the figures for the terminal;
* ``commands``: the click command ``simular`` (every game's options; another game's simulation is
  ``play/sim/command.py``'s).
"""
