"""Reading a file a user named: safe file access, text (charset, dialect, decimals) and workbook readers, and their
limits.
"""
