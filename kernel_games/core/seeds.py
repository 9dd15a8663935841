"""Deal seeds: read from what a person types, and sealed in a save file while they are still a secret.

A seed fixes every shuffle and die of a game, so while a game with hidden information or chance runs, whoever knows
its seed can rebuild the other players' hands and what is still to come. The kernel keeps it: the page shows it only
once the game is over, and a save file of a running game carries it sealed (encrypted and signed with this
installation's key, ``seal``/``unseal``), so that the file tells nothing and cannot be altered. A sealed deal opens
only where it was sealed (the same user on the same machine or server) and only with the record it was sealed with:
the file's game, version, players, options and every move, so a file with moves removed, added or changed is refused.
A finished game's save carries its seed in plain, unless its deal came sealed from a file: that seed is never shown
(``Match.seed_shown``), since another copy of the game may still be running.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import re
import secrets
from dataclasses import dataclass
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


@dataclass(frozen=True)
class Deal:
    """A sealed deal opened: its seed, and ``floor``, the first position its game may be taken back to (the number
    of moves of the record it was first sealed with: the positions before it were never loaded here)."""

    seed: int
    floor: int


DEAL_PREFIX = "k2."  # "k1.": the seal of earlier versions, bound to the game only
_COUNT = 4  # bytes of a move count in a sealed deal


def _deal_tags(key: bytes, game: str, nonce: bytes, body: bytes, counts: bytes, record: bytes) -> tuple[bytes, bytes]:
    """The two signatures of a sealed deal: ``here`` (sealed with this installation's key) and ``bound`` (sealed
    with this record), so that a refusal can say which of the two failed."""
    here = _mac(key, b"here", game.encode(), nonce, body, counts)[:16]
    return here, _mac(key, b"bound", game.encode(), nonce, body, counts, record)[:16]


def seal(seed: int, game: str, record: bytes, moves: int, floor: int) -> str:
    """``seed`` encrypted for ``game`` with this installation's key and signed with the record it belongs to:
    ``record`` (a digest of the save file's game, version, players, options and moves), how many ``moves`` it holds
    and the ``floor`` its game may not be taken back below (``Deal``)."""
    if not 0 <= floor <= moves < 256**_COUNT:
        raise ValueError(f"a sealed deal's floor is 0..moves: {floor}, {moves}")
    key, nonce = _key(), secrets.token_bytes(12)
    pad = _mac(key, b"pad", game.encode(), nonce)[:8]
    body = bytes(a ^ b for a, b in zip(check_seed(seed).to_bytes(8, "big"), pad, strict=True))
    counts = moves.to_bytes(_COUNT, "big") + floor.to_bytes(_COUNT, "big")
    here, bound = _deal_tags(key, game, nonce, body, counts, record)
    return DEAL_PREFIX + base64.urlsafe_b64encode(nonce + body + counts + here + bound).decode()


def unseal(token: object, game: str, record: bytes, moves: int) -> Deal:
    """The deal ``seal`` hid, for a file whose record has the digest ``record`` and ``moves`` moves; FormatError
    saying why not: the token damaged, of an earlier version, sealed by another installation, or sealed with another
    record (moves removed, added or changed, another player count or options)."""
    if isinstance(token, str) and token.startswith("k1."):
        raise FormatError(Text(
            "このファイルは旧版で保存した進行中のゲームです。旧版の封印は手の記録を守らないため、もう開けません"
            "（終わったゲームの保存ファイルはこれまでどおり開けます）。",
            "This file holds a game in progress saved by an earlier version, whose seal did not cover the moves: it "
            "can no longer be opened (a finished game's save still opens)."))
    size = 12 + 8 + 2 * _COUNT + 32
    try:
        if not isinstance(token, str) or not token.startswith(DEAL_PREFIX) or len(token) > 100:
            raise ValueError
        raw = base64.urlsafe_b64decode(token[len(DEAL_PREFIX):].encode())
        if len(raw) != size:
            raise ValueError
    except ValueError:
        raise FormatError(Text("保存ファイルの配札情報（deal）が壊れています。",
                               "The save file's sealed deal is damaged.")) from None
    key, nonce, body, counts = _key(), raw[:12], raw[12:20], raw[20:20 + 2 * _COUNT]
    here, bound = _deal_tags(key, game, nonce, body, counts, record)
    if not hmac.compare_digest(raw[-32:-16], here):
        raise FormatError(Text(
            "このファイルは進行中のゲームを別の環境で保存したもので、ここでは開けません（配札は保存した環境だけが"
            "読めます）。保存した環境で読み込んでください。",
            "This file holds a game in progress saved elsewhere: its sealed deal opens only where it was saved. "
            "Load it there."))
    sealed, floor = int.from_bytes(counts[:_COUNT], "big"), int.from_bytes(counts[_COUNT:], "big")
    if moves != sealed:
        fewer = moves < sealed
        raise FormatError(Text(
            f"配札は{sealed}手の記録とともに封印されましたが、このファイルには{moves}手あります"
            f"（手が{'消されて' if fewer else '足されて'}います）。封印した配りは保存したときの記録のままでしか開けません。",
            f"The deal was sealed with a record of {sealed} moves, but this file holds {moves}: moves were "
            f"{'removed' if fewer else 'added'}. A sealed deal opens only with the record it was saved with."))
    if not hmac.compare_digest(raw[-16:], bound):
        raise FormatError(Text(
            "このファイルのゲーム・人数・設定・手のどれかが、配札を封印したときの記録と違います（書き換えられています）。"
            "封印した配りは保存したときの記録のままでしか開けません。",
            "This file's game, players, options or moves are not those its deal was sealed with (the file was "
            "altered). A sealed deal opens only with the record it was saved with."))
    pad = _mac(key, b"pad", game.encode(), nonce)[:8]
    return Deal(check_seed(int.from_bytes(bytes(a ^ b for a, b in zip(body, pad, strict=True)), "big")), floor)


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
