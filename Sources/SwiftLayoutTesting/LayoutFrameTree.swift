// UIKit API only: the frame tree is the part of a layout snapshot that works on iOS too.
#if SWIFTLAYOUT_UIKIT_API
import Foundation
import SwiftLayout

/// A laid-out view tree as text: one line per view with its class, identifier and frame,
/// children indented under their superview, the reviewable part of a layout snapshot.
///
/// ```text
/// <ConflictingProfileCard profileCard; frame = (0 0; 390 180)>
///    | <UIImageView avatarImageView; frame = (16 16; 56 56)>
/// ```
///
/// Each view has the id the layout inspector gives it: the path of subview indices from the
/// root (`0`, `0.1`, `0.1.2`). Numbers have a fixed format (integers without a fraction, up to
/// four decimals), so the same layout always gives the same text.
public struct LayoutFrameTree: Sendable, Hashable, CustomStringConvertible {
  /// One view of the tree.
  public struct Entry: Sendable, Hashable {
    /// The view's id: its path of subview indices from the root.
    public var id: String
    /// The depth in the tree, 0 for the root.
    public var depth: Int
    /// The class name.
    public var className: String
    /// The `accessibilityIdentifier`, if set.
    public var identifier: String?
    /// The frame in the superview's coordinates.
    public var frame: CGRect
    /// The bounds origin, when it is not zero (a scrolled scroll view's content offset).
    public var boundsOrigin: CGPoint
    /// Whether the view is hidden.
    public var isHidden: Bool

    /// The view's name in messages: its identifier, else its class and id.
    public var name: String { identifier ?? "\(className) (\(id))" }

    /// Creates an entry (see the properties).
    public init(
      id: String, depth: Int, className: String, identifier: String?, frame: CGRect,
      boundsOrigin: CGPoint = .zero, isHidden: Bool = false
    ) {
      self.id = id
      self.depth = depth
      self.className = className
      self.identifier = identifier
      self.frame = frame
      self.boundsOrigin = boundsOrigin
      self.isHidden = isHidden
    }
  }

  /// The views, in tree order (a view before its subviews).
  public var entries: [Entry]

  /// Creates a frame tree from its entries.
  ///
  /// - Parameter entries: The views, in tree order.
  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// The frame tree of a view and its subviews, as they are now (lay the view out first).
  ///
  /// - Parameter root: The root of the tree.
  @MainActor
  public init(of root: UIView) {
    var entries: [Entry] = []
    var stack: [(view: UIView, id: String, depth: Int)] = [(root, "0", 0)]
    while let (view, id, depth) = stack.popLast() {
      let identifier = view.accessibilityIdentifier.flatMap { $0.isEmpty ? nil : $0 }
      entries.append(
        Entry(
          id: id, depth: depth, className: String(describing: type(of: view)),
          identifier: identifier, frame: view.frame, boundsOrigin: view.bounds.origin,
          isHidden: view.isHidden))
      for (index, child) in view.subviews.enumerated().reversed() {
        stack.append((child, "\(id).\(index)", depth + 1))
      }
    }
    self.init(entries: entries)
  }

  /// The text: one line per view, `   | ` once per level of depth.
  public var description: String {
    entries.map { entry in
      var line = String(repeating: "   | ", count: entry.depth) + "<\(entry.className)"
      if let identifier = entry.identifier { line += " \(identifier)" }
      line += "; frame = \(Self.format(entry.frame))"
      if entry.boundsOrigin != .zero {
        line +=
          "; bounds origin = (\(Self.format(entry.boundsOrigin.x)) "
          + "\(Self.format(entry.boundsOrigin.y)))"
      }
      if entry.isHidden { line += "; hidden" }
      return line + ">\n"
    }.joined()
  }

  /// Each view's frame in the root's coordinates, by id (the root at the origin).
  public var framesInRoot: [String: CGRect] {
    var result: [String: CGRect] = [:]
    var contentOrigins: [String: CGPoint] = [:]
    for entry in entries {
      let rect: CGRect
      if let parent = Self.parentID(of: entry.id), let origin = contentOrigins[parent] {
        rect = entry.frame.offsetBy(dx: origin.x, dy: origin.y)
      } else {
        rect = CGRect(origin: .zero, size: entry.frame.size)
      }
      result[entry.id] = rect
      contentOrigins[entry.id] = CGPoint(
        x: rect.minX - entry.boundsOrigin.x, y: rect.minY - entry.boundsOrigin.y)
    }
    return result
  }

  static func parentID(of id: String) -> String? {
    guard let dot = id.lastIndex(of: ".") else { return nil }
    return String(id[..<dot])
  }

  /// A frame as UIKit prints it: `(x y; width height)`.
  static func format(_ rect: CGRect) -> String {
    "(\(format(rect.minX)) \(format(rect.minY)); \(format(rect.width)) \(format(rect.height)))"
  }

  /// A number in the fixed format: integers without a fraction, else up to four decimals.
  static func format(_ value: CGFloat) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    let scaled = (Double(value) * 10_000).rounded() / 10_000
    if scaled == scaled.rounded(), abs(scaled) < 1e15 { return "\(Int64(scaled))" }
    var text = "\(scaled)"
    if text.contains("e") { return "\(Int64(scaled.rounded()))" }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
#endif
