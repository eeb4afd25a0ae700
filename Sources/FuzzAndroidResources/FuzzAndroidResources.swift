import AndroidResources
import FuzzSupport

#if canImport(Glibc)
  import Glibc
#endif

/// An Android `res` folder from one input: the bytes as a values file and as
/// a font-family XML; every style is resolved, the text appearances found and
/// every font's faces listed, as `check` and `init` do with an app's resources.
enum AndroidResourcesFuzz {
  /// The scratch `res` folder, made once per process.
  nonisolated(unsafe) static var folder: String? = {
    var template = Array("/tmp/typometer-fuzz-res-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { return nil }
    let root = String(cString: made)
    for sub in ["/values", "/font"] { mkdir(root + sub, 0o700) }
    return root
  }()

  static func write(_ bytes: [UInt8], to path: String) -> Bool {
    guard let file = fopen(path, "wb") else { return false }
    defer { fclose(file) }
    return bytes.isEmpty || fwrite(bytes, 1, bytes.count, file) == bytes.count
  }

  /// Removes the scratch folder (replay runs; libFuzzer runs leave it in /tmp).
  static func removeFolder() {
    guard let root = folder else { return }
    for file in ["/values/styles.xml", "/font/family.xml"] { unlink(root + file) }
    for sub in ["/values", "/font", ""] { rmdir(root + sub) }
  }

  static func run(_ bytes: [UInt8]) {
    guard let root = folder,
      write(bytes, to: root + "/values/styles.xml"), write(bytes, to: root + "/font/family.xml")
    else { return }
    guard let resources = try? AndroidResources.load(folders: [root]) else { return }
    for name in resources.styleNames + ["bodyLarge", "TextAppearance.Material3.LabelLarge"] {
      if let appearance = try? resources.textAppearance(named: name) {
        _ = AndroidResources.requestedStyle(for: appearance, baseWeight: 400)
      }
    }
    // The text appearances `init` lists (parents followed, cycles and all).
    _ = resources.textAppearanceNames
    for name in resources.fontNames {
      if let faces = try? resources.fontFaces(named: name) {
        _ = AndroidResources.closestFace(faces, weight: 700, italic: true)
      }
    }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAndroidResourcesInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  AndroidResourcesFuzz.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
  return 0
}

#if !FUZZING
  @main
  struct FuzzAndroidResourcesReplay {
    static func main() {
      let status = FuzzReplay.run(
        name: "FuzzAndroidResources", arguments: Array(CommandLine.arguments.dropFirst()),
        body: AndroidResourcesFuzz.run)
      AndroidResourcesFuzz.removeFolder()
      exit(status)
    }
  }
#endif
