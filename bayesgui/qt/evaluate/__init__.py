"""The Evaluate tab: cross-validation results, curves and model comparison (drawing only)."""
