// SwiftLayoutEngine: an incremental Cassowary linear-arithmetic constraint solver.
// The solver's types live in their own files (Solver.swift, Variable.swift, …).
