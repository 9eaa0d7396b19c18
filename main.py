#!/usr/bin/env python3
"""Fort Desktop: a desktop tabletop for Fortify, Fort and Forfort.

    python main.py                      # the launcher
    python main.py fortify              # start Fortify (two people, one mouse)
    python main.py fortify --players human,bot --seed 7
    python main.py fortify --autoplay --headless --screenshot /tmp/end.png

See ``fort_desktop/cli.py`` (and TABLE.md "Command line") for every option.
"""
import gc
import sys

# Start-up makes many objects and no garbage worth collecting: the collector waits until the table
# is up (fort_desktop.cli freezes what start-up made, then turns it back on).
gc.disable()

from fort_desktop.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
