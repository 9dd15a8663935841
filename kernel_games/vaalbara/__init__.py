"""Vaalbara (seed 001): 2–5 clan leaders claim lands over nine rounds of simultaneous character play."""

from .rules import VAALBARA, Vaalbara

__all__ = ["VAALBARA", "Vaalbara"]
