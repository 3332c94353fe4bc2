import HeadlessUIKit
import Testing

@MainActor
@Suite("UIStackView inside a UIScrollView: the content size follows the arranged views")
struct UIStackViewInUIScrollViewTests {
  @Test("A stack in a scroll view's content guide grows the content size as rows are added")
  func growingContent() {
    let root = makeRoot(width: 320, height: 400)
    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scrollView)
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: root.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
    ])
    func addRow() {
      let row = UIView()
      row.heightAnchor.constraint(equalToConstant: 100).isActive = true
      stack.addArrangedSubview(row)
    }
    addRow()
    root.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 320, height: 100))
    for _ in 0..<5 { addRow() }
    root.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 320, height: 650))
    #expect(stack.arrangedSubviews.last?.frame.minY == 550)
    // Scrolling to the end shows the last row at the bottom of the scroll view.
    scrollView.contentOffset = CGPoint(x: 0, y: 650 - 400)
    #expect(scrollView.bounds.origin.y == 250)
    // The frame guide stays with the visible frame; the content guide does not move.
    #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 320, height: 400))
  }

  @Test("A horizontal chip scroller: inserting chips widens the content, hiding narrows it")
  func horizontalChipScroller() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    let chips = [60, 80, 70].map { StackTestView(CGFloat($0), 28) }
    let stack = UIStackView(arrangedSubviews: chips)
    stack.spacing = 8
    stack.alignment = .center
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    let content = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
      stack.topAnchor.constraint(equalTo: content.topAnchor),
      stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      stack.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor),
    ])
    scrollView.layoutIfNeeded()
    // 16 + 60 + 8 + 80 + 8 + 70 + 16
    #expect(scrollView.contentSize == CGSize(width: 258, height: 44))
    #expect(chips[1].frame == CGRect(x: 68, y: 8, width: 80, height: 28))  // in the stack
    stack.insertArrangedSubview(StackTestView(50, 28), at: 1)
    scrollView.layoutIfNeeded()
    #expect(scrollView.contentSize.width == 316)
    #expect(chips[1].frame.minX == 126)
    chips[0].isHidden = true
    scrollView.layoutIfNeeded()
    #expect(scrollView.contentSize.width == 248)
  }

  @Test("A stack in a scroll view: hiding and inserting rows changes the content size")
  func scrollingStackEdited() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let rows = (0..<5).map { _ in StackTestView(320, 50) }
    let stack = UIStackView(arrangedSubviews: rows)
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    let content = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: content.topAnchor),
      stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
    ])
    scrollView.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 320, height: 250))
    rows[1].isHidden = true
    rows[3].isHidden = true
    scrollView.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 320, height: 150))
    #expect(rows[4].frame.minY == 100)
    let banner = StackTestView(320, 80)
    stack.insertArrangedSubview(banner, at: 0)
    scrollView.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 320, height: 230))
    #expect(rows[0].frame.minY == 80)
    #expect(rows[4].frame.minY == 180)
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
}
