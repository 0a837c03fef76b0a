"""Effects that move cards between zones: send, return, add to the hand, draw, discard, show,
search, look at the top of an Arsenal, shuffle, take Botines de Guerra (rulebook 2)."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import CountKind, Destination, Node, Noun, Place, Player, Whose
from .amounts import Amount
from .conditions import PLAYER_WORDS
from .effects_parts import object_text, with_pronoun
from .selection import AtRandom, FilterClash, It, Qualifier, Selection, Target

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide, Resolution


DEST_WORDS = {
    Destination.TALLER: ("muévela", "mueve", "al Taller"),
    Destination.SCRAPYARD: ("envíala", "envía", "al Depósito de Chatarra"),
    Destination.DEMOLITION: ("envíala", "envía", "a la Zona de Demolición"),
    Destination.OWNER_HAND: ("devuélvela", "devuelve", "a la mano de su dueño"),
    Destination.YOUR_HAND: ("añádela", "añade", "a tu mano"),
    Destination.ARSENAL_TOP: ("ponla", "pon", "en la parte superior del Arsenal de su dueño"),
    Destination.ARSENAL_BOTTOM: ("ponla", "pon", "en el fondo del Arsenal de su dueño"),
    Destination.BOTINES_BOTTOM: ("ponla", "pon", "en el fondo de los Botines de Guerra de su dueño"),
    Destination.PILE_BOTTOM: ("ponla", "pon", "en el fondo de su pila"),
}
YOUR_ARSENAL = {"top": "en la parte superior de tu Arsenal", "bottom": "en el fondo de tu Arsenal"}
#: Greedy bot: choosing the next card drawn among those looked at, as a share of a card drawn.
UNSEEN_ON_TOP = 0.25


@construct(
    "efecto", "Mover a otra zona",
    grammar="effects_cards/move.lark",
    summary="Lleva cartas a otra zona de su dueño (2): «muévela al Taller» (una Parte equipada, al primer Taller "
            "libre, con su daño; si no hay hueco, se queda donde está; una Parte de otra zona entra sin daño: "
            "docs/rulings.md 134), «envíala al Depósito de Chatarra», «envíala a "
            "la Zona de Demolición», «devuélvela a la mano de su dueño», «añádela a tu mano» (solo cartas tuyas), "
            "«ponla en la parte superior del Arsenal de su dueño» o «en el fondo de tu Arsenal»; o con la selección "
            "escrita: «envía todas las Partes dañadas al Depósito de Chatarra». Enviar no es destruir: no da Botín ni "
            "cuenta para la Reconstrucción (docs/rulings.md 8). Una Parte que deja la Unidad se lleva su Carga al "
            "instante (4.1.1) y, salvo en el Taller, pierde su daño (docs/rulings.md 20).",
    examples=(
        ("CAR 2 | Selecciona una Parte de tu oponente de tipo Pierna; muévela al Taller",
         "La Pierna de tu oponente que eliges sale de su Unidad hacia un Taller libre suyo, con su daño; podrá "
         "reequiparla tras su siguiente Reconstrucción (2③, docs/rulings.md 1)."),
        ("CAR 3 | Selecciona una Parte de tu oponente dañada; envíala a la Zona de Demolición",
         "La Parte elegida va a la Zona de Demolición de tu oponente, de donde casi nada vuelve (2⑤); no cuenta "
         "como destruida y no da Botín (docs/rulings.md 8)."),
        ("CAR 2 | Selecciona una Parte de tu oponente; devuélvela a la mano de su dueño",
         "La Parte vuelve a la mano de tu oponente sin su daño, y equiparla otra vez le gastará su Parte del "
         "turno (5.3.4)."),
        ("CAR 2 | Envía todas las Partes de tu oponente desactivadas al Depósito de Chatarra",
         "Sin elegir: todas las Partes desactivadas de tu oponente van a su Depósito de Chatarra; como no se "
         "destruyen, no reclamas Botines ni cuentan para su Reconstrucción (docs/rulings.md 8)."),
        ("CAR 1 | Selecciona una Parte de tu oponente; ponla en la parte superior del Arsenal de su dueño",
         "La Parte elegida vuelve encima del Arsenal de tu oponente, que la robará otra vez en su próxima Fase de "
         "Robo (5.3.2)."),
        ("CAR 1 | Selecciona una carta de tu Depósito de Chatarra; ponla en el fondo de tu Arsenal",
         "La carta elegida de tu Depósito de Chatarra vuelve debajo de tu Arsenal, que así tarda más en acabarse "
         "(2①)."),
        ("CAR 2 | Añade todas las Cartas de Apoyo de tu Depósito de Chatarra a tu mano",
         "Con la selección escrita y sin elegir: todas las Cartas de Apoyo de tu Depósito de Chatarra vuelven a "
         "tu mano."),
    ),
)
@dataclass(frozen=True)
class Move(Node):
    accepts = ((Noun.CARD, Noun.PART, Noun.SUPPORT, Noun.BOTIN), tuple(Place))

    target: Target
    dest: Destination
    your_arsenal: bool = False  # «de tu Arsenal» rather than «del Arsenal de su dueño»

    def text(self, ctx) -> str:
        pronoun, verb, where = DEST_WORDS[self.dest]
        if self.your_arsenal:
            where = YOUR_ARSENAL["top" if self.dest is Destination.ARSENAL_TOP else "bottom"]
        if isinstance(self.target, It):
            return f"{with_pronoun(pronoun, ctx)} {where}"
        return f"{verb} {object_text(self.target, ctx)} {where}"

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        """Sending an enemy Parte off its Unidad is worth its value; bringing an own card to the hand,
        what it is worth there; the Taller saves an endangered Parte; one that «no puede ser movida», nothing."""
        if ev.held(inst):
            return 0.0
        if self.dest is Destination.TALLER:
            return ev.to_taller_value(inst)
        value = ev.part_value(inst) if ev.on_board(inst) else 0.0
        to_hand = self.dest in (Destination.OWNER_HAND, Destination.YOUR_HAND)
        if ev.enemy(inst):
            return 0.5 * value if to_hand else value
        if to_hand:
            return ev.hand_value(inst) - value * (0.4 if ev.on_board(inst) and not ev.saved_by_leaving(inst) else 0)
        return -value

    def bot_unseen(self, ev: Estimate) -> float:
        """Greedy bot: what moving one of the pilot's cards it has not seen yet is worth («añade una de
        ellas a tu mano» after «mira las 3 primeras cartas de tu Arsenal»): a card drawn, or a better
        next draw when it goes on top of the Arsenal."""
        if self.dest is Destination.YOUR_HAND:
            return ev.draw_value(1)
        return ev.W_DRAW * UNSEEN_ON_TOP if self.dest is Destination.ARSENAL_TOP else 0.0

    def run(self, g: GameSide, r: Resolution) -> None:
        g.take(r, self.target, self)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        if self.dest is Destination.ARSENAL_TOP:  # «ponlas en la parte superior»: the first one ends on top,
            cards = cards[::-1]                     # as they were (or as they were chosen)
        for inst in cards:
            g.move_to(inst, self.dest, r.controller)


@builds("move_it")
def _move_it(children):
    dest, yours = children[-1]
    return Move(It(), dest, yours)


@builds("move_sel")
def _move_sel(children):
    target, (dest, yours) = children[-2:]
    return Move(target, dest, yours)


@builds("move_dest_first")
def _move_dest_first(children):
    """«Envía al Depósito de Chatarra una Parte de tu mano»: the place first, as Spanish allows."""
    (dest, yours), target = children[-2:]
    return Move(target, dest, yours)


@builds("add_it")
def _add_it(children):
    return Move(It(), Destination.YOUR_HAND)


@builds("add_sel")
def _add_sel(children):
    target = next(c for c in children if not hasattr(c, "start_pos"))
    return Move(target, Destination.YOUR_HAND)


def _dest(dest: Destination, yours: bool = False):
    def build(children):
        return dest, yours
    return build


builds("d_taller")(_dest(Destination.TALLER))
builds("d_scrapyard")(_dest(Destination.SCRAPYARD))
builds("d_demolition")(_dest(Destination.DEMOLITION))
builds("d_owner_hand")(_dest(Destination.OWNER_HAND))
builds("d_your_hand")(_dest(Destination.YOUR_HAND))
builds("d_top")(_dest(Destination.ARSENAL_TOP))
builds("d_bottom")(_dest(Destination.ARSENAL_BOTTOM))
builds("d_your_top")(_dest(Destination.ARSENAL_TOP, True))
builds("d_your_bottom")(_dest(Destination.ARSENAL_BOTTOM, True))


@builds("owner_word")
def _owner_word(children):
    return str(children[0])


@construct(
    "efecto", "Robar",
    grammar="effects_cards/draw.lark",
    summary="«roba N cartas» (tú), «tu oponente roba N cartas», «cada piloto roba N cartas»: de encima del Arsenal "
            "de cada uno a su mano, de una en una (cada una dispara «Cuando robes una carta»). Quien tiene que robar "
            "y no puede, porque su Arsenal está vacío, pierde la partida (2①, docs/rulings.md 14). La cantidad puede "
            "contar: «roba una carta por cada …», «roba cartas igual al número de …».",
    examples=(
        ("CAR 2 | Roba 2 cartas",
         "Al resolverse robas las 2 cartas de encima de tu Arsenal; si no te quedan, pierdes la partida (2①)."),
        ("CAR 1 | Tu oponente roba una carta",
         "Cada oponente roba una carta de su Arsenal (docs/rulings.md 13): sirve para acercarlo a quedarse sin "
         "Arsenal (2①)."),
        ("CAR 1 | Roba una carta por cada Parte de tu oponente desactivada",
         "Cuentas al resolverse las Partes desactivadas de tu oponente y robas una carta por cada una; con "
         "ninguna, no robas."),
        ("CAR 1 | Cada piloto roba 2 cartas",
         "Todos los pilotos, tú también, roban 2 cartas de su Arsenal, uno tras otro en el orden de asiento."),
    ),
)
@dataclass(frozen=True)
class Draw(Node):
    amount: Amount
    player: Player = Player.YOU

    def text(self, ctx) -> str:
        cards = self.amount.text("carta", "cartas", ctx)
        return f"roba {cards}" if self.player is Player.YOU else f"{PLAYER_WORDS[self.player]} roba {cards}"

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        n = ev.amount(self.amount)
        return ev.draw_value(n) if self.player is Player.YOU else -ev.W_DRAW * n

    def run(self, g: GameSide, r: Resolution) -> None:
        n = g.amount(self.amount, r.controller, r.source)
        for q in g.players(self.player, r.controller):
            g.draw(q, n)


@construct(
    "efecto", "Robar hasta tener",
    summary="«roba hasta tener N cartas en tu mano»: al resolverse cuentas tu mano y robas las que falten para "
            "llegar a N; si ya tienes N o más, no robas. Solo para ti.",
    examples=(
        ("CAR 1 | Roba hasta tener 5 cartas en tu mano",
         "Con 2 cartas en la mano robas 3; con 5 o más, ninguna (una Carta de Apoyo que la lleve ya no está en tu "
         "mano al resolverse)."),
        ("Al final de tu turno; roba hasta tener 3 cartas en tu mano",
         "En tu Fase Final rellenas tu mano hasta 3 cartas, para tener con qué responder en el turno de tu "
         "oponente."),
        ("CAR 0 | Descarta todas las cartas de tu mano y roba hasta tener 5 cartas en tu mano",
         "Los efectos van de izquierda a derecha: primero descartas tu mano entera y luego robas 5 cartas."),
    ),
)
@dataclass(frozen=True)
class DrawUpTo(Node):
    n: int

    def text(self, ctx) -> str:
        return f"roba hasta tener {'una carta' if self.n == 1 else f'{self.n} cartas'} en tu mano"

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        return ev.draw_value(max(0, self.n - len(ev.game.pilots[ev.p].hand)))

    def run(self, g: GameSide, r: Resolution) -> None:
        missing = self.n - len(g.pilots[r.controller].hand)
        if missing > 0:
            g.draw(r.controller, missing)


@builds("draw_you")
def _draw_you(children):
    return Draw(children[-1])


@builds("draw_player")
def _draw_player(children):
    return Draw(children[-1], children[0])


@builds("draw_up_to")
def _draw_up_to(children):
    return DrawUpTo(next(c for c in children if isinstance(c, int)))


@construct(
    "efecto", "Descartar",
    grammar="effects_cards/discard.lark",
    summary="«descarta <selección>» (de tu mano; eliges tú), «tu oponente descarta <selección>» (de la suya; elige "
            "él) o «cada piloto descarta …» (cada uno de la suya); «al azar» hace que nadie elija (el juego las toma "
            "al azar, como en cualquier selección), y «descarta tu "
            "mano» las descarta todas. Las cartas van al Depósito de Chatarra de su dueño y disparan «Cuando … descarte una "
            "carta». Como requisito («Descarta una carta; …») es un coste: sin cartas que descartar no se puede "
            "activar; como efecto, si no hay cartas que descartar no pasa nada y el resto del efecto se hace igual.",
    examples=(
        ("CAR 1 | Tu oponente descarta una carta",
         "Tu oponente elige una carta de su mano y la descarta; si solo tiene una, esa."),
        ("CAR 2 | Tu oponente descarta 2 cartas al azar",
         "Nadie elige: 2 cartas al azar de la mano de tu oponente van a su Depósito de Chatarra."),
        ("CAR 2 | Tu oponente descarta una Carta de Apoyo",
         "Tu oponente elige una Carta de Apoyo de su mano y la descarta; si no tiene ninguna, no descarta nada."),
        ("CAR 0 | Descarta una Parte y gana 2 CAR",
         "Un efecto, no un coste: al resolverse descartas una Parte de tu mano si tienes alguna, y ganas 2 CAR "
         "aunque no tengas ninguna."),
        ("CAR 1 | Descarta todas las cartas de tu mano y roba 4 cartas",
         "Descartas tu mano entera, sin elegir, y luego robas 4 cartas."),
    ),
)
@dataclass(frozen=True)
class Discard(Node):
    accepts = ((Noun.CARD, Noun.PART, Noun.SUPPORT, Noun.BOTIN), (Place.HAND,))
    default_place = Place.HAND

    what: Target
    player: Player = Player.YOU

    def text(self, ctx) -> str:
        if isinstance(self.what, It):
            return with_pronoun("descártala", ctx)
        subject = "" if self.player is Player.YOU else PLAYER_WORDS[self.player] + " "
        return f"{subject}descarta {object_text(self.what, ctx)}"

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        return -ev.hand_value(inst) if not ev.enemy(inst) else ev.W_DISCARD

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        if isinstance(self.what, It):
            return ev.on_cards(self, self.what, it)
        n = self.what.count.n if self.what.count is not None and self.what.count.n else 1
        if self.player is Player.YOU:
            values = sorted(ev.hand_value(c) for c in ev.game.pilots[ev.p].hand if c != ev.source)
            if self.what.random:  # the game draws them: on average, n cards of average value
                return -sum(values) / len(values) * min(n, len(values)) if values else 0.0
            return -sum(values[:n])
        return ev.W_DISCARD * n

    def run(self, g: GameSide, r: Resolution) -> None:
        if isinstance(self.what, It):
            return g.take(r, self.what, self)
        r.it, r.found = [], 0  # what «si es una Parte, …» looks at next: the cards discarded (ruling 136)
        self._next(g, r, list(g.players(self.player, r.controller)))

    def _next(self, g: GameSide, r: Resolution, players: list[int]) -> None:
        """Each pilot the clause names discards from its own hand, one after the other."""
        while players:
            q = players.pop(0)
            what = self.what if self.what.owner is not None else _theirs(self.what)
            options = g.matching(what, r.controller, r.source, Place.HAND, subject=q)
            count = what.count
            low, high = count.limits(len(options)) if count is not None else (len(options), len(options))
            if what.random or count is None or not count.choice or high == len(options):
                picked = AtRandom.pick(g.rng, options, high) if what.random else options[:high]
                self._discard(g, r, picked)
                continue
            return g.ask(r, q, options, low, high, self, ("discard", players))

    def resume(self, g: GameSide, r: Resolution, chosen, tag) -> None:
        self._discard(g, r, chosen)
        self._next(g, r, tag[1])

    @staticmethod
    def _discard(g: GameSide, r: Resolution, cards) -> None:
        r.it = r.it + [(i, g.serial[i]) for i in cards]
        r.found += len(cards)
        for inst in cards:
            g.discard(inst)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        for inst in cards:
            g.discard(inst)


@builds("discard_you")
def _discard_you(children):
    what = next(c for c in children if not hasattr(c, "start_pos"))
    return Discard(what, Player.YOU)


@builds("discard_player")
def _discard_player(children):
    player, what = [c for c in children if not hasattr(c, "start_pos")]
    return Discard(what, player)


@builds("discard_hand")
def _discard_hand(children):
    from ..nodes import CountKind, Noun, Place, Whose
    from .selection import Count, Selection

    return Discard(Selection(Noun.CARD, Count(CountKind.ALL, 0), owner=Whose.YOU, place=Place.HAND))


@builds("discard_it")
def _discard_it(children):
    return Discard(It())


@construct(
    "efecto", "Mostrar",
    summary="«muestra <selección>» enseña cartas a todos los pilotos sin moverlas. Como coste («Muestra una Parte de "
            "tu mano; …») prueba que la tienes y te la quedas; como efecto, «muéstrala» enseña lo que acabas de "
            "buscar. No hace nada más en la partida.",
    examples=(
        ("CAR 1 | Muestra una Carta de Apoyo de tu mano; gana 2 CAR",
         "Un coste: al activarla enseñas a todos una Carta de Apoyo de tu mano, que te quedas, y al resolverse "
         "ganas 2 CAR; sin una en la mano no puedes activarla."),
        ("CAR 2 | Busca una Parte de tipo Brazo en tu Arsenal, muéstrala, añádela a tu mano y baraja tu Arsenal",
         "Un efecto: todos ven qué Brazo sacas de tu Arsenal antes de que vaya a tu mano; luego barajas."),
    ),
)
@dataclass(frozen=True)
class Reveal(Node):
    accepts = ((Noun.CARD, Noun.PART, Noun.SUPPORT, Noun.BOTIN), (Place.HAND, Place.ARSENAL, Place.BOTINES))
    default_place = Place.HAND

    what: Target

    def text(self, ctx) -> str:
        if isinstance(self.what, It):
            return with_pronoun("muéstrala", ctx)
        return f"muestra {object_text(self.what, ctx)}"

    def run(self, g: GameSide, r: Resolution) -> None:
        g.take(r, self.what, self, default=Place.HAND)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        if not isinstance(self.what, It):  # «muestra las 4 primeras …»: what «las Partes de ellas» chooses from
            r.pool, r.taken = list(cards), []
        g.reveal(r.controller, cards)


@builds("reveal")
def _reveal(children):
    return Reveal(children[-1])


@builds("reveal_it")
def _reveal_it(children):
    return Reveal(It())


@construct(
    "efecto", "Buscar",
    grammar="effects_cards/search.lark",
    summary="«busca <selección> en tu Arsenal» (o en tu Depósito de Chatarra, o en tu Zona de Demolición): miras esa "
            "zona entera (tu Arsenal lo ves solo tú, con todas sus cartas, hasta barajarlo: docs/rulings.md 73) y "
            "eliges las cartas que cumplan la selección; si no hay ninguna, no tomas nada. Lo que sigue las "
            "nombra con un pronombre: «añádela a tu mano», «equípala», «muéstrala». Tras buscar en el Arsenal hay "
            "que barajarlo; si no, `nismatch validar` avisa: después de buscar en el Arsenal hay que barajarlo. El sitio "
            "puede ir delante («busca en tu Arsenal una Parte …»), y tras buscar en el Arsenal basta «baraja». Solo tú ves la zona en la que buscas; lo que "
            "muestras con «muéstrala» (o «revélala») lo ven todos (docs/rulings.md 62).",
    examples=(
        ("CAR 2 | Busca 2 Cartas de Apoyo en tu Arsenal, añádelas a tu mano y baraja tu Arsenal",
         "Eliges 2 Cartas de Apoyo de tu Arsenal (o la que haya, si solo hay una), van a tu mano y barajas tu "
         "Arsenal."),
        ("CAR 2 | Busca una Parte en tu Depósito de Chatarra y añádela a tu mano",
         "Tu Depósito de Chatarra está a la vista, así que no hay que barajar nada: eliges una Parte de allí y va "
         "a tu mano."),
        ("CAR 3 | Busca una Parte en tu Zona de Demolición y equípala",
         "Rescatas de tu Zona de Demolición (2⑤) la Parte que eliges y se equipa en su zona."),
    ),
)
@dataclass(frozen=True)
class Search(Node):
    accepts = ((Noun.CARD, Noun.PART, Noun.SUPPORT, Noun.BOTIN), (Place.ARSENAL, Place.SCRAPYARD, Place.DEMOLITION))
    default_place = Place.ARSENAL

    what: Target

    def text(self, ctx) -> str:
        return f"busca {self.what.text(ctx, preposition='en')}"

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        return ev.hand_value(inst) * 0.2

    def run(self, g: GameSide, r: Resolution) -> None:
        what = self.what if not hasattr(self.what, "owner") or self.what.owner else _yours(self.what)
        if hasattr(what, "where") and what.where(Place.ARSENAL) is Place.ARSENAL:  # the whole zone (rulings 73)
            for q in g.owners_of(what.owner, r.controller, r.controller):
                g.searched(r.controller, q)
        g.take(r, what, self, default=Place.ARSENAL)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        r.pool, r.taken = list(cards), []
        g.looked_at(r.controller, cards)


@construct(
    "efecto", "Mirar",
    summary="«mira <selección>»: solo tú ves esas cartas, que no se mueven: «las 3 primeras cartas de tu Arsenal» "
            "(las de encima), «las 2 primeras cartas del Arsenal de tu oponente», «todas las cartas de la mano de tu "
            "oponente». Lo que sigue las nombra («ponlas en el fondo del Arsenal de su dueño») o elige entre ellas "
            "con «una de ellas» y «el resto».",
    examples=(
        ("CAR 1 | Mira las 2 primeras cartas del Arsenal de tu oponente y ponlas en el fondo del Arsenal de su dueño",
         "Solo tú ves las 2 cartas de encima del Arsenal de tu oponente; las dos van al fondo, así que no las "
         "robará pronto."),
        ("CAR 1 | Mira todas las cartas de la mano de tu oponente",
         "Ves la mano entera de tu oponente: no cambia nada más, pero sabes con qué puede responder."),
    ),
)
@dataclass(frozen=True)
class Look(Node):
    accepts = ((Noun.CARD, Noun.PART, Noun.SUPPORT, Noun.BOTIN), (Place.ARSENAL, Place.BOTINES, Place.HAND))
    default_place = Place.ARSENAL

    what: Target

    def text(self, ctx) -> str:
        return f"mira {object_text(self.what, ctx)}"

    def run(self, g: GameSide, r: Resolution) -> None:
        what = self.what if not hasattr(self.what, "owner") or self.what.owner else _yours(self.what)
        g.take(r, what, self, default=Place.ARSENAL)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        r.pool, r.taken = list(cards), []
        g.looked_at(r.controller, cards)


@construct(
    "efecto", "Barajar",
    summary="«baraja tu Arsenal» lo baraja al azar. Va al final de «busca … en tu Arsenal», para que nadie sepa qué "
            "queda arriba; solo baraja el tuyo.",
    examples=(
        ("CAR 2 | Busca una Parte en tu Arsenal, añádela a tu mano y baraja tu Arsenal",
         "Eliges cualquier Parte de tu Arsenal, va a tu mano y, al final, barajas el Arsenal que has mirado."),
        ("CAR 1 | Selecciona una carta de tu Depósito de Chatarra; ponla en la parte superior de tu Arsenal y "
         "baraja tu Arsenal",
         "La carta elegida vuelve a tu Arsenal y luego lo barajas: queda en un sitio al azar, no arriba."),
    ),
)
@dataclass(frozen=True)
class Shuffle(Node):
    player: Player = Player.YOU

    def text(self, ctx) -> str:
        return "baraja tu Arsenal"

    def run(self, g: GameSide, r: Resolution) -> None:
        g.shuffle_arsenal(r.controller)


@construct(
    "efecto", "Tomar Botines de Guerra",
    summary="«toma el primer Botín de Guerra» o «toma los N primeros Botines de Guerra»: de encima de tu propio "
            "montón a tu mano, y cuentan como reclamados; quien reclama 5 gana la partida (1.1, 2②, docs/rulings.md "
            "8). «reclama» es lo mismo. Si tu montón se acaba, tomas los que queden.",
    examples=(
        ("CAR 2 | Si algún oponente ha reclamado 3 o más Botines de Guerra; toma el primer Botín de Guerra",
         "Si tu oponente ha reclamado 3 Botines o más (docs/rulings.md 9), reclamas el primero de tu montón: va "
         "a tu mano y cuenta para tus 5 (1.1)."),
        ("CAR 3 | Si algún oponente ha reclamado 3 o más Botines de Guerra; toma los 2 primeros Botines de Guerra",
         "Igual, pero reclamas los 2 de encima de tu montón, que pueden darte la victoria en el acto (1.1)."),
        ("CAR 3 | Descarta 2 cartas; toma el primer Botín de Guerra",
         "Al activarla pagas 3 CAR y descartas 2 cartas de tu mano; al resolverse reclamas el primer Botín de tu "
         "montón."),
    ),
)
@dataclass(frozen=True)
class TakeBotines(Node):
    accepts = ((Noun.BOTIN,), (Place.BOTINES,))
    default_place = Place.BOTINES

    what: Target

    def text(self, ctx) -> str:
        return f"toma {object_text(self.what, ctx)}"

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        count = getattr(self.what, "count", None)
        n = count.n if count is not None and count.n else 1
        return ev.W_BOTIN * min(n, len(ev.game.pilots[ev.p].botines))

    def run(self, g: GameSide, r: Resolution) -> None:
        count = getattr(self.what, "count", None)
        n = count.n if count is not None and count.kind in (CountKind.TOP, CountKind.EXACTLY, CountKind.THE) else 1
        g.claim(r.controller, n)


@builds("search")
def _search(children):
    return Search(children[-1])


@builds("search_place_first")
def _search_place_first(children):
    """«busca en tu Arsenal <selección>»: the place written first, as a qualifier of the selection."""
    (place, owner, start, end), what = children
    if not isinstance(what, Selection):
        return Search(what)
    if what.place is not None:  # «busca en tu Arsenal una Parte en tu Depósito …»: the place twice
        written = Qualifier("place", place, start, end)
        raise FilterClash(written, written)
    return Search(dataclasses.replace(what, place=place, owner=what.owner or owner))


@builds("search_place")
def _search_place(children):
    """«en tu Arsenal»: the place, whose it is (None for «el Arsenal»: the searcher's) and where it is written."""
    from .selection import PLACES

    words = [str(c) for c in children]
    owner = Whose.YOU if words[1] in ("tu", "tus") else None
    return PLACES[words[-1]], owner, children[0].start_pos, children[-1].end_pos


@builds("look")
def _look(children):
    return Look(children[-1])


@builds("shuffle")
def _shuffle(children):
    return Shuffle()


@builds("take")
def _take(children):
    return TakeBotines(children[-1])


def _theirs(selection):
    """A selection of the subject's own cards («descarta una carta»: from the hand of who discards)."""
    import dataclasses

    return dataclasses.replace(selection, owner=Whose.THEIRS)


def _yours(selection):
    import dataclasses

    return dataclasses.replace(selection, owner=Whose.YOU)
