extension Headless {
  /// Where ``Headless/LayoutIssue``s go. (HeadlessUIKit only; not part of UIKit.)
  ///
  /// ```swift
  /// LayoutDiagnostics.handler = { issue in myLog.append(issue) }
  /// let issues = LayoutDiagnostics.capture { view.layoutIfNeeded() }
  /// ```
  @MainActor
  public enum LayoutDiagnostics {
    /// The function every issue is passed to; by default it writes the report to standard error.
    public static var handler: @MainActor (LayoutIssue) -> Void = LayoutDiagnostics
      .printToStandardError

    /// The issues reported so far (the most recent 1,000), oldest first.
    public private(set) static var issues: [LayoutIssue] = []

    private static var captures: [[LayoutIssue]] = []

    /// Forgets the issues reported so far.
    public static func removeAll() {
      issues.removeAll()
    }

    /// Runs `body` and returns the issues reported meanwhile, without passing them to the handler.
    ///
    /// - Parameter body: The code to watch.
    /// - Returns: The issues `body` caused, in order.
    public static func capture(_ body: () throws -> Void) rethrows -> [LayoutIssue] {
      captures.append([])
      defer { _ = captures.popLast() }
      try body()
      return captures.last ?? []
    }

    /// Writes an issue's report to standard error.
    ///
    /// - Parameter issue: The issue.
    public static func printToStandardError(_ issue: LayoutIssue) {
      let text = "[HeadlessUIKit] \(issue.message)\n"
      FileHandle.standardError.write(Data(text.utf8))
    }

    static func report(_ issue: LayoutIssue) {
      issues.append(issue)
      if issues.count > 1000 { issues.removeFirst(issues.count - 1000) }
      if !captures.isEmpty {
        captures[captures.count - 1].append(issue)
        return
      }
      handler(issue)
    }
  }
}
