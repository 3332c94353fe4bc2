/// Builds the constraints of `anchors { … }` from a block of ``Anchors`` values.
///
/// `if`, `if let`, `switch`, `for … in` and `if #available` work; an optional value adds
/// nothing when it is `nil`. A block is joined by one `buildBlock` call (one per length up to
/// ten statements, a variadic one past them), which takes its first statement's value as the
/// block's and appends the others to it, so that no partial result is copied.
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

  /// Builds a block of one statement.
  @inlinable
  public static func buildBlock(_ c0: consuming Anchors) -> Anchors {
    c0
  }

  /// Builds a block of 2 statements, joined in order.
  @inlinable
  public static func buildBlock(_ c0: consuming Anchors, _ c1: borrowing Anchors) -> Anchors {
    var block = c0
    block.append(borrowing: c1)
    return block
  }

  /// Builds a block of 3 statements, joined in order.
  @inlinable
  public static func buildBlock(
    _ c0: consuming Anchors, _ c1: borrowing Anchors, _ c2: borrowing Anchors
  ) -> Anchors {
    var block = c0
    block.append(borrowing: c1)
    block.append(borrowing: c2)
    return block
  }

  /// Builds a block of 4 statements, joined in order.
  @inlinable
  public static func buildBlock(
    _ c0: consuming Anchors,
    _ c1: borrowing Anchors,
    _ c2: borrowing Anchors,
    _ c3: borrowing Anchors
  ) -> Anchors {
    var block = c0
    block.append(borrowing: c1)
    block.append(borrowing: c2)
    block.append(borrowing: c3)
    return block
  }

  /// Builds a block of 5 statements, joined in order.
  @inlinable
  public static func buildBlock(
    _ c0: consuming Anchors,
    _ c1: borrowing Anchors,
    _ c2: borrowing Anchors,
    _ c3: borrowing Anchors,
    _ c4: borrowing Anchors
  ) -> Anchors {
    var block = c0
    block.append(borrowing: c1)
    block.append(borrowing: c2)
    block.append(borrowing: c3)
    block.append(borrowing: c4)
    return block
  }

  /// Builds a block of 6 statements, joined in order.
  @inlinable
  public static func buildBlock(
    _ c0: consuming Anchors,
    _ c1: borrowing Anchors,
    _ c2: borrowing Anchors,
    _ c3: borrowing Anchors,
    _ c4: borrowing Anchors,
    _ c5: borrowing Anchors
  ) -> Anchors {
    var block = c0
    block.append(borrowing: c1)
    block.append(borrowing: c2)
    block.append(borrowing: c3)
    block.append(borrowing: c4)
    block.append(borrowing: c5)
    return block
  }

  /// Builds a block of 7 statements, joined in order.
  @inlinable
  public static func buildBlock(
    _ c0: consuming Anchors,
    _ c1: borrowing Anchors,
    _ c2: borrowing Anchors,
    _ c3: borrowing Anchors,
    _ c4: borrowing Anchors,
    _ c5: borrowing Anchors,
    _ c6: borrowing Anchors
  ) -> Anchors {
    var block = c0
    block.append(borrowing: c1)
    block.append(borrowing: c2)
    block.append(borrowing: c3)
    block.append(borrowing: c4)
    block.append(borrowing: c5)
    block.append(borrowing: c6)
    return block
  }

  /// Builds a block of 8 statements, joined in order.
  @inlinable
  public static func buildBlock(
    _ c0: consuming Anchors,
    _ c1: borrowing Anchors,
    _ c2: borrowing Anchors,
    _ c3: borrowing Anchors,
    _ c4: borrowing Anchors,
    _ c5: borrowing Anchors,
    _ c6: borrowing Anchors,
    _ c7: borrowing Anchors
  ) -> Anchors {
    var block = c0
    block.append(borrowing: c1)
    block.append(borrowing: c2)
    block.append(borrowing: c3)
    block.append(borrowing: c4)
    block.append(borrowing: c5)
    block.append(borrowing: c6)
    block.append(borrowing: c7)
    return block
  }

  /// Builds a block of 9 statements, joined in order.
  @inlinable
  public static func buildBlock(
    _ c0: consuming Anchors,
    _ c1: borrowing Anchors,
    _ c2: borrowing Anchors,
    _ c3: borrowing Anchors,
    _ c4: borrowing Anchors,
    _ c5: borrowing Anchors,
    _ c6: borrowing Anchors,
    _ c7: borrowing Anchors,
    _ c8: borrowing Anchors
  ) -> Anchors {
    var block = c0
    block.append(borrowing: c1)
    block.append(borrowing: c2)
    block.append(borrowing: c3)
    block.append(borrowing: c4)
    block.append(borrowing: c5)
    block.append(borrowing: c6)
    block.append(borrowing: c7)
    block.append(borrowing: c8)
    return block
  }

  /// Builds a block of 10 statements, joined in order.
  @inlinable
  public static func buildBlock(
    _ c0: consuming Anchors,
    _ c1: borrowing Anchors,
    _ c2: borrowing Anchors,
    _ c3: borrowing Anchors,
    _ c4: borrowing Anchors,
    _ c5: borrowing Anchors,
    _ c6: borrowing Anchors,
    _ c7: borrowing Anchors,
    _ c8: borrowing Anchors,
    _ c9: borrowing Anchors
  ) -> Anchors {
    var block = c0
    block.append(borrowing: c1)
    block.append(borrowing: c2)
    block.append(borrowing: c3)
    block.append(borrowing: c4)
    block.append(borrowing: c5)
    block.append(borrowing: c6)
    block.append(borrowing: c7)
    block.append(borrowing: c8)
    block.append(borrowing: c9)
    return block
  }

  /// Builds a block of more than ten statements, joined in order.
  public static func buildBlock(_ components: Anchors...) -> Anchors {
    var block = Anchors()
    for component in components {
      block.append(borrowing: component)
    }
    return block
  }

  /// Appends `next` to `accumulated`, for code that joins two values directly (blocks are
  /// joined by `buildBlock`).
  public static func buildPartialBlock(accumulated: consuming Anchors, next: borrowing Anchors)
    -> Anchors
  {
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
