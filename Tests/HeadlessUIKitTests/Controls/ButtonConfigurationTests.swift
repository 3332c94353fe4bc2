import HeadlessUIKit
import Testing

/// The width HeadlessUIKit's text model gives one line, rounded up as labels and buttons do.
@MainActor
private func lineWidth(_ text: String, size: CGFloat) -> CGFloat {
  Headless.TextMeasurement.size(
    of: text, font: .systemFont(ofSize: size), maxWidth: nil, numberOfLines: 1
  )
  .width
}

/// Lays a button out at (10, 20) in a root view and returns its frame.
@MainActor
private func laidOutFrame(of button: UIButton) -> CGRect {
  let root = makeRoot()
  button.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(button)
  button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
  button.topAnchor.constraint(equalTo: root.topAnchor, constant: 20).isActive = true
  root.layoutIfNeeded()
  return button.frame
}

@Suite("UIButton.Configuration sizes")
@MainActor
struct ButtonConfigurationTests {
  @Test("plain(): a 17-point title line plus the default 7/12 content insets")
  func plainTitle() {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Save"
    let button = UIButton(configuration: configuration)
    let width = lineWidth("Save", size: 17)
    #expect(width > 0)
    // 17 × 1.2 = 20.4, rounded up to 21; plus 7 above and below.
    #expect(laidOutFrame(of: button) == CGRect(x: 10, y: 20, width: width + 24, height: 35))
    #expect(
      button.configuration?.contentInsets
        == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
  }

  @Test("filled(): a subtitle adds its 15-point line and the title padding below the title")
  func filledSubtitle() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Buy"
    configuration.subtitle = "Free shipping on orders"
    configuration.titlePadding = 4
    let button = UIButton(configuration: configuration)
    let width = max(lineWidth("Buy", size: 17), lineWidth("Free shipping on orders", size: 15))
    #expect(laidOutFrame(of: button).size == CGSize(width: width + 24, height: 21 + 4 + 18 + 14))
    #expect(button.subtitleLabel?.text == "Free shipping on orders")
  }

  @Test("An image on the leading edge sits beside the title, imagePadding away")
  func leadingImage() {
    var configuration = UIButton.Configuration.tinted()
    configuration.title = "Share"
    configuration.image = Headless.makeImage(size: CGSize(width: 20, height: 24))
    configuration.imagePadding = 8
    let button = UIButton(configuration: configuration)
    let width = lineWidth("Share", size: 17)
    #expect(laidOutFrame(of: button).size == CGSize(width: 20 + 8 + width + 24, height: 24 + 14))
  }

  @Test("An image on the top edge is stacked above the title")
  func topImage() {
    var configuration = UIButton.Configuration.gray()
    configuration.title = "Go"
    configuration.image = Headless.makeImage(size: CGSize(width: 40, height: 20))
    configuration.imagePlacement = .top
    configuration.imagePadding = 6
    let button = UIButton(configuration: configuration)
    let width = max(lineWidth("Go", size: 17), 40)
    #expect(laidOutFrame(of: button).size == CGSize(width: width + 24, height: 20 + 6 + 21 + 14))
  }

  @Test("Custom content insets replace the defaults; contentEdgeInsets is ignored")
  func customInsets() {
    var configuration = UIButton.Configuration.borderless()
    configuration.title = "Edit"
    configuration.contentInsets = NSDirectionalEdgeInsets(
      top: 2, leading: 3, bottom: 4, trailing: 5)
    let button = UIButton(configuration: configuration)
    button.contentEdgeInsets = UIEdgeInsets(top: 50, left: 50, bottom: 50, right: 50)
    let width = lineWidth("Edit", size: 17)
    #expect(button.intrinsicContentSize == CGSize(width: width + 8, height: 21 + 6))
    configuration.setDefaultContentInsets()
    #expect(configuration.contentInsets.leading == 12)
  }

  @Test("builder-blog seed: the plain button with a subtitle and a symbol image")
  func builderBlogSeed() throws {
    let button = UIButton()
    var config = UIButton.Configuration.plain()
    config.title = "Plain Button"
    config.subtitle = "SubTitle"
    config.buttonSize = .medium
    config.image = UIImage(systemName: "swift")
    button.configuration = config
    // `#selector` needs the Objective-C runtime; the selector is named instead.
    button.addTarget(nil, action: Selector(("button1Tapped")), for: .touchUpInside)
    let text = max(lineWidth("Plain Button", size: 17), lineWidth("SubTitle", size: 15))
    // A 20-point symbol beside the two lines (21 + 18 tall), plus the insets.
    #expect(button.intrinsicContentSize == CGSize(width: 20 + text + 24, height: 21 + 18 + 14))
    #expect(button.allControlEvents == .touchUpInside)
  }

  @Test("The bordered names are the other styles' aliases, with the same metrics")
  func aliases() {
    #expect(UIButton.Configuration.bordered() == .gray())
    #expect(UIButton.Configuration.borderedTinted() == .tinted())
    #expect(UIButton.Configuration.borderedProminent() == .filled())
    #expect(UIButton.Configuration.borderless() == .plain())
    #expect(UIButton.Configuration.plain() != .filled())
    var configuration = UIButton.Configuration.borderedProminent()
    configuration.title = "OK"
    configuration.buttonSize = .medium
    #expect(
      UIButton(configuration: configuration).intrinsicContentSize
        == CGSize(width: lineWidth("OK", size: 17) + 24, height: 35))
  }

  @Test("The primary action's title shows when the configuration has none")
  func primaryActionTitle() {
    let action = UIAction(title: "Continue") { _ in }
    let button = UIButton(configuration: .filled(), primaryAction: action)
    let width = lineWidth("Continue", size: 17)
    #expect(button.intrinsicContentSize == CGSize(width: width + 24, height: 35))
    #expect(button.titleLabel?.text == "Continue")
  }

  @Test("Setting a new configuration re-sizes the laid-out button")
  func reconfigure() {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "A"
    let button = UIButton(configuration: configuration)
    let root = makeRoot()
    root.addSubview(button)
    button.translatesAutoresizingMaskIntoConstraints = false
    button.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    button.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    root.layoutIfNeeded()
    let before = button.frame
    configuration.title = "A much longer title"
    button.configuration = configuration
    root.layoutIfNeeded()
    #expect(button.frame.width == lineWidth("A much longer title", size: 17) + 24)
    #expect(button.frame.width > before.width)
    button.configuration = nil
    #expect(button.configuration == nil)
  }
}
