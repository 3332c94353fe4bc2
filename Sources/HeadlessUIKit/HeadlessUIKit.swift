// HeadlessUIKit: the layout subset of UIKit, solved by SwiftLayoutEngine.
// One UIKit type per file (UIView.swift, UIView+Anchors.swift, …).
