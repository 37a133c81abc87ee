"""The EM labs' text and pictures: formulas, the mixture step, frames and animated GIFs."""
