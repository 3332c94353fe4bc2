import HeadlessUIKit
import Testing

/// A view that counts `layoutMarginsDidChange()`.
private final class MarginWatcher: UIView {
  private(set) var changes = 0
  override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    changes += 1
  }
}

@MainActor
@Suite("Layout margins: preserved, directional, from the safe area, and their callbacks")
struct LayoutMarginsTests {
  @Test("preservesSuperviewLayoutMargins: a flush child takes the superview's larger margin")
  func preservesSuperviewMargins() {
    // UIView.preservesSuperviewLayoutMargins: "When the value of this property is true, the
    // superview's margins are also considered when laying out content. This margin affects
    // layouts where the distance between the edge of a view and its superview is smaller than
    // the corresponding margin."
    let root = makeRoot(width: 320, height: 200)
    root.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    let child = makeView("child", in: root)
    child.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    child.preservesSuperviewLayoutMargins = true
    let content = makeView("content", in: child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -5),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 100),
      content.leadingAnchor.constraint(equalTo: child.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: child.layoutMarginsGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: child.layoutMarginsGuide.topAnchor),
      content.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // Left: the child is flush, so the superview's 20 wins over 8. Right: the child stands 5
    // in, so 20 − 5 = 15 of the superview's margin reaches into it ("the smallest amount
    // needed to ensure that content is also inside the superview's margins").
    #expect(child.layoutMargins.left == 20)
    #expect(child.layoutMargins.right == 15)
    #expect(content.frame == CGRect(x: 20, y: 8, width: 315 - 20 - 15, height: 10))
    #expect(child.layoutMargins.top == 8)

    child.preservesSuperviewLayoutMargins = false
    root.layoutIfNeeded()
    #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(content.frame == CGRect(x: 8, y: 8, width: 315 - 16, height: 10))
  }

  @Test(
    "insetsLayoutMarginsFromSafeArea: a controller's view measures its margins from the safe area or the edge"
  )
  func marginsFromSafeArea() {
    let (window, _, root) = makeScreen()
    let content = makeView("content", in: root)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
    ])
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 10, leading: 10, bottom: 10, trailing: 10)
    window.layoutIfNeeded()
    #expect(root.safeAreaInsets.top == 47)
    // UIView.insetsLayoutMarginsFromSafeArea (default true): "the margins are adjusted to
    // include the safe area insets"; the guide's top lies 10 under the safe area.
    #expect(content.frame.minY == 57)
    // 844 − 34 (home indicator) − 10.
    #expect(content.frame.maxY == 800)
    root.insetsLayoutMarginsFromSafeArea = false
    window.layoutIfNeeded()
    #expect(content.frame.minY >= 10 && content.frame.minY < 47)
  }

  @Test("directionalLayoutMargins flip under right-to-left; layoutMargins reads them as left/right")
  func directionalMarginsRightToLeft() {
    let root = makeRoot(width: 300, height: 100)
    root.semanticContentAttribute = .forceRightToLeft
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 10, bottom: 0, trailing: 30)
    // UIView.directionalLayoutMargins: "in a right-to-left language, the leading margin is
    // applied to the right edge". layoutMargins reports the physical insets.
    #expect(root.layoutMargins.right == 10)
    #expect(root.layoutMargins.left == 30)
    let content = makeView("content", in: root)
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      content.widthAnchor.constraint(equalToConstant: 50),
      content.topAnchor.constraint(equalTo: root.topAnchor),
      content.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(content.frame.maxX == 290)
    #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 30, y: 0, width: 260, height: 100))
  }

  @Test("layoutMarginsDidChange runs when the margins are set, once per real change")
  func layoutMarginsDidChangeCalls() {
    // layoutMarginsDidChange(): "Notifies the view that the layout margins changed."
    // https://developer.apple.com/documentation/uikit/uiview/layoutmarginsdidchange()
    let root = makeRoot()
    let view = MarginWatcher()
    root.addSubview(view)
    root.layoutIfNeeded()
    let before = view.changes
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    root.layoutIfNeeded()
    #expect(view.changes == before + 1)
    view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)  // the same margins
    root.layoutIfNeeded()
    #expect(view.changes == before + 1)
    #expect(view.layoutMarginsGuide.layoutFrame.minX == 2)
  }

  @Test("preservesSuperviewLayoutMargins follows the new superview's margins after a move")
  func preservedMarginsFollowMove() {
    // preservesSuperviewLayoutMargins: "the view's margins … also respect the superview's
    // margins" where the view is close to the superview's edges.
    // https://developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins
    let narrow = makeRoot("narrow", width: 300, height: 100)
    narrow.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 10, bottom: 0, trailing: 10)
    let wide = makeRoot("wide", width: 300, height: 100)
    wide.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 40, bottom: 0, trailing: 40)
    let row = makeView("row", in: narrow)
    row.preservesSuperviewLayoutMargins = true
    row.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 2, bottom: 0, trailing: 2)
    let item = makeView("item", in: row)
    NSLayoutConstraint.activate([
      item.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
      item.trailingAnchor.constraint(equalTo: row.layoutMarginsGuide.trailingAnchor),
      item.topAnchor.constraint(equalTo: row.topAnchor),
      item.heightAnchor.constraint(equalToConstant: 10),
      row.heightAnchor.constraint(equalToConstant: 10),
    ])
    func pin(in superview: UIView) {
      NSLayoutConstraint.activate([
        row.topAnchor.constraint(equalTo: superview.topAnchor),
        row.leadingAnchor.constraint(equalTo: superview.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: superview.trailingAnchor),
      ])
    }
    pin(in: narrow)
    narrow.layoutIfNeeded()
    #expect(item.frame == CGRect(x: 10, y: 0, width: 280, height: 10))
    wide.addSubview(row)
    pin(in: wide)
    wide.layoutIfNeeded()
    #expect(item.frame == CGRect(x: 40, y: 0, width: 220, height: 10))
  }
}
