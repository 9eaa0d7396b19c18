"""Fort's data: the Kid cards, Best Friends, Perks, Made-Up Rules, the Fort table and the rules
config, read from ``data/fort/`` through :func:`fort_desktop.data.load_yaml` (JSON Schemas in
``data/schemas/fort/``) and cross-checked here: the counts the rules text fixes, known suits, ops in
the engine's vocabulary with only the parameters each op takes. Any problem raises
:class:`~fort_desktop.data.DataError`, one line naming file, entry and field (fort.md 4).

Card instance ids: a Kid is ``"kid-SK01"`` (``"kid-SK01-2"`` for a second copy); a Best Friend is
``"bf-P2-1"`` (seat P2's copy of the first template).
"""
from __future__ import annotations

import functools
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping

from ...data import DataError, load_yaml
from ... import DATA_DIR
from ...record import Record

SUITS = ("SK", "SH", "GL", "SQ", "CR", "BK")
COIN = "CO"
SUIT_WORDS = {"SK": "Skateboard", "SH": "Shovel", "GL": "Glue", "SQ": "Squirtgun", "CR": "Crown",
              "BK": "Book", "CO": "Coin"}
#: The parameters each op takes (fort.md 3); ``required`` ones first in the tuple pair.
OP_PARAMS: Mapping[str, tuple[tuple[str, ...], tuple[str, ...]]] = MappingProxyType({
    "gather": (("r",), ("n", "x", "each", "max")),
    "pack": ((), ("n", "x", "each", "max")),
    "advance": ((), ("disc",)),
    "score": ((), ("n", "x", "each", "max", "per")),
    "lookout": ((), ("n", "x", "each", "max")),
    "trash": ((), ("n", "x", "each", "max", "upto")),
    "trash_self": ((), ()),
    "recruit": (("from",), ()),
    "spend": (("r", "n"), ()),
    "trash_rival": ((), ()),
    "copy_pack": ((), ()),
    "copy_rival_pack": ((), ()),
    "convert": ((), ("n", "x", "each", "max")),
})
OP_R = {"gather": ("P", "T", "ONE"), "spend": ("P", "T", "ANY")}
HOOK_ARGS = {"follower_counts_lookout": (), "yard_save": ("count",), "pack_cap_bonus": ("bonus",),
             "advance_discount": ("discount", "own_turn_only"), "coin_weight": ("weight",),
             "follow_any": ("discard", "count")}
FILES = ("kids", "best_friends", "perks", "made_up_rules", "fort_table", "rules")
#: Counts fixed by the rules text ("Components").
KID_COUNT, BF_TEMPLATES, PERK_COUNT, RULE_COUNT, SEAT_COLOURS = 60, 2, 9, 11, 4

Effect = Mapping[str, Any]
Action = tuple[Effect, ...]


class CardSpec(Record):
    """One card face: ``spec_id`` (``SK01``, ``BF1``), ``name``, ``suits`` (1-2 of SK SH GL SQ CR BK
    CO), the public (``pub``) and private (``prv``) actions as tuples of effect dicts (or None), and
    ``bf`` for a Best Friend. Not changed once made."""

    __slots__ = ("spec_id", "name", "suits", "pub", "prv", "bf")

    def __init__(self, spec_id: str, name: str, suits: tuple[str, ...], pub: Action | None, prv: Action | None,
                 bf: bool = False):
        self.spec_id = spec_id
        self.name = name
        self.suits = suits
        self.pub = pub
        self.prv = prv
        self.bf = bf

    @property
    def coin(self) -> bool:
        """True for a wild coin card."""
        return COIN in self.suits


class PerkSpec(Record):
    """A Perk (fort.md 4.6): exactly one of ``effect`` (Action), ``end`` (Scoring) or ``hook``. Not
    changed once made."""

    __slots__ = ("perk_id", "name", "trigger", "limit", "text", "effect", "end", "hook", "args")

    def __init__(self, perk_id: str, name: str, trigger: str, limit: str, text: str, effect: Action | None,
                 end: Mapping[str, Any] | None, hook: str | None, args: Mapping[str, Any]):
        self.perk_id = perk_id
        self.name = name
        self.trigger = trigger
        self.limit = limit
        self.text = text
        self.effect = effect
        self.end = end
        self.hook = hook
        self.args = args


class RuleSpec(Record):
    """A Made-Up Rule (fort.md 4.7): ``end`` Scoring, optional one-time ``on_gain`` Action;
    ``text``: what it does in players' words (shown on the table). Not changed once made."""

    __slots__ = ("rule_id", "name", "end", "on_gain", "secret", "text")

    def __init__(self, rule_id: str, name: str, end: Mapping[str, Any], on_gain: Action | None,
                 secret: bool = True, text: str = ""):
        self.rule_id = rule_id
        self.name = name
        self.end = end
        self.on_gain = on_gain
        self.secret = secret
        self.text = text


class FortLevel(Record):
    """One row of the Fort table: ``cap`` (Pack and Lookout), ``cost`` (``{"ANY": n}`` or
    ``{"P": a, "T": b}``; None at level 0), total ``vp`` at this level, ``reward``; ``vp_2_seats``
    the VP with 2 players under the setting ``two_seat_fort_vp`` (None: ``vp``). Not changed once
    made (the balance tool scores other VP with :meth:`~fort_desktop.record.Record.replace` copies)."""

    __slots__ = ("level", "cap", "cost", "vp", "reward", "vp_2_seats")
    frozen = True

    def __init__(self, level: int, cap: int, cost: Mapping[str, int] | None, vp: int, reward: str | None,
                 vp_2_seats: int | None = None):
        self.level, self.cap, self.cost, self.vp, self.reward, self.vp_2_seats = level, cap, cost, vp, reward, vp_2_seats

    def vp_for(self, seats: int, settings: Mapping[str, Any]) -> int:
        """The Fort VP of this level in a game of ``seats`` seats with ``settings`` (rules.yaml)."""
        if seats == 2 and settings.get("two_seat_fort_vp") and self.vp_2_seats is not None:
            return self.vp_2_seats
        return self.vp


class Catalogue(Record):
    """Everything Fort reads from ``data/fort/``, checked. ``config`` is ``rules.yaml`` as a map;
    ``kids``: instance id -> face; ``best_friends``: the templates, in order; ``unique_names``: card
    names distinctive enough to be secrets. Not changed once made."""

    __slots__ = ("kids", "best_friends", "perks", "rules", "fort", "config", "unique_names")

    def __init__(self, kids: Mapping[str, CardSpec], best_friends: tuple[CardSpec, ...],
                 perks: Mapping[str, PerkSpec], rules: Mapping[str, RuleSpec], fort: tuple[FortLevel, ...],
                 config: Mapping[str, Any], unique_names: frozenset[str]):
        self.kids = kids
        self.best_friends = best_friends
        self.perks = perks
        self.rules = rules
        self.fort = fort
        self.config = config
        self.unique_names = unique_names

    @property
    def kid_ids(self) -> tuple[str, ...]:
        """The 60 Kid instance ids in data order."""
        return tuple(self.kids)

    def bf_ids(self, seat: int) -> tuple[str, ...]:
        """Seat ``seat``'s Best Friend ids (``bf-P1-1``, ``bf-P1-2``)."""
        return tuple(f"bf-P{seat + 1}-{j + 1}" for j in range(len(self.best_friends)))

    def spec(self, card_id: str) -> CardSpec:
        """The face of a card instance; raises ``KeyError`` for an unknown id."""
        if card_id.startswith("bf-"):
            return self.best_friends[int(card_id.rsplit("-", 1)[1]) - 1]
        return self.kids[card_id]

    def bf_owner(self, card_id: str) -> int | None:
        """The seat owning a Best Friend id (None for a Kid)."""
        return int(card_id.split("-")[1][1:]) - 1 if card_id.startswith("bf-") else None


@functools.lru_cache(maxsize=4)
def load_catalogue(data_dir: Path = DATA_DIR) -> Catalogue:
    """Load and check every Fort data file under ``data_dir``; raises DataError (one line)."""
    data_dir = Path(data_dir)
    docs = {name: load_yaml(data_dir / "fort" / f"{name}.yaml", data_dir / "schemas" / "fort" / f"{name}.yaml")
            for name in FILES}

    def path(name: str) -> Path:
        return data_dir / "fort" / f"{name}.yaml"

    kids: dict[str, CardSpec] = {}
    seen: set[str] = set()
    for i, entry in enumerate(docs["kids"]["kids"]):
        where = f"kids.{entry['id']}"
        if entry["id"] in seen:
            raise DataError(path("kids"), f"{where}.id", "this id is used twice")
        seen.add(entry["id"])
        if entry.get("bf") or entry.get("per_color"):
            raise DataError(path("kids"), f"{where}.bf", "Best Friends belong in best_friends.yaml")
        spec = _card(path("kids"), where, entry)
        copies = entry.get("copies", 1)
        for k in range(copies):
            kids[f"kid-{entry['id']}" + (f"-{k + 1}" if copies > 1 else "")] = spec
    if len(kids) != KID_COUNT:
        raise DataError(path("kids"), "kids", f"{len(kids)} Kid cards, the rules text has {KID_COUNT}")
    for suit in SUITS + (COIN,):
        if not any(suit in s.suits for s in kids.values()):
            raise DataError(path("kids"), "kids", f"no Kid shows suit {suit}")

    bfs = []
    for entry in docs["best_friends"]["best_friends"]:
        where = f"best_friends.{entry['id']}"
        if not entry.get("bf") or not entry.get("per_color"):
            raise DataError(path("best_friends"), f"{where}.bf", "a Best Friend needs bf: true and per_color: true")
        bfs.append(_card(path("best_friends"), where, entry, bf=True))
    if len(bfs) != BF_TEMPLATES:
        raise DataError(path("best_friends"), "best_friends",
                        f"{len(bfs)} templates, the rules text has {BF_TEMPLATES} Best Friends per player")

    perks: dict[str, PerkSpec] = {}
    for entry in docs["perks"]["perks"]:
        where = f"perks.{entry['id']}"
        kinds = [k for k in ("effect", "end", "hook") if k in entry]
        if len(kinds) != 1:
            raise DataError(path("perks"), where, "a Perk needs exactly one of effect, end or hook")
        args = dict(entry.get("args") or {})
        if "hook" in entry:
            missing = [a for a in HOOK_ARGS[entry["hook"]] if a not in args]
            if missing:
                raise DataError(path("perks"), f"{where}.args", f"hook {entry['hook']} needs {', '.join(missing)}")
        effect = _action(path("perks"), f"{where}.effect", entry["effect"], private=False) if "effect" in entry else None
        if entry["id"] in perks:
            raise DataError(path("perks"), f"{where}.id", "this id is used twice")
        perks[entry["id"]] = PerkSpec(entry["id"], entry["name"], entry["trigger"], entry["limit"], entry["text"],
                                      effect, entry.get("end"), entry.get("hook"), MappingProxyType(args))
    if len(perks) != PERK_COUNT:
        raise DataError(path("perks"), "perks", f"{len(perks)} Perks, the rules text has {PERK_COUNT}")

    rules: dict[str, RuleSpec] = {}
    for entry in docs["made_up_rules"]["made_up_rules"]:
        where = f"made_up_rules.{entry['id']}"
        if entry["id"] in rules:
            raise DataError(path("made_up_rules"), f"{where}.id", "this id is used twice")
        on_gain = _action(path("made_up_rules"), f"{where}.on_gain", entry["on_gain"], private=False) \
            if "on_gain" in entry else None
        rules[entry["id"]] = RuleSpec(entry["id"], entry["name"], entry["end"], on_gain, entry.get("secret", True),
                                       entry["text"])
    if len(rules) != RULE_COUNT:
        raise DataError(path("made_up_rules"), "made_up_rules",
                        f"{len(rules)} Made-Up Rules, the rules text has {RULE_COUNT}")

    config = docs["rules"]
    fort = tuple(FortLevel(e["level"], e["cap"], e["cost"], e["vp"], e["reward"], e.get("vp_2_seats"))
                 for e in docs["fort_table"]["fort"])
    _check_fort(path("fort_table"), fort, config["end_level"])
    low, high = config["players"]
    if config["made_up_stack"]["players_plus"] + high > len(rules):
        raise DataError(path("rules"), "made_up_stack.players_plus", "more cards than there are Made-Up Rules")
    if config["perk_row"]["players_plus"] + high > len(perks):
        raise DataError(path("rules"), "perk_row.players_plus", "more cards than there are Perks")
    if config["park_size"] + high * config["start_kids"] > KID_COUNT:
        raise DataError(path("rules"), "start_kids", "not enough Kids to deal")

    names = [s.name for s in kids.values()] + [b.name for b in bfs]
    words = names + [p.name for p in perks.values()] + [r.name for r in rules.values()] + list(SUIT_WORDS.values())
    # Best Friends exist once per seat, so their names are never unique.
    lowered = [w.lower() for w in words]
    unique = frozenset(n for n in names[:len(kids)] if len(n) >= 4 and names.count(n) == 1
                       and sum(n.lower() in w for w in lowered) == 1)
    return Catalogue(MappingProxyType(kids), tuple(bfs), MappingProxyType(perks), MappingProxyType(rules),
                     fort, MappingProxyType(dict(config)), unique)


def _card(path: Path, where: str, entry: dict[str, Any], bf: bool = False) -> CardSpec:
    if entry.get("pub") is None and entry.get("prv") is None:
        raise DataError(path, where, "a card needs a public or a private action")
    pub = _action(path, f"{where}.pub", entry["pub"], private=False) if entry.get("pub") else None
    prv = _action(path, f"{where}.prv", entry["prv"], private=True) if entry.get("prv") else None
    return CardSpec(entry["id"], entry["name"], tuple(entry["suits"]), pub, prv, bf)


def _action(path: Path, where: str, effects: list[Any], private: bool) -> Action:
    ones = 0
    costs_done = False
    out = []
    for i, eff in enumerate(effects):
        here = f"{where}.{i}"
        op = eff["op"]
        required, optional = OP_PARAMS[op]
        for key in eff:
            if key != "op" and key not in required and key not in optional:
                raise DataError(path, f"{here}.{key}", f"op {op} takes no {key!r}")
        for key in required:
            if key not in eff:
                raise DataError(path, f"{here}.{key}", f"op {op} needs {key!r}")
        if "r" in eff and eff["r"] not in OP_R[op]:
            raise DataError(path, f"{here}.r", f"op {op} takes r in {list(OP_R[op])}, not {eff['r']!r}")
        if op == "trash_self" and not private:
            raise DataError(path, f"{here}.op", "trash_self belongs only in a card's private action")
        if op == "gather" and eff["r"] == "ONE":
            ones += 1
            if ones > 1:
                raise DataError(path, f"{here}.r", "one action may hold only one gather of type ONE")
        if op == "spend":
            if costs_done:
                raise DataError(path, f"{here}.op", "spend steps are costs and come first")
        else:
            costs_done = True
        out.append(MappingProxyType(dict(eff)))
    return tuple(out)


def _check_fort(path: Path, fort: tuple[FortLevel, ...], end_level: int) -> None:
    for i, row in enumerate(fort):
        if row.level != i:
            raise DataError(path, f"fort.{i}.level", f"expected level {i}, found {row.level}")
        if (row.cost is None) != (i == 0):
            raise DataError(path, f"fort.{i}.cost", "level 0 has no cost; every other level has one")
        if row.cost and "ANY" in row.cost and len(row.cost) > 1:
            raise DataError(path, f"fort.{i}.cost", "a cost is either ANY or a P/T mix")
        if i and (row.cap < fort[i - 1].cap or row.vp < fort[i - 1].vp):
            raise DataError(path, f"fort.{i}.cap", "capacity and VP never shrink with the level")
        if i and row.vp_2_seats is not None and row.vp_2_seats < (fort[i - 1].vp_2_seats or 0):
            raise DataError(path, f"fort.{i}.vp_2_seats", "VP never shrink with the level")
    if len(fort) != end_level + 1:
        raise DataError(path, "fort", f"levels 0..{end_level} expected, found {len(fort)} rows")
    expected = {1: "made_up_rule", 2: "perk", end_level: "macaroni_if_first"}
    for level, reward in expected.items():
        if fort[level].reward != reward:
            raise DataError(path, f"fort.{level}.reward", f"the rules text gives {reward} at level {level}")
