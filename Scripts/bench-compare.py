#!/usr/bin/env python3
"""Runs the engine workloads on SwiftLayoutEngine and on kiwisolver in one go, and prints the
ratio table (ours / kiwisolver; below 1 means SwiftLayoutEngine is faster).

Usage: Scripts/bench-compare.py [workloads and sizes, as for swiftlayout-bench engine]
Builds the release benchmark first. kiwisolver must be installed (pip install kiwisolver).
"""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def parse(text):
    results = {}
    for line in text.splitlines():
        parts = line.split()
        if len(parts) >= 4 and parts[0].startswith("W"):
            key = (parts[0], int(parts[1]))
            if parts[2] == "failed":
                results[key] = (None, " ".join(parts[3:]), {})
                continue
            extras = dict(p.split("=", 1) for p in parts[4:] if "=" in p)
            results[key] = (float(parts[2]), parts[3], extras)
    return results


def main(argv):
    subprocess.run(["swift", "build", "-c", "release", "--product", "swiftlayout-bench"],
                   cwd=ROOT, check=True, capture_output=True)
    bench = os.path.join(ROOT, ".build", "release", "swiftlayout-bench")
    ours_text = subprocess.run([bench, "engine"] + argv, capture_output=True, text=True,
                               check=True).stdout
    print(ours_text, end="", flush=True)
    kiwi_text = subprocess.run([sys.executable, os.path.join(ROOT, "Scripts", "bench-kiwi.py")]
                               + argv, capture_output=True, text=True).stdout
    print(kiwi_text, end="", flush=True)
    ours, kiwi = parse(ours_text), parse(kiwi_text)
    print("\n| workload | N | SwiftLayoutEngine (s) | kiwisolver (s) | ratio | ours per op (µs) |")
    print("|---|---|---|---|---|---|")
    for key in sorted(ours, key=lambda k: (["W1", "W1e", "W2", "W3", "W4"].index(k[0]), k[1])):
        seconds, checksum, extras = ours[key]
        other = kiwi.get(key)
        if other is None or other[0] is None:
            kiwi_cell = "failed" if other else "—"
            ratio = "—"
        else:
            kiwi_cell = f"{other[0]:.6f}"
            ratio = f"{seconds / other[0]:.3f}"
        per_op = extras.get("per-op-us", "")
        print(f"| {key[0]} | {key[1]} | {seconds:.6f} | {kiwi_cell} | {ratio} | {per_op} |")


if __name__ == "__main__":
    main(sys.argv[1:])
