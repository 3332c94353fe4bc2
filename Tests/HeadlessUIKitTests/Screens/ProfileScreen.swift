// A profile screen written as one writes it for iOS: nothing here is HeadlessUIKit-only, so the
// file compiles unchanged against UIKit (the tests beside it drive it headlessly).
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A round count badge: its intrinsic size comes from its text, its corner radius from layout.
@MainActor
final class ProfileBadgeView: UIView {
  let countLabel = UILabel()
  private var didSetUpConstraints = false
  private(set) var layoutPasses = 0
  private(set) var tintChanges = 0
  private(set) var sizeClassChanges = 0

  var count = 0 {
    didSet {
      countLabel.text = "\(count)"
      invalidateIntrinsicContentSize()
    }
  }

  override class var requiresConstraintBasedLayout: Bool { true }

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    countLabel.translatesAutoresizingMaskIntoConstraints = false
    countLabel.font = .systemFont(ofSize: 12)
    countLabel.text = "0"
    addSubview(countLabel)
  }

  override var intrinsicContentSize: CGSize {
    let text = countLabel.intrinsicContentSize
    let height = text.height + 8
    return CGSize(width: max(height, text.width + 16), height: height)
  }

  override func updateConstraints() {
    if !didSetUpConstraints {
      NSLayoutConstraint.activate([
        countLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
        countLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
      ])
      didSetUpConstraints = true
    }
    super.updateConstraints()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutPasses += 1
    layer.cornerRadius = bounds.height / 2
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    tintChanges += 1
    backgroundColor = tintColor
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    guard traitCollection.verticalSizeClass != previousTraitCollection?.verticalSizeClass else {
      return
    }
    sizeClassChanges += 1
    countLabel.font = .systemFont(ofSize: traitCollection.verticalSizeClass == .compact ? 10 : 12)
    invalidateIntrinsicContentSize()
  }
}

/// A label with padding around its text.
@MainActor
final class ProfilePaddedLabel: UILabel {
  var padding = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8) {
    didSet { invalidateIntrinsicContentSize() }
  }

  override var intrinsicContentSize: CGSize {
    let size = super.intrinsicContentSize
    return CGSize(
      width: size.width + padding.left + padding.right,
      height: size.height + padding.top + padding.bottom)
  }

  override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    super.textRect(forBounds: bounds.inset(by: padding), limitedToNumberOfLines: numberOfLines)
  }

  override func drawText(in rect: CGRect) {
    super.drawText(in: rect.inset(by: padding))
  }
}

/// A row of equally wide statistics inside margins.
@MainActor
final class ProfileStatsStackView: UIStackView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  required init(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    axis = .horizontal
    distribution = .fillEqually
    alignment = .fill
    spacing = 8
    isLayoutMarginsRelativeArrangement = true
    directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  }

  func addStat(_ title: String) {
    let label = ProfilePaddedLabel()
    label.text = title
    label.textAlignment = .center
    addArrangedSubview(label)
  }
}

/// The header: a name and a badge, shown as a child view controller.
@MainActor
final class ProfileHeaderViewController: UIViewController {
  let nameLabel = ProfilePaddedLabel()
  let badge = ProfileBadgeView()
  private(set) var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    nameLabel.text = "Ada Lovelace"
    nameLabel.font = .preferredFont(forTextStyle: .headline)
    nameLabel.adjustsFontForContentSizeCategory = true
    for subview in [nameLabel, badge] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      nameLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      nameLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      badge.leadingAnchor.constraint(equalTo: nameLabel.trailingAnchor, constant: 8),
      badge.centerYAnchor.constraint(equalTo: nameLabel.centerYAnchor),
      badge.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    events.append("willAppear")
  }

  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    events.append("isAppearing")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    events.append("didAppear")
  }
}

/// The screen: a header child, a scrolling body and a save button that stays above the
/// keyboard; the header is shorter when the height is compact.
@MainActor
final class ProfileViewController: UIViewController, UIScrollViewDelegate {
  let header = ProfileHeaderViewController()
  let scrollView = UIScrollView()
  let stats = ProfileStatsStackView()
  let bio = UILabel()
  let saveButton = UIButton(type: .system)
  private var regularHeightConstraints: [NSLayoutConstraint] = []
  private var compactHeightConstraints: [NSLayoutConstraint] = []
  private var bioTop: NSLayoutConstraint?
  private(set) var scrollEvents = 0
  private(set) var events: [String] = []
  private(set) var isCollapsed = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white

    addChild(header)
    let headerView: UIView = header.view
    headerView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(headerView)
    header.didMove(toParent: self)

    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.delegate = self
    scrollView.keyboardDismissMode = .interactive
    view.addSubview(scrollView)
    stats.translatesAutoresizingMaskIntoConstraints = false
    for title in ["Posts", "Followers", "Following"] { stats.addStat(title) }
    bio.translatesAutoresizingMaskIntoConstraints = false
    bio.numberOfLines = 0
    bio.text = "Mathematician and writer, known for her work on the Analytical Engine."
    scrollView.addSubview(stats)
    scrollView.addSubview(bio)

    saveButton.setTitle("Save", for: .normal)
    saveButton.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(saveButton)

    let views: [String: Any] = ["header": headerView, "scroll": scrollView]
    var constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-(16)-[header]-(16)-|", options: [], metrics: nil, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|[scroll]|", options: [], metrics: nil, views: views)
    let bioTop = bio.topAnchor.constraint(equalTo: stats.bottomAnchor, constant: 12)
    self.bioTop = bioTop
    constraints += [
      headerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.topAnchor.constraint(equalTo: headerView.bottomAnchor, constant: 8),
      scrollView.bottomAnchor.constraint(equalTo: saveButton.topAnchor, constant: -8),
      saveButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      saveButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
      stats.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      stats.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      stats.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      stats.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      bioTop,
      bio.leadingAnchor.constraint(
        equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
      bio.trailingAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16),
      bio.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
    ]
    NSLayoutConstraint.activate(constraints)
    regularHeightConstraints = [headerView.heightAnchor.constraint(equalToConstant: 120)]
    compactHeightConstraints = [headerView.heightAnchor.constraint(equalToConstant: 64)]
    applyConstraints(for: traitCollection)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.verticalSizeClass != previousTraitCollection?.verticalSizeClass {
      applyConstraints(for: traitCollection)
    }
  }

  private func applyConstraints(for traits: UITraitCollection) {
    let compact = traits.verticalSizeClass == .compact
    NSLayoutConstraint.deactivate(compact ? regularHeightConstraints : compactHeightConstraints)
    NSLayoutConstraint.activate(compact ? compactHeightConstraints : regularHeightConstraints)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    events.append("willAppear")
  }

  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    events.append("isAppearing")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    events.append("didAppear")
  }

  /// Moves the bio down and dims the header, animated.
  func collapseHeader() {
    UIView.animate(
      withDuration: 0.25, delay: 0, options: [.curveEaseOut],
      animations: {
        self.header.view.alpha = 0.5
        self.bioTop?.constant = 24
        self.view.layoutIfNeeded()
      },
      completion: { _ in self.isCollapsed = true })
  }

  /// Grows the badge and shrinks it back, in two keyframes.
  func pulseBadge() {
    let badge = header.badge
    UIView.animateKeyframes(
      withDuration: 0.6, delay: 0, options: [],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          badge.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          badge.transform = .identity
        }
      })
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    scrollEvents += 1
  }
}
