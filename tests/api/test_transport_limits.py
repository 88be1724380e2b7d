"""Transport hardening: a request larger than the server's limit is refused unread, and the
server can serve over TLS only (a certificate and its key), to clients that trust it."""

from __future__ import annotations

import subprocess
from pathlib import Path

import grpc
import pytest

from clients.client import Client
from service.api.server import MAX_REQUEST_BYTES, build
from service.app.application import GameApp
from service.app.store import open_store
from service.config import Settings


def test_a_request_over_the_size_limit_is_refused(client: Client) -> None:
    names = ["x" * 60] * (MAX_REQUEST_BYTES // 60 + 10)  # just over 1 MiB of names
    with pytest.raises(grpc.RpcError) as refused:  # gRPC's own refusal: no ErrorInfo
        client.create_game("1001", names)
    assert refused.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED  # type: ignore[attr-defined]
    # The server goes on answering.
    assert client.create_game("1001", ["a", "b"]).game.name


def self_signed(tmp_path: Path) -> tuple[Path, Path]:
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
         "-keyout", str(key), "-out", str(cert), "-subj", "/CN=localhost",
         "-addext", "subjectAltName=DNS:localhost"],
        check=True, capture_output=True,
    )
    return cert, key


def test_the_server_serves_over_tls_with_a_certificate_and_its_key(tmp_path: Path) -> None:
    cert, key = self_signed(tmp_path)
    settings = Settings.from_env(data_dir=str(tmp_path / "data"), tls_cert=str(cert),
                                 tls_key=str(key))
    app = GameApp(open_store(settings.data_dir))
    running = build(app, "localhost:0", tls=settings.tls())
    running.server.start()
    try:
        address = f"localhost:{running.port}"
        with Client(address, timeout=10, root_certificates=cert.read_bytes()) as secure:
            assert secure.create_game("1001", ["a", "b"]).game.name.startswith("games/")
        with Client(address, timeout=3) as plain:  # plaintext gets nowhere
            with pytest.raises(grpc.RpcError) as refused:
                plain.create_game("1001", ["a", "b"])
            assert refused.value.code() == grpc.StatusCode.UNAVAILABLE  # type: ignore[attr-defined]
    finally:
        running.stop(grace=0)


def test_tls_needs_both_a_certificate_and_a_key(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="both"):
        Settings.from_env(tls_cert=str(tmp_path / "cert.pem"))
