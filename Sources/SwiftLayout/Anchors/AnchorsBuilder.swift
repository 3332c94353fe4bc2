/// Builds the constraints of `anchors { … }` from a block of ``Anchors`` values.
///
/// `if`, `if let`, `switch`, `for … in` and `if #available` work; an optional value adds
/// nothing when it is `nil`.
@resultBuilder
public enum AnchorsBuilder {
  /// Makes an ``Anchors`` value part of the block.
  @inlinable
  public static func buildExpression(_ anchors: consuming Anchors) -> Anchors {
    anchors
  }

  /// Makes an optional ``Anchors`` value part of the block when it is not `nil`.
  @inlinable
  public static func buildExpression(_ anchors: consuming Anchors?) -> Anchors {
    anchors ?? Anchors()
  }

  /// Builds an empty block.
  @inlinable
  public static func buildBlock() -> Anchors {
    Anchors()
  }

  /// Starts a block with its first statement.
  @inlinable
  public static func buildPartialBlock(first: consuming Anchors) -> Anchors {
    first
  }

  /// Appends the next statement of a block.
  @inlinable
  public static func buildPartialBlock(accumulated: consuming Anchors, next: borrowing Anchors)
    -> Anchors
  {
    // `next` is borrowed: the block keeps its statements alive to its end anyway, and taking
    // them would make the caller copy each one.
    accumulated.append(borrowing: next)
    return accumulated
  }

  /// Supports `if` without `else`.
  @inlinable
  public static func buildOptional(_ component: consuming Anchors?) -> Anchors {
    component ?? Anchors()
  }

  /// Supports the first branch of `if`/`else` and `switch`.
  @inlinable
  public static func buildEither(first component: consuming Anchors) -> Anchors {
    component
  }

  /// Supports the other branches of `if`/`else` and `switch`.
  @inlinable
  public static func buildEither(second component: consuming Anchors) -> Anchors {
    component
  }

  /// Supports `for … in`.
  @inlinable
  public static func buildArray(_ components: [Anchors]) -> Anchors {
    var result = Anchors()
    for component in components {
      result.append(component)
    }
    return result
  }

  /// Supports `if #available`.
  @inlinable
  public static func buildLimitedAvailability(_ component: consuming Anchors) -> Anchors {
    component
  }
}
