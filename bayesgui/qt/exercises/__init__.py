"""Exercises in the window's layer: the PDF printing of worksheets and answer keys (Qt's printing)."""
