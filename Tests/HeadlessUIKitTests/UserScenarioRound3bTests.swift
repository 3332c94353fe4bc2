import HeadlessUIKit
import Testing

/// A controller that writes down the container and layout callbacks it receives.
@MainActor
private final class LoggingController: UIViewController {
  var log: [String] = []
  var subviewFrameAtDidLayout: CGRect?
  weak var watchedSubview: UIView?

  override func willMove(toParent parent: UIViewController?) {
    log.append("willMove(\(parent == nil ? "nil" : "parent"))")
  }
  override func didMove(toParent parent: UIViewController?) {
    log.append("didMove(\(parent == nil ? "nil" : "parent"))")
  }
  override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() {
    log.append("viewDidLayoutSubviews")
    subviewFrameAtDidLayout = watchedSubview?.frame
  }
  override func viewSafeAreaInsetsDidChange() { log.append("viewSafeAreaInsetsDidChange") }
  override func viewLayoutMarginsDidChange() { log.append("viewLayoutMarginsDidChange") }
}

/// A view that writes its `layoutSubviews` into a shared log.
@MainActor
private final class LoggingView: UIView {
  var onLayout: (() -> Void)?
  override func layoutSubviews() {
    super.layoutSubviews()
    onLayout?()
  }
}

@MainActor
@Suite("User scenarios, round 3b: controllers, content views, autoresizing")
struct UserScenarioRound3bTests {
  // MARK: View controllers

  @Test("addChild calls willMove(toParent:) by itself; removeFromParent calls didMove(nil)")
  func containmentCallbacks() {
    // UIViewController.willMove(toParent:): "When your custom container calls the addChild(_:)
    // method, it automatically calls the willMove(toParent:) method". didMove(toParent:): "The
    // removeFromParent() method automatically calls the didMove(toParent:) method of the child
    // view controller after it removes the child."
    let parent = UIViewController()
    let child = LoggingController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(child.log == ["willMove(parent)", "didMove(parent)"])
    #expect(child.parent === parent && parent.children.count == 1)
    child.log.removeAll()
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(child.log == ["willMove(nil)", "didMove(nil)"])
    #expect(child.parent == nil && parent.children.isEmpty)
    // Removing a controller that has no parent calls nothing.
    child.log.removeAll()
    child.removeFromParent()
    #expect(child.log.isEmpty)
  }

  @Test("viewWillLayoutSubviews, the root's layoutSubviews, viewDidLayoutSubviews, then subviews")
  func layoutCallbackOrder() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = LoggingController()
    let root = LoggingView(frame: .zero)
    controller.view = root
    let content = LoggingView()
    content.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      content.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      content.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.onLayout = { controller.log.append("root.layoutSubviews") }
    content.onLayout = { controller.log.append("content.layoutSubviews") }
    controller.watchedSubview = content
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let order = controller.log.filter { !$0.hasPrefix("viewSafe") && !$0.hasPrefix("viewLayoutM") }
    // viewDidLayoutSubviews: "When the bounds change for a view controller's view, the view
    // adjusts the positions of its subviews and then the system calls this method. However,
    // this method being called does not indicate that the individual layouts of the view's
    // subviews have been adjusted."
    let first = Array(order.prefix(3))
    #expect(first == ["viewWillLayoutSubviews", "root.layoutSubviews", "viewDidLayoutSubviews"])
    let did = order.firstIndex(of: "viewDidLayoutSubviews") ?? -1
    let contentLayout = order.firstIndex(of: "content.layoutSubviews") ?? -1
    #expect(did >= 0 && contentLayout > did)
    // The subviews are already placed when viewDidLayoutSubviews runs.
    #expect(controller.subviewFrameAtDidLayout == CGRect(x: 20, y: 47, width: 350, height: 100))
    #expect(content.frame == CGRect(x: 20, y: 47, width: 350, height: 100))
  }

  @Test("A child's additionalSafeAreaInsets: viewSafeAreaInsetsDidChange once per change")
  func childAdditionalSafeArea() {
    let (window, parent, root) = makeScreen()
    let child = LoggingController()
    parent.addChild(child)
    let childView: UIView = child.view
    childView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(childView)
    NSLayoutConstraint.activate([
      childView.topAnchor.constraint(equalTo: root.topAnchor),
      childView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      childView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      childView.heightAnchor.constraint(equalToConstant: 200),
    ])
    child.didMove(toParent: parent)
    window.layoutIfNeeded()
    #expect(childView.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    child.log.removeAll()
    child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    window.layoutIfNeeded()
    #expect(childView.safeAreaInsets == UIEdgeInsets(top: 57, left: 0, bottom: 20, right: 0))
    #expect(child.log.filter { $0 == "viewSafeAreaInsetsDidChange" }.count == 1)
    #expect(
      childView.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 57, width: 390, height: 123))
    // The same insets again change nothing.
    child.log.removeAll()
    child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    window.layoutIfNeeded()
    #expect(!child.log.contains("viewSafeAreaInsetsDidChange"))
    // The parent's safe area is not affected by a child's additional insets.
    #expect(root.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
  }

  @Test("Root view margins never drop below systemMinimumLayoutMargins unless told not to")
  func systemMinimumMargins() {
    // UIViewController.systemMinimumLayoutMargins: "If you assign a custom value to the
    // directionalLayoutMargins property of the view controller's root view, the root view's
    // actual margins are set to either your custom values or the system minimum values,
    // whichever is larger." viewRespectsSystemMinimumLayoutMargins: "Changing this property to
    // false causes the view to obtain its margins solely from its directionalLayoutMargins".
    let (window, controller, root) = makeScreen()
    root.insetsLayoutMarginsFromSafeArea = false
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 4, leading: 4, bottom: 4, trailing: 30)
    window.layoutIfNeeded()
    #expect(
      root.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 30))
    #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 4, width: 344, height: 836))
    controller.viewRespectsSystemMinimumLayoutMargins = false
    window.layoutIfNeeded()
    #expect(
      root.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 30))
    #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 4, y: 4, width: 356, height: 836))
    // A plain subview's margins are not affected by the minimum.
    let card = makeView("card", in: root)
    card.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 2, leading: 2, bottom: 2, trailing: 2)
    #expect(card.layoutMargins == UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
  }

  @Test("viewLayoutMarginsDidChange follows the root view's margins, not a subview's")
  func layoutMarginsCallback() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = LoggingController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    controller.log.removeAll()
    let root: UIView = controller.view
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 24, bottom: 0, trailing: 24)
    #expect(controller.log.filter { $0 == "viewLayoutMarginsDidChange" }.count == 1)
    controller.log.removeAll()
    let sub = makeView("sub", in: root)
    sub.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 1, bottom: 1, trailing: 1)
    #expect(!controller.log.contains("viewLayoutMarginsDidChange"))
  }

  @Test("A size transition: viewWillTransition sees the new size before the view has it")
  func sizeTransitionOrder() {
    final class Controller: UIViewController {
      var sizes: [CGSize] = []
      var boundsDuring: CGSize?
      override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
      ) {
        super.viewWillTransition(to: size, with: coordinator)
        sizes.append(size)
        boundsDuring = view.bounds.size
      }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = Controller()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let root: UIView = controller.view
    let bar = makeView("bar", in: root)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
      bar.heightAnchor.constraint(equalToConstant: 44),
    ])
    window.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))
    window.headlessTransition(
      to: CGSize(width: 844, height: 390),
      safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(controller.sizes == [CGSize(width: 844, height: 390)])
    #expect(controller.boundsDuring == CGSize(width: 390, height: 844))
    window.layoutIfNeeded()
    #expect(root.bounds.size == CGSize(width: 844, height: 390))
    #expect(bar.frame == CGRect(x: 47, y: 325, width: 750, height: 44))
  }

  // MARK: Content views

  @Test("A label's text change moves its constrained neighbour; empty text has zero width")
  func labelTextMovesNeighbour() {
    let root = makeRoot(width: 320, height: 100)
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.text = "Hi"
    root.addSubview(label)
    let badge = makeView("badge", in: root)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      badge.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      badge.centerYAnchor.constraint(equalTo: label.centerYAnchor),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    let short = TextMeasurement.width(of: "Hi", font: label.font)
    #expect(label.frame.width == short.rounded(.up))
    #expect(badge.frame.minX == 10 + short.rounded(.up) + 8)
    label.text = "Hello, world"
    root.layoutIfNeeded()
    let long = TextMeasurement.width(of: "Hello, world", font: label.font).rounded(.up)
    #expect(label.frame.width == long)
    #expect(badge.frame.minX == 10 + long + 8)
    // An empty label: UILabel's intrinsic size is zero, so the badge comes next to the leading.
    label.text = ""
    root.layoutIfNeeded()
    #expect(label.frame.size == .zero)
    #expect(badge.frame.minX == 18)
    #expect(badge.frame.midY == 10)
  }

  @Test("preferredMaxLayoutWidth wraps the text, whatever width the constraints give the label")
  func preferredMaxLayoutWidth() {
    let root = makeRoot(width: 320, height: 400)
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.text = "one two three four five six seven eight nine ten eleven twelve"
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    label.preferredMaxLayoutWidth = 100
    root.layoutIfNeeded()
    let wrapped = TextMeasurement.size(
      of: label.text ?? "", font: label.font, maxWidth: 100, numberOfLines: 0)
    #expect(label.frame.width == 320)
    #expect(label.frame.height == wrapped.height)
    #expect(wrapped.height > label.font.lineHeight * 3)
    // Back to 0: the label wraps at the width layout gives it.
    label.preferredMaxLayoutWidth = 0
    root.layoutIfNeeded()
    let atWidth = TextMeasurement.size(
      of: label.text ?? "", font: label.font, maxWidth: 320, numberOfLines: 0)
    #expect(label.frame.height == atWidth.height)
    #expect(label.frame.height < wrapped.height)
  }

  @Test("numberOfLines 1 keeps one line whatever lineBreakMode says")
  func singleLineWordWrap() {
    let root = makeRoot(width: 120, height: 200)
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.lineBreakMode = .byWordWrapping
    label.text = "A rather long single-line caption"
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(label.frame.width == 120)
    #expect(label.frame.height == label.font.lineHeight.rounded(.up))
    #expect(label.renderedLines.count == 1)
  }

  @Test("An image view centred in a card takes the size of the image set later, and none")
  func imageSetLater() {
    let root = makeRoot(width: 300, height: 300)
    let imageView = UIImageView(frame: .zero)
    imageView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(imageView)
    NSLayoutConstraint.activate([
      imageView.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      imageView.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    imageView.image = UIImage(size: CGSize(width: 40, height: 20), name: "logo")
    root.layoutIfNeeded()
    #expect(imageView.frame == CGRect(x: 130, y: 140, width: 40, height: 20))
    imageView.image = UIImage(size: CGSize(width: 100, height: 60), name: "banner")
    root.layoutIfNeeded()
    #expect(imageView.frame == CGRect(x: 100, y: 120, width: 100, height: 60))
    imageView.image = nil
    #expect(
      imageView.intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
  }

  @Test("A button's new title re-sizes it in a laid-out row; its neighbour follows")
  func buttonTitleChange() {
    let root = makeRoot(width: 320, height: 100)
    let button = UIButton(type: .system)
    button.translatesAutoresizingMaskIntoConstraints = false
    button.setTitle("OK", for: .normal)
    root.addSubview(button)
    let after = makeView("after", in: root)
    NSLayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      button.topAnchor.constraint(equalTo: root.topAnchor),
      after.leadingAnchor.constraint(equalTo: button.trailingAnchor),
      after.topAnchor.constraint(equalTo: root.topAnchor),
      after.widthAnchor.constraint(equalToConstant: 10),
      after.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    let short = button.frame.width
    #expect(short > 0)
    button.setTitle("Continue shopping", for: .normal)
    root.layoutIfNeeded()
    #expect(button.frame.width > short)
    #expect(button.frame.width == button.intrinsicContentSize.width)
    #expect(after.frame.minX == button.frame.maxX)
  }

  @Test("configuration content insets changed in place re-size a laid-out button")
  func configurationInsetsInPlace() {
    let root = makeRoot(width: 320, height: 100)
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Save"
    let button = UIButton(configuration: configuration)
    button.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(button)
    NSLayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      button.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let before = button.frame.size
    button.configuration?.contentInsets = NSDirectionalEdgeInsets(
      top: 20, leading: 30, bottom: 20, trailing: 30)
    root.layoutIfNeeded()
    #expect(button.frame.width == before.width - 24 + 60)
    #expect(button.frame.height == before.height - 14 + 40)
  }

  @Test("A table-cell-like view fits its two-line title at a fixed width")
  func cellFitting() {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let title = UILabel()
    title.translatesAutoresizingMaskIntoConstraints = false
    title.numberOfLines = 0
    title.text = "A headline long enough to need a second line at this width"
    let detail = UILabel()
    detail.translatesAutoresizingMaskIntoConstraints = false
    detail.font = .systemFont(ofSize: 13)
    detail.text = "Detail"
    cell.addSubview(title)
    cell.addSubview(detail)
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
      title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
      detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      detail.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
    ])
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    let titleHeight = TextMeasurement.size(
      of: title.text ?? "", font: title.font, maxWidth: 288, numberOfLines: 0
    ).height
    let detailHeight = UIFont.systemFont(ofSize: 13).lineHeight.rounded(.up)
    #expect(titleHeight > title.font.lineHeight * 1.5)  // two lines at 288 points
    #expect(size == CGSize(width: 320, height: 12 + titleHeight + 4 + detailHeight + 12))
    // Fitting leaves the cell's frame alone.
    #expect(cell.frame.size == CGSize(width: 320, height: 44))
  }

  // MARK: Autoresizing

  @Test("A flexible left margin and width share a width change in proportion to their sizes")
  func flexibleMarginAndWidth() {
    // UIView.autoresizingMask: "When more than one option along the same axis is set, the
    // default behavior is to distribute the size difference proportionally among the flexible
    // portions."
    let root = makeRoot(width: 300, height: 100)
    let view = UIView(frame: CGRect(x: 50, y: 10, width: 100, height: 20))
    view.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
    root.addSubview(view)
    root.layoutIfNeeded()
    root.frame = CGRect(x: 0, y: 0, width: 450, height: 100)
    root.layoutIfNeeded()
    // 150 more: the left margin (50) takes 50, the width (100) takes 100; the right margin
    // (150) is fixed.
    #expect(view.frame == CGRect(x: 100, y: 10, width: 200, height: 20))
    #expect(root.bounds.width - view.frame.maxX == 150)
  }

  @Test("All three flexible parts of an axis share the change; none keeps the frame")
  func threeFlexibleParts() {
    let root = makeRoot(width: 200, height: 200)
    let all = UIView(frame: CGRect(x: 20, y: 40, width: 60, height: 40))
    all.autoresizingMask = [
      .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
      .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin,
    ]
    let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    root.addSubview(all)
    root.addSubview(fixed)
    root.layoutIfNeeded()
    root.frame.size = CGSize(width: 400, height: 100)
    root.layoutIfNeeded()
    // Horizontal: 20/60/120 of 200 scale by 2. Vertical: 40/40/120 of 200 scale by 0.5.
    #expect(all.frame == CGRect(x: 40, y: 20, width: 120, height: 20))
    #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
  }

  @Test("A constrained sibling follows an autoresizing view when the superview resizes")
  func constrainedSiblingOfAutoresizingView() {
    let root = makeRoot(width: 300, height: 200)
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
    header.autoresizingMask = [.flexibleWidth]
    root.addSubview(header)
    let body = makeView("body", in: root)
    NSLayoutConstraint.activate([
      body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 10),
      body.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 10),
      body.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -10),
      body.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(body.frame == CGRect(x: 10, y: 70, width: 280, height: 130))
    root.frame.size = CGSize(width: 500, height: 300)
    root.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 0, width: 500, height: 60))
    #expect(body.frame == CGRect(x: 10, y: 70, width: 480, height: 230))
  }

  @Test("A constrained child inside an autoresizing parent grows with the parent")
  func constrainedChildInAutoresizingParent() {
    let root = makeRoot(width: 300, height: 200)
    let panel = UIView(frame: CGRect(x: 20, y: 20, width: 260, height: 160))
    panel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(panel)
    let field = makeView("field", in: panel)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: panel.layoutMarginsGuide.trailingAnchor),
      field.centerYAnchor.constraint(equalTo: panel.centerYAnchor),
      field.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    #expect(field.frame == CGRect(x: 8, y: 65, width: 244, height: 30))
    root.frame.size = CGSize(width: 400, height: 300)
    root.layoutIfNeeded()
    #expect(panel.frame == CGRect(x: 20, y: 20, width: 360, height: 260))
    #expect(field.frame == CGRect(x: 8, y: 115, width: 344, height: 30))
  }
}
