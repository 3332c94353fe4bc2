extension NSLayoutConstraint {
  /// The constraint as an equation keyed by item names: `title.top == root.top + 16 @750`.
  ///
  /// A constraint HeadlessUIKit made itself ends with its role: `(autoresizing)`. A content-size
  /// constraint shows both its priorities as UIKit does:
  /// `title.width == 42 Hug:251 CompressionResistance:750 (content-size)`. A constraint made
  /// from an autoresizing mask starts with the mask in UIKit's log notation:
  /// `h=--& v=--& box.left == 20 (autoresizing)`.
  var readableDescription: String {
    var text = ""
    if let identifier { text += "'\(identifier)' " }
    if systemKind == .autoresizing, let view = first as? UIView {
      text += view.autoresizingNotation + " "
    }
    func operand(
      _ item: (any LayoutItem)?, _ attribute: Attribute, _ origin: (any LayoutItem)?,
      _ originAttribute: Attribute
    ) -> String {
      let target = "\(item?.itemName ?? "nil").\(attribute.name)"
      guard originAttribute != .notAnAttribute else { return target }
      return "(\(origin?.itemName ?? "nil").\(originAttribute.name) -> \(target))"
    }
    text += "\(operand(first, firstAttr, firstOrigin, firstOriginAttr)) \(rel.symbol)"
    var hasTerm = false
    if let second {
      text += " \(operand(second, secondAttr, secondOrigin, secondOriginAttr))"
      if mult != 1 { text += " * \(NumberText.format(mult))" }
      hasTerm = true
    }
    let constant = storedConstant
    if !hasTerm {
      text += " \(NumberText.format(constant))"
    } else if constant > 0 {
      text += " + \(NumberText.format(constant))"
    } else if constant < 0 {
      text += " - \(NumberText.format(-constant))"
    }
    if let compression = storedCompressionPriority {
      // UIKit's form for its content-size constraints.
      text += " Hug:\(NumberText.format(CGFloat(storedPriority.rawValue)))"
      text += " CompressionResistance:\(NumberText.format(CGFloat(compression.rawValue)))"
    } else if storedPriority != .required {
      text += " @\(NumberText.format(CGFloat(storedPriority.rawValue)))"
    }
    if let systemKind { text += " (\(systemKind.rawValue))" }
    return text
  }
}

extension UIView {
  /// The view's autoresizing mask as UIKit's console prints it on the constraints made from it:
  /// `h=` then `v=`, each followed by start margin, size and end margin, `-` for fixed and `&`
  /// for flexible (`h=-&- v=--&` for a flexible width).
  ///
  /// An axis with no flexible part keeps its start margin and size, so its end margin takes
  /// the change, and it prints as `--&`, as UIKit prints the views it makes in code. The mask
  /// counts as empty under a superview that does not autoresize its subviews.
  var autoresizingNotation: String {
    let mask = storedSuperview?.storedAutoresizesSubviews == false ? [] : storedAutoresizingMask
    func axis(_ start: AutoresizingMask, _ size: AutoresizingMask, _ end: AutoresizingMask)
      -> String
    {
      guard !mask.isDisjoint(with: [start, size, end]) else { return "--&" }
      return [start, size, end].map { mask.contains($0) ? "&" : "-" }.joined()
    }
    return "h=\(axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)) "
      + "v=\(axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin))"
  }

  /// The view's name in descriptions: its `accessibilityIdentifier`, else its type name followed
  /// by its index among its superview's subviews.
  var itemName: String {
    if let accessibilityIdentifier, !accessibilityIdentifier.isEmpty {
      return accessibilityIdentifier
    }
    let type = String(describing: Swift.type(of: self))
    if let superview = storedSuperview,
      let index = superview.storedSubviews.firstIndex(where: { $0 === self })
    {
      return "\(type)[\(index)]"
    }
    return type
  }
}

extension UILayoutGuide {
  /// The guide's name in descriptions: `owner.safeAreaLayoutGuide` for UIKit's guides, its
  /// `identifier` when set, else `owner.UILayoutGuide[index]`.
  var itemName: String {
    let owner = storedOwningView?.itemName ?? "nil"
    if let systemRole { return "\(owner).\(systemRole.rawValue)" }
    if !identifier.isEmpty { return identifier }
    if let view = storedOwningView,
      let index = view.storedLayoutGuides.firstIndex(where: { $0 === self })
    {
      return "\(owner).UILayoutGuide[\(index)]"
    }
    return "UILayoutGuide"
  }

}

/// The frame format of descriptions: `(x y; width height)`, as UIKit prints frames.
enum FrameText {
  static func format(_ rect: CGRect) -> String {
    "(\(NumberText.format(rect.minX)) \(NumberText.format(rect.minY)); "
      + "\(NumberText.format(rect.width)) \(NumberText.format(rect.height)))"
  }
}
