import Foundation

/// A problem found while activating a layout: the offending constraint is left out, the rest
/// of the layout is applied.
///
/// SwiftLayout reports an identifier that names no item of the layout, or that two items share;
/// a view declared inside its own sublayout, or under two parents (it stays where it was first
/// declared); a constraint that needs a superview its item lacks; attributes Auto Layout cannot
/// relate; a constraint whose items share no ancestor (UIKit raises on activating one); and a
/// NaN priority or a constant that is not a finite number, declared or asked for in place with
/// ``Activation/updateConstraints(identifier:attribute:where:constant:priority:)`` or a
/// ``ConstraintUpdater`` (UIKit raises on both).
///
/// Diagnostics are kept on the ``Activation`` (``Activation/diagnostics``) and passed to
/// ``LayoutDiagnostic/handler``, which prints them to standard error by default.
public struct LayoutDiagnostic: Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, naming items by identifier.
  public let message: String

  /// Creates a diagnostic with the given message.
  public init(_ message: String) {
    self.message = message
  }

  /// The message, prefixed with `SwiftLayout:`.
  public var description: String {
    "SwiftLayout: \(message)"
  }

  /// Receives every diagnostic as it is found; replace it to collect or silence them.
  @MainActor public static var handler: (LayoutDiagnostic) -> Void = { diagnostic in
    FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
  }
}
