#!/usr/bin/env python3
"""The engine workloads of Documentation/Benchmarks.md on kiwisolver (PyPI), for side-by-side
ratios.

Usage: Scripts/bench-kiwi.py [W1|W1e|W2|W3|W4 …] [sizes …]
Prints the same line format as `swiftlayout-bench engine`:
  <workload> <size> <median seconds> <checksum> per-op-us=… reps=…
W3 on kiwisolver may abort with "objective is unbounded" (kiwi's fixed 1e-8 threshold); the
line then reads `<workload> <size> failed <message>`.
"""
import os
import statistics
import subprocess
import sys
import time

import kiwisolver as kiwi


class Grid:
    def __init__(self, n):
        self.rl, self.rt, self.rw, self.rh = (kiwi.Variable(s) for s in ("rl", "rt", "rw", "rh"))
        self.left = [kiwi.Variable(f"l{i}") for i in range(n)]
        self.top = [kiwi.Variable(f"t{i}") for i in range(n)]
        self.width = [kiwi.Variable(f"w{i}") for i in range(n)]
        self.height = [kiwi.Variable(f"h{i}") for i in range(n)]
        self.root_width = self.rw == 800
        self.root_height = self.rh == 600
        self.views = []

    def view(self, i):
        row, column = i // 10, i % 10
        l, t, w, h = self.left, self.top, self.width, self.height
        result = [w[i] >= 20, h[i] >= 20]
        result.append(l[i] == self.rl + 8 if column == 0 else l[i] == l[i - 1] + w[i - 1] + 8)
        result.append(t[i] == self.rt + 8 + 60 * row)
        result.append((w[i] == 100) | "weak")
        if column > 0:
            result.append((w[i] == w[i - 1]) | "strong")
        if column == 9:
            result.append(l[i] + w[i] + 8 <= self.rl + self.rw)
        result.append((h[i] == 0.5 * w[i]) | "medium")
        result.append(h[i] <= 0.1 * self.rh)
        return result

    def checksum(self):
        return sum(self.left[i].value() + self.top[i].value() + self.width[i].value()
                   + self.height[i].value() for i in range(len(self.left)))


def constraint_count(n):
    return 4 + sum(7 + (i % 10 > 0) + (i % 10 == 9) for i in range(n))


def build_w1(n, solver):
    grid = Grid(n)
    for c in (grid.rl == 0, grid.rt == 0, grid.root_width, grid.root_height):
        solver.addConstraint(c)
    for i in range(n):
        cs = grid.view(i)
        grid.views.append(cs)
        for c in cs:
            solver.addConstraint(c)
    return grid


def w1(n):
    solver = kiwi.Solver()
    start = time.perf_counter()
    grid = build_w1(n, solver)
    solver.updateVariables()
    return time.perf_counter() - start, grid.checksum()


def w1e(n):
    solver = kiwi.Solver()
    start = time.perf_counter()
    grid = Grid(n)
    solver.addEditVariable(grid.rw, "strong")
    solver.addEditVariable(grid.rh, "strong")
    solver.suggestValue(grid.rw, 800)
    solver.suggestValue(grid.rh, 600)
    solver.addConstraint(grid.rl == 0)
    solver.addConstraint(grid.rt == 0)
    for i in range(n):
        for c in grid.view(i):
            solver.addConstraint(c)
    solver.updateVariables()
    return time.perf_counter() - start, grid.checksum()


def w2(n):
    solver = kiwi.Solver()
    grid = build_w1(n, solver)
    solver.addEditVariable(grid.rw, "strong")
    solver.addEditVariable(grid.rh, "strong")
    solver.suggestValue(grid.rw, 800)
    solver.suggestValue(grid.rh, 600)
    solver.removeConstraint(grid.root_width)
    solver.removeConstraint(grid.root_height)
    solver.updateVariables()
    start = time.perf_counter()
    for k in range(100):
        solver.suggestValue(grid.rw, 320 + ((k * 37) % 100) * 9.6)
        solver.suggestValue(grid.rh, 480 + ((k * 53) % 100) * 8.0)
        solver.updateVariables()
    return time.perf_counter() - start, grid.checksum()


def w3_rows(n):
    rows = n // 10
    r0 = int(0.45 * rows)
    return range(r0, r0 + max(1, rows // 10))


def w3_ops(n):
    return 20 * sum(7 + (i % 10 > 0) + (i % 10 == 9) for r in w3_rows(n) for i in range(r * 10, r * 10 + 10))


def w3(n):
    solver = kiwi.Solver()
    grid = build_w1(n, solver)
    solver.updateVariables()
    churn = [c for r in w3_rows(n) for i in range(r * 10, r * 10 + 10) for c in grid.views[i]]
    start = time.perf_counter()
    for _ in range(10):
        for c in churn:
            solver.removeConstraint(c)
        solver.updateVariables()
        for c in churn:
            solver.addConstraint(c)
        solver.updateVariables()
    return time.perf_counter() - start, grid.checksum()


def w4(depth):
    solver = kiwi.Solver()
    l = [kiwi.Variable(f"l{k}") for k in range(depth)]
    t = [kiwi.Variable(f"t{k}") for k in range(depth)]
    w = [kiwi.Variable(f"w{k}") for k in range(depth)]
    h = [kiwi.Variable(f"h{k}") for k in range(depth)]
    start = time.perf_counter()
    solver.addEditVariable(w[0], "strong")
    solver.addEditVariable(h[0], "strong")
    solver.suggestValue(w[0], 2400)
    solver.suggestValue(h[0], 2400)
    solver.addConstraint(l[0] == 0)
    solver.addConstraint(t[0] == 0)
    for k in range(1, depth):
        for c in (l[k] == l[k - 1] + 1, t[k] == t[k - 1] + 1, w[k] == w[k - 1] - 2,
                  h[k] == h[k - 1] - 2, w[k] >= 0, h[k] >= 0):
            solver.addConstraint(c)
    solver.updateVariables()
    for k in range(100):
        solver.suggestValue(w[0], 2000 + ((k * 37) % 100) * 10)
        solver.suggestValue(h[0], 2000 + ((k * 53) % 100) * 10)
        solver.updateVariables()
    elapsed = time.perf_counter() - start
    checksum = sum(l[k].value() + t[k].value() + w[k].value() + h[k].value() for k in range(depth))
    return elapsed, checksum


WORKLOADS = [
    ("W1", w1, [100, 1000, 10000], constraint_count),
    ("W1e", w1e, [100, 400, 1000], constraint_count),
    ("W2", w2, [100, 1000], lambda n: 100),
    ("W3", w3, [100, 1000], w3_ops),
    ("W4", w4, [100, 1000], lambda n: 100),
]


def measure(name, n):
    body, per_op = next((b, p) for w, b, _, p in WORKLOADS if w == name)
    try:
        first, checksum = body(n)
        samples = [first]
        if first <= 2:
            reps = max(3, min(15, int(1.5 / max(first, 1e-4))))
            samples = []
            for _ in range(reps):
                seconds, checksum = body(n)
                samples.append(seconds)
        median = statistics.median_low(samples)
        print(f"{name} {n} {median:.6f} {checksum:.4f} "
              f"per-op-us={median / per_op(n) * 1e6:.3f} reps={len(samples)}", flush=True)
    except Exception as error:
        print(f"{name} {n} failed {type(error).__name__}: {error}", flush=True)


def main(argv):
    if argv[:1] == ["--one"]:
        measure(argv[1], int(argv[2]))
        return
    names = {a for a in argv if not a.isdigit()}
    sizes = [int(a) for a in argv if a.isdigit()]
    for name, _, defaults, _ in WORKLOADS:
        if names and name not in names:
            continue
        for n in sizes or defaults:
            # Each measurement runs in its own process: kiwi's "objective is unbounded" escapes
            # as a C++ terminate that would take this process down.
            child = subprocess.run([sys.executable, os.path.abspath(__file__), "--one", name,
                                    str(n)], capture_output=True, text=True)
            if child.stdout.strip():
                print(child.stdout.strip(), flush=True)
            else:
                reason = (child.stderr.strip().splitlines() or ["no output"])[-1]
                print(f"{name} {n} failed process aborted ({reason})", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
