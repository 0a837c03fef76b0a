"""What belongs to one game: each sub-package is the code a game pack has beyond its data.

Most games need none (a pack is data: ``packs/<juego>/``). NISMATCH has its ability language,
rules engine, bots, simulation and terminal play here.
"""
