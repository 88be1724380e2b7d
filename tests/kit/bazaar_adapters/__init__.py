"""The toy game's outer-layer adapters, named in `tests.kit.bazaar.GAME.adapters`
(a game outside the tree cannot follow the `<layer package>.<name>` convention): its
DuckDB fact table and statistics (`projection`) and its terminal table (`render`)."""
