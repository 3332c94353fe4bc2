// Not a stand-in: code a user of HeadlessUIKit writes on a Mac, type-checked in the headless
// configuration. HeadlessUIKit must take and give Core Graphics' types and the runtime's
// `Selector` there, not look-alikes of its own, so that values from other Apple API fit.

import CoreGraphics
import HeadlessUIKit
import ObjectiveC

@MainActor
func headlessUsage() -> [String] {
  let view = UIView()
  let border: CoreGraphics.CGColor = UIColor.red.cgColor
  view.layer.borderColor = border
  let transform: CoreGraphics.CGAffineTransform = CGAffineTransform(scaleX: 2, y: 2)
  view.transform = transform.rotated(by: .pi / 4)
  let velocity = CoreGraphics.CGVector(dx: 1, dy: 0)
  let spring = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: velocity)
  let tapped: ObjectiveC.Selector = Selector(("tapped:"))
  let button = UIButton(type: .system)
  button.addTarget(nil, action: tapped, for: .touchUpInside)
  let saved: Selector = "saved:"
  return [
    NSStringFromSelector(NSSelectorFromString("tapped:")), saved.description,
    "\(spring.initialVelocity.dx)", "\(view.frame.applying(view.transform).width)",
  ]
}
