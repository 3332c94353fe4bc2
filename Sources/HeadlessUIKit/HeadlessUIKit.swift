// HeadlessUIKit: the layout subset of UIKit, solved by SwiftLayoutEngine.
// One UIKit type per file (UIView.swift, UIView+Anchors.swift, …).

// UIKit re-exports Foundation (CGFloat, CGRect, CGSize, CGPoint, NSObject, NSCoder); so do we, so
// that code written against UIKit finds the same names.
@_exported import Foundation
