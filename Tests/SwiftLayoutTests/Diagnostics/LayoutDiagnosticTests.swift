import SwiftLayout
import Testing

/// A row whose icon comes and goes inside an animation.
@MainActor
final class ToggleRow: UIView, Layoutable {
  var activation: Activation?
  let icon = makeView("icon")
  let label = makeView("label")
  @AnimatableLayoutProperty(duration: 0.25) var showsIcon = true

  @LayoutBuilder var layout: some Layout {
    self.sublayout {
      if showsIcon {
        icon.anchors {
          Anchors.top.leading
          Anchors.size(width: 44, height: 44)
        }
      }
      label.anchors {
        if showsIcon {
          Anchors.leading.equalTo(icon, attribute: .trailing)
        } else {
          Anchors.leading
        }
        Anchors.top.trailing
        Anchors.height.equalTo(constant: 44)
      }
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    self.sl.updateLayout()
  }

  required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite("Diagnostics that name the DSL's views")
struct LayoutDiagnosticTests {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

  init() {
    root.accessibilityIdentifier = "root"
  }

  @Test("An unsatisfiable DSL layout is reported with the DSL's names: title.top == root.top + 16")
  func conflictNamesViews() throws {
    let title = UIView()
    let activation = root.sublayout {
      title.identifying("title").anchors {
        Anchors.top.equalToSuper(constant: 16).identifier("titleTop")
        Anchors.bottom.equalToSuper(constant: -16)
        Anchors.horizontal()
        Anchors.height.equalTo(constant: 600).identifier("titleHeight")
      }
    }
    var made: Activation?
    let issues = Headless.LayoutDiagnostics.capture {
      made = activation.active()
      root.layoutIfNeeded()
    }
    let issue = try #require(issues.first { $0.kind == .unsatisfiableConstraints })
    #expect(issues.count == 1)
    #expect(issue.constraints.contains("'titleTop' title.top == root.top + 16"))
    #expect(issue.constraints.contains("title.bottom == root.bottom - 16"))
    #expect(issue.constraints.contains("'titleHeight' title.height == 600"))
    #expect(issue.views.contains("title") && issue.views.contains("root"))
    #expect(made?.diagnostics.isEmpty == true)
    made?.deactive()
  }

  @Test("A conflict an update brings in is reported once, and the next update clears it")
  func conflictFromUpdate() throws {
    let sheet = makeView("sheet")
    var height: CGFloat = 200
    var pinsTop = false
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        sheet.anchors {
          Anchors.shoe()
          Anchors.height.equalTo(constant: height)
          if pinsTop { Anchors.top.equalToSuper(constant: 100) }
        }
      }
    }
    var activation = layout.active()
    pinsTop = true
    var issues = Headless.LayoutDiagnostics.capture {
      activation = layout.update(fromActivation: activation)
      root.layoutIfNeeded()
    }
    let issue = try #require(issues.first)
    #expect(issues.count == 1 && issue.kind == .unsatisfiableConstraints)
    #expect(issue.constraints.contains("sheet.top == root.top + 100"))
    #expect(issue.constraints.contains("sheet.height == 200"))
    height = 380
    issues = Headless.LayoutDiagnostics.capture {
      activation = layout.update(fromActivation: activation)
      root.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(sheet.frame == CGRect(x: 0, y: 100, width: 320, height: 380))
    pinsTop = false
    height = 200
    issues = Headless.LayoutDiagnostics.capture {
      activation = layout.update(fromActivation: activation)
      root.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(sheet.frame == CGRect(x: 0, y: 280, width: 320, height: 200))
    activation.deactive()
  }

  @Test("A conflict between optional DSL constraints is no issue: the higher priority wins")
  func optionalConflictIsSilent() {
    let box = makeView("box")
    var issues: [Headless.LayoutIssue] = []
    var activation: Activation?
    issues = Headless.LayoutDiagnostics.capture {
      activation = root.sublayout {
        box.anchors {
          Anchors.top.leading
          Anchors.width.equalTo(constant: 100).priority(.defaultHigh)
          Anchors.width.equalTo(constant: 150).priority(.init(751))
          Anchors.height.equalTo(constant: 10)
        }
      }.active()
      root.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(box.frame.width == 150)
    activation?.deactive()
  }

  @Test("A size composite with a multiplier and an ambiguity report that names DSL views")
  func sizeMultiplierAndAmbiguity() throws {
    let photo = makeView("photo")
    let thumb = makeView("thumb")
    let floating = UIView()
    let activation = root.sublayout {
      photo.anchors {
        Anchors.top.leading
        Anchors.size(width: 200, height: 120)
      }
      thumb.anchors {
        Anchors.top.equalTo(photo, attribute: .bottom)
        Anchors.leading
        Anchors.size.equalTo(photo).multiplier(0.25)
      }
      floating.identifying("floating").anchors {
        Anchors.top
        Anchors.size(width: 10, height: 10)
      }
    }.active()
    root.layoutIfNeeded()
    #expect(thumb.frame == CGRect(x: 0, y: 120, width: 50, height: 30))
    // floating has no horizontal position: UIKit calls that ambiguous.
    #expect(floating.hasAmbiguousLayout)
    #expect(!thumb.hasAmbiguousLayout)
    let report = try #require(root.headless.ambiguityReport())
    #expect(report.views == ["floating"])
    activation.deactive()
  }

  @Test("A conflict among views with no identifier names them by type and index, as UIKit does")
  func conflictWithoutIdentifiers() throws {
    let plain = UIView()
    let spacer = UIView()
    var activation: Activation?
    let result = collecting {
      activation = root.sublayout {
        spacer.anchors {
          Anchors.top.leading
          Anchors.size(width: 5, height: 5)
        }
        plain.anchors {
          Anchors.top.equalTo(spacer, attribute: .bottom)
          Anchors.leading
          Anchors.width.equalTo(constant: 10)
          Anchors.width.equalTo(constant: 20)
          Anchors.height.equalTo(constant: 5)
        }
      }.active()
      root.layoutIfNeeded()
    }
    let issue = try #require(result.uikit.first)
    #expect(result.uikit.count == 1)
    #expect(issue.constraints.contains("UIView[1].width == 10"))
    #expect(issue.constraints.contains("UIView[1].width == 20"))
    #expect(issue.views == ["UIView[1]"])
    activation?.deactive()
  }

  @Test("A multiplier of 0 on a position anchor is reported, not activated; the rest applies")
  func zeroMultiplierOnPosition() {
    // "A multiplier of 0 or a nil second item together with a location for the first attribute
    // creates an illegal constraint of a location equal to a constant" (UIKit's exception for
    // init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)).
    let box = makeView("box")
    var activation: Activation?
    let result = collecting {
      activation = root.sublayout {
        box.anchors {
          Anchors.top
          Anchors.leading.equalToSuper(constant: 30).multiplier(0)
          Anchors.size(width: 10, height: 10)
          Anchors.width.equalToSuper().multiplier(0)
        }
      }.active()
      root.layoutIfNeeded()
    }
    #expect(result.dsl.count + result.uikit.count >= 1)
    let named =
      result.dsl.contains { $0.message.contains("box") }
      || result.uikit.contains { $0.views.contains("box") }
    #expect(named)
    #expect(box.frame.minY == 0 && box.frame.height == 10)
    activation?.deactive()
  }

  @Test(
    "A non-finite constant in the DSL is a diagnostic naming the view; a finite one applies later")
  func nonFiniteConstant() {
    let box = makeView("box")
    var height = CGFloat.infinity
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        box.anchors {
          Anchors.top.leading
          Anchors.width.equalTo(constant: 50)
          Anchors.height.equalTo(constant: height)
        }
      }
    }
    var activation: Activation?
    var result = collecting {
      activation = layout.active()
      root.layoutIfNeeded()
    }
    #expect(result.uikit.isEmpty)
    #expect(result.dsl.count == 1)
    #expect(result.dsl.first?.message.hasPrefix("constraint box.height") == true)
    #expect(activation?.constraints.count == 3)
    #expect(box.frame.width == 50)
    // The constraint made now is a sound one: it lays out.
    height = 40
    result = collecting {
      activation = layout.update(fromActivation: activation)
      root.layoutIfNeeded()
    }
    #expect(result.uikit.isEmpty && result.dsl.isEmpty)
    #expect(box.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
    #expect(activation?.constraints.count == 4)
    // A multiplier that is not a number is left out the same way.
    result = collecting {
      activation = root.sublayout {
        box.anchors { Anchors.width.equalTo(root).multiplier(.nan) }
      }.update(fromActivation: activation)
    }
    #expect(result.uikit.isEmpty && result.dsl.count == 1)
    activation?.deactive()
  }

  @Test("Constraints to a view in another tree: a diagnostic, the rest applies")
  func otherTree() {
    let elsewhere = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let stranger = makeView("stranger")
    elsewhere.addSubview(stranger)
    let label = makeView("label")
    var diagnostics: [LayoutDiagnostic] = []
    let previous = LayoutDiagnostic.handler
    LayoutDiagnostic.handler = { diagnostics.append($0) }
    defer { LayoutDiagnostic.handler = previous }
    var activation: Activation?
    let issues = Headless.LayoutDiagnostics.capture {
      activation = root.sublayout {
        label.anchors {
          Anchors.top.equalTo(stranger)
          Anchors.leading.top
          Anchors.size.equalTo(width: 30, height: 30)
        }
      }.active()
      root.layoutIfNeeded()
    }
    #expect(label.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
    #expect(label.superview === root)
    // UIKit raises when such a constraint is activated (NSLayoutConstraint.isActive: "the
    // closest common ancestor"; "…because they have no common ancestor… That's illegal."), so
    // the README's promise ("constraints whose items have no common ancestor" are diagnostics,
    // not crashes) needs SwiftLayout to leave it out itself, before UIKit sees it: no
    // HeadlessUIKit issue, one SwiftLayout diagnostic.
    #expect(issues.isEmpty)
    #expect(activation?.diagnostics.count == 1)
    #expect(activation?.diagnostics.first?.message.contains("stranger") == true)
    #expect(diagnostics == activation?.diagnostics)
    #expect(activation?.constraints.allSatisfy { $0.isActive } == true)
    #expect(activation?.constraints.count == 4)
    activation?.deactive()
  }

  @Test("The same view declared twice: it stays at its first place; a diagnostic names it")
  func declaredTwice() {
    let chip = makeView("chip")
    let row = makeView("row")
    var activation: Activation?
    let issues = Headless.LayoutDiagnostics.capture {
      activation = root.sublayout {
        row.anchors { Anchors.cap() }.sublayout {
          chip.anchors { Anchors.leading }
        }
        chip.anchors { Anchors.trailing }
      }.active()
    }
    #expect(issues.isEmpty)
    #expect(chip.superview === row)
    // The second declaration's bare `Anchors.trailing` means "the superview it is declared in"
    // (root), but resolves against row, where the view stayed: a diagnostic says so.
    #expect(activation?.diagnostics.contains { $0.message.contains("chip") } == true)
    activation?.deactive()
  }

  @Test("Two views identified alike: a diagnostic, not a silent choice")
  func duplicateIdentifiers() {
    let first = makeView("first")
    let second = makeView("second")
    let label = makeView("label")
    let activation = root.sublayout {
      first.identifying("card")
      second.identifying("card")
      label.anchors { Anchors.top.equalTo("card", attribute: .bottom) }
    }.active()
    #expect(activation.constraints.count == 1)
    #expect(activation.diagnostics.contains { $0.message.contains("card") })
    activation.deactive()
  }
}
