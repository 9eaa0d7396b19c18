"""``python -m fort_desktop [GAME] [options]`` and the installed ``fort-desktop`` command: the same
command line as ``main.py`` (see :mod:`fort_desktop.cli`)."""
import gc
import sys


def run() -> int:
    """Start Fort Desktop with ``sys.argv``; returns the exit status (0, or 2 for a bad command line)."""
    # Start-up makes many objects and no garbage worth collecting: the collector waits until the
    # table is up (fort_desktop.cli freezes what start-up made, then turns it back on).
    gc.disable()
    from .cli import main

    return main()


if __name__ == "__main__":
    sys.exit(run())
