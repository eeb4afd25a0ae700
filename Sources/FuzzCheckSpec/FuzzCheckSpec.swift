import FuzzSupport

import TypometerChecks

#if canImport(Glibc)
  import Glibc
#endif

/// The `check` spec reader: JSON with lines, keys, types, containers and key
/// patterns, then each container's patterns matched against a few keys.
enum CheckSpecFuzz {
  static let keys = ["onboarding.title", "settings.row.%d", "", "*", "a?b"]

  static func run(_ bytes: [UInt8]) {
    guard let spec = try? CheckSpec.parse(bytes: bytes, path: "App/typometer.json") else {
      return
    }
    let lookup = ContainerLookup(spec.containers)
    for key in keys {
      // The lookup check uses gives the spec's container.
      let expected = spec.container(for: key)?.index
      if lookup.container(for: key)?.index != expected { fatalError("lookup differs: \(key)") }
    }
    for path in spec.strings { _ = spec.resolve(path) }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCheckSpecInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  CheckSpecFuzz.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
  return 0
}

#if !FUZZING
  @main
  struct FuzzCheckSpecReplay {
    static func main() {
      exit(
        FuzzReplay.run(
          name: "FuzzCheckSpec", arguments: Array(CommandLine.arguments.dropFirst()),
          body: CheckSpecFuzz.run))
    }
  }
#endif
