"""Vaalbara's phases, one module each: allocation, resolution (with the characters' effects) and the round's end."""
