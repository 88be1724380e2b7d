"""Aladdin's Dragons."""
