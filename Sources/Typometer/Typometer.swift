// One import for the whole library: `import Typometer` brings in every public
// module, from the scaling core to the check job. The guide is the DocC
// catalog beside this file (`make docs`).

@_exported import AndroidResources
@_exported import FontCore
@_exported import FontDiscovery
@_exported import Rendering
@_exported import Shaping
@_exported import StringCatalogs
@_exported import StructuredText
@_exported import TextLayout
@_exported import TypeScale
@_exported import TypographyConfig
@_exported import TypometerChecks
