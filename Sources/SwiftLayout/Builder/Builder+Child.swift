// A referenced object in a builder chain: `.layer`, `.titleLabel`.

extension Builder {
  /// An object referenced by a read-only property of the chain's object, such as `layer` or
  /// `titleLabel`, whose own properties chain through and return to the outer chain.
  ///
  /// ```swift
  /// UIView().builder.layer.cornerRadius(8).clipsToBounds(true).build()
  /// ```
  ///
  /// When the reference is optional and `nil`, calls through it change nothing.
  @dynamicMemberLookup
  public struct Child<Object: AnyObject> {
    /// The chain this reference belongs to.
    @usableFromInline
    let builder: Builder<Base>

    /// Reads the reference from the chain's object.
    @usableFromInline
    let resolve: (Base) -> Object?

    init(builder: Builder<Base>, resolve: @escaping (Base) -> Object?) {
      self.builder = builder
      self.resolve = resolve
    }

    /// A writable property of the referenced object: `.layer.cornerRadius(8)`.
    ///
    /// - Parameter keyPath: The property of the referenced object.
    /// - Returns: A ``Builder/Property`` that sets it and returns to the outer chain.
    public subscript<Value>(
      dynamicMember keyPath: ReferenceWritableKeyPath<Object, Value>
    ) -> Builder<Base>.Property<Value> {
      let resolve = self.resolve
      return Builder<Base>.Property<Value>(builder: builder) { base, change in
        guard let object = resolve(base) else { return }
        change(&object[keyPath: keyPath])
      }
    }

    /// A read-only reference of the referenced object, chaining one level deeper.
    ///
    /// - Parameter keyPath: The reference property of the referenced object.
    /// - Returns: A ``Builder/Child`` for the deeper object.
    public subscript<Deeper: AnyObject>(
      dynamicMember keyPath: KeyPath<Object, Deeper>
    ) -> Builder<Base>.Child<Deeper> {
      let resolve = self.resolve
      return Builder<Base>.Child<Deeper>(builder: builder) { resolve($0)?[keyPath: keyPath] }
    }

    /// An optional read-only reference of the referenced object, chaining one level deeper.
    ///
    /// - Parameter keyPath: The optional reference property of the referenced object.
    /// - Returns: A ``Builder/Child`` for the deeper object, skipped while it is `nil`.
    public subscript<Deeper: AnyObject>(
      dynamicMember keyPath: KeyPath<Object, Deeper?>
    ) -> Builder<Base>.Child<Deeper> {
      let resolve = self.resolve
      return Builder<Base>.Child<Deeper>(builder: builder) { resolve($0)?[keyPath: keyPath] ?? nil }
    }

    /// Runs `body` with the referenced object, when there is one, and returns to the outer
    /// chain.
    ///
    /// - Parameter body: The work to do on the referenced object.
    /// - Returns: The outer chain.
    @discardableResult
    public func then(_ body: (Object) throws -> Void) rethrows -> Builder<Base> {
      if let object = resolve(builder.base) {
        try body(object)
      }
      return builder
    }
  }
}
