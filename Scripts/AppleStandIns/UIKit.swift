// Stand-in for UIKit: the UIKit API that SwiftLayout and its examples use, declared as Xcode's
// generated interface of UIKit (and its Swift overlay) declares it: the same names, labels,
// types, optionality, `open` or `public`, `class` or `static`, initializer kinds and main-actor
// isolation. Nothing here exists that UIKit lacks. Bodies trap: this module is only compiled
// against, to type-check the `canImport(UIKit)` branch of the package on any machine.
//
// Availability is recorded as Apple documents it for API introduced in iOS 13 or later (and for
// what only Mac Catalyst has); Scripts/check-apple-builds.sh makes API newer than the package's
// deployment target (iOS 15, tvOS 15, visionOS 1) unusable.

@_exported import Foundation
@_exported import QuartzCore

// MARK: - Geometry (UIGeometry.h and the UIKit overlay)

public struct UIEdgeInsets: @unchecked Sendable {
  public init() { fatalError() }
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
}

extension UIEdgeInsets {
  public static let zero: UIEdgeInsets = UIEdgeInsets()
}

extension UIEdgeInsets: Equatable {
  public static func == (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> Bool { fatalError() }
}

extension UIEdgeInsets: Codable {
  public init(from decoder: any Decoder) throws { fatalError() }
  public func encode(to encoder: any Encoder) throws { fatalError() }
}

public struct NSDirectionalEdgeInsets: @unchecked Sendable {
  public init() { fatalError() }
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
}

extension NSDirectionalEdgeInsets {
  public static let zero: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets()
}

extension NSDirectionalEdgeInsets: Equatable {
  public static func == (lhs: NSDirectionalEdgeInsets, rhs: NSDirectionalEdgeInsets) -> Bool {
    fatalError()
  }
}

extension NSDirectionalEdgeInsets: Codable {
  public init(from decoder: any Decoder) throws { fatalError() }
  public func encode(to encoder: any Encoder) throws { fatalError() }
}

// MARK: - Layout priority (NSLayoutConstraint.h and the UIKit overlay)

public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
  public init(_ rawValue: Float) { fatalError() }
  public init(rawValue: Float) { fatalError() }
  public var rawValue: Float
}

extension UILayoutPriority {
  public static let required: UILayoutPriority = UILayoutPriority(rawValue: 1000)
  public static let defaultHigh: UILayoutPriority = UILayoutPriority(rawValue: 750)
  @available(macCatalyst 13.0, *)
  public static let dragThatCanResizeScene: UILayoutPriority = UILayoutPriority(rawValue: 510)
  @available(macCatalyst 13.0, *)
  public static let sceneSizeStayPut: UILayoutPriority = UILayoutPriority(rawValue: 500)
  @available(macCatalyst 13.0, *)
  public static let dragThatCannotResizeScene: UILayoutPriority = UILayoutPriority(rawValue: 490)
  public static let defaultLow: UILayoutPriority = UILayoutPriority(rawValue: 250)
  public static let fittingSizeLevel: UILayoutPriority = UILayoutPriority(rawValue: 50)
}

/// The overlay's numeric conveniences (Comparable, `p + Float`, `Float + p`, `p - Float`,
/// `p - p`, `+=`, `-=`).
public protocol _UIKitNumericRawRepresentable: RawRepresentable, Comparable
where RawValue: Comparable & Numeric {}

extension _UIKitNumericRawRepresentable {
  public static func < (lhs: Self, rhs: Self) -> Bool { fatalError() }
  public static func + (lhs: Self, rhs: RawValue) -> Self { fatalError() }
  public static func + (lhs: RawValue, rhs: Self) -> Self { fatalError() }
  public static func - (lhs: Self, rhs: RawValue) -> Self { fatalError() }
  public static func - (lhs: Self, rhs: Self) -> RawValue { fatalError() }
  public static func += (lhs: inout Self, rhs: RawValue) { fatalError() }
  public static func -= (lhs: inout Self, rhs: RawValue) { fatalError() }
}

extension UILayoutPriority: _UIKitNumericRawRepresentable {}

// MARK: - NSLayoutConstraint

@available(iOS 6.0, *)
@MainActor open class NSLayoutConstraint: NSObject {
  open class func constraints(
    withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] { fatalError() }

  public convenience init(
    item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
    relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
    attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
  ) { fatalError() }

  open var priority: UILayoutPriority {
    get { fatalError() }
    set { fatalError() }
  }
  open var shouldBeArchived: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  unowned(unsafe) open var firstItem: AnyObject? { fatalError() }
  unowned(unsafe) open var secondItem: AnyObject? { fatalError() }
  open var firstAttribute: NSLayoutConstraint.Attribute { fatalError() }
  open var secondAttribute: NSLayoutConstraint.Attribute { fatalError() }
  open var firstAnchor: NSLayoutAnchor<AnyObject> { fatalError() }
  open var secondAnchor: NSLayoutAnchor<AnyObject>? { fatalError() }
  open var relation: NSLayoutConstraint.Relation { fatalError() }
  open var multiplier: CGFloat { fatalError() }
  open var constant: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var isActive: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }
  open class func deactivate(_ constraints: [NSLayoutConstraint]) { fatalError() }
  open var identifier: String? {
    get { fatalError() }
    set { fatalError() }
  }
}

extension NSLayoutConstraint {
  @nonexhaustive
  public enum Relation: Int, @unchecked Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  @nonexhaustive
  public enum Attribute: Int, @unchecked Sendable {
    case left = 1
    case right = 2
    case top = 3
    case bottom = 4
    case leading = 5
    case trailing = 6
    case width = 7
    case height = 8
    case centerX = 9
    case centerY = 10
    case lastBaseline = 11
    case firstBaseline = 12
    case leftMargin = 13
    case rightMargin = 14
    case topMargin = 15
    case bottomMargin = 16
    case leadingMargin = 17
    case trailingMargin = 18
    case centerXWithinMargins = 19
    case centerYWithinMargins = 20
    case notAnAttribute = 0
  }

  @nonexhaustive
  public enum Axis: Int, @unchecked Sendable {
    case horizontal = 0
    case vertical = 1
  }

  public struct FormatOptions: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { fatalError() }
    public let rawValue: UInt
    public static var alignAllLeft: NSLayoutConstraint.FormatOptions { fatalError() }
    public static var alignAllRight: NSLayoutConstraint.FormatOptions { fatalError() }
    public static var alignAllTop: NSLayoutConstraint.FormatOptions { fatalError() }
    public static var alignAllBottom: NSLayoutConstraint.FormatOptions { fatalError() }
    public static var alignAllLeading: NSLayoutConstraint.FormatOptions { fatalError() }
    public static var alignAllTrailing: NSLayoutConstraint.FormatOptions { fatalError() }
    public static var alignAllCenterX: NSLayoutConstraint.FormatOptions { fatalError() }
    public static var alignAllCenterY: NSLayoutConstraint.FormatOptions { fatalError() }
    public static var alignAllLastBaseline: NSLayoutConstraint.FormatOptions { fatalError() }
    public static var alignAllFirstBaseline: NSLayoutConstraint.FormatOptions { fatalError() }
    public static var alignmentMask: NSLayoutConstraint.FormatOptions { fatalError() }
    public static var directionLeadingToTrailing: NSLayoutConstraint.FormatOptions {
      fatalError()
    }
    public static var directionLeftToRight: NSLayoutConstraint.FormatOptions { fatalError() }
    public static var directionRightToLeft: NSLayoutConstraint.FormatOptions { fatalError() }
    public static var directionMask: NSLayoutConstraint.FormatOptions { fatalError() }
    public static var spacingEdgeToEdge: NSLayoutConstraint.FormatOptions { fatalError() }
    public static var spacingBaselineToBaseline: NSLayoutConstraint.FormatOptions {
      fatalError()
    }
    public static var spacingMask: NSLayoutConstraint.FormatOptions { fatalError() }
  }
}

// MARK: - Anchors (NSLayoutAnchor.h)

// `name`, `item`, `hasAmbiguousLayout` and `constraintsAffectingLayout` are macOS-only.
@available(iOS 9.0, *)
@MainActor open class NSLayoutAnchor<AnchorType>: NSObject where AnchorType: AnyObject {
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    fatalError()
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  { fatalError() }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  { fatalError() }
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { fatalError() }
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint { fatalError() }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { fatalError() }
}

@available(iOS 9.0, *)
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    fatalError()
  }
  open func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { fatalError() }
  open func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { fatalError() }
  open func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { fatalError() }
}

@available(iOS 9.0, *)
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    fatalError()
  }
  open func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { fatalError() }
  open func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { fatalError() }
  open func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { fatalError() }
}

@available(iOS 9.0, *)
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    fatalError()
  }
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    fatalError()
  }
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  { fatalError() }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  { fatalError() }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  { fatalError() }
  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint { fatalError() }
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint { fatalError() }
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint { fatalError() }
}

// MARK: - Colours, fonts, images

@available(iOS 2.0, *)
open class UIColor: NSObject, @unchecked Sendable {
  public init(white: CGFloat, alpha: CGFloat) { fatalError() }
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
  open class var black: UIColor { fatalError() }
  open class var darkGray: UIColor { fatalError() }
  open class var lightGray: UIColor { fatalError() }
  open class var white: UIColor { fatalError() }
  open class var gray: UIColor { fatalError() }
  open class var red: UIColor { fatalError() }
  open class var green: UIColor { fatalError() }
  open class var blue: UIColor { fatalError() }
  open class var orange: UIColor { fatalError() }
  open class var clear: UIColor { fatalError() }
  open class var systemRed: UIColor { fatalError() }
  open class var systemGreen: UIColor { fatalError() }
  open class var systemBlue: UIColor { fatalError() }
  open class var systemOrange: UIColor { fatalError() }
  open class var systemGray: UIColor { fatalError() }
  @available(iOS 13.0, tvOS 13.0, *)
  open class var systemTeal: UIColor { fatalError() }
  @available(iOS 13.0, tvOS 13.0, *)
  open class var label: UIColor { fatalError() }
  @available(iOS 13.0, tvOS 13.0, *)
  open class var secondaryLabel: UIColor { fatalError() }
  @available(iOS 13.0, tvOS 13.0, *)
  open class var systemBackground: UIColor { fatalError() }
}

@available(iOS 2.0, *)
open class UIFont: NSObject, @unchecked Sendable {
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    fatalError()
  }
  open var pointSize: CGFloat { fatalError() }
  open var lineHeight: CGFloat { fatalError() }
}

extension UIFont {
  public struct Weight: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(_ rawValue: CGFloat) { fatalError() }
    public init(rawValue: CGFloat) { fatalError() }
    public var rawValue: CGFloat
    public static let regular: UIFont.Weight = UIFont.Weight(rawValue: 0)
    public static let medium: UIFont.Weight = UIFont.Weight(rawValue: 0)
    public static let semibold: UIFont.Weight = UIFont.Weight(rawValue: 0)
    public static let bold: UIFont.Weight = UIFont.Weight(rawValue: 0)
  }
}

@available(iOS 2.0, *)
open class UIImage: NSObject, @unchecked Sendable {
  public init?(named name: String) { fatalError() }
  @available(iOS 13.0, *)
  public convenience init?(systemName name: String) { fatalError() }
  open var size: CGSize { fatalError() }
}

// MARK: - Responders and views

@available(iOS 2.0, *)
@MainActor open class UIResponder: NSObject {
  open var next: UIResponder? { fatalError() }
  open var canBecomeFirstResponder: Bool { fatalError() }
  open func becomeFirstResponder() -> Bool { fatalError() }
  open var canResignFirstResponder: Bool { fatalError() }
  open func resignFirstResponder() -> Bool { fatalError() }
  open var isFirstResponder: Bool { fatalError() }
}

@MainActor public protocol UIAccessibilityIdentification: NSObjectProtocol {
  var accessibilityIdentifier: String? { get set }
}

@available(iOS 2.0, *)
@MainActor open class UIView: UIResponder, UIAccessibilityIdentification {
  open class var layerClass: AnyClass { fatalError() }
  public init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  /// `UIView()`: Objective-C's `init`, which UIKit turns into `init(frame: .zero)`.
  public convenience override init() { fatalError() }

  open var isUserInteractionEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var tag: Int {
    get { fatalError() }
    set { fatalError() }
  }
  open var layer: CALayer { fatalError() }
  open var accessibilityIdentifier: String? {
    get { fatalError() }
    set { fatalError() }
  }

  // UIViewGeometry
  open var frame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  open var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  open var center: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  open var autoresizesSubviews: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var autoresizingMask: UIView.AutoresizingMask {
    get { fatalError() }
    set { fatalError() }
  }
  open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
  open func sizeToFit() { fatalError() }

  // UIViewHierarchy
  open var superview: UIView? { fatalError() }
  open var subviews: [UIView] { fatalError() }
  open var window: UIWindow? { fatalError() }
  open func removeFromSuperview() { fatalError() }
  open func insertSubview(_ view: UIView, at index: Int) { fatalError() }
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { fatalError() }
  open func addSubview(_ view: UIView) { fatalError() }
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { fatalError() }
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { fatalError() }
  open func bringSubviewToFront(_ view: UIView) { fatalError() }
  open func sendSubviewToBack(_ view: UIView) { fatalError() }
  open func didAddSubview(_ subview: UIView) { fatalError() }
  open func willRemoveSubview(_ subview: UIView) { fatalError() }
  open func willMove(toSuperview newSuperview: UIView?) { fatalError() }
  open func didMoveToSuperview() { fatalError() }
  open func willMove(toWindow newWindow: UIWindow?) { fatalError() }
  open func didMoveToWindow() { fatalError() }
  open func isDescendant(of view: UIView) -> Bool { fatalError() }
  open func viewWithTag(_ tag: Int) -> UIView? { fatalError() }
  open func setNeedsLayout() { fatalError() }
  open func layoutIfNeeded() { fatalError() }
  open func layoutSubviews() { fatalError() }
  open var layoutMargins: UIEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }
  @available(iOS 11.0, *)
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }
  open var preservesSuperviewLayoutMargins: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  @available(iOS 11.0, *)
  open var insetsLayoutMarginsFromSafeArea: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open func layoutMarginsDidChange() { fatalError() }
  @available(iOS 11.0, *)
  open var safeAreaInsets: UIEdgeInsets { fatalError() }
  @available(iOS 11.0, *)
  open func safeAreaInsetsDidChange() { fatalError() }
  open var layoutMarginsGuide: UILayoutGuide { fatalError() }
  open var readableContentGuide: UILayoutGuide { fatalError() }
  @available(iOS 11.0, *)
  open var safeAreaLayoutGuide: UILayoutGuide { fatalError() }

  // UIViewRendering
  open var clipsToBounds: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var backgroundColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }
  open var alpha: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var isOpaque: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var isHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var contentMode: UIView.ContentMode {
    get { fatalError() }
    set { fatalError() }
  }
  open var tintColor: UIColor! {
    get { fatalError() }
    set { fatalError() }
  }
  open func setNeedsDisplay() { fatalError() }

  // UIViewAnimationWithBlocks. Swift 6.2 imports the completion handlers as `@Sendable`
  // (SE-0463): they are not main-actor closures, though UIKit calls them on the main thread.
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: (@Sendable (Bool) -> Void)? = nil
  ) { fatalError() }
  open class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: (@Sendable (Bool) -> Void)? = nil
  ) { fatalError() }
  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    fatalError()
  }
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    fatalError()
  }

  // UIConstraintBasedLayoutInstallingConstraints
  open var constraints: [NSLayoutConstraint] { fatalError() }
  open func addConstraint(_ constraint: NSLayoutConstraint) { fatalError() }
  open func addConstraints(_ constraints: [NSLayoutConstraint]) { fatalError() }
  open func removeConstraint(_ constraint: NSLayoutConstraint) { fatalError() }
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) { fatalError() }

  // UIConstraintBasedLayoutCoreMethods
  open func updateConstraintsIfNeeded() { fatalError() }
  open func updateConstraints() { fatalError() }
  open func needsUpdateConstraints() -> Bool { fatalError() }
  open func setNeedsUpdateConstraints() { fatalError() }

  // UIConstraintBasedCompatibility
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open class var requiresConstraintBasedLayout: Bool { fatalError() }

  // UIConstraintBasedLayoutLayering
  open func alignmentRect(forFrame frame: CGRect) -> CGRect { fatalError() }
  open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { fatalError() }
  open var alignmentRectInsets: UIEdgeInsets { fatalError() }
  open var forFirstBaselineLayout: UIView { fatalError() }
  open var forLastBaselineLayout: UIView { fatalError() }
  open var intrinsicContentSize: CGSize { fatalError() }
  open func invalidateIntrinsicContentSize() { fatalError() }
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    fatalError()
  }
  open func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) { fatalError() }
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  { fatalError() }
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) { fatalError() }

  // UIConstraintBasedLayoutFittingSize
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fatalError() }
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize { fatalError() }

  // UILayoutGuideSupport
  open var layoutGuides: [UILayoutGuide] { fatalError() }
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { fatalError() }
  open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { fatalError() }

  // UIViewLayoutConstraintCreation
  open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var widthAnchor: NSLayoutDimension { fatalError() }
  open var heightAnchor: NSLayoutDimension { fatalError() }
  open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var firstBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var lastBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }

  // UIConstraintBasedLayoutDebugging
  open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis)
    -> [NSLayoutConstraint]
  { fatalError() }
  open var hasAmbiguousLayout: Bool { fatalError() }
  open func exerciseAmbiguityInLayout() { fatalError() }
}

extension UIView {
  public struct AutoresizingMask: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { fatalError() }
    public let rawValue: UInt
    public static var flexibleLeftMargin: UIView.AutoresizingMask { fatalError() }
    public static var flexibleWidth: UIView.AutoresizingMask { fatalError() }
    public static var flexibleRightMargin: UIView.AutoresizingMask { fatalError() }
    public static var flexibleTopMargin: UIView.AutoresizingMask { fatalError() }
    public static var flexibleHeight: UIView.AutoresizingMask { fatalError() }
    public static var flexibleBottomMargin: UIView.AutoresizingMask { fatalError() }
  }

  public struct AnimationOptions: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { fatalError() }
    public let rawValue: UInt
    public static var layoutSubviews: UIView.AnimationOptions { fatalError() }
    public static var allowUserInteraction: UIView.AnimationOptions { fatalError() }
    public static var beginFromCurrentState: UIView.AnimationOptions { fatalError() }
    public static var `repeat`: UIView.AnimationOptions { fatalError() }
    public static var autoreverse: UIView.AnimationOptions { fatalError() }
    public static var overrideInheritedDuration: UIView.AnimationOptions { fatalError() }
    public static var overrideInheritedCurve: UIView.AnimationOptions { fatalError() }
    public static var allowAnimatedContent: UIView.AnimationOptions { fatalError() }
    public static var showHideTransitionViews: UIView.AnimationOptions { fatalError() }
    public static var overrideInheritedOptions: UIView.AnimationOptions { fatalError() }
    public static var curveEaseInOut: UIView.AnimationOptions { fatalError() }
    public static var curveEaseIn: UIView.AnimationOptions { fatalError() }
    public static var curveEaseOut: UIView.AnimationOptions { fatalError() }
    public static var curveLinear: UIView.AnimationOptions { fatalError() }
  }

  @nonexhaustive
  public enum ContentMode: Int, @unchecked Sendable {
    case scaleToFill = 0
    case scaleAspectFit = 1
    case scaleAspectFill = 2
    case redraw = 3
    case center = 4
    case top = 5
    case bottom = 6
    case left = 7
    case right = 8
    case topLeft = 9
    case topRight = 10
    case bottomLeft = 11
    case bottomRight = 12
  }
}

// MARK: - Layout guides

@available(iOS 9.0, *)
@MainActor open class UILayoutGuide: NSObject {
  public override init() { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var layoutFrame: CGRect { fatalError() }
  weak open var owningView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }
  open var identifier: String {
    get { fatalError() }
    set { fatalError() }
  }
  open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var widthAnchor: NSLayoutDimension { fatalError() }
  open var heightAnchor: NSLayoutDimension { fatalError() }
  open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
}

// MARK: - Content views

@nonexhaustive
public enum NSTextAlignment: Int, @unchecked Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

@available(iOS 2.0, *)
@MainActor open class UILabel: UIView {
  public override init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var text: String? {
    get { fatalError() }
    set { fatalError() }
  }
  open var font: UIFont! {
    get { fatalError() }
    set { fatalError() }
  }
  open var textColor: UIColor! {
    get { fatalError() }
    set { fatalError() }
  }
  open var textAlignment: NSTextAlignment {
    get { fatalError() }
    set { fatalError() }
  }
  open var numberOfLines: Int {
    get { fatalError() }
    set { fatalError() }
  }
  open var adjustsFontSizeToFitWidth: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var preferredMaxLayoutWidth: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
}

@available(iOS 2.0, *)
@MainActor open class UIImageView: UIView {
  public override init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  public init(image: UIImage?) { fatalError() }
  public init(image: UIImage?, highlightedImage: UIImage?) { fatalError() }
  open var image: UIImage? {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - Visual effects

open class UIVisualEffect: NSObject {
}

@MainActor open class UIVisualEffectView: UIView {
  open var contentView: UIView { fatalError() }
  open var effect: UIVisualEffect? {
    get { fatalError() }
    set { fatalError() }
  }
  public init(effect: UIVisualEffect?) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
}

// MARK: - Controls and actions

@available(iOS 13.0, *)
@MainActor open class UIMenuElement: NSObject {
  open var title: String { fatalError() }
}

extension UIMenuElement {
  public struct Attributes: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { fatalError() }
    public let rawValue: UInt
    public static var disabled: UIMenuElement.Attributes { fatalError() }
    public static var destructive: UIMenuElement.Attributes { fatalError() }
    public static var hidden: UIMenuElement.Attributes { fatalError() }
  }

  @nonexhaustive
  public enum State: Int, @unchecked Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }
}

public typealias UIActionHandler = (UIAction) -> Void

@available(iOS 13.0, *)
@MainActor open class UIAction: UIMenuElement {
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) { fatalError() }
}

extension UIAction {
  public struct Identifier: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(_ rawValue: String) { fatalError() }
    public init(rawValue: String) { fatalError() }
    public var rawValue: String
  }
}

@available(iOS 2.0, *)
@MainActor open class UIControl: UIView {
  public override init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  @available(iOS 14.0, *)
  public convenience init(frame: CGRect, primaryAction: UIAction?) { fatalError() }
  open var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var isSelected: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var isHighlighted: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var state: UIControl.State { fatalError() }
  @available(iOS 14.0, *)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }
  @available(iOS 14.0, *)
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }
  open func sendActions(for controlEvents: UIControl.Event) { fatalError() }
}

extension UIControl {
  public struct Event: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { fatalError() }
    public let rawValue: UInt
    public static var touchDown: UIControl.Event { fatalError() }
    public static var touchDownRepeat: UIControl.Event { fatalError() }
    public static var touchDragInside: UIControl.Event { fatalError() }
    public static var touchDragOutside: UIControl.Event { fatalError() }
    public static var touchDragEnter: UIControl.Event { fatalError() }
    public static var touchDragExit: UIControl.Event { fatalError() }
    public static var touchUpInside: UIControl.Event { fatalError() }
    public static var touchUpOutside: UIControl.Event { fatalError() }
    public static var touchCancel: UIControl.Event { fatalError() }
    public static var valueChanged: UIControl.Event { fatalError() }
    public static var primaryActionTriggered: UIControl.Event { fatalError() }
    public static var editingDidBegin: UIControl.Event { fatalError() }
    public static var editingChanged: UIControl.Event { fatalError() }
    public static var editingDidEnd: UIControl.Event { fatalError() }
    public static var editingDidEndOnExit: UIControl.Event { fatalError() }
    public static var allTouchEvents: UIControl.Event { fatalError() }
    public static var allEditingEvents: UIControl.Event { fatalError() }
    public static var applicationReserved: UIControl.Event { fatalError() }
    public static var systemReserved: UIControl.Event { fatalError() }
    public static var allEvents: UIControl.Event { fatalError() }
  }

  public struct State: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { fatalError() }
    public let rawValue: UInt
    public static var normal: UIControl.State { fatalError() }
    public static var highlighted: UIControl.State { fatalError() }
    public static var disabled: UIControl.State { fatalError() }
    public static var selected: UIControl.State { fatalError() }
    public static var focused: UIControl.State { fatalError() }
    public static var application: UIControl.State { fatalError() }
    public static var reserved: UIControl.State { fatalError() }
  }
}

@available(iOS 2.0, *)
@MainActor open class UIButton: UIControl {
  public override init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  public convenience init(type buttonType: UIButton.ButtonType) { fatalError() }
  @available(iOS 14.0, *)
  public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?)
  { fatalError() }
  open var buttonType: UIButton.ButtonType { fatalError() }
  open func setTitle(_ title: String?, for state: UIControl.State) { fatalError() }
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { fatalError() }
  open func setImage(_ image: UIImage?, for state: UIControl.State) { fatalError() }
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { fatalError() }
  open func title(for state: UIControl.State) -> String? { fatalError() }
  open func titleColor(for state: UIControl.State) -> UIColor? { fatalError() }
  open func image(for state: UIControl.State) -> UIImage? { fatalError() }
  open var currentTitle: String? { fatalError() }
  open var currentImage: UIImage? { fatalError() }
  open var titleLabel: UILabel? { fatalError() }
  open var imageView: UIImageView? { fatalError() }
}

extension UIButton {
  @nonexhaustive
  public enum ButtonType: Int, @unchecked Sendable {
    case custom = 0
    case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    @available(iOS 13.0, *)
    case close = 7
  }
}

// MARK: - Stack views

@available(iOS 9.0, *)
@MainActor open class UIStackView: UIView {
  public override init(frame: CGRect) { fatalError() }
  public required init(coder: NSCoder) { fatalError() }
  public convenience init(arrangedSubviews views: [UIView]) { fatalError() }
  open var arrangedSubviews: [UIView] { fatalError() }
  open func addArrangedSubview(_ view: UIView) { fatalError() }
  open func removeArrangedSubview(_ view: UIView) { fatalError() }
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) { fatalError() }
  open var axis: NSLayoutConstraint.Axis {
    get { fatalError() }
    set { fatalError() }
  }
  open var distribution: UIStackView.Distribution {
    get { fatalError() }
    set { fatalError() }
  }
  open var alignment: UIStackView.Alignment {
    get { fatalError() }
    set { fatalError() }
  }
  open var spacing: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  @available(iOS 11.0, *)
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) { fatalError() }
  @available(iOS 11.0, *)
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat { fatalError() }
  open var isBaselineRelativeArrangement: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var isLayoutMarginsRelativeArrangement: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UIStackView {
  @nonexhaustive
  public enum Distribution: Int, @unchecked Sendable {
    case fill = 0
    case fillEqually = 1
    case fillProportionally = 2
    case equalSpacing = 3
    case equalCentering = 4
  }

  @nonexhaustive
  public enum Alignment: Int, @unchecked Sendable {
    case fill = 0
    case leading = 1
    public static var top: UIStackView.Alignment { fatalError() }
    case firstBaseline = 2
    case center = 3
    case trailing = 4
    public static var bottom: UIStackView.Alignment { fatalError() }
    case lastBaseline = 5
  }
}

// MARK: - Scroll views

@available(iOS 2.0, *)
@MainActor open class UIScrollView: UIView {
  public override init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var contentOffset: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  open var contentSize: CGSize {
    get { fatalError() }
    set { fatalError() }
  }
  open var contentInset: UIEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }
  @available(iOS 11.0, *)
  open var contentLayoutGuide: UILayoutGuide { fatalError() }
  @available(iOS 11.0, *)
  open var frameLayoutGuide: UILayoutGuide { fatalError() }
}

// MARK: - Windows and view controllers

@available(iOS 13.0, *)
@MainActor open class UIScene: UIResponder {}

@available(iOS 13.0, *)
@MainActor open class UIWindowScene: UIScene {}

@available(iOS 2.0, *)
@MainActor open class UIWindow: UIView {
  public override init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  @available(iOS 13.0, *)
  public init(windowScene: UIWindowScene) { fatalError() }
  open var rootViewController: UIViewController? {
    get { fatalError() }
    set { fatalError() }
  }
  open var isKeyWindow: Bool { fatalError() }
  open func makeKey() { fatalError() }
  open func makeKeyAndVisible() { fatalError() }
}

@available(iOS 2.0, *)
@MainActor open class UIViewController: UIResponder {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  /// `UIViewController()`: Objective-C's `init`, which UIKit turns into
  /// `init(nibName: nil, bundle: nil)`.
  public convenience override init() { fatalError() }
  open var view: UIView! {
    get { fatalError() }
    set { fatalError() }
  }
  open func loadView() { fatalError() }
  @available(iOS 9.0, *)
  open func loadViewIfNeeded() { fatalError() }
  @available(iOS 9.0, *)
  open var viewIfLoaded: UIView? { fatalError() }
  open func viewDidLoad() { fatalError() }
  open var isViewLoaded: Bool { fatalError() }
  open func viewWillAppear(_ animated: Bool) { fatalError() }
  open func viewDidAppear(_ animated: Bool) { fatalError() }
  open func viewWillDisappear(_ animated: Bool) { fatalError() }
  open func viewDidDisappear(_ animated: Bool) { fatalError() }
  open func viewWillLayoutSubviews() { fatalError() }
  open func viewDidLayoutSubviews() { fatalError() }
  open func updateViewConstraints() { fatalError() }
  open var children: [UIViewController] { fatalError() }
  open func addChild(_ childController: UIViewController) { fatalError() }
  open func removeFromParent() { fatalError() }
  open func willMove(toParent parent: UIViewController?) { fatalError() }
  open func didMove(toParent parent: UIViewController?) { fatalError() }
  open var parent: UIViewController? { fatalError() }
}
