import Testing

@testable import HeadlessUIKit

// A differential test of the incremental engine: random edits are applied to one view tree,
// laid out and measured as they go, and every frame and fitting size is compared with those of
// a fresh copy of the tree built from a record of its current state (public API only), laid out
// once. The trees are determined by construction: every view but the root has exactly one
// constraint (or, for a label's size, its content size) for each of x, y, width and height,
// relative to its superview, an earlier sibling or a constant, so every layout has one answer;
// a stack view (`.fillEqually`) decides its arranged views' frames, and a view that translates
// its frame is decided by it. Priorities are drawn from disjoint sets, so that no two optional
// constraints of one priority pull against each other. What would depend on the tree's history
// by design (as in UIKit) stays out: a multi-line label's width never follows its content (it
// wraps at the width it was last given), and a fitting size is compared only where no size can
// come out negative and no stack view arranges the view measured.

/// One constraint as recorded: its items by view index, and the live constraint made from it.
@MainActor
private final class ConstraintRecord {
  let first: Int
  let firstAttribute: NSLayoutConstraint.Attribute
  let second: Int?
  let secondAttribute: NSLayoutConstraint.Attribute
  let multiplier: CGFloat
  var constant: CGFloat
  var priority: UILayoutPriority
  /// Whether the record says the constraint is active (checked against the live one).
  var active = false
  let live: NSLayoutConstraint

  init(
    _ first: Int, _ firstAttribute: NSLayoutConstraint.Attribute, _ second: Int?,
    _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat,
    priority: UILayoutPriority = .required, views: [Int: UIView]
  ) {
    self.first = first
    self.firstAttribute = firstAttribute
    self.second = second
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    live = Self.make(
      first, firstAttribute, second, secondAttribute, multiplier: multiplier, constant: constant,
      priority: priority, views: views)
  }

  /// A constraint like the recorded one between `views`' members.
  static func make(
    _ first: Int, _ firstAttribute: NSLayoutConstraint.Attribute, _ second: Int?,
    _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat,
    priority: UILayoutPriority, views: [Int: UIView]
  ) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(
      item: views[first] as Any, attribute: firstAttribute, relatedBy: .equal,
      toItem: second.map { views[$0] as Any }, attribute: secondAttribute,
      multiplier: multiplier, constant: constant)
    constraint.priority = priority
    return constraint
  }

  func copy(in views: [Int: UIView]) -> NSLayoutConstraint {
    Self.make(
      first, firstAttribute, second, secondAttribute, multiplier: multiplier, constant: constant,
      priority: priority, views: views)
  }

  var items: [Int] { [first] + (second.map { [$0] } ?? []) }
}

/// What decides one of a view's x, y, width and height.
@MainActor
private enum Slot {
  case constraint(ConstraintRecord)
  /// A label's content size.
  case intrinsic
  /// Nothing yet: the constraint that decided it went inactive.
  case unpinned
}

/// The recorded state of one view.
@MainActor
private final class ViewRecord {
  let index: Int
  let isLabel: Bool
  /// A stack view (`.fillEqually`, `.fill`): its subviews are all arranged, and it decides all
  /// of their frames.
  let isStack: Bool
  var axis = NSLayoutConstraint.Axis.horizontal
  var spacing: CGFloat = 0
  var marginsRelative = false
  var isHidden = false
  weak var live: UIView?
  var alive = true
  var parent: Int?
  var children: [Int] = []
  var text = ""
  var fontSize: CGFloat = 17
  var numberOfLines = 1
  var hugging: Float = 250
  var compression: Float = 750
  /// Small enough that no view is narrower or shorter than its margins (the sizes are at least
  /// 8 points), which would break the margins guide's non-negative size.
  var margins = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
  /// The frame of a view that keeps `translatesAutoresizingMaskIntoConstraints` (its frame
  /// decides x, y, width and height; no slot is pinned).
  var autoresizingFrame: CGRect?
  /// x, y, width, height.
  var slots: [Slot] = [.unpinned, .unpinned, .unpinned, .unpinned]
  /// A constraint that decided a slot before, kept to be activated again.
  var parked: [ConstraintRecord?] = [nil, nil, nil, nil]

  init(index: Int, isLabel: Bool, isStack: Bool = false, live: UIView) {
    self.index = index
    self.isLabel = isLabel
    self.isStack = isStack
    self.live = live
  }
}

/// The random tree, its record, and the operations on both.
@MainActor
private final class DifferentialRun {
  let random: SeededRandom
  var records: [ViewRecord] = []
  var constraints: [ConstraintRecord] = []
  /// The roots the run keeps alive: the screen's root first, then detached subtrees.
  var roots: [UIView] = []
  var screenSize = CGSize(width: 400, height: 700)
  var failures: [String] = []
  var log: [String] = []
  var layouts = 0
  var measurements = 0

  static let texts = [
    "Hi", "Hello world", "Swift", "A longer line of text that wraps", "Tea", "Layout engine",
    "OK", "Cassowary solves linear constraints",
  ]
  static let fontSizes: [CGFloat] = [12, 14, 17, 20, 28]
  static let optionalPriorities: [Float] = [300, 600, 850, 999]
  static let huggings: [Float] = [200, 250, 260, 400]
  static let compressions: [Float] = [700, 750, 760, 950]

  init(seed: UInt64) {
    random = SeededRandom(seed)
  }

  var root: UIView { roots[0] }

  func view(_ index: Int) -> UIView {
    // The record's views are alive while the record says so.
    records[index].live ?? UIView()
  }

  var liveViews: [Int: UIView] {
    var result: [Int: UIView] = [:]
    for record in records where record.alive {
      if let view = record.live { result[record.index] = view }
    }
    return result
  }

  /// The indices of the subtree under `index`, itself first.
  func subtree(_ index: Int) -> [Int] {
    var result: [Int] = []
    var stack = [index]
    while let next = stack.popLast() {
      result.append(next)
      stack.append(contentsOf: records[next].children.reversed())
    }
    return result
  }

  func rootIndex(of index: Int) -> Int {
    var cursor = index
    while let parent = records[cursor].parent { cursor = parent }
    return cursor
  }

  // MARK: Building

  func build() {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 700))
    screen.accessibilityIdentifier = "v0"
    records.append(ViewRecord(index: 0, isLabel: false, live: screen))
    screen.layoutMargins = records[0].margins
    roots = [screen]
    let count = 20 + random.next(16)
    for _ in 0..<count {
      let parents = subtree(0)
      let parent = parents[random.next(parents.count)]
      let (index, made) = makeView()
      records[parent].children.append(index)
      records[index].parent = parent
      if let stack = view(parent) as? UIStackView {
        records[index].margins = .zero
        made.layoutMargins = .zero
        stack.addArrangedSubview(made)
      } else {
        view(parent).addSubview(made)
        for slot in 0..<4 { pin(index, slot) }
      }
    }
  }

  /// A new view, recorded; the caller keeps it alive until it is in a tree.
  func makeView() -> (Int, UIView) {
    let index = records.count
    let isLabel = random.chance(40)
    let isStack = !isLabel && random.chance(12)
    let view: UIView
    if isLabel {
      let label = UILabel()
      view = label
    } else if isStack {
      view = UIStackView()
    } else {
      view = UIView()
    }
    view.translatesAutoresizingMaskIntoConstraints = false
    view.accessibilityIdentifier = "v\(index)"
    let record = ViewRecord(index: index, isLabel: isLabel, isStack: isStack, live: view)
    if let stack = view as? UIStackView {
      record.axis = random.chance(50) ? .horizontal : .vertical
      record.spacing = random.chance(50) ? 0 : 0.5
      // No margins: a stack's arranged subviews may be too small for any (see `attach`).
      record.margins = .zero
      Self.applyStack(record, to: stack)
    }
    records.append(record)
    if isLabel {
      record.text = random.pick(Self.texts)
      record.fontSize = random.pick(Self.fontSizes)
      record.numberOfLines = random.chance(25) ? 0 : 1
      applyContent(index)
    }
    if random.chance(20) { record.margins = randomMargins() }
    view.layoutMargins = record.margins
    return (index, view)
  }

  static func applyStack(_ record: ViewRecord, to stack: UIStackView) {
    stack.axis = record.axis
    stack.spacing = record.spacing
    stack.distribution = .fillEqually
    stack.alignment = .fill
    stack.isLayoutMarginsRelativeArrangement = record.marginsRelative
  }

  func isArranged(_ index: Int) -> Bool {
    records[index].parent.map { records[$0].isStack } ?? false
  }

  func randomMargins() -> UIEdgeInsets {
    UIEdgeInsets(
      top: CGFloat(random.next(4)), left: CGFloat(random.next(4)),
      bottom: CGFloat(random.next(4)), right: CGFloat(random.next(4)))
  }

  func applyContent(_ index: Int) {
    let record = records[index]
    guard let label = record.live as? UILabel else { return }
    label.text = record.text
    label.font = .systemFont(ofSize: record.fontSize)
    label.numberOfLines = record.numberOfLines
    Self.applyPriorities(of: record, to: label)
  }

  /// The record's content priorities; a multi-line label's width ones under every other
  /// priority but the fitting level, so that its content width (which wraps at the width layout
  /// last gave it, as in UIKit, and so depends on that history) decides no width.
  static func applyPriorities(of record: ViewRecord, to label: UILabel) {
    let multiline = record.numberOfLines != 1
    label.setContentHuggingPriority(
      UILayoutPriority(multiline ? 150 : record.hugging), for: .horizontal)
    label.setContentHuggingPriority(UILayoutPriority(record.hugging), for: .vertical)
    label.setContentCompressionResistancePriority(
      UILayoutPriority(multiline ? 175 : record.compression), for: .horizontal)
    label.setContentCompressionResistancePriority(
      UILayoutPriority(record.compression), for: .vertical)
  }

  /// The siblings before `index` under its superview.
  func earlierSiblings(_ index: Int) -> [Int] {
    guard let parent = records[index].parent else { return [] }
    let children = records[parent].children
    guard let position = children.firstIndex(of: index) else { return [] }
    return Array(children[..<position])
  }

  /// A new constraint (or content size) for one of the view's slots, made active.
  func pin(_ index: Int, _ slot: Int) {
    guard let parent = records[index].parent else { return }
    let record = records[index]
    let siblings = earlierSiblings(index)
    let sibling = siblings.isEmpty ? nil : random.pick(siblings)
    let views = liveViews
    let made: ConstraintRecord?
    switch slot {
    case 0, 1:
      let horizontal = slot == 0
      let (lead, trail, center, leadMargin, trailMargin) =
        horizontal
        ? (
          NSLayoutConstraint.Attribute.leading, NSLayoutConstraint.Attribute.trailing,
          NSLayoutConstraint.Attribute.centerX, NSLayoutConstraint.Attribute.leadingMargin,
          NSLayoutConstraint.Attribute.trailingMargin
        )
        : (.top, .bottom, .centerY, .topMargin, .bottomMargin)
      let constant = CGFloat(random.next(41) - 10)
      var options = 6
      if sibling != nil { options += 3 }
      var choice = random.next(options)
      if !horizontal && record.isLabel && choice == 5 {
        // A label's baseline on the superview's top.
        made = ConstraintRecord(
          index, random.chance(50) ? .firstBaseline : .lastBaseline, parent, .top,
          constant: abs(constant) + 10, views: views)
        break
      }
      if choice == 5 { choice = 0 }
      switch choice {
      case 0: made = ConstraintRecord(index, lead, parent, lead, constant: constant, views: views)
      case 1:
        made = ConstraintRecord(index, trail, parent, trail, constant: -constant, views: views)
      case 2:
        made = ConstraintRecord(index, center, parent, center, constant: constant, views: views)
      case 3:
        made = ConstraintRecord(
          index, center, parent, center, multiplier: random.pick([0.5, 1.5]), constant: 0,
          views: views)
      case 4:
        made = ConstraintRecord(
          index, random.chance(50) ? lead : trail, parent,
          random.chance(50) ? leadMargin : trailMargin, constant: constant, views: views)
      default:
        guard let sibling else {
          made = nil
          break
        }
        if choice == 6 {
          made = ConstraintRecord(
            index, lead, sibling, trail, constant: abs(constant), views: views)
        } else if choice == 7 {
          made = ConstraintRecord(index, lead, sibling, lead, constant: constant, views: views)
        } else if !horizontal && record.isLabel && records[sibling].isLabel {
          made = ConstraintRecord(
            index, .firstBaseline, sibling, .lastBaseline, constant: abs(constant),
            views: views)
        } else {
          made = ConstraintRecord(index, center, sibling, center, constant: 0, views: views)
        }
      }
    default:
      let dimension: NSLayoutConstraint.Attribute = slot == 2 ? .width : .height
      var options = 3
      if sibling != nil { options += 1 }
      if record.isLabel { options += 2 }
      var choice = random.next(options)
      if slot == 2 && record.numberOfLines != 1 && (choice == 1 || choice >= 3 && sibling == nil) {
        // A multi-line label wraps at the width layout last gave it: a width that its content
        // decides would depend on that history (as in UIKit), so a required one decides it.
        choice = 0
      } else if slot == 2 && record.numberOfLines != 1 && choice > 3 {
        choice = 2
      }
      switch choice {
      case 0:
        made = ConstraintRecord(
          index, dimension, nil, .notAnAttribute, constant: CGFloat(10 + random.next(110)),
          views: views)
      case 1:
        made = ConstraintRecord(
          index, dimension, nil, .notAnAttribute, constant: CGFloat(10 + random.next(110)),
          priority: UILayoutPriority(random.pick(Self.optionalPriorities)), views: views)
      case 2:
        made = ConstraintRecord(
          index, dimension, parent, dimension, multiplier: random.pick([0.25, 0.5, 1]),
          constant: CGFloat(8 + random.next(3) * 4), views: views)
      case 3 where sibling != nil:
        made = ConstraintRecord(
          index, dimension, sibling, dimension, multiplier: random.pick([0.5, 1, 2]),
          constant: CGFloat(8 + random.next(3) * 4), views: views)
      default:
        made = nil
      }
    }
    if let made {
      made.live.isActive = true
      made.active = true
      constraints.append(made)
      record.slots[slot] = .constraint(made)
      log.append("pin v\(index).\(slot): \(describe(made))")
    } else if slot >= 2 && record.isLabel {
      record.slots[slot] = .intrinsic
      log.append("pin v\(index).\(slot): content size")
    } else {
      pin(index, slot)
    }
  }

  func describe(_ record: ConstraintRecord) -> String {
    var text = "v\(record.first).\(record.firstAttribute.rawValue) = "
    if let second = record.second {
      text += "\(record.multiplier) * v\(second).\(record.secondAttribute.rawValue) + "
    }
    return text + "\(record.constant) @\(record.priority.rawValue)"
  }

  /// Pins every slot of the views in trees the run keeps whose constraint went inactive (the
  /// roots themselves stay free).
  func repinAll() {
    for record in records
    where record.alive && record.parent != nil && record.autoresizingFrame == nil
      && !isArranged(record.index)
    {
      for slot in 0..<4 {
        switch record.slots[slot] {
        case .constraint(let constraint) where !constraint.active:
          record.slots[slot] = .unpinned
          pin(record.index, slot)
        case .unpinned: pin(record.index, slot)
        default: break
        }
      }
    }
  }

  /// Whether a constraint recorded before may decide its slot again: its items are alive and
  /// its second item is still the superview or an earlier sibling.
  func isValid(_ constraint: ConstraintRecord) -> Bool {
    guard records[constraint.first].alive else { return false }
    guard let second = constraint.second else { return true }
    guard records[second].alive else { return false }
    return records[constraint.first].parent == second
      || earlierSiblings(constraint.first).contains(second)
  }

  // MARK: Cutting

  /// Marks inactive, in the record, the constraints that join `inside` to the rest, and checks
  /// that the live ones agree.
  func cut(_ inside: Set<Int>, dead: Set<Int> = []) {
    for constraint in constraints where constraint.active {
      let items = constraint.items
      let touchesDead = items.contains { dead.contains($0) }
      let crosses =
        items.contains { inside.contains($0) } && items.contains { !inside.contains($0) }
      if touchesDead || crosses { constraint.active = false }
    }
  }

  // MARK: Operations

  func mainTreeViews() -> [Int] { subtree(0) }

  func randomConstraintSlot(in indices: [Int]) -> (ViewRecord, Int, ConstraintRecord)? {
    var found: [(ViewRecord, Int, ConstraintRecord)] = []
    for index in indices {
      for slot in 0..<4 {
        if case .constraint(let constraint) = records[index].slots[slot], constraint.active {
          found.append((records[index], slot, constraint))
        }
      }
    }
    return found.isEmpty ? nil : random.pick(found)
  }

  func changeConstant(in indices: [Int]) {
    guard let (record, slot, constraint) = randomConstraintSlot(in: indices) else { return }
    let value: CGFloat
    if slot >= 2 {
      value =
        constraint.second == nil
        ? CGFloat(10 + random.next(110)) : CGFloat(8 + random.next(4) * 4)
    } else {
      value = constraint.constant + CGFloat(random.next(21) - 10)
    }
    constraint.constant = value
    constraint.live.constant = value
    log.append("constant v\(record.index).\(slot) = \(value)")
  }

  func changePriority() {
    var optional: [ConstraintRecord] = []
    for constraint in constraints where constraint.active && constraint.priority != .required {
      optional.append(constraint)
    }
    guard !optional.isEmpty else { return }
    let constraint = random.pick(optional)
    let priority = UILayoutPriority(random.pick(Self.optionalPriorities))
    constraint.priority = priority
    constraint.live.priority = priority
    log.append("priority \(describe(constraint))")
  }

  func replaceSlot() {
    let candidates = mainTreeViews().filter {
      records[$0].parent != nil && records[$0].autoresizingFrame == nil && !isArranged($0)
    }
    guard !candidates.isEmpty else { return }
    let record = records[random.pick(candidates)]
    let slot = random.next(4)
    let old: ConstraintRecord?
    if case .constraint(let constraint) = record.slots[slot] { old = constraint } else { old = nil }
    let parked = record.parked[slot].flatMap { parked in
      isValid(parked)
        && (slot != 2 || record.numberOfLines == 1 || parked.priority == .required)
        ? parked : nil
    }
    let activateFirst = random.chance(50)
    func deactivateOld() {
      guard let old else { return }
      old.live.isActive = false
      old.active = false
    }
    if !activateFirst { deactivateOld() }
    if let parked, random.chance(60) {
      parked.live.isActive = true
      parked.active = true
      record.slots[slot] = .constraint(parked)
      log.append("toggle v\(record.index).\(slot) to \(describe(parked))")
    } else {
      pin(record.index, slot)
    }
    if activateFirst { deactivateOld() }
    record.parked[slot] = old
  }

  func changeContent(in indices: [Int]) {
    let labels = indices.filter { records[$0].isLabel }
    guard !labels.isEmpty else { return }
    let record = records[random.pick(labels)]
    switch random.next(4) {
    case 0: record.fontSize = random.pick(Self.fontSizes)
    case 1 where !record.isHidden:
      // Multi-line only where a required constraint decides the width (see `pin`).
      var requiredWidth = false
      if case .constraint(let width) = record.slots[2], width.priority == .required {
        requiredWidth = true
      }
      if record.autoresizingFrame != nil { requiredWidth = true }
      record.numberOfLines = record.numberOfLines == 1 && requiredWidth ? 0 : 1
    case 2:
      record.hugging = random.pick(Self.huggings)
      record.compression = random.pick(Self.compressions)
    default: record.text = random.pick(Self.texts)
    }
    applyContent(record.index)
    log.append("content v\(record.index)")
  }

  func randomFrame() -> CGRect {
    CGRect(
      x: CGFloat(random.next(120) - 10), y: CGFloat(random.next(120) - 10),
      width: CGFloat(10 + random.next(110)), height: CGFloat(10 + random.next(110)))
  }

  /// Gives a view of the screen's tree its frame back as what decides it
  /// (`translatesAutoresizingMaskIntoConstraints`), or its own constraints instead.
  func toggleAutoresizing() {
    guard let index = movable(), !isArranged(index) else { return }
    let record = records[index]
    let live = view(index)
    if record.autoresizingFrame != nil {
      record.autoresizingFrame = nil
      live.translatesAutoresizingMaskIntoConstraints = false
      record.slots = [.unpinned, .unpinned, .unpinned, .unpinned]
      log.append("constraints for v\(index)")
    } else {
      makeAutoresizing(index)
    }
  }

  func makeAutoresizing(_ index: Int) {
    let record = records[index]
    let live = view(index)
    for slot in 0..<4 {
      if case .constraint(let constraint) = record.slots[slot], constraint.active {
        constraint.live.isActive = false
        constraint.active = false
      }
    }
    record.slots = [.unpinned, .unpinned, .unpinned, .unpinned]
    let frame = randomFrame()
    record.autoresizingFrame = frame
    live.translatesAutoresizingMaskIntoConstraints = true
    live.frame = frame
    log.append("autoresizing v\(index) \(frame)")
  }

  /// A new frame for a view whose frame decides it, or a new size for the screen.
  func changeFrame() {
    let candidates = mainTreeViews().filter { records[$0].autoresizingFrame != nil }
    if candidates.isEmpty || random.chance(30) {
      screenSize = random.pick([
        CGSize(width: 400, height: 700), CGSize(width: 700, height: 400),
        CGSize(width: 320, height: 568), CGSize(width: 1024, height: 768),
      ])
      root.frame = CGRect(origin: .zero, size: screenSize)
      log.append("screen \(screenSize)")
      return
    }
    let index = random.pick(candidates)
    let frame = randomFrame()
    records[index].autoresizingFrame = frame
    view(index).frame = frame
    log.append("frame v\(index) \(frame)")
  }

  /// Changes a stack view's axis, spacing or margins-relative arrangement, or hides or shows
  /// one of its arranged subviews.
  func changeStack() {
    let stacks = mainTreeViews().filter { records[$0].isStack }
    guard !stacks.isEmpty else { return }
    let record = records[random.pick(stacks)]
    guard let stack = view(record.index) as? UIStackView else { return }
    switch random.next(4) {
    case 0: record.axis = record.axis == .horizontal ? .vertical : .horizontal
    case 1: record.spacing = record.spacing == 0 ? 0.5 : 0
    case 2: record.marginsRelative.toggle()
    default:
      // A hidden arranged view keeps no size across the stack view: only a single-line label
      // with no subviews, whose content decides it, is hidden.
      let hideable = record.children.filter {
        records[$0].isHidden
          || records[$0].isLabel && records[$0].numberOfLines == 1 && records[$0].children.isEmpty
      }
      guard !hideable.isEmpty else { return }
      let child = records[random.pick(hideable)]
      child.isHidden.toggle()
      view(child.index).isHidden = child.isHidden
      log.append("hidden v\(child.index) \(child.isHidden)")
      return
    }
    Self.applyStack(record, to: stack)
    log.append("stack v\(record.index)")
  }

  func changeMargins() {
    let candidates = mainTreeViews().filter { !records[$0].isStack && !isArranged($0) }
    guard !candidates.isEmpty else { return }
    let record = records[random.pick(candidates)]
    record.margins = randomMargins()
    view(record.index).layoutMargins = record.margins
    log.append("margins v\(record.index)")
  }

  /// A view of the screen's tree other than the root, and a new superview for it outside its
  /// subtree.
  func movable() -> Int? {
    let candidates = mainTreeViews().filter { records[$0].parent != nil }
    return candidates.isEmpty ? nil : random.pick(candidates)
  }

  func detach(_ index: Int) {
    let inside = Set(subtree(index))
    let live = view(index)
    if let parent = records[index].parent {
      records[parent].children.removeAll { $0 == index }
    }
    records[index].parent = nil
    roots.append(live)
    live.removeFromSuperview()
    cut(inside)
  }

  func attach(_ index: Int) {
    let inside = Set(subtree(index))
    let targets = mainTreeViews().filter { !inside.contains($0) && !records[$0].isHidden }
    let target = random.pick(targets)
    records[target].children.append(index)
    records[index].parent = target
    if let stack = view(target) as? UIStackView {
      // Arranged: the stack decides its frame, so none of its own constraints stay.
      let record = records[index]
      for slot in 0..<4 {
        if case .constraint(let constraint) = record.slots[slot], constraint.active {
          constraint.live.isActive = false
          constraint.active = false
        }
      }
      record.slots = [.unpinned, .unpinned, .unpinned, .unpinned]
      record.autoresizingFrame = nil
      // An arranged subview may be narrower than any margins: none, so that its margins guide
      // (which its subviews may use) never needs a negative size.
      record.margins = .zero
      view(index).layoutMargins = .zero
      if random.chance(50) {
        stack.addArrangedSubview(view(index))
      } else {
        // As a plain subview first, then arranged (which keeps it where it is).
        stack.addSubview(view(index))
        stack.addArrangedSubview(view(index))
      }
    } else {
      view(target).addSubview(view(index))
    }
    roots.removeAll { $0 === records[index].live }
    log.append("attach v\(index) to v\(target)")
    if random.chance(25) && records[index].autoresizingFrame == nil && !isArranged(index) {
      makeAutoresizing(index)
    }
  }

  func move() {
    guard let index = movable() else { return }
    log.append("move v\(index)")
    detach(index)
    attach(index)
  }

  func detachAsCell() {
    guard roots.count < 4, let index = movable() else { return }
    log.append("detach v\(index)")
    detach(index)
  }

  func reattach() {
    guard roots.count > 1 else { return }
    let live = roots[1 + random.next(roots.count - 1)]
    guard let record = records.first(where: { $0.alive && $0.live === live }) else { return }
    attach(record.index)
  }

  /// Frees a subtree of the screen (or a detached one), keeping some of its views, which
  /// become roots of their own.
  func free() {
    let index: Int
    let detachedRoots = roots.dropFirst().compactMap { live in
      records.first { $0.alive && $0.live === live }?.index
    }
    if !detachedRoots.isEmpty && random.chance(40) {
      index = random.pick(detachedRoots)
    } else {
      guard let picked = movable() else { return }
      index = picked
    }
    let all = subtree(index)
    guard all.count > 1 else { return }
    var kept: [Int] = []
    for candidate in all.dropFirst() where random.chance(35) {
      // None inside another kept one: each kept view becomes a root.
      if kept.contains(where: { subtree($0).contains(candidate) }) { continue }
      kept.append(candidate)
    }
    var keptInside: Set<Int> = []
    for keptIndex in kept { keptInside.formUnion(subtree(keptIndex)) }
    let dead = Set(all).subtracting(keptInside)
    log.append("free v\(index) keeping \(kept)")
    var keep: [UIView] = kept.map { view($0) }
    weak let freed = records[index].live
    do {
      let live = view(index)
      if let parent = records[index].parent {
        records[parent].children.removeAll { $0 == index }
        records[index].parent = nil
        live.removeFromSuperview()
      }
      roots.removeAll { $0 === live }
    }
    if freed != nil { failures.append("v\(index) was not freed once out of every tree") }
    for deadIndex in dead {
      records[deadIndex].alive = false
      records[deadIndex].children = []
    }
    for keptIndex in kept {
      records[keptIndex].parent = nil
      // A kept view's slots outside its subtree: their constraints are inactive now.
    }
    for keptIndex in kept { cut(Set(subtree(keptIndex)), dead: dead) }
    if kept.isEmpty { cut([], dead: dead) }
    for keptIndex in kept {
      let live = view(keptIndex)
      if live.superview != nil { failures.append("kept v\(keptIndex) still has a superview") }
    }
    roots += keep
    keep.removeAll()
  }

  // MARK: Checking

  /// A fresh copy of the recorded tree under `rootIndex`: the views, their content and order,
  /// and the active constraints between them.
  func copy(of rootIndex: Int) -> (root: UIView, views: [Int: UIView]) {
    var views: [Int: UIView] = [:]
    for index in subtree(rootIndex) {
      let record = records[index]
      let view: UIView
      if index == 0 {
        view = UIView(frame: CGRect(origin: .zero, size: screenSize))
      } else if record.isStack {
        let stack = UIStackView()
        Self.applyStack(record, to: stack)
        view = stack
      } else if record.isLabel {
        let label = UILabel()
        label.text = record.text
        label.font = .systemFont(ofSize: record.fontSize)
        label.numberOfLines = record.numberOfLines
        Self.applyPriorities(of: record, to: label)
        view = label
      } else {
        view = UIView()
      }
      if let frame = record.autoresizingFrame {
        view.frame = frame
      } else if index != 0 {
        view.translatesAutoresizingMaskIntoConstraints = false
      }
      view.layoutMargins = record.margins
      view.isHidden = record.isHidden
      views[index] = view
      if let parent = record.parent, index != rootIndex {
        if let stack = views[parent] as? UIStackView {
          stack.addArrangedSubview(view)
        } else {
          views[parent]?.addSubview(view)
        }
      }
    }
    var made: [NSLayoutConstraint] = []
    for constraint in constraints
    where constraint.active && constraint.items.allSatisfy({ views[$0] != nil }) {
      made.append(constraint.copy(in: views))
    }
    NSLayoutConstraint.activate(made)
    return (views[rootIndex] ?? UIView(), views)
  }

  func checkActiveFlags() {
    for constraint in constraints
    where constraint.live.isActive != constraint.active
      && constraint.items.allSatisfy({ records[$0].alive })
    {
      failures.append(
        "step \(log.count): \(describe(constraint)) is \(constraint.live.isActive ? "" : "in")active"
          + " in the tree, recorded \(constraint.active ? "" : "in")active")
      constraint.active = constraint.live.isActive
    }
  }

  func layoutAndCompare(step: Int) {
    root.layoutIfNeeded()
    layouts += 1
    checkActiveFlags()
    let (copyRoot, copies) = copy(of: 0)
    copyRoot.layoutIfNeeded()
    for index in mainTreeViews() {
      guard let copy = copies[index] else { continue }
      let frame = view(index).frame
      let expected = copy.frame
      if abs(frame.minX - expected.minX) > 1e-6 || abs(frame.minY - expected.minY) > 1e-6
        || abs(frame.width - expected.width) > 1e-6
        || abs(frame.height - expected.height) > 1e-6
      {
        failures.append("step \(step): v\(index) frame \(frame), fresh layout \(expected)")
      }
    }
  }

  func measure(step: Int, index: Int? = nil, editBetween: Bool = false) {
    var candidates = mainTreeViews()
    for live in roots.dropFirst() {
      if let record = records.first(where: { $0.alive && $0.live === live }) {
        candidates.append(record.index)
      }
    }
    let target = index ?? random.pick(candidates)
    let (size, horizontal, vertical): (CGSize, UILayoutPriority, UILayoutPriority) =
      switch random.next(4) {
      case 0: (UIView.layoutFittingCompressedSize, .fittingSizeLevel, .fittingSizeLevel)
      case 1: (CGSize(width: 320, height: 0), .required, .fittingSizeLevel)
      case 2: (UIView.layoutFittingExpandedSize, .fittingSizeLevel, .fittingSizeLevel)
      default: (CGSize(width: 250, height: 900), UILayoutPriority(500), .fittingSizeLevel)
      }
    let rounds = editBetween ? 2 + random.next(3) : 1
    for round in 0..<rounds {
      if round > 0 {
        // A sizing cell bound to the next item: content and constants, then measured again.
        let inside = subtree(target)
        if random.chance(50) { changeContent(in: inside) } else { changeConstant(in: inside) }
      }
      if horizontal != .required
        && subtree(target).contains(where: { records[$0].isLabel && records[$0].numberOfLines != 1 }
        )
      {
        // A multi-line label wraps at the width its last layout gave it, so a fitting width
        // that its content decides depends on that history (as in UIKit): only a required
        // fitting width decides every width of such a subtree.
        continue
      }
      if mayMeasureNegativeSizes(target) || isArranged(target) { continue }
      let measured =
        horizontal == .fittingSizeLevel && vertical == .fittingSizeLevel && random.chance(50)
        ? view(target).systemLayoutSizeFitting(size)
        : view(target).systemLayoutSizeFitting(
          size, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
      measurements += 1
      let (_, copies) = copy(of: rootIndex(of: target))
      let expected =
        copies[target]?.systemLayoutSizeFitting(
          size, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
        ?? .zero
      log.append("measure v\(target) \(size) \(horizontal.rawValue)/\(vertical.rawValue)")
      if abs(measured.width - expected.width) > 1e-6
        || abs(measured.height - expected.height) > 1e-6
      {
        failures.append(
          "step \(step): v\(target) fitting \(size) at \(horizontal.rawValue)/\(vertical.rawValue)"
            + " measured \(measured), fresh copy \(expected)")
      }
    }
  }

  /// Whether a fitting solution of the subtree may give a view or margins guide a negative size.
  ///
  /// Stack spacing or a margins guide in use may. Fitting does not guard against those (a
  /// layout does, with a guard that stays once a size came out negative), so such a size then
  /// depends on the tree's history (see the known issue below).
  func mayMeasureNegativeSizes(_ target: Int) -> Bool {
    let inside = Set(subtree(target))
    for index in inside where records[index].isStack {
      if records[index].spacing > 0 || records[index].marginsRelative { return true }
    }
    for constraint in constraints
    where constraint.active && constraint.items.contains(where: { inside.contains($0) }) {
      let margins: [NSLayoutConstraint.Attribute] = [
        .leadingMargin, .trailingMargin, .topMargin, .bottomMargin,
      ]
      if margins.contains(constraint.firstAttribute) || margins.contains(constraint.secondAttribute)
      {
        return true
      }
    }
    return false
  }

  func run(steps: Int) {
    build()
    layoutAndCompare(step: 0)
    for step in 1...steps {
      let operation = random.next(100)
      switch operation {
      case 0..<14: changeConstant(in: mainTreeViews())
      case 14..<20: changePriority()
      case 20..<32: replaceSlot()
      case 32..<42: changeContent(in: mainTreeViews())
      case 42..<44: random.chance(50) ? changeMargins() : changeStack()
      case 44..<48: random.chance(40) ? toggleAutoresizing() : changeFrame()
      case 52..<60: move()
      case 60..<65: detachAsCell()
      case 65..<71: reattach()
      case 71..<76: free()
      case 76..<86: measure(step: step)
      case 86..<92: measure(step: step, editBetween: true)
      default:
        // Edits inside a detached subtree, then a measurement of it.
        if roots.count > 1, let record = records.first(where: { $0.alive && $0.live === roots[1] })
        {
          let inside = subtree(record.index)
          if random.chance(50) { changeContent(in: inside) } else { changeConstant(in: inside) }
          measure(step: step, index: record.index)
        }
      }
      repinAll()
      if random.chance(40) || step == steps { layoutAndCompare(step: step) }
      if failures.count > 5 { return }
    }
  }
}

@MainActor
@Suite("Incremental layout against fresh layouts")
struct IncrementalDifferentialTests {
  /// How many seeds the random test runs (each 30 to 60 steps).
  static let seeds: UInt64 = 26

  @Test(
    "Random edits, moves, teardowns and measurements lay out and measure as a fresh copy of the tree does"
  )
  func randomEditsMatchFreshLayouts() {
    var totalSteps = 0
    var totalLayouts = 0
    var totalMeasurements = 0
    for seed in 0..<Self.seeds {
      let run = DifferentialRun(seed: 0xD1FF_0000 + seed)
      let steps = 30 + Int(seed % 31)
      let issues = LayoutDiagnostics.capture { run.run(steps: steps) }
      totalSteps += steps
      totalLayouts += run.layouts
      totalMeasurements += run.measurements
      #expect(
        run.failures.isEmpty,
        """
        seed \(seed): \(run.failures.joined(separator: "\n"))
        log:
        \(run.log.joined(separator: "\n"))
        """)
      #expect(
        issues.isEmpty, "seed \(seed): \(issues.map(\.message).joined(separator: "\n"))")
    }
    // Every seed lays out at its end, and the runs measure as they go.
    #expect(totalLayouts >= Int(Self.seeds) && totalMeasurements > Int(Self.seeds))
    print(
      "Incremental differential: \(Self.seeds) seeds, \(totalSteps) steps, \(totalLayouts) layouts"
        + " compared, \(totalMeasurements) measurements compared")
  }

  // Minimal reproductions of what the random test found.

  @Test(
    "A constraint to a margin attribute is laid out by one layoutIfNeeded when the margins guide it makes holds its view's size up"
  )
  func marginAttributeGuideSettlesInOnePass() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 700))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    box.layoutMargins = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    box.addSubview(child)
    let height = box.heightAnchor.constraint(equalToConstant: 1)
    height.priority = UILayoutPriority(500)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 100), height,
      // The margins guide is made while the engine adds this constraint, in the first solve.
      NSLayoutConstraint(
        item: child, attribute: .trailing, relatedBy: .equal, toItem: box,
        attribute: .leadingMargin, multiplier: 1, constant: 15),
      child.topAnchor.constraint(equalTo: box.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // The guide is the box less 2 on each side and its height cannot be negative, so the box is
    // at least 4 tall: the optional height of 1 gives way. The child ends 15 after the guide's
    // leading edge (2): at 17, so it starts at 7.
    #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 4))
    #expect(child.frame == CGRect(x: 7, y: 0, width: 10, height: 10))
    // Nothing was left for a second call.
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 4))
  }

  @Test(
    "A hidden arranged view that leaves its stack view takes none of the stack view's constraints with it"
  )
  func hiddenArrangedViewLeavesItsHidingConstraints() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 700))
    let stack = UIStackView()
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    let label = UILabel()
    label.text = "Hello"
    let other = UILabel()
    other.text = "World"
    stack.addArrangedSubview(label)
    stack.addArrangedSubview(other)
    label.isHidden = true
    root.layoutIfNeeded()
    // Hidden, it is collapsed along the stack view's axis ('UISV-hiding', held by the label).
    #expect(label.frame.width == 0)
    label.removeFromSuperview()
    #expect(label.constraints.isEmpty)
    // Alone, with no constraints, a view measures its intrinsic content size.
    #expect(
      label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == label.intrinsicContentSize)
    // And laid out elsewhere before its old stack view lays out again, it keeps its width.
    let secondRoot = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    label.translatesAutoresizingMaskIntoConstraints = false
    secondRoot.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: secondRoot.leadingAnchor),
      label.topAnchor.constraint(equalTo: secondRoot.topAnchor),
    ])
    secondRoot.layoutIfNeeded()
    #expect(label.frame.size == label.intrinsicContentSize)
  }

  @Test(
    "A view measures the same whether or not a layout has found its margins guide too small before"
  )
  func fittingDoesNotDependOnNegativeSizeHistory() {
    func makeBox() -> UIView {
      let box = UIView()
      box.layoutMargins = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
      let child = UIView()
      child.translatesAutoresizingMaskIntoConstraints = false
      box.addSubview(child)
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
        child.topAnchor.constraint(equalTo: box.layoutMarginsGuide.topAnchor),
        child.widthAnchor.constraint(equalToConstant: 10),
        child.heightAnchor.constraint(equalToConstant: 10),
      ])
      return box
    }
    let fresh = makeBox()
    let freshSize = fresh.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    // The same tree, laid out once 1 point tall: its margins guide's height came out negative,
    // and the guard that keeps it at zero or more stays.
    let box = makeBox()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 700))
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let height = box.heightAnchor.constraint(equalToConstant: 1)
    height.priority = UILayoutPriority(500)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor), width, height,
    ])
    root.layoutIfNeeded()
    #expect(box.frame.height == 4)
    // Back to the fresh tree's constraints: out of the screen, without the size constraints.
    box.removeFromSuperview()
    NSLayoutConstraint.deactivate([width, height])
    let measured = box.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    withKnownIssue(
      """
      Sizes are guarded against going negative only once a layout has found them negative (a \
      required >= 0 added then, and kept): a fitting solution adds no guard, so a margins guide \
      (or a view) can come out negative there, and the fitting size depends on whether an \
      earlier layout of the tree added the guard. With every size non-negative, as HeadlessUIKit \
      documents, the box (margins 2 on each side) measures 4 x 4 both times.
      """
    ) {
      #expect(freshSize == CGSize(width: 4, height: 4))
      #expect(measured == CGSize(width: 4, height: 4))
    }
  }
}
