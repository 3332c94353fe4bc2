import Foundation

extension LayoutCollector {
  /// The topmost item above node `index` in the layout (following declared parents).
  func layoutRoot(of index: Int) -> Int {
    var current = index
    var steps = 0
    while nodes[current].parent >= 0 && steps <= nodes.count {
      current = nodes[current].parent
      steps += 1
    }
    return current
  }

  /// Whether `item` will share an ancestor with the item of node `index` once the layout is
  /// applied (the layout places its nodes under their declared parents; its root items, and
  /// items it does not declare, stay where they are).
  @MainActor
  func sharesTree(node index: Int, with item: UnretainedReference) -> Bool {
    if let other = indexOfItem[item.id] { return sharesTree(node: index, withNode: other) }
    return topItem(ofRoot: layoutRoot(of: index)) === topItem(of: item.object)
  }

  /// Whether the items of nodes `index` and `other` will share an ancestor once the layout is
  /// applied.
  @MainActor
  func sharesTree(node index: Int, withNode other: Int) -> Bool {
    // Siblings, or under one root of the layout: decided without reading the hierarchy.
    let parent = nodes[index].parent
    if parent >= 0 && parent == nodes[other].parent { return true }
    let root = layoutRoot(of: index)
    let otherRoot = layoutRoot(of: other)
    if otherRoot == root { return true }
    return topItem(ofRoot: root) === topItem(ofRoot: otherRoot)
  }

  /// The topmost view above the item of root node `root`, where it stays (or the item itself).
  @MainActor
  private func topItem(ofRoot root: Int) -> AnyObject {
    var top = nodes[root].item
    while let parent = Self.parent(of: top) { top = parent }
    return top
  }

  /// The topmost view above `item` once the layout is applied: an ancestor the layout declares
  /// ends up in the tree of its layout root.
  @MainActor
  private func topItem(of item: AnyObject) -> AnyObject {
    var current = item
    while true {
      if let index = indexOfItem[ObjectIdentifier(current)] {
        return topItem(ofRoot: layoutRoot(of: index))
      }
      guard let parent = Self.parent(of: current) else { return current }
      current = parent
    }
  }

  /// A view's superview, or a layout guide's owning view.
  @MainActor
  private static func parent(of item: AnyObject) -> AnyObject? {
    if let view = item as? SLView { return view.superview }
    if let guide = item as? SLLayoutGuide { return guide.owningView }
    return nil
  }
}
