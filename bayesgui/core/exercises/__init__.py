"""Exercises drawn from a table, worked by the student and checked: questions, answers, every exercise kind.

* ``answer``: a typed answer read exactly (3/8, 0,375, ３／８, 1.2e-5) and checked (``check_answer`` → ``Verdict``);
* ``question``: ``Question`` (id, kind, translatable text, answer, precision, hint, group, place) and ``Exercise``;
* ``table``: the encoded table an exercise is drawn from, the seeded draw of rows and query, a student's seed;
* ``work``: a naive-Bayes computation's answers from any ``Explanation`` (exact fractions from its counts);
* one module per kind: ``naive_bayes``, ``risk``, ``discriminant`` (LDA, QDA), ``mixture_step`` (EM on a Gaussian
  mixture), ``three_coins``; their ``*_questions`` functions take the numbers the window already has (an
  explanation, an EM snapshot), so that practice mode asks exactly what show your work and the EM labs display;
* ``kinds``: ``build(kind, table, options, seed)`` and one variant per student; ``grading``: marking with a key.
"""
