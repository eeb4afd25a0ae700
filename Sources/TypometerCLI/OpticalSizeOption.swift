import TextLayout

extension ArgumentList {
  /// `--optical-size auto|always|off`, or nil when not given.
  mutating func opticalSizing() throws(UsageError) -> OpticalSizing? {
    guard let mode = try value("--optical-size") else { return nil }
    guard let value = OpticalSizing(rawValue: mode) else {
      throw UsageError.invalidValue(
        option: "--optical-size", value: mode, expected: "auto, always or off")
    }
    return value
  }
}
