// The headless group: the H workloads of Documentation/Benchmarks.md on HeadlessUIKit.

import Foundation
import HeadlessUIKit
@_spi(Testing) import SwiftLayoutEngine

/// Runs H1 (screen), H1free (freeing it with its cards kept), H2 (animate), H3 (feed) and H4
/// (deep chain) and prints one line each.
@MainActor
enum HeadlessBenchmarks {
  static func run(arguments: [String]) -> Int32 {
    if Solver._checksInvariants {
      print("swiftlayout-bench: refusing to report: invariant checking is compiled in")
      print("(SWIFTLAYOUT_CHECK_INVARIANTS; run with `swift run -c release swiftlayout-bench`)")
      return 1
    }
    Headless.LayoutDiagnostics.handler = { issue in
      print("swiftlayout-bench: layout issue: \(issue.kind.rawValue)")
    }
    var only: Set<String> = []
    var sizes: [Int] = []
    for argument in arguments {
      if let size = Int(argument) { sizes.append(size) } else { only.insert(argument) }
    }
    func wanted(_ name: String, _ defaults: [Int]) -> [Int] {
      guard only.isEmpty || only.contains(name) else { return [] }
      return sizes.isEmpty ? defaults : sizes
    }
    for n in wanted("H1", [1000]) { report("H1", n, perOp: n) { h1(views: n) } }
    for n in wanted("H2", [1000]) { report("H2", n, perOp: 100) { h2(views: n) } }
    for n in wanted("H3", [100]) { report("H3", n, perOp: n) { h3(cells: n) } }
    // Not in the default run: H3's Auto Layout side alone, three times, for a profiler
    // (`valgrind --tool=callgrind --toggle-collect='*layOutCellsWithConstraints*'`).
    if only.contains("H3auto") {
      for n in sizes.isEmpty ? [100] : sizes {
        for _ in 0..<3 { withExtendedLifetime(layOutCellsWithConstraints(n)) {} }
      }
    }
    for n in wanted("H3cells", [100]) { report("H3cells", n, perOp: n) { h3Cells(cells: n) } }
    for n in wanted("H3collection", [100]) {
      report("H3collection", n, perOp: n) { h3Collection(items: n) }
    }
    for n in wanted("H1free", [1000]) { report("H1free", n, perOp: n) { h1Free(views: n) } }
    for n in wanted("H4", [100_000]) { report("H4", n, perOp: n) { h4(depth: n) } }
    return 0
  }

  struct Sample {
    var seconds: Double
    var checksum: Double
    var extra: [(String, Double)] = []
  }

  static func report(_ name: String, _ n: Int, perOp: Int, _ body: () -> Sample) {
    var samples = [body()]
    // BENCH_REPS fixes the repetitions (for instruction counts under a profiler, whose
    // slowdown would otherwise change how many run).
    if let fixed = ProcessInfo.processInfo.environment["BENCH_REPS"].flatMap({ Int($0) }) {
      samples = (0..<Swift.max(1, fixed)).map { _ in body() }
    } else if samples[0].seconds <= 2 {
      let repetitions = Swift.max(3, Swift.min(11, Int(1.5 / Swift.max(samples[0].seconds, 1e-4))))
      samples = (0..<repetitions).map { _ in body() }
    }
    samples.sort { $0.seconds < $1.seconds }
    let median = samples[samples.count / 2]
    var line = String(format: "%@ %d %.6f %.4f", name, n, median.seconds, median.checksum)
    line += String(
      format: " per-op-us=%.3f reps=%d", median.seconds / Double(perOp) * 1e6, samples.count)
    for (label, value) in median.extra { line += String(format: " %@=%.6f", label, value) }
    print(line)
    fflush(nil)
  }

  static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }

  /// The sum of every frame's origin and size, relative to the root.
  static func checksum(_ root: UIView) -> Double {
    var total = 0.0
    var stack = [root]
    while let view = stack.popLast() {
      let frame = view.frame
      total += Double(frame.minX + frame.minY + frame.width + frame.height)
      stack.append(contentsOf: view.subviews)
    }
    return total
  }

  // MARK: H1 — a 1,000-view screen laid out from scratch

  /// Rows of ten views: a card with an avatar, title, subtitle, three tags, a button, a
  /// separator and an accessory box, stacked down a 390-point-wide screen.
  static func makeScreen(views: Int) -> (UIView, [NSLayoutConstraint]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var constraints: [NSLayoutConstraint] = []
    var previousBottom = root.topAnchor
    for row in 0..<Swift.max(1, views / 10) {
      let content = H1Card(row: row)
      let card = content.card
      for view in [card] + content.subviews {
        view.translatesAutoresizingMaskIntoConstraints = false
      }
      root.addSubview(card)
      for view in content.subviews {
        card.addSubview(view)
      }
      constraints += [
        card.topAnchor.constraint(equalTo: previousBottom, constant: 8),
        card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
        card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
      ]
      content.appendConstraints(in: card, accessoryWidth: 12, to: &constraints)
      previousBottom = card.bottomAnchor
    }
    return (root, constraints)
  }

  static func h1(views: Int) -> Sample {
    let clock = ContinuousClock()
    let start = clock.now
    let (root, constraints) = makeScreen(views: views)
    NSLayoutConstraint.activate(constraints)
    let built = clock.now
    root.layoutIfNeeded()
    let end = clock.now
    return Sample(
      seconds: seconds(end - start), checksum: checksum(root),
      extra: [("build", seconds(built - start)), ("layout", seconds(end - built))])
  }

  // MARK: H1free — freeing H1's screen while its cards are kept elsewhere

  /// Frees a laid-out H1 screen while its cards are kept, against freeing it all.
  ///
  /// Something else keeps each card (as a list of reusable cells or an object's properties
  /// would). Each kept card becomes the root of a tree of its own, with its constraints;
  /// the screen's engine goes with the screen. `ratio` = kept / all freed. Informational (no
  /// target in Documentation/Benchmarks.md).
  static func h1Free(views: Int) -> Sample {
    let clock = ContinuousClock()
    var freeSeconds: [Double] = []
    var checksumValue = 0.0
    for keepCards in [true, false] {
      var kept: [UIView] = []
      do {
        let (root, constraints) = makeScreen(views: views)
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        if keepCards { kept = root.subviews }
        let start = clock.now
        _ = consume root
        freeSeconds.append(seconds(clock.now - start))
      }
      // The kept cards are roots now, and lay out at the frames their constraints give them.
      for card in kept {
        card.layoutIfNeeded()
        checksumValue += checksum(card)
      }
    }
    return Sample(
      seconds: freeSeconds[0], checksum: checksumValue,
      extra: [
        ("all-freed", freeSeconds[1]),
        ("ratio", freeSeconds[0] / Swift.max(freeSeconds[1], 1e-9)),
      ])
  }

  // MARK: H2 — animating one constant, against replacing the constraint

  static func h2(views: Int) -> Sample {
    let (root, constraints) = makeScreen(views: views)
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    let target = constraints[1]  // the first card's leading
    // H2_STEPS / H2_REPLACE_STEPS change the step counts (for profiling one side alone); read
    // before the clock starts (building the environment dictionary costs tens of microseconds).
    let environment = ProcessInfo.processInfo.environment
    let steps = Int(environment["H2_STEPS"] ?? "100") ?? 100
    let replaceSteps = Int(environment["H2_REPLACE_STEPS"] ?? "\(steps)") ?? steps
    let clock = ContinuousClock()
    let start = clock.now
    for step in 0..<steps {
      target.constant = CGFloat(8 + step % 20)
      root.layoutIfNeeded()
    }
    let edited = clock.now
    var current = target
    guard let card = target.firstItem as? UIView else { return Sample(seconds: 0, checksum: 0) }
    for step in 0..<replaceSteps {
      current.isActive = false
      let replacement = card.leadingAnchor.constraint(
        equalTo: root.leadingAnchor, constant: CGFloat(8 + step % 20))
      replacement.isActive = true
      root.layoutIfNeeded()
      current = replacement
    }
    let replaced = clock.now
    let editSeconds = seconds(edited - start) / Double(steps) * 100
    let replaceSeconds = seconds(replaced - edited) / Double(Swift.max(replaceSteps, 1)) * 100
    return Sample(
      seconds: editSeconds, checksum: checksum(root),
      extra: [
        ("replace", replaceSeconds), ("speedup", replaceSeconds / Swift.max(editSeconds, 1e-9)),
      ])
  }

  // MARK: H3 — the feed cell × N, constraints against manual layout
  //
  // Methodology (as LayoutFrameworkBenchmark, whose feed benchmark H3 restates, times both its
  // FeedItemAutoLayoutView and its FeedItemManualView): both sides create the cell's views
  // (the same `makeFeedViews`), bind the data (text, font, image), add them to the cell and the
  // cell to a root, then lay them out. Auto Layout activates constraints and calls
  // `layoutIfNeeded()`; manual layout measures each label with `sizeThatFits(_:)` and assigns
  // every `frame` by arithmetic, as FeedItemManualView's `layoutSubviews()` does. Neither side
  // frees its views inside its timed region (both trees live until the sample is taken).
  // `ratio` = Auto Layout / manual layout. The earlier reference, frames computed by arithmetic
  // with no views at all, is kept as `arith` and `ratio-arith`. Both manual results must give
  // the same frames as Auto Layout (a mismatch is printed).

  static let cellWidth: CGFloat = 375

  /// The views of one feed cell, with their data bound (created the same way on both sides).
  @MainActor
  struct FeedViews {
    let cell = UIView()
    let action: UILabel
    let options: UILabel
    let poster: UIImageView
    let name: UILabel
    let headline: UILabel
    let time: UILabel
    let comment: UILabel
    let content: UIImageView
    let contentTitle: UILabel
    let domain: UILabel
    let like: UILabel
    let commentAction: UILabel
    let share: UILabel
    let actor: UIImageView
    let actorComment: UILabel

    /// The subviews in the order they are added to the cell.
    var subviews: [UIView] {
      [
        action, options, poster, name, headline, time, comment, content, contentTitle, domain, like,
        commentAction, share, actor, actorComment,
      ]
    }

    /// Binds item `item` of LayoutFrameworkBenchmark's generated feed data (every text
    /// differs from item to item).
    func bind(item: Int) {
      action.text = "action text \(item)"
      name.text = "poster name \(item)"
      headline.text = "poster title \(item) with some longer stuff"
      time.text = "poster timestamp \(item)"
      comment.text = "poster comment \(item)"
      contentTitle.text = "content title \(item)"
      domain.text = "content domain \(item)"
      actorComment.text = "actor comment \(item)"
    }

    /// Creates the cell's views, binds the data of cell `index` and adds them to the cell.
    ///
    /// - Parameters:
    ///   - index: The cell's index (its poster name shows it).
    ///   - autoLayout: Whether the views are laid out by constraints (turns off
    ///     `translatesAutoresizingMaskIntoConstraints`, as FeedItemAutoLayoutView does).
    init(index: Int, autoLayout: Bool) {
      func label(_ text: String, _ size: CGFloat) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size)
        if autoLayout { label.translatesAutoresizingMaskIntoConstraints = false }
        return label
      }
      func image(_ width: CGFloat, _ height: CGFloat) -> UIImageView {
        let view = UIImageView(
          image: Headless.makeImage(size: CGSize(width: width, height: height)))
        if autoLayout { view.translatesAutoresizingMaskIntoConstraints = false }
        return view
      }
      if autoLayout { cell.translatesAutoresizingMaskIntoConstraints = false }
      action = label("Someone liked this", 13)
      options = label("...", 13)
      poster = image(50, 50)
      name = label("Poster name \(index)", 15)
      headline = label("Poster headline", 13)
      time = label("2h", 11)
      comment = label("A comment about the post", 14)
      content = image(350, 200)
      contentTitle = label("Content title", 15)
      domain = label("example.com", 11)
      like = label("Like", 13)
      commentAction = label("Comment", 13)
      share = label("Share", 13)
      actor = image(30, 30)
      actorComment = label("Actor comment", 13)
      for view in subviews { cell.addSubview(view) }
    }
  }

  /// One LinkedIn-style cell's constraints: its place in H3's chain of cells, then its inside.
  static func feedConstraints(_ v: FeedViews, in root: UIView, below previous: NSLayoutYAxisAnchor)
    -> [NSLayoutConstraint]
  {
    let cell = v.cell
    return [
      cell.topAnchor.constraint(equalTo: previous),
      cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      cell.widthAnchor.constraint(equalToConstant: cellWidth),
    ] + feedCellConstraints(v)
  }

  /// The constraints inside one LinkedIn-style cell (between the cell and its subviews).
  static func feedCellConstraints(_ v: FeedViews) -> [NSLayoutConstraint] {
    let cell = v.cell
    let m: CGFloat = 8
    return [
      v.action.topAnchor.constraint(equalTo: cell.topAnchor, constant: m),
      v.action.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: m),
      v.options.topAnchor.constraint(equalTo: cell.topAnchor, constant: m),
      v.options.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -m),
      v.poster.topAnchor.constraint(equalTo: v.action.bottomAnchor, constant: m),
      v.poster.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: m),
      v.name.topAnchor.constraint(equalTo: v.poster.topAnchor),
      v.name.leadingAnchor.constraint(equalTo: v.poster.trailingAnchor, constant: m),
      v.headline.topAnchor.constraint(equalTo: v.name.bottomAnchor, constant: 2),
      v.headline.leadingAnchor.constraint(equalTo: v.name.leadingAnchor),
      v.time.topAnchor.constraint(equalTo: v.headline.bottomAnchor, constant: 2),
      v.time.leadingAnchor.constraint(equalTo: v.name.leadingAnchor),
      v.comment.topAnchor.constraint(equalTo: v.poster.bottomAnchor, constant: m),
      v.comment.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: m),
      v.content.topAnchor.constraint(equalTo: v.comment.bottomAnchor, constant: m),
      v.content.centerXAnchor.constraint(equalTo: cell.centerXAnchor),
      v.contentTitle.topAnchor.constraint(equalTo: v.content.bottomAnchor, constant: m),
      v.contentTitle.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: m),
      v.domain.topAnchor.constraint(equalTo: v.contentTitle.bottomAnchor, constant: 2),
      v.domain.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: m),
      v.like.topAnchor.constraint(equalTo: v.domain.bottomAnchor, constant: m),
      v.like.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: m),
      v.commentAction.topAnchor.constraint(equalTo: v.like.topAnchor),
      v.commentAction.centerXAnchor.constraint(equalTo: cell.centerXAnchor),
      v.share.topAnchor.constraint(equalTo: v.like.topAnchor),
      v.share.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -m),
      v.actor.topAnchor.constraint(equalTo: v.like.bottomAnchor, constant: m),
      v.actor.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: m),
      v.actorComment.centerYAnchor.constraint(equalTo: v.actor.centerYAnchor),
      v.actorComment.leadingAnchor.constraint(equalTo: v.actor.trailingAnchor, constant: m),
      cell.bottomAnchor.constraint(equalTo: v.actor.bottomAnchor, constant: m),
    ]
  }

  /// H3's Auto Layout side: `count` cells created, bound, added to a root, chained top to
  /// bottom by constraints and laid out.
  ///
  /// - Returns: The root and its cells (kept alive until the sample is taken).
  @inline(never)
  static func layOutCellsWithConstraints(_ count: Int) -> (root: UIView, cells: [UIView]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: cellWidth, height: 844))
    var constraints: [NSLayoutConstraint] = []
    var previous = root.topAnchor
    var cells: [UIView] = []
    for index in 0..<count {
      let views = FeedViews(index: index, autoLayout: true)
      root.addSubview(views.cell)
      constraints += feedConstraints(views, in: root, below: previous)
      cells.append(views.cell)
      previous = views.cell.bottomAnchor
    }
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return (root, cells)
  }

  /// H3's manual side: `count` cells created, bound, added to a root and laid out by hand.
  ///
  /// - Returns: The root and its cells (the caller keeps the root alive until the sample is
  ///   taken, as the Auto Layout side keeps its own).
  @inline(never)
  static func layOutCellsManually(_ count: Int) -> (root: UIView, cells: [UIView]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: cellWidth, height: 844))
    var cells: [UIView] = []
    var top: CGFloat = 0
    for index in 0..<count {
      let views = FeedViews(index: index, autoLayout: false)
      root.addSubview(views.cell)
      top = layOutManually(views, top: top)
      cells.append(views.cell)
    }
    return (root, cells)
  }

  /// Lays the cell out by hand, as FeedItemManualView's `layoutSubviews()` does: each label
  /// measured with `sizeThatFits(_:)`, each frame assigned from arithmetic on the others.
  ///
  /// - Returns: The cell's bottom.
  static func layOutManually(_ v: FeedViews, top: CGFloat) -> CGFloat {
    let m: CGFloat = 8
    let fit = CGSize(width: cellWidth, height: .greatestFiniteMagnitude)
    func place(_ view: UIView, x: CGFloat, y: CGFloat) {
      view.frame = CGRect(origin: CGPoint(x: x, y: y), size: view.sizeThatFits(fit))
    }
    place(v.action, x: m, y: m)
    let options = v.options.sizeThatFits(fit)
    v.options.frame = CGRect(
      origin: CGPoint(x: cellWidth - m - options.width, y: m), size: options)
    place(v.poster, x: m, y: v.action.frame.maxY + m)
    place(v.name, x: v.poster.frame.maxX + m, y: v.poster.frame.minY)
    place(v.headline, x: v.name.frame.minX, y: v.name.frame.maxY + 2)
    place(v.time, x: v.name.frame.minX, y: v.headline.frame.maxY + 2)
    place(v.comment, x: m, y: v.poster.frame.maxY + m)
    let content = v.content.sizeThatFits(fit)
    v.content.frame = CGRect(
      origin: CGPoint(x: (cellWidth - content.width) / 2, y: v.comment.frame.maxY + m),
      size: content)
    place(v.contentTitle, x: m, y: v.content.frame.maxY + m)
    place(v.domain, x: m, y: v.contentTitle.frame.maxY + 2)
    place(v.like, x: m, y: v.domain.frame.maxY + m)
    let commentAction = v.commentAction.sizeThatFits(fit)
    v.commentAction.frame = CGRect(
      origin: CGPoint(x: (cellWidth - commentAction.width) / 2, y: v.like.frame.minY),
      size: commentAction)
    let share = v.share.sizeThatFits(fit)
    v.share.frame = CGRect(
      origin: CGPoint(x: cellWidth - m - share.width, y: v.like.frame.minY), size: share)
    place(v.actor, x: m, y: v.like.frame.maxY + m)
    let actorComment = v.actorComment.sizeThatFits(fit)
    v.actorComment.frame = CGRect(
      origin: CGPoint(
        x: v.actor.frame.maxX + m, y: v.actor.frame.midY - actorComment.height / 2),
      size: actorComment)
    let height = v.actor.frame.maxY + m
    v.cell.frame = CGRect(x: 0, y: top, width: cellWidth, height: height)
    return top + height
  }

  /// The same cell's frames computed by arithmetic alone, without views (the earlier H3
  /// reference, kept as the `arith` column).
  static func arithmeticCell(top: CGFloat, index: Int, into frames: inout [CGRect]) -> CGFloat {
    func size(_ text: String, _ points: CGFloat) -> CGSize {
      Headless.TextMeasurement.size(
        of: text, font: .systemFont(ofSize: points), maxWidth: nil, numberOfLines: 1)
    }
    let m: CGFloat = 8
    let action = size("Someone liked this", 13)
    let options = size("...", 13)
    let name = size("Poster name \(index)", 15)
    let headline = size("Poster headline", 13)
    let time = size("2h", 11)
    let comment = size("A comment about the post", 14)
    let contentTitle = size("Content title", 15)
    let domain = size("example.com", 11)
    let like = size("Like", 13)
    let commentAction = size("Comment", 13)
    let share = size("Share", 13)
    let actorComment = size("Actor comment", 13)
    let actionFrame = CGRect(origin: CGPoint(x: m, y: m), size: action)
    let optionsFrame = CGRect(
      origin: CGPoint(x: cellWidth - m - options.width, y: m), size: options)
    let posterFrame = CGRect(x: m, y: actionFrame.maxY + m, width: 50, height: 50)
    let nameFrame = CGRect(
      origin: CGPoint(x: posterFrame.maxX + m, y: posterFrame.minY), size: name)
    let headlineFrame = CGRect(
      origin: CGPoint(x: nameFrame.minX, y: nameFrame.maxY + 2), size: headline)
    let timeFrame = CGRect(
      origin: CGPoint(x: nameFrame.minX, y: headlineFrame.maxY + 2), size: time)
    let commentFrame = CGRect(origin: CGPoint(x: m, y: posterFrame.maxY + m), size: comment)
    let contentFrame = CGRect(
      x: (cellWidth - 350) / 2, y: commentFrame.maxY + m, width: 350, height: 200)
    let titleFrame = CGRect(origin: CGPoint(x: m, y: contentFrame.maxY + m), size: contentTitle)
    let domainFrame = CGRect(origin: CGPoint(x: m, y: titleFrame.maxY + 2), size: domain)
    let likeFrame = CGRect(origin: CGPoint(x: m, y: domainFrame.maxY + m), size: like)
    let commentActionFrame = CGRect(
      origin: CGPoint(x: (cellWidth - commentAction.width) / 2, y: likeFrame.minY),
      size: commentAction)
    let shareFrame = CGRect(
      origin: CGPoint(x: cellWidth - m - share.width, y: likeFrame.minY), size: share)
    let actorFrame = CGRect(x: m, y: likeFrame.maxY + m, width: 30, height: 30)
    let actorCommentFrame = CGRect(
      origin: CGPoint(x: actorFrame.maxX + m, y: actorFrame.midY - actorComment.height / 2),
      size: actorComment)
    let height = actorFrame.maxY + m
    frames.append(CGRect(x: 0, y: top, width: cellWidth, height: height))
    frames += [
      actionFrame, optionsFrame, posterFrame, nameFrame, headlineFrame, timeFrame, commentFrame,
      contentFrame, titleFrame, domainFrame, likeFrame, commentActionFrame, shareFrame,
      actorFrame, actorCommentFrame,
    ]
    return top + height
  }

  /// How many frames differ between two lists of frames (a missing one counts as different).
  static func mismatchCount(_ solved: [CGRect], _ reference: [CGRect]) -> Int {
    zip(solved, reference).filter { $0 != $1 }.count + abs(solved.count - reference.count)
  }

  /// Every cell's frame followed by its subviews' frames.
  static func frames(of cells: [UIView]) -> [CGRect] {
    var frames: [CGRect] = []
    for cell in cells {
      frames.append(cell.frame)
      frames += cell.subviews.map(\.frame)
    }
    return frames
  }

  static func h3(cells: Int) -> Sample {
    let clock = ContinuousClock()
    // Auto Layout: create, bind, add, constrain, lay out.
    let start = clock.now
    let (root, cellViews) = layOutCellsWithConstraints(cells)
    let autoLayout = clock.now
    // Manual layout: create, bind, add, measure and assign frames.
    let (manualRoot, manualCells) = layOutCellsManually(cells)
    let manual = clock.now
    // Arithmetic alone (the earlier reference).
    var arithmetic: [CGRect] = []
    var arithmeticTop: CGFloat = 0
    for index in 0..<cells {
      arithmeticTop = arithmeticCell(top: arithmeticTop, index: index, into: &arithmetic)
    }
    let arithmeticEnd = clock.now
    let solved = frames(of: cellViews)
    for (name, reference) in [
      ("manual layout", frames(of: manualCells)), ("arithmetic", arithmetic),
    ] {
      let mismatches = mismatchCount(solved, reference)
      if mismatches > 0 {
        print("swiftlayout-bench: H3: \(mismatches) frames differ from \(name)")
      }
    }
    withExtendedLifetime(manualRoot) {}
    let autoSeconds = seconds(autoLayout - start)
    let manualSeconds = seconds(manual - autoLayout)
    let arithmeticSeconds = seconds(arithmeticEnd - manual)
    return Sample(
      seconds: autoSeconds, checksum: checksum(root),
      extra: [
        ("manual", manualSeconds), ("ratio", autoSeconds / Swift.max(manualSeconds, 1e-9)),
        ("arith", arithmeticSeconds),
        ("ratio-arith", autoSeconds / Swift.max(arithmeticSeconds, 1e-9)),
      ])
  }

  // MARK: H3cells — the feed cells as collection-view cells

  /// H3's cells as LayoutFrameworkBenchmark lays them out, as collection-view cells.
  ///
  /// Each cell is placed by its frame (no constraint between cells) and sized by its own
  /// constraints through
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`, as a
  /// self-sizing cell is; then one layout pass. The manual side is H3's. An informational
  /// workload next to H3 (whose cells are chained top to bottom in one engine, which makes
  /// every cell's position depend on all the cells above it).
  static func h3Cells(cells: Int) -> Sample {
    let clock = ContinuousClock()
    let start = clock.now
    let root = UIView(frame: CGRect(x: 0, y: 0, width: cellWidth, height: 844))
    var cellViews: [UIView] = []
    var top: CGFloat = 0
    for index in 0..<cells {
      let views = FeedViews(index: index, autoLayout: true)
      views.cell.translatesAutoresizingMaskIntoConstraints = true
      // The cell's inside only: its frame, not a chain of cells, places it.
      NSLayoutConstraint.activate(feedCellConstraints(views))
      let size = views.cell.systemLayoutSizeFitting(
        CGSize(width: cellWidth, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      views.cell.frame = CGRect(x: 0, y: top, width: cellWidth, height: size.height)
      root.addSubview(views.cell)
      top += size.height
      cellViews.append(views.cell)
    }
    root.layoutIfNeeded()
    let autoLayout = clock.now
    let (manualRoot, manualCells) = layOutCellsManually(cells)
    let manual = clock.now
    let solved = frames(of: cellViews)
    let reference = frames(of: manualCells)
    let mismatches = mismatchCount(solved, reference)
    if mismatches > 0 {
      print("swiftlayout-bench: H3cells: \(mismatches) frames differ from manual layout")
    }
    withExtendedLifetime(manualRoot) {}
    let autoSeconds = seconds(autoLayout - start)
    let manualSeconds = seconds(manual - autoLayout)
    return Sample(
      seconds: autoSeconds, checksum: checksum(root),
      extra: [("manual", manualSeconds), ("ratio", autoSeconds / Swift.max(manualSeconds, 1e-9))])
  }

  // MARK: H3collection — the feed as LayoutFrameworkBenchmark's collection view lays it out

  /// H3's feed as LayoutFrameworkBenchmark times it: the collection view's first layout asks
  /// the size of every item from one sizing cell (its "manequin" cell), bound to each item's
  /// data in turn; then the cells on an 844-point screen are made, bound and laid out at their
  /// frames (placed by their frames, no constraint between cells, as a flow layout places
  /// them).
  ///
  /// Both sides do the same steps: Auto Layout sizes with
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` and lays
  /// out with `layoutIfNeeded()`; manual layout sizes and lays out with the arithmetic of
  /// FeedItemManualView (its `sizeThatFits(_:)` lays the cell out to find its height). The
  /// sizing cell is made inside the timed region on both sides. Every item's height and every
  /// on-screen frame must agree between the sides (a mismatch is printed).
  static func h3Collection(items: Int) -> Sample {
    let clock = ContinuousClock()
    let screenHeight: CGFloat = 844
    let start = clock.now
    let (root, autoHeights, cells) = collectionWithConstraints(items, screenHeight: screenHeight)
    let autoLayout = clock.now
    let (manualRoot, manualHeights, manualCells) = collectionManually(
      items, screenHeight: screenHeight)
    let manual = clock.now
    let solved = frames(of: cells)
    let reference = frames(of: manualCells)
    let mismatches =
      mismatchCount(solved, reference) + zip(autoHeights, manualHeights).filter { $0 != $1 }.count
    if mismatches > 0 {
      print("swiftlayout-bench: H3collection: \(mismatches) sizes or frames differ")
    }
    withExtendedLifetime(manualRoot) {}
    let autoSeconds = seconds(autoLayout - start)
    let manualSeconds = seconds(manual - autoLayout)
    return Sample(
      seconds: autoSeconds, checksum: checksum(root) + autoHeights.reduce(0) { $0 + Double($1) },
      extra: [
        ("manual", manualSeconds), ("ratio", autoSeconds / Swift.max(manualSeconds, 1e-9)),
        ("onscreen", Double(cells.count)),
      ])
  }

  /// H3collection's Auto Layout side.
  ///
  /// - Returns: The collection's root, every item's height and the on-screen cells.
  @inline(never)
  static func collectionWithConstraints(_ items: Int, screenHeight: CGFloat)
    -> (root: UIView, heights: [CGFloat], cells: [UIView])
  {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: cellWidth, height: screenHeight))
    // The sizing cell: a cell made in code (its frame translated into constraints), its
    // content laid out by constraints.
    let sizing = FeedViews(index: 0, autoLayout: true)
    sizing.cell.translatesAutoresizingMaskIntoConstraints = true
    NSLayoutConstraint.activate(feedCellConstraints(sizing))
    var heights: [CGFloat] = []
    heights.reserveCapacity(items)
    for item in 0..<items {
      sizing.bind(item: item)
      let size = sizing.cell.systemLayoutSizeFitting(
        CGSize(width: cellWidth, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      heights.append(size.height)
    }
    var cells: [UIView] = []
    var top: CGFloat = 0
    for item in 0..<items where top < screenHeight {
      let views = FeedViews(index: item, autoLayout: true)
      views.bind(item: item)
      views.cell.translatesAutoresizingMaskIntoConstraints = true
      NSLayoutConstraint.activate(feedCellConstraints(views))
      views.cell.frame = CGRect(x: 0, y: top, width: cellWidth, height: heights[item])
      root.addSubview(views.cell)
      cells.append(views.cell)
      top += heights[item]
    }
    root.layoutIfNeeded()
    return (root, heights, cells)
  }

  /// H3collection's manual side.
  ///
  /// - Returns: The collection's root, every item's height and the on-screen cells.
  @inline(never)
  static func collectionManually(_ items: Int, screenHeight: CGFloat)
    -> (root: UIView, heights: [CGFloat], cells: [UIView])
  {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: cellWidth, height: screenHeight))
    let sizing = FeedViews(index: 0, autoLayout: false)
    var heights: [CGFloat] = []
    heights.reserveCapacity(items)
    for item in 0..<items {
      sizing.bind(item: item)
      heights.append(layOutManually(sizing, top: 0))
    }
    var cells: [UIView] = []
    var top: CGFloat = 0
    for item in 0..<items where top < screenHeight {
      let views = FeedViews(index: item, autoLayout: false)
      views.bind(item: item)
      root.addSubview(views.cell)
      top = layOutManually(views, top: top)
      cells.append(views.cell)
    }
    return (root, heights, cells)
  }

  // MARK: H4 — a very deep chain of views

  static func h4(depth: Int) -> Sample {
    let clock = ContinuousClock()
    let start = clock.now
    var checksumValue = 0.0
    do {
      let root = UIView(
        frame: CGRect(x: 0, y: 0, width: 3 * CGFloat(depth), height: 3 * CGFloat(depth)))
      var parent = root
      for _ in 0..<depth {
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        NSLayoutConstraint.activate([
          child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
          child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
          child.widthAnchor.constraint(equalToConstant: 10),
          child.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent = child
      }
      root.layoutIfNeeded()
      checksumValue = Double(parent.frame.width + parent.frame.minX)
      _ = root.headless.recursiveDescription().count
    }
    return Sample(seconds: seconds(clock.now - start), checksum: checksumValue)
  }
}
