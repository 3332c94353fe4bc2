// The parts of a layout snapshot that need HeadlessUIKit: the SVG drawing and the inspector
// report of a failure. On iOS a snapshot is its frame tree alone.
#if SWIFTLAYOUT_UIKIT_API
import Foundation
import SwiftLayout
#if !canImport(UIKit)
import SwiftLayoutInspector
#endif

extension LayoutSnapshotFiles {
  /// The view tree drawn as SVG, where HeadlessUIKit draws; `nil` on UIKit.
  @MainActor
  static func drawing(of view: UIView) -> String? {
    #if canImport(UIKit)
    return nil
    #else
    return Headless.SVGRenderer.render(view)
    #endif
  }

  /// Writes the actual drawing and an inspector report of the actual layout with the recorded
  /// frames outlined (headless only); returns the lines naming them for the failure message.
  @MainActor
  func writeFailureArtifacts(of view: UIView, drawing: String?, recordedFrames: [String: CGRect])
    -> String
  {
    #if canImport(UIKit)
    return ""
    #else
    var lines = ""
    if let drawing, (try? drawing.write(to: actualSVG, atomically: true, encoding: .utf8)) != nil {
      lines += "\nActual drawing: \(actualSVG.path)"
    }
    let outlines = recordedFrames.mapValues { frame in
      LayoutInspection.Rect(
        x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width),
        height: Double(frame.height))
    }
    let inspection = LayoutInspection(
      of: view, title: "Layout snapshot '\(name)': the actual layout, recorded frames outlined",
      widths: [], recordedFrames: outlines)
    let html = LayoutInspector.html(for: inspection)
    if (try? html.write(to: failureReport, atomically: true, encoding: .utf8)) != nil {
      lines += "\nInspector report (recorded frames as outlines): \(failureReport.path)"
    }
    return lines
    #endif
  }
}
#endif
