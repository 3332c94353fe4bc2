extension NSLayoutConstraint {
  /// Creates constraints described by a Visual Format Language string.
  ///
  /// The grammar is Apple's: an optional `H:`/`V:` orientation, `|` for the superview's edges,
  /// `[name(predicates)]` for views, and flush, standard (`-`) or explicit (`-20-`,
  /// `-(>=8@750)-`) connections. See
  /// [Visual Format Language](https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/VisualFormatLanguage.html).
  ///
  /// ```swift
  /// NSLayoutConstraint.activate(
  ///   NSLayoutConstraint.constraints(
  ///     withVisualFormat: "|-[title]-8-[badge(==24)]-|", metrics: nil,
  ///     views: ["title": title, "badge": badge]))
  /// ```
  ///
  /// Standard spacing is 8 points between views; to the superview it means the superview's layout
  /// margin (`|-[view]` gives `view.leading == superview.leadingMargin`), as in UIKit since
  /// iOS 8. The constraints come back inactive.
  ///
  /// UIKit raises an exception on a malformed format. HeadlessUIKit returns no constraints and
  /// reports the ``Headless/VisualFormatError`` as a ``Headless/LayoutIssue`` (kind
  /// ``Headless/LayoutIssue/Kind/invalidVisualFormat``) through ``Headless/LayoutDiagnostics`` instead; use
  /// `Headless.validatedConstraints(withVisualFormat:options:metrics:views:)` to get the error as a
  /// value.
  ///
  /// - Parameters:
  ///   - format: The format string.
  ///   - opts: Alignment, direction and spacing options.
  ///   - metrics: Numbers (`Double`, `CGFloat`, `Int`, `NSNumber`, `UILayoutPriority`) by name.
  ///   - views: The views of the format, by name.
  /// - Returns: The constraints, or an empty array when the format is invalid.
  public class func constraints(
    withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    do {
      return try validatedConstraints(
        withVisualFormat: format, options: opts, metrics: metrics, views: views)
    } catch {
      reportVisualFormatError(error)
      return []
    }
  }

  /// Creates constraints described by a Visual Format Language string, throwing on a mistake.
  ///
  /// A HeadlessUIKit extra (UIKit has no throwing variant): it behaves like
  /// ``constraints(withVisualFormat:options:metrics:views:)`` but returns the error as a value.
  ///
  /// - Parameters:
  ///   - format: The format string.
  ///   - opts: Alignment, direction and spacing options.
  ///   - metrics: Numbers by name.
  ///   - views: The views of the format, by name.
  /// - Returns: The constraints, inactive.
  /// - Throws: ``Headless/VisualFormatError`` with the position of the mistake: a syntax error, a name
  ///   missing from the dictionaries, a `|` next to a view without a superview, an alignment
  ///   option along the format's own axis, or a priority outside 1...1000.
  class func validatedConstraints(
    withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) throws(Headless.VisualFormatError) -> [NSLayoutConstraint] {
    let syntax = try VisualFormatParser.parse(format)
    return try VisualFormatConstraintBuilder(
      syntax: syntax, format: format, options: opts, metrics: metrics, views: views
    ).build()
  }

  /// Reports a malformed format the way HeadlessUIKit reports what UIKit raises for.
  private static func reportVisualFormatError(_ error: VisualFormatError) {
    LayoutDiagnostics.report(LayoutIssue(kind: .invalidVisualFormat, message: error.description))
  }
}
