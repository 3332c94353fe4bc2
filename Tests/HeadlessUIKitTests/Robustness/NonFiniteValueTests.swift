import HeadlessUIKit
import Testing

/// A view whose intrinsic size is whatever the test sets, valid or not.
private final class WildSizeView: UIView {
  var size = CGSize(width: 10, height: 10) {
    didSet { invalidateIntrinsicContentSize() }
  }
  override var intrinsicContentSize: CGSize { size }
}

@MainActor
@Suite("Non-finite and huge values are refused or bounded, never trapped on")
struct NonFiniteValueTests {
  @Test(
    "A constraint multiplier of 0 on a dimension leaves the constant; a NaN constant is refused")
  func degenerateNumbers() {
    let root = makeRoot(width: 200, height: 100)
    let box = makeView("box", in: root)
    let width = NSLayoutConstraint(
      item: box, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
      multiplier: 0, constant: 30)
    NSLayoutConstraint.activate([
      width, box.heightAnchor.constraint(equalToConstant: 10),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 30, height: 10))
    // A NaN constant (a division by zero in user code) is refused — UIKit raises "constant is
    // not finite! That's illegal." — keeping the old one; a later finite constant applies.
    let issues = Headless.LayoutDiagnostics.capture {
      width.constant = .nan
      root.layoutIfNeeded()
    }
    #expect(issues.map(\.kind) == [.invalidConstraint])
    #expect(width.constant == 30 && width.isActive)
    #expect(box.frame == CGRect(x: 0, y: 0, width: 30, height: 10))
    width.constant = 40
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
    // Made with an infinite constant, a constraint is invalid from the start.
    let made = Headless.LayoutDiagnostics.capture {
      let tall = box.heightAnchor.constraint(equalToConstant: .infinity)
      tall.isActive = true
      #expect(!tall.isActive)
    }
    #expect(made.count == 2 && made.allSatisfy { $0.kind == .invalidConstraint })
    root.layoutIfNeeded()
    #expect(box.frame.height == 10)
  }

  @Test("lessThanOrEqualToConstant: .greatestFiniteMagnitude is a harmless upper bound")
  func hugeUpperBound() {
    let root = makeRoot(width: 320, height: 100)
    let label = UILabel()
    label.text = "Mocha"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    let issues = Headless.LayoutDiagnostics.capture {
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        label.topAnchor.constraint(equalTo: root.topAnchor),
        label.widthAnchor.constraint(lessThanOrEqualToConstant: .greatestFiniteMagnitude),
        label.heightAnchor.constraint(
          lessThanOrEqualToConstant: CGFloat(Float.greatestFiniteMagnitude)),
      ])
      root.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(label.frame.size == label.intrinsicContentSize)
  }

  @Test("A non-finite intrinsic size does not trap; the view keeps a finite frame")
  func nonFiniteIntrinsicSize() {
    let root = makeRoot(width: 320, height: 100)
    let view = WildSizeView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(view.frame.size == CGSize(width: 10, height: 10))
    _ = Headless.LayoutDiagnostics.capture {
      view.size = CGSize(width: CGFloat.nan, height: .infinity)
      root.layoutIfNeeded()
    }
    #expect(view.frame.width.isFinite && view.frame.height.isFinite)
    #expect(view.frame.minX == 0 && view.frame.minY == 0)
    view.size = CGSize(width: 30, height: -5)  // a negative height other than noIntrinsicMetric
    _ = Headless.LayoutDiagnostics.capture { root.layoutIfNeeded() }
    #expect(view.frame.width == 30)
    #expect(view.frame.height >= 0)
    view.size = CGSize(width: 40, height: 20)
    root.layoutIfNeeded()
    #expect(view.frame.size == CGSize(width: 40, height: 20))
  }

  @Test("A non-finite multiplier is refused at creation and never activates")
  func nonFiniteMultiplier() {
    let root = makeRoot()
    let view = makeView("view", in: root)
    var constraint: NSLayoutConstraint?
    let issues = Headless.LayoutDiagnostics.capture {
      constraint = view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .nan)
      constraint?.isActive = true
      root.layoutIfNeeded()
    }
    #expect(constraint?.isActive == false)
    #expect(issues.first?.kind == .invalidConstraint)
    #expect(view.frame.width.isFinite)
  }
}
