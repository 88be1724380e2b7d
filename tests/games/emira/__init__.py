"""Emira."""
