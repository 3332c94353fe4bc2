import Foundation
import SwiftLayout
import SwiftLayoutInspector
import Testing

@MainActor
@Suite("LayoutInspection")
struct LayoutInspectionTests {
  /// A 390 × 200 root with a 100-wide box 20 points from the leading edge, and a label under it.
  private func makeTree() -> (root: UIView, box: UIView, label: UILabel) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
    root.accessibilityIdentifier = "root"
    let box = UIView()
    box.accessibilityIdentifier = "box"
    let label = UILabel()
    label.accessibilityIdentifier = "caption"
    label.text = "Caption"
    for view in [box, label] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 50),
      label.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      label.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
    ])
    root.layoutIfNeeded()
    return (root, box, label)
  }

  @Test("Items are the views in tree order with ids that are paths of subview indices")
  func itemsInTreeOrder() {
    let (root, _, _) = makeTree()
    let inspection = LayoutInspection(of: root, title: "Tree")
    #expect(inspection.items.map(\.id) == ["0", "0.0", "0.1"])
    #expect(inspection.items.map(\.name) == ["root", "box", "caption"])
    #expect(inspection.items.map(\.kind) == [.root, .view, .label])
    #expect(inspection.items[2].content == "Caption")
    #expect(inspection.items[1].parent == "0")
    let boxConstraints = inspection.items[1].constraints.map(\.text)
    #expect(boxConstraints.contains("box.leading == root.leading + 20"))
    #expect(boxConstraints.contains("box.width == 100"))
  }

  @Test("Each standard width is solved in both directions, leading edges flipping under RTL")
  func widthsAndDirections() throws {
    let (root, _, _) = makeTree()
    let inspection = LayoutInspection(of: root, title: "Tree", height: 300)
    for width in LayoutInspection.standardWidths {
      for isRightToLeft in [false, true] {
        let variant = try #require(
          inspection.variants.first { $0.width == width && $0.isRightToLeft == isRightToLeft })
        let box = try #require(variant.frames["0.0"])
        #expect(box.x == (isRightToLeft ? width - 120 : 20))
        #expect(box.width == 100)
        if width != 390 { #expect(variant.height == 300) }
      }
    }
    let initial = inspection.variants[inspection.initialVariant]
    #expect(initial.width == 390 && !initial.isRightToLeft && initial.height == 200)
    #expect(initial.frameTexts["0.0"] == "(20 10; 100 50)")
  }

  @Test("The tree gets its frame, direction and layout back after the inspection")
  func treeRestored() {
    let (root, box, _) = makeTree()
    _ = LayoutInspection(of: root, title: "Tree", height: 500)
    #expect(root.frame == CGRect(x: 0, y: 0, width: 390, height: 200))
    #expect(root.semanticContentAttribute == .unspecified)
    #expect(box.frame == CGRect(x: 20, y: 10, width: 100, height: 50))
  }

  @Test("A conflict is listed, with its broken constraint, only for the widths that have it")
  func conflictsPerWidth() throws {
    let (root, box, _) = makeTree()
    // 20 + 310 must fit: the set conflicts below 330 points.
    let fits = box.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor)
    fits.identifier = "fits"
    let wide = box.widthAnchor.constraint(equalToConstant: 310)
    var inspection: LayoutInspection?
    let issues = Headless.LayoutDiagnostics.capture {
      NSLayoutConstraint.deactivate(box.constraints.filter { $0.firstAttribute == .width })
      root.constraints.first { $0.firstAttribute == .width && $0.firstItem === box }?.isActive =
        false
      NSLayoutConstraint.activate([fits, wide])
      root.layoutIfNeeded()
      inspection = LayoutInspection(of: root, title: "Conflict")
    }
    #expect(issues.isEmpty)  // The inspection keeps what it finds for the report.
    let result = try #require(inspection)
    let narrow = try #require(result.variants.first { $0.width == 320 && !$0.isRightToLeft })
    let conflict = try #require(narrow.unsatisfiable.first)
    #expect(conflict.constraints.contains("'fits' box.trailing <= root.trailing"))
    let broken = try #require(conflict.broken)
    #expect(conflict.constraints.contains(broken))
    #expect(conflict.items.contains("0.0"))
    let roomy = try #require(result.variants.first { $0.width == 375 && !$0.isRightToLeft })
    #expect(roomy.unsatisfiable.isEmpty)
    // Nothing stays broken once the tree is back at 390 points.
    #expect(!root.constraints.contains { $0.debugDescription.contains("(broken)") })
  }

  @Test("A view with no horizontal position is listed as ambiguous on that axis")
  func ambiguity() throws {
    let (root, _, _) = makeTree()
    let dot = UIView()
    dot.accessibilityIdentifier = "dot"
    dot.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(dot)
    NSLayoutConstraint.activate([
      dot.topAnchor.constraint(equalTo: root.topAnchor),
      dot.widthAnchor.constraint(equalToConstant: 8),
      dot.heightAnchor.constraint(equalToConstant: 8),
    ])
    let inspection = LayoutInspection(of: root, title: "Ambiguous")
    let initial = inspection.variants[inspection.initialVariant]
    #expect(
      initial.ambiguous == [
        LayoutInspection.Ambiguity(item: "0.2", name: "dot", axes: ["horizontal"])
      ])
  }

  @Test("Layout guides the constraints use are items of their owning view")
  func guides() throws {
    let (root, _, label) = makeTree()
    let guide = UILayoutGuide()
    guide.identifier = "gap"
    root.addLayoutGuide(guide)
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      guide.topAnchor.constraint(equalTo: root.topAnchor),
      guide.widthAnchor.constraint(equalToConstant: 30),
      guide.heightAnchor.constraint(equalToConstant: 40),
      label.trailingAnchor.constraint(lessThanOrEqualTo: root.safeAreaLayoutGuide.trailingAnchor),
    ])
    root.layoutIfNeeded()
    let inspection = LayoutInspection(of: root, title: "Guides")
    let ids = inspection.items.map(\.id)
    #expect(ids.prefix(3) == ["0", "0.guide0", "0.safeAreaLayoutGuide"])
    #expect(inspection.items[1].kind == .guide)
    let initial = inspection.variants[inspection.initialVariant]
    #expect(initial.frames["0.guide0"] == LayoutInspection.Rect(x: 0, y: 0, width: 30, height: 40))
  }
}
