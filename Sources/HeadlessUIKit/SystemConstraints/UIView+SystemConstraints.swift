/// The priority at which a root view that lays itself out keeps its last size: below anything
/// a user can set, so any constraint decides its size before this does.
let rootStayPriority = UILayoutPriority(0.01)

extension LayoutTree {
  #if DEBUG
  /// How many views have had their system constraints remade (for tests of incremental layout,
  /// kept out of release builds).
  nonisolated(unsafe) static var _refreshedViews = 0
  #endif

  /// Remakes the system constraints of every view queued by ``UIView/markSystemConstraintsDirty()``.
  func refreshSystemConstraints() {
    while !dirtyViews.isEmpty {
      let views = dirtyViews
      dirtyViews = []
      for entry in views {
        guard let view = entry.view, view.layoutTree === self, view.node.systemDirty else {
          continue
        }
        view.node.systemDirty = false
        #if DEBUG
        LayoutTree._refreshedViews &+= 1
        #endif
        view.refreshSystemConstraints()
      }
    }
  }
}

extension UIView {
  /// Makes the constraints that stand for the frame, the intrinsic size, the margins and the
  /// safe area agree with the view's current state, editing constants in place when only
  /// values changed.
  func refreshSystemConstraints() {
    refreshAlignmentInsets()
    if let superview = storedSuperview {
      reconcile(
        &systemConstraints.autoresizing, autoresizingSpecs(in: superview), holder: superview)
    } else {
      reconcile(&systemConstraints.autoresizing, rootSizeSpecs(), holder: self)
    }
    let contentSize = intrinsicContentSize
    if !refreshContentSizeConstantsInPlace(contentSize) {
      reconcile(&systemConstraints.contentSize, contentSizeSpecs(for: contentSize), holder: self)
    }
    if let guide = cachedMarginsGuide {
      reconcile(
        &guide.systemConstraints, guideSpecs(guide, effectiveMarginInsets, .layoutMargins),
        holder: self)
    }
    if let guide = cachedSafeAreaGuide {
      // The safe area is measured from the bounds, the guide placed from the alignment origin.
      let safe = cachedSafeAreaInsets
      let alignment = node.alignmentInsets
      let insets = UIEdgeInsets(
        top: safe.top - alignment.top, left: safe.left - alignment.left,
        bottom: safe.bottom - alignment.bottom, right: safe.right - alignment.right)
      reconcile(&guide.systemConstraints, guideSpecs(guide, insets, .safeArea), holder: self)
    }
    refreshExtraSystemConstraints()
  }

  /// Reads ``alignmentRectInsets`` into the view's node; when they changed, the view's frame
  /// and its subviews' frames are placed again, and the subviews that translate their frames
  /// into constraints remake them.
  func refreshAlignmentInsets() {
    let insets = alignmentRectInsets
    guard insets != node.alignmentInsets else { return }
    node.alignmentInsets = insets
    if insets != .zero { LayoutNode.alignmentInsetsInUse = true }
    for subview in storedSubviews where subview.storedTranslatesAutoresizing {
      subview.markSystemConstraintsDirty()
    }
    storedSuperview?.setNeedsLayout()
    setNeedsLayout()
  }

  func reconcile(
    _ existing: inout [NSLayoutConstraint], _ specs: [SystemConstraintSpec], holder: UIView
  ) {
    let sameShape =
      existing.count == specs.count
      && zip(existing, specs).allSatisfy { constraint, spec in
        constraint.storedActive && constraint.holder === holder && spec.hasShape(of: constraint)
      }
    if sameShape {
      for (constraint, spec) in zip(existing, specs) { constraint.constant = spec.constant }
      return
    }
    for constraint in existing { constraint.deactivateConstraint() }
    existing.removeAll(keepingCapacity: true)
    existing.reserveCapacity(specs.count)
    for index in specs.indices {
      let constraint = specs[index].makeConstraint()
      existing.append(constraint)
      constraint.install(on: holder)
    }
  }

  func rootSizeSpecs() -> [SystemConstraintSpec] {
    let frameSize = storedFrame.size
    let insets = node.alignmentInsets
    let size = CGSize(
      width: frameSize.width - insets.left - insets.right,
      height: frameSize.height - insets.top - insets.bottom)
    let priority = storedTranslatesAutoresizing ? UILayoutPriority.required : rootStayPriority
    return [
      SystemConstraintSpec(self, .width, constant: size.width, priority: priority, kind: .rootSize),
      SystemConstraintSpec(
        self, .height, constant: size.height, priority: priority, kind: .rootSize),
    ]
  }

  /// The constraints UIKit makes from `frame` and `autoresizingMask`: each flexible part of an
  /// axis takes a share of the superview's size change in proportion to its size (equal shares
  /// when all flexible parts are zero).
  func autoresizingSpecs(in superview: UIView) -> [SystemConstraintSpec] {
    guard storedTranslatesAutoresizing else { return [] }
    let reference = superview.bounds.size
    systemConstraints.autoresizingReference = reference
    let frame = storedFrame
    let mask = superview.storedAutoresizesSubviews ? storedAutoresizingMask : []
    // Shares come from the frame and the superview's bounds, as in UIKit; the constraints
    // relate alignment rectangles (own insets `o`, the superview's `s`), so their constants
    // move by the insets.
    let own = node.alignmentInsets
    let parent = superview.node.alignmentInsets
    var specs: [SystemConstraintSpec] = []
    let axes:
      [(
        NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, CGFloat, CGFloat, CGFloat, Bool,
        Bool, Bool, (own: (start: CGFloat, end: CGFloat), parent: (start: CGFloat, end: CGFloat))
      )] = [
        (
          .left, .width, frame.minX, frame.width, reference.width,
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin), ((own.left, own.right), (parent.left, parent.right))
        ),
        (
          .top, .height, frame.minY, frame.height, reference.height,
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin), ((own.top, own.bottom), (parent.top, parent.bottom))
        ),
      ]
    for (position, size, origin, length, total, flexStart, flexSize, flexEnd, insets) in axes {
      let (startShare, sizeShare) = Self.autoresizingShares(
        origin: origin, length: length, total: total,
        flexible: (flexStart, flexSize, flexEnd))
      let parentInsets = insets.parent.start + insets.parent.end
      let positionShift = startShare * parentInsets + insets.own.start - insets.parent.start
      let sizeShift = sizeShare * parentInsets - insets.own.start - insets.own.end
      if startShare == 0 {
        specs.append(
          SystemConstraintSpec(
            self, position, .equal, superview, position, constant: origin + positionShift,
            kind: .autoresizing))
      } else {
        specs.append(
          SystemConstraintSpec(
            self, position, .equal, superview, size, multiplier: startShare,
            constant: origin - startShare * total + positionShift, kind: .autoresizing))
      }
      if sizeShare == 0 {
        specs.append(
          SystemConstraintSpec(self, size, constant: length + sizeShift, kind: .autoresizing))
      } else {
        specs.append(
          SystemConstraintSpec(
            self, size, .equal, superview, size, multiplier: sizeShare,
            constant: length - sizeShare * total + sizeShift, kind: .autoresizing))
      }
    }
    return specs
  }

  /// The shares of a superview size change that a subview's position and size take along one
  /// axis: each flexible part (start margin, size, end margin) in proportion to its length,
  /// equal shares when all flexible parts are zero, none when no part is flexible.
  static func autoresizingShares(
    origin: CGFloat, length: CGFloat, total: CGFloat, flexible: (Bool, Bool, Bool)
  ) -> (start: CGFloat, size: CGFloat) {
    let end = total - origin - length
    let parts = [(flexible.0, origin), (flexible.1, length), (flexible.2, end)].filter { $0.0 }
    let flexibleSum = parts.reduce(0) { $0 + $1.1 }
    func share(_ isFlexible: Bool, _ value: CGFloat) -> CGFloat {
      guard isFlexible else { return 0 }
      return flexibleSum != 0 ? value / flexibleSum : 1 / CGFloat(parts.count)
    }
    return (share(flexible.0, origin), share(flexible.1, length))
  }

  /// Moves and resizes, by their autoresizing masks, the subviews that translate them, after
  /// the view's size changed from `oldSize` outside layout (UIKit's `resizeSubviews`).
  ///
  /// The constraints made from a subview's frame relate it to the superview's size when they
  /// are made; a subview whose frame still described the old size would be pinned to the new
  /// one as if it had been placed there. Each subview's frame changes as its mask says, its own
  /// subviews follow the same way, and the constraints are remade from the new frames.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property>
  func autoresizeSubviews(fromSize oldSize: CGSize) {
    guard storedAutoresizesSubviews else { return }
    let newSize = storedFrame.size
    for subview in storedSubviews where subview.storedTranslatesAutoresizing {
      let mask = subview.storedAutoresizingMask
      guard !mask.isEmpty else { continue }
      let frame = subview.storedFrame
      let horizontal = Self.autoresizingShares(
        origin: frame.minX, length: frame.width, total: oldSize.width,
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        ))
      let vertical = Self.autoresizingShares(
        origin: frame.minY, length: frame.height, total: oldSize.height,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ))
      let dx = newSize.width - oldSize.width
      let dy = newSize.height - oldSize.height
      let resized = CGRect(
        x: frame.minX + horizontal.start * dx, y: frame.minY + vertical.start * dy,
        width: Swift.max(0, frame.width + horizontal.size * dx),
        height: Swift.max(0, frame.height + vertical.size * dy))
      if !resized.isSame(as: frame) { subview.setFrame(resized, fromLayout: false) }
    }
  }

  /// The common case of the content-size refresh without building specs: the view has one
  /// content-size constraint per axis, at its current priorities, and its intrinsic size still
  /// has both dimensions; only their constants change (edited in place).
  ///
  /// - Parameter size: The view's intrinsic content size.
  /// - Returns: False when the constraints must be remade (``contentSizeSpecs(for:)``).
  private func refreshContentSizeConstantsInPlace(_ size: CGSize) -> Bool {
    let existing = systemConstraints.contentSize
    guard existing.count == 2 else { return false }
    let width = existing[0]
    let height = existing[1]
    guard width.systemKind == .contentSize, height.systemKind == .contentSize,
      width.storedActive, height.storedActive, width.holder === self, height.holder === self,
      width.firstAttr == .width, height.firstAttr == .height,
      width.firstHandle === itemHandle, height.firstHandle === itemHandle,
      width.storedPriority == storedHugging.horizontal,
      width.storedCompressionPriority == storedCompression.horizontal,
      height.storedPriority == storedHugging.vertical,
      height.storedCompressionPriority == storedCompression.vertical
    else { return false }
    guard size.width != UIView.noIntrinsicMetric, size.height != UIView.noIntrinsicMetric,
      size.width.isFinite, size.height.isFinite
    else { return false }
    systemConstraints.contentSizeSource = size
    width.constant = Swift.max(0, size.width)
    height.constant = Swift.max(0, size.height)
    return true
  }

  /// The constraints UIKit makes from the intrinsic content size.
  ///
  /// Per axis with a size, one content-size constraint `size == intrinsic` that resists
  /// growing at the hugging priority and shrinking at the compression-resistance priority, as
  /// UIKit's `NSContentSizeLayoutConstraint` (`Hug:250 CompressionResistance:750` in its
  /// reports). When either priority is required, the axis gets the pair of inequalities
  /// instead (`size <= intrinsic` at the hugging priority, `size >= intrinsic` at the
  /// resistance).
  ///
  /// - Parameter size: The view's intrinsic content size (read once by the caller).
  /// - Returns: The specs, none for an axis without an intrinsic size.
  func contentSizeSpecs(for size: CGSize) -> [SystemConstraintSpec] {
    systemConstraints.contentSizeSource = size
    var specs: [SystemConstraintSpec] = []
    if size.width != UIView.noIntrinsicMetric || size.height != UIView.noIntrinsicMetric {
      specs.reserveCapacity(4)
    }
    func add(
      _ attribute: NSLayoutConstraint.Attribute, _ length: CGFloat, hugging: UILayoutPriority,
      compression: UILayoutPriority
    ) {
      guard length != UIView.noIntrinsicMetric && length.isFinite else { return }
      let length = Swift.max(0, length)
      if hugging.rawValue < 1000 && compression.rawValue < 1000 {
        specs.append(
          SystemConstraintSpec(
            self, attribute, .equal, constant: length, priority: hugging,
            compressionPriority: compression, kind: .contentSize))
        return
      }
      specs.append(
        SystemConstraintSpec(
          self, attribute, .lessThanOrEqual, constant: length, priority: hugging,
          kind: .contentHugging))
      specs.append(
        SystemConstraintSpec(
          self, attribute, .greaterThanOrEqual, constant: length, priority: compression,
          kind: .contentCompression))
    }
    add(.width, size.width, hugging: hugging.horizontal, compression: compression.horizontal)
    add(.height, size.height, hugging: hugging.vertical, compression: compression.vertical)
    return specs
  }

  func guideSpecs(_ guide: UILayoutGuide, _ insets: UIEdgeInsets, _ kind: SystemConstraintKind)
    -> [SystemConstraintSpec]
  {
    [
      SystemConstraintSpec(guide, .left, .equal, self, .left, constant: insets.left, kind: kind),
      SystemConstraintSpec(guide, .top, .equal, self, .top, constant: insets.top, kind: kind),
      SystemConstraintSpec(
        guide, .width, .equal, self, .width, constant: -(insets.left + insets.right), kind: kind),
      SystemConstraintSpec(
        guide, .height, .equal, self, .height, constant: -(insets.top + insets.bottom), kind: kind),
    ]
  }
}

extension UIView {
  /// The system guide with `role` kept in `cache`, made on first use: owned by the view, and
  /// tied to it by the system constraints the next update installs.
  func systemGuide(_ role: SystemGuideRole, cachedIn cache: inout UILayoutGuide?) -> UILayoutGuide {
    if let cache { return cache }
    let guide = UILayoutGuide()
    guide.systemRole = role
    guide.identifier = role.identifier
    guide.storedOwningView = self
    cache = guide
    markSystemConstraintsDirty()
    return guide
  }
}
