import HeadlessUIKit
import Testing

/// Lays out a root view of the given width with a subview pinned to its readable content guide
/// and returns the guide's frame and the subview's.
@MainActor
private func readableFrames(width: CGFloat, height: CGFloat = 200) -> (guide: CGRect, view: CGRect)
{
  let root = makeRoot(width: width, height: height)
  let content = makeView("content", in: root)
  let guide = root.readableContentGuide
  NSLayoutConstraint.activate([
    content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
    content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    content.topAnchor.constraint(equalTo: guide.topAnchor),
    content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
  ])
  root.layoutIfNeeded()
  return (guide.layoutFrame, content.frame)
}

@Suite("readableContentGuide")
@MainActor
struct ReadableContentGuideTests {
  @Test("Narrower than the readable width, the guide is the layout margins guide")
  func narrow() {
    let frames = readableFrames(width: 320)
    #expect(frames.guide == CGRect(x: 8, y: 8, width: 304, height: 184))
    #expect(frames.view == frames.guide)
  }

  @Test("Wider, the guide is 672 points wide and centred within the margins")
  func wide() {
    let frames = readableFrames(width: 1000)
    #expect(frames.guide == CGRect(x: 164, y: 8, width: 672, height: 184))
    #expect(frames.view == frames.guide)
  }

  @Test("At the readable width plus margins the guide fills the margins exactly")
  func boundary() {
    #expect(readableFrames(width: 688).guide == CGRect(x: 8, y: 8, width: 672, height: 184))
    #expect(readableFrames(width: 689).guide == CGRect(x: 8.5, y: 8, width: 672, height: 184))
  }

  @Test("The guide follows a resize and the margins")
  func resize() {
    let root = makeRoot(width: 320, height: 100)
    let guide = root.readableContentGuide
    root.layoutIfNeeded()
    #expect(guide.layoutFrame.width == 304)
    root.frame.size.width = 900
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 40, bottom: 0, trailing: 20)
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 124, y: 0, width: 672, height: 100))
  }

  @Test("The readable width scales with the content size category")
  func contentSizeCategory() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 600))
    let view = UIView(frame: window.bounds)
    window.addSubview(view)
    let guide = view.readableContentGuide
    window.layoutIfNeeded()
    // Margins: 8 on each side; the safe area adds 47 at the top and 34 at the bottom.
    #expect(guide.layoutFrame == CGRect(x: 164, y: 55, width: 672, height: 503))
    view.traitOverrides.preferredContentSizeCategory = .extraSmall
    window.layoutIfNeeded()
    // 672 × 14 / 17 = 553.4, rounded to 553.
    #expect(guide.layoutFrame == CGRect(x: 223.5, y: 55, width: 553, height: 503))
    view.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    window.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 8, y: 55, width: 984, height: 503))
  }
}
