import HeadlessUIKit
import Testing

@MainActor
@Suite("translatesAutoresizingMaskIntoConstraints")
struct AutoresizingTests {
  @Test("Apple D11: views made in code translate their frame, and keep it through layout")
  func framesAreKept() {
    let root = makeRoot()
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(view.translatesAutoresizingMaskIntoConstraints)
    root.addSubview(view)
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test("Apple D11: flexible left and right margins 20/30 share a change of 120 as 68/102")
  func flexibleMarginsShare() {
    let root = makeRoot(width: 100, height: 100)
    let view = UIView(frame: CGRect(x: 20, y: 0, width: 50, height: 10))
    view.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    root.addSubview(view)
    root.layoutIfNeeded()
    root.frame = CGRect(x: 0, y: 0, width: 220, height: 100)
    root.layoutIfNeeded()
    #expect(view.frame.minX == 68)
    #expect(view.frame.width == 50)
    #expect(220 - view.frame.maxX == 102)
  }

  @Test("A flexible width and height follow the superview's size change")
  func flexibleSize() {
    let root = makeRoot(width: 100, height: 100)
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(view)
    root.layoutIfNeeded()
    root.frame.size = CGSize(width: 200, height: 150)
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
  }

  @Test("Apple D11: a constraint that disagrees with the translated frame is a conflict")
  func conflictWithTranslatedFrame() {
    let root = makeRoot()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    view.accessibilityIdentifier = "boxed"
    root.addSubview(view)
    view.widthAnchor.constraint(equalToConstant: 100).isActive = true
    let issues = Headless.LayoutDiagnostics.capture { root.layoutIfNeeded() }
    #expect(issues.map(\.kind) == [.unsatisfiableConstraints])
    #expect(
      issues.first?.constraints.contains("h=--& v=--& boxed.width == 30 (autoresizing)") == true)
    #expect(issues.first?.affectedConstraint == "boxed.width == 100")
    #expect(view.frame.width == 30)
  }

  @Test("A root view without translation takes the size its constraints give")
  func rootSizedByConstraints() {
    let root = makeRoot(width: 10, height: 10)
    root.translatesAutoresizingMaskIntoConstraints = false
    let child = makeView("child", in: root)
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
      child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -5),
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -5),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    #expect(root.frame.size == CGSize(width: 110, height: 60))
    #expect(child.frame == CGRect(x: 5, y: 5, width: 100, height: 50))
  }
}
