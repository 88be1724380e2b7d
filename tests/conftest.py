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
