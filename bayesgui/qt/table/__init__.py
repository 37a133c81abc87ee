"""The data table, the column list and the start page."""
