import HeadlessUIKit
import Testing

@MainActor
@Suite("Views measured inside a hierarchy are freed")
struct FittingInHierarchyMemoryTests {
  @Test("A row removed while its measurement is held by the engine is freed")
  func removedRowFreed() {
    weak var weakRow: UIView?
    weak var weakDetail: UILabel?
    let list = makeList([1, 2])
    list.layoutIfNeeded()
    do {
      let row = ListRow()
      row.bind(3)
      list.addSubview(row.view)
      list.layoutIfNeeded()
      _ = row.fit(300)
      weakRow = row.view
      weakDetail = row.detail
      row.view.removeFromSuperview()
    }
    #expect(weakRow == nil)
    #expect(weakDetail == nil)
    // The list measures on.
    #expect(list.rows[1].fit(300).height == list.rows[1].expectedHeight(300))
  }

  @Test("A row with a constraint its frame broke is freed with the constraint when removed")
  func rowWithBrokenConstraintFreed() {
    weak var weakRow: UIView?
    weak var weakConstraint: NSLayoutConstraint?
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    do {
      let row = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      host.addSubview(row)
      let plate = makeView("plate", in: row)
      let width = plate.widthAnchor.constraint(equalToConstant: 300)
      NSLayoutConstraint.activate([
        plate.topAnchor.constraint(equalTo: row.topAnchor),
        plate.bottomAnchor.constraint(equalTo: row.bottomAnchor),
        plate.leadingAnchor.constraint(equalTo: row.leadingAnchor),
        plate.trailingAnchor.constraint(equalTo: row.trailingAnchor),
        width,
      ])
      let issues = Headless.LayoutDiagnostics.capture { host.layoutIfNeeded() }
      #expect(issues.map(\.kind) == [.unsatisfiableConstraints])
      #expect(
        row.systemLayoutSizeFitting(
          CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
          verticalFittingPriority: .fittingSizeLevel
        ).width == 300)
      weakRow = row
      weakConstraint = width
      row.removeFromSuperview()
    }
    #expect(weakRow == nil)
    #expect(weakConstraint == nil)
  }

  @Test("A tree released while its engine holds a measurement frees every view")
  func releasedTreeFreed() {
    weak var weakList: UIView?
    weak var weakRow: UIView?
    weak var weakLabel: UILabel?
    do {
      let list = makeList([1, 2, 3])
      list.layoutIfNeeded()
      _ = list.rows[1].fit(250)
      weakList = list
      weakRow = list.rows[1].view
      weakLabel = list.rows[1].detail
      list.rows.removeAll()
    }
    #expect(weakList == nil)
    #expect(weakRow == nil)
    #expect(weakLabel == nil)
  }
}
