# The greedy bot's scores, typed when the engine is compiled (greedy.py; compiled_engine.py builds it): the small
# functions every legal action's score calls are C functions to each other, their numbers C numbers. The game stays
# an object (the bot's module builds with or without the compiled engine).
cimport cython

cpdef double part_value(object info)

@cython.locals(pilot=object, occupant=long, gain=double, car_out=long, before=long, after=long, now=long, q=long)
cpdef double equip_gain(object game, long p, long inst)

@cython.locals(value=double)
cpdef double hand_value(object game, long p, long inst)

cpdef double deactivation_cost(object game, long inst)

@cython.locals(worst=long, q=long)
cpdef long threat(object game, object view, long p)

@cython.locals(owner=long)
cpdef bint _targeted(object game, long inst)

@cython.locals(enemy=bint, rem=long, value=double)
cpdef double damage_score(object game, long by, long inst, object amount)

cpdef double guerrilla_value(object game, long attacker, long defender, object diff)
