"""Noli (seed 002): 2–4 districts of a medieval harbour bid for craftsmen, race a dice regatta, fish and build towers."""

from .rules import NOLI, Noli

__all__ = ["NOLI", "Noli"]
