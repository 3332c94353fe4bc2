@testable import HeadlessUIKit

/// The random tree, its record, and the operations on both.
@MainActor
final class DifferentialRun {
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

}
