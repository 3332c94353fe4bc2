import SwiftLayout
import Testing

/// A player bar, a child view controller whose content keeps to its own safe area.
@MainActor
private final class PlayerBarController: UIViewController, Layoutable {
  var activation: Activation?
  let content = makeView("content")

  @LayoutBuilder var layout: some Layout {
    view.sublayout { content.anchors { Anchors.allSides(view.safeAreaLayoutGuide) } }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    self.sl.updateLayout()
  }
}

/// A media screen: a paging carousel built with `for`, and the player bar as a child controller.
@MainActor
private final class MediaHostController: UIViewController, Layoutable {
  var activation: Activation?
  let bar = PlayerBarController()
  let scrollView = UIScrollView(frame: .zero)
  let pages = (0..<3).map { makeView("page \($0)") }

  @LayoutBuilder var layout: some Layout {
    view.sublayout {
      scrollView.anchors {
        Anchors.cap()
        Anchors.height.equalTo(constant: 300)
      }.sublayout {
        for (index, page) in pages.enumerated() {
          page.anchors {
            Anchors.vertical(scrollView.contentLayoutGuide)
            Anchors.size.equalTo(scrollView.frameLayoutGuide)
            if index == 0 {
              Anchors.leading.equalTo(scrollView.contentLayoutGuide)
            } else {
              Anchors.leading.equalTo(pages[index - 1], attribute: .trailing)
            }
            if index == pages.count - 1 {
              Anchors.trailing.equalTo(scrollView.contentLayoutGuide)
            }
          }
        }
      }
      bar.view.anchors {
        Anchors.shoe()
        Anchors.height.equalTo(constant: 200)
      }
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(bar)
    self.sl.updateLayout()
    bar.didMove(toParent: self)
  }
}

@MainActor
@Suite("A media screen with a carousel and a child player bar")
struct MediaHostScreenTests {
  private func present() -> (UIWindow, MediaHostController) {
    presentInPhoneWindow(MediaHostController())
  }

  @Test("The child's view gets the part of the safe area it overlaps, plus its own additions")
  func childSafeArea() {
    // "For other views in the view hierarchy, the insets reflect only the portion of the view
    // that is covered": the bar (644…844) meets only the 34-point bottom inset.
    // https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    let (window, host) = present()
    #expect(host.bar.view.frame == CGRect(x: 0, y: 644, width: 390, height: 200))
    #expect(host.bar.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(host.bar.content.frame == CGRect(x: 0, y: 0, width: 390, height: 166))
    host.bar.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
    window.layoutIfNeeded()
    #expect(host.bar.view.safeAreaInsets.bottom == 44)
    #expect(host.bar.content.frame == CGRect(x: 0, y: 0, width: 390, height: 156))
  }

  @Test("Carousel pages match the frame guide; only the scrollable axis adjusts its insets")
  func carousel() {
    let (window, host) = present()
    #expect(host.pages[2].frame == CGRect(x: 780, y: 0, width: 390, height: 300))
    #expect(host.scrollView.contentSize == CGSize(width: 1170, height: 300))
    // Scrollable only horizontally, where the safe area is empty: nothing is adjusted, even
    // though the status-bar inset covers its top.
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes
    #expect(host.scrollView.safeAreaInsets.top == 47)
    #expect(host.scrollView.adjustedContentInset == .zero)
    window.headless.transition(
      to: CGSize(width: 844, height: 390),
      safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    Headless.AnimationRecorder.finishPendingAnimations()
    #expect(host.pages[2].frame == CGRect(x: 1688, y: 0, width: 844, height: 300))
    #expect(host.scrollView.contentSize == CGSize(width: 2532, height: 300))
    // The bar (190…390) now meets the side insets and the 21-point bottom one, plus its 0.
    #expect(host.bar.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(host.bar.content.frame == CGRect(x: 47, y: 0, width: 750, height: 179))
  }

  @Test("Removing the child controller and dropping the screen frees both controllers")
  func teardown() {
    weak var weakHost: MediaHostController?
    weak var weakBar: PlayerBarController?
    weak var weakPage: UIView?
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    do {
      let host = MediaHostController()
      weakHost = host
      weakBar = host.bar
      weakPage = host.pages[1]
      window.rootViewController = host
      window.makeKeyAndVisible()
      host.bar.willMove(toParent: nil)
      host.bar.view.removeFromSuperview()
      host.bar.removeFromParent()
      window.rootViewController = nil
    }
    #expect(weakHost == nil)
    #expect(weakBar == nil)
    #expect(weakPage == nil)
  }
}
