"""Bans on one object, written passively: «esta Parte no puede ser movida», and «esta Parte no puede ser
seleccionada», which is «No poder seleccionar» (effects_control.Untargetable) said passively (rulebook 3.3, 4.1.2,
5.3.4; docs/rulings.md 46)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Noun, Node, Place, Player
from .durations import Duration
from .effects_control import Untargetable
from .effects_parts import object_text
from .selection import It, Target

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide, Resolution


def _cannot(target: Target, ctx, verb: str) -> str:
    """«esta Parte no puede ser movida», «tus Partes no pueden ser movidas», «no puede ser movida» (a pronoun)."""
    if isinstance(target, It):
        plural = ctx.referent_plural()
        return f"no {'pueden' if plural else 'puede'} ser {verb}{'s' if plural else ''}"
    plural = bool(getattr(target, "plural", False))
    return f"{object_text(target, ctx)} no {'pueden' if plural else 'puede'} ser {verb}{'s' if plural else ''}"


@construct(
    "efecto", "No poder ser movida",
    grammar="bans.lark",
    summary="«<selección> no puede ser movida [duración]» («esta Parte no puede ser movida», «todas tus Partes de tipo "
            "Pierna no pueden ser movidas»), o «no puede ser movida» tras un «Selecciona»: esas Partes equipadas no "
            "dejan su sitio de la Unidad por ningún medio que no sea destruirlas: ni una habilidad («muévela al "
            "Taller», «devuélvela a la mano de su dueño», «envíala al Depósito de Chatarra», «intercambia»), ni su "
            "piloto al llevarla al Taller (5.3.4), ni otra Parte equipada en su zona, que la enviaría al Depósito de "
            "Chatarra (5.3.4). Destruida, sí se va (4.2): destruir no es mover (docs/rulings.md 46). En una Pasiva, "
            "vale mientras la Parte que la lleva está equipada y activa (3.3, 4.1.2); como efecto, durante su "
            "duración (sin ella, mientras la Parte siga donde estaba).",
    examples=(
        ("Esta Parte no puede ser movida",
         "Una Pasiva: mientras esté equipada y activa, ninguna habilidad la saca de la Unidad, tú no puedes llevarla "
         "al Taller ni equipar otra Parte en su zona; si la destruyen, va al Depósito de Chatarra como siempre."),
        ("CAR 1 | Selecciona una Parte de tu oponente; no puede ser movida hasta el final de tu próximo turno",
         "Tu oponente no puede llevarla al Taller para repararla ni cambiarla por otra de su mano hasta que acabe tu "
         "próximo turno."),
        ("Todas tus Partes de tipo Pierna no pueden ser movidas",
         "Una Pasiva: mientras esta Parte esté equipada y activa, ninguna de tus Piernas deja la Unidad salvo "
         "destruida."),
    ),
)
@dataclass(frozen=True)
class Unmovable(Node):
    accepts = ((Noun.PART,), (Place.UNIT,))

    target: Target
    duration: Duration | None = None

    def text(self, ctx) -> str:
        duration = "" if self.duration is None else " " + self.duration.text(ctx)
        return _cannot(self.target, ctx, "movida") + duration

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        """Greedy bot: keeping an enemy Parte where it is stops its owner from repairing it in a Taller; its own,
        nothing much (it may not go to the Taller either)."""
        if ev.enemy(inst):
            return 0.15 * ev.part_value(inst) if ev.game.damage[inst] else 0.0
        return 0.0

    def run(self, g: GameSide, r: Resolution) -> None:
        g.take(r, self.target, self)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        for inst in cards:
            g.add_unmovable(inst, self.duration, r.controller, r.source)


@builds("unmovable_sel", "unmovable_it")
def _unmovable(children):
    parts = [c for c in children if not hasattr(c, "start_pos") and type(c) is not str]
    duration = parts.pop() if parts and isinstance(parts[-1], Duration) else None
    return Unmovable(parts[0] if parts else It(), duration)


@builds("moved_words", "selected_words")
def _words(children):
    return str(children[0])


@builds("untargetable_passive")
def _untargetable_passive(children):
    parts = [c for c in children if not hasattr(c, "start_pos") and type(c) is not str]
    duration = parts.pop() if parts and isinstance(parts[-1], Duration) else None
    player = parts[1] if len(parts) > 1 and isinstance(parts[1], Player) else Player.EACH
    return Untargetable(player, parts[0], duration)
