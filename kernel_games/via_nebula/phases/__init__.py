"""Via Nebula's phases: a turn's actions (act), a contract's effect (effects), the turn's end and the game's (end)."""
