cimport cython

from nismatch_cards.games.nismatch.engine.state cimport AbilityInfo, CardInfo, Decision, Marcha, PilotState

from nismatch_cards.games.nismatch.engine.combat cimport Combat


cdef class Selections(Combat):
    cpdef bint has_matching(self, sel, int p, int source, int needed, default=*)
    @cython.locals(found=int, inst=int, q=int, pilots=list)
    cpdef int _count_fitting(self, sel, int p, int source, int subject, default=*, int enough=*)
    @cython.locals(info=CardInfo)
    cpdef bint qualifies(self, sel, int p, int source, int inst)
    cpdef list owners_of(self, whose, int p, int subject)
    cpdef int fighter(self, bint attacker)
    @cython.locals(pilot=PilotState)
    cpdef list zone_cards(self, int q, int zone)
