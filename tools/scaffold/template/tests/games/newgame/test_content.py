"""New Game's seeds load and hold what its rules print: two cards of each value, 1 to 12."""

from __future__ import annotations

import pytest

from service.games.newgame import content
from service.kit.content import ContentError


def test_the_deck_is_two_cards_of_each_value_from_one_to_twelve():
    deck = content.load()
    assert sorted(deck.cards.values()) == sorted(list(range(1, 13)) * 2)
    assert len(deck.hash) == 64


def test_a_bad_card_is_refused_with_its_file():
    docs = content.read()
    docs["cards"]["cards"][0]["value"] = 0
    with pytest.raises(ContentError, match="cards"):
        content.parse(docs)
