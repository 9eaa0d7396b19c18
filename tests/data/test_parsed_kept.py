"""A data file's parsed document is kept (issue 13, start-up): a start-up reads it without the YAML
parser, and a changed file is parsed (and so checked) afresh."""
import pytest

from fort_desktop import data


def test_an_unchanged_file_is_read_without_parsing_again(tmp_path, monkeypatch):
    path = tmp_path / "cards.yaml"
    path.write_text("cards:\n  - {id: 1, name: Ann}\n  - {id: 2, name: Ben}\nlevels: {0: 1, 5: 15}\n")
    first = data.load_yaml(path)

    def no_parse(text):
        raise AssertionError("parsed again")

    monkeypatch.setattr(data, "parse_yaml", no_parse)
    assert data.load_yaml(path) == first == {"cards": [{"id": 1, "name": "Ann"}, {"id": 2, "name": "Ben"}],
                                             "levels": {0: 1, 5: 15}}     # integer keys kept


def test_a_changed_file_is_parsed_afresh_and_its_errors_still_raise(tmp_path):
    path = tmp_path / "cards.yaml"
    path.write_text("a: 1\n")
    assert data.load_yaml(path) == {"a": 1}
    path.write_text("a: 2\n")
    assert data.load_yaml(path) == {"a": 2}
    path.write_text("a: 1\na: 2\n")
    with pytest.raises(data.DataError, match="duplicate key"):
        data.load_yaml(path)
