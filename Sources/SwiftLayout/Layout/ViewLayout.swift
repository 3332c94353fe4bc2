/// A view as a layout node: the view, its constraints and its sublayouts.
///
/// You get one from `view.sublayout { … }`, `view.anchors { … }`, `view.config { … }`,
/// `view.identifying(_:)` or `view.onActivate { … }`; every one of these chains on the result in
/// any order.
///
/// ```swift
/// contentView.anchors {
///   Anchors.shoe(view.safeAreaLayoutGuide, offset: 20)
/// }.sublayout {
///   titleLabel.anchors { Anchors.top.leading }
/// }
/// ```
public struct ViewLayout<View: SLView>: Layout {
  /// The view this node places.
  public let view: View
  /// The node's records: its item, its templates, then (once it has sublayouts) its children
  /// between a `begin` and an `end` record.
  @usableFromInline var range: ArenaRange

  /// Creates a node for `view` with no constraints and no sublayouts.
  public init(_ view: View) {
    self.view = view
    let arena = LayoutArena.forNew
    let start = arena.appendItem(view, kind: .view)
    range = ArenaRange(arena, start, start + 1)
  }

  init(_ view: View, range: ArenaRange) {
    self.view = view
    self.range = range
  }

  /// A node for `view` with the constraints of `content`.
  static func anchoring(_ view: View, _ content: () -> Anchors) -> Self {
    let anchors = content()
    let arena = LayoutArena.forNew
    let start = arena.appendItem(view, kind: .view)
    arena.appendTemplates(anchors)
    return ViewLayout(view, range: ArenaRange(arena, start, arena.records.count))
  }

  /// Adds the view (to the current parent), its constraints, then its sublayouts.
  public func _collect(into collector: inout _LayoutCollector) {
    collector.collectRange(range)
  }
}

extension ArenaRange {
  /// The item record a node's range starts with.
  var item: ItemRecord? {
    guard let arena, case .item(let item) = arena.records[start] else { return nil }
    return item
  }

  /// Where the node's templates end (and its children's `begin` record is, if any).
  var templatesEnd: Int {
    guard let arena else { return end }
    var position = start + 1
    while position < end, case .template = arena.records[position] {
      position += 1
    }
    return position
  }

  /// Whether the node has children (its range ends with an `end` record).
  var hasChildren: Bool {
    guard let arena, end > start, case .end = arena.records[end - 1] else { return false }
    return true
  }

  /// Whether this range ends where the arena does, so that it can grow in place.
  func isLast(in arena: LayoutArena) -> Bool {
    self.arena === arena && end == arena.records.count
  }

  /// How the node's item is placed, its identifier and its activation handlers.
  var itemDetails: (kind: ItemRecord.Kind, identifier: String?, handlers: [(AnyObject) -> Void]) {
    guard let arena, let item else { return (.view, nil, []) }
    if item.extra >= 0, case .item(let identifier, let handlers) = arena.extras[Int(item.extra)] {
      return (item.kind, identifier, handlers)
    }
    return (item.kind, nil, [])
  }

  /// Writes a copy of this node at the end of `arena` with the given item details, its
  /// templates then those of `anchors`, and its children (without their `end` record when
  /// `closed` is false); returns the copy's start.
  @MainActor
  func copyNode(
    to arena: LayoutArena,
    details: (kind: ItemRecord.Kind, identifier: String?, handlers: [(AnyObject) -> Void]),
    adding anchors: Anchors? = nil, closed: Bool = true
  ) -> Int {
    let newStart = arena.records.count
    guard let source = self.arena, let item else { return newStart }
    arena.appendItem(
      item.reference.object, kind: details.kind, identifier: details.identifier,
      handlers: details.handlers)
    let templatesEnd = self.templatesEnd
    arena.append(copyOf: ArenaRange(source, start + 1, templatesEnd))
    if let anchors { arena.appendTemplates(anchors) }
    if templatesEnd < end {
      arena.append(copyOf: ArenaRange(source, templatesEnd, closed ? end : end - 1))
    }
    return newStart
  }

  /// This node with the templates of `anchors` added: appended in place when nothing follows
  /// it, or a copy.
  @MainActor
  func addingTemplates(_ anchors: consuming Anchors) -> ArenaRange {
    if anchors.templates.isEmpty { return self }
    let arena = LayoutArena.forExtending(self)
    if isLast(in: arena) && !hasChildren {
      arena.appendTemplates(anchors)
      return ArenaRange(arena, start, arena.records.count)
    }
    let newStart = copyNode(to: arena, details: itemDetails, adding: anchors)
    return ArenaRange(arena, newStart, arena.records.count)
  }

  /// This node with other item details (a copy: records never change).
  @MainActor
  func changingItem(
    _ change: (inout (kind: ItemRecord.Kind, identifier: String?, handlers: [(AnyObject) -> Void]))
      -> Void
  ) -> ArenaRange {
    var details = itemDetails
    change(&details)
    let arena = LayoutArena.forNew
    let newStart = copyNode(to: arena, details: details)
    return ArenaRange(arena, newStart, arena.records.count)
  }

  /// This node with the layouts `content` builds added to its children.
  ///
  /// When nothing follows the node, its `begin` record is appended to it and the children are
  /// built right after, where they stay.
  @MainActor
  func addingChildren(_ content: () -> LayoutList) -> ArenaRange {
    let arena = LayoutArena.forExtending(self)
    arena.reserveForLayout()
    let hadChildren = hasChildren
    var newStart = start
    if isLast(in: arena) && !hadChildren {
      arena.records.append(.begin)
    } else {
      newStart = copyNode(to: arena, details: itemDetails, closed: false)
      if !hadChildren { arena.records.append(.begin) }
    }
    let childStart = arena.records.count
    LayoutArena.depth += 1
    let built = content().range
    LayoutArena.depth -= 1
    let adjacent =
      built.isEmpty
      || (built.arena === arena && built.start == childStart && built.end == arena.records.count)
    if !adjacent || arena.records.count != (built.isEmpty ? childStart : built.end) {
      // The children were not built right after the node: copy the open node, then them.
      if arena.records.count != childStart {
        let prefix = newStart..<childStart
        newStart = arena.records.count
        arena.appendCopy(of: prefix)
      }
      arena.append(copyOf: built)
    }
    arena.records.append(.end)
    return ArenaRange(arena, newStart, arena.records.count)
  }
}
