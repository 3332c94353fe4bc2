/// What the next update compares with to take an early exit of the pipeline: the layout last
/// applied, as collected and, when it can be compared without collecting, as recorded.
///
/// Both forms describe the same applied layout. The collected form (``nodes``, ``templates``)
/// serves the collector-level constants-only exit and the reuse of unchanged leading and
/// trailing items when resolving; the recorded form (``records``) serves the record-level
/// constants-only exit, which skips collecting. Neither retains the items it names: they are
/// compared by identity only, never dereferenced.
struct UpdateBaseline {
  /// The records of the applied layout, and their range, when they describe it one to one.
  struct Records {
    /// Shares the storage of the arena the records were written to.
    var records: [LayoutRecord]
    var range: Range<Int>
  }

  /// The items of the applied layout.
  private(set) var nodes: [LayoutCollector.Node] = []
  /// The templates of the applied layout, in the nodes' ranges.
  private(set) var templates: [AnchorTemplate] = []
  /// The identifiers of the applied layout and the items they named.
  private(set) var identifiedItems: [String: Int] = [:]
  /// Whether the layout was applied without diagnostics or cycles, so that every template
  /// became one kept constraint, in order; nothing else of the baseline is read otherwise.
  private(set) var isUsable = false
  /// Whether some item of the layout is a stack view arranging its children.
  private(set) var hasStackParents = false
  /// The recorded form, `nil` when the layout cannot be compared by its records.
  private(set) var records: Records? {
    willSet {
      // The previous records' arena is usually gone: their storage serves the next layout.
      if let records = records?.records { LayoutArena.recycle(records) }
    }
  }

  /// Keeps `collector` (by reference: the arrays are not copied) as the collected form, once
  /// it has been applied with `diagnostics`; the recorded form is forgotten.
  @MainActor
  mutating func keep(_ collector: LayoutCollector, diagnostics: [LayoutDiagnostic]) {
    records = nil
    let usable = diagnostics.isEmpty && collector.isWellFormed
    nodes = usable ? collector.nodes : []
    var previous = usable ? collector.templates : []
    swap(&previous, &templates)
    LayoutCollector.recycle(previous)
    identifiedItems = usable ? collector.identifiedItems : [:]
    isUsable = usable
    hasStackParents = usable && collector.hasStackParents
  }

  /// Keeps the records of `range` as the recorded form when they describe the applied
  /// `collector` one to one: each item record a node of its own, each template record one of
  /// the `constraintCount` kept constraints, in order, and no identifier or layout that collects
  /// itself.
  mutating func keepRecords(
    of range: ArenaRange?, collectedAs collector: LayoutCollector, constraintCount: Int
  ) {
    records = nil
    guard isUsable, collector.onlyPlainRecords, let range, let arena = range.arena else { return }
    // The collector counted the records as it read them (and nothing else added items or
    // templates: layouts that collect themselves clear `onlyPlainRecords`).
    var declared = 0
    for node in collector.nodes { declared += node.templateCount }
    guard collector.recordedItems == collector.nodes.count,
      collector.recordedTemplates == declared, declared == constraintCount
    else { return }
    keepRecords(of: range, in: arena)
  }

  /// Keeps the records of `range`, which match the recorded form but for template constants.
  mutating func keepRecords(of range: ArenaRange, in arena: LayoutArena) {
    arena.lendsRecords = true
    records = Records(records: arena.records, range: range.start..<range.end)
  }

  /// Forgets the recorded form (the applied layout is about to change).
  mutating func forgetRecords() {
    records = nil
  }

  /// Forgets both forms: the next update compares in full.
  @MainActor
  mutating func forget() {
    self.records = nil
    var previous: [AnchorTemplate] = []
    swap(&previous, &templates)
    LayoutCollector.recycle(previous)
    self = UpdateBaseline()
  }
}
