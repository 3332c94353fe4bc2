// The headless-only members of UIKit's types. Each forwards to HeadlessUIKit's internal
// implementation, which keeps the name it had before these moved off UIKit's types.

extension Headless.Wrapper where Base: UIView {
  /// The view tree as text, one view per line with its frame, children indented under their
  /// parent, as UIKit's debugging `recursiveDescription` prints it but without addresses.
  ///
  /// Deep trees are printed iteratively; past 32 levels the indentation stops growing and each
  /// line shows its depth instead.
  ///
  /// - Returns: The description, ending in a newline.
  @MainActor
  public func recursiveDescription() -> String { base.recursiveDescription() }

  /// Lays out the view's tree and describes why the view's layout is ambiguous, if it is.
  ///
  /// - Returns: An issue naming the view, the ambiguous axes and the constraints that affect
  ///   them, or `nil` when its layout is not ambiguous.
  @MainActor
  public func ambiguityReport() -> Headless.LayoutIssue? { base.ambiguityReport() }

  /// The view tree rendered as an SVG document (see ``Headless/SVGRenderer``).
  ///
  /// - Returns: The SVG text.
  @MainActor
  public func svgRepresentation() -> String { base.svgRepresentation() }
}

extension Headless.Wrapper where Base: UIStackView {
  /// The constraints the stack view made to arrange its subviews, in a stable order.
  @MainActor
  public var arrangementConstraints: [NSLayoutConstraint] { base.arrangementConstraints }
}

extension Headless.Wrapper where Base: UILabel {
  /// The lines the label shows at its current width, after wrapping and truncation.
  @MainActor
  public var renderedLines: [String] { base.renderedLines }
}

extension Headless.Wrapper where Base: UIWindow {
  /// The safe-area insets the window reports, as a device would.
  ///
  /// Default: 47 points at the top and 34 at the bottom, as on an iPhone with a notch.
  @MainActor
  public var safeAreaInsets: UIEdgeInsets {
    get { base.headlessSafeAreaInsets }
    nonmutating set { base.headlessSafeAreaInsets = newValue }
  }

  /// Changes the window's size as a rotation or a resize does, with UIKit's sequence of calls.
  ///
  /// The root view controller is told first: `willTransition(to:with:)` when the size classes
  /// change, then `viewWillTransition(to:with:)` (both forwarded to children by default). Then,
  /// inside one `UIView.animate` of `duration` — so the frame changes are recorded in
  /// ``Headless/AnimationRecorder`` — the window takes the new size and safe area and lays out
  /// (the trait changes are reported then), the coordinator's alongside animations run with the
  /// views at their new sizes, and the window lays out again. The coordinator's completions run
  /// when the animation ends on the recorder's clock.
  ///
  /// ```swift
  /// window.headless.transition(
  ///   to: CGSize(width: 844, height: 390),
  ///   safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
  /// ```
  ///
  /// - Parameters:
  ///   - size: The window's new size.
  ///   - safeAreaInsets: The new ``safeAreaInsets`` (a landscape phone's differ), or `nil` to
  ///     keep them.
  ///   - duration: The transition's duration, in seconds.
  @MainActor
  public func transition(
    to size: CGSize, safeAreaInsets: UIEdgeInsets? = nil, duration: TimeInterval = 0.3
  ) {
    base.headlessTransition(to: size, safeAreaInsets: safeAreaInsets, duration: duration)
  }
}

extension Headless.Wrapper where Base: UIFont {
  /// The font's weight.
  public var weight: UIFont.Weight { base.weight }

  /// Whether the font is italic.
  public var isItalic: Bool { base.isItalic }
}

extension Headless.Wrapper where Base: UIImage {
  /// The name the image was made or registered with, if any.
  public var name: String? { base.name }
}

extension Headless.Wrapper where Base: UIColor {
  /// The colour's red, green, blue and alpha components, 0...1.
  public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { base.rgba }

  /// The colour as `#rrggbb` (or `#rrggbbaa` when not opaque), as the SVG renderer writes it.
  public var hexString: String { base.hexString }
}

extension Headless {
  /// The size HeadlessUIKit gives every SF Symbol image (20 × 20 points).
  public static var systemSymbolSize: CGSize { UIImage.systemSymbolSize }

  /// Makes an image of a given size (HeadlessUIKit's images have a size and no pixels).
  ///
  /// - Parameters:
  ///   - size: The image's size in points.
  ///   - name: A name to show in descriptions and SVG output.
  /// - Returns: The image.
  public static func makeImage(size: CGSize, name: String? = nil) -> UIImage {
    UIImage(size: size, name: name)
  }

  /// Registers the size that `UIImage(named:)` gives images of a name.
  ///
  /// - Parameters:
  ///   - name: The image name.
  ///   - size: The size of images of that name.
  public static func registerImage(named name: String, size: CGSize) {
    UIImage.register(named: name, size: size)
  }

  /// Creates constraints from a visual format string, or throws a description of what is wrong
  /// with it (where `NSLayoutConstraint.constraints(withVisualFormat:…)` reports a layout
  /// issue and returns no constraints, as UIKit raises an exception).
  ///
  /// - Parameters:
  ///   - format: The format string.
  ///   - opts: Alignment, direction and spacing options.
  ///   - metrics: Numbers by name.
  ///   - views: The views of the format, by name.
  /// - Returns: The constraints, inactive.
  /// - Throws: ``Headless/VisualFormatError`` with the position of the mistake.
  @MainActor
  public static func validatedConstraints(
    withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) throws(Headless.VisualFormatError) -> [NSLayoutConstraint] {
    try NSLayoutConstraint.validatedConstraints(
      withVisualFormat: format, options: opts, metrics: metrics, views: views)
  }
}
