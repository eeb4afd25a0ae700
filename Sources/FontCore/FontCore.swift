public enum FontCorePlaceholder {}
