import SwiftLayout
import Testing

/// A random layout over a pool of views: views of the tree named alone first, one tree under
/// view 0, then declarations of views of the tree again with more anchors, or of views outside
/// it with sizes (the forms that make a later declaration change an earlier item).
private struct LayoutSpec {
  struct Anchor: Equatable {
    /// An index into `FuzzAttributes.all`.
    var attribute: Int
    /// -1 `<=`, 0 `==`, 1 `>=`.
    var relation: Int
    var target: Target
    /// `nil`: leave the second attribute out; otherwise an index into `FuzzAttributes.all`.
    var targetAttribute: Int?
    var constant: CGFloat
    var priority: Float
  }

  enum Target: Equatable {
    case superview
    case view(Int)
    /// The view named by `identifying(_:)` (its own name, so that naming it changes nothing
    /// else); a layout that names no such view reports the constraint instead.
    case identified(Int)
    /// A constant size (dimensions only).
    case none
  }

  struct Node {
    var view: Int
    var anchors: [Anchor] = []
    var children: [Node] = []
  }

  var mentionedFirst: [Int] = []
  var tree = Node(view: 0)
  /// Views of the tree declared again, or views outside it declared alone with sizes.
  var tail: [(view: Int, anchors: [Anchor])] = []
  /// The views of the tree named by `identifying(_:)`.
  var identified: Set<Int> = []

  /// The views that anchors name by identifier.
  var targetedByIdentifier: Set<Int> {
    var views: Set<Int> = []
    func note(_ anchors: [Anchor]) {
      for anchor in anchors {
        if case .identified(let view) = anchor.target { views.insert(view) }
      }
    }
    func visit(_ node: Node) {
      note(node.anchors)
      node.children.forEach(visit)
    }
    visit(tree)
    for (_, anchors) in tail { note(anchors) }
    return views
  }

  /// The views of the tree, parents before children.
  var treeViews: [Int] {
    var views: [Int] = []
    func visit(_ node: Node) {
      views.append(node.view)
      node.children.forEach(visit)
    }
    visit(tree)
    return views
  }
}

/// The attributes the fuzz declares, by axis (a constraint relates attributes of one axis).
private enum FuzzAttributes {
  static let all: [NSLayoutConstraint.Attribute] = [
    .leading, .trailing, .centerX, .top, .bottom, .centerY, .width, .height,
  ]
  static func axis(_ index: Int) -> Int { index < 3 ? 0 : index < 6 ? 1 : 2 }
  static func sameAxis(_ index: Int) -> [Int] { all.indices.filter { axis($0) == axis(index) } }

  @MainActor
  static func anchors(_ index: Int) -> Anchors {
    switch all[index] {
    case .leading: Anchors.leading
    case .trailing: Anchors.trailing
    case .centerX: Anchors.centerX
    case .top: Anchors.top
    case .bottom: Anchors.bottom
    case .centerY: Anchors.centerY
    case .width: Anchors.width
    default: Anchors.height
    }
  }
}

/// SplitMix64: the same layouts on every run.
private struct SeededGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func int(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
  mutating func pick<T>(_ values: [T]) -> T { values[int(values.count)] }
}

private let poolSize = 9

private func randomAnchor(
  for view: Int, among views: [Int], _ rng: inout SeededGenerator
) -> LayoutSpec.Anchor {
  let attribute = rng.int(FuzzAttributes.all.count)
  let others = views.filter { $0 != view }
  var target: LayoutSpec.Target
  switch rng.int(10) {
  case 0...3: target = .superview
  case 4...6: target = others.isEmpty ? .superview : .view(rng.pick(others))
  case 7: target = others.isEmpty ? .superview : .identified(rng.pick(others))
  default: target = FuzzAttributes.axis(attribute) == 2 ? .none : .superview
  }
  var targetAttribute: Int?
  if target != .none && rng.chance(40) {
    // Sometimes the constrained attribute itself, named.
    targetAttribute = rng.chance(50) ? attribute : rng.pick(FuzzAttributes.sameAxis(attribute))
  }
  return LayoutSpec.Anchor(
    attribute: attribute, relation: rng.int(3) - 1, target: target,
    targetAttribute: targetAttribute, constant: CGFloat(rng.int(5) * 4),
    priority: rng.pick([1000, 1000, 750, 250]))
}

private func randomTree(
  _ view: Int, free: inout [Int], depth: Int, _ rng: inout SeededGenerator
) -> LayoutSpec.Node {
  var node = LayoutSpec.Node(view: view)
  guard depth < 3 else { return node }
  for _ in 0..<rng.int(4) where !free.isEmpty {
    let child = free.remove(at: rng.int(free.count))
    node.children.append(randomTree(child, free: &free, depth: depth + 1, &rng))
  }
  return node
}

/// A size for a view outside the tree.
private func randomSize(_ rng: inout SeededGenerator) -> LayoutSpec.Anchor {
  LayoutSpec.Anchor(
    attribute: rng.pick([6, 7]), relation: rng.int(3) - 1, target: .none, targetAttribute: nil,
    constant: CGFloat(rng.int(5) * 4), priority: rng.pick([1000, 750]))
}

/// Draws the views named first and the declarations after the tree.
///
/// Half the layouts declare each view of the tree once (the form whose records an update can
/// compare without collecting).
private func addMentions(to spec: inout LayoutSpec, _ rng: inout SeededGenerator) {
  let views = spec.treeViews
  let once = rng.chance(50)
  spec.tail = []
  spec.mentionedFirst = once ? [] : views.dropFirst().filter { _ in rng.chance(10) }
  for view in 1..<poolSize {
    if views.contains(view) {
      if !once && rng.chance(15) {
        spec.tail.append((view, (1...2).map { _ in randomAnchor(for: view, among: views, &rng) }))
      }
    } else if rng.chance(30) {
      spec.tail.append((view, (1...2).map { _ in randomSize(&rng) }))
    }
  }
}

/// Gives the tree's views (all but the root) anchors, then draws the mentions.
private func addAnchors(to spec: inout LayoutSpec, _ rng: inout SeededGenerator) {
  let views = spec.treeViews
  func visit(_ node: inout LayoutSpec.Node, isRoot: Bool) {
    if !isRoot {
      node.anchors = (0..<rng.int(4)).map { _ in randomAnchor(for: node.view, among: views, &rng) }
    }
    for index in node.children.indices { visit(&node.children[index], isRoot: false) }
  }
  visit(&spec.tree, isRoot: true)
  addMentions(to: &spec, &rng)
  // Every view an anchor names by identifier is named (another step may leave one out).
  spec.identified = Set(views.filter { _ in rng.chance(30) }).union(spec.targetedByIdentifier)
}

private func randomSpec(_ rng: inout SeededGenerator) -> LayoutSpec {
  var free = Array(1..<poolSize)
  var spec = LayoutSpec()
  spec.tree = randomTree(0, free: &free, depth: 0, &rng)
  addAnchors(to: &spec, &rng)
  return spec
}

/// A layout near `spec`: constants changed, one anchor replaced, or one branch grown anew,
/// so that updates keep long unchanged prefixes and suffixes.
private func nearby(_ spec: LayoutSpec, _ rng: inout SeededGenerator) -> LayoutSpec {
  var next = spec
  switch rng.int(8) {
  case 0, 1:
    // Constants only.
    func visit(_ node: inout LayoutSpec.Node) {
      for index in node.anchors.indices where rng.chance(20) {
        node.anchors[index].constant += 2
      }
      for index in node.children.indices { visit(&node.children[index]) }
    }
    visit(&next.tree)
  case 2:
    // One anchor of one view replaced.
    let views = spec.treeViews
    func visit(_ node: inout LayoutSpec.Node) -> Bool {
      if !node.anchors.isEmpty && rng.chance(30) {
        node.anchors[rng.int(node.anchors.count)] = randomAnchor(
          for: node.view, among: views, &rng)
        return true
      }
      for index in node.children.indices where visit(&node.children[index]) { return true }
      return false
    }
    _ = visit(&next.tree)
  case 3:
    // The mentions and later declarations drawn again.
    addMentions(to: &next, &rng)
  case 4:
    // A later declaration given to another view with as many anchors, so that the records
    // keep their count: a view outside the tree becomes one of the tree declared again.
    let views = spec.treeViews
    for index in next.tail.indices where rng.chance(50) {
      let view = rng.pick(Array(views.dropFirst()) + [next.tail[index].view])
      let count = next.tail[index].anchors.count
      next.tail[index] = (
        view,
        (0..<count).map { _ in
          views.contains(view) ? randomAnchor(for: view, among: views, &rng) : randomSize(&rng)
        }
      )
    }
  case 5:
    // Other views named by identifier.
    next.identified = Set(spec.treeViews.filter { _ in rng.chance(30) })
      .union(next.targetedByIdentifier)
  default:
    // A new layout altogether.
    next = randomSpec(&rng)
  }
  return next
}

@MainActor
private func anchors(_ anchor: LayoutSpec.Anchor, _ views: [UIView]) -> Anchors {
  let base = FuzzAttributes.anchors(anchor.attribute)
  let second = anchor.targetAttribute.map { FuzzAttributes.all[$0] }
  let related: Anchors
  switch (anchor.target, anchor.relation) {
  case (.superview, -1):
    related = base.lessThanOrEqualToSuper(attribute: second, constant: anchor.constant)
  case (.superview, 0): related = base.equalToSuper(attribute: second, constant: anchor.constant)
  case (.superview, _):
    related = base.greaterThanOrEqualToSuper(attribute: second, constant: anchor.constant)
  case (.view(let index), -1):
    related = base.lessThanOrEqualTo(views[index], attribute: second, constant: anchor.constant)
  case (.view(let index), 0):
    related = base.equalTo(views[index], attribute: second, constant: anchor.constant)
  case (.view(let index), _):
    related = base.greaterThanOrEqualTo(views[index], attribute: second, constant: anchor.constant)
  case (.identified(let index), -1):
    related = base.lessThanOrEqualTo("v\(index)", attribute: second, constant: anchor.constant)
  case (.identified(let index), 0):
    related = base.equalTo("v\(index)", attribute: second, constant: anchor.constant)
  case (.identified(let index), _):
    related = base.greaterThanOrEqualTo("v\(index)", attribute: second, constant: anchor.constant)
  case (.none, -1): related = base.lessThanOrEqualTo(constant: anchor.constant + 10)
  case (.none, 0): related = base.equalTo(constant: anchor.constant + 10)
  case (.none, _): related = base.greaterThanOrEqualTo(constant: anchor.constant + 10)
  }
  return related.priority(UILayoutPriority(anchor.priority))
}

@MainActor
private func layout(
  of node: LayoutSpec.Node, _ views: [UIView], identified: Set<Int>
) -> ViewLayout<UIView> {
  var anchored = views[node.view].anchors {
    for anchor in node.anchors { anchors(anchor, views) }
  }
  if identified.contains(node.view) {
    anchored = anchored.identifying("v\(node.view)")
  }
  guard !node.children.isEmpty else { return anchored }
  return anchored.sublayout {
    for child in node.children { layout(of: child, views, identified: identified) }
  }
}

@MainActor
@LayoutBuilder
private func layout(_ spec: LayoutSpec, _ views: [UIView]) -> some Layout {
  for view in spec.mentionedFirst { views[view] }
  layout(of: spec.tree, views, identified: spec.identified)
  for (view, declared) in spec.tail {
    views[view].anchors {
      for anchor in declared { anchors(anchor, views) }
    }
  }
}

@MainActor
private func makePool() -> [UIView] {
  (0..<poolSize).map { index in
    // Two stack views, whose children a layout arranges.
    guard index == 2 || index == 5 else { return makeView("v\(index)") }
    let stack = UIStackView()
    stack.axis = index == 2 ? .vertical : .horizontal
    stack.accessibilityIdentifier = "v\(index)"
    return stack
  }
}

/// What a layout left in the pool: the superview and subviews of each view of the tree, and the
/// constraints. (A view named only outside the tree is not placed by the layout: an update
/// leaves it where it was, a fresh activation does not add it anywhere.)
@MainActor
private func state(of views: [UIView], _ spec: LayoutSpec, _ activation: Activation) -> [String] {
  let placed = Set(spec.treeViews.map { views[$0].accessibilityIdentifier ?? "?" })
  var lines = spec.treeViews.map { index in
    let view = views[index]
    let name = view.accessibilityIdentifier ?? "?"
    let parent = view.superview?.accessibilityIdentifier ?? "-"
    var children = view.subviews.compactMap(\.accessibilityIdentifier).filter(placed.contains)
    // A stack view's order is its arranged subviews'; like UIKit's `insertArrangedSubview(_:at:)`,
    // an update that rearranges views already in the stack leaves their drawing order alone.
    if view is UIStackView { children.sort() }
    var line = "\(name) in \(parent): [\(children.joined(separator: " "))]"
    if let stack = view as? UIStackView {
      let arranged = stack.arrangedSubviews.compactMap(\.accessibilityIdentifier)
        .filter(placed.contains)
      line += " arranged [\(arranged.joined(separator: " "))]"
    }
    return line
  }
  lines += describe(activation.constraints)
  lines += activation.constraints.filter { !$0.isActive }.map { "inactive: \(describe($0))" }
  return lines
}

@MainActor
@Suite("update(fromActivation:) against a fresh activation, on random layouts")
struct UpdateMatchesActivationFuzzTests {
  /// Each round activates a random layout, then updates it through nearby layouts.
  ///
  /// The chain changes constants, replaces an anchor, declares views again or starts a new
  /// layout; after each update the views and constraints must be those a fresh activation of
  /// the same layout makes on a fresh pool of views. This covers every early exit of the update
  /// pipeline (the record-level and collector-level constants-only updates, the reuse of
  /// unchanged leading and trailing items, the windowed diff).
  @Test("An update leaves what a fresh activation of the new layout makes", arguments: [1, 2, 3])
  func updateMatchesActivation(seed: UInt64) {
    var rng = SeededGenerator(state: seed)
    var failures = 0
    for round in 0..<150 {
      let views = makePool()
      var spec = randomSpec(&rng)
      let activation = layout(spec, views).active()
      for step in 0..<6 {
        spec = nearby(spec, &rng)
        layout(spec, views).update(fromActivation: activation)
        let fresh = makePool()
        let expected = layout(spec, fresh).active()
        let got = state(of: views, spec, activation)
        let want = state(of: fresh, spec, expected)
        if got != want && failures < 3 {
          failures += 1
          Issue.record(
            """
            seed \(seed), round \(round), step \(step): the update left
            \(got.joined(separator: "\n"))
            where a fresh activation makes
            \(want.joined(separator: "\n"))
            """)
        }
        expected.deactive()
      }
      activation.deactive()
    }
  }
}
