import HeadlessUIKit
import Testing

/// Frame-based views — `translatesAutoresizingMaskIntoConstraints`
/// toggled after layout, and subviews resized by their masks when a size is set in code,
/// before layout, inside an animation and through `bounds`.
@MainActor
@Suite("Autoresizing after layout: masks turned on and off, superviews resized")
struct AutoresizingChangeTests {
  @Test("translatesAutoresizingMaskIntoConstraints turned off after layout: constraints take over")
  func autoresizingOffAfterLayout() {
    let root = makeRoot(width: 320, height: 200)
    let box = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    box.accessibilityIdentifier = "box"
    root.addSubview(box)
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    let issues = Headless.LayoutDiagnostics.capture {
      box.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
        box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        box.widthAnchor.constraint(equalToConstant: 100),
        box.heightAnchor.constraint(equalToConstant: 50),
      ])
      root.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(box.frame == CGRect(x: 110, y: 75, width: 100, height: 50))
    #expect(
      !box.constraintsAffectingLayout(for: .horizontal).contains {
        $0.description.hasSuffix("(autoresizing)")
      })
  }

  @Test("translatesAutoresizingMaskIntoConstraints turned on after layout keeps the laid-out frame")
  func autoresizingOnAfterLayout() {
    // With the property true "you can also modify the view's size and location using the
    // view's frame" — the constraints made from the mask start from the frame the view has.
    let root = makeRoot(width: 320, height: 200)
    let box = makeView("box", in: root)
    let own = [
      box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 50),
    ]
    NSLayoutConstraint.activate(own)
    let follower = makeView("follower", in: root)
    NSLayoutConstraint.activate([
      follower.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 5),
      follower.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      follower.widthAnchor.constraint(equalToConstant: 10),
      follower.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 110, y: 75, width: 100, height: 50))
    let issues = Headless.LayoutDiagnostics.capture {
      NSLayoutConstraint.deactivate(own)
      box.translatesAutoresizingMaskIntoConstraints = true
      root.layoutIfNeeded()
      #expect(box.frame == CGRect(x: 110, y: 75, width: 100, height: 50))
      box.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
      root.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(box.frame == CGRect(x: 0, y: 0, width: 60, height: 60))
    #expect(follower.frame == CGRect(x: 0, y: 65, width: 10, height: 10))
    // And the root's width change keeps the box where its (empty) mask says: fixed.
    root.frame.size.width = 400
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 60, height: 60))
  }

  @Test("A superview resized in code resizes its autoresizing subviews at once, before layout")
  func autoresizeBeforeLayout() {
    // autoresizingMask: "When a view's bounds change, that view automatically resizes its
    // subviews according to each subview's autoresizing mask." The frames change with the
    // bounds, not at the next layout — and later layouts start from them.
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let contentView = UIView(frame: cell.bounds)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    cell.addSubview(contentView)
    let badge = UIView(frame: CGRect(x: 280, y: 4, width: 30, height: 20))
    badge.autoresizingMask = [.flexibleLeftMargin]
    contentView.addSubview(badge)
    // Resized before any layout: already resized.
    cell.frame.size = CGSize(width: 375, height: 106)
    #expect(contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 106))
    #expect(badge.frame == CGRect(x: 335, y: 4, width: 30, height: 20))
    cell.layoutIfNeeded()
    #expect(contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 106))
    #expect(badge.frame == CGRect(x: 335, y: 4, width: 30, height: 20))
    // Resized twice between layouts.
    cell.frame.size = CGSize(width: 200, height: 50)
    cell.frame.size = CGSize(width: 300, height: 60)
    cell.layoutIfNeeded()
    #expect(contentView.frame == CGRect(x: 0, y: 0, width: 300, height: 60))
    #expect(badge.frame == CGRect(x: 260, y: 4, width: 30, height: 20))
    // A subview moved by hand after its superview was resized keeps the resize.
    contentView.frame.size.width = 400
    badge.frame.origin.y = 10
    cell.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 360, y: 10, width: 30, height: 20))
    // autoresizesSubviews false: nothing moves.
    contentView.autoresizesSubviews = false
    contentView.frame.size.width = 100
    cell.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 360, y: 10, width: 30, height: 20))
  }

  @Test("A superview resized inside UIView.animate animates its autoresizing subviews too")
  func autoresizeInsideAnimation() throws {
    // UIView.animate: changes to animatable properties (frame, bounds) in the block animate;
    // the subviews a resize moves by their masks move with it.
    // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
    Headless.AnimationRecorder.removeAll()
    defer { Headless.AnimationRecorder.removeAll() }
    let panel = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let fill = UIView(frame: panel.bounds)
    fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    panel.addSubview(fill)
    panel.layoutIfNeeded()
    UIView.animate(withDuration: 1) {
      panel.frame.size = CGSize(width: 300, height: 200)
    }
    let animation = try #require(Headless.AnimationRecorder.animations(of: fill).last)
    #expect(animation.frame(at: 0) == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(animation.frame(at: 1) == CGRect(x: 0, y: 0, width: 300, height: 200))
    // Halfway (the ease-in-out curve is symmetric), with the panel.
    let half = Headless.AnimationRecorder.frame(of: fill, at: 0.5)
    #expect(abs(half.width - 250) < 0.001 && abs(half.height - 150) < 0.001)
    #expect(abs(Headless.AnimationRecorder.frame(of: panel, at: 0.5).width - half.width) < 0.001)
    panel.layoutIfNeeded()
    #expect(fill.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
  }

  @Test("bounds with a new size resizes around the centre; subviews follow their masks")
  func boundsResizeAutoresizes() {
    let panel = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let footer = UIView(frame: CGRect(x: 0, y: 80, width: 100, height: 20))
    footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    panel.addSubview(footer)
    panel.bounds = CGRect(x: 0, y: 0, width: 200, height: 150)
    #expect(panel.frame == CGRect(x: 0, y: 25, width: 200, height: 150))
    #expect(footer.frame == CGRect(x: 0, y: 130, width: 200, height: 20))
    panel.layoutIfNeeded()
    #expect(footer.frame == CGRect(x: 0, y: 130, width: 200, height: 20))
  }

  @Test("A constraint-sized view resized in code snaps back at layout; its masked subviews too")
  func constraintSizedSuperviewSnapsBack() {
    // A view whose size comes from constraints gets it back at the next layout; the subviews
    // its mask moved in between return with it, without drift.
    let root = makeRoot(width: 320, height: 300)
    let panel = makeView("panel", in: root)
    NSLayoutConstraint.activate([
      panel.topAnchor.constraint(equalTo: root.topAnchor),
      panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      panel.widthAnchor.constraint(equalToConstant: 200),
      panel.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    let strip = UIView(frame: CGRect(x: 10, y: 70, width: 180, height: 20))
    strip.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    panel.addSubview(strip)
    root.layoutIfNeeded()
    for _ in 0..<3 {
      panel.frame.size = CGSize(width: 260, height: 160)
      #expect(strip.frame == CGRect(x: 10, y: 130, width: 240, height: 20))
      root.layoutIfNeeded()
      #expect(panel.frame.size == CGSize(width: 200, height: 100))
      #expect(strip.frame == CGRect(x: 10, y: 70, width: 180, height: 20))
    }
  }
}
