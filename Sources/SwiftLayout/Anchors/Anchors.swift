import Foundation

/// The constraints a view or layout guide declares inside `anchors { … }`.
///
/// Start from an attribute (`Anchors.top`), chain more (`Anchors.top.leading`) or use a
/// composite (`Anchors.cap`, `Anchors.size`), then relate them. A bare value means "equal to the
/// same attributes of the superview":
///
/// ```swift
/// titleLabel.anchors {
///   Anchors.top.leading                                   // == superview
///   Anchors.bottom.equalTo(footer, attribute: .top, constant: -8)
///   Anchors.height.equalTo(constant: 44).priority(.defaultHigh)
///   Anchors.cap(view.safeAreaLayoutGuide, offset: 20)
/// }
/// ```
///
/// The constrained view is every constraint's first item. Relating methods apply to every
/// attribute of the chain.
public struct Anchors {
  var templates: AnchorTemplates
  /// Keeps alive the objects the templates' targets name (their templates do not retain them):
  /// the first two distinct objects in place, so that most blocks allocate nothing; from the
  /// third on, `retainedSecond` is a ``RetainedObjects`` list (`retainsList`).
  var retained: AnyObject?
  var retainedSecond: AnyObject?
  var retainsList = false

  /// Creates an empty set of constraints.
  public init() {
    templates = AnchorTemplates()
  }

  /// Appends the constraints of `other`.
  @usableFromInline
  mutating func append(_ other: consuming Anchors) {
    if templates.isEmpty && retained == nil {
      self = other
      return
    }
    templates.append(contentsOf: other.templates)
    if let object = other.retained.take() { retain(object) }
    if let object = other.retainedSecond.take() { retain(object) }
  }

  /// Appends the constraints of `other`, which stays as it is.
  @usableFromInline
  mutating func append(borrowing other: borrowing Anchors) {
    templates.append(contentsOf: other.templates)
    if let object = other.retained { retain(object) }
    if let object = other.retainedSecond { retain(object) }
  }

  /// Keeps `object` alive as long as this value (once: an object already kept is not kept
  /// again).
  mutating func retain(_ object: consuming AnyObject) {
    guard let first = retained else {
      retained = object
      return
    }
    if first === object { return }
    guard let second = retainedSecond else {
      retainedSecond = object
      return
    }
    if second === object { return }
    retainedSecond = nil
    var list: RetainedObjects
    if retainsList {
      list = UnretainedReference.cast(second, to: RetainedObjects.self)
      // A list a copy of this value shares is copied before it grows.
      if !isKnownUniquelyReferenced(&list) { list = RetainedObjects(list.objects) }
    } else {
      list = RetainedObjects([second])
      retainsList = true
    }
    list.objects.append(object)
    retainedSecond = list
  }

  /// The given attributes, in order (no array: composites are statements too).
  init(
    _ first: SLLayoutAttribute, _ second: SLLayoutAttribute, _ third: SLLayoutAttribute? = nil,
    _ fourth: SLLayoutAttribute? = nil
  ) {
    templates = AnchorTemplates(AnchorTemplate(attribute: first))
    templates.append(AnchorTemplate(attribute: second))
    if let third { templates.append(AnchorTemplate(attribute: third)) }
    if let fourth { templates.append(AnchorTemplate(attribute: fourth)) }
  }

  init(attribute: SLLayoutAttribute) {
    templates = AnchorTemplates(AnchorTemplate(attribute: attribute))
  }

  consuming func adding(_ attribute: SLLayoutAttribute) -> Anchors {
    templates.append(AnchorTemplate(attribute: attribute))
    return self
  }

  consuming func adding(
    _ first: SLLayoutAttribute, _ second: SLLayoutAttribute, _ third: SLLayoutAttribute? = nil,
    _ fourth: SLLayoutAttribute? = nil
  ) -> Anchors {
    templates.append(AnchorTemplate(attribute: first))
    templates.append(AnchorTemplate(attribute: second))
    if let third { templates.append(AnchorTemplate(attribute: third)) }
    if let fourth { templates.append(AnchorTemplate(attribute: fourth)) }
    return self
  }

  consuming func map(_ transform: (inout AnchorTemplate) -> Void) -> Anchors {
    templates.modifyEach(transform)
    return self
  }

  /// The attributes this value constrains, in order.
  public var attributes: [SLLayoutAttribute] {
    templates.map(\.attribute)
  }

  /// Sets the multiplier of every constraint.
  public consuming func multiplier(_ multiplier: CGFloat) -> Anchors {
    map { $0.multiplier = multiplier }
  }

  /// Sets the priority of every constraint.
  public consuming func priority(_ priority: SLLayoutPriority) -> Anchors {
    map { $0.priority = priority }
  }

  /// Sets the identifier of every constraint (the constraint's `identifier`).
  public consuming func identifier(_ identifier: String) -> Anchors {
    let interned = InternedString(identifier)
    return map { $0.identifier = interned }
  }

  /// Sets the constant of every constraint.
  public consuming func constant(_ constant: CGFloat) -> Anchors {
    map { $0.constant = constant }
  }
}

extension Anchors {
  /// Whether an attribute's inward direction is towards smaller coordinates.
  ///
  /// Far edges are bottom, right, trailing and their margins. Baselines and centres are not
  /// edges, so an inward offset adds to them as it does in SwiftLayout 5.
  static func isFarEdge(_ attribute: SLLayoutAttribute) -> Bool {
    switch attribute {
    case .bottom, .trailing, .right: true
    default: isFarMargin(attribute)
    }
  }

  /// `constant` for a near edge and `-constant` for a far one, so that it points inwards.
  static func inward(_ offset: CGFloat, for attribute: SLLayoutAttribute) -> CGFloat {
    isFarEdge(attribute) ? -offset : offset
  }

  consuming func related(
    _ relation: SLLayoutRelation,
    to target: AnchorTargetReference,
    attribute: SLLayoutAttribute? = nil,
    constant: (SLLayoutAttribute) -> CGFloat
  ) -> Anchors {
    if let object = target.object, !templates.isEmpty {
      retain(object)
    }
    return map {
      $0.relation = relation
      $0.target = target
      $0.targetAttribute = attribute ?? $0.attribute
      $0.constant = constant($0.attribute)
    }
  }

  consuming func related(
    _ relation: SLLayoutRelation,
    to target: consuming ConstraintTargetReference,
    attribute: SLLayoutAttribute? = nil,
    constant: (SLLayoutAttribute) -> CGFloat
  ) -> Anchors {
    if let object = target.object.take(), !templates.isEmpty {
      retain(object)
    }
    return map {
      $0.relation = relation
      $0.target = target.reference
      $0.targetAttribute = attribute ?? $0.attribute
      $0.constant = constant($0.attribute)
    }
  }

  static func sizeConstant(width: CGFloat, height: CGFloat) -> (SLLayoutAttribute) -> CGFloat {
    { $0 == .width ? width : $0 == .height ? height : 0 }
  }

  static func centerConstant(x: CGFloat, y: CGFloat) -> (SLLayoutAttribute) -> CGFloat {
    { attribute in
      switch attribute {
      case .centerX, .left, .right, .leading, .trailing: x
      case .centerY, .top, .bottom, .firstBaseline, .lastBaseline: y
      default: 0
      }
    }
  }
}
