"""The Forfort table (issue 9 item 3), built on the kit: each fort a 3 x 3 board turned so its front
line faces the middle, the viewer's hand fanned below, drag a card onto a lit slot or keep.

- :mod:`.layout`: where each fort, slot, keep and the hand lie (pure geometry, no drawing);
- :mod:`.moves`: what dropping a card, or clicking a slot, keep or Army, means among the legal actions;
- :mod:`.scene`: :class:`~.scene.ForfortTable`, the scene (painting from the viewer's view only);
- :mod:`.pictures`: Walls, Camps, Armies, keeps and hand cards drawn from our sprites, cached;
- :mod:`.sprite_maker`: writes those sprites (``sprites/forfort/*.svg``);
- :mod:`.bench`: the frame bench (``run() -> list[str]``).
"""
