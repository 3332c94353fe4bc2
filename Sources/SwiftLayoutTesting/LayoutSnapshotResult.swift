#if SWIFTLAYOUT_UIKIT_API
/// What ``assertLayoutSnapshot(of:size:named:record:snapshotDirectory:filePath:function:sourceLocation:)``
/// did.
public enum LayoutSnapshotResult: Sendable, Hashable {
  /// The layout matched the recorded snapshot.
  case matched
  /// The snapshot was recorded (the assertion failed, so that nobody records by accident).
  case recorded
  /// The layout differed from the snapshot: the views that changed (empty when only the
  /// drawing differs).
  case failed([LayoutFrameChange])
}
#endif
