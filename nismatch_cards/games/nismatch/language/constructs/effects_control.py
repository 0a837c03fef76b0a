"""Effects on pilots and marchas: Carga, negating a marcha, restrictions; and effects joined with «y»."""
from __future__ import annotations

from dataclasses import dataclass

from ..catalogue import builds, construct
from ..nodes import Activity, Node, Noun, Place, Player
from .amounts import Amount, unit_rule
from .conditions import PLAYER_WORDS
from .durations import Duration
from .effects_parts import object_text, with_pronoun
from .selection import It, Target

GRAMMAR_CAR = f"""
car_change: ("gana" | "obtiene") car_amount           -> car_gain
          | "pierde" car_amount                        -> car_lose
          | player ("gana" | "obtiene") car_amount     -> car_gain_player
          | player "pierde" car_amount                 -> car_lose_player
{unit_rule("car_amount", "car", "car")}
"""


@construct(
    "efecto", "Ganar o perder Carga",
    grammar=GRAMMAR_CAR,
    summary="«gana N CAR», «pierde N CAR», «tu oponente pierde N CAR»: Carga disponible este turno (4.1). La "
            "Carga negativa obliga a desactivar Partes (4.1.1).",
    examples=("CAR 1 | Descarta una Parte; gana 3 CAR", "CAR 1 | Tu oponente pierde 2 CAR",
              "CAR 0 | Gana 1 CAR por cada Parte tuya desactivada"),
)
@dataclass(frozen=True)
class CarChange(Node):
    amount: Amount
    player: Player = Player.YOU
    lose: bool = False

    def text(self, ctx) -> str:
        verb = "pierde" if self.lose else "gana"
        amount = self.amount.text("CAR", "CAR", ctx, article="1")
        return f"{verb} {amount}" if self.player is Player.YOU else f"{PLAYER_WORDS[self.player]} {verb} {amount}"

    def bot_value(self, ev, it: list[int]) -> float:
        n = ev.amount(self.amount)
        mine = self.player is Player.YOU
        return ev.W_CAR_GAIN * n * (1 if mine != self.lose else -1)

    def run(self, g, r) -> None:
        n = g.amount(self.amount, r.controller, r.source)
        for q in g.players(self.player, r.controller):
            g.change_car(q, -n if self.lose else n)


@builds("car_gain")
def _car_gain(children):
    return CarChange(children[-1])


@builds("car_lose")
def _car_lose(children):
    return CarChange(children[-1], lose=True)


@builds("car_gain_player")
def _car_gain_player(children):
    return CarChange(children[-1], children[0])


@builds("car_lose_player")
def _car_lose_player(children):
    return CarChange(children[-1], children[0], lose=True)


GRAMMAR_NEGATE = """
negate: ("niegala" | "niegalo" | "niegalas" | "niegalos")  -> negate_it
      | "niega" selection                                    -> negate_sel
"""


@construct(
    "efecto", "Negar",
    grammar=GRAMMAR_NEGATE,
    summary="«niégala»: la activación a la que responde («Si tu oponente activa …») se resuelve sin efecto "
            "(4.7.2.1); si era una Carta de Apoyo, va igualmente al Depósito de Chatarra. «niega <selección de "
            "marchas>» niega las marchas elegidas: «niega una marcha de tu oponente».",
    examples=("CAR 1 | Si tu oponente activa una habilidad o Carta de Apoyo; niégala",
              "CAR 3 | Niega todas las marchas de tu oponente"),
)
@dataclass(frozen=True)
class Negate(Node):
    accepts = ((Noun.MARCHA, Noun.ABILITY, Noun.SUPPORT), (Place.MARCHAS,))
    default_place = Place.MARCHAS

    target: Target

    def text(self, ctx) -> str:
        if isinstance(self.target, It):
            return "niégala"
        return f"niega {object_text(self.target, ctx)}"

    def bot_value(self, ev, it: list[int]) -> float:
        return ev.negate_value()

    def run(self, g, r) -> None:
        if isinstance(self.target, It) and r.marcha.responds_to is not None:
            return g.negate(r.marcha.responds_to, r.source)
        marchas = g.marchas_matching(self.target, r.controller) if not isinstance(self.target, It) else []
        count = getattr(self.target, "count", None)
        if count is not None and count.choice and len(marchas) > 1:
            low, high = count.limits(len(marchas))
            return g.ask(r, r.controller, [m.source for m in marchas], low, high, self, "marchas")
        for m in marchas[:count.limits(len(marchas))[1]] if count is not None and count.choice else marchas:
            g.negate(m, r.source)

    def resume(self, g, r, chosen, tag) -> None:
        for m in list(g.stack):
            if m.source in chosen and not m.negated:
                g.negate(m, r.source)


@builds("negate_it")
def _negate_it(children):
    return Negate(It())


@builds("negate_sel")
def _negate_sel(children):
    return Negate(children[-1])


GRAMMAR_RESTRICT = """
restrict: player "no puede" activity duration       -> restrict_player
        | "no puedes" activity duration             -> restrict_you
activity: "activar habilidades"                                   -> act_activate
        | "jugar cartas de apoyo"                                 -> act_play
        | "activar habilidades ni jugar cartas de apoyo"          -> act_either
        | "equipar partes"                                        -> act_equip
        | "declarar guerrillas"                                   -> act_declare
        | ("llevar partes al taller" | "mover partes al taller")  -> act_taller
"""

ACTIVITY_WORDS = {Activity.ACTIVATE: "activar habilidades", Activity.PLAY_SUPPORT: "jugar Cartas de Apoyo",
                  Activity.ACTIVATE_OR_PLAY: "activar habilidades ni jugar Cartas de Apoyo",
                  Activity.EQUIP: "equipar Partes", Activity.DECLARE: "declarar Guerrillas",
                  Activity.TO_TALLER: "llevar Partes al Taller"}


@construct(
    "efecto", "Prohibir",
    grammar=GRAMMAR_RESTRICT,
    summary="«<piloto> no puede activar habilidades | jugar Cartas de Apoyo | activar habilidades ni jugar "
            "Cartas de Apoyo | equipar Partes | declarar Guerrillas | llevar Partes al Taller <duración>»; "
            "«no puedes …» para ti. Siempre con una duración.",
    examples=("CAR 2 | Tu oponente no puede activar habilidades hasta el final de tu próximo turno",
              "CAR 1 | Tu oponente no puede declarar Guerrillas hasta el final de tu próximo turno"),
)
@dataclass(frozen=True)
class Restrict(Node):
    player: Player
    activity: Activity
    duration: Duration

    def text(self, ctx) -> str:
        subject = "no puedes" if self.player is Player.YOU else f"{PLAYER_WORDS[self.player]} no puede"
        return f"{subject} {ACTIVITY_WORDS[self.activity]} {self.duration.text(ctx)}"

    def bot_value(self, ev, it: list[int]) -> float:
        return 1.5 if self.player is not Player.YOU else -1.5

    def run(self, g, r) -> None:
        for q in g.players(self.player, r.controller):
            g.add_restriction(self, q, r.controller, r.source)


@builds("restrict_player")
def _restrict_player(children):
    player, activity, duration = [c for c in children if not hasattr(c, "start_pos")]
    return Restrict(player, activity, duration)


@builds("restrict_you")
def _restrict_you(children):
    activity, duration = [c for c in children if not hasattr(c, "start_pos")]
    return Restrict(Player.YOU, activity, duration)


def _activity(activity: Activity):
    def build(children):
        return activity
    return build


builds("act_activate")(_activity(Activity.ACTIVATE))
builds("act_play")(_activity(Activity.PLAY_SUPPORT))
builds("act_either")(_activity(Activity.ACTIVATE_OR_PLAY))
builds("act_equip")(_activity(Activity.EQUIP))
builds("act_declare")(_activity(Activity.DECLARE))
builds("act_taller")(_activity(Activity.TO_TALLER))


@construct(
    "efecto", "Varios efectos",
    grammar="""
    ?effect: damage | destroy | repair | deactivate | activate | stat_change | equip | swap | move | draw
           | discard | reveal | search | look | shuffle | take | car_change | negate | restrict
    """,
    summary="Varios efectos unidos con «y» (o con comas: «A, B y C») se resuelven de izquierda a derecha; un "
            "pronombre nombra lo último que se eligió.",
    examples=("CAR 2 | Selecciona una Parte de tu oponente; hazle 1 punto de daño y desactívala",),
)
@dataclass(frozen=True)
class Effects(Node):
    effects: tuple[Node, ...]

    def text(self, ctx) -> str:
        texts = [ctx.effect_text(e) for e in self.effects]
        return ", ".join(texts[:-1]) + " y " + texts[-1]


@builds("effects")
def _effects(children):
    effects = tuple(c for c in children if not hasattr(c, "start_pos"))
    return effects[0] if len(effects) == 1 else Effects(effects)
