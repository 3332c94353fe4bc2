import Foundation
import HeadlessUIKit

extension InspectedTree {
  /// The tree's current layout: frames, conflicts and ambiguity.
  func variant() -> LayoutInspection.Variant {
    var frames: [String: LayoutInspection.Rect] = [:]
    var texts: [String: String] = [:]
    /// Where each view's bounds origin lies in the root's coordinates.
    var boundsOrigins: [ObjectIdentifier: CGPoint] = [:]
    var ambiguous: [LayoutInspection.Ambiguity] = []
    var conflicts: [LayoutInspection.Conflict] = []
    var conflictMessages = Set<String>()
    for (id, member) in members {
      let rect: CGRect
      var axes: [String] = []
      var constraints: [NSLayoutConstraint]
      let name: String
      switch member {
      case .view(let view):
        if view === root {
          rect = CGRect(origin: .zero, size: view.frame.size)
        } else {
          let parent = view.superview.flatMap { boundsOrigins[ObjectIdentifier($0)] } ?? .zero
          rect = view.frame.offsetBy(dx: parent.x, dy: parent.y)
        }
        boundsOrigins[ObjectIdentifier(view)] = CGPoint(
          x: rect.minX - view.bounds.minX, y: rect.minY - view.bounds.minY)
        texts[id] = InspectionText.frame(view.frame)
        if view !== root && view.leadingAnchor.headless.hasAmbiguousLayout {
          axes.append("horizontal")
        }
        if view !== root && view.topAnchor.headless.hasAmbiguousLayout { axes.append("vertical") }
        constraints = Self.affecting(view)
        name = view.inspectionName
      case .guide(let guide, let owner):
        let origin = boundsOrigins[ObjectIdentifier(owner)] ?? .zero
        rect = guide.layoutFrame.offsetBy(dx: origin.x, dy: origin.y)
        texts[id] = InspectionText.frame(guide.layoutFrame)
        if guide.leadingAnchor.headless.hasAmbiguousLayout { axes.append("horizontal") }
        if guide.topAnchor.headless.hasAmbiguousLayout { axes.append("vertical") }
        constraints = Self.affecting(guide)
        name = guide.inspectionName
      }
      frames[id] = LayoutInspection.Rect(
        x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
        height: Double(rect.height))
      if !axes.isEmpty {
        ambiguous.append(LayoutInspection.Ambiguity(item: id, name: name, axes: axes))
      }
      constraints = constraints.filter { $0.inspectionConflict != nil }
      for constraint in constraints {
        guard let issue = constraint.inspectionConflict,
          conflictMessages.insert(issue.message).inserted
        else { continue }
        conflicts.append(
          LayoutInspection.Conflict(
            constraints: issue.constraints, broken: issue.affectedConstraint,
            items: issue.views.compactMap { self.id(named: $0) }))
      }
    }
    return LayoutInspection.Variant(
      width: Double(root.frame.width), height: Double(root.frame.height),
      isRightToLeft: root.effectiveUserInterfaceLayoutDirection == .rightToLeft,
      frames: frames, frameTexts: texts, unsatisfiable: conflicts, ambiguous: ambiguous)
  }
}
