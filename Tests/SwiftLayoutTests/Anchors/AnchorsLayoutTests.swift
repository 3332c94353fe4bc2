import SwiftLayout
import Testing

@MainActor
@Suite("Anchors lay out as UIKit's anchors do")
struct AnchorsLayoutTests {
  @Test("A multiplier on a centre anchor places the view at a fraction of the superview")
  func centerMultiplier() {
    let root = makeRoot(width: 400, height: 200)
    let dot = makeView("dot")
    let activation = root.sublayout {
      dot.anchors {
        // centerX == superview.centerX × 0.5: a quarter of the width, as UIKit's equation
        // item1.attribute1 = multiplier × item2.attribute2 + constant reads.
        Anchors.centerX.equalToSuper().multiplier(0.5)
        Anchors.centerY.equalToSuper()
        Anchors.size(width: 10, height: 10)
      }
    }.active()
    root.layoutIfNeeded()
    #expect(dot.frame == CGRect(x: 95, y: 95, width: 10, height: 10))
    _ = activation
  }

  @Test("Leading in the DSL against the margins guide follows right-to-left")
  func marginsGuideRightToLeft() {
    let root = makeRoot(width: 300, height: 100)
    root.semanticContentAttribute = .forceRightToLeft
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 12, bottom: 0, trailing: 40)
    let title = makeView("title")
    let activation = root.sublayout {
      title.anchors {
        Anchors.leading.equalTo(root.layoutMarginsGuide)
        Anchors.top.equalToSuper()
        Anchors.size(width: 100, height: 20)
      }
    }.active()
    root.layoutIfNeeded()
    #expect(title.frame == CGRect(x: 188, y: 0, width: 100, height: 20))
    _ = activation
  }

  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

  init() {
    root.accessibilityIdentifier = "root"
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

  @Test("Anchors to a sibling's safe-area and margins guides, as UIKit's anchors place them")
  func siblingGuides() {
    let card = makeView("card")
    card.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 4, leading: 12, bottom: 4, trailing: 12)
    let caption = makeView("caption")
    let activation = root.sublayout {
      card.anchors {
        Anchors.top.leading.equalToSuper(constant: 20)
        Anchors.size(width: 200, height: 100)
      }
      caption.anchors {
        Anchors.top.equalTo(card.safeAreaLayoutGuide, attribute: .bottom, constant: 8)
        Anchors.leading.trailing.equalTo(card.layoutMarginsGuide)
        Anchors.height.equalTo(constant: 16)
      }
    }.active()
    root.layoutIfNeeded()
    #expect(caption.frame == CGRect(x: 32, y: 128, width: 176, height: 16))
    card.directionalLayoutMargins = .zero
    root.layoutIfNeeded()
    #expect(caption.frame == CGRect(x: 20, y: 128, width: 200, height: 16))
    activation.deactive()
  }

  @Test("A constraint to a view declared later in the layout resolves on activation")
  func forwardReference() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let title = makeView("title")
    let badge = makeView("badge")
    let activation = root.sublayout {
      title.anchors {
        Anchors.leading.top
        Anchors.trailing.equalTo(badge, attribute: .leading, constant: -8)
        Anchors.height.equalTo(constant: 20)
      }
      badge.anchors {
        Anchors.trailing.top
        Anchors.size(width: 40, height: 20)
      }
    }.active()
    root.layoutIfNeeded()
    #expect(activation.diagnostics.isEmpty)
    #expect(title.frame == CGRect(x: 0, y: 0, width: 272, height: 20))
    #expect(same(activation.views, [root, title, badge]))
    activation.deactive()
  }

  @Test("Identifiers as targets, also for views declared later; an unknown one is a diagnostic")
  func identifierTargets() {
    let header = makeView("header")
    let body = makeView("body")
    let footer = makeView("footer")
    let activation = root.sublayout {
      header.anchors {
        Anchors.cap()
        Anchors.height.equalTo(constant: 44)
      }
      body.anchors {
        Anchors.top.equalTo("headerView", attribute: .bottom, constant: 8)
        Anchors.bottom.equalTo("footerView", attribute: .top, constant: -8)
        Anchors.horizontal()
        Anchors.width.equalTo("missingView")
      }
      footer.identifying("footerView").anchors {
        Anchors.shoe()
        Anchors.height.equalTo(constant: 60)
      }
    }
    .active()
    _ = header
    root.layoutIfNeeded()
    // "headerView" names nothing (header was never identified); "footerView" is declared after
    // the constraint that uses it.
    #expect(body.frame.maxY == 412)
    #expect(activation.diagnostics.count == 2)
    #expect(activation.diagnostics.contains { $0.message.contains("headerView") })
    #expect(activation.diagnostics.contains { $0.message.contains("missingView") })
    #expect(activation.viewForIdentifier("footerView") === footer)
    activation.deactive()
  }

  @Test("RTL: leading offsets in anchors flip with a forced right-to-left root")
  func rightToLeftAnchors() {
    root.semanticContentAttribute = .forceRightToLeft
    let icon = makeView("icon")
    let label = makeView("label")
    let activation = root.sublayout {
      icon.anchors {
        Anchors.leading.equalToSuper(constant: 16)
        Anchors.top
        Anchors.size.equalTo(width: 24, height: 24)
      }
      label.anchors {
        Anchors.leading.equalTo(icon, attribute: .trailing, constant: 8)
        Anchors.trailing.equalToSuper(constant: -16)
        Anchors.top.height.equalTo(icon)
      }
    }.active()
    root.layoutIfNeeded()
    #expect(icon.frame == CGRect(x: 280, y: 0, width: 24, height: 24))
    #expect(label.frame == CGRect(x: 16, y: 0, width: 256, height: 24))
    activation.deactive()
  }
}
