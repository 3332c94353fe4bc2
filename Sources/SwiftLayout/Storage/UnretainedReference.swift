/// A view, layout guide or anchor referred to without reference counting: the DSL's one
/// item-reference type, and the owner of every unchecked downcast of the DSL.
///
/// Copying a template or a collected node must not retain its items: HeadlessUIKit's views
/// carry weak references, which makes every retain and release of them take the slow,
/// side-table path. Whoever makes a reference keeps its object alive for as long as the
/// reference is read (an ``Anchors`` value through ``Anchors/retained``, a ``LayoutArena``
/// through ``retain()`` and ``release()``, a collector through the layout it collects).
struct UnretainedReference {
  private let unmanaged: Unmanaged<AnyObject>

  init(_ object: AnyObject) {
    unmanaged = Unmanaged.passUnretained(object)
  }

  /// The object, retained by the caller from here on (a slow path: prefer ``id``).
  var object: AnyObject { unmanaged.takeUnretainedValue() }

  /// The object's identity, read without retaining it.
  var id: ObjectIdentifier { unmanaged._withUnsafeGuaranteedRef { ObjectIdentifier($0) } }

  /// Calls `body` with the object, without retaining it: the caller keeps it alive.
  ///
  /// Defined in this module (built in Swift 6 mode) so that a main-actor closure passed to it is
  /// not checked for its executor at run time, as one passed straight to the standard library's
  /// `_withUnsafeGuaranteedRef` is.
  @inline(__always)
  func withObject<Result>(_ body: (AnyObject) -> Result) -> Result {
    unmanaged._withUnsafeGuaranteedRef(body)
  }

  /// The object as a `T`, which it is known to be (for example a node recorded as a guide).
  ///
  /// Debug builds check the type; release builds do not.
  @inline(__always)
  func object<T: AnyObject>(as type: T.Type) -> T {
    Self.cast(object, to: type)
  }

  /// Adds a strong reference to the object, for the holder that keeps it alive.
  func retain() {
    _ = unmanaged.retain()
  }

  /// Gives up a strong reference ``retain()`` added.
  func release() {
    unmanaged.release()
  }

  /// `object` as a `T`, which it is known to be: the DSL's one unchecked downcast.
  ///
  /// A checked cast (`as!`) looks the class hierarchy up on every call, which the paths that
  /// run for every item and constraint of an update cannot afford. Debug builds check the type
  /// and trap on a wrong one; release builds trust the caller.
  @inline(__always)
  static func cast<T: AnyObject>(_ object: AnyObject, to type: T.Type) -> T {
    #if SWIFTLAYOUT_CHECK_INVARIANTS
    precondition(object is T, "\(Swift.type(of: object)) is not a \(T.self)")
    #endif
    return unsafeDowncast(object, to: type)
  }
}

extension Array where Element: AnyObject {
  /// The indices of the elements that satisfy `predicate`, in order, each element lent to
  /// `predicate` through an ``UnretainedReference`` rather than retained for the call.
  ///
  /// A call on an object read from an array is bracketed by a retain and a release, although the
  /// array, borrowed here, keeps the object alive (and a shared buffer cannot change). For the
  /// `isActive` getter that an update asks of every kept constraint, the pair cost more than the
  /// getter.
  @inline(__always)
  func indices(lendingEachTo predicate: (Element) -> Bool) -> [Int] {
    var result: [Int] = []
    for index in 0..<count {
      let lent = UnretainedReference(self[index]).withObject {
        predicate(UnretainedReference.cast($0, to: Element.self))
      }
      if lent { result.append(index) }
    }
    return result
  }
}
