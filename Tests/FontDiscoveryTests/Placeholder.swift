import Testing

@testable import FontDiscovery
