cimport cython

from nismatch_cards.games.nismatch.engine.state cimport AbilityInfo, CardInfo, Decision, Marcha, PilotState

from nismatch_cards.games.nismatch.engine.resolution cimport Resolving


cdef class Marchas(Resolving):
    cpdef _pass_priority(self)
    @cython.locals(q=PilotState, count=int)
    cpdef int _alive_count(self)
    cpdef bint _one_more_action(self)
    @cython.locals(info=CardInfo, pilot=PilotState, m=Marcha, support=bint, key=int)
    cpdef _start_marcha(self, int p, int inst, AbilityInfo ab, bint trigger=*, serial=*, int event_card=*,
                        int named_opponent=*, tuple chain=*, responds_to=*, int x=*)
    cpdef bint conditions_hold(self, int p, int source, AbilityInfo ab)
    @cython.locals(ab=AbilityInfo)
    cpdef _resolve(self, Marcha m)
    @cython.locals(p=int, inst=int, ab=AbilityInfo, named=int)
    cpdef _put_trigger(self, entry)
    cpdef tuple _step_options(self, int p, int source, step)
    @cython.locals(order=list, i=int, k=int, q=int)
    cpdef int _next_alive(self, int p)
    @cython.locals(pilot=PilotState, info=CardInfo, ab=AbilityInfo, car=int, inst=int, main=bint, guerrilla=bint, restricted=bint,
                   changed=bint)
    cpdef _activations(self, int p, bint open_state, list acts)
    @cython.locals(pilot=PilotState, inst=int)
    cpdef bint _may_respond(self, int p, int car)
    @cython.locals(support=bint, change=int, owner=int, source=int)
    cpdef int ability_cost(self, int p, int inst, AbilityInfo ab, int x=*)
    @cython.locals(x=int)
    cpdef _x_activations(self, int p, int inst, AbilityInfo ab, int car, list acts)
    cpdef bint _can_activate(self, int p, int inst, AbilityInfo ab, bint main, bint guerrilla)
    cpdef bint _requirements_met(self, int p, int inst, AbilityInfo ab)
    cpdef bint _can_meet(self, int p, int source, need)
    cpdef _continue_build(self)
    cpdef _build_steps(self)
    cpdef _resolve_top(self)
