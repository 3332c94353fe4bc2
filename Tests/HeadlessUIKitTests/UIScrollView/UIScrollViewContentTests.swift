import HeadlessUIKit
import Testing

@MainActor
@Suite("UIScrollView content size, offset and content layout guide")
struct UIScrollViewContentTests {
  @Test("A scroll view's content smaller than its frame gives a contentSize of the content's size")
  func smallContentSize() {
    let stage = ScrollStage(height: 100)
    stage.root.layoutIfNeeded()
    #expect(stage.scroll.contentSize == CGSize(width: 320, height: 100))
    stage.height.constant = 900
    stage.root.layoutIfNeeded()
    #expect(stage.scroll.contentSize == CGSize(width: 320, height: 900))
  }

  @Test("A sticky header pinned to the frame guide stays on screen while the content scrolls")
  func stickyHeader() {
    let root = makeRoot(width: 320, height: 480)
    let scroll = UIScrollView(frame: root.bounds)
    root.addSubview(scroll)
    let content = makeView("content", in: scroll)
    let header = makeView("header", in: scroll)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 2000),
      header.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 44),
    ])
    root.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 320, height: 2000))
    #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    // Scrolling moves the bounds origin; a view pinned to the frame guide follows it, so it
    // stays at the top of the visible area (UIScrollView.frameLayoutGuide).
    scroll.contentOffset = CGPoint(x: 0, y: 300)
    root.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 300, width: 320, height: 44))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 2000))
    #expect(header.convert(header.bounds, to: root).minY == 0)
  }

  @Test("contentOffset set in code is not clamped to the content, as in UIKit")
  func contentOffsetNotClamped() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentSize = CGSize(width: 100, height: 300)
    scroll.contentOffset = CGPoint(x: 0, y: 500)
    #expect(scroll.bounds.origin == CGPoint(x: 0, y: 500))
    scroll.setContentOffset(CGPoint(x: 0, y: -40), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -40))
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test("Layout leaves contentOffset alone, even when the content shrinks below it")
  func offsetUntouchedByLayout() {
    let stage = ScrollStage()
    #expect(stage.scroll.contentSize == CGSize(width: 320, height: 1000))
    stage.scroll.contentOffset = CGPoint(x: 0, y: 400)
    stage.root.layoutIfNeeded()
    #expect(stage.scroll.contentOffset == CGPoint(x: 0, y: 400))
    stage.height.constant = 600
    stage.root.layoutIfNeeded()
    #expect(stage.scroll.contentSize == CGSize(width: 320, height: 600))
    #expect(stage.scroll.contentOffset == CGPoint(x: 0, y: 400))
    #expect(stage.scroll.bounds == CGRect(x: 0, y: 400, width: 320, height: 480))
    // The content stays at the content origin; only the visible part moved.
    #expect(stage.content.frame == CGRect(x: 0, y: 0, width: 320, height: 600))
  }

  @Test("contentSize set by hand stays when no constraints decide the content area")
  func manualContentSize() {
    let root = makeRoot(width: 320, height: 480)
    let scroll = UIScrollView(frame: root.bounds)
    root.addSubview(scroll)
    let tile = UIView(frame: CGRect(x: 900, y: 900, width: 100, height: 100))
    scroll.addSubview(tile)
    scroll.contentSize = CGSize(width: 1000, height: 1000)
    _ = scroll.contentLayoutGuide
    root.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 1000, height: 1000))
    #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 1000, height: 1000))
    #expect(tile.frame == CGRect(x: 900, y: 900, width: 100, height: 100))
  }

  @Test("A label whose text grows inside the content grows the content size")
  func labelGrowsContent() {
    let stage = ScrollStage()
    stage.height.isActive = false
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.text = "Short"
    stage.content.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: stage.content.topAnchor),
      label.leadingAnchor.constraint(equalTo: stage.content.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: stage.content.trailingAnchor),
      label.bottomAnchor.constraint(equalTo: stage.content.bottomAnchor),
    ])
    stage.root.layoutIfNeeded()
    let line = label.font.lineHeight.rounded(.up)
    #expect(stage.scroll.contentSize == CGSize(width: 320, height: line))
    label.text = String(repeating: "many words in a long paragraph ", count: 20)
    stage.root.layoutIfNeeded()
    let expected = Headless.TextMeasurement.size(
      of: label.text ?? "", font: label.font, maxWidth: 320, numberOfLines: 0)
    #expect(stage.scroll.contentSize == CGSize(width: 320, height: expected.height))
    #expect(expected.height > 5 * line)
  }

  let paragraph = "Our beans are roasted every morning and delivered to the stores the same day"

  @Test("A scroll view's content guide with a wrapped label: content height follows the width")
  func scrollContentWithWrappedLabel() {
    let stage = ScrollStage(height: 0)
    stage.height.isActive = false
    let label = makeLabel(
      "label", size: 17, text: String(repeating: paragraph + " ", count: 8), lines: 0)
    label.translatesAutoresizingMaskIntoConstraints = false
    stage.content.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: stage.content.topAnchor, constant: 16),
      label.leadingAnchor.constraint(equalTo: stage.content.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: stage.content.trailingAnchor, constant: -16),
      label.bottomAnchor.constraint(equalTo: stage.content.bottomAnchor, constant: -16),
    ])
    stage.root.layoutIfNeeded()
    let wrapped = label.sizeThatFits(CGSize(width: 288, height: 10_000))
    #expect(label.frame == CGRect(x: 16, y: 16, width: 288, height: wrapped.height))
    #expect(stage.scroll.contentSize == CGSize(width: 320, height: wrapped.height + 32))
    stage.root.frame.size.width = 200
    stage.root.layoutIfNeeded()
    let narrower = label.sizeThatFits(CGSize(width: 168, height: 10_000))
    #expect(narrower.height > wrapped.height)
    #expect(stage.scroll.contentSize == CGSize(width: 200, height: narrower.height + 32))
  }
}
