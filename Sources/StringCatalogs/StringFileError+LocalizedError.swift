import Foundation

extension StringFileError: LocalizedError {
  /// ``description``, for `Error.localizedDescription`.
  public var errorDescription: String? { description }
}
