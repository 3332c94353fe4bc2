import SwiftLayout
import Testing

@MainActor
@Suite("update(fromActivation:) and constraints changed by identifier")
struct UpdateIdentifierTests {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

  init() {
    root.accessibilityIdentifier = "root"
  }

  @Test("A priority set by identifier comes back to the declared one on the next update")
  func priorityByIdentifierThenUpdate() throws {
    let box = makeView("box")
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        box.anchors {
          Anchors.top.leading
          Anchors.height.equalTo(constant: 10)
          Anchors.width.equalTo(constant: 200).priority(.init(500))
          Anchors.width.equalTo(constant: 100).priority(.defaultHigh).identifier("narrow")
        }
      }
    }
    var activation = layout.active()
    #expect(activation.updateConstraints(identifier: "narrow", priority: .required) == 1)
    #expect(activation.updateConstraints(identifier: "narrow", priority: .defaultLow) == 1)
    root.layoutIfNeeded()
    #expect(box.frame.width == 200)
    var issues: [Headless.LayoutIssue] = []
    issues = Headless.LayoutDiagnostics.capture {
      activation = layout.update(fromActivation: activation)
      root.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    let narrow = try #require(activation.constraints.first { $0.identifier == "narrow" })
    #expect(narrow.priority == .defaultHigh)
    #expect(box.frame.width == 100)
  }

  @Test("updateConstraints by an identifier an update took away changes nothing")
  func identifierGoneAfterUpdate() {
    let sheet = makeView("sheet")
    var tall = true
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        sheet.anchors {
          Anchors.shoe()
          if tall {
            Anchors.height.equalTo(constant: 300).identifier("tall")
          } else {
            Anchors.height.equalTo(constant: 100).identifier("short")
          }
        }
      }
    }
    var activation = layout.active()
    #expect(activation.updateConstraints(identifier: "tall", constant: 320) == 1)
    tall = false
    activation = layout.update(fromActivation: activation)
    #expect(activation.updateConstraints(identifier: "tall", constant: 50) == 0)
    root.layoutIfNeeded()
    #expect(sheet.frame == CGRect(x: 0, y: 380, width: 320, height: 100))
    #expect(activation.updateConstraints(identifier: "short", priority: .defaultHigh) == 1)
    root.layoutIfNeeded()
    #expect(sheet.frame.height == 100)
    activation.deactive()
  }

  @Test("Constraints identified alike by a composite can be narrowed by attribute")
  func compositeIdentifierNarrowed() {
    let header = makeView("header")
    let activation = root.sublayout {
      header.anchors {
        Anchors.cap(offset: 10).identifier("cap")
        Anchors.height.equalTo(constant: 30)
      }
    }.active()
    #expect(activation.constraints.filter { $0.identifier == "cap" }.count == 3)
    #expect(activation.updateConstraints(identifier: "cap", attribute: .top, constant: 50) == 1)
    root.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 10, y: 50, width: 300, height: 30))
    activation.deactive()
  }

  @Test(
    "A target by identifier whose view leaves on update: a diagnostic, and back when it returns")
  func identifierTargetComesAndGoes() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let header = makeView("header")
    let body = makeView("body")
    var hasHeader = true
    var diagnostics: [LayoutDiagnostic] = []
    let saved = LayoutDiagnostic.handler
    LayoutDiagnostic.handler = { diagnostics.append($0) }
    defer { LayoutDiagnostic.handler = saved }
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        if hasHeader {
          header.identifying("header").anchors {
            Anchors.cap()
            Anchors.height.equalTo(constant: 50)
          }
        }
        body.anchors {
          Anchors.top.equalTo("header", attribute: .bottom).priority(.defaultHigh)
          Anchors.top.greaterThanOrEqualToSuper()
          Anchors.shoe()
        }
      }
    }
    var activation = layout.active()
    root.layoutIfNeeded()
    #expect(body.frame.minY == 50)
    hasHeader = false
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(body.frame.minY == 0)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.message.contains("\"header\"") == true)
    #expect(activation.viewForIdentifier("header") == nil)
    hasHeader = true
    diagnostics = []
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(diagnostics.isEmpty && activation.diagnostics.isEmpty)
    #expect(body.frame.minY == 50)
    #expect(activation.viewForIdentifier("header") === header)
    activation.deactive()
  }

  @Test("A constant changed by identifier comes back to the declared one on the next update")
  func identifierUpdaterThenUpdate() {
    let sheet = makeView("sheet")
    var height: CGFloat = 200
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        sheet.anchors {
          Anchors.horizontal()
          Anchors.bottom
          Anchors.height.equalTo(constant: height).identifier("sheetHeight")
        }
      }
    }
    var activation = layout.active()
    #expect(activation.updateConstraints(identifier: "sheetHeight", constant: 400) == 1)
    root.layoutIfNeeded()
    #expect(sheet.frame.height == 400)
    // A change of the declared constant applies it.
    height = 250
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(sheet.frame.height == 250)
    // Activation.updateConstraints(identifier:…): "A later update(fromActivation:) brings
    // constants back to what the layout declares." With the declaration unchanged, the update
    // takes the recorded-constants path, which must compare the new records (250) with the
    // constants the activation holds (400), not with the previous records (also 250).
    #expect(activation.updateConstraints(identifier: "sheetHeight", constant: 400) == 1)
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(sheet.frame.height == 250)
    #expect(activation.lastUpdate.constantsUpdated == 1)
    activation.deactive()
  }
}
