"""Effects on pilots and marchas: Carga, negating a marcha, restrictions; and effects joined with «y»."""
from __future__ import annotations

import itertools
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..lexer import register_printed
from ..nodes import Activity, CountKind, Node, Noun, Op, Place, Player
from .amounts import Amount, Comparison
from .conditions import PLAYER_WORDS
from .durations import Duration
from .effects_parts import StatChange, join_stat_changes, object_text, stat_changes_text, with_pronoun
from .selection import Count, It, OfThem, Selection, Target

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide, Resolution


@construct(
    "efecto", "Ganar o perder Carga",
    grammar="effects_control/car.lark",
    summary="«gana N CAR» (o «obtienes», «añade», «suma N puntos de Carga»), «pierde N CAR», «tu oponente pierde N "
            "CAR», «cada piloto gana N CAR»: cambia la Carga "
            "disponible en ese momento (4.1). La que sobra se pierde al empezar tu siguiente Fase de Recarga "
            "(5.3.1), así que la que ganas en un turno ajeno sirve para responder con Relámpago. Si la Carga de "
            "alguien queda por debajo de 0, tiene que desactivar Gastadores hasta volver a 0 o más (4.1.1, FAQ, "
            "docs/rulings.md 6). FUE, DEF y VEL no se ganan así: con «tu oponente pierde 1 FUE», la pista es: un "
            "piloto gana o pierde CAR; FUE, DEF y VEL son de su Unidad: «la Unidad de tu oponente pierde 1 FUE».",
    examples=(
        ("CAR 1 | Descarta una Parte; gana 3 CAR",
         "Pagas 1 CAR y descartas una Parte de tu mano al activarla; al resolverse ganas 3, así que acabas con 2 "
         "más para este turno."),
        ("CAR 1 | Tu oponente pierde 2 CAR",
         "Tu oponente pierde 2 CAR; por debajo de 0 desactiva Gastadores hasta volver a 0, y si no le bastan, "
         "su Carga sigue negativa hasta su Recarga o un Generador (FAQ, docs/rulings.md 6)."),
        ("CAR 0 | Gana 1 CAR por cada Parte tuya desactivada",
         "Cuentas al resolverse tus Partes desactivadas y ganas 1 CAR por cada una."),
        ("Al final de tu turno; gana 1 CAR",
         "La Carga que ganas en tu Fase Final no te sirve en tu turno sino en los de tus oponentes, para responder "
         "con Relámpago, y se pierde en tu próxima Recarga (5.3.1)."),
    ),
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

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        n = ev.amount(self.amount)
        mine = self.player is Player.YOU
        return ev.W_CAR_GAIN * n * (1 if mine != self.lose else -1)

    def run(self, g: GameSide, r: Resolution) -> None:
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


@construct(
    "efecto", "Ganar o perder la partida",
    grammar="effects_control/end_game.lark",
    summary="«gana la partida», «tu oponente pierde la partida», «pierde la partida»: la partida acaba al "
            "resolverse el efecto, aunque nadie tenga 5 Botines de Guerra (1.1). Quien gana, gana con su equipo "
            "(en 2vs2, su compañero también); quien pierde, pierde con el suyo, y si con ello queda un solo equipo, "
            "ese gana; si pierden todos («cada piloto pierde la partida»), la partida acaba en tablas. Como cualquier "
            "efecto, se puede negar mientras está en las marchas (docs/rulings.md 35).",
    examples=(
        ("CAR 0 | Si esta Parte tiene 5 o más contadores; gana la partida",
         "Una victoria alternativa: con 5 contadores en esta Parte, al resolverse ganas la partida si nadie la "
         "niega antes."),
        ("Al comienzo de tu turno; Si tu oponente no tiene Partes equipadas; tu oponente pierde la partida",
         "Una Disparado: si al empezar tu turno la Unidad de tu oponente está vacía, pierde la partida."),
    ),
)
@dataclass(frozen=True)
class EndGame(Node):
    """``player`` wins (``win``) or loses the game, with its team."""

    player: Player = Player.YOU
    win: bool = True

    def text(self, ctx) -> str:
        verb = "gana" if self.win else "pierde"
        return f"{verb} la partida" if self.player is Player.YOU else f"{PLAYER_WORDS[self.player]} {verb} la partida"

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """Greedy bot: a won game is worth more than anything else it scores."""
        mine = self.player is Player.YOU
        return ev.W_GAME * (1 if mine == self.win else -1)

    def run(self, g: GameSide, r: Resolution) -> None:
        if self.win:
            g.card_wins(r.controller, r.source)
        else:
            g.card_loses(g.players(self.player, r.controller), r.source)


@builds("win_game")
def _win_game(children):
    return EndGame()


@builds("lose_game")
def _lose_game(children):
    return EndGame(win=False)


@builds("lose_game_player")
def _lose_game_player(children):
    return EndGame(children[0], win=False)


@construct(
    "efecto", "Turno extra",
    grammar="effects_control/extra_turn.lark",
    summary="«juega un turno extra después de este»: cuando acaba el turno en curso, quien controla la habilidad "
            "juega otro turno entero (Recarga, robo, Reconstrucción, Guerrilla…) antes de que le toque al siguiente "
            "piloto de la ronda; la ronda no cambia ni se vuelve a ordenar por VEL (5.2). Cuenta como su próximo "
            "turno para lo que dura «hasta el final de tu próximo turno». Varios turnos extra se juegan uno tras "
            "otro, en el orden en que se ganaron (docs/rulings.md 36).",
    examples=(
        ("CAR 4 | Descarta 2 cartas; juega un turno extra después de este",
         "Pagas 4 CAR y descartas 2 cartas; al acabar tu turno juegas otro antes que tu oponente."),
        ("CAR 2 | Si algún oponente no tiene Partes equipadas; juega un turno extra después de este",
         "Con la Unidad de tu oponente vacía, al resolverse ganas otro turno para seguir atacando."),
    ),
)
@dataclass(frozen=True)
class ExtraTurn(Node):
    def text(self, ctx) -> str:
        return "juega un turno extra después de este"

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        return ev.W_EXTRA_TURN

    def run(self, g: GameSide, r: Resolution) -> None:
        g.add_extra_turn(r.controller)


@builds("extra_turn")
def _extra_turn(children):
    return ExtraTurn()


class OnMarchas:
    """What an effect on marchas shares («niégala», «cópiala»): the marchas its target names when it resolves —
    the one it answers, the ones selected («una de ellas»: some of them, chosen then), or a choice among those on
    the stack (by number, docs/rulings.md 27) — each handed to ``act``."""

    accepts = ((Noun.MARCHA, Noun.ABILITY, Noun.SUPPORT), (Place.MARCHAS,))
    default_place = Place.MARCHAS

    def act(self, g: GameSide, r: Resolution, marcha) -> None:
        raise NotImplementedError

    def run(self, g: GameSide, r: Resolution) -> None:
        if isinstance(self.target, It) and r.marcha.responds_to is not None:  # «Si tu oponente activa …; niégala»
            return self.act(g, r, r.marcha.responds_to)
        if isinstance(self.target, (It, OfThem)):
            # «Selecciona una habilidad de tu oponente; niégala»: the marchas selected, whose cards are still targets
            cards = {i for i, serial in r.it if g.serial[i] == serial}
            selected = [n for n in r.marcha.marchas if n <= len(g.stack) and g.stack[n - 1].source in cards]
            if isinstance(self.target, OfThem) and len(selected) > self.target.n:  # «niega una de ellas»
                return g.ask(r, r.controller, selected, self.target.n, self.target.n, self, "marchas")
            return self.resume(g, r, selected, None)
        marchas = g.marchas_matching(self.target, r.controller)
        count = getattr(self.target, "count", None)
        if count is not None and count.choice and len(marchas) > 1:
            low, high = count.limits(len(marchas))  # each marcha by its number, not by its card (ruling 27)
            return g.ask(r, r.controller, [m.number for m in marchas], low, high, self, "marchas")
        for m in marchas[:count.limits(len(marchas))[1]] if count is not None and count.choice else marchas:
            self.act(g, r, m)

    def resume(self, g: GameSide, r: Resolution, chosen, tag) -> None:
        """Act on the marchas chosen, named by their numbers (4.7.2.1, docs/rulings.md 27)."""
        for m in [g.stack[n - 1] for n in chosen]:
            self.act(g, r, m)


@construct(
    "efecto", "Negar",
    grammar="effects_control/negate.lark",
    summary="«niégala» niega la activación a la que responde la habilidad, la que nombra «Si tu oponente activa …» "
            "o la que hizo saltar una Disparado «Cuando tu oponente active …» (4.7.2.1, docs/rulings.md 38); «niega <selección de marchas>» niega las que diga: «niega una marcha de tu oponente» (eliges "
            "cuál al resolverse), «niega todas las marchas de tu oponente», «niega una Carta de Apoyo en las "
            "marchas». Una marcha negada se resuelve sin efecto, lo que se pagó por ella no se devuelve y una Carta "
            "de Apoyo negada va igualmente al Depósito de Chatarra (docs/rulings.md 19). Como solo hay marchas que "
            "negar en respuesta, estas habilidades son Relámpago. Con «niégala» sin nada que negar, `nismatch "
            "validar` dice: «niégala» necesita saber qué negar.",
    examples=(
        ("CAR 1 | Si tu oponente activa una Carta de Apoyo; niégala",
         "Respondes a la Carta de Apoyo que acaba de jugar tu oponente: se resuelve sin efecto y va a su Depósito "
         "de Chatarra (3.1, docs/rulings.md 19)."),
        ("CAR 2 | Niega una marcha de tu oponente",
         "Al resolverse eliges una de las marchas de tu oponente que hay debajo (si solo hay una, esa) y queda "
         "negada."),
        ("CAR 3 | Niega todas las marchas de tu oponente",
         "Al resolverse quedan negadas, sin elegir, todas las marchas de tu oponente que hay debajo; las tuyas, no."),
    ),
)
@dataclass(frozen=True)
class Negate(OnMarchas, Node):
    target: Target

    def text(self, ctx) -> str:
        if isinstance(self.target, It):
            return "niégala"
        return f"niega {object_text(self.target, ctx)}"

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        return ev.negate_value()

    def act(self, g: GameSide, r: Resolution, marcha) -> None:
        g.negate(marcha, r.source)


@builds("negate_it")
def _negate_it(children):
    return Negate(It())


@builds("negate_sel")
def _negate_sel(children):
    return Negate(children[-1])


register_printed("cópiala", "cópialo", "cópialas", "cópialos")


@construct(
    "efecto", "Copiar una marcha",
    grammar="effects_control/copy.lark",
    summary="«cópiala» copia la activación a la que responde la habilidad («Si tu oponente activa …», «Cuando tu "
            "oponente active …»), o la marcha seleccionada; «copia <selección de marchas>», las que diga («copia una habilidad de tu oponente»). Al "
            "resolverse, la copia sube a las marchas encima de todas, controlada por quien copia: su «tu» es quien "
            "copia, elige objetivos nuevos para sus «Selecciona …» y no paga nada, ni Carga ni costes. Es la misma "
            "habilidad de la misma carta («esta Parte» sigue siendo la carta de la original), pero no es una carta "
            "ni una activación: no va al Depósito de Chatarra ni hace saltar «Cuando tu oponente active …». Si la "
            "copia no tiene objetivos que elegir, no sube (docs/rulings.md 37).",
    examples=(
        ("CAR 2 | Si tu oponente activa una Carta de Apoyo; cópiala",
         "Respondes a la Carta de Apoyo de tu oponente con su copia, que es tuya y se resuelve antes que la suya."),
        ("CAR 3 | Copia una habilidad de tu oponente",
         "Al resolverse eliges una habilidad de tu oponente en las marchas y la copias: la tuya se resuelve primero."),
    ),
)
@dataclass(frozen=True)
class Copy(OnMarchas, Node):
    target: Target

    def text(self, ctx) -> str:
        if isinstance(self.target, It):
            return "cópiala"
        return f"copia {object_text(self.target, ctx)}"

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        return ev.copy_value()

    def act(self, g: GameSide, r: Resolution, marcha) -> None:
        g.copy_marcha(marcha, r.controller)


@builds("copy_it")
def _copy_it(children):
    return Copy(It())


@builds("copy_sel")
def _copy_sel(children):
    return Copy(children[-1])


ACTIVITY_WORDS = {Activity.ACTIVATE: "activar habilidades", Activity.PLAY_SUPPORT: "jugar Cartas de Apoyo",
                  Activity.ACTIVATE_OR_PLAY: "activar habilidades ni jugar Cartas de Apoyo",
                  Activity.EQUIP: "equipar Partes", Activity.DECLARE: "declarar Guerrillas",
                  Activity.TO_TALLER: "llevar Partes al Taller", Activity.DECLARE_AGAINST: "declararte Guerrillas"}


@construct(
    "efecto", "Prohibir",
    grammar="effects_control/restrict.lark",
    summary="«<piloto> no puede <actividad> <duración>», y «no puedes …» para ti. Las actividades: «activar "
            "habilidades» (de sus Partes, también las Disparado, que no saltan: activarlas es activar una habilidad, "
            "docs/rulings.md 31), «jugar Cartas de Apoyo», «activar "
            "habilidades ni jugar Cartas de Apoyo», «equipar Partes» (de su mano o desde el Taller; en la "
            "Reconstrucción y por un efecto, sí), «declarar Guerrillas» y «llevar Partes al Taller» (la acción de la "
            "Fase Principal; un efecto sí las mueve). Siempre lleva una duración: sin ella, el texto acaba antes de "
            "tiempo.",
    examples=(
        ("CAR 2 | Tu oponente no puede activar habilidades hasta el inicio de tu próximo turno",
         "Durante el resto de tu turno y todo el suyo, tu oponente no puede activar habilidades de sus Partes, ni "
         "siquiera sus Disparado (no saltan, ni las que se pagan); sí puede jugar Cartas de Apoyo."),
        ("CAR 1 | Tu oponente no puede declarar Guerrillas hasta el final de tu próximo turno",
         "Tu oponente no podrá declararte una Guerrilla en su próximo turno (5.3.5)."),
        ("CAR 3 | Tu oponente no puede activar habilidades ni jugar Cartas de Apoyo hasta el final del turno",
         "Como Relámpago en el turno de tu oponente: ya no puede activar nada, ni habilidades ni Cartas de Apoyo, "
         "hasta su Fase Final."),
        ("CAR 2 | Tu oponente no puede equipar Partes mientras esta Parte esté activa",
         "Tu oponente no puede equipar Partes de su mano ni reequiparlas desde el Taller (en su Reconstrucción, "
         "sí: 5.3.3) hasta que esta Parte deja la Unidad o se desactiva (docs/rulings.md 28)."),
        ("CAR 1 | Tu oponente no puede llevar Partes al Taller hasta el inicio de tu próximo turno",
         "En su próximo turno tu oponente no podrá llevar sus Partes dañadas al Taller (5.3.4)."),
        ("CAR 0 | Gana 3 CAR y no puedes jugar Cartas de Apoyo hasta el final del turno",
         "Ganas 3 CAR, pero no puedes jugar Cartas de Apoyo durante el resto del turno."),
    ),
)
@dataclass(frozen=True)
class Restrict(Node):
    player: Player
    activity: Activity
    duration: Duration

    def text(self, ctx) -> str:
        subject = "no puedes" if self.player is Player.YOU else f"{PLAYER_WORDS[self.player]} no puede"
        return f"{subject} {ACTIVITY_WORDS[self.activity]} {self.duration.text(ctx)}"

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        return 1.5 if self.player is not Player.YOU else -1.5

    def run(self, g: GameSide, r: Resolution) -> None:
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


register_printed("ningún")


#: What «no puede seleccionar» forbids: choosing with abilities and Cartas de Apoyo; a Guerrilla's damage is dealt,
#: not selected (5.3.5, docs/rulings.md 32). Printed, so that a reader does not take it for every choice.
BY_ABILITIES = "con sus habilidades ni Cartas de Apoyo"


@construct(
    "efecto", "No poder seleccionar",
    grammar="effects_control/untargetable.lark",
    summary="«tu oponente no puede seleccionar <selección> [duración]», o «… no puede seleccionarla» tras un "
            "«Selecciona»: ese piloto no puede elegir esas Partes, ni en un «Selecciona …» ni en un efecto que le "
            "deja elegir («destruye una Parte de tu oponente»); lo que no se elige sí las alcanza («haz 1 punto de "
            "daño a cada Parte de tu oponente»), y el daño de una Guerrilla también (el atacante reparte el daño, "
            "no selecciona, 5.3.5, docs/rulings.md 32). En una Pasiva («Tu oponente no puede seleccionar esta Parte») vale mientras la "
            "Parte está equipada y activa (4.1.2); como efecto, durante su duración (sin duración, mientras la "
            "Parte sigue donde estaba, como un cambio de estadísticas, docs/rulings.md 20). En respuesta, salva: una "
            "marcha que ya la había seleccionado comprueba su selección al resolverse y se queda sin ese objetivo "
            "(6.1.1.1). Dicho en pasiva, «esta Parte no puede ser seleccionada [por <piloto>]» es lo mismo: sin «por "
            "…», nadie puede seleccionarla, tampoco su dueño («cada piloto no puede seleccionar esta Parte», como lo "
            "imprime la forma canónica, docs/rulings.md 46).",
    examples=(
        ("Tu oponente no puede seleccionar esta Parte con sus habilidades ni Cartas de Apoyo",
         "Una Pasiva: mientras esta Parte está equipada y activa, tu oponente no puede elegirla con sus "
         "habilidades; si queda desactivada, sí."),
        ("CAR 1 | Selecciona una Parte tuya; tu oponente no puede seleccionarla con sus habilidades ni Cartas de Apoyo hasta el final del turno",
         "En respuesta a una habilidad que la ha seleccionado: al resolverse, esa habilidad ya no puede tomarla "
         "(6.1.1.1), y durante el resto del turno tu oponente no puede elegirla."),
        ("Cuando equipes esta Parte; tu oponente no puede seleccionarla con sus habilidades ni Cartas de Apoyo hasta el final de tu próximo turno",
         "Recién equipada, tu oponente no puede elegirla hasta que acabe tu siguiente turno."),
        ("Cada piloto no puede seleccionar esta Parte con sus habilidades ni Cartas de Apoyo",
         "Una Pasiva, escrita también «Esta Parte no puede ser seleccionada»: nadie la elige con sus habilidades, "
         "tampoco tú."),
        ("Tu oponente no puede seleccionar ninguna Parte tuya de tipo Pierna con sus habilidades ni Cartas de Apoyo",
         "Una Pasiva: mientras esta Parte está equipada y activa, tu oponente no puede elegir tus Piernas con sus "
         "habilidades («ninguna» es «cada» dicho en negativo)."),
    ),
)
@dataclass(frozen=True)
class Untargetable(Node):
    accepts = ((Noun.PART, Noun.CARD), (Place.UNIT, Place.TALLER))

    player: Player
    target: Target
    duration: Duration | None = None

    def text(self, ctx) -> str:
        target = self.target
        if isinstance(target, It):
            what = with_pronoun("seleccionarla", ctx)
        elif isinstance(target, Selection) and target.count is not None and target.count.kind is CountKind.EACH:
            one = replace(target, count=Count(CountKind.EXACTLY, 1)).text(ctx)  # «una Parte tuya …»
            what = "seleccionar " + ("ninguna " + one[4:] if one.startswith("una ") else "ningún " + one[3:])
        else:
            what = f"seleccionar {object_text(target, ctx)}"
        duration = "" if self.duration is None else " " + self.duration.text(ctx)
        # «con sus habilidades ni Cartas de Apoyo»: the damage of a Guerrilla still reaches it (docs/rulings.md 32)
        return f"{PLAYER_WORDS[self.player]} no puede {what} {BY_ABILITIES}{duration}"

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        """Greedy bot: a Parte of its own in danger kept out of reach; nothing otherwise (an enemy's: the opposite)."""
        if ev.enemy(inst):
            return -0.2 * ev.part_value(inst)
        return 0.3 * ev.part_value(inst) if ev.endangered(inst) else 0.0

    def run(self, g: GameSide, r: Resolution) -> None:
        g.take(r, self.target, self)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        for inst in cards:
            for q in g.players(self.player, r.controller):
                g.add_untargetable(inst, q, self.duration, r.controller, r.source)


@builds("untargetable_none")
def _untargetable_none(children):
    """«no puede seleccionar ninguna Parte tuya de tipo Brazo»: every one of them («cada»)."""
    from .selection import _selection

    player, noun, *rest = [c for c in children if not hasattr(c, "start_pos") or isinstance(c, tuple)]
    duration = rest.pop() if rest and isinstance(rest[-1], Duration) else None
    return Untargetable(player, _selection([Count(CountKind.EACH, 0), noun, *rest]), duration)


@builds("untargetable_sel", "untargetable_it")
def _untargetable(children):
    player, *rest = [c for c in children if not hasattr(c, "start_pos")]
    duration = rest.pop() if rest and isinstance(rest[-1], Duration) else None
    return Untargetable(player, rest[0] if rest else It(), duration)


@construct(
    "efecto", "Varios efectos",
    grammar="effects_control/effects.lark",
    summary="Varios efectos unidos con «y», o con comas y un «y» al final («A, B y C»), se resuelven uno tras otro, "
            "de izquierda a derecha, en la misma marcha; un pronombre nombra lo último que se tomó. Si la habilidad "
            "pierde el objetivo de su «Selecciona», no se hace ninguno (docs/rulings.md 18). Tras un efecto, «;», «.», "
            "«luego» y «después» unen efectos como «y»: «destrúyela; roba una carta» se lee «destrúyela y roba una "
            "carta» (docs/rulings.md 76).",
    examples=(
        ("CAR 2 | Selecciona una Parte de tu oponente; hazle 1 punto de daño y desactívala",
         "La Parte elegida recibe 1 punto de daño y luego queda desactivada; si el daño la destruye, "
         "«desactívala» ya no encuentra nada."),
        ("CAR 2 | Selecciona una Parte de tu oponente; hazle 1 punto de daño y la Unidad de tu oponente pierde 2 DEF "
         "hasta el inicio de tu próximo turno",
         "La Parte elegida recibe 1 punto de daño y la Unidad de tu oponente pierde 2 DEF hasta tu próxima "
         "Recarga; si la Parte deja de valer antes de resolverse, no se hace ninguno de los dos (docs/rulings.md "
         "18)."),
        ("CAR 1 | Tu Unidad gana +3 FUE hasta el final del turno y devuelve esta Parte a la mano de su dueño",
         "Tu Unidad gana 3 FUE para este turno y luego esta Parte vuelve a tu mano; el +3 sigue, porque es de la "
         "Unidad y no de la Parte."),
    ),
)
@dataclass(frozen=True)
class Effects(Node):
    effects: tuple[Node, ...]

    def text(self, ctx) -> str:
        texts = stat_changes_text(self.effects, ctx)
        if len(texts) == 1:
            return texts[0]
        return ", ".join(texts[:-1]) + " y " + texts[-1]


@builds("effects")
def _effects(children):
    effects = join_stat_changes(tuple(c for c in children if not hasattr(c, "start_pos")))
    return effects[0] if len(effects) == 1 else Effects(effects)


def mode_effects(mode: Node) -> tuple[Node, ...]:
    """The effects of one option of «elige uno», «y» chains flattened."""
    return mode.effects if isinstance(mode, Effects) else (mode,)


@construct(
    "efecto", "Elegir uno",
    grammar="effects_control/choose_one.lark",
    summary="«elige uno: A o B» (o «A o B o C»): al resolverse la marcha, quien controla la habilidad elige una "
            "de las opciones y solo se hace esa; cada opción es un efecto o varios unidos con «y». Se elige "
            "entonces, no al activarla: los requisitos («Selecciona …», los costes) son los mismos para todas, y "
            "un pronombre de cualquier opción nombra lo que se seleccionó antes del «elige uno». Va al final del "
            "efecto («roba una carta y elige uno: …»): todo lo que sigue al último «o» es de la última opción. "
            "Todos ven qué opción se elige. Una opción que no tendría efecto («destruye una Parte de tu oponente» "
            "cuando no le queda ninguna) se puede elegir igualmente y no hace nada; si la habilidad pierde el "
            "objetivo de su «Selecciona», no se elige nada (docs/rulings.md 18).",
    examples=(
        ("CAR 1 | Elige uno: roba 2 cartas o gana 2 CAR",
         "Al resolverse decides: dos cartas más en la mano, o 2 CAR para este turno."),
        ("CAR 2 | Selecciona una Parte de tu oponente; elige uno: hazle 2 puntos de daño o desactívala",
         "Eliges la Parte al activarla; al resolverse eliges si recibe 2 puntos de daño o queda desactivada."),
        ("CAR 1 | Selecciona una Parte tuya; elige uno: repárale 2 PG o tu Unidad gana +2 DEF hasta "
         "el final del turno o devuélvela a la mano de su dueño",
         "Tres opciones sobre tu Parte elegida: repararla, 2 DEF para la Unidad este turno, o salvarla "
         "devolviéndola a tu mano."),
    ),
)
@dataclass(frozen=True)
class ChooseOne(Node):
    """«elige uno: A o B»: one of ``modes`` (each an effect or :class:`Effects`) is chosen as the marcha resolves."""

    modes: tuple[Node, ...]

    @property
    def branches(self) -> tuple[Node, ...]:
        """The options, each an effect or :class:`Effects` (as :class:`Roll`'s outcomes)."""
        return self.modes

    def text(self, ctx) -> str:
        before, texts = ctx.referent, []
        for mode in self.modes:  # each option reads its pronouns from what came before the choice
            ctx.referent = before
            texts.append(" y ".join(stat_changes_text(mode.effects, ctx)) if isinstance(mode, Effects)
                         else ctx.effect_text(mode))  # «A y B»: a comma parts the options («A, B o C»)
        return "elige uno: " + " o ".join(texts)

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        return max(ev.effects_gain(mode_effects(mode), it) for mode in self.modes)

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        """Greedy bot: the best option with its pronouns naming the card selected, ``inst``."""
        return self.bot_value(ev, [inst])

    def run(self, g: GameSide, r: Resolution) -> None:
        g.ask(r, r.controller, list(range(1, len(self.modes) + 1)), 1, 1, self, "option")

    def resume(self, g: GameSide, r: Resolution, chosen, tag) -> None:
        """Go on with the effects of the option chosen (numbered from 1, as printed), then the rest."""
        g.insert_effects(r, mode_effects(self.modes[chosen[0] - 1]))


@construct(
    "efecto", "Tirar un dado",
    grammar="effects_control/roll.lark",
    summary="«tira un dado: si sale 4 o más, A; si sale 3 o menos, B»: al resolverse la marcha, quien la controla "
            "tira el dado del juego (el de 6 caras del reglamento, 5.2) y se hace la primera opción cuyo número "
            "sale; si no sale ninguna, nada. Cada opción es un efecto o varios unidos con «y», y sus pronombres "
            "nombran lo que se seleccionó antes de la tirada. Va al final del efecto, como «elige uno»; las opciones "
            "se separan con «;». Todos ven el resultado, pero nadie lo sabe antes: ni los bots, que imaginan la "
            "tirada al mirar hacia delante. `nismatch validar` avisa de una opción que nunca puede salir («si sale 7 "
            "o más», o una que otra anterior ya cubre) (docs/rulings.md 34).",
    examples=(
        ("CAR 1 | Selecciona una Parte de tu oponente; tira un dado: si sale 4 o más, hazle 3 puntos de daño",
         "Con 4, 5 o 6 la Parte elegida recibe 3 puntos de daño; con 1, 2 o 3 no pasa nada."),
        ("CAR 1 | Tira un dado: si sale 6, roba 3 cartas; si sale 2 o más, roba una carta",
         "Con un 6 robas 3 cartas; con 2 a 5, una; con un 1, ninguna: la primera opción que sale es la que vale."),
        ("CAR 0 | Selecciona una Parte tuya; tira un dado: si sale 3 o más, repárale 2 PG; si sale 2 o menos, "
         "hazle 1 punto de daño",
         "Una apuesta: con 3 o más tu Parte se repara 2 PG, y con 1 o 2 recibe 1 punto de daño."),
    ),
)
@dataclass(frozen=True)
class Roll(Node):
    """«tira un dado: si sale …, A; si sale …, B»: the first of ``outcomes`` whose comparison the roll meets."""

    outcomes: tuple["Outcome", ...]
    dice: int = 1  # «tira dos dados: si sacas dobles, …» (constructs/seen.py)

    @property
    def branches(self) -> tuple[Node, ...]:
        return tuple(o.mode for o in self.outcomes)

    def text(self, ctx) -> str:
        before, texts = ctx.referent, []
        for outcome in self.outcomes:  # each outcome reads its pronouns from what came before the roll
            ctx.referent = before
            texts.append(outcome.text(ctx))
        return ("tira un dado: " if self.dice == 1 else "tira dos dados: ") + "; ".join(texts)

    def taken_on(self, faces: int) -> list[list[int]]:
        """For each outcome, the results of a die of ``faces`` that make it the one done."""
        taken: list[list[int]] = [[] for _ in self.outcomes]
        for result in range(1, faces + 1):
            first = next((i for i, o in enumerate(self.outcomes) if o.comparison.test(result)), None)
            if first is not None:
                taken[first].append(result)
        return taken

    def chances(self, faces: int) -> list[float]:
        """For each outcome, the chance that it is the one done (dice of ``faces``)."""
        if self.dice == 1:
            chances = [len(results) / faces for results in self.taken_on(faces)]
            named = [i for i, o in enumerate(self.outcomes) if getattr(o.comparison, "named", False)]
            if named:  # «si sale ese número» (constructs/cards_more.py): one face, whichever the others take
                chances = [c * (faces - 1) / faces for c in chances]
                chances[named[0]] = 1 / faces
            return chances
        chances = [0.0] * len(self.outcomes)
        rolls = list(itertools.product(range(1, faces + 1), repeat=self.dice))
        for results in rolls:
            first = next((i for i, o in enumerate(self.outcomes) if o.comparison.test_dice(results)), None)
            if first is not None:
                chances[first] += 1 / len(rolls)
        return chances

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """Greedy bot: each outcome's worth by the chance it comes out."""
        faces = ev.game.ruleset.initiative_die
        return sum(chance * ev.effects_gain(mode_effects(o.mode), it)
                   for o, chance in zip(self.outcomes, self.chances(faces)) if chance)

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        return self.bot_value(ev, [inst])

    def run(self, g: GameSide, r: Resolution) -> None:
        results = tuple(g.roll_die(r.controller) for _ in range(self.dice))
        r.rolled = sum(results)
        for outcome in self.outcomes:
            c = outcome.comparison
            if self.dice > 1:
                met = c.test_dice(results)
            else:  # «si sale ese número»: the number its pilot said (constructs/cards_more.py)
                met = c.test_named(results[0], r.named) if hasattr(c, "test_named") else c.test(results[0])
            if met:
                g.insert_effects(r, mode_effects(outcome.mode))
                return


@dataclass(frozen=True)
class Outcome(Node):
    """One «si sale …, efecto» of :class:`Roll` (documented with it)."""

    comparison: Comparison
    mode: Node

    @property
    def result_text(self) -> str:
        """«si sale 4 o más», «si sale 6»."""
        c = self.comparison
        if not isinstance(c, Comparison):  # «si sale 1 o 2», «si no» (constructs/seen.py)
            return c.result_text
        return f"si sale {c.n if c.op is Op.EXACTLY else c.text()}"

    def text(self, ctx) -> str:
        mode = self.mode.text(ctx) if isinstance(self.mode, Effects) else ctx.effect_text(self.mode)
        return f"{self.result_text}, {mode}"


@builds("roll")
def _roll(children):
    outcomes = tuple(c for c in children if isinstance(c, Outcome))
    if all(isinstance(o.mode, StatChange) for o in outcomes):  # «con 1, -2 FUE en esa batalla; con 6, +3 FUE»: one
        modes = join_stat_changes(tuple(o.mode for o in outcomes))  # duration, as «elige uno» (not the whole game)
        outcomes = tuple(replace(o, mode=m) for o, m in zip(outcomes, modes))
    return Roll(outcomes)


@builds("outcome")
def _outcome(children):
    comparison, mode = [c for c in children if not hasattr(c, "start_pos")]
    return Outcome(comparison, mode)


@builds("outcome_exactly")
def _outcome_exactly(children):
    n, mode = [c for c in children if not hasattr(c, "start_pos")]
    return Outcome(Comparison(Op.EXACTLY, n), mode)


@builds("choose_one")
def _choose_one(children):
    modes = tuple(c for c in children if not hasattr(c, "start_pos"))
    if all(isinstance(m, StatChange) for m in modes):  # «gana +2 FUE o +2 DEF hasta el final del turno»: one run
        modes = join_stat_changes(modes)
    return ChooseOne(modes)


@builds("mode")
def _mode(children):
    effects = join_stat_changes(tuple(c for c in children if not hasattr(c, "start_pos")))
    return effects[0] if len(effects) == 1 else Effects(effects)
