import CEvdev
import CLibinput
import CUdev
