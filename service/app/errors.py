"""Application errors: what a client did wrong beyond the rules. The API maps each to a
gRPC status; a rules refusal is `service.kit.base.RuleViolation` (FAILED_PRECONDITION)."""

from __future__ import annotations


class AppError(Exception):
    """Base: `code` is a stable UPPER_SNAKE reason for clients."""

    code = "APP_ERROR"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class InvalidArgument(AppError):
    code = "INVALID_ARGUMENT"


class BadVersion(InvalidArgument):
    """A version to replay that the game does not have."""

    code = "BAD_VERSION"


class CommandIdReused(InvalidArgument):
    """A command_id sent again with another command: nearly always a client's bug, which a
    silent "duplicate" answer would hide (idempotency keys elsewhere refuse it too)."""

    code = "COMMAND_ID_REUSED"


class GameNotFound(AppError):
    code = "GAME_NOT_FOUND"


class Unauthenticated(AppError):
    code = "UNAUTHENTICATED"


class PermissionDenied(AppError):
    code = "PERMISSION_DENIED"


class FailedPrecondition(AppError):
    """The request is well formed, but the game is not in a state that can serve it."""

    code = "FAILED_PRECONDITION"


class ContentChanged(FailedPrecondition):
    """A stored game's content (its seeds, hashed into `game.Created.content_hash`) is not
    the content the rules have today: folding it with other content would lie about the
    game, so it can be neither played nor shown. It needs its old content back (or a
    migration), not a retry."""

    code = "CONTENT_CHANGED"


class GameTypeRetired(FailedPrecondition):
    """A stored game of a type this server no longer runs (e.g. a plugged game removed)."""

    code = "GAME_TYPE_NOT_SERVED"


class EventTypeUnknown(FailedPrecondition):
    """A stored event of a type the rules no longer declare (renamed without an alias, or
    of a game removed): the stream cannot be folded nor shown as the rules would."""

    code = "EVENT_TYPE_UNKNOWN"


class VersionConflict(AppError):
    """`expected_version` did not match, or another writer won the race too often."""

    code = "VERSION_CONFLICT"

    def __init__(self, message: str, expected: int | None, actual: int) -> None:
        super().__init__(message)
        self.expected = expected
        self.actual = actual
