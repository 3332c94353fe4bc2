import SwiftLayout
import Testing

@MainActor
@Suite("Anchors")
struct AnchorsTests {
  let root = makeView("S")
  let child = makeView("s")
  let friend = makeView("b")

  /// The constraints `anchors` declares on `child` under `root`, sorted.
  func constraints(@AnchorsBuilder _ anchors: () -> Anchors) -> [String] {
    let activation = root.sublayout {
      child.anchors(anchors)
      friend
    }.active()
    return describe(activation.constraints)
  }

  @Test("SwiftLayout T1: active gives the declared constraints")
  func active() {
    let activation = root.sublayout {
      child.anchors {
        Anchors.cap()
        Anchors.bottom.equalTo(friend, attribute: .top)
      }
      friend.anchors {
        Anchors.width.equalTo(constant: 37)
        Anchors.height.equalToSuper().multiplier(0.5)
        Anchors.centerX.bottom
      }
    }.active()
    #expect(
      describe(activation.constraints) == [
        "b.bottom == S.bottom", "b.centerX == S.centerX", "b.height == S.height * 0.5",
        "b.width == 37", "s.bottom == b.top", "s.leading == S.leading", "s.top == S.top",
        "s.trailing == S.trailing",
      ])
    #expect(child.superview === root && friend.superview === root)
  }

  @Test("SwiftLayout T1: finalActive activates with nothing to keep")
  func finalActive() {
    root.sublayout { child.anchors { Anchors.allSides() } }.finalActive()
    #expect(child.superview === root)
    #expect(!child.translatesAutoresizingMaskIntoConstraints)
  }

  @Test("SwiftLayout T3: allSides, cap, shoe, horizontal and vertical, bare and inward")
  func composites() {
    #expect(
      constraints { Anchors.allSides.equalToSuper() } == [
        "s.bottom == S.bottom", "s.leading == S.leading", "s.top == S.top",
        "s.trailing == S.trailing",
      ])
    #expect(
      constraints { Anchors.allSides.equalToSuper(inwardOffset: 13) } == [
        "s.bottom == S.bottom - 13", "s.leading == S.leading + 13", "s.top == S.top + 13",
        "s.trailing == S.trailing - 13",
      ])
    #expect(
      constraints { Anchors.allSides.equalTo(friend, inwardOffset: 13) } == [
        "s.bottom == b.bottom - 13", "s.leading == b.leading + 13", "s.top == b.top + 13",
        "s.trailing == b.trailing - 13",
      ])
    #expect(
      constraints { Anchors.cap(friend, offset: 20) } == [
        "s.leading == b.leading + 20", "s.top == b.top + 20", "s.trailing == b.trailing - 20",
      ])
    #expect(
      constraints { Anchors.shoe() } == [
        "s.bottom == S.bottom", "s.leading == S.leading", "s.trailing == S.trailing",
      ])
    #expect(
      constraints { Anchors.horizontal(offset: 8) } == [
        "s.leading == S.leading + 8", "s.trailing == S.trailing - 8",
      ])
    #expect(constraints { Anchors.vertical() } == ["s.bottom == S.bottom", "s.top == S.top"])
    #expect(constraints { Anchors.cap } == constraints { Anchors.cap() })
  }

  @Test("SwiftLayout T4: size to the superview, to constants and to a view with offsets")
  func size() {
    #expect(
      constraints { Anchors.size.equalToSuper() } == ["s.height == S.height", "s.width == S.width"]
    )
    #expect(
      constraints { Anchors.size.equalTo(CGSize(width: 11, height: 37)) } == [
        "s.height == 37", "s.width == 11",
      ])
    #expect(
      constraints { Anchors.size.equalTo(width: 11, height: 37) } == [
        "s.height == 37", "s.width == 11",
      ])
    #expect(
      constraints { Anchors.size.equalTo(friend, widthOffset: 11, heightOffset: 37) } == [
        "s.height == b.height + 37", "s.width == b.width + 11",
      ])
    #expect(
      constraints { Anchors.size(width: 11, height: 37) } == [
        "s.height == 37", "s.width == 11",
      ])
  }

  @Test("SwiftLayout T5: center to the superview and to a view, with offsets")
  func center() {
    #expect(
      constraints { Anchors.center.equalToSuper() } == [
        "s.centerX == S.centerX", "s.centerY == S.centerY",
      ])
    #expect(
      constraints { Anchors.center.equalToSuper(xOffset: 11, yOffset: 37) } == [
        "s.centerX == S.centerX + 11", "s.centerY == S.centerY + 37",
      ])
    #expect(
      constraints { Anchors.center(friend, xOffset: 11, yOffset: 37) } == [
        "s.centerX == b.centerX + 11", "s.centerY == b.centerY + 37",
      ])
  }

  @Test("SwiftLayout T6: multiplier and priority apply to every attribute of the chain")
  func multiplierAndPriority() {
    #expect(
      constraints {
        Anchors.size.equalTo(friend, widthOffset: 11, heightOffset: 37).multiplier(0.25)
      } == ["s.height == b.height * 0.25 + 37", "s.width == b.width * 0.25 + 11"])
    #expect(
      constraints { Anchors.size.equalToSuper().priority(.defaultLow) } == [
        "s.height == S.height @250", "s.width == S.width @250",
      ])
  }

  @Test("SwiftLayout T7: dimensions against the superview, constants, views and anchors")
  func dimensions() {
    #expect(constraints { Anchors.height } == ["s.height == S.height"])
    #expect(
      constraints { Anchors.height.equalToSuper(attribute: .width, constant: 11) } == [
        "s.height == S.width + 11"
      ])
    #expect(constraints { Anchors.height.equalTo(constant: 11) } == ["s.height == 11"])
    #expect(
      constraints { Anchors.height.equalTo(friend.widthAnchor, constant: 11) } == [
        "s.height == b.width + 11"
      ])
    #expect(
      constraints { Anchors.height.greaterThanOrEqualTo(constant: 11) } == ["s.height >= 11"])
    #expect(
      constraints { Anchors.height.lessThanOrEqualTo(friend.widthAnchor, constant: 11) } == [
        "s.height <= b.width + 11"
      ])
  }

  @Test(
    "SwiftLayout T8: every horizontal attribute, three relations, super or a view",
    arguments: [
      NSLayoutConstraint.Attribute.leading, .trailing, .left, .right, .centerX,
    ])
  func xAxis(attribute: NSLayoutConstraint.Attribute) {
    let anchors = Anchors().adding(attribute)
    let name = "\(describe(anchorsOf: anchors))"
    let sign = attribute == .trailing || attribute == .right ? "-" : "+"
    #expect(constraints { anchors.equalToSuper(constant: 11) } == ["s.\(name) == S.\(name) + 11"])
    #expect(
      constraints { anchors.greaterThanOrEqualToSuper(inwardOffset: 11) } == [
        "s.\(name) >= S.\(name) \(sign) 11"
      ])
    #expect(
      constraints { anchors.lessThanOrEqualTo(friend, attribute: .centerX) } == [
        "s.\(name) <= b.centerX"
      ])
    #expect(
      constraints { anchors.equalTo(friend, inwardOffset: 11) } == [
        "s.\(name) == b.\(name) \(sign) 11"
      ])
  }

  @Test("SwiftLayout T8: an anchor target gives its own item and attribute")
  func anchorTarget() {
    #expect(
      constraints { Anchors.leading.equalTo(friend.leadingAnchor) } == [
        "s.leading == b.leading"
      ])
    #expect(
      constraints { Anchors.top.equalTo(friend.bottomAnchor, constant: 4) } == [
        "s.top == b.bottom + 4"
      ])
  }

  @Test("SwiftLayout T9: constant and multiplier together")
  func constantAndMultiplier() {
    #expect(
      constraints {
        Anchors.leading.equalToSuper(attribute: .trailing, constant: 11).multiplier(0.5)
      } == ["s.leading == S.trailing * 0.5 + 11"])
  }

  @Test("SwiftLayout T10: attributes equal to the superview's safe area")
  func safeArea() {
    #expect(
      constraints { Anchors.top.bottom.leading.trailing.equalTo(root.safeAreaLayoutGuide) } == [
        "s.bottom == S.safeArea.bottom", "s.leading == S.safeArea.leading",
        "s.top == S.safeArea.top", "s.trailing == S.safeArea.trailing",
      ])
  }

  @Test("SwiftLayout T11: optional anchors add nothing when nil, and chains mix")
  func optionals() {
    let none: Anchors? = nil
    #expect(constraints { none } == [])
    #expect(
      constraints {
        Anchors.center.equalToSuper()
        Anchors.width.height
        Anchors.leading.top
      } == [
        "s.centerX == S.centerX", "s.centerY == S.centerY", "s.height == S.height",
        "s.leading == S.leading", "s.top == S.top", "s.width == S.width",
      ])
  }

  @Test("SwiftLayout T12: omitted relations mean equal to the superview")
  func omitable() {
    let activation = root.sublayout {
      child.anchors {
        Anchors.top
        Anchors.bottom
        Anchors.horizontal
      }
      friend.anchors {
        Anchors.center
        Anchors.size
        Anchors.allSides
      }
    }.active()
    #expect(activation.constraints.count == 12)
    #expect(activation.constraints.allSatisfy { $0.secondItem === root })
  }

  @Test("SwiftLayout T13: repeated constraints are made once")
  func duplicates() {
    #expect(
      constraints {
        Anchors.cap()
        Anchors.leading.trailing
        Anchors.top
        Anchors.width.equalTo(constant: 37)
        Anchors.size.equalTo(width: 37, height: 37)
      } == [
        "s.height == 37", "s.leading == S.leading", "s.top == S.top",
        "s.trailing == S.trailing", "s.width == 37",
      ])
  }

  @Test("Naming the constrained attribute as the second one declares the same constraint")
  func secondAttributeNamedOrLeftOut() {
    #expect(
      constraints {
        Anchors.top
        Anchors.top.equalToSuper(attribute: .top)
        Anchors.leading.equalTo(friend, attribute: .leading, constant: 4)
        Anchors.leading.equalTo(friend, constant: 4)
      } == ["s.leading == b.leading + 4", "s.top == S.top"])
  }

  @Test("SwiftLayout T14/T15: split anchors blocks and first-level statements merge")
  func splitAnchors() {
    let chained = root.sublayout {
      child.anchors { Anchors.cap() }.anchors { Anchors.bottom.equalTo(friend, attribute: .top) }
      friend.anchors { Anchors.shoe() }
    }.active()
    let chainedConstraints = describe(chained.constraints)
    chained.deactive()
    @LayoutBuilder var split: some Layout {
      root.sublayout {
        child
        friend
      }
      child.anchors {
        Anchors.cap()
        Anchors.bottom.equalTo(friend, attribute: .top)
      }
      friend.anchors { Anchors.shoe() }
    }
    let activation = split.active()
    #expect(describe(activation.constraints) == chainedConstraints)
    #expect(same(root.subviews, [child, friend]))
  }

  @Test("SwiftLayout T16: a target named by identifier")
  func identifierTarget() {
    let other = makeView("x")
    let activation = root.sublayout {
      other.identifying("someIdentifier").anchors { Anchors.top }
      child.anchors { Anchors.bottom.equalTo("someIdentifier", attribute: .top) }
    }.active()
    #expect(
      describe(activation.constraints) == [
        "s.bottom == someIdentifier.top", "someIdentifier.top == S.top",
      ])
    #expect(activation.diagnostics.isEmpty)
  }

  @Test("An identifier that names nothing is a diagnostic, not the superview")
  func unknownIdentifier() {
    var reported: [LayoutDiagnostic] = []
    let saved = LayoutDiagnostic.handler
    LayoutDiagnostic.handler = { reported.append($0) }
    defer { LayoutDiagnostic.handler = saved }
    let activation = root.sublayout {
      child.anchors { Anchors.bottom.equalTo("missing", attribute: .top) }
    }.active()
    #expect(activation.constraints.isEmpty)
    #expect(activation.diagnostics.count == 1)
    #expect(reported == activation.diagnostics)
    #expect(activation.diagnostics.first?.message.contains("\"missing\"") == true)
  }

  @Test("Relating attributes of different axes is a diagnostic, not a crash")
  func incompatibleAttributes() {
    LayoutDiagnostic.handler = { _ in }
    defer { LayoutDiagnostic.handler = { print($0) } }
    let activation = root.sublayout {
      child.anchors {
        Anchors.top.equalTo(friend, attribute: .leading)
        Anchors.leading.equalToSuper(attribute: .left)
        Anchors.top.equalTo(constant: 3)
      }
      friend
    }.active()
    #expect(activation.constraints.isEmpty)
    #expect(activation.diagnostics.count == 3)
  }

  @Test("Margin and baseline attributes")
  func margins() {
    #expect(
      constraints {
        Anchors.topMargin.leadingMargin
        Anchors.firstBaseline.equalTo(friend, attribute: .lastBaseline)
      } == [
        "s.firstBaseline == b.lastBaseline", "s.leadingMargin == S.leadingMargin",
        "s.topMargin == S.topMargin",
      ])
  }

  @Test("Identifiers and priorities on constraints; anchors has the view as first item")
  func identifiers() {
    let activation = root.sublayout {
      child.anchors {
        Anchors.horizontal.equalToSuper(constant: 10).identifier("h").priority(.defaultHigh)
      }
    }.active()
    #expect(activation.constraints.map(\.identifier) == ["h", "h"])
    #expect(activation.constraints.allSatisfy { $0.firstItem === child })
    #expect(activation.constraints.allSatisfy { $0.priority == .defaultHigh })
  }

  @Test("Blocks built on several threads at once keep their own constraints")
  func blocksBuiltOnSeveralThreads() async {
    let results = await withTaskGroup(of: [[NSLayoutConstraint.Attribute]].self) { group in
      for _ in 0..<4 {
        group.addTask { attributesOfBlocksBuiltInTurn() }
      }
      var results: [[[NSLayoutConstraint.Attribute]]] = []
      for await result in group {
        results.append(result)
      }
      return results
    }
    let expected: [[NSLayoutConstraint.Attribute]] = (0..<200).map {
      $0 % 2 == 0 ? [.top, .width, .height] : [.top, .width]
    }
    #expect(results.count == 4)
    #expect(results.allSatisfy { $0 == expected })
  }

  @Test("Blocks built one after the other keep their own constraints")
  func blocksBuiltInTurn() {
    func block(@AnchorsBuilder _ content: () -> Anchors) -> Anchors { content() }
    // Blocks of several statements share storage with the blocks built before them once those
    // are gone: the ones still held must not change.
    let first = block {
      Anchors.top.equalToSuper(constant: 1)
      Anchors.leading.equalToSuper(constant: 2)
      Anchors.width.equalTo(constant: 3)
    }
    let second = block {
      Anchors.bottom.equalToSuper(constant: -4)
      Anchors.trailing.equalTo(friend, attribute: .leading, constant: -5)
    }
    var built: [[NSLayoutConstraint.Attribute]] = []
    for _ in 0..<3 {
      let temporary = block {
        Anchors.centerX.equalToSuper()
        Anchors.height.equalTo(constant: 6)
      }
      built.append(temporary.attributes)
    }
    #expect(built == Array(repeating: [.centerX, .height], count: 3))
    #expect(first.attributes == [.top, .leading, .width])
    #expect(second.attributes == [.bottom, .trailing])
    let activation = root.sublayout {
      child.anchors {
        first
        second
      }
      friend
    }.active()
    #expect(
      describe(activation.constraints) == [
        "s.bottom == S.bottom - 4", "s.leading == S.leading + 2", "s.top == S.top + 1",
        "s.trailing == b.leading - 5", "s.width == 3",
      ])
  }
}

extension Anchors {
  /// Adds one attribute (test helper for parameterised attributes).
  fileprivate func adding(_ attribute: NSLayoutConstraint.Attribute) -> Anchors {
    switch attribute {
    case .leading: leading
    case .trailing: trailing
    case .left: left
    case .right: right
    default: centerX
    }
  }
}

private func describe(anchorsOf anchors: Anchors) -> String {
  switch anchors.attributes.first {
  case .leading: "leading"
  case .trailing: "trailing"
  case .left: "left"
  case .right: "right"
  default: "centerX"
  }
}

/// The attributes of 200 blocks built one after the other on the calling thread.
private func attributesOfBlocksBuiltInTurn() -> [[NSLayoutConstraint.Attribute]] {
  func block(@AnchorsBuilder _ content: () -> Anchors) -> Anchors { content() }
  var results: [[NSLayoutConstraint.Attribute]] = []
  for index in 0..<200 {
    let anchors = block {
      Anchors.top.equalToSuper(constant: CGFloat(index))
      Anchors.width.equalTo(constant: 10)
      if index % 2 == 0 {
        Anchors.height.equalTo(constant: 20)
      }
    }
    results.append(anchors.attributes)
  }
  return results
}
