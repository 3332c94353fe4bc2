import HeadlessUIKit
import Testing

/// Constraints, anchors, guides and queues refer to views without keeping them alive; once a
/// view (or guide) is freed they answer `nil` for it, as weak references do.
@MainActor
@Suite("References that outlive their views")
struct ItemHandleTests {
  @Test("A constraint outliving its views reports nil items and deactivates and describes safely")
  func constraintOutlivesViews() {
    var constraint: NSLayoutConstraint?
    weak var weakRoot: UIView?
    weak var weakChild: UIView?
    do {
      let root = makeRoot()
      let child = makeView("child", in: root)
      let made = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 4)
      made.isActive = true
      root.layoutIfNeeded()
      #expect(made.firstItem === child)
      constraint = made
      weakRoot = root
      weakChild = child
    }
    #expect(weakRoot == nil)
    #expect(weakChild == nil)
    let orphan = constraint
    #expect(orphan != nil)
    #expect(orphan?.firstItem == nil)
    #expect(orphan?.secondItem == nil)
    #expect(orphan?.firstAnchor.headless.item == nil)
    #expect(orphan?.secondAnchor == nil)
    #expect(orphan?.description.contains("nil") == true)
    #expect(orphan?.debugDescription.hasPrefix("<NSLayoutConstraint ") == true)
    let issues = Headless.LayoutDiagnostics.capture {
      orphan?.isActive = false
      orphan?.constant = 9
      orphan?.isActive = true
    }
    #expect(orphan?.constant == 9)
    #expect(orphan?.isActive == false)
    #expect(!issues.isEmpty)
  }

  @Test("A constraint to a freed layout guide reports a nil second item")
  func constraintOutlivesGuide() {
    let root = makeRoot()
    let child = makeView("child", in: root)
    var constraint: NSLayoutConstraint?
    weak var weakGuide: UILayoutGuide?
    do {
      let guide = UILayoutGuide()
      root.addLayoutGuide(guide)
      let made = child.leadingAnchor.constraint(equalTo: guide.leadingAnchor)
      #expect(made.secondItem === guide)
      #expect(guide.owningView === root)
      root.removeLayoutGuide(guide)
      constraint = made
      weakGuide = guide
    }
    #expect(weakGuide == nil)
    #expect(constraint?.firstItem === child)
    #expect(constraint?.secondItem == nil)
    #expect(constraint?.description.isEmpty == false)
  }

  @Test("An anchor outliving its view has no item, and a constraint made from it is invalid")
  func anchorOutlivesView() {
    let root = makeRoot()
    var anchor: NSLayoutYAxisAnchor?
    weak var weakView: UIView?
    do {
      let view = makeView("gone")
      anchor = view.topAnchor
      weakView = view
      #expect(anchor?.headless.item === view)
    }
    #expect(weakView == nil)
    #expect(anchor?.headless.item == nil)
    #expect(anchor?.headless.name == "nil.top")
    #expect(anchor?.headless.constraintsAffectingLayout.isEmpty == true)
    var made: NSLayoutConstraint?
    let issues = Headless.LayoutDiagnostics.capture {
      made = anchor?.constraint(equalTo: root.topAnchor)
      made?.isActive = true
    }
    #expect(issues.map(\.kind).contains(.invalidConstraint))
    #expect(made?.isActive == false)
    #expect(made?.secondItem === root)
  }

  @Test("A subview outliving its superview, and a guide outliving its owner, see nil")
  func parentsFreedFirst() {
    var child: UIView?
    var guide: UILayoutGuide?
    weak var weakRoot: UIView?
    do {
      let root = makeRoot()
      child = makeView("child", in: root)
      let made = UILayoutGuide()
      root.addLayoutGuide(made)
      guide = made
      weakRoot = root
      #expect(child?.superview === root)
      #expect(guide?.owningView === root)
    }
    #expect(weakRoot == nil)
    #expect(child?.superview == nil)
    #expect(guide?.owningView == nil)
    #expect(guide?.layoutFrame == .zero)
  }

  @Test("A view freed while queued for new system constraints is skipped by the next pass")
  func freedWhileQueued() {
    let root = makeRoot()
    let kept = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    root.addSubview(kept)
    root.layoutIfNeeded()
    weak var weakGone: UIView?
    do {
      let gone = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      root.addSubview(gone)
      root.layoutIfNeeded()
      // Queued in the tree's list of views whose system constraints must be remade, then
      // taken out of the tree and freed before the tree lays out again.
      gone.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
      kept.frame = CGRect(x: 2, y: 3, width: 4, height: 5)
      gone.removeFromSuperview()
      weakGone = gone
    }
    #expect(weakGone == nil)
    root.layoutIfNeeded()
    #expect(kept.frame == CGRect(x: 2, y: 3, width: 4, height: 5))
    #expect(root.subviews == [kept])
  }

  @Test("A recorded animation outliving its view reports a nil view")
  func animationRecordOutlivesView() {
    var records: [Headless.RecordedAnimation] = []
    do {
      let root = makeRoot()
      let view = makeView("moving", in: root)
      UIView.animate(withDuration: 0.3) { view.frame.origin.x = 40 }
      records = Headless.AnimationRecorder.animations(of: view)
      #expect(records.first?.view === view)
    }
    #expect(records.count == 1)
    #expect(records.first?.view == nil)
    #expect(records.first?.viewName == "moving")
  }
}
