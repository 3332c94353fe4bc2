/// A semantic description of the view's contents, used to determine whether the view should be
/// flipped when switching between left-to-right and right-to-left layouts.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uisemanticcontentattribute>
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
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// A left-to-right layout direction.
  case leftToRight = 0
  /// A right-to-left layout direction.
  case rightToLeft = 1
}

extension UIView {
  /// A semantic description of the view's contents, used to determine whether the view should
  /// be flipped when switching between left-to-right and right-to-left layouts.
  ///
  /// HeadlessUIKit resolves ``effectiveUserInterfaceLayoutDirection`` from this attribute; an
  /// `unspecified` view takes its superview's direction (a headless stand-in for the trait
  /// collection's layout direction, which UIKit takes from the app's language), and the root of
  /// a tree is left-to-right. Leading and trailing of a constraint follow the direction of its
  /// first item. UIKit: <https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute>
  public var semanticContentAttribute: UISemanticContentAttribute {
    get { storedSemanticContentAttribute }
    set {
      guard newValue != storedSemanticContentAttribute else { return }
      if storedSemanticContentAttribute == .unspecified { UIView.directionOverrides += 1 }
      if newValue == .unspecified { UIView.directionOverrides -= 1 }
      storedSemanticContentAttribute = newValue
      layoutDirectionDidChange()
    }
  }

  /// The user interface layout direction appropriate for arranging the immediate content of
  /// this view.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    // No view anywhere forces a direction: everything is left-to-right.
    if UIView.directionOverrides == 0 { return .leftToRight }
    var view: UIView? = self
    while let current = view {
      switch current.storedSemanticContentAttribute {
      case .forceRightToLeft: return .rightToLeft
      case .forceLeftToRight, .playback, .spatial: return .leftToRight
      case .unspecified: view = current.storedSuperview
      }
    }
    return .leftToRight
  }

  /// Returns the user interface direction for the given semantic content attribute (the app's
  /// direction is left-to-right in HeadlessUIKit).
  ///
  /// - Parameter attribute: The semantic content attribute for a view.
  /// - Returns: The layout direction.
  public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
    -> UIUserInterfaceLayoutDirection
  {
    attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
  }

  /// Returns the layout direction implied by the semantic content attribute, relative to the
  /// specified layout direction.
  ///
  /// - Parameters:
  ///   - semanticContentAttribute: The semantic content attribute for a view.
  ///   - layoutDirection: The direction to resolve `unspecified` against.
  /// - Returns: The layout direction.
  public static func userInterfaceLayoutDirection(
    for semanticContentAttribute: UISemanticContentAttribute,
    relativeTo layoutDirection: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceRightToLeft: return .rightToLeft
    case .forceLeftToRight, .playback, .spatial: return .leftToRight
    case .unspecified: return layoutDirection
    }
  }

  /// Direction changed for this subtree: directional margins and every leading/trailing
  /// constraint that refers to it must be rebuilt.
  func layoutDirectionDidChange() {
    for view in subtreeViews() {
      view.markSystemConstraintsDirty()
      for item in view.layoutItemsOwned() {
        for constraint in item.node.affecting where constraint.isDirectionalConstraint {
          constraint.engineRecord?.engine?.rebuild(constraint)
        }
      }
      view.setNeedsLayout()
    }
  }
}

extension UIView {
  /// How many live views have a semantic content attribute other than `unspecified`.
  nonisolated(unsafe) static var directionOverrides = 0
}

extension NSLayoutConstraint {
  /// Whether the constraint's meaning depends on the layout direction.
  var isDirectionalConstraint: Bool {
    firstAttr.isDirectional || secondAttr.isDirectional || firstOriginAttr.isDirectional
      || secondOriginAttr.isDirectional
  }
}
