"""The files BayesGUI writes and reads back: models, projects, loss matrices, CSV exports, written atomically."""
