import SwiftLayout
import Testing

/// Naming guides in printouts reads none of the guides UIKit makes on first use.
///
/// UIKit makes a view's safe area, margins and readable content guides (and a scroll view's
/// content and frame guides) the first time their property is read, and ties each to its view
/// with constraints. The probes below count those reads.
@MainActor
@Suite("System guide names")
struct SystemGuideNameTests {
  /// A view that counts the reads of its lazily made guides.
  final class ProbeView: UIView {
    var guideReads: [String] = []

    override var safeAreaLayoutGuide: UILayoutGuide {
      guideReads.append("safeAreaLayoutGuide")
      return super.safeAreaLayoutGuide
    }

    override var layoutMarginsGuide: UILayoutGuide {
      guideReads.append("layoutMarginsGuide")
      return super.layoutMarginsGuide
    }

    override var readableContentGuide: UILayoutGuide {
      guideReads.append("readableContentGuide")
      return super.readableContentGuide
    }
  }

  /// A scroll view that counts the reads of its lazily made guides.
  final class ProbeScrollView: UIScrollView {
    var guideReads: [String] = []

    override var safeAreaLayoutGuide: UILayoutGuide {
      guideReads.append("safeAreaLayoutGuide")
      return super.safeAreaLayoutGuide
    }

    override var layoutMarginsGuide: UILayoutGuide {
      guideReads.append("layoutMarginsGuide")
      return super.layoutMarginsGuide
    }

    override var contentLayoutGuide: UILayoutGuide {
      guideReads.append("contentLayoutGuide")
      return super.contentLayoutGuide
    }

    override var frameLayoutGuide: UILayoutGuide {
      guideReads.append("frameLayoutGuide")
      return super.frameLayoutGuide
    }
  }

  func makeProbe(_ name: String) -> ProbeView {
    let view = ProbeView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    view.accessibilityIdentifier = name
    return view
  }

  func makeScrollProbe(_ name: String) -> ProbeScrollView {
    let view = ProbeScrollView()
    view.accessibilityIdentifier = name
    return view
  }

  @Test("Printing a layout that names the user's own guide reads no view's system guides")
  func userGuideReadsNoSystemGuide() {
    let root = makeProbe("root")
    let scroll = makeScrollProbe("scroll")
    let label = makeProbe("label")
    let spacer = UILayoutGuide()
    let layout = root.sublayout {
      spacer.identifying("spacer").anchors {
        Anchors.top.leading.trailing
        Anchors.height.equalTo(constant: 20)
      }
      scroll.anchors {
        Anchors.top.equalTo("spacer", attribute: .bottom)
        Anchors.leading.trailing.bottom
      }.sublayout {
        label.anchors { Anchors.top.leading }
      }
    }
    let activation = layout.active()
    root.layoutIfNeeded()
    // Laying out reads the scroll view's content guide: its edges, to its subviews, are its
    // content's.
    let scrollReadsBeforePrinting = scroll.guideReads
    let printed =
      ViewPrinter(root).description + LayoutPrinter(layout, withAnchors: true).description

    #expect(printed.contains("spacer"))
    #expect(root.guideReads.isEmpty, "root read \(root.guideReads)")
    #expect(scroll.guideReads == scrollReadsBeforePrinting, "scroll read \(scroll.guideReads)")
    #expect(label.guideReads.isEmpty, "label read \(label.guideReads)")
    withExtendedLifetime(activation) {}
  }

  @Test("Guides UIKit made are printed as their view's property; other views' are not read")
  func systemGuidesAreNamed() {
    let root = makeProbe("root")
    let scroll = makeScrollProbe("scroll")
    let label = makeProbe("label")
    let other = makeProbe("other")
    let activation = root.sublayout {
      scroll.anchors {
        Anchors.top.equalTo(root.safeAreaLayoutGuide)
        Anchors.leading.trailing.equalTo(root.layoutMarginsGuide)
        Anchors.bottom.equalTo(root.readableContentGuide)
      }.sublayout {
        label.anchors {
          Anchors.top.leading.equalTo(scroll.contentLayoutGuide)
          Anchors.width.equalTo(scroll.frameLayoutGuide)
        }
      }
      other.anchors { Anchors.bottom.leading }
    }.active()
    let printed = ViewPrinter(root).description

    for name in [
      "root.safeAreaLayoutGuide", "root.layoutMarginsGuide", "root.readableContentGuide",
      "scroll.contentLayoutGuide", "scroll.frameLayoutGuide",
    ] {
      #expect(printed.contains(name), "\(name) in \(printed)")
    }
    #expect(!scroll.guideReads.contains("safeAreaLayoutGuide"))
    #expect(!scroll.guideReads.contains("layoutMarginsGuide"))
    #expect(label.guideReads.isEmpty, "label read \(label.guideReads)")
    #expect(other.guideReads.isEmpty, "other read \(other.guideReads)")
    withExtendedLifetime(activation) {}
  }

  @Test("A user's guide that borrows a system guide's identifier is printed by that identifier")
  func borrowedIdentifier() {
    let root = makeProbe("root")
    let label = makeProbe("label")
    let impostor = UILayoutGuide()
    let activation = root.sublayout {
      impostor.identifying("UIViewSafeAreaLayoutGuide")
      label.anchors { Anchors.top.equalTo(impostor) }
    }.active()
    let printed = ViewPrinter(root).description

    #expect(!printed.contains("root.safeAreaLayoutGuide"), "\(printed)")
    #expect(printed.contains("UIViewSafeAreaLayoutGuide"), "\(printed)")
    withExtendedLifetime(activation) {}
  }
}
