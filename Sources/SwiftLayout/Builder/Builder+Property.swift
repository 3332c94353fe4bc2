// One property in a builder chain: call it to set it, or chain into its fields.

extension Builder {
  /// A property reached by a ``Builder`` chain, set by calling it with a value.
  ///
  /// Fields of a value-typed property chain through, and setting one writes the whole value
  /// back: `view.builder.frame.size.width(120)` reads `frame`, changes its width and sets it.
  @dynamicMemberLookup
  public struct Property<Value> {
    /// The chain this property belongs to.
    @usableFromInline
    let builder: Builder<Base>

    /// Changes the property in place on the given object.
    @usableFromInline
    let modify: (Base, (inout Value) -> Void) -> Void

    init(builder: Builder<Base>, modify: @escaping (Base, (inout Value) -> Void) -> Void) {
      self.builder = builder
      self.modify = modify
    }

    /// Sets the property to `value` and continues the chain.
    ///
    /// - Parameter value: The new value.
    /// - Returns: The chain, to set more properties or to `build()`.
    @discardableResult
    public func callAsFunction(_ value: Value) -> Builder<Base> {
      modify(builder.base) { $0 = value }
      return builder
    }

    /// A field of this property: `.frame.size.width(120)`.
    ///
    /// - Parameter keyPath: The field, relative to this property's value.
    /// - Returns: A ``Builder/Property`` for the field.
    public subscript<Field>(
      dynamicMember keyPath: WritableKeyPath<Value, Field>
    ) -> Builder<Base>.Property<Field> {
      let modify = self.modify
      return Builder<Base>.Property<Field>(builder: builder) { object, change in
        modify(object) { value in change(&value[keyPath: keyPath]) }
      }
    }
  }
}
