"""What every rules module of Forfort reads: the checked data, the fort geometry, the card
catalogue and the interpretation settings (C1-C25) in one object, built once per rules object."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .cards import Catalogue
from .geometry import Geometry
from .data import ForfortData


@dataclass(frozen=True)
class Context:
    """``settings`` is rules.yaml, possibly with some choices changed (tests run switches both ways)."""

    data: ForfortData
    geo: Geometry
    cat: Catalogue
    settings: Mapping[str, Any]

    @classmethod
    def build(cls, data: ForfortData, overrides: Mapping[str, Any] | None = None) -> "Context":
        """A context over ``data``; ``overrides`` replace settings by name (``KeyError`` for an
        unknown name, so a typo in a test cannot pass silently)."""
        settings = dict(data.settings)
        for name, value in (overrides or {}).items():
            if name not in settings:
                raise KeyError(f"no Forfort setting named {name!r}")
            settings[name] = value
        return cls(data, Geometry(data), Catalogue(data), settings)
