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
  public static func buildExpression(_ layout: consuming any Layout) -> LayoutList {
    LayoutList([layout])
  }

  /// Makes an optional layout part of the block when it is not `nil`.
  public static func buildExpression(_ layout: consuming (any Layout)?) -> LayoutList {
    guard let layout else { return LayoutList() }
    return LayoutList([layout])
  }

  /// Makes a view a node of the block.
  public static func buildExpression(_ view: SLView) -> LayoutList {
    LayoutList([ViewLayout(view)])
  }

  /// Makes a layout guide a node of the block.
  public static func buildExpression(_ guide: SLLayoutGuide) -> LayoutList {
    LayoutList([GuideLayout(guide)])
  }

  /// Builds an empty block.
  public static func buildBlock() -> LayoutList {
    LayoutList()
  }

  /// Starts a block with its first statement.
  public static func buildPartialBlock(first: consuming LayoutList) -> LayoutList {
    first
  }

  /// Appends the next statement of a block.
  public static func buildPartialBlock(
    accumulated: consuming LayoutList, next: LayoutList
  ) -> LayoutList {
    accumulated.elements.append(contentsOf: next.elements)
    return accumulated
  }

  /// Supports `if` without `else`.
  public static func buildOptional(_ component: consuming LayoutList?) -> LayoutList {
    component ?? LayoutList()
  }

  /// Supports the first branch of `if`/`else` and `switch`.
  public static func buildEither(first component: consuming LayoutList) -> LayoutList {
    component
  }

  /// Supports the other branches of `if`/`else` and `switch`.
  public static func buildEither(second component: consuming LayoutList) -> LayoutList {
    component
  }

  /// Supports `for … in`.
  public static func buildArray(_ components: [LayoutList]) -> LayoutList {
    var elements: [any Layout] = []
    elements.reserveCapacity(components.count)
    for component in components {
      elements.append(contentsOf: component.elements)
    }
    return LayoutList(elements)
  }

  /// Supports `if #available`.
  public static func buildLimitedAvailability(_ component: consuming LayoutList) -> LayoutList {
    component
  }
}
