"""The Fortify table: :class:`~.scene.FortifyTable` and its parts (see :mod:`.scene`)."""
