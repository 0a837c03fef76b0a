cimport cython

from nismatch_cards.games.nismatch.engine.state cimport AbilityInfo, CardInfo, Decision, Marcha, PilotState

from nismatch_cards.games.nismatch.engine.turns cimport Turns


cdef class Game(Turns):
    @cython.locals(d=Decision, car=int)
    cpdef _advance(self)
    cpdef bint _auto(self)
    cpdef list legal_actions(self)
    @cython.locals(d=Decision, pilot=PilotState, info=CardInfo, p=int, inst=int, phase=int, occupant=int, kind=int)
    cpdef list _compute_legal(self)
    cpdef apply(self, action)
    cpdef bint _is_legal(self, action)
    @cython.locals(d=Decision, actor=object)
    cpdef _do(self, action, bint auto=*)
    cpdef _end_phase(self)
    cpdef _complete(self, d)
