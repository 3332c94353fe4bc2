import HeadlessUIKit
import Testing

@MainActor
@Suite("UIScrollView layout guides")
struct ScrollViewTests {
  @Test("Content pinned to the content guide, width to the frame guide, drives contentSize")
  func contentSizeFromGuides() {
    let stage = ScrollStage()
    let (root, scroll, content) = (stage.root, stage.scroll, stage.content)
    #expect(scroll.frame == root.bounds)
    #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
    #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
    #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 480))
  }

  @Test("Edges of the scroll view mean its content area; the frame guide follows the offset")
  func legacyEdgesAndOffset() {
    let root = makeRoot(width: 320, height: 480)
    let scroll = UIScrollView(frame: root.bounds)
    root.addSubview(scroll)
    let content = makeView("content", in: scroll)
    let badge = makeView("badge", in: scroll)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scroll.topAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
      content.widthAnchor.constraint(equalToConstant: 320),
      content.heightAnchor.constraint(equalToConstant: 700),
      badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
      badge.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
      badge.widthAnchor.constraint(equalToConstant: 10),
      badge.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 320, height: 700))
    #expect(badge.frame.minY == 10)
    scroll.contentOffset = CGPoint(x: 0, y: 100)
    root.layoutIfNeeded()
    #expect(badge.frame.minY == 110)
    #expect(scroll.bounds.origin == CGPoint(x: 0, y: 100))
  }
}
