"""A game in progress: history with undo/redo under the undo policy, the action record and its comments, save/load
as JSON.

The undo policy (Board Game Arena's, for one screen): a player may take back their own last move, with the bots'
replies to it, unless one of those moves showed someone at the screen something that was hidden before it (a card
revealed or drawn, a die rolled, face-down choices turned up) or another human has moved since. The engine is not
asked to mark such moves: ``Match`` finds them from the contract itself, by replaying the move in deals the
viewer cannot tell from the real one (``Game.redeal_hidden``) and comparing what the viewer would see.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Collection, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from .errors import FormatError, GameError, IllegalAction, SaveError
from .fields import shown
from .game import Game
from .records import Action, Event, Player, View
from .registry import GAMES as REGISTERED
from .seeds import Deal, check_seed, seal, seal_text, unseal, unseal_text
from .text import LANGS, Lang, Text, check_lang

MAX_SAVE_BYTES = 2 * 1024 * 1024  # a save file's size limit, checked before it is parsed
MAX_COMMENT = 2000  # a comment's length in characters, per language
COMMENT_KEYS = frozenset({"move", "ja", "en"})
REDEALS = (1, 2)  # the other deals a move is replayed in to see whether it revealed something


@dataclass(frozen=True)
class Played:
    """One recorded action, the events it caused, and whether it is a face-down answer still hidden after it."""

    player: Player
    action: Action
    events: tuple[Event, ...]
    face_down: bool = False
    sealed: bool = False  # a face-down choice that stays hidden (Step.sealed): sealed in a running game's save


def too_long(game: Game, limit: int) -> IllegalAction:
    return IllegalAction("core.game.length", Text(
        f"{game.name.ja}の記録は{limit}手までです。このゲームはもう続けられません。",
        f"A game of {game.name.en} is kept to {limit} moves: this one cannot go on."))


class Match:
    """A game in progress.

    >>> from kernel_games import GAMES
    >>> m = Match(GAMES["vaalbara"], 3, seed=1)
    >>> p = m.to_act()[0]
    >>> _ = m.play(p, m.legal_actions(p)[0])
    >>> m.undo(); len(m.steps)
    0
    """

    def __init__(self, game: Game, num_players: int, seed: int = 0, options: dict[str, Any] | None = None):
        self.game = game
        self.num_players = num_players
        self.seed = check_seed(seed)
        self.options = game.resolve_options(num_players, options)
        self.limit = game.max_moves(num_players, self.options)
        self._states = [game.setup(num_players, seed, self.options)]
        self.steps: list[Played] = []
        self._redo: list[tuple[Played, Any]] = []
        self._seen: dict[Player | None, tuple[list[Event], list[int]]] = {}  # events(viewer), built move by move
        self._revealing: dict[tuple[int, tuple[int, ...]], tuple[Played, bool]] = {}
        self.comments: dict[int, dict[str, str]] = {}  # position (moves played) -> {"ja": …, "en": …}
        self.deal_sealed = False  # the deal came sealed from a file: its seed is never shown nor written in plain
        self.floor = 0  # the first position play may be taken back to (a sealed deal's: the moves it was loaded with)

    # ---- state ----------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self._states[-1]

    def state_at(self, moves: int) -> Any:
        """The state after the first ``moves`` moves (0: the set-up); IndexError outside 0..len(steps)."""
        if type(moves) is not int or not 0 <= moves <= len(self.steps):
            raise IndexError(f"a position is 0..{len(self.steps)}, not {shown(moves)}")
        return self._states[moves]

    def prefix(self, moves: int) -> Match:
        """A new match holding the first ``moves`` moves of this one (and their comments), replayed for nothing: a
        state is never changed once made, so the states are shared. A position before ``floor`` is refused
        (``GameError``): a deal loaded sealed is never played again from before where it was saved."""
        self.state_at(moves)
        if moves < self.floor:
            raise GameError(Text(
                f"この記録は進行中のゲームの保存ファイルから読み込んだもので、配りは封印されています。続けて遊べるのは"
                f"保存された局面（{self.floor}手目）からだけです。",
                f"This record was loaded from a save of a running game and its deal is sealed: play can go on only "
                f"from the position it was saved at (move {self.floor}) on."))
        other = Match(self.game, self.num_players, self.seed, self.options)
        other.deal_sealed, other.floor = self.deal_sealed, self.floor
        other._states = self._states[: moves + 1]
        other.steps = self.steps[:moves]
        other.comments = {k: dict(v) for k, v in self.comments.items() if k <= moves}
        return other

    def to_act(self) -> tuple[Player, ...]:
        return self.game.to_act(self.state)

    def legal_actions(self, player: Player) -> list[Action]:
        return self.game.legal_actions(self.state, player)

    def view(self, player: Player | None) -> View:
        return self.game.view(self.state, player)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def events(self, viewer: Player | None) -> list[Event]:
        """Every event so far that ``viewer`` may see, oldest first (kept move by move: no walk over the history)."""
        seen, marks = self._seen.setdefault(viewer, ([], []))
        for step in self.steps[len(marks):]:
            seen.extend(e for e in step.events if e.visible_to(viewer))
            marks.append(len(seen))
        return list(seen)

    def _forget_events(self) -> None:
        """Moves were taken back: drop what was seen of them."""
        n = len(self.steps)
        for seen, marks in self._seen.values():
            if len(marks) > n:
                del marks[n:]
                del seen[marks[-1] if marks else 0:]

    # ---- moves ----------------------------------------------------------------------------------
    def play(self, player: Player, action: Action) -> list[Event]:
        """Apply a move; an illegal one raises IllegalAction and changes nothing (``play_all`` for a list of one, without
        its list: a save file is replayed move by move)."""
        if len(self.steps) >= self.limit:
            raise too_long(self.game, self.limit)
        before = self.state
        new, events = self.game.apply(before, player, action)
        self._record(player, action, before, new, events)
        return events

    def play_all(self, player: Player, actions: list[Action]) -> list[Event]:
        """Play ``actions`` in order as ``player``, all or none (``Game.apply_all``: each applied once, those left once
        the player is no longer due dropped); an illegal one, or a move past the game's length, raises IllegalAction
        and plays nothing. Returns the events of the moves played."""
        if len(self.steps) >= self.limit:
            raise too_long(self.game, self.limit)
        moves = self.game.apply_all(self.state, player, actions)
        if len(self.steps) + len(moves) > self.limit:
            raise too_long(self.game, self.limit)
        events: list[Event] = []
        for move in moves:
            self._record(move.player, move.action, move.before, move.after, move.events)
            events += move.events
        return events

    def _record(self, player: Player, action: Action, before: Any, new: Any, events: list[Event]) -> None:
        """Keep a move played on the last state: its state, and its record (face down while its step hides it)."""
        d, after = self.game.flow.decision(before), self.game.flow.decision(new)
        face_down = d.hidden and after is d and set(d.actors(new)) <= set(d.actors(before))
        for k in [k for k in self.comments if k > len(self.steps)]:  # they belonged to the moves taken back
            del self.comments[k]
        self._states.append(new)
        self.steps.append(Played(player, action, tuple(events), face_down, d.sealed))
        self._redo.clear()

    def can_undo(self) -> bool:
        return len(self.steps) > self.floor

    def can_redo(self) -> bool:
        return bool(self._redo)

    def next_redo(self) -> Played | None:
        """The move ``redo`` would replay, without replaying it."""
        return self._redo[-1][0] if self._redo else None

    def undo(self) -> Played | None:
        """Take back the last move, whatever it was (the policy is ``take_back``'s), never past ``floor``."""
        if not self.can_undo():
            return None
        step = self.steps.pop()
        self._redo.append((step, self._states.pop()))
        self._forget_events()
        return step

    def redo(self) -> Played | None:
        if not self._redo:
            return None
        step, state = self._redo.pop()
        self.steps.append(step)
        self._states.append(state)
        return step

    # ---- comments ---------------------------------------------------------------------------------
    def set_comment(self, move: int, text: str, lang: Lang) -> None:
        """Comment the position after ``move`` moves in ``lang``; an empty (or blank) text removes that language (and
        the comment when no language is left). A text over ``MAX_COMMENT`` characters or a position out of range raises
        FormatError and changes nothing."""
        lang = check_lang(lang)
        if type(move) is not int or not 0 <= move <= len(self.steps):
            raise FormatError(Text(f"コメントの位置は 0〜{len(self.steps)} 手目です（{shown(move)} は不可）。",
                                   f"A comment belongs to a position from 0 to {len(self.steps)}, not {shown(move)}."))
        if not isinstance(text, str) or len(text) > MAX_COMMENT:
            raise FormatError(Text(f"コメントは{MAX_COMMENT}文字までの文字列です。",
                                   f"A comment is text of at most {MAX_COMMENT} characters."))
        entry = self.comments.setdefault(move, {})
        if text.strip():
            entry[lang] = text
        else:
            entry.pop(lang, None)
        if not entry:
            del self.comments[move]

    def comment(self, move: int) -> Text | None:
        """The comment of the position after ``move`` moves, or None; a missing language shows the other one."""
        entry = self.comments.get(move)
        if not entry:
            return None
        ja, en = entry.get("ja", ""), entry.get("en", "")
        return Text(ja or en, en or ja)

    # ---- the undo policy ----------------------------------------------------------------------------
    def revealed(self, index: int, viewers: Collection[Player]) -> bool:
        """Whether move ``index`` showed one of ``viewers`` something hidden before it (or drew on chance).

        The move is replayed in other deals each viewer cannot tell from the real one: if it is illegal there, or
        the viewer would then see a different board or log, the move told them something.
        """
        key = (index, tuple(sorted(viewers)))
        step = self.steps[index]
        hit = self._revealing.get(key)
        if hit is not None and hit[0] is step:
            return hit[1]
        game, before, after = self.game, self._states[index], self._states[index + 1]
        found = False
        for v in key[1]:
            if step.face_down and step.player != v:  # another's answer still face down: only that they answered shows
                continue
            seen = (game.view(after, v), [e.text for e in step.events if e.visible_to(v)])
            for seed in REDEALS:
                other = game.redeal_hidden(before, v, seed)
                # a face-down choice of another player, made in that deal (its hidden part is the deal's, not ours)
                action = game.in_other_deal(other, step.player, step.action) if step.sealed and step.player != v \
                    else step.action
                try:
                    alt, events = game.apply(other, step.player, action)
                except IllegalAction:
                    found = True
                    break
                if (game.view(alt, v), [e.text for e in events if e.visible_to(v)]) != seen:
                    found = True
                    break
            if found:
                break
        self._revealing[key] = (step, found)
        return found

    def takeback(self, asker: Player | None, humans: Collection[Player]) -> int:
        """How many of the last moves Undo takes back for ``asker`` (0: none may be).

        With no human at the screen, one move at a time. Otherwise the asker's last move and the bots' moves after
        it, unless another human moved last or one of those moves revealed something to a human (module docstring).
        Never past ``floor``.
        """
        if not self.can_undo():
            return 0
        if not humans:
            return 1
        k = len(self.steps) - 1
        while k >= 0 and self.steps[k].player not in humans:
            k -= 1
        if k < self.floor or self.steps[k].player != asker:
            return 0
        if any(self.revealed(j, humans) for j in range(k, len(self.steps))):
            return 0
        return len(self.steps) - k

    def take_back(self, asker: Player | None, humans: Collection[Player]) -> list[Played]:
        """Undo what ``takeback`` allows; the moves taken back, last first."""
        return [self.undo() for _ in range(self.takeback(asker, humans))]

    # ---- save / load ----------------------------------------------------------------------------
    def face_down(self) -> int:
        """How many of the last moves are face-down answers still hidden (a sealed bid, a card chosen at once)."""
        n = 0
        while n < len(self.steps) and self.steps[-1 - n].face_down:
            n += 1
        return n

    def seed_shown(self) -> bool:
        """Whether the seed may be shown and written in plain: in a game with neither hidden information nor chance,
        or once the game is over; never when the deal came sealed from a file (another copy of the game may still
        run: its hands, draws and dice would follow from the seed)."""
        secret = self.game.hidden_information or self.game.chance
        return not self.deal_sealed and (not secret or self.is_over())

    def to_json(self, keep_face_down: bool = False) -> str:
        """The save file: the set-up and the moves, without the face-down answers still hidden (``face_down``), and
        the comments of the positions it holds, in order of position.

        While a game with hidden information or chance runs, and whenever its deal came sealed from a file, the seed
        is sealed (``kernel_games.core.seeds``), bound to the file's set-up and moves; the floor it carries is the
        loaded deal's, else the moves written. ``keep_face_down`` keeps the face-down answers: only for a part of a
        finished game, where nothing is secret. Moves before ``floor`` are always written.
        """
        steps = self.steps[: max(self.floor, len(self.steps) - (0 if keep_face_down else self.face_down()))]
        secret = (self.game.hidden_information or self.game.chance) and not self.is_over()
        record = {"game": self.game.id, "version": self.game.version, "players": self.num_players,
                  "options": self.options, "actions": [_record(s, self.game.id, secret) for s in steps]}
        deal = {} if self.seed_shown() else {"deal": seal(self.seed, self.game.id, _bound(record), len(steps),
                                                          self.floor if self.deal_sealed else len(steps))}
        comments = [{"move": k, **self.comments[k]} for k in sorted(self.comments) if k <= len(steps)]
        return json.dumps(
            {
                **{k: record[k] for k in ("game", "version", "players", "options")},
                "seed": self.seed if self.seed_shown() else None,
                **deal,
                "actions": record["actions"],
                **({"comments": comments} if comments else {}),
            },
            ensure_ascii=False,
        )

    @classmethod
    def from_json(cls, text: str | bytes, games: dict[str, Game] | None = None) -> Match:
        """Load a saved match, replaying every action; any fault raises SaveError and loads nothing."""
        data = _read(text)
        game = _game_of(data, REGISTERED if games is None else games)
        if type(data["version"]) is not int:
            raise SaveError(Text(f"保存ファイルの version は整数です（{shown(data['version'])} は不可）。",
                                 f"The save file's version must be a whole number, not {shown(data['version'])}."))
        if data["version"] != game.version:
            raise SaveError(Text(
                f"保存ファイルの版（{data['version']}）がこのプログラムの版（{game.version}）と違います。",
                f"The save file is version {data['version']}; this program reads version {game.version}."))
        players = data["players"]
        if type(players) is not int:
            raise SaveError(Text(f"保存ファイルの players（人数）は整数です（{shown(players)} は不可）。",
                                 f"The save file's players must be a whole number, not {shown(players)}."))
        if not isinstance(data["actions"], list):
            raise SaveError(Text("保存ファイルの actions は手の並び（リスト）です。",
                                 "The save file's actions must be a list of moves."))
        with _set_up():  # the length is checked before anything is unsealed or replayed
            limit = game.max_moves(players, game.resolve_options(players, data["options"]))
        if len(data["actions"]) > limit:
            raise SaveError(Text(
                f"保存ファイルに{len(data['actions'])}手あります。{players}人の{game.name.ja}は{limit}手までです。",
                f"The save file holds {len(data['actions'])} moves; a {players}-player game of {game.name.en} "
                f"has at most {limit}."))
        deal = _opened(data, game)
        with _set_up():
            match = cls(game, players, check_seed(data["seed"]) if deal is None else deal.seed, data["options"])
        comments = _comments(data.get("comments", []), len(data["actions"]))
        for i, rec in enumerate(data["actions"]):
            _replay(match, game, i, rec)
        match.comments = comments
        if deal is not None:
            match.deal_sealed, match.floor = True, deal.floor
        return match


@contextmanager
def _set_up() -> Iterator[None]:
    """A fault of the save file's set-up (players, options, seed) as a SaveError saying so."""
    try:
        yield
    except GameError as e:
        raise SaveError(Text("保存ファイルの設定が不正です: ", "The save file's set-up is invalid: ") + e.text) from e


def _bound(record: dict) -> bytes:
    """The digest a sealed deal is bound to: the save file's game, version, players, options and moves, written one
    way (sorted keys, no spaces, ASCII), so that the file as saved and the file as read give the same digest.
    Comments are not bound: a teacher may add them."""
    try:
        text = json.dumps([record[k] for k in ("game", "version", "players", "options", "actions")],
                          sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    except (TypeError, ValueError, RecursionError) as e:
        raise SaveError(Text("保存ファイルの記録が読めません。", "The save file's record cannot be read.")) from e
    return hashlib.sha256(text.encode("ascii")).digest()


def _opened(data: dict, game: Game) -> Deal | None:
    """The file's sealed deal, opened for its record (``seeds.unseal``); None when the file has none (its ``seed``
    is plain); SaveError saying why it does not open."""
    if "deal" not in data:
        return None
    try:
        return unseal(data["deal"], game.id, _bound(data), len(data["actions"]))
    except FormatError as e:
        raise SaveError(e.text) from e


def _record(step: Played, game: str, secret: bool) -> dict:
    """A saved move; a face-down choice of a running game sealed (``Step.sealed``)."""
    move = step.action.to_json()
    if secret and step.sealed:
        return {"player": step.player, "sealed": seal_text(json.dumps(move, ensure_ascii=False), game)}
    return {"player": step.player, **move}


def _read(text: str | bytes) -> dict:
    """The save file's JSON object: bounded in size, with or without a byte-order mark."""
    if not isinstance(text, str | bytes | bytearray):
        raise SaveError(Text("保存ファイルは文字列で渡してください。", "A save file is given as text."))
    size = len(text) if len(text) > MAX_SAVE_BYTES or not isinstance(text, str) else len(text.encode("utf-8"))
    if size > MAX_SAVE_BYTES:
        mb = size / 1024 / 1024
        raise SaveError(Text(f"ファイルが大きすぎます（{mb:.1f} MB）。保存ファイルは {MAX_SAVE_BYTES // 1024 // 1024} MB までです。",
                             f"The file is too large ({mb:.1f} MB): a save file is at most "
                             f"{MAX_SAVE_BYTES // 1024 // 1024} MB."))
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode("utf-8-sig")
        except UnicodeDecodeError as e:
            raise SaveError(Text("保存ファイルが UTF-8 の文字列ではありません。",
                                 "The save file is not UTF-8 text.")) from e
    try:
        data = json.loads(text.removeprefix("\ufeff"))
    except (ValueError, RecursionError) as e:
        raise SaveError(Text("保存ファイルが壊れています（JSONとして読めません）。",
                             "The save file is corrupt (not valid JSON).")) from e
    if not isinstance(data, dict):
        raise SaveError(Text("保存ファイルの形式が違います（JSONのオブジェクトではありません）。",
                             "The save file has the wrong shape (not a JSON object)."))
    missing = [k for k in ("game", "version", "players", "options", "seed", "actions") if k not in data]
    if missing:
        raise SaveError(Text(f"保存ファイルに項目がありません: {', '.join(missing)}",
                             f"The save file lacks: {', '.join(missing)}"))
    return data


def _comments(raw: Any, moves: int) -> dict[int, dict[str, str]]:
    """The save file's comments, checked (``Match.to_json`` says what they are); SaveError naming the fault."""
    def bad(ja: str, en: str) -> SaveError:
        return SaveError(Text(f"保存ファイルのコメント（comments）が不正です: {ja}", f"The save file's comments are invalid: {en}"))

    if not isinstance(raw, list):
        raise bad("コメントの並び（リスト）ではありません。", "they are not a list.")
    if len(raw) > moves + 1:  # one per position at most: checked before anything is looped over
        raise bad(f"{len(raw)}件あります。{moves}手の記録には{moves + 1}件までです。",
                  f"there are {len(raw)}; a record of {moves} moves has at most {moves + 1} (one per position).")
    out: dict[int, dict[str, str]] = {}
    for i, entry in enumerate(raw, 1):
        if not isinstance(entry, dict):
            raise bad(f"{i}件目がJSONのオブジェクトではありません。", f"entry {i} is not a JSON object.")
        unknown = sorted(map(str, entry.keys() - COMMENT_KEYS))
        if unknown:
            raise bad(f"{i}件目に知らない項目があります: {shown(unknown)}", f"entry {i} has unknown keys: {shown(unknown)}")
        move = entry.get("move")
        if type(move) is not int or not 0 <= move <= moves:
            raise bad(f"{i}件目の move は 0〜{moves} の整数です（{shown(move)} は不可）。",
                      f"entry {i}'s move must be a whole number from 0 to {moves}, not {shown(move)}.")
        if move in out:
            raise bad(f"{move}手目のコメントが2件あります。", f"position {move} has two comments.")
        texts = {lang: entry[lang] for lang in LANGS if lang in entry}
        if not all(isinstance(t, str) and len(t) <= MAX_COMMENT for t in texts.values()):
            raise bad(f"{i}件目の ja / en は{MAX_COMMENT}文字までの文字列です。",
                      f"entry {i}'s ja and en must be text of at most {MAX_COMMENT} characters.")
        texts = {lang: t for lang, t in texts.items() if t.strip()}
        if not texts:
            raise bad(f"{i}件目に ja か en の文がありません。", f"entry {i} has no text in ja or en.")
        out[move] = texts
    return out


def _game_of(data: dict, games: dict[str, Game]) -> Game:
    game = games.get(data["game"]) if isinstance(data["game"], str) else None
    if game is None:
        raise SaveError(Text(f"このページのゲームの保存ファイルではありません（game: {shown(data['game'])}）。",
                             f"The save file is not for this page's game (game: {shown(data['game'])})."))
    return game


def _replay(match: Match, game: Game, i: int, rec: Any) -> None:
    """Play the saved move ``rec`` (number ``i``, from 0); SaveError saying which move and why if it cannot be."""
    try:
        if not isinstance(rec, dict):
            raise FormatError(Text("手がJSONのオブジェクトではありません。", "the move is not a JSON object"))
        move = {k: v for k, v in rec.items() if k != "player"}
        if "sealed" in move:
            text = unseal_text(move["sealed"], game.id)
            try:
                move = json.loads(text)
            except ValueError:
                move = None
            if not isinstance(move, dict):
                raise FormatError(Text("伏せた手がJSONのオブジェクトではありません。", "the face-down move is not a JSON object"))
        action = game.action_from_json(move)
        match.play(rec.get("player"), action)
    except IllegalAction as e:
        raise SaveError(Text(f"{i + 1}手目が反則です（改ざん？）: ", f"Move {i + 1} is illegal (tampered?): ") + e.text,
                        e.rule) from e
    except GameError as e:
        raise SaveError(Text(f"{i + 1}手目が読めません: ", f"Move {i + 1} cannot be read: ") + e.text) from e
