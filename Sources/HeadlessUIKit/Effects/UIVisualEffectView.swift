import Foundation

/// A view that applies a visual effect (a blur or vibrancy) behind its content.
///
/// Put content in ``contentView``, never directly in the effect view: the content view fills
/// the effect view (it is resized by its autoresizing mask, as in UIKit), so constraints to the
/// content view's edges are constraints to the effect view's. The SVG renderer draws the effect
/// as a translucent fill.
///
/// ```swift
/// let blur = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
/// blur.contentView.addSubview(titleLabel)
/// ```
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uivisualeffectview>
@MainActor
open class UIVisualEffectView: UIView {
  /// The view to which you add subviews, filling the effect view.
  open var contentView: UIView { storedContentView }
  private let storedContentView = UIView()

  /// The effect the view applies, or `nil` for none.
  open var effect: UIVisualEffect?

  /// Creates an effect view with the given effect and a content view that fills it.
  ///
  /// - Parameter effect: The effect to apply, or `nil`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    installContentView()
  }

  /// Creates an effect view with no effect.
  public convenience init() {
    self.init(effect: nil)
  }

  /// Creates an effect view from an unarchiver (HeadlessUIKit has no archives): no effect.
  ///
  /// - Parameter coder: An unarchiver object (unused).
  public required init?(coder: NSCoder) {
    self.effect = nil
    super.init(coder: coder)
    installContentView()
  }

  private func installContentView() {
    storedContentView.frame = bounds
    storedContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(storedContentView)
  }
}
