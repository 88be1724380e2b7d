"""Helpers for the web table's browser tests: a live `scheherazade serve` with its page, and
Debian's Chromium driven by Playwright (never a browser that Playwright would download)."""

from __future__ import annotations

import contextlib
import json
import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.api.cli_support import ROOT, serving

SCREENSHOTS = ROOT / "build" / "web-screenshots"  # kept as the tests' artefacts
CHROMIUM = ("/usr/lib/chromium/chromium", "/usr/bin/chromium")


def chromium() -> str:
    for path in CHROMIUM:
        if Path(path).exists():
            return path
    found = shutil.which("chromium")
    if not found:
        pytest.skip("Debian's chromium is not installed (apt-get install chromium)")
    return found


@contextlib.contextmanager
def served(data: Path) -> Iterator[tuple[str, str]]:
    """(gRPC address, page URL) of a fresh server with its web table on free ports."""
    with serving("--address", "127.0.0.1:0", "--web-address", "127.0.0.1:0",
                 "--data-dir", str(data), "--no-project", web=True,
                 stderr=subprocess.DEVNULL) as server:
        assert server.web_url is not None
        yield server.address, server.web_url


@contextlib.contextmanager
def browser() -> Iterator[Any]:
    sync_api = pytest.importorskip("playwright.sync_api")
    path = chromium()
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=path, args=[
            "--disable-dev-shm-usage", "--disable-gpu", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
        ])
        try:
            yield b
        finally:
            b.close()


def messages(body: bytes, content_type: str) -> list[dict]:
    """The JSON messages of a Connect response: one for a unary call, or the enveloped
    frames of a stream (flag byte, 4-byte length, JSON)."""
    if content_type.startswith("application/json"):
        return [json.loads(body)]
    out, i = [], 0
    while i + 5 <= len(body):
        size = int.from_bytes(body[i + 1:i + 5], "big")
        out.append(json.loads(body[i + 5:i + 5 + size]))
        i += 5 + size
    return out


def events_in(message: Any) -> Iterator[dict]:
    """Every GameEvent anywhere in a decoded message."""
    if isinstance(message, dict):
        if "type" in message and "version" in message and isinstance(message["type"], str):
            yield message
        for value in message.values():
            yield from events_in(value)
    elif isinstance(message, list):
        for value in message:
            yield from events_in(value)


# What a player must never read on a page (issue 28): internal ids (`#3`, `room:`, `cave:2`,
# `s350a`), enum names (`G1001_COLOUR_BLUE`, any ALL_CAPS_WITH_UNDERSCORES), snake_case
# field names (`talisman_against_death`, `vizier_direction`) and raw errors (`ConnectError`).
# A page's innerText includes its SVG's text, so the boards are read too.
UNREADABLE = {
    "an internal id": re.compile(r"#\d|room:|cave:\d|s\d{3}"),
    "an enum name": re.compile(r"G1001_|\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b"),
    "a field name": re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b"),
    "a raw error": re.compile(r"ConnectError|\[\w+\]"),
}


def assert_readable(page: Any, *, allow: tuple[str, ...] = ()) -> str:
    """Fails if the page's visible text (its innerText: what is rendered, not what is hidden)
    reads like a debug panel. `allow`: exact strings a caller has a reason to let through
    (its test says why). Returns the text checked."""
    text = page.inner_text("body")
    for allowed in allow:
        text = text.replace(allowed, "")
    for what, pattern in UNREADABLE.items():
        found = pattern.search(text)
        if found:
            around = text[max(0, found.start() - 60):found.end() + 60]
            raise AssertionError(f"{what} on the page: {found.group()!r} in …{around!r}…")
    return text
