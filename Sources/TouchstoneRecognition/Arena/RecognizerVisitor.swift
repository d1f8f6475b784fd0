/// An operation on one of the arena's recognizers, written once for every built-in type:
/// `RecognizerStore.visit` dispatches to it with the store's one `switch`, and the compiler
/// specializes the generic `visit` per concrete type (no existential calls on the hot path).
protocol RecognizerVisitor {
    /// What the operation returns.
    associatedtype Result
    /// Applies the operation to `recognizer`, in place.
    mutating func visit<R: GestureRecognizing>(_ recognizer: inout R) -> Result
}
