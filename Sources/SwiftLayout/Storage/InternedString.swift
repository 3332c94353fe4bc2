import Foundation

/// A string stored once in a process-wide table and referred to by its index, so that the
/// values holding it (constraint templates and keys) stay trivially copyable: copying them
/// touches no reference count, and comparing them compares two integers.
///
/// Only constraint identifiers and identifier targets are interned; a program names few of them,
/// so the table is never emptied. A `String` in each template instead would retain and release
/// its storage at every copy of a template, a key or a record, which the update path makes for
/// every constraint.
struct InternedString: Hashable, Sendable {
  let index: Int32

  /// The strings and their indices, behind a lock (`NSLock`: `Mutex` needs newer Apple OSes
  /// than the package supports).
  private final class Table: @unchecked Sendable {
    private let lock = NSLock()
    var strings: [String] = []
    var indices: [String: Int32] = [:]

    func withLock<Result>(_ body: (Table) -> Result) -> Result {
      lock.lock()
      defer { lock.unlock() }
      return body(self)
    }
  }

  private static let table = Table()

  /// Interns `string`.
  init(_ string: String) {
    index = Self.table.withLock { table in
      if let index = table.indices[string] { return index }
      let index = Int32(truncatingIfNeeded: table.strings.count)
      table.strings.append(string)
      table.indices[string] = index
      return index
    }
  }

  /// The interned string for `string` if it was ever interned.
  static func existing(_ string: String) -> InternedString? {
    table.withLock { table in table.indices[string] }.map { InternedString(index: $0) }
  }

  private init(index: Int32) {
    self.index = index
  }

  /// The string.
  var string: String {
    // Every index was handed out by the table: `strings` traps on any other.
    Self.table.withLock { table in table.strings[Int(index)] }
  }
}
