// The SL* aliases: UIKit on iOS, tvOS and visionOS, AppKit on macOS, HeadlessUIKit elsewhere.

// `SWIFTLAYOUT_UIKIT_API` (Package.swift) stands for `canImport(UIKit) || !canImport(AppKit)`:
// a build that sets it otherwise than the imports say would compile the wrong branches.
#if SWIFTLAYOUT_UIKIT_API && !canImport(UIKit) && canImport(AppKit)
#error("SWIFTLAYOUT_UIKIT_API is set, but AppKit is imported without UIKit")
#elseif !SWIFTLAYOUT_UIKIT_API && (canImport(UIKit) || !canImport(AppKit))
#error("SWIFTLAYOUT_UIKIT_API is not set, but UIKit's API is: build with Package.swift's settings")
#endif

#if canImport(UIKit)
@_exported import UIKit

/// The platform's view class (`UIView`).
public typealias SLView = UIView
/// The platform's layout guide class (`UILayoutGuide`).
public typealias SLLayoutGuide = UILayoutGuide
/// The platform's layout priority (`UILayoutPriority`).
public typealias SLLayoutPriority = UILayoutPriority
/// The platform's stack view class (`UIStackView`).
public typealias SLStackView = UIStackView
/// The platform's edge insets (`UIEdgeInsets`).
public typealias SLEdgeInsets = UIEdgeInsets
/// The options of a view animation (`UIView.AnimationOptions`).
public typealias SLViewAnimationOptions = UIView.AnimationOptions
/// The platform's visual effect view class (`UIVisualEffectView`); views in its `sublayout`
/// go into its `contentView`.
public typealias SLVisualEffectView = UIVisualEffectView
#elseif canImport(AppKit)
@_exported import AppKit

/// The platform's view class (`NSView`).
public typealias SLView = NSView
/// The platform's layout guide class (`NSLayoutGuide`).
public typealias SLLayoutGuide = NSLayoutGuide
/// The platform's layout priority (`NSLayoutConstraint.Priority`).
public typealias SLLayoutPriority = NSLayoutConstraint.Priority
/// The platform's stack view class (`NSStackView`).
public typealias SLStackView = NSStackView
/// The platform's edge insets (`NSEdgeInsets`).
public typealias SLEdgeInsets = NSEdgeInsets
/// The platform's visual effect view class (`NSVisualEffectView`).
public typealias SLVisualEffectView = NSVisualEffectView
/// The options of a view animation (AppKit animates through `NSAnimationContext`, which takes
/// none; they are accepted for source compatibility).
public struct SLViewAnimationOptions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates options from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
}
#else
@_exported import HeadlessUIKit

/// The platform's view class (`UIView`).
public typealias SLView = UIView
/// The platform's layout guide class (`UILayoutGuide`).
public typealias SLLayoutGuide = UILayoutGuide
/// The platform's layout priority (`UILayoutPriority`).
public typealias SLLayoutPriority = UILayoutPriority
/// The platform's stack view class (`UIStackView`).
public typealias SLStackView = UIStackView
/// The platform's edge insets (`UIEdgeInsets`).
public typealias SLEdgeInsets = UIEdgeInsets
/// The options of a view animation (`UIView.AnimationOptions`).
public typealias SLViewAnimationOptions = UIView.AnimationOptions
/// The platform's visual effect view class (`UIVisualEffectView`); views in its `sublayout`
/// go into its `contentView`.
public typealias SLVisualEffectView = UIVisualEffectView
#endif

/// The options of a view animation, under SwiftLayout 5's name (``SLViewAnimationOptions``).
public typealias SLAnimationOptions = SLViewAnimationOptions

/// The platform's constraint class (`NSLayoutConstraint`).
public typealias SLLayoutConstraint = NSLayoutConstraint
/// An attribute of a constraint (`NSLayoutConstraint.Attribute`).
public typealias SLLayoutAttribute = NSLayoutConstraint.Attribute
/// The relation of a constraint (`NSLayoutConstraint.Relation`).
public typealias SLLayoutRelation = NSLayoutConstraint.Relation
/// An anchor on the horizontal axis (`NSLayoutXAxisAnchor`).
public typealias SLLayoutXAxisAnchor = NSLayoutXAxisAnchor
/// An anchor on the vertical axis (`NSLayoutYAxisAnchor`).
public typealias SLLayoutYAxisAnchor = NSLayoutYAxisAnchor
/// A width or height anchor (`NSLayoutDimension`).
public typealias SLLayoutDimension = NSLayoutDimension
