"""Exercises drawn from a table, worked by the student and checked: questions, answers, every exercise kind.

``answer`` reads and checks a typed answer; ``question`` holds ``Question`` and ``Exercise``; ``table`` the table
an exercise is drawn from and the seeded draw; one module per kind builds its exercise from the core's own
computation (``naive_bayes``, ``risk``, ``discriminant``, ``mixture_step``, ``three_coins``); ``kinds.build``
dispatches on the kind's name.
"""
