"""Where a SubmitCommand's server time goes: the servicer called in process, profiled.

    python bench/profile_submit.py [--commands 3000] [--game 1001] [--top 25] [--view full]

Calls `GameService.SubmitCommand` directly (no network, a stand-in ServicerContext) on
scripted random games over a SQLite store, under cProfile, and prints (1) the split of one
command between the servicer's stages and (2) the hottest functions. gRPC's own transport
cost is what the echo ceiling measures; this shows the rest. `--view` picks the response's
GameView: basic (the default, as the benchmark sends it) or full (with the caller's view).
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def stage_split(app: Any, servicer: Any, script: list[tuple[Any, tuple]]) -> dict[str, float]:
    """Mean ms per command of the servicer's stages: the real `SubmitCommand` runs, with
    timing wrappers around the application calls and the proto conversions it makes."""
    from bench.inprocess import FakeContext
    from service.api import convert

    totals: dict[str, float] = {}
    perf = time.perf_counter

    def timed(owner: Any, name: str, label: str) -> None:
        inner = getattr(owner, name)

        def wrapper(*a: Any, **k: Any) -> Any:
            t0 = perf()
            try:
                return inner(*a, **k)
            finally:
                totals[label] = totals.get(label, 0.0) + perf() - t0

        setattr(owner, name, wrapper)

    timed(app, "play", "app.play (token, rules, SQLite commit, snapshot; view when full)")
    timed(convert, "fill_game", "convert.fill_game (Game; typed view / view_json when full)")
    timed(convert, "add_events", "convert.add_events (events, data as Struct)")
    ctx = FakeContext()
    t0 = perf()
    for request, md in script:
        ctx.metadata = md
        servicer.SubmitCommand(request, ctx).SerializeToString()
    total = perf() - t0
    out = {k: v / len(script) * 1000 for k, v in totals.items()}
    out["everything else (parsing, mapping, response, serialise)"] = total / len(
        script
    ) * 1000 - sum(out.values())
    delattr(app, "play")  # back to the class's method
    import importlib

    importlib.reload(convert)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--commands", type=int, default=3000)
    ap.add_argument("--game", default="1001")
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--sort", default="tottime", choices=("tottime", "cumulative"))
    ap.add_argument("--view", default="basic", choices=("basic", "full"))
    args = ap.parse_args(argv)

    from bench.inprocess import FakeContext, scripted_requests
    from scheherazade.v1 import game_service_pb2 as pb
    from service.api.servicer import GameService
    from service.app.application import GameApp
    from service.app.store import open_store

    with tempfile.TemporaryDirectory(prefix="scheherazade-profile-") as tmp:
        app = GameApp(open_store(Path(tmp) / "a"))
        servicer = GameService(app)
        view = pb.GameView.Value(f"GAME_VIEW_{args.view.upper()}")
        script = scripted_requests(servicer, args.game, args.commands, view)
        half = len(script) // 2
        split = stage_split(app, servicer, script[:half])
        print(
            f"SubmitCommand stages (view {args.view}), mean ms/command over {half} commands "
            "(in process):"
        )
        for k, v in split.items():
            print(f"  {v:7.3f}  {k}")
        print(f"  {sum(split.values()):7.3f}  total")

        ctx = FakeContext()
        profiler = cProfile.Profile()
        t0 = time.perf_counter()
        profiler.enable()
        for request, md in script[half:]:
            ctx.metadata = md
            servicer.SubmitCommand(request, ctx).SerializeToString()
        profiler.disable()
        elapsed = time.perf_counter() - t0
        n = len(script) - half
        print(
            f"\nservicer.SubmitCommand in process: {n / elapsed:,.0f} commands/s "
            f"({elapsed / n * 1000:.3f} ms each, under cProfile)\n"
        )
        pstats.Stats(profiler).strip_dirs().sort_stats(args.sort).print_stats(args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
