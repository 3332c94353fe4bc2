// Hook's horizontal edges and centre: one activated constraint per call.

extension Hook {
  // MARK: - leading

  /// Makes this view's leading edge equal to `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.leadingAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func leading(
    to anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(view.leadingAnchor.constraint(equalTo: anchor, constant: constant), priority: priority)
  }

  /// Makes this view's leading edge at least `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.leadingAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func leading(
    greaterThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.leadingAnchor.constraint(greaterThanOrEqualTo: anchor, constant: constant),
      priority: priority)
  }

  /// Makes this view's leading edge at most `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.leadingAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func leading(
    lessThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.leadingAnchor.constraint(lessThanOrEqualTo: anchor, constant: constant),
      priority: priority)
  }

  // MARK: - trailing

  /// Makes this view's trailing edge equal to `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.trailingAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func trailing(
    to anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(view.trailingAnchor.constraint(equalTo: anchor, constant: constant), priority: priority)
  }

  /// Makes this view's trailing edge at least `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.trailingAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func trailing(
    greaterThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.trailingAnchor.constraint(greaterThanOrEqualTo: anchor, constant: constant),
      priority: priority)
  }

  /// Makes this view's trailing edge at most `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.trailingAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func trailing(
    lessThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.trailingAnchor.constraint(lessThanOrEqualTo: anchor, constant: constant),
      priority: priority)
  }

  // MARK: - left

  /// Makes this view's left edge equal to `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.leftAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func left(
    to anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(view.leftAnchor.constraint(equalTo: anchor, constant: constant), priority: priority)
  }

  /// Makes this view's left edge at least `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.leftAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func left(
    greaterThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.leftAnchor.constraint(greaterThanOrEqualTo: anchor, constant: constant),
      priority: priority)
  }

  /// Makes this view's left edge at most `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.leftAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func left(
    lessThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.leftAnchor.constraint(lessThanOrEqualTo: anchor, constant: constant), priority: priority)
  }

  // MARK: - right

  /// Makes this view's right edge equal to `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.rightAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func right(
    to anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(view.rightAnchor.constraint(equalTo: anchor, constant: constant), priority: priority)
  }

  /// Makes this view's right edge at least `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.rightAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func right(
    greaterThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.rightAnchor.constraint(greaterThanOrEqualTo: anchor, constant: constant),
      priority: priority)
  }

  /// Makes this view's right edge at most `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.rightAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func right(
    lessThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.rightAnchor.constraint(lessThanOrEqualTo: anchor, constant: constant), priority: priority
    )
  }

  // MARK: - centerX

  /// Makes this view's horizontal centre equal to `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.centerXAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func centerX(
    to anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(view.centerXAnchor.constraint(equalTo: anchor, constant: constant), priority: priority)
  }

  /// Makes this view's horizontal centre at least `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.centerXAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func centerX(
    greaterThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.centerXAnchor.constraint(greaterThanOrEqualTo: anchor, constant: constant),
      priority: priority)
  }

  /// Makes this view's horizontal centre at most `anchor` plus `constant`, and activates it.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to, such as `superview.centerXAnchor`.
  ///   - constant: The raw constant added to `anchor` (negative moves up or left).
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func centerX(
    lessThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.centerXAnchor.constraint(lessThanOrEqualTo: anchor, constant: constant),
      priority: priority)
  }
}
