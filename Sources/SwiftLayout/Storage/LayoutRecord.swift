/// One entry of a ``LayoutArena``: a view or layout guide, one of its constraint templates, the
/// start or end of an item's children, or a layout collected as it is.
///
/// Records are plain values (copied without reference counting): the arena that holds them
/// keeps their objects alive.
enum LayoutRecord {
  /// A view or layout guide, followed by its templates, then (when it has children) a
  /// ``begin`` record, their records and an ``end`` record.
  case item(ItemRecord)
  /// A constraint template of the item before it.
  case template(AnchorTemplate)
  /// Opens the children of the item before it (and its templates).
  case begin
  /// Closes the children of the nearest open item.
  case end
  /// A layout that collects itself (the index of its ``LayoutRecordExtra`` entry).
  case layout(Int32)

  /// Releases the objects the arena holds for the record.
  func releaseObjects() {
    switch self {
    case .item(let item): item.reference.release()
    case .template(let template): template.target.objectReference?.release()
    case .begin, .end, .layout: break
    }
  }

  /// Retains the objects the record names, for a second copy of it in an arena.
  func retainObjects() {
    switch self {
    case .item(let item): item.reference.retain()
    case .template(let template): template.target.objectReference?.retain()
    case .begin, .end, .layout: break
    }
  }
}

/// A view or layout guide recorded in a ``LayoutArena``.
struct ItemRecord {
  /// How an item record places its item.
  enum Kind: UInt8 {
    case view, plainSubview, guide
  }

  /// The item, retained by the arena.
  let reference: UnretainedReference
  /// The index of the item's ``LayoutRecordExtra`` entry (identifier, handlers), or `-1`.
  var extra: Int32
  var kind: Kind
}

/// What a few records carry besides plain values: identifiers, activation handlers and
/// layouts that collect themselves.
enum LayoutRecordExtra {
  case item(identifier: String?, handlers: [(AnyObject) -> Void])
  case layout(any Layout)
}

extension AnchorTargetReference {
  /// The object the target names, unretained.
  var objectReference: UnretainedReference? {
    switch self {
    case .item(let item), .xAxisAnchor(let item), .yAxisAnchor(let item), .dimension(let item):
      item
    case .superview, .none, .identifier: nil
    }
  }
}
