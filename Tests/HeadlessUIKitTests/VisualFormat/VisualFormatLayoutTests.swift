import HeadlessUIKit
import Testing

/// A view with a fixed intrinsic content size, for stack view and visual format layout tests.
final class StackTestView: UIView {
  var contentSize: CGSize

  init(_ width: CGFloat, _ height: CGFloat) {
    contentSize = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    contentSize = .zero
    super.init(coder: coder)
  }

  override var intrinsicContentSize: CGSize { contentSize }
}

/// Records an issue unless `frame` is (x, y, width, height) within a thousandth of a point.
@MainActor
func expectFrame(
  _ view: UIView, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let frame = view.frame
  let close = [
    (frame.origin.x, x), (frame.origin.y, y), (frame.size.width, width),
    (frame.size.height, height),
  ].allSatisfy { abs($0.0 - $0.1) < 0.001 }
  #expect(
    close, "frame \(frame) is not (\(x), \(y), \(width), \(height))",
    sourceLocation: sourceLocation)
}

@MainActor
@Suite("Visual Format Language layout")
struct VisualFormatLayoutTests {
  private func activate(_ format: String, _ views: [String: UIView]) {
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views))
  }

  @Test("autolayout.js A2: |[child]| and V:|[child]| fill a 200×100 superview")
  func a2FillSuperview() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(child)
    activate("|[child]|", ["child": child])
    activate("V:|[child]|", ["child": child])
    superview.layoutIfNeeded()
    expectFrame(child, 0, 0, 200, 100)
    #expect(child.center == CGPoint(x: 100, y: 50))
  }

  @Test("autolayout.js A3: V:|[header(100)][content]| stacks header and content in 500")
  func a3HeaderContent() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
    let header = UIView()
    let content = UIView()
    for view in [header, content] {
      view.translatesAutoresizingMaskIntoConstraints = false
      superview.addSubview(view)
      activate("|[view]|", ["view": view])
    }
    activate("V:|[header(100)][content]|", ["header": header, "content": content])
    superview.layoutIfNeeded()
    expectFrame(header, 0, 0, 300, 100)
    expectFrame(content, 0, 100, 300, 400)
  }

  @Test("autolayout.js A4: standard spacing is 8 between views and the 8-point margin at the edge")
  func a4StandardSpacing() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
    let banner = UIView()
    let content = UIView()
    for view in [banner, content] {
      view.translatesAutoresizingMaskIntoConstraints = false
      superview.addSubview(view)
      activate("|[view]|", ["view": view])
    }
    activate("V:|[banner(100)]-[content]-|", ["banner": banner, "content": content])
    superview.layoutIfNeeded()
    #expect(content.frame.minY == 108)
    #expect(content.frame.maxY == 492)
  }

  @Test("autolayout.js A6: intrinsic widths feed the chain and the fitting width")
  func a6IntrinsicAndFitting() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 100))
    let view1 = StackTestView(100, 20)
    let view2 = UIView()
    for view in [view1, view2] {
      view.translatesAutoresizingMaskIntoConstraints = false
      superview.addSubview(view)
      activate("V:|[view]|", ["view": view])
    }
    activate("|-20-[view1]-20-[view2]-20-|", ["view1": view1, "view2": view2])
    superview.layoutIfNeeded()
    #expect(abs(view2.frame.width - 340) < 0.001)

    let container = UIView()
    let first = StackTestView(100, 20)
    let second = StackTestView(100, 20)
    for view in [first, second] {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
      activate("V:|[view]|", ["view": view])
    }
    activate("|-20-[first]-20-[second]-20-|", ["first": first, "second": second])
    let fitting = container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(abs(fitting.width - 260) < 0.001)
  }

  @Test("alignment options and metrics lay views out: centers in line, metric gaps")
  func alignmentAndMetrics() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let icon = StackTestView(20, 20)
    let title = StackTestView(80, 30)
    for view in [icon, title] {
      view.translatesAutoresizingMaskIntoConstraints = false
      superview.addSubview(view)
    }
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "|-inset-[icon]-gap-[title]", options: .alignAllCenterY,
        metrics: ["inset": 16, "gap": 12.5], views: ["icon": icon, "title": title])
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|-(>=0)-[title]", metrics: nil, views: ["title": title])
        + [title.centerYAnchor.constraint(equalTo: superview.centerYAnchor)])
    superview.layoutIfNeeded()
    expectFrame(icon, 16, 40, 20, 20)
    expectFrame(title, 48.5, 35, 80, 30)
  }

  @Test("a leading-to-trailing format flips in a right-to-left superview")
  func rightToLeft() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    superview.semanticContentAttribute = .forceRightToLeft
    let first = StackTestView(50, 10)
    let second = StackTestView(40, 10)
    for view in [first, second] {
      view.translatesAutoresizingMaskIntoConstraints = false
      superview.addSubview(view)
      activate("V:|[view]", ["view": view])
    }
    activate("|-20-[first]-10-[second]", ["first": first, "second": second])
    superview.layoutIfNeeded()
    expectFrame(first, 230, 0, 50, 10)
    expectFrame(second, 180, 0, 40, 10)
  }
}
