import Foundation

extension Activation {
  /// Activates the constraints made for the new layout, and the kept ones someone deactivated
  /// by hand (or that a moved view lost with its old parent); returns `false`, having activated
  /// nothing, when a kept inactive constraint lost a deallocated item (the pipeline's retry).
  func activateConstraints(_ changes: inout ConstraintChanges) -> Bool {
    let created = changes.created
    if changes.createdAll || created.count == constraintObjects.count {
      // Every constraint is new (a first activation): activate them as they are.
      if !constraintObjects.isEmpty {
        SLLayoutConstraint.activate(constraintObjects)
      }
      changes.statistics.constraintsActivated = constraintObjects.count
      return true
    }
    // The new constraints are not active yet: they are among the inactive ones, with the kept
    // ones someone deactivated.
    let objects = constraintObjects
    let toActivate = objects.indices(lendingEachTo: { !$0.isActive }).map { objects[$0] }
    // Kept constraints are inactive too: one may have been matched by the identity of a
    // deallocated item, which a new item took over.
    if toActivate.count > created.count
      && toActivate.contains(where: Activation.hasDeallocatedItem)
    {
      return false
    }
    if !toActivate.isEmpty {
      SLLayoutConstraint.activate(toActivate)
    }
    changes.statistics.constraintsActivated = toActivate.count
    return true
  }

  /// Ends an update that ran the whole pipeline: keeps the identified items, the diagnostics,
  /// the statistics and the collected form of the baseline, then reports the diagnostics and
  /// calls the activation handlers.
  func finish(
    _ collector: LayoutCollector, diagnostics: [LayoutDiagnostic], changes: ConstraintChanges
  ) {
    identifiedItems = []
    if !collector.identifiedItems.isEmpty {
      for index in collector.nodes.indices {
        if let identifier = collector.identifier(of: index) {
          identifiedItems.append((identifier, Weak(object: collector.nodes[index].item)))
        }
      }
    }
    self.diagnostics = diagnostics
    lastUpdate = changes.statistics
    baseline.keep(collector, diagnostics: diagnostics)
    withExtendedLifetime(changes.keepAlive) {}
    for diagnostic in diagnostics {
      LayoutDiagnostic.handler(diagnostic)
    }
    for (index, handler) in collector.activateHandlers {
      handler(collector.nodes[index].item)
    }
  }
}
