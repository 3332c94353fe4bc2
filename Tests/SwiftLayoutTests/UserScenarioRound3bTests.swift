import SwiftLayout
import Testing

/// A shown iPhone-sized window whose root controller's view is named `root`.
@MainActor
private func makeControllerScreen() -> (UIWindow, UIViewController, UIView) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let controller = UIViewController()
  window.rootViewController = controller
  window.makeKeyAndVisible()
  let root: UIView = controller.view
  root.accessibilityIdentifier = "root"
  return (window, controller, root)
}

/// The views of an article screen: a scroll view with a title, a body label and a button.
@MainActor
private struct ArticleScreen {
  let window: UIWindow
  let root: UIView
  let scroll = UIScrollView()
  let content = makeView("content")
  let title = UILabel()
  let body = UILabel()
  let button = UIButton(type: .system)

  init() {
    (window, _, root) = makeControllerScreen()
    scroll.accessibilityIdentifier = "scroll"
    title.accessibilityIdentifier = "title"
    title.numberOfLines = 0
    title.font = .boldSystemFont(ofSize: 28)
    title.text = "Auto Layout, headless and on time"
    body.accessibilityIdentifier = "body"
    body.numberOfLines = 0
    body.text = String(repeating: "Constraints describe relations between views. ", count: 12)
    button.accessibilityIdentifier = "button"
    button.setTitle("Read more", for: .normal)
  }

  /// The screen as a developer writes it.
  var layout: some Layout {
    root.sublayout {
      scroll.anchors { Anchors.allSides(root.safeAreaLayoutGuide) }.sublayout {
        content.anchors {
          Anchors.allSides(scroll.contentLayoutGuide)
          Anchors.width.equalTo(scroll.frameLayoutGuide)
        }.sublayout {
          title.anchors {
            Anchors.top.leading.trailing.equalTo(content.layoutMarginsGuide)
          }
          body.anchors {
            Anchors.top.equalTo(title, attribute: .bottom, constant: 12)
            Anchors.leading.trailing.equalTo(content.layoutMarginsGuide)
          }
          button.anchors {
            Anchors.top.equalTo(body, attribute: .bottom, constant: 16)
            Anchors.centerX
            Anchors.bottom.equalTo(content.layoutMarginsGuide)
          }
        }
      }
    }
  }

  /// ViewPrinter's output for ``layout``, pasted back as code.
  var printedLayout: some Layout {
    root.sublayout {
      scroll.anchors {
        Anchors.top.equalTo(root.safeAreaLayoutGuide)
        Anchors.bottom.equalTo(root.safeAreaLayoutGuide)
        Anchors.leading.equalTo(root.safeAreaLayoutGuide)
        Anchors.trailing.equalTo(root.safeAreaLayoutGuide)
      }.sublayout {
        content.anchors {
          Anchors.top.equalTo(scroll.contentLayoutGuide)
          Anchors.bottom.equalTo(scroll.contentLayoutGuide)
          Anchors.leading.equalTo(scroll.contentLayoutGuide)
          Anchors.trailing.equalTo(scroll.contentLayoutGuide)
          Anchors.width.equalTo(scroll.frameLayoutGuide)
        }.sublayout {
          title.anchors {
            Anchors.top.equalTo(content.layoutMarginsGuide)
            Anchors.leading.equalTo(content.layoutMarginsGuide)
            Anchors.trailing.equalTo(content.layoutMarginsGuide)
          }
          body.anchors {
            Anchors.top.equalTo(title, attribute: .bottom, constant: 12.0)
            Anchors.leading.equalTo(content.layoutMarginsGuide)
            Anchors.trailing.equalTo(content.layoutMarginsGuide)
          }
          button.anchors {
            Anchors.centerX
            Anchors.top.equalTo(body, attribute: .bottom, constant: 16.0)
            Anchors.bottom.equalTo(content.layoutMarginsGuide)
          }
        }
      }
    }
  }

  var frames: [CGRect] {
    [scroll.frame, content.frame, title.frame, body.frame, button.frame]
  }
}

@MainActor
@Suite("User scenarios, round 3b: SwiftLayout on controller screens, printers and rendering")
struct UserScenarioRound3bTests {
  @Test("ViewPrinter's source for an article screen, pasted back, lays out and draws the same")
  func articleRoundTrip() {
    let screen = ArticleScreen()
    let activation = screen.layout.active()
    screen.window.layoutIfNeeded()
    let printed = ViewPrinter(screen.root).description
    #expect(printed.contains("Anchors.width.equalTo(scroll.frameLayoutGuide)"))
    #expect(printed.contains("Anchors.top.equalTo(body, attribute: .bottom, constant: 16.0)"))
    // The content view is a plain view: margins of 8.
    #expect(screen.title.frame.minX == 8 && screen.title.frame.width == 374)
    #expect(screen.title.frame.height > screen.title.font.lineHeight)  // two lines
    #expect(screen.scroll.contentSize.height == screen.button.frame.maxY + 8)
    let svg = SVGRenderer.render(screen.window)

    let again = ArticleScreen()
    let reactivated = again.printedLayout.active()
    again.window.layoutIfNeeded()
    #expect(again.frames == screen.frames)
    #expect(again.scroll.contentSize == screen.scroll.contentSize)
    #expect(ViewPrinter(again.root).description == printed)
    #expect(SVGRenderer.render(again.window) == svg)
    activation.deactive()
    reactivated.deactive()
  }

  @Test("LayoutPrinter names the article screen's views and the guides its anchors use")
  func articleLayoutPrinter() {
    let screen = ArticleScreen()
    let printed = LayoutPrinter(screen.layout, withAnchors: true).description
    #expect(printed.hasPrefix("root\n"))
    for name in ["scroll", "content", "title", "body", "button"] {
      #expect(printed.contains(name))
    }
    #expect(printed.contains("contentLayoutGuide"))
    #expect(printed.contains("frameLayoutGuide"))
    #expect(printed.contains("safeAreaLayoutGuide"))
  }

  @Test("A frame-based view added next to a layout keeps its frame and mask through updates")
  func frameBasedNeighbour() {
    let (window, _, root) = makeControllerScreen()
    let card = makeView("card")
    var height: CGFloat = 100
    func layout() -> some Layout {
      root.sublayout {
        card.anchors {
          Anchors.top.equalTo(root.safeAreaLayoutGuide)
          Anchors.leading.trailing
          Anchors.height.equalTo(constant: height)
        }
      }
    }
    var activation = layout().active()
    // A legacy badge placed by frame, resized by its mask.
    let badge = UIView(frame: CGRect(x: 330, y: 60, width: 50, height: 20))
    badge.accessibilityIdentifier = "badge"
    badge.autoresizingMask = [.flexibleLeftMargin]
    root.addSubview(badge)
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 0, y: 47, width: 390, height: 100))
    #expect(badge.frame == CGRect(x: 330, y: 60, width: 50, height: 20))
    height = 150
    activation = layout().update(fromActivation: activation)
    window.layoutIfNeeded()
    #expect(card.frame.height == 150)
    #expect(badge.translatesAutoresizingMaskIntoConstraints)
    #expect(badge.superview === root)
    #expect(badge.frame == CGRect(x: 330, y: 60, width: 50, height: 20))
    // Rotating: the flexible left margin takes the whole width change.
    window.headlessTransition(
      to: CGSize(width: 844, height: 390),
      safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    window.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 784, y: 60, width: 50, height: 20))
    #expect(card.frame == CGRect(x: 0, y: 0, width: 844, height: 150))
    activation.deactive()
  }

  @Test("A child controller's view laid out with SwiftLayout follows its additional safe area")
  func childControllerWithDSL() {
    let (window, parent, root) = makeControllerScreen()
    let child = UIViewController()
    parent.addChild(child)
    let childRoot: UIView = child.view
    childRoot.accessibilityIdentifier = "childRoot"
    let toolbar = makeView("toolbar")
    let parentActivation = root.sublayout {
      childRoot.anchors {
        Anchors.leading.trailing.bottom
        Anchors.height.equalTo(constant: 200)
      }
    }.active()
    child.didMove(toParent: parent)
    let childActivation = childRoot.sublayout {
      toolbar.anchors {
        Anchors.bottom.equalTo(childRoot.safeAreaLayoutGuide)
        Anchors.leading.trailing.equalTo(childRoot.layoutMarginsGuide)
        Anchors.height.equalTo(constant: 44)
      }
    }.active()
    window.layoutIfNeeded()
    #expect(childRoot.frame == CGRect(x: 0, y: 644, width: 390, height: 200))
    // The child's root view also has the system minimum margins of 16 at the sides.
    #expect(toolbar.frame == CGRect(x: 16, y: 122, width: 358, height: 44))
    child.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
    window.layoutIfNeeded()
    #expect(toolbar.frame == CGRect(x: 16, y: 92, width: 358, height: 44))
    // Taking the child away removes its view's layout with it.
    child.willMove(toParent: nil)
    childRoot.removeFromSuperview()
    child.removeFromParent()
    #expect(parent.children.isEmpty)
    #expect(childRoot.superview == nil)
    childActivation.deactive()
    parentActivation.deactive()
  }

  @Test("An update inside UIView.animate with layoutIfNeeded records the moved views")
  func updateInsideAnimation() {
    AnimationRecorder.finishPendingAnimations()
    AnimationRecorder.removeAll()
    let root = makeView("root")
    root.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
    let panel = makeView("panel")
    var expanded = false
    func layout() -> some Layout {
      root.sublayout {
        panel.anchors {
          Anchors.leading.trailing.bottom
          Anchors.height.equalTo(constant: expanded ? 150 : 50)
        }
      }
    }
    var activation = layout().active()
    root.layoutIfNeeded()
    #expect(panel.frame == CGRect(x: 0, y: 150, width: 320, height: 50))
    expanded = true
    UIView.animate(withDuration: 0.3, delay: 0, options: [.curveLinear]) {
      activation = layout().update(fromActivation: activation)
      root.layoutIfNeeded()
    }
    #expect(panel.frame == CGRect(x: 0, y: 50, width: 320, height: 150))
    let record = AnimationRecorder.animations(of: panel).last
    #expect(record?.fromFrame == CGRect(x: 0, y: 150, width: 320, height: 50))
    #expect(record?.toFrame == CGRect(x: 0, y: 50, width: 320, height: 150))
    #expect(
      AnimationRecorder.frame(of: panel, at: 0.15) == CGRect(x: 0, y: 100, width: 320, height: 100))
    AnimationRecorder.finishPendingAnimations()
    activation.deactive()
  }

  @Test("ViewPrinter prints a frame-based subview's frame as constraints, which paste back")
  func printerAndFrameBasedView() {
    let root = makeView("root")
    root.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
    let card = makeView("card")
    let activation = root.sublayout {
      card.anchors { Anchors.top.leading.trailing.equalToSuper() }
    }.active()
    let badge = UIView(frame: CGRect(x: 270, y: 10, width: 40, height: 20))
    badge.accessibilityIdentifier = "badge"
    root.addSubview(badge)
    root.layoutIfNeeded()
    let printed = ViewPrinter(root).description
    // `sublayout` turns the badge's translatesAutoresizingMaskIntoConstraints off: the printed
    // source pins it where its frame put it (a view made in code does not resize: no mask).
    #expect(
      printed.contains(
        """
            badge.anchors {
                Anchors.left.equalToSuper(constant: 270.0)
                Anchors.width.equalTo(constant: 40.0)
                Anchors.top.equalToSuper(constant: 10.0)
                Anchors.height.equalTo(constant: 20.0)
            }
        """))
    // The printed source, pasted back.
    let again = (root: makeView("root"), card: makeView("card"), badge: makeView("badge"))
    again.root.frame = root.frame
    let reactivated = again.root.sublayout {
      again.card.anchors { Anchors.top.leading.trailing.equalToSuper() }
      again.badge.anchors {
        Anchors.left.equalToSuper(constant: 270.0)
        Anchors.width.equalTo(constant: 40.0)
        Anchors.top.equalToSuper(constant: 10.0)
        Anchors.height.equalTo(constant: 20.0)
      }
    }.active()
    again.root.layoutIfNeeded()
    #expect(again.badge.frame == badge.frame)
    activation.deactive()
    reactivated.deactive()
  }

  @Test(
    "ViewPrinter: a frame-based view's flexible margins and size become multipliers that resize as autoresizing does"
  )
  func printerAndAutoresizingMask() {
    let root = makeView("root")
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    let panel = UIView(frame: CGRect(x: 30, y: 20, width: 120, height: 60))
    panel.accessibilityIdentifier = "panel"
    // Left margin and width share a change 30 : 120; top and bottom margins share one 20 : 120
    // (the bottom margin is 200 − 20 − 60).
    panel.autoresizingMask = [
      .flexibleLeftMargin, .flexibleWidth, .flexibleTopMargin,
      .flexibleBottomMargin,
    ]
    root.addSubview(panel)
    root.layoutIfNeeded()
    let printed = ViewPrinter(root).description
    #expect(
      printed.contains(
        """
            panel.anchors {
                Anchors.left.equalToSuper(attribute: .right, constant: -30.0).multiplier(0.2)
                Anchors.width.equalToSuper(constant: -120.0).multiplier(0.8)
                Anchors.top.equalToSuper(attribute: .bottom, constant: -8.57142857142857).multiplier(0.14285714285714285)
                Anchors.height.equalTo(constant: 60.0)
            }
        """), "\(printed)")
    let again = (root: makeView("root"), panel: makeView("panel"))
    again.root.frame = root.frame
    let activation = again.root.sublayout {
      again.panel.anchors {
        Anchors.left.equalToSuper(attribute: .right, constant: -30.0).multiplier(0.2)
        Anchors.width.equalToSuper(constant: -120.0).multiplier(0.8)
        Anchors.top.equalToSuper(attribute: .bottom, constant: -8.57142857142857).multiplier(
          0.14285714285714285)
        Anchors.height.equalTo(constant: 60.0)
      }
    }.active()
    again.root.layoutIfNeeded()
    #expect(again.panel.frame == panel.frame)
    // Both superviews grow: autoresizing and the printed constraints move the panel alike.
    for size in [CGSize(width: 400, height: 320), CGSize(width: 250, height: 150)] {
      root.frame.size = size
      again.root.frame.size = size
      root.layoutIfNeeded()
      again.root.layoutIfNeeded()
      #expect(abs(again.panel.frame.minX - panel.frame.minX) < 1e-9)
      #expect(abs(again.panel.frame.width - panel.frame.width) < 1e-9)
      #expect(abs(again.panel.frame.minY - panel.frame.minY) < 1e-9)
      #expect(again.panel.frame.height == panel.frame.height)
    }
    // 300 → 250: the left margin takes a fifth of the 50 points lost.
    #expect(panel.frame.minX == 20)
    activation.deactive()
  }
}
