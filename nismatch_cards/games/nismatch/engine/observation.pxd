# The observation a bot decides from, typed when the engine is compiled (observation.py): its loops over the
# hidden piles run in C.
cimport cython

from nismatch_cards.games.nismatch.engine.game cimport Game
from nismatch_cards.games.nismatch.engine.state cimport PilotState


@cython.locals(shown=set, in_piles=set, relabel=dict, game_cards=list, pilots=list, cards=list, loc=list, serial=list,
               all_piles=list, hidden_all=list, cards_all=list, q=PilotState, own=bint, olds=list, zones=tuple,
               piles=tuple, news=tuple, renumbered=tuple, k=int, zone=int, hidden_serial=int, i=int)
cpdef observe(Game game, int p)

@cython.locals(last=tuple, same=bint, k=int, cards=list, relabel=dict, piles=tuple, i=int)
cpdef tuple _redaction(list game_cards, list all_piles, int p, bint keep)

@cython.locals(hidden=list, news=list, renumbered_all=list, part=dict, start=int, k=int, old=list, n=int, i=int)
cpdef tuple _hidden_piles(list game_cards, list olds, bint own, set shown)
