cimport cython

from nismatch_cards.games.nismatch.engine.marchas cimport Marchas


cdef class Turns(Marchas):
    cpdef _next_phase(self)
    cpdef _start_turn(self, int p)
    cpdef _end_turn(self)
