import SwiftLayout
import Testing

/// One settings row: a title, a switch-sized control and a chevron image.
@MainActor
private final class SettingsRow: UIView, Layoutable {
  var activation: Activation?
  let titleLabel = UILabel(frame: .zero)
  let toggle = makeView("toggle")
  let chevron = UIImageView(image: Headless.makeImage(size: CGSize(width: 8, height: 12)))

  @LayoutBuilder var layout: some Layout {
    self.sublayout {
      titleLabel.anchors {
        Anchors.leading.equalToSuper(constant: 16)
        Anchors.centerY
        Anchors.top.greaterThanOrEqualToSuper(constant: 11)
        Anchors.trailing.lessThanOrEqualTo(toggle, attribute: .leading, constant: -8)
      }
      toggle.anchors {
        Anchors.trailing.equalTo(chevron, attribute: .leading, constant: -8)
        Anchors.centerY
        Anchors.size(width: 51, height: 32)
      }
      chevron.anchors {
        Anchors.trailing.equalToSuper(constant: -16)
        Anchors.centerY
      }
    }
    self.anchors {
      Anchors.height.greaterThanOrEqualTo(constant: 44)
      Anchors.height.equalTo(constant: 44).priority(.defaultLow)
    }
  }

  init(_ title: String) {
    super.init(frame: .zero)
    accessibilityIdentifier = title
    titleLabel.text = title
    titleLabel.font = .systemFont(ofSize: 16)
    self.sl.updateLayout()
  }

  required init?(coder: NSCoder) { nil }
}

/// The settings screen: a vertical stack of rows under the safe area.
@MainActor
private final class SettingsViewController: UIViewController, Layoutable {
  var activation: Activation?
  let stack = UIStackView(frame: .zero)
  let wifi = SettingsRow("Wi-Fi")
  let vpn = SettingsRow("VPN")
  let bluetooth = SettingsRow("Bluetooth")
  let cellular = SettingsRow("Cellular")
  @LayoutProperty var showsVPN = false

  @LayoutBuilder var layout: some Layout {
    view.sublayout {
      stack.config {
        $0.axis = .vertical
        $0.spacing = 1
      }.anchors {
        Anchors.top.equalTo(view.safeAreaLayoutGuide, constant: 20)
        Anchors.horizontal(view.safeAreaLayoutGuide)
      }.sublayout {
        wifi
        if showsVPN { vpn }
        bluetooth
        cellular
      }
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    self.sl.updateLayout()
  }
}

@MainActor
@Suite("A settings list")
struct SettingsScreenTests {
  private func present() -> (UIWindow, SettingsViewController) {
    presentInPhoneWindow(SettingsViewController())
  }

  @Test(
    "Rows stack at 44 points with 1-point spacing; each row's parts sit by hand-computed frames")
  func initialLayout() {
    let (_, controller) = present()
    #expect(controller.stack.frame == CGRect(x: 0, y: 67, width: 390, height: 134))
    #expect(controller.wifi.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(controller.bluetooth.frame == CGRect(x: 0, y: 45, width: 390, height: 44))
    #expect(controller.cellular.frame == CGRect(x: 0, y: 90, width: 390, height: 44))
    // "Wi-Fi" at 16 pt: W .8 i .3 - .5 F .65 i .3 = 2.55 em = 40.8 → 41; 19.2 → 20 tall.
    #expect(controller.wifi.titleLabel.frame == CGRect(x: 16, y: 12, width: 41, height: 20))
    #expect(controller.wifi.chevron.frame == CGRect(x: 366, y: 16, width: 8, height: 12))
    #expect(controller.wifi.toggle.frame == CGRect(x: 307, y: 6, width: 51, height: 32))
  }

  @Test("Hiding an arranged row removes it from the stack's layout; showing it restores it")
  func hideAndShow() {
    // "The stack view automatically updates its layout whenever … one of the arranged
    // subviews's isHidden property changes."
    // https://developer.apple.com/documentation/uikit/uistackview
    let (window, controller) = present()
    controller.bluetooth.isHidden = true
    window.layoutIfNeeded()
    #expect(controller.stack.frame.height == 89)
    #expect(controller.cellular.frame.minY == 45)
    controller.bluetooth.isHidden = false
    window.layoutIfNeeded()
    #expect(controller.stack.frame.height == 134)
    #expect(controller.cellular.frame.minY == 90)
  }

  @Test("A row that appears by condition is inserted at its declared place in the stack")
  func conditionalRow() {
    let (window, controller) = present()
    controller.showsVPN = true
    window.layoutIfNeeded()
    #expect(
      controller.stack.arrangedSubviews.map(\.accessibilityIdentifier)
        == ["Wi-Fi", "VPN", "Bluetooth", "Cellular"])
    #expect(controller.vpn.frame == CGRect(x: 0, y: 45, width: 390, height: 44))
    #expect(controller.cellular.frame.minY == 135)
    #expect(controller.stack.frame.height == 179)
    controller.showsVPN = false
    window.layoutIfNeeded()
    #expect(controller.vpn.superview == nil)
    #expect(controller.stack.arrangedSubviews.count == 3)
    #expect(controller.cellular.frame.minY == 90)
  }

  @Test("Right-to-left: leading and trailing flip inside every row")
  func rightToLeft() {
    let (window, controller) = present()
    // Apple documents only that a view consults its own effective direction for its immediate
    // content, and that it cannot be assumed to propagate: so each row is forced right-to-left.
    // https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    let rows = [controller.wifi, controller.bluetooth, controller.cellular]
    for row in rows { row.semanticContentAttribute = .forceRightToLeft }
    window.layoutIfNeeded()
    #expect(controller.wifi.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(controller.wifi.titleLabel.frame == CGRect(x: 333, y: 12, width: 41, height: 20))
    #expect(controller.wifi.chevron.frame == CGRect(x: 16, y: 16, width: 8, height: 12))
    #expect(controller.wifi.toggle.frame == CGRect(x: 32, y: 6, width: 51, height: 32))
    for row in rows { row.semanticContentAttribute = .unspecified }
    window.layoutIfNeeded()
    #expect(controller.wifi.titleLabel.frame.minX == 16)
  }

  @Test("A layout-direction trait override reaches the rows' trait collections")
  func directionTrait() {
    // Traits flow from a view controller to its view and the view's subviews:
    // https://developer.apple.com/documentation/uikit/uitraitcollection
    // Apple does not document that this trait alone flips leading and trailing constraints,
    // so only the trait is checked here.
    let (window, controller) = present()
    controller.traitOverrides.layoutDirection = .rightToLeft
    window.layoutIfNeeded()
    #expect(controller.wifi.traitCollection.layoutDirection == .rightToLeft)
    #expect(controller.wifi.titleLabel.traitCollection.layoutDirection == .rightToLeft)
  }

  @Test("A larger text size grows the labels, and the rows grow past their 44-point minimum")
  func largerText() {
    let (window, controller) = present()
    for row in [controller.wifi, controller.bluetooth, controller.cellular] {
      row.titleLabel.font = .systemFont(ofSize: 21)
    }
    window.layoutIfNeeded()
    // 21 pt: 25.2 → 26 tall; the row is 26 + 2 × 11 = 48; "Wi-Fi" is 2.55 × 21 = 53.55 → 54.
    #expect(controller.wifi.titleLabel.frame == CGRect(x: 16, y: 11, width: 54, height: 26))
    #expect(controller.wifi.frame.height == 48)
    #expect(controller.wifi.toggle.frame.minY == 8)
    #expect(controller.cellular.frame.minY == 98)
    #expect(controller.stack.frame.height == 146)
    for row in [controller.wifi, controller.bluetooth, controller.cellular] {
      row.titleLabel.font = .systemFont(ofSize: 16)
    }
    window.layoutIfNeeded()
    #expect(controller.stack.frame.height == 134)
  }

  @Test("Tearing the screen down frees every row, including one removed earlier")
  func teardown() {
    weak var weakVPN: SettingsRow?
    weak var weakStack: UIStackView?
    weak var weakController: SettingsViewController?
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    do {
      let controller = SettingsViewController()
      weakController = controller
      weakVPN = controller.vpn
      weakStack = controller.stack
      window.rootViewController = controller
      window.makeKeyAndVisible()
      controller.showsVPN = true
      controller.showsVPN = false
      window.rootViewController = nil
    }
    #expect(weakController == nil)
    #expect(weakVPN == nil)
    #expect(weakStack == nil)
  }
}
