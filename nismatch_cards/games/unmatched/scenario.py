"""Rules scenarios of Unmatched: a position on a battlefield, the players' actions and the facts expected after them.

The format is NISMATCH's (``docs/scenarios.md``, «Unmatched»): ``nombre``, ``regla``, ``cartas`` of the scenario's
own, ``inicio``, ``acciones`` (with ``{ilegal: …, motivo: …}`` and ``esperado`` between them) and ``esperado``;
what is Unmatched's own is the battlefield (``campo``), the heroes of each seat (``heroes``: a deck of the folder or a
character card and its cards) with their hands, decks, discards and fighters, and the actions' words («A: Alice
ataca a Medusa con finta»). :func:`run_scenario_file` returns a :class:`ScenarioResult`; a broken file, an illegal
action, a failed expectation become one Spanish message with file and line. The log (``-v``) is the public one
(:func:`~.terminal.public_log`): a face-down card is not named until the reveal.
"""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

from nismatch_cards.cards.yamlfile import YamlDocument, YamlError, load_yaml
from nismatch_cards.diagnostics import display_path
from nismatch_cards.play.scenario import ScenarioError, ScenarioResult, written_cards
from . import actions as A
from .definition import UNMATCHED
from .engine import ACTION, HIDDEN, PHASE_NAMES, PLACE, PLAYER_LETTERS, Game, IllegalAction
from .language import normalise

SCENARIO_KEYS = {"nombre", "regla", "descripcion", "modo", "semilla", "campo", "cartas", "heroes", "inicio",
                 "acciones", "esperado"}
HERO_KEYS = {"mazo", "personaje", "cartas", "mano", "robo", "descartes", "luchadores", "estado"}
START_KEYS = {"fase", "activo", "acciones", "turno"}
#: The phases a scenario names («fase»), as ids: the engine's phase numbers in order.
PHASE_IDS = ("preparacion", "accion", "impulso", "movimiento", "defensa", "descarte", "fin")
CHOICE_ID = "eleccion"  # «fase» while an effect asks a choice (rulings.md U40)
MAX_COUNT = 10_000


def run_scenario_file(path: Path, project) -> ScenarioResult:
    """Run one scenario file with the cards of ``project`` (a loaded Unmatched folder); never raises for a problem
    in the file."""
    name = display_path(path)
    try:
        document = load_yaml(Path(path))
    except YamlError as error:
        d = error.diagnostic
        return ScenarioResult(name, "?", "?", False, f"{d.file}:{d.line}:{d.column}: {d.message}")
    data = document.data if isinstance(document.data, dict) else {}
    title, rule = str(data.get("nombre", Path(path).stem)), str(data.get("regla", "?"))
    run = _Run(document, project)
    try:
        run.play()
    except ScenarioError as error:
        return ScenarioResult(name, title, rule, False, f"{name}:{error.line}: {error}", run.game, run.log)
    return ScenarioResult(name, title, rule, True, "", run.game, run.log)


class _Run:
    """One scenario being played: its document, the project's cards and the game once set up."""

    def __init__(self, document: YamlDocument, project):
        self.doc, self.project = document, project
        self.game: Game | None = None
        self.log: list[str] = []

    # --- places and checks
    def line(self, path: tuple, key: bool = False) -> int:
        return self.doc.where(path, key)[0]

    def require(self, condition: bool, path: tuple, message: str, key: bool = False) -> None:
        if not condition:
            raise ScenarioError(self.line(path, key), message)

    # --- the run
    def play(self) -> None:
        data = self.doc.data
        self.require(isinstance(data, dict), (), "un escenario es un mapa con «nombre», «regla», «heroes», «inicio», "
                     "«acciones» y «esperado»")
        for key in data:
            self.require(key in SCENARIO_KEYS, (key,), f"clave desconocida «{key}» en el escenario (admitidas: "
                         f"{', '.join(sorted(SCENARIO_KEYS))})", key=True)
        for key in ("nombre", "regla"):
            self.require(isinstance(data.get(key), (str, int, float)), (key,),
                         f"falta «{key}» en el escenario" if key not in data else f"«{key}» debe ser un texto", key=True)
        rules = self.project.ruleset
        mode = data.get("modo", "1v1")
        self.require(isinstance(mode, str) and mode in rules.modes, ("modo",),
                     f"modo desconocido «{mode}» (admitidos: {', '.join(rules.modes)})")
        seed = data.get("semilla", 0)
        self.require(type(seed) is int and abs(seed) < 2 ** 63, ("semilla",), "«semilla» debe ser un número entero")
        cards = self.cards(data.get("cartas"))
        battlefield = self.battlefield(data.get("campo"))
        heroes = data.get("heroes")
        seats = len(rules.modes[mode].seats())
        self.require(isinstance(heroes, list) and len(heroes) == seats, ("heroes",),
                     f"«heroes» es la lista de los {seats} héroes del modo «{mode}», en el orden de sus asientos "
                     "(cada uno con «mazo: NOMBRE» o «personaje: ID» y sus «cartas»)", key="heroes" not in data)
        decks = [self.seat(cards, hero, ("heroes", i)) for i, hero in enumerate(heroes)]
        try:
            game = UNMATCHED.start(rules, decks, seed, mode, battlefield=battlefield)
        except ValueError as error:
            raise ScenarioError(self.line(("heroes",)), str(error))
        self.game = game
        start = data.get("inicio") or {}
        self.require(isinstance(start, dict), ("inicio",), "«inicio» debe ser un mapa")
        self.set_up(start, heroes)
        actions = data.get("acciones") or []
        self.require(isinstance(actions, list), ("acciones",), "«acciones» debe ser una lista")
        last = None
        for i, entry in enumerate(actions):
            path = ("acciones", i)
            if isinstance(entry, dict) and "ilegal" in entry and set(entry) <= {"ilegal", "motivo"}:
                self.illegal(entry, path, i)
                continue
            if isinstance(entry, dict) and set(entry) == {"esperado"}:
                where = f"tras la acción {last[0]} «{last[1]}»: " if last else "antes de la primera acción: "
                self.check_all(entry["esperado"], path + ("esperado",), where)
                continue
            self.require(isinstance(entry, str), path, "cada acción es un texto como «A: maniobra» (o «ilegal: A: …» "
                         "para una acción que no debe estar permitida, «esperado: {…}» para comprobar hechos en ese punto)")
            what = f"la acción {i + 1} «{entry}»"
            if game.over:
                raise ScenarioError(self.line(path), f"{what} sobra: la partida ya ha terminado ({game.result})")
            action, player = self.parse(entry, path)
            why = refusal(game, action, player)
            if why is not None:
                raise ScenarioError(self.line(path), f"{what} no es legal: {why}; {pending(game)}; acciones legales: "
                                    f"{legal_text(game)}")
            self.apply(action)
            last = (i + 1, entry)
        self.check_all(data.get("esperado") or {}, ("esperado",), "")

    def apply(self, action) -> None:
        from .terminal import public_log

        before = self.game.clone()
        self.game.apply(action)
        self.log += public_log(before, action, self.game)

    # --- cards, battlefield and seats
    def cards(self, written) -> dict[str, Any]:
        """Every card the scenario may name by id: its own first, then the folder's and its pack's."""
        found = {}
        for card_set in self.project.sets.values():
            for card_id, card in card_set.cards.items():
                found.setdefault(card_id, card)
                found[f"{card.set_code}/{card_id}"] = card
        if written is None:
            return found
        self.require(isinstance(written, list), ("cartas",), "«cartas» debe ser una lista de cartas")
        return found | written_cards(self.doc, written, self.project.game)

    def battlefield(self, wanted):
        maps = self.project.maps
        self.require(bool(maps), ("campo",), "no hay ningún campo de batalla en la carpeta ni en su paquete")
        chosen = sorted(maps)[0] if wanted is None else wanted
        self.require(isinstance(chosen, str) and chosen in maps, ("campo",),
                     f"no hay ningún campo de batalla «{chosen}»; los hay: {', '.join(sorted(maps))}")
        return maps[chosen].battlefield

    def seat(self, cards: dict, hero, path: tuple) -> tuple[str, list]:
        """A seat's ``(name, [character card, action cards…])``: a deck of the folder («mazo») or a character card
        («personaje») with «cartas» (a list of ids, or a map id: copies)."""
        self.require(isinstance(hero, dict), path, "cada héroe es un mapa con «mazo: NOMBRE» o «personaje: ID» y «cartas»")
        for key in hero:
            self.require(key in HERO_KEYS, path + (key,), f"clave desconocida «{key}» en un héroe (admitidas: "
                         f"{', '.join(sorted(HERO_KEYS))})", key=True)
        if "mazo" in hero:
            self.require("personaje" not in hero and "cartas" not in hero, path + ("mazo",),
                         "un héroe lleva «mazo» (un mazo de la carpeta) o «personaje» y «cartas», no los dos")
            from .cards import seat_cards

            deck = self.project.deck(str(hero["mazo"]))
            self.require(deck is not None, path + ("mazo",), self.project.no_deck(str(hero["mazo"])))
            try:
                return seat_cards(self.project, deck)
            except ValueError as error:
                raise ScenarioError(self.line(path + ("mazo",)), str(error))
        character = hero.get("personaje")
        card = cards.get(character) if isinstance(character, str) else None
        self.require(card is not None and card.type == self.project.ruleset.character_type, path + ("personaje",),
                     f"«{character}» no es una Carta de Personaje de la carpeta ni del escenario" if "personaje" in hero
                     else "falta «mazo: NOMBRE» o «personaje: ID» en el héroe", key="personaje" not in hero)
        written = hero.get("cartas") or []
        counts = written if isinstance(written, dict) else Counter(written) if isinstance(written, list) else None
        self.require(counts is not None, path + ("cartas",), "«cartas» es una lista de ids o un mapa «id: copias»")
        action_cards = []
        for key, copies in counts.items():
            found = cards.get(key) if isinstance(key, str) else None
            self.require(found is not None and found.type != card.type, path + ("cartas",),
                         f"«{key}» no es una Carta de Acción de la carpeta ni del escenario")
            self.require(type(copies) is int and 1 <= copies <= 60, path + ("cartas", key),
                         f"las copias de «{key}» son un número de 1 a 60")
            action_cards += [found] * copies
        return card.name, [card, *action_cards]

    # --- the position
    def set_up(self, start: dict, heroes: list) -> None:
        game = self.game
        for key in start:
            self.require(key in START_KEYS, ("inicio", key), f"clave desconocida «{key}» en «inicio» (admitidas: "
                         f"{', '.join(sorted(START_KEYS))})", key=True)
        phase = start.get("fase", "accion")
        self.require(phase in ("preparacion", "accion"), ("inicio", "fase"),
                     "«fase» de «inicio» es «accion» (por defecto: la preparación hecha, cada acólito en la primera "
                     "casilla que se ofrece) o «preparacion» (los acólitos se colocan con acciones «colocar»)")
        if phase == "accion":
            while game.phase == PLACE and not game.over:
                game.apply(game.legal_actions()[0])
        for hero in heroes:  # the fighters written leave the board first: each is then put where it is written
            for label in hero.get("luchadores") or {} if isinstance(hero.get("luchadores"), dict) else ():
                f = next((f for f, x in enumerate(game.fighters) if normalise(x.label) == normalise(str(label))), -1)
                if f >= 0 and game.pos[f] >= 0:
                    game.occ[game.pos[f]] = -1
                    game.pos[f] = -1
        for a, hero in enumerate(heroes):
            self.army(a, hero, ("heroes", a))
        if "activo" in start:
            self.require(phase == "accion", ("inicio", "activo"), "«activo» se da con «fase: accion»")
            letter = str(start["activo"]).strip().upper()
            armies = [a for a, army in enumerate(game.armies) if PLAYER_LETTERS[army.player] == letter]
            self.require(bool(armies), ("inicio", "activo"), f"«{start['activo']}» no es un jugador: usa "
                         f"{', '.join(PLAYER_LETTERS[:game.players])}")
            game.active, game.phase, game.actions_left = armies[0], ACTION, game.rules.actions_per_turn
        if "turno" in start:
            game.turn = self.count(start, "turno", ("inicio",))
        if "acciones" in start:
            self.require(phase == "accion", ("inicio", "acciones"), "«acciones» se da con «fase: accion»")
            game.actions_left = self.count(start, "acciones", ("inicio",))
            self.require(1 <= game.actions_left <= game.rules.actions_per_turn, ("inicio", "acciones"),
                         f"«acciones» (las que le quedan al jugador activo) va de 1 a {game.rules.actions_per_turn}")
        game.turn_start = game.pos[:]
        game._legal = None

    def count(self, data: dict, key: str, path: tuple) -> int:
        value = data.get(key)
        self.require(type(value) is int and 0 <= value <= MAX_COUNT, path + (key,),
                     f"«{key}» debe ser un número entero entre 0 y {MAX_COUNT}")
        return value

    def army(self, a: int, hero: dict, path: tuple) -> None:
        """A hero's piles and fighters as the scenario writes them (what it does not write stays as dealt)."""
        game = self.game
        army = game.armies[a]
        pool = game.deck[a] + game.hand[a]
        piles = {}
        for key in ("mano", "robo", "descartes"):
            if key not in hero:
                continue
            written = hero[key]
            self.require(isinstance(written, list) and all(isinstance(c, str) for c in written), path + (key,),
                         f"«{key}» es una lista de ids de cartas")
            taken = []
            for k, ref in enumerate(written):
                index = next((c for c in pool if _is(army.cards[c], ref)), None)
                self.require(index is not None, path + (key, k), f"«{ref}» no está en el mazo de {army.deck.hero.name} "
                             "(o ya no quedan copias)")
                pool.remove(index)
                taken.append(index)
            piles[key] = taken
        if piles:
            hand = piles.get("mano")
            if hand is None:  # the dealt hand stays, less what the other piles took
                hand = [c for c in game.hand[a] if c in pool]
                for c in hand:
                    pool.remove(c)
            rest = [c for c in game.deck[a] + game.hand[a] if c in pool]  # in their shuffled order
            left = Counter(pool)
            deck = []
            for c in rest:
                if left[c]:
                    left[c] -= 1
                    deck.append(c)
            game.hand[a] = hand
            game.deck[a] = deck + list(reversed(piles.get("robo", [])))  # the top is the last; «robo» top first
            game.discard[a] = piles.get("descartes", [])
        if "estado" in hero:
            states = [normalise(s) for s in army.deck.hero.states]
            wanted = normalise(str(hero["estado"]))
            self.require(wanted in states, path + ("estado",), f"{army.deck.hero.name} no tiene el estado "
                         f"«{hero['estado']}» (los suyos: {', '.join(army.deck.hero.states) or 'ninguno'})")
            game.hero_state[a] = states.index(wanted)
        fighters = hero.get("luchadores") or {}
        self.require(isinstance(fighters, dict), path + ("luchadores",), "«luchadores» es un mapa «Nombre: casilla» o "
                     "«Nombre: {casilla: c3, vida: 5}»")
        for label, where in fighters.items():
            f = next((f for f in army.fighters if normalise(game.fighters[f].label) == normalise(str(label))), None)
            self.require(f is not None, path + ("luchadores", label), f"«{label}» no es un luchador de "
                         f"{army.deck.hero.name}: {', '.join(game.fighters[f].label for f in army.fighters)}", key=True)
            where = where if isinstance(where, dict) else {"casilla": where}
            self.place(f, where, path + ("luchadores", label))

    def place(self, f: int, where: dict, path: tuple) -> None:
        game = self.game
        self.require(set(where) <= {"casilla", "vida"}, path, "un luchador lleva «casilla» (null: derrotado) y «vida»")
        if "vida" in where:
            health = where["vida"]
            top = game.fighters[f].kind.health
            self.require(type(health) is int and 0 <= health <= top, path + ("vida",),
                         f"la vida de {game.fighters[f].label} va de 0 a {top}")
            game.hp[f] = health
        if "casilla" in where:
            space = where["casilla"]
            if space is None:
                game.hp[f] = 0
                if game.pos[f] >= 0:
                    game.occ[game.pos[f]] = -1
                game.pos[f] = -1
                return
            space = str(space)
            self.require(space in game.space_ids, path + ("casilla",), f"«{space}» no es una casilla de "
                         f"{game.board.name}")
            s = game.space_ids.index(space)
            other = game.occ[s]
            self.require(other < 0 or other == f, path + ("casilla",), f"{space} ya está ocupada por "
                         f"{game.fighters[other].label if other >= 0 else ''}")
            game._move(f, s)
        self.require(game.hp[f] == 0 or game.pos[f] >= 0, path, f"{game.fighters[f].label} tiene vida y no está en "
                     "ninguna casilla: dale una «casilla»")

    # --- actions
    def parse(self, text: str, path: tuple) -> tuple[Any, int]:
        """«A: verbo …» as the action of the game and the player who writes it."""
        game = self.game
        match = re.fullmatch(r"\s*([A-Da-d])\s*:\s*(.+?)\s*", text)
        self.require(match is not None, path, f"«{text}» no es una acción: escribe «A: maniobra», «A: Alice ataca a "
                     "Medusa con finta»… (docs/scenarios.md, «Unmatched»)")
        letter, words = match.group(1).upper(), match.group(2)
        self.require(letter in PLAYER_LETTERS[:game.players], path, f"«{letter}» no es un jugador: usa "
                     f"{', '.join(PLAYER_LETTERS[:game.players])}")
        try:
            return parse_action(game, words), PLAYER_LETTERS.index(letter)
        except ValueError as error:
            raise ScenarioError(self.line(path), f"«{text}»: {error}")

    def illegal(self, entry: dict, path: tuple, i: int) -> None:
        text, wanted = entry["ilegal"], entry.get("motivo")
        self.require(isinstance(text, str), path + ("ilegal",), "«ilegal» es una acción como «A: maniobra»")
        action, player = self.parse(text, path + ("ilegal",))
        why = refusal(self.game, action, player)
        if why is None:
            raise ScenarioError(self.line(path), f"la acción {i + 1} «{text}» debía ser ilegal, pero es legal")
        if why.startswith(NOT_YOUR_TURN):
            raise ScenarioError(self.line(path), f"la acción {i + 1} «{text}» se rechaza solo porque {why}: así no "
                                "prueba ninguna regla")
        if wanted is not None and normalise(str(wanted)) not in normalise(why):
            raise ScenarioError(self.line(path), f"la acción {i + 1} «{text}» es ilegal, pero por otro motivo: "
                                f"«{why}» (se esperaba «{wanted}»)")

    # --- expectations
    def check_all(self, expected, path: tuple, where: str) -> None:
        self.require(isinstance(expected, dict), path, "«esperado» debe ser un mapa «clave: valor»")
        for key, value in expected.items():
            found = self.fact(str(key), value, path + (key,))
            if not _same(found, value):
                raise ScenarioError(self.line(path + (key,)), f"{where}esperado «{key}: {_show(value)}», pero es "
                                    f"{_show(found)}")

    def fact(self, key: str, value, path: tuple):
        """The game's value of ``key`` (the table in docs/scenarios.md, «Unmatched»)."""
        game = self.game
        letter = lambda p: None if p is None else PLAYER_LETTERS[p]  # noqa: E731
        simple = {"fase": lambda: CHOICE_ID if game.choice is not None and not game.over else PHASE_IDS[game.phase],
                  "pregunta": lambda: game.choice.question if game.choice is not None else None, "activo": lambda: letter(game.armies[game.active].player),
                  "espera": lambda: letter(game.to_move), "turno": lambda: game.turn,
                  "acciones": lambda: game.actions_left, "fin": lambda: game.over,
                  "ganador": lambda: letter(game.winners[0]) if len(game.winners) == 1 else None,
                  "ganadores": lambda: [letter(p) for p in game.winners], "resultado": lambda: game.result,
                  "final": lambda: game.end_kind or None, "no_jugados": lambda: len(game.unplayed)}
        if key in simple:
            return simple[key]()
        who, _, what = key.rpartition(".")
        if what in ("ve", "no_ve") and who:
            return self.sees(who, what, value, path)
        label = normalise(who)
        fighter = next((f for f, x in enumerate(game.fighters) if normalise(x.label) == label), None)
        army = next((a for a, x in enumerate(game.armies) if normalise(x.deck.hero.name) == label), None)
        if fighter is not None and what in ("vida", "casilla"):
            return game.hp[fighter] if what == "vida" else game.space(fighter)
        if army is not None and what in ("mano", "mazo", "descartes", "estado", "robo"):
            cards = game.armies[army].cards
            if what == "estado":
                states = game.armies[army].deck.hero.states
                return states[game.hero_state[army]] if states else None
            pile = {"mano": game.hand, "mazo": game.deck, "descartes": game.discard, "robo": game.deck}[what][army]
            if what == "robo":  # the top of the deck, top first, as many as written
                n = len(value) if isinstance(value, list) else 0
                return [cards[c].key for c in reversed(pile[-n:])] if n else []
            return len(pile) if type(value) is int else sorted(cards[c].key for c in pile)
        raise ScenarioError(self.line(path, True), f"clave desconocida «{key}» en «esperado» (docs/scenarios.md, "
                            "«Unmatched»: fase, activo, espera, turno, acciones, fin, ganador, resultado, final, "
                            "no_jugados, LUCHADOR.vida, LUCHADOR.casilla, HÉROE.mano, HÉROE.mazo, HÉROE.robo, "
                            "HÉROE.descartes, HÉROE.estado, A.ve, A.no_ve)")

    def sees(self, who: str, what: str, value, path: tuple):
        """«B.no_ve: [ataque, Alice.mano]»: whether player ``who`` sees each thing (the value itself when so)."""
        game = self.game
        letter = who.strip().upper()
        self.require(letter in PLAYER_LETTERS[:game.players], path, f"«{who}» no es un jugador")
        things = value if isinstance(value, list) else [value]
        view = game.observe(PLAYER_LETTERS.index(letter)).view
        wrong = []
        for thing in things:
            seen = self.seen(view, str(thing), path)
            if seen != (what == "ve"):
                wrong.append(str(thing))
        return value if not wrong else f"{who} {'no ' if what == 've' else ''}ve {', '.join(wrong)}"

    def seen(self, view: Game, thing: str, path: tuple) -> bool:
        if thing in ("ataque", "defensa"):
            self.require(view.combat is not None, path, f"no hay ningún combate: «{thing}» no es ninguna carta")
            return view.combat[2 if thing == "ataque" else 3] != HIDDEN
        if thing == "impulso_del_ataque":
            return view.attack_boost != HIDDEN
        hero, _, pile = thing.rpartition(".")
        army = next((a for a, x in enumerate(view.armies) if normalise(x.deck.hero.name) == normalise(hero)), None)
        self.require(army is not None and pile in ("mano", "mazo", "descartes"), path,
                     f"«{thing}» no es algo que se ve: «ataque», «defensa», «impulso_del_ataque» o HÉROE.mano, "
                     "HÉROE.mazo, HÉROE.descartes")
        cards = {"mano": view.hand, "mazo": view.deck, "descartes": view.discard}[pile][army]
        return HIDDEN not in cards and (pile != "mazo" or len(cards) <= 1)


NOT_YOUR_TURN = "no le toca"


def _is(card, ref: str) -> bool:
    return ref in (card.key, card.key.rpartition("/")[2]) or normalise(ref) == normalise(card.name)


def _same(found, value) -> bool:
    if isinstance(value, list) and isinstance(found, list):
        return sorted(map(str, found)) == sorted(map(str, value))
    return found == value


def _show(value) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(map(str, value)) + "]"
    return "null" if value is None else str(value).lower() if isinstance(value, bool) else str(value)


def pending(game: Game) -> str:
    """What the game waits for, in Spanish."""
    if game.over:
        return f"la partida ha terminado ({game.result})"
    if game.choice is not None:
        return f"le toca a {PLAYER_LETTERS[game.to_move]} elegir: {game.choice.question}"
    return f"le toca a {PLAYER_LETTERS[game.to_move]} ({PHASE_NAMES[game.phase]})"


def legal_text(game: Game) -> str:
    actions = game.legal_actions()
    shown = "; ".join(f"«{written(game, a)}»" for a in actions[:12])
    return shown + (f" y {len(actions) - 12} más" if len(actions) > 12 else "")


def written(game: Game, action) -> str:
    """An action as a scenario writes it (what :func:`parse_action` reads)."""
    label = lambda f: game.fighters[f].label  # noqa: E731
    kind = type(action)
    if kind is A.Maneuver:
        return "maniobra"
    if kind is A.Boost:
        return "sin impulso" if action.card is None else f"impulso {action.card}"
    if kind is A.Move:
        return f"mover {label(action.fighter)} a {action.space}"
    if kind is A.EndMove:
        return "terminar"
    if kind is A.Scheme:
        return f"estratagema {action.card} con {label(action.fighter)}"
    if kind is A.Attack:
        return f"{label(action.fighter)} ataca a {label(action.target)} con {action.card}"
    if kind is A.Defend:
        return "no defender" if action.card is None else f"defender con {action.card}"
    if kind is A.Discard:
        return f"descartar {action.card}"
    if kind is A.Place:
        return f"colocar {label(action.fighter)} en {action.space}"
    if kind is A.Choose:
        return f"elegir {_option_name(game, action.option)}"
    return UNMATCHED.action_text(game, action)


def _option_name(game: Game, option: str) -> str:
    """An option as a scenario names it: a fighter by its name, anything else by its id."""
    if option.isdigit() and game.choice is not None and any("de vida" in t or t in [x.label for x in game.fighters]
                                                           for t in game.choice.texts) and int(option) < len(game.fighters):
        return game.fighters[int(option)].label
    return option


def _choose(game: Game, words: str):
    """«elegir X»: the option whose id or name (a fighter's) is X."""
    if game.choice is None:
        return A.Choose(words)  # refused: no choice is asked (``refusal``)
    for option in game.choice.options:
        if normalise(option) == normalise(words) or normalise(_option_name(game, option)) == normalise(words):
            return A.Choose(option)
    return A.Choose(words)  # no option: refused with the options (``refusal``)


def parse_action(game: Game, words: str):
    """The action ``words`` names («maniobra», «Alice ataca a Medusa con finta»…); ``ValueError`` in Spanish."""
    for pattern, build in _VERBS:
        match = re.fullmatch(pattern, words, re.IGNORECASE)
        if match:
            return build(game, *match.groups())
    raise ValueError("no es una acción de Unmatched: maniobra, impulso CARTA, sin impulso, mover LUCHADOR a CASILLA, "
                     "terminar, estratagema CARTA [con LUCHADOR], LUCHADOR ataca a LUCHADOR con CARTA, defender con "
                     "CARTA, no defender, descartar CARTA, colocar LUCHADOR en CASILLA")


def _fighter(game: Game, name: str) -> int:
    key = normalise(name)
    found = [f for f, x in enumerate(game.fighters) if normalise(x.label) == key]
    if not found:
        raise ValueError(f"«{name}» no es ningún luchador de la partida: "
                         f"{', '.join(x.label for x in game.fighters)}")
    return found[0]


def _card(game: Game, army: int, ref: str) -> str:
    for card in game.armies[army].cards:
        if _is(card, ref):
            return card.key
    raise ValueError(f"«{ref}» no es ninguna carta del mazo de {game.armies[army].deck.hero.name}")


def _actor(game: Game) -> int:
    """The army of the one who acts now (the defender's during a defence)."""
    if game.phase == PLACE and game.to_place:
        return game.fighters[game.to_place[0]].army
    return game.fighters[game.combat[1]].army if game.combat is not None else game.active


def _scheme(game: Game, card: str, fighter: str | None):
    key = _card(game, game.active, card)
    if fighter is not None:
        return A.Scheme(_fighter(game, fighter), key)
    info = next(c for c in game.armies[game.active].cards if c.key == key)
    mine = [f for f in game.armies[game.active].fighters if game.pos[f] >= 0 and game.usable(info, f)]
    return A.Scheme(mine[0] if mine else game.armies[game.active].fighters[0], key)


_VERBS = (
    (r"maniobra", lambda g: A.Maneuver()),
    (r"sin impulso", lambda g: A.Boost(None)),
    (r"impulso (.+)", lambda g, c: A.Boost(_card(g, g.active, c))),
    (r"mover (.+?) a (\S+)", lambda g, f, s: A.Move(_fighter(g, f), s)),
    (r"terminar", lambda g: A.EndMove()),
    (r"estratagema (.+?) con (.+)", lambda g, c, f: _scheme(g, c, f)),
    (r"estratagema (.+)", lambda g, c: _scheme(g, c, None)),
    (r"(.+?) ataca a (.+?) con (.+)", lambda g, f, t, c: A.Attack(_fighter(g, f), _fighter(g, t), _card(
        g, g.fighters[_fighter(g, f)].army, c))),
    (r"no defender", lambda g: A.Defend(None)),
    (r"defender con (.+)", lambda g, c: A.Defend(_card(g, _actor(g), c))),
    (r"descartar (.+)", lambda g, c: A.Discard(_card(g, g.active, c))),
    (r"colocar (.+?) en (\S+)", lambda g, f, s: A.Place(_fighter(g, f), s)),
    (r"elegir (.+)", _choose),
)


def refusal(game: Game, action, player: int) -> str | None:
    """Why ``player`` may not take ``action`` now, in Spanish (None: it is legal)."""
    if game.over:
        return f"la partida ha terminado ({game.result})"
    if player != game.to_move:
        return f"{NOT_YOUR_TURN} a {PLAYER_LETTERS[player]}: {pending(game)}"
    if game.choice is not None and type(action) is not A.Choose:
        return f"antes hay que elegir: {game.choice.question}"
    if type(action) is A.Choose and action not in game.legal_actions():
        if game.choice is None:
            return "ningún efecto está pidiendo una elección ahora"
        shown = ", ".join(_option_name(game, o) for o in game.choice.options)
        return f"«{action.option}» no es una de las opciones de «{game.choice.question}»: {shown}"
    if action in game.legal_actions():
        return None
    phase = PHASE_NAMES[game.phase]
    kind = type(action)
    wanted = {A.Maneuver: ACTION, A.Scheme: ACTION, A.Attack: ACTION}.get(kind)
    if wanted is not None and game.phase != wanted:
        return f"no es el momento: la partida está en la fase de {phase}"
    army = _actor(game)
    cards = game.armies[army].cards
    card_key = getattr(action, "card", None)
    if card_key is not None and not any(cards[c].key == card_key for c in game.hand[army]):
        return f"la carta «{card_key}» no está en la mano de {game.armies[army].deck.hero.name}"
    info = next((c for c in cards if c.key == card_key), None)
    if kind is A.Attack:
        if game.fighters[action.fighter].army != game.active:
            return f"{game.fighters[action.fighter].label} no es un luchador del héroe que juega el turno"
        if info.kind not in ("ataque", "multiuso"):
            return f"{info.name} no es una carta de Ataque ni Multiuso"
        if not game.usable(info, action.fighter):
            return f"{game.fighters[action.fighter].label} no puede jugar {info.name} (es de {info.character})"
        if game.team_of[action.target] == game.team_of[action.fighter]:
            return f"{game.fighters[action.target].label} no es un rival"
        if not game.in_reach(action.fighter, action.target):
            return (f"{game.fighters[action.target].label} no está al alcance de {game.fighters[action.fighter].label}"
                    " (cuerpo a cuerpo: una casilla adyacente; a distancia: también una casilla de su zona)")
    if kind is A.Defend and info is not None:
        if info.kind not in ("defensa", "multiuso"):
            return f"{info.name} no es una carta de Defensa ni Multiuso"
        return f"{game.fighters[game.combat[1]].label} no puede jugar {info.name} (es de {info.character})"
    if kind is A.Scheme:
        if info.kind != "estratagema":
            return f"{info.name} no es una estratagema"
        return f"{game.fighters[action.fighter].label} no puede jugar {info.name} (es de {info.character}, que debe estar en juego)"
    if kind is A.Move:
        if game.phase != 3:
            return f"no es el momento de mover: la partida está en la fase de {phase}"
        if game.moved >> action.fighter & 1:
            return f"{game.fighters[action.fighter].label} ya se ha movido en esta maniobra"
        if game.fighters[action.fighter].army != game.active:
            return f"{game.fighters[action.fighter].label} no es un luchador del héroe que juega el turno"
        space = game.space_ids.index(action.space) if action.space in game.space_ids else -1
        if space >= 0 and game.occ[space] >= 0:
            return f"{action.space} está ocupada: no se acaba un movimiento en una casilla ocupada"
        return (f"{game.fighters[action.fighter].label} no llega a {action.space}: no le alcanza el movimiento o tendría "
                "que atravesar a un rival")
    return f"no es una de las acciones legales ahora ({phase})"
