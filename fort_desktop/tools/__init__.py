"""Generator scripts: write the project's sprites and sounds (run with ``python -m``)."""
