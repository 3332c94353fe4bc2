import SwiftLayout
import Testing

@MainActor
@Suite("Anchors in SwiftLayout 5's spellings")
struct AnchorsCompatibilityTests {
  private func constraints(@AnchorsBuilder _ content: () -> Anchors) -> [String] {
    let root = makeView("root")
    let other = makeView("other")
    let view = makeView("view")
    let activation = root.sublayout {
      other.identifying("other")
      view.anchors(content)
    }.active()
    return describe(activation.constraints)
  }

  @Test("inwardOffset: with attribute: to the superview, for each relation")
  func inwardToSuperWithAttribute() {
    #expect(
      constraints {
        Anchors.top.equalToSuper(attribute: .bottom, inwardOffset: 8)
        Anchors.bottom.greaterThanOrEqualToSuper(attribute: .centerY, inwardOffset: 8)
        Anchors.trailing.lessThanOrEqualToSuper(attribute: .centerX, inwardOffset: 4)
      } == [
        "view.bottom >= root.centerY - 8", "view.top == root.bottom + 8",
        "view.trailing <= root.centerX - 4",
      ])
  }

  @Test("inwardOffset: with attribute: to an item, and to an anchor")
  func inwardToItem() {
    #expect(
      constraints {
        Anchors.leading.equalTo("other", attribute: .trailing, inwardOffset: 6)
        Anchors.right.greaterThanOrEqualTo("other", attribute: .left, inwardOffset: 2)
        Anchors.bottom.lessThanOrEqualTo("other", inwardOffset: 3)
      } == [
        "view.bottom <= other.bottom - 3", "view.leading == other.trailing + 6",
        "view.right >= other.left - 2",
      ])
  }

  @Test("inwardOffset: from an anchor points inwards for far edges only")
  func inwardToAnchor() {
    let root = makeView("root")
    let view = makeView("view")
    let activation = root.sublayout {
      view.anchors {
        Anchors.trailing.equalTo(root.trailingAnchor, inwardOffset: 10)
        Anchors.top.greaterThanOrEqualTo(root.topAnchor, inwardOffset: 10)
        Anchors.bottom.lessThanOrEqualTo(root.bottomAnchor, inwardOffset: 10)
      }
    }.active()
    #expect(
      describe(activation.constraints) == [
        "view.bottom <= root.bottom - 10", "view.top >= root.top + 10",
        "view.trailing == root.trailing - 10",
      ])
  }

  @Test("A lone yOffset or heightOffset compiles: the other offset is zero")
  func loneOffsets() {
    #expect(
      constraints {
        Anchors.center.equalToSuper(yOffset: 30)
        Anchors.size.equalTo("other", heightOffset: -5)
      } == [
        "view.centerX == root.centerX", "view.centerY == root.centerY + 30",
        "view.height == other.height - 5", "view.width == other.width",
      ])
    #expect(
      constraints {
        Anchors.center.greaterThanOrEqualTo("other", xOffset: 4)
        Anchors.size.lessThanOrEqualToSuper(widthOffset: 2)
        Anchors.size.equalToSuper(heightOffset: 1)
      } == [
        "view.centerX >= other.centerX + 4", "view.centerY >= other.centerY",
        "view.height <= root.height", "view.height == root.height + 1",
        "view.width <= root.width + 2", "view.width == root.width",
      ])
  }

  @Test("Baselines and centres are not far edges: inwardOffset adds to them")
  func baselineSign() {
    #expect(
      constraints {
        Anchors.lastBaseline.equalToSuper(inwardOffset: 11)
        Anchors.firstBaseline.equalTo("other", inwardOffset: 3)
        Anchors.centerY.equalToSuper(inwardOffset: 2)
      } == [
        "view.centerY == root.centerY + 2", "view.firstBaseline == other.firstBaseline + 3",
        "view.lastBaseline == root.lastBaseline + 11",
      ])
    #expect(
      constraints {
        Anchors.bottom.trailing.right.equalToSuper(inwardOffset: 1)
        Anchors.bottomMargin.trailingMargin.rightMargin.equalToSuper(inwardOffset: 1)
      }.allSatisfy { $0.hasSuffix(" - 1") })
  }

  @Test("equalToSuper() stays unambiguous beside the offset forms")
  func bareEqualToSuper() {
    #expect(
      constraints {
        Anchors.height.equalToSuper()
        Anchors.center.equalToSuper()
        Anchors.size.equalTo("other")
      } == [
        "view.centerX == root.centerX", "view.centerY == root.centerY",
        "view.height == other.height", "view.height == root.height", "view.width == other.width",
      ])
  }
}
