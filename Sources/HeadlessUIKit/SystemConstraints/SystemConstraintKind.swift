/// The kinds of constraint HeadlessUIKit makes on the user's behalf.
enum SystemConstraintKind: String {
  case autoresizing = "autoresizing"
  case rootSize = "root-size"
  case contentHugging = "hugging"
  case contentCompression = "compression"
  case contentSize = "content-size"
  case layoutMargins = "margins"
  case safeArea = "safe-area"
  case scrollContent = "content-guide"
  case scrollFrame = "frame-guide"
  case fitting = "fitting"
  case stackView = "stack"
  case nonNegativeSize = "non-negative-size"
}

extension SystemConstraintKind {
  /// Whether whatever makes, remakes or removes constraints of this kind also marks the views
  /// for layout (a frame, intrinsic size, margins or safe area change calls `setNeedsLayout()`;
  /// the engine marks the views whose frames the new solution moves), so that installing them
  /// need not.
  var marksLayoutItself: Bool {
    switch self {
    case .autoresizing, .rootSize, .contentHugging, .contentCompression, .contentSize,
      .layoutMargins, .safeArea:
      return true
    case .scrollContent, .scrollFrame, .fitting, .stackView, .nonNegativeSize:
      return false
    }
  }
}
