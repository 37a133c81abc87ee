"""The discriminative baselines: logistic regression and the linear SVM, on one-hot inputs."""
