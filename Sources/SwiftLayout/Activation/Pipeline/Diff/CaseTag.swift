/// The case of a payload-free enum as a small integer, for comparisons that run for every
/// constraint of every update.
///
/// HeadlessUIKit's attribute and relation enums are one byte and their `==` and `rawValue` are
/// calls into that module; their stored byte identifies the case, so two values are equal
/// exactly when their bytes are. Platform enums (imported from C) compare their raw values.
protocol CaseTagged: RawRepresentable where RawValue == Int {}

extension CaseTagged {
  /// An integer that is equal for two values exactly when they are equal.
  var caseTag: Int {
    if MemoryLayout<Self>.size == 1 {
      return Int(unsafeBitCast(self, to: UInt8.self))
    }
    return rawValue
  }
}

extension Optional where Wrapped: CaseTagged {
  /// An integer that is equal for two values exactly when they are equal (`-1` for `nil`).
  var caseTag: Int {
    switch self {
    case .some(let value): value.caseTag
    case .none: -1
    }
  }
}

extension SLLayoutAttribute: CaseTagged {}
extension SLLayoutRelation: CaseTagged {}
