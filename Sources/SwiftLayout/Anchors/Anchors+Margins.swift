extension Anchors {
  static func isFarMargin(_ attribute: SLLayoutAttribute) -> Bool {
    #if SWIFTLAYOUT_UIKIT_API
    switch attribute {
    case .bottomMargin, .trailingMargin, .rightMargin: return true
    default: return false
    }
    #else
    return false
    #endif
  }
}
