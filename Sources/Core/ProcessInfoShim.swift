import Foundation

package enum ProcessInfoShim {
    static var activeProcessorCount: Int { ProcessInfo.processInfo.activeProcessorCount }
}
