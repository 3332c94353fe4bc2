@testable import HeadlessUIKit

@MainActor
extension DifferentialRun {
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

}
