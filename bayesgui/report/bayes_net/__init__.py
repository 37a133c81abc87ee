"""What the Bayesian-network tab's query panels show, Qt-free: the posterior rows of an inference question
(``query``) and the answer and moral graph of a d-separation question (``moral_graph``)."""
