// Where CoreGraphics exists (on Apple platforms) its own type is used.
#if !canImport(CoreGraphics)
/// A Core Graphics colour, as the layer's colour properties take it.
///
/// On Apple platforms this is CoreGraphics' type; HeadlessUIKit defines the part layout code
/// touches (`UIColor.cgColor`, `layer.borderColor`).
public final class CGColor: Sendable, Hashable {
  /// The red, green, blue and alpha components, 0...1.
  public let components: [CGFloat]?

  init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }

  /// The colour's alpha component.
  public var alpha: CGFloat { components?.last ?? 1 }

  /// Two colours are equal when their components are.
  ///
  /// - Parameters:
  ///   - lhs: A colour.
  ///   - rhs: Another colour.
  /// - Returns: Whether the components are equal.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.components == rhs.components
  }

  /// Hashes the components.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(components)
  }
}
#endif

/// An object that manages image-based content; here, the drawing properties that the SVG
/// renderer shows: corner radius, border, background and opacity.
///
/// UIKit: <https://developer.apple.com/documentation/quartzcore/calayer>
open class CALayer: @unchecked Sendable {
  /// Creates a layer.
  public required init() {}

  /// The radius to use when drawing rounded corners for the layer's background.
  open var cornerRadius: CGFloat = 0
  /// The width of the layer's border.
  open var borderWidth: CGFloat = 0
  /// The color of the layer's border (opaque black by default).
  open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// The background color of the receiver (the view's `backgroundColor` is drawn instead).
  open var backgroundColor: CGColor?
  /// Whether sublayers are clipped to the layer's bounds.
  open var masksToBounds = false
  /// The opacity of the receiver.
  open var opacity: Float = 1
  /// The opacity of the layer's shadow; kept for API compatibility.
  open var shadowOpacity: Float = 0
  /// The blur radius of the layer's shadow; kept for API compatibility.
  open var shadowRadius: CGFloat = 3
  /// The offset of the layer's shadow; kept for API compatibility.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The color of the layer's shadow; kept for API compatibility.
  open var shadowColor: CGColor?
}
