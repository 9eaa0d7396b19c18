"""Scenes of the table: launcher, game tables, curtain, game over, overlays."""
