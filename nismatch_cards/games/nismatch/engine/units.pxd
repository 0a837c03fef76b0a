cimport cython

from nismatch_cards.games.nismatch.engine.zones cimport Zones


cdef class Units(Zones):
    cpdef bint _settle_car(self)
