import FontDiscovery
import Foundation

extension SpecError: CustomStringConvertible, LocalizedError {
  /// `path:line: problem`, in one line (the same as ``message``).
  public var description: String { message }

  /// ``description``, for `Error.localizedDescription`.
  public var errorDescription: String? { description }
}

extension CheckRunner.Failure: LocalizedError {
  /// ``description``, for `Error.localizedDescription`.
  public var errorDescription: String? { description }
}
