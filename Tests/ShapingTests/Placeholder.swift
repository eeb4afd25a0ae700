import Testing

@testable import Shaping
