"""Every game's simulation: many games between bots through the game interface, and the figures a designer reads
(``nismatch simular``). A game's own simulation (NISMATCH's, ``games/nismatch/sim/``) builds on these parts."""
