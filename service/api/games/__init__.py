"""Per-game API adapters, found by `service.kit.registry.adapter("api", game)` as
`service.api.games.<game.name>`.

A game needs a module here only where the generic converter (`service.api.protoplan`,
`service.api.typed_commands`) cannot map its messages by field name. Such a module may
define any of `command_to_domain(message) -> Command` (the game's `<Game>Command`),
`command_to_proto(command) -> Message` and `view_to_proto(view: dict) -> Message` (its
`<Game>View`); the generic converter does the rest. No built-in game needs one.
"""
