from nismatch_cards.games.nismatch.engine.combat cimport Combat


cdef class Selections(Combat):
    pass
