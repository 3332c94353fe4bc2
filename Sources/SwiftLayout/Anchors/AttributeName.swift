/// The Swift name of a layout attribute (`top`, `leadingMargin`, …), as written after a dot.
func attributeName(_ attribute: SLLayoutAttribute) -> String {
  switch attribute {
  case .left: return "left"
  case .right: return "right"
  case .top: return "top"
  case .bottom: return "bottom"
  case .leading: return "leading"
  case .trailing: return "trailing"
  case .width: return "width"
  case .height: return "height"
  case .centerX: return "centerX"
  case .centerY: return "centerY"
  case .lastBaseline: return "lastBaseline"
  case .firstBaseline: return "firstBaseline"
  case .notAnAttribute: return "notAnAttribute"
  default: return marginAttributeName(attribute)
  }
}

private func marginAttributeName(_ attribute: SLLayoutAttribute) -> String {
  #if SWIFTLAYOUT_UIKIT_API
  switch attribute {
  case .leftMargin: return "leftMargin"
  case .rightMargin: return "rightMargin"
  case .topMargin: return "topMargin"
  case .bottomMargin: return "bottomMargin"
  case .leadingMargin: return "leadingMargin"
  case .trailingMargin: return "trailingMargin"
  case .centerXWithinMargins: return "centerXWithinMargins"
  case .centerYWithinMargins: return "centerYWithinMargins"
  default: return "attribute\(attribute.rawValue)"
  }
  #else
  return "attribute\(attribute.rawValue)"
  #endif
}
