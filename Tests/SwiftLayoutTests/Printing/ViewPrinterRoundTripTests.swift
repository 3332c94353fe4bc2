import SwiftLayout
import Testing

/// A shown iPhone-sized window whose root controller's view is named `root`.
@MainActor
func makeControllerScreen() -> (UIWindow, UIViewController, UIView) {
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

/// A profile screen with what printers find hard: priorities, multipliers, inequalities,
/// identifiers, a spacer guide, baselines, the margins guide and a stack view.
@MainActor
private struct ProfileScreen {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 640))
  let avatar = makeView("avatar")
  let name = UILabel()
  let handle = UILabel()
  let spacer = UILayoutGuide()
  let stats = UIStackView()
  let posts = makeView("posts")
  let followers = makeView("followers")
  let footer = makeView("footer")

  init() {
    root.accessibilityIdentifier = "root"
    name.accessibilityIdentifier = "name"
    name.font = .systemFont(ofSize: 20)
    name.text = "Jane Appleseed"
    handle.accessibilityIdentifier = "handle"
    handle.font = .systemFont(ofSize: 12)
    handle.text = "@jane"
    stats.accessibilityIdentifier = "stats"
    stats.spacing = 8
    stats.distribution = .fillEqually
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 16, leading: 20, bottom: 16, trailing: 20)
  }

  @LayoutBuilder var layout: some Layout {
    root.sublayout {
      avatar.anchors {
        Anchors.top.leading.equalTo(root.layoutMarginsGuide)
        Anchors.width.equalToSuper().multiplier(0.25)
        Anchors.height.equalTo(avatar, attribute: .width)
      }
      name.anchors {
        Anchors.top.equalTo(avatar)
        Anchors.leading.equalTo(avatar, attribute: .trailing, constant: 12)
        Anchors.trailing.lessThanOrEqualTo(root.layoutMarginsGuide)
      }
      handle.anchors {
        Anchors.firstBaseline.equalTo(name, attribute: .lastBaseline, constant: 18)
        Anchors.leading.equalTo(name)
      }
      spacer.identifying("spacer").anchors {
        Anchors.top.equalTo(avatar, attribute: .bottom)
        Anchors.leading.equalToSuper()
        Anchors.width.equalTo(constant: 1)
        Anchors.height.equalTo(constant: 40).priority(.defaultHigh)
        Anchors.height.greaterThanOrEqualTo(constant: 24)
      }
      stats.anchors {
        Anchors.top.equalTo("spacer", attribute: .bottom)
        Anchors.leading.trailing.equalTo(root.layoutMarginsGuide)
        Anchors.height.equalTo(constant: 60).identifier("statsHeight")
      }.sublayout {
        posts
        followers
      }
      footer.anchors {
        Anchors.top.greaterThanOrEqualTo(stats, attribute: .bottom, constant: 20)
        Anchors.bottom.equalToSuper(constant: -10).priority(.init(700))
        Anchors.centerX.equalToSuper(constant: 15)
        Anchors.width.equalToSuper(constant: -40).multiplier(0.5)
        Anchors.height.equalTo(constant: 44)
      }
    }
  }

  /// What ViewPrinter prints for ``layout`` once active, pasted back.
  @LayoutBuilder var printedLayout: some Layout {
    root.sublayout {
      spacer.anchors {
        Anchors.leading
        Anchors.top.equalTo(avatar, attribute: .bottom)
        Anchors.width.equalTo(constant: 1.0)
        Anchors.height.equalTo(constant: 40.0).priority(.defaultHigh)
        Anchors.height.greaterThanOrEqualTo(constant: 24.0)
      }
      avatar.anchors {
        Anchors.top.equalTo(root.layoutMarginsGuide)
        Anchors.leading.equalTo(root.layoutMarginsGuide)
        Anchors.width.equalToSuper().multiplier(0.25)
        Anchors.height.equalTo(avatar, attribute: .width)
      }
      name.anchors {
        Anchors.top.equalTo(avatar)
        Anchors.leading.equalTo(avatar, attribute: .trailing, constant: 12.0)
        Anchors.trailing.lessThanOrEqualTo(root.layoutMarginsGuide)
      }
      handle.anchors {
        Anchors.firstBaseline.equalTo(name, attribute: .lastBaseline, constant: 18.0)
        Anchors.leading.equalTo(name)
      }
      stats.anchors {
        Anchors.top.equalTo(spacer, attribute: .bottom)
        Anchors.leading.equalTo(root.layoutMarginsGuide)
        Anchors.trailing.equalTo(root.layoutMarginsGuide)
        Anchors.height.equalTo(constant: 60.0).identifier("statsHeight")
      }.sublayout {
        posts
        followers
      }
      footer.anchors {
        Anchors.top.greaterThanOrEqualTo(stats, attribute: .bottom, constant: 20.0)
        Anchors.bottom.equalToSuper(constant: -10.0).priority(SLLayoutPriority(rawValue: 700.0))
        Anchors.centerX.equalToSuper(constant: 15.0)
        Anchors.width.equalToSuper(constant: -40.0).multiplier(0.5)
        Anchors.height.equalTo(constant: 44.0)
      }
    }
  }

  var frames: [CGRect] {
    [avatar, name, handle, stats, posts, followers, footer].map(\.frame) + [spacer.layoutFrame]
  }
}

@MainActor
@Suite("ViewPrinter source pasted back lays out the same")
struct ViewPrinterRoundTripTests {
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
    let svg = Headless.SVGRenderer.render(screen.window)

    let again = ArticleScreen()
    let reactivated = again.printedLayout.active()
    again.window.layoutIfNeeded()
    #expect(again.frames == screen.frames)
    #expect(again.scroll.contentSize == screen.scroll.contentSize)
    #expect(ViewPrinter(again.root).description == printed)
    #expect(Headless.SVGRenderer.render(again.window) == svg)
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

  @Test("ViewPrinter's source for a profile screen, pasted back, gives the same frames")
  func profileRoundTrip() {
    let screen = ProfileScreen()
    let activation = screen.layout.active()
    screen.root.layoutIfNeeded()
    let printed = ViewPrinter(screen.root).description
    #expect(printed.contains(".priority(.defaultHigh)"))
    #expect(printed.contains(".identifier(\"statsHeight\")"))
    #expect(printed.contains("Anchors.width.equalToSuper(constant: -40.0).multiplier(0.5)"))
    // avatar: a quarter of 360 wide, square, inside the margins.
    #expect(screen.avatar.frame == CGRect(x: 20, y: 16, width: 90, height: 90))
    #expect(screen.spacer.layoutFrame == CGRect(x: 0, y: 106, width: 1, height: 40))
    #expect(screen.stats.frame == CGRect(x: 20, y: 146, width: 320, height: 60))
    #expect(screen.posts.frame == CGRect(x: 0, y: 0, width: 156, height: 60))
    // footer: 360 × 0.5 − 40 wide (item = multiplier × item2 + constant), centred 15 right of
    // the middle, 10 above the bottom.
    #expect(screen.footer.frame == CGRect(x: 125, y: 586, width: 140, height: 44))

    let again = ProfileScreen()
    again.spacer.identifier = "spacer"
    let reactivated = again.printedLayout.active()
    again.root.layoutIfNeeded()
    #expect(again.frames == screen.frames)
    #expect(ViewPrinter(again.root).description == printed)
    activation.deactive()
    reactivated.deactive()
  }

  @Test("ViewPrinter names views and a guide without identifiers; pasted back, the frames match")
  func unnamedRoundTrip() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let left = UIView()
    let right = UIView()
    let gap = UILayoutGuide()
    let activation = root.sublayout {
      left.anchors {
        Anchors.vertical(offset: 10)
        Anchors.leading.equalToSuper(constant: 10)
      }
      gap.anchors {
        Anchors.leading.equalTo(left, attribute: .trailing)
        Anchors.width.equalTo(left).multiplier(0.5)
        Anchors.centerY
        Anchors.height.equalTo(constant: 1)
      }
      right.anchors {
        Anchors.leading.equalTo(gap, attribute: .trailing)
        Anchors.trailing.equalToSuper(constant: -10).priority(.init(999))
        Anchors.width.equalTo(left)
        Anchors.vertical(offset: 10)
      }
    }.active()
    root.layoutIfNeeded()
    let printed = ViewPrinter(root).description
    // 10 + w + w/2 + w = 290 with right's trailing at 999: w = 112.
    #expect(left.frame == CGRect(x: 10, y: 10, width: 112, height: 180))
    #expect(gap.layoutFrame == CGRect(x: 122, y: 99.5, width: 56, height: 1))
    #expect(right.frame == CGRect(x: 178, y: 10, width: 112, height: 180))
    #expect(printed.hasPrefix("uiView1.sublayout {"))
    #expect(printed.contains("priority(SLLayoutPriority(rawValue: 999.0))"))

    // Pasted back, with the printed names bound to fresh views.
    let uiView1 = UIView(frame: root.frame)
    let (uiView3, uiView4) = (UIView(), UIView())
    let uiLayoutGuide2 = UILayoutGuide()
    let pasted = uiView1.sublayout {
      uiLayoutGuide2.anchors {
        Anchors.centerY
        Anchors.leading.equalTo(uiView3, attribute: .trailing)
        Anchors.width.equalTo(uiView3).multiplier(0.5)
        Anchors.height.equalTo(constant: 1.0)
      }
      uiView3.anchors {
        Anchors.top.equalToSuper(constant: 10.0)
        Anchors.bottom.equalToSuper(constant: -10.0)
        Anchors.leading.equalToSuper(constant: 10.0)
      }
      uiView4.anchors {
        Anchors.leading.equalTo(uiLayoutGuide2, attribute: .trailing)
        Anchors.trailing.equalToSuper(constant: -10.0).priority(SLLayoutPriority(rawValue: 999.0))
        Anchors.width.equalTo(uiView3)
        Anchors.top.equalToSuper(constant: 10.0)
        Anchors.bottom.equalToSuper(constant: -10.0)
      }
    }.active()
    uiView1.layoutIfNeeded()
    #expect(uiView3.frame == left.frame && uiView4.frame == right.frame)
    #expect(uiLayoutGuide2.layoutFrame == gap.layoutFrame)
    #expect(ViewPrinter(uiView1).description == printed)
    activation.deactive()
    pasted.deactive()
  }

  @Test("ViewPrinter after an update that changed a priority in place prints the new one")
  func printsUpdatedPriority() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    root.accessibilityIdentifier = "root"
    let box = makeView("box")
    var priority = UILayoutPriority.defaultHigh
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        box.anchors {
          Anchors.top.leading
          Anchors.size(width: 20, height: 20)
          Anchors.trailing.equalToSuper().priority(priority)
        }
      }
    }
    var activation = layout.active()
    #expect(
      ViewPrinter(root).description.contains(
        "Anchors.trailing.equalToSuper().priority(.defaultHigh)"))
    priority = .defaultLow
    activation = layout.update(fromActivation: activation)
    let printed = ViewPrinter(root).description
    #expect(printed.contains("Anchors.trailing.equalToSuper().priority(.defaultLow)"))
    #expect(!printed.contains(".defaultHigh"))
    activation.deactive()
  }

  @Test("ViewPrinter round trip: margin attributes, left and right, inequalities to constants")
  func attributesRoundTrip() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    root.accessibilityIdentifier = "root"
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 10, leading: 12, bottom: 10, trailing: 12)
    let pin = makeView("pin")
    let tag = makeView("tag")
    let activation = root.sublayout {
      pin.anchors {
        Anchors.centerX.equalToSuper(attribute: .trailing, constant: -30)
        Anchors.top.equalToSuper(attribute: .topMargin)
        Anchors.width.lessThanOrEqualTo(constant: 40)
        Anchors.width.equalTo(constant: 60).priority(.defaultLow)
        Anchors.height.greaterThanOrEqualToSuper(attribute: .width, constant: -280)
        Anchors.height.lessThanOrEqualTo(constant: 20)
      }
      tag.anchors {
        Anchors.left.equalToSuper(attribute: .leftMargin)
        Anchors.right.lessThanOrEqualTo(pin, attribute: .left, constant: -4)
        Anchors.bottom.equalToSuper(attribute: .bottomMargin)
        Anchors.height.equalTo(pin)
        Anchors.width.equalTo(constant: 100).priority(.defaultHigh)
      }
    }.active()
    root.layoutIfNeeded()
    #expect(pin.frame == CGRect(x: 250, y: 10, width: 40, height: 20))
    #expect(tag.frame == CGRect(x: 12, y: 170, width: 100, height: 20))
    let printed = ViewPrinter(root).description

    // Pasted back over fresh views with the same names.
    let again = UIView(frame: root.frame)
    again.accessibilityIdentifier = "root"
    again.directionalLayoutMargins = root.directionalLayoutMargins
    let (pin2, tag2) = (makeView("pin"), makeView("tag"))
    let pasted = again.sublayout {
      pin2.anchors {
        Anchors.centerX.equalToSuper(attribute: .trailing, constant: -30.0)
        Anchors.top.equalToSuper(attribute: .topMargin)
        Anchors.height.greaterThanOrEqualToSuper(attribute: .width, constant: -280.0)
        Anchors.width.lessThanOrEqualTo(constant: 40.0)
        Anchors.width.equalTo(constant: 60.0).priority(.defaultLow)
        Anchors.height.lessThanOrEqualTo(constant: 20.0)
      }
      tag2.anchors {
        Anchors.left.equalToSuper(attribute: .leftMargin)
        Anchors.right.lessThanOrEqualTo(pin2, attribute: .left, constant: -4.0)
        Anchors.bottom.equalToSuper(attribute: .bottomMargin)
        Anchors.height.equalTo(pin2)
        Anchors.width.equalTo(constant: 100.0).priority(.defaultHigh)
      }
    }.active()
    again.layoutIfNeeded()
    #expect(pin2.frame == pin.frame && tag2.frame == tag.frame)
    #expect(ViewPrinter(again).description == printed)
    activation.deactive()
    pasted.deactive()
  }
}
