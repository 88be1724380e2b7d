"""The game kit: what every game stands on, and nothing that knows a game.

A game (`service/games/<name>/`) declares itself with the kit's parts; the application, the
API, the projector and the clients find it through the kit's registry.
"""
