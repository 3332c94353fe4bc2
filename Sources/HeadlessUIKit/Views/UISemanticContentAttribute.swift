/// A semantic description of the view's contents, used to determine whether the view should be
/// flipped when switching between left-to-right and right-to-left layouts.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uisemanticcontentattribute>
@nonexhaustive
public enum UISemanticContentAttribute: Int, Sendable {
  /// The default value for views: flipped when switching layout direction.
  case unspecified = 0
  /// A view representing the playback controls; never flipped.
  case playback = 1
  /// A view representing a directional control; never flipped.
  case spatial = 2
  /// A view that's always displayed using a left-to-right layout.
  case forceLeftToRight = 3
  /// A view that's always displayed using a right-to-left layout.
  case forceRightToLeft = 4
}

/// The directionality of the user interface layout.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection>
@nonexhaustive
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// A left-to-right layout direction.
  case leftToRight = 0
  /// A right-to-left layout direction.
  case rightToLeft = 1
}

extension UIView {
  /// Direction changed for this subtree: directional margins and every leading/trailing
  /// constraint that refers to it must be rebuilt.
  func layoutDirectionDidChange() {
    for view in subtreeViews() {
      view.markSystemConstraintsDirty()
      for item in view.layoutItemsOwned() {
        for constraint in item.node.affecting where constraint.isDirectionalConstraint {
          constraint.engineHandle?.engine?.rebuild(constraint)
        }
      }
      view.setNeedsLayout()
    }
  }
}

extension UIView {
  /// How many live views have a semantic content attribute other than `unspecified`.
  nonisolated static let directionOverrides = LockedCounter()
}

extension NSLayoutConstraint {
  /// Whether the constraint's meaning depends on the layout direction.
  var isDirectionalConstraint: Bool {
    firstAttr.isDirectional || secondAttr.isDirectional || firstOriginAttr.isDirectional
      || secondOriginAttr.isDirectional
  }
}
