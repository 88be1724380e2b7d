"""The terminal's list of options: a long run of options alike but for one growing amount
(Emira's bids) is shortened, and nothing else is."""

from clients.play import _elided


def test_a_run_of_bids_shows_its_first_lines_its_step_and_its_last():
    lines = [f"  {i:>3}. bid {10 * i} gold" for i in range(1, 40)] + ["   40. pass"]
    assert _elided(lines) == [
        "    1. bid 10 gold", "    2. bid 20 gold", "    3. bid 30 gold",
        "         … each option 10 more …", "   39. bid 390 gold", "   40. pass"]


def test_options_that_differ_otherwise_are_all_shown():
    cards = [f"  {i:>3}. pay gold#{i} ({i % 3 + 1})" for i in range(1, 12)]  # two numbers move
    short = [f"  {i:>3}. bid {10 * i} gold" for i in range(1, 7)]  # too short to shorten
    uneven = [f"  {i:>3}. bid {i * i} gold" for i in range(1, 12)]  # no common step
    for lines in (cards, short, uneven):
        assert _elided(lines) == lines
