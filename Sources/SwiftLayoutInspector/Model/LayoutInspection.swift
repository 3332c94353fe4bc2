/// A view tree laid out at several sizes and both layout directions, with what the inspector
/// shows of it: the data behind a ``LayoutInspector`` report, also written as a JSON sidecar.
///
/// Everything is solved when the inspection is made; a report only shows it. Items are listed
/// in tree order (a view, its layout guides, then its subviews), and each has an ``Item/id``
/// that stays the same across the variants of one inspection and across runs of the same code.
public struct LayoutInspection: Codable, Sendable, Hashable {
  /// The report's title.
  public var title: String
  /// The views and layout guides, in tree order.
  public var items: [Item]
  /// The layouts, one per width and direction.
  public var variants: [Variant]
  /// The index in ``variants`` of the layout the tree had when it was inspected.
  public var initialVariant: Int
  /// Frames recorded earlier (for example by a layout snapshot), by item id, in the root's
  /// coordinates; a report draws them as outlines over the current layout.
  public var recordedFrames: [String: Rect]

  /// Creates an inspection from its parts.
  ///
  /// - Parameters:
  ///   - title: The report's title.
  ///   - items: The views and layout guides, in tree order.
  ///   - variants: The layouts.
  ///   - initialVariant: The index of the layout shown first.
  ///   - recordedFrames: Earlier frames to outline, by item id.
  public init(
    title: String, items: [Item], variants: [Variant], initialVariant: Int,
    recordedFrames: [String: Rect] = [:]
  ) {
    self.title = title
    self.items = items
    self.variants = variants
    self.initialVariant = initialVariant
    self.recordedFrames = recordedFrames
  }
}

extension LayoutInspection {
  /// A rectangle with plain numbers, so that the JSON reads as `{"x":20,"y":67,...}`.
  public struct Rect: Codable, Sendable, Hashable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle.
    ///
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The top edge.
    ///   - width: The width.
    ///   - height: The height.
    public init(x: Double, y: Double, width: Double, height: Double) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }
}
