/// A rectangular area that can interact with Auto Layout, without being a view.
///
/// A guide belongs to the view that added it (``owningView``); its ``layoutFrame`` is in that
/// view's coordinate system. UIKit: <https://developer.apple.com/documentation/uikit/uilayoutguide>
@MainActor
open class UILayoutGuide: NSObject {
  let node = LayoutNode()
  /// The owning view, held through its handle (see `LayoutItemHandle`).
  var owningViewHandle: LayoutItemHandle?
  var storedOwningView: UIView? {
    get { owningViewHandle.view }
    set { owningViewHandle = newValue?.itemHandle }
  }
  /// The guide's handle: how constraints and anchors refer to it without keeping it alive.
  nonisolated let itemHandle = LayoutItemHandle()
  var storedLayoutFrame = CGRect.zero
  /// Set for the guides UIKit makes (margins, safe area, scroll content/frame): its role.
  var systemRole: SystemGuideRole?
  /// For a guide UIKit makes, the name of the owning view's property that returns it
  /// (`safeAreaLayoutGuide`, `contentLayoutGuide`…); `nil` for a guide made by user code.
  package var systemGuidePropertyName: String? { systemRole?.rawValue }
  /// Constraints HeadlessUIKit keeps to position a system guide.
  var systemConstraints: [NSLayoutConstraint] = []
  lazy var anchorSet = UIViewAnchors(item: self)

  /// Creates a layout guide; add it to a view with ``UIView/addLayoutGuide(_:)``.
  public override init() {
    super.init()
    itemHandle.item = self
    itemHandle.node = node
    node.guide = self
  }

  /// Creates a layout guide from an unarchiver (HeadlessUIKit has no archives).
  ///
  /// - Parameter coder: An unarchiver object (unused).
  public required init?(coder: NSCoder) {
    super.init()
    itemHandle.item = self
    itemHandle.node = node
    node.guide = self
  }

  deinit {
    itemHandle.clear()
  }

  /// The view that owns this layout guide.
  open var owningView: UIView? {
    get { storedOwningView }
    set {
      if let newValue {
        newValue.addLayoutGuide(self)
      } else {
        storedOwningView?.removeLayoutGuide(self)
      }
    }
  }

  /// A string used to identify the layout guide, shown in descriptions.
  ///
  /// The guides a view makes carry UIKit's identifiers for them: `UIViewSafeAreaLayoutGuide`,
  /// `UIViewLayoutMarginsGuide`, `UIViewReadableContentGuide`, and a scroll view's
  /// `UIScrollView-contentLayoutGuide` and `UIScrollView-frameLayoutGuide`.
  open var identifier = ""

  /// The layout guide's frame in its owning view's coordinate system, as of the last layout.
  open var layoutFrame: CGRect {
    storedOwningView?.layoutIfNeededForQuery()
    return storedLayoutFrame
  }

  /// A layout anchor representing the leading edge of the layout guide's frame.
  open var leadingAnchor: NSLayoutXAxisAnchor { anchorSet.leading }
  /// A layout anchor representing the trailing edge of the layout guide's frame.
  open var trailingAnchor: NSLayoutXAxisAnchor { anchorSet.trailing }
  /// A layout anchor representing the left edge of the layout guide's frame.
  open var leftAnchor: NSLayoutXAxisAnchor { anchorSet.left }
  /// A layout anchor representing the right edge of the layout guide's frame.
  open var rightAnchor: NSLayoutXAxisAnchor { anchorSet.right }
  /// A layout anchor representing the top edge of the layout guide's frame.
  open var topAnchor: NSLayoutYAxisAnchor { anchorSet.top }
  /// A layout anchor representing the bottom edge of the layout guide's frame.
  open var bottomAnchor: NSLayoutYAxisAnchor { anchorSet.bottom }
  /// A layout anchor representing the width of the layout guide's frame.
  open var widthAnchor: NSLayoutDimension { anchorSet.width }
  /// A layout anchor representing the height of the layout guide's frame.
  open var heightAnchor: NSLayoutDimension { anchorSet.height }
  /// A layout anchor representing the horizontal center of the layout guide's frame.
  open var centerXAnchor: NSLayoutXAxisAnchor { anchorSet.centerX }
  /// A layout anchor representing the vertical center of the layout guide's frame.
  open var centerYAnchor: NSLayoutYAxisAnchor { anchorSet.centerY }

  /// The guide as `<UILayoutGuide name; layoutFrame = (x y; w h)>`.
  nonisolated open override var description: String {
    mainActorDescription(of: self) {
      "<UILayoutGuide \(itemName); layoutFrame = \(FrameText.format(storedLayoutFrame))>"
    }
  }

  /// Whether the constraints affecting the layout guide leave its frame ambiguous.
  open var hasAmbiguousLayout: Bool {
    guard let engine = storedOwningView?.layoutTree.engineForQueries() else { return false }
    return engine.isAmbiguous(self, axis: .horizontal) || engine.isAmbiguous(self, axis: .vertical)
  }

  /// Returns the constraints that affect the layout guide's frame along an axis.
  ///
  /// - Parameter axis: The axis of the constraints to return.
  /// - Returns: The active constraints referring to the guide on that axis.
  open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis)
    -> [NSLayoutConstraint]
  {
    node.affecting.filter { $0.firstAttr.axis == axis }
  }
}

/// The roles of the guides UIKit makes for a view.
enum SystemGuideRole: String {
  case layoutMargins = "layoutMarginsGuide"
  case safeArea = "safeAreaLayoutGuide"
  case readableContent = "readableContentGuide"
  case keyboard = "keyboardLayoutGuide"
  case scrollContent = "contentLayoutGuide"
  case scrollFrame = "frameLayoutGuide"

  /// The ``UILayoutGuide/identifier`` UIKit gives the guide with this role.
  var identifier: String {
    switch self {
    case .layoutMargins: "UIViewLayoutMarginsGuide"
    case .safeArea: "UIViewSafeAreaLayoutGuide"
    case .readableContent: "UIViewReadableContentGuide"
    case .keyboard: "UIViewKeyboardLayoutGuide"
    case .scrollContent: "UIScrollView-contentLayoutGuide"
    case .scrollFrame: "UIScrollView-frameLayoutGuide"
    }
  }
}

extension UILayoutGuide: LayoutItem {
  var parentView: UIView? { storedOwningView }
  var ownerView: UIView? { storedOwningView }
}
