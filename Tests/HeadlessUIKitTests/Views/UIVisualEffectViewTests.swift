import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UIVisualEffectView")
struct UIVisualEffectViewTests {
  @Test("The content view is the only subview and fills the effect view as it resizes")
  func contentViewFills() {
    let effect = UIBlurEffect(style: .dark)
    let view = UIVisualEffectView(effect: effect)
    #expect(view.effect === effect)
    #expect(view.subviews.count == 1 && view.subviews.first === view.contentView)
    #expect(view.contentView.translatesAutoresizingMaskIntoConstraints)
    view.frame = CGRect(x: 10, y: 10, width: 200, height: 100)
    view.layoutIfNeeded()
    #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    view.frame = CGRect(x: 0, y: 0, width: 120, height: 60)
    view.layoutIfNeeded()
    #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 60))
  }

  @Test(
    "Constraints sized by content in the content view size an effect view placed by Auto Layout")
  func autoLayout() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let label = UIView()
    label.translatesAutoresizingMaskIntoConstraints = false
    view.contentView.addSubview(label)
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 50),
      label.trailingAnchor.constraint(equalTo: view.contentView.trailingAnchor, constant: -5),
      label.bottomAnchor.constraint(equalTo: view.contentView.bottomAnchor, constant: -5),
      label.widthAnchor.constraint(equalToConstant: 10),
      label.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 20, y: 20, width: 100, height: 50))
    #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(label.frame == CGRect(x: 85, y: 35, width: 10, height: 10))
    #expect(root.hasAmbiguousLayout == false)
  }

  @Test("A view without an effect, and the effect types, keep what they were given")
  func effects() {
    let plain = UIVisualEffectView(effect: nil)
    #expect(plain.effect == nil)
    let blur = UIBlurEffect(style: .light)
    let vibrancy = UIVibrancyEffect(blurEffect: blur)
    #expect(vibrancy.blurEffect === blur)
    plain.effect = vibrancy
    #expect(plain.effect === vibrancy)
    #expect(UIVisualEffectView().effect == nil)
  }

  @Test("SVG draws a blur as a translucent fill, dark for dark styles, and no fill without one")
  func rendering() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let light = UIVisualEffectView(effect: UIBlurEffect(style: .light))
    light.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    light.accessibilityIdentifier = "light"
    let dark = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialDark))
    dark.frame = CGRect(x: 50, y: 50, width: 50, height: 50)
    dark.accessibilityIdentifier = "dark"
    let none = UIVisualEffectView(effect: nil)
    none.frame = CGRect(x: 0, y: 50, width: 50, height: 50)
    none.accessibilityIdentifier = "none"
    root.addSubview(light)
    root.addSubview(dark)
    root.addSubview(none)
    root.layoutIfNeeded()
    let svg = Headless.SVGRenderer.render(root)
    func rect(after name: String) -> String {
      let lines = svg.split(separator: "\n").map(String.init)
      guard let index = lines.firstIndex(where: { $0.contains("<title>\(name)</title>") }),
        index + 1 < lines.count
      else { return "" }
      return lines[index + 1]
    }
    #expect(rect(after: "light").contains("fill=\"#f2f2f7\" fill-opacity=\""))
    #expect(rect(after: "dark").contains("fill=\"#1c1c1e\" fill-opacity=\""))
    #expect(rect(after: "none").contains("fill=\"none\""))
  }
}
