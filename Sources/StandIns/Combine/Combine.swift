// The stand-in for Apple's Combine: OpenCombine (Vendor/OpenCombine, MIT), an open
// re-implementation of the same API — publishers, subscribers, subjects, `@Published`,
// `ObservableObject`, `AnyCancellable` — with the spellings Apple's Combine adds to Foundation
// and Dispatch (`receive(on: DispatchQueue.main)`, `RunLoop.main` and `OperationQueue` as
// schedulers, `NotificationCenter.default.publisher(for:)`, `Timer.publish(every:on:in:)`,
// `URLSession.dataTaskPublisher(for:)`), which OpenCombine declares where no module named
// Combine exists, as here. The port renames `import Combine` to `import CombineStandIn`.
//
// What OpenCombine does not have stays missing (key-value observing's `publisher(for: \.keyPath)`,
// which Linux's Foundation lacks). Schedulers run work when their queue or run loop runs, as
// Apple's do.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
