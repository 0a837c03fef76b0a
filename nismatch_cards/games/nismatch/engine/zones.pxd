cimport cython

from nismatch_cards.games.nismatch.engine.core cimport GameCore


cdef class Zones(GameCore):
    cpdef move(self, int inst, int zone, int slot=*, bint bottom=*)
