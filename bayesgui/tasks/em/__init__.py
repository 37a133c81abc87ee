"""The EM labs' jobs, Qt-free: Gaussian mixtures, latent classes, incomplete data, and what a project keeps of them."""
