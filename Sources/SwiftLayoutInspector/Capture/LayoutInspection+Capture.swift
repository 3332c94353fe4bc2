import Foundation
import HeadlessUIKit

extension LayoutInspection {
  /// The widths a report offers by default: the phones of recent years and two tablet widths.
  public static let standardWidths: [Double] = [320, 375, 390, 430, 768, 1024]

  /// Inspects a view tree: lays it out at each width (and its own) left-to-right and
  /// right-to-left, and records frames, constraints, conflicts and ambiguity.
  ///
  /// The root keeps its origin, and its height unless `height` is given; afterwards it gets its
  /// frame and `semanticContentAttribute` back and is laid out again. Before each layout the
  /// constraints broken to resolve conflicts are added again (in UIKit they stay broken until
  /// activated again), so each layout lists the conflicts it has itself, and the tree ends with
  /// the constraints broken that were broken before. Issues reported while inspecting are kept
  /// for the report, not passed to `Headless.LayoutDiagnostics.handler`.
  ///
  /// ```swift
  /// let inspection = LayoutInspection(of: window, title: "Settings")
  /// let html = LayoutInspector.html(for: inspection)
  /// ```
  ///
  /// - Parameters:
  ///   - root: The root of the tree to inspect (usually a window or a view controller's view).
  ///   - title: The report's title.
  ///   - widths: The widths to lay the tree out at, besides its own.
  ///   - height: The height for every layout; `nil` keeps the root's height.
  ///   - recordedFrames: Earlier frames to outline, by item id, in the root's coordinates.
  @MainActor
  public init(
    of root: UIView, title: String, widths: [Double] = LayoutInspection.standardWidths,
    height: Double? = nil, recordedFrames: [String: Rect] = [:]
  ) {
    var tree = InspectedTree(root: root)
    var variants: [Variant] = []
    var initial = 0
    let originalFrame = root.frame
    let originalAttribute = root.semanticContentAttribute
    _ = Headless.LayoutDiagnostics.capture {
      root.layoutIfNeeded()
      tree.collect()
      let base = tree.variant()
      let sizes = Set(widths.filter { $0 > 0 && $0.isFinite }).union([base.width]).sorted()
      for isRightToLeft in [false, true] {
        for width in sizes {
          if width == base.width && isRightToLeft == base.isRightToLeft {
            initial = variants.count
            variants.append(base)
            continue
          }
          root.semanticContentAttribute = isRightToLeft ? .forceRightToLeft : .forceLeftToRight
          root.frame = CGRect(
            origin: originalFrame.origin,
            size: CGSize(width: width, height: height ?? Double(originalFrame.height)))
          tree.retryBrokenConstraints()
          root.layoutIfNeeded()
          variants.append(tree.variant())
        }
      }
      root.semanticContentAttribute = originalAttribute
      root.frame = originalFrame
      tree.retryBrokenConstraints()
      root.layoutIfNeeded()
    }
    self.init(
      title: title, items: tree.items, variants: variants, initialVariant: initial,
      recordedFrames: recordedFrames)
  }
}
