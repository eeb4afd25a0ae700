import FileAccess
import StructuredText

/// The named colours of one or more Xcode asset catalogs (`*.xcassets`), as
/// `UIColor(named:)` finds them, with a finding for every colorset that is
/// malformed.
///
/// ```swift
/// let catalog = try AssetCatalog.load(folders: ["App/Assets.xcassets"])
/// catalog.colors["Brand/Accent"]?.value?.dark
/// ```
///
/// Every `*.colorset/Contents.json` under each folder is read, in group
/// folders and nested `.xcassets` folders too. Symbolic links inside a
/// catalog are not followed (so a link loop cannot hang the walk), and the
/// depth, the number of entries listed and each file's size are bounded.
public struct AssetCatalog: Sendable, Hashable {
  /// The colours by name; when two colorsets share a name, the first read wins
  /// (folders in the order given, names sorted by their bytes).
  public var colors: [String: AssetColor] = [:]
  /// `colorset-invalid` findings, one per malformed colorset or limit reached.
  public var findings: [Finding] = []
  /// The catalog folders, as given.
  public var folders: [String] = []

  /// An empty catalog: no asset colours.
  public init() {}

  /// Bounds on the work done per load.
  public struct Limits: Sendable, Hashable {
    /// The deepest folder nesting walked below a catalog folder (default 32).
    public var maximumDepth = 32
    /// The most folder entries listed over all catalogs (default 200 000).
    public var maximumEntries = 200_000
    /// The largest `Contents.json` read, in bytes (default 1 MiB).
    public var maximumFileSize = 1 << 20
    /// The most bytes of `Contents.json` read over all catalogs (default 64 MiB;
    /// a colorset's is well under 1 KiB).
    public var maximumTotalBytes = 64 << 20

    /// Creates limits with the defaults.
    public init() {}
  }

  /// Reads the colorsets under each of `folders`.
  ///
  /// - Throws: ``AssetCatalogError`` when one of `folders` cannot be listed
  ///   (missing, not a folder, no permission). Problems inside are findings.
  public static func load(folders: [String], limits: Limits = Limits()) throws(AssetCatalogError)
    -> AssetCatalog
  {
    var catalog = AssetCatalog()
    catalog.folders = folders
    var listed = 0
    var budget = limits.maximumTotalBytes
    for root in folders {
      do {
        _ = try Folder.list(root)
      } catch {
        throw AssetCatalogError(path: root, reason: error.problem)
      }
      // Depth-first, in name order: (folder, namespace prefix, depth).
      var pending: [(String, String, Int)] = [(root, "", 0)]
      while let (folder, prefix, depth) = pending.popLast() {
        let names = Folder.names(folder) ?? []
        listed += names.count
        guard listed <= limits.maximumEntries else {
          catalog.findings.append(
            Finding(
              .colorsetInvalid(name: nil, problem: .tooManyEntries(limit: limits.maximumEntries)),
              file: root, keyPath: "", line: nil))
          return catalog
        }
        var subfolders: [(String, String, Int)] = []
        for name in names {
          let path = Paths.join(folder, name)
          guard FileKind.ofLink(path) == .directory, !isOtherAssetType(name) else { continue }
          if name.hasSuffix(".colorset") {
            guard budget > 0 else {
              catalog.findings.append(
                Finding(
                  .colorsetInvalid(
                    name: nil, problem: .tooMuchData(limit: limits.maximumTotalBytes)),
                  file: root, keyPath: "", line: nil))
              return catalog
            }
            let colorName = prefix + String(name.dropLast(".colorset".count))
            var perFile = limits
            perFile.maximumFileSize = min(limits.maximumFileSize, budget)
            budget -= catalog.readColorset(
              Paths.join(path, "Contents.json"), name: colorName, limits: perFile)
            continue
          }
          guard depth < limits.maximumDepth else {
            catalog.findings.append(
              Finding(
                .colorsetInvalid(name: nil, problem: .tooDeep(limit: limits.maximumDepth)),
                file: path, keyPath: "", line: nil))
            continue
          }
          let namespace =
            providesNamespace(Paths.join(path, "Contents.json"), limits: limits)
            ? prefix + name + "/" : prefix
          subfolders.append((path, namespace, depth + 1))
        }
        pending += subfolders.reversed()
      }
    }
    return catalog
  }

  /// The folder extensions of Xcode's other asset types (images, app icons,
  /// data, symbols, textures, stickers, AR resources…): they hold no colorset,
  /// so the walk does not enter them. Groups, sprite atlases and nested
  /// `.xcassets` folders are entered.
  static let otherAssetTypes: Set<String> = [
    "imageset", "appiconset", "dataset", "symbolset", "iconset", "launchimage", "textureset",
    "cubetextureset", "mipmapset", "brandassets", "imagestack", "imagestacklayer", "arimageset",
    "arresourcegroup", "complicationset", "sticker", "stickerpack", "stickersequence",
    "solidimagestack", "solidimagestacklayer", "gcdashboardimage", "gcleaderboard",
    "gcleaderboardset", "gcachievement",
  ]

  static func isOtherAssetType(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: ".") else { return false }
    return otherAssetTypes.contains(String(name[name.index(after: dot)...]))
  }

  /// Whether a group folder's `Contents.json` says
  /// `"properties": {"provides-namespace": true}` (Xcode's "Provides
  /// Namespace"); a missing or unreadable file does not.
  static func providesNamespace(_ contents: String, limits: Limits) -> Bool {
    guard FileKind.ofLink(contents) == .regular,
      let bytes = try? InputFile.read(contents, limit: limits.maximumFileSize),
      let root = try? DocumentNode.parseJSON(bytes),
      case .dictionary(let entries) = root.value,
      let properties = entries.first(where: { $0.key == "properties" })?.value,
      case .dictionary(let values) = properties.value,
      case .bool(let provides) = values.first(where: { $0.key == "provides-namespace" })?.value
        .value
    else { return false }
    return provides
  }

  /// Reads one colorset; a malformed one is a finding, and its name still
  /// counts as a colour (without a value), so it is not also `color-not-found`.
  ///
  /// - Returns: The bytes read (the limit plus one when the file is larger).
  @discardableResult
  mutating func readColorset(_ contents: String, name: String, limits: Limits) -> Int {
    let color: AssetColor
    var read = 0
    do throws(ColorsetFailure) {
      let bytes: [UInt8]
      do {
        bytes = try InputFile.read(contents, limit: limits.maximumFileSize)
        read = bytes.count
      } catch {
        if case .tooLarge = error.reason { read = limits.maximumFileSize + 1 }
        throw ColorsetFailure(.unreadable(error.problem), keyPath: "", line: nil)
      }
      let root: DocumentNode
      do {
        root = try DocumentNode.parseJSON(bytes)
      } catch {
        throw ColorsetFailure(.notJSON(error.reason), keyPath: "", line: error.line)
      }
      color = try ColorsetReader.read(root, name: name, file: contents)
    } catch {
      findings.append(
        Finding(
          .colorsetInvalid(name: name, problem: error.problem), file: contents,
          keyPath: error.keyPath, line: error.line))
      color = AssetColor(name: name, file: contents, colorSpace: nil, value: nil)
    }
    if colors[name] == nil { colors[name] = color }
    return read
  }
}

/// A catalog folder that cannot be listed.
public struct AssetCatalogError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The folder as given.
  public var path: String
  /// Why, in the file system's words.
  public var reason: String

  /// `path: cannot read the asset catalog: why`.
  public var description: String { "\(path): cannot read the asset catalog: \(reason)" }
}

/// Why a colorset is refused, as data; ``FindingWording`` words it.
public enum ColorsetProblem: Sendable, Hashable {
  /// `Contents.json` cannot be read.
  case unreadable(String)
  /// `Contents.json` is not JSON.
  case notJSON(ParseFailureReason)
  /// A value of the wrong kind (`expected` in words).
  case wrongType(expected: String, found: FoundValue)
  /// `colors` is missing or empty.
  case noColors
  /// A `color-space` Xcode does not write.
  case unknownColorSpace(String)
  /// A component the colour space needs is missing.
  case missingComponent(String)
  /// A component that is not a number, an integer or `0x` hex.
  case componentInvalid(name: String, text: String)
  /// A component outside its range (0–1, 0–255 or 0x00–0xFF).
  case componentOutOfRange(name: String, text: String)
  /// A catalog with more folder entries than the limit; the rest is not read.
  case tooManyEntries(limit: Int)
  /// A folder nested deeper than the limit; it is not read.
  case tooDeep(limit: Int)
  /// More `Contents.json` bytes than the limit over all catalogs; the rest is not read.
  case tooMuchData(limit: Int)
}

/// A colorset problem with its place in the file.
struct ColorsetFailure: Error {
  var problem: ColorsetProblem
  var keyPath: String
  var line: Int?

  init(_ problem: ColorsetProblem, keyPath: String, line: Int?) {
    self.problem = problem
    self.keyPath = keyPath
    self.line = line
  }
}
