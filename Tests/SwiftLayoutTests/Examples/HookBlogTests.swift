import SwiftLayout
import Testing

// The hook blog's first step, written by a user in their own module next to SwiftLayout: plain
// `UIView` methods. Their `addSubviews` must shadow the library's, not clash with it.
extension UIView {
  fileprivate func addSubviews(_ views: UIView...) {
    // The blog loops with `forEach`; the project's style asks for `for … in`.
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
  }

  @discardableResult
  fileprivate func top(to anchor: NSLayoutAnchor<NSLayoutYAxisAnchor>, constant: CGFloat = 0)
    -> UIView
  {
    topAnchor.constraint(equalTo: anchor, constant: constant).isActive = true
    return self
  }

  @discardableResult
  fileprivate func leading(to anchor: NSLayoutAnchor<NSLayoutXAxisAnchor>, constant: CGFloat = 0)
    -> UIView
  {
    leadingAnchor.constraint(equalTo: anchor, constant: constant).isActive = true
    return self
  }

  @discardableResult
  fileprivate func width(constant: CGFloat) -> UIView {
    widthAnchor.constraint(equalToConstant: constant).isActive = true
    return self
  }

  @discardableResult
  fileprivate func height(constant: CGFloat) -> UIView {
    heightAnchor.constraint(equalToConstant: constant).isActive = true
    return self
  }
}

@MainActor
@Suite("The hook blog's first step")
struct HookBlogTests {
  @Test("hook blog: the UIView-extension version compiles next to SwiftLayout and lays out")
  func firstStep() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let imageView = UIImageView()
    let label = UILabel()
    root.addSubviews(imageView, label)
    imageView.top(to: root.topAnchor).leading(to: root.leadingAnchor).width(constant: 200)
      .height(constant: 200)
    label.leading(to: imageView.trailingAnchor, constant: 10).top(to: root.topAnchor)
    root.layoutIfNeeded()
    #expect(!imageView.translatesAutoresizingMaskIntoConstraints)
    #expect(imageView.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    #expect(label.frame.minX == 210)
  }
}
