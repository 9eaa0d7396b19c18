"""Everything pygame: the app loop, scenes, widgets, drag-and-drop, dice tray and art."""
