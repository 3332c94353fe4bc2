/// An object that defines the properties associated with a hardware-based display; here, a
/// fixed iPhone-sized screen of 390 × 844 points at scale 3.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uiscreen>
@MainActor
open class UIScreen: NSObject {
  /// The returned object representing the device's screen.
  public static let main = UIScreen()

  /// The bounding rectangle of the screen, measured in points.
  open var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }

  /// The natural scale factor associated with the screen.
  open var scale: CGFloat { 3 }
}
