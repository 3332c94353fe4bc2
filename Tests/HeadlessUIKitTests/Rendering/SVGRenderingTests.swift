import HeadlessUIKit
import Testing

/// The part of `svg` from the group titled `name` (its opening `<g…>` included) to the end.
private func suffix(of svg: String, fromGroupTitled name: String) -> Substring? {
  guard let title = svg.range(of: "<title>\(name)</title>") else { return nil }
  guard let open = svg[..<title.lowerBound].range(of: "<g", options: .backwards) else {
    return nil
  }
  return svg[open.lowerBound...]
}

/// Whether the element opened at the start of `text` is still open where `marker` appears.
private func encloses(_ text: Substring, _ marker: String) -> Bool {
  guard let target = text.range(of: marker) else { return false }
  var depth = 0
  var index = text.startIndex
  while index < target.lowerBound {
    let rest = text[index...]
    if rest.hasPrefix("</g>") {
      depth -= 1
      if depth == 0 { return false }
    } else if rest.hasPrefix("<g") {
      depth += 1
    }
    index = text.index(after: index)
  }
  return depth > 0
}

@MainActor
@Suite("SVG rendering: hidden views, alpha, clipping, text and animation")
struct SVGRenderingTests {
  /// A 200 × 200 root holding a 100 × 100 `parent` at (50, 50) with a `child` that reaches past
  /// its right edge.
  private func makeOverflowingScreen() -> (root: UIView, parent: UIView, child: UIView) {
    let root = makeRoot(width: 200, height: 200)
    let parent = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    parent.accessibilityIdentifier = "parent"
    parent.backgroundColor = .systemBlue
    let child = UIView(frame: CGRect(x: 60, y: 10, width: 80, height: 30))
    child.accessibilityIdentifier = "child"
    child.backgroundColor = .systemRed
    root.addSubview(parent)
    parent.addSubview(child)
    root.layoutIfNeeded()
    return (root, parent, child)
  }

  @Test("A hidden view hides its whole subtree in the SVG; hidden siblings leave others drawn")
  func hiddenSubtree() {
    let (root, parent, _) = makeOverflowingScreen()
    let sibling = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    sibling.accessibilityIdentifier = "sibling"
    root.addSubview(sibling)
    parent.isHidden = true
    let svg = Headless.SVGRenderer.render(root)
    // UIView.isHidden: "Hiding a view with subviews has the effect of hiding those subviews and
    // any view descendants they might have."
    #expect(!svg.contains("<title>parent</title>"))
    #expect(!svg.contains("<title>child</title>"))
    #expect(svg.contains("<title>sibling</title>"))
    parent.isHidden = false
    #expect(Headless.SVGRenderer.render(root).contains("<title>child</title>"))
  }

  @Test("A translucent view's alpha applies to its subviews in the SVG")
  func alphaReachesSubviews() throws {
    // UIView.alpha: "the transparency imparted by that alpha value affects all of the view's
    // contents, including its subviews. For example, a subview with an alpha value of 1.0 that
    // is embedded in a parent view with an alpha value of 0.5, appears onscreen as if its alpha
    // value is also 0.5."
    let (root, parent, _) = makeOverflowingScreen()
    parent.alpha = 0.5
    let svg = Headless.SVGRenderer.render(root)
    let group = try #require(suffix(of: svg, fromGroupTitled: "parent"))
    #expect(group.hasPrefix("<g opacity=\"0.5\">"))
    #expect(encloses(group, "<title>child</title>"))
    // Without alpha, each view's group closes before its subviews (unchanged output).
    parent.alpha = 1
    let plain = Headless.SVGRenderer.render(root)
    let plainGroup = try #require(suffix(of: plain, fromGroupTitled: "parent"))
    #expect(!encloses(plainGroup, "<title>child</title>"))
    #expect(!plain.contains("opacity=\"0.5\""))
  }

  @Test("clipsToBounds clips the subviews in the SVG to the view's bounds")
  func clipsToBounds() throws {
    // UIView.clipsToBounds: "Setting this value to true causes subviews to be clipped to the
    // bounds of the view."
    let (root, parent, _) = makeOverflowingScreen()
    #expect(!Headless.SVGRenderer.render(root).contains("clip-path"))
    parent.clipsToBounds = true
    let svg = Headless.SVGRenderer.render(root)
    #expect(
      svg.contains(
        "<clipPath id=\"clip1\"><rect x=\"50\" y=\"50\" width=\"100\" height=\"100\"/></clipPath>"))
    let clipped = try #require(svg.range(of: "<g clip-path=\"url(#clip1)\">"))
    #expect(encloses(svg[clipped.lowerBound...], "<title>child</title>"))
    // A clipping view without subviews draws as before.
    let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    leaf.clipsToBounds = true
    root.addSubview(leaf)
    #expect(!Headless.SVGRenderer.render(root).contains("clip2"))
  }

  @Test("A scrolled, clipping scroll view clips its content at its frame in the SVG")
  func scrolledClip() {
    let root = makeRoot(width: 200, height: 200)
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
    scroll.clipsToBounds = true
    scroll.accessibilityIdentifier = "scroll"
    let row = UIView(frame: CGRect(x: 0, y: 150, width: 200, height: 40))
    row.accessibilityIdentifier = "row"
    scroll.addSubview(row)
    root.addSubview(scroll)
    scroll.contentOffset = CGPoint(x: 0, y: 100)
    root.layoutIfNeeded()
    let svg = Headless.SVGRenderer.render(root)
    #expect(
      svg.contains(
        "<clipPath id=\"clip1\"><rect x=\"0\" y=\"100\" width=\"200\" height=\"100\"/></clipPath>"))
    // The row sits 50 points into the visible part.
    #expect(svg.contains("<rect x=\"0\" y=\"150\" width=\"200\" height=\"40\""))
  }

  @Test("A three-line label draws three text lines, each within its frame")
  func multiLineLabel() throws {
    let root = makeRoot(width: 200, height: 200)
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 3
    label.text = "one two three four five six seven eight nine ten eleven twelve thirteen"
    label.accessibilityIdentifier = "label"
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      label.widthAnchor.constraint(equalToConstant: 100),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    #expect(label.headless.renderedLines.count == 3)
    #expect(label.frame.height == (3 * label.font.lineHeight).rounded(.up))
    let svg = Headless.SVGRenderer.render(root)
    let texts = svg.components(separatedBy: "\n").filter { $0.hasPrefix("<text") }
    #expect(texts.count == 3)
    for (text, line) in zip(texts, label.headless.renderedLines) {
      #expect(text.hasSuffix(">\(line)</text>"))
      #expect(Headless.TextMeasurement.width(of: line[...], font: label.font) <= 100)
    }
  }

  @Test("Sampled during an animation, a view is drawn at its interpolated frame")
  func renderDuringAnimation() {
    Headless.AnimationRecorder.finishPendingAnimations()
    Headless.AnimationRecorder.removeAll()
    let root = makeRoot(width: 200, height: 100)
    let dot = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    dot.accessibilityIdentifier = "dot"
    root.addSubview(dot)
    root.layoutIfNeeded()
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
      dot.frame.origin.x = 100
      dot.alpha = 0.5
    }
    #expect(Headless.SVGRenderer.render(root, at: 0.5).contains("<rect x=\"50\" y=\"0\""))
    #expect(Headless.SVGRenderer.render(root, at: 1).contains("<rect x=\"100\" y=\"0\""))
    // Alpha is the model value at once (only frames are recorded).
    #expect(Headless.SVGRenderer.render(root).contains("<g opacity=\"0.5\"><title>dot</title>"))
    Headless.AnimationRecorder.finishPendingAnimations()
  }

  @Test("A natural-aligned label in a right-to-left view draws its text from the right edge")
  func naturalAlignmentRightToLeft() {
    // NSTextAlignment.natural: "Use the default alignment associated with the current locale's
    // script"; under right-to-left, that is the right edge.
    let root = makeRoot(width: 200, height: 100)
    root.semanticContentAttribute = .forceRightToLeft
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.text = "Hello"
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(label.frame.minX == 10 && label.frame.width == 180)
    let rtl = Headless.SVGRenderer.render(root)
    #expect(rtl.contains("text-anchor=\"end\">Hello</text>"))
    #expect(rtl.contains("translate(190 "))
    root.semanticContentAttribute = .forceLeftToRight
    root.layoutIfNeeded()
    let ltr = Headless.SVGRenderer.render(root)
    #expect(ltr.contains("text-anchor=\"start\">Hello</text>"))
    #expect(ltr.contains("translate(10 "))
    // An explicit .left stays on the left under right-to-left.
    root.semanticContentAttribute = .forceRightToLeft
    label.textAlignment = .left
    root.layoutIfNeeded()
    #expect(Headless.SVGRenderer.render(root).contains("text-anchor=\"start\">Hello</text>"))
  }

  @Test("Truncated labels end their last line with an ellipsis that fits the frame")
  func truncatingTail() {
    // NSLineBreakMode.byTruncatingTail: "a line displays so that the beginning fits in the
    // container and an ellipsis glyph indicates the missing text at the end of the line."
    let root = makeRoot(width: 300, height: 200)
    let title = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 21))
    title.text = "A title far too long for its frame"
    let summary = UILabel(frame: CGRect(x: 0, y: 30, width: 120, height: 42))
    summary.numberOfLines = 2
    summary.text = "one two three four five six seven eight nine ten eleven twelve"
    let fits = UILabel(frame: CGRect(x: 0, y: 80, width: 200, height: 21))
    fits.text = "Short"
    root.addSubview(title)
    root.addSubview(summary)
    root.addSubview(fits)
    let titleLines = title.headless.renderedLines
    #expect(titleLines.count == 1)
    #expect(titleLines.first?.hasPrefix("A title") == true)
    #expect(titleLines.first?.hasSuffix("\u{2026}") == true)
    #expect(
      titleLines.allSatisfy { Headless.TextMeasurement.width(of: $0[...], font: title.font) <= 100 }
    )
    let summaryLines = summary.headless.renderedLines
    #expect(summaryLines.count == 2)
    #expect(summaryLines.first?.hasSuffix("\u{2026}") == false)
    #expect(summaryLines.last?.hasSuffix("\u{2026}") == true)
    #expect(
      summaryLines.allSatisfy {
        Headless.TextMeasurement.width(of: $0[...], font: summary.font) <= 120
      })
    #expect(fits.headless.renderedLines == ["Short"])
    // Clipping shows the lines as they break, without an ellipsis.
    title.lineBreakMode = .byClipping
    #expect(title.headless.renderedLines == ["A title far too long for its frame"])
    title.lineBreakMode = .byTruncatingTail
    #expect(Headless.SVGRenderer.render(root).contains("\u{2026}</text>"))
  }
}
