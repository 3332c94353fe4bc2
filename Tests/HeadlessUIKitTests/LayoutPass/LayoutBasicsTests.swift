import HeadlessUIKit
import Testing

@MainActor
@Suite("Layout basics")
struct LayoutBasicsTests {
  @Test("A subview pinned to its superview's edges with insets gets the inset frame")
  func pinnedEdges() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      child.heightAnchor.constraint(equalToConstant: 44),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 16, width: 280, height: 44))
    #expect(root.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(root.constraints.count == 3)
    #expect(child.constraints.count == 1)
  }

  @Test("Apple D5: constraints are evaluated in the holder's coordinate system")
  func holderCoordinates() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let a = UIView()
    let b = UIView()
    for view in [a, b] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    NSLayoutConstraint(
      item: a, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX,
      multiplier: 0.5, constant: 0
    ).isActive = true
    NSLayoutConstraint(
      item: b, attribute: .left, relatedBy: .equal, toItem: root, attribute: .right,
      multiplier: 0.5, constant: 0
    ).isActive = true
    for view in [a, b] {
      view.widthAnchor.constraint(equalToConstant: 10).isActive = true
      view.heightAnchor.constraint(equalToConstant: 10).isActive = true
      view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    }
    root.layoutIfNeeded()
    #expect(a.center.x == 100)
    #expect(b.frame.minX == 200)
  }
}
