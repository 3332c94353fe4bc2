// Hook's vertical edges, centre and baselines: one activated constraint per call.

extension Hook {
  // MARK: - top

  /// Makes this view's top edge equal to `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.topAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func top(
    to anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(view.topAnchor.constraint(equalTo: anchor, constant: constant), priority: priority)
  }

  /// Makes this view's top edge at least `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.topAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func top(
    greaterThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.topAnchor.constraint(greaterThanOrEqualTo: anchor, constant: constant),
      priority: priority)
  }

  /// Makes this view's top edge at most `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.topAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func top(
    lessThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.topAnchor.constraint(lessThanOrEqualTo: anchor, constant: constant), priority: priority)
  }

  // MARK: - bottom

  /// Makes this view's bottom edge equal to `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.bottomAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func bottom(
    to anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(view.bottomAnchor.constraint(equalTo: anchor, constant: constant), priority: priority)
  }

  /// Makes this view's bottom edge at least `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.bottomAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func bottom(
    greaterThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.bottomAnchor.constraint(greaterThanOrEqualTo: anchor, constant: constant),
      priority: priority)
  }

  /// Makes this view's bottom edge at most `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.bottomAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func bottom(
    lessThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.bottomAnchor.constraint(lessThanOrEqualTo: anchor, constant: constant),
      priority: priority)
  }

  // MARK: - centerY

  /// Makes this view's vertical centre equal to `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.centerYAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func centerY(
    to anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(view.centerYAnchor.constraint(equalTo: anchor, constant: constant), priority: priority)
  }

  /// Makes this view's vertical centre at least `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.centerYAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func centerY(
    greaterThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.centerYAnchor.constraint(greaterThanOrEqualTo: anchor, constant: constant),
      priority: priority)
  }

  /// Makes this view's vertical centre at most `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.centerYAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func centerY(
    lessThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.centerYAnchor.constraint(lessThanOrEqualTo: anchor, constant: constant),
      priority: priority)
  }

  // MARK: - firstBaseline

  /// Makes this view's first baseline equal to `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.firstBaselineAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func firstBaseline(
    to anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.firstBaselineAnchor.constraint(equalTo: anchor, constant: constant), priority: priority)
  }

  /// Makes this view's first baseline at least `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.firstBaselineAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func firstBaseline(
    greaterThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.firstBaselineAnchor.constraint(greaterThanOrEqualTo: anchor, constant: constant),
      priority: priority)
  }

  /// Makes this view's first baseline at most `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.firstBaselineAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func firstBaseline(
    lessThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.firstBaselineAnchor.constraint(lessThanOrEqualTo: anchor, constant: constant),
      priority: priority)
  }

  // MARK: - lastBaseline

  /// Makes this view's last baseline equal to `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.lastBaselineAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func lastBaseline(
    to anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.lastBaselineAnchor.constraint(equalTo: anchor, constant: constant), priority: priority)
  }

  /// Makes this view's last baseline at least `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.lastBaselineAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func lastBaseline(
    greaterThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.lastBaselineAnchor.constraint(greaterThanOrEqualTo: anchor, constant: constant),
      priority: priority)
  }

  /// Makes this view's last baseline at most `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.lastBaselineAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func lastBaseline(
    lessThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.lastBaselineAnchor.constraint(lessThanOrEqualTo: anchor, constant: constant),
      priority: priority)
  }
}
