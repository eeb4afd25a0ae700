import Foundation
import TypometerCLI

exit(TypometerCommandLine.run(arguments: Array(CommandLine.arguments.dropFirst())))
