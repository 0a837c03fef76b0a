from nismatch_cards.games.nismatch.engine.resolution cimport Resolving


cdef class Marchas(Resolving):
    pass
