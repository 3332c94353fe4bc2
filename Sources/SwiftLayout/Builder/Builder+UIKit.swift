// The calls the builder blog reached for that are methods, not properties, in UIKit.

#if SWIFTLAYOUT_UIKIT_API
@MainActor
extension Builder where Base: UIView {
  /// Adds `view` as the last subview and continues the chain: `.addSubview(textField)`.
  ///
  /// - Parameter view: The view to add.
  /// - Returns: This chain.
  @discardableResult
  public func addSubview(_ view: UIView) -> Builder<Base> {
    base.addSubview(view)
    return self
  }

  /// Adds `view` as the last subview: the builder blog's spelling of ``addSubview(_:)``.
  ///
  /// - Parameter view: The view to add.
  /// - Returns: This chain.
  @available(*, deprecated, renamed: "addSubview(_:)")
  @discardableResult
  public func addSubView(_ view: UIView) -> Builder<Base> {
    addSubview(view)
  }

  /// Rounds the view's corners (`layer.cornerRadius`) and continues the chain: `.cornerRadius(8)`.
  ///
  /// - Parameter radius: The corner radius in points.
  /// - Returns: This chain.
  @discardableResult
  public func cornerRadius(_ radius: CGFloat) -> Builder<Base> {
    base.layer.cornerRadius = radius
    return self
  }
}

@MainActor
extension Builder where Base: UIButton {
  /// Sets the title for a state (`setTitle(_:for:)`) and continues the chain: `.title("Order")`.
  ///
  /// - Parameters:
  ///   - title: The title, or `nil` to remove it.
  ///   - state: The control state the title is for; `.normal` unless given.
  /// - Returns: This chain.
  @discardableResult
  public func title(_ title: String?, for state: UIControl.State = .normal) -> Builder<Base> {
    base.setTitle(title, for: state)
    return self
  }

  /// Sets the title colour for a state (`setTitleColor(_:for:)`) and continues the chain.
  ///
  /// - Parameters:
  ///   - color: The colour, or `nil` for the default.
  ///   - state: The control state the colour is for; `.normal` unless given.
  /// - Returns: This chain.
  @discardableResult
  public func titleColor(_ color: UIColor?, for state: UIControl.State = .normal) -> Builder<Base> {
    base.setTitleColor(color, for: state)
    return self
  }

  /// Sets the image for a state (`setImage(_:for:)`) and continues the chain:
  /// `.image(UIImage(systemName: "swift"))`.
  ///
  /// - Parameters:
  ///   - image: The image, or `nil` to remove it.
  ///   - state: The control state the image is for; `.normal` unless given.
  /// - Returns: This chain.
  @discardableResult
  public func image(_ image: UIImage?, for state: UIControl.State = .normal) -> Builder<Base> {
    base.setImage(image, for: state)
    return self
  }
}

@MainActor
extension Builder where Base: UIControl {
  /// Adds a closure to run for `controlEvents` (`addAction(_:for:)`) and continues the chain.
  ///
  /// Both the builder blog's spelling and a trailing closure work:
  ///
  /// ```swift
  /// UIButton().builder.title("Order").addAction({ print("Tapped") }, .touchUpInside).build()
  /// UIButton().builder.title("Order").addAction { [weak self] in self?.order() }.build()
  /// ```
  ///
  /// - Parameters:
  ///   - handler: The closure, run on the main actor.
  ///   - controlEvents: The events that run the closure; `.touchUpInside` unless given.
  /// - Returns: This chain.
  @discardableResult
  public func addAction(
    _ handler: @escaping @MainActor () -> Void,
    _ controlEvents: UIControl.Event = .touchUpInside
  ) -> Builder<Base> {
    base.addAction(UIAction { _ in handler() }, for: controlEvents)
    return self
  }
}

@MainActor
extension Builder where Base: UIStackView {
  /// Appends `view` to the arranged subviews and continues the chain.
  ///
  /// - Parameter view: The view to arrange.
  /// - Returns: This chain.
  @discardableResult
  public func addArrangedSubview(_ view: UIView) -> Builder<Base> {
    base.addArrangedSubview(view)
    return self
  }
}
#endif
