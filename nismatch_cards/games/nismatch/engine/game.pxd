cimport cython

from nismatch_cards.games.nismatch.engine.turns cimport Turns


cdef class Game(Turns):
    cpdef _advance(self)
    cpdef bint _auto(self)
    cpdef list legal_actions(self)
    @cython.locals(p=int, inst=int, phase=int)
    cpdef list _compute_legal(self)
    cpdef apply(self, action)
    cpdef bint _is_legal(self, action)
    cpdef _do(self, action, bint auto=*)
    cpdef _end_phase(self)
    cpdef _complete(self, d)
