import FuzzSupport
import StringCatalogs

#if canImport(Glibc)
  import Glibc
#endif

/// Every string-catalog parser on the same bytes: `.strings` (UTF-8 and
/// UTF-16), `.stringsdict`, `.xcstrings`, Android `strings.xml`, plain text
/// and Interface Builder files.
enum StringCatalogsFuzz {
  /// Small limits, so the bounds themselves are reached often.
  static let limits = CatalogLimits(
    maximumFileSize: 1 << 20, maximumStrings: 10_000, maximumDepth: 32,
    maximumStringLength: 16 * 1024)

  static let paths: [(String, StringFileFormat)] = [
    ("de.lproj/Localizable.strings", .strings),
    ("de.lproj/Localizable.stringsdict", .stringsdict),
    ("Localizable.xcstrings", .xcstrings),
    ("values-de/strings.xml", .androidXML),
    ("de/ui.txt", .plainText),
    ("Base.lproj/Main.storyboard", .interfaceBuilder),
  ]

  static func run(_ bytes: [UInt8]) {
    for (path, format) in paths {
      _ = try? StringFile.parse(bytes: bytes, path: path, format: format, limits: limits)
    }
    // The format as detected from the path and content.
    _ = try? StringFile.parse(bytes: bytes, path: "Localizable.strings", limits: limits)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringCatalogsInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  StringCatalogsFuzz.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
  return 0
}

#if !FUZZING
  @main
  struct FuzzStringCatalogsReplay {
    static func main() {
      exit(
        FuzzReplay.run(
          name: "FuzzStringCatalogs", arguments: Array(CommandLine.arguments.dropFirst()),
          body: StringCatalogsFuzz.run))
    }
  }
#endif
