import Dispatch
import TouchstoneCore
import TouchstoneLinux
import TouchstoneMtdev
import TouchstoneRecognition

/// One open touch device: its reader, decoder and recognizer session.
final class DeviceConnection {
    let path: String
    let reader: EvdevDevice
    let description: DeviceDescription
    var decoder: TouchDecoder
    var arena: GestureArena
    var source: DispatchSourceRead?
    var lastTime: Int64 = 0

    init(path: String, reader: EvdevDevice, decoder: TouchDecoder, arena: GestureArena) {
        self.path = path
        self.reader = reader
        self.description = reader.description
        self.decoder = decoder
        self.arena = arena
    }
}
