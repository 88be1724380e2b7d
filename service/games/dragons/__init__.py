"""Aladdin's Dragons (game id `dragons`): heroes placed face down in the dragons' caves,
Aladdin's tent, the caravanserai and the palace rooms; treasures to bribe the palace guard
and buy the 15 artifacts; spells and artifacts played at any time, each answered in a
response window; a rule-driven Dummy for two players.

Only the content exists so far (`content.py`, the seeds in `seeds/dragons/`); the design on
paper — phases, decisions, response windows, the Dummy, secrets, what is designed — is
`seeds/dragons/README.md`. The game is not registered yet: no `RULES` here.
"""
