// Hook's width and height: to a constant or to another dimension.

extension Hook {
  // MARK: - width

  /// Makes this view's width equal to `constant` points, and activates it.
  ///
  /// - Parameters:
  ///   - constant: The width in points.
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func width(
    constant: CGFloat, priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(view.widthAnchor.constraint(equalToConstant: constant), priority: priority)
  }

  /// Makes this view's width at least `constant` points, and activates it.
  ///
  /// - Parameters:
  ///   - constant: The width in points.
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func width(
    greaterThanOrEqualToConstant constant: CGFloat, priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(view.widthAnchor.constraint(greaterThanOrEqualToConstant: constant), priority: priority)
  }

  /// Makes this view's width at most `constant` points, and activates it.
  ///
  /// - Parameters:
  ///   - constant: The width in points.
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func width(
    lessThanOrEqualToConstant constant: CGFloat, priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(view.widthAnchor.constraint(lessThanOrEqualToConstant: constant), priority: priority)
  }

  /// Makes this view's width equal to `dimension × multiplier + constant`, and activates it.
  ///
  /// - Parameters:
  ///   - dimension: The dimension to relate to, such as `imageView.widthAnchor`.
  ///   - multiplier: The factor applied to `dimension`.
  ///   - constant: The raw constant added after the multiplier.
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func width(
    to dimension: NSLayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.widthAnchor.constraint(equalTo: dimension, multiplier: multiplier, constant: constant),
      priority: priority)
  }

  /// Makes this view's width at least `dimension × multiplier + constant`, and activates it.
  ///
  /// - Parameters:
  ///   - dimension: The dimension to relate to, such as `imageView.widthAnchor`.
  ///   - multiplier: The factor applied to `dimension`.
  ///   - constant: The raw constant added after the multiplier.
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func width(
    greaterThanOrEqualTo dimension: NSLayoutDimension, multiplier: CGFloat = 1,
    constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.widthAnchor.constraint(
        greaterThanOrEqualTo: dimension, multiplier: multiplier, constant: constant),
      priority: priority)
  }

  /// Makes this view's width at most `dimension × multiplier + constant`, and activates it.
  ///
  /// - Parameters:
  ///   - dimension: The dimension to relate to, such as `imageView.widthAnchor`.
  ///   - multiplier: The factor applied to `dimension`.
  ///   - constant: The raw constant added after the multiplier.
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func width(
    lessThanOrEqualTo dimension: NSLayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.widthAnchor.constraint(
        lessThanOrEqualTo: dimension, multiplier: multiplier, constant: constant),
      priority: priority)
  }

  // MARK: - height

  /// Makes this view's height equal to `constant` points, and activates it.
  ///
  /// - Parameters:
  ///   - constant: The height in points.
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func height(
    constant: CGFloat, priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(view.heightAnchor.constraint(equalToConstant: constant), priority: priority)
  }

  /// Makes this view's height at least `constant` points, and activates it.
  ///
  /// - Parameters:
  ///   - constant: The height in points.
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func height(
    greaterThanOrEqualToConstant constant: CGFloat, priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(view.heightAnchor.constraint(greaterThanOrEqualToConstant: constant), priority: priority)
  }

  /// Makes this view's height at most `constant` points, and activates it.
  ///
  /// - Parameters:
  ///   - constant: The height in points.
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func height(
    lessThanOrEqualToConstant constant: CGFloat, priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(view.heightAnchor.constraint(lessThanOrEqualToConstant: constant), priority: priority)
  }

  /// Makes this view's height equal to `dimension × multiplier + constant`, and activates it.
  ///
  /// - Parameters:
  ///   - dimension: The dimension to relate to, such as `imageView.heightAnchor`.
  ///   - multiplier: The factor applied to `dimension`.
  ///   - constant: The raw constant added after the multiplier.
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func height(
    to dimension: NSLayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.heightAnchor.constraint(equalTo: dimension, multiplier: multiplier, constant: constant),
      priority: priority)
  }

  /// Makes this view's height at least `dimension × multiplier + constant`, and activates it.
  ///
  /// - Parameters:
  ///   - dimension: The dimension to relate to, such as `imageView.heightAnchor`.
  ///   - multiplier: The factor applied to `dimension`.
  ///   - constant: The raw constant added after the multiplier.
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func height(
    greaterThanOrEqualTo dimension: NSLayoutDimension, multiplier: CGFloat = 1,
    constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.heightAnchor.constraint(
        greaterThanOrEqualTo: dimension, multiplier: multiplier, constant: constant),
      priority: priority)
  }

  /// Makes this view's height at most `dimension × multiplier + constant`, and activates it.
  ///
  /// - Parameters:
  ///   - dimension: The dimension to relate to, such as `imageView.heightAnchor`.
  ///   - multiplier: The factor applied to `dimension`.
  ///   - constant: The raw constant added after the multiplier.
  ///   - priority: The priority, set before the constraint is activated.
  /// - Returns: The chain, with the new constraint appended to ``constraints``.
  @discardableResult
  public func height(
    lessThanOrEqualTo dimension: NSLayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    adding(
      view.heightAnchor.constraint(
        lessThanOrEqualTo: dimension, multiplier: multiplier, constant: constant),
      priority: priority)
  }
}
