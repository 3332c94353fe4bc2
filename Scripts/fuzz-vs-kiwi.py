#!/usr/bin/env python3
"""Differential fuzz of SwiftLayoutEngine against kiwisolver (PyPI).

Usage: Scripts/fuzz-vs-kiwi.py [--systems N] [--seed S] [--driver PATH]

Generates random systems (adds, removes, edits, suggestions), runs them on kiwisolver and on
`swiftlayout-bench fuzz-replay`, and compares after every operation:
  - the outcome of each operation (ok / unsatisfiable / unknown …);
  - the optimum's weighted error (Σ strength × violation of the optional constraints and edits),
    not the variable values: under-constrained systems may tie (kiwi#16);
  - that every required constraint holds in our solution (checks where kiwisolver's own
    solution breaks one are counted and skipped: kiwi can lose a redundant equality when the
    equality it duplicates is removed).
kiwisolver 1.5.1 corrupts its state after an unsatisfiable add, so its solver is rebuilt from
the accepted constraints and edits after every failure. Exits 1 on any disagreement, after
printing each failing system as an operation log (the format of
Tests/SwiftLayoutEngineTests/Fuzz/OperationLog.swift).
"""
import argparse
import json
import os
import random
import subprocess
import sys

import kiwisolver as kiwi

REQUIRED = 1001001000.0
OPTIONAL = [1e6, 1e3, 1.0, 2.0, 500.0, 2e6, 5e3]


def violation(relation, value):
    if relation == "eq":
        return abs(value)
    if relation == "le":
        return max(value, 0.0)
    return max(-value, 0.0)


class Oracle:
    """kiwisolver plus the bookkeeping needed to rebuild it after an unsatisfiable add."""

    def __init__(self, count):
        self.vars = [kiwi.Variable(f"v{i}") for i in range(count)]
        self.accepted = {}  # id -> (spec, kiwi constraint), in insertion order
        self.edits = {}  # variable index -> [strength, suggestion]
        self.rebuild()

    def make(self, spec):
        _, relation, strength, constant, terms = spec
        expression = constant
        for coefficient, index in terms:
            expression = expression + coefficient * self.vars[index]
        if not terms:
            expression = kiwi.Expression([], constant)
        constraint = {"le": expression <= 0, "eq": expression == 0, "ge": expression >= 0}[relation]
        return constraint | strength

    def rebuild(self):
        self.solver = kiwi.Solver()
        for cid, (spec, _) in list(self.accepted.items()):
            constraint = self.make(spec)
            self.solver.addConstraint(constraint)
            self.accepted[cid] = (spec, constraint)
        for index, (strength, suggestion) in self.edits.items():
            self.solver.addEditVariable(self.vars[index], strength)
            self.solver.suggestValue(self.vars[index], suggestion)

    def add(self, spec):
        constraint = self.make(spec)
        try:
            self.solver.addConstraint(constraint)
        except kiwi.UnsatisfiableConstraint:
            self.rebuild()
            return "unsat"
        self.accepted[spec[0]] = (spec, constraint)
        return "ok"

    def remove(self, cid):
        if cid not in self.accepted:
            return "unknown"
        self.solver.removeConstraint(self.accepted.pop(cid)[1])
        return "ok"

    def edit(self, index, strength):
        if index in self.edits:
            return "dupedit"
        self.solver.addEditVariable(self.vars[index], strength)
        self.edits[index] = [strength, 0.0]
        return "ok"

    def unedit(self, index):
        if index not in self.edits:
            return "unknownedit"
        self.solver.removeEditVariable(self.vars[index])
        del self.edits[index]
        return "ok"

    def suggest(self, index, value):
        if index not in self.edits:
            return "unknownedit"
        self.solver.suggestValue(self.vars[index], value)
        self.edits[index][1] = value
        return "ok"

    def error_of(self, values):
        """The weighted error of `values` against the accepted constraints and edits."""
        total = 0.0
        for spec, _ in self.accepted.values():
            _, relation, strength, constant, terms = spec
            if strength >= REQUIRED:
                continue
            value = constant + sum(c * values[i] for c, i in terms)
            total += min(strength, REQUIRED) * violation(relation, value)
        for index, (strength, suggestion) in self.edits.items():
            total += strength * abs(values[index] - suggestion)
        return total

    def required_hold(self, values):
        for spec, _ in self.accepted.values():
            _, relation, strength, constant, terms = spec
            if strength < REQUIRED:
                continue
            value = constant + sum(c * values[i] for c, i in terms)
            scale = max(1.0, abs(constant) + sum(abs(c * values[i]) for c, i in terms))
            if violation(relation, value) > 1e-6 * scale:
                return spec
        return None


def generate_system(seed, system):
    """One system's lines for our driver and kiwisolver's expectations for them."""
    rng = random.Random(f"{seed}-{system}")
    next_id = 0
    count = rng.randint(3, 9)
    oracle = Oracle(count)
    lines = [f"var {count}"]
    expected = ["ok"]
    for _ in range(rng.randint(20, 70)):
        roll = rng.random()
        if roll < 0.5:
            next_id += 1
            terms = [(rng.choice([-3, -2, -1, -0.5, 0.5, 1, 1, 2, 3]), rng.randrange(count))
                     for _ in range(rng.randint(1, 3))]
            relation = rng.choice(["le", "eq", "ge"])
            strength = REQUIRED if rng.random() < 0.45 else rng.choice(OPTIONAL)
            constant = float(rng.randint(-60, 60))
            spec = (next_id, relation, strength, constant, terms)
            answer = oracle.add(spec)
            body = " ".join(f"{c!r} {i}" for c, i in terms)
            lines.append(f"add {next_id} {relation} {strength!r} {constant!r} {body}".rstrip())
        elif roll < 0.65:
            cid = rng.choice(list(oracle.accepted) or [next_id + 1000])
            answer = oracle.remove(cid)
            lines.append(f"remove {cid}")
        elif roll < 0.75:
            index = rng.randrange(count)
            if index in oracle.edits and rng.random() < 0.5:
                answer = oracle.unedit(index)
                lines.append(f"unedit {index}")
            else:
                strength = rng.choice(OPTIONAL)
                answer = oracle.edit(index, strength)
                lines.append(f"edit {index} {strength!r}")
        else:
            index = rng.choice(list(oracle.edits) or [rng.randrange(count)])
            value = float(rng.randint(-200, 200))
            answer = oracle.suggest(index, value)
            lines.append(f"suggest {index} {value!r}")
        expected.append(answer)
        oracle.solver.updateVariables()
        kiwi_values = [v.value() for v in oracle.vars]
        lines.append("check")
        expected.append(["check", oracle.error_of(kiwi_values),
                         [spec for spec, _ in oracle.accepted.values()],
                         {str(k): list(v) for k, v in oracle.edits.items()},
                         oracle.required_hold(kiwi_values)])
    return {"system": system, "lines": lines, "expected": expected}


class Frozen:
    """What a check needs of the oracle at that moment."""

    def __init__(self, specs, edits):
        self.accepted = {spec[0]: (spec, None) for spec in specs}
        self.edits = {int(k): v for k, v in edits.items()}

    error_of = Oracle.error_of
    required_hold = Oracle.required_hold


def generate_all(seed, systems):
    """Runs kiwisolver in child processes, since it can abort the process ("objective is
    unbounded" escapes as a C++ terminate); a system that kills its child is skipped."""
    results = []
    aborted = []
    start = 0
    while start < systems:
        child = subprocess.run(
            [sys.executable, os.path.abspath(__file__), "--generate", str(seed), str(start),
             str(systems)], capture_output=True, text=True)
        done = [json.loads(line) for line in child.stdout.splitlines() if line.startswith("{")]
        results += done
        start += len(done)
        if child.returncode != 0 and start < systems:
            aborted.append(start)
            start += 1
    return results, aborted


def reproduction(lines):
    """A system's driver lines in the operation-log format of
    Tests/SwiftLayoutEngineTests/Fuzz/OperationLog.swift (adds numbered from 0)."""
    out = []
    for line in lines:
        parts = line.split()
        if parts[0] == "add":
            _, _, relation, strength, constant, *rest = parts
            body = " ".join(f"{rest[i + 1]}:{rest[i]}" for i in range(0, len(rest), 2))
            out.append(f"+ {relation} 0.0 {strength} {constant} {body}".rstrip())
        elif parts[0] == "remove":
            out.append(f"- {int(parts[1]) - 1}")
        elif parts[0] in ("edit", "unedit", "suggest"):
            out.append(line)
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--systems", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--driver", default=None)
    parser.add_argument("--generate", nargs=3, type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.generate:
        seed, start, end = args.generate
        for system in range(start, end):
            print(json.dumps(generate_system(seed, system)), flush=True)
        return 0
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    driver = args.driver or os.path.join(root, ".build", "debug", "swiftlayout-bench")

    batches, aborted = generate_all(args.seed, args.systems)
    script = "\n".join(line for batch in batches for line in batch["lines"]) + "\n"
    result = subprocess.run([driver, "fuzz-replay"], input=script, capture_output=True,
                            text=True, check=True)
    answers = result.stdout.splitlines()
    position = 0
    failures = 0
    reported = 0
    operations = checks = unsatisfiable = kiwi_wrong = 0
    for batch in batches:
        system = batch["system"]
        for line, want in zip(batch["lines"], batch["expected"]):
            got = answers[position] if position < len(answers) else "<missing>"
            position += 1
            if position < len(answers) and answers[position].startswith("invariant"):
                print(f"system {system}: after '{line}': {answers[position]}")
                failures += 1
                position += 1
            operations += 1
            if want == "unsat":
                unsatisfiable += 1
            if not isinstance(want, list):
                if got != want:
                    failures += 1
                    print(f"system {system}: '{line}' answered {got}, kiwisolver {want}")
                continue
            checks += 1
            parts = got.split()
            if not parts or parts[0] != "obj":
                failures += 1
                print(f"system {system}: check answered {got!r}")
                continue
            ours = float(parts[1])
            values = [float(v) for v in parts[2:]]
            _, kiwi_error, specs, edits, kiwi_broken = want
            frozen = Frozen(specs, edits)
            our_error = frozen.error_of(values)
            # Both solvers drop coefficients under 1e-8, so values carry round-off of about
            # 1e-9 × their magnitude, which weighs up to that × the largest strength.
            largest = max([s[2] for s in specs if s[2] < REQUIRED] + [e[0] for e in edits.values()]
                          + [1.0])
            magnitude = max([1.0] + [abs(v) for v in values])
            tolerance = 1e-6 * max(1.0, abs(kiwi_error)) + 1e-9 * largest * magnitude
            broken = frozen.required_hold(values)
            if kiwi_broken:
                kiwi_wrong += 1
                if broken:
                    failures += 1
                    print(f"system {system}: both solutions break required {broken}")
                continue
            if abs(our_error - kiwi_error) > tolerance or abs(ours - our_error) > tolerance or broken:
                failures += 1
                print(f"system {system}: weighted error ours {our_error} (reported {ours}), "
                      f"kiwisolver {kiwi_error}; broken required: {broken}")
        if failures > reported:
            reported = failures
            print(f"system {system} (seed {args.seed}) as an operation log:")
            print(reproduction(batch["lines"]))
        if failures > 20:
            break
    print(f"fuzz-vs-kiwi: {len(batches)} systems, {operations} operations, {checks} checks, "
          f"{unsatisfiable} unsatisfiable adds, {failures} disagreements; kiwisolver broke a "
          f"required constraint at {kiwi_wrong} checks (skipped) and aborted on {len(aborted)} "
          f"systems (skipped): {aborted}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
