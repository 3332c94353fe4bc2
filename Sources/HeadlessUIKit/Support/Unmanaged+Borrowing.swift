/// Runs `body` with the object `reference` refers to, without retaining it.
///
/// The layout paths hold views and nodes unretained (`Unmanaged`, `unowned(unsafe)`); turning
/// such a reference into a strong one for a call or a property access retains and releases it,
/// two atomic operations that dominate a constant edit's layout pass. Borrowing through this
/// function costs nothing. It is deliberately not isolated and takes a non-isolated closure:
/// a main-actor closure passed to the standard library's `_withUnsafeGuaranteedRef` directly
/// checks the executor on every call, one written here (in a Swift 6 module, inlined into a
/// main-actor caller) runs on the caller's executor without a check.
///
/// - Precondition: The object is alive for the whole of `body` (something else keeps it).
@inline(__always)
func withBorrowed<Object: AnyObject, Result>(
  _ reference: Unmanaged<Object>, _ body: (Object) -> Result
) -> Result {
  reference._withUnsafeGuaranteedRef(body)
}
