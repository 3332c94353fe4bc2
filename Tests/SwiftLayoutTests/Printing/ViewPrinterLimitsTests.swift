import SwiftLayout
import Testing

/// The printer on trees far deeper than a screen's, and with indent widths it cannot use.
@MainActor
@Suite("ViewPrinter limits")
struct ViewPrinterLimitsTests {
  /// A chain of `depth` views, each the only subview of the one before; returns the top.
  func chain(depth: Int) -> UIView {
    let root = makeView("root")
    var parent = root
    for index in 1..<depth {
      let child = makeView("v\(index)")
      child.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(child)
      parent = child
    }
    return root
  }

  @Test("A 100,000-deep tree prints every view, one line each way, without overflowing the stack")
  func deepTree() {
    let depth = 100_000
    let root = chain(depth: depth)
    let text = ViewPrinter(root, indentWidth: 0).description
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // An opening line per view with subviews, the leaf's line, and a closing brace each.
    #expect(lines.count == 2 * depth - 1)
    #expect(lines.first == "root.sublayout {")
    #expect(lines[depth - 1] == "v\(depth - 1)")
    #expect(lines.last == "}")
  }

  @Test("Indentation grows one step per level, as in the recursive form")
  func indentation() {
    let root = chain(depth: 4)
    let text = ViewPrinter(root, indentWidth: 2).description
    #expect(
      text == """
        root.sublayout {
          v1.sublayout {
            v2.sublayout {
              v3
            }
          }
        }
        """)
  }

  @Test("A negative indent width prints without indentation instead of trapping")
  func negativeIndent() {
    let root = chain(depth: 3)
    let text = ViewPrinter(root, indentWidth: -1).description
    #expect(text == ViewPrinter(root, indentWidth: 0).description)
    #expect(text.hasPrefix("root.sublayout {\nv1.sublayout {"))
  }
}
