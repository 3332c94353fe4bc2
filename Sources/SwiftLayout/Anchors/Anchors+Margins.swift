extension Anchors {
  static func isFarMargin(_ attribute: SLLayoutAttribute) -> Bool {
    #if canImport(UIKit) || !canImport(AppKit)
    switch attribute {
    case .bottomMargin, .trailingMargin, .rightMargin: return true
    default: return false
    }
    #else
    return false
    #endif
  }
}
