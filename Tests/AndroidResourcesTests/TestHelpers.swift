import AndroidResources
import TestSupport
import Testing

/// The `res` folder of one fixture under `Tests/Data/android`.
func res(_ fixture: String) -> String {
  Fixtures.data("android/\(fixture)/res")
}

/// The app fixture, loaded.
func app() throws -> AndroidResources {
  try AndroidResources.load(folders: [res("app")])
}

/// The ``AndroidResourceError`` `body` throws, or nil when it throws none
/// (or another error, which the test then reports as a failure).
func error<T>(_ body: () throws -> T) -> AndroidResourceError? {
  do {
    _ = try body()
    return nil
  } catch let error as AndroidResourceError {
    return error
  } catch {
    Issue.record("unexpected error \(error)")
    return nil
  }
}
