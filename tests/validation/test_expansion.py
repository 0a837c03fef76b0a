"""The bundled expansion, Desguace Profundo (``cards/profundo/``), and its two decks.

What a designer and a player count on: the set validates with no errors and no warnings and prints
its texts as written; it is a real expansion (40 cards or more, Partes of every zone, every rarity);
every construct of the card language — and every word of its vocabularies: nouns, owners, places,
counts, events, durations, destinations, restrictions — is used by some bundled card, so a construct
added to the catalogue without a card to show it fails here; and both decks that mix the expansion
with the base set are legal.
"""
from __future__ import annotations

import unicodedata
from enum import Enum

import pytest

from nismatch_cards.games.nismatch.language.constructs.battle import _BattleDamageForms
from nismatch_cards.games.nismatch.language.constructs.frame import UsesWording
from nismatch_cards.games.nismatch.language.constructs.parts_wording import (CountersWording, EachOfThem, PGLeftWording,
                                                                       RepairWording, SubjectFirst)
from nismatch_cards.games.nismatch.language.constructs.stat_words import CargaWording, SelfCost, StatWording
from nismatch_cards.games.nismatch.language.constructs.workshops import ActivateIfCarga, OwnTallerRate, UnitHurtThisTurn
from nismatch_cards.games.nismatch.language.constructs.picks import SelectAlso
from nismatch_cards.games.nismatch.language.constructs.stats_more import BattleNoDamage, FighterUnit, LaterDuration, MutedStats

from nismatch_cards.cards.loader import load
from nismatch_cards.cards.yamlfile import load_yaml
from nismatch_cards.games.nismatch import cards as nm
from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language import catalogue, to_text
from nismatch_cards.games.nismatch.language.constructs.triggers import CardEventKind, PlayerEventKind

from .helpers import BUNDLED_CARDS, validate

EXPANSION = "profundo"
DECKS = ("Recicladores del Pozo", "Saqueadores de la Sima")
#: Every value of these must be written on some bundled card. Not listed: Player (its «tu compañero»
#: and «cada piloto» are the owners «de tu compañero» and «de cualquier piloto», which are) and Phase
#: (a trigger names the phases it needs).
VOCABULARIES = (A.Noun, A.Whose, A.Place, A.CountKind, A.Op, A.Destination, A.Timing, A.Activity, A.Activatable,
                A.Turn, CardEventKind, PlayerEventKind)


@pytest.fixture(scope="module")
def project():
    result = load([BUNDLED_CARDS])
    assert result.ok, result.diagnostics
    return result.project


def bundled_abilities(project) -> list:
    keywords = project.ruleset.keywords
    return [a.ast for card in project.all_cards() for a in nm.abilities(card, keywords) if a.ast is not None]


def test_the_bundled_pack_validates_with_no_errors_and_no_warnings():
    run = validate(str(BUNDLED_CARDS))
    assert (run.exit_code, run.diagnostics) == (0, [])


def test_the_expansion_has_40_cards_or_more_partes_of_every_zone_and_every_rarity(project):
    cards = list(project.sets[EXPANSION].cards.values())
    assert len(cards) >= 40
    partes = [c for c in cards if nm.is_part(c)]
    assert {nm.zone(c) for c in partes} == {z.id for z in project.ruleset.zones}
    for kind in (partes, [c for c in cards if not nm.is_part(c)]):
        assert {nm.rarity(c) for c in kind} == set(project.ruleset.rarities)


def test_the_expansion_prints_its_texts_as_written(project):
    """Every ability of the expansion is written in the canonical form that cards and the site print."""
    for card in project.sets[EXPANSION].cards.values():
        for _, _, text, _ in nm.written_abilities(card):
            assert to_text(nm.parse_text(text, project.ruleset.keywords)) == unicodedata.normalize("NFC", text), card.id


def test_every_construct_of_the_catalogue_is_used_by_a_bundled_card(project):
    nodes = [node for ability in bundled_abilities(project) for node in ability.walk()]
    used = {type(node) for node in nodes}
    if any(isinstance(node, A.Selection) and node.random for node in nodes):
        used.add(A.AtRandom)  # a qualifier of a selection, not a node of its own
    wanted = set(catalogue.load())
    if not project.game.pack.engine_data.get("palabras_clave"):
        wanted.discard(A.Keyword)  # no card can use a keyword while the ruleset declares none
    wanted -= NOT_IN_A_SET
    assert sorted(c.__name__ for c in wanted - used) == []


#: Constructs of issue 26, whose example cards go in the docs and the tests, not in the bundled sets (CONSTRUCT.md).
NOT_IN_A_SET = {A.NameOpponent, A.Opponents, A.NextDamage, A.StatSet, A.StatSwap, A.StatDouble, A.ReplaceWhen, A.MoveInstead, A.Unmovable, A.Past, A.PerTurn, A.NextTime, A.OpponentsTurnDuration,
                A.TeamUnits, A.DeclaredOnLeader, A.GameModes,
                A.CostChange, A.ShuffleInto, A.StatCopy, A.XChosen, A.MayDo,
                A.AnyOf, A.DamagePoints, A.OwnerUnitStat, A.PGLeft, A.StatVsUnit,
                A.DamageChange, A.Unnegatable,
                A.DestroyedBy, A.EquippedFrom, A.DeclaredAgainst, A.DamagedAndStands, A.LeftWithPG, A.Repaired,
                A.SelectPlayer, A.LongDuration, A.PerPeriod, A.Later,
                A.Faces, A.Otherwise, A.Doubles, A.RollThen, A.RollResult, A.DiscardDownTo,
                A.IfIs, A.Leave, A.OrderedMove, A.Reorder, A.ChooseAmong, A.ChooseSome,
                A.CargaIs, A.UnitVs, A.ThisPGLeft, A.OnlyOne, A.SaidOtherwise, A.Fighters, A.SameZoneAsThis,
                A.CappedPutCounters, A.CountedStatChange, A.DamageOn, A.RepairAll,
                A.Measured, A.CardStat, A.CountedCarRate, A.Discarded,
                A.EquippedBy, A.SentToTallerBy, A.InGuerrilla, A.DestroyedDuring, A.ActivatesTagged,
                A.NegatedAnyone, A.DamagedFrom, A.CardEventDuring, A.PlayerEventDuring, A.FoughtPhaseEnd,
                A.NoGuerrillaDeclared, A.EquippedFromHand, A.BattleHurt, A.StatBound,
                A.CarRate, A.TallerRate, A.OtherUnits, A.BattleDuration, A.BattleDamage, A.BattleRole, A.KeepsStats,
                A.ActivatesSelecting, A.DamagedThisTurn, A.EquippedThisTurn, A.Most, A.RarityRange, A.TallerTurns,
                A.Targeted, A.ThisEquippedIn, A.InYourZones, A.EmptyZones, A.PgChange, A.IfDestroyed, A.PayCar, A.StaysWith, A.NoDamage, A.GameMode, A.Ban, A.EquipBan, A.DuringPhase, A.Delayed,
                A.TheirTurnDuration, A.SelectedBan, A.ModeFirst, A.RicherOpponent, A.TheDestroyer, A.TheirLater,
                A.BothZones, A.GroupOfParts, A.PlayedByOpponents, A.JoinsUnit, A.NthDraw, A.NegatedYours,
                A.BottomOfPile, A.OfThemKind, A.IfAny, A.ForEachSeen, A.NameNumber, A.NamedFace}
NOT_IN_A_SET |= {A.BattleCap, A.BattleChooser, A.BattleTarget, A.BattleUses, A.DeclaredGuerrilla,
                 _BattleDamageForms}  # the battle's constructs (round 6, constructs/battle.py)
NOT_IN_A_SET |= {StatWording, CargaWording, SelfCost}  # designers' wordings of stats, Carga and costs (round 7)
NOT_IN_A_SET |= {OwnTallerRate, ActivateIfCarga, UnitHurtThisTurn}  # the Talleres, Desactivar (round 9, workshops.py)
NOT_IN_A_SET |= {RepairWording, EachOfThem, PGLeftWording, CountersWording, SubjectFirst}  # parts wordings (round 7)
NOT_IN_A_SET |= {A.SpeedTag, A.InWindow, UsesWording}  # the frame of an ability as designers write it (round 8)
NOT_IN_A_SET |= {A.GoesTo, A.XMax, A.CarKept, A.FirstEachTurn, A.CarMade, A.DrawTop}  # cards, zones and Carga (round 9)
NOT_IN_A_SET |= {LaterDuration, FighterUnit, MutedStats, BattleNoDamage}  # stats and battles (round 9, stats_more.py)
NOT_IN_A_SET |= {SelectAlso}  # two selections in one requirement (round 9, picks.py)
#: Words of the language's vocabularies that only those constructs use.
NOT_IN_A_SET_WORDS = {A.Timing.END_OF_OPPONENTS_NEXT_TURN, A.CardEventKind.REPAIRED, A.Player.EACH_OPPONENT,
                      A.Player.OTHERS, A.Player.THAT, A.Timing.END_OF_PHASE, A.Timing.END_OF_ROUND,
                      A.Timing.START_OF_OPPONENTS_NEXT_TURN, A.Timing.REST_OF_GAME, A.Whose.ATTACKER,
                      A.Whose.DEFENDER, A.Replaced.SCRAPPED, A.Activity.DECLARE_AGAINST,
                      A.PlayerEventKind.NEGATES, A.Destination.BOTINES_BOTTOM, A.Destination.PILE_BOTTOM,
                      A.Whose.DESTROYER, A.Whose.EACH_OPPONENT, A.Timing.END_OF_GUERRILLA_PHASE,
                      A.Timing.END_OF_NEXT_ROUND}  # only while an ability is built: «de tu oponente» (docs/rulings.md 119)


@pytest.mark.parametrize("vocabulary", VOCABULARIES, ids=lambda v: v.__name__)
def test_every_word_of_the_language_is_used_by_a_bundled_card(project, vocabulary):
    written = set()
    for ability in bundled_abilities(project):
        for node in ability.walk():
            written |= {v for v in vars(node).values() if isinstance(v, Enum)}
            if isinstance(node, A.Selection):
                written.add(node.where())  # «una Parte» is on a Unidad, «una marcha» in the marchas
    assert [v.value for v in vocabulary if v not in written and v not in NOT_IN_A_SET_WORDS] == []


@pytest.mark.parametrize("name", DECKS)
def test_the_decks_mix_the_expansion_with_the_base_set_and_are_legal(project, name):
    deck = project.deck(name)
    assert deck is not None and sorted(deck.set_codes) == ["base", EXPANSION]
    rules = project.ruleset
    assert rules.deck_min <= deck.size <= rules.deck_max
    description = load_yaml(deck.source.file).data.get("descripcion", "")
    assert len(description) > 100  # its strategy, for whoever picks it up
    assert validate(str(deck.source.file)).diagnostics == []
