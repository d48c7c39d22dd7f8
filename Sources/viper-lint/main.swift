import ViperLintCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(ViperLintCommand.run(Array(CommandLine.arguments.dropFirst()), io: .standard).rawValue)
