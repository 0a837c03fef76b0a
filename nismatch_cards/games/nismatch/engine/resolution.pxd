cimport cython

from nismatch_cards.games.nismatch.engine.selections cimport Selections


cdef class Resolving(Selections):
    cpdef _continue_resolution(self)
