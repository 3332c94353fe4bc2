import Foundation
import HeadlessUIKit

/// The views and layout guides of a tree, with their ids, collected once and read again after
/// each layout.
@MainActor
struct InspectedTree {
  /// A view or guide of the tree, in tree order.
  enum Member {
    case view(UIView)
    case guide(UILayoutGuide, owner: UIView)
  }

  let root: UIView
  private(set) var members: [(id: String, member: Member)] = []
  private(set) var items: [LayoutInspection.Item] = []
  private var ids: [ObjectIdentifier: String] = [:]
  /// Item ids by the names descriptions and issues use (the first item of a name wins).
  private var idsByName: [String: String] = [:]

  init(root: UIView) {
    self.root = root
  }

  /// Walks the tree: each view, then its guides (those it added, then the system guides its
  /// tree's constraints use), then its subviews.
  mutating func collect() {
    let guides = referencedGuides()
    var stack: [(view: UIView, id: String, parent: String?, depth: Int, hidden: Bool)] = [
      (root, "0", nil, 0, root.isHidden)
    ]
    while let (view, id, parent, depth, hidden) = stack.popLast() {
      add(id: id, member: .view(view))
      items.append(viewItem(view, id: id, parent: parent, depth: depth, hidden: hidden))
      var ownGuides = view.layoutGuides.enumerated().map { ("\(id).guide\($0.offset)", $0.element) }
      let system = (guides[ObjectIdentifier(view)] ?? []).filter { guide in
        !view.layoutGuides.contains { $0 === guide }
      }
      for guide in system.sorted(by: { $0.inspectionName < $1.inspectionName }) {
        let role = guide.inspectionName.split(separator: ".").last.map(String.init) ?? "guide"
        ownGuides.append(("\(id).\(role)", guide))
      }
      for (guideID, guide) in ownGuides {
        add(id: guideID, member: .guide(guide, owner: view))
        items.append(guideItem(guide, id: guideID, parent: id, depth: depth + 1, hidden: hidden))
      }
      for (index, child) in view.subviews.enumerated().reversed() {
        stack.append((child, "\(id).\(index)", id, depth + 1, hidden || child.isHidden))
      }
    }
    // Constraints name items anywhere in the tree: fill them in once every id is known.
    for index in items.indices {
      items[index].constraints = constraintEntries(members[index].member)
    }
  }

  /// Adds every broken constraint of the tree to its engine again (see
  /// `inspectionRetryIfBroken()`), before a layout at another size.
  func retryBrokenConstraints() {
    var seen = Set<ObjectIdentifier>()
    for (_, member) in members {
      let constraints: [NSLayoutConstraint]
      switch member {
      case .view(let view): constraints = Self.affecting(view)
      case .guide(let guide, _): constraints = Self.affecting(guide)
      }
      for constraint in constraints where seen.insert(ObjectIdentifier(constraint)).inserted {
        constraint.inspectionRetryIfBroken()
      }
    }
  }

  /// The id of the item descriptions and issues call `name`.
  func id(named name: String) -> String? { idsByName[name] }

  private mutating func add(id: String, member: Member) {
    members.append((id, member))
    switch member {
    case .view(let view):
      ids[ObjectIdentifier(view)] = id
      if idsByName[view.inspectionName] == nil { idsByName[view.inspectionName] = id }
    case .guide(let guide, _):
      ids[ObjectIdentifier(guide)] = id
      if idsByName[guide.inspectionName] == nil { idsByName[guide.inspectionName] = id }
    }
  }

  /// The guides that constraints of the tree's views use, by owning view.
  private func referencedGuides() -> [ObjectIdentifier: [UILayoutGuide]] {
    var result: [ObjectIdentifier: [UILayoutGuide]] = [:]
    var seen = Set<ObjectIdentifier>()
    var pending = [root]
    var guideQueue: [UILayoutGuide] = []
    func note(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints {
        for item in [constraint.firstItem, constraint.secondItem] {
          guard let guide = item as? UILayoutGuide, let owner = guide.owningView,
            seen.insert(ObjectIdentifier(guide)).inserted
          else { continue }
          result[ObjectIdentifier(owner), default: []].append(guide)
          guideQueue.append(guide)
        }
      }
    }
    while let view = pending.popLast() {
      note(Self.affecting(view))
      pending.append(contentsOf: view.subviews)
    }
    // A guide's own constraints may use another guide (margins inside the safe area).
    while let guide = guideQueue.popLast() { note(Self.affecting(guide)) }
    return result
  }

  static func affecting(_ view: UIView) -> [NSLayoutConstraint] {
    unique(
      view.constraintsAffectingLayout(for: .horizontal)
        + view.constraintsAffectingLayout(for: .vertical))
  }

  static func affecting(_ guide: UILayoutGuide) -> [NSLayoutConstraint] {
    unique(
      guide.constraintsAffectingLayout(for: .horizontal)
        + guide.constraintsAffectingLayout(for: .vertical))
  }

  private static func unique(_ constraints: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
    var seen = Set<ObjectIdentifier>()
    return constraints.filter { seen.insert(ObjectIdentifier($0)).inserted }
  }

  private func constraintEntries(_ member: Member) -> [LayoutInspection.Constraint] {
    let constraints: [NSLayoutConstraint]
    switch member {
    case .view(let view): constraints = Self.affecting(view)
    case .guide(let guide, _): constraints = Self.affecting(guide)
    }
    return constraints.map { constraint in
      LayoutInspection.Constraint(
        text: constraint.description, isBroken: constraint.inspectionConflict != nil,
        isSystem: constraint.inspectionIsSystem,
        items: [constraint.firstItem, constraint.secondItem].compactMap { item in
          item.flatMap { ids[ObjectIdentifier($0)] }
        })
    }
  }

  private func viewItem(_ view: UIView, id: String, parent: String?, depth: Int, hidden: Bool)
    -> LayoutInspection.Item
  {
    let intrinsic = view.intrinsicContentSize
    func dimension(_ value: CGFloat) -> String {
      value == UIView.noIntrinsicMetric ? "none" : InspectionText.number(value)
    }
    let identifier = view.accessibilityIdentifier.flatMap { $0.isEmpty ? nil : $0 }
    return LayoutInspection.Item(
      id: id, parent: parent, depth: depth, kind: Self.kind(of: view, isRoot: parent == nil),
      className: String(describing: type(of: view)), name: view.inspectionName,
      identifier: identifier, content: Self.content(of: view), isHidden: hidden,
      intrinsicSize: "\(dimension(intrinsic.width)) × \(dimension(intrinsic.height))",
      hugging: [
        view.contentHuggingPriority(for: .horizontal).rawValue,
        view.contentHuggingPriority(for: .vertical).rawValue,
      ],
      compressionResistance: [
        view.contentCompressionResistancePriority(for: .horizontal).rawValue,
        view.contentCompressionResistancePriority(for: .vertical).rawValue,
      ],
      constraints: [])
  }

  private func guideItem(
    _ guide: UILayoutGuide, id: String, parent: String, depth: Int, hidden: Bool
  ) -> LayoutInspection.Item {
    LayoutInspection.Item(
      id: id, parent: parent, depth: depth, kind: .guide,
      className: String(describing: type(of: guide)), name: guide.inspectionName,
      identifier: guide.identifier.isEmpty ? nil : guide.identifier, content: nil,
      isHidden: hidden, intrinsicSize: nil, hugging: [], compressionResistance: [],
      constraints: [])
  }

  private static func kind(of view: UIView, isRoot: Bool) -> LayoutInspection.Kind {
    if isRoot { return .root }
    switch view {
    case is UILabel: return .label
    case is UIImageView: return .image
    case is UIStackView: return .stack
    case is UIScrollView: return .scroll
    case is UIControl: return .control
    default: return .view
    }
  }

  private static func content(of view: UIView) -> String? {
    switch view {
    case let label as UILabel: return label.text
    case let button as UIButton: return button.currentTitle
    case let imageView as UIImageView: return imageView.image?.headless.name
    default: return nil
    }
  }
}
