#if canImport(UIKit) || canImport(AppKit)
/// A weak reference to an object.
struct Weak {
  weak var object: AnyObject?

  init(object: AnyObject?) {
    self.object = object
  }

  /// Refers to the item `reference` names (a layout guide when `isGuide`, else a view).
  init(_ reference: UnretainedReference, isGuide: Bool) {
    object = reference.object
  }
}
#else
/// A reference to an object that does not keep it alive, as a weak reference would.
///
/// HeadlessUIKit's views and guides are held through their item handles rather than weakly:
/// a weak reference would move the view's reference count to a side table and slow every
/// retain and release of it.
@MainActor
struct Weak {
  private let storage: HeadlessUIKit.UnretainedObject

  init(object: AnyObject?) {
    storage = HeadlessUIKit.UnretainedObject(object)
  }

  /// Refers to the item `reference` names (a layout guide when `isGuide`, else a view), without
  /// retaining it or casting it at run time.
  init(_ reference: UnretainedReference, isGuide: Bool) {
    storage = reference.withObject { object in
      isGuide
        ? HeadlessUIKit.UnretainedObject(
          guide: UnretainedReference.cast(object, to: SLLayoutGuide.self))
        : HeadlessUIKit.UnretainedObject(view: UnretainedReference.cast(object, to: SLView.self))
    }
  }

  /// The object, `nil` once it is deinitialized.
  var object: AnyObject? { storage.object }
}
#endif
