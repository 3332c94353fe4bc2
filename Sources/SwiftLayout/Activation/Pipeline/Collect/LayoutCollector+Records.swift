extension LayoutCollector {
  /// Collects the records of `range`, in order, below the current parent.
  @MainActor
  mutating func collectRange(_ range: borrowing ArenaRange) {
    guard let arena = range.arena else { return }
    let savedParent = currentParent
    let savedArranges = arrangesSubviews
    // The parents of the open items, and whether each arranges its subviews.
    var open: [(parent: Int, arranges: Bool)] = []
    var position = range.start
    var lastItem = -1
    // Records are read from the arena one at a time: a layout collected here may write more.
    while position < range.end {
      switch arena.records[position] {
      case .item(let item):
        lastItem = addRecordedItem(item)
        recordedItems += 1
        if item.extra >= 0, case .item(let identifier, let handlers) = arena.extras[Int(item.extra)]
        {
          if let identifier {
            setIdentifier(identifier, of: lastItem)
            onlyPlainRecords = false
          }
          for handler in handlers {
            activateHandlers.append((lastItem, handler))
          }
        }
        position += 1
        let first = templates.count
        // Templates with distinct attributes cannot repeat one another: noting the attributes
        // here spares a second pass over them (case tags are below 64, see `hasRepeats`).
        var seenAttributes: UInt64 = 0
        var distinct = true
        while position < range.end, case .template(let template) = arena.records[position] {
          let bit = UInt64(1) << UInt64(truncatingIfNeeded: template.attribute.caseTag & 63)
          if seenAttributes & bit != 0 { distinct = false }
          seenAttributes |= bit
          templates.append(template)
          position += 1
        }
        if templates.count > first {
          recordedTemplates += templates.count - first
          addTemplates(appendedFrom: first, to: lastItem, distinctAttributes: distinct)
        }
      case .begin:
        open.append((currentParent, arrangesSubviews))
        if lastItem >= 0 {
          currentParent = lastItem
          arrangesSubviews = false
          // Most parents are plain views: one class comparison spares them the casts.
          if !nodes[lastItem].isGuide {
            let item = nodes[lastItem].item
            if ObjectIdentifier(type(of: item)) != ObjectIdentifier(SLView.self) {
              if item is SLStackView {
                arrangesSubviews = true
                nodes[lastItem].arrangesChildren = true
                hasStackParents = true
              } else {
                currentParent = contentParent(of: lastItem, item)
              }
            }
          }
        }
        position += 1
      case .end:
        if let (parent, arranges) = open.popLast() {
          currentParent = parent
          arrangesSubviews = arranges
        }
        position += 1
      case .template:
        position += 1
      case .layout(let extra):
        onlyPlainRecords = false
        if case .layout(let layout) = arena.extras[Int(extra)] {
          layout._collect(into: &self)
        }
        position += 1
      }
    }
    currentParent = savedParent
    arrangesSubviews = savedArranges
  }

  /// The node the children of the view `item` at `index` go into: the view itself, or the
  /// `contentView` of a visual effect view (UIKit wants content there, never in the effect view).
  ///
  /// The content view is recorded as a root: it belongs to the effect view, so activations
  /// neither add nor remove it.
  @MainActor
  private mutating func contentParent(of index: Int, _ item: AnyObject) -> Int {
    #if SWIFTLAYOUT_UIKIT_API
    guard let effectView = item as? SLVisualEffectView else { return index }
    let savedParent = currentParent
    currentParent = -1
    let content = add(UnretainedReference(effectView.contentView), placement: .root, isGuide: false)
    currentParent = savedParent
    return content
    #else
    return index
    #endif
  }

  /// Adds the item of `item` below the current parent and returns its index.
  @MainActor
  private mutating func addRecordedItem(_ item: ItemRecord) -> Int {
    if currentParent < 0 {
      return add(item.reference, placement: .root, isGuide: item.kind == .guide)
    }
    switch item.kind {
    case .guide: return add(item.reference, placement: .guide, isGuide: true)
    case .view where arrangesSubviews:
      return add(item.reference, placement: .arrangedSubview, isGuide: false)
    case .view, .plainSubview: return add(item.reference, placement: .subview, isGuide: false)
    }
  }
}
