import Foundation
import HeadlessUIKit
import Testing

// UIKit declarations written the way UIKit declares them: these subclasses and
// function references compile only when the labels, optionality, defaults and `open`-ness
// match UIKit's.

/// A stack view subclass as UIKit's fix-it writes it: UIKit declares
/// `required init(coder: NSCoder)` on `UIStackView` without the `?` that `UIView` has.
private final class SignatureStackView: UIStackView {
  var added: [UIView] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func addArrangedSubview(_ view: UIView) {
    added.append(view)
    super.addArrangedSubview(view)
  }
}

/// A view subclass overriding the layout members UIKit declares `open`.
private final class SignatureView: UIView {
  var fitted = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override var intrinsicContentSize: CGSize { CGSize(width: 30, height: 20) }

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fitted += 1
    return super.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }

  override func updateConstraints() {
    super.updateConstraints()
  }

  override var layoutMargins: UIEdgeInsets {
    get { super.layoutMargins }
    set { super.layoutMargins = newValue }
  }
}

/// Subclasses of the content views and controllers with UIKit's `init?(coder:)`.
private final class SignatureLabel: UILabel {
  required init?(coder: NSCoder) { super.init(coder: coder) }
  override init(frame: CGRect) { super.init(frame: frame) }
}

private final class SignatureController: UIViewController {
  var loaded = false
  override func loadView() { view = SignatureView(frame: .zero) }
  override func viewDidLoad() {
    super.viewDidLoad()
    loaded = true
  }
}

private final class SignatureScrollView: UIScrollView {
  required init?(coder: NSCoder) { super.init(coder: coder) }
  override init(frame: CGRect) { super.init(frame: frame) }
}

@MainActor
@Suite("Members that read as UIKit declares them")
struct UIKitSignatureTests {
  @Test("A UIStackView subclass with UIKit's non-failable init(coder:) is a working stack view")
  func stackViewCoderInit() {
    let stack = SignatureStackView(coder: NSCoder())
    #expect(stack.frame == .zero)
    let a = UIView()
    stack.addArrangedSubview(a)
    #expect(stack.added == [a] && stack.arrangedSubviews == [a])
    // init(arrangedSubviews:) is inherited (every designated initializer is overridden).
    let b = UIView()
    let other = SignatureStackView(arrangedSubviews: [b])
    #expect(other.arrangedSubviews == [b] && other.added == [b])
  }

  @Test("UIView's fitting, constraint and margin members are open, with UIKit's labels")
  func viewMembers() {
    let view = SignatureView(frame: .zero)
    let size = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    // The one-argument form goes through the overridable priority variant, as in UIKit.
    #expect(view.fitted == 1)
    #expect(size == CGSize(width: 30, height: 20))
    let fit: (UIView) -> (CGSize, UILayoutPriority, UILayoutPriority) -> CGSize = UIView
      .systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)
    #expect(fit(view)(.zero, .required, .fittingSizeLevel) == CGSize(width: 0, height: 20))
    let hugging: (UIView) -> (NSLayoutConstraint.Axis) -> UILayoutPriority =
      UIView.contentHuggingPriority(for:)
    let setHugging: (UIView) -> (UILayoutPriority, NSLayoutConstraint.Axis) -> Void =
      UIView.setContentHuggingPriority(_:for:)
    setHugging(view)(UILayoutPriority(rawValue: 300), .vertical)
    #expect(hugging(view)(.vertical) == UILayoutPriority(300))
    view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(
      view.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    let coded = SignatureLabel(coder: NSCoder())
    #expect(coded?.numberOfLines == 1)
    #expect(SignatureScrollView(coder: NSCoder())?.contentSize == .zero)
  }

  @Test("NSLayoutConstraint's initializer, factories and properties read as UIKit declares them")
  func constraintMembers() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    let make:
      (
        Any, NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, Any?,
        NSLayoutConstraint.Attribute, CGFloat, CGFloat
      ) -> NSLayoutConstraint =
        NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)
    let width = make(a, .width, .equal, nil, .notAnAttribute, 1, 40)
    let vfl:
      (String, NSLayoutConstraint.FormatOptions, [String: Any]?, [String: Any]) ->
        [NSLayoutConstraint] = NSLayoutConstraint.constraints(
          withVisualFormat:options:metrics:views:)
    let edges = vfl("|[a]|", [], nil, ["a": a])
    // The options argument has a default, as in UIKit.
    let same = NSLayoutConstraint.constraints(
      withVisualFormat: "|[a]|", metrics: nil, views: ["a": a])
    #expect(edges.count == 2 && same.count == 2)
    let system: (NSLayoutXAxisAnchor) -> (NSLayoutXAxisAnchor, CGFloat) -> NSLayoutConstraint =
      NSLayoutXAxisAnchor.constraint(equalToSystemSpacingAfter:multiplier:)
    let spacing = system(a.leadingAnchor)(root.leadingAnchor, 1)
    #expect(spacing.constant == 8)
    let first: AnyObject? = width.firstItem
    let second: AnyObject? = width.secondItem
    let identifier: String? = width.identifier
    let firstAnchor: NSLayoutAnchor<AnyObject> = width.firstAnchor
    let secondAnchor: NSLayoutAnchor<AnyObject>? = width.secondAnchor
    #expect(first === a && second == nil && identifier == nil && secondAnchor == nil)
    #expect(firstAnchor.headless.item === a)
    NSLayoutConstraint.activate(edges)
    root.layoutIfNeeded()
    #expect(a.frame.width == 320)
  }

  @Test("A controller's view is implicitly unwrapped, loadView and viewDidLoad are open")
  func controllerMembers() {
    let controller = SignatureController()
    let view: UIView! = controller.view
    #expect(view is SignatureView)
    #expect(controller.loaded)
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root: UIViewController? = window.rootViewController
    #expect(root == nil)
  }

  @Test("UILabel.font is implicitly unwrapped: assigning nil restores the 17-point system font")
  func labelFontReset() {
    let label = UILabel()
    label.font = .systemFont(ofSize: 30)
    label.font = nil
    #expect(label.font.pointSize == 17)
    let text: String? = label.text
    #expect(text == nil)
  }

  @Test("UIView.animate's short forms take UIKit's labels and default the completion")
  func animateForms() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    UIView.animate(withDuration: 0.2) { view.alpha = 0.5 }
    UIView.animate(withDuration: 0.2, animations: { view.alpha = 0.25 }, completion: nil)
    UIView.animate(withDuration: 0.2, delay: 0, animations: { view.alpha = 0 })
    #expect(view.alpha == 0)
  }
}
