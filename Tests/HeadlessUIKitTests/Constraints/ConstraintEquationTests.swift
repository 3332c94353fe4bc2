import HeadlessUIKit
import Testing

@MainActor
@Suite("Constraints are equations (Apple's Auto Layout Guide)")
struct ConstraintEquationTests {
  @Test("Apple D1: a constraint is an equation, not an assignment: it can size the second item")
  func equationNotAssignment() {
    let root = makeRoot(width: 400, height: 300)
    let box = makeView("box", in: root)
    let child = makeView("child", in: box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      // The box is the first item, yet its size follows from the child's, not the reverse.
      box.widthAnchor.constraint(equalTo: child.widthAnchor, multiplier: 2, constant: 10),
      box.heightAnchor.constraint(equalTo: child.heightAnchor),
      child.widthAnchor.constraint(equalToConstant: 50),
      child.heightAnchor.constraint(equalToConstant: 20),
      child.topAnchor.constraint(equalTo: box.topAnchor),
      // Read right to left: the box's centre decides where the child is.
      box.centerXAnchor.constraint(equalTo: child.centerXAnchor),
    ])
    root.layoutIfNeeded()
    // box.width = 2 × 50 + 10 = 110; child centred in it: x = (110 − 50) / 2 = 30.
    #expect(box.frame == CGRect(x: 0, y: 0, width: 110, height: 20))
    #expect(child.frame == CGRect(x: 30, y: 0, width: 50, height: 20))
  }
}
