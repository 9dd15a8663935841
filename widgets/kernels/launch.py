"""The command a kernel manager runs in a kernel's place: it asks the zygote to fork the kernel and stands for it.

    python -S widgets/kernels/launch.py SOCKET ZYGOTE_PID -- python -m ipykernel_launcher -f CONNECTION_FILE

Standard library only (run with ``-S``: it starts in a few milliseconds). It hands the zygote its stdin, stdout and
stderr, the kernel's command, environment and folder; then relays SIGINT, SIGTERM, SIGHUP, SIGQUIT and SIGUSR1/2 to
the kernel and exits as the kernel did, so interrupt, restart, shutdown and culling work unchanged. SIGKILL cannot be
relayed: the zygote sees this process's connection close and kills the kernel itself. If the zygote is not there (or
refuses), it runs the kernel's command itself, in its own place (``exec``): the usual launch.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import struct
import sys
import time

HEADER = struct.Struct("!I")  # as widgets/kernels/zygote.py reads it
WAIT_FOR_ZYGOTE_S = 60.0  # the zygote imports for a second or two after the server starts; a loaded server, longer
RELAYED = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT, signal.SIGUSR1, signal.SIGUSR2)


class Refused(Exception):
    """The zygote cannot give this kernel."""


def alive(pid: int) -> bool:
    """Whether ``pid`` runs (an ended process its parent has not reaped yet counts as ended)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rpartition(")")[2].split()[0] != "Z"
    except OSError:
        pass
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def connect(path: str, zygote_pid: int, wait: float = WAIT_FOR_ZYGOTE_S) -> socket.socket:
    """A connection to the zygote, waiting while it is alive but not listening yet."""
    deadline = time.monotonic() + wait
    while True:
        conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            conn.connect(path)
            return conn
        except (FileNotFoundError, ConnectionRefusedError):
            conn.close()
            if not alive(zygote_pid) or time.monotonic() > deadline:
                raise Refused("no zygote") from None
            time.sleep(0.05)


def ask(conn: socket.socket, cmd: list[str]) -> int:
    """Ask for the kernel ``cmd``; its process id."""
    body = json.dumps({"argv": cmd, "env": dict(os.environ), "cwd": os.getcwd()}).encode()
    socket.send_fds(conn, [HEADER.pack(len(body))], [0, 1, 2])
    conn.sendall(body)
    answer = read_line(conn)
    if answer is None or "pid" not in answer:
        raise Refused((answer or {}).get("error", "no answer"))
    return int(answer["pid"])


def read_line(conn: socket.socket) -> dict | None:
    data = b""
    while not data.endswith(b"\n"):
        chunk = conn.recv(4096)
        if not chunk:
            return None
        data += chunk
    return json.loads(data)


def relay(pid: int, sig: int) -> None:
    try:
        os.killpg(pid, sig)
    except OSError:
        try:
            os.kill(pid, sig)
        except OSError:
            pass


def exit_as(status: int) -> None:
    """Exit as the kernel did: with its code, or by its signal."""
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        signal.signal(sig, signal.SIG_DFL)
        os.kill(os.getpid(), sig)
    sys.exit(os.waitstatus_to_exitcode(status))


def main(argv: list[str]) -> None:
    path, zygote_pid, cmd = argv[0], int(argv[1]), argv[argv.index("--") + 1:]
    try:
        conn = connect(path, zygote_pid)
        pid = ask(conn, cmd)
    except (Refused, OSError, ValueError) as err:
        print(f"kernel-games: kernel started without the zygote ({err})", file=sys.stderr, flush=True)
        os.execv(cmd[0], cmd)
    for sig in RELAYED:
        signal.signal(sig, lambda s, _f: relay(pid, s))
    answer = read_line(conn)
    if answer is None:  # the zygote is gone: so is the kernel's report of how it ended
        relay(pid, signal.SIGKILL)
        sys.exit(1)
    exit_as(int(answer["status"]))


if __name__ == "__main__":
    main(sys.argv[1:])
