/// The case of a payload-free enum as a small integer, for comparisons that run for every
/// constraint of every update.
///
/// The raw value: it is what UIKit and AppKit store, and HeadlessUIKit's enums give it without
/// a call once the optimizer sees their `rawValue` (release builds optimize across modules).
protocol CaseTagged: RawRepresentable where RawValue == Int {}

extension CaseTagged {
  /// An integer that is equal for two values exactly when they are equal.
  @inline(__always)
  var caseTag: Int { rawValue }
}

extension SLLayoutAttribute: CaseTagged {}
extension SLLayoutRelation: CaseTagged {}
