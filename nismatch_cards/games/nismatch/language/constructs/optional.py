"""Effects the pilot may do or not: «puedes robar una carta», «puedes descartar una carta; si lo haces,
roba dos cartas» (docs/rulings.md 77)."""
from __future__ import annotations

from dataclasses import dataclass

from nismatch_cards.language.lexicon import PRONOUNS
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..lexer import normalise
from ..nodes import Node
from .effects_control import ChooseOne, Effects, mode_effects

if TYPE_CHECKING:
    from ..seam import GameSide, Resolution


#: The imperative each effect is printed with → its infinitive, as «puedes …» prints it. The pack's lexicon
#: reads them back (``verbos``: «robar: roba»; a test checks that each one does).
INFINITIVES = {
    "roba": "robar", "descarta": "descartar", "haz": "hacer", "mueve": "mover", "devuelve": "devolver",
    "envia": "enviar", "pon": "poner", "anade": "añadir", "destruye": "destruir", "repara": "reparar",
    "equipa": "equipar", "desactiva": "desactivar", "activa": "activar", "quita": "quitar", "gana": "ganar",
    "busca": "buscar", "mira": "mirar", "baraja": "barajar", "muestra": "mostrar", "niega": "negar",
    "intercambia": "intercambiar", "toma": "tomar", "dale": "darle", "dales": "darles", "selecciona": "seleccionar",
    "copia": "copiar", "revela": "revelar", "juega": "jugar", "paga": "pagar",
}


def infinitive(text: str) -> str:
    """``text`` (an effect as printed, «hazle 2 puntos de daño») with its first verb as an infinitive («hacerle 2
    puntos de daño»); a verb with an enclitic pronoun keeps it («muévela» → «moverla»)."""
    verb, _, rest = text.partition(" ")
    word = normalise(verb)
    for pronoun in ("", *PRONOUNS):
        stem = word[:len(word) - len(pronoun)] if pronoun else word
        if word.endswith(pronoun) and stem in INFINITIVES:
            return " ".join(filter(None, (INFINITIVES[stem] + pronoun, rest)))
    return text


@construct(
    "efecto", "Puedes",
    grammar="optional.lark",
    summary="«puedes <efecto>» (con el verbo en infinitivo: «puedes robar una carta», «puedes hacerle 1 punto de "
            "daño»): al resolverse, quien controla la habilidad decide si lo hace. «…; si lo haces, <efecto>» (o «. "
            "Si lo haces, …») va detrás y solo se hace si eligió hacerlo. Se decide entonces, no al activarla; todos "
            "ven lo que decide. Elegir hacerlo cuando el efecto no encuentra nada (descartar sin cartas en la mano) "
            "no hace nada, y entonces «si lo haces» tampoco (docs/rulings.md 77).",
    examples=(
        ("Cuando esta Parte sea destruida; puedes robar una carta",
         "Al destruirse esta Parte, decides si robas una carta (un Arsenal corto es motivo para no hacerlo)."),
        ("CAR 1 | Puedes descartar una carta; si lo haces, roba 2 cartas",
         "Al resolverse decides si descartas una carta de tu mano; si lo haces, robas 2."),
    ),
)
@dataclass(frozen=True)
class MayDo(ChooseOne):
    """«puedes A[; si lo haces, B]»: an «elige uno» of two options, A (then B) or nothing, so that the engine,
    the bots and ``jugar`` ask it as any «elige uno»; B is an :class:`IfDone` after A."""

    def text(self, ctx) -> str:
        effects = mode_effects(self.modes[0])
        may = infinitive(ctx.effect_text(effects[0]))
        return f"puedes {may}" + "".join(ctx.effect_text(e) for e in effects[1:])

    def resume(self, g: GameSide, r: Resolution, chosen, tag) -> None:
        """Option 1 does it (and then what follows «si lo haces»), option 2 nothing."""
        if chosen[0] == 1:
            r.found = -1
            g.insert_effects(r, mode_effects(self.modes[0]))


NOTHING = Effects(())


@builds("may_do")
def _may_do(children):
    effect = [c for c in children if not hasattr(c, "start_pos")][-1]
    return MayDo((effect, NOTHING))


@builds("may_then")
def _may_then(children):
    effect, then = [c for c in children if not hasattr(c, "start_pos")][-2:]
    return MayDo((Effects((effect, IfDone(mode_effects(then)))), NOTHING))


@dataclass(frozen=True)
class IfDone(Node):
    """What follows «si lo haces», put after the effect the pilot chose to do: skipped when that effect named
    cards and found none (``Resolution.found``, docs/rulings.md 77). Built by the engine, never printed."""

    effects: tuple[Node, ...]

    def text(self, ctx) -> str:
        return "; si lo haces, " + (Effects(self.effects).text(ctx) if len(self.effects) > 1 else
                                 ctx.effect_text(self.effects[0]))

    def run(self, g: GameSide, r: Resolution) -> None:
        if r.found != 0:
            g.insert_effects(r, self.effects)
