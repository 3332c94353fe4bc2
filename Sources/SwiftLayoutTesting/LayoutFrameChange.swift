#if SWIFTLAYOUT_UIKIT_API
import Foundation
import SwiftLayout

/// How one view differs between a recorded frame tree and the current one.
public struct LayoutFrameChange: Sendable, Hashable, CustomStringConvertible {
  /// What happened to the view.
  public enum Kind: Sendable, Hashable {
    /// The view is in both trees with another frame or visibility.
    case changed
    /// The view is only in the current tree.
    case added
    /// The view is only in the recorded tree.
    case removed
  }

  /// What happened to the view.
  public var kind: Kind
  /// The view as recorded (`nil` when added).
  public var recorded: LayoutFrameTree.Entry?
  /// The view as laid out now (`nil` when removed).
  public var actual: LayoutFrameTree.Entry?

  /// Creates a change (see the properties).
  public init(kind: Kind, recorded: LayoutFrameTree.Entry?, actual: LayoutFrameTree.Entry?) {
    self.kind = kind
    self.recorded = recorded
    self.actual = actual
  }

  /// How far the view's origin moved (current minus recorded), zero unless changed.
  public var offset: CGSize {
    guard let recorded, let actual else { return .zero }
    return CGSize(
      width: actual.frame.minX - recorded.frame.minX,
      height: actual.frame.minY - recorded.frame.minY)
  }

  /// How much the view's size changed (current minus recorded), zero unless changed.
  public var resize: CGSize {
    guard let recorded, let actual else { return .zero }
    return CGSize(
      width: actual.frame.width - recorded.frame.width,
      height: actual.frame.height - recorded.frame.height)
  }

  /// The change in a sentence: `nameLabel moved by (+10, 0), resized by (-20, 0):
  /// (16 84; 358 24) → (26 84; 338 24)`.
  public var description: String {
    switch kind {
    case .added:
      let entry = actual
      return "\(entry?.name ?? "?") was added at \(LayoutFrameTree.format(entry?.frame ?? .zero))"
    case .removed:
      let entry = recorded
      return "\(entry?.name ?? "?") was removed from "
        + LayoutFrameTree.format(entry?.frame ?? .zero)
    case .changed:
      var parts: [String] = []
      if offset != .zero { parts.append("moved by \(Self.signed(offset))") }
      if resize != .zero { parts.append("resized by \(Self.signed(resize))") }
      if recorded?.isHidden != actual?.isHidden {
        parts.append(actual?.isHidden == true ? "became hidden" : "became visible")
      }
      let from = LayoutFrameTree.format(recorded?.frame ?? .zero)
      let to = LayoutFrameTree.format(actual?.frame ?? .zero)
      return "\(actual?.name ?? "?") \(parts.joined(separator: ", ")): \(from) → \(to)"
    }
  }

  private static func signed(_ size: CGSize) -> String {
    func one(_ value: CGFloat) -> String {
      value > 0 ? "+\(LayoutFrameTree.format(value))" : LayoutFrameTree.format(value)
    }
    return "(\(one(size.width)), \(one(size.height)))"
  }
}

extension LayoutFrameTree {
  /// The views whose frames or visibility differ from `recorded`, and the views only one of
  /// the trees has, in tree order (current views first, then removed ones).
  ///
  /// Views are matched by identifier when it names one view in each tree, else by id (their
  /// place in the tree) and class.
  ///
  /// - Parameter recorded: The tree to compare with.
  /// - Returns: The changes; empty when every view is where it was.
  public func changes(from recorded: LayoutFrameTree) -> [LayoutFrameChange] {
    func keys(_ tree: LayoutFrameTree) -> [String] {
      var counts: [String: Int] = [:]
      for entry in tree.entries { if let id = entry.identifier { counts[id, default: 0] += 1 } }
      return tree.entries.map { entry in
        if let identifier = entry.identifier, counts[identifier] == 1 {
          return "identifier:\(identifier)"
        }
        return "path:\(entry.id):\(entry.className)"
      }
    }
    let recordedKeys = keys(recorded)
    var recordedByKey: [String: LayoutFrameTree.Entry] = [:]
    for (key, entry) in zip(recordedKeys, recorded.entries) { recordedByKey[key] = entry }
    var changes: [LayoutFrameChange] = []
    var matched = Set<String>()
    for (key, entry) in zip(keys(self), entries) {
      guard let old = recordedByKey[key] else {
        changes.append(LayoutFrameChange(kind: .added, recorded: nil, actual: entry))
        continue
      }
      matched.insert(key)
      if old.frame != entry.frame || old.isHidden != entry.isHidden {
        changes.append(LayoutFrameChange(kind: .changed, recorded: old, actual: entry))
      }
    }
    for (key, entry) in zip(recordedKeys, recorded.entries) where !matched.contains(key) {
      changes.append(LayoutFrameChange(kind: .removed, recorded: entry, actual: nil))
    }
    return changes
  }
}
#endif
