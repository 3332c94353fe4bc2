// HeadlessUIKit's own code names its headless types without the namespace.
typealias AnimationRecorder = Headless.AnimationRecorder
typealias RecordedAnimation = Headless.RecordedAnimation
typealias LayoutDiagnostics = Headless.LayoutDiagnostics
typealias LayoutIssue = Headless.LayoutIssue
typealias SVGRenderer = Headless.SVGRenderer
typealias TextMeasurement = Headless.TextMeasurement
typealias VisualFormatError = Headless.VisualFormatError
typealias TargetActionReceiver = Headless.TargetActionReceiver
