import SwiftLayout
import Testing

/// A login form in a scroll view: content pinned to `contentLayoutGuide`, width-matched to
/// `frameLayoutGuide`, inside a controller in a window with a notch-like safe area.
@MainActor
private final class LoginViewController: UIViewController, Layoutable {
  var activation: Activation?
  let scrollView = UIScrollView(frame: .zero)
  let content = makeView("content")
  let titleLabel = UILabel(frame: .zero)
  let email = makeView("email")
  let password = makeView("password")
  let loginButton = UIButton(type: .system)
  /// The gap above the button; a constraint constant the screen changes at run time.
  @LayoutProperty var buttonGap: CGFloat = 300

  @LayoutBuilder var layout: some Layout {
    view.sublayout {
      scrollView.anchors { Anchors.allSides(view.safeAreaLayoutGuide) }.sublayout {
        content.anchors {
          Anchors.allSides(scrollView.contentLayoutGuide)
          Anchors.width.equalTo(scrollView.frameLayoutGuide)
        }.sublayout {
          titleLabel.anchors {
            Anchors.top.equalToSuper(constant: 40)
            Anchors.leading.equalToSuper(constant: 20)
          }
          email.anchors {
            Anchors.top.equalTo(titleLabel, attribute: .bottom, constant: 24)
            Anchors.horizontal(offset: 20)
            Anchors.height.equalTo(constant: 44)
          }
          password.anchors {
            Anchors.top.equalTo(email, attribute: .bottom, constant: 12)
            Anchors.horizontal(offset: 20)
            Anchors.height.equalTo(constant: 44)
          }
          loginButton.anchors {
            Anchors.top.equalTo(password, attribute: .bottom, constant: buttonGap)
            Anchors.horizontal(offset: 20)
            Anchors.bottom.equalToSuper(constant: -40)
          }
        }
      }
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel.text = "Welcome back"
    titleLabel.font = .systemFont(ofSize: 20)
    loginButton.setTitle("Log in", for: .normal)
    self.sl.updateLayout()
  }
}

/// The same form, full-bleed: the scroll view runs under the bars and its bottom follows the
/// keyboard through a constraint constant.
@MainActor
private final class FullBleedLoginViewController: UIViewController, Layoutable {
  var activation: Activation?
  let scrollView = UIScrollView(frame: .zero)
  let content = makeView("content")
  let loginButton = UIButton(type: .system)
  @LayoutProperty var keyboardHeight: CGFloat = 0

  @LayoutBuilder var layout: some Layout {
    view.sublayout {
      scrollView.anchors {
        Anchors.cap()
        Anchors.bottom.equalToSuper(constant: -keyboardHeight)
      }.sublayout {
        content.anchors {
          Anchors.allSides(scrollView.contentLayoutGuide)
          Anchors.width.equalTo(scrollView.frameLayoutGuide)
          Anchors.height.equalTo(constant: 558)
        }.sublayout {
          loginButton.anchors {
            Anchors.shoe(offset: 20)
          }
        }
      }
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    loginButton.setTitle("Log in", for: .normal)
    self.sl.updateLayout()
  }
}

@MainActor
@Suite("A login form in a scroll view")
struct LoginScreenTests {
  /// A 390 × 844 phone window (safe area: 47 top, 34 bottom) showing the login screen.
  private func present() -> (UIWindow, LoginViewController) {
    presentInPhoneWindow(LoginViewController())
  }

  @Test("The form lays out below the safe area and the content size follows the content")
  func initialLayout() {
    let (window, controller) = present()
    _ = window
    // The scroll view fills the safe area: 844 − 47 − 34 = 763 points tall.
    #expect(controller.scrollView.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
    // "Welcome back" at 20 pt: W .8 e .5 l .3 c .5 o .5 m .8 e .5 ␠ .28 b a c k 4 × .5 = 6.18 em
    // = 123.6 → 124 points; one line is 1.2 em = 24 points.
    #expect(controller.titleLabel.frame == CGRect(x: 20, y: 40, width: 124, height: 24))
    #expect(controller.email.frame == CGRect(x: 20, y: 88, width: 350, height: 44))
    #expect(controller.password.frame == CGRect(x: 20, y: 144, width: 350, height: 44))
    // A system button: 15-pt title, 18 points tall, + 12 = 30; top = 188 + 300.
    #expect(controller.loginButton.frame == CGRect(x: 20, y: 488, width: 350, height: 30))
    // Content pinned to the content layout guide on all sides gives the content size:
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide
    #expect(controller.content.frame == CGRect(x: 0, y: 0, width: 390, height: 558))
    #expect(controller.scrollView.contentSize == CGSize(width: 390, height: 558))
  }

  @Test("The keyboard (additional safe-area insets) shrinks the scroll view, not the content")
  func keyboardAppears() {
    let (window, controller) = present()
    // A 336-point keyboard covers the home-indicator inset too: 336 − 34 more.
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 302, right: 0)
    window.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets.bottom == 336)
    #expect(controller.scrollView.frame == CGRect(x: 0, y: 47, width: 390, height: 461))
    #expect(controller.scrollView.contentSize == CGSize(width: 390, height: 558))
    #expect(controller.loginButton.frame == CGRect(x: 20, y: 488, width: 350, height: 30))
    // Scrolling to the end shows the button above the keyboard: 47 + 488 − 97 = 438.
    controller.scrollView.contentOffset = CGPoint(x: 0, y: 558 - 461)
    let onScreen = controller.loginButton.convert(controller.loginButton.bounds, to: window)
    #expect(onScreen == CGRect(x: 20, y: 438, width: 350, height: 30))
    #expect(onScreen.maxY <= 844 - 336)
    // The keyboard goes away.
    controller.additionalSafeAreaInsets = .zero
    window.layoutIfNeeded()
    #expect(controller.scrollView.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
  }

  @Test("A constraint constant changed through @LayoutProperty moves the button and content size")
  func constantChange() {
    let (window, controller) = present()
    controller.buttonGap = 100
    window.layoutIfNeeded()
    #expect(controller.activation?.lastUpdate.constantsUpdated == 1)
    #expect(controller.loginButton.frame == CGRect(x: 20, y: 288, width: 350, height: 30))
    #expect(controller.scrollView.contentSize == CGSize(width: 390, height: 358))
  }

  @Test("Rotating to landscape re-matches the content width to the frame layout guide")
  func rotation() {
    let (window, controller) = present()
    window.headless.transition(
      to: CGSize(width: 844, height: 390),
      safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    Headless.AnimationRecorder.finishPendingAnimations()
    #expect(controller.scrollView.frame == CGRect(x: 47, y: 0, width: 750, height: 369))
    #expect(controller.content.frame.width == 750)
    #expect(controller.email.frame == CGRect(x: 20, y: 88, width: 710, height: 44))
    #expect(controller.scrollView.contentSize == CGSize(width: 750, height: 558))
  }

  @Test("Full-bleed: the keyboard constant shrinks the frame; insets adjust on the scrollable axis")
  func fullBleedKeyboard() {
    // `.automatic` acts as `.scrollableAxes` outside navigation and tab bar controllers:
    // "Adjust content only in scrollable directions."
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = FullBleedLoginViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let scrollView = controller.scrollView
    #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(scrollView.contentSize == CGSize(width: 390, height: 558))
    // 558 points of content in 844: not scrollable, so nothing is adjusted.
    #expect(scrollView.adjustedContentInset == .zero)
    controller.keyboardHeight = 336
    window.layoutIfNeeded()
    #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 390, height: 508))
    // Now it scrolls vertically; the frame ends above the home indicator, so only the top
    // 47 points of the safe area reach it.
    #expect(scrollView.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    #expect(controller.loginButton.frame == CGRect(x: 20, y: 508, width: 350, height: 30))
    controller.keyboardHeight = 0
    window.layoutIfNeeded()
    #expect(scrollView.adjustedContentInset == .zero)
    #expect(controller.view.window === window)
  }

  @Test("Tearing the screen down frees the controller, its views and its constraints")
  func teardown() {
    weak var weakController: LoginViewController?
    weak var weakButton: UIButton?
    weak var weakContent: UIView?
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    do {
      let controller = LoginViewController()
      weakController = controller
      weakButton = controller.loginButton
      weakContent = controller.content
      window.rootViewController = controller
      window.makeKeyAndVisible()
      #expect(controller.loginButton.frame.height == 30)
      window.rootViewController = nil
    }
    #expect(weakController == nil)
    #expect(weakButton == nil)
    #expect(weakContent == nil)
    #expect(window.subviews.isEmpty)
    #expect(window.constraints.isEmpty)
  }
}
