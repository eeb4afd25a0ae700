public enum ShapingPlaceholder {}
