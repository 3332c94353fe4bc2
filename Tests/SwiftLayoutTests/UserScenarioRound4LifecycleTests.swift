import SwiftLayout
import Testing

/// Round 4: `update(fromActivation:)` over the lifecycles apps put a layout through.
@MainActor
@Suite("User scenarios, round 4: update lifecycles")
struct UserScenarioRound4LifecycleTests {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

  init() {
    root.accessibilityIdentifier = "root"
  }

  /// The constraints the DSL leaves installed on `root` and its subviews, described.
  private func installed() -> [String] {
    var all = root.constraints
    for view in root.subviews { all += view.constraints }
    return describe(all.filter(\.isActive))
  }

  @Test("A view the user moves under a view outside the layout comes back with its constraints")
  func movedOutside() {
    let title = makeView("title")
    let body = makeView("body")
    let elsewhere = makeView("elsewhere")
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        title.anchors {
          Anchors.cap(offset: 16)
          Anchors.height.equalTo(constant: 30)
        }
        body.anchors {
          Anchors.top.equalTo(title, attribute: .bottom, constant: 8)
          Anchors.horizontal(offset: 16)
          Anchors.height.equalTo(constant: 100)
        }
      }
    }
    var activation = layout.active()
    let before = installed()
    // UIKit removes the constraints that crossed the old superview when a view moves
    // (https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()).
    elsewhere.addSubview(title)
    #expect(activation.constraints.filter(\.isActive).count == 4)
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(same(root.subviews, [title, body]))
    #expect(elsewhere.subviews.isEmpty && elsewhere.constraints.isEmpty)
    #expect(title.frame == CGRect(x: 16, y: 16, width: 288, height: 30))
    #expect(body.frame == CGRect(x: 16, y: 54, width: 288, height: 100))
    #expect(installed() == before)
    #expect(activation.constraints.allSatisfy { $0.isActive })
    activation.deactive()
  }

  @Test("if/else toggled many times leaves exactly one branch's constraints installed")
  func ifElseToggles() {
    let empty = makeView("empty")
    let list = makeView("list")
    var isEmpty = true
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        if isEmpty {
          empty.anchors {
            Anchors.center()
            Anchors.size(width: 100, height: 40)
          }
        } else {
          list.anchors { Anchors.allSides(offset: 10) }
        }
      }
    }
    var activation = layout.active()
    let emptyConstraints = installed()
    isEmpty = false
    activation = layout.update(fromActivation: activation)
    let listConstraints = installed()
    for _ in 0..<6 {
      isEmpty.toggle()
      activation = layout.update(fromActivation: activation)
      #expect(installed() == (isEmpty ? emptyConstraints : listConstraints))
    }
    root.layoutIfNeeded()
    #expect(same(root.subviews, [list]))
    #expect(empty.superview == nil && empty.constraints.isEmpty)
    #expect(list.frame == CGRect(x: 10, y: 10, width: 300, height: 460))
    #expect(
      listConstraints == [
        "list.bottom == root.bottom - 10", "list.leading == root.leading + 10",
        "list.top == root.top + 10", "list.trailing == root.trailing - 10",
      ])
    activation.deactive()
    #expect(root.constraints.isEmpty)
  }

  @Test("for-in over rows that are reordered, added and removed chains each row to the last")
  func forInChain() {
    let pool = ["a", "b", "c", "d", "e"].map { makeView($0) }
    var order = [0, 1, 2]
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        for (position, index) in order.enumerated() {
          pool[index].anchors {
            if position == 0 {
              Anchors.top
            } else {
              Anchors.top.equalTo(pool[order[position - 1]], attribute: .bottom)
            }
            Anchors.horizontal()
            Anchors.height.equalTo(constant: 20 + CGFloat(index) * 10)
          }
        }
      }
    }
    var activation = layout.active()
    func check() {
      root.layoutIfNeeded()
      #expect(same(root.subviews, order.map { pool[$0] }))
      var y: CGFloat = 0
      for index in order {
        #expect(
          pool[index].frame == CGRect(x: 0, y: y, width: 320, height: 20 + CGFloat(index) * 10))
        y += 20 + CGFloat(index) * 10
      }
      #expect(activation.constraints.count == order.count * 4)
      #expect(root.constraints.filter(\.isActive).count == order.count * 3)
      #expect(pool.allSatisfy { $0.superview != nil || $0.constraints.isEmpty })
    }
    check()
    for next in [[2, 1, 0], [2, 3, 1, 0, 4], [4], [1, 4, 0], [], [3, 0]] {
      order = next
      activation = layout.update(fromActivation: activation)
      check()
    }
    activation.deactive()
  }

  @Test("The same view twice in one parent: one place, the first; both blocks' constraints")
  func sameViewTwiceInOneParent() {
    // UIKit's addSubview(_:) on a subview moves it to the front; the DSL instead keeps the
    // declared place of the first mention and gathers the constraints of both, so that a
    // conditional extra block (`if isWide { chip.anchors { … } }`) can be written apart. The
    // same view under two parents is the case that needs a diagnostic (tested in round 1).
    let chip = makeView("chip")
    let other = makeView("other")
    var diagnostics: [LayoutDiagnostic] = []
    let saved = LayoutDiagnostic.handler
    LayoutDiagnostic.handler = { diagnostics.append($0) }
    defer { LayoutDiagnostic.handler = saved }
    var isWide = true
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        chip.anchors {
          Anchors.top.leading
          Anchors.height.equalTo(constant: 10)
        }
        other.anchors {
          Anchors.bottom.trailing
          Anchors.size(width: 5, height: 5)
        }
        if isWide {
          chip.anchors { Anchors.width.equalTo(constant: 200) }
        } else {
          chip.anchors { Anchors.width.equalTo(constant: 20) }
        }
      }
    }
    var issues: [LayoutIssue] = []
    var activation = layout.active()
    root.layoutIfNeeded()
    #expect(same(root.subviews, [chip, other]))
    #expect(diagnostics.isEmpty)
    #expect(chip.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
    #expect(activation.constraints.count == 8)
    isWide = false
    issues = LayoutDiagnostics.capture {
      activation = layout.update(fromActivation: activation)
      root.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(same(root.subviews, [chip, other]))
    #expect(chip.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(chip.constraints.filter(\.isActive).count == 2)
    activation.deactive()
  }

  @Test("A view identified differently after an update: targets follow the new identifier")
  func identifierChanges() {
    let left = makeView("left")
    let right = makeView("right")
    let caption = makeView("caption")
    var anchorsLeft = true
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        left.identifying(anchorsLeft ? "target" : "leftBox").anchors {
          Anchors.top.leading
          Anchors.size(width: 100, height: 50)
        }
        right.identifying(anchorsLeft ? "rightBox" : "target").anchors {
          Anchors.top.trailing
          Anchors.size(width: 60, height: 80)
        }
        caption.anchors {
          Anchors.top.equalTo("target", attribute: .bottom, constant: 4)
          Anchors.leading.trailing.equalTo("target")
          Anchors.height.equalTo(constant: 20)
        }
      }
    }
    var activation = layout.active()
    root.layoutIfNeeded()
    #expect(caption.frame == CGRect(x: 0, y: 54, width: 100, height: 20))
    anchorsLeft = false
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(caption.frame == CGRect(x: 260, y: 84, width: 60, height: 20))
    #expect(activation.viewForIdentifier("target") === right)
    #expect(activation.viewForIdentifier("leftBox") === left)
    #expect(right.accessibilityIdentifier == "target")
    #expect(activation.constraints.count == 12)
    #expect(activation.diagnostics.isEmpty)
    activation.deactive()
  }

  @Test("Constraints the user deactivated by hand are active again after an unchanged update")
  func handDeactivatedUnchanged() {
    let header = makeView("header")
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        header.anchors {
          Anchors.cap()
          Anchors.height.equalTo(constant: 44)
        }
      }
    }
    var activation = layout.active()
    NSLayoutConstraint.deactivate(Array(activation.constraints.prefix(2)))
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(activation.constraints.allSatisfy { $0.isActive })
    #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    activation.deactive()
  }

  @Test("Constraints deactivated by hand are active again after a constant-only update")
  func handDeactivatedConstantChange() {
    let header = makeView("header")
    var height: CGFloat = 44
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        header.anchors {
          Anchors.cap()
          Anchors.height.equalTo(constant: height)
        }
      }
    }
    var activation = layout.active()
    NSLayoutConstraint.deactivate(activation.constraints)
    height = 60
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(activation.constraints.allSatisfy { $0.isActive })
    #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
    activation.deactive()
  }

  @Test("A view removed with removeFromSuperview before a constant-only update is put back")
  func removedThenConstantChange() {
    let header = makeView("header")
    let footer = makeView("footer")
    var height: CGFloat = 44
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        header.anchors {
          Anchors.cap()
          Anchors.height.equalTo(constant: height)
        }
        footer.anchors {
          Anchors.top.equalTo(header, attribute: .bottom)
          Anchors.horizontal()
          Anchors.height.equalTo(constant: 10)
        }
      }
    }
    var activation = layout.active()
    header.removeFromSuperview()
    height = 60
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(same(root.subviews, [header, footer]))
    #expect(activation.constraints.allSatisfy { $0.isActive })
    #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
    #expect(footer.frame == CGRect(x: 0, y: 60, width: 320, height: 10))
    activation.deactive()
  }

  @Test("deactive() then active() again: the second activation lays out; the first stays inert")
  func deactivateThenActivate() {
    let badge = makeView("badge")
    let layout = root.sublayout {
      badge.anchors {
        Anchors.center(xOffset: 20, yOffset: -10)
        Anchors.size(width: 30, height: 30)
      }
    }
    let first = layout.active()
    first.deactive()
    #expect(badge.superview == nil && root.constraints.isEmpty)
    let second = layout.active()
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 165, y: 215, width: 30, height: 30))
    // Deactivating the first again must not touch what the second added.
    first.deactive()
    #expect(badge.superview === root)
    #expect(second.constraints.allSatisfy { $0.isActive })
    second.deactive()
    #expect(badge.superview == nil)
  }

  @Test("The same layout activated twice: releasing the first activation keeps the second's")
  func twoActivationsOfOneLayout() {
    let badge = makeView("badge")
    let layout = root.sublayout {
      badge.anchors {
        Anchors.top.leading
        Anchors.size(width: 30, height: 30)
      }
    }
    var first: Activation? = layout.active()
    let second = layout.active()
    #expect(first?.isActive == true)
    first = nil
    root.layoutIfNeeded()
    #expect(badge.superview === root)
    #expect(second.constraints.allSatisfy { $0.isActive })
    #expect(badge.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
    second.deactive()
    #expect(badge.superview == nil)
    #expect(root.constraints.isEmpty)
  }

  @Test("Updating a deactivated activation with a changed layout applies the new layout")
  func updateDeactivatedChanged() {
    let banner = makeView("banner")
    let extra = makeView("extra")
    var showsExtra = false
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        banner.anchors {
          Anchors.cap()
          Anchors.height.equalTo(constant: showsExtra ? 50 : 30)
        }
        if showsExtra {
          extra.anchors {
            Anchors.top.equalTo(banner, attribute: .bottom)
            Anchors.horizontal()
            Anchors.height.equalTo(constant: 10)
          }
        }
      }
    }
    var activation = layout.active()
    activation.deactive()
    showsExtra = true
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(same(root.subviews, [banner, extra]))
    #expect(banner.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
    #expect(extra.frame == CGRect(x: 0, y: 50, width: 320, height: 10))
    #expect(activation.isActive && activation.constraints.count == 8)
    #expect(activation.constraints.allSatisfy { $0.isActive })
    activation.deactive()
    #expect(root.subviews.isEmpty && root.constraints.isEmpty)
  }

  @Test("A view moved by state from a card into the root keeps no constraint on the card")
  func moveBetweenParentsWithSiblingConstraints() {
    let card = makeView("card")
    let icon = makeView("icon")
    let label = makeView("label")
    var iconInCard = true
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        card.anchors {
          Anchors.top.leading.equalToSuper(constant: 20)
          Anchors.size(width: 200, height: 100)
        }.sublayout {
          label.anchors {
            Anchors.top.trailing
            Anchors.size(width: 50, height: 20)
          }
          if iconInCard {
            icon.anchors {
              Anchors.top.leading
              Anchors.size(width: 24, height: 24)
              Anchors.trailing.lessThanOrEqualTo(label, attribute: .leading)
            }
          }
        }
        if !iconInCard {
          icon.anchors {
            Anchors.bottom.trailing
            Anchors.size(width: 24, height: 24)
          }
        }
      }
    }
    var activation = layout.active()
    root.layoutIfNeeded()
    #expect(icon.frame == CGRect(x: 0, y: 0, width: 24, height: 24))
    iconInCard = false
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(icon.superview === root)
    #expect(same(root.subviews, [card, icon]))
    #expect(icon.frame == CGRect(x: 296, y: 456, width: 24, height: 24))
    #expect(card.constraints.filter { ($0.firstItem as? UIView) === icon }.isEmpty)
    #expect(activation.constraints.allSatisfy { $0.isActive })
    iconInCard = true
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(same(card.subviews, [label, icon]))
    #expect(icon.frame == CGRect(x: 0, y: 0, width: 24, height: 24))
    #expect(root.constraints.filter { ($0.firstItem as? UIView) === icon }.isEmpty)
    activation.deactive()
  }

  @Test("deactive() leaves a view the user moved into another view where the user put it")
  func deactivateAfterUserMove() {
    let title = makeView("title")
    let body = makeView("body")
    let sheet = makeView("sheet")
    let activation = root.sublayout {
      title.anchors {
        Anchors.cap()
        Anchors.height.equalTo(constant: 20)
      }
      body.anchors {
        Anchors.shoe()
        Anchors.height.equalTo(constant: 20)
      }
    }.active()
    sheet.addSubview(body)
    activation.deactive()
    #expect(title.superview == nil)
    #expect(body.superview === sheet)
    #expect(root.constraints.isEmpty)
    #expect(activation.constraints.isEmpty)
  }

  @Test("A guide declared under a card, then under the root, moves with its constraints")
  func guideMovesBetweenOwners() {
    let card = makeView("card")
    let guide = UILayoutGuide()
    let label = makeView("label")
    var inCard = true
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        card.anchors {
          Anchors.top.leading.equalToSuper(constant: 40)
          Anchors.size(width: 100, height: 100)
        }.sublayout {
          if inCard {
            guide.identifying("spot").anchors { Anchors.allSides(offset: 10) }
          }
        }
        if !inCard {
          guide.identifying("spot").anchors {
            Anchors.top.leading
            Anchors.size(width: 30, height: 30)
          }
        }
        label.anchors {
          Anchors.allSides.equalTo("spot")
        }
      }
    }
    var activation = layout.active()
    root.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 50, y: 50, width: 80, height: 80))
    inCard = false
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(guide.owningView === root)
    #expect(card.layoutGuides.isEmpty)
    #expect(card.constraints.filter { $0.firstItem === guide && $0.isActive }.isEmpty)
    #expect(label.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
    #expect(activation.constraints.allSatisfy { $0.isActive })
    #expect(same(activation.views, [root, card, label]))
    inCard = true
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(guide.owningView === card)
    #expect(label.frame == CGRect(x: 50, y: 50, width: 80, height: 80))
    activation.deactive()
    #expect(root.layoutGuides.isEmpty && card.layoutGuides.isEmpty)
  }
}
