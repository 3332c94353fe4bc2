#!/usr/bin/env python3
"""Differential fuzz of SwiftLayoutEngine against an independent oracle: scipy's linprog (HiGHS).

Usage: Scripts/fuzz-vs-linprog.py [--systems N] [--long L] [--seed S] [--driver PATH] [--jobs J]

kiwisolver runs kiwi's own algorithm, so an error both share cannot show against it. This script
checks the engine against linear programming instead. It generates random systems (adds with
required, priority-level and base-level strengths, removals, edit variables, suggestions), runs
them on `swiftlayout-bench fuzz-replay`, and at each check solves the held system level by level
with linprog: the required constraints as constraints; then the highest priority level's weighted
errors minimised, that optimum fixed; then the next level, …; then the base level (kiwi's
strengths and edits, one weighted sum). It compares:
  - each level's weighted error at our solution with the level's optimum;
  - that every held required constraint holds at our solution;
  - that every add the engine refused as unsatisfiable is infeasible with the held required
    constraints (a feasibility LP).
`--long L` systems are long histories (1,500 to 4,000 operations, checked every 250) where
incremental round-off would accumulate; the rest are short (20 to 70 operations, checked at the
end and once in the middle).

A disagreement prints the system as a reproduction in the operation-log format of
Tests/SwiftLayoutEngineTests/Fuzz/OperationLog.swift (`+ rel level weight constant var:coef …`,
`- k`, `edit var weight`, `unedit var`, `suggest var value`). Exits 1 on any disagreement.
"""
import argparse
import os
import random
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor

import numpy as np
from scipy.optimize import linprog

REQUIRED = 1001001000.0
BASE_WEIGHTS = [1e6, 1e3, 1.0, 2.0, 500.0]
LEVELS = [1000.0, 750.0, 500.0, 250.0]
# HiGHS's feasibility tolerances are 1e-7 by default; a fixed level's optimum may then leak
# enough to lower the next level's optimum measurably.
TIGHT = {"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10}


def generate(rng, count, operations):
    """A random operation list: ("add", rel, level, weight, constant, terms) | ("remove", k) |
    ("edit", var, level, weight) | ("unedit", var) | ("suggest", var, value)."""
    ops = []
    adds = 0
    for _ in range(operations):
        roll = rng.random()
        if roll < 0.55:
            terms = {}
            for _ in range(rng.randint(1, 3)):
                terms[rng.randrange(count)] = float(rng.choice([-3, -2, -1, -0.5, 0.5, 1, 2, 3]))
            relation = rng.choice(["le", "eq", "ge"])
            kind = rng.random()
            if kind < 0.4:
                level, weight = 0.0, REQUIRED
            elif kind < 0.7:
                level, weight = rng.choice(LEVELS), float(rng.choice([1, 1, 2, 3]))
            else:
                level, weight = 0.0, rng.choice(BASE_WEIGHTS)
            constant = float(rng.randint(-100, 100))
            ops.append(("add", relation, level, weight, constant, sorted(terms.items())))
            adds += 1
        elif roll < 0.78:
            if adds:
                ops.append(("remove", rng.randrange(adds)))
        elif roll < 0.86:
            index = rng.randrange(count)
            if rng.random() < 0.3:
                ops.append(("unedit", index))
            elif rng.random() < 0.5:
                ops.append(("edit", index, rng.choice(LEVELS), 1.0))
            else:
                ops.append(("edit", index, 0.0, rng.choice(BASE_WEIGHTS[:3])))
        else:
            ops.append(("suggest", rng.randrange(count), float(rng.randint(-300, 300))))
    return ops


def driver_lines(ops, count, checks):
    """The fuzz-replay script for one system: `var`, the operations, `check` after the listed
    operation indices."""
    lines = [f"var {count}"]
    add_index = 0
    for position, op in enumerate(ops):
        if op[0] == "add":
            _, relation, level, weight, constant, terms = op
            strength = f"{level!r}:{weight!r}" if level > 0 else f"{weight!r}"
            body = " ".join(f"{c!r} {i}" for i, c in terms)
            lines.append(f"add {add_index} {relation} {strength} {constant!r} {body}".rstrip())
            add_index += 1
        elif op[0] == "remove":
            lines.append(f"remove {op[1]}")
        elif op[0] == "edit":
            _, index, level, weight = op
            strength = f"{level!r}:{weight!r}" if level > 0 else f"{weight!r}"
            lines.append(f"edit {index} {strength}")
        elif op[0] == "unedit":
            lines.append(f"unedit {op[1]}")
        else:
            lines.append(f"suggest {op[1]} {op[2]!r}")
        if position in checks:
            lines.append("check")
    return lines


def reproduction(ops):
    out = []
    for op in ops:
        if op[0] == "add":
            _, relation, level, weight, constant, terms = op
            body = " ".join(f"{i}:{c!r}" for i, c in terms)
            out.append(f"+ {relation} {level!r} {weight!r} {constant!r} {body}")
        elif op[0] == "remove":
            out.append(f"- {op[1]}")
        elif op[0] == "edit":
            _, index, level, weight = op
            out.append(f"edit {index} {weight!r}" if level == 0 else f"edit {index} {level!r}:{weight!r}")
        elif op[0] == "unedit":
            out.append(f"unedit {op[1]}")
        else:
            out.append(f"suggest {op[1]} {op[2]!r}")
    return "\n".join(out)


def violation(relation, value):
    if relation == "eq":
        return abs(value)
    if relation == "le":
        return max(value, 0.0)
    return max(-value, 0.0)


class Held:
    """The constraints and edits the engine holds, following its answers."""

    def __init__(self, count):
        self.count = count
        self.adds = []  # (relation, level, weight, constant, terms) per add, in order
        self.held = {}  # add index -> spec
        self.edits = {}  # variable -> [level, weight, suggestion]

    def required(self):
        return [s for s in self.held.values() if s[2] >= REQUIRED]

    def optional_by_level(self):
        """{level: [(relation, weight, constant, terms)]}, edits included."""
        levels = {}
        for relation, level, weight, constant, terms in self.held.values():
            if weight >= REQUIRED:
                continue
            levels.setdefault(level, []).append((relation, weight, constant, terms))
        for index, (level, weight, suggestion) in self.edits.items():
            levels.setdefault(level, []).append(("eq", weight, -suggestion, [(index, 1.0)]))
        return levels


def row_of(terms, count):
    row = np.zeros(count)
    for index, coefficient in terms:
        row[index] += coefficient
    return row


def feasible(required, count):
    """Whether the required constraints have a solution (linprog, zero objective)."""
    a_ub, b_ub, a_eq, b_eq = [], [], [], []
    for relation, _, _, constant, terms in required:
        row = row_of(terms, count)
        if relation == "eq":
            a_eq.append(row)
            b_eq.append(-constant)
        elif relation == "le":
            a_ub.append(row)
            b_ub.append(-constant)
        else:
            a_ub.append(-row)
            b_ub.append(constant)
    result = linprog(np.zeros(count), A_ub=np.array(a_ub) if a_ub else None,
                     b_ub=np.array(b_ub) if b_ub else None,
                     A_eq=np.array(a_eq) if a_eq else None,
                     b_eq=np.array(b_eq) if b_eq else None,
                     bounds=[(None, None)] * count, method="highs", options=TIGHT)
    return result.status == 0


def level_optima(held):
    """Each level's optimum (highest priority first, base level last), fixing every earlier one.
    Variables: x (free), then one or two error columns per optional constraint."""
    count = held.count
    levels = held.optional_by_level()
    order = sorted((level for level in levels if level > 0), reverse=True)
    if 0.0 in levels:
        order.append(0.0)
    columns = count
    error_columns = {}  # level -> [(column, weight)]
    rows_ub, b_ub, rows_eq, b_eq = [], [], [], []

    def pad(row, width):
        return np.concatenate([row, np.zeros(width - len(row))])

    entries = []  # (kind, row over x, constant, [(column, sign)])
    for relation, _, _, constant, terms in held.required():
        entries.append((relation, row_of(terms, count), constant, []))
    for level in order:
        error_columns[level] = []
        for relation, weight, constant, terms in levels[level]:
            if relation == "eq":
                plus, minus = columns, columns + 1
                columns += 2
                error_columns[level] += [(plus, weight), (minus, weight)]
                entries.append(("eq", row_of(terms, count), constant, [(plus, -1.0), (minus, 1.0)]))
            else:
                error = columns
                columns += 1
                error_columns[level].append((error, weight))
                sign = -1.0 if relation == "le" else 1.0
                entries.append((relation, row_of(terms, count), constant, [(error, sign)]))
    for relation, row, constant, extra in entries:
        full = pad(row, columns)
        for column, sign in extra:
            full[column] += sign
        if relation == "eq":
            rows_eq.append(full)
            b_eq.append(-constant)
        elif relation == "le":
            rows_ub.append(full)
            b_ub.append(-constant)
        else:
            rows_ub.append(-full)
            b_ub.append(constant)
    bounds = [(None, None)] * count + [(0, None)] * (columns - count)
    optima = []
    for level in order:
        cost = np.zeros(columns)
        for column, weight in error_columns[level]:
            cost[column] += weight
        for options in (TIGHT, {}):
            result = linprog(cost, A_ub=np.array(rows_ub) if rows_ub else None,
                             b_ub=np.array(b_ub) if b_ub else None,
                             A_eq=np.array(rows_eq) if rows_eq else None,
                             b_eq=np.array(b_eq) if b_eq else None, bounds=bounds,
                             method="highs", options=options)
            if result.status == 0:
                break
        if result.status == 4:
            return None, None  # HiGHS's numerical trouble: the oracle has no answer
        if result.status != 0:
            return None, f"linprog status {result.status} on level {level}"
        optimum = float(result.fun)
        optima.append((level, optimum))
        # Fix this level's optimum (with room for the LP's own tolerance) for the next ones.
        rows_ub.append(cost)
        b_ub.append(optimum + 1e-9 * max(1.0, abs(optimum)))
    return optima, None


def level_error(held, level, values):
    total = 0.0
    for relation, weight, constant, terms in held.optional_by_level().get(level, []):
        total += weight * violation(relation, constant + sum(c * values[i] for i, c in terms))
    return total


def broken_required(held, values):
    for spec in held.required():
        relation, _, _, constant, terms = spec
        value = constant + sum(c * values[i] for i, c in terms)
        scale = max(1.0, abs(constant) + sum(abs(c * values[i]) for i, c in terms))
        if violation(relation, value) > 1e-6 * scale:
            return spec
    return None


def check_system(system, count, ops, checks, answers):
    """Follows the engine's answers; returns the first disagreement, or None, and how many
    checks and refused adds it verified."""
    held = Held(count)
    position = 1  # answers[0] answers `var`
    verified = refused = 0
    add_index = 0
    for index, op in enumerate(ops):
        answer = answers[position]
        position += 1
        if op[0] == "add":
            spec = op[1:]
            held.adds.append(spec)
            if answer == "ok":
                # An infeasible accepted add shows at the next check (a broken required one).
                held.held[add_index] = spec
            elif answer == "unsat":
                refused += 1
                if feasible(held.required() + [spec], count):
                    return f"operation {index}: refused a feasible required add", verified, refused
            else:
                return f"operation {index}: add answered {answer}", verified, refused
            add_index += 1
        elif op[0] == "remove":
            if answer == "ok":
                held.held.pop(op[1], None)
        elif op[0] == "edit":
            if answer == "ok":
                held.edits[op[1]] = [op[2], op[3], 0.0]
        elif op[0] == "unedit":
            if answer == "ok":
                held.edits.pop(op[1], None)
        elif op[0] == "suggest":
            if answer == "ok":
                held.edits[op[1]][2] = op[2]
        if index in checks:
            got = answers[position].split()
            position += 1
            if position < len(answers) and answers[position].startswith("invariant"):
                return f"operation {index}: {answers[position]}", verified, refused
            if not got or got[0] != "obj":
                return f"operation {index}: check answered {got}", verified, refused
            values = [float(v) for v in got[2:]]
            broken = broken_required(held, values)
            if broken:
                return f"operation {index}: required constraint {broken} broken", verified, refused
            optima, problem = level_optima(held)
            if problem:
                return f"operation {index}: {problem}", verified, refused
            if optima is None:
                continue
            magnitude = max([1.0] + [abs(v) for v in values])
            for level, optimum in optima:
                ours = level_error(held, level, values)
                largest = max([1.0] + [w for _, w, _, _ in held.optional_by_level()[level]])
                # Relative 1e-5: the fixed levels keep a relative slack of 1e-9, which the next
                # level's weights (up to 1e6 times larger) may turn into a visible gain.
                tolerance = 1e-5 * max(1.0, abs(optimum)) + 1e-9 * largest * magnitude
                if abs(ours - optimum) > tolerance:
                    return (f"operation {index}: level {level} error {ours}, linprog optimum "
                            f"{optimum}", verified, refused)
            verified += 1
    return None, verified, refused


def check_job(job):
    system, count, ops, checks, answers = job
    return check_system(system, count, ops, checks, answers)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--systems", type=int, default=500)
    parser.add_argument("--long", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--driver", default=None)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    driver = args.driver or os.path.join(root, ".build", "debug", "swiftlayout-bench")
    started = time.time()

    systems = []
    for system in range(args.systems + args.long):
        rng = random.Random(f"linprog-{args.seed}-{system}")
        count = rng.randint(3, 9)
        long = system < args.long
        ops = generate(rng, count, rng.randint(1500, 4000) if long else rng.randint(20, 70))
        last = len(ops) - 1
        checks = (set(range(249, last, 250)) if long else {last // 2}) | {last}
        systems.append((system, count, ops, checks))
    script = "\n".join(line for system, count, ops, checks in systems
                       for line in driver_lines(ops, count, checks)) + "\n"
    result = subprocess.run([driver, "fuzz-replay"], input=script, capture_output=True,
                            text=True, check=True)
    answers = result.stdout.splitlines()

    # Each system's answers (invariant lines, from debug drivers, follow their checks).
    jobs = []
    position = 0
    for system, count, ops, checks in systems:
        length = 1 + len(ops) + len(checks)
        start = position
        lines = 0
        while lines < length and position < len(answers):
            if not answers[position].startswith("invariant"):
                lines += 1
            position += 1
        jobs.append((system, count, ops, checks, answers[start:position]))
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(check_job, jobs, chunksize=16))

    failures = checked = refused = operations = 0
    for (system, count, ops, checks, _), (problem, verified, refusals) in zip(jobs, results):
        checked += verified
        refused += refusals
        operations += len(ops)
        if problem:
            failures += 1
            print(f"system {system} (seed {args.seed}): {problem}")
            print("reproduction (variables v0…v11):")
            print(reproduction(ops))
            if failures >= 3:
                break
    print(f"fuzz-vs-linprog: {len(systems)} systems ({args.long} long), {operations} operations, "
          f"{checked} level-by-level checks, {refused} refused adds verified infeasible, "
          f"{failures} disagreements, {time.time() - started:.1f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
