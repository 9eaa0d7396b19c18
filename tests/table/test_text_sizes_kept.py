"""Start-up keeps the texts it measured in the cache folder (widgets.save_text_sizes): a later
start reads pygame's own measures back for the same font face, and never for another face or a
font file that changed."""
import pygame

from fort_desktop.table import widgets


def test_kept_text_sizes_are_pygame_s_own_for_the_same_face_only(tmp_path, monkeypatch):
    monkeypatch.setenv("FORT_DESKTOP_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(widgets, "_KEPT", {"faces": None, "count": 0, "new": False})
    pygame.font.init()
    words = "Ana plays Drench: public then private"
    measured = widgets._load_font(17, False).size(words)
    assert measured == pygame.font.Font.size(widgets._load_font(17, False), words)
    widgets.save_text_sizes()
    assert (tmp_path / widgets.KEPT_SIZES_FILE).is_file()
    monkeypatch.setattr(widgets, "_KEPT", {"faces": None, "count": 0, "new": False})   # the next start
    again = widgets._load_font(17, False)
    assert widgets._kept_sizes(again).get(words) == measured and again.size(words) == measured
    assert words not in (widgets._kept_sizes(widgets._load_font(18, False)) or {})   # another size: measured anew
    font_file = tmp_path / "font.ttf"
    font_file.write_bytes(b"one")
    before = widgets._face(str(font_file), 17, False)
    font_file.write_bytes(b"another")
    assert widgets._face(str(font_file), 17, False) != before       # a changed file: another face
