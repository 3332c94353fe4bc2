import Foundation

extension Activation {
  /// Makes the views, layout guides and constraints of this activation those `layout`
  /// declares, touching only what differs: the DSL's one update pipeline, which ``Layout/active()``,
  /// ``Layout/finalActive()`` and ``Layout/update(fromActivation:)`` all run.
  ///
  /// The steps, each a folder of `Activation/Pipeline/`, in the order they run:
  ///
  /// 1. **Collect** (`Collect/`): flatten the layout value into a ``LayoutCollector``, its items
  ///    in declaration order with their parents and constraint templates.
  /// 2. **Resolve** (`Resolve/`): turn each template into a ``ConstraintKey`` (items, attributes,
  ///    relation, multiplier, priority) and a constant, reporting the ones that cannot be made;
  ///    the unchanged leading and trailing items of an update take their kept keys unresolved.
  /// 3. **Diff** (`Diff/`): match the resolved constraints with the kept ones: the common prefix
  ///    and suffix position by position, the window between them by key.
  /// 4. **ApplyHierarchy** (`ApplyHierarchy/`): deactivate the constraints that went away,
  ///    remove the items that left the layout and place the new and moved ones.
  /// 5. **ApplyConstraints** (`ApplyConstraints/`): activate the new constraints (and kept ones
  ///    someone deactivated), then keep the ``UpdateBaseline``, the identifiers and the
  ///    diagnostics, and call the activation handlers.
  ///
  /// Early exits, each taken only when the result is what the full pipeline would give:
  ///
  /// - **Record-level constants-only** (`Diff/Activation+RecordedConstants.swift`), before
  ///   Collect: the layout's arena records equal the baseline's recorded form but for template
  ///   constants, so only constants change, set in place. When it does not apply, it tells
  ///   Resolve how many leading items it found unchanged, which are then not compared again.
  /// - **Collector-level constants-only** (`Diff/Activation+ConstantsOnly.swift`), after
  ///   Collect: the collected items and templates equal the baseline's collected form but for
  ///   constants.
  /// - **First activation** (`isFirst`, or nothing kept yet): Resolve makes every constraint as
  ///   it goes and Diff is skipped.
  ///
  /// **Retry:** kept constraints are matched by the identities of their items, and a new item
  /// may take the address of a deallocated one. When ApplyConstraints finds a kept constraint
  /// that lost an item, it stops before activating anything; the constraints of deallocated
  /// items are forgotten and the pipeline runs once more from Resolve, without the early exits.
  ///
  /// - Complexity: O(n) comparisons for n declared items and constraints, plus UIKit work
  ///   proportional to what changed.
  func update(to layout: some Layout, isFirst: Bool) {
    let recorded = (layout as? any RecordedLayout)?.recordedRange
    let collector: LayoutCollector
    var comparedRecords = false
    // How many leading items the failed record-level exit found unchanged, so that resolving
    // does not compare them with the baseline again.
    var matchedItems = 0
    if isFirst {
      // Room for the items and templates the records hold (a view usually declares several
      // constraints; there are never more templates than records), so that collecting does not
      // grow its tables as it goes.
      let records = recorded.map { $0.end - $0.start } ?? 0
      collector = layout.collected(expectedCount: records / 4, expectedTemplates: records)
    } else {
      if hasDeallocatedRoot() {
        // A new root may have taken the released one's identity: compare without its constraints.
        forgetConstraintsOfDeallocatedItems()
      }
      // Early exit: the record-level constants-only update.
      if let recorded,
        applyRecordedConstants(recorded, compared: &comparedRecords, matchedItems: &matchedItems)
      {
        return
      }
      collector = layout.collected(
        expectedCount: nodeIDs.count, expectedTemplates: constraintKeys.count)
    }
    // Records that differ from the baseline's (which describe the applied layout one to one)
    // seldom collect to the same constraints but for constants; the full comparison applies
    // those correctly too.
    if !apply(
      collector, triesConstantsOnly: !isFirst && !comparedRecords, matchedItems: matchedItems)
    {
      // The retry: compare again without the constraints of deallocated items, which the new
      // items get back.
      forgetConstraintsOfDeallocatedItems()
      _ = apply(collector, triesConstantsOnly: false, matchedItems: 0)
    }
    baseline.keepRecords(
      of: recorded, collectedAs: collector, constraintCount: constraintObjects.count)
  }

  /// Runs the pipeline from the collector-level early exit on; returns `false`, before
  /// activating anything, when a kept constraint turns out to have a deallocated item.
  ///
  /// `matchedItems` leading items of `collector` are known to declare what the baseline's did.
  private func apply(
    _ collector: LayoutCollector, triesConstantsOnly: Bool, matchedItems: Int
  ) -> Bool {
    baseline.forgetRecords()
    // Early exit: the collector-level constants-only update.
    if triesConstantsOnly && applyConstantsOnly(collector) { return true }
    var diagnostics = collector.collectionDiagnostics()
    var changes = ConstraintChanges()
    if constraintKeys.isEmpty && constraintObjects.isEmpty {
      // Early exit from Diff: a first activation (or one over an empty layout), where every
      // constraint is new and is made as it is resolved.
      let made = collector.resolveAndMakeConstraints(diagnostics: &diagnostics)
      constraintKeys = made.keys
      constraintConstants = made.constants
      constraintObjects = made.objects
      changes.keepAlive = made.keepAlive
      changes.createdAll = true
    } else {
      let resolved = collector.resolveConstraints(
        diagnostics: &diagnostics, reusing: reusedConstraints(collector, matchedItems: matchedItems)
      )
      diffConstraints(resolved, into: &changes)
      changes.keepAlive = resolved.keepAlive
    }
    if !changes.toDeactivate.isEmpty {
      SLLayoutConstraint.deactivate(changes.toDeactivate)
      changes.statistics.constraintsDeactivated = changes.toDeactivate.count
    }
    applyHierarchy(collector, statistics: &changes.statistics)
    guard activateConstraints(&changes) else { return false }
    finish(collector, diagnostics: diagnostics, changes: changes)
    return true
  }
}

/// What Diff decided, for the apply steps: the constraints to deactivate and to activate, and
/// the statistics of the update so far.
struct ConstraintChanges {
  /// Kept constraints no longer declared.
  var toDeactivate: [SLLayoutConstraint] = []
  /// The indices of the constraints made for the new layout, in increasing order (empty when
  /// `createdAll`).
  var created: [Int] = []
  /// Whether every constraint was made for the new layout (a first activation).
  var createdAll = false
  /// The objects the resolved constraints named, kept alive until the constraints are made.
  var keepAlive: [AnyObject] = []
  var statistics = LayoutUpdateStatistics()
}
