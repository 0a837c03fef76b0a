cimport cython

from nismatch_cards.games.nismatch.engine.state cimport AbilityInfo, CardInfo, Decision, Marcha, PilotState, Resolution

from nismatch_cards.games.nismatch.engine.selections cimport Selections


cdef class Resolving(Selections):
    @cython.locals(r=Resolution)
    cpdef _continue_resolution(self)
    cpdef _begin_resolution(self, Marcha m, list targets, int event_card=*)
    cpdef name_opponent(self, Marcha m)
    cpdef _finish_marcha(self, Marcha m)
