"""What the application knows of each model: its declaration (ModelSpec), the built-in list, the registry, textbook
presets.
"""
