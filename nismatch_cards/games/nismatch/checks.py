"""NISMATCH's own checks of a card's abilities, beyond the grammar: what rulebook 3.3, 4.6 and 6.1
say an ability with each etiqueta must be (NM031, NM033, NM035–NM039)."""
from __future__ import annotations

from nismatch_cards.cards.model import Card
from nismatch_cards.diagnostics import Diagnostic
from . import cards as nm
from .language import AbilitySyntaxError
from .language import ast as A
from .rules import Ruleset

_PART_ONLY_TRIGGERS = {A.TriggerEvent.DESTROYED, A.TriggerEvent.EQUIPPED, A.TriggerEvent.DAMAGED}
_PASIVA_CONDITIONS = (A.ThisPartIs, A.CountCondition)
_COUNT_FIELDS = {  # amounts that must be at least 1 for the text to mean anything
    A.SelectParts: ("count",), A.DiscardCost: ("count",), A.RevealCost: ("count",), A.DeactivateCost: ("count",),
    A.Damage: ("amount",), A.Repair: ("amount",), A.Draw: ("count",), A.GainCar: ("amount",),
    A.StatChange: ("amount",), A.TakeBotin: ("count",), A.OpponentDiscards: ("count",),
}


def check_card(card: Card, document, path: tuple, ruleset: Ruleset) -> list[Diagnostic]:
    """Every problem of the card's abilities whose text parses (grammar errors are reported apart)."""
    problems = []
    for i, tag, text in nm.written_abilities(card):
        try:
            ast = nm.parse_text(text)
        except AbilitySyntaxError:
            continue
        problems += _check_ability(card, tag, text, ast, document, path + ("habilidades", i, "texto"), ruleset)
    return problems


def _check_ability(card: Card, tag_id: str, text: str, ast: A.Ability, document, text_path: tuple,
                   ruleset: Ruleset) -> list[Diagnostic]:
    problems = []
    tag = ruleset.tags[tag_id]
    is_part = nm.is_part(card)

    def at(node, code, message, hint):
        offset = node.span.start if node is not None and node.span else 0
        problems.append(document.text_diagnostic(text_path, text, offset, code, message, hint))

    if tag.cost == "prohibido" and ast.cost is not None:
        at(ast, "NM031", f"una habilidad {tag.name} no tiene coste de Carga (reglamento 3.3)",
           "quita «CAR n |» del principio")
    if tag.cost == "obligatorio" and ast.cost is None:
        at(ast, "NM031", f"una habilidad {tag.name} necesita un coste de Carga (reglamento 6.1)",
           "empieza el texto con «CAR n |», p. ej. «CAR 1 | …»")
    triggers = [r for r in ast.requirements if isinstance(r, A.Trigger)]
    if tag.trigger == "obligatorio" and (not ast.requirements or not isinstance(ast.requirements[0], A.Trigger)):
        at(ast.requirements[0] if ast.requirements else ast, "NM033",
           f"una habilidad {tag.name} empieza por su disparador (reglamento 3.3)",
           "empieza con «Cuando …», «Al comienzo de tu turno» o «Al final de tu turno»")
    if tag.trigger == "prohibido":
        for trigger in triggers:
            at(trigger, "NM033", f"solo las habilidades Disparado tienen disparador; esta es {tag.name}",
               "cambia la etiqueta a «disparado» o quita el disparador")
    for trigger in triggers[1:] if tag.trigger == "obligatorio" else []:
        at(trigger, "NM033", "una habilidad solo puede tener un disparador", "deja un solo «Cuando …»")

    for node in (*ast.requirements, *ast.simple_effects()):
        for name in _COUNT_FIELDS.get(type(node), ()):
            if getattr(node, name) == 0:
                at(node, "NM039", "una cantidad de 0 no hace nada", "usa 1 o más, o quita esa parte del texto")

    select = ast.requirement(A.SelectParts)
    activates = ast.requirement(A.OpponentActivates)
    for effect in ast.simple_effects():
        uses_selection = getattr(effect, "target", None) is A.Target.SELECTED or (
            isinstance(effect, A.StatChange) and effect.subject is A.Subject.SELECTED)
        if uses_selection and select is None:
            at(effect, "NM035", "el efecto se refiere a una Parte seleccionada, pero ningún requisito la selecciona",
               "añade antes un requisito «Selecciona una Parte; …»")
        if isinstance(effect, A.Negate) and activates is None:
            at(effect, "NM035", "«niégala» necesita saber qué negar",
               "añade antes «Si tu oponente activa una habilidad o Carta de Apoyo; …»")
        if not is_part and (getattr(effect, "target", None) is A.Target.THIS_PART or (
                isinstance(effect, A.StatChange) and effect.subject is A.Subject.THIS_PART)):
            at(effect, "NM037", "una Carta de Apoyo no es una Parte: no puede decir «esta Parte»",
               "selecciona la Parte con «Selecciona una Parte; …»")
    if not is_part:
        for requirement in ast.requirements:
            if isinstance(requirement, A.ThisPartIs) or (
                    isinstance(requirement, A.Trigger) and requirement.event in _PART_ONLY_TRIGGERS):
                at(requirement, "NM037", "una Carta de Apoyo no es una Parte: no puede decir «esta Parte»",
                   "usa un requisito que no dependa de una Parte")
    if select is not None and select.zone and select.zone not in ruleset.zone_ids and select.zone not in {
            z.type for z in ruleset.zones}:
        at(select, "NM036", f"no hay zonas de tipo «{select.zone}» en el reglamento", "usa una zona del reglamento")
    if tag_id == "pasiva":
        for requirement in ast.requirements:
            if not isinstance(requirement, _PASIVA_CONDITIONS):
                at(requirement, "NM038", "una habilidad Pasiva solo admite condiciones como «Si esta Parte está dañada»",
                   "quita ese requisito o cambia la etiqueta")
        for effect in ast.simple_effects():
            static = isinstance(effect, A.StatChange) and effect.duration is None and effect.subject in (
                A.Subject.MY_UNIT, A.Subject.THIS_PART, A.Subject.OPPONENT_UNIT)
            if not static:
                at(effect, "NM038", "una habilidad Pasiva solo modifica estadísticas de forma permanente",
                   "escribe algo como «Tu Unidad gana +1 DEF», o cambia la etiqueta")
    return problems
