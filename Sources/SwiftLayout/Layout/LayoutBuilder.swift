/// Builds a ``Layout`` from a block of views, layout guides and layouts.
///
/// Views and layout guides written bare are layout nodes. `if`, `if let`, `switch`, `for … in`
/// and `if #available` work, and a block may hold any number of children.
///
/// ```swift
/// root.sublayout {
///   titleLabel
///   if showsDetail {
///     detailLabel.anchors { Anchors.top.equalTo(titleLabel, attribute: .bottom) }
///   }
/// }
/// ```
@MainActor
@resultBuilder
public enum LayoutBuilder {
  /// Makes a layout part of the block.
  public static func buildExpression(_ layout: some Layout) -> LayoutList {
    if let list = layout as? LayoutList { return list }
    let arena = LayoutArena.forNew
    let start = arena.records.count
    arena.appendLayout(layout)
    return LayoutList(range: ArenaRange(arena, start, start + 1))
  }

  /// Makes a view's node part of the block.
  @inlinable
  public static func buildExpression<View>(_ layout: ViewLayout<View>) -> LayoutList {
    LayoutList(range: layout.range)
  }

  /// Makes an optional layout part of the block when it is not `nil`.
  public static func buildExpression(_ layout: (any Layout)?) -> LayoutList {
    guard let layout else { return LayoutList() }
    return buildExpression(layout)
  }

  /// Makes a view a node of the block; an optional view adds nothing when it is `nil`.
  ///
  /// One overload takes both, so that a bare view costs the type checker no extra candidate.
  public static func buildExpression(_ view: SLView?) -> LayoutList {
    guard let view else { return LayoutList() }
    let arena = LayoutArena.forNew
    let start = arena.appendItem(view, kind: .view)
    return LayoutList(range: ArenaRange(arena, start, arena.records.count))
  }

  /// Makes a layout guide a node of the block; an optional guide adds nothing when it is `nil`.
  public static func buildExpression(_ guide: SLLayoutGuide?) -> LayoutList {
    guard let guide else { return LayoutList() }
    let arena = LayoutArena.forNew
    let start = arena.appendItem(guide, kind: .guide)
    return LayoutList(range: ArenaRange(arena, start, arena.records.count))
  }

  /// Builds an empty block.
  public static func buildBlock() -> LayoutList {
    LayoutList()
  }

  /// Starts a block with its first statement.
  @inlinable
  public static func buildPartialBlock(first: consuming LayoutList) -> LayoutList {
    first
  }

  /// Appends the next statement of a block (its records follow the block's: nothing is
  /// copied).
  public static func buildPartialBlock(
    accumulated: consuming LayoutList, next: consuming LayoutList
  ) -> LayoutList {
    LayoutList(range: accumulated.range.followed(by: next.range))
  }

  /// Supports `if` without `else`.
  @inlinable
  public static func buildOptional(_ component: consuming LayoutList?) -> LayoutList {
    component ?? LayoutList()
  }

  /// Supports the first branch of `if`/`else` and `switch`.
  @inlinable
  public static func buildEither(first component: consuming LayoutList) -> LayoutList {
    component
  }

  /// Supports the other branches of `if`/`else` and `switch`.
  @inlinable
  public static func buildEither(second component: consuming LayoutList) -> LayoutList {
    component
  }

  /// Supports `for … in`.
  public static func buildArray(_ components: [LayoutList]) -> LayoutList {
    var range = ArenaRange()
    for index in components.indices {
      range = range.followed(by: components[index].range)
    }
    return LayoutList(range: range)
  }

  /// Supports `if #available`.
  @inlinable
  public static func buildLimitedAvailability(_ component: consuming LayoutList) -> LayoutList {
    component
  }
}
