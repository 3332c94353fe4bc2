import HeadlessUIKit
import Testing

@MainActor
@Suite("Right-to-left layout")
struct RightToLeftTests {
  func build(_ attribute: UISemanticContentAttribute) -> (UIView, UIView, UIView) {
    let root = makeRoot(width: 300, height: 100)
    root.semanticContentAttribute = attribute
    let first = makeView("first", in: root)
    let second = makeView("second", in: root)
    NSLayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      first.widthAnchor.constraint(equalToConstant: 50),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 10),
      second.widthAnchor.constraint(equalToConstant: 40),
    ])
    for view in [first, second] {
      view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
      view.heightAnchor.constraint(equalToConstant: 10).isActive = true
    }
    root.layoutIfNeeded()
    return (root, first, second)
  }

  @Test("Apple D13: leading and trailing flip under forceRightToLeft; positive offsets go trailing")
  func flips() {
    let (_, ltrFirst, ltrSecond) = build(.unspecified)
    #expect(ltrFirst.frame.minX == 20 && ltrSecond.frame.minX == 80)
    let (root, first, second) = build(.forceRightToLeft)
    #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(first.frame == CGRect(x: 230, y: 0, width: 50, height: 10))
    #expect(second.frame == CGRect(x: 180, y: 0, width: 40, height: 10))
    root.semanticContentAttribute = .forceLeftToRight
    root.layoutIfNeeded()
    #expect(first.frame.minX == 20 && second.frame.minX == 80)
  }

  @Test("Apple D10: directional margins map leading to the right edge in right-to-left views")
  func directionalMargins() {
    let root = makeRoot(width: 300, height: 100)
    root.semanticContentAttribute = .forceRightToLeft
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 30, bottom: 0, trailing: 5)
    #expect(root.layoutMargins.right == 30 && root.layoutMargins.left == 5)
    let view = makeView("view", in: root)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      view.widthAnchor.constraint(equalToConstant: 10),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(view.frame.maxX == 270)
  }

  @Test("Left and right never flip")
  func absoluteEdges() {
    let root = makeRoot(width: 300, height: 100)
    root.semanticContentAttribute = .forceRightToLeft
    let view = makeView("view", in: root)
    NSLayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
      view.widthAnchor.constraint(equalToConstant: 10),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(view.frame.minX == 20)
  }
}
