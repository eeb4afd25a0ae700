import FuzzSupport
import TypographyConfig
import TypometerChecks

#if canImport(Glibc)
  import Glibc
#endif

/// TypographyKit config parsing (JSON, XML plist, binary plist: the format is
/// detected from the bytes), merging, `extends`, colours and validation, and
/// the three renderings of the findings.
enum ConfigFuzz {
  static let validator = ConfigValidator(
    fonts: FontNameList(["Inter-Regular", "Inter-Bold", "Roboto-Regular", "NotoSansArabic-Regular"]
    ),
    options: ValidationOptions(boldText: true))

  static func run(_ bytes: [UInt8]) {
    let report = validator.validate(sources: [ConfigSource(path: "fuzz.json", bytes: bytes)])
    for format in [FindingRenderer.Format.text, .json, .github] {
      _ = FindingRenderer.render(report, as: format)
    }
    // A second copy merged over the first: overrides and cross-file `extends`.
    _ = validator.validate(sources: [
      ConfigSource(path: "a.json", bytes: bytes), ConfigSource(path: "b.json", bytes: bytes),
    ])
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfigInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  ConfigFuzz.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
  return 0
}

#if !FUZZING
  @main
  struct FuzzConfigReplay {
    static func main() {
      exit(
        FuzzReplay.run(
          name: "FuzzConfig", arguments: Array(CommandLine.arguments.dropFirst()),
          body: ConfigFuzz.run))
    }
  }
#endif
