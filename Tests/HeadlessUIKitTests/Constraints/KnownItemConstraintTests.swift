import Foundation
import Testing

@testable import HeadlessUIKit

/// `NSLayoutConstraint.init(knownItem:…)`, the initializer SwiftLayout makes its constraints with
/// on HeadlessUIKit: it must make the same constraints, and report the same mistakes, as UIKit's
/// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
@Suite("Constraints between items known by class")
@MainActor
struct KnownItemConstraintTests {
  @Test("a view to a guide: the same items, attributes and frames as init(item:…)")
  func sameConstraintAsItemInitializer() {
    let root = makeRoot(width: 300, height: 200)
    let guide = UILayoutGuide()
    root.addLayoutGuide(guide)
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    let known = NSLayoutConstraint(
      knownItem: KnownLayoutItem(view: a), attribute: .leading, relatedBy: .equal,
      toKnownItem: KnownLayoutItem(guide: guide), attribute: .centerX, multiplier: 0.5,
      constant: 10)
    let reference = NSLayoutConstraint(
      item: b, attribute: .leading, relatedBy: .equal, toItem: guide, attribute: .centerX,
      multiplier: 0.5, constant: 10)
    #expect(known.firstItem === a && known.secondItem === guide)
    #expect(known.firstAttribute == .leading && known.secondAttribute == .centerX)
    #expect(known.relation == .equal && known.multiplier == 0.5 && known.constant == 10)
    NSLayoutConstraint.activate([
      known, reference,
      guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      guide.widthAnchor.constraint(equalToConstant: 200),
      guide.topAnchor.constraint(equalTo: root.topAnchor),
      guide.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // centerX of the guide is 100; half of it plus 10.
    #expect(a.frame.minX == 60)
    #expect(b.frame.minX == a.frame.minX)
    #expect(known.isActive && known.holder === root)
  }

  @Test("a constant size with no second item, and an invalid pairing reported at creation")
  func dimensionAndInvalidPairing() {
    let root = makeRoot(width: 300, height: 200)
    let a = makeView("a", in: root)
    let size = NSLayoutConstraint(
      knownItem: KnownLayoutItem(view: a), attribute: .width, relatedBy: .equal,
      toKnownItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 42)
    size.isActive = true
    root.layoutIfNeeded()
    #expect(a.frame.width == 42)
    #expect(size.secondItem == nil && size.secondAttribute == .notAnAttribute)

    var invalid: NSLayoutConstraint?
    let issues = Headless.LayoutDiagnostics.capture {
      invalid = NSLayoutConstraint(
        knownItem: KnownLayoutItem(view: a), attribute: .leading, relatedBy: .equal,
        toKnownItem: KnownLayoutItem(view: root), attribute: .left, multiplier: 1, constant: 0)
    }
    #expect(issues.map(\.kind) == [.invalidConstraint])
    _ = Headless.LayoutDiagnostics.capture { invalid?.isActive = true }
    #expect(invalid?.isActive == false)
  }
}
