import HeadlessUIKit
import Testing

@MainActor
@Suite("Autoresizing masks share a superview size change")
struct AutoresizingResizeTests {
  @Test("A flexible left margin and width share a width change in proportion to their sizes")
  func flexibleMarginAndWidth() {
    // UIView.autoresizingMask: "When more than one option along the same axis is set, the
    // default behavior is to distribute the size difference proportionally among the flexible
    // portions."
    let root = makeRoot(width: 300, height: 100)
    let view = UIView(frame: CGRect(x: 50, y: 10, width: 100, height: 20))
    view.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
    root.addSubview(view)
    root.layoutIfNeeded()
    root.frame = CGRect(x: 0, y: 0, width: 450, height: 100)
    root.layoutIfNeeded()
    // 150 more: the left margin (50) takes 50, the width (100) takes 100; the right margin
    // (150) is fixed.
    #expect(view.frame == CGRect(x: 100, y: 10, width: 200, height: 20))
    #expect(root.bounds.width - view.frame.maxX == 150)
  }

  @Test("All three flexible parts of an axis share the change; none keeps the frame")
  func threeFlexibleParts() {
    let root = makeRoot(width: 200, height: 200)
    let all = UIView(frame: CGRect(x: 20, y: 40, width: 60, height: 40))
    all.autoresizingMask = [
      .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
      .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin,
    ]
    let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    root.addSubview(all)
    root.addSubview(fixed)
    root.layoutIfNeeded()
    root.frame.size = CGSize(width: 400, height: 100)
    root.layoutIfNeeded()
    // Horizontal: 20/60/120 of 200 scale by 2. Vertical: 40/40/120 of 200 scale by 0.5.
    #expect(all.frame == CGRect(x: 40, y: 20, width: 120, height: 20))
    #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
  }

  @Test("A constrained sibling follows an autoresizing view when the superview resizes")
  func constrainedSiblingOfAutoresizingView() {
    let root = makeRoot(width: 300, height: 200)
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
    header.autoresizingMask = [.flexibleWidth]
    root.addSubview(header)
    let body = makeView("body", in: root)
    NSLayoutConstraint.activate([
      body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 10),
      body.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 10),
      body.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -10),
      body.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(body.frame == CGRect(x: 10, y: 70, width: 280, height: 130))
    root.frame.size = CGSize(width: 500, height: 300)
    root.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 0, width: 500, height: 60))
    #expect(body.frame == CGRect(x: 10, y: 70, width: 480, height: 230))
  }

  @Test("A constrained child inside an autoresizing parent grows with the parent")
  func constrainedChildInAutoresizingParent() {
    let root = makeRoot(width: 300, height: 200)
    let panel = UIView(frame: CGRect(x: 20, y: 20, width: 260, height: 160))
    panel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(panel)
    let field = makeView("field", in: panel)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: panel.layoutMarginsGuide.trailingAnchor),
      field.centerYAnchor.constraint(equalTo: panel.centerYAnchor),
      field.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    #expect(field.frame == CGRect(x: 8, y: 65, width: 244, height: 30))
    root.frame.size = CGSize(width: 400, height: 300)
    root.layoutIfNeeded()
    #expect(panel.frame == CGRect(x: 20, y: 20, width: 360, height: 260))
    #expect(field.frame == CGRect(x: 8, y: 115, width: 344, height: 30))
  }

  @Test("autoresizesSubviews false: subviews with masks keep their frames when the view resizes")
  func autoresizesSubviewsOff() {
    // UIView.autoresizesSubviews: "When set to true, the receiver adjusts the size of its
    // subviews when its bounds change. The default value is true."
    let root = makeRoot(width: 300, height: 200)
    let panel = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    panel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 280, height: 40))
    stretchy.autoresizingMask = [.flexibleWidth]
    panel.addSubview(stretchy)
    root.addSubview(panel)
    #expect(panel.autoresizesSubviews)
    panel.autoresizesSubviews = false
    #expect(!panel.autoresizesSubviews)
    root.layoutIfNeeded()
    root.frame.size = CGSize(width: 400, height: 300)
    root.layoutIfNeeded()
    // The root still resizes the panel; the panel does not resize its subview.
    #expect(panel.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 280, height: 40))
    panel.autoresizesSubviews = true
    root.frame.size = CGSize(width: 500, height: 300)
    root.layoutIfNeeded()
    #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 380, height: 40))
  }
}
