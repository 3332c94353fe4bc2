#if SWIFTLAYOUT_UIKIT_API
import Foundation
import SwiftLayout

extension LayoutFrameTree {
  /// Reads a frame tree back from its ``description`` (a recorded snapshot).
  ///
  /// Lines that do not read as a view are skipped; ids are rebuilt from the indentation.
  ///
  /// - Parameter text: The text of a frame tree.
  public init(parsing text: String) {
    var entries: [Entry] = []
    /// The id of the last view at each depth, and how many children it has had so far.
    var path: [(id: String, children: Int)] = []
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: true) {
      var line = Substring(rawLine)
      var depth = 0
      while line.hasPrefix("   | ") {
        line = line.dropFirst(5)
        depth += 1
      }
      guard line.hasPrefix("<"), line.hasSuffix(">"), depth <= path.count,
        let entry = Self.parseLine(line.dropFirst().dropLast(), depth: depth)
      else { continue }
      path.removeLast(path.count - depth)
      let id: String
      if let parent = path.last {
        id = "\(parent.id).\(parent.children)"
        path[path.count - 1].children += 1
      } else {
        guard entries.isEmpty else { continue }
        id = "0"
      }
      path.append((id, 0))
      var identified = entry
      identified.id = id
      entries.append(identified)
    }
    self.init(entries: entries)
  }

  /// One line's content between `<` and `>`: `Class identifier; frame = (...); ...`.
  private static func parseLine(_ body: Substring, depth: Int) -> Entry? {
    let fields = body.components(separatedBy: "; ")
    guard let head = fields.first, !head.isEmpty else { return nil }
    let names = head.split(separator: " ", maxSplits: 1)
    var entry = Entry(
      id: "", depth: depth, className: String(names[0]),
      identifier: names.count > 1 ? String(names[1]) : nil, frame: .zero)
    var index = 1
    var sawFrame = false
    while index < fields.count {
      let field = fields[index]
      if field.hasPrefix("frame = (") && index + 1 < fields.count {
        // The frame's own "; " splits it in two fields: "frame = (x y" and "w h)".
        let origin = numbers(field.dropFirst("frame = (".count))
        let size = numbers(fields[index + 1].dropLast())
        guard origin.count == 2, size.count == 2 else { return nil }
        entry.frame = CGRect(x: origin[0], y: origin[1], width: size[0], height: size[1])
        sawFrame = true
        index += 2
        continue
      }
      if field.hasPrefix("bounds origin = (") {
        let origin = numbers(field.dropFirst("bounds origin = (".count).dropLast())
        if origin.count == 2 { entry.boundsOrigin = CGPoint(x: origin[0], y: origin[1]) }
      } else if field == "hidden" {
        entry.isHidden = true
      }
      index += 1
    }
    return sawFrame ? entry : nil
  }

  private static func numbers(_ text: Substring) -> [CGFloat] {
    text.split(separator: " ").compactMap { Double($0).map { CGFloat($0) } }
  }
}
#endif
