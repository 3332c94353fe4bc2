/// An object that manages image data; in HeadlessUIKit, a size and a name (there are no
/// pixels: the SVG renderer draws a placeholder).
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uiimage>
open class UIImage: NSObject, @unchecked Sendable {
  /// The logical dimensions, in points, for the image.
  open var size: CGSize { storedSize }
  private let storedSize: CGSize
  /// The symbol or asset name the image was made from, if any (shown by the SVG renderer).
  let name: String?

  /// The size of a system symbol image: 20 × 20 points (a body-sized SF Symbol).
  static let systemSymbolSize = CGSize(width: 20, height: 20)

  // Images are `Sendable` and made on any thread: every access holds `registryLock`.
  nonisolated(unsafe) private static var registered: [String: CGSize] = [:]
  private static let registryLock = NSLock()

  /// Creates a blank image of the given size. (HeadlessUIKit only; UIKit draws images with
  /// `UIGraphicsImageRenderer`.)
  ///
  /// - Parameters:
  ///   - size: The image's size in points.
  ///   - name: A name shown by the SVG renderer.
  init(size: CGSize, name: String? = nil) {
    self.storedSize = size
    self.name = name
    super.init()
  }

  /// Creates an image object that contains a system symbol image (always 20 × 20 here).
  ///
  /// - Parameter name: The name of the system symbol image.
  public convenience init?(systemName name: String) {
    guard !name.isEmpty else { return nil }
    self.init(size: UIImage.systemSymbolSize, name: name)
  }

  /// Creates an image object from a named asset; assets exist only when registered with
  /// `Headless.registerImage(named:size:)` (HeadlessUIKit has no asset catalogs).
  ///
  /// - Parameter name: The name of the image asset or file.
  public convenience init?(named name: String) {
    UIImage.registryLock.lock()
    let size = UIImage.registered[name]
    UIImage.registryLock.unlock()
    guard let size else { return nil }
    self.init(size: size, name: name)
  }

  /// Registers a named asset so that ``init(named:)`` finds it. (HeadlessUIKit only.)
  ///
  /// - Parameters:
  ///   - name: The asset's name.
  ///   - size: The image's size in points.
  static func register(named name: String, size: CGSize) {
    registryLock.lock()
    registered[name] = size
    registryLock.unlock()
  }

  /// Returns a new version of the current image with the specified rendering mode (the same
  /// image here).
  ///
  /// - Parameter renderingMode: The rendering mode.
  /// - Returns: The image.
  open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { self }

  /// Returns a new version of the current image, applying the specified tint color (the same
  /// image here).
  ///
  /// - Parameter color: The tint color.
  /// - Returns: The image.
  open func withTintColor(_ color: UIColor) -> UIImage { self }

  /// Possible rendering modes for an image.
  @nonexhaustive
  public enum RenderingMode: Int, Sendable {
    /// Draw the image using the context's default rendering mode.
    case automatic = 0
    /// Always draw the original image, without treating it as a template.
    case alwaysOriginal = 1
    /// Always draw the image as a template image, ignoring its color information.
    case alwaysTemplate = 2
  }
}
