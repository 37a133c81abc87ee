"""Decision regions of several models on two features."""
