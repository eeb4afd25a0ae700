import Testing

@testable import TypometerCLI
