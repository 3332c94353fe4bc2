import Foundation
import SwiftLayout
import SwiftLayoutTesting
import Testing

@MainActor
@Suite("LayoutFrameTree")
struct LayoutFrameTreeTests {
  private func makeTree() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.accessibilityIdentifier = "root"
    let first = UIView(frame: CGRect(x: 10, y: 20, width: 30.5, height: 40))
    first.accessibilityIdentifier = "first"
    let plain = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    plain.isHidden = true
    let nested = UILabel(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
    root.addSubview(first)
    root.addSubview(plain)
    first.addSubview(nested)
    return root
  }

  @Test("The text has one line per view, indented under its superview, as UIKit prints frames")
  func text() {
    #expect(
      LayoutFrameTree(of: makeTree()).description == """
        <UIView root; frame = (0 0; 200 100)>
           | <UIView first; frame = (10 20; 30.5 40)>
           |    | <UILabel; frame = (5 6; 7 8)>
           | <UIView; frame = (1 2; 3 4); hidden>

        """)
  }

  @Test("Parsing the text gives back the tree, ids included")
  func roundTrip() {
    let tree = LayoutFrameTree(of: makeTree())
    #expect(LayoutFrameTree(parsing: tree.description) == tree)
    #expect(tree.entries.map(\.id) == ["0", "0.0", "0.0.0", "0.1"])
  }

  @Test("Frames in the root add up the superviews' origins")
  func framesInRoot() {
    let frames = LayoutFrameTree(of: makeTree()).framesInRoot
    #expect(frames["0.0.0"] == CGRect(x: 15, y: 26, width: 7, height: 8))
    #expect(frames["0"] == CGRect(x: 0, y: 0, width: 200, height: 100))
  }

  @Test("Changes name the views that moved and by how much, and those added or removed")
  func changes() {
    let before = LayoutFrameTree(of: makeTree())
    let root = makeTree()
    root.subviews[0].frame.origin.x += 10
    root.subviews[0].frame.size.width -= 20
    root.subviews[1].removeFromSuperview()
    let extra = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    extra.accessibilityIdentifier = "extra"
    root.addSubview(extra)
    let changes = LayoutFrameTree(of: root).changes(from: before)
    #expect(
      changes.map(\.description) == [
        "first moved by (+10, 0), resized by (-20, 0): (10 20; 30.5 40) → (20 20; 10.5 40)",
        "extra was added at (0 0; 1 1)",
        "UIView (0.1) was removed from (1 2; 3 4)",
      ])
    #expect(changes.first?.offset == CGSize(width: 10, height: 0))
  }
}
