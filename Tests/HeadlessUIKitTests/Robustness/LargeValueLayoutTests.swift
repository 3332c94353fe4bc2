import HeadlessUIKit
import Testing

/// Values far beyond any screen (a constant of 1e17, a root 1e18 wide, an intrinsic size of
/// 1e20) lay out without poisoning the engine: once the value comes back, the layout is the one
/// a fresh layout gives, to the last bit.
@MainActor
@Suite("Large values and the layout that follows them")
struct LargeValueLayoutTests {
  final class Sized: UIView {
    var size = CGSize(width: 40, height: 20) {
      didSet { invalidateIntrinsicContentSize() }
    }
    override var intrinsicContentSize: CGSize { size }
  }

  @Test("A width constant taken to 1e17 and back to 40 lays out 40 wide")
  func constantThroughHugeValue() {
    let root = makeRoot()
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let width = view.widthAnchor.constraint(equalToConstant: 40)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10), width,
    ])
    root.layoutIfNeeded()
    for huge in [1e17, 1e18, 3e20] {
      width.constant = huge
      root.layoutIfNeeded()
      width.constant = 40
      root.layoutIfNeeded()
      #expect(view.frame == CGRect(x: 10, y: 0, width: 40, height: 10), "through \(huge)")
    }
  }

  @Test("A root resized to 1e18 and back leaves an inset child its exact width")
  func rootThroughHugeSize() {
    let root = makeRoot(width: 320, height: 480)
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
    ])
    root.layoutIfNeeded()
    root.frame.size = CGSize(width: 1e18, height: 1e18)
    root.layoutIfNeeded()
    root.frame.size = CGSize(width: 320, height: 480)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 10, width: 300, height: 460))
  }

  @Test("An intrinsic size passing through 1e20 comes back to 40 × 20")
  func intrinsicSizeThroughHugeValue() {
    let root = makeRoot()
    let view = Sized()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    view.size = CGSize(width: 1e20, height: 1e20)
    root.layoutIfNeeded()
    view.size = CGSize(width: 40, height: 20)
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
  }
}
