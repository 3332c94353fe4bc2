// `object.builder.<property>(value)…build()`: method chaining over any class's properties.

/// A chain that sets properties of a class instance one call at a time, then hands the
/// instance back.
///
/// Every writable property of the object is a chain call, found through
/// `@dynamicMemberLookup` with a `ReferenceWritableKeyPath`: `.alpha(0.5)` sets `alpha`.
/// Properties reached through a read-only reference chain through too (`.layer.cornerRadius(8)`,
/// and optional ones such as `.titleLabel.font(…)`, skipped when the reference is `nil`), and so do
/// the fields of a writable value (`.frame.size.width(120)`). Methods go through ``then(_:)``.
///
/// ```swift
/// let card = UIView().builder
///   .backgroundColor(.white)
///   .layer.cornerRadius(8)
///   .clipsToBounds(true)
///   .addSubview(textField)
///   .build()
/// ```
///
/// Each call takes effect at once (unlike the blog's version, which replayed the chain in
/// `build()`), so ``build()`` only returns the object, and a chain left without `build()` still
/// configures it. The builder is a value that holds the object strongly only while the chain
/// expression lives; it owns no closures that capture the object, so nothing outlives the chain.
@dynamicMemberLookup
public struct Builder<Base: AnyObject> {
  /// The object being configured.
  @usableFromInline
  let base: Base

  /// Starts a chain on `base`; the usual spelling is `base.builder`.
  ///
  /// - Parameter base: The object the chain configures.
  @inlinable
  public init(_ base: Base) {
    self.base = base
  }

  /// A writable property of the object, set by calling it: `.title(…)`, `.alpha(0.5)`.
  ///
  /// - Parameter keyPath: The property.
  /// - Returns: A ``Builder/Property`` that sets the property when called with a value.
  public subscript<Value>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Base, Value>
  ) -> Property<Value> {
    Property(builder: self) { object, change in change(&object[keyPath: keyPath]) }
  }

  /// A read-only reference property of the object, whose own properties chain through:
  /// `.layer.cornerRadius(8)`.
  ///
  /// - Parameter keyPath: The reference property.
  /// - Returns: A ``Builder/Child`` for the referenced object.
  public subscript<Object: AnyObject>(
    dynamicMember keyPath: KeyPath<Base, Object>
  ) -> Child<Object> {
    Child(builder: self) { $0[keyPath: keyPath] }
  }

  /// An optional read-only reference property, whose own properties chain through and are
  /// skipped while it is `nil`: `.titleLabel.font(…)`.
  ///
  /// - Parameter keyPath: The optional reference property.
  /// - Returns: A ``Builder/Child`` for the referenced object, when there is one.
  public subscript<Object: AnyObject>(
    dynamicMember keyPath: KeyPath<Base, Object?>
  ) -> Child<Object> {
    Child(builder: self) { $0[keyPath: keyPath] }
  }

  /// Runs `body` with the object and continues the chain: the escape hatch for methods.
  ///
  /// ```swift
  /// UIButton().builder
  ///   .then { $0.setTitle("Order", for: .normal) }
  ///   .build()
  /// ```
  ///
  /// - Parameter body: The work to do on the object.
  /// - Returns: This chain.
  @inlinable
  @discardableResult
  public func then(_ body: (Base) throws -> Void) rethrows -> Builder<Base> {
    try body(base)
    return self
  }

  /// Ends the chain and returns the configured object.
  ///
  /// - Returns: The object, with every call of the chain applied.
  @inlinable
  public func build() -> Base {
    base
  }
}

extension Then where Self: AnyObject {
  /// A ``Builder`` chain over this object: `UIView().builder.alpha(0.5).build()`.
  public var builder: Builder<Self> {
    Builder(self)
  }
}
