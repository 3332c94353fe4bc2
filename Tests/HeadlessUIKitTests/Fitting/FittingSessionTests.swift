import HeadlessUIKit
import Testing

@MainActor
@Suite("Fitting inside a hierarchy: measurements interleaved with layouts")
struct FittingSessionTests {
  @Test("Alternating measurements of several views, with layouts and queries between, stay right")
  func alternatingMeasurements() {
    let list = makeList([1, 2, 3])
    list.layoutIfNeeded()
    let priorities: [(UILayoutPriority, UILayoutPriority)] = [
      (.required, .fittingSizeLevel), (.required, .defaultLow),
      (UILayoutPriority(800), .defaultLow),
    ]
    for step in 0..<12 {
      let index = step % 3
      let row = list.rows[index]
      let (horizontal, vertical) = priorities[(step / 3) % 3]
      let target = CGSize(width: step.isMultiple(of: 2) ? 300 : 220, height: 0)
      let inPlace = row.view.systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 900))
      let copy = ListRow()
      copy.bind(index + 1)
      host.addSubview(copy.view)
      let oracle = copy.view.systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
      #expect(inPlace == oracle, "step \(step)")
      switch step % 4 {
      case 0: _ = list.rows[(index + 1) % 3].view.hasAmbiguousLayout
      case 1:
        list.setNeedsLayout()
        list.layoutIfNeeded()
      case 2: _ = row.title.hasAmbiguousLayout
      default: break
      }
    }
    list.setNeedsLayout()
    list.layoutIfNeeded()
    let fresh = makeList([1, 2, 3])
    fresh.layoutIfNeeded()
    #expect(frames(list) == frames(fresh))
    #expect(!list.rows.contains { $0.detail.hasAmbiguousLayout })
  }

  @Test("Measuring inside an animation block changes no frame the animation ends at")
  func measuringDuringAnimation() {
    let list = makeList([3, 8])
    list.layoutIfNeeded()
    UIView.animate(withDuration: 0.3) {
      list.rows[0].bind(14)
      list.frame.size.width = 280
      _ = list.rows[1].fit(150)
      list.layoutIfNeeded()
      _ = list.rows[0].fit(400)
    }
    let fresh = makeList([14, 8], width: 280)
    fresh.layoutIfNeeded()
    list.layoutIfNeeded()
    #expect(frames(list) == frames(fresh))
  }

  @Test("A constant that conflicts only with the frame, edited after measuring, breaks as without")
  func conflictingEditAfterMeasuring() {
    func make() -> (UIView, UIView, UIView, NSLayoutConstraint) {
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
      host.addSubview(box)
      let plate = makeView("plate", in: box)
      let height = plate.heightAnchor.constraint(equalToConstant: 80)
      NSLayoutConstraint.activate([
        plate.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
        plate.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -10),
        plate.leadingAnchor.constraint(equalTo: box.leadingAnchor),
        plate.trailingAnchor.constraint(equalTo: box.trailingAnchor),
        height,
      ])
      host.layoutIfNeeded()
      return (host, box, plate, height)
    }
    let (host, box, plate, height) = make()
    let measured = box.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(measured == CGSize(width: 0, height: 100))
    // In the fitting solution the frame is left out: 150 fits there, not in the engine's own.
    var measuredAfterEdit = CGSize.zero
    let edit = Headless.LayoutDiagnostics.capture {
      height.constant = 150
      measuredAfterEdit = box.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }
    #expect(measuredAfterEdit == CGSize(width: 0, height: 170))
    let layout = Headless.LayoutDiagnostics.capture { host.layoutIfNeeded() }
    // The same tree edited without measuring.
    let (freshHost, freshBox, freshPlate, freshHeight) = make()
    let freshIssues = Headless.LayoutDiagnostics.capture {
      freshHeight.constant = 150
      freshHost.layoutIfNeeded()
    }
    #expect((edit + layout).map(\.kind) == freshIssues.map(\.kind))
    #expect(freshIssues.map(\.kind) == [.unsatisfiableConstraints])
    #expect(box.frame == freshBox.frame)
    #expect(plate.frame == freshPlate.frame)
    #expect(plate.frame == CGRect(x: 0, y: 10, width: 300, height: 80))
  }

  /// A list with a header whose height it sets in its own layout, before sizing its rows.
  final class HeaderListView: UIView {
    let header = UIView()
    let headerHeight: NSLayoutConstraint
    var rows: [ListRow] = []
    var nextHeaderHeight: CGFloat = 40
    var measuresRows = true

    override init(frame: CGRect) {
      headerHeight = header.heightAnchor.constraint(equalToConstant: 40)
      super.init(frame: frame)
      header.translatesAutoresizingMaskIntoConstraints = false
      addSubview(header)
      NSLayoutConstraint.activate([
        header.topAnchor.constraint(equalTo: topAnchor),
        header.leadingAnchor.constraint(equalTo: leadingAnchor),
        header.trailingAnchor.constraint(equalTo: trailingAnchor),
        headerHeight,
      ])
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
      super.layoutSubviews()
      // A constraint changed after super's layout: UIKit lays the header out again.
      headerHeight.constant = nextHeaderHeight
      var top: CGFloat = 100
      for row in rows {
        let height = measuresRows ? row.fit(bounds.width).height : 80
        row.view.frame = CGRect(x: 0, y: top, width: bounds.width, height: height)
        top += height
      }
    }
  }

  @Test("A constraint changed in layoutSubviews before rows are measured still moves its view")
  func constraintChangedBeforeMeasuringInLayout() {
    for measures in [false, true] {
      let list = HeaderListView(frame: CGRect(x: 0, y: 0, width: 320, height: 800))
      list.measuresRows = measures
      for item in [3, 6] {
        let row = ListRow()
        row.bind(item)
        list.rows.append(row)
        list.addSubview(row.view)
      }
      list.layoutIfNeeded()
      #expect(list.header.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
      list.nextHeaderHeight = 70
      list.setNeedsLayout()
      list.layoutIfNeeded()
      #expect(
        list.header.frame == CGRect(x: 0, y: 0, width: 320, height: 70),
        "measures rows: \(measures)")
    }
  }

  @Test("A constant edited in a row after its list's layout measured it moves the row's content")
  func constantEditedAfterMeasuringLayout() {
    let list = makeList([4, 9])
    list.layoutIfNeeded()
    let row = list.rows[1]
    let frameBefore = row.view.frame
    let iconWidth = row.icon.constraints.first { $0.firstAttribute == .width }
    iconWidth?.constant = 40
    list.layoutIfNeeded()
    #expect(row.icon.frame == CGRect(x: 12, y: 12, width: 40, height: 24))
    // 12 + 40 + 8.
    #expect(row.title.frame.minX == CGFloat(60))
    #expect(row.detail.frame.minX == CGFloat(60))
    #expect(row.detail.frame.maxX == CGFloat(308))
    // The list was not asked to lay out again: the row keeps its frame.
    #expect(row.view.frame == frameBefore)
  }

  @Test("A row measured twice in one layout pass, its frame set in between, gets the same size")
  func measuredTwiceInOnePass() {
    final class TwiceList: UIView {
      let row = ListRow()
      var sizes: [CGSize] = []
      override func layoutSubviews() {
        super.layoutSubviews()
        let first = row.fit(bounds.width)
        row.view.frame = CGRect(x: 0, y: 0, width: bounds.width, height: first.height)
        let second = row.fit(bounds.width)
        sizes = [first, second]
      }
    }
    let list = TwiceList(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    list.row.bind(12)
    list.addSubview(list.row.view)
    list.layoutIfNeeded()
    let expected = CGSize(width: 320, height: list.row.expectedHeight(320))
    #expect(list.sizes == [expected, expected])
    #expect(list.row.view.frame.size == expected)
    list.row.bind(5)
    list.setNeedsLayout()
    list.layoutIfNeeded()
    #expect(
      list.sizes.map(\.height) == [list.row.expectedHeight(320), list.row.expectedHeight(320)])
    #expect(list.row.detail.frame.maxY == list.row.view.frame.height - 12)
  }
}
