import Foundation
import SwiftLayoutEngine
import Testing

@Suite("ProbeEngine")
struct ProbeEngineTests {
  @Test("probe engine") func probe() throws {
    let depth = Int(ProcessInfo.processInfo.environment["DEPTH"] ?? "50") ?? 50
    let solver = Solver()
    var w = Variable("w0")
    try solver.addConstraint(w == 300000)
    let t0 = Date()
    for k in 1...depth {
      let x = Variable("x\(k)")
      let y = Variable("y\(k)")
      let wk = Variable("w\(k)")
      let hk = Variable("h\(k)")
      try solver.addConstraint(x == 1)
      try solver.addConstraint(y == 1)
      try solver.addConstraint(wk == w - 2)
      try solver.addConstraint(hk == hk * 0 + wk)
      w = wk
    }
    solver.updateVariables()
    print("PROBE-ENGINE \(depth) \(Date().timeIntervalSince(t0)) w=\(w.value)")
  }
}
