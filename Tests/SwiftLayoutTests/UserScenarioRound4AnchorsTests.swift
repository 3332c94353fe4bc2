import SwiftLayout
import Testing

/// Round 4: anchors with priorities, multipliers, baselines and guides, checked against the
/// same constraints written with UIKit's anchor API, and the conflicts they report.
@MainActor
@Suite("User scenarios, round 4: anchors and conflicts")
struct UserScenarioRound4AnchorsTests {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

  init() {
    root.accessibilityIdentifier = "root"
  }

  @Test("An optional priority changed to another optional one flips which constraint wins")
  func optionalToOptional() throws {
    let box = makeView("box")
    var preferNarrow = true
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        box.anchors {
          Anchors.top.leading
          Anchors.height.equalTo(constant: 10)
          Anchors.width.equalTo(constant: 200).priority(.init(500))
          Anchors.width.equalTo(constant: 100).priority(preferNarrow ? .defaultHigh : .defaultLow)
            .identifier("narrow")
        }
      }
    }
    var activation = layout.active()
    root.layoutIfNeeded()
    #expect(box.frame.width == 100)
    let narrow = try #require(activation.constraints.first { $0.identifier == "narrow" })
    preferNarrow = false
    var issues: [LayoutIssue] = []
    issues = LayoutDiagnostics.capture {
      activation = layout.update(fromActivation: activation)
      root.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(box.frame.width == 200)
    let after = try #require(activation.constraints.first { $0.identifier == "narrow" })
    #expect(after.priority == .defaultLow && after.isActive)
    // Changing an optional priority of an active constraint is allowed
    // (https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority): kept in place.
    #expect(after === narrow)
    #expect(activation.lastUpdate.constraintsActivated == 0)
    #expect(activation.lastUpdate.constraintsDeactivated == 0)
    #expect(activation.lastUpdate.prioritiesUpdated == 1)
    #expect(box.constraints.filter(\.isActive).count == 3)
    // And back, still in place.
    preferNarrow = true
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(box.frame.width == 100)
    #expect(activation.constraints.first { $0.identifier == "narrow" } === narrow)
  }

  @Test("A priority set by identifier comes back to the declared one on the next update")
  func priorityByIdentifierThenUpdate() throws {
    let box = makeView("box")
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        box.anchors {
          Anchors.top.leading
          Anchors.height.equalTo(constant: 10)
          Anchors.width.equalTo(constant: 200).priority(.init(500))
          Anchors.width.equalTo(constant: 100).priority(.defaultHigh).identifier("narrow")
        }
      }
    }
    var activation = layout.active()
    #expect(activation.updateConstraints(identifier: "narrow", priority: .required) == 1)
    #expect(activation.updateConstraints(identifier: "narrow", priority: .defaultLow) == 1)
    root.layoutIfNeeded()
    #expect(box.frame.width == 200)
    var issues: [LayoutIssue] = []
    issues = LayoutDiagnostics.capture {
      activation = layout.update(fromActivation: activation)
      root.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    let narrow = try #require(activation.constraints.first { $0.identifier == "narrow" })
    #expect(narrow.priority == .defaultHigh)
    #expect(box.frame.width == 100)
  }

  @Test("Multipliers on size and position anchors lay out as the same UIKit anchors do")
  func multipliersMatchUIKit() {
    let a = makeView("a")
    let b = makeView("b")
    let c = makeView("c")
    let activation = root.sublayout {
      a.anchors {
        Anchors.top.leading
        Anchors.trailing.equalToSuper().multiplier(0.5)
        Anchors.height.equalTo(a, attribute: .width, constant: 10).multiplier(0.25)
      }
      b.anchors {
        Anchors.leading.equalTo(a, attribute: .trailing).multiplier(1.5)
        Anchors.top.equalTo(a, attribute: .bottom, constant: 5)
        Anchors.width.equalTo(a).multiplier(0.5)
        Anchors.height.equalTo(a, attribute: .width).multiplier(0.5)
      }
      c.anchors {
        Anchors.centerX.equalToSuper(attribute: .trailing)
        Anchors.centerY.equalToSuper(constant: -40).multiplier(0.5)
        Anchors.size(width: 20, height: 20)
      }
    }.active()
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 160, height: 50))
    #expect(b.frame == CGRect(x: 240, y: 55, width: 80, height: 80))
    #expect(c.frame == CGRect(x: 310, y: 70, width: 20, height: 20))

    let twin = UIView(frame: root.frame)
    let (ta, tb, tc) = (UIView(), UIView(), UIView())
    for view in [ta, tb, tc] {
      view.translatesAutoresizingMaskIntoConstraints = false
      twin.addSubview(view)
    }
    NSLayoutConstraint.activate([
      ta.topAnchor.constraint(equalTo: twin.topAnchor),
      ta.leadingAnchor.constraint(equalTo: twin.leadingAnchor),
      NSLayoutConstraint(
        item: ta, attribute: .trailing, relatedBy: .equal, toItem: twin, attribute: .trailing,
        multiplier: 0.5, constant: 0),
      ta.heightAnchor.constraint(equalTo: ta.widthAnchor, multiplier: 0.25, constant: 10),
      NSLayoutConstraint(
        item: tb, attribute: .leading, relatedBy: .equal, toItem: ta, attribute: .trailing,
        multiplier: 1.5, constant: 0),
      tb.topAnchor.constraint(equalTo: ta.bottomAnchor, constant: 5),
      tb.widthAnchor.constraint(equalTo: ta.widthAnchor, multiplier: 0.5),
      tb.heightAnchor.constraint(equalTo: ta.widthAnchor, multiplier: 0.5),
      tc.centerXAnchor.constraint(equalTo: twin.trailingAnchor),
      NSLayoutConstraint(
        item: tc, attribute: .centerY, relatedBy: .equal, toItem: twin, attribute: .centerY,
        multiplier: 0.5, constant: -40),
      tc.widthAnchor.constraint(equalToConstant: 20),
      tc.heightAnchor.constraint(equalToConstant: 20),
    ])
    twin.layoutIfNeeded()
    #expect([ta.frame, tb.frame, tc.frame] == [a.frame, b.frame, c.frame])
    activation.deactive()
  }

  @Test("Centre offsets to a sibling, and a centre on the margins, as UIKit places them")
  func centreConstants() {
    let anchor = makeView("anchor")
    let tip = makeView("tip")
    let dot = makeView("dot")
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 20, leading: 40, bottom: 60, trailing: 0)
    let activation = root.sublayout {
      anchor.anchors {
        Anchors.top.leading.equalToSuper(constant: 100)
        Anchors.size(width: 50, height: 50)
      }
      tip.anchors {
        Anchors.center.equalTo(anchor, xOffset: 10, yOffset: -40)
        Anchors.size(width: 30, height: 10)
      }
      dot.anchors {
        Anchors.centerX.equalToSuper(attribute: .centerXWithinMargins)
        Anchors.centerY.equalToSuper(attribute: .centerYWithinMargins, constant: 5)
        Anchors.size(width: 10, height: 10)
      }
    }.active()
    root.layoutIfNeeded()
    #expect(tip.frame == CGRect(x: 120, y: 80, width: 30, height: 10))
    // Within the margins: x from 40 to 320, y from 20 to 420.
    #expect(dot.frame == CGRect(x: 175, y: 220, width: 10, height: 10))
    root.directionalLayoutMargins = .zero
    root.layoutIfNeeded()
    #expect(dot.frame == CGRect(x: 155, y: 240, width: 10, height: 10))
    activation.deactive()
  }

  @Test("First and last baselines of labels in the DSL line up as UIKit's baseline anchors do")
  func baselines() {
    let small = UILabel()
    small.accessibilityIdentifier = "small"
    small.font = .systemFont(ofSize: 12)
    small.text = "Price"
    let big = UILabel()
    big.accessibilityIdentifier = "big"
    big.font = .systemFont(ofSize: 30)
    big.text = "12,000"
    let note = UILabel()
    note.accessibilityIdentifier = "note"
    note.font = .systemFont(ofSize: 14)
    note.numberOfLines = 0
    note.text = "one\ntwo\nthree"
    let activation = root.sublayout {
      big.anchors { Anchors.top.leading.equalToSuper(constant: 20) }
      small.anchors {
        Anchors.firstBaseline.equalTo(big)
        Anchors.leading.equalTo(big, attribute: .trailing, constant: 4)
      }
      note.anchors {
        Anchors.lastBaseline.equalTo(big, attribute: .lastBaseline, constant: 100)
        Anchors.leading.equalToSuper(constant: 20)
      }
    }.active()
    root.layoutIfNeeded()
    let bigBaseline = big.frame.minY + big.font.ascender
    #expect(abs(small.frame.minY + small.font.ascender - bigBaseline) < 0.001)
    // The last baseline of three lines: the top of the last line plus the ascender.
    let noteBaseline = note.frame.maxY + note.font.descender
    #expect(abs(noteBaseline - (bigBaseline + 100)) < 0.001)
    #expect(small.frame.minX == big.frame.maxX + 4)

    // The same constraints in UIKit's anchor API.
    let twin = UIView(frame: root.frame)
    let (tBig, tSmall, tNote) = (UILabel(), UILabel(), UILabel())
    for (label, source) in [(tBig, big), (tSmall, small), (tNote, note)] {
      label.font = source.font
      label.text = source.text
      label.numberOfLines = source.numberOfLines
      label.translatesAutoresizingMaskIntoConstraints = false
      twin.addSubview(label)
    }
    NSLayoutConstraint.activate([
      tBig.topAnchor.constraint(equalTo: twin.topAnchor, constant: 20),
      tBig.leadingAnchor.constraint(equalTo: twin.leadingAnchor, constant: 20),
      tSmall.firstBaselineAnchor.constraint(equalTo: tBig.firstBaselineAnchor),
      tSmall.leadingAnchor.constraint(equalTo: tBig.trailingAnchor, constant: 4),
      tNote.lastBaselineAnchor.constraint(equalTo: tBig.lastBaselineAnchor, constant: 100),
      tNote.leadingAnchor.constraint(equalTo: twin.leadingAnchor, constant: 20),
    ])
    twin.layoutIfNeeded()
    #expect([tBig.frame, tSmall.frame, tNote.frame] == [big.frame, small.frame, note.frame])
    // A bigger font moves the baseline and what hangs on it.
    big.font = .systemFont(ofSize: 40)
    root.layoutIfNeeded()
    #expect(
      abs(small.frame.minY + small.font.ascender - (big.frame.minY + big.font.ascender)) < 0.001)
    activation.deactive()
  }

  @Test(
    "A layout guide the DSL adds to a card: views hang on it; removing it drops its constraints")
  func guideInCard() {
    let card = makeView("card")
    let guide = UILayoutGuide()
    let left = makeView("left")
    let right = makeView("right")
    var usesGuide = true
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        card.anchors {
          Anchors.top.leading.equalToSuper(constant: 10)
          Anchors.size(width: 300, height: 100)
        }.sublayout {
          if usesGuide {
            guide.anchors {
              Anchors.vertical()
              Anchors.centerX
              Anchors.width.equalTo(constant: 20)
            }
          }
          left.anchors {
            Anchors.vertical()
            Anchors.leading
            if usesGuide {
              Anchors.trailing.equalTo(guide, attribute: .leading)
            } else {
              Anchors.width.equalTo(constant: 50)
            }
          }
          right.anchors {
            Anchors.vertical()
            Anchors.trailing
            if usesGuide {
              Anchors.leading.equalTo(guide, attribute: .trailing)
            } else {
              Anchors.width.equalTo(constant: 50)
            }
          }
        }
      }
    }
    var activation = layout.active()
    root.layoutIfNeeded()
    #expect(guide.owningView === card)
    #expect(guide.layoutFrame == CGRect(x: 140, y: 0, width: 20, height: 100))
    #expect(left.frame == CGRect(x: 0, y: 0, width: 140, height: 100))
    #expect(right.frame == CGRect(x: 160, y: 0, width: 140, height: 100))
    usesGuide = false
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(guide.owningView == nil)
    #expect(card.layoutGuides.isEmpty)
    #expect(card.constraints.filter { $0.secondItem === guide || $0.firstItem === guide }.isEmpty)
    #expect(left.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
    #expect(right.frame == CGRect(x: 250, y: 0, width: 50, height: 100))
    activation.deactive()
  }

  @Test("A safe-area layout follows additionalSafeAreaInsets changed after activation")
  func safeAreaFollowsInsets() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let screen: UIView = controller.view
    screen.accessibilityIdentifier = "screen"
    let toolbar = makeView("toolbar")
    let activation = screen.sublayout {
      toolbar.anchors {
        Anchors.bottom.equalTo(screen.safeAreaLayoutGuide)
        Anchors.leading.trailing.equalTo(screen.safeAreaLayoutGuide)
        Anchors.height.equalTo(constant: 44)
      }
    }.active()
    window.layoutIfNeeded()
    let bottom = screen.bounds.height - screen.safeAreaInsets.bottom
    #expect(toolbar.frame == CGRect(x: 0, y: bottom - 44, width: 390, height: 44))
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 10, bottom: 50, right: 10)
    window.layoutIfNeeded()
    #expect(toolbar.frame == CGRect(x: 10, y: bottom - 94, width: 370, height: 44))
    activation.deactive()
  }

  @Test("An unsatisfiable DSL layout is reported with the DSL's names: title.top == root.top + 16")
  func conflictNamesViews() throws {
    let title = UIView()
    let activation = root.sublayout {
      title.identifying("title").anchors {
        Anchors.top.equalToSuper(constant: 16).identifier("titleTop")
        Anchors.bottom.equalToSuper(constant: -16)
        Anchors.horizontal()
        Anchors.height.equalTo(constant: 600).identifier("titleHeight")
      }
    }
    var made: Activation?
    let issues = LayoutDiagnostics.capture {
      made = activation.active()
      root.layoutIfNeeded()
    }
    let issue = try #require(issues.first { $0.kind == .unsatisfiableConstraints })
    #expect(issues.count == 1)
    #expect(issue.constraints.contains("'titleTop' title.top == root.top + 16"))
    #expect(issue.constraints.contains("title.bottom == root.bottom - 16"))
    #expect(issue.constraints.contains("'titleHeight' title.height == 600"))
    #expect(issue.views.contains("title") && issue.views.contains("root"))
    #expect(made?.diagnostics.isEmpty == true)
    made?.deactive()
  }

  @Test("A conflict an update brings in is reported once, and the next update clears it")
  func conflictFromUpdate() throws {
    let sheet = makeView("sheet")
    var height: CGFloat = 200
    var pinsTop = false
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        sheet.anchors {
          Anchors.shoe()
          Anchors.height.equalTo(constant: height)
          if pinsTop { Anchors.top.equalToSuper(constant: 100) }
        }
      }
    }
    var activation = layout.active()
    pinsTop = true
    var issues = LayoutDiagnostics.capture {
      activation = layout.update(fromActivation: activation)
      root.layoutIfNeeded()
    }
    let issue = try #require(issues.first)
    #expect(issues.count == 1 && issue.kind == .unsatisfiableConstraints)
    #expect(issue.constraints.contains("sheet.top == root.top + 100"))
    #expect(issue.constraints.contains("sheet.height == 200"))
    height = 380
    issues = LayoutDiagnostics.capture {
      activation = layout.update(fromActivation: activation)
      root.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(sheet.frame == CGRect(x: 0, y: 100, width: 320, height: 380))
    pinsTop = false
    height = 200
    issues = LayoutDiagnostics.capture {
      activation = layout.update(fromActivation: activation)
      root.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(sheet.frame == CGRect(x: 0, y: 280, width: 320, height: 200))
    activation.deactive()
  }

  @Test("A conflict between optional DSL constraints is no issue: the higher priority wins")
  func optionalConflictIsSilent() {
    let box = makeView("box")
    var issues: [LayoutIssue] = []
    var activation: Activation?
    issues = LayoutDiagnostics.capture {
      activation = root.sublayout {
        box.anchors {
          Anchors.top.leading
          Anchors.width.equalTo(constant: 100).priority(.defaultHigh)
          Anchors.width.equalTo(constant: 150).priority(.init(751))
          Anchors.height.equalTo(constant: 10)
        }
      }.active()
      root.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(box.frame.width == 150)
    activation?.deactive()
  }

  @Test("A composite's optional priority changed by an update changes its constraints in place")
  func compositePriorityInPlace() {
    let card = makeView("card")
    var hugs = true
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        card.anchors {
          Anchors.center()
          Anchors.size(width: 100, height: 100)
          Anchors.allSides(offset: 20).priority(hugs ? .defaultHigh : .defaultLow)
        }
      }
    }
    var activation = layout.active()
    let before = activation.constraints.map(ObjectIdentifier.init)
    root.layoutIfNeeded()
    // Optional edges never beat the required size.
    #expect(card.frame == CGRect(x: 110, y: 190, width: 100, height: 100))
    hugs = false
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(activation.constraints.map(ObjectIdentifier.init) == before)
    #expect(activation.lastUpdate.prioritiesUpdated == 4)
    #expect(activation.constraints.filter { $0.priority == .defaultLow }.count == 4)
    #expect(card.frame == CGRect(x: 110, y: 190, width: 100, height: 100))
    activation.deactive()
  }

  @Test("A size composite with a multiplier and an ambiguity report that names DSL views")
  func sizeMultiplierAndAmbiguity() throws {
    let photo = makeView("photo")
    let thumb = makeView("thumb")
    let floating = UIView()
    let activation = root.sublayout {
      photo.anchors {
        Anchors.top.leading
        Anchors.size(width: 200, height: 120)
      }
      thumb.anchors {
        Anchors.top.equalTo(photo, attribute: .bottom)
        Anchors.leading
        Anchors.size.equalTo(photo).multiplier(0.25)
      }
      floating.identifying("floating").anchors {
        Anchors.top
        Anchors.size(width: 10, height: 10)
      }
    }.active()
    root.layoutIfNeeded()
    #expect(thumb.frame == CGRect(x: 0, y: 120, width: 50, height: 30))
    // floating has no horizontal position: UIKit calls that ambiguous.
    #expect(floating.hasAmbiguousLayout)
    #expect(!thumb.hasAmbiguousLayout)
    let report = try #require(root.ambiguityReport())
    #expect(report.views == ["floating"])
    activation.deactive()
  }

  @Test("updateConstraints by an identifier an update took away changes nothing")
  func identifierGoneAfterUpdate() {
    let sheet = makeView("sheet")
    var tall = true
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        sheet.anchors {
          Anchors.shoe()
          if tall {
            Anchors.height.equalTo(constant: 300).identifier("tall")
          } else {
            Anchors.height.equalTo(constant: 100).identifier("short")
          }
        }
      }
    }
    var activation = layout.active()
    #expect(activation.updateConstraints(identifier: "tall", constant: 320) == 1)
    tall = false
    activation = layout.update(fromActivation: activation)
    #expect(activation.updateConstraints(identifier: "tall", constant: 50) == 0)
    root.layoutIfNeeded()
    #expect(sheet.frame == CGRect(x: 0, y: 380, width: 320, height: 100))
    #expect(activation.updateConstraints(identifier: "short", priority: .defaultHigh) == 1)
    root.layoutIfNeeded()
    #expect(sheet.frame.height == 100)
    activation.deactive()
  }
}
