public enum FontDiscoveryPlaceholder {}
