import HeadlessUIKit
import Testing

/// Round 4 of user scenarios, edge cases across the areas: content priorities switched to and
/// from required, multi-line labels sharing a stack, fitting a stack, conflicts inside a
/// fitting, views moved between stacks, and guides leaving with their view.
@MainActor
@Suite("User scenarios, round 4: edge cases")
struct UserScenarioRound4EdgeTests {
  let words =
    "Single origin beans from a small farm on the slopes of a volcano, washed and sun dried"

  @Test("Hugging and compression switched to required and back: no priority-change issue")
  func contentPrioritiesThroughRequired() {
    // setContentHuggingPriority(_:for:) may take any priority, required included; it is the
    // view's own setting, not a change of an installed constraint's priority.
    // https://developer.apple.com/documentation/uikit/uiview/setcontenthuggingpriority(_:for:)
    let row = makeRoot(width: 300, height: 40)
    let label = UILabel()
    label.accessibilityIdentifier = "label"
    label.text = "Latte"
    label.translatesAutoresizingMaskIntoConstraints = false
    row.addSubview(label)
    let stretch = label.trailingAnchor.constraint(equalTo: row.trailingAnchor)
    stretch.priority = UILayoutPriority(999)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: row.leadingAnchor),
      label.topAnchor.constraint(equalTo: row.topAnchor), stretch,
    ])
    let natural = label.intrinsicContentSize.width
    let issues = LayoutDiagnostics.capture {
      row.layoutIfNeeded()
      #expect(label.frame.width == 300)
      label.setContentHuggingPriority(.required, for: .horizontal)
      row.layoutIfNeeded()
      #expect(label.frame.width == natural)
      label.setContentHuggingPriority(.defaultLow, for: .horizontal)
      row.layoutIfNeeded()
      #expect(label.frame.width == 300)
      // Compression resistance through required: a long text in a short row.
      label.text = words
      row.frame.size.width = 100
      label.setContentCompressionResistancePriority(.required, for: .horizontal)
      let maximum = label.trailingAnchor.constraint(lessThanOrEqualTo: row.trailingAnchor)
      maximum.priority = UILayoutPriority(999)
      maximum.isActive = true
      row.layoutIfNeeded()
      #expect(label.frame.width == label.intrinsicContentSize.width)
      label.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
      row.layoutIfNeeded()
      #expect(label.frame.width == 100)
    }
    #expect(issues.isEmpty)
  }

  @Test("Two multi-line labels in a fillEqually row each wrap at their half of the width")
  func fillEquallyWrappedLabels() {
    let root = makeRoot(width: 320, height: 400)
    let left = UILabel()
    let right = UILabel()
    for label in [left, right] {
      label.numberOfLines = 0
    }
    left.text = words
    right.text = "Short"
    let row = UIStackView(arrangedSubviews: [left, right])
    row.distribution = .fillEqually
    row.alignment = .top
    row.spacing = 20
    row.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(row)
    NSLayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: root.topAnchor),
      row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    root.layoutIfNeeded()
    let half = left.sizeThatFits(CGSize(width: 150, height: 10_000))
    #expect(left.frame == CGRect(x: 0, y: 0, width: 150, height: half.height))
    #expect(
      right.frame == CGRect(x: 170, y: 0, width: 150, height: right.font.lineHeight.rounded(.up)))
    #expect(row.frame.height == half.height)
  }

  @Test("Fitting a detached vertical stack: hidden views and a wrapped label at a width")
  func fitDetachedStack() {
    let title = UILabel()
    title.text = "Cold brew"
    let body = UILabel()
    body.numberOfLines = 0
    body.text = words
    let badge = StackTestView(40, 40)
    let column = UIStackView(arrangedSubviews: [title, badge, body])
    column.axis = .vertical
    column.spacing = 6
    badge.isHidden = true
    let size = column.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let bodyHeight = body.sizeThatFits(CGSize(width: 200, height: 10_000)).height
    #expect(size == CGSize(width: 200, height: title.intrinsicContentSize.height + 6 + bodyHeight))
    badge.isHidden = false
    let withBadge = column.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(withBadge.height == size.height + 40 + 6)
  }

  @Test("A conflict inside the fitted subtree is reported, the fitting still answers")
  func conflictWhileFitting() throws {
    // The same unsatisfiable constraints that layout reports are reported when a fitting
    // solution meets them; UIKit logs them from either.
    let cell = UIView()
    let box = makeView("box", in: cell)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: cell.topAnchor),
      box.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
      box.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
      box.heightAnchor.constraint(equalToConstant: 30),
      box.heightAnchor.constraint(equalToConstant: 50),
      box.widthAnchor.constraint(equalToConstant: 80),
    ])
    var size = CGSize.zero
    let issues = LayoutDiagnostics.capture {
      size = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }
    #expect(size.width == 80)
    #expect([30, 50].contains(size.height))
    let issue = try #require(issues.first)
    #expect(issue.kind == .unsatisfiableConstraints)
    #expect(
      issue.constraints.contains("box.height == 30")
        && issue.constraints.contains("box.height == 50"))
  }

  @Test("addArrangedSubview to another stack takes the view out of the first one")
  func moveBetweenStacks() {
    // addArrangedSubview(_:): the view becomes a subview of the new stack, which removes it
    // from its previous superview — and so from that stack's arranged views.
    // https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
    let root = makeRoot(width: 320, height: 200)
    let (a, b, c) = (StackTestView(40, 20), StackTestView(40, 20), StackTestView(40, 20))
    let top = UIStackView(arrangedSubviews: [a, b])
    let bottom = UIStackView(arrangedSubviews: [c])
    for stack in [top, bottom] {
      stack.spacing = 10
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    }
    NSLayoutConstraint.activate([
      top.topAnchor.constraint(equalTo: root.topAnchor),
      bottom.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    ])
    root.layoutIfNeeded()
    #expect(top.frame.width == 90 && bottom.frame.width == 40)
    top.setCustomSpacing(30, after: b)
    bottom.addArrangedSubview(b)
    #expect(top.arrangedSubviews == [a])
    #expect(bottom.arrangedSubviews == [c, b])
    #expect(b.superview === bottom)
    #expect(top.customSpacing(after: b) == UIStackView.spacingUseDefault)
    root.layoutIfNeeded()
    #expect(top.frame.width == 40)
    #expect(bottom.frame.width == 90)
    #expect(b.frame == CGRect(x: 50, y: 0, width: 40, height: 20))
    #expect(!b.hasAmbiguousLayout)
  }

  @Test("A guide leaves with its view: constraints of others to it are removed")
  func guideLeavesWithOwner() {
    let root = makeRoot(width: 320, height: 200)
    let panel = makeView("panel", in: root)
    let guide = UILayoutGuide()
    guide.identifier = "panel.content"
    panel.addLayoutGuide(guide)
    let sibling = makeView("sibling", in: root)
    let inner = makeView("inner", in: panel)
    NSLayoutConstraint.activate([
      panel.topAnchor.constraint(equalTo: root.topAnchor),
      panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      panel.widthAnchor.constraint(equalToConstant: 100),
      panel.heightAnchor.constraint(equalToConstant: 100),
      guide.topAnchor.constraint(equalTo: panel.topAnchor, constant: 10),
      guide.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
      guide.widthAnchor.constraint(equalToConstant: 50),
      guide.heightAnchor.constraint(equalToConstant: 50),
      inner.topAnchor.constraint(equalTo: guide.topAnchor),
      inner.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      inner.widthAnchor.constraint(equalTo: guide.widthAnchor),
      inner.heightAnchor.constraint(equalTo: guide.heightAnchor),
    ])
    let toGuide = sibling.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
    NSLayoutConstraint.activate([
      toGuide, sibling.topAnchor.constraint(equalTo: root.topAnchor),
      sibling.widthAnchor.constraint(equalToConstant: 10),
      sibling.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(sibling.frame.minX == 60)
    let other = makeRoot("other", width: 200, height: 200)
    other.addSubview(panel)
    #expect(!toGuide.isActive)
    NSLayoutConstraint.activate([
      panel.topAnchor.constraint(equalTo: other.topAnchor, constant: 5),
      panel.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 5),
    ])
    other.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    #expect(guide.layoutFrame == CGRect(x: 10, y: 10, width: 50, height: 50))
    #expect(panel.frame == CGRect(x: 5, y: 5, width: 100, height: 100))
  }

  @Test("Constraints added with root.addConstraint between grandchildren go with a removed branch")
  func addConstraintOnAncestorRemovedWithBranch() {
    // addConstraint(_:) may be given any common ancestor, not only the closest one; the
    // constraint is held there and still removed with the branch.
    let root = makeRoot(width: 320, height: 200)
    let container = makeView("container", in: root)
    let leftColumn = makeView("leftColumn", in: container)
    let rightColumn = makeView("rightColumn", in: container)
    let a = makeView("a", in: leftColumn)
    let b = makeView("b", in: rightColumn)
    let aligned = b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 4)
    root.addConstraint(aligned)
    #expect(aligned.isActive && root.constraints.contains(aligned))
    leftColumn.removeFromSuperview()
    #expect(!aligned.isActive)
    #expect(!root.constraints.contains(aligned))
    // Held above the moved branch, a constraint goes even when both of its items move
    // together: its holder is no longer their ancestor.
    container.addSubview(leftColumn)
    root.addConstraint(aligned)
    #expect(aligned.isActive)
    let elsewhere = makeRoot("elsewhere")
    elsewhere.addSubview(container)
    #expect(!aligned.isActive)
    #expect(!root.constraints.contains(aligned))
    // Held inside the branch (on the closest common ancestor), it moves with it.
    container.addConstraint(aligned)
    let again = makeRoot("again")
    again.addSubview(container)
    #expect(aligned.isActive && container.constraints.contains(aligned))
  }

  @Test("setNeedsUpdateConstraints on a detached view: updateConstraints runs once it is laid out")
  func updateRequestedWhileDetached() {
    final class Counting: UIView {
      var updates = 0
      override func updateConstraints() {
        updates += 1
        super.updateConstraints()
      }
    }
    let root = makeRoot()
    root.layoutIfNeeded()
    let view = Counting()
    view.updateConstraintsIfNeeded()
    let before = view.updates
    view.setNeedsUpdateConstraints()
    root.addSubview(view)
    root.layoutIfNeeded()
    #expect(view.updates == before + 1)
    #expect(!view.needsUpdateConstraints())
  }
}
