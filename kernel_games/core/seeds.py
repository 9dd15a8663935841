"""Deal seeds: read from what a person types, and sealed in a save file while they are still a secret.

A seed fixes every shuffle and die of a game, so while a game with hidden information or chance runs, whoever knows
its seed can rebuild the other players' hands and what is still to come. The kernel keeps it: the page shows it only
once the game is over, and a save file of a running game carries it sealed (encrypted and signed with this
installation's key, ``seal``/``unseal``), so that the file tells nothing and cannot be altered. A sealed seed opens
only where it was sealed (the same user on the same machine or server); a finished game's save carries it in plain.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import re
import secrets
from pathlib import Path

from .errors import FormatError
from .fields import shown
from .text import Text

MAX_SEED = 10**18 - 1  # 18 digits: a seed fits in 8 bytes
_DIGITS = re.compile(r"[0-9]+")
_WIDE = str.maketrans("０１２３４５６７８９", "0123456789")  # digits typed with a Japanese input method


def random_seed() -> int:
    """A new deal's seed, drawn from the system's generator (nothing on the page predicts it)."""
    return secrets.randbelow(MAX_SEED + 1)


def bad_seed(value: object) -> FormatError:
    """The message for a seed that is not a whole number from 0 to ``MAX_SEED``."""
    return FormatError(Text(f"シードは0から{MAX_SEED}までの整数です（{shown(value)} は使えません）。",
                            f"A seed is a whole number from 0 to {MAX_SEED}, not {shown(value)}."))


def parse_seed(text: str) -> int | None:
    """The seed a person typed: None when the box is empty (a random deal); FormatError with the reason otherwise."""
    t = text.strip().translate(_WIDE)
    if not t:
        return None
    if _DIGITS.fullmatch(t):
        if len(t) > 18:
            raise FormatError(Text(f"シードが長すぎます（{len(t)}桁）。18桁までの整数にしてください。",
                                   f"The seed is too long ({len(t)} digits): use at most 18 digits."))
        return int(t)
    if t.startswith("-") and _DIGITS.fullmatch(t[1:]):
        raise FormatError(Text("シードに負の数は使えません。0以上の整数にしてください。",
                               "A seed cannot be negative: use a whole number from 0."))
    raise FormatError(Text(f"シードには数字（0〜9）だけを書いてください（{shown(t)} には数字以外が含まれます）。",
                           f"A seed is written with the digits 0–9 only; {shown(t)} has other characters."))


def check_seed(seed: object) -> int:
    """``seed`` if it is a valid seed (an int, not a bool, from 0 to ``MAX_SEED``); FormatError otherwise."""
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise bad_seed(seed)
    return seed


# ---- sealing --------------------------------------------------------------------------------------------------------
_KEY: bytes | None = None


def key_path() -> Path:
    """Where this installation's key lives: ``$KERNEL_GAMES_KEY_FILE``, else the user's data folder."""
    if os.environ.get("KERNEL_GAMES_KEY_FILE"):
        return Path(os.environ["KERNEL_GAMES_KEY_FILE"])
    base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "kernel-games" / "deal.key"


def _key() -> bytes:
    """The installation's key: read, or made once (readable by its owner only); kept in memory if it cannot be
    written (saves of running games then open only until the kernel stops)."""
    global _KEY
    if _KEY is None:
        path = key_path()
        try:
            _KEY = path.read_bytes()
        except OSError:
            new = secrets.token_bytes(32)
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
                with os.fdopen(fd, "wb") as f:
                    f.write(new)
                _KEY = new
            except FileExistsError:  # another kernel made it first
                _KEY = path.read_bytes()
            except OSError:
                _KEY = new
        if len(_KEY) < 16:
            raise OSError(f"the key file {path} is damaged (delete it: running games' saves made with it are lost)")
    return _KEY


def _mac(key: bytes, *parts: bytes) -> bytes:
    return hmac.new(key, b"\0".join(parts), hashlib.sha256).digest()


def seal(seed: int, game: str) -> str:
    """``seed`` encrypted and signed for ``game`` with this installation's key."""
    key, nonce = _key(), secrets.token_bytes(12)
    pad = _mac(key, b"pad", game.encode(), nonce)[:8]
    body = bytes(a ^ b for a, b in zip(check_seed(seed).to_bytes(8, "big"), pad, strict=True))
    tag = _mac(key, b"tag", game.encode(), nonce, body)[:16]
    return "k1." + base64.urlsafe_b64encode(nonce + body + tag).decode()


def unseal(token: object, game: str) -> int:
    """The seed ``seal`` hid; FormatError when the token is damaged or was sealed by another installation."""
    try:
        if not isinstance(token, str) or not token.startswith("k1.") or len(token) > 64:
            raise ValueError
        raw = base64.urlsafe_b64decode(token[3:].encode())
        if len(raw) != 36:
            raise ValueError
    except ValueError:
        raise FormatError(Text("保存ファイルの配札情報（deal）が壊れています。",
                               "The save file's sealed deal is damaged.")) from None
    key, nonce, body, tag = _key(), raw[:12], raw[12:20], raw[20:]
    if not hmac.compare_digest(tag, _mac(key, b"tag", game.encode(), nonce, body)[:16]):
        raise FormatError(Text(
            "このファイルは進行中のゲームを別の環境で保存したもので、ここでは開けません（配札は保存した環境だけが"
            "読めます）。保存した環境で読み込んでください。",
            "This file holds a game in progress saved elsewhere: its sealed deal opens only where it was saved. "
            "Load it there."))
    pad = _mac(key, b"pad", game.encode(), nonce)[:8]
    return check_seed(int.from_bytes(bytes(a ^ b for a, b in zip(body, pad, strict=True)), "big"))


def _stream(key: bytes, game: str, nonce: bytes, n: int) -> bytes:
    out, i = b"", 0
    while len(out) < n:
        out += _mac(key, b"stream", game.encode(), nonce, i.to_bytes(4, "big"))
        i += 1
    return out[:n]


MAX_SEALED = 2_000  # characters of a sealed move (a move's JSON is far shorter)


def seal_text(text: str, game: str) -> str:
    """``text`` (a face-down move) encrypted and signed for ``game`` with this installation's key."""
    key, nonce, data = _key(), secrets.token_bytes(12), text.encode("utf-8")
    body = bytes(a ^ b for a, b in zip(data, _stream(key, game, nonce, len(data)), strict=True))
    tag = _mac(key, b"tag", game.encode(), nonce, body)[:16]
    return "m1." + base64.urlsafe_b64encode(nonce + body + tag).decode()


def unseal_text(token: object, game: str) -> str:
    """The text ``seal_text`` hid; FormatError when the token is damaged or was sealed by another installation."""
    try:
        if not isinstance(token, str) or not token.startswith("m1.") or len(token) > MAX_SEALED:
            raise ValueError
        raw = base64.urlsafe_b64decode(token[3:].encode())
        if len(raw) < 29:
            raise ValueError
    except ValueError:
        raise FormatError(Text("保存ファイルの伏せた手が壊れています。", "A face-down move in the save file is damaged.")) from None
    key, nonce, body, tag = _key(), raw[:12], raw[12:-16], raw[-16:]
    if not hmac.compare_digest(tag, _mac(key, b"tag", game.encode(), nonce, body)[:16]):
        raise FormatError(Text(
            "伏せた手は保存した環境でしか読めません（改ざんされたか、別の環境で保存されたファイルです）。",
            "A face-down move opens only where the game was saved (the file was altered or saved elsewhere)."))
    try:
        return bytes(a ^ b for a, b in zip(body, _stream(key, game, nonce, len(body)), strict=True)).decode("utf-8")
    except UnicodeDecodeError:
        raise FormatError(Text("保存ファイルの伏せた手が壊れています。", "A face-down move in the save file is damaged.")) from None
