import Foundation
import HeadlessUIKit

/// Writes layout inspector reports: one self-contained HTML page per laid-out view tree, to
/// explore in a browser. (Headless only: it lays the tree out at other sizes with HeadlessUIKit.)
///
/// The page draws the tree as inline SVG (one element per view and layout guide, each with a
/// `data-view` id), lists the tree beside it (rows with `data-tree-view`), shows the selected
/// item's class, identifier, frame, intrinsic size, priorities and constraints in `#details`,
/// and the unsatisfiable constraint sets and ambiguous views in `#issues`. A range input
/// (`#width`) and a checkbox (`#rtl`) switch between the layouts solved in advance at each
/// width and direction. It needs no network: styles, script and data are inside the file.
///
/// ```swift
/// window.layoutIfNeeded()
/// try LayoutInspector.write(window, title: "Settings", to: URL(fileURLWithPath: "settings.html"))
/// ```
@MainActor
public enum LayoutInspector {
  /// The report of a view tree as an HTML document.
  ///
  /// - Parameters:
  ///   - root: The root of the tree (usually a window or a view controller's view).
  ///   - title: The report's title.
  ///   - widths: The widths to solve the layout at, besides the root's own.
  ///   - height: The height of every layout; `nil` keeps the root's.
  /// - Returns: The HTML document.
  public static func html(
    of root: UIView, title: String, widths: [Double] = LayoutInspection.standardWidths,
    height: Double? = nil
  ) -> String {
    html(for: LayoutInspection(of: root, title: title, widths: widths, height: height))
  }

  /// The report of an inspection as an HTML document.
  ///
  /// - Parameter inspection: What to show.
  /// - Returns: The HTML document.
  nonisolated public static func html(for inspection: LayoutInspection) -> String {
    InspectorPage(inspection: inspection).html()
  }

  /// Writes the report of a view tree to a file.
  ///
  /// - Parameters:
  ///   - root: The root of the tree.
  ///   - title: The report's title.
  ///   - url: The file to write (replaced if it exists).
  ///   - widths: The widths to solve the layout at, besides the root's own.
  ///   - height: The height of every layout; `nil` keeps the root's.
  /// - Returns: The inspection the report shows.
  /// - Throws: The error of writing the file.
  @discardableResult
  public static func write(
    _ root: UIView, title: String, to url: URL,
    widths: [Double] = LayoutInspection.standardWidths, height: Double? = nil
  ) throws -> LayoutInspection {
    let inspection = LayoutInspection(of: root, title: title, widths: widths, height: height)
    try html(for: inspection).write(to: url, atomically: true, encoding: .utf8)
    return inspection
  }

  /// An inspection as JSON, with sorted keys so the same layout always gives the same text.
  ///
  /// - Parameter inspection: The inspection.
  /// - Returns: The JSON text.
  nonisolated public static func json(for inspection: LayoutInspection) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(inspection) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
