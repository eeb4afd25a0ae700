import Testing

@testable import TypographyConfig
