/// Something a constraint can relate to: a view, a layout guide, or the identifier of a view or
/// guide in the same layout.
///
/// ```swift
/// Anchors.top.equalTo(titleLabel, attribute: .bottom)
/// Anchors.top.equalTo(view.safeAreaLayoutGuide)
/// Anchors.bottom.equalTo("footer", attribute: .top)
/// ```
public protocol ConstraintTarget {
  /// How a constraint refers to this target.
  var constraintTargetReference: ConstraintTargetReference { get }
}

/// How a constraint refers to its second item: the item itself, or an identifier resolved when
/// the layout is activated.
public struct ConstraintTargetReference {
  let reference: AnchorTargetReference
  /// Keeps the object of `reference` alive.
  var object: AnyObject?

  /// Refers to a view or layout guide.
  public static func item(_ item: AnyObject) -> ConstraintTargetReference {
    ConstraintTargetReference(reference: .item(UnretainedReference(item)), object: item)
  }

  /// Refers to the view or guide identified by `identifier` in the same layout.
  public static func identifier(_ identifier: String) -> ConstraintTargetReference {
    ConstraintTargetReference(reference: .identifier(InternedString(identifier)), object: nil)
  }
}

extension SLView: ConstraintTarget {
  /// Refers to this view.
  public nonisolated var constraintTargetReference: ConstraintTargetReference { .item(self) }
}

extension SLLayoutGuide: ConstraintTarget {
  /// Refers to this layout guide.
  public nonisolated var constraintTargetReference: ConstraintTargetReference { .item(self) }
}

extension String: ConstraintTarget {
  /// Refers to the view or guide identified by this string.
  public var constraintTargetReference: ConstraintTargetReference { .identifier(self) }
}
