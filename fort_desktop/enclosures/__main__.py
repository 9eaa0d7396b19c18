"""The command ``python -m fort_desktop.enclosures LAYOUT`` (see the package docstring): the layout
read with Fortify's settings from ``data/fortify``. Only this entry point reaches the rules."""
from __future__ import annotations

import sys

from ..rules.fortify.data import layout_rules
from . import main

if __name__ == "__main__":
    sys.exit(main(None, layout_rules))
