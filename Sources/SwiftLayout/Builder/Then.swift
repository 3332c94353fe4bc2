// `then`, `with` and `do`: configure a value right where it is made.

/// A type whose values can be configured in a closure right where they are made.
///
/// SwiftLayout conforms `NSObject`, the root of UIKit's and HeadlessUIKit's classes, so every
/// view, layout guide and constraint already has ``then(_:)`` and ``builder``. A class of your
/// own that does not descend from `NSObject` opts in with one line:
///
/// ```swift
/// final class MenuViewModel: Then { var title = "" }
///
/// let label = UILabel().then {
///   $0.text = "Hello, World!"
///   $0.numberOfLines = 0
/// }
/// let insets = UIEdgeInsets.zero.with { $0.top = 20 }
/// ```
///
/// The methods are synchronous and nonisolated, and their closures are not `@Sendable`, so a
/// closure written in `@MainActor` code runs on the main actor and may touch main-actor
/// properties of the object (`$0.text = …` on a `UILabel`) without a Swift 6 warning.
public protocol Then {}

extension Then where Self: AnyObject {
  /// Runs `block` with the object and returns the same object, for configuring a class instance.
  ///
  /// ```swift
  /// let label = UILabel().then { $0.text = "Hello" }
  /// ```
  ///
  /// - Parameter block: The configuration, called once with `self`.
  /// - Returns: `self`, so the call can end an initializer expression.
  @inlinable
  @discardableResult
  public func then(_ block: (Self) throws -> Void) rethrows -> Self {
    try block(self)
    return self
  }
}

extension Then {
  /// Returns a copy of the value changed by `block`, for configuring a value type.
  ///
  /// ```swift
  /// let frame = CGRect.zero.with { $0.size.width = 100 }
  /// ```
  ///
  /// - Parameter block: The change, applied to a mutable copy.
  /// - Returns: The changed copy.
  @inlinable
  public func with(_ block: (inout Self) throws -> Void) rethrows -> Self {
    var copy = self
    try block(&copy)
    return copy
  }

  /// Runs `block` with the value, for work that produces nothing (`view.do { $0.removeFromSuperview() }`).
  ///
  /// - Parameter block: The work, called once with `self`.
  @inlinable
  public func `do`(_ block: (Self) throws -> Void) rethrows {
    try block(self)
  }
}
