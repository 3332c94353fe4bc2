/// How `active(mode:)`, `update(fromActivation:mode:)` and `finalActive(mode:)` apply a layout.
public enum ActivateMode: Sendable, Equatable {
  /// The hierarchy and constraints change; frames change at the next layout pass.
  case normal
  /// The hierarchy and constraints change, then the superviews the layout touched are laid out
  /// (`layoutIfNeeded()`), so frames are final when the call returns.
  case forced
}
