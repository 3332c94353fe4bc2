// Stand-in for AppKit: the AppKit API that SwiftLayout uses, declared as Xcode's generated
// interface of AppKit declares it (names, labels, types, optionality, `open` or `public`,
// `class` or `static`, initializer kinds, main-actor isolation). Nothing here exists that AppKit
// lacks. Bodies trap: this module is only compiled against, to type-check the
// `canImport(AppKit)` branch of the package on any machine. `NSEdgeInsets`, `CGFloat` and the
// geometry types come from Foundation, as on macOS.
//
// Completion handlers are `@Sendable`, as Swift 6.2 imports Objective-C completion handlers
// (SE-0463).

@_exported import Foundation
@_exported import QuartzCore

// MARK: - Identifiers

public struct NSUserInterfaceItemIdentifier: Hashable, Equatable, RawRepresentable,
  @unchecked Sendable
{
  public init(_ rawValue: String) { fatalError() }
  public init(rawValue: String) { fatalError() }
  public var rawValue: String
}

@MainActor public protocol NSUserInterfaceItemIdentification: NSObjectProtocol {
  var identifier: NSUserInterfaceItemIdentifier? { get set }
}

// MARK: - Constraints (NSLayoutConstraint.h)

@available(macOS 10.7, *)
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

  open var priority: NSLayoutConstraint.Priority {
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
  @available(macOS 10.12, *)
  open var firstAnchor: NSLayoutAnchor<AnyObject> { fatalError() }
  @available(macOS 10.12, *)
  open var secondAnchor: NSLayoutAnchor<AnyObject>? { fatalError() }
  open var relation: NSLayoutConstraint.Relation { fatalError() }
  open var multiplier: CGFloat { fatalError() }
  open var constant: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  @available(macOS 10.10, *)
  open var isActive: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  @available(macOS 10.10, *)
  open class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }
  @available(macOS 10.10, *)
  open class func deactivate(_ constraints: [NSLayoutConstraint]) { fatalError() }
  @available(macOS 10.9, *)
  open var identifier: String? {
    get { fatalError() }
    set { fatalError() }
  }
}

extension NSLayoutConstraint {
  public struct Priority: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(_ rawValue: Float) { fatalError() }
    public init(rawValue: Float) { fatalError() }
    public var rawValue: Float
    public static let required: NSLayoutConstraint.Priority = .init(rawValue: 1000)
    public static let defaultHigh: NSLayoutConstraint.Priority = .init(rawValue: 750)
    public static let dragThatCanResizeWindow: NSLayoutConstraint.Priority = .init(rawValue: 510)
    public static let windowSizeStayPut: NSLayoutConstraint.Priority = .init(rawValue: 500)
    public static let dragThatCannotResizeWindow: NSLayoutConstraint.Priority = .init(
      rawValue: 490)
    public static let defaultLow: NSLayoutConstraint.Priority = .init(rawValue: 250)
    public static let fittingSizeCompression: NSLayoutConstraint.Priority = .init(rawValue: 50)
  }

  @nonexhaustive
  public enum Orientation: Int, @unchecked Sendable {
    case horizontal = 0
    case vertical = 1
  }

  @nonexhaustive
  public enum Relation: Int, @unchecked Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  // AppKit has no margin attributes.
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
    public static var baseline: NSLayoutConstraint.Attribute { fatalError() }
    @available(macOS 10.11, *)
    case firstBaseline = 12
    case notAnAttribute = 0
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
  }
}

/// The AppKit overlay's numeric conveniences for priorities.
public protocol _AppKitKitNumericRawRepresentable: RawRepresentable, Comparable
where RawValue: Comparable & Numeric {}

extension _AppKitKitNumericRawRepresentable {
  public static func < (lhs: Self, rhs: Self) -> Bool { fatalError() }
  public static func + (lhs: Self, rhs: RawValue) -> Self { fatalError() }
  public static func + (lhs: RawValue, rhs: Self) -> Self { fatalError() }
  public static func - (lhs: Self, rhs: RawValue) -> Self { fatalError() }
  public static func - (lhs: Self, rhs: Self) -> RawValue { fatalError() }
  public static func += (lhs: inout Self, rhs: RawValue) { fatalError() }
  public static func -= (lhs: inout Self, rhs: RawValue) { fatalError() }
}

extension NSLayoutConstraint.Priority: _AppKitKitNumericRawRepresentable {}

// MARK: - Anchors (NSLayoutAnchor.h)

@available(macOS 10.11, *)
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
  @available(macOS 10.12, *)
  open var name: String { fatalError() }
  @available(macOS 10.12, *)
  weak open var item: AnyObject? { fatalError() }
  @available(macOS 10.12, *)
  open var hasAmbiguousLayout: Bool { fatalError() }
  @available(macOS 10.12, *)
  open var constraintsAffectingLayout: [NSLayoutConstraint] { fatalError() }
}

@available(macOS 10.11, *)
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  @available(macOS 10.12, *)
  open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    fatalError()
  }
  @available(macOS 11.0, *)
  open func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { fatalError() }
}

@available(macOS 10.11, *)
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  @available(macOS 10.12, *)
  open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    fatalError()
  }
  @available(macOS 11.0, *)
  open func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { fatalError() }
}

@available(macOS 10.11, *)
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

// MARK: - Responders, windows and views

@available(macOS 10.0, *)
@MainActor open class NSResponder: NSObject {
  public override init() { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var nextResponder: NSResponder? {
    get { fatalError() }
    set { fatalError() }
  }
}

@available(macOS 10.0, *)
@MainActor open class NSWindow: NSResponder {
  open var contentView: NSView? {
    get { fatalError() }
    set { fatalError() }
  }
}

extension NSWindow {
  @nonexhaustive
  public enum OrderingMode: Int, @unchecked Sendable {
    case above = 1
    case below = -1
    case out = 0
  }
}

@nonexhaustive
public enum NSUserInterfaceLayoutOrientation: Int, @unchecked Sendable {
  case horizontal = 0
  case vertical = 1
}

@available(macOS 10.0, *)
@MainActor open class NSView: NSResponder, NSUserInterfaceItemIdentification {
  public init(frame frameRect: NSRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  /// `NSView()`: Objective-C's `init`, which AppKit turns into `init(frame: .zero)`.
  public convenience override init() { fatalError() }

  open var window: NSWindow? { fatalError() }
  open var superview: NSView? { fatalError() }
  open var subviews: [NSView] {
    get { fatalError() }
    set { fatalError() }
  }
  open func isDescendant(of view: NSView) -> Bool { fatalError() }
  open func addSubview(_ view: NSView) { fatalError() }
  open func addSubview(
    _ view: NSView, positioned place: NSWindow.OrderingMode, relativeTo otherView: NSView?
  ) { fatalError() }
  open func removeFromSuperview() { fatalError() }
  open func replaceSubview(_ oldView: NSView, with newView: NSView) { fatalError() }
  open func didAddSubview(_ subview: NSView) { fatalError() }
  open func willRemoveSubview(_ subview: NSView) { fatalError() }
  open func viewWillMove(toSuperview newSuperview: NSView?) { fatalError() }
  open func viewDidMoveToSuperview() { fatalError() }

  open var frame: NSRect {
    get { fatalError() }
    set { fatalError() }
  }
  open var bounds: NSRect {
    get { fatalError() }
    set { fatalError() }
  }
  open var isHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var wantsLayer: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var layer: CALayer? {
    get { fatalError() }
    set { fatalError() }
  }
  open var autoresizingMask: NSView.AutoresizingMask {
    get { fatalError() }
    set { fatalError() }
  }
  open var identifier: NSUserInterfaceItemIdentifier? {
    get { fatalError() }
    set { fatalError() }
  }

  // NSAccessibility: a method pair, not a property, in Swift.
  open func accessibilityIdentifier() -> String { fatalError() }
  open func setAccessibilityIdentifier(_ accessibilityIdentifier: String?) { fatalError() }

  // NSConstraintBasedLayoutCoreMethods and friends
  @available(macOS 10.7, *)
  open var needsLayout: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  @available(macOS 10.7, *)
  open func layout() { fatalError() }
  @available(macOS 10.7, *)
  open func layoutSubtreeIfNeeded() { fatalError() }
  @available(macOS 10.7, *)
  open var needsUpdateConstraints: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  @available(macOS 10.7, *)
  open func updateConstraints() { fatalError() }
  @available(macOS 10.7, *)
  open func updateConstraintsForSubtreeIfNeeded() { fatalError() }
  @available(macOS 10.7, *)
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  @available(macOS 10.7, *)
  open class var requiresConstraintBasedLayout: Bool { fatalError() }
  @available(macOS 10.7, *)
  open var constraints: [NSLayoutConstraint] { fatalError() }
  @available(macOS 10.7, *)
  open func addConstraint(_ constraint: NSLayoutConstraint) { fatalError() }
  @available(macOS 10.7, *)
  open func addConstraints(_ constraints: [NSLayoutConstraint]) { fatalError() }
  @available(macOS 10.7, *)
  open func removeConstraint(_ constraint: NSLayoutConstraint) { fatalError() }
  @available(macOS 10.7, *)
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) { fatalError() }
  @available(macOS 10.7, *)
  open var fittingSize: NSSize { fatalError() }
  @available(macOS 10.7, *)
  open var intrinsicContentSize: NSSize { fatalError() }
  @available(macOS 10.7, *)
  open func invalidateIntrinsicContentSize() { fatalError() }
  @available(macOS 10.7, *)
  open func contentHuggingPriority(for orientation: NSLayoutConstraint.Orientation)
    -> NSLayoutConstraint.Priority
  { fatalError() }
  @available(macOS 10.7, *)
  open func setContentHuggingPriority(
    _ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation
  ) { fatalError() }
  @available(macOS 10.7, *)
  open func contentCompressionResistancePriority(
    for orientation: NSLayoutConstraint.Orientation
  ) -> NSLayoutConstraint.Priority { fatalError() }
  @available(macOS 10.7, *)
  open func setContentCompressionResistancePriority(
    _ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation
  ) { fatalError() }
  @available(macOS 10.7, *)
  open var hasAmbiguousLayout: Bool { fatalError() }
  @available(macOS 10.7, *)
  open func constraintsAffectingLayout(for orientation: NSLayoutConstraint.Orientation)
    -> [NSLayoutConstraint]
  { fatalError() }

  // NSLayoutGuideSupport
  @available(macOS 10.11, *)
  open func addLayoutGuide(_ guide: NSLayoutGuide) { fatalError() }
  @available(macOS 10.11, *)
  open func removeLayoutGuide(_ guide: NSLayoutGuide) { fatalError() }
  @available(macOS 10.11, *)
  open var layoutGuides: [NSLayoutGuide] { fatalError() }

  // NSViewLayoutAnchors
  @available(macOS 10.11, *)
  open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
  @available(macOS 10.11, *)
  open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
  @available(macOS 10.11, *)
  open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
  @available(macOS 10.11, *)
  open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
  @available(macOS 10.11, *)
  open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
  @available(macOS 10.11, *)
  open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
  @available(macOS 10.11, *)
  open var widthAnchor: NSLayoutDimension { fatalError() }
  @available(macOS 10.11, *)
  open var heightAnchor: NSLayoutDimension { fatalError() }
  @available(macOS 10.11, *)
  open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
  @available(macOS 10.11, *)
  open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
  @available(macOS 10.11, *)
  open var firstBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }
  @available(macOS 10.11, *)
  open var lastBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }

  @available(macOS 11.0, *)
  open var safeAreaInsets: NSEdgeInsets { fatalError() }
  @available(macOS 11.0, *)
  open var safeAreaLayoutGuide: NSLayoutGuide { fatalError() }
  @available(macOS 11.0, *)
  open var layoutMarginsGuide: NSLayoutGuide { fatalError() }
}

extension NSView {
  public struct AutoresizingMask: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { fatalError() }
    public let rawValue: UInt
    public static var none: NSView.AutoresizingMask { fatalError() }
    public static var minXMargin: NSView.AutoresizingMask { fatalError() }
    public static var width: NSView.AutoresizingMask { fatalError() }
    public static var maxXMargin: NSView.AutoresizingMask { fatalError() }
    public static var minYMargin: NSView.AutoresizingMask { fatalError() }
    public static var height: NSView.AutoresizingMask { fatalError() }
    public static var maxYMargin: NSView.AutoresizingMask { fatalError() }
  }
}

// MARK: - Layout guides (NSLayoutGuide.h)

@available(macOS 10.11, *)
@MainActor open class NSLayoutGuide: NSObject {
  public override init() { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var frame: NSRect { fatalError() }
  weak open var owningView: NSView? {
    get { fatalError() }
    set { fatalError() }
  }
  open var identifier: NSUserInterfaceItemIdentifier {
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
  @available(macOS 10.12, *)
  open var hasAmbiguousLayout: Bool { fatalError() }
  @available(macOS 10.12, *)
  open func constraintsAffectingLayout(for orientation: NSLayoutConstraint.Orientation)
    -> [NSLayoutConstraint]
  { fatalError() }
}

// MARK: - Stack views (NSStackView.h)

@MainActor open class NSVisualEffectView: NSView {
}

@available(macOS 10.9, *)
@MainActor open class NSStackView: NSView {
  public convenience init(views: [NSView]) { fatalError() }
  open var orientation: NSUserInterfaceLayoutOrientation {
    get { fatalError() }
    set { fatalError() }
  }
  open var alignment: NSLayoutConstraint.Attribute {
    get { fatalError() }
    set { fatalError() }
  }
  open var edgeInsets: NSEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }
  @available(macOS 10.11, *)
  open var distribution: NSStackView.Distribution {
    get { fatalError() }
    set { fatalError() }
  }
  open var spacing: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  @available(macOS 10.13, *)
  open func setCustomSpacing(_ spacing: CGFloat, after view: NSView) { fatalError() }
  @available(macOS 10.13, *)
  open func customSpacing(after view: NSView) -> CGFloat { fatalError() }
  @available(macOS 10.11, *)
  open var detachesHiddenViews: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  @available(macOS 10.11, *)
  open var arrangedSubviews: [NSView] { fatalError() }
  @available(macOS 10.11, *)
  open func addArrangedSubview(_ view: NSView) { fatalError() }
  @available(macOS 10.11, *)
  open func insertArrangedSubview(_ view: NSView, at index: Int) { fatalError() }
  @available(macOS 10.11, *)
  open func removeArrangedSubview(_ view: NSView) { fatalError() }
}

extension NSStackView {
  @nonexhaustive
  public enum Distribution: Int, @unchecked Sendable {
    case gravityAreas = -1
    case fill = 0
    case fillEqually = 1
    case fillProportionally = 2
    case equalSpacing = 3
    case equalCentering = 4
  }
}

// MARK: - Animation (NSAnimationContext.h)

@available(macOS 10.5, *)
@MainActor open class NSAnimationContext: NSObject {
  @available(macOS 10.7, *)
  open class func runAnimationGroup(
    _ changes: (NSAnimationContext) -> Void, completionHandler: (@Sendable () -> Void)? = nil
  ) { fatalError() }
  @available(macOS 10.12, *)
  open class func runAnimationGroup(_ changes: (NSAnimationContext) -> Void) { fatalError() }
  open class func beginGrouping() { fatalError() }
  open class func endGrouping() { fatalError() }
  open class var current: NSAnimationContext { fatalError() }
  open var duration: TimeInterval {
    get { fatalError() }
    set { fatalError() }
  }
  @available(macOS 10.7, *)
  open var completionHandler: (@Sendable () -> Void)? {
    get { fatalError() }
    set { fatalError() }
  }
  @available(macOS 10.8, *)
  open var allowsImplicitAnimation: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - View controllers (NSViewController.h, NSNib.h)

@available(macOS 10.3, *)
@MainActor open class NSNib: NSObject {
  public typealias Name = String
}

@available(macOS 10.5, *)
@MainActor open class NSViewController: NSResponder {
  public init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  /// `NSViewController()`: Objective-C's `init`, which AppKit turns into
  /// `init(nibName: nil, bundle: nil)`.
  public convenience override init() { fatalError() }
  open var view: NSView {
    get { fatalError() }
    set { fatalError() }
  }
  open func loadView() { fatalError() }
  @available(macOS 10.10, *)
  open func viewDidLoad() { fatalError() }
  @available(macOS 10.10, *)
  open var isViewLoaded: Bool { fatalError() }
  @available(macOS 10.10, *)
  open func viewWillLayout() { fatalError() }
  @available(macOS 10.10, *)
  open func viewDidLayout() { fatalError() }
}
