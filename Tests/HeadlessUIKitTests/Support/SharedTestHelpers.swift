import HeadlessUIKit

// Helpers shared by tests of several subjects (stack views, visual format, labels, fitting).

/// Adds `views` to `superview` with autoresizing translation off.
@MainActor
func add(_ views: UIView..., to superview: UIView) {
  for view in views {
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
  }
}

/// Activates the constraints of a visual format string.
@MainActor
func activate(
  _ format: String, options: NSLayoutConstraint.FormatOptions = [],
  metrics: [String: Any]? = nil, _ views: [String: Any]
) {
  NSLayoutConstraint.activate(
    NSLayoutConstraint.constraints(
      withVisualFormat: format, options: options, metrics: metrics, views: views))
}

/// A label named `name` with a system font of `size`, `text` and a number of lines.
@MainActor
func makeLabel(_ name: String, size: CGFloat, text: String, lines: Int = 1) -> UILabel {
  let label = UILabel()
  label.accessibilityIdentifier = name
  label.font = .systemFont(ofSize: size)
  label.text = text
  label.numberOfLines = lines
  return label
}

/// `view`, named `name`, with autoresizing translation off, added to `superview`.
@MainActor
func add<View: UIView>(_ view: View, _ name: String, to superview: UIView) -> View {
  view.accessibilityIdentifier = name
  view.translatesAutoresizingMaskIntoConstraints = false
  superview.addSubview(view)
  return view
}

/// The height of a label's text wrapped at `width`.
@MainActor
func wrappedHeight(_ label: UILabel, at width: CGFloat) -> CGFloat {
  label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
}

/// A horizontal stack (spacing 10) of views with intrinsic sizes, pinned at the top-leading
/// corner of a 300×300 container and otherwise sized by its content.
@MainActor
func hugging(_ sizes: [(CGFloat, CGFloat)]) -> (UIView, UIStackView, [StackTestView]) {
  let container = makeRoot(width: 300, height: 300)
  let views = sizes.map { StackTestView($0.0, $0.1) }
  let stack = UIStackView(arrangedSubviews: views)
  stack.spacing = 10
  stack.translatesAutoresizingMaskIntoConstraints = false
  container.addSubview(stack)
  stack.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
  stack.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
  container.layoutIfNeeded()
  return (container, stack, views)
}

/// A horizontal stack (spacing 10) pinned to every edge of a `width`×`height` container.
@MainActor
func pinned(
  _ sizes: [(CGFloat, CGFloat)], width: CGFloat = 300, height: CGFloat = 100
) -> (UIView, UIStackView, [StackTestView]) {
  let container = makeRoot(width: width, height: height)
  let views = sizes.map { StackTestView($0.0, $0.1) }
  let stack = UIStackView(arrangedSubviews: views)
  stack.spacing = 10
  stack.translatesAutoresizingMaskIntoConstraints = false
  container.addSubview(stack)
  NSLayoutConstraint.activate([
    stack.topAnchor.constraint(equalTo: container.topAnchor),
    stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
    stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    stack.bottomAnchor.constraint(equalTo: container.bottomAnchor),
  ])
  container.layoutIfNeeded()
  return (container, stack, views)
}

/// The minimum x and width of each view, for comparing a row with expected spans.
@MainActor
func xSpans(_ views: [UIView]) -> [[CGFloat]] { views.map { [$0.frame.minX, $0.frame.width] } }

/// The minimum y and height of each view, for comparing a column with expected spans.
@MainActor
func ySpans(_ views: [UIView]) -> [[CGFloat]] { views.map { [$0.frame.minY, $0.frame.height] } }
