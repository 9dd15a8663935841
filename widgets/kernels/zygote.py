"""The zygote: one process that has imported what every kernel needs and forks a kernel from itself on request.

    python widgets/kernels/zygote.py SOCKET     # started by widgets/kernels/manager.py

It imports ipykernel, IPython, ipywidgets, plotly, every game and the page modules once, starts no thread, zmq context
or event loop, and listens on the Unix socket SOCKET (in a folder only its user may enter). A request
(``widgets/kernels/launch.py``) carries the launcher's stdin, stdout and stderr and ``{"argv", "env", "cwd"}``: the
zygote forks, the child takes them and runs ipykernel's own launch, and the zygote answers ``{"pid"}`` and later
``{"status"}`` (the child's wait status) on the same connection. A connection closed before its child ended (the
launcher was killed) kills the child. The zygote refuses (``{"error"}``) a kernel it cannot be — another Python,
another kernel module, another PYTHONPATH — and the launcher then starts the kernel the usual way. It exits when its
parent (the server) is gone.
"""

from __future__ import annotations

import importlib
import json
import os
import pkgutil
import selectors
import signal
import socket
import struct
import sys
import threading
from typing import Any

HEADER = struct.Struct("!I")  # the request's length, sent with the three descriptors
KERNEL_MODULE = "ipykernel_launcher"
PRELOAD = (
    "ipykernel.kernelapp", "ipykernel.ipkernel", "ipykernel.zmqshell", "ipykernel.comm", "ipykernel.iostream",
    "IPython", "IPython.core.interactiveshell", "IPython.core.completer", "ipywidgets", "anywidget", "comm",
    "jupyter_client.session", "ipykernel.debugger", "IPython.core.history", "IPython.core.completerlib",
    "IPython.extensions.storemagic", "tornado.gen", "tornado.queues", "tornado.locks", "pydoc", "sqlite3",
    "kernel_games", "kernel_games.examples",
)
SKIP_PAGE_MODULES = {"serve", "serve_templates", "kernels"}  # the server's own modules, never a page's


def preload() -> list[str]:
    """Import what a kernel and its pages need — every module of ``kernel_games`` and ``widgets`` but the server's
    own; return the names that could not be imported."""
    missing = []
    for name in PRELOAD:
        try:
            importlib.import_module(name)
        except ImportError:
            missing.append(name)
    import kernel_games
    import widgets

    for package in (kernel_games, widgets):
        for mod in pkgutil.walk_packages(package.__path__, f"{package.__name__}.", onerror=missing.append):
            if mod.name.split(".")[1] in SKIP_PAGE_MODULES or mod.name.endswith("__main__"):
                continue
            try:
                importlib.import_module(mod.name)
            except Exception:  # noqa: BLE001 - a kernel that needs it imports it itself, and says why
                missing.append(mod.name)
    return missing


def refusal(req: dict[str, Any]) -> str | None:
    """Why this process cannot become the kernel ``req`` asks for (None: it can)."""
    argv, env = req.get("argv") or [], req.get("env") or {}
    if len(argv) < 3 or argv[1:3] != ["-m", KERNEL_MODULE]:
        return f"not an ipykernel launch: {argv[:3]}"
    if os.path.realpath(argv[0]) != os.path.realpath(sys.executable):
        return f"another Python: {argv[0]}"
    if env.get("PYTHONPATH", "") != os.environ.get("PYTHONPATH", ""):
        return "another PYTHONPATH"
    if threading.active_count() != 1:
        return "the zygote runs a thread: it cannot fork safely"
    return None


def become_kernel(req: dict[str, Any], fds: list[int]) -> int:
    """In the forked child: take the launcher's descriptors, place and environment, then run ipykernel's launch."""
    for target, fd in enumerate(fds):
        os.dup2(fd, target)
        os.close(fd)
    os.setsid()  # its own process group, as jupyter_client starts a kernel: signals reach what it starts too
    os.chdir(req["cwd"])
    os.environ.clear()
    os.environ.update(req["env"])
    parent = str(os.getppid())  # ipykernel ends itself when its parent, the zygote, is gone
    os.environ["JPY_PARENT_PID"] = parent
    if "numpy.random" in sys.modules:  # `random` reseeds itself at fork; numpy's global state does not
        sys.modules["numpy.random"].seed()
    name_process(req["argv"])
    import runpy

    # ipykernel read JPY_PARENT_PID when the zygote imported it: the argument says it again
    sys.argv = [KERNEL_MODULE, *req["argv"][3:], f"--IPKernelApp.parent_handle={parent}"]
    sys.path.insert(0, os.getcwd())  # as `python -m` puts it; ipykernel_launcher takes it out, IPython adds ''
    runpy.run_module(KERNEL_MODULE, run_name="__main__", alter_sys=True)
    return 0


def name_process(argv: list[str]) -> None:
    """Call the process ``kg-<first 8 characters of its kernel id>`` (what ps, top and the class bench show; a
    forked kernel's command line is still the zygote's)."""
    import ctypes
    import re

    found = re.search(r"kernel-([0-9a-f]{8})", " ".join(argv))
    if found:
        try:
            ctypes.CDLL(None).prctl(15, f"kg-{found.group(1)}".encode(), 0, 0, 0)  # PR_SET_NAME (Linux)
        except (OSError, AttributeError):
            pass


class Zygote:
    """The socket, the children and the connections that wait for them."""

    def __init__(self, path: str) -> None:
        self.parent = os.getppid()
        self.listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.listener.bind(path)
        self.listener.listen(128)
        self.wake_r, self.wake_w = os.pipe()
        os.set_blocking(self.wake_r, False)
        os.set_blocking(self.wake_w, False)
        signal.set_wakeup_fd(self.wake_w)
        signal.signal(signal.SIGCHLD, lambda *_: None)
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
        self.selector = selectors.DefaultSelector()
        self.selector.register(self.listener, selectors.EVENT_READ)
        self.selector.register(self.wake_r, selectors.EVENT_READ)
        self.waiting: dict[int, socket.socket] = {}  # child pid -> its launcher's connection
        self.of_conn: dict[socket.socket, int] = {}

    def run(self) -> None:
        while os.getppid() == self.parent:
            for key, _ in self.selector.select(timeout=2.0):
                if key.fileobj is self.listener:
                    self.accept()
                elif key.fileobj == self.wake_r:
                    try:
                        os.read(self.wake_r, 4096)
                    except BlockingIOError:
                        pass
                else:
                    self.launcher_spoke(key.fileobj)  # type: ignore[arg-type]
            self.reap()

    def accept(self) -> None:
        conn, _ = self.listener.accept()
        fds: list[int] = []
        try:
            conn.settimeout(10)
            head, fds, _, _ = socket.recv_fds(conn, HEADER.size, 3)
            (size,) = HEADER.unpack(head)
            body = b""
            while len(body) < size:
                chunk = conn.recv(size - len(body))
                if not chunk:
                    raise OSError("the launcher hung up")
                body += chunk
            req = json.loads(body)
            why = refusal(req) or (None if len(fds) == 3 else "three descriptors expected")
            if why:
                send(conn, {"error": why})
                conn.close()
                return
            self.fork(conn, req, fds)
        except (OSError, ValueError) as err:
            print(f"kernel-games zygote: a request failed: {err}", file=sys.stderr, flush=True)
            conn.close()
        finally:
            for fd in fds:
                os.close(fd)

    def fork(self, conn: socket.socket, req: dict[str, Any], fds: list[int]) -> None:
        pid = os.fork()
        if pid == 0:
            self.child(conn, req, list(fds))
        send(conn, {"pid": pid})
        conn.setblocking(False)
        self.waiting[pid] = conn
        self.of_conn[conn] = pid
        self.selector.register(conn, selectors.EVENT_READ)

    def child(self, conn: socket.socket, req: dict[str, Any], fds: list[int]) -> None:
        """The forked child: drop the zygote's own state and become the kernel; never returns."""
        code: Any = 1
        try:
            signal.set_wakeup_fd(-1)
            for sig in (signal.SIGCHLD, signal.SIGTERM):
                signal.signal(sig, signal.SIG_DFL)
            self.selector.close()
            for fd in (self.wake_r, self.wake_w):
                os.close(fd)
            for sock in (self.listener, conn, *self.of_conn):
                sock.close()
            code = become_kernel(req, fds)
        except SystemExit as stop:
            code = stop.code
        except BaseException:  # noqa: BLE001 - reported on the kernel's stderr, as a failed launch would be
            import traceback

            traceback.print_exc()
        finally:
            import atexit

            atexit._run_exitfuncs()
            for stream in (sys.stdout, sys.stderr):
                try:
                    stream.flush()
                except Exception:  # noqa: BLE001 - nothing left to report it to
                    pass
            os._exit(code if isinstance(code, int) else (0 if code is None else 1))

    def launcher_spoke(self, conn: socket.socket) -> None:
        """A launcher's connection is readable: it says nothing, so it closed — its child goes too."""
        try:
            data = conn.recv(64)
        except BlockingIOError:
            return
        except OSError:
            data = b""
        if not data:
            pid = self.of_conn.pop(conn)
            self.waiting.pop(pid, None)
            self.selector.unregister(conn)
            conn.close()
            kill(pid, signal.SIGKILL)

    def reap(self) -> None:
        while True:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            conn = self.waiting.pop(pid, None)
            if conn is not None:
                self.of_conn.pop(conn, None)
                self.selector.unregister(conn)
                conn.setblocking(True)
                try:
                    send(conn, {"status": status})
                except OSError:
                    pass
                conn.close()


def send(conn: socket.socket, message: dict[str, Any]) -> None:
    conn.sendall(json.dumps(message).encode() + b"\n")


def kill(pid: int, sig: int) -> None:
    """``sig`` to the child's process group (it leads one), or to the child alone."""
    try:
        os.killpg(pid, sig)
    except OSError:
        try:
            os.kill(pid, sig)
        except OSError:
            pass


def main() -> None:
    if sys.path and sys.path[0] == os.path.dirname(os.path.abspath(__file__)):
        del sys.path[0]  # run as a script: its folder is no place to import from
    path = sys.argv[1]
    missing = preload()
    if missing:
        print(f"kernel-games zygote: not imported beforehand: {', '.join(missing)}", file=sys.stderr, flush=True)
    zygote = Zygote(path + ".new")
    os.rename(path + ".new", path)  # the socket appears only when the zygote answers on it
    try:
        zygote.run()
    finally:
        for pid in list(zygote.waiting):
            kill(pid, signal.SIGTERM)


if __name__ == "__main__":
    main()
