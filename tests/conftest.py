"""Test-wide settings: hypothesis is derandomized so every run explores the same cases."""

from hypothesis import HealthCheck, settings

settings.register_profile(
    "project",
    derandomize=True,
    deadline=None,
    max_examples=50,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("project")

# A PostgreSQL server for the suites parametrised over both stores (tests/postgres.py).
pytest_plugins = ["tests.postgres"]


def pytest_addoption(parser):
    parser.addoption("--slow", action="store_true",
                     help="also run the long forms of soak and load tests (marker `slow`)")


def pytest_collection_modifyitems(config, items):
    """`slow` tests are the long forms of bounded ones: skipped unless `--slow` is given."""
    if config.getoption("--slow"):
        return
    import pytest

    skip = pytest.mark.skip(reason="a long form: run with --slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
