import HeadlessUIKit
import Testing

/// The memory a measured sizing cell holds, and a long fitting
/// session of one sizing cell bound item after item.
@MainActor
@Suite("Measured sizing cells and their views are freed")
struct FittingMemoryTests {
  typealias BoxCell = FittingConflictTests.BoxCell

  @Test("A measured sizing cell that was never laid out is freed with its views")
  func measuredCellIsFreed() {
    weak var weakCell: UIView?
    weak var weakBox: UIView?
    weak var weakConstraint: NSLayoutConstraint?
    do {
      let sizing = BoxCell()
      _ = FittingOracle.size(sizing.cell, .width(320))
      weakCell = sizing.cell
      weakBox = sizing.box
      weakConstraint = sizing.height
      #expect(weakCell != nil)
    }
    #expect(weakCell == nil)
    #expect(weakBox == nil)
    #expect(weakConstraint == nil)
  }

  @Test("A sizing cell released in the middle of a fitting session is freed with its views")
  func cellReleasedMidSessionIsFreed() {
    weak var weakCell: UIView?
    weak var weakLabel: UILabel?
    weak var weakStack: UIStackView?
    do {
      let sizing = FittingBetweenChangesTests.StackCell()
      _ = FittingOracle.size(sizing.cell, .width(320))
      // Content edits go into the open fitting solution; the cell goes away before any
      // layout or other engine operation ends it.
      sizing.subtitle.text = "Rebound to the next item"
      sizing.title.text = "Next"
      _ = FittingOracle.size(sizing.cell, .width(320))
      sizing.title.text = "Edited, not measured"
      weakCell = sizing.cell
      weakLabel = sizing.subtitle
      weakStack = sizing.stack
    }
    #expect(weakCell == nil)
    #expect(weakLabel == nil)
    #expect(weakStack == nil)
  }

  @Test("A subview removed from a measured cell is freed while the cell lives on")
  func subviewRemovedFromMeasuredCellIsFreed() {
    let sizing = BoxCell()
    weak var weakBadge: UIView?
    weak var weakPin: NSLayoutConstraint?
    do {
      let badge = UIView()
      badge.translatesAutoresizingMaskIntoConstraints = false
      sizing.cell.addSubview(badge)
      let pin = badge.topAnchor.constraint(equalTo: sizing.box.topAnchor)
      NSLayoutConstraint.activate([
        pin, badge.leadingAnchor.constraint(equalTo: sizing.box.trailingAnchor, constant: 4),
        badge.widthAnchor.constraint(equalToConstant: 10),
        badge.heightAnchor.constraint(equalToConstant: 20),
        badge.trailingAnchor.constraint(
          lessThanOrEqualTo: sizing.cell.trailingAnchor, constant: -8),
      ])
      weakBadge = badge
      weakPin = pin
      #expect(FittingOracle.size(sizing.cell, .compressed) == CGSize(width: 80, height: 44))
      badge.removeFromSuperview()
    }
    #expect(FittingOracle.size(sizing.cell, .compressed) == CGSize(width: 66, height: 44))
    #expect(weakBadge == nil)
    #expect(weakPin == nil)
  }

  @Test("A sizing cell bound to hundreds of items, then laid out, lays out as a fresh cell")
  func longSessionThenLayout() {
    // One fitting solution kept across every binding (the same target each time): the edits
    // made meanwhile are logged once per constraint, and all come back at layout.
    let sizing = FittingBetweenChangesTests.StackCell()
    var last = CGSize.zero
    for item in 0..<600 {
      sizing.title.text = "Item \(item)"
      sizing.subtitle.text = String(repeating: "detail ", count: 1 + item % 13)
      last = FittingOracle.size(sizing.cell, .width(320))
    }
    let fresh = FittingBetweenChangesTests.StackCell()
    fresh.title.text = sizing.title.text
    fresh.subtitle.text = sizing.subtitle.text
    #expect(FittingOracle.size(fresh.cell, .width(320)) == last)
    for cell in [sizing, fresh] {
      cell.cell.frame.size = last
      cell.cell.layoutIfNeeded()
    }
    #expect(FittingOracle.frames(sizing.cell) == FittingOracle.frames(fresh.cell))
  }
}
