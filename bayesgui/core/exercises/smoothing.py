"""The smoothing of an exercise's frequencies: plain (λ = 0), Laplace (λ = 1) or Lidstone (any λ > 0), exactly."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

__all__ = ["SMOOTHINGS", "Smoothing"]

SMOOTHINGS = ("plain", "laplace", "lidstone")


@dataclass(frozen=True)
class Smoothing:
    """λ added to every count, on the prior and the likelihoods alike (Zhou eqs. 7.19–7.20, Li Hang eq. 4.10–4.11).

    ``lam`` is kept exact (``Fraction("0.5")``), so that every frequency is an exact fraction.
    """

    name: str
    lam: Fraction

    @classmethod
    def parse(cls, text: str) -> Smoothing:
        """"plain", "laplace", "lidstone" (λ = 0.5), "lidstone:0.2" or "lidstone=0.2"; ValueError otherwise."""
        name, _, value = text.strip().lower().replace("=", ":").partition(":")
        if name == "plain" and not value:
            return cls("plain", Fraction(0))
        if name == "laplace" and not value:
            return cls("laplace", Fraction(1))
        if name == "lidstone":
            try:
                lam = Fraction(value or "0.5")
            except (ValueError, ZeroDivisionError):
                lam = Fraction(-1)
            if lam > 0 and lam.denominator <= 10**6:
                return cls("lidstone", lam)
        raise ValueError(
            f"smoothing '{text}' is not plain, laplace or lidstone:λ (a positive number, e.g. lidstone:0.5)"
        )

    @property
    def alpha(self) -> float:
        """λ as the core's estimators take it."""
        return float(self.lam)

    def __str__(self) -> str:
        return f"lidstone:{self.lam}" if self.name == "lidstone" else self.name
