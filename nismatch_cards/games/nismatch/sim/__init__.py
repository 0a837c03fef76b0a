"""Simulation at scale: many games between bots, and the figures that tell a designer whether a
deck or a card is too strong (``nismatch simular``, ``docs/simulation.md``).

* ``runner``: plays game ``i`` with seed ``S + i`` in one process, a pool or a Dask cluster;
* ``stats``: win rates with Wilson intervals, first-player advantage, per-card figures and flags;
* ``text`` and ``report``: the figures for the terminal and as an HTML page;
* ``commands``: the click command.
"""
