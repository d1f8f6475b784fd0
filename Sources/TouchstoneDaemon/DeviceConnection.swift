import Dispatch
import TouchstoneCore
import TouchstoneLinux
import TouchstoneRecognition

/// One open touch device: its reader, decoder and recognizer session.
final class DeviceConnection {
    let path: String
    let reader: EvdevDevice
    let description: DeviceDescription
    var decoder: MTDecoder
    var arena: GestureArena
    var source: DispatchSourceRead?
    var lastTime: Int64 = 0

    init(path: String, reader: EvdevDevice, decoder: MTDecoder, arena: GestureArena) {
        self.path = path
        self.reader = reader
        self.description = reader.description
        self.decoder = decoder
        self.arena = arena
    }
}
