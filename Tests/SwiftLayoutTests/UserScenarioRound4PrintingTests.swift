import SwiftLayout
import Testing

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
@Suite("User scenarios, round 4: printing")
struct UserScenarioRound4PrintingTests {
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
}
