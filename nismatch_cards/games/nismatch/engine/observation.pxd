# The observation a bot decides from, typed when the engine is compiled (observation.py): its loops over the
# hidden piles run in C.
cimport cython

from nismatch_cards.games.nismatch.engine.game cimport Game
from nismatch_cards.games.nismatch.engine.state cimport PilotState


@cython.locals(shown=set, relabel=dict, game_cards=list, pilots=list, cards=list, loc=list, serial=list,
               hidden_all=list, cards_all=list, q=PilotState, own=bint, olds=list, zones=tuple, hidden=list,
               news=list, start=int, k=int, old=list, new=list, renumbered=list, n=int, zone=int, hidden_serial=int,
               i=int)
cpdef observe(Game game, int p)
