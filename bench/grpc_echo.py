"""The echo ceiling's proto, generated at run time (never committed) into a temp directory."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType

from bench.common import BENCH


def generate(out: Path) -> Path:
    """Run grpc_tools.protoc on bench/echo.proto into `out`; returns `out`."""
    from grpc_tools import protoc

    out.mkdir(parents=True, exist_ok=True)
    include = Path(protoc.__file__).parent / "_proto"
    args = [
        "protoc",
        f"-I{BENCH}",
        f"-I{include}",
        f"--python_out={out}",
        f"--grpc_python_out={out}",
        "echo.proto",
    ]
    if protoc.main(args) != 0:
        raise RuntimeError("grpc_tools.protoc failed on bench/echo.proto")
    return out


def load(out: Path) -> tuple[ModuleType, ModuleType]:
    """(echo_pb2, echo_pb2_grpc) from a directory `generate` wrote."""
    if str(out) not in sys.path:
        sys.path.insert(0, str(out))
    return importlib.import_module("echo_pb2"), importlib.import_module("echo_pb2_grpc")
