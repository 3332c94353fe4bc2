import SwiftLayout
import Testing

/// Parts of a layout that come and go with state: guides, plain subviews, animated insertions.
@MainActor
@Suite("User scenarios: toggles")
struct UserScenarioTogglesTests {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

  init() {
    root.accessibilityIdentifier = "root"
  }

  @Test("An identified guide that comes and goes takes the constraints naming it along")
  func toggledGuide() {
    let gap = UILayoutGuide()
    let header = makeView("header")
    let body = makeView("body")
    var showsGap = true
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        header.anchors {
          Anchors.cap()
          Anchors.height.equalTo(constant: 40)
        }
        if showsGap {
          gap.identifying("gap").anchors {
            Anchors.top.equalTo(header, attribute: .bottom)
            Anchors.height.equalTo(constant: 24)
            Anchors.leading
          }
        }
        body.anchors {
          if showsGap {
            Anchors.top.equalTo("gap", attribute: .bottom)
          } else {
            Anchors.top.equalTo(header, attribute: .bottom)
          }
          Anchors.shoe()
        }
      }
    }
    var activation = layout.active()
    root.layoutIfNeeded()
    #expect(body.frame.minY == 64)
    showsGap = false
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(body.frame.minY == 40)
    #expect(root.layoutGuides.isEmpty)
    #expect(activation.diagnostics.isEmpty)
    #expect(root.constraints.allSatisfy { $0.firstItem !== gap && $0.secondItem !== gap })
    showsGap = true
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(body.frame.minY == 64)
    #expect(activation.layoutGuideForIdentifier("gap") === gap)
    activation.deactive()
  }

  @Test("A stack's subview that switches between arranged and plain follows the layout")
  func arrangedToPlain() {
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    stack.distribution = .fillEqually
    let first = makeView("first")
    let overlay = makeView("overlay")
    var overlayIsArranged = true
    @LayoutBuilder var layout: some Layout {
      stack.sublayout {
        first
        if overlayIsArranged {
          overlay
        } else {
          overlay.asPlainSubview().anchors {
            Anchors.allSides()
          }
        }
      }
    }
    var activation = layout.active()
    stack.layoutIfNeeded()
    #expect(same(stack.arrangedSubviews, [first, overlay]))
    #expect(overlay.frame == CGRect(x: 150, y: 0, width: 150, height: 40))
    overlayIsArranged = false
    // No conflict: the overlay's edges no longer compete with the stack's arrangement.
    let issues = LayoutDiagnostics.capture {
      activation = layout.update(fromActivation: activation)
      stack.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(overlay.superview === stack)
    // The view is added again as a plain subview, but UIKit keeps a subview arranged until
    // removeArrangedSubview(_:) is called ("the stack view ensures that the arrangedSubviews
    // array is always a subset of its subviews array"; addSubview does not remove it), so the
    // update has to call it.
    #expect(same(stack.arrangedSubviews, [first]))
    #expect(first.frame == CGRect(x: 0, y: 0, width: 300, height: 40))
    #expect(overlay.frame == CGRect(x: 0, y: 0, width: 300, height: 40))
    overlayIsArranged = true
    activation = layout.update(fromActivation: activation)
    stack.layoutIfNeeded()
    #expect(same(stack.arrangedSubviews, [first, overlay]))
    #expect(overlay.frame == CGRect(x: 150, y: 0, width: 150, height: 40))
    activation.deactive()
  }

  @Test("A label capped at two lines is two lines tall, however long its text")
  func twoLineLabel() {
    let label = UILabel()
    label.numberOfLines = 2
    label.text = "A very long product name that would need many lines to show in full"
    let activation = root.sublayout {
      label.anchors {
        Anchors.top.leading
        Anchors.width.equalTo(constant: 120)
      }
    }.active()
    root.layoutIfNeeded()
    let twoLines = (label.font.lineHeight * 2 - 0.0001).rounded(.up)
    #expect(label.frame == CGRect(x: 0, y: 0, width: 120, height: twoLines))
    activation.deactive()
  }

  @Test("A view inserted inside an animation grows from its zero frame, as in UIKit")
  func animatedInsertion() throws {
    let toast = makeView("toast")
    var showsToast = false
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        if showsToast {
          toast.anchors {
            Anchors.shoe(offset: 16)
            Anchors.height.equalTo(constant: 48)
          }
        }
      }
    }
    var activation = layout.active()
    root.layoutIfNeeded()
    showsToast = true
    UIView.animate(withDuration: 0.3) {
      activation = layout.update(fromActivation: activation)
      self.root.layoutIfNeeded()
    }
    let record = try #require(AnimationRecorder.animations(of: toast).last)
    #expect(record.fromFrame == .zero)
    #expect(record.toFrame == CGRect(x: 16, y: 416, width: 288, height: 48))
    AnimationRecorder.finishPendingAnimations()
    activation.deactive()
  }
}
