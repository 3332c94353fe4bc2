// Hook's combinations: all four edges, safe area, margins, centre and size.

extension Hook {
  /// Pins the four edges to `superView`'s, each with its own raw constant.
  ///
  /// As with the single-edge calls the constants are raw: an inset of 16 on every side is
  /// `all(to: view, topConstant: 16, leadingConstant: 16, bottomConstant: -16, trailingConstant: -16)`.
  ///
  /// - Parameters:
  ///   - superView: The view whose edges to follow (usually the superview).
  ///   - topConstant: Added to `superView.topAnchor`.
  ///   - leadingConstant: Added to `superView.leadingAnchor`.
  ///   - bottomConstant: Added to `superView.bottomAnchor`.
  ///   - trailingConstant: Added to `superView.trailingAnchor`.
  ///   - priority: The priority of all four, set before activation.
  /// - Returns: The chain, with four constraints appended (top, leading, bottom, trailing).
  @discardableResult
  public func all(
    to superView: SLView, topConstant: CGFloat = 0, leadingConstant: CGFloat = 0,
    bottomConstant: CGFloat = 0, trailingConstant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    top(to: superView.topAnchor, constant: topConstant, priority: priority)
      .leading(to: superView.leadingAnchor, constant: leadingConstant, priority: priority)
      .bottom(to: superView.bottomAnchor, constant: bottomConstant, priority: priority)
      .trailing(to: superView.trailingAnchor, constant: trailingConstant, priority: priority)
  }

  /// Pins the four edges to a layout guide's, each with its own raw constant.
  ///
  /// - Parameters:
  ///   - guide: The guide whose edges to follow, such as `view.safeAreaLayoutGuide`.
  ///   - topConstant: Added to `guide.topAnchor`.
  ///   - leadingConstant: Added to `guide.leadingAnchor`.
  ///   - bottomConstant: Added to `guide.bottomAnchor`.
  ///   - trailingConstant: Added to `guide.trailingAnchor`.
  ///   - priority: The priority of all four, set before activation.
  /// - Returns: The chain, with four constraints appended (top, leading, bottom, trailing).
  @discardableResult
  public func all(
    to guide: SLLayoutGuide, topConstant: CGFloat = 0, leadingConstant: CGFloat = 0,
    bottomConstant: CGFloat = 0, trailingConstant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    top(to: guide.topAnchor, constant: topConstant, priority: priority)
      .leading(to: guide.leadingAnchor, constant: leadingConstant, priority: priority)
      .bottom(to: guide.bottomAnchor, constant: bottomConstant, priority: priority)
      .trailing(to: guide.trailingAnchor, constant: trailingConstant, priority: priority)
  }

  /// Pins the four edges to `view`'s safe area, each with its own raw constant.
  ///
  /// - Parameters:
  ///   - view: The view whose `safeAreaLayoutGuide` to follow.
  ///   - topConstant: Added to the safe area's top.
  ///   - leadingConstant: Added to the safe area's leading edge.
  ///   - bottomConstant: Added to the safe area's bottom.
  ///   - trailingConstant: Added to the safe area's trailing edge.
  ///   - priority: The priority of all four, set before activation.
  /// - Returns: The chain, with four constraints appended (top, leading, bottom, trailing).
  @discardableResult
  public func all(
    toSafeAreaOf view: SLView, topConstant: CGFloat = 0, leadingConstant: CGFloat = 0,
    bottomConstant: CGFloat = 0, trailingConstant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    all(
      to: view.safeAreaLayoutGuide, topConstant: topConstant, leadingConstant: leadingConstant,
      bottomConstant: bottomConstant, trailingConstant: trailingConstant, priority: priority)
  }

  /// Pins the four edges to `view`'s layout margins, each with its own raw constant.
  ///
  /// - Parameters:
  ///   - view: The view whose `layoutMarginsGuide` to follow.
  ///   - topConstant: Added to the margins' top.
  ///   - leadingConstant: Added to the margins' leading edge.
  ///   - bottomConstant: Added to the margins' bottom.
  ///   - trailingConstant: Added to the margins' trailing edge.
  ///   - priority: The priority of all four, set before activation.
  /// - Returns: The chain, with four constraints appended (top, leading, bottom, trailing).
  @discardableResult
  public func all(
    toMarginsOf view: SLView, topConstant: CGFloat = 0, leadingConstant: CGFloat = 0,
    bottomConstant: CGFloat = 0, trailingConstant: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    all(
      to: view.layoutMarginsGuide, topConstant: topConstant, leadingConstant: leadingConstant,
      bottomConstant: bottomConstant, trailingConstant: trailingConstant, priority: priority)
  }

  /// Pins the top edge to `view`'s safe area top.
  ///
  /// - Parameters:
  ///   - view: The view whose `safeAreaLayoutGuide` to follow.
  ///   - constant: The raw constant added to the safe area's top.
  ///   - priority: The priority, set before activation.
  /// - Returns: The chain, with the new constraint appended.
  @discardableResult
  public func top(
    toSafeAreaOf view: SLView, constant: CGFloat = 0, priority: SLLayoutPriority = .required
  ) -> Hook {
    top(to: view.safeAreaLayoutGuide.topAnchor, constant: constant, priority: priority)
  }

  /// Pins the bottom edge to `view`'s safe area bottom.
  ///
  /// - Parameters:
  ///   - view: The view whose `safeAreaLayoutGuide` to follow.
  ///   - constant: The raw constant added to the safe area's bottom (negative lifts the view).
  ///   - priority: The priority, set before activation.
  /// - Returns: The chain, with the new constraint appended.
  @discardableResult
  public func bottom(
    toSafeAreaOf view: SLView, constant: CGFloat = 0, priority: SLLayoutPriority = .required
  ) -> Hook {
    bottom(to: view.safeAreaLayoutGuide.bottomAnchor, constant: constant, priority: priority)
  }

  /// Centres this view in `view`, with optional offsets.
  ///
  /// - Parameters:
  ///   - view: The view to centre in.
  ///   - xOffset: Added to `view.centerXAnchor`.
  ///   - yOffset: Added to `view.centerYAnchor`.
  ///   - priority: The priority of both, set before activation.
  /// - Returns: The chain, with two constraints appended (centerX, centerY).
  @discardableResult
  public func center(
    in view: SLView, xOffset: CGFloat = 0, yOffset: CGFloat = 0,
    priority: SLLayoutPriority = .required
  ) -> Hook {
    centerX(to: view.centerXAnchor, constant: xOffset, priority: priority)
      .centerY(to: view.centerYAnchor, constant: yOffset, priority: priority)
  }

  /// Fixes this view's width and height.
  ///
  /// - Parameters:
  ///   - size: The width and height in points.
  ///   - priority: The priority of both, set before activation.
  /// - Returns: The chain, with two constraints appended (width, height).
  @discardableResult
  public func size(_ size: CGSize, priority: SLLayoutPriority = .required) -> Hook {
    width(constant: size.width, priority: priority)
      .height(constant: size.height, priority: priority)
  }
}
