import HeadlessUIKit
import Testing

@MainActor
@Suite("UIButton re-sized by its title and configuration after layout")
struct UIButtonLayoutTests {
  @Test("A button's new title re-sizes it in a laid-out row; its neighbour follows")
  func buttonTitleChange() {
    let root = makeRoot(width: 320, height: 100)
    let button = UIButton(type: .system)
    button.translatesAutoresizingMaskIntoConstraints = false
    button.setTitle("OK", for: .normal)
    root.addSubview(button)
    let after = makeView("after", in: root)
    NSLayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      button.topAnchor.constraint(equalTo: root.topAnchor),
      after.leadingAnchor.constraint(equalTo: button.trailingAnchor),
      after.topAnchor.constraint(equalTo: root.topAnchor),
      after.widthAnchor.constraint(equalToConstant: 10),
      after.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    let short = button.frame.width
    #expect(short > 0)
    button.setTitle("Continue shopping", for: .normal)
    root.layoutIfNeeded()
    #expect(button.frame.width > short)
    #expect(button.frame.width == button.intrinsicContentSize.width)
    #expect(after.frame.minX == button.frame.maxX)
  }

  @Test("configuration content insets changed in place re-size a laid-out button")
  func configurationInsetsInPlace() {
    let root = makeRoot(width: 320, height: 100)
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Save"
    let button = UIButton(configuration: configuration)
    button.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(button)
    NSLayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      button.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let before = button.frame.size
    button.configuration?.contentInsets = NSDirectionalEdgeInsets(
      top: 20, leading: 30, bottom: 20, trailing: 30)
    root.layoutIfNeeded()
    #expect(button.frame.width == before.width - 24 + 60)
    #expect(button.frame.height == before.height - 14 + 40)
  }
}
