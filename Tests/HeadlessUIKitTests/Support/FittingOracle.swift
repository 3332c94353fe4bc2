import HeadlessUIKit
import Testing

/// The oracles of the fitting tests: a root view measured in its own engine
/// (changes made between fittings, the fitting solution kept) is compared with the same tree
/// built afresh with the same changes, measured inside a superview (a temporary solver of its
/// subtree) and as a fresh root; and its layout afterwards with a fresh tree laid out at the
/// same frame.
@MainActor
enum FittingOracle {
  /// A target size with its two priorities.
  struct Fit: CustomStringConvertible {
    let target: CGSize
    let horizontal: UILayoutPriority
    let vertical: UILayoutPriority

    var description: String {
      "\(target) h\(horizontal.rawValue) v\(vertical.rawValue)"
    }

    /// The self-sizing cell recipe: a required width, the height that fits.
    static func width(_ width: CGFloat) -> Fit {
      Fit(
        target: CGSize(width: width, height: 0), horizontal: .required, vertical: .fittingSizeLevel)
    }

    static let compressed = Fit(
      target: UIView.layoutFittingCompressedSize, horizontal: .fittingSizeLevel,
      vertical: .fittingSizeLevel)
    static let expanded = Fit(
      target: UIView.layoutFittingExpandedSize, horizontal: .fittingSizeLevel,
      vertical: .fittingSizeLevel)
  }

  /// The view's fitting size for `fit`.
  static func size(_ view: UIView, _ fit: Fit) -> CGSize {
    view.systemLayoutSizeFitting(
      fit.target, withHorizontalFittingPriority: fit.horizontal,
      verticalFittingPriority: fit.vertical)
  }

  /// The size the same tree measures when built afresh with `steps` applied: inside a
  /// superview (the temporary-solver path), checked against the same fresh tree measured as a
  /// root.
  static func oracle<Scene>(
    _ make: () -> Scene, root: (Scene) -> UIView, steps: ArraySlice<(Scene) -> Void>, fit: Fit
  ) -> (hosted: CGSize, freshRoot: CGSize) {
    let hostedScene = make()
    for step in steps { step(hostedScene) }
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 2000, height: 2000))
    host.addSubview(root(hostedScene))
    let hosted = size(root(hostedScene), fit)
    let freshScene = make()
    for step in steps { step(freshScene) }
    return (hosted, size(root(freshScene), fit))
  }

  /// Applies `steps` one by one to one scene, measuring its root with each of `fits` after
  /// each step, and expects every size to be the oracle's.
  static func expectMatchesOracle<Scene>(
    _ make: () -> Scene, root: (Scene) -> UIView, steps: [(Scene) -> Void], fits: [Fit],
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Scene {
    let scene = make()
    for index in steps.indices {
      steps[index](scene)
      for fit in fits {
        let measured = size(root(scene), fit)
        let expected = oracle(make, root: root, steps: steps[...index], fit: fit)
        #expect(
          measured == expected.hosted, "step \(index), \(fit): hosted",
          sourceLocation: sourceLocation)
        #expect(
          measured == expected.freshRoot, "step \(index), \(fit): fresh root",
          sourceLocation: sourceLocation)
      }
    }
    return scene
  }

  /// Every view's frame in the subtree, depth first.
  static func frames(_ view: UIView) -> [CGRect] {
    var result = [view.frame]
    for subview in view.subviews { result += frames(subview) }
    return result
  }
}
