import HeadlessUIKit
import Testing

/// Counts its layoutSubviews calls.
@MainActor
private final class CountingView: UIView {
  var layoutCount = 0

  override func layoutSubviews() {
    layoutCount += 1
    super.layoutSubviews()
  }
}

@MainActor
@Suite("Incremental layout after a constant edit")
struct IncrementalLayoutTests {
  @Test("A constant edit moves the edited view, keeps its siblings, and calls layoutSubviews")
  func constantEditMovesOnlyTheEditedView() throws {
    let root = CountingView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var leadings: [NSLayoutConstraint] = []
    for index in 0..<5 {
      let child = UIView()
      child.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(child)
      let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
      leadings.append(leading)
      NSLayoutConstraint.activate([
        leading,
        child.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(index * 50)),
        child.widthAnchor.constraint(equalToConstant: 40),
        child.heightAnchor.constraint(equalToConstant: 40),
      ])
    }
    root.layoutIfNeeded()
    let before = root.layoutCount
    leadings[2].constant = 30
    root.layoutIfNeeded()
    #expect(root.layoutCount == before + 1)
    #expect(root.subviews[2].frame == CGRect(x: 30, y: 100, width: 40, height: 40))
    #expect(root.subviews[3].frame == CGRect(x: 10, y: 150, width: 40, height: 40))
  }

  @Test("A frame set by hand on a constrained view is restored by the next layout")
  func handSetFrameIsRestored() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let first = UIView()
    let second = UIView()
    var leadings: [NSLayoutConstraint] = []
    for child in [first, second] {
      child.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(child)
      let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
      leadings.append(leading)
      NSLayoutConstraint.activate([
        leading,
        child.topAnchor.constraint(equalTo: root.topAnchor),
        child.widthAnchor.constraint(equalToConstant: 40),
        child.heightAnchor.constraint(equalToConstant: 40),
      ])
    }
    root.layoutIfNeeded()
    second.frame = CGRect(x: 200, y: 200, width: 5, height: 5)
    leadings[0].constant = 20
    root.layoutIfNeeded()
    #expect(first.frame == CGRect(x: 20, y: 0, width: 40, height: 40))
    #expect(second.frame == CGRect(x: 10, y: 0, width: 40, height: 40))
  }
}
