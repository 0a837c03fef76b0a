cimport cython

from nismatch_cards.games.nismatch.engine.state cimport AbilityInfo, CardInfo, Decision, Marcha, PilotState

from nismatch_cards.games.nismatch.engine.zones cimport Zones


cdef class Units(Zones):
    @cython.locals(pilot=PilotState, inst=int)
    cpdef bint _settle_car(self)
    cpdef int max_pg(self, int inst)
