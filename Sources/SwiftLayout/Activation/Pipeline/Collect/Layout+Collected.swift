extension Layout {
  /// Flattens this layout into its items and declared constraints.
  ///
  /// The collector does not retain the items: use it only while this layout value lives.
  func collected(expectedCount: Int = 0, expectedTemplates: Int = 0) -> LayoutCollector {
    var collector = LayoutCollector()
    if expectedCount > 0 {
      collector.nodes.reserveCapacity(expectedCount)
      collector.indexOfItem.reserveCapacity(expectedCount)
    }
    if expectedTemplates > 0 {
      collector.templates = LayoutCollector.takeTemplates(capacity: expectedTemplates)
    }
    _collect(into: &collector)
    return collector
  }
}

extension LayoutCollector {
  /// The storage of the templates of collections no longer compared with (an update collects
  /// while its baseline still holds the last collection), kept for the next collections: a
  /// large layout's templates take over a hundred kilobytes.
  @MainActor private static var spareTemplates = SpareArrays<AnchorTemplate>()

  /// Keeps the storage of `templates`, no longer needed, for ``takeTemplates(capacity:)``.
  @MainActor
  static func recycle(_ templates: consuming [AnchorTemplate]) {
    spareTemplates.keep(templates)
  }

  /// Empty template storage with room for `capacity` templates: spare storage when some is
  /// large enough.
  @MainActor
  static func takeTemplates(capacity: Int) -> [AnchorTemplate] {
    if let spare = spareTemplates.take(capacity: capacity) { return spare }
    var templates: [AnchorTemplate] = []
    templates.reserveCapacity(capacity)
    return templates
  }

  /// The diagnostics of what collecting found: items declared inside themselves or under two
  /// parents, and identifiers given twice.
  @MainActor
  func collectionDiagnostics() -> [LayoutDiagnostic] {
    var diagnostics: [LayoutDiagnostic] = []
    for index in cycles {
      diagnostics.append(
        LayoutDiagnostic(
          "\(itemName(nodes[index].item)) is declared inside its own sublayout; "
            + "it stays where it was first declared"))
    }
    for (index, parent) in redeclared {
      let first = nodes[index].parent
      diagnostics.append(
        LayoutDiagnostic(
          "\(itemName(nodes[index].item)) is declared in "
            + "\(parent >= 0 ? itemName(nodes[parent].item) : "the layout's top level") "
            + "and in \(first >= 0 ? itemName(nodes[first].item) : "another place"); "
            + "it stays where it was first declared, and all its constraints are relative to it"))
    }
    for (identifier, index) in repeatedIdentifiers {
      // Both items may be named after the identifier by now: they are told by type and parent.
      func place(_ node: Int) -> String {
        let parent = nodes[node].parent
        let type = String(describing: type(of: nodes[node].item))
        return parent >= 0 ? "a \(type) in \(itemName(nodes[parent].item))" : "a \(type)"
      }
      let first = identifiedItems[identifier].map(place) ?? "another item"
      diagnostics.append(
        LayoutDiagnostic(
          "identifier \"\(identifier)\" is given to more than one item (\(first), then "
            + "\(place(index))); constraints naming it refer to the first"))
    }
    return diagnostics
  }
}
