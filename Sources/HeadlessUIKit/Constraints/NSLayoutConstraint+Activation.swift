extension NSLayoutConstraint {
  /// The reason UIKit would refuse the attribute combination at creation, or `nil` when valid.
  ///
  /// Apple's rules (and UIKit's exceptions: multiplier and constant must be finite): a location
  /// attribute can't equal a constant or be paired with a zero multiplier; locations pair only
  /// with locations on the same axis; leading/trailing never pair with left/right. Size
  /// attributes pair with either size attribute (aspect ratios).
  static func validate(
    _ first: Attribute, _ second: Attribute, hasSecond: Bool, multiplier: CGFloat,
    constant: CGFloat
  ) -> String? {
    if first == .notAnAttribute {
      return "the first attribute cannot be notAnAttribute"
    }
    if !multiplier.isFinite {
      return "the multiplier must be a finite number"
    }
    if !constant.isFinite {
      return "the constant must be a finite number"
    }
    let isLocation = first.kind == .xPosition || first.kind == .yPosition
    if isLocation && (!hasSecond || second == .notAnAttribute) {
      return
        "a constraint cannot set the location attribute \(first.name) equal to a constant; "
        + "location attributes must be specified in pairs"
    }
    if isLocation && multiplier == 0 {
      return "a multiplier of 0 with the location attribute \(first.name) is illegal"
    }
    guard hasSecond else { return nil }
    if second == .notAnAttribute {
      return "a second item needs a second attribute"
    }
    if first.kind == .size || second.kind == .size {
      if first.kind != second.kind {
        return
          "invalid pairing of \(first.name) and \(second.name): a size cannot relate to a location"
      }
      return nil
    }
    if first.kind != second.kind {
      return
        "invalid pairing of \(first.name) and \(second.name): the attributes lie on different axes"
    }
    if (first.isDirectional && second.isAbsoluteHorizontal)
      || (first.isAbsoluteHorizontal && second.isDirectional)
    {
      return
        "a constraint cannot be made between a leading/trailing attribute and a right/left "
        + "attribute (\(first.name), \(second.name))"
    }
    return nil
  }

  /// Installs the constraint on the closest common ancestor of its items and adds it to the
  /// tree's layout engine, if the tree has one yet.
  func activateConstraint() {
    guard !storedActive else { return }
    if let invalidReason {
      LayoutDiagnostics.report(.invalid(self, reason: invalidReason))
      return
    }
    guard let first, let firstView = first.ownerView else {
      LayoutDiagnostics.report(.noCommonAncestor(self))
      return
    }
    var holderView = firstView
    // Widens the holder to include `item`'s view; false (reported) when they share no ancestor.
    func include(_ item: (any LayoutItem)?) -> Bool {
      guard let item else { return true }
      guard let view = item.ownerView,
        let common = UIView.nearestCommonAncestor(holderView, view)
      else {
        LayoutDiagnostics.report(.noCommonAncestor(self))
        return false
      }
      holderView = common
      return true
    }
    guard include(second), include(firstOrigin), include(secondOrigin) else { return }
    install(on: holderView)
  }

  /// Installs on `view` without checks (the view is known to be the right holder).
  func install(on view: UIView) {
    storedActive = true
    holder = view
    if systemKind == nil {
      view.installedConstraints.append(self)
    }
    // Nodes through the items' handles (no existentials); a handle stands for one item.
    firstHandle.node?.addAffecting(self)
    if secondHandle !== firstHandle, let secondNode = secondHandle.node {
      secondNode.addAffecting(self)
    }
    if firstOriginHandle != nil || secondOriginHandle != nil {
      let first = self.first
      let second = self.second
      let firstOrigin = self.firstOrigin
      let secondOrigin = self.secondOrigin
      if let firstOrigin, firstOrigin !== first, firstOrigin !== second {
        firstOrigin.node.addAffecting(self)
      }
      if let secondOrigin, secondOrigin !== first, secondOrigin !== second,
        secondOrigin !== firstOrigin
      {
        secondOrigin.node.addAffecting(self)
      }
    }
    view.layoutTree.engine?.add(self)
    if !(systemKind?.marksLayoutItself ?? false) { view.constraintsDidChange(self) }
  }

  /// Removes the constraint from its holder and from the layout engine.
  func deactivateConstraint() {
    guard storedActive else { return }
    storedActive = false
    let view = holder
    holder = nil
    if let view, systemKind == nil,
      let index = view.installedConstraints.lastIndex(ofIdentical: self)
    {
      view.installedConstraints.remove(at: index)
    }
    first?.node.removeAffecting(self)
    second?.node.removeAffecting(self)
    firstOrigin?.node.removeAffecting(self)
    secondOrigin?.node.removeAffecting(self)
    engineHandle?.engine?.remove(self)
    leaveEngine()
    if !(systemKind?.marksLayoutItself ?? false) { view?.constraintsDidChange(self) }
  }

  func constantDidChange() {
    guard storedActive else { return }
    // The engine borrowed for the in-place edit (which runs no overridable code), retained
    // only to recover from a conflict (which reports it, running the issue handler).
    if let engine = engineHandle?.engineReference,
      !withBorrowed(engine, { $0.updateConstantInPlace(of: self) })
    {
      engine.takeUnretainedValue().rebuild(self)
    }
    holder?.constraintsDidChange(self)
  }

  func priorityDidChange() {
    guard storedActive else { return }
    engineHandle?.engine?.updatePriority(of: self)
    holder?.constraintsDidChange(self)
  }
}
