import SwiftLayout
import Testing

@MainActor
@Suite("Stored constraint updaters (activation.anchors)")
struct StoredConstraintUpdaterTests {
  private final class Header: UIView, Layoutable {
    var activation: Activation?
    let banner = makeView("banner")
    var layout: some Layout {
      self.sl.sublayout {
        banner.sl.anchors {
          Anchors.top.equalToSuper(constant: 20).identifier("bannerTop")
          Anchors.horizontal.equalToSuper()
          Anchors.height.equalTo(constant: 100).identifier("bannerHeight")
          Anchors.size.equalTo(width: 40, height: 30).identifier("size").priority(.defaultHigh)
        }
      }
    }
  }

  private func makeHeader() -> Header {
    let header = Header(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    header.accessibilityIdentifier = "header"
    header.sl.updateLayout()
    return header
  }

  @Test("A stored updater changes the constant of the identified constraints, later too")
  func storedUpdater() throws {
    let header = makeHeader()
    let activation = try #require(header.activation)
    let height = activation.anchors("bannerHeight")
    height.update(constant: 200)
    header.layoutIfNeeded()
    #expect(header.banner.frame == CGRect(x: 0, y: 20, width: 320, height: 200))
    height.update(constant: 150)
    header.layoutIfNeeded()
    #expect(header.banner.frame.height == 150)
    #expect(activation.constraints.filter { $0.identifier == "bannerHeight" }.count == 1)
  }

  @Test("attribute: narrows to the constraints whose first attribute matches")
  func attribute() throws {
    let header = makeHeader()
    let activation = try #require(header.activation)
    activation.anchors("size", attribute: .width).update(constant: 300)
    let sizes = activation.constraints.filter { $0.identifier == "size" }
    #expect(sizes.map(\.constant).sorted() == [30, 300])
  }

  @Test("A predicate sees each constraint's descriptor; nil arguments keep current values")
  func predicate() throws {
    let header = makeHeader()
    let activation = try #require(header.activation)
    var seen: [String] = []
    activation.anchors("size") { descriptor in
      seen.append("\(descriptor.attribute == .width ? "w" : "h") \(descriptor.constant)")
      #expect(descriptor.firstItem === header.banner)
      #expect(descriptor.secondItem == nil)
      #expect(descriptor.relation == .equal)
      #expect(descriptor.identifier == "size")
      return descriptor.constant > 35
    }.update(priority: .defaultLow)
    #expect(seen.sorted() == ["h 30.0", "w 40.0"])
    let sizes = activation.constraints.filter { $0.identifier == "size" }
      .sorted { $0.constant < $1.constant }
    #expect(sizes.map(\.priority) == [.defaultHigh, .defaultLow])
    #expect(sizes.map(\.constant) == [30, 40])
  }

  @Test("A required<->optional change on an active constraint is diagnosed and not made")
  func requiredChange() throws {
    let header = makeHeader()
    let activation = try #require(header.activation)
    var reported: [LayoutDiagnostic] = []
    let previous = LayoutDiagnostic.handler
    LayoutDiagnostic.handler = { reported.append($0) }
    defer { LayoutDiagnostic.handler = previous }
    activation.anchors("bannerTop").update(constant: 0, priority: .defaultLow)
    activation.anchors("size").update(priority: .required)
    let top = try #require(activation.constraints.first { $0.identifier == "bannerTop" })
    #expect(top.priority == .required)
    #expect(top.constant == 0)
    #expect(top.isActive)
    #expect(
      activation.constraints.filter { $0.identifier == "size" }.allSatisfy {
        $0.priority == .defaultHigh
      })
    #expect(reported.count == 3)
    #expect(reported.first?.message.contains("bannerTop") == true)
  }

  @Test(
    "The next update restores declared values; an updater outliving its activation does nothing")
  func lifetime() throws {
    let header = makeHeader()
    var height: ConstraintUpdater?
    weak var released: Activation?
    var constraint: NSLayoutConstraint?
    do {
      let activation = try #require(header.activation)
      height = activation.anchors("bannerHeight")
      released = activation
      constraint = activation.constraints.first { $0.identifier == "bannerHeight" }
    }
    height?.update(constant: 10)
    #expect(constraint?.constant == 10)
    header.sl.updateLayout()
    #expect(constraint?.constant == 100)
    header.activation = nil
    #expect(released == nil)
    height?.update(constant: 5)
    #expect(constraint?.constant == 100)
    #expect(header.banner.superview == nil)
  }
}
