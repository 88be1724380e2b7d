"""Each registered game's projection adapter: `<game name>.py` (see projections/kit.py
for what it exports). A game without one still lands in `events` and `games`."""
