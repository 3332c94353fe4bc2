import Foundation

extension LayoutCollector {
  /// Resolves every declared constraint to its items, in declaration order, reporting the ones
  /// that cannot be made.
  ///
  /// The constraints of the items `reused` names are taken over from the kept ones instead of
  /// being resolved: they get their constants but neither key nor items (see
  /// ``ResolvedConstraints``): they match the kept constraints.
  @MainActor
  func resolveConstraints(
    diagnostics: inout [LayoutDiagnostic], reusing reused: ReusedConstraints = ReusedConstraints()
  ) -> ResolvedConstraints {
    let suffixStart = nodes.count - reused.suffixNodes
    if reused.prefixConstraints == 0 && reused.suffixConstraints == 0 {
      return resolveAll(reused.prefixNodes..<suffixStart, diagnostics: &diagnostics)
    }
    var resolved = ResolvedConstraints(
      capacity: templates.count,
      keyCapacity: max(0, templates.count - reused.prefixConstraints - reused.suffixConstraints))
    resolved.keptPrefix = reused.prefixConstraints
    resolved.keptSuffix = reused.suffixConstraints
    resolved.keptPrefixItems = resolved.appendKept(
      reused.prefixConstraints, nodes: 0..<reused.prefixNodes, of: self)
    var keepAlive: [AnyObject] = []
    resolveNodes(
      reused.prefixNodes..<suffixStart, into: &resolved, keepAlive: &keepAlive,
      diagnostics: &diagnostics)
    resolved.keepAlive = keepAlive
    resolved.keptSuffixItems = resolved.appendKept(
      reused.suffixConstraints, nodes: suffixStart..<nodes.count, of: self)
    return resolved
  }

  /// Resolves the constraints of the items `range` names, none of them kept ones, writing them
  /// straight into their arrays (appending checks each array's uniqueness and capacity for
  /// each constraint).
  @MainActor
  private func resolveAll(
    _ range: Range<Int>, diagnostics: inout [LayoutDiagnostic]
  ) -> ResolvedConstraints {
    // Each template resolves to at most one constraint.
    var keepAlive: [AnyObject] = []
    let written = UnsafeResolvedBuffers<ConstraintItems>.arrays(capacity: templates.count) {
      buffers in
      var sink = UnsafeResolvedConstraints(buffers: buffers)
      resolveNodes(range, into: &sink, keepAlive: &keepAlive, diagnostics: &diagnostics)
      buffers = sink.buffers
    }
    var resolved = ResolvedConstraints(capacity: 0)
    resolved.keys = written.keys
    resolved.constants = written.constants
    resolved.items = written.elements
    resolved.keepAlive = keepAlive
    return resolved
  }

  /// Resolves every declared constraint and makes it (a first activation's work: nothing is
  /// compared), returning the keys, constants and constraints in declaration order.
  ///
  /// Each constraint is made as soon as it is resolved, so that its key, constant and items are
  /// not stored and read back.
  @MainActor
  func resolveAndMakeConstraints(diagnostics: inout [LayoutDiagnostic]) -> (
    keys: [ConstraintKey], constants: [CGFloat], objects: [SLLayoutConstraint],
    keepAlive: [AnyObject]
  ) {
    var keepAlive: [AnyObject] = []
    let made = UnsafeResolvedBuffers<SLLayoutConstraint>.arrays(capacity: templates.count) {
      buffers in
      var sink = ConstraintMakingSink(buffers: buffers)
      resolveNodes(
        0..<nodes.count, into: &sink, keepAlive: &keepAlive, diagnostics: &diagnostics)
      buffers = sink.buffers
    }
    return (made.keys, made.constants, made.elements, keepAlive)
  }

  /// Resolves the constraints of the items `range` names, in order, into `sink`.
  @MainActor
  private func resolveNodes<Sink: ResolvedConstraintSink>(
    _ range: Range<Int>, into sink: inout Sink, keepAlive: inout [AnyObject],
    diagnostics: inout [LayoutDiagnostic]
  ) {
    for index in range where nodes[index].templateCount > 0 {
      let templateRange = nodes[index].templateRange
      let parent = nodes[index].parent
      let parentItem: UnretainedReference?
      // A root item's superview or owning view is a view.
      var parentKind = ConstraintItemKind.view
      if parent >= 0 {
        parentItem = nodes[parent].reference
        parentKind = ConstraintItemKind(isGuide: nodes[parent].isGuide)
      } else if let item = rootSuperItem(of: index) {
        keepAlive.append(item)
        parentItem = UnretainedReference(item)
      } else {
        parentItem = nil
      }
      let context = ResolutionContext(
        first: nodes[index].reference, firstID: nodes[index].id,
        firstKind: ConstraintItemKind(isGuide: nodes[index].isGuide), superItem: parentItem,
        superKind: parentKind, node: index)
      for position in templateRange {
        resolve(
          templates[position], in: context, into: &sink, keepAlive: &keepAlive,
          diagnostics: &diagnostics)
      }
    }
  }

  @MainActor @inline(__always)
  private func resolve<Sink: ResolvedConstraintSink>(
    _ template: AnchorTemplate, in context: ResolutionContext,
    into sink: inout Sink, keepAlive: inout [AnyObject], diagnostics: inout [LayoutDiagnostic]
  ) {
    // A constraint made with a non-finite number can never become active, even once the
    // number is finite again: it is left out, so that a later update makes it afresh.
    // `x * 0` is zero for every finite x and NaN for infinities and NaN: one test for both.
    // A NaN priority (UIKit raises on it) is left out the same way.
    guard template.constant * 0 + template.multiplier * 0 == 0,
      !template.priority.rawValue.isNaN
    else {
      reportNonFinite(template, of: context, diagnostics: &diagnostics)
      return
    }
    var secondAttribute = template.targetAttribute
    var secondItem: UnretainedReference?
    var secondItemKind = ConstraintItemKind.unknown
    // Whether the second item is another item than the first's parent, which may be in
    // another view tree.
    var checksTree = true
    // The second item's node, when the layout declares it.
    var secondNode = -1
    // For a distance (`anchorWithOffset(to:)`): the dimension, and what identifies its origin.
    var distance: (dimension: UnretainedReference, origin: UInt, attribute: SLLayoutAttribute)?
    switch template.target {
    case .superview:
      guard let superItem = context.superItem else {
        diagnostics.append(
          LayoutDiagnostic(
            "\(describe(template, of: context)) needs a superview, but "
              + "\(itemName(context.first.object)) "
              + "has none"
          ))
        return
      }
      secondItem = superItem
      secondItemKind = context.superKind
      checksTree = false
    case .none:
      secondItem = nil
      secondAttribute = .notAnAttribute
      checksTree = false
    case .item(let item):
      secondItem = item
      // An item of the layout is known to be a view or a guide.
      if let index = indexOfItem[item.id] {
        secondItemKind = ConstraintItemKind(isGuide: nodes[index].isGuide)
        secondNode = index
      }
    case .identifier(let identifier):
      guard let index = identifiedItems[identifier.string] else {
        diagnostics.append(
          LayoutDiagnostic(
            "\(describe(template, of: context)) names \"\(identifier.string)\", which no view or guide "
              + "of the layout is identified by"))
        return
      }
      secondItem = nodes[index].reference
      secondItemKind = ConstraintItemKind(isGuide: nodes[index].isGuide)
      secondNode = index
    case .xAxisAnchor(let anchor):
      let probe = AnchorProbe.view.centerXAnchor.constraint(
        equalTo: anchor.object(as: SLLayoutXAxisAnchor.self))
      secondItem = probed(probe, keepingAlive: &keepAlive)
      secondAttribute = probe.secondAttribute
    case .yAxisAnchor(let anchor):
      let probe = AnchorProbe.view.centerYAnchor.constraint(
        equalTo: anchor.object(as: SLLayoutYAxisAnchor.self))
      secondItem = probed(probe, keepingAlive: &keepAlive)
      secondAttribute = probe.secondAttribute
    case .dimension(let anchor):
      let dimension = anchor.object(as: SLLayoutDimension.self)
      let probe = AnchorProbe.view.widthAnchor.constraint(equalTo: dimension)
      secondItem = probed(probe, keepingAlive: &keepAlive)
      secondAttribute = probe.secondAttribute
      if let found = Self.distance(dimension, probe, keepingAlive: &keepAlive) {
        distance = (anchor, found.origin, found.attribute)
        secondItem = found.target
        secondAttribute = found.targetAttribute
      }
    }
    // UIKit refuses (with an exception) to activate a constraint whose items share no
    // ancestor: it is left out, with a diagnostic.
    if checksTree, let secondItem,
      !(secondNode >= 0
        ? sharesTree(node: context.node, withNode: secondNode)
        : sharesTree(node: context.node, with: secondItem))
    {
      diagnostics.append(
        LayoutDiagnostic(
          "\(describe(template, of: context)) relates to \(itemName(secondItem.object)), which "
            + "has no common ancestor with \(itemName(context.first.object)); the constraint is "
            + "left out"))
      return
    }
    // An attribute related to the same attribute of another item is valid (the common case,
    // decided without classifying either).
    let sameAttribute =
      secondItem != nil && secondAttribute.caseTag == template.attribute.caseTag
      && template.attribute != .notAnAttribute
    guard
      sameAttribute
        || AttributeKind.canRelate(
          template.attribute, to: distance == nil ? secondAttribute : .width)
    else {
      diagnostics.append(
        LayoutDiagnostic(
          "\(describe(template, of: context)) relates .\(attributeName(template.attribute)) to "
            + ".\(attributeName(secondAttribute)), which Auto Layout does not allow"))
      return
    }
    let key = ConstraintKey(
      first: context.firstID, firstAttribute: template.attribute, relation: template.relation,
      second: secondItem?.id, secondAttribute: secondAttribute,
      multiplier: template.multiplier, priority: template.priority.rawValue,
      identifier: template.identifier, distanceOrigin: distance?.origin ?? 0,
      distanceOriginAttribute: distance?.attribute ?? .notAnAttribute)
    // A distance is made from its dimension, which no item and attribute describe.
    if let distance {
      secondItem = distance.dimension
      secondItemKind = .distance
    }
    sink.append(
      key, constant: template.constant,
      items: ConstraintItems(
        first: context.first, second: secondItem, firstKind: context.firstKind,
        secondKind: secondItemKind))
  }

  /// The ends of `dimension` when it is a distance made by `anchorWithOffset(to:)`, found with
  /// `probe`, a constraint to it: the item and attribute it is measured to, and what identifies
  /// the anchor it is measured from.
  ///
  /// HeadlessUIKit tells a distance's anchors, so that an update keeps the constraint to the
  /// same distance. UIKit and AppKit do not: a dimension whose constraint names no item's width
  /// or height is taken for a distance, identified by a number no other has, so that each
  /// update makes its constraint afresh.
  @MainActor
  private static func distance(
    _ dimension: SLLayoutDimension, _ probe: SLLayoutConstraint,
    keepingAlive keepAlive: inout [AnyObject]
  ) -> (
    target: UnretainedReference?, targetAttribute: SLLayoutAttribute, origin: UInt,
    attribute: SLLayoutAttribute
  )? {
    #if canImport(UIKit) || canImport(AppKit)
    guard probe.secondItem == nil || AttributeKind(probe.secondAttribute) != .dimension else {
      return nil
    }
    keepAlive.append(dimension)
    DistanceSerial.last += 1
    return (nil, .notAnAttribute, DistanceSerial.last, .notAnAttribute)
    #else
    guard let ends = dimension.distanceEnds, let origin = ends.origin, let target = ends.target
    else { return nil }
    keepAlive.append(dimension)
    return (
      UnretainedReference(target), ends.targetAttribute, UInt(bitPattern: ObjectIdentifier(origin)),
      ends.originAttribute
    )
    #endif
  }

  /// The second item of an anchor probe, kept alive by `resolved` (nothing else retains it).
  @MainActor
  private func probed(
    _ probe: SLLayoutConstraint, keepingAlive keepAlive: inout [AnyObject]
  ) -> UnretainedReference? {
    guard let item = probe.secondItem else { return nil }
    let object = item as AnyObject
    keepAlive.append(object)
    return UnretainedReference(object)
  }

  /// The current superview (owning view) of a root item.
  @MainActor
  func rootSuperItem(of index: Int) -> AnyObject? {
    if let view = nodes[index].item as? SLView { return view.superview }
    if let guide = nodes[index].item as? SLLayoutGuide { return guide.owningView }
    return nil
  }

  /// Reports a template with a non-finite constant or multiplier (out of line: it is rare).
  @MainActor @inline(never)
  private func reportNonFinite(
    _ template: AnchorTemplate, of context: ResolutionContext,
    diagnostics: inout [LayoutDiagnostic]
  ) {
    diagnostics.append(
      LayoutDiagnostic(
        "\(describe(template, of: context)) has a constant, multiplier or priority that is not "
          + "a finite number (\(template.constant), \(template.multiplier), "
          + "\(template.priority.rawValue)); the constraint is left out"))
  }

  @MainActor
  private func describe(_ template: AnchorTemplate, of context: ResolutionContext)
    -> String
  {
    "constraint \(itemName(context.first.object)).\(attributeName(template.attribute))"
  }
}

/// The first item of the constraints being resolved, and its superview in the layout.
struct ResolutionContext {
  let first: UnretainedReference
  let firstID: ObjectIdentifier
  let firstKind: ConstraintItemKind
  let superItem: UnretainedReference?
  let superKind: ConstraintItemKind
  let node: Int
}

/// A detached view whose anchors reveal the item and attribute of an anchor passed as a target.
@MainActor
enum AnchorProbe {
  static let view = SLView(frame: .zero)
}

#if canImport(UIKit) || canImport(AppKit)
/// The last number given to a distance dimension (see `LayoutCollector.distance`).
@MainActor
enum DistanceSerial {
  static var last: UInt = 0
}
#endif
