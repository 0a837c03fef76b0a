cimport cython

from nismatch_cards.games.nismatch.engine.state cimport AbilityInfo, CardInfo, Decision, Marcha, PilotState

from nismatch_cards.games.nismatch.engine.marchas cimport Marchas


cdef class Turns(Marchas):
    @cython.locals(phase=int, pilot=PilotState, inst=int, before=int, repair=int)
    cpdef _next_phase(self)
    @cython.locals(pilot=PilotState, inst=int, car=int)
    cpdef _start_turn(self, int p)
    cpdef _end_turn(self)
