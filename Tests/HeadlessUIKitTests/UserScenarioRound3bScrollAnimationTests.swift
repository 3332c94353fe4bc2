import HeadlessUIKit
import Testing

private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

@MainActor
@Suite("User scenarios, round 3b: scroll views and animations")
struct UserScenarioRound3bScrollAnimationTests {
  // MARK: Scroll views

  @Test("Layout leaves contentOffset alone, even when the content shrinks below it")
  func offsetUntouchedByLayout() {
    let stage = ScrollStage()
    #expect(stage.scroll.contentSize == CGSize(width: 320, height: 1000))
    stage.scroll.contentOffset = CGPoint(x: 0, y: 400)
    stage.root.layoutIfNeeded()
    #expect(stage.scroll.contentOffset == CGPoint(x: 0, y: 400))
    stage.height.constant = 600
    stage.root.layoutIfNeeded()
    #expect(stage.scroll.contentSize == CGSize(width: 320, height: 600))
    #expect(stage.scroll.contentOffset == CGPoint(x: 0, y: 400))
    #expect(stage.scroll.bounds == CGRect(x: 0, y: 400, width: 320, height: 480))
    // The content stays at the content origin; only the visible part moved.
    #expect(stage.content.frame == CGRect(x: 0, y: 0, width: 320, height: 600))
  }

  @Test("contentInset moves neither the content guide nor contentSize; it adds to the adjusted")
  func contentInsetIsNotLayout() {
    // UIScrollView.contentInset: "Use this property to extend the space between your content and
    // the edges of the content view." It leaves the content's own layout alone.
    let stage = ScrollStage()
    stage.scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 40, right: 0)
    stage.root.layoutIfNeeded()
    #expect(stage.content.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
    #expect(stage.scroll.contentSize == CGSize(width: 320, height: 1000))
    #expect(stage.scroll.contentLayoutGuide.layoutFrame.origin == .zero)
    // Not in a window: no safe area to add, whatever the behavior.
    stage.scroll.contentInsetAdjustmentBehavior = .always
    #expect(
      stage.scroll.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 40, right: 0))
  }

  @Test("A scroll view below a header on an iPhone: only its bottom meets the unsafe area")
  func scrollBelowHeader() {
    let (window, _, root) = makeScreen()
    let header = makeView("header", in: root)
    let scroll = UIScrollView(frame: .zero)
    scroll.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    let content = makeView("content", in: scroll)
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 53),
      scroll.topAnchor.constraint(equalTo: header.bottomAnchor),
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 2000),
    ])
    window.layoutIfNeeded()
    #expect(scroll.frame == CGRect(x: 0, y: 100, width: 390, height: 744))
    #expect(scroll.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    // Vertical content taller than the view: the bottom safe area is added (.automatic).
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(scroll.contentSize == CGSize(width: 390, height: 2000))
  }

  @Test("Nested stacks in the content guide: the content size sums the rows and spacing")
  func nestedStacksInContentGuide() {
    let stage = ScrollStage()
    stage.height.isActive = false
    let column = UIStackView()
    column.axis = .vertical
    column.spacing = 10
    column.translatesAutoresizingMaskIntoConstraints = false
    stage.content.addSubview(column)
    NSLayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: stage.content.topAnchor, constant: 16),
      column.leadingAnchor.constraint(equalTo: stage.content.leadingAnchor, constant: 16),
      column.trailingAnchor.constraint(equalTo: stage.content.trailingAnchor, constant: -16),
      column.bottomAnchor.constraint(equalTo: stage.content.bottomAnchor, constant: -16),
    ])
    var rows: [UIStackView] = []
    for index in 0..<12 {
      let left = makeView("left\(index)")
      let right = makeView("right\(index)")
      left.heightAnchor.constraint(equalToConstant: 40).isActive = true
      right.heightAnchor.constraint(equalToConstant: 60).isActive = true
      let row = UIStackView(arrangedSubviews: [left, right])
      row.axis = .horizontal
      row.distribution = .fillEqually
      row.alignment = .top
      row.spacing = 8
      column.addArrangedSubview(row)
      rows.append(row)
    }
    stage.root.layoutIfNeeded()
    // 12 rows of 60 with 11 gaps of 10, plus 16 above and below.
    #expect(stage.scroll.contentSize == CGSize(width: 320, height: 12 * 60 + 11 * 10 + 32))
    #expect(rows[11].frame == CGRect(x: 0, y: 11 * 70, width: 288, height: 60))
    let left = rows[11].arrangedSubviews[0]
    #expect(left.frame == CGRect(x: 0, y: 0, width: 140, height: 40))
    // Hiding two rows shrinks the content.
    rows[0].isHidden = true
    rows[1].isHidden = true
    stage.root.layoutIfNeeded()
    #expect(stage.scroll.contentSize == CGSize(width: 320, height: 10 * 60 + 9 * 10 + 32))
  }

  @Test("contentSize set by hand stays when no constraints decide the content area")
  func manualContentSize() {
    let root = makeRoot(width: 320, height: 480)
    let scroll = UIScrollView(frame: root.bounds)
    root.addSubview(scroll)
    let tile = UIView(frame: CGRect(x: 900, y: 900, width: 100, height: 100))
    scroll.addSubview(tile)
    scroll.contentSize = CGSize(width: 1000, height: 1000)
    _ = scroll.contentLayoutGuide
    root.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 1000, height: 1000))
    #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 1000, height: 1000))
    #expect(tile.frame == CGRect(x: 900, y: 900, width: 100, height: 100))
  }

  @Test("A label whose text grows inside the content grows the content size")
  func labelGrowsContent() {
    let stage = ScrollStage()
    stage.height.isActive = false
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.text = "Short"
    stage.content.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: stage.content.topAnchor),
      label.leadingAnchor.constraint(equalTo: stage.content.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: stage.content.trailingAnchor),
      label.bottomAnchor.constraint(equalTo: stage.content.bottomAnchor),
    ])
    stage.root.layoutIfNeeded()
    let line = label.font.lineHeight.rounded(.up)
    #expect(stage.scroll.contentSize == CGSize(width: 320, height: line))
    label.text = String(repeating: "many words in a long paragraph ", count: 20)
    stage.root.layoutIfNeeded()
    let expected = TextMeasurement.size(
      of: label.text ?? "", font: label.font, maxWidth: 320, numberOfLines: 0)
    #expect(stage.scroll.contentSize == CGSize(width: 320, height: expected.height))
    #expect(expected.height > 5 * line)
  }

  // MARK: Animations

  @Test("UIView.animate with a delay: the start frame until the delay, completion at the end")
  func animateWithDelay() {
    AnimationRecorder.finishPendingAnimations()
    AnimationRecorder.removeAll()
    let (root, box, leading) = makeSlidingBox()
    var finished: [Bool] = []
    leading.constant = 200
    UIView.animate(
      withDuration: 0.4, delay: 0.2, options: [.curveLinear],
      animations: { root.layoutIfNeeded() }, completion: { finished.append($0) })
    // The model value changes at once.
    #expect(box.frame.minX == 200)
    #expect(AnimationRecorder.presentedFrame(of: box).minX == 0)
    AnimationRecorder.advance(by: 0.1)
    #expect(AnimationRecorder.presentedFrame(of: box).minX == 0)
    AnimationRecorder.advance(by: 0.3)
    #expect(close(AnimationRecorder.presentedFrame(of: box).minX, 100))
    #expect(finished.isEmpty)
    AnimationRecorder.advance(by: 0.2)
    #expect(finished == [true])
    #expect(AnimationRecorder.presentedFrame(of: box).minX == 200)
    let record = AnimationRecorder.animations(of: box).last
    #expect(record?.delay == 0.2 && record?.duration == 0.4)
    #expect(record.map { close($0.frame(at: 0.5).minX, 150) } == true)
  }

  @Test("layoutIfNeeded in an animation block animates every view the change moves")
  func layoutAnimatesNeighbours() {
    AnimationRecorder.finishPendingAnimations()
    AnimationRecorder.removeAll()
    let root = makeRoot(width: 320, height: 200)
    let banner = makeView("banner", in: root)
    let list = makeView("list", in: root)
    let bannerHeight = banner.heightAnchor.constraint(equalToConstant: 0)
    NSLayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: root.topAnchor),
      banner.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      banner.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      bannerHeight,
      list.topAnchor.constraint(equalTo: banner.bottomAnchor),
      list.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      list.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      list.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    root.layoutIfNeeded()
    bannerHeight.constant = 60
    UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) {
      root.layoutIfNeeded()
    }
    let bannerRecord = AnimationRecorder.animations(of: banner).last
    let listRecord = AnimationRecorder.animations(of: list).last
    #expect(bannerRecord?.fromFrame == CGRect(x: 0, y: 0, width: 320, height: 0))
    #expect(bannerRecord?.toFrame == CGRect(x: 0, y: 0, width: 320, height: 60))
    #expect(listRecord?.fromFrame == CGRect(x: 0, y: 0, width: 320, height: 200))
    #expect(listRecord?.toFrame == CGRect(x: 0, y: 60, width: 320, height: 140))
    #expect(listRecord?.curve == .easeOut)
    // Ease-out is ahead of linear halfway.
    #expect((listRecord?.frame(at: 0.15).minY ?? 0) > 30)
    // The root itself did not move.
    #expect(AnimationRecorder.animations(of: root).isEmpty)
    AnimationRecorder.finishPendingAnimations()
  }

  @Test("performWithoutAnimation inside an animation block: that change is not animated")
  func performWithoutAnimationInside() {
    AnimationRecorder.finishPendingAnimations()
    AnimationRecorder.removeAll()
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    UIView.animate(withDuration: 1) {
      a.frame.origin.x = 100
      UIView.performWithoutAnimation { b.frame.origin.x = 100 }
    }
    #expect(AnimationRecorder.animations(of: a).count == 1)
    #expect(AnimationRecorder.animations(of: b).isEmpty)
    #expect(AnimationRecorder.presentedFrame(of: b).minX == 100)
    #expect(AnimationRecorder.presentedFrame(of: a).minX == 0)
    AnimationRecorder.finishPendingAnimations()
  }

  @Test("A paused animator scrubbed to half, then started, finishes the other half")
  func scrubThenStart() {
    AnimationRecorder.finishPendingAnimations()
    AnimationRecorder.removeAll()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var ends: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      view.frame.origin.x = 200
    }
    animator.addCompletion { ends.append($0) }
    animator.pauseAnimation()
    animator.fractionComplete = 0.5
    #expect(close(AnimationRecorder.presentedFrame(of: view).minX, 100))
    animator.startAnimation()
    AnimationRecorder.advance(by: 0.25)
    #expect(close(animator.fractionComplete, 0.75))
    #expect(close(AnimationRecorder.presentedFrame(of: view).minX, 150))
    AnimationRecorder.advance(by: 0.25)
    #expect(ends == [.end])
    #expect(view.frame.minX == 200)
  }

  @Test("Reversing a running animator mid-flight returns to the start and ends at .start")
  func reverseMidFlight() {
    AnimationRecorder.finishPendingAnimations()
    AnimationRecorder.removeAll()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var ends: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      view.frame.origin.x = 100
    }
    animator.addCompletion { ends.append($0) }
    animator.startAnimation()
    AnimationRecorder.advance(by: 0.6)
    #expect(close(AnimationRecorder.presentedFrame(of: view).minX, 60))
    animator.isReversed = true
    AnimationRecorder.advance(by: 0.3)
    #expect(close(AnimationRecorder.presentedFrame(of: view).minX, 30))
    #expect(ends.isEmpty)
    AnimationRecorder.advance(by: 0.3)
    #expect(ends == [.start])
    // UIViewAnimatingPosition.start: the views are at their starting values.
    #expect(view.frame.minX == 0)
  }

  @Test("Animations added to a running animator start from where the view is now")
  func addAnimationsWhileRunning() {
    AnimationRecorder.finishPendingAnimations()
    AnimationRecorder.removeAll()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      view.frame.origin.x = 100
    }
    animator.startAnimation()
    AnimationRecorder.advance(by: 0.5)
    animator.addAnimations { other.frame.origin.y = 50 }
    #expect(other.frame.minY == 50)
    #expect(AnimationRecorder.presentedFrame(of: other).minY == 0)
    AnimationRecorder.advance(by: 0.25)
    // The added block runs over the remaining half second.
    #expect(close(AnimationRecorder.presentedFrame(of: other).minY, 25))
    AnimationRecorder.advance(by: 0.25)
    #expect(animator.state == .inactive)
    #expect(AnimationRecorder.presentedFrame(of: other).minY == 50)
  }
}

@MainActor
@Suite("User scenarios, round 3b: repeating animations")
struct UserScenarioRound3bRepeatTests {
  @Test("A pulsing badge: .repeat with .autoreverse plays there and back forever, no completion")
  func repeatAutoreverse() {
    // UIView.AnimationOptions.repeat: "Repeat the animation indefinitely." .autoreverse: "Run
    // the animation backwards and forwards (must be combined with the repeat option)."
    AnimationRecorder.finishPendingAnimations()
    AnimationRecorder.removeAll()
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    var completions = 0
    UIView.animate(
      withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse],
      animations: { badge.frame.size = CGSize(width: 40, height: 40) },
      completion: { _ in completions += 1 })
    #expect(badge.frame.size == CGSize(width: 40, height: 40))  // the model value
    #expect(AnimationRecorder.pendingCompletionCount == 0)
    AnimationRecorder.advance(by: 0.5)
    #expect(close(AnimationRecorder.presentedFrame(of: badge).width, 30))
    AnimationRecorder.advance(by: 1)  // 1.5: halfway back
    #expect(close(AnimationRecorder.presentedFrame(of: badge).width, 30))
    AnimationRecorder.advance(by: 0.25)  // 1.75: a quarter from the start
    #expect(close(AnimationRecorder.presentedFrame(of: badge).width, 25))
    AnimationRecorder.advance(by: 10.5)  // 12.25: a quarter into a forward run
    #expect(close(AnimationRecorder.presentedFrame(of: badge).width, 25))
    #expect(completions == 0)
    AnimationRecorder.finishPendingAnimations()
    #expect(completions == 0)
  }

  @Test(".repeat alone restarts each run from the start")
  func repeatOnly() {
    AnimationRecorder.finishPendingAnimations()
    AnimationRecorder.removeAll()
    let spinner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    UIView.animate(withDuration: 2, delay: 0, options: [.curveLinear, .repeat]) {
      spinner.frame.origin.x = 100
    }
    let record = AnimationRecorder.animations(of: spinner).last
    #expect(record?.repeats == true && record?.autoreverses == false)
    #expect(record.map { close($0.frame(at: 1).minX, 50) } == true)
    #expect(record.map { close($0.frame(at: 3).minX, 50) } == true)
    #expect(record.map { close($0.frame(at: 4.5).minX, 25) } == true)
  }
}
