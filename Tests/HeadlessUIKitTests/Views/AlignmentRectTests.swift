import Testing

@testable import HeadlessUIKit

/// A view whose content sits inside ornamentation (a shadow, a badge): its alignment rectangle
/// is its frame inset by `insets`, and it may report an intrinsic size for that rectangle.
@MainActor
private final class OrnamentedView: UIView {
  var insets = UIEdgeInsets.zero
  var contentSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)

  override var alignmentRectInsets: UIEdgeInsets { insets }
  override var intrinsicContentSize: CGSize { contentSize }
}

@MainActor
private func makeOrnamented(
  _ name: String, insets: UIEdgeInsets, in superview: UIView? = nil
) -> OrnamentedView {
  let view = OrnamentedView()
  view.insets = insets
  view.accessibilityIdentifier = name
  view.translatesAutoresizingMaskIntoConstraints = false
  superview?.addSubview(view)
  return view
}

@MainActor
@Suite("Alignment rectangles")
struct AlignmentRectTests {
  @Test("Edges pinned to the superview place the alignment rectangle; the frame is outset")
  func pinnedEdgesOutsetTheFrame() {
    let root = makeRoot(width: 320, height: 480)
    let view = makeOrnamented(
      "badge", insets: UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8), in: root)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
      view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      view.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 16, y: 28, width: 292, height: 58))
    #expect(
      view.alignmentRect(forFrame: view.frame) == CGRect(x: 20, y: 30, width: 280, height: 50))
  }

  @Test("Centering centers the content, not the ornamentation")
  func centeringUsesTheAlignmentRectangle() {
    let root = makeRoot(width: 300, height: 300)
    let view = makeOrnamented(
      "shadowed", insets: UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 10), in: root)
    NSLayoutConstraint.activate([
      view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      view.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 60),
    ])
    root.layoutIfNeeded()
    // The 100 × 60 content is centred at (150, 150); the shadow hangs off its right and bottom.
    #expect(view.frame == CGRect(x: 100, y: 120, width: 110, height: 70))
  }

  @Test("The intrinsic content size is the alignment rectangle's size")
  func intrinsicSizeIsTheAlignmentSize() {
    let root = makeRoot()
    let view = makeOrnamented(
      "chip", insets: UIEdgeInsets(top: 1, left: 3, bottom: 5, right: 7), in: root)
    view.contentSize = CGSize(width: 40, height: 20)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 7, y: 9, width: 50, height: 26))
  }

  @Test("Subviews pinned to a container's edges and margins align to its alignment rectangle")
  func containerEdgesAreItsAlignmentRectangle() {
    let root = makeRoot(width: 320, height: 480)
    let container = makeOrnamented(
      "card", insets: UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8), in: root)
    let edge = makeView("edge", in: container)
    let margin = makeView("margin", in: container)
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      container.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      container.widthAnchor.constraint(equalToConstant: 200),
      container.heightAnchor.constraint(equalToConstant: 100),
      edge.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      edge.topAnchor.constraint(equalTo: container.topAnchor),
      edge.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      edge.heightAnchor.constraint(equalToConstant: 10),
      margin.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
      margin.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
      margin.widthAnchor.constraint(equalToConstant: 10),
      margin.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(container.frame == CGRect(x: 4, y: 5, width: 214, height: 112))
    // In the container's own coordinates its alignment rectangle starts at (6, 5).
    #expect(edge.frame == CGRect(x: 6, y: 5, width: 200, height: 10))
    #expect(margin.frame == CGRect(x: 14, y: 87, width: 10, height: 10))
    #expect(
      container.layoutMarginsGuide.layoutFrame == CGRect(x: 14, y: 13, width: 184, height: 84))
  }

  @Test("A frame set by hand on a view that translates it into constraints is kept")
  func translatedFrameIsKept() {
    let root = makeRoot(width: 320, height: 480)
    let container = makeOrnamented(
      "card", insets: UIEdgeInsets(top: 3, left: 2, bottom: 1, right: 4), in: root)
    container.translatesAutoresizingMaskIntoConstraints = true
    container.frame = CGRect(x: 20, y: 40, width: 100, height: 50)
    let inner = OrnamentedView(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
    inner.insets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
    inner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    container.addSubview(inner)
    let follower = makeView("follower", in: root)
    NSLayoutConstraint.activate([
      follower.leadingAnchor.constraint(equalTo: container.trailingAnchor),
      follower.topAnchor.constraint(equalTo: container.topAnchor),
      follower.widthAnchor.constraint(equalToConstant: 10),
      follower.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(container.frame == CGRect(x: 20, y: 40, width: 100, height: 50))
    #expect(inner.frame == CGRect(x: 10, y: 10, width: 30, height: 20))
    // The follower starts at the container's alignment rectangle's trailing edge.
    #expect(follower.frame == CGRect(x: 116, y: 43, width: 10, height: 10))
    // Growing the container grows the flexible-width subview by as much, as in UIKit.
    container.frame = CGRect(x: 20, y: 40, width: 140, height: 50)
    root.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 10, y: 10, width: 70, height: 20))
  }

  @Test("New insets take effect after invalidateIntrinsicContentSize()")
  func changedInsetsTakeEffect() {
    let root = makeRoot(width: 320, height: 480)
    let view = makeOrnamented("badge", insets: .zero, in: root)
    let child = makeView("child", in: view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 100),
      child.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      child.topAnchor.constraint(equalTo: view.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
    #expect(child.frame.origin == .zero)
    view.insets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    view.invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 30, y: 40, width: 140, height: 120))
    #expect(child.frame.origin == CGPoint(x: 20, y: 10))
  }

  @Test("The safe area guide stays measured from the bounds")
  func safeAreaGuideIsMeasuredFromTheBounds() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let container = makeOrnamented(
      "card", insets: UIEdgeInsets(top: 20, left: 10, bottom: 20, right: 10), in: window)
    let content = makeView("content", in: container)
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      container.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
      container.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      container.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -20),
      content.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: container.safeAreaLayoutGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ])
    window.layoutIfNeeded()
    // The frame fills the window; the window's safe area (47 top, 34 bottom) insets the bounds.
    #expect(container.frame == window.bounds)
    #expect(container.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(
      container.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
    #expect(content.frame == CGRect(x: 10, y: 47, width: 370, height: 763))
  }

  @Test("systemLayoutSizeFitting takes and returns frame sizes")
  func fittingSizeIsAFrameSize() {
    let view = OrnamentedView()
    view.insets = UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
    view.contentSize = CGSize(width: 60, height: 30)
    let compressed = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(compressed == CGSize(width: 68, height: 36))
  }
}
