"""Compatibility: the Fortify scenario helpers moved to ``tests/rules/fortify/helpers.py``."""
from tests.rules.fortify.helpers import *  # noqa: F401,F403
from tests.rules.fortify.helpers import _take  # noqa: F401
