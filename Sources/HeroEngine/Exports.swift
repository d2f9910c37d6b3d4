// Hero re-exports UIKit: a file that imports only Hero still sees `UIViewController`. Likewise
// `import HeroEngine` gives HeadlessUI (and through it Foundation and Dispatch).
@_exported import HeadlessUI
