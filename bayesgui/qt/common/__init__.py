"""Shared by every feature: the session, undo commands, the worker, plot style and export."""
