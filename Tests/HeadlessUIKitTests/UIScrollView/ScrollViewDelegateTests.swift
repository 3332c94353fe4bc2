import HeadlessUIKit
import Testing

/// A delegate that logs what its scroll view tells it.
@MainActor
private final class ScrollLog: NSObject, UIScrollViewDelegate {
  var entries: [String] = []
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    entries.append("scroll \(Int(scrollView.contentOffset.y))")
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    entries.append("end animation")
  }
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    entries.append("inset \(Int(scrollView.adjustedContentInset.top))")
  }
}

@MainActor
@Suite("UIScrollView's delegate and keyboard dismiss mode")
struct ScrollViewDelegateTests {
  init() {
    Headless.AnimationRecorder.finishPendingAnimations()
  }

  @Test("changing the content offset tells the delegate once per change")
  func didScroll() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let log = ScrollLog()
    scrollView.delegate = log
    scrollView.contentOffset = CGPoint(x: 0, y: 30)
    scrollView.contentOffset = CGPoint(x: 0, y: 30)
    scrollView.setContentOffset(CGPoint(x: 0, y: 60), animated: false)
    #expect(log.entries == ["scroll 30", "scroll 60"])
  }

  @Test("an animated offset change ends its scrolling animation on the animation clock")
  func animatedScroll() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let log = ScrollLog()
    scrollView.delegate = log
    scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: true)
    #expect(log.entries == ["scroll 10"])
    Headless.AnimationRecorder.advance(by: 0.3)
    #expect(log.entries == ["scroll 10", "end animation"])
  }

  @Test("a content inset change tells the delegate the adjusted inset changed")
  func adjustedInset() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let log = ScrollLog()
    scrollView.delegate = log
    scrollView.contentInset = UIEdgeInsets(top: 12, left: 0, bottom: 0, right: 0)
    #expect(log.entries == ["inset 12"])
  }

  @Test("the delegate is held weakly")
  func weakDelegate() {
    let scrollView = UIScrollView()
    do {
      let log = ScrollLog()
      scrollView.delegate = log
      #expect(scrollView.delegate != nil)
    }
    #expect(scrollView.delegate == nil)
  }

  @Test("the keyboard dismiss mode defaults to none and keeps what is set")
  func dismissMode() {
    let scrollView = UIScrollView()
    #expect(scrollView.keyboardDismissMode == .none)
    scrollView.keyboardDismissMode = .onDrag
    #expect(scrollView.keyboardDismissMode == .onDrag)
    #expect(UIScrollView.KeyboardDismissMode(rawValue: 2) == .interactive)
  }
}
