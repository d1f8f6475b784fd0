import Dispatch
import TouchstoneCore
import TouchstoneLinux

/// One open touch device: its reader, decoder and recognizer session.
final class DeviceConnection {
    let path: String
    let reader: EvdevDevice
    let description: DeviceDescription
    var decoder: MTDecoder
    var session: any GestureSession
    var source: DispatchSourceRead?
    var lastTime: Int64 = 0

    init(path: String, reader: EvdevDevice, decoder: MTDecoder, session: any GestureSession) {
        self.path = path
        self.reader = reader
        self.description = reader.description
        self.decoder = decoder
        self.session = session
    }
}
