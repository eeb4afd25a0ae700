import FileAccess
import Foundation

extension ProjectScan {
  /// The largest build file read for its dependencies, in bytes.
  static let maximumBuildFileBytes = 1 << 20

  /// The names of the Gradle modules (the last part of their path,
  /// `autofill-internal` for `:autofill-internal`) that the build files
  /// (`dependencies`, by module folder) depend on only in configurations
  /// of builds users do
  /// not get: a debug, test or pre-release source set's
  /// (`internalImplementation project(":autofill-internal")`,
  /// `debugImplementation(project(":leakcanary"))`), never in another.
  ///
  /// Dependencies are read as written, `project(":name")` or
  /// `project(path: ":name")` after the configuration's name; type-safe
  /// accessors (`projects.autofillInternal`) are not read.
  static func modulesOnlyOtherBuildsTake(_ dependencies: [String: [(String, String)]])
    -> Set<String>
  {
    var configurations: [String: Set<String>] = [:]
    for (configuration, module) in dependencies.values.joined() {
      configurations[module, default: []].insert(configuration)
    }
    return Set(
      configurations.filter { _, names in names.allSatisfy(isOtherBuildsConfiguration) }.keys)
  }

  /// The project dependencies of the build file (`build.gradle`,
  /// `build.gradle.kts`) in each of `moduleFolders`, by folder (see
  /// ``projectDependencies(in:)``).
  static func gradleDependencies(moduleFolders: Set<String>, root: String)
    -> [String: [(String, String)]]
  {
    var dependencies: [String: [(String, String)]] = [:]
    for folder in moduleFolders {
      for name in ["build.gradle", "build.gradle.kts"] {
        let path = Paths.join(folder.isEmpty ? root : Paths.join(root, folder), name)
        guard let bytes = try? InputFile.read(path, limit: maximumBuildFileBytes) else { continue }
        dependencies[folder, default: []] += projectDependencies(
          in: String(decoding: bytes, as: UTF8.self))
      }
    }
    return dependencies
  }

  /// `(configuration, module name)` for each `CONFIGURATION project(":a:name")`
  /// or `CONFIGURATION(project(path: ":name"))` in a build file's text.
  static func projectDependencies(in text: String) -> [(String, String)] {
    let pattern =
      #"([A-Za-z_][A-Za-z0-9_]*)\s*\(?\s*project\s*\(\s*(?:path\s*[:=]\s*)?["']([^"']+)["']"#
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).compactMap { match in
      guard let configuration = Range(match.range(at: 1), in: text),
        let path = Range(match.range(at: 2), in: text),
        let name = text[path].split(separator: ":").last
      else { return nil }
      return (String(text[configuration]), String(name))
    }
  }

  /// Whether a dependency configuration (`internalImplementation`,
  /// `debugApi`, `androidTestImplementation`) is that of a build users do
  /// not get: a debug, test or pre-release source set's (see
  /// ``isDebugSourceSet(_:)``, ``isTestSourceSet(_:)``,
  /// ``isPreReleaseSourceSet(_:)``). `implementation` and `api` are the
  /// main source set's.
  static func isOtherBuildsConfiguration(_ name: String) -> Bool {
    for suffix in ["Implementation", "Api", "CompileOnly", "RuntimeOnly"]
    where name.hasSuffix(suffix) && name.count > suffix.count {
      let path = "src/" + name.dropLast(suffix.count) + "/res"
      return isDebugSourceSet(path) || isTestSourceSet(path) || isPreReleaseSourceSet(path)
    }
    return false
  }
}
