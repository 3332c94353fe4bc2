import Foundation

/// The base class of the visual effects a ``UIVisualEffectView`` applies.
///
/// HeadlessUIKit draws no pixels: an effect only decides how the SVG renderer tints the view.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uivisualeffect>
open class UIVisualEffect: NSObject, @unchecked Sendable {
  /// Creates an effect that does nothing.
  public override init() {
    super.init()
  }
}

/// An effect that blurs what lies behind the view.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uiblureffect>
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
  /// The intensity and tint of a blur.
  @nonexhaustive
  public enum Style: Int, Sendable {
    /// A very light blur.
    case extraLight = 0
    /// A light blur.
    case light = 1
    /// A dark blur.
    case dark = 2
    /// A blur that adapts to the interface style.
    case regular = 4
    /// A blur with a stronger tint that adapts to the interface style.
    case prominent = 5
    /// The thinnest adaptive material.
    case systemUltraThinMaterial = 6
    /// A thin adaptive material.
    case systemThinMaterial = 7
    /// The standard adaptive material.
    case systemMaterial = 8
    /// A thick adaptive material.
    case systemThickMaterial = 9
    /// The material of bars and chrome.
    case systemChromeMaterial = 10
    /// The thinnest material, always light.
    case systemUltraThinMaterialLight = 11
    /// A thin material, always light.
    case systemThinMaterialLight = 12
    /// The standard material, always light.
    case systemMaterialLight = 13
    /// A thick material, always light.
    case systemThickMaterialLight = 14
    /// The chrome material, always light.
    case systemChromeMaterialLight = 15
    /// The thinnest material, always dark.
    case systemUltraThinMaterialDark = 16
    /// A thin material, always dark.
    case systemThinMaterialDark = 17
    /// The standard material, always dark.
    case systemMaterialDark = 18
    /// A thick material, always dark.
    case systemThickMaterialDark = 19
    /// The chrome material, always dark.
    case systemChromeMaterialDark = 20
  }

  /// The blur's style.
  let style: Style

  /// Creates a blur effect with the given style.
  ///
  /// - Parameter style: The intensity and tint of the blur.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// Whether the style always tints dark (the adaptive ones are light in the headless
  /// screen's light appearance).
  var isDark: Bool {
    switch style {
    case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
      .systemThickMaterialDark, .systemChromeMaterialDark:
      true
    default: false
    }
  }

  /// How opaque the blur's tint is, from the thinnest material to the thickest.
  var tintOpacity: CGFloat {
    switch style {
    case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark:
      0.35
    case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark, .extraLight:
      0.5
    case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark, .prominent:
      0.8
    default: 0.65
    }
  }
}

/// An effect that makes content placed on a blur vivid; it is drawn with no tint of its own.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uivibrancyeffect>
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
  /// The blur the vibrancy is made for.
  public let blurEffect: UIBlurEffect

  /// Creates a vibrancy effect for content placed on a view with `blurEffect`.
  ///
  /// - Parameter blurEffect: The blur effect of the view the content sits on.
  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
    super.init()
  }
}
