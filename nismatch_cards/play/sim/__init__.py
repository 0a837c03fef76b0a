"""Every game's simulation: many games between bots through the game interface, and the figures a designer reads
(the ``simular`` command). A game's own simulation (``games/<juego>/sim/``) may build on these parts."""
