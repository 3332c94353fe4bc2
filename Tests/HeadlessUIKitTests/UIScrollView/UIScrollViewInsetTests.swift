import HeadlessUIKit
import Testing

/// A scroll view that counts `adjustedContentInsetDidChange()`.
private final class CountingScrollView: UIScrollView {
  private(set) var changes = 0
  override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    changes += 1
  }
}

/// A scroll view that counts the calls of `adjustedContentInsetDidChange()`.
private final class InsetWatchingScrollView: UIScrollView {
  private(set) var seen: [UIEdgeInsets] = []

  override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    seen.append(adjustedContentInset)
  }
}

@MainActor
@Suite("UIScrollView content insets and the safe area")
struct UIScrollViewInsetTests {
  @Test("A full-screen scroll view's adjusted content inset includes the safe area")
  func scrollViewSafeArea() {
    let (window, _, root) = makeScreen()
    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scrollView)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: root.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
    window.layoutIfNeeded()
    #expect(scrollView.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    // .automatic, outside a navigation or tab bar controller, adjusts the axes that scroll
    // (ContentInsetAdjustmentBehavior.automatic and .scrollableAxes): no content, no safe area.
    #expect(scrollView.adjustedContentInset == scrollView.contentInset)
    scrollView.contentSize = CGSize(width: 390, height: 2000)
    #expect(
      scrollView.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 54, right: 0))
    scrollView.contentInsetAdjustmentBehavior = .never
    #expect(scrollView.adjustedContentInset == scrollView.contentInset)
  }

  @Test("contentInsetAdjustmentBehavior .never, .always and .automatic against the safe area")
  func contentInsetAdjustment() {
    let (window, _, root) = makeScreen()
    let scroll = UIScrollView(frame: root.bounds)
    root.addSubview(scroll)
    scroll.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
    scroll.contentSize = CGSize(width: 390, height: 2000)
    window.layoutIfNeeded()
    #expect(scroll.adjustedContentInset.top == 52)
    #expect(scroll.adjustedContentInset.bottom == 39)
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.adjustedContentInset == scroll.contentInset)
    scroll.contentInsetAdjustmentBehavior = .always
    #expect(scroll.adjustedContentInset.top == 52)
  }

  @Test("contentInsetAdjustmentBehavior .scrollableAxes adds the safe area only on scrollable axes")
  func scrollableAxesAdjustment() {
    // ContentInsetAdjustmentBehavior.scrollableAxes: "The top and bottom insets include the
    // safe area inset values when the vertical content size is greater than the height of the
    // scroll view itself. The top and bottom insets are also adjusted when the
    // alwaysBounceVertical property is true. Similarly, the left and right insets include the
    // safe area insets when the horizontal content size is greater than the width".
    let (window, controller, root) = makeScreen()
    let scroll = UIScrollView(frame: root.bounds)
    root.addSubview(scroll)
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    scroll.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
    scroll.contentSize = CGSize(width: 390, height: 300)
    window.layoutIfNeeded()
    #expect(scroll.safeAreaInsets == UIEdgeInsets(top: 47, left: 10, bottom: 34, right: 10))
    // Neither axis scrolls: the content inset alone.
    #expect(scroll.adjustedContentInset == scroll.contentInset)
    scroll.alwaysBounceVertical = true
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 52, left: 0, bottom: 39, right: 0))
    scroll.alwaysBounceVertical = false
    scroll.contentSize = CGSize(width: 800, height: 300)
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
    scroll.contentSize = CGSize(width: 800, height: 2000)
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 52, left: 10, bottom: 39, right: 10))
  }

  @Test("contentInset moves neither the content guide nor contentSize; it adds to the adjusted")
  func contentInsetIsNotLayout() {
    // UIScrollView.contentInset: "Use this property to extend the space between your content and
    // the edges of the content view." It leaves the content's own layout alone.
    let stage = ScrollStage()
    stage.scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 40, right: 0)
    stage.root.layoutIfNeeded()
    #expect(stage.content.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
    #expect(stage.scroll.contentSize == CGSize(width: 320, height: 1000))
    #expect(stage.scroll.contentLayoutGuide.layoutFrame.origin == .zero)
    // Not in a window: no safe area to add, whatever the behavior.
    stage.scroll.contentInsetAdjustmentBehavior = .always
    #expect(
      stage.scroll.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 40, right: 0))
  }

  @Test("A scroll view below a header on an iPhone: only its bottom meets the unsafe area")
  func scrollBelowHeader() {
    let (window, _, root) = makeScreen()
    let header = makeView("header", in: root)
    let scroll = UIScrollView(frame: .zero)
    scroll.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    let content = makeView("content", in: scroll)
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 53),
      scroll.topAnchor.constraint(equalTo: header.bottomAnchor),
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 2000),
    ])
    window.layoutIfNeeded()
    #expect(scroll.frame == CGRect(x: 0, y: 100, width: 390, height: 744))
    #expect(scroll.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    // Vertical content taller than the view: the bottom safe area is added (.automatic).
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(scroll.contentSize == CGSize(width: 390, height: 2000))
  }

  @Test("adjustedContentInsetDidChange fires when content grows past the bounds (scrollable axes)")
  func adjustedInsetFollowsScrollability() {
    // contentInsetAdjustmentBehavior .scrollableAxes: "Adjust content offsets only in
    // scrollable directions" — growing content makes the vertical axis scrollable.
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes
    let (window, _, root) = makeScreen()
    let scroll = CountingScrollView(frame: .zero)
    scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    scroll.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    let content = makeView("content", in: scroll)
    let height = content.heightAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: root.topAnchor),
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      height,
    ])
    window.layoutIfNeeded()
    #expect(scroll.adjustedContentInset == .zero)
    #expect(scroll.changes == 0)
    height.constant = 2000
    window.layoutIfNeeded()
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(scroll.changes == 1)
    height.constant = 50
    window.layoutIfNeeded()
    #expect(scroll.adjustedContentInset == .zero)
    #expect(scroll.changes == 2)
  }

  @Test("adjustedContentInsetDidChange is called when the safe area or contentInset changes it")
  func adjustedContentInsetDidChange() {
    // adjustedContentInsetDidChange(): "Called when the adjusted content insets of the scroll
    // view change."
    // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange()
    let (window, controller, root) = makeScreen()
    let scroll = InsetWatchingScrollView(frame: .zero)
    scroll.contentInsetAdjustmentBehavior = .always
    scroll.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    NSLayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: root.topAnchor),
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    window.layoutIfNeeded()
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(scroll.seen == [UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)])
    scroll.contentInset.top = 10
    #expect(scroll.seen.last == UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
    controller.additionalSafeAreaInsets.bottom = 50
    window.layoutIfNeeded()
    #expect(scroll.seen.last == UIEdgeInsets(top: 57, left: 0, bottom: 84, right: 0))
    let count = scroll.seen.count
    window.layoutIfNeeded()
    scroll.contentInset.top = 10
    #expect(scroll.seen.count == count)
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.seen.last == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    #expect(scroll.seen.count == count + 1)
  }
}
