import Testing

@testable import TypeScale
