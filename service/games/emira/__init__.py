"""Emira: princesses, sheiks and secret goals (the rules come later; see seeds/emira/README.md)."""
