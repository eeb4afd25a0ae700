import Testing

@testable import FontCore
