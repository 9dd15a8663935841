"""Kernels forked from one warm process (the zygote) instead of started from nothing: standalone Voila's kernel
launch (docs/hosting.md, "Forked kernels"). ``zygote`` is the process, ``launch`` the tiny command a kernel manager
runs in a kernel's place, ``manager`` the kernel manager that starts the zygote and uses it."""
