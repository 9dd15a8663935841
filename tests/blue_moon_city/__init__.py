"""Blue Moon City rule tests, one file per chapter of the rulebook."""
