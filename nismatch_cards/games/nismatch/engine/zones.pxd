cimport cython

from nismatch_cards.games.nismatch.engine.state cimport AbilityInfo, CardInfo, Decision, Marcha, PilotState

from nismatch_cards.games.nismatch.engine.core cimport GameCore


cdef class Zones(GameCore):
    @cython.locals(pilot=PilotState, info=CardInfo, old=int)
    cpdef move(self, int inst, int zone, int slot=*, bint bottom=*)
