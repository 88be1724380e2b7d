"""Regenerate the committed Python stubs of proto/scheherazade/v1/*.proto.

    python tools/gen_proto.py            # into the repository root (scheherazade/v1/)
    python tools/gen_proto.py --out DIR  # elsewhere (the stub freshness test uses this)

The stubs are committed so that the service runs without grpcio-tools; the test
tests/test_proto_stubs.py fails when they drift from the .proto files. Beside them,
`descriptors.binpb` is the same files' FileDescriptorSet WITH their comments (source info),
which the server's reflection hands out (service/api/reflection.py): the compiled stubs
carry no comments, so `grpcurl describe` would show none. `*_connect.py` are connectrpc's
ASGI applications of the two services (over the same `_pb2` classes), which the web table
speaks to (service/api/web.py); their generator, `protoc-gen-connectrpc`, is a test extra.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROTO_DIR = ROOT / "proto"
PACKAGE_DIRS = ("scheherazade", "scheherazade/v1")
DESCRIPTORS = "scheherazade/v1/descriptors.binpb"
INIT_TEXT = '"""Generated code for scheherazade.v1 (tools/gen_proto.py). Do not edit."""\n'


def proto_files() -> list[Path]:
    return sorted((PROTO_DIR / "scheherazade" / "v1").glob("*.proto"))


def _connect_plugin() -> str:
    """connectrpc's protoc plugin, installed beside this Python (a test extra)."""
    beside = Path(sys.executable).parent / "protoc-gen-connectrpc"
    found = str(beside) if beside.exists() else shutil.which("protoc-gen-connectrpc")
    if not found:
        raise SystemExit("protoc-gen-connectrpc is missing: pip install -e '.[test]'")
    return found


def generate(out: Path) -> None:
    from grpc_tools import protoc  # a test extra: only needed to regenerate

    include = Path(protoc.__file__).parent / "_proto"  # google/protobuf/*.proto
    (out / DESCRIPTORS).parent.mkdir(parents=True, exist_ok=True)
    args = [
        "protoc",
        f"-I{PROTO_DIR}",
        f"-I{include}",
        f"--python_out={out}",
        f"--pyi_out={out}",
        f"--grpc_python_out={out}",
        f"--descriptor_set_out={out / DESCRIPTORS}",
        "--include_source_info",
        f"--plugin=protoc-gen-connectrpc={_connect_plugin()}",
        f"--connectrpc_out={out}",
        "--connectrpc_opt=protobuf=google,io=async",
        *(str(p.relative_to(PROTO_DIR)) for p in proto_files()),
    ]
    if protoc.main(args) != 0:
        raise SystemExit("protoc failed")
    for package in PACKAGE_DIRS:
        (out / package / "__init__.py").write_text(INIT_TEXT)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT, help="output root (default: repo)")
    generate(parser.parse_args(argv).out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
