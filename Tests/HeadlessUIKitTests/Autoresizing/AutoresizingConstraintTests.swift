import HeadlessUIKit
import Testing

@MainActor
@Suite("Autoresizing masks next to Auto Layout constraints")
struct AutoresizingConstraintTests {
  @Test("A frame-translating label narrower than its text keeps its frame without a conflict")
  func translatedLabelNarrowerThanText() {
    // The translated frame is required; compression resistance (750) gives way, as in UIKit.
    let root = makeRoot(width: 300, height: 100)
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 20, height: 10))
    label.text = "A rather long line of text"
    let issues = Headless.LayoutDiagnostics.capture {
      root.addSubview(label)
      root.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(label.frame == CGRect(x: 10, y: 10, width: 20, height: 10))
  }

  @Test("Apple D11: autoresizing constraints describe the mask as UIKit logs it (h=-&- v=--&)")
  func autoresizingNotation() {
    let root = makeRoot(width: 300, height: 200)
    func notation(_ mask: UIView.AutoresizingMask) -> Set<String> {
      let view = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
      view.accessibilityIdentifier = "v"
      view.autoresizingMask = mask
      root.addSubview(view)
      root.layoutIfNeeded()
      defer { view.removeFromSuperview() }
      return Set(
        view.constraintsAffectingLayout(for: .horizontal).map(\.description)
          .filter { $0.contains("(autoresizing)") }
          .map { String($0.prefix(11)) })
    }
    // `-` fixed, `&` flexible; margin, size, margin. No flexible part reads as a flexible
    // trailing margin: the left margin and the width are what is kept.
    #expect(notation([]) == ["h=--& v=--&"])
    #expect(notation([.flexibleWidth]) == ["h=-&- v=--&"])
    #expect(notation([.flexibleLeftMargin, .flexibleRightMargin]) == ["h=&-& v=--&"])
    #expect(notation([.flexibleHeight, .flexibleTopMargin]) == ["h=--& v=&&-"])
  }

  @Test("An autoresizing subview inside an Auto Layout view follows its size changes")
  func autoresizingInsideAutoLayout() {
    let root = makeRoot(width: 320, height: 200)
    let card = makeView("card", in: root)
    let width = card.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      width, card.heightAnchor.constraint(equalToConstant: 100),
      card.topAnchor.constraint(equalTo: root.topAnchor),
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    // The mask applies to later changes of the superview's size (UIView.autoresizingMask), so
    // the card is laid out before the subviews are placed in it.
    root.layoutIfNeeded()
    let banner = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
    banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    card.addSubview(banner)
    let badge = UIView(frame: CGRect(x: 170, y: 70, width: 20, height: 20))
    badge.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
    card.addSubview(badge)
    root.layoutIfNeeded()
    #expect(banner.frame == CGRect(x: 10, y: 10, width: 180, height: 20))
    width.constant = 300
    root.layoutIfNeeded()
    #expect(banner.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
    #expect(badge.frame == CGRect(x: 270, y: 70, width: 20, height: 20))
  }
}
