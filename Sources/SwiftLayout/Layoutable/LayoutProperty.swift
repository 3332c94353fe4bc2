/// A stored property of a ``Layoutable`` whose every change updates the layout.
///
/// ```swift
/// @LayoutProperty var isShowTopping = false            // immediate, as `sl.updateLayout()`
/// @LayoutProperty(.deferred) var title = ""            // coalesced per run-loop turn
/// @LayoutProperty(mode: .forced) var isExpanded = false // and laid out at once
/// ```
@propertyWrapper
public struct LayoutProperty<Value> {
  /// The stored value (reading and writing it directly does not update the layout).
  public var wrappedValue: Value
  /// When a change applies the layout.
  public let mode: LayoutUpdateMode

  /// Stores `wrappedValue`; changes apply the layout in `mode`.
  public init(wrappedValue: Value, _ mode: LayoutUpdateMode = .immediate) {
    self.wrappedValue = wrappedValue
    self.mode = mode
  }

  /// Stores `wrappedValue`; changes apply the layout in `mode` (SwiftLayout 5's spelling:
  /// `@LayoutProperty(mode: .deferred)`; its default there is `.deferred`, here `.immediate`).
  public init(wrappedValue: Value, mode: LayoutUpdateMode) {
    self.init(wrappedValue: wrappedValue, mode)
  }

  /// Reads the value, or stores it and updates the enclosing ``Layoutable``'s layout.
  @MainActor
  public static subscript<EnclosingSelf: Layoutable>(
    _enclosingInstance instance: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, LayoutProperty<Value>>
  ) -> Value {
    get { instance[keyPath: storageKeyPath].wrappedValue }
    set {
      instance[keyPath: storageKeyPath].wrappedValue = newValue
      instance.sl.updateLayout(instance[keyPath: storageKeyPath].mode)
    }
  }
}
