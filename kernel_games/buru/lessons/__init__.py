"""Buru's walkthrough, chapter by chapter: the base game's chapters here (``round``, ``areas``, ``fifth``), each module's
in its own folder (``<module>/lessons.py``); the package's assembly puts them in order (``kernel_games.buru.chapters``).
``scenes`` builds the base chapters' positions, ``facts`` checks what their texts claim."""
