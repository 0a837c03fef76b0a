cimport cython

from nismatch_cards.games.nismatch.engine.state cimport AbilityInfo, CardInfo, Decision, Marcha, PilotState

from nismatch_cards.games.nismatch.engine.selections cimport Selections


cdef class Resolving(Selections):
    cpdef _continue_resolution(self)
