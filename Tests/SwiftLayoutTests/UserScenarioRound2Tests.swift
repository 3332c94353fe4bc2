import SwiftLayout
import Testing

/// A second round of user scenarios for the DSL, Hook and the printers: what a UIKit or
/// SnapKit user writes next once the first screen works.
@MainActor
@Suite("User scenarios, round 2: DSL, Hook and printers")
struct UserScenarioRound2Tests {
  /// A root view with a frame, named.
  func makeRoot(width: CGFloat = 320, height: CGFloat = 480) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    view.accessibilityIdentifier = "root"
    return view
  }

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

  // MARK: - Printers

  @Test("LayoutPrinter prints only the branches taken, loops in order, and nested children")
  func printsConditionalLayouts() {
    let root = makeView("root")
    let header = makeView("header")
    let banner = makeView("banner")
    let placeholder = makeView("placeholder")
    let rows = (0..<3).map { makeView("row\($0)") }
    func layout(showBanner: Bool) -> some Layout {
      root.sublayout {
        header.anchors { Anchors.cap() }.sublayout {
          if showBanner {
            banner.anchors { Anchors.allSides() }
          } else {
            placeholder
          }
        }
        for row in rows {
          row.anchors { Anchors.height.equalTo(constant: 44) }
        }
      }
    }
    let withBanner = LayoutPrinter(layout(showBanner: true)).description
    #expect(
      withBanner == """
        root
        ├─ header
        │  └─ banner
        ├─ row0
        ├─ row1
        └─ row2
        """)
    let without = LayoutPrinter(layout(showBanner: false), withAnchors: true).description
    #expect(without.contains("placeholder"))
    #expect(!without.contains("banner"))
    #expect(without.components(separatedBy: ".height == 44.0").count == 4)
  }

  @Test("ViewPrinter prints a hierarchy built with Hook as DSL source with its constraints")
  func viewPrinterAfterHook() {
    let root = makeView("root")
    let image = makeView("image")
    let label = makeView("label")
    root.addSubviews(image, label)
    image.hook.top(to: root.topAnchor).leading(to: root.leadingAnchor).width(constant: 200)
    label.hook.leading(to: image.trailingAnchor, constant: 10)
      .trailing(to: root.trailingAnchor, constant: -10)
    let printed = ViewPrinter(root).description
    #expect(printed.contains("image"))
    #expect(printed.contains("label"))
    #expect(printed.contains("200"))
    #expect(printed.contains("10"))
    // Two views, declared in subview order.
    let imageIndex = printed.range(of: "image")?.lowerBound
    let labelIndex = printed.range(of: "label")?.lowerBound
    #expect(imageIndex != nil && labelIndex != nil)
    if let imageIndex, let labelIndex { #expect(imageIndex < labelIndex) }
  }

  @Test(
    "LayoutPrinter follows switch and if-let, and ViewPrinter drops a view removed by other code")
  func printersFollowStateAndRemoval() {
    enum State {
      case loading
      case loaded(String)
      case failed
    }
    let root = makeView("root")
    let spinner = makeView("spinner")
    let list = makeView("list")
    let error = makeView("error")
    let badge: UIView? = makeView("badge")
    func layout(_ state: State, badge: UIView?) -> some Layout {
      root.sublayout {
        switch state {
        case .loading: spinner.anchors { Anchors.center() }
        case .loaded: list.anchors { Anchors.allSides() }
        case .failed: error.anchors { Anchors.center() }
        }
        if let badge {
          badge.anchors { Anchors.top.trailing }
        }
      }
    }
    #expect(
      LayoutPrinter(layout(.loading, badge: badge)).description == """
        root
        ├─ spinner
        └─ badge
        """)
    #expect(
      LayoutPrinter(layout(.loaded("x"), badge: nil)).description == """
        root
        └─ list
        """)
    let activation = layout(.failed, badge: badge).active()
    #expect(ViewPrinter(root).description.contains("error"))
    badge?.removeFromSuperview()
    let printed = ViewPrinter(root).description
    #expect(printed.contains("error"))
    #expect(!printed.contains("badge"))
    _ = activation
  }

  @Test(
    "ViewPrinter names the system guides a screen is built on: scroll guides, safe area, margins")
  func viewPrinterSystemGuides() {
    let root = makeView("root")
    let scroll = UIScrollView()
    scroll.accessibilityIdentifier = "scroll"
    let content = makeView("content")
    let note = makeView("note")
    let activation = root.sublayout {
      scroll.anchors {
        Anchors.top.equalTo(root.safeAreaLayoutGuide)
        Anchors.horizontal()
        Anchors.bottom.equalToSuper()
      }.sublayout {
        content.anchors {
          Anchors.allSides(scroll.contentLayoutGuide)
          Anchors.width.equalTo(scroll.frameLayoutGuide)
          Anchors.height.equalTo(constant: 900)
        }
      }
      note.anchors {
        Anchors.leading.equalTo(root.layoutMarginsGuide)
        Anchors.trailing.equalTo(root.readableContentGuide)
        Anchors.top.equalToSuper()
      }
    }.active()
    let printed = ViewPrinter(root).description
    #expect(printed.contains("root.safeAreaLayoutGuide"))
    #expect(printed.contains("scroll.contentLayoutGuide"))
    #expect(printed.contains("scroll.frameLayoutGuide"))
    #expect(printed.contains("root.layoutMarginsGuide"))
    #expect(printed.contains("Anchors.trailing.equalTo(root.readableContentGuide)"))
    #expect(!printed.contains("UILayoutGuide"))
    _ = activation
  }

  @Test("LayoutPrinter names a scroll view's guides and the readable content guide")
  func layoutPrinterSystemGuides() {
    let root = makeView("root")
    let scroll = UIScrollView()
    scroll.accessibilityIdentifier = "scroll"
    let content = makeView("content")
    let spacer = UILayoutGuide()
    let layout = root.sublayout {
      scroll.anchors { Anchors.allSides() }.sublayout {
        content.anchors {
          Anchors.top.equalTo(scroll.contentLayoutGuide)
          Anchors.width.equalTo(scroll.frameLayoutGuide)
          Anchors.leading.equalTo(root.readableContentGuide)
        }
      }
      spacer.identifying("spacer")
    }
    let printed = LayoutPrinter(layout, withAnchors: true).description
    #expect(printed.contains(".top == scroll.contentLayoutGuide.top"))
    #expect(printed.contains(".width == scroll.frameLayoutGuide.width"))
    #expect(printed.contains(".leading == root.readableContentGuide.leading"))
    #expect(!printed.contains("UILayoutGuide"))
    // The same names once active, when the guides are owned.
    let activation = layout.active()
    #expect(LayoutPrinter(layout, withAnchors: true).description == printed)
    _ = activation
  }

  @Test("ViewPrinter keeps a constraint whose first item is a system guide")
  func viewPrinterConstraintOnSystemGuide() {
    let root = makeView("root")
    let scroll = UIScrollView()
    scroll.accessibilityIdentifier = "scroll"
    root.addSubviews(scroll)
    scroll.hook.all(to: root)
    // A fixed content height set on the guide itself, as UIKit users write it.
    scroll.contentLayoutGuide.heightAnchor.constraint(equalToConstant: 900).isActive = true
    let printed = ViewPrinter(root).description
    #expect(printed.contains("scroll"))
    withKnownIssue(
      "ViewPrinter prints constraints under their first item's node; a system guide has no node, and the DSL has no form for it"
    ) {
      #expect(printed.contains("900"))
    }
  }

  // MARK: - Hook and the hierarchy

  @Test("Hook constraints go inactive when the view leaves its superview, as UIKit removes them")
  func hookAfterRemoval() {
    let root = makeRoot()
    let badge = UIView()
    root.addSubviews(badge)
    let hook = badge.hook.top(to: root.topAnchor, constant: 8)
      .trailing(to: root.trailingAnchor, constant: -8).size(CGSize(width: 20, height: 20))
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 292, y: 8, width: 20, height: 20))
    badge.removeFromSuperview()
    // UIView.removeFromSuperview removes the constraints that refer to the view and its
    // superview; the two size constraints belong to the badge alone and stay.
    #expect(hook.constraints.filter(\.isActive).count == 2)
    #expect(hook.constraint(for: .top)?.isActive == false)
    #expect(root.constraints.isEmpty)
  }

  @Test("Hook's relative dimension and centring lay out a square avatar in a card")
  func hookAvatarInCard() {
    let root = makeRoot(width: 300, height: 300)
    let card = UIView()
    let avatar = UIView()
    root.addSubviews(card)
    card.addSubviews(avatar)
    card.hook.all(
      to: root, topConstant: 20, leadingConstant: 20, bottomConstant: -20, trailingConstant: -20)
    avatar.hook.width(to: card.widthAnchor, multiplier: 0.5)
      .height(to: avatar.widthAnchor).center(in: card)
    root.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 20, y: 20, width: 260, height: 260))
    #expect(avatar.frame == CGRect(x: 65, y: 65, width: 130, height: 130))
  }

  @Test("Hook priorities: an optional width gives way to a required maximum")
  func hookPriorities() {
    let root = makeRoot(width: 300, height: 100)
    let box = UIView()
    root.addSubviews(box)
    let hook = box.hook.top(to: root.topAnchor).leading(to: root.leadingAnchor)
      .width(constant: 100, priority: .defaultLow)
      .width(lessThanOrEqualToConstant: 50)
      .height(to: box.widthAnchor, multiplier: 0.5)
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 50, height: 25))
    #expect(hook.constraints.map(\.priority.rawValue) == [1000, 1000, 250, 1000, 1000])
    #expect(!hook.constraints.contains { !$0.isActive })
  }

  @Test(
    "@AnimatableLayoutProperty set twice in a row: the second animation starts where the first ends"
  )
  func animatablePropertySequence() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = AnimatedView(frame: .zero)
    container.sublayout { view.anchors { Anchors.allSides() } }.finalActive()
    container.layoutIfNeeded()
    AnimationRecorder.finishPendingAnimations()
    AnimationRecorder.removeAll()
    let completions = AnimatedView.completions
    view.isWide = true
    view.isWide = false
    #expect(view.box.frame.width == 100)
    let animations = AnimationRecorder.animations(of: view.box)
    #expect(animations.map(\.fromFrame.width) == [100, 200])
    #expect(animations.map(\.toFrame.width) == [200, 100])
    AnimationRecorder.advance(by: 0.6)
    #expect(AnimatedView.completions == completions + 2)
  }

  @Test(
    "A ModularLayout prints inline in LayoutPrinter, and a readable-width column follows its guide")
  func modularLayoutPrintsAndReadableGuide() {
    struct Column: ModularLayout {
      let root: UIView
      let title: UIView
      let body: UIView
      var layout: some Layout {
        title.anchors {
          Anchors.top.equalToSuper(constant: 20)
          Anchors.horizontal(root.readableContentGuide)
          Anchors.height.equalTo(constant: 30)
        }
        body.anchors {
          Anchors.top.equalTo(title, attribute: .bottom, constant: 8)
          Anchors.horizontal(root.readableContentGuide)
          Anchors.height.equalTo(constant: 100)
        }
      }
    }
    let root = makeRoot(width: 1024, height: 768)
    let title = makeView("title")
    let body = makeView("body")
    let layout = root.sublayout { Column(root: root, title: title, body: body) }
    #expect(
      LayoutPrinter(layout).description == """
        root
        ├─ title
        └─ body
        """)
    let activation = layout.active()
    root.layoutIfNeeded()
    let readable = root.readableContentGuide.layoutFrame
    #expect(readable.width < 1024 && readable.width > 0)
    #expect(title.frame == CGRect(x: readable.minX, y: 20, width: readable.width, height: 30))
    #expect(body.frame.minX == readable.minX && body.frame.width == readable.width)
    #expect(body.frame.minY == 58)
    _ = activation
  }

  // MARK: - DSL

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

  @Test(
    "A view removed by other code, then the activation dropped: nothing crashes, the root stays")
  func removedThenDeactivated() {
    let root = makeRoot()
    let child = makeView("child")
    let grandchild = makeView("grandchild")
    var activation: Activation? = root.sublayout {
      child.anchors { Anchors.allSides() }.sublayout {
        grandchild.anchors { Anchors.center() }
      }
    }.active()
    child.removeFromSuperview()
    #expect(root.constraints.isEmpty)
    activation?.deactive()
    activation = nil
    #expect(root.subviews.isEmpty)
    #expect(grandchild.superview == nil)
  }

  @Test("A hidden view in the layout still gets its frame, and its neighbours lay out around it")
  func hiddenViewInLayout() {
    let root = makeRoot(width: 300, height: 100)
    let icon = makeView("icon")
    let label = makeView("label")
    let activation = root.sublayout {
      icon.config { $0.isHidden = true }.anchors {
        Anchors.leading.top
        Anchors.size(width: 40, height: 40)
      }
      label.anchors {
        Anchors.leading.equalTo(icon, attribute: .trailing, constant: 8)
        Anchors.top.trailing
        Anchors.height.equalTo(constant: 20)
      }
    }.active()
    root.layoutIfNeeded()
    #expect(icon.isHidden)
    #expect(icon.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(label.frame == CGRect(x: 48, y: 0, width: 252, height: 20))
    _ = activation
  }
}

// The hook blog's first step, written by a user in their own module next to SwiftLayout: plain
// `UIView` methods. Their `addSubviews` must shadow the library's, not clash with it.
extension UIView {
  fileprivate func addSubviews(_ views: UIView...) {
    // The blog loops with `forEach`; the project's style asks for `for … in`.
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
  }

  @discardableResult
  fileprivate func top(to anchor: NSLayoutAnchor<NSLayoutYAxisAnchor>, constant: CGFloat = 0)
    -> UIView
  {
    topAnchor.constraint(equalTo: anchor, constant: constant).isActive = true
    return self
  }

  @discardableResult
  fileprivate func leading(to anchor: NSLayoutAnchor<NSLayoutXAxisAnchor>, constant: CGFloat = 0)
    -> UIView
  {
    leadingAnchor.constraint(equalTo: anchor, constant: constant).isActive = true
    return self
  }

  @discardableResult
  fileprivate func width(constant: CGFloat) -> UIView {
    widthAnchor.constraint(equalToConstant: constant).isActive = true
    return self
  }

  @discardableResult
  fileprivate func height(constant: CGFloat) -> UIView {
    heightAnchor.constraint(equalToConstant: constant).isActive = true
    return self
  }
}

@MainActor
@Suite("User scenarios, round 2: the hook blog's first step")
struct HookBlogFirstStepTests {
  @Test("hook blog: the UIView-extension version compiles next to SwiftLayout and lays out")
  func firstStep() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let imageView = UIImageView()
    let label = UILabel()
    root.addSubviews(imageView, label)
    imageView.top(to: root.topAnchor).leading(to: root.leadingAnchor).width(constant: 200)
      .height(constant: 200)
    label.leading(to: imageView.trailingAnchor, constant: 10).top(to: root.topAnchor)
    root.layoutIfNeeded()
    #expect(!imageView.translatesAutoresizingMaskIntoConstraints)
    #expect(imageView.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    #expect(label.frame.minX == 210)
  }
}
