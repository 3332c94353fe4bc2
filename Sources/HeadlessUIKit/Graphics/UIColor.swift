/// An object that stores color data, in sRGB components.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uicolor>
open class UIColor: NSObject, @unchecked Sendable {
  /// The red, green, blue and alpha components, 0...1.
  let rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

  /// Creates a color object using the specified opacity and RGB component values.
  ///
  /// - Parameters:
  ///   - red: The red value of the color object, 0...1.
  ///   - green: The green value of the color object, 0...1.
  ///   - blue: The blue value of the color object, 0...1.
  ///   - alpha: The opacity value of the color object, 0...1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    func clamp(_ value: CGFloat) -> CGFloat { Swift.min(1, Swift.max(0, value)) }
    rgba = (clamp(red), clamp(green), clamp(blue), clamp(alpha))
    super.init()
  }

  /// Creates a color object using the specified opacity and grayscale values.
  ///
  /// - Parameters:
  ///   - white: The grayscale value of the color object, 0 (black) ... 1 (white).
  ///   - alpha: The opacity value of the color object, 0...1.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Returns a color object that has the same color space and component values as the
  /// receiver, but has the specified alpha component.
  ///
  /// - Parameter alpha: The opacity value of the new color object.
  /// - Returns: The new color object.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha)
  }

  /// The Core Graphics color that corresponds to the color object.
  open var cgColor: CGColor {
    CGColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
  }

  /// The color as `#rrggbb` (the SVG renderer's form).
  var hexString: String {
    func byte(_ value: CGFloat) -> String {
      let number = Int((value * 255).rounded())
      let digits = String(number, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + byte(rgba.red) + byte(rgba.green) + byte(rgba.blue)
  }

  /// Colors are equal when their components are.
  ///
  /// - Parameter object: The object to compare with.
  /// - Returns: Whether `object` is a color with the same components.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return rgba == other.rgba
  }

  /// A hash of the components.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(rgba.red)
    hasher.combine(rgba.green)
    hasher.combine(rgba.blue)
    hasher.combine(rgba.alpha)
    return hasher.finalize()
  }

  /// The color as `UIColor(#rrggbb, alpha)`.
  open override var description: String {
    "UIColor(\(hexString), alpha: \(NumberText.format(rgba.alpha)))"
  }
}

extension UIColor {
  private static func rgb(_ red: Int, _ green: Int, _ blue: Int) -> UIColor {
    UIColor(
      red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
  }

  /// A color object in the sRGB color space with a grayscale value of 0.0 and an alpha of 1.0.
  public static var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// A color object with a grayscale value of 1.0 and an alpha value of 1.0.
  public static var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// A color object with grayscale and alpha values that are both 0.0.
  public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
  /// A color object with a grayscale value of 1/3 and an alpha value of 1.0.
  public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
  /// A color object with a grayscale value of 2/3 and an alpha value of 1.0.
  public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
  /// A color object with a grayscale value of 0.5 and an alpha value of 1.0.
  public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  /// A color object whose RGB values are 1.0, 0.0, and 0.0.
  public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// A color object whose RGB values are 0.0, 1.0, and 0.0.
  public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  /// A color object whose RGB values are 0.0, 0.0, and 1.0.
  public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  /// A color object whose RGB values are 0.0, 1.0, and 1.0.
  public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  /// A color object whose RGB values are 1.0, 1.0, and 0.0.
  public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  /// A color object whose RGB values are 1.0, 0.0, and 1.0.
  public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  /// A color object whose RGB values are 1.0, 0.5, and 0.0.
  public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  /// A color object whose RGB values are 0.5, 0.0, and 0.5.
  public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  /// A color object whose RGB values are 0.6, 0.4, and 0.2.
  public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  /// The system blue (light appearance).
  public static var systemBlue: UIColor { rgb(0, 122, 255) }
  /// The system red (light appearance).
  public static var systemRed: UIColor { rgb(255, 59, 48) }
  /// The system green (light appearance).
  public static var systemGreen: UIColor { rgb(52, 199, 89) }
  /// The system orange (light appearance).
  public static var systemOrange: UIColor { rgb(255, 149, 0) }
  /// The system yellow (light appearance).
  public static var systemYellow: UIColor { rgb(255, 204, 0) }
  /// The system pink (light appearance).
  public static var systemPink: UIColor { rgb(255, 45, 85) }
  /// The system purple (light appearance).
  public static var systemPurple: UIColor { rgb(175, 82, 222) }
  /// The system teal (light appearance).
  public static var systemTeal: UIColor { rgb(48, 176, 199) }
  /// The system indigo (light appearance).
  public static var systemIndigo: UIColor { rgb(88, 86, 214) }
  /// The system gray (light appearance).
  public static var systemGray: UIColor { rgb(142, 142, 147) }
  /// The second-level system gray (light appearance).
  public static var systemGray2: UIColor { rgb(174, 174, 178) }
  /// The third-level system gray (light appearance).
  public static var systemGray3: UIColor { rgb(199, 199, 204) }
  /// The fourth-level system gray (light appearance).
  public static var systemGray4: UIColor { rgb(209, 209, 214) }
  /// The fifth-level system gray (light appearance).
  public static var systemGray5: UIColor { rgb(229, 229, 234) }
  /// The sixth-level system gray (light appearance).
  public static var systemGray6: UIColor { rgb(242, 242, 247) }
  /// The color for the main background of your interface (light appearance: white).
  public static var systemBackground: UIColor { .white }
  /// The color for content layered on top of the main background (light appearance).
  public static var secondarySystemBackground: UIColor { rgb(242, 242, 247) }
  /// The color for text labels that contain primary content (light appearance: black).
  public static var label: UIColor { .black }
  /// The color for text labels that contain secondary content (light appearance).
  public static var secondaryLabel: UIColor {
    UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
  }
  /// The color for text labels that contain tertiary content (light appearance).
  public static var tertiaryLabel: UIColor {
    UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
  }
  /// The color for thin borders or divider lines (light appearance).
  public static var separator: UIColor {
    UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
  }
  /// The color for links (light appearance).
  public static var link: UIColor { rgb(0, 122, 255) }
}
