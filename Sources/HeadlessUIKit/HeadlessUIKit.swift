// HeadlessUIKit: the layout subset of UIKit, solved by SwiftLayoutEngine.
// One UIKit type per file (UIView.swift, UIView+Anchors.swift, …).

// UIKit re-exports Foundation (CGFloat, CGRect, CGSize, CGPoint, NSObject, NSCoder); so do we, so
// that code written against UIKit finds the same names.
@_exported import Foundation

// On Apple platforms, where HeadlessUIKit still builds, Core Graphics' `CGVector`,
// `CGAffineTransform` and `CGColor` and the runtime's `Selector` are the real ones; HeadlessUIKit
// defines its own only where those modules are absent, so the two never meet in one program.
#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif
#if canImport(ObjectiveC)
@_exported import ObjectiveC
#endif
