// TypographyKit configs: model, colours, letter case, extends, findings.
