import HeadlessUIKit
import Testing

@MainActor
@Suite("UILabel text model")
struct LabelTests {
  @Test("Single-line labels measure their text with the documented advances")
  func singleLine() {
    let label = UILabel()
    label.font = .systemFont(ofSize: 10)
    label.text = "abc"
    #expect(label.intrinsicContentSize == CGSize(width: 15, height: 12))
    label.text = "Hi"
    // H (capital) 6.5 + i (narrow) 3 = 9.5, rounded up to 10.
    #expect(label.intrinsicContentSize == CGSize(width: 10, height: 12))
    label.text = nil
    #expect(label.intrinsicContentSize == .zero)
  }

  @Test("Multi-line labels wrap by words at preferredMaxLayoutWidth")
  func preferredWidth() {
    let label = UILabel()
    label.font = .systemFont(ofSize: 10)
    label.numberOfLines = 0
    label.text = "aaaa bbbb cccc"
    label.preferredMaxLayoutWidth = 50
    // Each word is 20 wide, a space 2.8: two words fit in 50 (42.8), three do not.
    #expect(label.intrinsicContentSize == CGSize(width: 43, height: 24))
    label.numberOfLines = 1
    #expect(label.intrinsicContentSize == CGSize(width: 66, height: 12))
  }

  @Test("A multi-line label gets its height from the width layout gives it (two passes)")
  func twoPass() {
    let root = makeRoot(width: 100, height: 400)
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = .systemFont(ofSize: 10)
    label.numberOfLines = 0
    label.text = String(repeating: "word ", count: 20).trimmingCharacters(in: .whitespaces)
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: root.topAnchor),
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    root.layoutIfNeeded()
    // "word" is 22 wide (w is wide, r narrow): 4 per line at width 100 (4·22 + 3·2.8 = 96.4).
    #expect(label.frame.width == 100)
    #expect(label.frame.height == 60)
    #expect(label.headless.renderedLines.count == 5)
  }

  @Test("Label baselines sit an ascender below the top and a descender above the bottom")
  func baselines() {
    let root = makeRoot()
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = .systemFont(ofSize: 20)
    label.text = "Baseline"
    let line = makeView("line", in: root)
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      line.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
      line.bottomAnchor.constraint(equalTo: label.lastBaselineAnchor),
      line.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      line.widthAnchor.constraint(equalToConstant: 1),
    ])
    root.layoutIfNeeded()
    #expect(line.frame.minY == 29)
    #expect(line.frame.maxY == 29)
  }

  @Test("UIImageView and UIButton report their content's size")
  func imageAndButton() {
    let image = Headless.makeImage(size: CGSize(width: 50, height: 40))
    let imageView = UIImageView(image: image)
    #expect(imageView.intrinsicContentSize == CGSize(width: 50, height: 40))
    #expect(imageView.frame.size == CGSize(width: 50, height: 40))
    #expect(UIImageView().intrinsicContentSize == CGSize(width: -1, height: -1))
    #expect(UIImage(systemName: "swift")?.size == CGSize(width: 20, height: 20))
    let button = UIButton(type: .system)
    button.setTitle("OK", for: .normal)
    #expect(button.title(for: .normal) == "OK")
    #expect(button.title(for: .highlighted) == "OK")
    // "OK" at 15 pt: O 9.75 + K 9.75 = 19.5 → 20; height 18 + 12.
    #expect(button.intrinsicContentSize == CGSize(width: 20, height: 30))
    button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    button.setImage(UIImage(systemName: "star"), for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 60, height: 40))
  }
}

@MainActor
@Suite("Baseline constraints follow the font")
struct BaselineFollowsFontTests {
  @Test("A constraint on a label's first baseline moves when the label's font changes")
  func firstBaselineFollowsFont() {
    let root = makeRoot(width: 300, height: 200)
    let label = UILabel()
    label.accessibilityIdentifier = "label"
    label.translatesAutoresizingMaskIntoConstraints = false
    label.text = "Title"
    label.font = .systemFont(ofSize: 17)
    root.addSubview(label)
    let marker = makeView("marker", in: root)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: root.topAnchor),
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      marker.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
      marker.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      marker.widthAnchor.constraint(equalToConstant: 10),
      marker.heightAnchor.constraint(equalToConstant: 1),
    ])
    root.layoutIfNeeded()
    #expect(abs(marker.frame.minY - UIFont.systemFont(ofSize: 17).ascender) < 0.5)
    label.font = .systemFont(ofSize: 34)
    root.layoutIfNeeded()
    #expect(abs(marker.frame.minY - UIFont.systemFont(ofSize: 34).ascender) < 0.5)
  }

  @Test("A vertical stack view's last baseline follows its last label's font")
  func stackLastBaselineFollowsFont() {
    let root = makeRoot(width: 300, height: 300)
    let label = UILabel()
    label.text = "Last"
    let stack = UIStackView(arrangedSubviews: [label])
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    let marker = makeView("marker", in: root)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      marker.topAnchor.constraint(equalTo: stack.lastBaselineAnchor),
      marker.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      marker.widthAnchor.constraint(equalToConstant: 10),
      marker.heightAnchor.constraint(equalToConstant: 1),
    ])
    root.layoutIfNeeded()
    label.font = .systemFont(ofSize: 40)
    root.layoutIfNeeded()
    let font = UIFont.systemFont(ofSize: 40)
    #expect(abs(marker.frame.minY - (stack.frame.maxY + font.descender)) < 0.5)
  }
}
