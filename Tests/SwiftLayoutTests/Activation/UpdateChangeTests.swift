import SwiftLayout
import Testing

/// A screen written as a view controller that owns its layout, as in the talk.
@MainActor
final class OrderViewController: UIViewController, Layoutable {
  var activation: Activation?
  let header = makeView("header")
  let summary = makeView("summary")
  let payButton = makeView("pay")
  @LayoutProperty var showsSummary = false

  @LayoutBuilder var layout: some Layout {
    view.sublayout {
      header.anchors {
        Anchors.top.equalTo(view.safeAreaLayoutGuide)
        Anchors.horizontal()
        Anchors.height.equalTo(constant: 56)
      }
      if showsSummary {
        summary.anchors {
          Anchors.top.equalTo(header, attribute: .bottom, constant: 8)
          Anchors.horizontal(offset: 16)
          Anchors.height.equalTo(constant: 120)
        }
      }
      payButton.anchors {
        Anchors.bottom.equalTo(view.safeAreaLayoutGuide, constant: -16)
        Anchors.horizontal(offset: 16)
        Anchors.height.equalTo(constant: 50)
      }
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "orderRoot"
    sl.updateLayout()
  }
}

@MainActor
@Suite("update(fromActivation:) applies what changed between two layouts")
struct UpdateChangeTests {
  @Test("A feed in a scroll view: rows added by an update grow the content size")
  func feedGrowsContent() {
    let root = makeRoot(width: 320, height: 400)
    let scroll = UIScrollView()
    scroll.accessibilityIdentifier = "scroll"
    let stack = UIStackView()
    stack.accessibilityIdentifier = "stack"
    stack.axis = .vertical
    stack.spacing = 8
    var rows: [UIView] = (0..<2).map { makeView("row\($0)") }
    func layout() -> some Layout {
      root.sublayout {
        scroll.anchors { Anchors.allSides() }.sublayout {
          stack.anchors {
            Anchors.allSides(scroll.contentLayoutGuide)
            Anchors.width.equalTo(scroll.frameLayoutGuide)
          }.sublayout {
            for row in rows {
              row.anchors { Anchors.height.equalTo(constant: 120) }
            }
          }
        }
      }
    }
    var activation: Activation? = layout().active()
    root.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 320, height: 248))
    rows += (2..<5).map { makeView("row\($0)") }
    activation = layout().update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(stack.arrangedSubviews.count == 5)
    #expect(scroll.contentSize == CGSize(width: 320, height: 5 * 120 + 4 * 8))
    #expect(rows[4].frame.minY == 512)  // 4 × (120 + 8)
    rows.removeFirst(3)
    activation = layout().update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(stack.arrangedSubviews.map(\.accessibilityIdentifier) == ["row3", "row4"])
    #expect(scroll.contentSize == CGSize(width: 320, height: 248))
    #expect(activation?.diagnostics.isEmpty == true)
  }

  @Test(
    "An update that changes a relation, a target or an identifier remakes exactly that constraint")
  func updateChangesRelationAndTarget() {
    let root = makeRoot(width: 300, height: 300)
    let header = makeView("header")
    let footer = makeView("footer")
    let body = makeView("body")
    func layout(atLeast: Bool, belowFooter: Bool) -> some Layout {
      root.sublayout {
        header.anchors {
          Anchors.cap()
          Anchors.height.equalTo(constant: 40)
        }
        footer.anchors {
          Anchors.top.equalToSuper(constant: 100)
          Anchors.horizontal()
          Anchors.height.equalTo(constant: 40)
        }
        body.anchors {
          if belowFooter {
            Anchors.top.equalTo(footer, attribute: .bottom).identifier("body.top")
          } else {
            Anchors.top.equalTo(header, attribute: .bottom).identifier("body.top")
          }
          Anchors.horizontal()
          if atLeast {
            Anchors.height.greaterThanOrEqualTo(constant: 80)
          } else {
            Anchors.height.equalTo(constant: 20)
          }
          Anchors.height.equalTo(constant: 50).priority(.defaultLow)
        }
      }
    }
    var activation: Activation? = layout(atLeast: false, belowFooter: false).active()
    root.layoutIfNeeded()
    #expect(body.frame == CGRect(x: 0, y: 40, width: 300, height: 20))
    activation = layout(atLeast: true, belowFooter: false).update(fromActivation: activation)
    root.layoutIfNeeded()
    // height ≥ 80 (required) beats height == 50 (low): 80, not 20 left over.
    #expect(body.frame == CGRect(x: 0, y: 40, width: 300, height: 80))
    activation = layout(atLeast: true, belowFooter: true).update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(body.frame == CGRect(x: 0, y: 140, width: 300, height: 80))
    let tops = root.constraints.filter { $0.identifier == "body.top" }
    #expect(tops.count == 1)
    #expect(tops.first?.secondItem === footer)
    #expect(activation?.diagnostics.isEmpty == true)
    #expect(!body.hasAmbiguousLayout)
  }

  @Test("Size classes switch a row into a column with update(fromActivation:)")
  func sizeClassSwitch() {
    let root = makeRoot(width: 320, height: 480)
    let image = makeView("image")
    let text = makeView("text")
    func layout(compact: Bool) -> some Layout {
      root.sublayout {
        image.anchors {
          Anchors.top.leading
          Anchors.size(width: 100, height: 100)
        }
        if compact {
          text.anchors {
            Anchors.top.equalTo(image, attribute: .bottom, constant: 8)
            Anchors.horizontal()
            Anchors.height.equalTo(constant: 40)
          }
        } else {
          text.anchors {
            Anchors.leading.equalTo(image, attribute: .trailing, constant: 8)
            Anchors.top.trailing
            Anchors.bottom.equalTo(image)
          }
        }
      }
    }
    var activation: Activation? = layout(compact: true).active()
    root.layoutIfNeeded()
    #expect(text.frame == CGRect(x: 0, y: 108, width: 320, height: 40))
    // viewWillTransition(to:with:): the new size arrives, the layout follows the new class.
    root.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
    activation = layout(compact: false).update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(text.frame == CGRect(x: 108, y: 0, width: 372, height: 100))
    #expect(!root.hasAmbiguousLayout && !text.hasAmbiguousLayout)
    // Back to compact: no constraint of the regular branch is left behind.
    activation = layout(compact: true).update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(text.frame == CGRect(x: 0, y: 108, width: 480, height: 40))
    #expect(root.constraints.count + image.constraints.count + text.constraints.count == 8)
    activation?.deactive()
    #expect(root.subviews.isEmpty)
  }

  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

  init() {
    root.accessibilityIdentifier = "root"
  }

  @Test("Updating one root's activation with a layout over another root moves everything over")
  func updateWithAnotherRoot() {
    let other = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    other.accessibilityIdentifier = "other"
    let box = makeView("box")
    let chip = makeView("chip")
    var activation = root.sublayout {
      box.anchors { Anchors.allSides() }
      chip.anchors {
        Anchors.center()
        Anchors.size(width: 10, height: 10)
      }
    }.active()
    activation = other.sublayout {
      box.anchors { Anchors.allSides(offset: 5) }
    }.update(fromActivation: activation)
    other.layoutIfNeeded()
    #expect(root.subviews.isEmpty && root.constraints.isEmpty)
    #expect(chip.superview == nil)
    #expect(same(other.subviews, [box]))
    #expect(box.frame == CGRect(x: 5, y: 5, width: 90, height: 90))
    activation.deactive()
    #expect(other.subviews.isEmpty)
  }

  @Test("update(fromActivation: nil) is a first activation")
  func updateFromNil() {
    let box = makeView("box")
    let activation = root.sublayout {
      box.anchors {
        Anchors.top.leading
        Anchors.size(width: 10, height: 20)
      }
    }.update(fromActivation: nil)
    root.layoutIfNeeded()
    #expect(activation.isActive)
    #expect(box.frame == CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(activation.lastUpdate.constraintsActivated == 4)
    activation.deactive()
  }

  @Test("The same view twice in one parent: one place, the first; both blocks' constraints")
  func sameViewTwiceInOneParent() {
    // UIKit's addSubview(_:) on a subview moves it to the front; the DSL instead keeps the
    // declared place of the first mention and gathers the constraints of both, so that a
    // conditional extra block (`if isWide { chip.anchors { … } }`) can be written apart. The
    // same view under two parents is the case that needs a diagnostic (see ActivationTests).
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
    var issues: [Headless.LayoutIssue] = []
    var activation = layout.active()
    root.layoutIfNeeded()
    #expect(same(root.subviews, [chip, other]))
    #expect(diagnostics.isEmpty)
    #expect(chip.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
    #expect(activation.constraints.count == 8)
    isWide = false
    issues = Headless.LayoutDiagnostics.capture {
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

  @Test("A view that moves between parents on update leaves its old constraints behind")
  func moveBetweenParents() {
    let left = makeView("left")
    let right = makeView("right")
    let badge = makeView("badge")
    var inLeft = true
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        left.anchors {
          Anchors.top.leading
          Anchors.size.equalTo(width: 100, height: 100)
        }.sublayout {
          if inLeft {
            badge.anchors {
              Anchors.top.trailing
              Anchors.size.equalTo(width: 10, height: 10)
            }
          }
        }
        right.anchors {
          Anchors.top.trailing
          Anchors.size.equalTo(width: 100, height: 100)
        }.sublayout {
          if !inLeft {
            badge.anchors {
              Anchors.top.leading
              Anchors.size.equalTo(width: 20, height: 20)
            }
          }
        }
      }
    }
    var activation = layout.active()
    root.layoutIfNeeded()
    #expect(badge.superview === left)
    #expect(badge.frame == CGRect(x: 90, y: 0, width: 10, height: 10))
    inLeft = false
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(badge.superview === right)
    #expect(badge.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(activation.diagnostics.isEmpty)
    #expect(!left.constraints.contains { ($0.firstItem as? UIView) === badge })
    #expect(
      describe(activation.constraints.filter { ($0.firstItem as? UIView) === badge }) == [
        "badge.height == 20", "badge.leading == right.leading", "badge.top == right.top",
        "badge.width == 20",
      ])
    inLeft = true
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(badge.superview === left)
    #expect(badge.frame == CGRect(x: 90, y: 0, width: 10, height: 10))
    activation.deactive()
  }

  @Test("A constant-only change keeps the constraint objects and counts one constant update")
  func constantOnlyUpdate() {
    let sheet = makeView("sheet")
    var offset: CGFloat = 0
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        sheet.anchors {
          Anchors.top.equalToSuper(attribute: .bottom, constant: -offset)
          Anchors.horizontal()
          Anchors.height.equalTo(constant: 200)
        }
      }
    }
    var activation = layout.active()
    let before = activation.constraints.map(ObjectIdentifier.init)
    offset = 200
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(activation.constraints.map(ObjectIdentifier.init) == before)
    #expect(activation.lastUpdate.constantsUpdated == 1)
    #expect(activation.lastUpdate.constraintsActivated == 0)
    #expect(sheet.frame == CGRect(x: 0, y: 280, width: 320, height: 200))
    activation = layout.update(fromActivation: activation)
    #expect(activation.lastUpdate == LayoutUpdateStatistics())
    activation.deactive()
  }

  @Test("An identified guide that comes and goes takes the constraints naming it along")
  func toggledGuide() {
    let gap = UILayoutGuide()
    let header = makeView("header")
    let body = makeView("body")
    var showsGap = true
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        header.anchors {
          Anchors.cap()
          Anchors.height.equalTo(constant: 40)
        }
        if showsGap {
          gap.identifying("gap").anchors {
            Anchors.top.equalTo(header, attribute: .bottom)
            Anchors.height.equalTo(constant: 24)
            Anchors.leading
          }
        }
        body.anchors {
          if showsGap {
            Anchors.top.equalTo("gap", attribute: .bottom)
          } else {
            Anchors.top.equalTo(header, attribute: .bottom)
          }
          Anchors.shoe()
        }
      }
    }
    var activation = layout.active()
    root.layoutIfNeeded()
    #expect(body.frame.minY == 64)
    showsGap = false
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(body.frame.minY == 40)
    #expect(root.layoutGuides.isEmpty)
    #expect(activation.diagnostics.isEmpty)
    #expect(root.constraints.allSatisfy { $0.firstItem !== gap && $0.secondItem !== gap })
    showsGap = true
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(body.frame.minY == 64)
    #expect(activation.layoutGuideForIdentifier("gap") === gap)
    activation.deactive()
  }

  @Test("Swapping to another layout over the same root removes what the first one added")
  func swapsLayouts() {
    let list = makeView("list")
    let toolbar = makeView("toolbar")
    let empty = makeView("empty")
    let listLayout = root.sublayout {
      list.anchors { Anchors.cap().equalToSuper() }
      toolbar.anchors {
        Anchors.top.equalTo(list, attribute: .bottom)
        Anchors.shoe()
        Anchors.height.equalTo(constant: 44)
      }
    }
    let emptyLayout = root.sublayout {
      empty.anchors { Anchors.center }
    }
    var activation = listLayout.active()
    activation = emptyLayout.update(fromActivation: activation)
    #expect(same(root.subviews, [empty]))
    #expect(list.superview == nil && toolbar.superview == nil)
    #expect(root.constraints.count == 2)
    #expect(activation.constraints.count == 2)
    activation = listLayout.update(fromActivation: activation)
    #expect(same(root.subviews, [list, toolbar]))
    #expect(activation.constraints.count == 8)
    activation.deactive()
  }

  @Test("onActivate runs after the view is placed, on activation and each update")
  func onActivateSeesPlacedView() {
    let avatar = makeView("avatar")
    var seen: [Bool] = []
    let layout = root.sublayout {
      avatar.anchors {
        Anchors.top.leading
        Anchors.size.equalTo(width: 40, height: 40)
      }.onActivate { view in
        seen.append(view.superview === self.root)
      }
    }
    var activation = layout.active()
    activation = layout.update(fromActivation: activation)
    #expect(seen == [true, true])
    activation.deactive()
    #expect(seen == [true, true])
  }
}
